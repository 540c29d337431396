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
from .options import ACTION_FIELDS, check_options, normalise_outcome
from .rules.awards import longest_road_holder
from .rules.building import distance_rule_kept
from .rulesets import RULESETS, board_from_saved
from .state import SAVED, SPEC, Sizes


def _error(msg: str) -> SaveFileError:
    return SaveFileError(f"the saved game is not a possible position: {msg}")


def _fail(msg: str) -> NoReturn:
    raise _error(msg)


# a save's numbers are read by the one shared check (core/checks.py), raising SaveFileError
_int = partial(read_int, error=_error)
_ints = partial(read_ints, error=_error)


KEYS = SAVED         # the saved fields (state.py)
OPTION_KEYS = {"players", "seed", "target", "jungle_number", "discovery_supply", "layout"}
SETUP = ("setup_settlement", "setup_road", "setup_choose")


def load(cls: Any, s: dict) -> Any:
    """A game rebuilt from ``s`` after checking it is a position the rules allow.

    The same rules that :class:`~boardgames.settlers.engine.SettlersGame`
    applies are used where they exist: the options go through
    :func:`~boardgames.settlers.options.check_options`, the board is laid again
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
    SPEC.check_keys(s, _error)
    rs, opts, board = _options_and_board(s)
    topo = board.topology
    C, E, T = len(topo.corner_points), len(topo.edge_corners), len(topo.tiles)
    n = SPEC.read(s, "n", Sizes(rs, 0, C, E, T), _error)
    if n != opts["players"]:
        _fail("the number of players differs from the options")
    z = Sizes(rs, n, C, E, T, topo)
    g = cls.__new__(cls)
    g.ruleset = rs
    g.name = rs.name
    g.options = opts
    g.n = n
    for step in STEPS:
        if isinstance(step, str):
            setattr(g, step, SPEC.read(s, step, z, _error))
        else:
            step(g, s, z)
    g.chance = ChanceSource(None, normalise_outcome)
    g.attach(board)
    if not distance_rule_kept(g.blocked, g.corner_owner):
        _fail("two buildings break the distance rule")
    _check_phase(g, rs)
    _read_chance(g, s)
    if g.phase != "over" and not g.legal_actions():
        _fail(f"nothing can be done in this position ({g.phase_description()})")
    return g


def _options_and_board(s: dict) -> tuple[Any, dict, Any]:
    """The ruleset, the options (checked by the engine's own check) and the board laid again."""
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
    return rs, opts, board


def _check_target(g: Any, s: dict, z: Sizes) -> None:
    opts = g.options
    if g.target != (opts["target"] if opts["target"] is not None else g.ruleset.target):
        _fail("the target differs from the options")


def _check_cards(g: Any, s: dict, z: Sizes) -> None:
    """Each resource's cards add up to the box's count."""
    rs = g.ruleset
    for r in range(z.R):
        if g.bank[r] + sum(h[r] for h in g.hands) != rs.cards_per_resource:
            _fail(f"the {rs.resources[r]} cards do not add up to {rs.cards_per_resource}")


def _check_discoveries(g: Any, s: dict, z: Sizes) -> None:
    rs, ds = g.ruleset, g.discovery_supply
    if not rs.jungle and (any(g.discoveries) or ds is not None):
        _fail(f"there are no discoveries in {rs.title}")
    supply = g.options["discovery_supply"]
    if (ds is None) != (supply is None) or (ds is not None and ds + sum(g.discoveries) != supply):
        _fail("the discovery counters do not add up to the supply the game began with")


def _check_dev_cards(g: Any, s: dict, z: Sizes) -> None:
    rs = g.ruleset
    for k in range(z.K):
        held = sum(h[k] for h in g.dev) + (sum(g.knights) if k == 0 else 0)
        if g.dev_deck[k] + held > rs.dev_deck[k]:
            _fail(f"there are more {rs.dev_names[k]} cards than the deck holds")
        if any(g.dev_new[q][k] > g.dev[q][k] for q in range(z.n)):
            _fail("a player bought more cards this turn than they hold")


def _check_pieces(g: Any, s: dict, z: Sizes) -> None:
    """Each player's pieces on the board and in stock make up the box."""
    rs = g.ruleset
    for q in range(z.n):
        cities = sum(1 for c in range(z.C) if g.corner_owner[c] == q and g.corner_city[c])
        setts = sum(1 for c in range(z.C) if g.corner_owner[c] == q and not g.corner_city[c])
        roads = g.edge_owner.count(q)
        if (setts + g.settlements_left[q] != rs.pieces["settlement"]
                or cities + g.cities_left[q] != rs.pieces["city"]
                or roads + g.roads_left[q] != rs.pieces["road"]
                or g.temples[q] + g.temples_left[q] != rs.pieces["temple"]):
            _fail(f"player {q}'s pieces on the board and in stock do not match the box")
    for c in range(z.C):
        if g.corner_city[c] and g.corner_owner[c] < 0:
            _fail("a city without an owner")


def _check_awards(g: Any, s: dict, z: Sizes) -> None:
    """Road lengths measured again; the special cards with the players the rules give them."""
    rs = g.ruleset
    edge_corners = z.topology.edge_corners
    for q in range(z.n):
        roads = [e for e, o in enumerate(g.edge_owner) if o == q]
        blocked = [o >= 0 and o != q for o in g.corner_owner]
        if g.road_length[q] != longest_road(roads, edge_corners, blocked):
            _fail(f"player {q}'s road length is not the length of their longest road")
    if longest_road_holder(rs, g.road_length, g.longest_holder) != g.longest_holder:
        _fail("the Longest Road card is not with the player the rules give it to")
    _award(g.knights, g.army_holder, rs.largest_army_min, "Largest Army", "knights")
    _award(g.temples, g.temple_holder, rs.temple_min, "Greatest Temple Contributor",
           "temple stones")


def _check_setup_order(g: Any, s: dict, z: Sizes) -> None:
    if g.setup_order != g.ruleset.setup_order(z.n):
        _fail("the setup order is not the rulebook's")


def _check_winner(g: Any, s: dict, z: Sizes) -> None:
    if (g.phase == "over") != (g.winner_ is not None):
        _fail("a finished game needs a winner, and only a finished game has one")


def _read_trade(g: Any, s: dict, z: Sizes) -> None:
    tr = s["trade"]
    n, R, most = z.n, z.R, z.rs.cards_per_resource
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
                   "give": tuple(_ints(tr["give"], "an offer", R, 0, most)),
                   "get": tuple(_ints(tr["get"], "an offer", R, 0, most)),
                   "responders": [_int(x, "a responder", 0, n - 1) for x in tr["responders"]]}
    if g.phase == "trade" and g.trade is None:
        _fail("the trade phase needs a trade offer")


def _read_history(g: Any, s: dict, z: Sizes) -> None:
    hist = s["history"]
    if not isinstance(hist, list):
        _fail("the history must list [player, action] pairs")
    for h in hist:
        if not (isinstance(h, list) and len(h) in (2, 3) and isinstance(h[1], list) and h[1]
                and isinstance(h[1][0], str) and h[1][0] in ACTION_CLASSES):
            _fail("the history must list [player, action] pairs")
        _int(h[0], "a player in the history", 0, z.n - 1)
        try:
            check_fields(decode(h[1], ACTION_CLASSES), ACTION_FIELDS, "settlers")
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


def _read_chance(g: Any, s: dict) -> None:
    """The generator's state, then each forced outcome through the engine's own force()."""
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
    if g.phase in SETUP:
        _check_setup(g, rs)
    else:
        _check_turns(g)
    _check_pending(g, rs)
    if g.trade is not None:
        _check_trade_offer(g, rs)


def _check_setup(g: Any, rs: Any) -> None:
    """The set-up phases: the snake order's pieces are on the board, nothing else happened."""
    n, ph, p = g.n, g.phase, g.player
    order = g.setup_order
    if g.turn != 0 or p != g.turn_player or any(g.corner_city) or g.dev_played or g.last_roll:
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
        corner_edges = g.fixed_board.topology.corner_edges
        if x < 0 or g.corner_owner[x] != p or any(
                g.edge_owner[e] == p for e in corner_edges[x]):
            _fail("the road to place must go next to the settlement just placed")


def _check_turns(g: Any) -> None:
    """After the set-up: the turn player acts where the rules say, and nobody has won unseen."""
    ph, tp = g.phase, g.turn_player
    if g.setup_step != len(g.setup_order) or g.turn < 1:
        _fail("the set-up must be over before the turns begin")
    if ph in ("pre_roll", "main", "robber", "road_building", "over") and g.player != tp:
        _fail(f"in the {ph} phase the turn player acts")
    if ph == "over":
        if g.winner_ != tp or g.points(tp) < g.target:
            _fail("the winner must be the turn player with at least the target in points")
    elif g.points(tp) >= g.target:
        _fail(f"player {tp} has {g.points(tp)} points and should have won")


def _check_pending(g: Any, rs: Any) -> None:
    """Cards owed, the robber after a 7 and free roads belong to their own phases."""
    ph = g.phase
    if ph == "discard":
        if g.discard_owed[g.player] < 1:
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


def _check_trade_offer(g: Any, rs: Any) -> None:
    """A pending offer: from the turn player, to each other player once, cards that exist."""
    tr, p = g.trade, g.player
    frm = tr["from"]
    if frm != g.turn_player or p == frm or frm in tr["responders"] or p in tr["responders"] or len(
            set(tr["responders"])) != len(tr["responders"]):
        _fail("a trade offer comes from the turn player and goes to other players once each")
    give, get = tr["give"], tr["get"]
    if not any(give) or not any(get) or any(a and b for a, b in zip(give, get, strict=True)):
        _fail("a trade offer gives and asks for different cards, at least one each")
    for r in range(len(give)):
        if give[r] > g.hands[frm][r] or get[r] > rs.cards_per_resource - g.hands[frm][r]:
            _fail("a trade offer gives cards its offerer lacks or asks for more cards "
                  "than exist outside the offerer's hand")


# the loader's steps in order: a name reads that field by its declaration in state.py
# (one SaveFileError sentence if it is bad), a function checks what the fields read so far
# must agree on.  Every saved field of the specification is read once ("n" first, above;
# the custom ones by _read_trade and _read_history, the board, options and generator apart)
STEPS: tuple = (
    "target", _check_target,
    "hands", "bank", _check_cards,
    "discoveries", "discovery_supply", _check_discoveries,
    "dev", "dev_new", "dev_deck", "knights", _check_dev_cards,
    "temples", "corner_owner", "corner_city", "edge_owner", "roads_left", "settlements_left",
    "cities_left", "temples_left", _check_pieces,
    "robber", "longest_holder", "army_holder", "temple_holder", "road_length", _check_awards,
    "setup_order", _check_setup_order,
    "setup_step", "setup_corner", "phase", "player", "turn_player", "turn", "dev_played",
    "discard_owed", "free_roads", "robber_return", "last_roll", "winner_", _check_winner,
    _read_trade, _read_history,
)
