"""Forbidden Jungle board clicks beyond Move and Escape, driven from Python.

Each position is set up with the rule tests' helpers (a teacher's "suppose
that..."); then everything goes through the app as a click or a button would.
"""

from __future__ import annotations

import pytest
from fj_helpers import add, clear, game, idx, place, put_tile, web_at, webs, where
from widget_helpers import labels

import boardgames
from boardgames.forbidden_jungle.actions import Compel, Guide, Slide, UseEquipment


def app_for(g):
    return boardgames.play(g, opponents=["random"], bot_speed="instant")


def pieces(g, cell):
    c = idx(g, cell)
    return g.eggs[c], g.hatchlings[c], g.adults[c]


def navigator_at(cell, *tiles):
    g = clear(game("Navigator", "Explorer"))
    for at, number in tiles:
        put_tile(g, at, number)
    place(g, "Navigator", cell)
    place(g, "Explorer", cell)
    return g


def test_click_a_piece_on_your_tile_removes_it():
    g = navigator_at((3, 2))
    add(g, (3, 2), eggs=1, adults=2)
    add(g, (3, 3), hatchlings=1)
    app = app_for(g)
    legal = app.board.legal_targets()
    assert {"piece:3,2:egg", "piece:3,2:adult"} <= set(legal)
    assert "piece:3,3:hatchling" in app.board.targets() and "piece:3,3:hatchling" not in legal
    app.click("piece:3,2:adult")
    assert pieces(g, (3, 2)) == (1, 0, 1) and g.actions_left == 3
    # a piece on another tile: nothing changes, the reason is given
    before = g.to_json()
    app.click("piece:3,3:hatchling")
    assert app.board.message_is_error and "own tile" in app.board.message
    assert g.to_json() == before


def test_click_a_web_on_a_side_of_your_tile_removes_one():
    g = navigator_at((3, 2))
    webs(g, (3, 2), "right", 2)
    webs(g, (3, 2), "left", 1)
    app = app_for(g)
    legal = app.board.legal_targets()
    # a web is named from the tile above or to the left of its side
    assert {"web:3,2:right", "web:3,1:right"} <= set(legal)
    app.click("web:3,2:right")
    assert web_at(g, (3, 2), "right") == 1
    app.click("web:3,1:right")
    assert web_at(g, (3, 2), "left") == 0
    assert g.actions_left == 2


def test_remove_illegal_when_no_actions_left_shows_the_engine_reason():
    g = navigator_at((3, 2))
    add(g, (3, 2), eggs=3)
    app = app_for(g)
    for _ in range(3):
        app.click("piece:3,2:egg")
    assert g.actions_left == 1 and pieces(g, (3, 2)) == (0, 0, 0)
    assert "piece:3,2:egg" not in app.board.targets()
    g2 = navigator_at((3, 2))
    add(g2, (3, 2), eggs=1)
    app2 = app_for(g2)
    g2.actions_left = 0
    before = g2.to_json()
    app2.click("piece:3,2:egg")
    assert app2.board.message_is_error and app2.board.message.endswith(".")
    assert g2.to_json() == before


def test_guide_aimed_on_the_board():
    g = navigator_at((3, 2))
    app = app_for(g)
    assert "Guide on the board" in labels(app.actions_box)
    app.aim_at("Guide")
    want = {f"cell:{a.to[0]},{a.to[1]}" for a in g.legal_actions() if isinstance(a, Guide)}
    assert set(app.board.legal_targets()) == want
    assert not any(t.startswith("piece:") for t in app.board.targets())
    target = sorted(want)[0]
    app.click(target)
    r, c = map(int, target[5:].split(","))
    assert where(g, "Explorer") == (r, c) and where(g, "Navigator") == (3, 2)
    assert app.aim is None and g.actions_left == 3


def test_guide_aimed_illegal_click_gives_the_engine_reason():
    g = navigator_at((3, 2))
    app = app_for(g)
    app.aim_at("Guide")
    before = g.to_json()
    far = next(f"cell:{r},{c}" for (r, c) in g.cfg.cells
               if f"cell:{r},{c}" not in app.board.legal_targets() and g.num[idx(g, (r, c))] != -1
               and (r, c) != (3, 2))
    app.click(far)
    assert app.board.message_is_error and g.to_json() == before
    app.cancel_aim()
    assert app.aim is None and any(t.startswith("cell:") for t in app.board.legal_targets())


def test_compel_source_then_destination():
    g = clear(game("Navigator", "Explorer"))
    put_tile(g, (3, 2), 10)  # Compeller
    put_tile(g, (3, 3), 5)
    put_tile(g, (3, 4), 2)
    place(g, "Navigator", (3, 2))
    place(g, "Explorer", (3, 3))
    add(g, (3, 3), eggs=1, hatchlings=2, adults=3)
    app = app_for(g)
    app.aim_at("Compel")
    sources = {f"cell:{a.source[0]},{a.source[1]}" for a in g.legal_actions()
               if isinstance(a, Compel)}
    assert set(app.board.legal_targets()) == sources == {"cell:3,3"}
    app.click("cell:3,3")
    assert app.aim_from == (3, 3)
    dests = {f"cell:{a.to[0]},{a.to[1]}" for a in g.legal_actions()
             if isinstance(a, Compel) and a.source == (3, 3)}
    assert set(app.board.legal_targets()) == dests and "cell:3,4" in dests
    app.click("cell:3,4")
    assert pieces(g, (3, 4)) == (0, 2, 3) and pieces(g, (3, 3)) == (1, 0, 0)


def test_compel_illegal_source_says_why():
    g = clear(game("Navigator", "Explorer"))
    put_tile(g, (3, 2), 10)
    put_tile(g, (3, 3), 5)
    place(g, "Navigator", (3, 2))
    place(g, "Explorer", (3, 2))
    add(g, (3, 3), hatchlings=1)
    app = app_for(g)
    app.aim_at("Compel")
    before = g.to_json()
    app.click("cell:3,1")
    assert app.board.message_is_error and "no hatchlings or adults" in app.board.message
    assert g.to_json() == before and app.aim_from is None


def test_destroy_aimed_on_the_board_and_its_illegal_click():
    g = clear(game("Biologist", "Explorer"))
    put_tile(g, (3, 2), 15)  # Destruct Switch
    put_tile(g, (1, 2), 9)
    place(g, "Biologist", (3, 2))
    place(g, "Explorer", (3, 3))
    app = app_for(g)
    app.aim_at("Destroy")
    assert "cell:1,2" in app.board.legal_targets()
    assert "cell:3,3" not in app.board.legal_targets()
    before = g.to_json()
    app.click("cell:3,3")
    assert app.board.message_is_error and "adventurers on it" in app.board.message
    assert g.to_json() == before
    app.click("cell:1,2")
    assert g.num[idx(g, (1, 2))] == -1


def test_slide_tile_then_destination():
    from boardgames.forbidden_jungle.config import default
    tiles = [t for t in default("tiles")["tiles"] if t["number"] in (1, 3, 5, 10, 15)]
    layout = {"name": "example", "grid": [".J.", ".J.", "...", "...", "JJL"]}
    g = boardgames.new_game("forbidden-jungle", players=2, adventurers=["Navigator", "Explorer"],
                            seed=0, layout=layout, tiles=tiles)
    put_tile(g, (0, 1), 10)
    put_tile(g, (1, 1), 15)
    put_tile(g, (4, 0), 3)    # Configurator
    put_tile(g, (4, 1), 5)
    place(g, "Navigator", (4, 0))
    app = app_for(g)
    app.aim_at("Slide")
    tiles_to_slide = {f"cell:{a.tile[0]},{a.tile[1]}" for a in g.legal_actions()
                      if isinstance(a, Slide)}
    assert set(app.board.legal_targets()) == tiles_to_slide and "cell:1,1" in tiles_to_slide
    app.click("cell:1,1")
    assert app.board.legal_targets() == ["cell:3,1"]
    before = g.to_json()
    app.click("cell:2,1")           # one space: the engine says why not
    assert app.board.message_is_error and "next to at least one other tile" in app.board.message
    assert g.to_json() == before
    app.click("cell:3,1")
    assert g.num[idx(g, (3, 1))] == 15 and g.num[idx(g, (1, 1))] == -1


def test_jet_pack_aimed_on_the_board():
    g = navigator_at((3, 2))
    g.hands[g.seat_of["Navigator"]].append("Jet Pack")
    app = app_for(g)
    jets = {f"cell:{a.target[0]},{a.target[1]}" for a in g.legal_actions()
            if isinstance(a, UseEquipment) and a.card == "Jet Pack"}
    assert jets
    app.aim_at("JetPack")
    assert set(app.board.legal_targets()) == jets
    target = sorted(jets)[-1]
    app.click(target)
    r, c = map(int, target[5:].split(","))
    assert where(g, "Navigator") == (r, c)
    assert "Jet Pack" not in g.hands[g.seat_of["Navigator"]]


def test_aim_without_such_moves_says_so():
    g = navigator_at((3, 2))
    app = app_for(g)
    app.aim_at("Destroy")
    assert app.aim is None and app.board.message_is_error
    with pytest.raises(LookupError):
        app.aim_at("Teleport")
