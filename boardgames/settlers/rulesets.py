"""The three settlers rulesets as data: resources, costs, decks, pieces, boards.

The engine (:mod:`boardgames.settlers.engine`) reads everything that differs
between Catan, Catan with the Jungle variant and The Settlers of Zarahemla
from a :class:`Ruleset`.  A teacher can copy one with
:func:`dataclasses.replace` to try a house rule.
"""

from __future__ import annotations

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
    largest_army_min: int = 3
    temple_min: int = 3
    special_card_points: int = 2
    robber_may_return_home: bool = True           # False: never back to the robber's start hex
    robber_home: str = "desert"                   # terrain where the robber starts
    start_resources: str = "last"                 # "last" settlement, or "choose" one
    city_from_nothing: bool = False               # a city on an empty corner, paying for both
    setup_needs_numbered_hex: bool = False
    jungle: bool = False                          # discoveries (Catan Jungle variant)
    terms: dict[str, str] = field(default_factory=dict)  # words: "robber", "harbour", ...

    def setup_order(self, players: int) -> list[int]:
        """Whose settlement-and-road comes next during setup, in order."""
        if self.name == "zarahemla" and players == 2:
            return [0, 1, 1, 0, 0, 1]
        order = list(range(players))
        return order + order[::-1]

    def cost(self, what: str) -> tuple[int, ...]:
        return self.costs[what]

    def resource_index(self, name: str) -> int:
        try:
            return self.resources.index(name)
        except ValueError:
            raise ValueError(f"{name!r} is not a resource in {self.title}; use one of "
                             f"{', '.join(self.resources)}") from None

    def dev_name(self, kind: int) -> str:
        return self.dev_names[kind]


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
    robber_may_return_home=False, robber_home="hideout",
    start_resources="choose", city_from_nothing=True, setup_needs_numbered_hex=True,
    terms={"robber": "Gadianton Robber", "harbour": "trading post", "army": "Largest Army"},
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


def catan_board(ruleset: Ruleset, chance: ChanceSource, layout: str = "random",
                jungle_number: int | None = None) -> Board:
    """The beginner island, or a random one laid by the base game's variable set-up.

    Random: terrains are drawn hex by hex, the lettered tokens go on in a
    counterclockwise spiral from a corner hex (skipping the desert), and the
    nine harbour types are drawn for the nine harbour places.
    """
    coords = list(standard_topology().tiles)
    if layout == "beginner":
        data = _load("catan_beginner.json")
        terrains = [t for t, _ in data["tiles"]]
        numbers = [n for _, n in data["tiles"]]
        letters = None
        harbours = list(data["harbours"])
    elif layout == "random":
        pool = {"hills": 3, "forest": 4, "pasture": 4, "fields": 4, "mountains": 3, "desert": 1}
        terrains = []
        for i in range(len(coords)):
            t = chance.resolve(ChanceEvent.from_counts("terrain", pool, f"terrain of tile {i}"))
            pool[t] -= 1
            terrains.append(t)
        corners = [c for c in ring(2) if c[0] in (-2, 0, 2) and c[1] in (-2, 0, 2)]
        start = chance.resolve(ChanceEvent.uniform("spiral start", corners,
                                                   "the corner hex where token A goes"))
        desert = {coords[i] for i, t in enumerate(terrains) if t == "desert"}
        from .board import place_letters
        placed = place_letters(spiral_order(start), desert)
        numbers = [placed[c][1] if c in placed else None for c in coords]
        letters = [placed[c][0] if c in placed else None for c in coords]
        hpool = {"3:1": 4, **{r: 1 for r in ruleset.resources}}
        harbours = []
        for s in range(len(PORT_SLOTS)):
            h = chance.resolve(ChanceEvent.from_counts("harbour", hpool, f"harbour {s}"))
            hpool[h] -= 1
            harbours.append(h)
    else:
        raise ValueError(f"unknown Catan layout {layout!r}; use 'beginner' or 'random'")
    if ruleset.jungle:
        terrains = ["jungle" if t == "desert" else t for t in terrains]
        numbers = [jungle_number if t == "jungle" else n for t, n in zip(terrains, numbers,
                                                                          strict=True)]
    return Board(_tiles(ruleset, coords, terrains, numbers, letters), _ports(harbours),
                 ruleset.resources)


AXES = ("rows", "rising", "falling")


def strip_cells(axis: str) -> list[list[tuple[int, int]]]:
    """The five lines of 3, 4, 5, 4, 3 hexes along ``axis``, each from one end to the other."""
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
    """

    axis: str = "rows"
    order: tuple[str, ...] = ("3a", "4a", "5", "4b", "3b")
    sides: tuple[str, ...] = ("A", "A", "A", "A", "A")
    reversed: tuple[bool, ...] = (False, False, False, False, False)
    start: int = 0

    def check(self) -> None:
        if self.axis not in AXES:
            raise ValueError(f"axis must be one of {', '.join(AXES)}")
        o = tuple(self.order)
        if len(o) != 5 or o[2] != "5" or set(o[1::2]) != {"4a", "4b"} or set(o[::4]) != {"3a", "3b"}:
            raise ValueError("order must put the 5-hex strip in the middle, the two 4-hex strips "
                             "beside it and the two 3-hex strips outside, e.g. "
                             "('3a', '4a', '5', '4b', '3b')")
        if len(self.sides) != 5 or any(s not in ("A", "B") for s in self.sides):
            raise ValueError("sides must be five of 'A' or 'B'")
        if len(self.reversed) != 5 or any(not isinstance(x, bool) for x in self.reversed):
            raise ValueError("reversed must be five True/False values")
        if not isinstance(self.start, int) or not 0 <= self.start < 12:
            raise ValueError("start must be a perimeter hex index from 0 to 11")

    @classmethod
    def random(cls, chance: ChanceSource) -> ZarahemlaLayout:
        def pick(what, options):
            return chance.resolve(ChanceEvent.uniform("layout", options, what))
        axis = pick("axis", AXES)
        four = pick("which 4-hex strip goes first", (("4a", "4b"), ("4b", "4a")))
        three = pick("which 3-hex strip goes first", (("3a", "3b"), ("3b", "3a")))
        sides = tuple(pick(f"side of strip {i + 1}", ("A", "B")) for i in range(5))
        rev = tuple(pick(f"direction of strip {i + 1}", (False, True)) for i in range(5))
        start = pick("perimeter hex for marker A", tuple(range(12)))
        return cls(axis, (three[0], four[0], "5", four[1], three[1]), sides, rev, start)

    def to_data(self) -> dict[str, Any]:
        return {"axis": self.axis, "order": list(self.order), "sides": list(self.sides),
                "reversed": list(self.reversed), "start": self.start}


def zarahemla_board(ruleset: Ruleset, layout: ZarahemlaLayout) -> Board:
    layout.check()
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
