"""Taking up to 4 actions: Move, Remove and Explore (with the tunnels).

The rulebook's "Order of Play: 1. Take Up to 4 Actions" part (Move, Remove,
Explore) and the "Features: Tunnels" rule that a move may go from a tunnel to
any other tunnel.  The adventurers' own ways of moving (the Explorer's two
steps, the Spelunker's tunnels, the Healer's companion) are named here where a
step is taken; their other powers are in :mod:`adventurers`.

:func:`steps` is the one place that says what a step is; :func:`reach` is the
breadth-first search over cell numbers built on it.  Functions over a
:class:`~.state.JungleState`; :data:`RULES` is this part's share of the one rule
table (``game.RULES``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import ChanceEvent, IllegalAction
from .actions import (
    EXPLORE,
    REMOVE_ADULT,
    REMOVE_EGG,
    REMOVE_HATCHLING,
    REMOVE_WEB,
    Explore,
    Move,
    Remove,
)
from .config import SIDES, TUNNEL, Config
from .equipment import draw_equipment
from .geometry import SIDE_INDEX, cell_arg, place_tile, role_arg, where
from .state import JungleState


def need_action(state: JungleState, what: str) -> None:
    """IllegalAction, saying the adventurer cannot do ``what``, when no action is left.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> need_action(state, "move")            # 4 actions left: nothing happens
    >>> state.actions_left = 0
    >>> need_action(state, "move")
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: the Navigator has no actions left this turn, so cannot move; end the turn or use free actions
    """
    if state.actions_left <= 0:
        raise IllegalAction(f"the {state.roles[state.seat]} has no actions left this turn, so "
                            f"cannot {what}; end the turn or use free actions")


def steps(state: JungleState, c: int, role: str, guided: bool) -> list[int]:
    """Cells one Move step away from ``c`` for ``role`` (webs block sides).

    A step goes up, right, down or left to a tile whose side between is
    free of webs, or from a tunnel to another tunnel; the Spelunker goes
    from a tunnel to any tile (any explored tile when guided).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> steps(state, 22, "Navigator", False)     # from Fools' Landing: up, right, left
    [17, 23, 21]
    """
    return _steps(state.cfg, state.num, state.web, state.features, c, role, guided)


def _steps(cfg: Config, num: Sequence[int], web: Sequence[int], features: Sequence[int],
           c: int, role: str, guided: bool) -> list[int]:
    out = []
    for n, e in cfg.neighbour_webs[c]:
        if num[n] != -1 and not web[e]:
            out.append(n)
    if features[c] & TUNNEL:
        # the other cells that hold a tunnel; the Spelunker's: a tile (explored, guided)
        if role != "Spelunker":
            for n, f in enumerate(features):
                if f & TUNNEL and n != c:
                    out.append(n)
        elif guided:
            for n, v in enumerate(num):
                if v > 0 and n != c:
                    out.append(n)
        else:
            for n, v in enumerate(num):
                if v != -1 and n != c:
                    out.append(n)
    return out


def reach(state: JungleState, c: int, role: str, k: int, guided: bool) -> Sequence[int]:
    """Cells ``role`` can get to from ``c`` in 1 to ``k`` steps (:func:`steps`).

    One step, no tunnel: in the order up, right, down, left; otherwise sorted.
    A search of 2 steps or more is remembered (as a tuple) in ``state.searches`` while the
    board it ran on (``num``, ``web``, ``features``) stays the same, compared in full at
    each call, so a change made by hand is seen too: the guides listed and then checked
    by ``apply``, or listed again after a move, are searched once.  (A
    ``functools.lru_cache`` keyed by the board as tuples was tried: building and hashing
    the tuples cost as much as searching again, some 6% of a random game.)

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> reach(state, 22, "Navigator", 1, False)
    [17, 23, 21]
    >>> reach(state, 22, "Explorer", 2, False)
    (16, 17, 18, 20, 21, 23, 24)
    """
    num, web, features = state.num, state.web, state.features
    if k == 1:
        if not features[c] & TUNNEL:
            out = []
            for n, e in state.cfg.neighbour_webs[c]:
                if num[n] != -1 and not web[e]:
                    out.append(n)
            return out
        return sorted(set(_steps(state.cfg, num, web, features, c, role, guided)))
    memo = state.searches
    if memo is None or memo[0] != num or memo[1] != web or memo[2] != features:
        memo = state.searches = (num[:], web[:], features[:], {})
    key = (c, role, k, guided)
    found = memo[3].get(key)
    if found is None:
        found = memo[3][key] = _search(state.cfg, num, web, features, c, role, k, guided)
    return found


def _search(cfg: Config, num: list[int], web: list[int], features: list[int], c: int,
            role: str, k: int, guided: bool) -> tuple[int, ...]:
    """The breadth-first search of :func:`reach` for ``k`` >= 2 steps; it takes a plain
    step (no tunnel under it) in its own loop rather than through :func:`steps`, for speed:
    it runs for every Explorer's move and Navigator's guide listed."""
    neighbour_webs = cfg.neighbour_webs
    seen = [False] * len(num)    # by cell: a list, cheaper to test and set than a set
    seen[c] = True
    reached: list[int] = []
    frontier: Sequence[int] = (c,)
    for _ in range(k):
        nxt = []
        for x in frontier:
            if features[x] & TUNNEL:
                for n in _steps(cfg, num, web, features, x, role, guided):
                    if not seen[n]:
                        seen[n] = True
                        nxt.append(n)
            else:
                for n, e in neighbour_webs[x]:
                    if not seen[n] and num[n] != -1 and not web[e]:
                        seen[n] = True
                        nxt.append(n)
        if not nxt:
            break
        reached += nxt
        frontier = nxt
    reached.sort()
    return tuple(reached)


def move_targets(state: JungleState, seat: int) -> Sequence[int]:
    """The cells the adventurer at ``seat`` may Move to (the Explorer: up to 2 steps).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> move_targets(state, 0)
    [17, 23, 21]
    """
    role = state.roles[seat]
    return reach(state, state.pos[seat], role, 2 if role == "Explorer" else 1, False)


def mates(state: JungleState, seat: int) -> list[int]:
    """The other seats on the tile of ``seat``.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=3, seed=1, adventurers=["Navigator", "Explorer", "Healer"])
    >>> mates(state, 2)
    [0, 1]
    """
    here = state.pos[seat]
    out = []
    for other, cell in enumerate(state.pos):
        if cell == here and other != seat:
            out.append(other)
    return out


def move_actions(state: JungleState, out: list, seat: int) -> None:
    """Add to ``out`` the Move actions of ``seat`` (the Healer's also bring each companion
    along).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Healer", "Explorer"])
    >>> out = []
    >>> move_actions(state, out, 0)
    >>> [str(a) for a in out[:2]]
    ['Move to (row 3, col 2)', 'Move to (row 3, col 2), bringing the Explorer']
    """
    moves = state.move_table     # by_cell(cfg, Move)
    if state.roles[seat] == "Healer":
        along = state.healer_moves   # with seat j as her companion: along[j]
        companions = mates(state, seat)
        for n in move_targets(state, seat):
            out.append(moves[n])
            for j in companions:
                out.append(along[j][n])
    else:
        for n in move_targets(state, seat):
            out.append(moves[n])


def tile_fits(state: JungleState, c: int) -> bool:
    """Whether turning over the unexplored tile at ``c`` agrees with a forced ``"tile"``
    outcome (True when none is forced).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.chance.forced.append(("tile", state.pools[0][0]))    # a jungle tile
    >>> tile_fits(state, 17), state.back[17]
    (True, 0)
    """
    for kind, value in state.chance.forced:
        if kind == "tile":
            return value in state.pools[state.back[c]]
    return True


def remove_explore_actions(state: JungleState, out: list, here: int) -> None:
    """Add to ``out``: Remove an egg, hatchling, adult or a web of the tile ``here``; Explore
    it when unexplored, empty and free of webs.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> out = []
    >>> remove_explore_actions(state, out, 17)
    >>> [str(a) for a in out]
    ['Explore your tile']
    """
    e, h, a = state.eggs[here], state.hatchlings[here], state.adults[here]
    if e:
        out.append(REMOVE_EGG)
    if h:
        out.append(REMOVE_HATCHLING)
    if a:
        out.append(REMOVE_ADULT)
    web = state.web
    any_web = False
    for d, w in state.cfg.side_edges[here]:
        if web[w]:
            out.append(REMOVE_WEB[d])
            any_web = True
    if state.num[here] == 0 and not (e or h or a or any_web) and (
            not state.chance.forced or tile_fits(state, here)):
        out.append(EXPLORE)


def move(state: JungleState, action: Move) -> None:
    """The rule of :class:`~.actions.Move`: the adventurer steps to a tile it can reach
    (:func:`move_targets`), for one action.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import Move
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> move(state, Move((3, 2)))
    >>> state.pos[0], state.actions_left
    (17, 3)
    """
    seat = state.seat
    role = state.roles[seat]
    need_action(state, "move")
    c = cell_arg(state, action.to, "the tile to move to")
    if state.num[c] == -1:
        raise IllegalAction(f"{where(state, c)} holds no tile: you may never move into "
                            "an empty space")
    if c not in move_targets(state, seat):
        raise IllegalAction(why_not_reach(state, state.pos[seat], c, role))
    go(state, seat, c, action.companion)


def go(state: JungleState, seat: int, c: int, companion: Any) -> None:
    """The adventurer at ``seat`` goes to cell ``c`` for one action (a move, or a guided
    move).  The Healer's power lives here, once: she may take one adventurer from her own
    tile along with her.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Healer", "Explorer"])
    >>> go(state, 0, 17, "Explorer")
    >>> state.pos, state.actions_left
    ([17, 17], 3)
    """
    along = -1
    if companion is not None:
        if state.roles[seat] != "Healer":
            raise IllegalAction("only the Healer may bring another adventurer along")
        along = role_arg(state, companion, "the companion")
        if along == seat or state.pos[along] != state.pos[seat]:
            raise IllegalAction(f"the {companion} is not on the Healer's tile")
    state.pos[seat] = c
    if along >= 0:
        state.pos[along] = c
    state.actions_left -= 1


def why_not_reach(state: JungleState, here: int, c: int, role: str,
                  guided: bool = False) -> str:
    """Why ``role`` cannot get from cell ``here`` to cell ``c`` in one move, in words.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> why_not_reach(state, 22, 22, "Navigator")
    'that is the tile the adventurer is already on'
    """
    for d, n in enumerate(state.cfg.neighbour[here]):
        if n == c:
            return (f"the {SIDES[d]} side of {where(state, here)} is blocked by webs: remove "
                    "them first")
    if c == here:
        return "that is the tile the adventurer is already on"
    extra = ""
    if role == "Explorer":
        extra = " (the Explorer may make up to " + ("4" if guided else "2") + " steps)"
    elif guided:
        extra = " (a guided adventurer moves at most 2 tiles)"
    return (f"{where(state, c)} cannot be reached from {where(state, here)}: a move goes up, "
            f"down, left or right to an adjacent tile without webs, or from a tunnel to a "
            f"tunnel{extra}")


def remove(state: JungleState, action: Remove) -> None:
    """The rule of :class:`~.actions.Remove`: one egg, hatchling or adult, or one web on a
    side, leaves the adventurer's tile for the supply, for one action.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import Remove
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.eggs[22] = 1
    >>> remove(state, Remove("egg"))
    >>> state.eggs[22], state.actions_left
    (0, 3)
    """
    need_action(state, "remove anything")
    here = state.pos[state.seat]
    if action.piece == "web":
        d = SIDE_INDEX.get(action.side, -1) if isinstance(action.side, str) else -1
        if d < 0:
            raise IllegalAction(f"name the side of the web to remove: one of {', '.join(SIDES)}")
        e = state.cfg.edge[here][d]
        if e < 0 or not state.web[e]:
            raise IllegalAction(f"there is no web on the {action.side} side of "
                                f"{where(state, here)}")
        state.web[e] -= 1
        state.supply[3] += 1
    else:
        if action.side is not None:
            raise IllegalAction("only a web lies on a side of a tile")
        pieces = {"egg": (state.eggs, 0), "hatchling": (state.hatchlings, 1),
                  "adult": (state.adults, 2)}
        if action.piece not in pieces:
            raise IllegalAction(f"{action.piece!r} cannot be removed: choose egg, hatchling, "
                                "adult or web")
        on_board, k = pieces[action.piece]
        if not on_board[here]:
            raise IllegalAction(f"there is no {action.piece} on {where(state, here)}")
        on_board[here] -= 1
        state.supply[k] += 1
    state.actions_left -= 1


def explore(state: JungleState, action: Explore) -> None:
    """The rule of :class:`~.actions.Explore`: the adventurer's unexplored, empty tile with
    no webs is turned over (a ``"tile"`` chance event), for one action; each equipment
    symbol on it draws a card.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import Explore
    >>> from boardgames.forbidden_jungle.geometry import where
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.pos[0] = 17
    >>> state.chance.forced.append(("tile", 8))      # the tile under it, decided
    >>> explore(state, Explore())
    >>> where(state, 17), state.actions_left
    ('tile 8 (row 3, col 2)', 3)
    """
    need_action(state, "explore")
    seat = state.seat
    here = state.pos[seat]
    if state.num[here] != 0:
        raise IllegalAction(f"{where(state, here)} is already explored")
    if state.eggs[here] or state.hatchlings[here] or state.adults[here]:
        raise IllegalAction("you may only explore a tile with no eggs, hatchlings or adults "
                            "on it: remove them first")
    web = state.web
    for _, e in state.cfg.side_edges[here]:
        if web[e]:
            raise IllegalAction("you may only explore a tile with no webs on its sides: "
                                "remove them first")
    n = reveal(state, here)
    state.actions_left -= 1
    place_tile(state, here, n)
    for _ in range(state.cfg.tile[n]["equipment"]):
        draw_equipment(state, seat)


def reveal(state: JungleState, c: int) -> int:
    """Which tile lies under the unexplored tile at ``c`` (a ``"tile"`` chance event, drawn
    from the unseen tiles of its back, which lose it).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.chance.forced.append(("tile", 8))
    >>> reveal(state, 17), 8 in state.pools[0]
    (8, False)
    """
    pool = state.pools[state.back[c]]
    tile = state.cfg.tile
    i = state.chance.draw("tile", len(pool), lambda: ChanceEvent.uniform(
        "tile", pool, "the tile under " + where(state, c) + ": "
        + ", ".join(f"{k} {tile[k]['name']}" for k in pool)))
    return pool.pop(i)


# this part's rule for each action class it handles (game.RULES merges every part's)
RULES: dict[type, Any] = {Move: move, Remove: remove, Explore: explore}
