"""Checking a saved settlers game before trusting it.

:func:`load` rebuilds a game from plain data and refuses anything a
real game could not contain: wrong types or lengths, pieces beyond stock,
cards that are not conserved, points out of range.  Every refusal is one
:class:`~boardgames.core.errors.SaveFileError` with a sentence saying what
is wrong.
"""

from __future__ import annotations

from functools import partial
from typing import Any, NoReturn

from ..core.actions import check_fields, decode
from ..core.chance import ChanceSource
from ..core.checks import read_int, read_ints
from ..core.errors import IllegalAction, SaveFileError
from .actions import ACTION_CLASSES
from .longest_road import longest_road
from .rules.building import distance_rule_kept
from .rulesets import RULESETS, board_from_saved
from .state import FIELDS, SAVED, Sizes


def _error(msg: str) -> SaveFileError:
    return SaveFileError(f"the saved game is not a possible position: {msg}")


def _fail(msg: str) -> NoReturn:
    raise _error(msg)


# a save's numbers are read by the one shared check (core/checks.py), raising SaveFileError
_int = partial(read_int, error=_error)
_ints = partial(read_ints, error=_error)


KEYS = SAVED
OPTION_KEYS = {"players", "seed", "target", "jungle_number", "discovery_supply", "layout"}
SETUP = ("setup_settlement", "setup_road", "setup_choose")


def load(cls: type, s: dict) -> Any:
    """A game rebuilt from ``s`` after checking it is a position the rules allow.

    The same rules that :class:`~boardgames.settlers.engine.SettlersGame`
    applies are used where they exist: the options go through
    :func:`~boardgames.settlers.engine.check_options`, the board is laid again
    by the set-up code, road lengths are measured again, the Longest Road
    holder is worked out by the engine's own function, forced outcomes go
    through :meth:`force`, and the phase must offer at least one legal action.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import SettlersGame
    >>> from boardgames.settlers.save import load
    >>> game = boardgames.new_game("zarahemla", players=3, seed=1)
    >>> load(SettlersGame, game.state_dict()) == game
    True
    >>> state = game.state_dict()
    >>> state["settlements_left"] = [6, 5, 5]          # the box holds 5 settlements each
    >>> load(SettlersGame, state)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.SaveFileError: the saved game is not a possible position: settlements left holds 6, not a whole number from 0 to 5
    """
    from .engine import _FIELDS, _normalise, check_options, longest_road_holder

    if not isinstance(s, dict):
        _fail("the state is not an object")
    if set(s) != KEYS:
        _fail(f"the state's fields are wrong (missing {sorted(KEYS - set(s))}, "
              f"unknown {sorted(map(str, set(s) - KEYS))[:5]})")
    ruleset = s["ruleset"]
    rs = RULESETS.get(ruleset) if isinstance(ruleset, str) else None
    if rs is None:
        _fail(f"unknown ruleset {ruleset!r}")
    opts = s["options"]
    if not isinstance(opts, dict) or set(opts) != OPTION_KEYS:
        _fail("the options must be exactly " + ", ".join(sorted(OPTION_KEYS)))
    try:
        check_options(rs, opts["players"], opts["seed"], opts["target"], opts["jungle_number"],
                      opts["discovery_supply"])
        if rs.jungle and opts["jungle_number"] is None:
            raise ValueError("the Jungle's number token is missing")
        layout = opts["layout"]
        if rs.board == "zarahemla":
            if layout != "random" and not isinstance(layout, dict):
                raise ValueError("a Zarahemla layout is 'random' or the layout's fields")
        elif layout not in ("beginner", "random"):
            raise ValueError("a Catan layout is 'beginner' or 'random'")
        board = board_from_saved(rs, s["board"], opts)
    except ValueError as exc:
        _fail(str(exc))
    topo = board.topology
    C, E, T = len(topo.corner_points), len(topo.edge_corners), len(topo.tiles)
    n = _read(s, "n", Sizes(rs, 0, C, E, T))
    if n != opts["players"]:
        _fail("the number of players differs from the options")
    z = Sizes(rs, n, C, E, T)
    R, K = z.R, z.K

    g = cls.__new__(cls)
    g.ruleset = rs
    g.name = rs.name
    g.options = opts
    g.n = n
    g.target = _read(s, "target", z)
    if g.target != (opts["target"] if opts["target"] is not None else rs.target):
        _fail("the target differs from the options")
    g.hands = _read(s, "hands", z)
    g.bank = _read(s, "bank", z)
    for r in range(R):
        if g.bank[r] + sum(h[r] for h in g.hands) != rs.cards_per_resource:
            _fail(f"the {rs.resources[r]} cards do not add up to {rs.cards_per_resource}")
    g.discoveries = _read(s, "discoveries", z)
    g.discovery_supply = ds = _read(s, "discovery_supply", z)
    if not rs.jungle and (any(g.discoveries) or ds is not None):
        _fail(f"there are no discoveries in {rs.title}")
    if (ds is None) != (opts["discovery_supply"] is None) or (
            ds is not None and ds + sum(g.discoveries) != opts["discovery_supply"]):
        _fail("the discovery counters do not add up to the supply the game began with")
    g.dev = _read(s, "dev", z)
    g.dev_new = _read(s, "dev_new", z)
    g.dev_deck = _read(s, "dev_deck", z)
    g.knights = _read(s, "knights", z)
    for k in range(K):
        held = sum(h[k] for h in g.dev) + (sum(g.knights) if k == 0 else 0)
        if g.dev_deck[k] + held > rs.dev_deck[k]:
            _fail(f"there are more {rs.dev_names[k]} cards than the deck holds")
        if any(g.dev_new[q][k] > g.dev[q][k] for q in range(n)):
            _fail("a player bought more cards this turn than they hold")
    g.temples = _read(s, "temples", z)
    g.corner_owner = _read(s, "corner_owner", z)
    g.corner_city = _read(s, "corner_city", z)
    g.edge_owner = _read(s, "edge_owner", z)
    g.roads_left = _read(s, "roads_left", z)
    g.settlements_left = _read(s, "settlements_left", z)
    g.cities_left = _read(s, "cities_left", z)
    g.temples_left = _read(s, "temples_left", z)
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
    g.robber = _read(s, "robber", z)
    g.longest_holder = _read(s, "longest_holder", z)
    g.army_holder = _read(s, "army_holder", z)
    g.temple_holder = _read(s, "temple_holder", z)
    g.road_length = _read(s, "road_length", z)
    for q in range(n):
        roads = [e for e, o in enumerate(g.edge_owner) if o == q]
        blocked = [o >= 0 and o != q for o in g.corner_owner]
        if g.road_length[q] != longest_road(roads, topo.edge_corners, blocked):
            _fail(f"player {q}'s road length is not the length of their longest road")
    if longest_road_holder(rs, g.road_length, g.longest_holder) != g.longest_holder:
        _fail("the Longest Road card is not with the player the rules give it to")
    _award(g.knights, g.army_holder, rs.largest_army_min, "Largest Army", "knights")
    _award(g.temples, g.temple_holder, rs.temple_min, "Greatest Temple Contributor",
           "temple stones")
    g.setup_order = _read(s, "setup_order", z)
    if g.setup_order != rs.setup_order(n):
        _fail("the setup order is not the rulebook's")
    g.setup_step = _read(s, "setup_step", z)
    g.setup_corner = _read(s, "setup_corner", z)
    g.phase = _read(s, "phase", z)
    g.player = _read(s, "player", z)
    g.turn_player = _read(s, "turn_player", z)
    g.turn = _read(s, "turn", z)
    g.dev_played = _read(s, "dev_played", z)
    g.discard_owed = _read(s, "discard_owed", z)
    g.free_roads = _read(s, "free_roads", z)
    g.robber_return = _read(s, "robber_return", z)
    g.last_roll = _read(s, "last_roll", z)
    g.winner_ = _read(s, "winner_", z)
    if (g.phase == "over") != (g.winner_ is not None):
        _fail("a finished game needs a winner, and only a finished game has one")
    tr = s["trade"]
    if tr is None:
        g.trade = None
    else:
        if g.phase != "trade":
            _fail("a pending trade outside the trade phase")
        if not isinstance(tr, dict) or set(tr) != {"from", "give", "get", "responders"}:
            _fail("a trade offer has from, give, get and responders")
        if not isinstance(tr["responders"], list) or len(tr["responders"]) >= n:
            _fail("the players still to answer a trade must be a short list")
        g.trade = {"from": _int(tr["from"], "the trader", 0, n - 1),
                   "give": tuple(_ints(tr["give"], "an offer", R, 0, rs.cards_per_resource)),
                   "get": tuple(_ints(tr["get"], "an offer", R, 0, rs.cards_per_resource)),
                   "responders": [_int(x, "a responder", 0, n - 1) for x in tr["responders"]]}
    if g.phase == "trade" and g.trade is None:
        _fail("the trade phase needs a trade offer")
    hist = s["history"]
    if not isinstance(hist, list):
        _fail("the history must list [player, action] pairs")
    for h in hist:
        if not (isinstance(h, list) and len(h) in (2, 3) and isinstance(h[1], list) and h[1]
                and isinstance(h[1][0], str) and h[1][0] in ACTION_CLASSES):
            _fail("the history must list [player, action] pairs")
        _int(h[0], "a player in the history", 0, n - 1)
        try:
            check_fields(decode(h[1], ACTION_CLASSES), _FIELDS, "settlers")
        except IllegalAction as exc:
            _fail(f"the history holds a malformed action ({exc})")
        if len(h) == 3 and (not isinstance(h[2], list) or not h[2] or not all(
                isinstance(f, list) and len(f) == 2 and f[0] in ("dice", "development card",
                                                                  "steal") for f in h[2])):
            _fail("the chance results in the history must be [kind, outcome] pairs")
    g.history = hist
    if not isinstance(s["log"], list) or not all(isinstance(x, str) for x in s["log"]):
        _fail("the log must be a list of sentences")
    g.log = s["log"]
    g.chance = ChanceSource(None, _normalise)
    g._board = board  # noqa: SLF001 - the loader builds the engine's state
    g._graph = None  # noqa: SLF001 - the loader builds the engine's state
    g._derive()  # noqa: SLF001 - the loader builds the engine's state
    if not distance_rule_kept(g.blocked, g.corner_owner):
        _fail("two buildings break the distance rule")
    _check_phase(g, rs)
    try:
        g.chance.set_state(s["chance"])
    except ValueError as exc:
        _fail(f"the random generator state is damaged ({exc})")
    forced, g.chance.forced = g.chance.forced, []
    for kind, value in forced:
        try:
            g.force(kind, value)
        except IllegalAction as exc:
            _fail(f"a forced outcome cannot happen ({exc})")
    if g.phase != "over" and not g.legal_actions():
        _fail(f"nothing can be done in this position ({g.phase_description()})")
    return g


def _award(counts: list[int], holder: int, least: int, card: str, what: str) -> None:
    """Largest Army and the temple card pass only to a strictly larger count, never back."""
    top = max(counts)
    if holder < 0:
        if top >= least:
            _fail(f"a player has {top} {what} and nobody holds the {card}")
    elif counts[holder] < least or counts[holder] != top:
        _fail(f"the {card} is held by a player without the most {what} (at least {least})")


def _check_phase(g: Any, rs: Any) -> None:
    """The turn structure: whose move it is and what is pending fit the phase."""
    n, ph, p, tp = g.n, g.phase, g.player, g.turn_player
    order = g.setup_order
    if ph in SETUP:
        if g.turn != 0 or p != tp or any(g.corner_city) or g.dev_played or g.last_roll:
            _fail("the set-up phase has no turns, cities, cards played or dice rolled")
        done = order[:g.setup_step]
        if ph == "setup_choose":
            if g.setup_step != len(order) or rs.start_resources != "choose":
                _fail("choosing starting resources comes after every settlement is placed")
        elif g.setup_step >= len(order) or p != order[g.setup_step]:
            _fail("the set-up is not at this player's placement")
        for q in range(n):
            setts = g.corner_owner.count(q)
            roads = g.edge_owner.count(q)
            want = done.count(q) + (ph == "setup_road" and q == p)
            if setts != want or roads != done.count(q):
                _fail(f"player {q} has not placed the set-up pieces the snake order gives")
        if ph == "setup_road":
            x = g.setup_corner
            if x < 0 or g.corner_owner[x] != p or any(
                    g.edge_owner[e] == p for e in g._c.corner_edges[x]):  # noqa: SLF001 - the loader builds the engine's state
                _fail("the road to place must go next to the settlement just placed")
    else:
        if g.setup_step != len(order) or g.turn < 1:
            _fail("the set-up must be over before the turns begin")
        if ph in ("pre_roll", "main", "robber", "road_building", "over") and p != tp:
            _fail(f"in the {ph} phase the turn player acts")
        if ph == "over":
            if g.winner_ != tp or g.points(tp) < g.target:
                _fail("the winner must be the turn player with at least the target in points")
        elif g.points(tp) >= g.target:
            _fail(f"player {tp} has {g.points(tp)} points and should have won")
    if ph == "discard":
        if g.discard_owed[p] < 1:
            _fail("in the discard phase the current player must owe cards")
    elif any(g.discard_owed):
        _fail("cards are owed only in the discard phase")
    if any(k > sum(h) for k, h in zip(g.discard_owed, g.hands, strict=True)):
        _fail("a player owes more cards than they hold")
    if g.robber_return == "seven" and (ph not in ("discard", "robber")
                                       or not rs.seven_steal_optional):
        _fail("only the robber moved after a 7 may leave the steal out, and only where the "
              "rules say so")
    if (ph == "road_building") != (g.free_roads > 0):
        _fail("free roads are placed only in the road building phase")
    tr = g.trade
    if tr is not None:
        frm = tr["from"]
        if frm != tp or p == frm or frm in tr["responders"] or p in tr["responders"] or len(
                set(tr["responders"])) != len(tr["responders"]):
            _fail("a trade offer comes from the turn player and goes to other players once each")
        give, get = tr["give"], tr["get"]
        if not any(give) or not any(get) or any(a and b for a, b in zip(give, get, strict=True)):
            _fail("a trade offer gives and asks for different cards, at least one each")
        for r in range(len(give)):
            if give[r] > g.hands[frm][r] or get[r] > rs.cards_per_resource - g.hands[frm][r]:
                _fail("a trade offer gives cards its offerer lacks or asks for more cards "
                      "than exist outside the offerer's hand")


def _list(v: Any, n: int) -> list:
    if not isinstance(v, list) or len(v) != n:
        _fail(f"expected one entry per player ({n})")
    return v


def _read(s: dict, name: str, z: Sizes) -> Any:
    """Field ``name`` of the saved state ``s``, checked against its declaration in state.py."""
    f = FIELDS[name]
    v = s[name]
    if f.none_ok and v is None:
        return None
    shape = f.shape
    if shape == "int":
        return _int(v, f.what, f.lo(z), f.hi(z))
    if shape == "ints":
        out = _ints(v, f.what, f.length(z), f.lo(z), f.hi(z))
        return tuple(out) if f.as_tuple else out
    if shape == "rows":
        return [_ints(row, f.what, f.length(z), f.lo(z), f.hi(z)) for row in _list(v, z.n)]
    if shape == "bools":
        if not isinstance(v, list) or len(v) != f.length(z) or not all(
                isinstance(x, bool) for x in v):
            _fail(f.what)
        return list(v)
    if shape == "bool":
        if not isinstance(v, bool):
            _fail(f.what)
        return v
    if shape == "choice":
        if not isinstance(v, str) or v not in f.choices:
            _fail(f.what.format(v=v))
        return v
    raise AssertionError(shape)  # pragma: no cover
