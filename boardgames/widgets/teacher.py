"""The teacher panel of a play app: stage chance, and step back through the game.

Off by default: the **Teacher** button in every app's header opens it beside the board,
under the current decision (``boardgames.play(..., teacher=True)`` or
``app.show_teacher()`` do the same from code):

* **Decide the next chance event**: pick a kind ("dice", "development card",
  "steal"; "threat", "equipment", "tile" in Forbidden Jungle), read every outcome
  with its exact probability, then decide one. It goes through the engine's
  ``game.force(kind, outcome)``, so the engine checks it; the next event of that
  kind (whoever causes it, a bot or a student) has that outcome.
* **History**: a slider over every step of the game so far. Moving it puts the
  game back at that step (the bots wait there); the next move played from there
  starts a new branch, the old future is dropped and the bots play on by
  themselves ("Play on from here" does it when a bot is to move).
"""

from __future__ import annotations

import html
from collections import defaultdict
from fractions import Fraction
from typing import Any

import ipywidgets as W

from ..core.errors import IllegalAction

MAX_STEPS = 5000          # the history keeps this many steps (the oldest are dropped)
# how each kind of chance event is said in a sentence ("the next dice roll will be 7")
WORDS = {"dice": "dice roll", "development card": "development card", "steal": "stolen card",
         "threat": "threat card", "equipment": "equipment card", "tile": "explored tile",
         "orientation": "tile turn", "adventurer": "adventurer dealt"}


def _words(kind: str) -> str:
    return WORDS.get(kind, kind)


def outcomes(game: Any, kind: str) -> list[tuple[str, Any, Fraction]]:
    """``[(label, value, probability)]`` of the next chance event of ``kind`` now.

    The dice are listed by total (what a teacher says: "suppose a 7"); other kinds
    by outcome.  Outcomes already decided for earlier events of the kind are
    taken into account by the engine.
    """
    nxt = getattr(game, "_next_event", None)
    event = nxt(kind) if nxt is not None else None
    if event is None:
        return []
    dist = event.distribution()
    if kind == "dice":
        totals: dict[int, Fraction] = defaultdict(Fraction)
        for (a, b), p in dist.items():
            totals[a + b] += p
        return [(str(t), t, p) for t, p in sorted(totals.items())]
    return [(str(o), o, p) for o, p in dist.items()]


def _pct(p: Fraction) -> str:
    return f"{100 * float(p):.1f}%"


class TeacherPanel(W.VBox):
    """The panel's widgets, driving an app (a :class:`~boardgames.widgets.app.GameApp`)."""

    def __init__(self, app: Any):
        super().__init__()
        self.app = app
        self.add_class("bg-teacher")
        # short lines: the panel sits beside the board, under the current decision, and its
        # Decide button and history slider must be on a 768-pixel screen with the board
        head = W.HTML("<b>Teacher</b> <span style='font-size:12px;color:#555'>"
                      "(the class sees what you decide)</span>")
        self.kind = W.Dropdown(description="Next", layout=W.Layout(min_width="0"))
        self.kind.add_class("bg-teacher-kind")
        self.outcome = W.Dropdown(description="outcome", layout=W.Layout(min_width="0"))
        self.outcome.add_class("bg-teacher-outcome")
        self.odds = W.HTML()
        self.odds.add_class("bg-teacher-odds")
        self.decide_button = W.Button(description="Decide it", button_style="warning",
                                      icon="magic", layout=W.Layout(width="auto"))
        self.decide_button.add_class("bg-teacher-decide")
        self.decide_button.add_class("bg-wrap")
        self.decide_button.on_click(lambda _b: self.decide())
        self.clear_button = W.Button(description="Forget decided", icon="times",
                                     layout=W.Layout(width="auto"))
        self.clear_button.add_class("bg-teacher-clear")
        self.clear_button.add_class("bg-wrap")
        self.clear_button.on_click(lambda _b: self.clear())
        self.queued = W.HTML()
        self.queued.add_class("bg-teacher-queued")
        self.slider = W.IntSlider(min=0, max=0, value=0, description="History: step",
                                  style={"description_width": "initial"},
                                  continuous_update=False, layout=W.Layout(width="auto"))
        self.slider.add_class("bg-teacher-history")
        self.step_html = W.HTML()
        self.step_html.add_class("bg-teacher-step")
        self.play_on_button = W.Button(description="Play on from here", icon="play",
                                       tooltip="drop the later steps; the bots play on",
                                       layout=W.Layout(width="auto"),
                                       _dom_classes=("bg-teacher-play-on", "bg-wrap"))
        self.play_on_button.on_click(lambda _b: self.app.play_on())
        self._quiet = False
        self.kind.observe(lambda _c: self._fill_outcomes(), names="value")
        self.outcome.observe(lambda _c: self._show_odds(), names="value")
        self.slider.observe(self._slid, names="value")
        menus = W.VBox([self.kind, self.outcome])
        menus.add_class("bg-menu")          # labels above the drop-downs, as in the panels
        self.children = [head, menus, self.odds,
                         W.HBox([self.decide_button, self.clear_button],
                                layout=W.Layout(flex_flow="row wrap")),
                         self.queued, self.slider, self.step_html, self.play_on_button]
        self.layout = W.Layout(border="2px dashed #A02C00", padding="4px", margin="6px 0")

    # ------------------------------------------------------------------ chance
    def refresh(self) -> None:
        g = self.app.game
        kinds = list(g.chance_kinds()) if hasattr(g, "chance_kinds") else []
        self._quiet = True
        try:
            if list(self.kind.options) != kinds:
                keep = self.kind.value
                self.kind.options = kinds
                self.kind.value = keep if keep in kinds else (kinds[0] if kinds else None)
        finally:
            self._quiet = False
        self._fill_outcomes()
        self._show_queue()
        self._fill_history()

    def _fill_outcomes(self) -> None:
        kind = self.kind.value
        try:
            outs = outcomes(self.app.game, kind) if kind else []
        except IllegalAction as exc:
            outs = []
            self.odds.value = f"<div style='font-size:12px'>{html.escape(str(exc))}</div>"
        self._outs = outs
        keep = self.outcome.value
        opts = [(f"{label}: {p} ≈ {_pct(p)}", i) for i, (label, _v, p) in enumerate(outs)]
        self.outcome.options = opts
        labels = [label for label, _v, _p in outs]
        prefer = "7" if kind == "dice" and "7" in labels else None
        if prefer is not None and (keep is None or keep >= len(outs)):
            self.outcome.value = labels.index(prefer)
        elif opts:
            self.outcome.value = keep if keep is not None and keep < len(opts) else 0
        self._show_odds()

    def _show_odds(self) -> None:
        outs = getattr(self, "_outs", [])
        i = self.outcome.value
        if not outs or i is None or i >= len(outs):
            if not outs and self.kind.value:
                self.odds.value = (f"<div style='font-size:12px'>No {html.escape(self.kind.value)} "
                                   "event can happen now.</div>")
            self.decide_button.disabled = True
            return
        label, _v, p = outs[i]
        mark = " style='background:#fff3c4'"
        rows = "".join(f"<tr{mark if j == i else ''}>"
                       f"<td>{html.escape(lab)}</td><td>{q}</td><td>{_pct(q)}</td></tr>"
                       for j, (lab, _w, q) in enumerate(outs[:12]))
        more = f"<div>… and {len(outs) - 12} more</div>" if len(outs) > 12 else ""
        # the whole table folded away: the panel stays short beside the board
        self.odds.value = (f"<div style='font-size:12px'>Before deciding: the next "
                           f"{html.escape(_words(self.kind.value))} is <b>{html.escape(label)}</b> with "
                           f"probability <b>{p} ≈ {_pct(p)}</b>.<details><summary>every outcome"
                           f"</summary><table style='font-size:11px'>"
                           f"<tr><th>outcome</th><th>probability</th><th>percent</th></tr>{rows}"
                           f"</table>{more}</details></div>")
        self.decide_button.disabled = False
        self.decide_button.description = f"Decide: the next {_words(self.kind.value)} is {label}"

    def decide(self, kind: str | None = None, outcome: Any = None) -> bool:
        """Decide the next event of ``kind`` (default: the one chosen in the panel)."""
        app = self.app
        if kind is None:
            kind = self.kind.value
            outs = getattr(self, "_outs", [])
            i = self.outcome.value
            if kind is None or i is None or i >= len(outs):
                app.say("Choose a kind of chance event and an outcome first.", error=True)
                return False
            label, outcome, p = outs[i]
        else:
            label, p = str(outcome), None
            for lab, v, q in outcomes(app.game, kind):
                if v == outcome or lab == str(outcome):
                    label, p = lab, q
        try:
            app.game.force(kind, outcome)
        except IllegalAction as exc:
            app.say(str(exc)[:1].upper() + str(exc)[1:], error=True)
            return False
        odds = f" (it had a {p} ≈ {_pct(p)} chance)" if p is not None else ""
        app.notes.append(f"Teacher: the next {_words(kind)} will be {label}{odds}.")
        app.teacher_note(f"Teacher: the next {_words(kind)} will be {label}{odds}.")
        app.say(f"Decided: the next {_words(kind)} will be {label}{odds}.", log=False)
        app.refresh_panels()
        app.run_bots()
        return True

    def clear(self) -> None:
        self.app.game.chance.forced.clear()
        self.app.say("No chance event is decided now.")
        self.refresh()

    def _show_queue(self) -> None:
        forced = list(self.app.game.chance.forced)
        self.queued.value = ("<div style='font-size:12px'>Decided and still to come: "
                             + (", ".join(f"{html.escape(str(k))} {html.escape(str(v))}"
                                          for k, v in forced) or "nothing") + "</div>")
        self.clear_button.disabled = not forced
        # nothing decided: neither the line nor the button takes room beside the board
        self.queued.layout.display = None if forced else "none"
        self.clear_button.layout.display = None if forced else "none"

    # ----------------------------------------------------------------- history
    def _fill_history(self) -> None:
        app = self.app
        n = len(app.timeline) - 1
        self._quiet = True
        try:
            with self.slider.hold_sync():      # its end and its place: one message
                self.slider.max = max(n, 0)
                self.slider.value = app.at
        finally:
            self._quiet = False
        words = app.timeline[app.at]["words"] if app.timeline else ""
        later = n - app.at
        waiting = app.looking_back or (later and app.paused)
        self.step_html.value = (f"<div style='font-size:12px'>Step {app.at} of {n}"
                                + (f": after “{html.escape(words)}”" if words else ": the start")
                                + (f". {later} later step(s) are kept until a move is played "
                                   "from here (then they are dropped)." if later else ".")
                                + (" <b>The bots wait here</b>: a move played here, or “Play on "
                                   "from here”, lets them play on by themselves."
                                   if waiting else "")
                                + "</div>")
        self.play_on_button.layout.display = None if later or app.paused else "none"

    def _slid(self, change: dict) -> None:
        if self._quiet:
            return
        self.app.go_to(int(change["new"]))
