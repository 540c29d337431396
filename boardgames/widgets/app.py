"""The play app shared by every game: seats, bots, buttons, undo, the log.

A :class:`GameApp` is an ``ipywidgets.VBox`` holding a clickable
:class:`~boardgames.widgets.board.BoardWidget` and panels.  It holds no rule:

* the **board** highlights the targets of ``game.legal_actions()`` (each game's
  app says which shape an action belongs to), and a click applies the one
  legal action there (or offers a choice when several share the spot);
* a click on a spot with no legal action tries the natural action there on a
  copy of the game, so the student reads the engine's own ``IllegalAction``
  sentence, and the game is not touched;
* every other legal action is a **button** (families of many, like bank
  trades, are a drop-down and a button);
* **bots** take their seats' turns, instantly or at a chosen speed; a teacher
  can pause them;
* **undo** steps back over a human's own moves that involved no chance (no
  dice, no card, no steal), while the same seat is still to act.

Tests drive an app from Python exactly as a student does in the browser:
``app.click("corner:E-I-J")``, ``app.press("Roll")``, ``app.choose("BankTrade", text)``.
"""

from __future__ import annotations

import asyncio
import html
import threading
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from ..core.errors import IllegalAction
from ..viz.palette import PIECE_COLOURS, PIECE_NAMES
from .board import BoardWidget

HUMAN = None
SPEEDS = {"instant": 0.0, "fast": 0.25, "normal": 0.7, "slow": 1.5}
# dark piece colours that stand out on every terrain (see boardgames.viz.palette)
PLAYER_COLOURS = PIECE_COLOURS
PLAYER_NAMES = PIECE_NAMES
MANY = 4          # an action family longer than this becomes a drop-down


def seat_player(spec: Any, game_name: str, seed: int | None = None) -> Any:
    """A seat's player: ``None`` or ``"human"`` for a person (:data:`HUMAN`), a bot
    instance (anything with ``.choose``) as it is, or a bot name for
    :func:`boardgames.bots.make_bot` (which resolves the game's aliases).

    ``"planner"`` (Forbidden Jungle's strong player) still means ``"greedy"`` in a game
    whose record has no bot or alias of that name, so one opponent list serves every game
    (until the settlers records list the alias themselves).

    Examples
    --------
    >>> seat_player("human", "catan") is HUMAN
    True
    >>> seat_player("planner", "zarahemla", seed=1)
    SettlersGreedyBot()
    """
    from .. import bots
    from ..core.gametype import game_type

    if spec is None or spec == "human":
        return HUMAN
    if not isinstance(spec, str):
        if not hasattr(spec, "choose"):
            raise TypeError(f"an opponent is a bot (with .choose), a bot name or 'human', not {spec!r}")
        return spec
    name = spec.strip().lower()
    record = game_type(game_name)
    if name == "planner" and name not in record.bots and name not in record.bot_aliases:
        name = "greedy"
    return bots.make_bot(name, game_name, seed=seed)


#: games played out for a seat's "chance of winning from here" (in the odds helper process; at
#: most: it stops once the 95% interval is this wide on each side)
SEAT_WIN_ROLLOUTS, SEAT_WIN_HALF_WIDTH = 60, 0.08


def seat_win_text(game: Any, seat: int, rollouts: int = SEAT_WIN_ROLLOUTS) -> str:
    """The odds panel's line: the chance ``seat`` wins from here
    (:func:`boardgames.analysis.win_chance`, from what that seat can see), with its 95%
    interval; "" when it cannot be worked out.

    Examples
    --------
    >>> import boardgames
    >>> text = seat_win_text(boardgames.new_game("catan", players=3, seed=1), 0, rollouts=10)
    >>> "Chance player 0 wins from here" in text and "95% interval" in text
    True
    """
    from .win_line import chance_words, win_point
    return chance_words(win_point(game, seat, rollouts, SEAT_WIN_HALF_WIDTH), seat)


def make_bot(spec: Any, seed: int | None, game_name: str) -> Any:
    """The old name of :func:`seat_player` (its arguments in another order); kept while
    ``boardgames.widgets`` still lists it among its lazy names."""
    return seat_player(spec, game_name, seed)


class GameApp(W.VBox):
    """Base class; :class:`SettlersApp` and :class:`JungleApp` fill in the game's look."""

    #: action classes whose target is a board shape (the rest are buttons)
    board_actions: tuple[str, ...] = ()
    #: the chance of winning from here: games played out (at most) and the 95% interval's
    #: half width where they stop (the same for every step of the history line)
    win_rollouts: int = SEAT_WIN_ROLLOUTS
    win_half_width: float = SEAT_WIN_HALF_WIDTH

    def __init__(self, game: Any, seats: list[Any], bot_speed: str | float = "normal",
                 title: str = ""):
        super().__init__()
        self.game = game
        self.seats = list(seats)
        self.humans = [s for s, b in enumerate(self.seats) if b is HUMAN]
        self.viewer = self.humans[0] if self.humans else 0
        self.covered = False
        self.paused = False
        self.looking_back = False    # the history slider went back: bots wait for a move here
        self.pending_choice: list = []
        self.undo_stack: list[tuple[Any, int]] = []
        self.notes: list[str] = []       # app's own event lines (moves described in words)
        self.version = 0
        self._bot_handle: Any = None
        self._background: Any = None
        self._buttons: dict[str, W.Button] = {}
        self._menus: dict[str, tuple[W.Dropdown, W.Button, W.HBox]] = {}
        # what each action button and drop-down plays now (kept here, not on the widgets)
        self._button_actions: dict[int, Any] = {}
        self._menu_actions: dict[str, list] = {}
        self._rows: dict[str, W.HBox] = {}
        self._lines: dict[str, W.HTML] = {}
        self.board = BoardWidget(on_click=self._on_board_click)
        self.board.layout = W.Layout(width="100%")
        self.title = W.HTML(f"<h3 class='bg-title' style='margin:2px 0'>{html.escape(title)}</h3>")
        # the header: the game's name and, at the right, the Teacher button (the panel
        # opens beside the board, under the current decision)
        self.teacher_button = W.ToggleButton(description="Teacher", icon="graduation-cap",
                                             tooltip="show the teacher panel: decide the next "
                                                     "chance event, step back in the history",
                                             layout=W.Layout(width="auto"),
                                             _dom_classes=("bg-teacher-toggle",))
        self.teacher_button.observe(lambda c: self.show_teacher(bool(c["new"])), names="value")
        self.header = W.HBox([self.title, self.teacher_button],
                             layout=W.Layout(justify_content="space-between",
                                             align_items="center", width="100%"))
        self.header.add_class("bg-header")
        self.status = W.HTML()
        self.status.add_class("bg-status")
        self.actions_box = W.VBox()
        self.actions_box.add_class("bg-actions")
        self.choice_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.choice_box.add_class("bg-choices")
        self.cover_label = W.HTML()
        self.cover_button = W.Button(description="show my hand", button_style="warning",
                                     icon="eye", layout=W.Layout(width="auto"))
        self.cover_button.add_class("bg-pass")
        self.cover_button.on_click(lambda _b: self.reveal())
        self.cover_box = W.VBox([self.cover_label, self.cover_button])
        self.cover_box.add_class("bg-cover")
        self.undo_button = W.Button(description="Undo", icon="undo", tooltip="undo your last move",
                                    layout=W.Layout(width="auto"))
        self.undo_button.add_class("bg-undo")
        self.undo_button.on_click(lambda _b: self.undo())
        self.speed = W.Dropdown(options=list(SPEEDS), description="bots:",
                                layout=W.Layout(width="160px"))
        self.speed.value = bot_speed if isinstance(bot_speed, str) else "instant"
        self._delay = SPEEDS.get(self.speed.value, 0.0) if isinstance(bot_speed, str) \
            else float(bot_speed)
        self.speed.observe(self._speed_changed, names="value")
        self.pause_button = W.ToggleButton(description="pause bots", icon="pause",
                                           layout=W.Layout(width="auto"))
        self.pause_button.add_class("bg-pause")
        self.pause_button.observe(self._pause_changed, names="value")
        self.log_html = W.HTML()
        self.log_html.add_class("bg-log")
        self.odds_html = W.HTML()
        self.odds_html.add_class("bg-odds")
        # the chance of winning from here and its line over the history (one widget: one
        # message when either changes), worked out in the odds helper process
        self.win_html = W.HTML()
        self.win_html.add_class("bg-win")
        self._win_known: dict[tuple[str, Any], dict | None] = {}   # the newest positions' points
        self._win_asking = False         # a thread is waiting for the helper's answer
        self._win_off = False            # no threads here (JupyterLite): the panel stays empty
        self._win_drawn = 0.0            # when the line was last redrawn (the loop's clock)
        # the teacher panel (built on first use) and the game's history, one step an action
        self.teacher: Any = None
        self.teacher_box = W.VBox()
        self.teacher_box.add_class("bg-teacher-slot")
        self.timeline: list[dict] = []
        self.at = 0
        self.add_class("bg-app")
        self.add_class(f"bg-app-{game.name}")
        self.layout = W.Layout(width="100%")

    def __repr__(self) -> str:
        g = self.game
        bots = sum(1 for b in self.seats if b is not HUMAN)
        return (f"<{type(self).__name__}: {g.name}, {len(self.seats)} seats "
                f"({len(self.seats) - bots} human, {bots} bot)>")

    # ------------------------------------------------------------- to override
    def target_of(self, action: Any) -> str | None:
        """The board shape an action belongs to (None: it is a button)."""
        return None

    def guess(self, target: str) -> Any:
        """The action a click on ``target`` most likely means now (to explain why not)."""
        return None

    def scene(self) -> dict:
        raise NotImplementedError

    def refresh_panels(self) -> None:
        raise NotImplementedError

    def describe(self, action: Any) -> str:
        d = getattr(self.game, "describe", None)
        return d(action) if d else str(action)

    def button_label(self, action: Any) -> str:
        """An action's words on its button."""
        return self.describe(action)

    def menu_label(self, action: Any) -> str:
        """An action's words in a drop-down (games shorten them where the panel is narrow)."""
        return self.describe(action)

    def seat_name(self, seat: int) -> str:
        return f"Player {seat}"

    def log_lines(self) -> list[str]:
        return self.notes

    # --------------------------------------------------------------- the driver
    @property
    def acting(self) -> int | None:
        return self.game.current_player

    def is_human_turn(self) -> bool:
        s = self.acting
        return s is not None and self.seats[s] is HUMAN

    def legal(self) -> list:
        return self.game.legal_actions()

    def _on_board_click(self, target: str) -> Callable[[], None] | None:
        self.click_target(target)
        return self._after

    def click(self, target: str) -> None:
        """What a click on the board shape ``target`` does (tests call this)."""
        self.board.click(target)

    def click_target(self, target: str) -> None:
        self.pending_choice = []
        if self.game.is_over:
            return self.say("The game is over.", error=True)
        if not self.is_human_turn():
            return self.say(f"Wait: it is {self.seat_name(self.acting)}'s turn (a bot).",
                             error=True)
        if self.covered:
            return self.say(f"Pass the screen to {self.seat_name(self.acting)} first.", error=True)
        here = [a for a in self.legal() if self.target_of(a) == target]
        if len(here) == 1:
            self.act(here[0], redraw_panels=False)
            return
        if len(here) > 1:
            self.pending_choice = here
            with self.board.batch():
                self.say(self.choice_words(here))
                self._redraw_board()
            return
        action = self.guess(target)
        reason = "There is nothing to do there now."
        if action is not None:
            try:
                self.game.copy().apply(action)
                reason = f"{self.describe(action)} is not one of the moves offered now."
            except IllegalAction as exc:
                reason = _sentence(str(exc))
        self.say(reason, error=True)

    def choice_words(self, here: list) -> str:
        """The notice when a click could mean several moves (games say how to pick one)."""
        return "Choose: " + " or ".join(self.describe(a) for a in here) + "."

    def _after(self) -> None:
        self.refresh_panels()
        self.run_bots()

    def act(self, action: Any, redraw_panels: bool = True) -> bool:
        """Apply a human's action; an illegal one shows the engine's reason and changes nothing."""
        seat = self.acting
        words = self.describe(action)
        undoable = self._undoable(action)
        before = self.game.copy() if undoable else None
        self.before_action(action)
        try:
            self.game.apply(action)
        except IllegalAction as exc:
            self.say(_sentence(str(exc)), error=True)
            if redraw_panels:
                self.refresh_panels()
            return False
        self.pending_choice = []
        if undoable:
            self.undo_stack.append((before, seat))
        else:
            self.undo_stack.clear()
        words = self.done_words(action, words)
        self.note(seat, words)
        self.after_action(action)
        self._record(self.narrate(seat, words))
        self._check_cover()
        if self.looking_back:         # a move played from an earlier step: a new branch
            self._resume_after_branch()
        with self.board.batch():      # one message to the browser: the board and its caption
            self.say(_sentence(self.narrate(seat, words)), log=False)
            self._redraw_board()
        if redraw_panels:
            self._after()
        return True

    def _undoable(self, action: Any) -> bool:
        try:
            return self.game.chance_of(action) is None
        except IllegalAction:
            return False

    def note(self, seat: int | None, words: str) -> None:
        self.notes.append(self.narrate(seat, words))

    def narrate(self, seat: int | None, words: str) -> str:
        """One sentence for the log and the message: who did what, said once."""
        return f"{self.seat_name(seat)}: {words}"

    def done_words(self, action: Any, words: str) -> str:
        """What an applied action did, for the message and the history (default: its description).

        A game whose action's words are an instruction ("roll the dice") says
        the outcome instead, so the message under a student's eyes never reads
        as something still to do.
        """
        return words

    def before_action(self, action: Any) -> None:
        """Called before every action is applied (human or bot); games note what they compare."""

    def after_action(self, action: Any) -> None:
        """Called after every applied action (human or bot); games record what they show."""

    def press(self, what: str | type) -> None:
        """Press the button for a legal action: its class name (``"Roll"``) or its words."""
        if isinstance(what, type):
            what = what.__name__
        for a in self.legal():
            if type(a).__name__ == what or self.describe(a) == what or str(a) == what:
                if self.target_of(a) is None or self.pending_choice:
                    self.act(a)
                    return
        for a in self.pending_choice:
            if self.describe(a) == what:
                self.act(a)
                return
        raise LookupError(f"no button {what!r} now; buttons: {self.button_labels()}")

    def choose(self, family: str, text: str) -> None:
        """Pick ``text`` in the drop-down of an action family (e.g. ``"BankTrade"``) and press Do."""
        for a in self.legal():
            if type(a).__name__ == family and self.describe(a) == text:
                self.act(a)
                return
        raise LookupError(f"no {family} action {text!r} now")

    def button_labels(self) -> list[str]:
        return [self.describe(a) for a in self.legal() if self.target_of(a) is None]

    def undo(self) -> None:
        if not self.undo_stack or self.undo_stack[-1][1] != self.acting:
            self.say("Nothing to undo: only your own moves without chance, on your turn.",
                      error=True)
            return
        before, seat = self.undo_stack.pop()
        self.game.restore(before)
        if self.timeline and self.at > 0:      # the undone step leaves the history too
            del self.timeline[self.at:]
            self.at -= 1
        self.notes.append(f"{self.seat_name(seat)} takes back the last move.")
        with self.board.batch():
            self.say("Undone.", log=False)
            self._redraw_board()
        self.refresh_panels()

    # ------------------------------------------------------- teacher and history
    def refresh(self, new_history: bool = False) -> None:
        """Redraw the board and the panels after the game was changed by hand (e.g. with a
        ``position`` helper); ``new_history=True`` also makes this the history's first step."""
        if new_history:
            self._start_timeline()
        self._redraw_board()
        self.refresh_panels()

    def show_teacher(self, show: bool = True) -> Any:
        """Show (or hide) the teacher panel: decide chance events, step back in the game.

        The header's Teacher button does the same; the panel opens beside the board,
        under the current decision, so both are on the screen together.
        """
        if show and self.teacher is None:
            from .teacher import TeacherPanel
            self.teacher = TeacherPanel(self)
            self.teacher_box.children = [self.teacher]
        self.teacher_box.layout.display = None if show else "none"
        if self.teacher_button.value != show:
            self.teacher_button.value = show
        if show:
            self.teacher.refresh()
        return self.teacher

    def teacher_note(self, line: str) -> None:
        """A line in the event log about what the teacher decided (games whose log is not
        :attr:`notes` add it to their own)."""

    def timeline_extra(self) -> Any:
        """What a game's app adds to a history step (the lengths of its own logs)."""
        return None

    def restore_extra(self, extra: Any) -> None:
        """Put the app's own logs back as they were at a history step."""

    def _snapshot(self, words: str) -> dict:
        return {"game": self.game.copy(), "notes": len(self.notes),
                "extra": self.timeline_extra(), "words": words}

    def _record(self, words: str) -> None:
        """Add a history step after an action; a step played after going back drops the old future."""
        from .teacher import MAX_STEPS
        if not self.timeline:
            return
        del self.timeline[self.at + 1:]
        self.timeline.append(self._snapshot(words))
        if len(self.timeline) > MAX_STEPS:
            del self.timeline[:len(self.timeline) - MAX_STEPS]
        self.at = len(self.timeline) - 1

    def _start_timeline(self) -> None:
        self.timeline = [self._snapshot("")]
        self.at = 0

    def go_to(self, step: int) -> None:
        """Put the game back (or forward again) at history ``step``; bots pause there."""
        if not isinstance(step, int) or isinstance(step, bool) or \
                not 0 <= step < len(self.timeline):
            raise ValueError(f"step is a whole number from 0 to {len(self.timeline) - 1}")
        snap = self.timeline[step]
        self.game.restore(snap["game"].copy())
        del self.notes[snap["notes"]:]
        self.restore_extra(snap["extra"])
        self.at = step
        self.undo_stack.clear()
        self.pending_choice = []
        self.covered = False
        later = len(self.timeline) - 1 - step
        if later and not self.paused:
            self.looking_back = True             # the bots wait here until a move is played
            self._set_paused(True)
        elif not later and self.looking_back:    # back at the newest step: play on as before
            self.looking_back = False
            self._set_paused(False)
        if later:
            waits = ("play a move to go on from here" if self.is_human_turn() else
                     "press “Play on from here” (teacher panel) for the bots to go on")
            words = (f"Back at step {step}: {later} later step(s) kept until a move is played "
                     f"here. The bots wait: {waits}; then they play on by themselves.")
        else:
            words = f"Back at step {step}, the newest."
        with self.board.batch():
            self.say(words)
            self._redraw_board()
        self.refresh_panels()
        if not later:
            self.run_bots()

    def play_on(self) -> None:
        """Go on from the history step shown: the later steps are dropped, the bots play."""
        if self.timeline:
            del self.timeline[self.at + 1:]
        self._resume_after_branch()
        self.say(f"Playing on from step {self.at}; the later steps are dropped.")
        self.refresh_panels()
        self.run_bots()

    def _resume_after_branch(self) -> None:
        self.looking_back = False
        if self.paused:
            self._set_paused(False)

    def _set_paused(self, paused: bool) -> None:
        """Pause or resume the bots without letting them move at once (the caller does)."""
        self._quiet_pause = True
        try:
            self.pause_button.value = paused
        finally:
            self._quiet_pause = False
        self.paused = paused

    def _refresh_teacher(self) -> None:
        """What follows the history, at the end of every refresh of the panels: the chance of
        winning and its line, then the teacher panel when it is open."""
        self._refresh_win()
        if self.teacher is not None and self.teacher_box.layout.display != "none":
            self.teacher.refresh()

    # ------------------------------------------------- the chance of winning from here
    def win_seat(self) -> int | None:
        """Whose chance of winning the app shows: the player at the screen, or None (the
        team) in a cooperative game.

        Examples
        --------
        >>> import boardgames
        >>> boardgames.play("catan", seed=1, bot_speed="instant").win_seat()
        0
        >>> print(boardgames.play("forbidden-jungle", seed=1, bot_speed="instant").win_seat())
        None
        """
        return None if getattr(self.game, "cooperative", False) else self.viewer

    def win_history(self) -> list[tuple[int, dict]]:
        """The points of the history line worked out so far: ``(step, point)`` in step order,
        for the seat :meth:`win_seat` names (a point is
        :func:`~boardgames.widgets.win_line.win_point`'s dict).

        Examples
        --------
        >>> import boardgames
        >>> boardgames.play("pig", seed=1, bot_speed="instant").win_history()  # plain Python: none
        []
        """
        key = _win_key(self.win_seat())
        return [(i, snap["win"][key]) for i, snap in enumerate(self.timeline)
                if snap.get("win", {}).get(key) is not None]

    def _refresh_win(self, draw: bool = True) -> None:
        """Show the chance of winning from here and its line over the history, from the
        points already worked out, and ask the helper process for the next missing one.

        Nothing is played out here: a click only draws what is known (the position just
        reached says "working out..." until its point comes back).  In plain Python, with
        no event loop running, nothing is worked out and the panel stays empty.
        """
        loop = _running_loop()
        if loop is None or self._win_off:
            return
        seat = self.win_seat()
        key = _win_key(seat)
        state = self.game.to_json()
        if (state, key) not in self._win_known and self.timeline:
            # back at a step whose point is known (the history slider): no need to ask
            shown = self.timeline[min(self.at, len(self.timeline) - 1)]
            if key in shown.get("win", {}) and shown["game"].to_json() == state:
                self._remember_point(state, key, shown["win"][key])
        # (the steps whose position is known already get their point on the way)
        job = None if self._win_asking else self._next_win_job(state, key)
        if draw:
            self._win_drawn = loop.time()
            self.win_html.value = self._win_panel(state, seat)
        if job is None:
            return
        ask_state, snap = job
        self._win_asking = True

        def done(point: Any) -> None:
            self._win_asking = False
            point = point if isinstance(point, dict) else None
            self._remember_point(ask_state, key, point)
            if snap is not None:
                snap.setdefault("win", {})[key] = point
            # the position on the board, the slider's step and the newest: at once; older
            # steps filled in behind them: the line redrawn once a second at most
            at_once = snap is None or not self.timeline or snap is self.timeline[-1] or \
                snap is self.timeline[min(self.at, len(self.timeline) - 1)] or \
                loop.time() - self._win_drawn > 1.0
            self._refresh_win(draw=at_once)
            if not at_once and not self._win_asking:       # the last one: draw it all
                self._refresh_win()

        rollouts, half = self.win_rollouts, self.win_half_width

        def work() -> None:
            point = None
            try:
                from .jungle_app import _ODDS
                point = _ODDS.point(ask_state, seat, rollouts, half)
            finally:           # never leave the panel waiting, whatever happened
                loop.call_soon_threadsafe(done, point)

        try:
            threading.Thread(target=work, name="boardgames-win", daemon=True).start()
        except RuntimeError:   # no threads (JupyterLite's Pyodide): leave the panel out
            self._win_asking = False
            self._win_off = True
            self.win_html.value = ""

    def _remember_point(self, state: str, key: Any, point: dict | None) -> None:
        self._win_known[(state, key)] = point
        while len(self._win_known) > 16:           # the newest positions only
            del self._win_known[next(iter(self._win_known))]

    def _next_win_job(self, state: str, key: Any) -> tuple[str, dict | None] | None:
        """The next position to work out: ``(its JSON, its history step or None)``; first the
        position on the board, then the slider's step, the newest and back to the start."""
        if (state, key) not in self._win_known:
            return state, None
        n = len(self.timeline)
        for i in (self.at, n - 1, *range(n - 2, -1, -1)):
            snap = self.timeline[i]
            if key in snap.get("win", {}):
                continue
            st = snap["game"].to_json()
            if (st, key) in self._win_known:      # the same position: nothing to play out
                snap.setdefault("win", {})[key] = self._win_known[(st, key)]
                continue
            return st, snap
        return None

    def _win_panel(self, state: str, seat: int | None) -> str:
        from .win_line import chance_words, history_svg
        key = _win_key(seat)
        who = "the team" if seat is None else f"player {seat}"
        points = self.win_history()
        if (state, key) in self._win_known:
            words = chance_words(self._win_known[(state, key)], seat, over=self.game.is_over)
        else:       # the last figure known before this step stays in sight meanwhile
            before = [(i, p) for i, p in points if i < self.at]
            last = (f" (at step {before[-1][0]}: {100 * before[-1][1]['estimate']:.0f}%)"
                    if before else "")
            words = (f"<div class='bg-win-chance' style='color:#444'>Working out the chance "
                     f"{who} wins from here…{last}</div>")
        line = history_svg(points, len(self.timeline) - 1, self.at, who) \
            if points and len(self.timeline) > 1 else ""
        return ("<div class='bg-win-box' style='font-size:13px;line-height:1.35;"
                "background:#f4f8fb;padding:3px 6px;border-left:4px solid #0072B2;margin:4px 0'>"
                + words + line + "</div>")

    # ------------------------------------------------------------------- bots
    def _speed_changed(self, change: dict) -> None:
        self._delay = SPEEDS.get(change["new"], 0.0)

    def _pause_changed(self, change: dict) -> None:
        self.paused = bool(change["new"])
        self.pause_button.description = "resume bots" if self.paused else "pause bots"
        self.pause_button.icon = "play" if self.paused else "pause"
        if getattr(self, "_quiet_pause", False):
            return
        if not self.paused:
            self.looking_back = False
            self.run_bots()

    def bot_step(self) -> bool:
        """Let the bot whose turn it is take one action; False when it is not a bot's turn."""
        g = self.game
        s = g.current_player
        if g.is_over or s is None or self.seats[s] is HUMAN:
            return False
        from ..bots import decide  # gives a Bot the table it may plan on, never the game
        action = decide(self.seats[s], g, s)
        words = self.describe(action)
        self.before_action(action)
        g.apply(action)
        self.undo_stack.clear()
        words = self.done_words(action, words)
        self.note(s, words)
        self.after_action(action)
        self._record(self.narrate(s, words))
        return True

    def run_bots(self, max_actions: int = 20_000) -> None:
        """Bots act until a human must: at once, or one action per tick at the chosen speed."""
        if self.paused:
            return
        delay = self._delay
        loop = _running_loop() if delay > 0 else None
        if loop is None:
            moved = 0
            while moved < max_actions and self.bot_step():
                moved += 1
            if moved:
                self._check_cover()
                self._redraw_board()
                self.refresh_panels()
            return
        if self._bot_handle is not None:
            return

        def tick() -> None:
            self._bot_handle = None
            if self.paused:
                return
            if self.bot_step():
                self._check_cover()
                self._redraw_board()
                self.refresh_panels()
                self._bot_handle = loop.call_later(self.bot_delay(), tick)

        if self.acting is not None and self.seats[self.acting] is not HUMAN:
            self._bot_handle = loop.call_later(self.bot_delay(), tick)

    def bot_delay(self) -> float:
        """The pause before a bot's next move (games shorten it where moves are routine)."""
        return self._delay

    # ---------------------------------------------------------- hotseat screen
    def _check_cover(self) -> None:
        s = self.acting
        if s is None or self.seats[s] is not HUMAN:
            return
        if s != self.viewer:
            if len(self.humans) > 1:
                self.covered = True
            else:
                self.viewer = s

    def reveal(self) -> None:
        """The next human has the screen: show their hand."""
        if self.acting is not None and self.seats[self.acting] is HUMAN:
            self.viewer = self.acting
        self.covered = False
        self._redraw_board()
        self.refresh_panels()

    # ----------------------------------------------------------------- drawing
    def say(self, text: str, error: bool = False, log: bool = True) -> None:
        """A notice near the last click (it fades after a few seconds or at the next action);
        it is kept in the event log too (``log=False``: it is there already)."""
        self.board.say(text, error)
        if log and text:
            self.log_notice(("Not done: " if error else "") + text)

    def log_notice(self, line: str) -> None:
        """Keep a notice in the event log (games whose log is not :attr:`notes` override)."""
        if not self.notes or self.notes[-1] != line:
            self.notes.append(line)

    def _redraw_board(self) -> None:
        self.version += 1
        sc = self.scene()
        bg = sc.pop("background", None)
        if bg is not None and bg is not self._background:
            self._background = bg
            self.board.background = [_clean(it) for it in bg]
        sc["items"] = [_clean(it) for it in sc["items"]]
        sc["version"] = self.version
        sc["game"] = self.game.name
        self.board.scene = sc

    def legal_targets(self) -> dict[str, list]:
        if self.game.is_over or not self.is_human_turn() or self.covered:
            return {}
        out: dict[str, list] = {}
        for a in self.pending_choice or self.legal():
            t = self.target_of(a)
            if t is not None:
                out.setdefault(t, []).append(a)
        return out

    def _action_buttons(self) -> list[W.Widget]:
        """Buttons for the legal non-board actions (families of many as a drop-down)."""
        if self.game.is_over or not self.is_human_turn() or self.covered:
            return []
        rows: list[W.Widget] = []
        fams: dict[str, list] = {}
        for a in self.pending_choice:
            rows.append(self._button(a, choice=True))
        for a in self.legal():
            if self.target_of(a) is None:
                fams.setdefault(type(a).__name__, []).append(a)
        flat = []
        for fam, acts in fams.items():
            if len(acts) <= MANY:
                flat.extend(self._button(a) for a in acts)
            else:
                rows.append(self._menu(fam, acts))
        if flat:
            rows.insert(len(self.pending_choice), self._row("buttons", flat))
        return rows

    def _row(self, key: str, children: list[W.Widget]) -> W.HBox:
        """A wrapping row of widgets, the same box each time (a new box would be a new widget
        sent to the browser); its children are sent only when they are not the same."""
        box = self._rows.get(key)
        if box is None:
            box = self._rows[key] = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        _set_children(box, children)
        return box

    def _html(self, key: str, value: str) -> W.HTML:
        """An HTML line of the panels, the same widget each time (sent only when it changes)."""
        w = self._lines.get(key)
        if w is None:
            w = self._lines[key] = W.HTML()
        w.value = value
        return w

    def _button(self, action: Any, choice: bool = False) -> W.Button:
        label = self.button_label(action)
        key = ("choice:" if choice else "") + label
        b = self._buttons.get(key)
        if b is None:
            # classes and style given at once: they travel in the widget's first message
            b = W.Button(description=label[:1].upper() + label[1:], tooltip=label,
                         layout=W.Layout(width="auto"), button_style="info" if choice else "",
                         _dom_classes=(f"bg-act-{type(action).__name__}", "bg-act")
                         + (("bg-choice",) if choice else ()))
            self._buttons[key] = b
        if id(b) not in self._button_actions:        # a new button: wired once
            b.on_click(lambda btn: self.act(self._button_actions[id(btn)]))
        self._button_actions[id(b)] = action
        return b

    def button_action(self, widget: W.Widget) -> Any:
        """The action an action button of this app plays now (None for any other widget)."""
        return self._button_actions.get(id(widget))

    def _menu(self, family: str, actions: list) -> W.HBox:
        labels = [(self.menu_label(a), i) for i, a in enumerate(actions)]
        entry = self._menus.get(family)
        if entry is None:
            # the label, the drop-down across the whole panel, then its button: each on a
            # line of its own, so the entry shown has the panel's full width
            # the family's name is the drop-down's own label (read out with it), set above it
            dd = W.Dropdown(description=_family_words(family), layout=W.Layout(min_width="0"),
                            _dom_classes=(f"bg-menu-{family}",))
            go = W.Button(description="Do it", button_style="primary",
                          layout=W.Layout(width="auto"), _dom_classes=(f"bg-do-{family}",))
            box = W.VBox([dd, go], _dom_classes=("bg-menu",))
            go.on_click(lambda _b, fam=family: self._do_menu(fam))
            entry = self._menus[family] = (dd, go, box)
        dd = entry[0]
        self._menu_actions[family] = actions
        if list(dd.options) != labels:
            keep = dd.value
            with dd.hold_sync():        # the new entries and the choice: one message
                dd.options = labels
                # never blank: keep the choice while it still exists, else the first entry
                dd.value = keep if keep is not None and keep < len(labels) else \
                    (0 if labels else None)
        return entry[2]

    def _do_menu(self, family: str) -> None:
        dd = self._menus[family][0]
        if dd.value is None:
            return
        self.act(self._menu_actions[family][dd.value])


def _set_children(box: W.Box, children: list[W.Widget]) -> None:
    """Give ``box`` these children, sending nothing when they are the ones it has."""
    children = tuple(children)
    if tuple(box.children) != children:
        box.children = children


def _win_key(seat: int | None) -> Any:
    """Where a step keeps a seat's point ("team" in a cooperative game)."""
    return "team" if seat is None else seat


def _clean(item: dict) -> dict:
    return {k: v for k, v in item.items() if v is not None}


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _family_words(family: str) -> str:
    words = {"BankTrade": "Trade with the bank", "PlayYearOfPlenty": "Year of Plenty",
             "PlayMonopoly": "Monopoly", "PlayLiahona": "Liahona", "Discard": "Discard",
             "BuyDevelopmentCard": "Buy a card", "Slide": "Configurator", "Compel": "Compeller",
             "Destroy": "Destruct Switch", "Guide": "Guide", "PassEquipment": "Pass equipment",
             "UseEquipment": "Use equipment", "Remove": "Remove", "Heal": "Heal",
             "Move": "Move", "Escape": "Escape"}
    return words.get(family, family)


def _running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop when called from a widget callback; None in plain Python."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:          # no loop is running in this thread
        return None
