"""The play apps driven from Python: clicks and buttons move the game exactly as the engine says."""

from __future__ import annotations

import json
import re

import pytest
from widget_helpers import labels, leaves

import boardgames
from boardgames.bots import RandomBot
from boardgames.forbidden_jungle import actions as F
from boardgames.settlers import actions as A
from boardgames.settlers import position
from boardgames.widgets import play
from boardgames.widgets.app import seat_player


def settlers_app(name="catan", **kw):
    kw.setdefault("bot_speed", "instant")
    return play(name, seed=1, **kw)


def test_play_is_exported_and_builds_every_game():
    assert boardgames.play is play
    for name in ("catan", "catan-jungle", "zarahemla", "forbidden-jungle"):
        app = play(name, seed=2, bot_speed="instant")
        assert app.game.name == name
        assert app.board.scene["items"], name
        assert app.board.legal_targets(), f"{name}: nothing highlighted for the first move"
        assert repr(app).startswith("<")


def test_highlighted_targets_are_exactly_the_legal_board_actions():
    app = settlers_app()
    legal = {f"corner:{a.corner}" for a in app.game.legal_actions()}
    assert set(app.board.legal_targets()) == legal


def test_clicking_a_legal_intersection_builds_there():
    app = settlers_app()
    target = app.board.legal_targets()[0]
    app.click(target)
    corner = target.split(":", 1)[1]
    assert app.game.view()["buildings"] == {corner: [0, "settlement"]}
    assert app.game.phase == "setup_road"
    assert all(t.startswith("path:") for t in app.board.legal_targets())
    assert not app.board.message_is_error


def test_an_illegal_click_shows_the_engine_reason_and_changes_nothing():
    app = settlers_app()
    before = app.game.to_json()
    app.click("tile:E")
    assert app.board.message_is_error
    assert "not allowed now" in app.board.message
    path = next(t for t in app.board.targets() if t.startswith("path:"))
    app.click(path)
    assert app.board.message_is_error and app.board.message.endswith(".")
    assert app.game.to_json() == before


def test_setup_round_then_bots_play_until_the_human_again():
    app = settlers_app()
    app.click(app.board.legal_targets()[0])
    app.click(app.board.legal_targets()[0])
    # snake order: the three bots placed both their settlements; the human places a second
    assert app.game.phase == "setup_settlement" and app.game.current_player == 0
    assert len(app.game.view()["buildings"]) == 7
    app.click(app.board.legal_targets()[0])
    app.click(app.board.legal_targets()[0])
    assert app.game.phase == "pre_roll" and app.game.current_player == 0
    assert "Roll" in [type(a).__name__ for a in app.game.legal_actions()]


def test_buttons_roll_and_end_turn():
    app = settlers_app()
    position.skip_setup(app.game)
    app.refresh_panels()
    app.game.force("dice", 8)
    app.press("Roll")
    assert app.game.last_roll is not None and sum(app.game.last_roll) == 8
    assert app.game.phase == "main"
    assert "Player 0 rolls 8" in " ".join(app.game.log)
    assert any("bg-act-EndTurn" in b._dom_classes for b in leaves(app.actions_box))  # noqa: SLF001 - a test of the play app's own internals
    app.press("EndTurn")
    # the bots took their turns; it is the human's turn again
    assert app.game.current_player == 0 and app.game.phase == "pre_roll"


def test_seven_discard_robber_and_victim_choice():
    app = settlers_app()
    g = app.game
    position.skip_setup(g)
    position.give(g, 0, brick=3, lumber=3, wool=3)
    g.force("dice", 7)
    app.press("Roll")
    assert g.phase == "discard" and g.current_player == 0
    while g.phase == "discard" and g.current_player == 0:
        app.choose("Discard", "discard one brick") if any(
            type(a).__name__ == "Discard" and a.resource == "brick" for a in g.legal_actions()
        ) else app.press(app.button_labels()[0])
    assert g.phase == "robber"
    tiles = app.board.legal_targets()
    assert tiles and all(t.startswith("tile:") for t in tiles)
    # a tile with two possible victims asks which; else it moves straight away
    for t in tiles:
        acts = [a for a in g.legal_actions() if f"tile:{a.tile}" == t]
        if len(acts) > 1:
            app.click(t)
            assert app.pending_choice == acts and g.phase == "robber"
            app.press(app.describe(acts[0]))
            break
    else:
        app.click(tiles[0])
    assert g.phase in ("main", "pre_roll")


def test_bank_trade_menu_and_offer_to_a_bot():
    app = settlers_app(opponents=["random", "random", "random"])
    g = app.game
    position.skip_setup(g)
    position.give(g, 0, ore=5)
    g.force("dice", 8)
    app.press("Roll")
    app.refresh_panels()
    # each bank trade button says its rate (#28): 4:1 without a harbour
    assert "Trade 4 ore for 1 wool (4:1)" in labels(app.actions_box)
    app.choose("BankTrade", "trade ore to the bank for one wool")
    assert g.hand(0)["wool"] >= 1
    n = g.hand(0)["ore"]
    position.give(g, 1, grain=1)       # an offer may only ask for cards the others hold
    app.offer({"ore": 1}, {"grain": 1}, to=1)
    assert g.phase == "main"         # the bot answered at once
    assert g.hand(0)["ore"] in (n, n - 1)
    assert any("offers 1 ore for 1 grain" in line for line in g.log)


def test_undo_takes_back_a_move_without_chance_only():
    app = settlers_app()
    app.click(app.board.legal_targets()[0])
    assert app.undo_stack
    app.undo()
    assert app.game.view()["buildings"] == {} and app.game.phase == "setup_settlement"
    position.skip_setup(app.game)
    app.undo_stack.clear()
    app.press("Roll")                       # chance: cannot be undone
    app.undo()
    assert app.board.message_is_error and "Nothing to undo" in app.board.message


def test_hotseat_passes_the_screen_between_humans():
    app = play("catan", opponents=["human", "random", "random"], seed=3, bot_speed="instant")
    app.click(app.board.legal_targets()[0])
    app.click(app.board.legal_targets()[0])
    assert app.game.current_player == 1 and app.covered
    assert app.board.legal_targets() == []          # nothing clickable until the screen is passed
    app.click("corner:E-I-J")
    assert "Pass the screen" in app.board.message
    assert "hidden" in app.hand_html.value
    app.reveal()
    assert not app.covered and app.viewer == 1 and app.board.legal_targets()
    assert "Player 1's hand" in app.hand_html.value


def test_zarahemla_words_and_temple_counts():
    app = play("zarahemla", opponents=["random", "random"], seed=4, bot_speed="instant")
    assert "temple" in app.players_html.value
    assert "Zarahemla" in app.title.value


def test_heatmap_toggle_uses_the_production_map():
    app = settlers_app()
    app.heatmap.value = True
    assert "Best open intersections" in app.odds_html.value
    assert len(app.board.scene["items"]) > 54


def test_odds_panel_chance_of_a_seven():
    app = settlers_app()
    assert "Chance of a 7 before player 0's next turn" in app.odds_html.value
    assert "42.1%" in app.odds_html.value          # 1 - (5/6)^3 = 91/216


def test_whole_game_by_python_clicks_against_bots():
    app = play("catan", opponents=["random", "random"], seed=6, target=4, bot_speed="instant",
               layout="beginner")
    g = app.game
    for _ in range(3000):
        if g.is_over:
            break
        legal = app.board.legal_targets()
        if legal:
            app.click(legal[0])
        elif app.pending_choice:
            app.press(app.describe(app.pending_choice[0]))
        else:
            names = [type(a).__name__ for a in g.legal_actions()]
            pick = next((n for n in ("Roll", "Discard", "DeclineTrade", "EndTurn") if n in names),
                        None)
            app.act(g.legal_actions()[names.index(pick)] if pick else g.legal_actions()[0])
    assert g.is_over
    assert "Game over" in app.status.value


# ---------------------------------------------------------------- Forbidden Jungle
def test_jungle_click_moves_the_pawn_and_end_turn_draws_threat_cards():
    app = play("forbidden-jungle", seed=1, bot_speed="instant")
    g = app.game
    target = app.board.legal_targets()[0]
    r, c = map(int, target.split(":")[1].split(","))
    app.click(target)
    assert g.view()["adventurers"][0]["row"] == r and g.view()["adventurers"][0]["col"] == c
    assert g.actions_left == 3
    turn = g.turn
    app.press("EndTurn")
    assert g.turn >= turn + 2 or g.is_over       # our turn, then the bot's
    assert app.threat_log and "bg-card" in app.cards_html.value


def test_jungle_threat_cards_drawn_show_even_when_a_shuffle_takes_them_back():
    app = play("forbidden-jungle", seed=1, bot_speed="instant", opponents=["human"])
    g = app.game
    g.force("threat", "Spawn")
    g.force("threat", "Increase Threat & Shuffle")   # both go under the pile at once
    app.press("EndTurn")
    assert g.discard == [] and g.drawn == []
    assert app.threat_log == [(1, ["Spawn", "Increase Threat & Shuffle"])]
    assert "Spawn" in app.cards_html.value and "Increase Threat &amp; Shuffle" in \
        app.cards_html.value


def test_jungle_illegal_click_explains():
    app = play("forbidden-jungle", seed=1, bot_speed="instant")
    before = app.game.to_json()
    app.click("cell:0,0")
    assert app.board.message_is_error and "cannot be reached" in app.board.message
    assert app.game.to_json() == before


def test_jungle_board_draws_webs_aliens_pawns_and_the_ending():
    app = play("forbidden-jungle", seed=2, bot_speed="instant", difficulty="legendary")
    text = json.dumps(app.board.scene)
    assert "Fools' Landing" in text and "Ex" in text or "Ch" in text
    for _ in range(200):
        if app.game.is_over:
            break
        if app.game.phase == "escape":
            app.click(app.board.legal_targets()[0])
        else:
            app.press("EndTurn")
    assert app.game.is_over
    assert "bg-over" in app.status.value
    assert "Lost" in json.dumps(app.board.scene) or "win" in json.dumps(app.board.scene)
    assert "threat" in app.meter_html.value.lower()


def test_jungle_survival_curve_in_the_odds_panel_is_not_flat_on_novice():
    app = play("forbidden-jungle", seed=1, bot_speed="instant", difficulty="novice")
    html = app.odds_html.value
    # the meter's odds are labelled as the meter alone, never as the team's survival (#28)
    assert "polyline" in html and "The threat meter alone" in html
    assert "still in the game" not in html and "the meter only" in html
    # the chart runs until the skull is all but certain: its last point is near the bottom
    pts = re.search(r"<polyline points='([^']*)'", html).group(1).split()
    ys = [float(p.split(",")[1]) for p in pts]
    assert max(ys) - min(ys) > 40, ys
    assert "at the earliest in" in html
    assert "exact threat chain" not in html           # words, not jargon
    assert "falls away" in html                        # the Collapse explained


def test_jungle_undo_a_move_but_not_an_exploration():
    app = play("forbidden-jungle", seed=1, bot_speed="instant")
    g = app.game
    start = g.to_json()
    app.click(app.board.legal_targets()[0])
    app.undo()
    assert g.to_json() == start


def test_bot_names_and_instances():
    bot = RandomBot(1)
    assert seat_player(bot, "catan", 0) is bot
    assert seat_player("human", "catan", 0) is None
    assert seat_player(None, "catan") is None
    assert type(seat_player("greedy", "catan", 0)).__name__ == "SettlersGreedyBot"
    with pytest.raises(ValueError):
        seat_player("grandmaster", "catan", 0)
    with pytest.raises(TypeError):
        seat_player(3, "catan", 0)
    with pytest.raises(ValueError):
        play("catan", opponents=["random"], players=4)


def test_scene_is_small_and_json():
    app = settlers_app()
    assert len(app.board._scene_json) < 30_000  # noqa: SLF001 - a test of the play app's own internals
    assert json.loads(app.board._background_json)  # noqa: SLF001 - a test of the play app's own internals


def test_forbidden_jungle_actions_module_names_match():
    # the widget relies on these action classes for board targets
    assert F.Move and F.Escape and A.BuildRoad
