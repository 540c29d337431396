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
from .config import BOX, DIFFICULTIES, ROLES, Config
from .game import ForbiddenJungle
from .setup import outcome_normaliser, set_roles
from .state import BOARD_KEYS, SAVE_KEYS, SPEC, THREATS, Sizes

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
    sizes = Sizes.of(g.cfg, len(g.roles))
    fields = {**state, **state["board"]} if isinstance(state["board"], dict) else state
    for step in STEPS:
        if isinstance(step, str):       # a field read by its declaration in state.SPEC
            setattr(g, step, SPEC.read(fields, step, sizes, _fail))
        else:                           # a part read by hand, or checked against the others
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
    set_roles(g, roles)
    g.searches = None
    return g


def _check_board(g: ForbiddenJungle, state: dict) -> None:
    board = state["board"]
    if not isinstance(board, dict) or set(board) != BOARD_KEYS:
        raise _fail("the board must have num, back, orient, web, eggs, hatchlings and adults")


_BACKS = {"jungle": 0, "crystal": 1, "landing": 2}


def _check_cells(g: ForbiddenJungle, state: dict) -> None:
    """Each cell holds what its tile allows; the feature bits are rebuilt from the tiles."""
    cfg = g.cfg
    g.features = [0] * cfg.n
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
            g.features[c] = cfg.tile_features[n]


def _check_webs(g: ForbiddenJungle, state: dict) -> None:
    cfg = g.cfg
    for c in range(cfg.n):
        for d, e in enumerate(cfg.edge[c]):
            if e >= 0 and g.web[e] and (g.num[c] == -1 or g.num[cfg.neighbour[c][d]] == -1):
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


def _check_placed(g: ForbiddenJungle, state: dict) -> None:
    cfg = g.cfg
    placed = [n for n in g.num if n > 0] + g.pools[0] + g.pools[1] + g.removed
    if sorted(placed) != sorted(cfg.tile):
        raise _fail("every tile must be exactly once on the board, unseen or removed")


def _check_supply(g: ForbiddenJungle, state: dict) -> None:
    for k, (piece, arr) in enumerate((("eggs", g.eggs), ("hatchlings", g.hatchlings),
                                      ("adults", g.adults), ("webs", g.web))):
        if sum(arr) + g.supply[k] != BOX[piece]:
            raise _fail(f"{piece} on the board plus the supply must be {BOX[piece]}")


def _read_end(g: ForbiddenJungle, state: dict) -> None:
    """The phase, and the outcome and reason of a finished game."""
    if (g.outcome is None) != (g.phase != "over"):
        raise _fail("a game is over exactly when it has an outcome")
    if not isinstance(state["reason"], str) or len(state["reason"]) > 1000:
        raise _fail("reason must be a short text")
    g.reason = state["reason"]
    if g.phase != "over" and g.reason:
        raise _fail("only a finished game gives the reason it ended")


def _read_escape(g: ForbiddenJungle, state: dict) -> None:
    """Who is still escaping a collapsed tile, and where it was."""
    if len(set(g.escaping)) != len(g.escaping) or (
            g.phase != "over" and bool(g.escaping) != (g.phase == "escape")):
        raise _fail("escaping adventurers are listed only (and always) during an escape")


def _check_pit(g: ForbiddenJungle, state: dict) -> None:
    if (g.pit >= 0) != bool(g.escaping) and g.phase != "over":
        raise _fail("a fallen tile is recorded only during an escape")
    if g.pit >= 0 and g.num[g.pit] != -1:
        raise _fail("the fallen tile's cell must be empty")


def _read_positions(g: ForbiddenJungle, state: dict) -> None:
    P = len(g.roles)
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
    """Hands and used cards (the deck is read next, then every card is checked)."""
    hands = state["hands"]
    if not isinstance(hands, list) or len(hands) != len(g.roles) or not all(
            isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands):
        raise _fail("hands must be one list of card names per adventurer")
    g.hands = [list(h) for h in hands]
    used = state["used"]
    if not isinstance(used, list) or not all(isinstance(c, str) for c in used):
        raise _fail("used must be a list of card names")
    g.used = list(used)


def _check_cards(g: ForbiddenJungle, state: dict) -> None:
    cfg = g.cfg
    for card in [c for h in g.hands for c in h] + g.used:
        if card not in cfg.card_index:
            raise _fail(f"unknown equipment card {card!r}")
    for i, name in enumerate(cfg.card_names):
        held = sum(h.count(name) for h in g.hands) + g.used.count(name)
        if held + g.deck[i] != cfg.card_counts[i]:
            raise _fail(f"the {name} cards do not add up to {cfg.card_counts[i]}")


def _read_threats(g: ForbiddenJungle, state: dict) -> None:
    """The meter, the draw pile, this turn's draws and the discards: each card once."""
    if g.level == len(g.cfg.meter) and g.outcome != "total collapse":
        raise _fail("the threat meter is at the burst but the game is not lost")
    pile = state["pile"]
    if not isinstance(pile, list):
        raise _fail("the threat pile must be a list of segments")
    g.pile = [_ints(s, "a threat pile segment", None, 0, THREATS - 1) for s in pile]
    if any(not s or s != sorted(s) for s in g.pile):
        raise _fail("each threat pile segment is a sorted, non-empty list of cards")


def _check_threat_cards(g: ForbiddenJungle, state: dict) -> None:
    if sorted([c for s in g.pile for c in s] + g.drawn + g.discard) != list(range(THREATS)):
        raise _fail(f"the {THREATS} threat cards must each be in the pile, drawn or discarded")


def _read_turn(g: ForbiddenJungle, state: dict) -> None:
    """Whose turn, which turn, and the log of threat cards drawn so far."""
    log = state.get("threat_log", [])
    if not isinstance(log, list) or any(not isinstance(e, list) or len(e) != 2 for e in log):
        raise _fail("the threat log must be a list of [turn, card] pairs")
    g.threat_log = [(_int(t, "a threat log turn", 1, g.turn),
                     _int(c, "a threat log card", 0, THREATS - 1)) for t, c in log]
    if [t for t, _ in g.threat_log] != sorted(t for t, _ in g.threat_log):
        raise _fail("the threat log must be in the order of play")


def _check_draws(g: ForbiddenJungle, state: dict) -> None:
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


# the parts of a save, read and checked in this order (each may use those before it): a
# name is a field read by its declaration (state.SPEC: shape and bounds), a function reads
# a part by hand or checks the fields read so far against each other
STEPS = (_check_board, "num", "back", "orient", "web", "eggs", "hatchlings", "adults",
         _check_cells, _check_webs, _read_tiles, "removed", _check_placed,
         "supply", _check_supply, "phase", "outcome", _read_end,
         "escaping", _read_escape, "pit", _check_pit, "pos", _read_positions, _read_health,
         _read_equipment, "deck", _check_cards, "level", _read_threats, "drawn", "discard",
         _check_threat_cards, "seat", "turn", _read_turn, "actions_left", "calm", "draws_left",
         _check_draws, _read_chance, _check_playable)
assert {s for s in STEPS if isinstance(s, str)} == {
    f.name for f in SPEC if f.role == "saved" and f.shape != "custom"}, "every field is read"
