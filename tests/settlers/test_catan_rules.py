"""Base Catan rules, one test per rule, each on a position set up by hand.

Positions use the beginner island (tiles A-S in reading order):
A mountains 10, B pasture 2, C forest 9, D fields 12, E hills 6, F pasture 4,
G hills 10, H fields 9, I forest 11, J desert, K forest 3, L mountains 8,
M forest 8, N mountains 3, O fields 4, P pasture 5, Q hills 5, R fields 6,
S pasture 11.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest
from settlers_helpers import check_invariants, fresh

import boardgames
from boardgames import IllegalAction
from boardgames.settlers import position as pos
from boardgames.settlers.actions import (
    AcceptTrade,
    BankTrade,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopmentCard,
    DeclineTrade,
    Discard,
    EndTurn,
    MoveRobber,
    OfferTrade,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
)


def road(game, a, b):
    return BuildRoad(game.board.path(a, b))


def beginner(players=3, seed=1):
    return boardgames.new_game("catan", players=players, seed=seed, layout="beginner")


def rejected(game, action, match):
    """The action raises IllegalAction mentioning ``match`` and changes nothing."""
    before = game.to_json()
    with pytest.raises(IllegalAction, match=match):
        game.apply(action)
    assert game.to_json() == before


# --------------------------------------------------------------------------- board
def test_board_has_19_tiles_18_number_tokens_and_9_harbours():
    for layout in ("beginner", "random"):
        for seed in range(5):
            g = boardgames.new_game("catan", players=4, seed=seed, layout=layout)
            tiles = g.board.tiles
            assert len(tiles) == 19
            assert Counter(t.terrain for t in tiles) == {"hills": 3, "forest": 4, "pasture": 4,
                                                         "fields": 4, "mountains": 3, "desert": 1}
            numbers = sorted(t.number for t in tiles if t.number is not None)
            assert numbers == [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12]
            assert all(t.number is None for t in tiles if t.terrain == "desert")
            kinds = Counter(p.kind for p in g.board.ports)
            assert kinds == {"3:1": 4, "brick": 1, "lumber": 1, "wool": 1, "grain": 1, "ore": 1}


def test_random_board_is_seeded_and_varies_with_the_seed():
    a = boardgames.new_game("catan", players=4, seed=7).board.to_data()
    b = boardgames.new_game("catan", players=4, seed=7).board.to_data()
    c = boardgames.new_game("catan", players=4, seed=8).board.to_data()
    assert a == b and a != c


def test_board_graph_has_54_intersections_and_72_paths_with_readable_names():
    g = beginner()
    graph = g.board.graph
    assert graph.number_of_nodes() == 54 and graph.number_of_edges() == 72
    node = graph.nodes["E-I-J"]
    assert node["tiles"] == ["E", "I", "J"]
    assert node["terrains"] == ["hills", "forest", "desert"]
    assert node["numbers"] == [6, 11, None]
    assert node["pips"] == 5 + 2
    assert sorted(graph.neighbors("E-I-J")) == ["D-E-I", "E-F-J", "I-J-N"]
    assert graph.nodes["B-C"]["port"] == "3:1"
    # a corner on a single tile is named by its compass point
    assert "A.N" in graph and graph.nodes["A.N"]["tiles"] == ["A"]


def test_board_graph_shows_pieces_as_they_are_built():
    g = fresh()
    pos.place_settlement(g, 0, "E-I-J")
    pos.place_road(g, 0, g.board.path("E-I-J", "E-F-J"))
    graph = g.board.graph
    assert graph.nodes["E-I-J"]["piece"] == {"player": 0, "kind": "settlement"}
    assert graph.edges["E-I-J", "E-F-J"]["road"] == 0
    assert graph.nodes["D-E-I"]["piece"] is None


# --------------------------------------------------------------------------- setup
def test_setup_is_snake_order_settlement_then_road():
    g = beginner(players=4)
    order = []
    while g.phase.startswith("setup"):
        if g.phase == "setup_settlement":
            order.append(g.current_player)
        g.apply(g.legal_actions()[0])
    assert order == [0, 1, 2, 3, 3, 2, 1, 0]
    assert g.phase == "pre_roll" and g.current_player == 0


def test_setup_road_must_touch_the_settlement_just_placed():
    g = beginner()
    g.apply(BuildSettlement("E-I-J"))
    rejected(g, road(g, "A-B", "A-B-E"), "touch the settlement just placed")
    assert {a.path for a in g.legal_actions()} == {
        g.board.path("E-I-J", x) for x in ("D-E-I", "E-F-J", "I-J-N")}


def test_setup_settlement_obeys_the_distance_rule():
    g = beginner()
    g.apply(BuildSettlement("E-I-J"))
    g.apply(road(g, "E-I-J", "E-F-J"))
    rejected(g, BuildSettlement("E-F-J"), "distance rule")
    assert BuildSettlement("D-E-I") not in g.legal_actions()


def test_starting_resources_come_from_the_second_settlement_only():
    g = beginner(players=3)
    plan = ["A-B-E", "C-F-G", "H-I-M", "K-O-P", "M-N-Q", "D-E-I"]
    spots = iter(plan)
    while g.phase.startswith("setup"):
        if g.phase == "setup_settlement":
            g.apply(BuildSettlement(next(spots)))
        else:
            g.apply(g.legal_actions()[0])
    # player 0 placed A-B-E first and D-E-I second: D fields, E hills, I forest
    assert g.hand(0) == {"brick": 1, "lumber": 1, "wool": 0, "grain": 1, "ore": 0}
    # player 2 placed H-I-M then K-O-P second: K forest, O fields, P pasture
    assert g.hand(2) == {"brick": 0, "lumber": 1, "wool": 1, "grain": 1, "ore": 0}
    check_invariants(g)


# ----------------------------------------------------------------------- production
def test_production_pays_one_per_settlement_and_two_per_city():
    g = fresh(rolled=False)
    pos.place_settlement(g, 0, "E-I-J")     # hills 6
    pos.place_city(g, 1, "R-S")             # fields 6 (R) and pasture 11 (S)
    g.apply(Roll(), outcome=6)
    assert g.hand(0)["brick"] == 1
    assert g.hand(1)["grain"] == 2
    check_invariants(g)


def test_robber_tile_produces_nothing():
    g = fresh(rolled=False)
    pos.place_settlement(g, 0, "E-I-J")
    pos.move_robber(g, "E")
    g.apply(Roll(), outcome=6)
    assert sum(g.hands[0]) == 0


def test_bank_shortage_of_a_resource_pays_nobody_when_several_are_owed():
    g = fresh(rolled=False)
    pos.place_settlement(g, 0, "E-I-J")      # hills 6
    pos.place_settlement(g, 1, "A-B-E")      # hills 6 too
    pos.give(g, 2, brick=18)                 # the bank keeps 1 brick
    g.apply(Roll(), outcome=6)
    assert g.hands[0][0] == 0 and g.hands[1][0] == 0 and g.bank[0] == 1


def test_bank_shortage_with_a_single_player_owed_gives_what_is_left():
    g = fresh(rolled=False)
    pos.place_city(g, 0, "E-I-J")            # owed 2 brick
    pos.give(g, 2, brick=18)                 # the bank has 1
    g.apply(Roll(), outcome=6)
    assert g.hands[0][0] == 1 and g.bank[0] == 0


# -------------------------------------------------------------------- rolling a 7
def test_seven_makes_players_over_seven_cards_discard_half_rounded_down():
    g = fresh(players=4, rolled=False)
    pos.give(g, 1, brick=3, lumber=5)        # 8 cards: discard 4
    pos.give(g, 2, ore=7)                    # 7 cards: keep all
    pos.give(g, 3, wool=4, grain=5)          # 9 cards: discard 4
    g.apply(Roll(), outcome=7)
    assert g.phase == "discard" and g.current_player == 1
    assert g.discard_owed == [0, 4, 0, 4]
    for _ in range(4):
        g.apply(Discard("lumber"))
    assert g.current_player == 3
    for _ in range(4):
        g.apply(Discard("grain"))
    assert g.phase == "robber" and g.current_player == 0
    assert sum(g.hands[1]) == 4 and sum(g.hands[2]) == 7 and sum(g.hands[3]) == 5
    check_invariants(g)


def test_seven_produces_nothing():
    g = fresh(rolled=False)
    pos.place_settlement(g, 0, "E-I-J")
    g.apply(Roll(), outcome=7)
    assert sum(g.hands[0]) == 0 and g.phase == "robber"


def test_discarding_a_card_you_do_not_have_is_refused():
    g = fresh(rolled=False)
    pos.give(g, 1, ore=8)
    g.apply(Roll(), outcome=7)
    rejected(g, Discard("wool"), "no wool")


def test_robber_must_move_to_a_different_hex():
    g = fresh(rolled=False)
    g.apply(Roll(), outcome=7)
    assert MoveRobber("J") not in g.legal_actions()
    rejected(g, MoveRobber("J"), "different hex")


def test_robber_steals_one_random_card_from_the_chosen_adjacent_player():
    g = fresh(rolled=False)
    pos.place_settlement(g, 1, "E-I-J")
    pos.place_settlement(g, 2, "A-B-E")
    pos.give(g, 1, ore=1, wool=3)
    pos.give(g, 2, grain=2)
    g.apply(Roll(), outcome=7)
    acts = set(g.legal_actions())
    assert MoveRobber("E", 1) in acts and MoveRobber("E", 2) in acts
    assert MoveRobber("E", None) not in acts      # someone there has cards: you must rob
    event = g.chance_of(MoveRobber("E", 1))
    assert event.kind == "steal"
    assert event.distribution() == {"ore": Fraction(1, 4), "wool": Fraction(3, 4)}
    g.apply(MoveRobber("E", 1), outcome="ore")
    assert g.hand(0)["ore"] == 1 and g.hand(1)["ore"] == 0
    assert g.robber == g.board.tile("E") and g.phase == "main"


def test_robber_cannot_steal_from_a_player_not_on_the_hex():
    g = fresh(rolled=False)
    pos.place_settlement(g, 1, "E-I-J")
    pos.give(g, 1, ore=1)
    pos.give(g, 2, ore=1)
    g.apply(Roll(), outcome=7)
    rejected(g, MoveRobber("E", 2), "rob from those next to tile E")


def test_robber_steals_nothing_from_a_player_with_no_cards():
    g = fresh(rolled=False)
    pos.place_settlement(g, 1, "E-I-J")
    g.apply(Roll(), outcome=7)
    assert MoveRobber("E", None) in g.legal_actions()
    rejected(g, MoveRobber("E", 1), "cannot be robbed")


# ------------------------------------------------------------------------ building
def test_road_must_connect_to_own_road_or_building():
    g = fresh()
    pos.place_settlement(g, 0, "E-I-J")
    pos.give(g, 0, brick=2, lumber=2)
    rejected(g, road(g, "A-B", "A-B-E"), "must join your own")
    g.apply(road(g, "E-I-J", "E-F-J"))
    g.apply(road(g, "E-F-J", "F-J-K"))   # extends the road
    assert g.roads_left[0] == 13


def test_road_cannot_continue_past_an_opponents_settlement():
    g = fresh()
    pos.place_settlement(g, 0, "E-I-J")
    pos.place_road(g, 0, g.board.path("E-I-J", "E-F-J"), g.board.path("E-F-J", "F-J-K"))
    pos.place_settlement(g, 1, "F-J-K")
    pos.give(g, 0, brick=1, lumber=1)
    rejected(g, road(g, "F-J-K", "F-G-K"), "past an opponent's building")
    g.apply(road(g, "E-F-J", "B-E-F"))   # the road may still grow elsewhere


def test_road_costs_brick_and_lumber():
    g = fresh()
    pos.place_settlement(g, 0, "E-I-J")
    pos.give(g, 0, brick=1)
    rejected(g, road(g, "E-I-J", "E-F-J"), "costs 1 brick, 1 lumber")
    pos.give(g, 0, lumber=1)
    g.apply(road(g, "E-I-J", "E-F-J"))
    assert sum(g.hands[0]) == 0


def test_settlement_needs_own_road_and_the_distance_rule():
    g = fresh()
    pos.place_settlement(g, 0, "E-I-J")
    pos.place_road(g, 0, g.board.path("E-I-J", "E-F-J"), g.board.path("E-F-J", "F-J-K"))
    pos.give(g, 0, brick=2, lumber=2, wool=2, grain=2)
    rejected(g, BuildSettlement("E-F-J"), "distance rule")
    rejected(g, BuildSettlement("A-B-E"), "end of one of your own roads")
    g.apply(BuildSettlement("F-J-K"))
    assert g.points(0) == 2


def test_city_upgrades_own_settlement_for_two_grain_three_ore():
    g = fresh()
    pos.place_settlement(g, 0, "E-I-J")
    pos.place_settlement(g, 1, "A-B-E")
    pos.give(g, 0, grain=2, ore=3)
    rejected(g, BuildCity("A-B-E"), "replaces one of your own settlements")
    rejected(g, BuildCity("D-H-I"), "replaces one of your own settlements")
    g.apply(BuildCity("E-I-J"))
    assert g.corner_city[g.board.corner("E-I-J")] and g.points(0) == 2
    assert g.settlements_left[0] == 5 and g.cities_left[0] == 3


def test_piece_limits_15_roads_5_settlements_4_cities():
    g = fresh()
    rs = g.ruleset
    assert (rs.pieces["road"], rs.pieces["settlement"], rs.pieces["city"]) == (15, 5, 4)
    for c in ("A-B-E", "C-F-G", "E-I-J", "H-I-M", "K-O-P"):
        pos.place_settlement(g, 0, c)
    assert g.settlements_left[0] == 0
    pos.place_road(g, 0, g.board.path("K-O-P", "J-K-O"), g.board.path("J-K-O", "J-N-O"))
    pos.give(g, 0, brick=1, lumber=1, wool=1, grain=1)
    rejected(g, BuildSettlement("J-N-O"), "no settlements left")
    assert not any(isinstance(a, BuildSettlement) for a in g.legal_actions())


def test_no_city_left_in_stock_refuses_a_city():
    g = fresh()
    for c in ("A-B-E", "C-F-G", "E-I-J", "H-I-M"):
        pos.place_city(g, 0, c)
    pos.place_settlement(g, 0, "K-O-P")
    pos.give(g, 0, grain=2, ore=3)
    rejected(g, BuildCity("K-O-P"), "no cities left")


def test_no_road_left_in_stock_refuses_a_road():
    g = fresh()
    g.roads_left[0] = 0  # as if all 15 were on the board elsewhere
    g.roads_left[0] = 15
    pos.place_settlement(g, 0, "E-I-J")
    chain = ["D-E-I", "A-D-E", "A-B-E", "B-E-F", "B-C-F", "C-F-G", "F-G-K", "G-K-L", "K-L-P",
             "K-O-P", "J-K-O", "J-N-O", "N-O-R", "O-R-S", "O-P-S", "P-S"]
    pos.place_road(g, 0, *[g.board.path(a, b) for a, b in zip(chain, chain[1:], strict=False)])
    assert g.roads_left[0] == 0
    pos.give(g, 0, brick=1, lumber=1)
    rejected(g, road(g, "E-I-J", "E-F-J"), "no roads left")


# -------------------------------------------------------------------------- trade
def test_bank_trade_is_four_to_one_without_a_harbour():
    g = fresh()
    pos.give(g, 0, ore=4)
    assert BankTrade("ore", "wool") in g.legal_actions()
    pos.give(g, 1, ore=1)
    g.apply(BankTrade("ore", "wool"))
    assert g.hand(0)["ore"] == 0 and g.hand(0)["wool"] == 1
    pos.give(g, 0, ore=3)
    rejected(g, BankTrade("ore", "wool"), "best rate for ore is 4:1")


def test_generic_harbour_trades_three_to_one():
    g = fresh()
    pos.place_settlement(g, 0, "B-C")          # a 3:1 harbour
    pos.give(g, 0, grain=3)
    g.apply(BankTrade("grain", "ore"))
    assert g.hand(0) == {"brick": 0, "lumber": 0, "wool": 0, "grain": 0, "ore": 1}


def test_special_harbour_trades_two_to_one_in_its_resource_only():
    g = fresh()
    pos.place_settlement(g, 0, "D-H")          # the grain 2:1 harbour
    pos.give(g, 0, grain=2, ore=3)
    g.apply(BankTrade("grain", "wool"))
    assert g.hand(0)["wool"] == 1
    rejected(g, BankTrade("ore", "wool"), "best rate for ore is 4:1")


def test_bank_trade_needs_the_bank_to_have_the_card():
    g = fresh()
    pos.give(g, 0, ore=4)
    pos.give(g, 1, wool=19)
    rejected(g, BankTrade("ore", "wool"), "no wool left")


def test_trade_offer_accepted_swaps_the_cards():
    g = fresh()
    pos.give(g, 0, ore=1)
    pos.give(g, 2, wool=2)
    g.apply(OfferTrade(give=(("ore", 1),), get=(("wool", 2),)))
    assert g.phase == "trade" and g.current_player == 1
    assert g.legal_actions() == [DeclineTrade()]        # player 1 has no wool
    g.apply(DeclineTrade())
    assert g.current_player == 2 and AcceptTrade() in g.legal_actions()
    g.apply(AcceptTrade())
    assert g.hand(0)["wool"] == 2 and g.hand(2)["ore"] == 1
    assert g.phase == "main" and g.current_player == 0
    check_invariants(g)


def test_trade_offer_declined_by_everyone_changes_nothing():
    g = fresh()
    pos.give(g, 0, ore=1)
    pos.give(g, 1, wool=1)
    before = [h[:] for h in g.hands]
    g.apply(OfferTrade(give=(("ore", 1),), get=(("wool", 1),), to=1))
    g.apply(DeclineTrade())
    assert g.hands == before and g.phase == "main"


def test_trade_offer_needs_the_offered_cards_and_the_main_phase():
    g = fresh()
    rejected(g, OfferTrade(give=(("ore", 1),), get=(("wool", 1),)), "does not have the cards")
    g2 = fresh(rolled=False)
    pos.give(g2, 0, ore=1)
    rejected(g2, OfferTrade(give=(("ore", 1),), get=(("wool", 1),)), "roll the dice first")
    pos.give(g, 0, ore=1)
    rejected(g, OfferTrade(give=(("ore", 1),), get=(("ore", 1),)), "same resource")
    rejected(g, OfferTrade(give=(("ore", 1),), get=(("wool", 1),), to=0), "another player")


def test_accepting_a_trade_needs_the_asked_cards():
    g = fresh()
    pos.give(g, 0, ore=1)
    g.apply(OfferTrade(give=(("ore", 1),), get=(("wool", 1),), to=1))
    rejected(g, AcceptTrade(), "does not have the cards")


def test_only_the_player_whose_turn_it_is_may_act():
    g = fresh()
    pos.give(g, 1, ore=1)
    # the engine acts for current_player only: player 1 cannot offer on player 0's turn
    g.apply(EndTurn())
    assert g.current_player == 1 and g.phase == "pre_roll"


# ------------------------------------------------------------------ development cards
def test_development_deck_has_25_cards_14_5_2_2_2():
    g = fresh()
    names = dict(zip(g.ruleset.dev_names, g.dev_deck, strict=True))
    assert sum(g.dev_deck) == 25
    assert names["Knight"] == 14 and names["Victory Point"] == 5
    assert names["Road Building"] == names["Year of Plenty"] == names["Monopoly"] == 2


def test_buying_a_development_card_draws_by_the_decks_odds():
    g = fresh()
    pos.give(g, 0, wool=1, grain=1, ore=1)
    event = g.chance_of(BuyDevelopmentCard())
    assert event.kind == "development card"
    assert event.probability("Knight") == Fraction(14, 25)
    g.apply(BuyDevelopmentCard(), outcome="Monopoly")
    assert g.dev[0][3] == 1 and sum(g.dev_deck) == 24 and sum(g.hands[0]) == 0


def test_development_card_cannot_be_played_on_the_turn_it_was_bought():
    g = fresh()
    pos.give(g, 0, wool=1, grain=1, ore=1)
    g.apply(BuyDevelopmentCard(), outcome="Knight")
    assert PlayKnight() not in g.legal_actions()
    rejected(g, PlayKnight(), "turn it was bought")
    g.apply(EndTurn())
    for _ in range(2):
        g.apply(Roll(), outcome=8)
        g.apply(EndTurn())
    assert g.current_player == 0 and PlayKnight() in g.legal_actions()


def test_only_one_development_card_per_turn():
    g = fresh()
    pos.give_development_card(g, 0, "knight")
    pos.give_development_card(g, 0, "monopoly")
    g.apply(PlayKnight())
    g.apply(MoveRobber("A"))
    rejected(g, PlayMonopoly("ore"), "one development card")


def test_knight_may_be_played_before_the_roll():
    g = fresh(rolled=False)
    pos.give_development_card(g, 0, "knight")
    assert PlayKnight() in g.legal_actions()
    g.apply(PlayKnight())
    g.apply(MoveRobber("A"))
    assert g.phase == "pre_roll" and g.knights[0] == 1
    g.apply(Roll(), outcome=8)
    assert g.phase == "main"


def test_road_building_places_two_free_roads():
    g = fresh()
    pos.place_settlement(g, 0, "E-I-J")
    pos.give_development_card(g, 0, "road_building")
    g.apply(PlayRoadBuilding())
    g.apply(road(g, "E-I-J", "E-F-J"))
    assert g.phase == "road_building"
    g.apply(road(g, "E-F-J", "F-J-K"))
    assert g.phase == "main" and g.roads_left[0] == 13 and sum(g.hands[0]) == 0


def test_year_of_plenty_takes_two_cards_from_the_bank():
    g = fresh()
    pos.give_development_card(g, 0, "year_of_plenty")
    g.apply(PlayYearOfPlenty("ore", "ore"))
    assert g.hand(0)["ore"] == 2 and g.bank[4] == 17


def test_monopoly_takes_every_card_of_one_resource():
    g = fresh()
    pos.give_development_card(g, 0, "monopoly")
    pos.give(g, 1, wool=3, ore=1)
    pos.give(g, 2, wool=2)
    g.apply(PlayMonopoly("wool"))
    assert g.hand(0)["wool"] == 5 and g.hand(1) == {"brick": 0, "lumber": 0, "wool": 0,
                                                     "grain": 0, "ore": 1}


def test_largest_army_needs_three_knights_and_moves_to_a_larger_army():
    g = fresh()
    for _ in range(3):
        pos.give_development_card(g, 0, "knight")
    for _ in range(4):
        pos.give_development_card(g, 1, "knight")

    def knight(p):
        pos.set_turn(g, p, "main")
        g.apply(PlayKnight())
        g.apply(g.legal_actions()[0])
    knight(0)
    knight(0)
    assert g.army_holder == -1
    knight(0)
    assert g.army_holder == 0 and g.points(0) == 2
    for _ in range(3):
        knight(1)
    assert g.army_holder == 0          # a tie does not take it
    knight(1)
    assert g.army_holder == 1 and g.points(0) == 0 and g.points(1) == 2


def test_victory_point_cards_count_hidden_and_win_on_own_turn():
    g = fresh()
    for c in ("A-B-E", "C-F-G", "E-I-J", "H-I-M"):
        pos.place_city(g, 0, c)              # 8 points
    pos.give_development_card(g, 0, "victory_point")
    assert g.points(0) == 9 and g.points(0, hidden=False) == 8
    assert g.view(1)["players"][0]["points"] == 8     # others do not see it
    pos.give(g, 0, wool=1, grain=1, ore=1)
    g.apply(BuyDevelopmentCard(), outcome="Victory Point")   # VP cards count at once
    assert g.is_over and g.winner == 0


def test_ten_points_reached_on_another_players_turn_wins_only_on_own_turn():
    g = fresh()
    for c in ("A-B-E", "C-F-G", "E-I-J", "H-I-M"):
        pos.place_city(g, 1, c)              # player 1 has 8
    for _ in range(3):
        pos.give_development_card(g, 1, "knight")
    g.knights[1] = 0
    pos.give_development_card(g, 1, "victory_point")
    pos.give_development_card(g, 1, "victory_point")   # 10 points, but it is player 0's turn
    assert g.points(1) == 10
    g.apply(EndTurn())
    assert g.is_over and g.winner == 1


def test_not_enough_points_does_not_win():
    g = fresh()
    for c in ("A-B-E", "C-F-G", "E-I-J", "H-I-M"):
        pos.place_city(g, 0, c)
    g.apply(EndTurn())
    assert not g.is_over
