"""Forbidden Jungle views: the threat rate by turn, survival curves, aliens over time."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import plotly.graph_objects as go
from plotly.subplots import make_subplots

from ..analysis import threat as T
from ..analysis.montecarlo import proportion, quantile
from .style import HEAT_SCALE, OKABE_ITO, SEQUENCE, finish, frac


def _chain(players: int, difficulty: str, turns: int | None, game: Any,
           chain: T.ThreatChain | None) -> T.ThreatChain:
    if chain is not None:
        return chain
    setup = T.setup_from_game(game) if game is not None else None
    return T.threat_chain(players, difficulty, turns=turns, setup=setup)


def threat_rate_figure(players: int = 2, difficulty: str = "novice", turns: int | None = None,
                       game: Any = None, chain: T.ThreatChain | None = None) -> go.Figure:
    """Heatmap: P(the threat rate is r on turn t), with Total Collapse as the top row.

    Exact (the deck-and-meter Markov chain).  Pass a live ``game`` to start
    from its meter and draw pile: "how bad will it get from here?".

    Examples
    --------
    >>> from boardgames.viz import threat_rate_figure
    >>> fig = threat_rate_figure(2, "legendary", turns=12)
    >>> fig.layout.title.text
    'Threat rate by turn (exact), 2 players, legendary'
    >>> list(fig.data[0].y)
    ['rate 2', 'rate 3', 'rate 4', 'rate 5', 'collapsed']
    >>> round(fig.data[0].z[-1][-1], 3)           # collapsed before the 12th turn
    0.614
    """
    ch = _chain(players, difficulty, turns, game, chain)
    rates = sorted(set(ch.setup.rates) | {r for d in ch.rate for r in d})
    ts = list(range(1, ch.turns + 1))
    z, hover = [], []
    for r in rates:
        z.append([float(ch.rate[t].get(r, 0)) for t in range(ch.turns)])
        hover.append([f"turn {t + 1}: P(drawing {r} threat cards) = {frac(ch.rate[t].get(r, 0))}"
                      for t in range(ch.turns)])
    z.append([float(ch.collapse_before(t)) for t in range(ch.turns)])
    hover.append([f"turn {t + 1}: P(Total Collapse already happened) = "
                  f"{float(ch.collapse_before(t)):.4f}" for t in range(ch.turns)])
    fig = go.Figure(go.Heatmap(
        x=ts, y=[f"rate {r}" for r in rates] + ["collapsed"], z=z, colorscale=HEAT_SCALE,
        zmin=0, zmax=1, hovertext=hover, hoverinfo="text",
        colorbar={"title": {"text": "probability"}}))
    label = ch.setup.label or f"{players} players, {difficulty}"
    return finish(fig, f"Threat rate by turn (exact), {label}", "turn",
                  "threat cards drawn at the end of the turn")


def survival_figure(players: int = 2, turns: int = 40,
                    difficulties: Sequence[str] = T.DIFFICULTIES, simulate: int = 0,
                    seed: int = 0, game: Any = None) -> go.Figure:
    """P(no Total Collapse yet) by turn, one exact curve per difficulty.

    ``simulate=n`` adds ``n`` simulated decks per difficulty as dots with
    95% (Wilson) intervals.  With a live ``game`` there is one curve, from now.
    Only Total Collapse is counted: stings, overruns and sinkholes need the
    board, so they are not in this (exact) picture.

    Examples
    --------
    >>> from boardgames.viz import survival_figure
    >>> fig = survival_figure(2, turns=12, difficulties=("novice", "legendary"))
    >>> [trace.name for trace in fig.data]
    ['novice (exact)', 'legendary (exact)']
    >>> round(fig.data[0].y[-1], 3), round(fig.data[1].y[-1], 3)    # still going after 12 turns
    (1.0, 0.15)

    With 200 simulated decks beside the exact curve:

    >>> fig = survival_figure(2, turns=12, difficulties=("legendary",), simulate=200, seed=1)
    >>> [trace.name for trace in fig.data], fig.data[1].y[-1]
    (['legendary (exact)', 'legendary (200 simulated)'], 0.18)
    """
    fig = go.Figure()
    cases: list[tuple[str, T.ThreatSetup]] = []
    if game is not None:
        cases.append((f"from turn {game.turn}", T.setup_from_game(game)))
    else:
        cases = [(d, T.threat_setup(players, d)) for d in difficulties]
    for i, (name, setup) in enumerate(cases):
        ch = T.threat_chain(setup=setup, turns=turns)
        surv = ch.survival()
        colour = SEQUENCE[i % len(SEQUENCE)]
        fig.add_trace(go.Scatter(
            x=list(range(1, turns + 1)), y=[float(s) for s in surv], mode="lines",
            name=f"{name} (exact)", line={"color": colour, "width": 3},
            hovertext=[f"{name}: P(no Total Collapse after {t + 1} turns) = {float(s):.4f}"
                       for t, s in enumerate(surv)], hoverinfo="text"))
        if simulate:
            sim = T.simulate_threat(setup=setup, turns=turns, games=simulate, seed=seed + i)
            ests = [proportion(simulate - round(sim.p_collapse_by(t) * simulate), simulate)
                    for t in range(turns)]
            fig.add_trace(go.Scatter(
                x=list(range(1, turns + 1)), y=[e.value for e in ests], mode="markers",
                name=f"{name} ({simulate} simulated)",
                marker={"color": colour, "symbol": "diamond-open", "size": 8},
                error_y={"type": "data", "symmetric": False,
                         "array": [e.high - e.value for e in ests],
                         "arrayminus": [e.value - e.low for e in ests]},
                hovertext=[f"{name}: {e.value:.3f} of {simulate} simulated decks not collapsed "
                           f"after {t + 1} turns (95% interval {e.low:.3f}-{e.high:.3f})"
                           for t, e in enumerate(ests)], hoverinfo="text"))
    who = f"{players} players" if game is None else "this game"
    return finish(fig, f"Surviving the threat deck: P(no Total Collapse yet), {who}", "turn",
                  "P(not collapsed yet)", yaxis={"range": [0, 1.03]})


def alien_figure(players: int = 2, difficulty: str = "novice", games: int = 50, turns: int = 20,
                 seed: int = 0, record: dict | None = None) -> go.Figure:
    """Aliens on the board over time, from simulated games (no exact answer exists).

    For each kind (eggs, hatchlings, adults): the median count at the start
    of each turn among games still going, with a band from the 10th to the
    90th percentile.  ``record`` is a :func:`~boardgames.analysis.threat.simulate_aliens`
    result (by default a fresh one with random play).

    Examples
    --------
    >>> from boardgames.viz import alien_figure
    >>> fig = alien_figure(games=10, turns=8, seed=1)
    >>> fig.layout.title.text
    'Aliens over time, 10 simulated games (2 players, novice; random play)'
    >>> [trace.name for trace in fig.data if "median" in trace.name]
    ['eggs: median', 'hatchlings: median', 'adults: median']
    >>> list(fig.data[5].y)                       # the median number of adults, turn by turn
    [3.0, 3.0, 3.0, 4.5, 4.5, 6.0, 6.5, 7.5]
    """
    rec = record or T.simulate_aliens(players, difficulty, games=games, turns=turns, seed=seed)
    n_turns = rec["turns"]
    kinds = ("eggs", "hatchlings", "adults")
    fig = make_subplots(rows=3, cols=1, shared_xaxes=True, vertical_spacing=0.06,
                        subplot_titles=[f"{k} (median and 10%-90% of games still going)"
                                        for k in kinds])
    colours = {"eggs": OKABE_ITO["orange"], "hatchlings": OKABE_ITO["bluish green"],
               "adults": OKABE_ITO["vermillion"]}
    fills = {"eggs": "rgba(230,159,0,0.2)", "hatchlings": "rgba(0,158,115,0.2)",
             "adults": "rgba(213,94,0,0.2)"}
    for row, kind in enumerate(kinds, start=1):
        xs, lo, mid, hi, alive = [], [], [], [], []
        for t in range(n_turns):
            vals = sorted(v[t] for v in rec[kind] if v[t] is not None)
            if len(vals) < 3:
                continue
            xs.append(t + 1)
            lo.append(quantile(vals, 0.1))
            mid.append(quantile(vals, 0.5))
            hi.append(quantile(vals, 0.9))
            alive.append(len(vals))
        if not xs:
            continue
        fig.add_trace(go.Scatter(x=xs + xs[::-1], y=hi + lo[::-1], fill="toself",
                                 fillcolor=fills[kind], line={"width": 0}, hoverinfo="skip",
                                 name=f"{kind}: 10%-90% of games", showlegend=False),
                      row=row, col=1)
        fig.add_trace(go.Scatter(
            x=xs, y=mid, mode="lines+markers", name=f"{kind}: median",
            line={"color": colours[kind], "width": 3},
            hovertext=[f"turn {x}: median {m:g} {kind} on the board in the {a} simulated games "
                       f"still going (10%-90%: {a_lo:g}-{a_hi:g})"
                       for x, m, a, a_lo, a_hi in zip(xs, mid, alive, lo, hi, strict=True)],
            hoverinfo="text", showlegend=False), row=row, col=1)
        fig.update_yaxes(title_text=kind, rangemode="tozero", row=row, col=1)
    finish(fig, f"Aliens over time, {rec['games']} simulated games "
                       f"({players} players, {difficulty}; random play)",
                  "", "pieces on the board", height=700)
    fig.update_xaxes(title_text="turn", row=3, col=1)
    for row, kind in enumerate(kinds, start=1):
        fig.update_yaxes(title_text=f"{kind} on the board", row=row, col=1)
    return fig
