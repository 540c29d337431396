"""Pig's play app: the die, both scores and the turn total on the board; Roll and Hold buttons.

It is a :class:`boardgames.widgets.app.GameApp` like the other games' apps: the
buttons, bots, undo, the teacher panel (decide the next roll) and the history
come from it.  The board draws the scores as bars towards the goal, the turn
total on top of the mover's bar, and the last roll as a die face.

>>> from boardgames.pig.app import PigApp
>>> import boardgames
>>> from boardgames.pig.bots import HoldAtBot
>>> app = PigApp(boardgames.new_game("pig", seed=1), [None, HoldAtBot(20)], "instant")
>>> app.button_labels()
['Roll the die']
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as W

from ..widgets.app import PLAYER_COLOURS, GameApp
from .bots import optimal_hold
from .game import Hold, Roll

PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)]}
BAR = 60.0         # the length of a score bar that reaches the goal


def die_face(value: int | None, x: float, y: float, size: float) -> list[dict]:
    """The shapes of a die showing ``value`` (None: a blank die) with its corner at (x, y).

    >>> [it["t"] for it in die_face(3, 0, 0, 10)]
    ['rect', 'circle', 'circle', 'circle']
    """
    items: list[dict] = [{"t": "rect", "x": x, "y": y, "width": size, "height": size,
                          "rx": size / 8, "fill": "#fffdf5", "stroke": "#222",
                          "stroke-width": 0.6, "k": "die", "cls": "bg-piece",
                          "title": f"the last roll: {value}" if value else "no roll yet"}]
    for col, row in PIPS.get(value or 0, []):
        items.append({"t": "circle", "cx": x + size * (0.25 + 0.25 * col),
                      "cy": y + size * (0.25 + 0.25 * row), "r": size / 11,
                      "fill": "#c0392b" if value == 1 else "#222", "k": "die"})
    return items


class PigApp(GameApp):
    """The play app for Pig (two seats; seat 0 is usually the student)."""

    def __init__(self, game: Any, seats: list[Any], bot_speed: str | float = "normal"):
        super().__init__(game, seats, bot_speed, title="Pig")
        self._before_total = 0
        self.scores_html = W.HTML()
        self.scores_html.add_class("bg-pig-scores")
        side = W.VBox([self.status, self.scores_html, self.choice_box, self.actions_box,
                       self.teacher_box, self.win_html, self.odds_html,
                       W.HBox([self.undo_button, self.pause_button, self.speed],
                              layout=W.Layout(flex_flow="row wrap")),
                       self.log_html],
                      layout=W.Layout(flex="1 1 300px", min_width="280px", padding="0 0 0 8px"))
        side.add_class("bg-side")
        board_col = W.VBox([self.board], layout=W.Layout(flex="2 1 360px", min_width="300px"))
        self.children = [self.header, W.HBox([board_col, side],
                                            layout=W.Layout(flex_flow="row wrap", width="100%"))]
        self._start_timeline()
        self.teacher_box.layout.display = "none"
        self._redraw_board()
        self.refresh_panels()
        self.run_bots()

    # -- words ---------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        """A seat's name, saying which seats are bots.

        >>> _app().seat_name(0), _app().seat_name(1)
        ('Player 0', 'Player 1 (bot)')
        """
        if seat is None:
            return "Teacher"
        return f"Player {seat}" + ("" if self.seats[seat] is None else " (bot)")

    def button_label(self, action: Any) -> str:
        """A button's words: Hold says how much it banks.

        >>> app = _app()
        >>> app.game.apply(Roll(), outcome=4)
        >>> app.button_label(Roll()), app.button_label(Hold())
        ('Roll the die', 'Hold (bank 4)')
        """
        return "Roll the die" if isinstance(action, Roll) else \
            f"Hold (bank {self.game.view()['turn_total']})"

    def describe(self, action: Any) -> str:
        """An action's name (what :meth:`press` and :meth:`button_labels` use).

        >>> _app().describe(Hold())
        'Hold'
        """
        return "Roll the die" if isinstance(action, Roll) else "Hold"

    def before_action(self, action: Any) -> None:
        """Keep the turn total, which a 1 or a hold is about to clear (for the log).

        >>> app = _app()
        >>> app.game.apply(Roll(), outcome=5)
        >>> app.before_action(Hold())
        >>> app.game.apply(Hold())
        >>> app.done_words(Hold(), "Hold")
        'holds, banking 5: score 5'
        """
        self._before_total = self.game.view()["turn_total"]

    def done_words(self, action: Any, words: str) -> str:
        """What a roll or a hold did, for the log and the notice.

        >>> app = _app()
        >>> app.game.force("die", 6)
        >>> app.press("Roll")
        >>> app.notes[-1]
        'Player 0: rolls a 6: turn total 6'
        """
        v = self.game.view()
        if isinstance(action, Hold):
            s = v["winner"] if v["winner"] is not None else 1 - v["seat"]
            return f"holds, banking {self._before_total}: score {v['scores'][s]}"
        if v["last_roll"] == 1:
            lost = f" and loses the turn total of {self._before_total}" if self._before_total else ""
            return f"rolls a 1{lost}"
        return f"rolls a {v['last_roll']}: turn total {v['turn_total']}"

    # -- drawing -------------------------------------------------------------
    def scene(self) -> dict:
        """The board: both score bars, the turn total and the die.

        >>> scene = _app().scene()
        >>> scene["viewBox"], [it["text"] for it in scene["items"] if it["t"] == "text"][:1]
        ([0, 0, 100, 62], ['Player 0: 0'])
        """
        v = self.game.view()
        goal = v["goal"]
        # the score labels, their bars and the die are pieces: the board's notice keeps off them
        items: list[dict] = [{"t": "rect", "x": 0, "y": 0, "width": 100, "height": 62,
                              "fill": "#f4f1e8", "rx": 2, "k": "frame"}]
        for seat in (0, 1):
            y = 8 + seat * 16
            score = v["scores"][seat]
            acting = v["seat"] == seat
            items.append({"t": "text", "x": 4, "y": y - 1.5, "font-size": 3.6,
                          "font-weight": "bold" if acting else None,
                          "text": f"{self.seat_name(seat)}: {score}", "k": f"bar:{seat}",
                          "cls": "bg-piece"})
            items.append({"t": "rect", "x": 4, "y": y, "width": BAR, "height": 6,
                          "fill": "#fff", "stroke": "#555", "stroke-width": 0.3,
                          "k": f"bar:{seat}", "cls": "bg-piece"})
            w = BAR * min(score, goal) / goal
            items.append({"t": "rect", "x": 4, "y": y, "width": round(w, 3), "height": 6,
                          "fill": PLAYER_COLOURS[seat], "k": f"bar:{seat}", "cls": "bg-piece"})
            if acting and v["turn_total"]:
                extra = BAR * min(v["turn_total"], max(goal - score, 0)) / goal
                items.append({"t": "rect", "x": round(4 + w, 3), "y": y,
                              "width": round(extra, 3), "height": 6, "fill": PLAYER_COLOURS[seat],
                              "fill-opacity": 0.35, "stroke": PLAYER_COLOURS[seat],
                              "stroke-width": 0.3, "stroke-dasharray": "1 0.6",
                              "k": f"bar:{seat}", "title": f"turn total {v['turn_total']}"})
        items.append({"t": "text", "x": 4, "y": 46, "font-size": 4,
                      "text": f"Turn total: {v['turn_total']}   (goal {goal})", "k": "total"})
        items.extend(die_face(v["last_roll"], 72, 14, 22))
        return {"viewBox": [0, 0, 100, 62], "items": items}

    def refresh_panels(self) -> None:
        """The status line, the scores, the optimal move, the buttons and the log.

        >>> app = _app()
        >>> app.refresh_panels()
        >>> "optimal player would <b>roll</b>" in app.odds_html.value
        True
        """
        g = self.game
        v = g.view()
        if g.is_over:
            self.status.value = (f"<div class='bg-over' style='font-size:18px;padding:6px;"
                                 f"background:#fff3c4;border:2px solid #E69F00'><b>"
                                 f"{html.escape(self.seat_name(v['winner']))} wins</b> with "
                                 f"{v['scores'][v['winner']]} points.</div>")
        else:
            self.status.value = (f"<div style='font-size:15px'>Turn {v['turn']} · "
                                 f"<b>{html.escape(self.seat_name(v['seat']))}</b>: roll or hold"
                                 f" (turn total {v['turn_total']})</div>")
        rows = "".join(
            f"<tr><td>{html.escape(self.seat_name(s))}</td><td style='text-align:right'>"
            f"{v['scores'][s]}</td></tr>" for s in (0, 1))
        self.scores_html.value = (f"<table style='font-size:14px'><tr><th>player</th>"
                                  f"<th>score</th></tr>{rows}</table>"
                                  f"<div>Turn total: <b>{v['turn_total']}</b> · goal {v['goal']}"
                                  "</div>")
        if g.is_over:
            self.odds_html.value = ""
        else:
            me, other = v["scores"][v["seat"]], v["scores"][1 - v["seat"]]
            hold = optimal_hold(v["goal"], me, other, v["turn_total"])
            self.odds_html.value = (
                "<div style='font-size:13px'>A roll loses the turn total with chance 1/6 "
                f"(a 1). With {v['turn_total']} at stake, the optimal player would "
                f"<b>{'hold' if hold else 'roll'}</b> here.</div>")
        buttons = tuple(self._action_buttons())
        if tuple(self.actions_box.children) != buttons:     # send nothing when unchanged
            self.actions_box.children = buttons
        lines = self.notes[-24:]
        self.log_html.value = ("<div class='bg-log-box' tabindex='0' role='log' "
                               "aria-label='Event log' style='max-height:180px;overflow:auto;"
                               "font-size:12px;border-top:1px solid #ccc'><b>Event log</b> "
                               "(newest first)<br>"
                               + "<br>".join(html.escape(x) for x in reversed(lines)) + "</div>")
        self.undo_button.disabled = True          # every Pig move involves the die or ends a turn
        self._refresh_teacher()


def _app() -> PigApp:
    """A seeded app against the hold20 bot (the examples above start from it)."""
    import boardgames

    from .bots import HoldAtBot

    return PigApp(boardgames.new_game("pig", seed=1), [None, HoldAtBot(20)], "instant")
