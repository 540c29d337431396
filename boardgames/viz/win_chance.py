"""The chance of winning over a game: a live "win probability" line, and its biggest swings.

Sports broadcasts draw it for a match: after each play, the chance that a side
wins from there.  :func:`win_chance_figure` draws it for a game of this
package from a :class:`~boardgames.analysis.winning.WinChanceHistory`
(:func:`boardgames.analysis.winning.win_chance_history`): the estimate
after each move with its 95% interval as a band, and the moves that changed
it most marked and named.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from ..core.gametype import game_type
from .style import OKABE_ITO, finish

__all__ = ["win_chance_figure"]


def win_chance_figure(history: Any, swings: int = 3, title: str | None = None) -> go.Figure:
    """The seat's chance of winning after each move, its 95% band, the ``swings`` biggest moves.

    The x axis counts the actions played; hovering a point shows the turn, the
    move that led there, the estimate, its interval and how it was counted.

    Examples
    --------
    >>> from boardgames.analysis.winning import WinChance, WinChanceHistory
    >>> from boardgames.viz.win_chance import win_chance_figure
    >>> def at(p):
    ...     return WinChance(p, max(0, p - 0.1), min(1, p + 0.1), 40, round(40 * p), (),
    ...                      "catan", 0, ("greedy",) * 3, 0)
    >>> history = WinChanceHistory("catan", 0, (0, 30, 61, 90), (1, 4, 7, 10),
    ...                            ("start", "player 1: build a city", "player 0: roll 7",
    ...                             "player 0: build a road"),
    ...                            tuple(at(p) for p in (0.3, 0.1, 0.45, 0.5)))
    >>> fig = win_chance_figure(history, swings=2)
    >>> fig.layout.title.text
    'Chance that seat 0 wins catan, after each move'
    >>> [t.name for t in fig.data]
    ['95% interval', 'chance of winning', 'biggest swings']
    >>> list(fig.data[2].x)                   # where the two biggest changes arrived
    [61, 30]
    >>> [a.text for a in fig.layout.annotations]
    ['+35 points: player 0: roll 7', '-20 points: player 1: build a city']
    """
    moves = list(history.moves)
    est = [c.estimate for c in history.chances]
    low = [c.low for c in history.chances]
    high = [c.high for c in history.chances]
    hover = []
    for m, t, label, c in zip(moves, history.turns, history.labels, history.chances,
                              strict=True):
        how = "exact" if c.exact is not None else (
            f"95% interval {c.low:.1%} to {c.high:.1%}, {c.wins} wins in {c.rollouts} rollouts")
        hover.append(f"after {m} actions (turn {t})<br>{label}<br>chance {c.estimate:.1%} "
                     f"({how})")
    fig = go.Figure()
    fig.add_trace(go.Scatter(x=moves + moves[::-1], y=high + low[::-1], fill="toself",
                             fillcolor="rgba(86, 180, 233, 0.25)", line={"width": 0},
                             hoverinfo="skip", name="95% interval"))
    fig.add_trace(go.Scatter(x=moves, y=est, mode="lines+markers", name="chance of winning",
                             line={"color": OKABE_ITO["blue"], "width": 2},
                             marker={"size": 5}, hovertext=hover, hoverinfo="text"))
    big = history.swings(swings)
    fig.add_trace(go.Scatter(
        x=[moves[i] for i, _ in big], y=[est[i] for i, _ in big], mode="markers",
        name="biggest swings", marker={"size": 12, "color": OKABE_ITO["vermillion"],
                                       "symbol": "diamond"},
        hovertext=[hover[i] for i, _ in big], hoverinfo="text"))
    for i, change in big:
        label = history.labels[i]
        label = label if len(label) <= 48 else label[:47] + "…"
        fig.add_annotation(x=moves[i], y=est[i], text=f"{change * 100:+.0f} points: {label}",
                           showarrow=True, arrowhead=2,
                           ay=-40 if change > 0 else 40, font={"size": 11})
    who = game_type(history.game).win_phrase(history.seat)
    fig = finish(fig, title or f"Chance that {who} {history.game}, after each move",
                 "actions played", "chance of winning")
    fig.update_yaxes(range=[0, 1], tickformat=".0%")
    return fig
