"""The data a Forbidden Jungle game is built from, checked and turned into arrays.

The rulebook does not print the layout picture, the threat meter values, the
health meter lengths or the equipment cards.  The engine's defaults live in
JSON files next to this module (``data/*.json``); :class:`Config` reads them,
applies the options given to ``new_game`` and checks the result, so a teacher
may edit a copy of any file and pass it in (see ``docs/forbidden-jungle.md``).
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from ..core.checks import read_int

DATA = resources.files(__package__) / "data"   # works from any install, zipped too

ROLES = ("Navigator", "Explorer", "Healer", "Spelunker", "Biologist", "Chemist")
DIFFICULTIES = ("novice", "normal", "elite", "legendary")
SIDES = ("up", "right", "down", "left")
COLOURS = ("red", "blue", "green", "yellow")
EFFECTS = ("fly", "antidote", "machete", "bug-spray", "energy-bar", "smoke-bomb",
           "grappling-hook")
BACKS = ("jungle", "crystal", "landing")

# feature bits of an explored tile
NEST, TUNNEL, PORTAL, CRYSTAL, BROKEN, ELECTRIFIER = 1, 2, 4, 8, 16, 32
CONFIGURATOR, COMPELLER, DESTRUCT = 64, 128, 256
FEATURES = {"nest": NEST, "tunnel": TUNNEL, "portal": PORTAL, "crystal": CRYSTAL,
            "broken crystal": BROKEN, "electrifier": ELECTRIFIER, "configurator": CONFIGURATOR,
            "compeller": COMPELLER, "destruct switch": DESTRUCT}
MACHINES = PORTAL | CONFIGURATOR | COMPELLER | DESTRUCT
MAX_CELLS = 400

# the 17 threat cards, by index
THREAT_CARDS = tuple([f"Move & Sting ({c})" for c in COLOURS] + [f"Spin Webs ({c})" for c in COLOURS]
                     + ["Spawn", "Hatch", "Grow", "Eggs Discovered", "Hatchlings Emerge",
                        "Adults Emerge", "Collapse", "Increase Threat",
                        "Increase Threat & Shuffle"])
# the pieces in the box: a game never has more of each on the board;
# the supply is the box less the board, and bots read a piece's pressure as its share of these
BOX = {"eggs": 20, "hatchlings": 15, "adults": 12, "webs": 24}


def _bad(message: str) -> ValueError:
    return ValueError(message)


@cache
def _file(name: str) -> str:
    return (DATA / name).read_text(encoding="utf-8")


def default(name: str) -> Any:
    """A fresh copy of a data file: ``default("layouts")["layouts"]["basic"]``.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.config import default
    >>> default("health")["health"]["Healer"]
    5
    """
    return json.loads(_file(name + ".json"))


def layout_names() -> list[str]:
    """The names of the board layouts in ``data/layouts.json`` (the ``layout`` option).

    Examples
    --------
    >>> from boardgames.forbidden_jungle import layout_names
    >>> layout_names()
    ['basic', 'long-hall', 'ring', 'twin-islands', 'diamond', 'pyramid', 'corridor']
    """
    return list(default("layouts")["layouts"])


SPACEPORT_ALIASES = {f"spaceport-{i}": n for i, n in enumerate(
    ["long-hall", "ring", "twin-islands", "diamond", "pyramid", "corridor"], start=1)}


def _str(x: Any, what: str) -> str:
    if not isinstance(x, str):
        raise _bad(f"{what} must be text, not {x!r}")
    return x


def check_tiles(tiles: Any) -> list[dict]:
    """Check a tile list (the ``tiles`` of ``tiles.json``) and return a clean copy.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.config import check_tiles, default
    >>> tiles = check_tiles(default("tiles")["tiles"])
    >>> len(tiles), tiles[0]["name"]
    (24, "Fools' Landing")
    >>> check_tiles([])
    Traceback (most recent call last):
        ...
    ValueError: tiles must be a non-empty list
    """
    if not isinstance(tiles, list) or not tiles:
        raise _bad("tiles must be a non-empty list")
    out, seen = [], set()
    for t in tiles:
        if not isinstance(t, dict):
            raise _bad("each tile must be an object")
        n = read_int(t.get("number"), "a tile number", 1, 999)
        if n in seen:
            raise _bad(f"tile number {n} appears twice")
        seen.add(n)
        back = t.get("back")
        if not isinstance(back, str) or back not in BACKS:
            raise _bad(f"tile {n}: back must be one of {', '.join(BACKS)}")
        feats = t.get("features")
        if not isinstance(feats, list) or any(not isinstance(f, str) or f not in FEATURES
                                              for f in feats):
            raise _bad(f"tile {n}: features must be a list drawn from {', '.join(FEATURES)}")
        if len(set(feats)) != len(feats):
            raise _bad(f"tile {n}: a feature is listed twice")
        mask = sum(FEATURES[f] for f in feats)
        if bin(mask & MACHINES).count("1") > 1:
            raise _bad(f"tile {n}: a tile holds at most one machine")
        out.append({"number": n, "name": _str(t.get("name"), f"tile {n}'s name"), "back": back,
                    "features": list(feats),
                    "equipment": read_int(t.get("equipment", 0), f"tile {n}'s equipment", 0, 9),
                    "front_rotation": read_int(t.get("front_rotation", 0),
                                           f"tile {n}'s front_rotation", 0, 3)})
    landings = [t for t in out if t["back"] == "landing"]
    if len(landings) != 1:
        raise _bad("exactly one tile must be Fools' Landing (back 'landing')")
    if landings[0]["number"] != min(seen):
        raise _bad("Fools' Landing must be the lowest-numbered tile")
    return sorted(out, key=lambda t: t["number"])


def check_layout(layout: Any, tiles: list[dict]) -> dict:
    """Check a layout (a name from ``layouts.json``, or a layout of your own) against the
    tiles, and return it as a clean dict.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.config import check_layout, check_tiles, default
    >>> tiles = check_tiles(default("tiles")["tiles"])
    >>> check_layout("basic", tiles)["grid"][:2]          # J jungle, C crystal backs
    ['JJJJJ', 'JCJCJ']
    >>> check_layout("moon", tiles)
    Traceback (most recent call last):
        ...
    ValueError: unknown layout 'moon'; choose one of basic, long-hall, ...
    """
    if isinstance(layout, str):
        key = SPACEPORT_ALIASES.get(layout, layout)
        all_layouts = default("layouts")["layouts"]
        if key not in all_layouts:
            raise _bad(f"unknown layout {layout!r}; choose one of "
                       + ", ".join(list(all_layouts) + list(SPACEPORT_ALIASES)))
        layout = dict(all_layouts[key], name=key)
    if not isinstance(layout, dict):
        raise _bad("a layout must be a name or an object with a 'grid'")
    grid = layout.get("grid")
    if not isinstance(grid, list) or not grid or not all(isinstance(r, str) for r in grid):
        raise _bad("a layout's grid must be a list of row strings")
    width = len(grid[0])
    if width == 0 or any(len(r) != width for r in grid) or len(grid) * width > MAX_CELLS:
        raise _bad("a layout's rows must all have the same (non-zero) length")
    if any(ch not in "LCJ." for r in grid for ch in r):
        raise _bad("a layout's grid uses only L, C, J and '.'")
    need = {"L": sum(t["back"] == "landing" for t in tiles),
            "C": sum(t["back"] == "crystal" for t in tiles),
            "J": sum(t["back"] == "jungle" for t in tiles)}
    for ch, n in need.items():
        got = sum(r.count(ch) for r in grid)
        if got != n:
            raise _bad(f"the layout has {got} '{ch}' cells but the tile set has {n} such tiles")
    start = layout.get("start", {})
    if not isinstance(start, dict):
        raise _bad("a layout's start must be an object")
    clean_start = {}
    for piece in ("adults", "hatchlings", "eggs"):
        cells = start.get(piece, [])
        if not isinstance(cells, list):
            raise _bad(f"start {piece} must be a list of [row, col]")
        clean = []
        for cell in cells:
            if (not isinstance(cell, list | tuple) or len(cell) != 2):
                raise _bad(f"start {piece}: {cell!r} is not a [row, col] pair")
            r = read_int(cell[0], "a row", 0, len(grid) - 1)
            c = read_int(cell[1], "a column", 0, width - 1)
            if grid[r][c] == ".":
                raise _bad(f"start {piece}: (row {r}, col {c}) is an empty cell")
            clean.append([r, c])
        if len(clean) > BOX[piece]:
            raise _bad(f"start {piece}: more than the box holds")
        clean_start[piece] = clean
    return {"name": _str(layout.get("name", "custom"), "a layout's name"),
            "description": _str(layout.get("description", ""), "a layout's description"),
            "grid": list(grid), "start": clean_start}


def check_meter(rates: Any, start: Any) -> tuple[list[int], int]:
    """Check a threat meter (the threat rate at each step) and its starting step.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.config import check_meter
    >>> check_meter([2, 2, 3], 1)
    ([2, 2, 3], 1)
    >>> check_meter([2, 99], 0)
    Traceback (most recent call last):
        ...
    ValueError: a threat rate must be a whole number from 0 to 17, not 99
    """
    if not isinstance(rates, list) or not rates or len(rates) > 50:
        raise _bad("the threat meter must be a non-empty list of threat rates")
    rates = [read_int(r, "a threat rate", 0, 17) for r in rates]
    return rates, read_int(start, "the threat meter's starting step", 0, len(rates) - 1)


def check_health(health: Any) -> dict[str, int | None]:
    """Check each adventurer's health meter length (None: immune to stings).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.config import check_health, default
    >>> check_health(default("health")["health"])["Chemist"] is None   # immune
    True
    >>> check_health({"Explorer": 3})
    Traceback (most recent call last):
        ...
    ValueError: health must give every adventurer's meter length
    """
    if not isinstance(health, dict) or set(health) != set(ROLES):
        raise _bad("health must give every adventurer's meter length")
    out: dict[str, int | None] = {}
    for role in ROLES:
        h = health[role]
        out[role] = None if h is None else read_int(h, f"the {role}'s health", 1, 20)
    return out


def check_equipment(cards: Any) -> list[dict]:
    """Check the equipment cards (name, count, effect, text) and return a clean copy.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.config import check_equipment, default
    >>> [(c["name"], c["count"]) for c in check_equipment(default("equipment")["cards"])][:3]
    [('Jet Pack', 3), ('Antidote', 2), ('Machete', 2)]
    >>> check_equipment([{"name": "Jet Pack"}])
    Traceback (most recent call last):
        ...
    ValueError: equipment card 'Jet Pack': effect must be one of fly, antidote, ...
    """
    if not isinstance(cards, list):
        raise _bad("equipment must be a list of cards")
    out, names = [], set()
    for card in cards:
        if not isinstance(card, dict):
            raise _bad("each equipment card must be an object")
        name = _str(card.get("name"), "an equipment card's name")
        if not name or name in names:
            raise _bad(f"equipment card name {name!r} is empty or repeated")
        names.add(name)
        if card.get("effect") not in EFFECTS:
            raise _bad(f"equipment card {name!r}: effect must be one of {', '.join(EFFECTS)}")
        out.append({"name": name, "count": read_int(card.get("count"), f"the count of {name}", 0, 50),
                    "effect": card["effect"], "text": _str(card.get("text", ""), "card text")})
    return out


class Config:
    """Everything that stays fixed during a game: board geometry, tiles, meters, cards.

    Copies of a game share one Config.  ``data`` is its JSON form (saved with
    the game).

    Its attributes live in slots (a fixed set of names, so a misspelt one is an
    error); the rules read ``cfg.neighbour_webs``, ``cfg.cells`` and the like on every action.
    """

    __slots__ = ("tiles", "layout", "meter", "start", "health", "equipment", "data", "rows",
                 "cols", "n", "cells", "neighbour", "edge", "neighbour_webs", "side_edges",
                 "adjacent", "rays", "back0", "landing_cell", "tile", "tile_features", "landing",
                 "pools", "illuminated", "portals",
                 "card_names", "card_index", "card_effect", "card_counts",
                 "_index")

    def __init__(self, data: dict):
        self.tiles = check_tiles(data["tiles"])
        self.layout = check_layout(data["layout"], self.tiles)
        self.meter, self.start = check_meter(data["meter"], data["start"])
        self.health = check_health(data["health"])
        self.equipment = check_equipment(data["equipment"])
        self.data = {"tiles": self.tiles, "layout": self.layout, "meter": self.meter,
                     "start": self.start, "health": self.health, "equipment": self.equipment}
        grid = self.layout["grid"]
        self.rows, self.cols = R, C = len(grid), len(grid[0])
        self.n = N = R * C
        self.cells = [(i // C, i % C) for i in range(N)]
        neighbour = []
        edge = []
        for i in range(N):
            r, c = divmod(i, C)
            neighbour.append((i - C if r > 0 else -1, i + 1 if c < C - 1 else -1,
                              i + C if r < R - 1 else -1, i - 1 if c > 0 else -1))
            edge.append((2 * (i - C) + 1 if r > 0 else -1, 2 * i if c < C - 1 else -1,
                         2 * i + 1 if r < R - 1 else -1, 2 * (i - 1) if c > 0 else -1))
        self.neighbour = tuple(neighbour)
        self.edge = tuple(edge)
        # (neighbour, side) pairs that lie inside the grid
        self.neighbour_webs = tuple(
            tuple((n, e) for n, e in zip(neighbour[i], edge[i], strict=True) if n >= 0)
            for i in range(N))
        # (side, edge) pairs of the sides that lie inside the grid, and the neighbours there
        self.side_edges = tuple(tuple((d, e) for d, e in enumerate(edge[i]) if e >= 0)
                                for i in range(N))
        self.adjacent = tuple(tuple(n for n in neighbour[i] if n >= 0) for i in range(N))
        # rays[c][d]: the cells in a straight line from c towards side d, nearest first
        rays = []
        for i in range(N):
            four = []
            for d in range(4):
                ray, x = [], neighbour[i][d]
                while x >= 0:
                    ray.append(x)
                    x = neighbour[x][d]
                four.append(tuple(ray))
            rays.append(tuple(four))
        self.rays = tuple(rays)
        self.back0 = [BACKS.index({"L": "landing", "C": "crystal", "J": "jungle"}[ch])
                      if ch != "." else -1 for row in grid for ch in row]
        self.landing_cell = self.back0.index(2)
        self.tile = {t["number"]: t for t in self.tiles}
        self.tile_features = {t["number"]: sum(FEATURES[f] for f in t["features"])
                              for t in self.tiles}
        self.landing = next(t["number"] for t in self.tiles if t["back"] == "landing")
        self.pools = ([t["number"] for t in self.tiles if t["back"] == "jungle"],
                      [t["number"] for t in self.tiles if t["back"] == "crystal"])
        self.illuminated = frozenset(n for n, f in self.tile_features.items() if f & CRYSTAL)
        self.portals = frozenset(n for n, f in self.tile_features.items() if f & PORTAL)
        self.card_names = [c["name"] for c in self.equipment]
        self.card_index = {c["name"]: i for i, c in enumerate(self.equipment)}
        self.card_effect = {c["name"]: c["effect"] for c in self.equipment}
        self.card_counts = [c["count"] for c in self.equipment]
        self._index = {cell: i for i, cell in enumerate(self.cells)}   # (row, col) -> its number

    def cell_index(self, cell: Any) -> int:
        """``(row, col)`` -> flat index, or -1 when it is not a cell of the grid.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> game.cfg.cell_index((4, 2)), game.cfg.cell_index((9, 9))
        (22, -1)
        """
        try:
            return self._index[cell]
        except (KeyError, TypeError):
            pass
        if (isinstance(cell, tuple | list) and len(cell) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in cell)
                and 0 <= cell[0] < self.rows and 0 <= cell[1] < self.cols):
            return cell[0] * self.cols + cell[1]
        return -1


def build_config(players: int, difficulty: str, layout: Any = "basic", threat_meter: Any = None,
                 threat_start: Any = None, health: Any = None, equipment: Any = None,
                 tiles: Any = None) -> Config:
    """The Config for ``new_game`` options (defaults from ``data/``).

    Configs built from the defaults alone are cached (they never change).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.config import build_config
    >>> cfg = build_config(2, "novice")
    >>> cfg.rows, cfg.cols, cfg.n
    (5, 5, 25)
    >>> build_config(2, "novice") is cfg      # the defaults' Config is made once
    True
    """
    plain = (threat_meter is None and threat_start is None and health is None
             and equipment is None and tiles is None and isinstance(layout, str))
    if plain:
        key = ("2" if players == 2 else "3-5", difficulty, layout)
        if key not in _CACHE:
            _CACHE[key] = _build(players, difficulty, layout, None, None, None, None, None)
        return _CACHE[key]
    return _build(players, difficulty, layout, threat_meter, threat_start, health, equipment,
                  tiles)


_CACHE: dict[tuple, Config] = {}


def _build(players: int, difficulty: str, layout: Any, threat_meter: Any, threat_start: Any,
           health: Any, equipment: Any, tiles: Any) -> Config:
    if difficulty not in DIFFICULTIES:
        raise _bad(f"difficulty must be one of {', '.join(DIFFICULTIES)}, not {difficulty!r}")
    side = "2" if players == 2 else "3-5"
    if threat_meter is None or isinstance(threat_meter, dict):
        table = threat_meter if isinstance(threat_meter, dict) else default("threat_meter")
        try:
            rates = table["sides"][side]["rates"]
            start = table["sides"][side]["start"][difficulty]
        except (KeyError, TypeError):
            raise _bad("a threat meter table needs sides '2' and '3-5', each with rates "
                       "and a start step per difficulty") from None
    else:
        rates = threat_meter
        start = default("threat_meter")["sides"][side]["start"][difficulty]
        if isinstance(rates, list):
            start = min(start, max(len(rates) - 1, 0))
    if threat_start is not None:
        start = threat_start
    h = default("health")["health"]
    if health is not None:
        if not isinstance(health, dict) or any(k not in ROLES for k in health):
            raise _bad(f"health must map adventurer names ({', '.join(ROLES)}) to meter lengths")
        h.update(health)
    eq = default("equipment")["cards"] if equipment is None else equipment
    ts = default("tiles")["tiles"] if tiles is None else tiles
    return Config({"tiles": ts, "layout": layout, "meter": rates, "start": start, "health": h,
                   "equipment": eq})
