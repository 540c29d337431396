"""The spaceport's geometry: cells, the sides of a tile, placing and removing tiles.

The rulebook's "The Spaceport" and "Setup" parts (the tiles on a grid; the
sides up, right, down and left; every tile turned by its orientation so each
side shows a colour) with the "Collapse"/"Destruct Switch" way a tile leaves
play with everything on it.  The grid's static tables (``neighbour``: the neighbour
on each side, ``edge``: the web slot of each side, ``neighbour_webs``) are built once in
:mod:`config`; these are functions over a :class:`~.state.JungleState`.

A threat card's colour ``k`` points at side ``colour_side(k, orient[c])`` of
cell ``c`` (quarter turns clockwise).
"""

from __future__ import annotations

from typing import Any

from ..core import IllegalAction
from ..core.checks import short
from .actions import at
from .config import SIDES
from .state import JungleState

SIDE_INDEX = {s: i for i, s in enumerate(SIDES)}


def colour_side(colour: int, orient: int) -> int:
    """The side (index into ``SIDES``) that shows ``colour`` on a tile turned ``orient`` times.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.geometry import SIDES, colour_side
    >>> SIDES[colour_side(0, 0)], SIDES[colour_side(0, 1)]    # red, on a tile turned once
    ('up', 'right')
    """
    return (colour + orient) & 3


def cell(state: JungleState, where: Any) -> tuple[int, int]:
    """``(row, col)`` of a tile number, or the cell itself.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> cell(state, 1)            # Fools' Landing
    (4, 2)
    """
    if isinstance(where, int) and not isinstance(where, bool):
        for c, n in enumerate(state.num):
            if n == where:
                return state.cfg.cells[c]
        raise ValueError(f"tile {where} is not on the board (or not explored)")
    return tuple(where)


def where(state: JungleState, c: int) -> str:
    """Cell number ``c`` as a teacher says it: "tile 7 (row 2, col 3)".

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> where(state, 22), where(state, 0), where(state, 12)
    ('tile 1 (row 4, col 2)', 'the unexplored tile at (row 0, col 0)', 'the empty cell (row 2, col 2)')
    """
    n = state.num[c]
    if n > 0:
        return f"tile {n} {at(state.cfg.cells[c])}"
    if n == 0:
        return f"the unexplored tile at {at(state.cfg.cells[c])}"
    return f"the empty cell {at(state.cfg.cells[c])}"


def where_cell(state: JungleState, cell: Any) -> str:
    """A ``(row, col)`` cell as :func:`where` says it (anything else as it is).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> where_cell(state, (4, 2)), where_cell(state, (9, 9))
    ('tile 1 (row 4, col 2)', '(9, 9) (not a cell of this board)')
    """
    c = state.cfg.cell_index(cell)
    return where(state, c) if c >= 0 else f"{cell!r} (not a cell of this board)"


def cell_arg(state: JungleState, cell: Any, what: str) -> int:
    """The number of the ``(row, col)`` cell an action names (``what`` it is, for the error);
    IllegalAction when it is not a cell of the board.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> cell_arg(state, (4, 2), "the tile to move to")
    22
    >>> cell_arg(state, (4, 9), "the tile to move to")
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: (4, 9) is not a (row, col) cell of this 5 by 5 board (the tile to move to)
    """
    c = state.cfg.cell_index(cell)
    if c < 0:
        raise IllegalAction(f"{short(cell)} is not a (row, col) cell of this {state.cfg.rows} by "
                            f"{state.cfg.cols} board ({what})")
    return c


def role_arg(state: JungleState, role: Any, what: str) -> int:
    """The seat of the adventurer an action names (``what`` it is, for the error);
    IllegalAction when nobody plays that role.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> role_arg(state, "Explorer", "the patient")
    1
    >>> role_arg(state, "Healer", "the patient")
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: 'Healer' is not an adventurer in this game (the patient); the team is Navigator, Explorer
    """
    if role not in state.seat_of:
        raise IllegalAction(f"{short(role)} is not an adventurer in this game ({what}); the team "
                            "is " + ", ".join(state.roles))
    return state.seat_of[role]


def present(state: JungleState) -> list[int]:
    """The cells that hold a tile, in order.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> len(present(state)), 12 in present(state)      # the middle cell is empty
    (24, False)
    """
    out = []
    for c, n in enumerate(state.num):
        if n != -1:
            out.append(c)
    return out


def place_tile(state: JungleState, c: int, number: int) -> None:
    """Tile ``number`` face up on cell ``c``, with its features and its own orientation.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> place_tile(state, 0, 8)
    >>> where(state, 0)
    'tile 8 (row 0, col 0)'
    """
    state.num[c] = number
    state.features[c] = state.cfg.tile_features[number]
    state.orient[c] = state.cfg.tile[number]["front_rotation"]


def remove_tile(state: JungleState, c: int) -> None:
    """The tile on cell ``c`` leaves play: the eggs, hatchlings, adults and webs on it go back
    to the supply, its number to ``removed`` (a Collapse, the Destruct Switch).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> remove_tile(state, 0)
    >>> where(state, 0), state.removed      # an unexplored tile: removed as 0
    ('the empty cell (row 0, col 0)', [0])
    """
    supply = state.supply
    supply[0] += state.eggs[c]
    supply[1] += state.hatchlings[c]
    supply[2] += state.adults[c]
    web = state.web
    for e in state.cfg.edge[c]:
        if e >= 0 and web[e]:
            supply[3] += web[e]
            web[e] = 0
    state.removed.append(state.num[c])
    state.num[c] = -1
    state.back[c] = -1
    state.orient[c] = state.features[c] = state.eggs[c] = state.hatchlings[c] = state.adults[c] = 0
