"""Simulation outcomes: win rates with intervals and game-length histograms."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import plotly.graph_objects as go

from ..analysis.montecarlo import Estimate, Outcomes, mean
from .style import OKABE_ITO, SEQUENCE, finish


def win_rate_figure(results: Outcomes | Mapping[str, Estimate], who: Sequence[Any] | None = None,
                    title: str | None = None, xlabel: str = "winner") -> go.Figure:
    """Bars of win rates with 95% (Wilson) intervals.

    ``results`` is an :class:`~boardgames.analysis.montecarlo.Outcomes` (then
    ``who`` lists the winners to show, by default every one seen) or a
    mapping ``{label: Estimate}`` (for instance one per difficulty).

    Examples
    --------
    >>> from boardgames.analysis.montecarlo import proportion
    >>> from boardgames.viz import win_rate_figure
    >>> fig = win_rate_figure({"novice": proportion(12, 40), "elite": proportion(3, 40)},
    ...                       title="Forbidden Jungle wins", xlabel="difficulty")
    >>> list(fig.data[0].x), list(fig.data[0].y)
    (['novice', 'elite'], [0.3, 0.075])

    From simulated games, one bar per seat that won:

    >>> import boardgames
    >>> from boardgames.analysis.montecarlo import simulate_games
    >>> games = simulate_games(lambda i: boardgames.new_game("catan", players=3, seed=i, target=5),
    ...                        10, label="(random play)")
    >>> fig = win_rate_figure(games)
    >>> fig.layout.title.text, list(fig.data[0].x), list(fig.data[0].y)
    ('Win rates from 10 simulated games (random play)', ['0', '1', '2'], [0.3, 0.3, 0.4])
    """
    if isinstance(results, Outcomes):
        seen = who if who is not None else sorted({w for w in results.winners if w is not None},
                                                  key=str)
        ests = {f"{w}": results.win_rate(w) for w in seen}
        n = results.n
        label = results.label
    else:
        ests = dict(results)
        n = max((e.n for e in ests.values()), default=0)
        label = ""
    names = list(ests)
    fig = go.Figure(go.Bar(
        x=names, y=[e.value for e in ests.values()],
        marker_color=[SEQUENCE[i % len(SEQUENCE)] for i in range(len(names))],
        error_y={"type": "data", "symmetric": False,
                 "array": [e.high - e.value for e in ests.values()],
                 "arrayminus": [e.value - e.low for e in ests.values()],
                 "color": OKABE_ITO["black"]},
        hovertext=[f"{k}: won {e.value:.1%} of {e.n} games<br>standard error {e.stderr:.1%}; "
                   f"95% interval {e.low:.1%} to {e.high:.1%}" for k, e in ests.items()],
        hoverinfo="text"))
    return finish(fig, title or f"Win rates from {n} simulated games {label}".strip(),
                  xlabel, "share of games won", yaxis={"rangemode": "tozero"})


def game_length_figure(lengths: Outcomes | Sequence[int], unit: str = "turns",
                       title: str | None = None) -> go.Figure:
    """A histogram of game lengths, with the mean (and its standard error) marked.

    Examples
    --------
    >>> from boardgames.viz import game_length_figure
    >>> fig = game_length_figure([9, 10, 10, 11, 12, 10], title="Forbidden Jungle, random play")
    >>> list(fig.data[0].x), list(fig.data[0].y)          # how many games lasted 9, 10, ... turns
    ([9, 10, 11, 12], [1, 3, 1, 1])
    >>> fig.layout.annotations[0].text
    'mean 10.3 ± 0.4'
    """
    xs = list(lengths.lengths) if isinstance(lengths, Outcomes) else list(lengths)
    m = mean(xs)
    counts: dict[int, int] = {}
    for x in xs:
        counts[x] = counts.get(x, 0) + 1
    keys = sorted(counts)
    fig = go.Figure(go.Bar(
        x=keys, y=[counts[k] for k in keys], marker_color=OKABE_ITO["sky blue"],
        hovertext=[f"{counts[k]} of {len(xs)} games ({counts[k] / len(xs):.1%}) lasted {k} {unit}"
                   for k in keys], hoverinfo="text"))
    fig.add_vline(x=m.value, line_dash="dot", line_color=OKABE_ITO["vermillion"],
                  annotation_text=f"mean {m.value:.1f} ± {m.stderr:.1f}")
    return finish(fig, title or f"How long games last: {len(xs)} simulated games",
                  f"game length ({unit})", "number of games", bargap=0.05)
