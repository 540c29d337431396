"""Rebuilding a Forbidden Jungle game from ``state_dict()`` data, strictly checked.

Every field is checked for type, range and consistency with the others (each
tile is in exactly one place, pieces on the board plus the supply are the box,
the 17 threat cards are all accounted for, ...).  Anything wrong raises
:class:`~boardgames.core.SaveFileError` with a sentence saying what.
"""

from __future__ import annotations

from functools import partial

from ..core import ChanceSource, IllegalAction, SaveFileError
from ..core.checks import read_int, read_ints, whole
from .config import BOX, DIFFICULTIES, ROLES, THREAT_CARDS, Config
from .game import OUTCOMES, PHASES, TURN_ACTIONS, ForbiddenJungle, outcome_normaliser
from .state import BOARD_KEYS, SAVE_KEYS

OPTIONAL = {"threat_log"}     # saves from before it was kept load with an empty log
KEYS = set(SAVE_KEYS) - OPTIONAL   # the fields declared in state.py


def _fail(message: str) -> SaveFileError:
    return SaveFileError("saved Forbidden Jungle game: " + message)


# a save's numbers are read by the one shared check, raising SaveFileError
_int = partial(read_int, error=_fail)
_ints = partial(read_ints, error=_fail)


def load(state: dict) -> ForbiddenJungle:
    """The loader registered for "forbidden-jungle".

    It checks the keys, builds the set-up (configuration, difficulty, roles),
    then reads and checks the state one part at a time (:data:`STEPS`, in the
    order of ``state.py``'s fields), each part against those read before it.

    Examples
    --------
    >>> import boardgames
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> from boardgames.forbidden_jungle.save import load
    >>> load(game.state_dict()).to_json() == game.to_json()
    True
    >>> load({"turn": 1})
    Traceback (most recent call last):
        ...
    boardgames.core.errors.SaveFileError: saved Forbidden Jungle game: unexpected fields (missing [...], unknown [])
    """
    _check_keys(state)
    g = _read_setup(state)
    for step in STEPS:
        step(g, state)
    return g


def _check_keys(state: object) -> None:
    if not isinstance(state, dict) or not KEYS <= set(state) <= KEYS | OPTIONAL:
        missing = KEYS - set(state) if isinstance(state, dict) else KEYS
        extra = set(state) - KEYS - OPTIONAL if isinstance(state, dict) else set()
        raise _fail(f"unexpected fields (missing {sorted(missing)}, unknown {sorted(extra)})")


def _read_setup(state: dict) -> ForbiddenJungle:
    """A bare game with the saved configuration, difficulty and roles."""
    try:
        cfg = Config(state["config"])
    except (KeyError, TypeError, ValueError) as exc:
        raise _fail(f"its configuration is invalid ({exc})") from None
    g = object.__new__(ForbiddenJungle)
    g.cfg = cfg
    if not isinstance(state["difficulty"], str) or state["difficulty"] not in DIFFICULTIES:
        raise _fail(f"unknown difficulty {state['difficulty']!r}")
    g.difficulty = state["difficulty"]
    roles = state["roles"]
    if (not isinstance(roles, list) or not 2 <= len(roles) <= 5
            or not all(isinstance(r, str) and r in ROLES for r in roles)
            or len(set(roles)) != len(roles)):
        raise _fail("roles must list 2 to 5 different adventurers")
    g._set_roles(roles)
    return g


def _read_board(g: ForbiddenJungle, state: dict) -> None:
    cfg, N = g.cfg, g.cfg.n
    board = state["board"]
    if not isinstance(board, dict) or set(board) != BOARD_KEYS:
        raise _fail("the board must have num, back, orient, web, eggs, hatchlings and adults")
    top = max(cfg.tile)
    g.num = _ints(board["num"], "board num", N, -1, top)
    g.back = _ints(board["back"], "board back", N, -1, 2)
    g.orient = _ints(board["orient"], "board orient", N, 0, 3)
    g.web = _ints(board["web"], "board web", 2 * N, 0, BOX["webs"])
    g.eggs = _ints(board["eggs"], "board eggs", N, 0, BOX["eggs"])
    g.hatchlings = _ints(board["hatchlings"], "board hatchlings", N, 0, BOX["hatchlings"])
    g.adults = _ints(board["adults"], "board adults", N, 0, BOX["adults"])


_BACKS = {"jungle": 0, "crystal": 1, "landing": 2}


def _check_cells(g: ForbiddenJungle, state: dict) -> None:
    """Each cell holds what its tile allows; the feature bits are rebuilt from the tiles."""
    cfg = g.cfg
    g.feat = [0] * cfg.n
    for c, n in enumerate(g.num):
        if n == -1:
            if g.back[c] != -1 or g.orient[c] or g.eggs[c] or g.hatchlings[c] or g.adults[c]:
                raise _fail(f"the empty cell {cfg.cells[c]} holds something")
        elif n == 0:
            if g.back[c] not in (0, 1):
                raise _fail(f"the unexplored tile at {cfg.cells[c]} has a bad back")
        else:
            if n not in cfg.tile:
                raise _fail(f"there is no tile {n}")
            t = cfg.tile[n]
            if g.back[c] != _BACKS[t["back"]] or g.orient[c] != t["front_rotation"]:
                raise _fail(f"tile {n}'s back or orientation does not match the tile set")
            g.feat[c] = cfg.feat[n]


def _check_webs(g: ForbiddenJungle, state: dict) -> None:
    cfg = g.cfg
    for c in range(cfg.n):
        for d, e in enumerate(cfg.edge[c]):
            if e >= 0 and g.web[e] and (g.num[c] == -1 or g.num[cfg.nb[c][d]] == -1):
                raise _fail(f"webs lie on a side of {cfg.cells[c]} with no tile beyond it")
    for e in range(2 * cfg.n):
        c = e // 2
        if g.web[e] and cfg.edge[c][1 if e % 2 == 0 else 2] != e:
            raise _fail("webs lie off the edge of the board")


def _read_tiles(g: ForbiddenJungle, state: dict) -> None:
    """The unseen pools and the removed tiles; every tile is in exactly one place."""
    cfg = g.cfg
    top = max(cfg.tile)
    pools = state["pools"]
    if not isinstance(pools, list) or len(pools) != 2:
        raise _fail("pools must be two lists (jungle, crystal)")
    g.pools = []
    for b, pool in enumerate(pools):
        pool = _ints(pool, "a tile pool", None, 1, top)
        if pool != sorted(pool) or any(cfg.tile.get(n, {}).get("back") != ("jungle", "crystal")[b]
                                       for n in pool):
            raise _fail("a pool of unexplored tiles is unsorted or holds a tile of another back")
        if len(pool) != sum(1 for c in range(cfg.n) if g.num[c] == 0 and g.back[c] == b):
            raise _fail("the number of unexplored tiles does not match the tiles left unseen")
        g.pools.append(pool)
    g.removed = _ints(state["removed"], "removed tiles", None, 1, top)
    placed = [n for n in g.num if n > 0] + g.pools[0] + g.pools[1] + g.removed
    if sorted(placed) != sorted(cfg.tile):
        raise _fail("every tile must be exactly once on the board, unseen or removed")


def _read_supply(g: ForbiddenJungle, state: dict) -> None:
    g.supply = _ints(state["supply"], "the supply", 4, 0, max(BOX.values()))
    for k, (piece, arr) in enumerate((("eggs", g.eggs), ("hatchlings", g.hatchlings),
                                      ("adults", g.adults), ("webs", g.web))):
        if sum(arr) + g.supply[k] != BOX[piece]:
            raise _fail(f"{piece} on the board plus the supply must be {BOX[piece]}")


def _read_end(g: ForbiddenJungle, state: dict) -> None:
    """The phase, and the outcome and reason of a finished game."""
    g.phase = state["phase"]
    if not isinstance(g.phase, str) or g.phase not in PHASES:
        raise _fail(f"unknown phase {g.phase!r}")
    g.outcome = state["outcome"]
    if g.outcome is not None and (not isinstance(g.outcome, str) or g.outcome not in OUTCOMES):
        raise _fail(f"unknown outcome {g.outcome!r}")
    if (g.outcome is None) != (g.phase != "over"):
        raise _fail("a game is over exactly when it has an outcome")
    if not isinstance(state["reason"], str) or len(state["reason"]) > 1000:
        raise _fail("reason must be a short text")
    g.reason = state["reason"]
    if g.phase != "over" and g.reason:
        raise _fail("only a finished game gives the reason it ended")


def _read_escape(g: ForbiddenJungle, state: dict) -> None:
    """Who is still escaping a collapsed tile, and where it was."""
    g.escaping = _ints(state["escaping"], "escaping", None, 0, len(g.roles) - 1)
    if len(set(g.escaping)) != len(g.escaping) or (
            g.phase != "over" and bool(g.escaping) != (g.phase == "escape")):
        raise _fail("escaping adventurers are listed only (and always) during an escape")
    g.pit = _int(state["pit"], "pit", -1, g.cfg.n - 1)
    if (g.pit >= 0) != bool(g.escaping) and g.phase != "over":
        raise _fail("a fallen tile is recorded only during an escape")
    if g.pit >= 0 and g.num[g.pit] != -1:
        raise _fail("the fallen tile's cell must be empty")


def _read_positions(g: ForbiddenJungle, state: dict) -> None:
    P = len(g.roles)
    g.pos = _ints(state["pos"], "positions", P, 0, g.cfg.n - 1)
    if g.phase == "escape" and any((g.pos[j] == g.pit) != (j in g.escaping) for j in range(P)):
        raise _fail("exactly the adventurers still escaping stand on the fallen tile")
    for j, cell in enumerate(g.pos):
        if g.num[cell] == -1 and not (cell == g.pit and (j in g.escaping or g.phase == "over")):
            raise _fail(f"the {g.roles[j]} stands on an empty cell")


def _read_health(g: ForbiddenJungle, state: dict) -> None:
    hp = state["hp"]
    if not isinstance(hp, list) or len(hp) != len(g.roles):
        raise _fail("hp must list each adventurer's health")
    for role, h in zip(g.roles, hp, strict=True):
        top_h = g.cfg.health[role]
        if top_h is None:
            if h is not None:
                raise _fail(f"the {role} has no health meter")
        else:
            _int(h, f"the {role}'s health", 0 if g.phase == "over" else 1, top_h)
    g.hp = list(hp)


def _read_equipment(g: ForbiddenJungle, state: dict) -> None:
    """Hands, used cards and the deck; every card is in exactly one place."""
    cfg = g.cfg
    hands = state["hands"]
    if not isinstance(hands, list) or len(hands) != len(g.roles) or not all(
            isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands):
        raise _fail("hands must be one list of card names per adventurer")
    g.hands = [list(h) for h in hands]
    used = state["used"]
    if not isinstance(used, list) or not all(isinstance(c, str) for c in used):
        raise _fail("used must be a list of card names")
    g.used = list(used)
    g.deck = _ints(state["deck"], "the equipment deck", len(cfg.card_counts), 0, 50)
    for card in [c for h in g.hands for c in h] + g.used:
        if card not in cfg.card_index:
            raise _fail(f"unknown equipment card {card!r}")
    for i, name in enumerate(cfg.card_names):
        held = sum(h.count(name) for h in g.hands) + g.used.count(name)
        if held + g.deck[i] != cfg.card_counts[i]:
            raise _fail(f"the {name} cards do not add up to {cfg.card_counts[i]}")


_K = len(THREAT_CARDS)


def _read_threats(g: ForbiddenJungle, state: dict) -> None:
    """The meter, the draw pile, this turn's draws and the discards: each card once."""
    g.level = _int(state["level"], "the threat level", 0, len(g.cfg.meter))
    if g.level == len(g.cfg.meter) and g.outcome != "total collapse":
        raise _fail("the threat meter is at the burst but the game is not lost")
    pile = state["pile"]
    if not isinstance(pile, list):
        raise _fail("the threat pile must be a list of segments")
    g.pile = [_ints(s, "a threat pile segment", None, 0, _K - 1) for s in pile]
    if any(not s or s != sorted(s) for s in g.pile):
        raise _fail("each threat pile segment is a sorted, non-empty list of cards")
    g.drawn = _ints(state["drawn"], "the threat cards drawn so far this turn", None, 0, _K - 1)
    g.discard = _ints(state["discard"], "the threat discard", None, 0, _K - 1)
    if sorted([c for s in g.pile for c in s] + g.drawn + g.discard) != list(range(_K)):
        raise _fail(f"the {_K} threat cards must each be in the pile, drawn or discarded")


def _read_turn(g: ForbiddenJungle, state: dict) -> None:
    """Whose turn, which turn, and the log of threat cards drawn so far."""
    g.seat = _int(state["seat"], "the seat", 0, len(g.roles) - 1)
    g.turn = _int(state["turn"], "the turn", 1, 10**6)
    log = state.get("threat_log", [])
    if not isinstance(log, list) or any(not isinstance(e, list) or len(e) != 2 for e in log):
        raise _fail("the threat log must be a list of [turn, card] pairs")
    g.threat_log = [(_int(t, "a threat log turn", 1, g.turn),
                     _int(c, "a threat log card", 0, _K - 1)) for t, c in log]
    if [t for t, _ in g.threat_log] != sorted(t for t, _ in g.threat_log):
        raise _fail("the threat log must be in the order of play")


def _read_counters(g: ForbiddenJungle, state: dict) -> None:
    """Actions left, threat cards skipped and threat cards still to draw."""
    # a turn has 4 actions, and 2 more for each Energy Bar the game's deck holds; each Smoke
    # Bomb skips one threat card
    cfg = g.cfg
    effects = [cfg.card_effect[name] for name in cfg.card_names]
    bars = sum(k for e, k in zip(effects, cfg.card_counts, strict=True) if e == "energy-bar")
    bombs = sum(k for e, k in zip(effects, cfg.card_counts, strict=True) if e == "smoke-bomb")
    g.actions_left = _int(state["actions_left"], "actions left", 0, TURN_ACTIONS + 2 * bars)
    g.calm = _int(state["calm"], "skipped threat cards", 0, bombs)
    g.draws_left = _int(state["draws_left"], "threat cards left to draw", 0, _K * 2)
    if g.draws_left and g.phase == "actions":
        raise _fail("threat cards are only left to draw during an escape")


def _read_chance(g: ForbiddenJungle, state: dict) -> None:
    """The random generator, and its queued forced outcomes through force(), which
    refuses any that cannot happen."""
    ch = state["chance"]
    try:
        if not isinstance(ch, dict) or set(ch) != {"rng", "forced"}:
            raise ValueError("needs rng and forced")
        version, internal, gauss = ch["rng"]
        if not (whole(version) and isinstance(internal, list) and len(internal) == 625
                and all(whole(x) and 0 <= x < 2**32 for x in internal)
                and (gauss is None or isinstance(gauss, float))):
            raise ValueError("bad generator state")
        g.chance = ChanceSource(None, normalise=outcome_normaliser(g.cfg))
        g.chance.set_state(ch)
    except (ValueError, TypeError, IndexError) as exc:
        raise _fail(f"the random generator state is invalid ({exc})") from None
    g.edited()
    forced, g.chance.forced = g.chance.forced, []
    for kind, value in forced:
        try:
            g.force(kind, value)
        except IllegalAction as exc:
            raise _fail(f"a forced outcome cannot happen ({exc})") from None


def _check_playable(g: ForbiddenJungle, state: dict) -> None:
    if g.phase == "escape" and g.escapers_trapped():
        raise _fail("the adventurers escaping have no tile to step to and too few Jet Packs: "
                    "the game should be lost")
    if g.phase != "over" and not g.legal_actions():
        raise _fail("nothing can be done in this position")


# the parts of a save, read and checked in this order (each may use those before it)
STEPS = (_read_board, _check_cells, _check_webs, _read_tiles, _read_supply, _read_end,
         _read_escape, _read_positions, _read_health, _read_equipment, _read_threats,
         _read_turn, _read_counters, _read_chance, _check_playable)
