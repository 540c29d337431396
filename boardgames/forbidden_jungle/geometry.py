"""The spaceport's geometry: cells, the sides of a tile, placing and removing tiles.

The rulebook's "The Spaceport" and "Setup" parts (the tiles on a grid; the
sides up, right, down and left; every tile turned by its orientation so each
side shows a colour) with the "Collapse"/"Destruct Switch" way a tile leaves
play with everything on it.  The grid's static tables (``neighbour``: the neighbour
on each side, ``edge``: the web slot of each side, ``neighbour_webs``) are built once in
:mod:`config`; these are the rules over the game's flat state.

A threat card's colour ``k`` points at side ``colour_side(k, orient[c])`` of
cell ``c`` (quarter turns clockwise).
"""

from __future__ import annotations

from typing import Any

from .actions import at
from .base import JungleBase
from .config import SIDES

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


class Geometry(JungleBase):
    """Naming cells and the board changes every part shares (a mixin of ForbiddenJungle)."""

    def cell(self, where: Any) -> tuple[int, int]:
        """``(row, col)`` of a tile number, or the cell itself.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> game.cell(1)            # Fools' Landing
        (4, 2)
        """
        if isinstance(where, int) and not isinstance(where, bool):
            for c, n in enumerate(self.num):
                if n == where:
                    return self.cfg.cells[c]
            raise ValueError(f"tile {where} is not on the board (or not explored)")
        return tuple(where)

    def where(self, c: int) -> str:
        """A cell as a teacher says it: "tile 7 (row 2, col 3)".

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> game.where(22), game.where(0), game.where(12)
        ('tile 1 (row 4, col 2)', 'the unexplored tile at (row 0, col 0)', 'the empty cell (row 2, col 2)')
        """
        n = self.num[c]
        if n > 0:
            return f"tile {n} {at(self.cfg.cells[c])}"
        if n == 0:
            return f"the unexplored tile at {at(self.cfg.cells[c])}"
        return f"the empty cell {at(self.cfg.cells[c])}"

    def _where_cell(self, cell: Any) -> str:
        c = self.cfg.cell_index(cell)
        return self.where(c) if c >= 0 else f"{cell!r} (not a cell of this board)"

    def _present(self) -> list[int]:
        """The cells that hold a tile."""
        out = []
        for c, n in enumerate(self.num):
            if n != -1:
                out.append(c)
        return out

    def _place_tile(self, p: int, n: int) -> None:
        self.num[p] = n
        self.features[p] = self.cfg.tile_features[n]
        self.orient[p] = self.cfg.tile[n]["front_rotation"]

    def _remove_tile(self, t: int) -> None:
        self.supply[0] += self.eggs[t]
        self.supply[1] += self.hatchlings[t]
        self.supply[2] += self.adults[t]
        web = self.web
        for e in self.cfg.edge[t]:
            if e >= 0 and web[e]:
                self.supply[3] += web[e]
                web[e] = 0
        self.removed.append(self.num[t])
        self.num[t] = -1
        self.back[t] = -1
        self.orient[t] = self.features[t] = self.eggs[t] = self.hatchlings[t] = self.adults[t] = 0
