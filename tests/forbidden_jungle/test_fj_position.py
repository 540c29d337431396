"""boardgames.forbidden_jungle.position: set up a position by hand, refusing impossible ones.

Every helper keeps the box's counts (20 eggs, 15 hatchlings, 12 adults, 24 webs),
the equipment deck and the 17 threat cards honest; a bad request raises
IllegalAction with a sentence and changes nothing.
"""

from __future__ import annotations

import pytest

import boardgames
from boardgames import IllegalAction
from boardgames.forbidden_jungle import actions as F
from boardgames.forbidden_jungle import position as P
from boardgames.forbidden_jungle.config import THREAT_CARDS


def new(**kw):
    kw.setdefault("adventurers", ["Navigator", "Explorer"])
    return boardgames.new_game("forbidden-jungle", players=2, seed=1, **kw)


def cell_of(g, pred):
    return next(g.cfg.cells[c] for c in range(g.cfg.n) if pred(c))


def face_down(g):
    return cell_of(g, lambda c: g.num[c] == 0 and g.back[c] == 0)


def unchanged(g, call, *args, match=None, **kw):
    before = g.to_json()
    with pytest.raises(IllegalAction, match=match):
        call(g, *args, **kw)
    assert g.to_json() == before


def jungle_tile(g):
    return g.pools[0][0]


# ------------------------------------------------------------------ tiles
def test_place_tile_over_a_face_down_tile_turns_it_up_and_the_game_plays_on():
    g = new()
    cell, n = face_down(g), jungle_tile(g)
    P.place_tile(g, cell, n)
    c = g.cfg.cell_index(cell)
    assert g.num[c] == n and n not in g.pools[0]
    assert any(t["number"] == n and t["explored"] for t in g.view()["tiles"])
    P.check(g)
    g.apply(g.legal_actions()[0])            # the rules take over


def test_place_tile_refuses_a_tile_already_on_the_board_an_unknown_one_and_a_full_cell():
    g = new()
    landing = g.cfg.landing
    unchanged(g, P.place_tile, face_down(g), landing, match="already on the board")
    unchanged(g, P.place_tile, face_down(g), 999, match="no tile number")
    unchanged(g, P.place_tile, face_down(g), True, match="no tile number")
    unchanged(g, P.place_tile, g.cfg.cells[g.cfg.landing_cell], jungle_tile(g),
              match="already holds")
    unchanged(g, P.place_tile, (99, 0), jungle_tile(g), match="not a cell")
    unchanged(g, P.place_tile, "A1", jungle_tile(g), match="not a cell")


def test_place_tile_on_an_empty_cell_must_leave_a_tile_for_every_face_down_back():
    g = new()
    empty = cell_of(g, lambda c: g.num[c] == -1)
    # as many jungle tiles in the pile as jungle backs on the board: none to spare
    assert len(g.pools[0]) == sum(1 for c in range(g.cfg.n) if g.num[c] == 0 and g.back[c] == 0)
    unchanged(g, P.place_tile, empty, jungle_tile(g), match="face-down jungle tile")


def test_remove_tile_returns_its_aliens_and_webs_to_the_supply():
    g = new()
    cell, n = face_down(g), jungle_tile(g)
    P.place_tile(g, cell, n)
    side = next(d for d in ("up", "right", "down", "left")
                if g.cfg.neighbour[g.cfg.cell_index(cell)][("up", "right", "down", "left").index(d)] >= 0
                and g.num[g.cfg.neighbour[g.cfg.cell_index(cell)][("up", "right", "down", "left")
                                                          .index(d)]] != -1)
    P.add_aliens(g, cell, eggs=2, adults=1)
    P.set_webs(g, cell, side, 3)
    P.remove_tile(g, cell)
    assert g.num[g.cfg.cell_index(cell)] == -1 and n in g.removed
    assert g.supply == [20 - sum(g.eggs), 15 - sum(g.hatchlings), 12 - sum(g.adults), 24]
    P.check(g)


def test_remove_tile_refuses_a_tile_with_an_adventurer_on_it_or_no_tile():
    g = new()
    unchanged(g, P.remove_tile, g.cfg.cells[g.pos[0]], match="stand")
    empty = cell_of(g, lambda c: g.num[c] == -1)
    unchanged(g, P.remove_tile, empty, match="no tile")


# ----------------------------------------------------------------- aliens
def test_aliens_come_from_the_supply_and_go_back_to_it():
    g = new()
    cell = face_down(g)
    before = list(g.supply)
    P.add_aliens(g, cell, eggs=2, hatchlings=1, adults=3)
    assert g.supply[:3] == [before[0] - 2, before[1] - 1, before[2] - 3]
    P.remove_aliens(g, cell, eggs=2, hatchlings=1, adults=3)
    assert g.supply == before
    P.check(g)


@pytest.mark.parametrize("kw,match", [({"adults": 13}, "supply holds only"),
                                      ({"eggs": -1}, "whole number"),
                                      ({"hatchlings": 1.5}, "whole number"),
                                      ({"adults": True}, "whole number")])
def test_add_aliens_refuses_more_than_the_box_and_bad_counts(kw, match):
    g = new()
    unchanged(g, P.add_aliens, face_down(g), match=match, **kw)


def test_remove_aliens_refuses_more_than_the_tile_holds_and_aliens_in_the_void():
    g = new()
    bare = cell_of(g, lambda c: g.num[c] == 0 and g.adults[c] == 0)
    unchanged(g, P.remove_aliens, bare, adults=1, match="has only 0 adults")
    unchanged(g, P.add_aliens, cell_of(g, lambda c: g.num[c] == -1), eggs=1, match="no tile")


# ------------------------------------------------------------------- webs
def test_webs_lie_between_two_tiles_only():
    g = new()
    land = g.cfg.landing_cell
    sides = ("up", "right", "down", "left")
    open_side = next(d for i, d in enumerate(sides)
                     if g.cfg.neighbour[land][i] >= 0 and g.num[g.cfg.neighbour[land][i]] != -1)
    P.set_webs(g, g.cfg.cells[land], open_side, 2)
    assert g.supply[3] == 22
    P.set_webs(g, g.cfg.cells[land], open_side, 0)
    assert g.supply[3] == 24
    bare = next((d for i, d in enumerate(sides)
                 if g.cfg.neighbour[land][i] < 0 or g.num[g.cfg.neighbour[land][i]] == -1), None)
    if bare is not None:
        unchanged(g, P.set_webs, g.cfg.cells[land], bare, 1, match="between two tiles")
    unchanged(g, P.set_webs, g.cfg.cells[land], "north", 1, match="a side is one of")
    unchanged(g, P.set_webs, g.cfg.cells[land], open_side, 25, match="supply holds only")


# ------------------------------------------------------------ adventurers
def test_place_pawn_and_refusals():
    g = new()
    cell = face_down(g)
    P.place_pawn(g, "explorer", cell)                    # any case
    assert g.cfg.cells[g.pos[1]] == cell
    unchanged(g, P.place_pawn, "Healer", cell, match="not in this game")
    unchanged(g, P.place_pawn, "Navigator", cell_of(g, lambda c: g.num[c] == -1),
              match="no tile")


def test_equipment_comes_from_the_deck_and_goes_back():
    g = new()
    name = g.cfg.card_names[0]
    i = g.cfg.card_index[name]
    left = g.deck[i]
    P.give_equipment(g, "Navigator", name.upper())
    assert g.hands[0] == [name] and g.deck[i] == left - 1
    P.take_equipment(g, "Navigator", name)
    assert g.hands[0] == [] and g.deck[i] == left
    unchanged(g, P.give_equipment, "Navigator", "Lightsaber", match="not an equipment card")
    unchanged(g, P.take_equipment, "Navigator", name, match="holds no")
    for _ in range(left):
        P.give_equipment(g, "Explorer", name)
    unchanged(g, P.give_equipment, "Navigator", name, match="no .* left")
    P.check(g)


def test_set_health_within_the_card():
    g = new()
    P.set_health(g, "Navigator", 1)
    assert g.hp[0] == 1
    unchanged(g, P.set_health, "Navigator", 0, match="runs from 1")
    unchanged(g, P.set_health, "Navigator", 99, match="runs from 1")


# ----------------------------------------------------------------- threat
def test_set_threat_pile_fixes_the_next_cards_and_discards_the_rest():
    g = new(threat_meter=[1] * 9)
    P.set_threat_pile(g, ["Collapse"], ["spawn", "Hatch"])
    assert g.pile == [[THREAT_CARDS.index("Collapse")],
                      sorted([THREAT_CARDS.index("Spawn"), THREAT_CARDS.index("Hatch")])]
    assert len(g.discard) == len(THREAT_CARDS) - 3
    P.check(g)
    g.apply(F.EndTurn())                       # one card a turn on this meter: the Collapse
    assert [THREAT_CARDS[c] for _, c in g.threat_log] == ["Collapse"]


@pytest.mark.parametrize("segments,match", [
    ((["Collapse"], ["Collapse"]), "named twice"),
    ((["Earthquake"],), "not a threat card"),
    (("Collapse",), "non-empty list"),
    (([],), "non-empty list"),
    (([3],), "not a threat card"),
])
def test_set_threat_pile_refuses_unknown_or_repeated_cards(segments, match):
    g = new()
    unchanged(g, P.set_threat_pile, *segments, match=match)


# ------------------------------------------------------------------ check
def test_check_finds_a_position_edited_by_hand_out_of_step():
    g = new()
    g.adults[g.cfg.landing_cell] += 1          # an adult out of nowhere: the supply not told
    with pytest.raises(IllegalAction, match="adults on the board"):
        P.check(g)


def test_helpers_refuse_a_game_that_is_not_forbidden_jungle():
    with pytest.raises(TypeError):
        P.add_aliens(boardgames.new_game("catan", seed=1), (0, 0), eggs=1)
