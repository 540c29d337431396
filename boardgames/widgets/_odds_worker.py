"""A helper process for the Forbidden Jungle "Odds now" panel.

The exact threat chain is seconds of pure Python; worked out in the kernel it
would hold the GIL and slow every click.  It also runs at the lowest CPU
priority (``nice`` 19 where the system has it): on a machine with few cores (a
Binder pod has one or two) the kernel, the server and the browser that answer
clicks come first, and the panel's numbers come a little later.  This process
reads one request a line on stdin, ``{"game": game.to_json(), "win_rollouts": n}``
(JSON; a bare game means the default rollouts; with ``"seat": s``, any game, the
line of that seat's chance of winning from here instead; with ``"chance": false``, the
meter odds alone), and writes the panel's HTML (a JSON string) a line on stdout: with
``n = 0`` only the exact meter odds (fast, shown first), else with the chance of winning
from ``n`` games played out.  ``{"game": ..., "point": true, "seat": s or null,
"win_rollouts": n, "half_width": h}`` asks for one point of the chance of winning
(:func:`boardgames.widgets.win_line.win_point`, a JSON object or null): the apps' chance
from here and its line over the history.  Points are kept (the newest few hundred), so
the same position asked again, as the panel's and then as the history's, is played out
once.  It ends when stdin closes.

    python -m boardgames.widgets._odds_worker
"""

from __future__ import annotations

import json
import os
import signal
import sys
from functools import lru_cache


def lower_priority() -> None:
    """Make this process yield the CPU to everything else (no-op where impossible).

    On Linux with autogroup scheduling (``/proc/sys/kernel/sched_autogroup_enabled``)
    a nice value only counts inside the process's own group, and this process runs in
    a session, so a group, of its own: the group itself is made nice 19 too, or it
    would share the CPU evenly with the kernel's group, however nice the process.
    """
    try:
        os.nice(19)
    except (AttributeError, OSError):   # Windows, or not allowed: keep the priority
        pass
    try:
        with open("/proc/self/autogroup", "w") as group:
            group.write("19")
    except OSError:                     # no autogroups here: the nice value is enough
        pass


@lru_cache(maxsize=512)
def _point(state: str, seat: int | None, rollouts: int, half_width: float | None) -> dict | None:
    from ..core.game import load_game
    from .win_line import win_point
    return win_point(load_game(state), seat, rollouts, half_width)


def _answer_point(ask: dict) -> dict | None:
    """One point of the chance of winning, for a ``"point"`` request (None for a bad one)."""
    from .jungle_app import WIN_ROLLOUTS
    state, seat = ask["game"], ask.get("seat")
    rollouts, half = ask.get("win_rollouts", WIN_ROLLOUTS), ask.get("half_width")
    if not isinstance(state, str) or not (seat is None or (isinstance(seat, int)
                                                            and not isinstance(seat, bool))):
        return None
    if not isinstance(rollouts, int) or isinstance(rollouts, bool) \
            or not 1 <= rollouts <= 10 * WIN_ROLLOUTS:
        rollouts = WIN_ROLLOUTS
    if not (half is None or (isinstance(half, float) and 0 < half < 1)):
        half = None
    return _point(state, seat, rollouts, half)


def main() -> None:
    # Ctrl-C in the terminal running Jupyter reaches this process too (it shares the
    # server's process group): the server stops it by closing stdin, so the signal is
    # ignored here and no KeyboardInterrupt traceback is printed on the way out
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (AttributeError, ValueError, OSError):      # no such signal, or not the main thread
        pass
    lower_priority()
    from ..core.game import load_game
    from .app import seat_win_text
    from .jungle_app import WIN_ROLLOUTS, _odds_text

    try:
        for line in sys.stdin:
            try:
                ask = json.loads(line)
                if isinstance(ask, dict) and "game" in ask and ask.get("point") is True:
                    sys.stdout.write(json.dumps(_answer_point(ask)) + "\n")
                    sys.stdout.flush()
                    continue
                if isinstance(ask, dict) and "game" in ask:      # {"game": ..., "win_rollouts": n}
                    game, rollouts = ask["game"], ask.get("win_rollouts", WIN_ROLLOUTS)
                else:                                              # a bare game
                    game, rollouts = ask, WIN_ROLLOUTS
                if not isinstance(rollouts, int) or isinstance(rollouts, bool) \
                        or not 0 <= rollouts <= 10 * WIN_ROLLOUTS:
                    rollouts = WIN_ROLLOUTS
                seat = ask.get("seat") if isinstance(ask, dict) else None
                if isinstance(seat, int) and not isinstance(seat, bool):
                    # any game: that seat's chance of winning from here
                    text = seat_win_text(load_game(game), seat, max(1, rollouts))
                else:
                    chance = not (isinstance(ask, dict) and ask.get("chance") is False)
                    text = _odds_text(load_game(game), win_rollouts=rollouts if chance else 0,
                                      pending=chance and not rollouts, chance=chance)
            except Exception:  # the app shows no odds rather than failing
                text = ""
            sys.stdout.write(json.dumps(text) + "\n")
            sys.stdout.flush()
    except (KeyboardInterrupt, BrokenPipeError):     # stopped while working: end quietly
        pass


if __name__ == "__main__":
    main()
