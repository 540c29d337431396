"""Settlers boards: 19 land hexes, number tokens, harbours, and their graph.

A :class:`Board` is fixed for a whole game.  It holds the tiles (terrain,
number, a letter label A-S in reading order), the harbours, the integer
topology the engine uses, and a :mod:`networkx` graph a student can query:

* graph **nodes** are intersections, named by the tiles around them: an
  inland corner is ``"E-I-J"``, a coastal corner between two tiles ``"A-B"``,
  and a corner touching a single tile is named by its compass point on that
  tile, ``"A.N"`` ("the north corner of tile A");
* graph **edges** are paths (where roads go).

Node attributes: ``tiles`` (labels), ``terrains``, ``numbers``, ``pips``,
``port``, ``pos`` and, on a live game's graph, ``piece``.  Edge attributes:
``tiles`` and, on a live game's graph, ``road``.
"""

from __future__ import annotations

import functools
import string
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:                   # networkx is imported when a graph is first asked for
    import networkx as nx

from ..core.hexgrid import Topology, hexagon, ring, to_xy

PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}

# The 18 lettered number tokens (A-R), as printed on the standard token set.
LETTER_NUMBERS = (5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11)


@dataclass(frozen=True)
class Tile:
    label: str
    coord: tuple[int, int]
    terrain: str
    resource: int | None        # index into the ruleset's resources, None for no production
    number: int | None
    letter: str | None = None   # the token's letter, where the board was laid by letters


@dataclass(frozen=True)
class Port:
    kind: str                   # "3:1" or a resource name (a 2:1 harbour for that resource)
    corners: tuple[int, int]


@functools.cache
def standard_topology() -> Topology:
    """The 19-hex island (radius 2), built once and shared by every board."""
    return Topology.build(hexagon(2))


@functools.lru_cache(maxsize=64)
def _names(topo: Topology, labels: tuple[str, ...]) -> tuple:
    """The names of the intersections and paths, and lookups from name to index.

    An intersection is named after the labels of its hexes, sorted (``"E-I-J"``); a coastal
    one touching a single hex adds its compass point (``"A.n"``), and so does one of two
    coastal corners that share both their hexes (odd-shaped islands).  A path is the pair
    of its intersections' names.  Names depend only on the topology and the hexes' labels,
    so boards that share both (every random Catan island) share one set, made once.
    """
    # how many corners touch each set of hexes: two coastal corners can share both hexes
    shared = Counter(tuple(sorted(ts)) for ts in topo.corner_tiles)
    corner_names = []
    for i, ts in enumerate(topo.corner_tiles):
        mine = [labels[t] for t in ts]
        order = sorted(range(len(mine)), key=lambda k: mine[k])
        if len(mine) == 1:
            corner_names.append(f"{mine[0]}.{topo.corner_corner_names[i][0]}")
            continue
        name = "-".join(mine[k] for k in order)
        if len(mine) == 2 and shared[tuple(sorted(ts))] > 1:
            name += "." + topo.corner_corner_names[i][order[0]]
        corner_names.append(name)
    corners = tuple(corner_names)
    edges = tuple((corners[a], corners[b]) for a, b in topo.edge_corners)
    corner_index = {n: i for i, n in enumerate(corners)}
    edge_index = {}
    for e, (a, b) in enumerate(edges):
        edge_index[(a, b)] = e
        edge_index[(b, a)] = e
    return corners, edges, corner_index, edge_index


class Board:
    """A laid-out island.  Immutable after construction."""

    def __init__(self, tiles: list[Tile], ports: list[Port], resources: tuple[str, ...],
                 topology: Topology | None = None):
        self.topology = topology or standard_topology()
        if [t.coord for t in tiles] != list(self.topology.tiles):
            raise ValueError("tiles must be given in the topology's reading order")
        self.tiles = tuple(tiles)
        self.ports = tuple(ports)
        self.resources = resources
        topo = self.topology
        (self.corner_names, self.edge_names, self.corner_index,
         self.edge_index) = _names(topo, tuple(t.label for t in self.tiles))
        self.tile_index = {t.label: i for i, t in enumerate(self.tiles)}
        port_of: list[str | None] = [None] * len(topo.corner_points)
        for p in ports:
            for c in p.corners:
                port_of[c] = p.kind
        self.corner_port: tuple[str | None, ...] = tuple(port_of)
        self._graph: nx.Graph | None = None

    # -- names ----------------------------------------------------------------
    def corner(self, name: str) -> int:
        """The index of an intersection given its name (``"E-I-J"``).

        Examples
        --------
        >>> import boardgames
        >>> board = boardgames.new_game("catan", players=3, seed=1, layout="beginner").fixed_board
        >>> x = board.corner("E-I-J")            # where hills, forest and desert meet
        >>> x, board.corner_names[x]
        (23, 'E-I-J')
        >>> board.corner("X-Y")
        Traceback (most recent call last):
            ...
        KeyError: "no intersection called 'X-Y'; names look like 'G-L' or 'A.N'"
        """
        try:
            return self.corner_index[name]
        except KeyError:
            raise KeyError(f"no intersection called {name!r}; names look like "
                           f"{self.corner_names[20]!r} or {self.corner_names[0]!r}") from None

    def edge(self, a: str, b: str | None = None) -> int:
        """The index of a path given its two intersections (or ``"X~Y"``).

        Examples
        --------
        >>> import boardgames
        >>> board = boardgames.new_game("catan", players=3, seed=1, layout="beginner").fixed_board
        >>> board.edge("D-E-I", "E-I-J"), board.edge("E-I-J", "D-E-I"), board.edge("D-E-I~E-I-J")
        (26, 26, 26)
        >>> board.edge("A.N", "E-I-J")           # not next to each other
        Traceback (most recent call last):
            ...
        KeyError: "no path between 'A.N' and 'E-I-J'"
        """
        if b is None:
            a, _, b = a.partition("~")
        try:
            return self.edge_index[(a, b)]
        except KeyError:
            raise KeyError(f"no path between {a!r} and {b!r}") from None

    def tile(self, label: str) -> int:
        """The index of a tile given its label (``"A"`` to ``"S"``, in reading order).

        Examples
        --------
        >>> import boardgames
        >>> board = boardgames.new_game("catan", players=3, seed=1, layout="beginner").fixed_board
        >>> t = board.tiles[board.tile("L")]
        >>> t.terrain, t.number
        ('mountains', 8)
        """
        try:
            return self.tile_index[label]
        except KeyError:
            raise KeyError(f"no tile labelled {label!r}; tiles are A to "
                           f"{self.tiles[-1].label}") from None

    def path(self, a: str, b: str) -> str:
        """The canonical name ``"X~Y"`` of the path between intersections ``a`` and ``b``.

        Examples
        --------
        >>> import boardgames
        >>> board = boardgames.new_game("catan", players=3, seed=1, layout="beginner").fixed_board
        >>> board.path("E-I-J", "D-E-I")         # the name a BuildRoad action takes
        'D-E-I~E-I-J'
        """
        return self.path_name(self.edge(a, b))

    def path_name(self, e: int) -> str:
        """The name ``"X~Y"`` of path ``e`` (an edge index, as ``legal_actions`` and
        ``road_spots`` use).

        Examples
        --------
        >>> import boardgames
        >>> board = boardgames.new_game("catan", players=3, seed=1, layout="beginner").fixed_board
        >>> board.path_name(26)
        'D-E-I~E-I-J'
        >>> board.edge(board.path_name(26))
        26
        """
        a, b = self.edge_names[e]
        return f"{a}~{b}"

    # -- the graph ----------------------------------------------------------------
    @property
    def graph(self) -> nx.Graph:
        """The board's networkx graph (static attributes only; see ``game.board.graph``)."""
        if self._graph is None:
            self._graph = self._build_graph()
        return self._graph

    def _build_graph(self) -> nx.Graph:
        topo = self.topology
        import networkx as nx

        g = nx.Graph(name="settlers board")
        g.graph["tiles"] = {t.label: {"coord": t.coord, "terrain": t.terrain,
                                      "resource": None if t.resource is None
                                      else self.resources[t.resource],
                                      "number": t.number, "pips": PIPS.get(t.number or 0, 0)}
                            for t in self.tiles}
        for i, name in enumerate(self.corner_names):
            ts = [self.tiles[t] for t in topo.corner_tiles[i]]
            g.add_node(name, index=i, tiles=[t.label for t in ts],
                       terrains=[t.terrain for t in ts], numbers=[t.number for t in ts],
                       pips=sum(PIPS.get(t.number or 0, 0) for t in ts),
                       port=self.corner_port[i], pos=to_xy(topo.corner_points[i]), piece=None)
        for e, (a, b) in enumerate(topo.edge_corners):
            g.add_edge(self.corner_names[a], self.corner_names[b], index=e,
                       tiles=[self.tiles[t].label for t in topo.edge_tiles[e]], road=None)
        return g

    # -- data -------------------------------------------------------------------------
    def to_data(self) -> dict:
        """The board as JSON-ready lists, as a save holds it: per tile ``[label, coordinate,
        terrain, resource index, number, letter]``, per harbour ``[kind, corners]``.

        Examples
        --------
        >>> import boardgames
        >>> board = boardgames.new_game("catan", players=3, seed=1, layout="beginner").fixed_board
        >>> data = board.to_data()
        >>> data["tiles"][0]                     # tile A: mountains (ore, resource 4) with a 10
        ['A', [0, -2], 'mountains', 4, 10, None]
        >>> data["ports"][1]                     # a 2:1 wool harbour on intersections 6 and 10
        ['wool', [6, 10]]
        """
        return {"tiles": [[t.label, list(t.coord), t.terrain, t.resource, t.number, t.letter]
                          for t in self.tiles],
                "ports": [[p.kind, list(p.corners)] for p in self.ports]}

    @classmethod
    def from_data(cls, data: dict, resources: tuple[str, ...]) -> Board:
        """A board from :meth:`to_data`'s lists; ``resources`` are the ruleset's resource names.

        It trusts ``data``: a saved game's board is checked by
        :func:`~boardgames.settlers.rulesets.board_from_saved` instead.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import Board
        >>> board = boardgames.new_game("catan", players=3, seed=1, layout="beginner").fixed_board
        >>> again = Board.from_data(board.to_data(), board.resources)
        >>> again
        <Board of 19 tiles and 9 harbours>
        >>> again.to_data() == board.to_data()
        True
        """
        tiles = [Tile(str(lab), (int(c[0]), int(c[1])), str(ter),
                      None if res is None else int(res), None if num is None else int(num),
                      None if let is None else str(let))
                 for lab, c, ter, res, num, let in data["tiles"]]
        ports = [Port(str(k), (int(c[0]), int(c[1]))) for k, c in data["ports"]]
        return cls(tiles, ports, resources)

    def __repr__(self) -> str:
        return f"<Board of {len(self.tiles)} tiles and {len(self.ports)} harbours>"


def spiral_order(start: tuple[int, int]) -> list[tuple[int, int]]:
    """The 19 hexes in a counterclockwise spiral inwards from a perimeter hex ``start``.

    The spiral goes around the outer ring counterclockwise (as seen on the
    screen) beginning at ``start``, then around the inner ring from the hex
    nearest to where it ended, then the centre.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.board import spiral_order
    >>> spiral = spiral_order((2, -2))           # from the top-right hex
    >>> spiral[:4], spiral[-1]                   # axial (q, r) coordinates; the centre last
    ([(2, -2), (1, -2), (0, -2), (-1, -1)], (0, 0))
    >>> board = boardgames.new_game("catan", players=3, seed=1, layout="beginner").fixed_board
    >>> label = {t.coord: t.label for t in board.tiles}
    >>> "".join(label[c] for c in spiral)       # the tiles' labels along the spiral
    'CBADHMQRSPLGFEINOKJ'
    """
    outer = ring(2)
    if start not in outer:
        raise ValueError(f"the letters must start on a perimeter hex, not {start}")
    i = outer.index(start)
    outer = outer[i:] + outer[:i]
    inner = ring(1)
    # continue inwards from the inner hex next to the start that the spiral
    # reaches last: the one adjacent to both the start and the final outer hex
    from ..core.hexgrid import distance
    last = outer[-1]
    cands = [h for h in inner if distance(h, last) == 1 and distance(h, start) <= 2]
    j = inner.index(min(cands, key=lambda h: (distance(h, start), inner.index(h))))
    inner = inner[j:] + inner[:j]
    return outer + inner + [(0, 0)]


def place_letters(coords_in_spiral: list[tuple[int, int]], skip: set[tuple[int, int]],
                  numbers: tuple[int, ...] = LETTER_NUMBERS) -> dict:
    """Give tokens A, B, C... to the spiral's hexes in order, skipping ``skip``.

    Returns ``{hex: (letter, number)}``; the numbers are the standard lettered tokens
    unless ``numbers`` says otherwise.

    Examples
    --------
    >>> from boardgames.settlers.board import place_letters, spiral_order
    >>> spiral = spiral_order((2, -2))
    >>> tokens = place_letters(spiral, skip={(0, 0)})    # the desert in the centre
    >>> [tokens[c] for c in spiral[:3]]
    [('A', 5), ('B', 2), ('C', 6)]
    >>> len(tokens), (0, 0) in tokens                    # 18 tokens, none on the desert
    (18, False)
    """
    out = {}
    k = 0
    for c in coords_in_spiral:
        if c in skip:
            continue
        out[c] = (string.ascii_uppercase[k], numbers[k])
        k += 1
    return out


# Harbour positions around the 30 coastal paths of the standard island,
# counted clockwise from the top: gaps of 3, 3, 4, as on the printed frame.
PORT_SLOTS = (0, 3, 6, 10, 13, 16, 20, 23, 26)


def port_corners(slot: int) -> tuple[int, int]:
    """The two intersections (indices) at the ends of coastal path ``slot`` of the standard
    island (0 to 29, clockwise from the top): the ones a harbour there serves.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.board import PORT_SLOTS, port_corners
    >>> board = boardgames.new_game("catan", players=3, seed=1, layout="beginner").fixed_board
    >>> [board.corner_names[x] for x in port_corners(PORT_SLOTS[1])]
    ['C.NE', 'C-G']
    >>> board.ports[1].kind                              # the harbour in that place
    'wool'
    """
    topo = standard_topology()
    return topo.edge_corners[topo.coast_edges[slot]]
