"""The play apps' colours: kept in :mod:`boardgames.viz.palette` (the drawing layer, which
the apps build on); this name stays for code written before the move."""

from __future__ import annotations

from ..viz.palette import (
           PIECE_COLOURS,
           PIECE_NAMES,
           ROAD_DASH,
           TERRAIN_FILL,
           contrast,
           ink,
           luminance,
)

__all__ = ["PIECE_COLOURS", "PIECE_NAMES", "ROAD_DASH", "TERRAIN_FILL", "contrast", "ink",
           "luminance"]
