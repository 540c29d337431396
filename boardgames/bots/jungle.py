"""A cooperative planner for Forbidden Jungle.

The planner plays for the whole team (one instance can sit in every seat, or
each adventurer can have their own: the information is open, so they agree).
Each decision tries every legal action on a copy of the game whose random
generator has been replaced (see :mod:`boardgames.bots.table`), so it never
knows a face-down tile or the next threat card; actions with a chance event
(exploring, destroying a face-down tile) are averaged over ``samples``
imagined outcomes.  It scores the results with :func:`evaluate`, a
hand-written judgement of how close the team is to opening a portal and how
much danger it is in, and takes the best action; it ends the turn when no
action improves the position.

:func:`evaluate` rewards, in order of weight: an explored portal with
illuminated crystals on its sides (and empty cells next to it that a crystal
could slide into with the Configurator); explored crystals, portals and
machines; a buffer of low-numbered explored tiles so that a Collapse does not
take an illuminated crystal; few aliens and webs; adventurers with health and
no adults on their tile; and, once a portal is ready, every adventurer
walking to it.  Destroying a tile that is (or may be) an illuminated crystal
or the only explored portal is never considered.
"""

from __future__ import annotations

import random
from typing import Any

from ..forbidden_jungle.actions import (
    Destroy,
    EndTurn,
    Explore,
    PassEquipment,
    UseEquipment,
)
from ..forbidden_jungle.config import CONFIGURATOR, CRYSTAL, DESTRUCT, PORTAL, TUNNEL
from . import Bot
from .table import Table

WIN, LOSS = 1e6, -1e6


def _dist_from(g: Any, sources: list[int]) -> list[int]:
    """Steps from the nearest source over tiles (webs ignored; tunnels joined)."""
    INF = 99
    N = g.cfg.n
    dist = [INF] * N
    num, nb, feat = g.num, g.cfg.nb, g.feat
    frontier = [s for s in sources if num[s] != -1]
    for s in frontier:
        dist[s] = 0
    tunnels = [c for c in range(N) if feat[c] & TUNNEL]
    while frontier:
        nxt = []
        for x in frontier:
            d = dist[x] + 1
            nbrs = [y for y in nb[x] if y >= 0]
            if feat[x] & TUNNEL:
                nbrs = nbrs + tunnels
            for y in nbrs:
                if num[y] != -1 and dist[y] > d:
                    dist[y] = d
                    nxt.append(y)
        frontier = nxt
    return dist


def _slide_in(g: Any, y: int, crystals: list[int], skip: set[int]) -> bool:
    """Could one crystal (not in ``skip``) slide in a straight line into the empty cell ``y``?"""
    nb, num = g.cfg.nb, g.num
    for d in range(4):
        x = nb[y][d]
        while x >= 0 and num[x] == -1:
            x = nb[x][d]
        if x >= 0 and x in crystals and x not in skip:
            return True
    return False


def evaluate(g: Any) -> float:
    """How good the position is for the team (higher is better); see the module docstring."""
    if g.outcome is not None:
        return WIN if g.outcome == "escaped" else LOSS
    cfg = g.cfg
    num, feat, nb = g.num, g.feat, cfg.nb
    N = cfg.n
    ill = [c for c in range(N) if num[c] > 0 and feat[c] & CRYSTAL]
    portals = [c for c in range(N) if num[c] > 0 and feat[c] & PORTAL]
    explored = [c for c in range(N) if num[c] > 0]
    v = 1.5 * len(explored) + 5.0 * len(ill) + 3.0 * min(2, len(portals))
    v += 2.0 * sum(1 for c in explored if feat[c] & (CONFIGURATOR | DESTRUCT))
    # the portal puzzle
    best, best_x = 0.0, -1
    ill_set = set(ill)
    for x in portals:
        sides = [nb[x][d] for d in range(4)]
        s = 0.0
        for y in sides:
            if y < 0:
                s -= 3.0
            elif y in ill_set:
                s += 14.0
            elif num[y] == -1:
                s += 3.0 + (6.0 if _slide_in(g, y, ill, set(sides)) else 0.0)
            elif num[y] == 0 and g.back[y] == 1:
                s += 2.0
        if s > best:
            best, best_x = s, x
    v += best
    ready = best_x >= 0 and all(nb[best_x][d] in ill_set for d in range(4))
    # a Collapse takes the lowest explored tile: keep a buffer below the crystals
    if ill:
        low = min(num[c] for c in ill)
        buffer = sum(1 for c in explored if num[c] < low)
        v -= {0: 25.0, 1: 9.0, 2: 3.0}.get(buffer, 0.0)
    # aliens, webs and the supply
    # (the weight of a piece grows with the share of its supply already in play,
    # and a threat card that would need more than the supply holds loses the game)
    adults, hatch, eggs, webs = sum(g.adults), sum(g.hatchlings), sum(g.eggs), sum(g.web)
    sup = g.supply
    for used, room, w in ((eggs, sup[0], 2.0), (hatch, sup[1], 3.0), (adults, sup[2], 4.0),
                          (webs, sup[3], 1.0)):
        v -= w * used * (0.3 + used / (used + room + 1e-9))
    for need, room in ((eggs, sup[1]), (hatch, sup[2]), (adults, sup[0]),
                       (sum(1 for f in feat if f & 1), sup[0])):
        if need > room:
            v -= 8.0 * (need - room)
    # the adventurers
    health = cfg.health
    for j, q in enumerate(g.pos):
        if g.immune[j]:
            continue
        hp = g.hp[j]
        v -= 4.0 * g.adults[q]
        v -= {1: 10.0, 2: 4.0}.get(hp, 0.0) + 0.3 * (health[g.roles[j]] - hp)
    if ready:
        dist = _dist_from(g, [best_x])
        v += 20.0
        v -= sum(3.0 * min(dist[q], 12) for q in g.pos)
        v -= 6.0 * (g.eggs[best_x] + g.hatchlings[best_x] + g.adults[best_x])
    else:
        targets = [c for c in range(N) if num[c] == 0]
        if ill and portals:
            targets += [c for c in explored if feat[c] & (CONFIGURATOR | DESTRUCT)]
        if targets:
            dist = _dist_from(g, targets)
            v -= 0.4 * sum(min(dist[q], 10) for q in g.pos)
    v += 0.3 * sum(len(h) for h in g.hands)
    return v


class JunglePlanner(Bot):
    """Cooperative one-action-lookahead planner (see the module docstring).

    ``samples``: imagined outcomes averaged for an action with a chance event.
    """

    name = "planner"

    def __init__(self, seed: int | None = None, samples: int = 3, max_free: int = 4):
        self.rng = random.Random(seed)
        self.samples = samples
        self.max_free = max_free
        self._free = (-1, 0)

    def choose(self, view: dict, actions: list, table: Table | None = None) -> Any:
        if len(actions) == 1:
            return actions[0]
        if table is None:
            raise ValueError("the planner needs the table (use play_turns or simulate)")
        base = table.public_copy()
        now = evaluate(base)
        turn = view["turn"]
        free_used = self._free[1] if self._free[0] == turn else 0
        best, best_v = None, float("-inf")
        end = None
        for a in actions:
            if isinstance(a, EndTurn):
                end = a
                continue
            free = isinstance(a, PassEquipment | UseEquipment)
            if free and free_used >= self.max_free:
                continue
            if isinstance(a, Destroy) and not self._may_destroy(base, a):
                continue
            v = self._value(table, base, a)
            if free:
                v -= 0.5   # a free action must clearly help
            if v > best_v:
                best, best_v = a, v
        if end is not None and (best is None or best_v <= now + 1e-6):
            return end
        if best is None:
            return actions[0]
        if isinstance(best, PassEquipment | UseEquipment):
            self._free = (turn, free_used + 1)
        return best

    def _may_destroy(self, g: Any, a: Destroy) -> bool:
        c = g.cfg.cell_index(a.tile)
        if g.num[c] == 0:
            return g.back[c] == 0        # a face-down crystal may be illuminated
        f = g.feat[c]
        if f & CRYSTAL:
            return False
        if f & PORTAL:
            return sum(1 for x, n in enumerate(g.num) if n > 0 and g.feat[x] & PORTAL) > 1
        return True

    def _value(self, table: Table, base: Any, a: Any) -> float:
        chance = base.chance_of(a) is not None if isinstance(a, Explore | Destroy) else False
        if not chance:
            g = base.copy()
            g.apply(a)
            return evaluate(g)
        total = 0.0
        for _ in range(self.samples):
            g = table.determinise(self.rng)
            g.apply(a)
            total += evaluate(g)
        return total / self.samples
