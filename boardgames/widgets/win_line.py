"""The chance of winning from here, and its line over the game's history (issue 29).

Every play app shows, beside the board, the chance that the player at the screen
(in Forbidden Jungle, the team) wins from the position on the board, with its 95%
interval, and under it a small line of that chance after each step of the game:
the history the teacher panel's slider moves through, with a marker at the step
shown.  Each point is :func:`boardgames.analysis.win_chance` from that step, from
what the seat could see there, played out by the game's rollout bots with the same
seed at every step (common random numbers: a change from one step to the next is the
position's, not the luck of the rollouts).

The points are worked out in the odds helper process
(``python -m boardgames.widgets._odds_worker``, at the lowest CPU priority), one at a
time, never in the kernel's answer to a click: first the position on the board, then
the step the slider shows, then the newest step and back towards the start.  Each one
is kept with its step, so it is worked out once; going back with the slider costs
nothing.  This module holds what the kernel does with a point: a small dict
(:func:`win_point`), its words (:func:`chance_words`) and the line (:func:`history_svg`).
"""

from __future__ import annotations

import html
from typing import Any

#: what the kernel stores of a win_chance result (JSON-ready, so it crosses the pipe)
POINT_KEYS = ("estimate", "low", "high", "rollouts", "bots", "exact", "counts")


def win_point(game: Any, seat: int | None = None, rollouts: int = 60,
              half_width: float | None = 0.08) -> dict | None:
    """:func:`boardgames.analysis.win_chance` for ``seat`` (None: the player to move; the
    team in a cooperative game), seed 0, as a small JSON-ready dict; None when it cannot
    be worked out.

    Examples
    --------
    >>> import boardgames
    >>> point = win_point(boardgames.new_game("pig", seed=1), 0, rollouts=20)
    >>> sorted(point) == sorted(POINT_KEYS), 0 <= point["low"] <= point["estimate"] <= point["high"] <= 1
    (True, True)
    """
    from ..analysis import win_chance
    try:
        c = win_chance(game, seat=seat, rollouts=rollouts, seed=0, half_width=half_width)
    except Exception:  # the app shows the other panels rather than failing
        return None
    return {"estimate": c.estimate, "low": c.low, "high": c.high, "rollouts": c.rollouts,
            "bots": list(c.bots), "exact": None if c.exact is None else float(c.exact),
            "counts": [[name, k] for name, k in c.counts]}


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def chance_words(point: dict | None, seat: int | None, over: bool = False) -> str:
    """The panel's words for a point: the chance ``seat`` (None: the team) wins from here,
    its 95% interval and how it was worked out ("" for no point).

    Examples
    --------
    >>> p = {"estimate": 0.25, "low": 0.15, "high": 0.38, "rollouts": 50, "bots": ["greedy"],
    ...      "exact": None, "counts": [["wins", 12], ["other wins", 38]]}
    >>> "Chance player 1 wins from here: 25%</b> (95% interval 15% to 38%)" in chance_words(p, 1)
    True
    >>> chance_words(dict(p, exact=1.0, estimate=1.0), None, over=True)
    "<div class='bg-win-chance'><b>The team won.</b></div>"
    """
    if point is None:
        return ""
    who = "the team" if seat is None else f"player {seat}"
    if point["exact"] is not None and over:
        won = point["exact"] >= 1
        return (f"<div class='bg-win-chance'><b>{who[:1].upper() + who[1:]} "
                f"{'won' if won else 'did not win'}.</b></div>")
    if point["exact"] is not None:
        band, how = "", "exactly (every way the game can go from here)"
    else:
        band = f" (95% interval {_pct(point['low'])} to {_pct(point['high'])})"
        how = f"from {point['rollouts']} games played out by the {point['bots'][0]} bots"
        if seat is None:
            ends = ", ".join(f"{name} {k}" for name, k in point["counts"] if k)
            how += (f"; they ended: {ends}. Every way to lose counts here (overrun, poison, a "
                    "collapse, being marooned, the meter), not only the threat meter")
        else:
            how += f", from what {who} can see"
    # how it was worked out folds away: the panel stays short beside the board
    return (f"<div class='bg-win-chance'><b>Chance {who} wins from here: "
            f"{_pct(point['estimate'])}</b>{band}<details class='bg-win-how' style='font-size:11px;"
            f"color:#444'><summary>how it is worked out</summary>{html.escape(how)}.</details>"
            f"</div>")


#: the line's size in pixels (it shrinks with a narrower panel)
WIDTH, HEIGHT = 300, 66
MAX_DRAWN = 240          # at most this many points are drawn (the panel is ~300 pixels wide)


def history_svg(points: list[tuple[int, dict]], steps: int, at: int, who: str) -> str:
    """The line of the chance of winning after each history step (0..``steps``), its 95%
    band, and a marker at step ``at`` (the teacher's slider); ``points`` are
    ``(step, point)`` in step order (steps not worked out yet are left out).

    Examples
    --------
    >>> pts = [(0, {"estimate": 0.25, "low": 0.2, "high": 0.3}),
    ...        (2, {"estimate": 0.5, "low": 0.4, "high": 0.6})]
    >>> svg = history_svg(pts, 2, 1, "player 0")
    >>> svg.startswith("<svg") and "polyline" in svg and "step 1 of 2" in svg
    True
    """
    left, right, top, bottom = 30, 8, 6, 18
    pw, ph = WIDTH - left - right, HEIGHT - top - bottom
    span = max(steps, 1)

    def x(i: int) -> float:
        return left + pw * i / span

    def y(p: float) -> float:
        return top + ph * (1 - p)

    shown = points
    if len(points) > MAX_DRAWN:        # one point every few steps, always the first and last
        stride = -(-len(points) // MAX_DRAWN)
        shown = points[::stride]
        if shown[-1] is not points[-1]:
            shown.append(points[-1])
    line = " ".join(f"{x(i):.1f},{y(p['estimate']):.1f}" for i, p in shown)
    band = " ".join([f"{x(i):.1f},{y(p['high']):.1f}" for i, p in shown]
                    + [f"{x(i):.1f},{y(p['low']):.1f}" for i, p in reversed(shown)])
    here = dict(points).get(at)
    mark = (f"<line x1='{x(at):.1f}' y1='{top}' x2='{x(at):.1f}' y2='{top + ph}' stroke='#A02C00' "
            f"stroke-width='1.5' stroke-dasharray='3 2'/>")
    if here is not None:
        mark += (f"<circle cx='{x(at):.1f}' cy='{y(here['estimate']):.1f}' r='4' fill='#A02C00' "
                 f"stroke='#fff' stroke-width='1'/>")
    now = f": {_pct(here['estimate'])}" if here is not None else ""
    if len(points) == 1:      # one point: a dot, not a line
        i, p = points[0]
        dots = f"<circle cx='{x(i):.1f}' cy='{y(p['estimate']):.1f}' r='2.5' fill='#0072B2'/>"
    else:
        dots = ""
    label = (f"{who}'s chance of winning after each step of the game ({len(points)} of "
             f"{steps + 1} steps worked out); the marker is at step {at} of {steps}{now}")
    return (f"<svg class='bg-win-line' width='{WIDTH}' height='{HEIGHT}' viewBox='0 0 {WIDTH} "
            f"{HEIGHT}' style='max-width:100%;height:auto' role='img' "
            f"aria-label='{html.escape(label, quote=True)}'>"
            f"<rect x='{left}' y='{top}' width='{pw}' height='{ph}' fill='#fff' stroke='#bbb'/>"
            f"<line x1='{left}' y1='{y(0.5):.1f}' x2='{left + pw}' y2='{y(0.5):.1f}' "
            f"stroke='#ddd' stroke-dasharray='2 2'/>"
            f"<text x='{left - 3}' y='{top + 8}' font-size='9' text-anchor='end' fill='#333'>100%</text>"
            f"<text x='{left - 3}' y='{y(0.5) + 3:.1f}' font-size='9' text-anchor='end' "
            f"fill='#333'>50%</text>"
            f"<text x='{left - 3}' y='{top + ph}' font-size='9' text-anchor='end' fill='#333'>0%</text>"
            + (f"<polygon points='{band}' fill='#56B4E9' fill-opacity='0.3' stroke='none'/>"
               f"<polyline points='{line}' fill='none' stroke='#0072B2' stroke-width='2'/>"
               if len(points) > 1 else "")
            + dots + mark
            + f"<text x='{left}' y='{HEIGHT - 4}' font-size='10' fill='#333'>step 0</text>"
            f"<text x='{left + pw}' y='{HEIGHT - 4}' font-size='10' text-anchor='end' "
            f"fill='#333'>step {steps}</text>"
            f"<text x='{left + pw / 2:.1f}' y='{HEIGHT - 4}' font-size='10' text-anchor='middle' "
            f"fill='#A02C00'>step {at} of {steps}{html.escape(now)}</text></svg>")
