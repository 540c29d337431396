"""Checking a saved settlers game before trusting it.

:func:`validate_state` rebuilds a game from plain data and refuses anything a
real game could not contain: wrong types or lengths, pieces beyond stock,
cards that are not conserved, points out of range.  Every refusal is one
:class:`~boardgames.core.errors.SaveFileError` with a sentence saying what
is wrong.
"""

from __future__ import annotations

from typing import Any

from ..core.chance import ChanceSource
from ..core.errors import SaveFileError
from .actions import ACTION_CLASSES
from .board import Board
from .rulesets import DEV_KINDS, RULESETS


def _fail(msg: str) -> None:
    raise SaveFileError(f"the saved game is not a possible position: {msg}")


def _int(v: Any, lo: int, hi: int, what: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        _fail(f"{what} must be a whole number from {lo} to {hi}, not {v!r}")
    return v


def _ints(v: Any, n: int, lo: int, hi: int, what: str) -> list[int]:
    if not isinstance(v, list) or len(v) != n:
        _fail(f"{what} must be a list of {n} numbers")
    return [_int(x, lo, hi, what) for x in v]


def validate_state(cls: type, s: dict) -> Any:
    from .engine import PHASES, _normalise  # local: engine imports this module lazily

    if not isinstance(s, dict):
        _fail("the state is not an object")
    rs = RULESETS.get(s.get("ruleset"))
    if rs is None:
        _fail(f"unknown ruleset {s.get('ruleset')!r}")
    n = _int(s["n"], min(rs.players), max(rs.players), "the number of players")
    R = len(rs.resources)
    K = len(DEV_KINDS)
    board = Board.from_data(s["board"], rs.resources)
    for t in board.tiles:
        if t.terrain not in rs.terrains:
            _fail(f"tile {t.label} has terrain {t.terrain!r}, which {rs.title} does not have")
        if t.number is not None and t.number not in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
            _fail(f"tile {t.label} has number {t.number}")
    topo = board.topology
    C, E, T = len(topo.corner_points), len(topo.edge_corners), len(topo.tiles)

    g = cls.__new__(cls)
    g.ruleset = rs
    g.name = rs.name
    if not isinstance(s["options"], dict):
        _fail("options must be an object")
    g.options = s["options"]
    g.n = n
    g.target = _int(s["target"], 3, 30, "the target")
    g.hands = [_ints(h, R, 0, rs.cards_per_resource, "a hand") for h in _list(s["hands"], n)]
    g.bank = _ints(s["bank"], R, 0, rs.cards_per_resource, "the bank")
    for r in range(R):
        if g.bank[r] + sum(h[r] for h in g.hands) != rs.cards_per_resource:
            _fail(f"the {rs.resources[r]} cards do not add up to {rs.cards_per_resource}")
    g.discoveries = _ints(s["discoveries"], n, 0, 10_000, "discoveries")
    ds = s["discovery_supply"]
    g.discovery_supply = None if ds is None else _int(ds, 0, 10_000, "the discovery supply")
    g.dev = [_ints(h, K, 0, 14, "development cards") for h in _list(s["dev"], n)]
    g.dev_new = [_ints(h, K, 0, 14, "new development cards") for h in _list(s["dev_new"], n)]
    g.dev_deck = _ints(s["dev_deck"], K, 0, 14, "the development deck")
    g.knights = _ints(s["knights"], n, 0, 14, "knights played")
    for k in range(K):
        held = sum(h[k] for h in g.dev) + (sum(g.knights) if k == 0 else 0)
        if g.dev_deck[k] + held > rs.dev_deck[k]:
            _fail(f"there are more {rs.dev_names[k]} cards than the deck holds")
        if any(g.dev_new[q][k] > g.dev[q][k] for q in range(n)):
            _fail("a player bought more cards this turn than they hold")
    g.temples = _ints(s["temples"], n, 0, rs.pieces["temple"], "temple stones")
    g.corner_owner = _ints(s["corner_owner"], C, -1, n - 1, "intersection owners")
    if not isinstance(s["corner_city"], list) or len(s["corner_city"]) != C or not all(
            isinstance(x, bool) for x in s["corner_city"]):
        _fail("cities must be a list of true/false values")
    g.corner_city = list(s["corner_city"])
    g.edge_owner = _ints(s["edge_owner"], E, -1, n - 1, "road owners")
    g.roads_left = _ints(s["roads_left"], n, 0, rs.pieces["road"], "roads left")
    g.settlements_left = _ints(s["settlements_left"], n, 0, rs.pieces["settlement"],
                               "settlements left")
    g.cities_left = _ints(s["cities_left"], n, 0, rs.pieces["city"], "cities left")
    g.temples_left = _ints(s["temples_left"], n, 0, rs.pieces["temple"], "temple stones left")
    for q in range(n):
        cities = sum(1 for c in range(C) if g.corner_owner[c] == q and g.corner_city[c])
        setts = sum(1 for c in range(C) if g.corner_owner[c] == q and not g.corner_city[c])
        roads = g.edge_owner.count(q)
        if (setts + g.settlements_left[q] != rs.pieces["settlement"]
                or cities + g.cities_left[q] != rs.pieces["city"]
                or roads + g.roads_left[q] != rs.pieces["road"]
                or g.temples[q] + g.temples_left[q] != rs.pieces["temple"]):
            _fail(f"player {q}'s pieces on the board and in stock do not match the box")
    for c in range(C):
        if g.corner_city[c] and g.corner_owner[c] < 0:
            _fail("a city without an owner")
        if g.corner_owner[c] >= 0 and any(g.corner_owner[d] >= 0 for d in topo.corner_neighbours[c]):
            _fail("two buildings break the distance rule")
    g.robber = _int(s["robber"], 0, T - 1, "the robber's tile")
    g.longest_holder = _int(s["longest_holder"], -1, n - 1, "the Longest Road holder")
    g.army_holder = _int(s["army_holder"], -1, n - 1, "the Largest Army holder")
    g.temple_holder = _int(s["temple_holder"], -1, n - 1, "the temple contributor")
    g.road_length = _ints(s["road_length"], n, 0, rs.pieces["road"], "road lengths")
    g.setup_order = _ints(s["setup_order"], len(rs.setup_order(n)), 0, n - 1, "the setup order")
    if g.setup_order != rs.setup_order(n):
        _fail("the setup order is not the rulebook's")
    g.setup_step = _int(s["setup_step"], 0, len(g.setup_order), "the setup step")
    g.setup_corner = _int(s["setup_corner"], -1, C - 1, "the setup intersection")
    if s["phase"] not in PHASES:
        _fail(f"unknown phase {s['phase']!r}")
    g.phase = s["phase"]
    g.player = _int(s["player"], 0, n - 1, "the current player")
    g.turn_player = _int(s["turn_player"], 0, n - 1, "the turn player")
    g.turn = _int(s["turn"], 0, 10**7, "the turn number")
    if not isinstance(s["dev_played"], bool):
        _fail("dev_played must be true or false")
    g.dev_played = s["dev_played"]
    g.discard_owed = _ints(s["discard_owed"], n, 0, 10 * rs.cards_per_resource, "cards owed")
    g.free_roads = _int(s["free_roads"], 0, 2, "free roads")
    if s["robber_return"] not in ("pre_roll", "main"):
        _fail("the phase after the robber must be pre_roll or main")
    g.robber_return = s["robber_return"]
    lr = s["last_roll"]
    if lr is not None:
        lr = tuple(_ints(lr, 2, 1, 6, "the last roll"))
    g.last_roll = lr
    w = s["winner_"]
    g.winner_ = None if w is None else _int(w, 0, n - 1, "the winner")
    if (g.phase == "over") != (g.winner_ is not None):
        _fail("a finished game needs a winner, and only a finished game has one")
    tr = s["trade"]
    if tr is None:
        g.trade = None
    else:
        if g.phase != "trade":
            _fail("a pending trade outside the trade phase")
        g.trade = {"from": _int(tr["from"], 0, n - 1, "the trader"),
                   "give": tuple(_ints(tr["give"], R, 0, rs.cards_per_resource, "an offer")),
                   "get": tuple(_ints(tr["get"], R, 0, rs.cards_per_resource, "an offer")),
                   "responders": [_int(x, 0, n - 1, "a responder") for x in tr["responders"]]}
    if g.phase == "trade" and g.trade is None:
        _fail("the trade phase needs a trade offer")
    hist = s["history"]
    if not isinstance(hist, list) or not all(
            isinstance(h, list) and len(h) in (2, 3) and isinstance(h[1], list) and h[1]
            and isinstance(h[1][0], str) and h[1][0] in ACTION_CLASSES for h in hist):
        _fail("the history must list [player, action] pairs")
    g.history = hist
    if not isinstance(s["log"], list) or not all(isinstance(x, str) for x in s["log"]):
        _fail("the log must be a list of sentences")
    g.log = s["log"]
    g.chance = ChanceSource(None, _normalise)
    try:
        g.chance.set_state(s["chance"])
    except (TypeError, ValueError, KeyError) as exc:
        _fail(f"the random generator state is damaged ({exc})")
    g._board = board
    g._graph = None
    g._derive()
    return g


def _list(v: Any, n: int) -> list:
    if not isinstance(v, list) or len(v) != n:
        _fail(f"expected one entry per player ({n})")
    return v
