"""Operate Machine: the Configurator, the Compeller, the Destruct Switch and the portal.

The rulebook's "Operate Machine" part (and "Winning the Game": the portal
opens when an illuminated crystal lies on each of its four sides, no egg,
hatchling or adult is on it and every adventurer stands on it).  Standing on
a machine, an adventurer spends an action to operate it.  Functions over a
:class:`~.state.JungleState`; :data:`RULES` is this part's share of the one rule table
(``game.RULES``).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import compress, filterfalse
from operator import or_
from typing import Any

from ..core import IllegalAction
from .actions import ACTIVATE_PORTAL, ActivatePortal, Compel, Destroy, Slide, by_cell, interned
from .config import (
    COMPELLER,
    CONFIGURATOR,
    CRYSTAL,
    DESTRUCT,
    ELECTRIFIER,
    PORTAL,
    SIDES,
    TUNNEL,
    Config,
)
from .game_end import check_marooned, finish
from .geometry import SIDE_INDEX, cell_arg, place_tile, present, remove_tile, where
from .moves import need_action, reveal, tile_fits
from .state import JungleState


def slide_targets(state: JungleState) -> list[tuple[int, int, int]]:
    """``(cell, side, spaces)`` of every Configurator slide possible now.

    A tile slides in a straight line through one or more empty cells
    (``side`` indexes ``("up", "right", "down", "left")``) and must end next
    to at least one other tile.  The slides of a board are cached
    (``functools.lru_cache``, by ``num`` as a tuple, so a hand edit is seen): the
    slides listed and then checked by ``apply`` are found once.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.geometry import where
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> [(where(state, c), SIDES[d], k) for c, d, k in slide_targets(state)][:2]
    [('the unexplored tile at (row 1, col 2)', 'down', 1), ('the unexplored tile at (row 2, col 1)', 'right', 1)]
    """
    return list(slides_on(state.cfg, tuple(state.num)))


@lru_cache(maxsize=1024)
def slides_on(cfg: Config, num: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """:func:`slide_targets` of the board whose tile numbers are ``num`` (``-1``: an empty
    cell) on the layout ``cfg``: what a bot that prices boards apart from a state reads."""
    neighbour, adjacent, rays = cfg.neighbour, cfg.adjacent, cfg.rays
    out = []
    # a slide starts into an empty cell next to the tile: look from the (few) empty cells
    for empty, n in enumerate(num):
        if n != -1:
            continue
        for d in range(4):
            tile = neighbour[empty][(d + 2) & 3]       # the tile whose side d faces it
            if tile < 0 or num[tile] == -1:
                continue
            spaces = 0
            for x in rays[tile][d]:
                if num[x] != -1:
                    break
                spaces += 1
                for y in adjacent[x]:
                    if y != tile and num[y] != -1:
                        out.append((tile, d, spaces))
                        break
    out.sort()
    return tuple(out)


def _compel_targets(state: JungleState, source: int) -> list[int]:
    """The tiles next to ``source`` and, from a tunnel, the other tunnels."""
    num, features = state.num, state.features
    out = []
    for n in state.cfg.adjacent[source]:
        if num[n] != -1:
            out.append(n)
    if features[source] & TUNNEL:
        for n, f in enumerate(features):
            if f & TUNNEL and n != source and n not in out:
                out.append(n)
    out.sort()
    return out


def portal_problem(state: JungleState, c: int) -> str | None:
    """Why the portal at cell ``c`` cannot be activated now (None when it can).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> portal_problem(state, 22)
    'there is no portal on your tile'
    """
    if not state.features[c] & PORTAL:
        return "there is no portal on your tile"
    num, features = state.num, state.features
    for d, n in enumerate(state.cfg.neighbour[c]):
        if n < 0 or num[n] <= 0 or not features[n] & CRYSTAL:
            return (f"the portal needs an illuminated crystal on its {SIDES[d]} side "
                    + (f"({where(state, n)} is not one)" if n >= 0 else "(off the board)"))
    if state.eggs[c] or state.hatchlings[c] or state.adults[c]:
        return "the portal must be free of eggs, hatchlings and adults"
    away = [state.roles[seat] for seat, cell in enumerate(state.pos) if cell != c]
    if away:
        return "every adventurer must be on the portal; missing: " + ", ".join(away)
    return None


def machine_actions(state: JungleState, out: list, here: int) -> None:
    """Add to ``out`` the actions of the machine on the tile ``here`` (a Configurator, a
    Compeller, a Destruct Switch or a portal).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.config import CONFIGURATOR
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.features[22] = CONFIGURATOR         # as if Fools' Landing held one
    >>> out = []
    >>> machine_actions(state, out, 22)
    >>> len(out), str(out[0])
    (4, 'Use the Configurator: slide the tile at (row 1, col 2) down 1 space to (row 2, col 2)')
    """
    f = state.features[here]
    cfg = state.cfg
    cells = cfg.cells
    if f & CONFIGURATOR:
        for tile, d, spaces in slide_targets(state):
            out.append(interned(Slide, cells[tile], SIDES[d], spaces))
    elif f & COMPELLER:
        hatchlings, adults = state.hatchlings, state.adults
        for source in compress(range(len(hatchlings)), map(or_, hatchlings, adults)):
            compels = by_cell(cfg, Compel, cells[source])      # the tiles with aliens
            for n in _compel_targets(state, source):
                out.append(compels[n])
    elif f & DESTRUCT:
        tiles: Any = filterfalse(set(state.pos).__contains__, present(state))  # no one on it
        if state.chance.forced:     # a face-down tile must agree with a forced "tile"
            tiles = [t for t in tiles if state.num[t] or tile_fits(state, t)]
        out.extend(map(by_cell(cfg, Destroy).__getitem__, tiles))
    elif f & PORTAL and portal_problem(state, here) is None:
        out.append(ACTIVATE_PORTAL)


def _machine(state: JungleState, bit: int, name: str) -> int:
    """The adventurer's tile, when it has the machine ``bit`` and an action is left."""
    need_action(state, f"operate the {name}")
    here = state.pos[state.seat]
    if not state.features[here] & bit:
        raise IllegalAction(f"there is no {name} on {where(state, here)}: stand on one to "
                            "operate it")
    return here


def slide(state: JungleState, action: Slide) -> None:
    """The rule of :class:`~.actions.Slide`: standing on the Configurator, slide a tile
    (with everything on it; the webs on its sides tear) through empty cells to end next to
    another tile, for one action.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import Slide
    >>> from boardgames.forbidden_jungle.config import CONFIGURATOR
    >>> from boardgames.forbidden_jungle.geometry import where
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.features[22] = CONFIGURATOR
    >>> slide(state, Slide((1, 2), "down", 1))
    >>> where(state, 7), where(state, 12)
    ('the empty cell (row 1, col 2)', 'the unexplored tile at (row 2, col 2)')
    """
    _machine(state, CONFIGURATOR, "Configurator")
    t = cell_arg(state, action.tile, "the tile to slide")
    if state.num[t] == -1:
        raise IllegalAction(f"{where(state, t)} holds no tile to slide")
    d = SIDE_INDEX.get(action.direction, -1)
    if d < 0:
        raise IllegalAction(f"slide up, right, down or left, not {action.direction!r}")
    spaces = action.spaces
    if not isinstance(spaces, int) or isinstance(spaces, bool) or spaces < 1:
        raise IllegalAction("a tile slides 1 or more spaces")
    neighbour = state.cfg.neighbour
    if (t, d, spaces) not in slide_targets(state):
        x = t
        for _ in range(spaces):
            x = neighbour[x][d]
            if x < 0:
                raise IllegalAction("the tile would slide off the board")
            if state.num[x] != -1:
                raise IllegalAction(f"a tile slides only through empty spaces, and "
                                    f"{where(state, x)} is in the way")
        raise IllegalAction("the tile you slide must end next to at least one other tile")
    x = t
    for _ in range(spaces):
        x = neighbour[x][d]
    # webs on its sides tear and go back to the supply
    web = state.web
    for e in state.cfg.edge[t]:
        if e >= 0 and web[e]:
            state.supply[3] += web[e]
            web[e] = 0
    for per_cell in (state.num, state.back, state.orient, state.features, state.eggs,
                     state.hatchlings, state.adults):
        per_cell[x] = per_cell[t]
    state.num[t] = -1
    state.back[t] = -1
    state.orient[t] = state.features[t] = state.eggs[t] = state.hatchlings[t] = 0
    state.adults[t] = 0
    pos = state.pos
    for seat, cell in enumerate(pos):
        if cell == t:
            pos[seat] = x
    state.actions_left -= 1


def compel(state: JungleState, action: Compel) -> None:
    """The rule of :class:`~.actions.Compel`: standing on the Compeller, move every
    hatchling and adult of a tile to a tile next to it (or tunnel to tunnel; onto an
    Electrifier they die), for one action.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import Compel
    >>> from boardgames.forbidden_jungle.config import COMPELLER
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.features[22] = COMPELLER
    >>> state.adults[17] = 2
    >>> compel(state, Compel((3, 2), (3, 1)))
    >>> state.adults[17], state.adults[16]
    (0, 2)
    """
    _machine(state, COMPELLER, "Compeller")
    source = cell_arg(state, action.source, "the tile the aliens leave")
    to = cell_arg(state, action.to, "the tile the aliens go to")
    if not (state.hatchlings[source] or state.adults[source]):
        raise IllegalAction(f"there are no hatchlings or adults on {where(state, source)}")
    if to not in _compel_targets(state, source):
        raise IllegalAction(f"the Compeller moves aliens to an adjacent tile (or tunnel to "
                            f"tunnel); {where(state, to)} is not one from {where(state, source)}")
    h, a = state.hatchlings[source], state.adults[source]
    state.hatchlings[source] = state.adults[source] = 0
    if state.features[to] & ELECTRIFIER:
        state.supply[1] += h
        state.supply[2] += a
    else:
        state.hatchlings[to] += h
        state.adults[to] += a
    state.actions_left -= 1


def destroy(state: JungleState, action: Destroy) -> None:
    """The rule of :class:`~.actions.Destroy`: standing on the Destruct Switch, remove a
    tile nobody stands on (turned over first if unexplored), for one action.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import Destroy
    >>> from boardgames.forbidden_jungle.config import DESTRUCT
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.features[22] = DESTRUCT
    >>> state.chance.forced.append(("tile", 8))       # the tile under it, decided
    >>> destroy(state, Destroy((0, 0)))
    >>> state.removed, state.num[0]
    ([8], -1)
    """
    _machine(state, DESTRUCT, "Destruct Switch")
    t = cell_arg(state, action.tile, "the tile to remove")
    if state.num[t] == -1:
        raise IllegalAction(f"{where(state, t)} holds no tile")
    if t in state.pos:
        here = [state.roles[seat] for seat, cell in enumerate(state.pos) if cell == t]
        raise IllegalAction("the Destruct Switch may never remove a tile with adventurers "
                            "on it (" + ", ".join(here) + ")")
    if state.num[t] == 0:
        place_tile(state, t, reveal(state, t))
    state.actions_left -= 1
    remove_tile(state, t)
    check_marooned(state)


def activate_portal(state: JungleState, action: ActivatePortal) -> None:
    """The rule of :class:`~.actions.ActivatePortal`: with an illuminated crystal on each
    side, no alien on it and every adventurer on it, the portal opens: the team escapes.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import ActivatePortal
    >>> from boardgames.forbidden_jungle.config import CRYSTAL, PORTAL
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.features[17] = PORTAL
    >>> state.pos = [17, 17]
    >>> for n in state.cfg.neighbour[17]:         # an illuminated crystal on each side
    ...     state.num[n], state.features[n] = 19, CRYSTAL
    >>> activate_portal(state, ActivatePortal())
    >>> state.outcome
    'escaped'
    """
    here = _machine(state, PORTAL, "portal")
    why = portal_problem(state, here)
    if why:
        raise IllegalAction("the portal will not open: " + why)
    state.actions_left -= 1
    finish(state, "escaped", "the portal opened and every adventurer escaped the jungle")


# this part's rule for each action class it handles (game.RULES merges every part's)
RULES: dict[type, Any] = {Slide: slide, Compel: compel, Destroy: destroy,
                          ActivatePortal: activate_portal}
