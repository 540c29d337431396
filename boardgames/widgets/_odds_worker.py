"""A helper process for the Forbidden Jungle "Odds now" panel.

The exact threat chain is seconds of pure Python; worked out in the kernel it
would hold the GIL and slow every click.  It also runs at the lowest CPU
priority (``nice`` 19 where the system has it): on a machine with few cores (a
Binder pod has one or two) the kernel, the server and the browser that answer
clicks come first, and the panel's numbers come a little later.  This process
reads one request a line on stdin, ``{"game": game.to_json(), "win_rollouts": n}``
(JSON; a bare game means the default rollouts; with ``"seat": s``, any game, the
line of that seat's chance of winning from here instead), and writes the panel's HTML (a
JSON string) a line on stdout: with ``n = 0`` only the exact meter odds (fast,
shown first), else with the chance of winning from ``n`` games played out.  It
ends when stdin closes.

    python -m boardgames.widgets._odds_worker
"""

from __future__ import annotations

import json
import os
import signal
import sys


def lower_priority() -> None:
    """Make this process yield the CPU to everything else (no-op where impossible)."""
    try:
        os.nice(19)
    except (AttributeError, OSError):   # Windows, or not allowed: keep the priority
        pass


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
                    text = _odds_text(load_game(game), win_rollouts=rollouts,
                                      pending=not rollouts)
            except Exception:  # the app shows no odds rather than failing
                text = ""
            sys.stdout.write(json.dumps(text) + "\n")
            sys.stdout.flush()
    except (KeyboardInterrupt, BrokenPipeError):     # stopped while working: end quietly
        pass


if __name__ == "__main__":
    main()
