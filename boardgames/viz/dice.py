"""Dice views: the 2d6 distribution (with a simulation converging on it) and waiting times."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from ..analysis import dice as D
from .style import OKABE_ITO, finish, frac


def dice_figure(rolls: Sequence[int] = (), seed: int = 0, highlight: Iterable[int] = ()
                ) -> go.Figure:
    """The exact distribution of two dice as bars; optionally a simulation on top.

    ``rolls=(10, 100, 1000, 10000)`` adds simulated frequencies from one
    seeded sequence of rolls, the first 10, 100, ... of them, with a slider:
    the dots settle onto the bars as rolls are added (error bars are two
    standard errors).  ``highlight`` colours some totals (e.g. ``{6, 8}``).

    Examples
    --------
    >>> from boardgames.viz import dice_figure
    >>> fig = dice_figure()
    >>> fig.data[0].x[5], fig.data[0].text[5], round(fig.data[0].y[5], 4)    # the bar of 7
    (7, '6/36', 0.1667)

    With 10, 100 and 1000 simulated rolls (a slider steps through them) and the 6
    and 8 highlighted:

    >>> fig = dice_figure(rolls=(10, 100, 1000), seed=1, highlight={6, 8})
    >>> [trace.name for trace in fig.data]
    ['exact', 'simulated (10 rolls)', 'simulated (100 rolls)', 'simulated (1000 rolls)']
    >>> fig.data[3].y[5]                      # 168 of the 1000 rolls were a 7
    0.168
    >>> len(fig.layout.sliders[0].steps), fig.layout.title.text
    (3, 'Two dice: exact chances and 1000 simulated rolls')
    """
    exact = D.two_dice()
    hi = set(highlight)
    xs = list(D.SUMS)
    fig = go.Figure()
    colours = [OKABE_ITO["vermillion"] if s in hi else OKABE_ITO["sky blue"] for s in xs]
    fig.add_trace(go.Bar(
        x=xs, y=[float(exact[s]) for s in xs], name="exact", marker_color=colours,
        text=[f"{D.ways(s)}/36" for s in xs], textposition="inside", insidetextanchor="start",
        hovertext=[f"P(total = {s}) = {frac(exact[s])}<br>{D.ways(s)} of the 36 equally likely "
                   f"rolls make {s}" for s in xs], hoverinfo="text"))
    steps = []
    if rolls:
        counts = sorted(set(int(r) for r in rolls))
        seq = D.roll_totals(counts[-1], seed)
        for k, n in enumerate(counts):
            f = D.frequencies(seq[:n])
            err = [2 * math.sqrt(float(exact[s]) * (1 - float(exact[s])) / n) for s in xs]
            fig.add_trace(go.Scatter(
                x=xs, y=[float(f[s]) for s in xs], mode="markers", name=f"simulated ({n} rolls)",
                marker={"color": OKABE_ITO["black"], "size": 9, "symbol": "diamond"},
                error_y={"type": "data", "array": err, "color": OKABE_ITO["black"],
                         "thickness": 1},
                visible=k == len(counts) - 1,
                hovertext=[f"{n} simulated rolls: {round(float(f[s]) * n)} were {s}, "
                           f"a frequency of {float(f[s]):.3f}<br>exact {float(exact[s]):.3f}; "
                           f"error bar ±{e:.3f} (2 standard errors)" for s, e in zip(xs, err,
                                                                                     strict=True)],
                hoverinfo="text"))
            vis = [True] + [j == k for j in range(len(counts))]
            steps.append({"method": "update", "label": f"{n}",
                          "args": [{"visible": vis},
                                   {"title.text": f"Two dice: exact chances and {n} simulated rolls"}]})
    title = "Two dice: the exact chances of each total"
    if rolls:
        title = f"Two dice: exact chances and {max(rolls)} simulated rolls"
    finish(fig, title, "total of two dice", "probability", bargap=0.15,
           xaxis={"tickmode": "linear", "dtick": 1}, yaxis={"range": [0, 0.21]},
           legend={"orientation": "h", "y": 1.0, "x": 1, "xanchor": "right", "yanchor": "bottom"})
    if steps:
        fig.update_layout(sliders=[{"active": len(steps) - 1, "steps": steps,
                                    "currentvalue": {"prefix": "simulated rolls: "},
                                    "pad": {"t": 50}}], margin={"b": 140})
    return fig


def waiting_time_figure(totals: int | Iterable[int] = 7, max_rolls: int = 30,
                        trials: int = 0, seed: int = 0, players: int | None = None) -> go.Figure:
    """How long until a total comes up: the exact geometric distribution.

    Bars: P(the first success is roll t); line: P(it has happened by roll t).
    ``trials`` adds a simulation of that many waits.  With ``players`` the
    unit is a round (one roll per player) instead of a roll.

    Examples
    --------
    >>> from boardgames.viz import waiting_time_figure
    >>> fig = waiting_time_figure(7)
    >>> fig.layout.title.text
    'Waiting for a 7: exact (geometric) distribution, median 4 rolls'
    >>> [trace.name for trace in fig.data]
    ['P(first 7 on roll t)', 'P(7 by roll t)']
    >>> fig = waiting_time_figure(12, players=4, max_rolls=10)    # in rounds of a 4-player table
    >>> fig.layout.title.text
    'Waiting for a 12: exact (geometric) distribution, median 7 rounds'
    """
    w = D.waiting_time(totals) if players is None else D.turns_until(totals, players)
    unit = "roll" if players is None else "round"
    names = ", ".join(map(str, sorted(w.totals)))
    ts = list(range(1, max_rolls + 1))
    fig = make_subplots(specs=[[{"secondary_y": True}]])
    fig.add_trace(go.Bar(
        x=ts, y=[float(w.pmf(t)) for t in ts], name=f"P(first {names} on {unit} t)",
        marker_color=OKABE_ITO["sky blue"],
        hovertext=[f"P(first {names} on {unit} {t}) = (1 - p)^{t - 1} p ≈ {float(w.pmf(t)):.4f}"
                   f"<br>p = {frac(w.p)} per {unit}" for t in ts], hoverinfo="text"))
    fig.add_trace(go.Scatter(
        x=ts, y=[float(w.cdf(t)) for t in ts], name=f"P({names} by {unit} t)", mode="lines",
        line={"color": OKABE_ITO["vermillion"], "width": 3},
        hovertext=[f"P(at least one {names} in {t} {unit}s) = 1 - (1 - p)^{t} ≈ "
                   f"{float(w.cdf(t)):.4f}" for t in ts], hoverinfo="text"), secondary_y=True)
    if trials:
        waits = D.simulate_waiting_times(w.totals, trials, seed) if players is None else None
        if waits is not None:
            fig.add_trace(go.Scatter(
                x=ts, y=[sum(1 for v in waits if v == t) / trials for t in ts], mode="markers",
                name=f"simulated ({trials} waits)",
                marker={"color": OKABE_ITO["black"], "symbol": "diamond"},
                hovertext=[f"{sum(1 for v in waits if v == t)} of {trials} simulated waits "
                           f"ended on {unit} {t}" for t in ts], hoverinfo="text"))
    fig.add_vline(x=float(w.mean), line_dash="dot", line_color=OKABE_ITO["bluish green"],
                  annotation_text=f"mean {frac(w.mean, 2)} {unit}s",
                  annotation_position="top right")
    finish(fig, f"Waiting for a {names}: exact (geometric) distribution, "
                f"median {w.median()} {unit}s",
           f"{unit} number t", f"P(first {names} on {unit} t)",
           legend={"orientation": "h", "y": -0.25})
    fig.update_layout(yaxis2={"title": {"text": f"P({names} by {unit} t)"}, "range": [0, 1.02],
                              "showgrid": False, "tickmode": "linear", "dtick": 0.2,
                              "overlaying": "y", "side": "right"},
                      yaxis={"rangemode": "tozero"})
    return fig
