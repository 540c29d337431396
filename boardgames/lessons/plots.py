"""Two figures every lesson uses: a simulation converging on an exact answer, and a histogram
filling in against an exact distribution.

Both return a plotly ``go.Figure`` (titled, axis-labelled, colour-blind safe) and
keep their data small: the running average is drawn at about 60 points spaced
evenly on a log scale, whatever the number of samples, so a saved notebook stays
small in JupyterLab and in JupyterLite alike.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from fractions import Fraction

import plotly.graph_objects as go

from ..viz.style import OKABE_ITO, finish

Number = float | int | Fraction


def checkpoints(n: int, points: int = 60) -> list[int]:
    """About ``points`` sample sizes from 1 to ``n``, evenly spaced on a log scale (always ending at n).

    Examples
    --------
    >>> from boardgames.lessons.plots import checkpoints
    >>> checkpoints(1000, points=5)
    [1, 6, 32, 178, 1000]
    >>> checkpoints(10)                   # fewer samples than points: every size once
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    """
    if n < 1:
        raise ValueError("a simulation needs at least one sample")
    out = sorted({max(1, round(n ** (k / (points - 1)))) for k in range(points)} | {n})
    return out


def running_means(samples: Sequence[Number], at: Sequence[int]) -> list[float]:
    """The mean of the first ``k`` samples for each ``k`` in ``at`` (one pass).

    Examples
    --------
    >>> from boardgames.lessons.plots import running_means
    >>> running_means([1, 0, 0, 1, 1, 1], at=[1, 2, 4, 6])    # a running share of successes
    [1.0, 0.5, 0.5, 0.6666666666666666]
    """
    out, total, done = [], 0.0, 0
    for k in at:
        for x in samples[done:k]:
            total += float(x)
        done = k
        out.append(total / k)
    return out


BAND = "at any one n, about 95% of runs are inside (for large n)"


def convergence_figure(samples: Sequence[Number], exact: Number, title: str,
                       y: str = "running share", sd: Number | None = None) -> go.Figure:
    """The running average of ``samples`` (1s and 0s for a share) settling on ``exact``.

    The shaded band is ``exact ± 1.96 sd / sqrt(n)``: at any one sample size
    ``n``, about 95% of runs' averages of ``n`` samples fall inside it (for
    large ``n``, by the central limit theorem).  It is not where 95% of runs
    *stay*: a whole run leaves it at some ``n`` far more often than 5% of the
    time.  ``sd`` is the standard deviation of one sample; for a share
    (samples of 0 and 1) it defaults to ``sqrt(p (1 - p))`` with ``p = exact``.
    For a share the band is clipped to [0, 1], where a share lies.

    Examples
    --------
    The share of 7s in 1000 simulated rolls, settling on 1/6:

    >>> from fractions import Fraction
    >>> from boardgames.analysis.dice import roll_totals
    >>> from boardgames.lessons.plots import convergence_figure
    >>> sevens = [int(t == 7) for t in roll_totals(1000, seed=1)]
    >>> fig = convergence_figure(sevens, Fraction(1, 6), "The share of 7s")
    >>> [trace.name for trace in fig.data]
    ['at any one n, about 95% of runs are inside (for large n)', 'exact 0.1667', 'simulation so far']
    >>> fig.data[2].x[-1], fig.data[2].y[-1]                  # after all 1000 rolls
    (1000, 0.168)
    >>> min(fig.data[0].y), max(fig.data[0].y)                # at n = 1 it would reach -0.56
    (0.0, 0.89712)
    """
    n = len(samples)
    at = checkpoints(n)
    means = running_means(samples, at)
    p = float(exact)
    share = all(x == 0 or x == 1 for x in samples)
    if sd is None:
        if not 0 <= p <= 1:
            raise ValueError("give sd: the exact value is not a share between 0 and 1")
        sd = math.sqrt(p * (1 - p))
        share = True
    half = [1.96 * float(sd) / math.sqrt(k) for k in at]
    upper, lower = [p + h for h in half], [p - h for h in half]
    if share and 0 <= p <= 1:                                  # a share lies in [0, 1]: so does its band
        upper, lower = [min(u, 1.0) for u in upper], [max(v, 0.0) for v in lower]
    fig = go.Figure()
    fig.add_trace(go.Scatter(x=at + at[::-1], y=[round(u, 5) for u in upper] + [round(v, 5) for v in lower[::-1]],
                             fill="toself", fillcolor="rgba(86,180,233,0.25)", line={"width": 0},
                             name=BAND, hoverinfo="skip"))
    fig.add_trace(go.Scatter(x=[1, n], y=[p, p], mode="lines", name=f"exact {p:.4f}",
                             line={"color": OKABE_ITO["vermillion"], "dash": "dash"}))
    fig.add_trace(go.Scatter(x=at, y=[round(m, 5) for m in means], mode="lines+markers",
                             name="simulation so far", marker={"size": 4},
                             line={"color": OKABE_ITO["blue"]}))
    finish(fig, title, "number of simulated samples (log scale)", y,
           xaxis={"type": "log"}, height=360, legend={"orientation": "h", "y": -0.25})
    return fig


def histogram_figure(samples: Sequence[int], exact: Mapping[int, Number], title: str, x: str,
                     normal: tuple[Number, Number] | None = None) -> go.Figure:
    """Simulated frequencies as bars beside the exact probabilities as dots.

    ``normal=(mean, sd)`` adds the normal curve with that mean and standard
    deviation, scaled to the bars (for the central limit theorem).

    Examples
    --------
    >>> from boardgames.analysis.dice import roll_totals, two_dice
    >>> from boardgames.lessons.plots import histogram_figure
    >>> fig = histogram_figure(roll_totals(1000, seed=1), two_dice(), "Two dice", "total",
    ...                        normal=(7, 2.415))
    >>> [trace.name for trace in fig.data]
    ['simulated (1000 samples)', 'exact', 'normal curve (mean 7.00, sd 2.42)']
    >>> fig.data[0].x[5], fig.data[0].y[5], fig.data[1].y[5]    # the 7: simulated, exact
    (7, 0.168, 0.16667)
    """
    n = len(samples)
    if n == 0:
        raise ValueError("a histogram needs at least one sample")
    counts = Counter(samples)
    xs = sorted(set(exact) | set(counts))
    fig = go.Figure()
    fig.add_trace(go.Bar(x=xs, y=[round(counts.get(v, 0) / n, 5) for v in xs],
                         name=f"simulated ({n} samples)", marker_color=OKABE_ITO["sky blue"]))
    fig.add_trace(go.Scatter(x=xs, y=[round(float(exact.get(v, 0)), 5) for v in xs], mode="markers",
                             name="exact", marker={"color": OKABE_ITO["black"], "size": 7,
                                                   "symbol": "diamond"}))
    if normal is not None:
        mu, sd = float(normal[0]), float(normal[1])
        lo, hi = xs[0], xs[-1]
        grid = [lo + (hi - lo) * k / 80 for k in range(81)]
        dens = [math.exp(-((g - mu) / sd) ** 2 / 2) / (sd * math.sqrt(2 * math.pi)) for g in grid]
        fig.add_trace(go.Scatter(x=[round(g, 3) for g in grid], y=[round(d, 5) for d in dens],
                                 mode="lines", name=f"normal curve (mean {mu:.2f}, sd {sd:.2f})",
                                 line={"color": OKABE_ITO["vermillion"]}))
    finish(fig, title, x, "probability", bargap=0.1, height=360,
           legend={"orientation": "h", "y": -0.25})
    return fig


def transition_diagram(transitions: Mapping, positions: Mapping, title: str,
                       label=str) -> go.Figure:
    """A Markov chain's diagram: states as dots at ``positions``, arrows labelled with probabilities.

    ``transitions[state]`` maps each next state to its probability (a
    Fraction); a state that only leads to itself (absorbing) is drawn as a
    square.  ``label(state)`` names a state on the figure.

    Examples
    --------
    Waiting for a 7 as a two-state chain; "seven" is absorbing, so it is a square:

    >>> from fractions import Fraction
    >>> from boardgames.lessons.plots import transition_diagram
    >>> chain = {"waiting": {"waiting": Fraction(5, 6), "seven": Fraction(1, 6)},
    ...          "seven": {"seven": Fraction(1)}}
    >>> fig = transition_diagram(chain, {"waiting": (0, 0), "seven": (1, 0)}, "Waiting for a 7")
    >>> [(trace.text, trace.marker.symbol) for trace in fig.data]
    [(('waiting',), 'circle'), (('seven',), 'square')]
    >>> [a.text for a in fig.layout.annotations if a.text]    # the arrow's label
    ['1/6']
    """
    fig = go.Figure()
    annotations = []
    for state, nxt in transitions.items():
        x0, y0 = positions[state]
        for target, p in nxt.items():
            if target == state:
                continue
            x1, y1 = positions[target]
            annotations.append({"x": x1, "y": y1, "ax": x0, "ay": y0, "xref": "x", "yref": "y",
                                "axref": "x", "ayref": "y", "showarrow": True, "arrowhead": 2,
                                "arrowsize": 1, "arrowwidth": 1.2, "standoff": 9, "startstandoff": 9,
                                "arrowcolor": OKABE_ITO["blue"] if p != 1 else "#888888", "text": ""})
            if p != 1:
                annotations.append({"x": x0 + 0.55 * (x1 - x0), "y": y0 + 0.55 * (y1 - y0), "text": str(p),
                                    "showarrow": False, "font": {"size": 11, "color": OKABE_ITO["vermillion"]},
                                    "bgcolor": "white"})
    absorbing = [s for s, nxt in transitions.items() if set(nxt) == {s}]
    others = [s for s in transitions if s not in absorbing]
    for group, symbol, colour in ((others, "circle", OKABE_ITO["sky blue"]),
                                  (absorbing, "square", OKABE_ITO["vermillion"])):
        if group:
            fig.add_trace(go.Scatter(x=[positions[s][0] for s in group], y=[positions[s][1] for s in group],
                                     mode="markers+text", text=[label(s) for s in group],
                                     textposition="top center", marker={"size": 16, "symbol": symbol,
                                                                        "color": colour},
                                     hoverinfo="text", showlegend=False))
    finish(fig, title, "", "", annotations=annotations, height=420,
           xaxis={"visible": False}, yaxis={"visible": False})
    return fig
