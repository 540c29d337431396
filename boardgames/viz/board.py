"""Settlers views: the board as a production heatmap, a player's income, the robber's bite."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import plotly.graph_objects as go

from ..analysis import settlers as S
from ..analysis.dice import pips
from ..core.hexgrid import CORNER_NAMES, centre, corner_point, to_xy

# the play apps' palette (they draw with it too: the layers go viz <- widgets): light
# terrain and dark pieces, every piece colour at least 3:1 against every terrain fill
# (tests/widgets check it), so the two pictures agree
from .palette import PIECE_COLOURS, PIECE_NAMES, TERRAIN_FILL
from .style import HEAT_SCALE, OKABE_ITO, finish, frac, resource_colour

#: the numbers 6 and 8 (the likeliest) in dark red, as on the play board
HOT_NUMBER = "#b0000b"
#: the board figure's height in pixels: the island about 560 px tall, a hex about 120 px,
#: so a hex's three label lines (letter and resource, number, pips) never touch the corners'
#: markers (plotly's default 450 px left the island about 170 px tall)
BOARD_HEIGHT = 720


def _piece(p: int) -> str:
    return PIECE_COLOURS[p % len(PIECE_COLOURS)]


def _piece_name(p: int) -> str:
    return PIECE_NAMES[p % len(PIECE_NAMES)]


def _robber_tile(game: Any, robber: Any) -> int | None:
    """The tile index the robber stands on in the figure: ``"current"`` (the game's), a tile
    label, an index, or None (no robber) -- the same reading as the analysis functions'."""
    if robber == "current":
        return game.robber
    if robber is None:
        return None
    if isinstance(robber, str):
        return game.board.tile(robber)
    return int(robber)


def board_figure(game: Any, robber: Any = "current", show_pieces: bool = True,
                 rolls: int | None = None) -> go.Figure:
    """The board to scale, each intersection coloured by its expected production.

    The colour of an intersection is the expected number of cards a
    settlement there earns per round (``rolls`` rolls; one round by default),
    robber included; hover shows the breakdown by resource.  Hexes show their
    terrain (tinted), number and pips; on a live game the settlements (squares)
    and cities (diamonds) are drawn in the players' colours and the robber as a
    black disc.  ``robber="K"`` asks "what if the robber stood on K?".

    The colours are the play apps' (:mod:`boardgames.viz.palette`): light
    terrain tints and dark piece colours that stand out on every one of them,
    each piece also labelled with its player's number.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")
    <Catan: ...>
    >>> from boardgames.viz import board_figure
    >>> fig = board_figure(game)
    >>> fig.layout.title.text
    'Catan: where does a settlement earn most? (board pips: 58)'
    >>> [trace.name for trace in fig.data if trace.name and "player" in trace.name]
    ['player 0 (blue) settlements', 'player 0 (blue) cities', 'player 1 (red) settlements']
    >>> heat = next(trace for trace in fig.data if trace.name == "intersections")
    >>> len(heat.x), round(max(heat.marker.color), 3)       # the best corner: 11/12 per round
    (54, 0.917)
    """
    board = game.board
    topo = board.topology
    res = game.ruleset.resources
    k = game.n if rolls is None else rolls
    rb = _robber_tile(game, robber)
    fig = go.Figure()
    for i, t in enumerate(board.tiles):
        q, r = t.coord
        pts = [to_xy(corner_point(q, r, c)) for c in CORNER_NAMES]
        xs = [p[0] for p in pts] + [pts[0][0]]
        ys = [p[1] for p in pts] + [pts[0][1]]
        rname = res[t.resource] if t.resource is not None else "nothing"
        p = S.tile_odds(game, robber).get(t.label, Fraction(0))
        hover = (f"tile {t.label}: {t.terrain}, gives {rname}<br>number {t.number or '-'} "
                 f"({pips(t.number)} pips: P = {frac(p) if t.number else '0'} per roll)")
        if i == rb:
            hover += f"<br>the {game.ruleset.terms.get('robber', 'robber')} blocks it"
        fig.add_trace(go.Scatter(
            x=xs, y=ys, mode="lines", fill="toself", hoverinfo="text", hovertext=hover,
            hoveron="fills", fillcolor=TERRAIN_FILL.get(t.terrain, "#D9D9D9"),
            line={"color": "#555555", "width": 1.5}, showlegend=False, name=t.label))
    # labels: letter, number and pips at each hex centre
    cx, cy, text, colours = [], [], [], []
    for t in board.tiles:
        x, y = to_xy(centre(*t.coord))
        cx.append(x)
        cy.append(y)
        num = "" if t.number is None else f"<b>{t.number}</b><br>{'•' * pips(t.number)}"
        what = res[t.resource] if t.resource is not None else t.terrain
        text.append(f"{t.label} {what}<br>{num}" if num else f"{t.label}<br>{t.terrain}")
        colours.append(HOT_NUMBER if t.number in (6, 8) else "#222222")
    fig.add_trace(go.Scatter(x=cx, y=cy, mode="text", text=text, hoverinfo="skip",
                             textfont={"color": colours, "size": 12}, showlegend=False))
    # the heatmap: one marker per intersection
    prod = S.production_map(game, rolls=k, robber=robber)
    px, py, val, hov = [], [], [], []
    for x, name in enumerate(board.corner_names):
        X, Y = to_xy(topo.corner_points[x])
        px.append(X)
        py.append(Y)
        per = prod[name]
        tot = sum(per.values(), Fraction(0))
        val.append(float(tot))
        parts = "<br>".join(f"  {r}: {frac(v)}" for r, v in per.items() if v)
        tiles = ", ".join(f"{board.tiles[t].label} ({board.tiles[t].number or '-'})"
                          for t in topo.corner_tiles[x])
        hov.append(f"intersection {name}<br>tiles {tiles}, {S.corner_pips(game, x)} pips<br>"
                   f"a settlement here earns {frac(tot)} cards per {k} rolls"
                   + (f":<br>{parts}" if parts else "") + "<br>(a city earns twice this)")
    fig.add_trace(go.Scatter(
        x=px, y=py, mode="markers", hoverinfo="text", hovertext=hov, name="intersections",
        marker={"size": 13, "color": val, "colorscale": HEAT_SCALE, "cmin": 0,
                "line": {"color": "white", "width": 1},
                "colorbar": {"title": {"text": f"expected cards<br>per {k} rolls"}}},
        showlegend=False))
    if show_pieces:
        for p in range(game.n):
            for city in (False, True):
                idx = [x for x, o in enumerate(game.corner_owner)
                       if o == p and game.corner_city[x] == city]
                if not idx:
                    continue
                # an outline in the player's dark colour (the heat still shows inside) and
                # the player's number beside it: colour is never the only cue
                fig.add_trace(go.Scatter(
                    x=[px[x] for x in idx], y=[py[x] for x in idx], mode="markers+text",
                    name=f"player {p} ({_piece_name(p)}) {'cities' if city else 'settlements'}",
                    marker={"symbol": "diamond" if city else "square", "size": 20 if city else 15,
                            "color": "rgba(0,0,0,0)",
                            "line": {"color": _piece(p), "width": 4}},
                    text=[str(p)] * len(idx), textposition="top right",
                    textfont={"color": _piece(p), "size": 13, "family": "Arial Black, sans-serif"},
                    hovertext=[f"player {p}'s ({_piece_name(p)}) {'city' if city else 'settlement'}"
                               f" at {board.corner_names[x]}" for x in idx], hoverinfo="text"))
    if rb is not None:
        x, y = to_xy(centre(*board.tiles[rb].coord))
        fig.add_trace(go.Scatter(
            x=[x + 0.45], y=[y - 0.35], mode="markers", name=game.ruleset.terms.get("robber",
                                                                                    "robber"),
            marker={"symbol": "circle", "size": 16, "color": OKABE_ITO["black"]},
            hovertext=[f"the {game.ruleset.terms.get('robber', 'robber')} on tile "
                       f"{board.tiles[rb].label}: it produces nothing"], hoverinfo="text"))
    finish(fig, f"{game.ruleset.title}: where does a settlement earn most? "
                f"(board pips: {S.board_pips(game)})",
           "west → east (hex sides)", "north → south (hex sides)",
           legend={"orientation": "h", "y": -0.04}, width=None, height=BOARD_HEIGHT,
           margin={"l": 10, "r": 10, "t": 50, "b": 40})
    fig.update_yaxes(autorange="reversed", scaleanchor="x", scaleratio=1, showgrid=False,
                     zeroline=False, showticklabels=False)
    fig.update_xaxes(showgrid=False, zeroline=False, showticklabels=False)
    return fig


def income_figure(game: Any, player: int, robber_to: Any = "worst",
                  rolls: int | None = None) -> go.Figure:
    """A player's expected income by resource, now and if the robber moves.

    ``robber_to`` is a tile label, or ``"worst"`` (the tile that would cost
    the player most), or ``None`` for only the present income.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")
    <Catan: ...>
    >>> from boardgames.viz import income_figure
    >>> fig = income_figure(game, 0)                  # now, and with the robber on the worst tile
    >>> fig.layout.title.text
    "Player 0's expected income: 3/2 ≈ 1.50 cards per 3 rolls, 1 with the robber on O"
    >>> [trace.name for trace in fig.data]
    ['now', 'robber on O']
    >>> dict(zip(fig.data[0].x, (round(y, 3) for y in fig.data[0].y)))
    {'brick': 0.25, 'lumber': 0.333, 'wool': 0.0, 'grain': 0.5, 'ore': 0.417}
    """
    res = game.ruleset.resources
    k = game.n if rolls is None else rolls
    now = S.player_income(game, player, rolls=k)
    fig = go.Figure()
    fig.add_trace(go.Bar(
        x=list(res), y=[float(now[r]) for r in res], name="now",
        marker_color=[resource_colour(r, i) for i, r in enumerate(res)],
        hovertext=[f"player {player} expects {frac(now[r])} {r} per {k} rolls now<br>"
                   f"(sum over their buildings of P(number) × 1 or 2, times {k})" for r in res],
        hoverinfo="text"))
    label = None
    if robber_to == "worst":
        eff = S.robber_move_effect(game, player, rolls=k)
        if eff:
            label = min(eff, key=lambda t: (eff[t], t))
    elif robber_to is not None:
        label = robber_to
    if label is not None:
        then = S.player_income(game, player, rolls=k, robber=label)
        fig.add_trace(go.Bar(
            x=list(res), y=[float(then[r]) for r in res], name=f"robber on {label}",
            marker={"color": [resource_colour(r, i) for i, r in enumerate(res)],
                    "pattern": {"shape": "/"}, "opacity": 0.6},
            hovertext=[f"with the robber on {label}: {frac(then[r])} {r} per {k} rolls "
                       f"(change {frac(then[r] - now[r])})" for r in res], hoverinfo="text"))
    total = sum(now.values(), Fraction(0))
    title = f"Player {player}'s expected income: {frac(total, 2)} cards per {k} rolls"
    if label is not None:
        title += f", {frac(sum(then.values(), Fraction(0)), 2)} with the robber on {label}"
    return finish(fig, title, "resource", f"expected cards per {k} rolls", barmode="group",
                  legend={"orientation": "h", "y": 1.0, "x": 1, "xanchor": "right",
                          "yanchor": "bottom"})


def robber_cost_figure(game: Any, rolls: int | None = None) -> go.Figure:
    """For every tile, what the robber there would cost each player (stacked bars).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")
    <Catan: ...>
    >>> from boardgames.viz import robber_cost_figure
    >>> fig = robber_cost_figure(game)
    >>> [trace.name for trace in fig.data]            # one stack per player
    ['player 0 (blue)', 'player 1 (red)', 'player 2 (green)']
    >>> cost = dict(zip(fig.data[0].x, fig.data[0].y))     # player 0's loss, tile by tile
    >>> {tile: round(v, 3) for tile, v in cost.items() if v}
    {'G': 0.25, 'K': 0.333, 'L': 0.417, 'O': 0.5}
    """
    k = game.n if rolls is None else rolls
    labels = [t.label for t in game.board.tiles]
    costs = {lab: S.robber_cost(game, lab, rolls=k) for lab in labels}
    fig = go.Figure()
    for p in range(game.n):
        ys = [sum(costs[lab][p].values(), Fraction(0)) for lab in labels]
        fig.add_trace(go.Bar(
            x=labels, y=[float(v) for v in ys], name=f"player {p} ({_piece_name(p)})",
            marker_color=_piece(p),
            hovertext=[f"robber on {lab}: player {p} loses {frac(v)} cards per {k} rolls"
                       for lab, v in zip(labels, ys, strict=True)], hoverinfo="text"))
    return finish(fig, "What the robber costs on each tile", "tile",
                  f"expected cards lost per {k} rolls", barmode="stack")
