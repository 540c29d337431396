"""The Settlers of Zarahemla: every rule of the rulebook, its worked examples and FAQ.

The fixed layout used for positions (ZarahemlaLayout(): rows, side A, not
reversed, marker A on the east hex) gives tiles, in reading order:
A brick 8, B water 3, C wheat 6, D brick 10, E wheat 5, F water 4, G wood 2,
H wood 9, I water 6, J the Hideout, K wheat 9, L stone 5, M stone 12,
N wood 3, O wheat 11, P water 10, Q wood 11, R stone 4, S brick 8.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from settlers_helpers import check_invariants

import boardgames
from boardgames import IllegalAction
from boardgames.core.hexgrid import ring
from boardgames.settlers import ZarahemlaLayout
from boardgames.settlers import position as pos
from boardgames.settlers.actions import (
    BankTrade,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuildTemple,
    BuyDevelopmentCard,
    ChooseStartingSettlement,
    Discard,
    EndTurn,
    MoveRobber,
    PlayKnight,
    PlayLiahona,
    PlayMonopoly,
    PlayTempleBuilding,
    PlayYearOfPlenty,
    Roll,
)
from boardgames.settlers.board import spiral_order
from boardgames.settlers.rulesets import ZARAHEMLA, strip_cells, zarahemla_board


def zara(players=3, seed=1, rolled=True, player=0, layout=None, **options):
    g = boardgames.new_game("zarahemla", players=players, seed=seed,
                            layout=layout or ZarahemlaLayout(), **options)
    pos.skip_setup(g, player, rolled=rolled)
    return g


def rejected(game, action, match):
    before = game.to_json()
    with pytest.raises(IllegalAction, match=match):
        game.apply(action)
    assert game.to_json() == before


def road(game, a, b):
    return BuildRoad(game.board.path(a, b))


# ----------------------------------------------------------------------- components
def test_five_resources_with_18_cards_each():
    g = zara()
    assert g.ruleset.resources == ("wood", "brick", "water", "wheat", "stone")
    assert g.bank == [18] * 5


def test_building_costs_of_the_building_cost_card():
    c = {k: dict(zip(ZARAHEMLA.resources, v, strict=True)) for k, v in ZARAHEMLA.costs.items()}
    nz = {k: {r: n for r, n in v.items() if n} for k, v in c.items()}
    assert nz["road"] == {"brick": 1, "wood": 1}
    assert nz["settlement"] == {"brick": 1, "wood": 1, "water": 1, "wheat": 1}
    assert nz["city"] == {"stone": 3, "wheat": 2}
    assert nz["development"] == {"stone": 1, "water": 1, "wheat": 1}
    assert nz["temple"] == {"brick": 1, "stone": 1}


def test_development_card_is_bought_with_stone_water_and_wheat():
    g = zara()
    pos.give(g, 0, stone=1, water=1)
    rejected(g, BuyDevelopmentCard(), "costs 1 water, 1 wheat, 1 stone")
    pos.give(g, 0, wheat=1)
    g.apply(BuyDevelopmentCard())
    assert sum(g.hands[0]) == 0 and sum(g.dev[0]) == 1


def test_development_deck_has_29_cards():
    names = dict(zip(ZARAHEMLA.dev_names, ZARAHEMLA.dev_deck, strict=True))
    assert sum(ZARAHEMLA.dev_deck) == 29
    assert names == {"Stripling Warrior": 14, "Road Building": 2, "Bountiful Harvest": 2,
                     "Prosperity": 2, "Victory Point": 5, "Temple Building": 2, "Liahona": 2}
    assert ZARAHEMLA.victory_point_names == ("King Benjamin", "Alma", "Mosiah",
                                             "Samuel the Lamanite", "Mulek")


def test_pieces_per_player_5_settlements_4_cities_15_roads_10_temple_stones():
    assert ZARAHEMLA.pieces == {"road": 15, "settlement": 5, "city": 4, "temple": 10}


# ---------------------------------------------------------------------------- board
def test_board_has_18_resource_hexes_and_the_hideout_with_markers_a_to_r():
    for seed in range(10):
        g = boardgames.new_game("zarahemla", players=3, seed=seed)
        tiles = g.board.tiles
        assert len(tiles) == 19
        assert Counter(t.terrain for t in tiles)["hideout"] == 1
        hideout = next(t for t in tiles if t.terrain == "hideout")
        assert hideout.number is None and hideout.letter is None
        assert sorted(t.letter for t in tiles if t.letter) == list("ABCDEFGHIJKLMNOPQR")


def test_markers_go_alphabetically_counterclockwise_from_the_chosen_perimeter_hex():
    for start in range(12):
        board = zarahemla_board(ZARAHEMLA, ZarahemlaLayout(start=start))
        by_coord = {t.coord: t for t in board.tiles}
        first = ring(2)[start]
        assert by_coord[first].letter == "A"
        letters = [by_coord[c].letter for c in spiral_order(first)
                   if by_coord[c].terrain != "hideout"]
        assert letters == list("ABCDEFGHIJKLMNOPQR")
        # counterclockwise on screen: from the east hex the next is up and to the right
        if start == 0:
            assert by_coord[(2, -1)].letter == "B"


def test_every_board_layout_choice_yields_a_valid_board():
    # The strips decide the terrains and the start hex decides the letters
    # (the Hideout is always in the middle), so checking every strip
    # arrangement and every start covers every combination of choices.
    cells = {ax: strip_cells(ax) for ax in ("rows", "rising", "falling")}
    assert all([len(s) for s in cells[ax]] == [3, 4, 5, 4, 3] for ax in cells)
    count = 0
    for axis, four, three, sides, rev in itertools.product(
            ("rows", "rising", "falling"), (("4a", "4b"), ("4b", "4a")),
            (("3a", "3b"), ("3b", "3a")), itertools.product("AB", repeat=5),
            itertools.product((False, True), repeat=5)):
        layout = ZarahemlaLayout(axis, (three[0], four[0], "5", four[1], three[1]), sides, rev)
        board = zarahemla_board(ZARAHEMLA, layout)
        terrains = Counter(t.terrain for t in board.tiles)
        assert terrains == {"wood": 4, "brick": 3, "water": 4, "wheat": 4, "stone": 3,
                            "hideout": 1}
        assert board.tiles[9].terrain == "hideout"        # the centre hex
        count += 1
    assert count == 3 * 2 * 2 * 32 * 32
    for axis, start in itertools.product(("rows", "rising", "falling"), range(12)):
        board = zarahemla_board(ZARAHEMLA, ZarahemlaLayout(axis=axis, start=start))
        numbers = sorted(t.number for t in board.tiles if t.number)
        assert numbers == [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12]


def test_bad_layout_choices_are_refused():
    for bad in [dict(axis="diagonal"), dict(order=("5", "4a", "3a", "4b", "3b")),
                dict(sides=("A", "C", "A", "A", "A")), dict(start=12)]:
        with pytest.raises(ValueError):
            boardgames.new_game("zarahemla", players=3, layout=ZarahemlaLayout(**bad))


def test_same_seed_gives_the_same_board():
    a = boardgames.new_game("zarahemla", players=4, seed=5).board.to_data()
    assert a == boardgames.new_game("zarahemla", players=4, seed=5).board.to_data()
    assert a != boardgames.new_game("zarahemla", players=4, seed=6).board.to_data()


def test_trading_posts_4_generic_and_one_2_to_1_per_resource():
    g = zara()
    kinds = Counter(p.kind for p in g.board.ports)
    assert kinds == {"3:1": 4, "wood": 1, "brick": 1, "water": 1, "wheat": 1, "stone": 1}


def test_intersection_touching_only_jungle_and_one_hex_is_buildable():
    g = boardgames.new_game("zarahemla", players=3, seed=1, layout=ZarahemlaLayout())
    assert g.board.graph.nodes["A.N"]["tiles"] == ["A"]
    g.apply(BuildSettlement("A.N"))
    g.apply(road(g, "A.N", "A.NW"))          # a path between a hex and the jungle takes a road
    assert g.corner_owner[g.board.corner("A.N")] == 0


# ---------------------------------------------------------------------------- setup
def setup_sequence(g):
    order = []
    while g.phase in ("setup_settlement", "setup_road"):
        if g.phase == "setup_settlement":
            order.append(g.current_player)
        g.apply(g.legal_actions()[0])
    return order


def test_three_or_four_players_place_two_settlements_in_snake_order():
    g = boardgames.new_game("zarahemla", players=4, seed=1)
    assert setup_sequence(g) == [0, 1, 2, 3, 3, 2, 1, 0]
    assert [g.points(p) for p in range(4)] == [2, 2, 2, 2]     # scores start at 2


def test_two_players_place_three_settlements_in_order_1_2_2_1_1_2():
    g = boardgames.new_game("zarahemla", players=2, seed=1)
    assert setup_sequence(g) == [0, 1, 1, 0, 0, 1]
    assert [g.points(p) for p in range(2)] == [3, 3]           # scores start at 3
    assert g.roads_left == [12, 12]


def test_each_player_chooses_one_settlement_and_takes_one_card_per_hex_around_it():
    g = boardgames.new_game("zarahemla", players=3, seed=1, layout=ZarahemlaLayout())
    plan = iter(["A-B-E", "C-F-G", "H-I-M", "K-O-P", "A.N", "D-E-I"])
    while g.phase in ("setup_settlement", "setup_road"):
        g.apply(BuildSettlement(next(plan)) if g.phase == "setup_settlement"
                else g.legal_actions()[0])
    assert g.phase == "setup_choose" and g.current_player == 0
    assert all(sum(h) == 0 for h in g.hands)
    assert {a.corner for a in g.legal_actions()} == {"A-B-E", "D-E-I"}
    rejected(g, ChooseStartingSettlement("C-F-G"), "no settlement")
    g.apply(ChooseStartingSettlement("A-B-E"))       # A brick, B water, E wheat
    assert g.hand(0) == {"wood": 0, "brick": 1, "water": 1, "wheat": 1, "stone": 0}
    g.apply(ChooseStartingSettlement("A.N"))          # on the jungle: only tile A, one card
    assert g.hand(1) == {"wood": 0, "brick": 1, "water": 0, "wheat": 0, "stone": 0}
    g.apply(ChooseStartingSettlement("H-I-M"))       # H wood, I water, M stone
    assert g.hand(2) == {"wood": 1, "brick": 0, "water": 1, "wheat": 0, "stone": 1}
    assert g.phase == "pre_roll" and g.current_player == 0
    check_invariants(g)


def test_starting_cards_skip_the_hideout():
    g = boardgames.new_game("zarahemla", players=3, seed=1, layout=ZarahemlaLayout())
    plan = iter(["E-I-J", "C-F-G", "H-I-M", "K-O-P", "A.N", "D-H"])
    while g.phase in ("setup_settlement", "setup_road"):
        g.apply(BuildSettlement(next(plan)) if g.phase == "setup_settlement"
                else g.legal_actions()[0])
    g.apply(ChooseStartingSettlement("E-I-J"))      # E wheat, I water, J the Hideout
    assert sum(g.hands[0]) == 2


# ---------------------------------------------------------------------- production
def test_rulebook_example_a_six_pays_three_stone_to_a_settlement_and_a_city():
    layout = next(lay for lay in (ZarahemlaLayout(start=s) for s in range(12))
                  if any(t.terrain == "stone" and t.number == 6
                         for t in zarahemla_board(ZARAHEMLA, lay).tiles))
    g = zara(layout=layout, rolled=False)
    tile = next(i for i, t in enumerate(g.board.tiles) if t.terrain == "stone" and t.number == 6)
    corners = [g.board.corner_names[c] for c in g.board.topology.tile_corners[tile]]
    pos.place_settlement(g, 1, corners[0])
    pos.place_city(g, 1, corners[2])
    pos.place_city(g, 2, corners[4])
    g.apply(Roll(), outcome=6)
    assert g.hand(1)["stone"] == 3 and g.hand(2)["stone"] == 2


# ---------------------------------------------------------------------- the robber
def test_robber_starts_in_the_hideout():
    g = zara()
    assert g.board.tiles[g.robber].terrain == "hideout"


def test_rulebook_example_discards_with_6_7_and_11_cards():
    g = zara(players=4, rolled=False)
    pos.give(g, 1, wood=6)
    pos.give(g, 2, water=7)
    pos.give(g, 3, wood=3, water=2, wheat=6)         # 11 cards: discard 5 (rounded down)
    g.apply(Roll(), outcome=7)
    assert g.discard_owed == [0, 0, 0, 5]
    for r in ("wood", "wood", "wood", "water", "water"):
        g.apply(Discard(r))
    assert sum(g.hands[3]) == 6 and g.phase == "robber"


def test_development_cards_do_not_count_toward_the_hand_limit():
    g = zara(players=3, rolled=False)
    pos.give(g, 1, wood=7)
    pos.give_development_card(g, 1, "knight")
    g.apply(Roll(), outcome=7)
    assert g.phase == "robber"


def test_robber_may_never_return_to_the_hideout():
    g = zara(rolled=False)
    g.apply(Roll(), outcome=7)
    pos.move_robber(g, "A")
    assert MoveRobber("J") not in g.legal_actions()
    rejected(g, MoveRobber("J"), "may not go back to the hideout")
    g.apply(MoveRobber("B"))
    assert g.robber == g.board.tile("B")


def test_stripling_warrior_moves_the_robber_to_a_different_numbered_hex():
    g = zara()
    pos.give_development_card(g, 0, "knight")
    assert "Stripling Warrior" in g.describe(PlayKnight())
    g.apply(PlayKnight())
    targets = {a.tile for a in g.legal_actions()}
    assert "J" not in targets and len(targets) == 18
    g.apply(MoveRobber("C"))
    assert g.knights[0] == 1


def test_faq_a_warrior_may_be_played_before_the_roll():
    g = zara(rolled=False)
    pos.give_development_card(g, 0, "knight")
    g.apply(PlayKnight())
    g.apply(MoveRobber("C"))
    assert g.phase == "pre_roll"


# ------------------------------------------------------------------------- temple
def test_temple_stone_costs_one_brick_and_one_stone():
    g = zara()
    pos.give(g, 0, brick=1)
    rejected(g, BuildTemple(), "costs 1 brick, 1 stone")
    pos.give(g, 0, stone=1)
    g.apply(BuildTemple())
    assert g.temples[0] == 1 and sum(g.hands[0]) == 0


def test_each_player_has_ten_temple_stones():
    g = zara()
    pos.give(g, 0, brick=11, stone=11)
    for _ in range(10):
        g.apply(BuildTemple())
    assert BuildTemple() not in g.legal_actions()
    rejected(g, BuildTemple(), "placed all their temple stones")


def test_greatest_temple_contributor_needs_three_and_moves_to_whoever_builds_more():
    g = zara()
    pos.give(g, 0, brick=3, stone=3)
    pos.give(g, 1, brick=4, stone=4)
    for _ in range(2):
        g.apply(BuildTemple())
    assert g.temple_holder == -1
    g.apply(BuildTemple())
    assert g.temple_holder == 0 and g.points(0) == 2
    pos.set_turn(g, 1, "main")
    for _ in range(3):
        g.apply(BuildTemple())
    assert g.temple_holder == 0          # 3 against 3: the card stays
    g.apply(BuildTemple())
    assert g.temple_holder == 1 and g.points(0) == 0 and g.points(1) == 2


def test_temple_building_card_places_two_stones_free():
    g = zara()
    pos.give_development_card(g, 0, "temple_building")
    g.apply(PlayTempleBuilding())
    assert g.temples[0] == 2 and g.temples_left[0] == 8 and sum(g.hands[0]) == 0


# ------------------------------------------------------------------------ Liahona
def test_liahona_is_played_before_the_roll_and_chooses_the_roll():
    g = zara(rolled=False)
    pos.place_settlement(g, 0, "A-B-E")          # A brick 8, B water 3, E wheat 5
    pos.give_development_card(g, 0, "liahona")
    assert {a.total for a in g.legal_actions() if isinstance(a, PlayLiahona)} == set(range(2, 13))
    g.apply(PlayLiahona(8))
    assert g.phase == "main" and g.hand(0)["brick"] == 1
    assert g.chance_of(EndTurn()) is None


def test_liahona_cannot_be_played_after_the_roll():
    g = zara(rolled=True)
    pos.give_development_card(g, 0, "liahona")
    assert not any(isinstance(a, PlayLiahona) for a in g.legal_actions())
    rejected(g, PlayLiahona(6), "before the production roll")


def test_liahona_choosing_seven_has_all_its_effects():
    g = zara(rolled=False)
    pos.give_development_card(g, 0, "liahona")
    pos.give(g, 1, wood=8)
    g.apply(PlayLiahona(7))
    assert g.phase == "discard" and g.discard_owed[1] == 4


# ------------------------------------------------------------------ other cards
def test_bountiful_harvest_takes_two_resources_and_prosperity_takes_all_of_one():
    g = zara()
    pos.give_development_card(g, 0, "year_of_plenty")
    g.apply(PlayYearOfPlenty("stone", "water"))
    assert g.hand(0)["stone"] == 1 and g.hand(0)["water"] == 1
    pos.set_turn(g, 0, "main")
    pos.give_development_card(g, 0, "monopoly")
    pos.give(g, 1, wheat=2)
    pos.give(g, 2, wheat=3)
    g.apply(PlayMonopoly("wheat"))
    assert g.hand(0)["wheat"] == 5 and g.hand(1)["wheat"] == 0


def _road_chain(g, start, n):
    """``n`` paths (``"X~Y"``) of one unbroken road from the corner ``start``."""
    edges = g.fixed_board.edge_names

    def walk(corner, seen, path):
        if len(path) == n:
            return path
        for a, b in edges:
            if corner in (a, b):
                nxt = b if corner == a else a
                if nxt not in seen:
                    found = walk(nxt, seen | {nxt}, [*path, f"{a}~{b}"])
                    if found:
                        return found
        return None

    return walk(start, {start}, [])


def test_victory_point_cards_may_be_revealed_at_once_to_win():
    # the rulebook's Molly: 2 settlements, Longest Road, 3 cities, one VP card, buys another
    g = zara()
    for c in ("A-B-E", "C-F-G", "H-I-M"):
        pos.place_city(g, 0, c)
    for c in ("K-O-P", "M-N-Q"):
        pos.place_settlement(g, 0, c)
    pos.place_road(g, 0, *_road_chain(g, "A-B-E", 5))     # the Longest Road, built by hand
    assert g.longest_holder == 0
    pos.give_development_card(g, 0, "victory_point")
    assert g.points(0) == 11 and not g.is_over
    pos.give(g, 0, stone=1, water=1, wheat=1)
    g.apply(BuyDevelopmentCard(), outcome="Victory Point")
    assert g.is_over and g.winner == 0 and g.points(0) == 12


def test_twelve_points_to_win_with_10_or_11_as_a_variant():
    assert boardgames.new_game("zarahemla", players=3).target == 12
    assert boardgames.new_game("zarahemla", players=3, target=10).target == 10
    with pytest.raises(ValueError, match="12 points"):
        boardgames.new_game("zarahemla", players=3, target=9)


def test_eleven_points_do_not_win_at_twelve():
    g = zara()
    for c in ("A-B-E", "C-F-G", "H-I-M", "K-O-P"):
        pos.place_city(g, 0, c)
    pos.place_settlement(g, 0, "M-N-Q")
    pos.give_development_card(g, 0, "victory_point")
    pos.give_development_card(g, 0, "victory_point")
    g.apply(EndTurn())
    assert g.points(0) == 11 and not g.is_over


# ----------------------------------------------------------------------------- FAQ
def test_faq_a_road_cannot_be_built_behind_an_opponents_settlement():
    g = zara()
    pos.place_settlement(g, 0, "A-B-E")
    pos.place_road(g, 0, g.board.path("A-B-E", "B-E-F"))
    pos.place_settlement(g, 1, "B-C-F")
    pos.place_road(g, 0, g.board.path("B-E-F", "B-C-F"))
    pos.give(g, 0, brick=1, wood=1)
    rejected(g, road(g, "B-C-F", "C-F-G"), "past an opponent's building")


def test_faq_a_trading_post_is_usable_the_moment_it_is_built():
    g = zara()
    # the stone 2:1 post is at Q-R / Q.S on this layout
    pos.place_settlement(g, 0, "M-N-Q")
    pos.place_road(g, 0, g.board.path("M-N-Q", "N-Q-R"), g.board.path("N-Q-R", "Q-R"))
    pos.give(g, 0, brick=1, wood=1, water=1, wheat=1, stone=2)
    g.apply(BuildSettlement("Q-R"))
    g.apply(BankTrade("stone", "wood"))
    assert g.hand(0)["wood"] == 1 and g.hand(0)["stone"] == 0


def test_a_two_to_one_post_gives_no_three_to_one():
    g = zara()
    pos.place_settlement(g, 0, "Q-R")          # the stone post
    pos.give(g, 0, stone=2, wheat=3)
    assert BankTrade("stone", "wood") in g.legal_actions()
    rejected(g, BankTrade("wheat", "wood"), "best rate for wheat is 4:1")


def test_faq_four_to_one_needs_no_trading_post():
    g = zara()
    pos.give(g, 0, water=4)
    g.apply(BankTrade("water", "stone"))
    assert g.hand(0)["stone"] == 1


def test_faq_a_city_can_be_built_from_nothing_by_paying_for_both():
    g = zara()
    pos.place_settlement(g, 0, "A-B-E")
    pos.place_road(g, 0, g.board.path("A-B-E", "B-E-F"), g.board.path("B-E-F", "B-C-F"))
    pos.give(g, 0, stone=3, wheat=2)
    rejected(g, BuildCity("B-C-F"), "a settlement and a city")
    pos.give(g, 0, brick=1, wood=1, water=1, wheat=1)
    assert BuildCity("B-C-F") in g.legal_actions()
    g.apply(BuildCity("B-C-F"))
    assert g.corner_city[g.board.corner("B-C-F")] and sum(g.hands[0]) == 0
    assert g.points(0) == 3
    check_invariants(g)


def test_faq_longest_road_interrupted_can_still_be_extended():
    g = zara()
    chain = ["D-E-I", "A-D-E", "A-B-E", "B-E-F", "B-C-F", "C-F-G", "F-G-K"]
    pos.place_road(g, 0, *[g.board.path(a, b) for a, b in zip(chain, chain[1:], strict=False)])
    assert g.longest_holder == 0 and g.road_length[0] == 6
    pos.place_settlement(g, 1, "F-J-K")
    pos.place_road(g, 1, g.board.path("F-J-K", "E-F-J"), g.board.path("E-F-J", "B-E-F"))
    pos.set_turn(g, 1, "main")
    pos.give(g, 1, brick=1, wood=1, water=1, wheat=1)
    g.apply(BuildSettlement("B-E-F"))
    assert g.road_length[0] == 3 and g.longest_holder == -1
    pos.set_turn(g, 0, "main")
    pos.give(g, 0, brick=1, wood=1)
    g.apply(road(g, "F-G-K", "G-K-L"))          # blue can still build on
    assert g.road_length[0] == 4


# ------------------------------------------- ambiguous wordings, decided (docs/assumptions.md)
def test_after_a_seven_the_mover_may_take_one_resource_card_or_take_none():
    # "You may take one Resource Card from any one player who has a Settlement or City adjacent
    # to the hex now occupied by the Gadianton Robber." (Rolling a "7"); Quick Reference: "The
    # player may then take one Resource Card": read as printed, not stealing is allowed
    g = zara(rolled=False)
    pos.place_settlement(g, 1, "B-C-F")
    pos.give(g, 1, wood=1)
    g.apply(Roll(), outcome=7)
    assert MoveRobber("C") in g.legal_actions() and MoveRobber("C", 1) in g.legal_actions()
    before = [h[:] for h in g.hands]
    g.apply(MoveRobber("C"))                        # move the robber, take nothing
    assert g.hands == before and g.phase == "main" and g.robber == g.board.tile("C")
    assert boardgames.load_game(g.to_json()) == g


def test_after_a_seven_the_mover_who_takes_a_card_chooses_the_victim():
    g = zara(rolled=False)
    pos.place_settlement(g, 1, "B-C-F")
    pos.give(g, 1, wood=1)
    g.apply(Roll(), outcome=7)
    g.apply(MoveRobber("C", 1))
    assert sum(g.hands[0]) == 1 and sum(g.hands[1]) == 0


def test_a_stripling_warrior_takes_one_resource_card_compulsorily():
    # Stripling Warrior Cards: "Take one Resource Card from any player who has a Settlement or
    # City adjacent to the hex that now contains the Gadianton Robber."
    g = zara()
    pos.place_settlement(g, 1, "B-C-F")
    pos.give(g, 1, wood=1)
    pos.give_development_card(g, 0, "knight")
    g.apply(PlayKnight())
    assert MoveRobber("C") not in g.legal_actions() and MoveRobber("C", 1) in g.legal_actions()
    rejected(g, MoveRobber("C"), "choose a player to rob")


def test_catan_after_a_seven_the_steal_stays_compulsory():
    g = pos.skip_setup(boardgames.new_game("catan", players=3, seed=1, layout="beginner"))
    pos.place_settlement(g, 1, "E-I-J")
    pos.give(g, 1, ore=1)
    g.apply(Roll(), outcome=7)
    tile = next(a.tile for a in g.legal_actions() if a.victim == 1)
    assert MoveRobber(tile) not in g.legal_actions()
    rejected(g, MoveRobber(tile), "choose a player to rob")


def test_temple_stones_may_be_contributed_at_any_time_during_the_turn_before_the_roll_too():
    # "Players may at anytime during their turn help to build the Temple in Zarahemla."
    # (Buying a Temple Stone; Quick Reference, Greatest Temple Contributor; Tactics)
    g = zara(rolled=False)
    pos.give(g, 0, brick=2, stone=2)
    assert BuildTemple() in g.legal_actions()
    g.apply(BuildTemple())                          # before the production roll
    assert g.temples[0] == 1 and g.phase == "pre_roll"
    g.apply(Roll(), outcome=8)
    g.apply(BuildTemple())                          # and after it
    assert g.temples[0] == 2


def test_temple_stones_are_not_built_on_another_players_turn_or_during_a_discard():
    g = zara(rolled=False)
    pos.give(g, 1, brick=1, stone=1)
    assert BuildTemple() not in g.legal_actions()   # player 0's turn: player 1 cannot
    pos.give(g, 0, brick=4, stone=4)
    g.apply(Roll(), outcome=7)
    assert g.phase in ("discard", "robber")
    rejected(g, BuildTemple(), "not allowed now")


def test_decided_development_cards_any_time_during_the_turn_wait_for_a_pending_discard():
    # "The card may be played any time during the player's turn": before the roll or in the
    # build phase, not while the game waits for a discard, the robber's move or a trade answer
    g = zara(rolled=False)
    pos.give_development_card(g, 0, "knight")
    pos.give(g, 1, wood=4, brick=4)
    g.apply(Roll(), outcome=7)
    assert g.phase == "discard" and g.player == 1    # the game waits for player 1
    while g.phase == "discard":
        g.apply(g.legal_actions()[0])
    assert g.phase == "robber" and g.player == 0
    rejected(g, PlayKnight(), "not allowed now")      # the robber's move is pending
    g.apply(g.legal_actions()[0])
    g.apply(PlayKnight())                             # then the turn goes on and it may be played
