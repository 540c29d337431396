"""Hexagon geometry for boards made of pointy-top hexes.

Tiles live at axial coordinates ``(q, r)`` (cube coordinate ``s = -q - r``).
A corner or an edge of the grid is found by exact integer arithmetic, so two
tiles that share a corner always agree on it.  In these integer units a tile's
centre is at ``(2q + r, 3r)`` and its corners are at the offsets in
:data:`CORNER_OFFSETS`; the real picture is ``x * sqrt(3)/2, y / 2``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# Neighbour directions in axial coordinates, going clockwise from east.
DIRECTIONS: dict[str, tuple[int, int]] = {
    "E": (1, 0), "SE": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (0, -1), "NE": (1, -1),
}
# Corners of a pointy-top hex, clockwise from the top.
CORNER_NAMES = ("N", "NE", "SE", "S", "SW", "NW")
CORNER_OFFSETS = {"N": (0, -2), "NE": (1, -1), "SE": (1, 1), "S": (0, 2), "SW": (-1, 1),
                  "NW": (-1, -1)}
# The edge of a hex facing each neighbour direction joins these two corners.
EDGE_CORNERS = {"NE": ("N", "NE"), "E": ("NE", "SE"), "SE": ("SE", "S"), "SW": ("S", "SW"),
                "W": ("SW", "NW"), "NW": ("NW", "N")}

Point = tuple[int, int]


def centre(q: int, r: int) -> Point:
    """The centre of tile ``(q, r)`` in integer grid units.

    Examples
    --------
    >>> from boardgames.core.hexgrid import centre
    >>> centre(0, 0), centre(1, 0), centre(0, 1)     # the east and south-east neighbours
    ((0, 0), (2, 0), (1, 3))
    """
    return (2 * q + r, 3 * r)


def corner_point(q: int, r: int, corner: str) -> Point:
    """Corner ``corner`` (one of :data:`CORNER_NAMES`) of tile ``(q, r)``, in grid units.

    Examples
    --------
    Three tiles meet at a corner, and all three name the same point:

    >>> from boardgames.core.hexgrid import corner_point
    >>> corner_point(0, 0, "NE"), corner_point(1, 0, "NW"), corner_point(1, -1, "S")
    ((1, -1), (1, -1), (1, -1))
    """
    cx, cy = centre(q, r)
    dx, dy = CORNER_OFFSETS[corner]
    return (cx + dx, cy + dy)


def to_xy(p: Point) -> tuple[float, float]:
    """Integer grid units to picture units (hex side 1, y pointing down).

    Examples
    --------
    >>> from boardgames.core.hexgrid import centre, corner_point, to_xy
    >>> x, y = to_xy(centre(1, 0))          # the next tile east is sqrt(3) away
    >>> round(x, 3), y
    (1.732, 0.0)
    >>> to_xy(corner_point(0, 0, "N"))      # a corner is 1 (a side) from the centre
    (0.0, -1.0)
    """
    return (p[0] * math.sqrt(3) / 2, p[1] / 2)


def hexagon(radius: int) -> list[tuple[int, int]]:
    """All axial coordinates within ``radius`` of the origin, in reading order.

    Examples
    --------
    >>> from boardgames.core.hexgrid import hexagon
    >>> hexagon(1)                          # a tile and its six neighbours
    [(0, -1), (1, -1), (-1, 0), (0, 0), (1, 0), (-1, 1), (0, 1)]
    >>> len(hexagon(2))                     # the 19 tiles of a Catan board
    19
    """
    cells = [(q, r) for r in range(-radius, radius + 1) for q in range(-radius, radius + 1)
             if abs(q + r) <= radius]
    return sorted(cells, key=lambda c: (c[1], c[0]))


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """How many steps from tile ``a`` to tile ``b``, moving to a neighbour each step.

    Examples
    --------
    >>> from boardgames.core.hexgrid import distance, hexagon
    >>> distance((0, 0), (2, -1)), distance((-2, 0), (2, 0))
    (2, 4)
    >>> [distance((0, 0), t) for t in hexagon(2)].count(2)     # the outer ring of a Catan board
    12
    """
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(radius: int, start: str = "E") -> list[tuple[int, int]]:
    """The hexes at exactly ``radius``, counterclockwise (as seen on screen) from ``start``.

    With y pointing down, counterclockwise on screen means the directions go
    E -> NE -> NW -> W -> SW -> SE.

    Examples
    --------
    >>> from boardgames.core.hexgrid import ring
    >>> ring(1)
    [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    >>> len(ring(2)), ring(2)[:3]
    (12, [(2, 0), (2, -1), (2, -2)])
    """
    if radius == 0:
        return [(0, 0)]
    ccw = ["E", "NE", "NW", "W", "SW", "SE"]
    i = ccw.index(start)
    q, r = (DIRECTIONS[ccw[i]][0] * radius, DIRECTIONS[ccw[i]][1] * radius)
    cells = []
    # from the start corner hex, walk along the next sides counterclockwise
    for k in range(6):
        side = ccw[(i + 2 + k) % 6]
        dq, dr = DIRECTIONS[side]
        for _ in range(radius):
            cells.append((q, r))
            q, r = q + dq, r + dr
    return cells


@dataclass(frozen=True, eq=False)
class Topology:
    """Corners and edges of a set of hexes, as integer-indexed arrays.

    A topology is equal only to itself and hashes as itself (one is built per shape of
    island and shared), so caches keyed by it cost nothing to look up.

    ``corner_tiles[i]`` lists the tiles (indices into ``tiles``) touching
    corner ``i``; ``edge_corners[e]`` the two corners of edge ``e``, and so on.
    These arrays are what the engines' hot paths use; the networkx graph is
    built from them.
    """

    tiles: tuple[tuple[int, int], ...]
    corner_points: tuple[Point, ...]
    corner_tiles: tuple[tuple[int, ...], ...]
    corner_corner_names: tuple[tuple[str, ...], ...]  # name of the corner on each tile touching it
    tile_corners: tuple[tuple[int, ...], ...]          # six corners clockwise from N
    edge_corners: tuple[tuple[int, int], ...]
    edge_tiles: tuple[tuple[int, ...], ...]
    corner_edges: tuple[tuple[int, ...], ...]
    corner_neighbours: tuple[tuple[int, ...], ...]
    coast_edges: tuple[int, ...]                        # edges with one tile, clockwise

    @classmethod
    def build(cls, tiles: list[tuple[int, int]]) -> Topology:
        """The corners and edges of ``tiles`` (axial coordinates), numbered in reading order.

        Examples
        --------
        A Catan board: 19 tiles, 54 intersections, 72 paths, 30 of them on the coast.

        >>> from boardgames.core.hexgrid import Topology, hexagon
        >>> topo = Topology.build(hexagon(2))
        >>> len(topo.tiles), len(topo.corner_points), len(topo.edge_corners), len(topo.coast_edges)
        (19, 54, 72, 30)
        >>> [len(tiles) for tiles in topo.corner_tiles].count(3)    # inland intersections
        24
        """
        tiles = list(tiles)
        point_index: dict[Point, int] = {}
        corner_points: list[Point] = []
        corner_tiles: list[list[int]] = []
        corner_names: list[list[str]] = []
        tile_corners = []
        # corners in reading order of their position (top to bottom, left to right)
        all_points = sorted({corner_point(q, r, c) for q, r in tiles for c in CORNER_NAMES},
                            key=lambda p: (p[1], p[0]))
        for p in all_points:
            point_index[p] = len(corner_points)
            corner_points.append(p)
            corner_tiles.append([])
            corner_names.append([])
        for t, (q, r) in enumerate(tiles):
            cs = []
            for c in CORNER_NAMES:
                i = point_index[corner_point(q, r, c)]
                corner_tiles[i].append(t)
                corner_names[i].append(c)
                cs.append(i)
            tile_corners.append(tuple(cs))
        edge_index: dict[tuple[int, int], int] = {}
        edge_corners: list[tuple[int, int]] = []
        edge_tiles: list[list[int]] = []
        for t, six in enumerate(tile_corners):
            for k in range(6):
                a, b = six[k], six[(k + 1) % 6]
                key = (min(a, b), max(a, b))
                if key not in edge_index:
                    edge_index[key] = len(edge_corners)
                    edge_corners.append(key)
                    edge_tiles.append([])
                edge_tiles[edge_index[key]].append(t)
        # renumber edges in reading order of their midpoints
        order = sorted(range(len(edge_corners)), key=lambda e: (
            corner_points[edge_corners[e][0]][1] + corner_points[edge_corners[e][1]][1],
            corner_points[edge_corners[e][0]][0] + corner_points[edge_corners[e][1]][0]))
        edge_corners = [edge_corners[e] for e in order]
        edge_tiles = [edge_tiles[e] for e in order]
        corner_edges: list[list[int]] = [[] for _ in corner_points]
        corner_nb: list[list[int]] = [[] for _ in corner_points]
        for e, (a, b) in enumerate(edge_corners):
            corner_edges[a].append(e)
            corner_edges[b].append(e)
            corner_nb[a].append(b)
            corner_nb[b].append(a)
        coast = [e for e, ts in enumerate(edge_tiles) if len(ts) == 1]
        # order the coast clockwise around the board's centre of mass
        cx = sum(centre(*t)[0] for t in tiles) / len(tiles)
        cy = sum(centre(*t)[1] for t in tiles) / len(tiles)

        def angle(e: int) -> float:
            a, b = edge_corners[e]
            mx = (corner_points[a][0] + corner_points[b][0]) / 2 * math.sqrt(3) / 2 - cx * math.sqrt(3) / 2
            my = (corner_points[a][1] + corner_points[b][1]) / 4 - cy / 2
            return (math.atan2(my, mx) + math.pi / 2) % (2 * math.pi)

        coast.sort(key=angle)
        return cls(tuple(tiles), tuple(corner_points), tuple(map(tuple, corner_tiles)),
                   tuple(map(tuple, corner_names)), tuple(tile_corners), tuple(edge_corners),
                   tuple(map(tuple, edge_tiles)), tuple(map(tuple, corner_edges)),
                   tuple(map(tuple, corner_nb)), tuple(coast))

    def tile_index(self, coord: tuple[int, int]) -> int:
        """The index of the tile at axial ``coord`` (ValueError if it is not on the board).

        Examples
        --------
        >>> from boardgames.core.hexgrid import Topology, hexagon
        >>> topo = Topology.build(hexagon(2))
        >>> topo.tile_index((0, 0))                 # the centre tile
        9
        >>> topo.tile_corners[9]                    # its corners, clockwise from N
        (18, 24, 30, 35, 29, 23)
        """
        return self.tiles.index(coord)
