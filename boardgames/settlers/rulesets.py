"""The three settlers rulesets as data: resources, costs, decks, pieces, boards.

The engine (:mod:`boardgames.settlers.engine`) reads everything that differs
between Catan, Catan with the Jungle variant and The Settlers of Zarahemla
from a :class:`Ruleset`.  A teacher can copy one with
:func:`dataclasses.replace` to try a house rule.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from importlib import resources as _res
from typing import Any

from ..core.chance import ChanceEvent, ChanceSource
from ..core.hexgrid import ring
from .board import PORT_SLOTS, Board, Port, Tile, port_corners, spiral_order, standard_topology

# Development card kinds, engine-side.  Each ruleset gives them names.
KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY, VICTORY_POINT, TEMPLE_BUILDING, LIAHONA = range(7)
DEV_KINDS = ("knight", "road_building", "year_of_plenty", "monopoly", "victory_point",
             "temple_building", "liahona")


def _load(name: str) -> dict:
    return json.loads(_res.files("boardgames.settlers").joinpath("data").joinpath(name).read_text())


@dataclass(frozen=True)
class Ruleset:
    name: str
    title: str
    resources: tuple[str, ...]
    terrains: dict[str, str | None]              # terrain -> resource it yields (None: nothing)
    cards_per_resource: int
    costs: dict[str, tuple[int, ...]]             # "road", "settlement", "city", "development", "temple"
    pieces: dict[str, int]                        # "road", "settlement", "city", "temple"
    dev_deck: tuple[int, ...]                     # count per DEV_KINDS entry
    dev_names: tuple[str, ...]                    # display name per DEV_KINDS entry
    victory_point_names: tuple[str, ...]
    players: tuple[int, ...]
    target: int
    hand_limit: int = 7
    longest_road_min: int = 5
    road_tie_keeps_holder: bool = False           # after a break, a tie leaves the card with its holder
    largest_army_min: int = 3
    temple_min: int = 3
    special_card_points: int = 2
    robber_may_return_home: bool = True           # False: never back to the robber's start hex
    robber_home: str = "desert"                   # terrain where the robber starts
    start_resources: str = "last"                 # "last" settlement, or "choose" one
    city_from_nothing: bool = False               # a city on an empty corner, paying for both
    setup_needs_numbered_hex: bool = False
    jungle: bool = False                          # discoveries (Catan Jungle variant)
    seven_steal_optional: bool = False            # after a 7 the mover MAY take a card (Zarahemla)
    temple_before_roll: bool = False              # temple stones any time in the turn, before the roll too
    terms: dict[str, str] = field(default_factory=dict)  # words: "robber", "harbour", ...
    board: str = "catan"                          # how the island is laid: "catan" or "zarahemla"
    targets: tuple[int, ...] | None = None        # the only targets allowed (None: any from 3 up)
    setup_orders: dict[int, tuple[int, ...]] = field(default_factory=dict)  # players -> order
    # how describe() words an action: (engine's words, this game's words), applied in order
    action_words: tuple[tuple[str, str], ...] = ()

    def __hash__(self) -> int:
        # equality stays by value (the generated __eq__), and equal rulesets share a name and
        # title: so a ruleset keys the functools caches of boards and lookups
        return hash((self.name, self.title))

    def setup_order(self, players: int) -> list[int]:
        """Whose settlement-and-road comes next during setup, in order (default: snake).

        Examples
        --------
        >>> from boardgames.settlers import CATAN, ZARAHEMLA
        >>> CATAN.setup_order(3)                 # the snake: 0, 1, 2, then back
        [0, 1, 2, 2, 1, 0]
        >>> ZARAHEMLA.setup_order(2)             # two players place three settlements each
        [0, 1, 1, 0, 0, 1]
        """
        if players in self.setup_orders:
            return list(self.setup_orders[players])
        order = list(range(players))
        return order + order[::-1]


def _costs(resources: tuple[str, ...], **named: dict[str, int]) -> dict[str, tuple[int, ...]]:
    return {k: tuple(v.get(r, 0) for r in resources) for k, v in named.items()}


CATAN_RESOURCES = ("brick", "lumber", "wool", "grain", "ore")
CATAN = Ruleset(
    name="catan", title="Catan",
    resources=CATAN_RESOURCES,
    terrains={"hills": "brick", "forest": "lumber", "pasture": "wool", "fields": "grain",
              "mountains": "ore", "desert": None},
    cards_per_resource=19,
    costs=_costs(CATAN_RESOURCES,
                 road={"brick": 1, "lumber": 1},
                 settlement={"brick": 1, "lumber": 1, "wool": 1, "grain": 1},
                 city={"grain": 2, "ore": 3},
                 development={"wool": 1, "grain": 1, "ore": 1}),
    pieces={"road": 15, "settlement": 5, "city": 4, "temple": 0},
    dev_deck=(14, 2, 2, 2, 5, 0, 0),
    dev_names=("Knight", "Road Building", "Year of Plenty", "Monopoly", "Victory Point",
               "Temple Building", "Liahona"),
    victory_point_names=("Library", "Market", "Chapel", "Great Hall", "University"),
    players=(3, 4), target=10,
    terms={"robber": "robber", "harbour": "harbour", "army": "Largest Army"},
)

CATAN_JUNGLE = Ruleset(
    **{**CATAN.__dict__, "name": "catan-jungle", "title": "Catan (Jungle variant)",
       "terrains": {**CATAN.terrains, "jungle": None}, "robber_home": "jungle", "jungle": True})

_Z = _load("zarahemla.json")
ZARAHEMLA_RESOURCES = ("wood", "brick", "water", "wheat", "stone")
ZARAHEMLA = Ruleset(
    name="zarahemla", title="The Settlers of Zarahemla",
    resources=ZARAHEMLA_RESOURCES,
    terrains={"wood": "wood", "brick": "brick", "water": "water", "wheat": "wheat",
              "stone": "stone", "hideout": None},
    cards_per_resource=18,
    costs=_costs(ZARAHEMLA_RESOURCES,
                 road={"brick": 1, "wood": 1},
                 settlement={"brick": 1, "wood": 1, "water": 1, "wheat": 1},
                 city={"stone": 3, "wheat": 2},
                 development={"stone": 1, "water": 1, "wheat": 1},
                 temple={"brick": 1, "stone": 1}),
    pieces={"road": 15, "settlement": 5, "city": 4, "temple": 10},
    dev_deck=(14, 2, 2, 2, 5, 2, 2),
    dev_names=("Stripling Warrior", "Road Building", "Bountiful Harvest", "Prosperity",
               "Victory Point", "Temple Building", "Liahona"),
    victory_point_names=("King Benjamin", "Alma", "Mosiah", "Samuel the Lamanite", "Mulek"),
    players=(2, 3, 4), target=12,
    robber_may_return_home=False, robber_home="hideout", road_tie_keeps_holder=True,
    start_resources="choose", city_from_nothing=True, setup_needs_numbered_hex=True,
    # the rulebook as printed: "You may take one Resource Card from any one player ..." after a
    # 7 (a Stripling Warrior's "Take one Resource Card" stays compulsory), and "Players may at
    # anytime during their turn help to build the Temple" (docs/assumptions.md quotes both)
    seven_steal_optional=True, temple_before_roll=True,
    terms={"robber": "Gadianton Robber", "harbour": "trading post", "army": "Largest Army"},
    board="zarahemla", targets=(10, 11, 12),
    setup_orders={2: (0, 1, 1, 0, 0, 1)},
    action_words=(("play a knight", "play a Stripling Warrior"),
                  ("year of plenty (bountiful harvest)", "Bountiful Harvest"),
                  ("monopoly (prosperity)", "Prosperity"),
                  ("the robber", "the Gadianton Robber"),
                  ("temple building", "Temple Building"),
                  ("road building", "Road Building")),
)

RULESETS = {r.name: r for r in (CATAN, CATAN_JUNGLE, ZARAHEMLA)}


# ---------------------------------------------------------------------------
# Boards
# ---------------------------------------------------------------------------

def _tiles(ruleset: Ruleset, coords, terrains, numbers, letters=None) -> list[Tile]:
    out = []
    labels = [chr(ord("A") + i) for i in range(len(coords))]
    for i, c in enumerate(coords):
        res = ruleset.terrains[terrains[i]]
        out.append(Tile(labels[i], c, terrains[i],
                        None if res is None else ruleset.resources.index(res),
                        numbers[i], None if letters is None else letters[i]))
    return out


def _ports(kinds: list[str]) -> list[Port]:
    return [Port(k, port_corners(s)) for k, s in zip(kinds, PORT_SLOTS, strict=True)]


# Boards never change once laid, so games laid alike share one (and the engine's lookups for
# it): the builders below are cached by their arguments, the ruleset by its values (a teacher's
# changed copy of a ruleset gets boards of its own)
_board_cache = functools.lru_cache(maxsize=512)


CATAN_TERRAIN_POOL = {"hills": 3, "forest": 4, "pasture": 4, "fields": 4, "mountains": 3,
                      "desert": 1}


def _spiral_corners() -> list[tuple[int, int]]:
    return [c for c in ring(2) if c[0] in (-2, 0, 2) and c[1] in (-2, 0, 2)]


def catan_board(ruleset: Ruleset, chance: ChanceSource, layout: str = "random",
                jungle_number: int | None = None) -> Board:
    """The beginner island, or a random one laid by the base game's variable set-up.

    Random: terrains are drawn hex by hex, the lettered tokens go on in a
    counterclockwise spiral from a corner hex (skipping the desert), and the
    nine harbour types are drawn for the nine harbour places.

    Examples
    --------
    >>> import boardgames
    >>> from collections import Counter
    >>> from boardgames.core.chance import ChanceSource
    >>> from boardgames.settlers import CATAN
    >>> from boardgames.settlers.rulesets import catan_board
    >>> board = catan_board(CATAN, ChanceSource(1))
    >>> [(t.label, t.terrain, t.number) for t in board.tiles[:3]]
    [('A', 'forest', 9), ('B', 'hills', 10), ('C', 'pasture', 8)]
    >>> sorted(Counter(t.terrain for t in board.tiles).items())
    [('desert', 1), ('fields', 4), ('forest', 4), ('hills', 3), ('mountains', 3), ('pasture', 4)]
    >>> board is boardgames.new_game("catan", players=3, seed=1).fixed_board   # the same draws
    True
    """
    coords = list(standard_topology().tiles)
    if layout == "beginner":
        return _catan_beginner(ruleset, jungle_number)
    if layout != "random":
        raise ValueError(f"unknown Catan layout {layout!r}; use 'beginner' or 'random'")
    terrains = _draw_each(chance, "terrain", dict(CATAN_TERRAIN_POOL), len(coords),
                          "terrain of tile {}")
    start: Any = chance.resolve(ChanceEvent.uniform("spiral start", _spiral_corners(),
                                               "the corner hex where token A goes"))
    harbours = _draw_each(chance, "harbour", {"3:1": 4, **{r: 1 for r in ruleset.resources}},
                          len(PORT_SLOTS), "harbour {}")
    return _catan_random(ruleset, terrains, start, harbours, jungle_number)


def _draw_each(chance: ChanceSource, kind: str, pool: dict[str, int], n: int,
               description: str) -> list[str]:
    """``n`` items drawn one by one without replacement from ``pool`` ({item: count}), each
    a chance event of ``kind`` (built only when it is probed, logged or forced)."""
    out = []
    for i in range(n):
        items = [k for k, c in pool.items() if c > 0]
        k = items[chance.draw(kind, [pool[k] for k in items],
                              functools.partial(ChanceEvent.from_counts, kind, pool,
                                                description.format(i)))]
        pool[k] -= 1
        out.append(k)
    return out


@_board_cache
def _catan_beginner(ruleset: Ruleset, jungle_number: int | None) -> Board:
    data = _load("catan_beginner.json")
    terrains = [t for t, _ in data["tiles"]]
    numbers = [n for _, n in data["tiles"]]
    return _catan_finish(ruleset, terrains, numbers, None, list(data["harbours"]), jungle_number)


def _catan_random(ruleset: Ruleset, terrains: list[str], start: tuple[int, int],
                  harbours: list[str], jungle_number: int | None) -> Board:
    return _catan_random_cached(ruleset, tuple(terrains), start, tuple(harbours), jungle_number)


@_board_cache
def _catan_random_cached(ruleset: Ruleset, terrains: tuple[str, ...], start: tuple[int, int],
                         harbours: tuple[str, ...], jungle_number: int | None) -> Board:
    """Boards never change once laid, so games laid alike share one (and its lookups)."""
    coords = list(standard_topology().tiles)
    desert = {coords[i] for i, t in enumerate(terrains) if t == "desert"}
    from .board import place_letters
    placed = place_letters(spiral_order(start), desert)
    numbers = [placed[c][1] if c in placed else None for c in coords]
    letters = [placed[c][0] if c in placed else None for c in coords]
    return _catan_finish(ruleset, list(terrains), numbers, letters, list(harbours), jungle_number)


def _catan_finish(ruleset: Ruleset, terrains: list[str], numbers: list, letters: list | None,
                  harbours: list[str], jungle_number: int | None) -> Board:
    coords = list(standard_topology().tiles)
    if ruleset.jungle:
        terrains = ["jungle" if t == "desert" else t for t in terrains]
        numbers = [jungle_number if t == "jungle" else n for t, n in zip(terrains, numbers,
                                                                          strict=True)]
    return Board(_tiles(ruleset, coords, terrains, numbers, letters), _ports(harbours),
                 ruleset.resources)


def board_from_saved(ruleset: Ruleset, data: Any, options: dict) -> Board:
    """The board a saved game holds, if the set-up rules can lay it; else ValueError.

    A saved board is never trusted: the pieces of information the set-up
    draws (terrain per hex, the corner the tokens start from, harbour per
    place; a Zarahemla layout) are read off it, the builder that
    :func:`catan_board` and :func:`zarahemla_board` use lays the board
    again from them, and the two must agree in every detail (terrains and
    their resources, number tokens and letters, labels, harbours).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import CATAN
    >>> from boardgames.settlers.rulesets import board_from_saved
    >>> game = boardgames.new_game("catan", players=3, seed=1)
    >>> data = game.fixed_board.to_data()
    >>> board_from_saved(CATAN, data, game.options) is game.fixed_board
    True
    >>> data["tiles"][0][4] = 6                  # tile A's 9 edited into a 6
    >>> board_from_saved(CATAN, data, game.options)
    Traceback (most recent call last):
        ...
    ValueError: no set-up of Catan lays this board (terrains, resources, number tokens, labels and harbours must be as the rules place them)
    """
    if not isinstance(data, dict) or set(data) != {"tiles", "ports"}:
        raise ValueError("the board must list its tiles and ports")
    tiles, ports = data["tiles"], data["ports"]
    coords = standard_topology().tiles
    if (not isinstance(tiles, list) or len(tiles) != len(coords)
            or not all(isinstance(t, list) and len(t) == 6 and isinstance(t[2], str) for t in tiles)):
        raise ValueError(f"the board must have {len(coords)} tiles, each "
                         "[label, coordinate, terrain, resource, number, letter]")
    if not isinstance(ports, list) or len(ports) != len(PORT_SLOTS) or not all(
            isinstance(p, list) and len(p) == 2 and isinstance(p[0], str) for p in ports):
        raise ValueError(f"the board must have {len(PORT_SLOTS)} harbours, each [kind, corners]")
    terrains = [t[2] for t in tiles]
    layout = options.get("layout")
    candidates: list[Board] = []
    if ruleset.board == "zarahemla":
        if isinstance(layout, dict):
            candidates = [zarahemla_board(ruleset, ZarahemlaLayout.from_data(layout))]
        else:
            candidates = [zarahemla_board(ruleset, lay) for lay in _zarahemla_layouts_for(terrains)]
    else:
        jn = options.get("jungle_number")
        if layout == "beginner":
            candidates = [_catan_beginner(ruleset, jn)]
        else:
            plain = ["desert" if t == ruleset.robber_home else t for t in terrains]
            pool = dict(CATAN_TERRAIN_POOL)
            for t in plain:
                pool[t] = pool.get(t, 0) - 1
            harbours = [p[0] for p in ports]
            hpool = {"3:1": 4, **{r: 1 for r in ruleset.resources}}
            for h in harbours:
                hpool[h] = hpool.get(h, 0) - 1
            if any(pool.values()):
                raise ValueError("the terrains are not the 19 hexes of the game "
                                 f"({', '.join(f'{k} {v}' for k, v in CATAN_TERRAIN_POOL.items())})")
            if any(hpool.values()):
                raise ValueError("the harbours are not the nine of the game (four 3:1 and one "
                                 "2:1 for each resource)")
            candidates = [_catan_random(ruleset, plain, start, harbours, jn)
                          for start in _spiral_corners()]
    for board in candidates:
        if board.to_data() == data:
            return board
    raise ValueError(f"no set-up of {ruleset.title} lays this board (terrains, resources, number "
                     "tokens, labels and harbours must be as the rules place them)")


AXES = ("rows", "rising", "falling")


def strip_cells(axis: str) -> list[list[tuple[int, int]]]:
    """The five lines of 3, 4, 5, 4, 3 hexes along ``axis``, each from one end to the other.

    Examples
    --------
    >>> from boardgames.settlers.rulesets import strip_cells
    >>> rows = strip_cells("rows")
    >>> [len(strip) for strip in rows]
    [3, 4, 5, 4, 3]
    >>> rows[0]                                  # the top row, left to right (axial q, r)
    [(0, -2), (1, -2), (2, -2)]
    >>> strip_cells("rising")[0]
    [(-2, 0), (-2, 1), (-2, 2)]
    """
    cells = list(standard_topology().tiles)
    if axis == "rows":        # horizontal strips: constant r, left to right
        key, along = (lambda c: c[1]), (lambda c: c[0])
    elif axis == "rising":    # constant q, top to bottom
        key, along = (lambda c: c[0]), (lambda c: c[1])
    elif axis == "falling":   # constant s = -q-r, left to right
        key, along = (lambda c: -c[0] - c[1]), (lambda c: c[0])
    else:
        raise ValueError(f"axis must be one of {', '.join(AXES)}, not {axis!r}")
    return [sorted([c for c in cells if key(c) == k], key=along) for k in range(-2, 3)]


@dataclass(frozen=True)
class ZarahemlaLayout:
    """How the five strips lie: every choice the rulebook allows.

    ``order`` names the strips from one side of the board to the other (the
    5-hex strip in the middle, a 4-hex strip either side of it, a 3-hex strip
    outside each); ``sides`` picks side "A" or "B" of each; ``reversed`` turns
    each strip end for end; ``start`` is the perimeter hex, given as an index
    0-11 counterclockwise from the east corner hex, where marker A goes.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import ZarahemlaLayout
    >>> layout = ZarahemlaLayout(axis="rising", start=3)     # strips top to bottom
    >>> game = boardgames.new_game("zarahemla", players=3, seed=1, layout=layout)
    >>> game.options["layout"]["axis"], game.options["layout"]["start"]
    ('rising', 3)
    """

    axis: str = "rows"
    order: tuple[str, ...] = ("3a", "4a", "5", "4b", "3b")
    sides: tuple[str, ...] = ("A", "A", "A", "A", "A")
    reversed: tuple[bool, ...] = (False, False, False, False, False)
    start: int = 0

    def check(self) -> None:
        """Raise ValueError, saying what is wrong, unless the rulebook allows this layout.

        Examples
        --------
        >>> from boardgames.settlers import ZarahemlaLayout
        >>> ZarahemlaLayout().check()                # the default layout is a legal one
        >>> ZarahemlaLayout(order=("5", "4a", "3a", "4b", "3b")).check()
        Traceback (most recent call last):
            ...
        ValueError: order must put the 5-hex strip in the middle, the two 4-hex strips beside it and the two 3-hex strips outside, e.g. ('3a', '4a', '5', '4b', '3b')
        """
        if not isinstance(self.axis, str) or self.axis not in AXES:
            raise ValueError(f"axis must be one of {', '.join(AXES)}")
        for name in ("order", "sides", "reversed"):
            if not isinstance(getattr(self, name), tuple | list):
                raise ValueError(f"{name} must be a list of five values")
        o = tuple(self.order)
        if not all(isinstance(x, str) for x in o) or len(o) != 5 or o[2] != "5" \
                or set(o[1::2]) != {"4a", "4b"} or set(o[::4]) != {"3a", "3b"}:
            raise ValueError("order must put the 5-hex strip in the middle, the two 4-hex strips "
                             "beside it and the two 3-hex strips outside, e.g. "
                             "('3a', '4a', '5', '4b', '3b')")
        if len(self.sides) != 5 or any(s not in ("A", "B") for s in self.sides):
            raise ValueError("sides must be five of 'A' or 'B'")
        if len(self.reversed) != 5 or any(not isinstance(x, bool) for x in self.reversed):
            raise ValueError("reversed must be five True/False values")
        if type(self.start) is not int or not 0 <= self.start < 12:
            raise ValueError("start must be a perimeter hex index from 0 to 11")

    @classmethod
    def random(cls, chance: ChanceSource) -> ZarahemlaLayout:
        """A layout drawn by the rulebook's set-up: every choice a chance event of ``chance``.

        Examples
        --------
        >>> from boardgames.core.chance import ChanceSource
        >>> from boardgames.settlers import ZarahemlaLayout
        >>> layout = ZarahemlaLayout.random(ChanceSource(1))
        >>> layout.axis, layout.order, layout.start
        ('rows', ('3b', '4a', '5', '4b', '3a'), 6)
        >>> layout == ZarahemlaLayout.random(ChanceSource(1))    # the same seed, the same draws
        True
        """
        def pick(what, options):
            return chance.resolve(ChanceEvent.uniform("layout", options, what))
        axis = pick("axis", AXES)
        four = pick("which 4-hex strip goes first", (("4a", "4b"), ("4b", "4a")))
        three = pick("which 3-hex strip goes first", (("3a", "3b"), ("3b", "3a")))
        sides = tuple(pick(f"side of strip {i + 1}", ("A", "B")) for i in range(5))
        rev = tuple(pick(f"direction of strip {i + 1}", (False, True)) for i in range(5))
        start = pick("perimeter hex for marker A", tuple(range(12)))
        return cls(axis, (three[0], four[0], "5", four[1], three[1]), sides, rev, start)

    @classmethod
    def from_data(cls, data: Any) -> ZarahemlaLayout:
        """A layout from a dict of its fields (lists for the tuples); ValueError if malformed.

        Examples
        --------
        >>> from boardgames.settlers import ZarahemlaLayout
        >>> layout = ZarahemlaLayout.from_data({"axis": "falling", "sides": ["B"] * 5})
        >>> layout.axis, layout.sides, layout.start       # the fields not given keep defaults
        ('falling', ('B', 'B', 'B', 'B', 'B'), 0)
        >>> ZarahemlaLayout.from_data({"start": 12})
        Traceback (most recent call last):
            ...
        ValueError: start must be a perimeter hex index from 0 to 11
        """
        fields = ("axis", "order", "sides", "reversed", "start")
        if not isinstance(data, dict) or not set(data) <= set(fields):
            raise ValueError("a Zarahemla layout is a dict with some of the fields "
                             + ", ".join(fields))
        values: dict[str, Any] = {k: tuple(v) if isinstance(v, list | tuple) else v
                                  for k, v in data.items()}
        lay = cls(**values)
        lay.check()
        return lay

    def to_data(self) -> dict[str, Any]:
        """The layout as a JSON-ready dict (how a game's options and a save hold it).

        Examples
        --------
        >>> from boardgames.settlers import ZarahemlaLayout
        >>> data = ZarahemlaLayout(start=5).to_data()
        >>> data["order"], data["start"]
        (['3a', '4a', '5', '4b', '3b'], 5)
        >>> ZarahemlaLayout.from_data(data) == ZarahemlaLayout(start=5)
        True
        """
        return {"axis": self.axis, "order": list(self.order), "sides": list(self.sides),
                "reversed": list(self.reversed), "start": self.start}


def zarahemla_board(ruleset: Ruleset, layout: ZarahemlaLayout) -> Board:
    """The Zarahemla island that ``layout`` lays: its strips' hexes, the markers in a spiral
    from ``layout.start`` (skipping the hideout) and the fixed trading posts.

    Examples
    --------
    >>> from collections import Counter
    >>> from boardgames.settlers import ZARAHEMLA, ZarahemlaLayout
    >>> from boardgames.settlers.rulesets import zarahemla_board
    >>> board = zarahemla_board(ZARAHEMLA, ZarahemlaLayout())
    >>> [(t.label, t.terrain, t.number) for t in board.tiles[:3]]
    [('A', 'brick', 8), ('B', 'water', 3), ('C', 'wheat', 6)]
    >>> sorted(Counter(t.terrain for t in board.tiles).items())
    [('brick', 3), ('hideout', 1), ('stone', 3), ('water', 4), ('wheat', 4), ('wood', 4)]
    """
    layout.check()
    return _zarahemla_board(ruleset, ZarahemlaLayout(layout.axis, tuple(layout.order),
                                                     tuple(layout.sides), tuple(layout.reversed),
                                                     layout.start))


@_board_cache
def _zarahemla_board(ruleset: Ruleset, layout: ZarahemlaLayout) -> Board:
    terrain_at: dict[tuple[int, int], str] = {}
    for cells, name, side, rev in zip(strip_cells(layout.axis), layout.order, layout.sides,
                                      layout.reversed, strict=True):
        hexes = list(_Z["strips"][name][side])
        if rev:
            hexes.reverse()
        if len(hexes) != len(cells):
            raise ValueError(f"strip {name} has {len(hexes)} hexes but its place has {len(cells)}")
        terrain_at.update(zip(cells, hexes, strict=True))
    coords = list(standard_topology().tiles)
    hideouts = {c for c, t in terrain_at.items() if t == "hideout"}
    from .board import place_letters
    placed = place_letters(spiral_order(ring(2)[layout.start]), hideouts, tuple(_Z["markers"]))
    terrains = [terrain_at[c] for c in coords]
    numbers = [placed[c][1] if c in placed else None for c in coords]
    letters = [placed[c][0] if c in placed else None for c in coords]
    return Board(_tiles(ruleset, coords, terrains, numbers, letters),
                 _ports(list(_Z["trading_posts"])), ruleset.resources)


def _zarahemla_layouts_for(terrains: list[str]) -> list[ZarahemlaLayout]:
    """Every layout whose strips put exactly ``terrains`` on the 19 hexes (any marker start)."""
    coords = list(standard_topology().tiles)
    at = dict(zip(coords, terrains, strict=True))
    out: list[ZarahemlaLayout] = []
    for axis in AXES:
        per_place = []
        for cells in strip_cells(axis):
            seq = [at[c] for c in cells]
            found = []
            for name, sides in _Z["strips"].items():
                for side, hexes in sides.items():
                    for rev in (False, True):
                        if (list(reversed(hexes)) if rev else list(hexes)) == seq:
                            found.append((name, side, rev))
            per_place.append(found)
        from itertools import product
        for combo in product(*per_place):
            order = tuple(c[0] for c in combo)
            lay = ZarahemlaLayout(axis, order, tuple(c[1] for c in combo),
                                  tuple(c[2] for c in combo), 0)
            try:
                lay.check()
            except ValueError:
                continue
            out.extend(ZarahemlaLayout(axis, order, lay.sides, lay.reversed, k) for k in range(12))
            if len(out) > 2000:     # no real board is this ambiguous
                return out
    return out
