"""Taking up to 4 actions: Move, Remove and Explore (with the tunnels).

The rulebook's "Order of Play: 1. Take Up to 4 Actions" part (Move, Remove,
Explore) and the "Features: Tunnels" rule that a move may go from a tunnel to
any other tunnel.  The adventurers' own ways of moving (the Explorer's two
steps, the Spelunker's tunnels, the Healer's companion) are named here where a
step is taken; their other powers are in :mod:`adventurers`.

:meth:`Moves._steps` is the one place that says what a step is;
:meth:`Moves._reach` is the breadth-first search over cell numbers built on it.
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
from .base import JungleBase
from .config import SIDES, TUNNEL
from .equipment import draw_equipment
from .geometry import SIDE_INDEX, cell_arg, place_tile, role_arg, where


class Moves(JungleBase):
    """Move, Remove and Explore over the flat state (a mixin of ForbiddenJungle)."""

    # the searches of _reach remembered for one board: (num, web, features, {key: cells}), or None
    _reach_memo: tuple | None = None

    def _need_action(self, what: str) -> None:
        if self.actions_left <= 0:
            raise IllegalAction(f"the {self.roles[self.seat]} has no actions left this turn, so "
                                f"cannot {what}; end the turn or use free actions")

    def _steps(self, c: int, role: str, guided: bool) -> list[int]:
        """Cells one Move step away from ``c`` for ``role`` (webs block sides).

        A step goes up, right, down or left to a tile whose side between is
        free of webs, or from a tunnel to another tunnel; the Spelunker goes
        from a tunnel to any tile (any explored tile when guided).
        """
        num, web = self.num, self.web
        out = []
        for n, e in self.cfg.neighbour_webs[c]:
            if num[n] != -1 and not web[e]:
                out.append(n)
        features = self.features
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

    def _reach(self, c: int, role: str, k: int, guided: bool) -> Sequence[int]:
        """Cells ``role`` can get to from ``c`` in 1 to ``k`` steps (:meth:`_steps`).

        One step, no tunnel: in the order up, right, down, left; otherwise sorted.
        The breadth-first search takes a plain step (no tunnel under it) in its own
        loop rather than through :meth:`_steps`, for speed: it runs for every move listed.

        A search of 2 steps or more is remembered (as a tuple) while the board it ran on
        (``num``, ``web``, ``features``) stays the same, compared in full at each call, so a
        change made by hand is seen too: the guides listed and then checked by ``apply``,
        or listed again after a move, are searched once.
        """
        num, web, features, neighbour_webs = self.num, self.web, self.features, self.cfg.neighbour_webs
        if k == 1:
            if not features[c] & TUNNEL:
                out = []
                for n, e in neighbour_webs[c]:
                    if num[n] != -1 and not web[e]:
                        out.append(n)
                return out
            return sorted(set(self._steps(c, role, guided)))
        memo = self._reach_memo
        if memo is None or memo[0] != num or memo[1] != web or memo[2] != features:
            memo = self._reach_memo = (num[:], web[:], features[:], {})
        key = (c, role, k, guided)
        found = memo[3].get(key)
        if found is not None:
            return found
        seen = [False] * len(num)    # by cell: a list, cheaper to test and set than a set
        seen[c] = True
        reached: list[int] = []
        frontier = (c,)
        for _ in range(k):
            nxt = []
            for x in frontier:
                if features[x] & TUNNEL:
                    for n in self._steps(x, role, guided):
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
        found = memo[3][key] = tuple(reached)
        return found

    def _move_targets(self, s: int) -> Sequence[int]:
        role = self.roles[s]
        return self._reach(self.pos[s], role, 2 if role == "Explorer" else 1, False)

    def _mates(self, s: int) -> list[int]:
        """The other seats on seat ``s``'s tile."""
        p = self.pos[s]
        out = []
        for j, q in enumerate(self.pos):
            if q == p and j != s:
                out.append(j)
        return out

    def _move_actions(self, out: list, s: int) -> None:
        """Seat ``s``'s Move actions (the Healer's also bring each companion along)."""
        moves = self.move_table     # by_cell(cfg, Move)
        if self.roles[s] == "Healer":
            along = self.healer_moves   # with seat j as her companion: along[j]
            mates = self._mates(s)
            for n in self._move_targets(s):
                out.append(moves[n])
                for j in mates:
                    out.append(along[j][n])
        else:
            for n in self._move_targets(s):
                out.append(moves[n])

    def _remove_explore_actions(self, out: list, p: int) -> None:
        """Remove an egg, hatchling, adult or a web of tile ``p``; Explore it when unexplored,
        empty and free of webs."""
        e, h, a = self.eggs[p], self.hatchlings[p], self.adults[p]
        if e:
            out.append(REMOVE_EGG)
        if h:
            out.append(REMOVE_HATCHLING)
        if a:
            out.append(REMOVE_ADULT)
        web = self.web
        any_web = False
        for d, w in self.cfg.side_edges[p]:
            if web[w]:
                out.append(REMOVE_WEB[d])
                any_web = True
        if self.num[p] == 0 and not (e or h or a or any_web) and (
                not self.chance.forced or self._tile_fits(p)):
            out.append(EXPLORE)

    def _do_move(self, a: Move) -> None:
        s = self.seat
        role = self.roles[s]
        self._need_action("move")
        c = cell_arg(self, a.to, "the tile to move to")
        if self.num[c] == -1:
            raise IllegalAction(f"{where(self, c)} holds no tile: you may never move into "
                                "an empty space")
        if c not in self._move_targets(s):
            raise IllegalAction(self._why_not_reach(self.pos[s], c, role))
        self._go(s, c, a.companion)

    def _go(self, j: int, c: int, companion: Any) -> None:
        """Adventurer ``j`` goes to cell ``c`` for one action (a move, or a guided move).

        The Healer's power lives here, once: she may take one adventurer from
        her own tile along with her."""
        comp = -1
        if companion is not None:
            if self.roles[j] != "Healer":
                raise IllegalAction("only the Healer may bring another adventurer along")
            comp = role_arg(self, companion, "the companion")
            if comp == j or self.pos[comp] != self.pos[j]:
                raise IllegalAction(f"the {companion} is not on the Healer's tile")
        self.pos[j] = c
        if comp >= 0:
            self.pos[comp] = c
        self.actions_left -= 1

    def _why_not_reach(self, p: int, c: int, role: str, guided: bool = False) -> str:
        for d, n in enumerate(self.cfg.neighbour[p]):
            if n == c:
                return (f"the {SIDES[d]} side of {where(self, p)} is blocked by webs: remove "
                        "them first")
        if c == p:
            return "that is the tile the adventurer is already on"
        extra = ""
        if role == "Explorer":
            extra = " (the Explorer may make up to " + ("4" if guided else "2") + " steps)"
        elif guided:
            extra = " (a guided adventurer moves at most 2 tiles)"
        return (f"{where(self, c)} cannot be reached from {where(self, p)}: a move goes up, down, "
                f"left or right to an adjacent tile without webs, or from a tunnel to a "
                f"tunnel{extra}")

    def _do_remove(self, a: Remove) -> None:
        self._need_action("remove anything")
        p = self.pos[self.seat]
        if a.piece == "web":
            d = SIDE_INDEX.get(a.side, -1)
            if d < 0:
                raise IllegalAction(f"name the side of the web to remove: one of {', '.join(SIDES)}")
            e = self.cfg.edge[p][d]
            if e < 0 or not self.web[e]:
                raise IllegalAction(f"there is no web on the {a.side} side of {where(self, p)}")
            self.web[e] -= 1
            self.supply[3] += 1
        else:
            if a.side is not None:
                raise IllegalAction("only a web lies on a side of a tile")
            arrs = {"egg": (self.eggs, 0), "hatchling": (self.hatchlings, 1),
                    "adult": (self.adults, 2)}
            if a.piece not in arrs:
                raise IllegalAction(f"{a.piece!r} cannot be removed: choose egg, hatchling, "
                                    "adult or web")
            arr, k = arrs[a.piece]
            if not arr[p]:
                raise IllegalAction(f"there is no {a.piece} on {where(self, p)}")
            arr[p] -= 1
            self.supply[k] += 1
        self.actions_left -= 1

    def _do_explore(self, a: Explore) -> None:
        self._need_action("explore")
        s = self.seat
        p = self.pos[s]
        if self.num[p] != 0:
            raise IllegalAction(f"{where(self, p)} is already explored")
        if self.eggs[p] or self.hatchlings[p] or self.adults[p]:
            raise IllegalAction("you may only explore a tile with no eggs, hatchlings or adults "
                                "on it: remove them first")
        web = self.web
        for _, e in self.cfg.side_edges[p]:
            if web[e]:
                raise IllegalAction("you may only explore a tile with no webs on its sides: "
                                    "remove them first")
        n = self._reveal(p)
        self.actions_left -= 1
        place_tile(self, p, n)
        for _ in range(self.cfg.tile[n]["equipment"]):
            draw_equipment(self, s)

    def _reveal(self, p: int) -> int:
        """Which tile lies under the unexplored tile at ``p`` (a "tile" chance event)."""
        pool = self.pools[self.back[p]]
        tile = self.cfg.tile
        i = self.chance.draw("tile", len(pool), lambda: ChanceEvent.uniform(
            "tile", pool, "the tile under " + where(self, p) + ": "
            + ", ".join(f"{k} {tile[k]['name']}" for k in pool)))
        return pool.pop(i)

    # the rule of each action class of this part of the rulebook (game.py merges
    # every part's table into the one table apply() dispatches through)
    MOVE_RULES = {Move: _do_move, Remove: _do_remove, Explore: _do_explore}
