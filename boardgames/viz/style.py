"""Shared look: the Okabe-Ito colour-blind-safe palette and figure defaults."""

from __future__ import annotations

from fractions import Fraction

import plotly.graph_objects as go

# Okabe & Ito (2008): distinguishable with every common colour-vision deficiency.
OKABE_ITO = {"black": "#000000", "orange": "#E69F00", "sky blue": "#56B4E9",
             "bluish green": "#009E73", "yellow": "#F0E442", "blue": "#0072B2",
             "vermillion": "#D55E00", "reddish purple": "#CC79A7"}
SEQUENCE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442",
            "#000000")
PLAYER_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00")
# a sequential scale readable in grey and by colour-blind viewers
HEAT_SCALE = "Cividis"

RESOURCE_COLOURS = {
    "brick": "#D55E00", "lumber": "#009E73", "wood": "#009E73", "wool": "#56B4E9",
    "water": "#56B4E9", "grain": "#E69F00", "wheat": "#E69F00", "ore": "#0072B2",
    "stone": "#0072B2",
}
TERRAIN_FILL = {
    "hills": "#D55E00", "brick": "#D55E00", "forest": "#009E73", "wood": "#009E73",
    "pasture": "#56B4E9", "water": "#56B4E9", "fields": "#E69F00", "wheat": "#E69F00",
    "mountains": "#0072B2", "stone": "#0072B2", "desert": "#F0E442", "jungle": "#CC79A7",
    "hideout": "#999999",
}


def resource_colour(name: str, i: int = 0) -> str:
    """The colour of resource ``name`` in every figure (the ``i``-th palette colour if unknown).

    Examples
    --------
    >>> from boardgames.viz.style import resource_colour
    >>> resource_colour("ore"), resource_colour("stone")     # Catan's ore, Zarahemla's stone
    ('#0072B2', '#0072B2')
    >>> resource_colour("gold", 1)                          # unknown: the palette's 2nd colour
    '#E69F00'
    """
    return RESOURCE_COLOURS.get(name, SEQUENCE[i % len(SEQUENCE)])


def frac(x: Fraction | float, digits: int = 3) -> str:
    """``5/36 ≈ 0.139`` for a fraction, ``0.139`` for a float.

    Examples
    --------
    >>> from fractions import Fraction
    >>> from boardgames.viz.style import frac
    >>> frac(Fraction(5, 36)), frac(Fraction(6)), frac(Fraction(1, 3), 2), frac(0.123456)
    ('5/36 ≈ 0.139', '6', '1/3 ≈ 0.33', '0.123')
    """
    if isinstance(x, Fraction):
        if x.denominator == 1:
            return str(x.numerator)
        if x.denominator < 10_000:
            return f"{x.numerator}/{x.denominator} ≈ {float(x):.{digits}f}"
    return f"{float(x):.{digits}f}"


def finish(fig: go.Figure, title: str, x: str, y: str, **layout) -> go.Figure:
    """Title, axis labels and a white template on every figure.

    Examples
    --------
    >>> import plotly.graph_objects as go
    >>> from boardgames.viz.style import finish
    >>> fig = finish(go.Figure(go.Bar(x=[7], y=[1 / 6])), "Sevens", "total", "probability")
    >>> fig.layout.title.text, fig.layout.xaxis.title.text, fig.layout.yaxis.title.text
    ('Sevens', 'total', 'probability')
    """
    fig.update_layout(title={"text": title, "x": 0.02, "xanchor": "left"}, template="plotly_white",
                      xaxis_title=x, yaxis_title=y, hoverlabel={"align": "left"},
                      font={"size": 13}, **layout)
    return fig
