"""Colours of the play apps: light terrain, dark pieces, and a second cue for each player.

Terrain fills are light tints and the players' pieces dark, saturated colours, so
that every piece stands out on every hex: the WCAG contrast ratio of each piece
colour against each terrain fill is at least 3:1 (the tests compute all of them).
Colour is never the only cue: each hex carries its resource as a word, each
settlement and city its player's number, and each player's roads their own dash
pattern (a white line inside the road: solid, long dashes, dots...).

The hues follow Okabe & Ito's colour-blind-safe palette (blue, vermillion,
bluish green, reddish purple), darkened; the fifth player is brown.
"""

from __future__ import annotations

# the players' pieces (roads, settlements, cities, pawns) and their names
PIECE_COLOURS = ("#0B3C8C", "#A02C00", "#00583C", "#6E2466", "#5C3A00")
PIECE_NAMES = ("blue", "red", "green", "purple", "brown")
# the white line drawn inside each player's roads (SVG stroke-dasharray; None: solid)
ROAD_DASH = (None, "0.16 0.08", "0.03 0.07", "0.2 0.06 0.03 0.06", "0.06 0.14")

# light tints of the Okabe-Ito hues, one per terrain (the resource word is on each hex too)
TERRAIN_FILL = {
    "hills": "#F4B08A", "brick": "#F4B08A", "forest": "#8ED3A8", "wood": "#8ED3A8",
    "pasture": "#BDE3F6", "water": "#BDE3F6", "fields": "#F6D27A", "wheat": "#F6D27A",
    "mountains": "#B7BFCC", "stone": "#B7BFCC", "desert": "#F3EDB2", "jungle": "#E7B6D6",
    "hideout": "#D9D9D9",
}


def luminance(colour: str) -> float:
    """The relative luminance of ``#RRGGBB`` (WCAG 2.x).

    Examples
    --------
    >>> luminance("#ffffff"), luminance("#000")
    (1.0, 0.0)
    """
    h = colour.lstrip("#")
    if len(h) == 3:
        h = "".join(ch * 2 for ch in h)
    if len(h) != 6:
        raise ValueError(f"not a #RRGGBB colour: {colour!r}")
    out = []
    for i in (0, 2, 4):
        c = int(h[i:i + 2], 16) / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * out[0] + 0.7152 * out[1] + 0.0722 * out[2]


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white).

    Examples
    --------
    >>> round(contrast("#000000", "#ffffff"), 1)
    21.0
    >>> contrast(PIECE_COLOURS[0], TERRAIN_FILL["forest"]) >= 3     # a blue road on a forest
    True
    """
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink(colour: str) -> str:
    """Black or white text, whichever reads better on ``colour``.

    Examples
    --------
    >>> ink(TERRAIN_FILL["desert"]), ink(PIECE_COLOURS[0])
    ('#000', '#fff')
    """
    return "#000" if contrast(colour, "#000000") >= contrast(colour, "#ffffff") else "#fff"
