"""One test per Forbidden Jungle rule, named after it (basic layout unless said).

Basic layout cells, (row, col) from the top left; L is Fools' Landing, C a
crystal-backed tile, J a jungle-backed tile, . the empty middle:

    J J J J J
    J C J C J
    C J . J C
    J C J C J
    J J L J J
"""

from __future__ import annotations

import networkx as nx
import pytest
from fj_helpers import (
    add,
    clear,
    empty,
    game,
    idx,
    pieces,
    place,
    put_tile,
    web_at,
    webs,
    where,
)

from boardgames import IllegalAction, new_game
from boardgames.forbidden_jungle import (
    ActivatePortal,
    ClearAliens,
    ClearWebs,
    Compel,
    Destroy,
    EndTurn,
    Escape,
    Explore,
    Guide,
    Heal,
    Move,
    PassEquipment,
    Remove,
    Slide,
    UseEquipment,
)
from boardgames.forbidden_jungle.config import default

CRYSTAL_CELLS = {(1, 1), (1, 3), (2, 0), (2, 4), (3, 1), (3, 3)}
LANDING = (4, 2)


def draw(g, card):
    """End the turn with ``card`` as the (only) threat card drawn."""
    g.force("threat", card)
    g.apply(EndTurn())


def give(g, role, card):
    g.deck[g.cfg.card_index[card]] -= 1
    g.hands[g.seat_of[role]].append(card)


def moves_of(g):
    return {a.to for a in g.legal_actions() if isinstance(a, Move) and a.companion is None}


# ---------------------------------------------------------------- setup
def test_setup_fools_landing_starts_explored_at_the_bottom():
    for seed in range(5):
        g = new_game("forbidden-jungle", players=2, seed=seed)
        assert g.cell(1) == LANDING
        assert [n for n in g.num if n > 0] == [1]
        assert sum(n == 0 for n in g.num) == 23 and g.num.count(-1) == 1


def test_setup_crystal_tiles_in_their_fixed_places():
    for seed in range(5):
        g = new_game("forbidden-jungle", players=3, seed=seed)
        crystal = {g.cfg.cells[c] for c, b in enumerate(g.back) if b == 1}
        assert crystal == CRYSTAL_CELLS
    tiles = default("tiles")["tiles"]
    assert len(tiles) == 24
    assert sum("crystal" in t["features"] for t in tiles) == 4
    assert sum("broken crystal" in t["features"] for t in tiles) == 2
    counts = {f: sum(f in t["features"] for t in tiles) for f in (
        "portal", "electrifier", "nest", "tunnel", "configurator", "compeller", "destruct switch")}
    assert counts == {"portal": 4, "electrifier": 1, "nest": 6, "tunnel": 6, "configurator": 4,
                      "compeller": 3, "destruct switch": 2}
    assert sum(t["equipment"] for t in tiles) == 10


def test_setup_three_adults_three_hatchlings_three_eggs():
    g = new_game("forbidden-jungle", players=2, seed=1)
    assert (sum(g.eggs), sum(g.hatchlings), sum(g.adults), sum(g.web)) == (3, 3, 3, 0)
    assert g.supply == [17, 12, 9, 24]


def test_setup_threat_meter_by_difficulty_and_player_count():
    table = default("threat_meter")["sides"]
    for players, side in ((2, "2"), (3, "3-5"), (5, "3-5")):
        for diff in ("novice", "normal", "elite", "legendary"):
            g = new_game("forbidden-jungle", players=players, difficulty=diff, seed=0)
            assert g.cfg.meter == table[side]["rates"]
            assert g.level == table[side]["start"][diff]
            assert g.threat_rate == table[side]["rates"][g.level]


def test_setup_health_clips_on_the_top_tick_and_chemist_has_none():
    roles = ["Navigator", "Explorer", "Healer", "Spelunker", "Chemist"]
    g = game(*roles)
    health = default("health")["health"]
    assert g.hp == [health[r] for r in roles]
    assert g.hp[4] is None


def test_setup_pawns_on_fools_landing():
    g = game("Navigator", "Explorer", "Healer", "Biologist", "Chemist")
    assert {where(g, r) for r in g.roles} == {LANDING}


def test_setup_tiles_face_down_with_random_orientation():
    seen = set()
    for seed in range(6):
        g = new_game("forbidden-jungle", players=2, seed=seed)
        orients = tuple(o for c, o in enumerate(g.orient) if g.num[c] == 0)
        assert len(orients) == 23 and set(orients) <= {0, 1, 2, 3}
        seen.add(orients)
    assert len(seen) == 6


def test_setup_decks_shuffled_threat_pile_and_equipment():
    g = new_game("forbidden-jungle", players=2, seed=0)
    assert g.pile == [list(range(17))] and g.drawn == [] and g.discard == []
    assert sum(g.deck) == 13


def test_setup_adventurers_dealt_at_random_one_each():
    teams = set()
    for seed in range(10):
        g = new_game("forbidden-jungle", players=4, seed=seed)
        assert len(set(g.roles)) == 4
        teams.add(tuple(g.roles))
    assert len(teams) > 1


# ---------------------------------------------------------------- turn
def test_turn_up_to_four_actions_then_only_free_actions_and_end_turn():
    g = clear(game("Navigator", "Explorer"))
    for cell in [(3, 2), (4, 2), (3, 2), (4, 2)]:
        g.apply(Move(cell))
    assert g.actions_left == 0
    assert g.legal_actions() == [EndTurn()]
    with pytest.raises(IllegalAction, match="no actions left"):
        g.apply(Move((3, 2)))
    give(g, "Navigator", "Jet Pack")
    assert PassEquipment("Navigator", "Explorer", "Jet Pack") in g.legal_actions()


def test_turn_may_take_zero_actions_then_draws_threat_rate_cards():
    g = clear(game("Navigator", "Explorer", meter=[2, 2, 3]))
    g.force("threat", "Hatchlings Emerge")
    g.force("threat", "Adults Emerge")
    g.apply(EndTurn())
    assert g.discard == [12, 13] and g.drawn == []
    assert g.seat == 1 and g.actions_left == 4 and g.current_adventurer == "Explorer"


def test_sharing_equipment_is_free_on_a_shared_tile_only():
    g = clear(game("Navigator", "Explorer"))
    give(g, "Explorer", "Machete")
    g.apply(PassEquipment("Explorer", "Navigator", "Machete"))
    assert g.hands == [["Machete"], []] and g.actions_left == 4
    place(g, "Explorer", (3, 2))
    with pytest.raises(IllegalAction, match="same tile"):
        g.apply(PassEquipment("Navigator", "Explorer", "Machete"))


# ---------------------------------------------------------------- move
def test_move_up_down_left_right_never_diagonally():
    g = clear(game("Navigator", "Biologist"))
    place(g, "Navigator", (3, 1))
    assert moves_of(g) == {(2, 1), (4, 1), (3, 0), (3, 2)}
    with pytest.raises(IllegalAction, match="cannot be reached"):
        g.apply(Move((2, 0)))


def test_move_blocked_by_webs_on_that_side():
    g = clear(game("Navigator", "Biologist"))
    webs(g, LANDING, "up", 1)
    assert (3, 2) not in moves_of(g)
    with pytest.raises(IllegalAction, match="blocked by webs"):
        g.apply(Move((3, 2)))


def test_move_never_into_empty_spaces():
    g = clear(game("Navigator", "Biologist"))
    place(g, "Navigator", (3, 2))
    assert (2, 2) not in moves_of(g)
    with pytest.raises(IllegalAction, match="empty space"):
        g.apply(Move((2, 2)))


def test_move_tunnel_to_tunnel_for_one_action():
    g = clear(game("Navigator", "Biologist"))
    put_tile(g, (0, 0), 3)   # Configurator with a tunnel
    put_tile(g, (3, 4), 9)   # Configurator with a tunnel
    place(g, "Navigator", (0, 0))
    g.apply(Move((3, 4)))
    assert where(g, "Navigator") == (3, 4) and g.actions_left == 3


# ---------------------------------------------------------------- remove / explore
@pytest.mark.parametrize("piece,k", [("egg", 0), ("hatchling", 1), ("adult", 2)])
def test_remove_one_piece_from_your_tile_to_the_supply(piece, k):
    g = clear(game("Navigator", "Biologist"))
    add(g, LANDING, **{piece + "s": 2})
    before = g.supply[k]
    g.apply(Remove(piece))
    assert pieces(g, LANDING)[k] == 1 and g.supply[k] == before + 1 and g.actions_left == 3


def test_remove_one_web_from_a_side_of_your_tile():
    g = clear(game("Navigator", "Biologist"))
    webs(g, LANDING, "left", 2)
    g.apply(Remove("web", "left"))
    assert web_at(g, LANDING, "left") == 1 and g.supply[3] == 23


def test_explore_only_an_unexplored_tile_without_aliens_or_webs():
    g = clear(game("Navigator", "Biologist"))
    with pytest.raises(IllegalAction, match="already explored"):
        g.apply(Explore())
    place(g, "Navigator", (3, 2))
    add(g, (3, 2), eggs=1)
    with pytest.raises(IllegalAction, match="no eggs"):
        g.apply(Explore())
    g.apply(Remove("egg"))
    webs(g, (3, 2), "left", 1)
    assert Explore() not in g.legal_actions()
    with pytest.raises(IllegalAction, match="no webs"):
        g.apply(Explore())
    g.apply(Remove("web", "left"))
    g.apply(Explore())
    assert g.num[idx(g, (3, 2))] > 0


def test_explore_reveals_a_tile_of_that_back_drawn_by_chance():
    g = clear(game("Navigator", "Biologist"))
    place(g, "Navigator", (4, 1))
    ev = g.chance_of(Explore())
    assert ev.kind == "tile" and len(ev.outcomes) == 17
    assert set(ev.distribution().values()) == {__import__("fractions").Fraction(1, 17)}
    place(g, "Navigator", (1, 1))
    ev = g.chance_of(Explore())
    assert sorted(ev.outcomes) == [4, 7, 11, 16, 19, 23]
    g.apply(Explore(), outcome="Illuminated Crystal")
    assert g.num[idx(g, (1, 1))] == 7 and 7 not in g.pools[1]


def test_explore_lays_the_tile_upright():
    g = clear(game("Navigator", "Biologist"))
    place(g, "Navigator", (4, 1))
    g.orient[idx(g, (4, 1))] = 3
    g.apply(Explore(), outcome=5)
    assert g.orient[idx(g, (4, 1))] == g.cfg.tile[5]["front_rotation"] == 0


def test_explore_equipment_symbol_draws_an_equipment_card():
    g = clear(game("Navigator", "Biologist"))
    place(g, "Navigator", (4, 1))
    g.force("tile", 2)   # Nest with one equipment symbol
    g.force("equipment", "Jet Pack")
    g.apply(Explore())
    assert g.hands[0] == ["Jet Pack"] and sum(g.deck) == 12


def test_workshop_draws_two_equipment_cards():
    g = clear(game("Navigator", "Biologist"))
    place(g, "Navigator", (4, 1))
    g.force("tile", "Workshop")
    g.apply(Explore())
    assert len(g.hands[0]) == 2 and sum(g.deck) == 11


# ---------------------------------------------------------------- features
def test_nests_get_an_egg_when_eggs_are_discovered():
    g = clear(game("Navigator", "Biologist"))
    put_tile(g, (0, 0), 2)
    put_tile(g, (3, 3), 5)
    draw(g, "Eggs Discovered")
    assert pieces(g, (0, 0))[0] == 1 and pieces(g, (3, 3))[0] == 1 and sum(g.eggs) == 2


def test_tunnels_get_a_hatchling_when_hatchlings_emerge():
    g = clear(game("Navigator", "Biologist"))
    put_tile(g, (0, 0), 3)
    put_tile(g, (3, 3), 5)
    draw(g, "Hatchlings Emerge")
    assert sum(g.hatchlings) == 2 and pieces(g, (3, 3))[1] == 1


def test_portals_get_an_adult_when_adults_emerge_and_they_do_not_sting():
    g = clear(game("Navigator", "Biologist"))
    put_tile(g, (3, 2), 8)
    put_tile(g, (1, 1), 12)
    place(g, "Navigator", (3, 2))
    draw(g, "Adults Emerge")
    assert pieces(g, (3, 2))[2] == 1 and pieces(g, (1, 1))[2] == 1
    assert g.hp[0] == g.cfg.health["Navigator"]


def test_electrifier_zaps_hatchlings_and_adults_that_enter_it():
    g = clear(game("Navigator", "Biologist"))
    put_tile(g, (3, 2), 6)   # Electrifier, upright: red is up
    g.orient[idx(g, (4, 2))] = 0
    add(g, LANDING, hatchlings=2, adults=1)
    place(g, "Navigator", (4, 1))
    place(g, "Biologist", (4, 1))
    draw(g, "Move & Sting (red)")
    assert pieces(g, (3, 2)) == (0, 0, 0) and g.supply[1:3] == [15, 12]


def test_broken_crystal_does_not_power_a_portal():
    g = clear(game("Navigator", "Biologist"))
    put_tile(g, (1, 1), 8)
    for cell, n in (((0, 1), 7), ((1, 0), 11), ((1, 2), 19), ((2, 1), 4)):
        put_tile(g, cell, n)
    place(g, "Navigator", (1, 1))
    place(g, "Biologist", (1, 1))
    with pytest.raises(IllegalAction, match="illuminated crystal on its down side"):
        g.apply(ActivatePortal())


# ---------------------------------------------------------------- machines
def _configurator_world():
    tiles = [t for t in default("tiles")["tiles"] if t["number"] in (1, 3, 5, 10, 15)]
    layout = {"name": "example", "grid": [".J.", ".J.", "...", "...", "JJL"]}
    g = new_game("forbidden-jungle", players=2, adventurers=["Navigator", "Explorer"], seed=0,
                 layout=layout, tiles=tiles)
    put_tile(g, (0, 1), 10)   # Compeller
    put_tile(g, (1, 1), 15)   # Destruct Switch
    put_tile(g, (4, 0), 3)    # Configurator (Navigator here)
    put_tile(g, (4, 1), 5)    # a tunnel tile
    place(g, "Navigator", (4, 0))
    return g


def test_configurator_rulebook_example_slides_the_destruct_switch_down_two():
    g = _configurator_world()
    webs(g, (0, 1), "down", 2)
    add(g, (1, 1), eggs=1, adults=1)
    slides = {(a.direction, a.spaces) for a in g.legal_actions()
              if isinstance(a, Slide) and a.tile == (1, 1)}
    assert slides == {("down", 2)}
    with pytest.raises(IllegalAction, match="end next to at least one other tile"):
        g.apply(Slide((1, 1), "down", 1))
    with pytest.raises(IllegalAction, match="in the way"):
        g.apply(Slide((1, 1), "down", 3))
    g.apply(Slide((1, 1), "down", 2))
    assert g.num[idx(g, (3, 1))] == 15 and g.num[idx(g, (1, 1))] == -1
    assert pieces(g, (3, 1)) == (1, 0, 1)
    assert sum(g.web) == 0 and g.supply[3] == 24        # the webs were torn
    assert nx.number_connected_components(g.graph) == 2  # the Compeller is cut off
    assert g.graph.has_edge((3, 1), (4, 1))


def test_configurator_adventurers_ride_along_and_may_move_their_own_tile():
    g = clear(game("Navigator", "Explorer"))
    put_tile(g, (3, 2), 3)
    place(g, "Navigator", (3, 2))
    place(g, "Explorer", (3, 2))
    g.apply(Slide((3, 2), "up", 1))   # the Configurator tile slides with both on it
    assert where(g, "Navigator") == where(g, "Explorer") == (2, 2)
    assert g.num[idx(g, (2, 2))] == 3


def test_compeller_rulebook_example_moves_adults_and_hatchlings_not_eggs_or_adventurers():
    g = clear(game("Navigator", "Explorer"))
    put_tile(g, (3, 2), 10)  # Compeller
    put_tile(g, (3, 3), 5)   # tunnel and nest
    put_tile(g, (3, 4), 2)   # nest
    place(g, "Navigator", (3, 2))
    place(g, "Explorer", (3, 3))
    add(g, (3, 3), eggs=1, hatchlings=2, adults=3)
    webs(g, (3, 3), "right", 3)   # the Compeller ignores webs
    g.apply(Compel((3, 3), (3, 4)))
    assert pieces(g, (3, 4)) == (0, 2, 3) and pieces(g, (3, 3)) == (1, 0, 0)
    assert where(g, "Explorer") == (3, 3)


def test_compeller_tunnel_to_tunnel():
    g = clear(game("Navigator", "Explorer"))
    put_tile(g, (3, 2), 17)  # Compeller with a tunnel
    put_tile(g, (0, 0), 3)   # tunnel far away
    place(g, "Navigator", (3, 2))
    add(g, (3, 2), hatchlings=1, adults=1)
    g.apply(Compel((3, 2), (0, 0)))
    assert pieces(g, (0, 0)) == (0, 1, 1)
    with pytest.raises(IllegalAction, match="adjacent tile"):
        g.apply(Compel((0, 0), (4, 4)))


def test_destruct_switch_rulebook_example_removes_a_tile_and_its_contents():
    g = clear(game("Biologist", "Explorer"))
    put_tile(g, (3, 2), 15)  # Destruct Switch
    put_tile(g, (1, 2), 9)   # a tunnel tile
    place(g, "Biologist", (3, 2))
    add(g, (1, 2), eggs=1, hatchlings=3, adults=4)
    webs(g, (1, 2), "left", 2)
    webs(g, (1, 2), "up", 2)
    g.apply(Destroy((1, 2)))
    assert g.num[idx(g, (1, 2))] == -1 and 9 in g.removed
    assert g.supply == [20, 15, 12, 24]
    assert (1, 2) not in g.graph


def test_destruct_switch_never_removes_a_tile_with_adventurers():
    g = clear(game("Biologist", "Explorer"))
    put_tile(g, (3, 2), 15)
    place(g, "Biologist", (3, 2))
    assert Destroy(LANDING) not in g.legal_actions()
    with pytest.raises(IllegalAction, match="never remove a tile with adventurers"):
        g.apply(Destroy(LANDING))


def test_destruct_switch_on_an_unexplored_tile_reveals_it_by_chance():
    g = clear(game("Biologist", "Explorer"))
    put_tile(g, (3, 2), 15)
    place(g, "Biologist", (3, 2))
    ev = g.chance_of(Destroy((3, 3)))
    assert ev.kind == "tile" and sorted(ev.outcomes) == [4, 7, 11, 16, 19, 23]
    g.apply(Destroy((3, 3)), outcome=16)   # a broken crystal: no harm done
    assert not g.is_over and 16 in g.removed


def _portal_world(*roles):
    g = clear(game(*roles))
    put_tile(g, (1, 1), 8)
    for cell, n in (((0, 1), 7), ((1, 0), 11), ((1, 2), 19), ((2, 1), 23)):
        put_tile(g, cell, n)
    for r in roles:
        place(g, r, (1, 1))
    return g


def test_portal_rulebook_example_activating_it_wins():
    g = _portal_world("Biologist", "Explorer", "Chemist")
    webs(g, (1, 1), "up", 1)   # webs do not matter
    assert ActivatePortal() in g.legal_actions()
    g.apply(ActivatePortal())
    assert g.is_over and g.winner is True and g.outcome == "escaped"
    assert g.legal_actions() == []


def test_portal_needs_an_illuminated_crystal_on_all_four_sides():
    g = _portal_world("Biologist", "Explorer")
    empty(g, (2, 1))
    with pytest.raises(IllegalAction, match="down side"):
        g.apply(ActivatePortal())


def test_portal_must_be_free_of_eggs_hatchlings_and_adults():
    g = _portal_world("Biologist", "Explorer")
    add(g, (1, 1), eggs=1)
    with pytest.raises(IllegalAction, match="free of eggs"):
        g.apply(ActivatePortal())


def test_portal_needs_every_adventurer_assembled():
    g = _portal_world("Biologist", "Explorer")
    place(g, "Explorer", (1, 2))
    with pytest.raises(IllegalAction, match="missing: Explorer"):
        g.apply(ActivatePortal())


# ---------------------------------------------------------------- threat cards
SIDE_CELL = {0: (0, 1), 1: (1, 2), 2: (2, 1), 3: (1, 0)}   # neighbours of (1, 1)


@pytest.mark.parametrize("colour", range(4))
@pytest.mark.parametrize("orientation", range(4))
def test_move_and_sting_follows_each_colour_as_the_tile_lies(colour, orientation):
    g = clear(game("Navigator", "Biologist"))
    g.orient[idx(g, (1, 1))] = orientation
    add(g, (1, 1), hatchlings=1, adults=2)
    name = ("red", "blue", "green", "yellow")[colour]
    draw(g, f"Move & Sting ({name})")
    assert pieces(g, SIDE_CELL[(colour + orientation) % 4]) == (0, 1, 2)


def test_adults_that_cannot_move_still_sting_each_adventurer_once_per_adult():
    g = clear(game("Navigator", "Healer", "Chemist"))
    g.orient[idx(g, LANDING)] = 0
    add(g, LANDING, adults=2)
    draw(g, "Move & Sting (green)")   # down from the bottom row: nowhere to go
    assert pieces(g, LANDING)[2] == 2
    assert g.hp[0] == g.cfg.health["Navigator"] - 2
    assert g.hp[1] == g.cfg.health["Healer"] - 2
    assert g.hp[2] is None   # the Chemist is immune


def test_aliens_move_through_webs_but_never_into_empty_space():
    g = clear(game("Navigator", "Biologist"))
    g.orient[idx(g, (2, 1))] = 0
    g.orient[idx(g, (3, 2))] = 0
    add(g, (2, 1), adults=1)
    add(g, (3, 2), hatchlings=1)
    webs(g, (2, 1), "up", 3)
    draw(g, "Move & Sting (red)")   # red is up for both
    assert pieces(g, (1, 1))[2] == 1            # through the webs
    assert pieces(g, (3, 2))[1] == 1            # (2, 2) is empty: stays


def test_spin_webs_one_web_per_adult_on_the_coloured_side_stacking():
    g = clear(game("Navigator", "Biologist"))
    g.orient[idx(g, (1, 1))] = 1      # blue (colour 1) faces down
    g.orient[idx(g, (0, 0))] = 1      # blue faces down too
    g.orient[idx(g, (4, 0))] = 0      # blue faces right
    g.orient[idx(g, (2, 3))] = 3      # blue faces up: (1 + 3) % 4 = 0
    add(g, (1, 1), adults=2)
    add(g, (0, 0), adults=1)
    add(g, (2, 3), adults=1)
    webs(g, (1, 1), "down", 1)
    g.orient[idx(g, (1, 2))] = 0
    add(g, (1, 2), adults=1)          # blue faces right from (1, 2): onto (1, 3)
    g.orient[idx(g, (3, 2))] = 3      # blue faces up from (3, 2): the empty middle
    add(g, (3, 2), adults=1)
    draw(g, "Spin Webs (blue)")
    assert web_at(g, (1, 1), "down") == 3
    assert web_at(g, (0, 0), "down") == 1
    assert web_at(g, (2, 3), "up") == 1
    assert web_at(g, (1, 2), "right") == 1
    assert web_at(g, (3, 2), "up") == 0        # no tile there: no web
    assert sum(g.web) == 6 and g.supply[3] == 18


def test_spawn_adds_an_egg_next_to_each_adult():
    g = clear(game("Navigator", "Biologist"))
    add(g, (1, 1), adults=4)
    add(g, (0, 0), adults=1, eggs=1)
    draw(g, "Spawn")
    assert pieces(g, (1, 1)) == (4, 0, 4) and pieces(g, (0, 0)) == (2, 0, 1)


def test_hatch_replaces_each_egg_with_a_hatchling():
    g = clear(game("Navigator", "Biologist"))
    add(g, (1, 1), eggs=3, hatchlings=1)
    draw(g, "Hatch")
    assert pieces(g, (1, 1)) == (0, 4, 0) and g.supply[0] == 20


def test_grow_replaces_each_hatchling_with_an_adult():
    g = clear(game("Navigator", "Biologist"))
    add(g, (1, 1), hatchlings=2, adults=1)
    draw(g, "Grow")
    assert pieces(g, (1, 1)) == (0, 0, 3) and g.supply[1] == 15


def test_collapse_removes_the_lowest_numbered_explored_tile():
    g = clear(game("Navigator", "Biologist"))
    put_tile(g, (0, 0), 3)
    put_tile(g, (1, 1), 2)
    place(g, "Navigator", (0, 0))
    place(g, "Biologist", (0, 0))
    draw(g, "Collapse")                 # tile 1, Fools' Landing, goes first
    assert g.num[idx(g, LANDING)] == -1 and g.removed == [1]
    g.discard.remove(14)             # put the Collapse card back on the pile
    g.pile[0] = sorted(g.pile[0] + [14])
    draw(g, "Collapse")
    assert g.num[idx(g, (1, 1))] == -1 and g.removed == [1, 2]


def test_collapse_returns_pieces_and_adventurers_must_step_to_an_adjacent_tile():
    g = clear(game("Navigator", "Biologist"))
    add(g, LANDING, eggs=2, adults=1)
    webs(g, LANDING, "up", 2)
    draw(g, "Collapse")
    assert g.phase == "escape" and g.current_adventurer == "Navigator"
    assert g.supply == [20, 15, 12, 24]
    assert {a.to for a in g.legal_actions() if isinstance(a, Escape)} == {(3, 2), (4, 1), (4, 3)}
    with pytest.raises(IllegalAction, match="must first escape"):
        g.apply(EndTurn())
    g.apply(Escape("Navigator", (3, 2)))
    assert g.current_adventurer == "Biologist"
    g.apply(Escape("Biologist", (4, 1)))
    assert g.phase == "actions" and g.current_adventurer == "Biologist" and g.seat == 1


def test_collapse_with_no_adjacent_tile_needs_a_jet_pack():
    g = clear(game("Navigator", "Biologist"))
    for cell in ((3, 2), (4, 1), (4, 3)):
        empty(g, cell)
    place(g, "Biologist", (0, 0))
    give(g, "Navigator", "Jet Pack")
    draw(g, "Collapse")
    assert g.phase == "escape" and not [a for a in g.legal_actions() if isinstance(a, Escape)]
    g.apply(UseEquipment("Navigator", "Jet Pack", (0, 2)))
    assert where(g, "Navigator") == (0, 2) and g.phase == "actions" and not g.is_over


def test_collapse_adventurers_on_the_fallen_tile_pass_equipment_in_any_direction_jet_packs_included():
    # "players on the same tile may pass equipment cards to each other at any time during the
    # game": until they step off, the adventurers on the fallen tile share it.  Two Jet Packs in
    # the hand of the one who escapes first are enough for both.
    g = clear(game("Navigator", "Biologist"))
    for cell in ((3, 2), (4, 1), (4, 3)):
        empty(g, cell)
    give(g, "Navigator", "Jet Pack")
    give(g, "Navigator", "Jet Pack")
    give(g, "Biologist", "Machete")
    draw(g, "Collapse")
    assert g.phase == "escape" and g.current_adventurer == "Navigator"
    acts = g.legal_actions()
    assert PassEquipment("Navigator", "Biologist", "Jet Pack") in acts      # away from the first
    assert PassEquipment("Biologist", "Navigator", "Machete") in acts       # any card, towards it
    g.apply(PassEquipment("Biologist", "Navigator", "Machete"))
    g.apply(PassEquipment("Navigator", "Biologist", "Jet Pack"))
    g.apply(UseEquipment("Navigator", "Jet Pack", (0, 2)))
    assert g.current_adventurer == "Biologist" and not g.is_over
    with pytest.raises(IllegalAction, match="fallen tile"):                # now apart
        g.apply(PassEquipment("Navigator", "Biologist", "Machete"))
    g.apply(UseEquipment("Biologist", "Jet Pack", (0, 2)))
    assert g.phase == "actions" and not g.is_over


def test_increase_threat_moves_the_meter_up_and_the_new_rate_starts_next_turn():
    g = clear(game("Navigator", "Biologist", meter=[1, 2, 3]))
    draw(g, "Increase Threat")
    assert g.level == 1 and g.threat_rate == 2
    assert g.discard == [15]
    g.force("threat", "Hatchlings Emerge")
    g.force("threat", "Adults Emerge")
    g.apply(EndTurn())
    assert g.discard == [15, 12, 13]


def test_increase_threat_and_shuffle_puts_discards_and_drawn_cards_under_the_pile():
    g = clear(game("Navigator", "Biologist", meter=[2, 2, 2, 2]))
    g.force("threat", "Spawn")
    g.force("threat", "Grow")
    g.apply(EndTurn())
    assert sorted(g.discard) == [8, 10]
    g.force("threat", "Hatch")
    g.force("threat", "Increase Threat & Shuffle")
    g.apply(EndTurn())
    assert g.level == 1 and g.discard == [] and g.drawn == []
    assert g.pile[-1] == [8, 9, 10, 16] and len(g.pile) == 2
    assert len(g.pile[0]) == 13
    ev = g.chance_of(EndTurn())
    assert set(ev.outcomes).isdisjoint({"Spawn", "Hatch", "Grow"})   # they are underneath


def test_drawn_threat_cards_stay_public_after_a_shuffle_puts_them_under_the_pile():
    # the cards are seen as they are drawn; a reshuffle hides their order, not the fact
    g = clear(game("Navigator", "Biologist", meter=[2, 2, 2, 2]))
    g.force("threat", "Spawn")
    g.force("threat", "Grow")
    g.apply(EndTurn())
    g.force("threat", "Hatch")
    g.force("threat", "Increase Threat & Shuffle")
    g.apply(EndTurn())
    assert g.threat_log == [(1, 8), (1, 10), (2, 9), (2, 16)]
    assert g.view()["threat"]["history"] == [[1, "Spawn"], [1, "Grow"], [2, "Hatch"],
                                             [2, "Increase Threat & Shuffle"]]


def test_empty_threat_pile_reshuffles_all_17_cards():
    g = clear(game("Navigator", "Biologist"))
    g.pile = [[14]]          # one card left: the Collapse
    g.discard = [c for c in range(17) if c != 14]
    g.force("threat", "Collapse")
    put_tile(g, (0, 0), 24)
    place(g, "Navigator", (0, 0))
    place(g, "Biologist", (0, 0))
    g.apply(EndTurn())
    assert g.pile == [] and len(g.discard) == 17
    ev = g.chance_of(EndTurn())
    assert len(ev.outcomes) == 17


# ---------------------------------------------------------------- adventurers
def test_navigator_moves_another_adventurer_up_to_two_tiles_or_the_explorer_four():
    g = clear(game("Navigator", "Biologist", "Explorer"))
    guides = {(a.adventurer, a.to) for a in g.legal_actions() if isinstance(a, Guide)}
    bio = {to for who, to in guides if who == "Biologist"}
    exp = {to for who, to in guides if who == "Explorer"}
    assert bio == {(3, 2), (4, 1), (4, 3), (3, 1), (3, 3), (4, 0), (4, 4)}
    assert (1, 1) in exp and (0, 2) not in bio and (0, 2) not in exp  # 5 steps away
    g.apply(Guide("Explorer", (1, 1)))
    assert where(g, "Explorer") == (1, 1) and g.actions_left == 3
    with pytest.raises(IllegalAction, match="at most 2 tiles"):
        g.apply(Guide("Biologist", (2, 1)))


def test_navigator_guided_spelunker_may_go_from_a_tunnel_to_any_explored_tile():
    g = clear(game("Navigator", "Spelunker"))
    put_tile(g, (3, 2), 5)      # tunnel next to the landing
    put_tile(g, (0, 0), 2)      # an explored nest far away
    guides = {a.to for a in g.legal_actions() if isinstance(a, Guide)}
    assert (0, 0) in guides and (0, 4) not in guides   # unexplored: not while guided


def test_navigator_guided_healer_brings_a_companion_even_the_navigator():
    g = clear(game("Navigator", "Healer"))
    g.apply(Guide("Healer", (3, 2), "Navigator"))
    assert where(g, "Healer") == where(g, "Navigator") == (3, 2)


def test_explorer_moves_twice_for_one_move_action():
    g = clear(game("Explorer", "Biologist"))
    assert (3, 1) in moves_of(g) and (2, 1) not in moves_of(g)
    g.apply(Move((3, 1)))
    assert g.actions_left == 3 and where(g, "Explorer") == (3, 1)


def test_healer_brings_another_adventurer_and_heals_one_completely():
    g = clear(game("Healer", "Biologist"))
    g.hp[0], g.hp[1] = 1, 2
    g.apply(Move((3, 2), "Biologist"))
    assert where(g, "Biologist") == (3, 2)
    g.apply(Heal("Biologist"))
    assert g.hp[1] == g.cfg.health["Biologist"]
    g.apply(Heal("Healer"))
    assert g.hp[0] == g.cfg.health["Healer"]
    with pytest.raises(IllegalAction, match="full health"):
        g.apply(Heal("Healer"))


def test_spelunker_moves_from_a_tunnel_to_any_tile_explored_or_not():
    g = clear(game("Spelunker", "Biologist"))
    put_tile(g, (3, 2), 5)
    place(g, "Spelunker", (3, 2))
    assert (0, 4) in moves_of(g)         # unexplored, far away
    g.apply(Move((0, 4)))
    assert where(g, "Spelunker") == (0, 4)
    with pytest.raises(IllegalAction):
        g.apply(Move((4, 4)))            # no tunnel under her now


def test_biologist_removes_all_hatchlings_and_adults_for_one_action():
    g = clear(game("Biologist", "Navigator"))
    add(g, LANDING, eggs=1, hatchlings=2, adults=3)
    g.apply(ClearAliens())
    assert pieces(g, LANDING) == (1, 0, 0) and g.actions_left == 3


def test_chemist_removes_all_webs_and_is_immune_to_stings():
    g = clear(game("Chemist", "Navigator"))
    webs(g, LANDING, "up", 2)
    webs(g, LANDING, "left", 1)
    g.apply(ClearWebs())
    assert sum(g.web) == 0 and g.supply[3] == 24
    place(g, "Navigator", (0, 0))
    g.orient[idx(g, LANDING)] = 0
    add(g, LANDING, adults=5)
    draw(g, "Move & Sting (green)")
    assert g.hp[0] is None and not g.is_over


# ---------------------------------------------------------------- equipment
def test_equipment_cards_each_effect():
    g = clear(game("Navigator", "Biologist"))
    for card in ("Antidote", "Machete", "Bug Spray", "Energy Bar", "Smoke Bomb",
                 "Grappling Hook", "Jet Pack"):
        give(g, "Navigator", card)
    g.hp[1] = 1
    g.apply(UseEquipment("Navigator", "Antidote", "Biologist"))
    assert g.hp[1] == 3
    webs(g, LANDING, "up", 2)
    g.apply(UseEquipment("Navigator", "Machete", "up"))
    assert web_at(g, LANDING, "up") == 0
    add(g, LANDING, eggs=1, hatchlings=1, adults=1)
    g.apply(UseEquipment("Navigator", "Bug Spray"))
    assert pieces(g, LANDING) == (0, 0, 0)
    g.apply(UseEquipment("Navigator", "Energy Bar"))
    assert g.actions_left == 6
    g.apply(UseEquipment("Navigator", "Smoke Bomb"))
    assert g.calm == 1
    webs(g, (3, 2), "down", 1)   # the hook swings through webs...
    g.apply(UseEquipment("Navigator", "Grappling Hook", "up"))
    assert where(g, "Navigator") == (3, 2)
    g.apply(UseEquipment("Navigator", "Jet Pack", (0, 4)))
    assert where(g, "Navigator") == (0, 4)
    assert g.hands[0] == [] and len(g.used) == 7 and g.actions_left == 6
    g.apply(EndTurn())   # threat rate 1 minus the smoke bomb: nothing drawn
    assert g.discard == [] and g.seat == 1


def test_grappling_hook_crosses_empty_cells_to_the_nearest_tile():
    g = clear(game("Navigator", "Biologist"))
    give(g, "Navigator", "Grappling Hook")
    place(g, "Navigator", (2, 1))
    g.apply(UseEquipment("Navigator", "Grappling Hook", "right"))
    assert where(g, "Navigator") == (2, 3)


# ---------------------------------------------------------------- game end
@pytest.mark.parametrize("card,setup", [
    ("Spawn", {"adults": 1, "eggs": 20}),
    ("Hatch", {"eggs": 1, "hatchlings": 15}),
    ("Grow", {"hatchlings": 1, "adults": 12}),
])
def test_lose_overrun_when_a_piece_runs_out_of_supply(card, setup):
    g = clear(game("Navigator", "Biologist"))
    # spread the pieces over the top row so no single tile matters
    add(g, (0, 0), **{k: 1 for k in setup})
    add(g, (0, 2), **{k: v - 1 for k, v in setup.items()})
    before = (g.eggs[:], g.hatchlings[:], g.adults[:])
    draw(g, card)
    assert g.outcome == "overrun" and g.winner is False and "supply" in g.reason
    assert (g.eggs, g.hatchlings, g.adults) == before


def test_lose_overrun_when_webs_run_out():
    g = clear(game("Navigator", "Biologist"))
    webs(g, (0, 0), "right", 24)
    g.orient[idx(g, (1, 1))] = 0
    add(g, (1, 1), adults=1)
    draw(g, "Spin Webs (red)")
    assert g.outcome == "overrun"


def test_lose_total_collapse_when_the_threat_meter_reaches_the_burst():
    g = clear(game("Navigator", "Biologist", meter=[1, 1], threat_start=1))
    draw(g, "Increase Threat")
    assert g.outcome == "total collapse" and g.winner is False


def test_lose_poisoned_when_an_adventurer_loses_all_health():
    g = clear(game("Navigator", "Biologist"))
    g.orient[idx(g, LANDING)] = 0
    add(g, LANDING, adults=4)
    draw(g, "Move & Sting (green)")
    assert g.outcome == "poisoned" and g.hp[0] == 0 and g.winner is False


def test_health_is_the_positions_above_the_skull_so_the_last_one_poisons():
    # "If the clip ever reaches the skull on your card, your character expires": a meter of
    # length 4 (the Navigator's) survives 3 stings and the 4th reaches the skull; the data
    # file says the same
    assert "survives 3 stings and the 4th is fatal" in default("health")["description"]
    for adults, lost in ((3, False), (4, True)):
        g = clear(game("Navigator", "Biologist"))
        g.orient[idx(g, LANDING)] = 0
        add(g, LANDING, adults=adults)
        draw(g, "Move & Sting (green)")
        assert g.cfg.health["Navigator"] == 4
        assert (g.outcome == "poisoned") is lost and g.hp[0] == 4 - adults


def test_lose_lost_in_a_sinkhole():
    g = clear(game("Navigator", "Biologist"))
    for cell in ((3, 2), (4, 1), (4, 3)):
        empty(g, cell)
    draw(g, "Collapse")
    assert g.outcome == "lost in a sinkhole" and g.winner is False


def test_lose_marooned_when_an_illuminated_crystal_is_removed():
    g = clear(game("Navigator", "Biologist"))
    put_tile(g, (3, 2), 15)
    place(g, "Navigator", (3, 2))
    g.apply(Destroy((1, 3)), outcome=11)
    assert g.outcome == "marooned" and g.winner is False


def test_lose_marooned_when_all_four_portals_are_removed():
    g = clear(game("Navigator", "Biologist"))
    g.removed = [8, 12, 18]
    for n in (8, 12, 18):
        g.pools[0].remove(n)
    put_tile(g, (0, 0), 24)
    empty(g, LANDING)   # so tile 24 is the lowest explored tile
    place(g, "Navigator", (1, 1))
    place(g, "Biologist", (1, 1))
    draw(g, "Collapse")
    assert g.outcome == "marooned" and "every portal" in g.reason


def test_rulebook_turn_example():
    g = clear(game("Navigator", "Explorer"))
    webs(g, LANDING, "up", 1)
    g.apply(Remove("web", "up"))
    g.apply(Move((3, 2)))
    g.apply(Explore(), outcome="Configurator")
    assert g.cfg.tile[g.num[idx(g, (3, 2))]]["name"] == "Configurator"
    tile = g.num[idx(g, (1, 2))]
    g.apply(Slide((1, 2), "down", 1))
    assert g.num[idx(g, (2, 2))] == tile and g.num[idx(g, (1, 2))] == -1
    assert g.actions_left == 0 and g.legal_actions() == [EndTurn()]


def test_graph_shows_tiles_webs_and_tunnels():
    g = clear(game("Navigator", "Explorer"))
    webs(g, LANDING, "up", 2)
    put_tile(g, (0, 0), 3)
    put_tile(g, (3, 3), 5)
    graph = g.graph
    assert graph.number_of_nodes() == 24 and (2, 2) not in graph
    assert graph.edges[(3, 2), (4, 2)]["webs"] == 2
    assert graph.nodes[(4, 2)]["number"] == 1 and graph.nodes[(0, 2)]["number"] is None
    assert set(g.tunnel_graph.edges) == {((0, 0), (3, 3))}
