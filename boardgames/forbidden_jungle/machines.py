"""Operate Machine: the Configurator, the Compeller, the Destruct Switch and the portal.

The rulebook's "Operate Machine" part (and "Winning the Game": the portal
opens when an illuminated crystal lies on each of its four sides, no egg,
hatchling or adult is on it and every adventurer stands on it).  Standing on
a machine, an adventurer spends an action to operate it.
"""

from __future__ import annotations

from itertools import compress, filterfalse
from operator import or_

from ..core import IllegalAction
from .actions import ACTIVATE_PORTAL, ActivatePortal, Compel, Destroy, Slide, by_cell, interned
from .base import JungleBase
from .config import COMPELLER, CONFIGURATOR, CRYSTAL, DESTRUCT, ELECTRIFIER, PORTAL, SIDES, TUNNEL
from .game_end import check_marooned, finish
from .geometry import SIDE_INDEX, cell_arg, place_tile, present, remove_tile, where
from .moves import need_action, reveal, tile_fits


class Machines(JungleBase):
    """The machines over the flat state (a mixin of ForbiddenJungle)."""

    # the slides found for one board: (num, slides), or None
    _slide_memo: tuple | None = None

    def slide_targets(self) -> list[tuple[int, int, int]]:
        """``(cell, side, spaces)`` of every Configurator slide possible now.

        A tile slides in a straight line through one or more empty cells
        (``side`` indexes ``("up", "right", "down", "left")``) and must end next
        to at least one other tile.  The slides are remembered while ``num`` stays
        the same (compared in full, so a hand edit is seen): the slides listed and
        then checked by ``apply`` are found once.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> [(game.where(c), ("up", "right", "down", "left")[d], k)
        ...  for c, d, k in game.slide_targets()][:2]     # into the empty middle cell
        [('the unexplored tile at (row 1, col 2)', 'down', 1), ('the unexplored tile at (row 2, col 1)', 'right', 1)]
        """
        num = self.num
        memo = self._slide_memo
        if memo is not None and memo[0] == num:
            return list(memo[1])
        cfg = self.cfg
        neighbour, adjacent, rays = cfg.neighbour, cfg.adjacent, cfg.rays
        out = []
        # a slide starts into an empty cell next to the tile: look from the (few) empty cells
        for x1, v in enumerate(num):
            if v != -1:
                continue
            for d in range(4):
                t = neighbour[x1][(d + 2) & 3]       # the tile whose side d faces x1
                if t < 0 or num[t] == -1:
                    continue
                k = 0
                for x in rays[t][d]:
                    if num[x] != -1:
                        break
                    k += 1
                    for y in adjacent[x]:
                        if y != t and num[y] != -1:
                            out.append((t, d, k))
                            break
        out.sort()
        self._slide_memo = (num[:], tuple(out))
        return out

    def _compel_targets(self, src: int) -> list[int]:
        """The tiles next to ``src`` and, from a tunnel, the other tunnels."""
        num, features = self.num, self.features
        out = []
        for n in self.cfg.adjacent[src]:
            if num[n] != -1:
                out.append(n)
        if features[src] & TUNNEL:
            for n, f in enumerate(features):
                if f & TUNNEL and n != src and n not in out:
                    out.append(n)
        out.sort()
        return out

    def _portal_problem(self, c: int) -> str | None:
        """Why the portal at ``c`` cannot be activated now (None when it can)."""
        if not self.features[c] & PORTAL:
            return "there is no portal on your tile"
        num, features = self.num, self.features
        for d, n in enumerate(self.cfg.neighbour[c]):
            if n < 0 or num[n] <= 0 or not features[n] & CRYSTAL:
                return (f"the portal needs an illuminated crystal on its {SIDES[d]} side "
                        + (f"({where(self, n)} is not one)" if n >= 0 else "(off the board)"))
        if self.eggs[c] or self.hatchlings[c] or self.adults[c]:
            return "the portal must be free of eggs, hatchlings and adults"
        away = [self.roles[j] for j, q in enumerate(self.pos) if q != c]
        if away:
            return "every adventurer must be on the portal; missing: " + ", ".join(away)
        return None

    def _machine_actions(self, out: list, p: int) -> None:
        """The actions of the machine on tile ``p`` (a Configurator, a Compeller, a Destruct
        Switch or a portal)."""
        f = self.features[p]
        cfg = self.cfg
        cells = cfg.cells
        if f & CONFIGURATOR:
            for t, d, k in self.slide_targets():
                out.append(interned(Slide, cells[t], SIDES[d], k))
        elif f & COMPELLER:
            hh, aa = self.hatchlings, self.adults
            for src in compress(range(len(hh)), map(or_, hh, aa)):   # the tiles with aliens
                compels = by_cell(cfg, Compel, cells[src])
                for n in self._compel_targets(src):
                    out.append(compels[n])
        elif f & DESTRUCT:
            tiles = filterfalse(set(self.pos).__contains__, present(self))  # no one on it
            if self.chance.forced:     # a face-down tile must agree with a forced "tile"
                tiles = [t for t in tiles if self.num[t] or tile_fits(self, t)]
            out.extend(map(by_cell(cfg, Destroy).__getitem__, tiles))
        elif f & PORTAL and self._portal_problem(p) is None:
            out.append(ACTIVATE_PORTAL)

    def _machine(self, bit: int, name: str) -> int:
        need_action(self, f"operate the {name}")
        p = self.pos[self.seat]
        if not self.features[p] & bit:
            raise IllegalAction(f"there is no {name} on {where(self, p)}: stand on one to "
                                "operate it")
        return p

    def _do_slide(self, a: Slide) -> None:
        self._machine(CONFIGURATOR, "Configurator")
        t = cell_arg(self, a.tile, "the tile to slide")
        if self.num[t] == -1:
            raise IllegalAction(f"{where(self, t)} holds no tile to slide")
        d = SIDE_INDEX.get(a.direction, -1)
        if d < 0:
            raise IllegalAction(f"slide up, right, down or left, not {a.direction!r}")
        if not isinstance(a.spaces, int) or isinstance(a.spaces, bool) or a.spaces < 1:
            raise IllegalAction("a tile slides 1 or more spaces")
        if (t, d, a.spaces) not in self.slide_targets():
            x = t
            for _ in range(a.spaces):
                x = self.cfg.neighbour[x][d]
                if x < 0:
                    raise IllegalAction("the tile would slide off the board")
                if self.num[x] != -1:
                    raise IllegalAction(f"a tile slides only through empty spaces, and "
                                        f"{where(self, x)} is in the way")
            raise IllegalAction("the tile you slide must end next to at least one other tile")
        x = t
        for _ in range(a.spaces):
            x = self.cfg.neighbour[x][d]
        # webs on its sides tear and go back to the supply
        web = self.web
        for e in self.cfg.edge[t]:
            if e >= 0 and web[e]:
                self.supply[3] += web[e]
                web[e] = 0
        for arr in (self.num, self.back, self.orient, self.features, self.eggs, self.hatchlings,
                    self.adults):
            arr[x] = arr[t]
        self.num[t] = -1
        self.back[t] = -1
        self.orient[t] = self.features[t] = self.eggs[t] = self.hatchlings[t] = self.adults[t] = 0
        pos = self.pos
        for j, q in enumerate(pos):
            if q == t:
                pos[j] = x
        self.actions_left -= 1

    def _do_compel(self, a: Compel) -> None:
        self._machine(COMPELLER, "Compeller")
        src = cell_arg(self, a.source, "the tile the aliens leave")
        dst = cell_arg(self, a.to, "the tile the aliens go to")
        if not (self.hatchlings[src] or self.adults[src]):
            raise IllegalAction(f"there are no hatchlings or adults on {where(self, src)}")
        if dst not in self._compel_targets(src):
            raise IllegalAction(f"the Compeller moves aliens to an adjacent tile (or tunnel to "
                                f"tunnel); {where(self, dst)} is not one from {where(self, src)}")
        h, ad = self.hatchlings[src], self.adults[src]
        self.hatchlings[src] = self.adults[src] = 0
        if self.features[dst] & ELECTRIFIER:
            self.supply[1] += h
            self.supply[2] += ad
        else:
            self.hatchlings[dst] += h
            self.adults[dst] += ad
        self.actions_left -= 1

    def _do_destroy(self, a: Destroy) -> None:
        self._machine(DESTRUCT, "Destruct Switch")
        t = cell_arg(self, a.tile, "the tile to remove")
        if self.num[t] == -1:
            raise IllegalAction(f"{where(self, t)} holds no tile")
        if t in self.pos:
            here = [self.roles[j] for j, q in enumerate(self.pos) if q == t]
            raise IllegalAction("the Destruct Switch may never remove a tile with adventurers "
                                "on it (" + ", ".join(here) + ")")
        if self.num[t] == 0:
            place_tile(self, t, reveal(self, t))
        self.actions_left -= 1
        remove_tile(self, t)
        check_marooned(self)

    def _do_portal(self, a: ActivatePortal) -> None:
        p = self._machine(PORTAL, "portal")
        why = self._portal_problem(p)
        if why:
            raise IllegalAction("the portal will not open: " + why)
        self.actions_left -= 1
        finish(self, "escaped", "the portal opened and every adventurer escaped the jungle")

    # the rule of each action class of this part of the rulebook (game.py merges
    # every part's table into the one table apply() dispatches through)
    MACHINE_RULES = {Slide: _do_slide, Compel: _do_compel, Destroy: _do_destroy,
                     ActivatePortal: _do_portal}
