"""What a click sends to the browser: one board message, and panel updates only for what changed.

Every widget trait set to a new value is a message of its own (and a DOM update
in the page), every new widget another; the page waits for them in turn.  These
tests count the messages the kernel would send (``Widget._send`` and widget
openings), with the board "live" as it is once a page has said hello.
"""

from __future__ import annotations

import json

import ipywidgets as W
import pytest

import boardgames
from boardgames.forbidden_jungle import position as jungle_position
from boardgames.settlers import position
from boardgames.widgets.board import BoardWidget


class Sent:
    """The widget messages sent while it is installed: (widget class, method, what)."""

    def __init__(self, monkeypatch):
        self.log: list[tuple[str, str, object]] = []
        send, opened = W.Widget._send, W.Widget.open  # noqa: SLF001 - a test of the play app's own internals

        def _send(widget, msg, buffers=None):
            what = (sorted(msg.get("state", {})) if msg.get("method") == "update"
                    else msg.get("content"))
            self.log.append((type(widget).__name__, msg.get("method"), what))
            return send(widget, msg, buffers)

        def _open(widget):
            if widget.comm is None:
                self.log.append((type(widget).__name__, "open", None))
            return opened(widget)

        monkeypatch.setattr(W.Widget, "_send", _send)
        monkeypatch.setattr(W.Widget, "open", _open)

    def clear(self) -> None:
        self.log.clear()

    def board(self) -> list[dict]:
        """The board's own messages, decoded."""
        return [json.loads(c["json"]) for w, m, c in self.log
                if w == "BoardWidget" and m == "custom" and c.get("type") == "update"]


@pytest.fixture
def sent(monkeypatch):
    return Sent(monkeypatch)


def live(app):
    app.board._on_custom_msg(app.board, {"type": "hello", "rev": app.board._rev}, [])  # noqa: SLF001 - a test of the play app's own internals
    return app


def test_a_legal_click_is_one_board_message_with_the_redraw_the_words_and_done(sent):
    app = live(boardgames.play("catan", seed=1, bot_speed="instant"))
    sent.clear()
    app.click(app.board.legal_targets()[0])          # a settlement; the road is next
    board = [x for x in sent.log if x[0] == "BoardWidget"]
    assert len(board) == 1, board
    (msg,) = sent.board()
    assert msg["done"] and msg["scene"] and "settlement" in msg["say"]
    assert msg["from"] == msg["rev"] - 1


def test_an_illegal_click_is_one_message_with_the_reason_and_done(sent):
    app = live(boardgames.play("catan", seed=1, bot_speed="instant"))
    sent.clear()
    app.click("tile:E")
    # the board's message first; then only the event log, which keeps the notice (#28)
    assert [x[0] for x in sent.log] == ["BoardWidget", "HTML"]
    assert sent.log[1][2] == ["value"] and "bg-log-box" in app.log_html.value
    (msg,) = sent.board()
    assert msg["done"] and msg["error"] and "not allowed" in msg["say"] and "scene" not in msg
    assert "Not done: " + msg["say"] in [line for line, _who in app.events]
    # the traits say it too, for a page opened later, without a message of their own
    assert app.board.message == msg["say"] and app.board.message_is_error


@pytest.mark.parametrize("name", ["catan", "zarahemla", "forbidden-jungle"])
def test_panels_unchanged_send_nothing_and_keep_their_widgets(sent, name):
    app = live(boardgames.play(name, seed=3, bot_speed="instant"))
    if name != "forbidden-jungle":
        position.skip_setup(app.game, rolled=True)
        position.give(app.game, 0, **{r: 4 for r in app.game.ruleset.resources})
    app.refresh_panels()
    rows = app.actions_box.children
    sent.clear()
    app.refresh_panels()
    app.refresh_panels()
    assert sent.log == []
    assert app.actions_box.children == rows and all(a is b for a, b in zip(
        app.actions_box.children, rows, strict=True))


def test_a_move_in_forbidden_jungle_sends_only_what_changed(sent):
    app = live(boardgames.play("forbidden-jungle", seed=4, bot_speed="instant",
                               opponents=["random"]))
    sent.clear()
    app.click(app.board.legal_targets()[0])
    assert len(sent.board()) == 1
    # no box or panel made anew (a button for a move not offered before is new, once)
    assert not [x for x in sent.log if x[1] == "open" and x[0] in ("HBox", "VBox", "HTML")]
    changed = {(w, tuple(what)) for w, m, what in sent.log if m == "update"}
    # the status (actions left), the team table (where the pawn is) and the log
    assert len(changed) <= 5, changed
    assert ("HTML", ("value",)) in changed
    assert not any(w == "HTML" and "odds" in str(what) for w, _m, what in sent.log)


def test_redraws_inside_a_batch_are_one_message_against_what_the_page_has(sent):
    board = BoardWidget()
    board._live = True  # noqa: SLF001 - a test of the play app's own internals
    board.scene = {"items": [{"t": "circle", "r": 1, "id": "a"}, {"t": "circle", "r": 1,
                                                                    "id": "b"}]}
    sent.clear()
    with board.batch():
        board.scene = {"items": [{"t": "circle", "r": 2, "id": "a"},
                                 {"t": "circle", "r": 1, "id": "b"}]}
        board.say("one")
        board.scene = {"items": [{"t": "circle", "r": 2, "id": "a"},
                                 {"t": "circle", "r": 3, "id": "b"}]}
        board.say("two", error=True)
    (msg,) = sent.board()
    assert set(msg["scene"]["changed"]) == {"a", "b"}       # both, against the page's copy
    assert msg["say"] == "two" and msg["error"] and "done" not in msg
    sent.clear()
    with board.batch():
        pass
    assert sent.log == []                                    # nothing changed: nothing sent


def test_a_view_behind_gets_the_whole_board_and_the_message_again(sent):
    board = BoardWidget()
    board._live = True  # noqa: SLF001 - a test of the play app's own internals
    board.scene = {"items": [{"t": "circle", "r": 1, "id": "a"}]}
    board.say("hello there")
    sent.clear()
    board._on_custom_msg(board, {"type": "hello", "rev": 0}, [])  # noqa: SLF001 - a test of the play app's own internals
    (msg,) = sent.board()
    assert msg["scene"]["groups"] and msg["say"] == "hello there"
    sent.clear()
    board._on_custom_msg(board, {"type": "hello", "rev": board._rev}, [])  # noqa: SLF001 - a test of the play app's own internals
    assert sent.log == []                                    # up to date: nothing to send
    board._on_custom_msg(board, {"type": "resync"}, [])  # noqa: SLF001 - a test of the play app's own internals
    assert sent.board()[0]["scene"]["groups"]
    full = json.loads(board._scene_json)  # noqa: SLF001 - a test of the play app's own internals
    assert full["rev"] == board._rev and full["groups"]  # noqa: SLF001 - a test of the play app's own internals


def test_before_any_page_the_traits_carry_the_board(sent):
    # a notebook run with no page (nbclient): saved widget state must show the board
    board = BoardWidget()
    board.scene = {"items": [{"t": "circle", "r": 1, "id": "a"}]}
    board.say("hi")
    assert ("BoardWidget", "update", ["_scene_json"]) in sent.log
    assert any(w == "BoardWidget" and m == "update" and "message" in what
               for w, m, what in sent.log)
    assert sent.board() == []
    assert json.loads(board._scene_json)["groups"][0][0] == "a"  # noqa: SLF001 - a test of the play app's own internals


def test_new_buttons_carry_their_classes_in_their_first_message(sent):
    app = live(boardgames.play("catan", seed=1, bot_speed="instant"))
    position.skip_setup(app.game)
    sent.clear()
    app.refresh_panels()
    assert any(x[:2] == ("Button", "open") for x in sent.log)
    assert not [x for x in sent.log if x[1] == "update" and x[2] == ["_dom_classes"]]


def test_jungle_targets_on_your_own_tile_are_a_third_of_it(sent):
    g = boardgames.new_game("forbidden-jungle", players=2, seed=3,
                            adventurers=["Navigator", "Explorer"])
    jungle_position.place_tile(g, (3, 2), 3)
    jungle_position.place_pawn(g, "Navigator", (3, 2))
    jungle_position.add_aliens(g, (3, 2), eggs=2, hatchlings=1, adults=1)
    jungle_position.add_aliens(g, (3, 1), eggs=1)
    jungle_position.set_webs(g, (3, 2), "right", 2)
    app = boardgames.play(g, opponents=["random"], bot_speed="instant")
    items = app.board.scene["items"]
    boxes = {it["id"]: it for it in items if it.get("id", "").startswith(("piece:", "web:"))}
    for what in ("egg", "hatchling", "adult"):
        box = boxes[f"piece:3,2:{what}"]
        assert box["t"] == "rect" and box["width"] >= 0.32 and box["height"] >= 0.32
    web = boxes["web:3,2:right"]
    assert min(web["width"], web["height"]) >= 0.22 and max(web["width"], web["height"]) >= 0.5
    # on another tile a piece is its shape only: a click there to move is not taken for it
    assert boxes["piece:3,1:egg"]["t"] == "ellipse"
