"""Setup: dealing a new game of Forbidden Jungle onto a state.

The rulebook's "Setup" part: the adventurers dealt (or chosen), Fools' Landing face
up with every adventurer on it, every other tile face down and turned at random, the
layout's starting aliens, the threat deck in one shuffled pile, the meter at the
difficulty's step and the equipment deck full.  :func:`deal` fills any
:class:`~.state.JungleState` (the game object is one), :func:`new_state` deals a bare
state for a rule to be tried on without a whole game.

>>> state = new_state(players=3, seed=2)
>>> len(state.roles), state.turn, state.phase
(3, 1, 'actions')
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from functools import lru_cache
from typing import Any

from ..core import ChanceEvent, ChanceSource
from ..core.checks import short
from .actions import Guide, Move, by_cell
from .config import BOX, COLOURS, ROLES, THREAT_CARDS, Config, build_config
from .state import TURN_ACTIONS, JungleState


def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


_THREAT_ALIASES: dict[str, str] = {}
for _i, _name in enumerate(THREAT_CARDS):
    _THREAT_ALIASES[_key(_name)] = _name
for _c in COLOURS:
    for _alias in ("move", "movesting", "moveandsting", "moveandstingcolour"):
        _THREAT_ALIASES[_alias + _c] = f"Move & Sting ({_c})"
    for _alias in ("webs", "spinwebs", "web", "spin"):
        _THREAT_ALIASES[_alias + _c] = f"Spin Webs ({_c})"
_THREAT_ALIASES["increasethreatandshuffle"] = "Increase Threat & Shuffle"
_THREAT_ALIASES["increaseandshuffle"] = "Increase Threat & Shuffle"
_THREAT_ALIASES["increase"] = "Increase Threat"


@lru_cache(maxsize=64)
def _first_board(cfg: Config) -> dict[str, list]:
    """The board of a new game before any chance, built once per Config and copied into each
    game: Fools' Landing face up on its cell, every other tile face down (``face_down``:
    their cells, in order, still to be turned), no webs, the layout's starting eggs,
    hatchlings and adults on the board and the rest of the box in the supply."""
    N = cfg.n
    num = [0 if b >= 0 else -1 for b in cfg.back0]
    orient = [0] * N
    features = [0] * N
    land = cfg.landing_cell
    num[land] = cfg.landing
    features[land] = cfg.tile_features[cfg.landing]
    orient[land] = cfg.tile[cfg.landing]["front_rotation"]
    pieces = {"eggs": [0] * N, "hatchlings": [0] * N, "adults": [0] * N}
    for piece, arr in pieces.items():
        for r, c in cfg.layout["start"][piece]:
            arr[r * cfg.cols + c] += 1
    supply = [BOX["eggs"] - sum(pieces["eggs"]), BOX["hatchlings"] - sum(pieces["hatchlings"]),
              BOX["adults"] - sum(pieces["adults"]), BOX["webs"]]
    return {"num": num, "back": list(cfg.back0), "orient": orient, "features": features,
            "web": [0] * (2 * N), **pieces, "supply": supply,
            "pools": [sorted(cfg.pools[0]), sorted(cfg.pools[1])],
            "face_down": [c for c in range(N) if num[c] == 0]}


@lru_cache(maxsize=256)
def _role_tables(cfg: Config, role: str) -> tuple[list, list, list]:
    """The shared action tables by cell (:func:`~.actions.by_cell`) a game lists the moves of
    ``role`` from, found once per Config and role: the Navigator's Guide of that adventurer,
    the Healer's Move bringing it along and the Navigator's Guide of the Healer bringing it
    along."""
    return (by_cell(cfg, Guide, role), by_cell(cfg, Move, companion=role),
            by_cell(cfg, Guide, "Healer", companion=role))


def set_roles(state: JungleState, roles: list[str]) -> None:
    """Seat ``roles`` at the table of ``state`` (whose ``cfg`` is set): the roles, and by
    seat the seat of each role, who is immune to stings, and the shared action tables by
    cell the lists take their Moves and Guides from.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state, set_roles
    >>> state = new_state(players=2, seed=1)
    >>> set_roles(state, ["Chemist", "Spelunker"])
    >>> state.seat_of, state.immune
    ({'Chemist': 0, 'Spelunker': 1}, [True, False])
    """
    roles = state.roles = list(roles)
    health = state.cfg.health
    state.move_table = by_cell(state.cfg, Move)
    seat_of, immune, guides, healer_moves, healer_guides = {}, [], [], [], []
    for seat, role in enumerate(roles):
        seat_of[role] = seat
        immune.append(health[role] is None)
        guide, healer_move, healer_guide = _role_tables(state.cfg, role)
        guides.append(guide)
        healer_moves.append(healer_move)
        healer_guides.append(healer_guide)
    state.seat_of, state.immune = seat_of, immune
    state.guide_tables, state.healer_moves, state.healer_guides = (
        guides, healer_moves, healer_guides)


def outcome_normaliser(cfg: Config):
    """How ``force``/``apply(outcome=)`` read an outcome typed by name for a game of ``cfg``:
    a threat card, tile (by name or feature), equipment card or adventurer, any case.

    >>> import boardgames
    >>> from boardgames.core import ChanceEvent
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
    >>> normalise = outcome_normaliser(game.cfg)
    >>> normalise(ChanceEvent.uniform("threat", ("Collapse",), ""), "collapse")
    'Collapse'
    """

    def normalise(event: ChanceEvent, value: Any) -> Hashable:
        if not isinstance(value, str):
            return value
        if event.kind == "threat":
            return _THREAT_ALIASES.get(_key(value), value)
        if event.kind == "tile":
            k = _key(value)
            for n in event.outcomes:
                t = cfg.tile[n]
                if _key(t["name"]) == k or any(_key(f) == k for f in t["features"]):
                    return n
            return value
        if event.kind in ("equipment", "adventurer"):
            for o in event.outcomes:
                if isinstance(o, str) and _key(o) == _key(value):
                    return o
        return value

    return normalise



def deal(state: JungleState, players: int = 2, difficulty: str = "novice",
         seed: int | None = None, adventurers: list[str] | None = None, layout: Any = "basic",
         threat_meter: Any = None, threat_start: Any = None, health: Any = None,
         equipment: Any = None, tiles: Any = None) -> None:
    """Set up a new game on ``state`` with the options of ``new_game("forbidden-jungle",
    ...)`` (see :class:`~.game.ForbiddenJungle`); a bad option is a ValueError.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.state import JungleState
    >>> state = JungleState()
    >>> deal(state, players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.cfg.cells[state.pos[0]], state.level, state.actions_left
    ((4, 2), 0, 4)
    """
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 5:
        raise ValueError(f"Forbidden Jungle is for 2 to 5 players, not {short(players)}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ValueError(f"seed must be a whole number (or None), not {short(seed)}")
    if not isinstance(difficulty, str):
        raise ValueError(f"difficulty must be one of novice, normal, elite, legendary, "
                         f"not {short(difficulty)}")
    cfg = build_config(players, difficulty, layout, threat_meter, threat_start, health,
                       equipment, tiles)
    state.cfg = cfg
    state.difficulty = difficulty
    state.chance = ChanceSource(seed, normalise=outcome_normaliser(state.cfg))
    # Nothing can be forced, probed or logged before the game exists, so the set-up's
    # chance events (the "adventurer" card dealt from those left, the "orientation" of
    # each face-down tile: uniform) go straight to the generator, with the very call
    # ChanceSource.draw would make for them: randrange(n) for n > 1 outcomes.
    uniform = state.chance.rng.randrange
    # -- adventurers
    if adventurers is None:
        left = list(ROLES)
        roles = []
        for _ in range(players):
            roles.append(left.pop(uniform(len(left))))
    else:
        if not isinstance(adventurers, list | tuple) or len(adventurers) != players:
            raise ValueError(f"adventurers must list {players} roles, one per player")
        by_key = {r.lower(): r for r in ROLES}
        roles = []
        for a in adventurers:
            if not isinstance(a, str) or a.lower() not in by_key:
                raise ValueError(f"unknown adventurer {short(a)}; choose from {', '.join(ROLES)}")
            roles.append(by_key[a.lower()])
        if len(set(roles)) != len(roles):
            raise ValueError("each adventurer may be played only once")
    set_roles(state, roles)
    state.searches = None
    # -- board: the layout's first board, then each face-down tile turned at random
    first = _first_board(cfg)
    state.num, state.back, state.features = first["num"][:], first["back"][:], first["features"][:]
    state.orient = orient = first["orient"][:]
    for c in first["face_down"]:
        orient[c] = uniform(4)
    state.web = first["web"][:]
    state.eggs, state.hatchlings = first["eggs"][:], first["hatchlings"][:]
    state.adults = first["adults"][:]
    state.supply = first["supply"][:]
    state.pools = [first["pools"][0][:], first["pools"][1][:]]
    state.removed = []
    # -- adventurers on Fools' Landing
    state.pos = [cfg.landing_cell] * players
    state.hp = list(map(cfg.health.__getitem__, roles))
    state.hands = []
    for _ in roles:
        state.hands.append([])
    # -- decks and meter
    state.level = cfg.start
    state.pile = [list(range(len(THREAT_CARDS)))]
    state.drawn = []
    state.discard = []
    # every threat card drawn so far, as (turn, card): public, and kept through
    # reshuffles, so a display never loses a card the pile took back
    state.threat_log = []
    state.deck = list(cfg.card_counts)
    state.used = []
    # -- turn
    state.seat = 0
    state.turn = 1
    state.actions_left = TURN_ACTIONS
    state.calm = 0
    state.phase = "actions"
    state.draws_left = 0
    state.escaping = []
    state.pit = -1
    state.outcome = None
    state.reason = ""



def new_state(**options: Any) -> JungleState:
    """A bare :class:`~.state.JungleState` dealt with ``options`` (as :func:`deal`): a state
    to try a rule on without a whole game.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.cfg.cells[state.pos[0]], state.hp
    ((4, 2), [4, 3])
    """
    state = JungleState()
    deal(state, **options)
    return state
