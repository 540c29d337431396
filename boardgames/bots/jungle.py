"""A cooperative planner for Forbidden Jungle that plays to win.

The planner plays for the whole team (one instance can sit in every seat, or
each adventurer can have their own: the information is open, so they agree).
It never knows a face-down tile or the next threat card: it only reads copies
of the game whose random generator has been replaced (see
:mod:`boardgames.bots.table`), and averages an action with a chance event
(exploring, destroying a face-down tile) over ``samples`` imagined outcomes.

**The long-term plan** is :func:`assembly`: for every explored portal, and
every cell that portal could be slid into with one Configurator slide, it
prices in actions what is still missing to power it:

* a side already holding an explored illuminated crystal costs nothing;
* a face-down crystal back there costs an Explore, plus the chance that it is
  broken times the price of replacing it;
* any other side needs a crystal slid in (one Configurator action), after a
  Destruct Switch has cleared the cell if a tile is in the way; a crystal that
  lies in a straight line from that cell across empty cells is cheap, one
  that does not is dearer (it takes more slides and destructions).

The cheapest portal is the **target**.  :func:`evaluate` turns the state into
one number: the target's price (heavily weighted), how far the team is from
the machines the plan needs (a Configurator, a Destruct Switch) and from the
target portal, the jungle tiles explored so far, and the survival terms:
aliens weighted by how full their supply is (an overrun loses), adults
standing with an adventurer (stings), health, webs, a buffer of low-numbered
explored tiles so that a Collapse does not take an illuminated crystal.

**Each decision** is a one-action lookahead with that evaluation: every legal
action is tried (on a copy, or for the commonest ones on the position itself,
put back at once: :func:`_priced_after`), and the best is played if it
improves the position.  When none does, a two-action lookahead (a move or a removal, then
any action without chance) looks for a line that pays off with its second
step, so a turn's actions are not thrown away at a local optimum; only when
that finds nothing either does the turn end (playing the Smoke Bomb first
when the threat is high).  Machines, powers and equipment are used because they are
legal actions that score: a Configurator slide or a Destruct Switch lowers
the target's price, the Biologist's clear and the Chemist's webs remove
danger, the Navigator's guide, the Healer's companion, tunnels and Jet Packs
bring the team to the portal.  A tile that is (or may be) an illuminated
crystal, or the last explored portal, is never destroyed.

**The team** shares the work: the adventurer acting now leaves a job (a face-down
tile, a machine, a crystal to explore) that another adventurer stands closer to,
and a Navigator's Guide or the Healer's companion is credited with the steps it
saves the adventurer carried (``W["share"]``, ``W["team_walk"]``).

**A crystal back underfoot** is explored rather than waited on: its Explore is priced over
every crystal not yet seen (the unseen pool is public) and credited with the plan action
it is (``W["back_explore"]``, :func:`_back_explore_value`).

The team may also count threat cards (``W["deck"]``, off: tried and not shown to help):
the draw pile's segments are public, so each supply margin and the Collapse buffer can
weigh as the chance that the card which would break them comes within the next two
turns' draws (:func:`_deck_risk`).
"""

from __future__ import annotations

import functools
import heapq
import itertools
import operator
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from ..core.chance import FutureRead
from ..core.checks import read_int
from ..forbidden_jungle.actions import (
    ActivatePortal,
    Compel,
    Destroy,
    EndTurn,
    Explore,
    Guide,
    Move,
    PassEquipment,
    Remove,
    Slide,
    UseEquipment,
)
from ..forbidden_jungle.config import (
    BOX,
    CONFIGURATOR,
    CRYSTAL,
    DESTRUCT,
    NEST,
    PORTAL,
    SIDES,
    THREAT_CARDS,
    TUNNEL,
)
from ..forbidden_jungle.machines import slides_on
from ..forbidden_jungle.state import state_key
from ..forbidden_jungle.threats import threat_rate
from . import Bot
from .table import Table

WIN, LOSS = 1e6, -1e6
INF = 99
#: how many boards each of the planner's remembered answers keeps (least recently used
#: dropped first)
BOARDS = 20_000
NO_PORTAL = 14.0        # the price of the plan while no portal can be powered

#: weights of :func:`evaluate`'s terms and of a few decision rules, named so that an
#: experiment can change them without editing the code (``jungle.W["aliens"] = 2.0``;
#: ``bench_jungle_planner.py --weights aliens=2``).  ``explore``: each explored jungle tile;
#: ``aliens``: alien pieces on the board; ``margin``: the supply margins against the next
#: threat cards; ``hunt``: the acting adventurer's pull towards aliens; ``plan``: each action
#: of the plan's price; ``buffer``: the Collapse buffer below the illuminated crystals;
#: ``destroy_at``: a Destruct Switch use is tried on a tile whose eggs + hatchlings +
#: 2 x adults reach it; ``energy``: play an Energy Bar at the end of the actions also with no
#: portal targeted (1: when a supply margin is below 3, 2: always); ``keep_buffer``: never
#: destroy an explored tile numbered below every explored illuminated crystal while there are
#: at most this many of them; ``inner_first``: with no portal targeted, head for the
#: face-down jungle tiles off the rim first.  Shipped since 2026-12-05 (evening):
#: ``destroy_at=3, keep_buffer=2, energy=1, inner_first=1`` (the planner of 2026-12-03 had
#: 4, 0, 0, 0; paired on held-out seeds it won 265 games that one lost against 153 the
#: other way, see docs/bots-forbidden-jungle.md).  Since 2026-12-06: ``explore=3.75,
#: destroy_at=1.5, plan=24`` (were 2.5, 3 and 12; found by a coordinate search on tuning
#: seeds, checked on two more tuning ranges, then paired on the held-out seeds 96200-98199:
#: 2 players novice 189 wins of 2,000 against 133, better or level in every cell but 2
#: players elite, 19 against 21).  Since 2026-12-06 (noon): ``aliens=1.5, plan=36`` (were 1
#: and 24; a second coordinate search, then paired on the held-out seeds 98200-100199: 391
#: games won that the weights before lost against 260, ahead in 8 of 9 cells; a third
#: search round it found no weight x0.67 or x1.33 better by 13 wins of 2,000; see
#: docs/bots-forbidden-jungle.md).  Since 2026-12-06 (evening): ``plan_steps=1,
#: plan_destroy=0`` (were 0 and 2): the price stays :func:`assembly`'s, but the first step
#: of :func:`plan`'s searched plan (at most ``plan_nodes`` boards; ``plan_destroy``: what
#: it may destroy, 2: any tile but a crystal or a portal, 1: explored tiles only, 0:
#: nothing) is tried and counts as one action off it (2 players novice, tuning seeds, 222
#: -> 273 and 226 -> 282 of 2,000; then paired on the held-out seeds 100200-102199,
#: docs/bots-forbidden-jungle.md; a planner's own ``steps`` overrides it).  Since
#: 2026-12-06 (late evening): ``plan_nodes=4000`` (was 500: the search finds the plans
#: that lie further, 2 players novice tuning seeds 273 -> 302 of 2,000; then paired on
#: the held-out seeds 102200-103199, docs/bots-forbidden-jungle.md).  Since 2026-12-07:
#: ``plan_nodes=8000`` (two tuning ranges of 2,000 games, 2 players novice: 600 -> 615
#: wins, 9 games won only with 4,000 boards and 24 only with 8,000; 16,000 boards won
#: one game more of 2,000 at a fifth more CPU; then the held-out seeds 100200-102199,
#: docs/bots-forbidden-jungle.md).  Since 2026-12-07 (morning), two team rules: ``share=1``:
#: a job (:func:`_jobs`) another adventurer stands closer to is left to them
#: (:func:`_shared`; ``share=1+k`` keeps those up to ``k`` steps closer to another);
#: ``team_walk=1``: a Navigator's Guide or the Healer's companion is credited with the
#: steps it saves the adventurer carried on their walk to the jobs, weighted as the
#: mover's own steps (:func:`_team_walk_gain`); 2 players novice, tuning seeds 4000-5999:
#: 309 -> 346 of 2,000 (``share`` alone 327, ``team_walk`` alone 336); then the held-out
#: seeds 100200-102199, docs/bots-forbidden-jungle.md.  Tried and left
#: off (0): ``danger``: the acting adventurer's pull, per step, towards the pieces whose
#: removal widens a supply margin below ``danger_margin``; ``plan_search``: the plan's
#: price is the searched plan's, and its first slide or destruction is tried even when
#: :func:`assembly`'s estimate does not fall; ``deck`` (2026-12-07, evening): the team
#: counts threat cards, each supply margin and the Collapse buffer weighed as the chance
#: that the card which breaks it comes within ``deck_turns`` turns' draws, against an
#: evenly shuffled deck's, read from the draw pile's public segments (at most
#: ``deck_cap`` times; :func:`_deck_risk`).  With ``buffer=3`` it won 371 of 2,000 tuning
#: games against 347 (2 players novice, seeds 4000-5999), but on fresh seeds
#: 112000-113999 374 against 365 (p = 0.44), and on the held-out seeds 100200-102199
#: 200 against 207 at normal, 43 against 48 at elite: no better than the team planner
#: (docs/bots-forbidden-jungle.md, "The count of threat cards, tried").  Since 2026-12-07
#: (night): ``back_explore=1``: an Explore of the crystal back underfoot is averaged over
#: every unseen crystal and credited with what that average falls short of one plan action
#: saved (:func:`_back_explore_value`); 2 players novice, tuning seeds 4000-5999: 347 -> 573
#: of 2,000; fresh seeds 116000-117999: 373 -> 593 of 2,000 (426 games won only with it, 206
#: only without); then the held-out seeds 100200-102199, docs/bots-forbidden-jungle.md.
W = {"explore": 3.75, "aliens": 1.5, "margin": 1.0, "hunt": 3.0, "plan": 36.0, "buffer": 1.0,
     "destroy_at": 1.5, "danger": 0.0, "danger_margin": 3.0, "energy": 1.0, "keep_buffer": 2.0,
     "inner_first": 1.0, "plan_search": 0.0, "plan_nodes": 8000.0, "plan_steps": 1.0,
     "plan_destroy": 0.0, "share": 1.0, "team_walk": 1.0, "deck": 0.0, "deck_turns": 2.0,
     "deck_cap": 4.0, "back_explore": 1.0}


def _dist_from(g: Any, sources: list[int]) -> list[int]:
    """Steps from the nearest source over tiles (webs ignored; tunnels joined).

    Remembered by the tiles on the board and the sources (the list returned is shared:
    read it, do not change it).
    """
    return _dist(g.cfg, tuple(g.num), tuple(sources))


@functools.lru_cache(maxsize=BOARDS)
def _dist(cfg: Any, num: tuple[int, ...], sources: tuple[int, ...]) -> list[int]:
    """:func:`_dist_from` on the board ``num`` (a tile's features follow from its number).

    A walk in rings over bit sets of cells (bit ``c`` for cell ``c``): the next ring is the
    last one shifted one cell up, down, left and right on the grid (no wrapping past the
    sides), every tunnel cell when the ring holds one, kept to the tiles not yet reached."""
    dist = [INF] * cfg.n
    no_left, no_right = _grid_masks(cfg)
    cols = cfg.cols
    tiles, tunnels = _walk_masks(cfg, num)
    ring = 0
    for s in sources:
        ring |= 1 << s
    ring &= tiles
    reached = ring
    d = 0
    while ring:
        cells = ring
        while cells:
            low = cells & -cells
            dist[low.bit_length() - 1] = d
            cells ^= low
        grown = ((ring << 1) & no_left) | ((ring >> 1) & no_right) | (ring << cols) | (ring >> cols)
        if ring & tunnels:
            grown |= tunnels
        ring = grown & tiles & ~reached
        reached |= ring
        d += 1
    return dist


@functools.lru_cache(maxsize=64)
def _grid_masks(cfg: Any) -> tuple[int, int]:
    """Bit sets of the layout's cells (:func:`_dist`): all but the first column (where a
    step right from the end of the row above would land), all but the last (where a step
    left from the start of the row below would)."""
    full = (1 << cfg.n) - 1
    first = sum(1 << (r * cfg.cols) for r in range(cfg.rows))
    return full & ~first, full & ~(first << (cfg.cols - 1))


@functools.lru_cache(maxsize=BOARDS)
def _walk_masks(cfg: Any, num: tuple[int, ...]) -> tuple[int, int]:
    """Bit sets of the board ``num`` (:func:`_dist`): the cells with a tile, and the cells
    with an explored tunnel."""
    tiles = 0
    for c, n in enumerate(num):
        if n != -1:
            tiles |= 1 << c
    tunnels = 0
    for c in _tunnel_cells(cfg, num):
        tunnels |= 1 << c
    return tiles, tunnels


@functools.lru_cache(maxsize=BOARDS)
def _machine_cells(num: tuple[int, ...], features: tuple[int, ...]
                   ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The cells of the explored Configurators and of the explored Destruct Switches."""
    explored = [c for c, n in enumerate(num) if n > 0]
    return (tuple(c for c in explored if features[c] & CONFIGURATOR),
            tuple(c for c in explored if features[c] & DESTRUCT))


@functools.lru_cache(maxsize=BOARDS)
def _tunnel_cells(cfg: Any, num: tuple[int, ...]) -> tuple[int, ...]:
    """The cells of the board ``num`` that hold an explored tunnel tile (one step joins any
    two of them)."""
    tunnel_tiles = _numbers_with(cfg, TUNNEL)
    return tuple(c for c, n in enumerate(num) if n in tunnel_tiles)


@functools.lru_cache(maxsize=64)
def _numbers_with(cfg: Any, feature: int) -> frozenset[int]:
    """The numbers of the layout's tiles that have ``feature``."""
    return frozenset(n for n, f in cfg.tile_features.items() if f & feature)


@functools.lru_cache(maxsize=64)
def _interior_cells(cfg: Any) -> frozenset[int]:
    """The cells of the layout with a cell on all four sides."""
    return frozenset(c for c in range(cfg.n) if all(n >= 0 for n in cfg.neighbour[c]))


def assembly(g: Any) -> tuple[float, int, bool]:
    """``(price, target cell, needs a Destruct Switch)`` of the cheapest portal to power.

    The price counts Configurator slides, Destruct Switch actions and Explores
    still missing (see the module docstring); the target is the cell where the
    portal will stand (-1 when no explored portal can be powered).

    Examples
    --------
    The price falls as a portal and its crystals are explored:

    >>> import boardgames
    >>> from boardgames.bots.jungle import assembly
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> assembly(game)                          # no portal explored yet
    (14.0, -1, False)
    >>> _ = position.place_tile(game, (2, 1), 8)          # a portal
    >>> price, target, destroy = assembly(game)
    >>> price, game.cfg.cells[target], destroy
    (9.5, (2, 1), True)
    >>> for cell, tile in (((1, 1), 7), ((3, 1), 11), ((2, 0), 19)):   # three crystals by it
    ...     _ = position.place_tile(game, cell, tile)
    >>> assembly(game)[0]                       # one side still needs a crystal slid in
    4.0

    Remembered by the tiles on the board (:func:`_board_key`): the same board is priced
    once.
    """
    return _price(_board_key(g))


def _price(key: tuple) -> tuple[float, int, bool]:
    """:func:`assembly` of the board ``key`` (:func:`_board_key`)."""
    if W["plan_search"]:
        found = _planned(*key, int(W["plan_nodes"]), int(W["plan_destroy"]))
        if found is not None:
            price, site, first = found
            return price, site, first is not None and first[0] == "destroy"
    return _assembly(*_plan_board(key))


#: what the plan's price reads of a cell (:func:`_plan_board`): empty (-1, as in ``num``, so
#: that :func:`.machines.slides_on` reads a plan board too), any other tile, an explored
#: illuminated crystal, a face-down crystal back, an explored portal
_KIND_EMPTY, _KIND_OTHER, _KIND_LIT, _KIND_BACK, _KIND_PORTAL = -1, 1, 2, 3, 4
#: :func:`_cell_codes`'s codes for a plan board (a Destruct Switch or a face-down tile
#: without a crystal back is any other tile)
_KINDS = (_KIND_EMPTY, _KIND_OTHER, _KIND_LIT, _KIND_BACK, _KIND_PORTAL, _KIND_OTHER,
          _KIND_OTHER)


@functools.lru_cache(maxsize=BOARDS)
def _plan_board(key: tuple) -> tuple:
    """What :func:`assembly` reads of the board ``key`` (:func:`_board_key`):
    ``(cfg, kinds, good_left, unseen)``, the kind of every cell (``_KIND_*``), the
    illuminated crystals among the crystal tiles not yet seen, and how many those are.
    Boards that differ only in which other tile lies where share one plan board, so
    their price and the slides and destructions that cheapen it are worked out once.
    (A tile is a crystal or a portal, not both, in every shipped layout; a custom tile
    set with a tile that is both would be priced as a crystal only.)"""
    cfg, num, back, _orient, pool = key
    good_left = sum(1 for t in pool if t in cfg.illuminated)
    return cfg, _cell_codes(cfg, num, back, _KINDS), good_left, len(pool)


def _cell_codes(cfg: Any, num: tuple[int, ...], back: tuple[int, ...],
                codes: tuple[int, ...]) -> tuple[int, ...]:
    """Each cell of the board as one of ``codes``: ``(empty, other tile, explored
    illuminated crystal, face-down crystal back, explored portal, explored Destruct Switch,
    other face-down tile)``, what a plan reads of the tiles (:data:`_KINDS` for
    :func:`_plan_board`, :data:`_CODES` for :func:`plan`'s search)."""
    empty, other, lit, crystal_back, portal, destruct, hidden = codes
    feat, illuminated = cfg.tile_features, cfg.illuminated
    out = []
    for n, b in zip(num, back, strict=True):
        if n == -1:
            out.append(empty)
        elif n == 0:
            out.append(crystal_back if b == 1 else hidden)
        elif n in illuminated:
            out.append(lit)
        elif feat[n] & PORTAL:
            out.append(portal)
        elif feat[n] & DESTRUCT:
            out.append(destruct)
        else:
            out.append(other)
    return tuple(out)


@functools.lru_cache(maxsize=BOARDS)
def _assembly(cfg: Any, kinds: tuple[int, ...], good_left: int,
              unseen: int) -> tuple[float, int, bool]:
    """:func:`assembly` of a plan board (:func:`_plan_board`).

    Read a cell's kind as ``kinds[c]`` only (besides finding the portals and counting the
    lit crystals): :func:`_assembly_reads` notes those reads, and :func:`_leaves_price`
    trusts that no other cell was looked at."""
    neighbour = cfg.neighbour
    interior = _interior_cells(cfg)
    EMPTY, LIT, BACK = _KIND_EMPTY, _KIND_LIT, _KIND_BACK
    crystal = (LIT, BACK)
    if kinds.count(LIT) + good_left < 4:
        return NO_PORTAL + 20.0, -1, False
    p_broken = 1.0 - good_left / unseen if unseen else 1.0
    best = (NO_PORTAL, -1, False)
    for p in [c for c, k in enumerate(kinds) if k == _KIND_PORTAL]:
        cands = [(p, 0.0)]
        for d in range(4):
            x = neighbour[p][d]
            while x >= 0 and kinds[x] == EMPTY:
                # a site the portal can be slid to: an empty cell next to some other tile
                for y in neighbour[x]:
                    if y >= 0 and y != p and kinds[y] != EMPTY:
                        cands.append((x, 1.0))
                        break
                x = neighbour[x][d]
        for site, cost in cands:
            if site not in interior:
                continue
            slots = neighbour[site]
            used: set[int] = set()
            need_destroy = False
            pending = []
            for y in slots:          # (all on the board: the site is interior)
                if y == p and site != p:
                    pending.append((y, True))
                elif kinds[y] == LIT:
                    used.add(y)
                elif kinds[y] == BACK:
                    used.add(y)
                    cost += 1.0 + 2.5 * p_broken
                else:
                    pending.append((y, kinds[y] == EMPTY))
            for y, empty in pending:
                c = 1.0
                if not empty:
                    c += 1.0
                    need_destroy = True
                found = False
                for d in range(4):
                    x = neighbour[y][d]
                    while x >= 0 and (kinds[x] == EMPTY or x == p != site):
                        x = neighbour[x][d]
                    if x >= 0 and kinds[x] in crystal and x not in used and x not in slots:
                        used.add(x)
                        found = True
                        if kinds[x] == BACK:
                            c += 0.5 + 2.0 * p_broken
                        break
                if not found:
                    c += 3.0
                    need_destroy = True
                cost += c
            if cost < best[0]:
                best = (cost, site, need_destroy)
    return best


#: the codes of a cell in :func:`_plan`'s boards: what the plan reads of a tile
_EMPTY, _OTHER, _LIT, _BACK, _PORTAL, _DESTRUCT, _HIDDEN = 0, 1, 2, 3, 4, 5, 6
_CODES = (_EMPTY, _OTHER, _LIT, _BACK, _PORTAL, _DESTRUCT, _HIDDEN)
_GREED = 1.5


def plan(g: Any) -> tuple[float, int, tuple | None] | None:
    """The cheapest plan to power a portal, searched (the planner tries its first step,
    ``W["plan_steps"]``; None when no plan is found within ``W["plan_nodes"]`` boards, or
    no portal is explored).

    ``(price, site, first)``: the price in the units of :func:`assembly` (a Configurator
    slide or a Destruct Switch use 1 each, a face-down crystal back by the portal an
    Explore plus the chance that it is broken), the cell where the portal stands once
    powered, and the plan's first slide or destruction (``("slide", cell, side, spaces)``,
    ``("destroy", cell)``, or None when only Explores and the walk are left).  An A*
    search over the tiles alone: any tile slid in a straight line through empty cells (it
    must end next to a tile), and what ``W["plan_destroy"]`` allows destroyed (shipped: 0,
    nothing; 1: explored tiles; 2: any tile but a crystal or a portal).

    >>> import boardgames
    >>> from boardgames.bots.jungle import plan
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> _ = position.place_tile(game, (2, 1), 8)          # a portal, next to three backs
    >>> price, site, first = plan(game)     # first the tile at (3, 2) up into the middle
    >>> round(price, 2), game.cfg.cells[site], first
    (12.33, (2, 1), ('slide', 17, 0, 1))
    >>> W["plan_destroy"] = 2                            # destructions allowed
    >>> price, site, first = plan(game)     # destroy (2, 3), slide the back at (2, 4) in
    >>> round(price, 2), game.cfg.cells[site], first
    (10.33, (2, 1), ('destroy', 13))
    >>> W["plan_destroy"] = 0
    """
    return _planned(*_board_key(g), int(W["plan_nodes"]), int(W["plan_destroy"]))


@functools.lru_cache(maxsize=BOARDS)
def _planned(cfg: Any, num: tuple[int, ...], back: tuple[int, ...], orient: tuple[int, ...],
             pool: tuple[int, ...], nodes: int,
             destroy: int = 2) -> tuple[float, int, tuple | None] | None:
    good_left = sum(1 for t in pool if t in cfg.illuminated)
    p_broken = 1.0 - good_left / len(pool) if pool else 1.0
    return _search(cfg, _cell_codes(cfg, num, back, _CODES), good_left, p_broken, nodes,
                   destroy)


@functools.lru_cache(maxsize=BOARDS)
def _search(cfg: Any, start: tuple[int, ...], good_left: int, p_broken: float,
            nodes: int, destroy: int = 2) -> tuple[float, int, tuple | None] | None:
    neighbour, rays, adjacent = cfg.neighbour, cfg.rays, cfg.adjacent
    N = len(start)
    interior = [c for c in range(N) if all(y >= 0 for y in neighbour[c])]
    if start.count(_LIT) + min(start.count(_BACK), good_left) < 4 or _PORTAL not in start:
        return None
    back_cost = 1.0 + 2.5 * p_broken
    crystal = (_LIT, _BACK)

    # a lower bound of what the sides of a site still cost (:func:`_side_tables`); the lit
    # crystals are the same on every board of the search (a slide keeps them, and no
    # destruction takes one)
    side_of, moved_of = _side_tables(back_cost, start.count(_LIT))
    doomed = {2: (_OTHER, _DESTRUCT, _HIDDEN), 1: (_OTHER, _DESTRUCT), 0: ()}[destroy]
    inner_sides = [neighbour[c] for c in interior]
    # behind[e]: each side d of the empty cell e with a cell t on its far side, whose tile
    # a slide towards d would move through e
    behind = [[(d, neighbour[e][(d + 2) & 3]) for d in range(4) if neighbour[e][(d + 2) & 3] >= 0]
              for e in range(N)]
    whole = [all(y >= 0 for y in neighbour[p]) for p in range(N)]

    def h(s: tuple[int, ...], portals: tuple[int, ...]) -> float:
        # the four sides' kinds, as one number, index the tables (:func:`_side_tables`);
        # ``portals``: the cells of the portals on ``s``
        move = 99.0
        for a, b, c, d in inner_sides:
            v = moved_of[((s[a] * 7 + s[b]) * 7 + s[c]) * 7 + s[d]]
            if v < move:
                move = v
        best = 99.0
        for p in portals:
            if whole[p]:
                a, b, c, d = neighbour[p]
                v = side_of[((s[a] * 7 + s[b]) * 7 + s[c]) * 7 + s[d]]
                if v < best:
                    best = v
            if 1.0 + move < best:
                best = 1.0 + move
        return best

    def goal(s: tuple[int, ...]) -> tuple[float, int] | None:
        out = None
        for p in interior:
            if s[p] != _PORTAL:
                continue
            sides = [s[y] for y in neighbour[p]]
            if all(k in crystal for k in sides):
                backs = sides.count(_BACK)
                if sides.count(_LIT) + min(backs, good_left) < 4:
                    continue
                cost = backs * back_cost
                if out is None or cost < out[0]:
                    out = (cost, p)
        return out

    destroy_cost = 1.0 if _DESTRUCT in start else 2.0
    counter = 0
    # (f, -g, counter, board, first step, site, the portals' cells): deepest first on ties
    portals = tuple(c for c in range(N) if start[c] == _PORTAL)
    heap: list[tuple] = [(h(start, portals), 0.0, counter, start, None, -1, portals)]
    seen = {start: 0.0}
    expanded = 0
    while heap:
        f, gcost, _, s, first, site, portals = heapq.heappop(heap)
        gcost = -gcost
        if site >= 0:
            return gcost, site, first
        if seen.get(s, 99.0) < gcost:
            continue
        expanded += 1
        if expanded > nodes:
            return None
        done = goal(s)
        if done is not None:
            counter += 1
            heapq.heappush(heap, (gcost + done[0], -gcost - done[0], counter, s, first, done[1],
                                  portals))
        # the boards one slide or destruction away, each pushed as it is found (slides by
        # the empty cell they cross first, then destructions, by cell); the first step is
        # written out only for the start's own successors, the rest carry their first's
        for e in range(N):
            if s[e] != _EMPTY:
                continue
            for d, t in behind[e]:
                tile = s[t]
                if tile == _EMPTY:
                    continue
                k = 0
                for x in rays[t][d]:
                    if s[x] != _EMPTY:
                        break
                    k += 1
                    for y in adjacent[x]:       # it must end next to some other tile
                        if y != t and s[y] != _EMPTY:
                            cells = list(s)
                            cells[x], cells[t] = tile, _EMPTY
                            nxt = tuple(cells)
                            g2 = gcost + 1.0
                            if g2 < seen.get(nxt, 99.0) - 1e-9:
                                seen[nxt] = g2
                                counter += 1
                                moved = portals if tile != _PORTAL else tuple(
                                    x if q == t else q for q in portals)
                                heapq.heappush(heap, (g2 + _GREED * h(nxt, moved), -g2, counter,
                                                      nxt, first or ("slide", t, d, k), -1,
                                                      moved))
                            break
        for c in (range(N) if doomed else ()):
            if s[c] in doomed:
                cells = list(s)
                cells[c] = _EMPTY
                nxt = tuple(cells)
                g2 = gcost + destroy_cost
                if g2 < seen.get(nxt, 99.0) - 1e-9:
                    seen[nxt] = g2
                    counter += 1
                    heapq.heappush(heap, (g2 + _GREED * h(nxt, portals), -g2, counter, nxt,
                                          first or ("destroy", c), -1, portals))
    return None


@functools.lru_cache(maxsize=256)
def _side_tables(back_cost: float, lit: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """What :func:`plan`'s search bounds the four sides of a cell to cost, for every four
    kinds of cell (:data:`_CODES`, the number ``((a * 7 + b) * 7 + c) * 7 + d``), with the
    portal there (``side``) and with the portal still to be slid there (``moved``, one
    operation more, counted by the search): a lit crystal nothing, a back its Explore (or
    two operations to swap it for a lit one), an empty cell a slide, a tile two operations
    (cleared, then a crystal slid in), and every crystal short of four, counting the lit
    ones not yet by the portal, a back's Explore more.  The sums are taken in the order of
    the four sides, as the search always took them.  ``lit``: the lit crystals on the board."""
    crystal = (_LIT, _BACK)
    side = (1.0, 2.0, 0.0, min(back_cost, 2.0), 2.0, 2.0, 2.0)
    moved = (1.0, 2.0, 0.0, min(back_cost, 2.0), 1.0, 2.0, 2.0)
    # by kind, what a side adds to the crystals a site is short of: 1 for a cell that is no
    # crystal, 1 for a lit crystal (counted off the lit ones left to bring)
    short_of = tuple(int(k not in crystal) + int(k == _LIT) for k in range(len(_CODES)))
    kinds = range(len(_CODES))
    out = []
    for costs in (side, moved):
        table = []
        for ka, kb, kc, kd in itertools.product(kinds, repeat=4):
            short = short_of[ka] + short_of[kb] + short_of[kc] + short_of[kd] - lit
            v = costs[ka] + costs[kb] + costs[kc] + costs[kd]
            if short > 0:
                v += short * back_cost
            table.append(v)
        out.append(tuple(table))
    return out[0], out[1]


def _short(g: Any, margin: int = 3) -> bool:
    """Is some supply fewer than ``margin`` pieces from what the next Hatch, Grow, Spawn,
    Eggs Discovered, Hatchlings or Adults Emerge or two Spin Webs cards need?"""
    counts = [0, 0, 0]
    for f in g.features:
        if f:
            counts[0] += (f & NEST) != 0
            counts[1] += (f & TUNNEL) != 0
            counts[2] += (f & PORTAL) != 0
    margins = _margins(g.supply, sum(g.eggs), sum(g.hatchlings), sum(g.adults), counts)
    return any(m < margin for m in margins)


def _margins(supply: Sequence[int], eggs: int, hatch: int, adults: int,
             counts: Sequence[int]) -> tuple[int, ...]:
    """What the supply holds beyond what the next Hatch, Grow, Spawn, Eggs Discovered,
    Hatchlings Emerge, Adults Emerge and two Spin Webs cards would take (below 0: that card
    overruns), ``counts`` the (nests, tunnels, portals) on the board."""
    s0, s1, s2, s3 = supply
    return (s1 - eggs, s2 - hatch, s0 - adults, s0 - counts[0], s1 - counts[1],
            s2 - counts[2], s3 - 2 * adults)


@functools.lru_cache(maxsize=BOARDS)
def _collapse_buffer(num: tuple[int, ...], features: tuple[int, ...]) -> tuple[int, int]:
    """``(lowest number of an explored illuminated crystal, explored tiles numbered below
    it)``, ``(0, -1)`` with no such crystal: a Collapse takes the lowest explored tile, so
    those tiles are what it takes before a crystal."""
    ill = [n for n, f in zip(num, features, strict=True) if n > 0 and f & CRYSTAL]
    if not ill:
        return 0, -1
    low = min(ill)
    return low, sum(1 for n in num if 0 < n < low)


@functools.lru_cache(maxsize=BOARDS)
def _tile_facts(num: tuple[int, ...], back: tuple[int, ...], features: tuple[int, ...]
                ) -> tuple[int, int, tuple[int, int, int], bool]:
    """What :func:`evaluate` reads of the tiles alone, worked out once per board:
    ``(jungle tiles explored, Collapse buffer, (nests, tunnels, portals), a Configurator
    explored)``.  The buffer counts the explored tiles numbered below the lowest explored
    illuminated crystal (-1: no such crystal); nests, tunnels and portals are counted on the
    board, face-down or not."""
    explored = [c for c, n in enumerate(num) if n > 0]
    jungle = sum(1 for c in explored if back[c] == 0)
    buffer = _collapse_buffer(num, features)[1]
    counts = (sum(1 for f in features if f & NEST), sum(1 for f in features if f & TUNNEL),
              sum(1 for f in features if f & PORTAL))
    return jungle, buffer, counts, bool(_machine_cells(num, features)[0])


def evaluate(g: Any) -> float:
    """How good the position is for the team (higher is better); see the module docstring.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.bots.jungle import evaluate
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> round(evaluate(game), 1)
    -527.7
    >>> stung = position.add_aliens(game.copy(), (4, 2), adults=2)   # on the adventurers' tile
    >>> evaluate(stung) < evaluate(game)
    True
    >>> _ = position.place_tile(game, (2, 1), 8)                     # a portal explored
    >>> round(evaluate(game), 1)
    -370.2
    """
    if g.outcome is not None:
        return WIN if g.outcome == "escaped" else LOSS
    return _finish(g, _prefix(g))


def _same_prefix(g: Any, base: Any) -> bool:
    """Does :func:`_prefix` read the same of ``g`` as of ``base``?  (Its fields, the ones an
    action most often changes first; a move, a guide or a pass of equipment changes none.)"""
    return _same_aliens(g, base) and _same_board(g, base)


def _same_aliens(g: Any, base: Any) -> bool:
    """Are the aliens, the webs and the supply of ``g`` those of ``base``, and the threat
    cards still to come this turn (a Smoke Bomb skips some: :func:`_deck_risk`)?"""
    return (g.adults == base.adults and g.hatchlings == base.hatchlings
            and g.eggs == base.eggs and g.web == base.web and g.supply == base.supply
            and g.calm == base.calm)


def _prefix_on_board(g: Any, base: Any, pre: tuple) -> tuple:
    """:func:`_prefix` of ``g``, an action after ``base`` that changed no tile
    (:func:`_same_board`): ``pre``, ``base``'s prefix, when the aliens, webs and supply
    are the same too, else worked out on ``pre``'s tiles' part."""
    return pre if _same_aliens(g, base) else _prefix(g, pre[-1])


def _same_board(g: Any, base: Any) -> bool:
    """Does :func:`_board_part` read the same of ``g`` as of ``base``?  (A removal, a
    Compeller, webs cleared or equipment change no tile.)"""
    return (g.num == base.num and g.back == base.back and g.orient == base.orient
            and g.features == base.features and g.pools[1] == base.pools[1])


def _board_part(g: Any) -> tuple:
    """What :func:`_prefix` reads of the tiles alone: ``(board key, jungle tiles explored,
    Collapse buffer, (nests, tunnels, portals), a Configurator explored, the plan's price,
    its target, the steps to the target or to the nearest face-down jungle tile)``."""
    key = _board_key(g)
    num = key[1]
    jungle, buffer, counts, configurator = _tile_facts(num, key[2], tuple(g.features))
    price, target, _ = _price(key)
    walk: list[int] | None
    if target >= 0:
        walk = _dist(g.cfg, num, (target,))
    else:
        targets = [c for c in range(g.cfg.n) if num[c] == 0 and g.back[c] == 0]
        walk = _dist_from(g, targets) if targets else None
    return key, jungle, buffer, counts, configurator, price, target, walk


def _prefix(g: Any, board: tuple | None = None) -> tuple:
    """The part of :func:`evaluate` that reads the tiles, the aliens and the supply only (not
    where the adventurers stand, their health, hands or turn): the value so far and what
    :func:`_finish` needs of it (and, last, ``board``: :func:`_board_part`, worked out here
    when None).  A search that prices every move from one position works it out once
    (:func:`_same_prefix`); the sum is taken in the same order."""
    if board is None:
        board = _board_part(g)
    key, jungle, buffer, counts, configurator, price, target, walk = board
    v = -W["plan"] * price
    v += W["explore"] * jungle       # more found: machines, equipment, a Collapse buffer
    # a Collapse takes the lowest explored tile: keep a buffer below the crystals
    risk = _deck_risk(g) if W["deck"] else _EVEN_RISK
    if buffer >= 0:
        v -= W["buffer"] * _THIN_BUFFER.get(buffer, 0.0) * risk[-1]
    # aliens, webs and the supply: a piece weighs more as its supply runs short
    adults, hatch, eggs, webs = sum(g.adults), sum(g.hatchlings), sum(g.eggs), sum(g.web)
    sup = g.supply
    s0, s1, s2, s3 = sup
    aw = W["aliens"]
    v -= aw * 1.5 * eggs * (0.3 + eggs / (eggs + s0 + 1e-9))
    v -= aw * 2.5 * hatch * (0.3 + hatch / (hatch + s1 + 1e-9))
    v -= aw * 4.0 * adults * (0.3 + adults / (adults + s2 + 1e-9))
    v -= aw * 1.0 * webs * (0.3 + webs / (webs + s3 + 1e-9))
    # margins: what the next Hatch, Grow, Spawn, Eggs Discovered, Hatchlings Emerge,
    # Adults Emerge or two Spin Webs cards would need, against what the supply holds
    margins = _margins(sup, eggs, hatch, adults, counts)
    mw = W["margin"]
    for m, r in zip(margins, risk, strict=False):     # risk's last factor: the buffer's
        if m < 0:
            v -= mw * (10.0 + 15.0 * -m) * r
        elif m < 3:
            v -= mw * 3.0 * (3 - m) * r
    danger = [0.0, 0.0, 0.0]     # how much removing an egg, a hatchling, an adult would help
    if W["danger"]:              # (read by _finish only then)
        for m, helps in zip(margins, _MARGIN_HELPS, strict=True):
            if m < W["danger_margin"]:
                for k in helps:
                    danger[k] += W["danger_margin"] - m
    # the steps to the portal's site (or to the nearest face-down tile), and to the nearest
    # alien
    at_site = g.eggs[target] + g.hatchlings[target] + g.adults[target] if target >= 0 else 0
    aliens: list[int] | None
    hunt: float | None
    hunt = aliens = None
    if adults + hatch:
        # the share of the box on the board, of each piece
        pressure = max(adults / BOX["adults"], hatch / BOX["hatchlings"], webs / BOX["webs"])
        hunt = W["hunt"] * pressure
        nests = tuple(itertools.compress(range(g.cfg.n),
                                         map(operator.or_, g.adults, g.hatchlings)))
        aliens = _dist(g.cfg, key[1], nests)
    return v, price, target, configurator, danger, walk, at_site, hunt, aliens, board


#: which pieces removed widen each margin of :func:`_prefix` (0 eggs, 1 hatchlings, 2 adults)
_MARGIN_HELPS = ((0, 1), (1, 2), (2, 0), (0,), (1,), (2,), (2,))

#: what a Collapse buffer of 0, 1 or 2 tiles costs :func:`_prefix` (an adventurer at 1 or 2
#: health costs :func:`_finish` 12 or 4, written there as a conditional)
_THIN_BUFFER = {0: 12.0, 1: 5.0, 2: 2.0}


#: the threat cards (indices of ``THREAT_CARDS``) each margin of :func:`_margins` guards
#: against, and how many of them its margin counts (two Spin Webs), then the Collapse
_RISK_CARDS = tuple((tuple(THREAT_CARDS.index(n) for n in names), k) for names, k in (
    (("Hatch",), 1), (("Grow",), 1), (("Spawn",), 1), (("Eggs Discovered",), 1),
    (("Hatchlings Emerge",), 1), (("Adults Emerge",), 1),
    (tuple(n for n in THREAT_CARDS if n.startswith("Spin Webs")), 2), (("Collapse",), 1)))
#: :func:`_deck_risk` with ``W["deck"]`` off: every margin weighed as the evaluation was tuned
_EVEN_RISK = (1.0,) * len(_RISK_CARDS)


def _deck_risk(g: Any) -> tuple[float, ...]:
    """How much more (or less) than an even deck each margin of :func:`_margins`, and last
    the Collapse buffer, is at risk in the threat cards drawn before the team can answer:
    those left this turn and ``W["deck_turns"] - 1`` turns more at the rate of today.

    The draw pile's segments are public (the rulebook lets players read the discard; the
    view shows each segment's cards), so the team counts cards: a Grow already in the
    discard cannot overrun the adults before the pile is spent, and a card of a top segment
    no longer than the turn's draws comes within the turn.  Each factor is ``1 - W["deck"] +
    W["deck"] * ratio``, the ratio (at most ``W["deck_cap"]``) of the chance the card comes
    within those draws to the chance a card of an evenly shuffled deck of 17 would.
    """
    rate = threat_rate(g)
    now = g.draws_left if g.phase == "threats" else max(0, rate - g.calm)
    draws = now + max(0, round(W["deck_turns"]) - 1) * rate
    pile = tuple(tuple(seg) for seg in g.pile)
    return _risk_of(pile, draws, W["deck"], W["deck_cap"])


@functools.lru_cache(maxsize=4096)
def _risk_of(pile: tuple[tuple[int, ...], ...], draws: int, weight: float,
             cap: float) -> tuple[float, ...]:
    """:func:`_deck_risk` of a draw pile (segments from the top) and ``draws`` cards."""
    if draws <= 0:      # no card comes (a meter at rate 0, or Smoke Bombs): nothing at risk
        return (1.0 - weight,) * len(_RISK_CARDS)
    odds = _draw_odds(pile, draws)
    even = min(1.0, draws / len(THREAT_CARDS))
    out = []
    for cards, need in _RISK_CARDS:
        ratio = min(1.0, sum(odds[c] for c in cards) / need) / min(1.0, even * len(cards) / need)
        out.append(1.0 - weight + weight * min(cap, ratio))
    return tuple(out)


def _draw_odds(pile: tuple[tuple[int, ...], ...], draws: int) -> list[float]:
    """The chance that each threat card comes within the next ``draws`` cards of ``pile``
    (segments from the top, each in an unknown order; a spent pile is refilled with every
    card).  Shuffles within those draws are not followed.

    Examples
    --------
    >>> from boardgames.bots.jungle import _draw_odds
    >>> odds = _draw_odds(((9, 10, 14), (0, 1)), 2)     # Hatch, Grow, Collapse on top
    >>> [round(odds[c], 3) for c in (9, 10, 14, 0, 8)]
    [0.667, 0.667, 0.667, 0.0, 0.0]
    >>> _draw_odds(((9,),), 3)[9] > _draw_odds(((9,),), 3)[8] > 0   # then a new pile
    True
    """
    odds = [0.0] * len(THREAT_CARDS)
    left = draws
    for seg in pile:
        if left <= 0:
            break
        share = min(1.0, left / len(seg))
        for c in seg:
            odds[c] = share
        left -= len(seg)
    if left > 0:
        share = min(1.0, left / len(odds))
        odds = [1.0 - (1.0 - p) * (1.0 - share) for p in odds]
    return odds


def _finish(g: Any, prefix: tuple) -> float:
    """:func:`evaluate` of the unfinished game ``g`` from its :func:`_prefix`."""
    v, price, target, configurator, danger, walk, at_site, hunt, aliens, _ = prefix
    cfg = g.cfg
    N = cfg.n
    # the adventurers
    health, adjacent, on_board = cfg.health, cfg.adjacent, g.adults
    seat, left = g.seat, g.actions_left
    immune, hps, roles = g.immune, g.hp, g.roles
    for j, cell in enumerate(g.pos):
        if immune[j]:
            continue
        hp = hps[j]
        a = on_board[cell]
        if a and j == seat and (left >= a or (left and roles[j] == "Biologist")):
            a *= 0.25      # the adventurer acting now can still remove them
        near = 0
        for c in adjacent[cell]:
            near += on_board[c]
        v -= (3.0 + 4.0 / hp) * (a + 0.25 * near)
        # low health: a conditional, not a dict lookup (this runs for every adventurer of
        # every position priced)
        v -= (12.0 if hp == 1 else 4.0 if hp == 2 else 0.0) + 0.3 * (health[roles[j]] - hp)
    # where the team stands (the steps are whole numbers: summed in plain loops, which
    # cost a third of a comprehension's for two to five adventurers)
    pos = g.pos
    if target >= 0:
        on = 0.6 if price > 0 else 3.0
        if price == 0:
            v += 40.0          # powered: worth more than the walk it now asks for
        steps = 0
        for cell in pos:
            d = walk[cell]
            steps += d if d < 15 else 15
        v -= on * steps
        v -= (6.0 if price == 0 else 2.0) * at_site
        if price > 0 and not configurator:
            v -= 6.0
    elif walk is not None:
        nearest, steps = INF, 0
        for cell in pos:
            d = walk[cell]
            if d < nearest:
                nearest = d
            steps += d if d < 10 else 10
        v -= 0.8 * nearest + 0.3 * steps
    # hunting: the acting adventurer heads for the aliens when their supply runs short
    if hunt is not None:
        d = aliens[pos[seat]]
        v -= hunt * (d if d < 8 else 8)
    # a supply close to an overrun: the acting adventurer heads for the pieces whose
    # removal widens the narrowest margins
    if W["danger"] and g.phase == "actions":
        here = pos[seat]
        for k, pieces in enumerate((g.eggs, g.hatchlings, g.adults)):
            if danger[k] > 0:
                cells = [c for c in range(N) if pieces[c]]
                if cells:
                    v -= W["danger"] * danger[k] * min(_dist_from(g, cells)[here], 8)
    cards = 0
    for hand in g.hands:
        cards += len(hand)
    v += 0.5 * cards
    return v


def _board_key(g: Any) -> tuple:
    """What the plan's price (:func:`assembly`) of a board, and of a board after a slide or
    a destruction, depends on: the tiles, their backs and turns, the crystals not yet seen
    (and the layout, by identity)."""
    return (g.cfg, tuple(g.num), tuple(g.back), tuple(g.orient), tuple(g.pools[1]))


@functools.lru_cache(maxsize=BOARDS)
def _cheapens(a: Slide | Destroy, plan: tuple) -> bool:
    """Does the slide or destruction ``a`` lower the price of the plan board ``plan``
    (:func:`_plan_board`)?  The tiles alone decide it, and the same question comes back at
    every decision until a tile changes.  Not when it changes only cells the price never
    read (:func:`_leaves_price`); else the board after it is priced."""
    t, x = _cells_changed(a, plan[0])
    if _leaves_price(plan, t, x):
        return False
    return _assembly(*_plan_after(a, plan))[0] < _assembly(*plan)[0] - 1e-6


def _cells_changed(a: Slide | Destroy, cfg: Any) -> tuple[int, int]:
    """``(t, x)``: the slide ``a`` moves the tile on cell ``t`` to cell ``x``, ``a.spaces``
    cells towards ``a.direction``; a destruction empties ``t`` (and ``x`` is ``t``)."""
    t = x = cfg.cell_index(a.tile)
    if isinstance(a, Slide):
        d = SIDES.index(a.direction)
        for _ in range(a.spaces):
            x = cfg.neighbour[x][d]
    return t, x


def _plan_after(a: Slide | Destroy, plan: tuple) -> tuple:
    """The plan board ``plan`` (:func:`_plan_board`) after the slide or destruction ``a``,
    as the engine leaves the tiles: a slide moves the tile ``a.spaces`` cells towards
    ``a.direction`` (a slide ends no game); a destruction empties the cell (a face-down
    tile is priced as gone, whatever it hides: the plan's price does not depend on it)."""
    cfg, kinds, good_left, unseen = plan
    t, x = _cells_changed(a, cfg)
    after = list(kinds)
    after[x] = kinds[t]
    after[t] = _KIND_EMPTY
    return cfg, tuple(after), good_left, unseen


def _leaves_price(plan: tuple, t: int, x: int) -> bool:
    """Does emptying cell ``t`` of the plan board ``plan`` (:func:`_plan_board`), and
    putting what lay there on cell ``x`` (``x == t``: nothing), certainly leave the plan's
    price as it is?  Yes when neither cell is one whose kind :func:`_assembly` read and
    the tile moved or taken is no portal and no illuminated crystal (which it finds and
    counts on the whole board): every question it asks then gets the same answer, so it
    takes the same path to the same price."""
    kinds = plan[1]
    if kinds[t] == _KIND_PORTAL or kinds[t] == _KIND_LIT:
        return False
    reads = _assembly_reads(plan)
    return t not in reads and x not in reads


class _Traced(tuple):
    """A plan board's kinds that note the cells read one by one (:func:`_assembly_reads`)."""

    reads: set[int]

    def __getitem__(self, i: Any) -> Any:
        self.reads.add(i)
        return tuple.__getitem__(self, i)


@functools.lru_cache(maxsize=BOARDS)
def _assembly_reads(plan: tuple) -> frozenset[int]:
    """The cells whose kind :func:`_assembly` reads one by one to price the plan board
    ``plan`` (:func:`_plan_board`), found by pricing it once more on kinds that note them
    (its search for the portals and its count of illuminated crystals aside)."""
    cfg, kinds, good_left, unseen = plan
    traced = _Traced(kinds)
    traced.reads = set()
    _assembly.__wrapped__(cfg, traced, good_left, unseen)
    return frozenset(traced.reads)


def _first_step(g: Any, a: Slide | Destroy) -> bool:
    """Is the slide or destruction ``a`` the first step of :func:`plan`'s plan?"""
    found = plan(g)
    if found is None or found[2] is None:
        return False
    first, cells = found[2], g.cfg.cells
    if isinstance(a, Slide):
        return first[0] == "slide" and (a.tile, a.direction, a.spaces) == (
            cells[first[1]], SIDES[first[2]], first[3])
    return first[0] == "destroy" and a.tile == cells[first[1]]


def _step_bonus(g: Any, a: Slide | Destroy) -> float:
    """``W["plan_steps"]``: a step of the searched plan counts as one action off the plan's
    price, whatever :func:`assembly`'s estimate says of the board after it."""
    board = _plan_board(_board_key(g))
    before, after = _assembly(*board)[0], _assembly(*_plan_after(a, board))[0]
    return W["plan"] * max(0.0, after - (before - 1.0))


def _maroons(g: Any, c: int) -> bool:
    """Would removing the explored tile on ``c`` lose the game at once: an illuminated
    crystal, or the last portal (the rule of :func:`.game_end.check_marooned`)?"""
    return _marooning(g.cfg, g.num[c], g.removed)


def _marooning(cfg: Any, n: int, removed: Iterable[int]) -> bool:
    """:func:`_maroons` for the tile numbered ``n``, the tiles ``removed`` already gone."""
    return n in cfg.illuminated or bool(cfg.portals) and cfg.portals <= {*removed, n}


def _destroyable(num: Sequence[int], back: Sequence[int], features: Sequence[int], c: int,
                 keep_buffer: float) -> bool:
    """May the planner use the Destruct Switch on cell ``c``?  Never on an illuminated
    crystal, nor on the last portal, nor (``keep_buffer``) on an explored tile numbered below
    every illuminated crystal while at most ``keep_buffer`` such tiles are left: a Collapse
    takes the lowest explored tile, and that buffer is what it takes instead of a crystal.
    A face-down crystal may go (it may be illuminated)."""
    if num[c] == 0:
        return back[c] == 0
    f = features[c]
    if f & CRYSTAL:
        return False
    if keep_buffer:
        low, buffer = _collapse_buffer(tuple(num), tuple(features))
        if buffer >= 0 and num[c] < low and buffer <= keep_buffer:
            return False
    if f & PORTAL:
        return sum(1 for x, n in enumerate(num) if n > 0 and features[x] & PORTAL) > 1
    return True


@functools.lru_cache(maxsize=BOARDS)
def _slides_lower(plan: tuple) -> bool:
    """Does some Configurator slide cheapen the plan board ``plan`` (:func:`_plan_board`)?
    The same question comes back at every decision until a tile changes."""
    cfg, kinds = plan[0], plan[1]
    cells, rays = cfg.cells, cfg.rays
    return any(_cheapens(Slide(cells[t], SIDES[d], k), plan)
               for t, d, k in slides_on(cfg, kinds)
               if not _leaves_price(plan, t, rays[t][d][k - 1]))


def _destroys_lower(key: tuple, features: tuple[int, ...], occupied: Iterable[int],
                    removed: frozenset[int], keep_buffer: float) -> bool:
    """Does some use of the Destruct Switch the planner allows itself (:func:`_destroyable`,
    never one that loses the game there and then) cheapen the plan of the board ``key``
    (:func:`_board_key`)?  Besides the tiles, it depends on where the adventurers stand
    (``occupied``: no tile under an adventurer) and which tiles are gone."""
    return _DestroyChecks.of(key, features, removed, keep_buffer).any_free(occupied)


class _DestroyChecks:
    """The cells of one board whose destruction the planner allows itself, adventurers
    aside (:func:`_destroy_cells`), and which of them cheapen the plan, found out cell by
    cell as they are asked: the tiles decide it, and the question comes back at every
    decision until a tile changes, wherever the team stands."""

    __slots__ = ("cells", "destroys", "known", "plan")

    def __init__(self, key: tuple, features: tuple[int, ...], removed: frozenset[int],
                 keep_buffer: float):
        cfg = key[0]
        self.plan = _plan_board(key)
        self.cells = tuple(_destroy_cells(cfg, key[1], key[2], features, (), removed,
                                          keep_buffer))
        self.destroys = [Destroy(cfg.cells[c]) for c in self.cells]
        self.known: dict[int, bool] = {}

    @staticmethod
    @functools.lru_cache(maxsize=BOARDS)
    def of(key: tuple, features: tuple[int, ...], removed: frozenset[int],
           keep_buffer: float) -> _DestroyChecks:
        return _DestroyChecks(key, features, removed, keep_buffer)

    def any_free(self, occupied: Iterable[int]) -> bool:
        """Does destroying one of the cells no adventurer stands on cheapen the plan?"""
        known = self.known
        for c, a in zip(self.cells, self.destroys, strict=True):
            if c in occupied:
                continue
            cheaper = known.get(c)
            if cheaper is None:
                cheaper = known[c] = _cheapens(a, self.plan)
            if cheaper:
                return True
        return False


def _destroy_cells(cfg: Any, num: Sequence[int], back: Sequence[int], features: Sequence[int],
                   occupied: Iterable[int], removed: Iterable[int],
                   keep_buffer: float) -> Iterator[int]:
    """The cells the planner may use the Destruct Switch on (:func:`_destroyable`): a tile,
    no adventurer on it, and not one whose removal loses the game there and then."""
    occupied = set(occupied)
    for c in range(cfg.n):
        if num[c] == -1 or c in occupied or not _destroyable(num, back, features, c, keep_buffer):
            continue
        if num[c] > 0 and _marooning(cfg, num[c], removed):
            continue
        yield c


def _helps(g: Any, a: Any, direct: bool = False, plan: tuple | None = None,
           steps: bool | None = None) -> bool:
    """A slide or a destruction is worth trying when it cheapens the plan (or clears aliens)
    or is the searched plan's first step (:func:`_searched`), and, for a destruction, does
    not lose the game there and then.  ``plan``: the plan board of ``g``
    (:func:`_plan_board`), when the caller has it."""
    if isinstance(a, Destroy):
        c = g.cfg.cell_index(a.tile)
        if not direct and g.eggs[c] + g.hatchlings[c] + 2 * g.adults[c] >= W["destroy_at"]:
            return True
        if g.num[c] > 0 and _maroons(g, c):
            return False
    if _cheapens(a, plan if plan is not None else _plan_board(_board_key(g))):
        return True
    return _searched(steps) and _first_step(g, a)


def _stepping(steps: bool | None) -> bool:
    """Are the searched plan's steps tried (``W["plan_steps"]``, or a planner's own
    ``steps``)?"""
    return bool(W["plan_steps"] if steps is None else steps)


def _searched(steps: bool | None) -> bool:
    """Is the searched plan (:func:`plan`) asked at all: its steps tried, or its price
    taken (``W["plan_search"]``)?"""
    return bool(W["plan_search"]) or _stepping(steps)


def _may_destroy(g: Any, a: Destroy) -> bool:
    """:func:`_destroyable` for the destruction ``a`` in the game ``g``."""
    c = g.cfg.cell_index(a.tile)
    return _destroyable(g.num, g.back, g.features, c, W["keep_buffer"])


def _lowering(g: Any, kind: type, key: tuple | None = None,
              steps: bool | None = None) -> bool:
    """Would some Configurator slide (or Destruct Switch use) anywhere cheapen the plan, or
    take the searched plan's first step (:func:`_searched`)?  ``key``: :func:`_board_key`
    of ``g``, when the caller has it."""
    if not _searched(steps):
        # the tiles, the adventurers' cells and the tiles gone decide it: asked once a board
        if key is None:
            key = _board_key(g)
        if kind is Slide:
            return _slides_lower(_plan_board(key))
        return _destroys_lower(key, tuple(g.features), g.pos, frozenset(g.removed),
                               W["keep_buffer"])
    cells = g.cfg.cells
    cands: list[Any]
    if kind is Slide:
        cands = [Slide(cells[t], SIDES[d], k) for t, d, k in g.slide_targets()]
    else:
        cands = [Destroy(cells[c]) for c in _destroy_cells(g.cfg, g.num, g.back, g.features,
                                                           g.pos, g.removed, W["keep_buffer"])]
    return any(_helps(g, a, direct=True, steps=steps) for a in cands)


class _Open:
    """A table over a made-up world (see :meth:`JunglePlanner.choose_in`): its public copy is
    the world itself, and its determinisations give the world a fresh generator."""

    __slots__ = ("game", "seat")

    def __init__(self, game: Any):
        self.game = game
        self.seat = game.current_player

    def public_copy(self) -> Any:
        return self.game

    def determinise(self, rng: random.Random) -> Any:
        return self.game.redeal(self.seat, rng)


#: the turns after an estimate's root whose decisions the rollouts share
#: (:class:`SharedDecisions`).  Measured at ``benchmarks/bench_win_chance.py``'s slowest
#: position (Forbidden Jungle seed 2, turn 6, 371 rollouts): of the 1,860 decisions of
#: the root's turn, 1,855 repeat one another rollout took; of the 1,855 of the turn after,
#: 1,639 (the threat cards drawn in between often leave the same position whatever their
#: order); of the next turn's, 174, and after that almost none.
SHARED_TURNS = 1


class SharedDecisions:
    """The planner's decisions shared by the rollouts of one estimate
    (:func:`boardgames.analysis.win_chance`), from its root to the end of the turn after.

    Every rollout starts from the same position with bots of the same options, and the
    first chance the game draws (a tile turned up, a threat card) often leaves a
    position another rollout met already: there the planner would decide again exactly
    as it did.  So :meth:`JunglePlanner.choose_in` keeps each decision by the position
    (:func:`~boardgames.forbidden_jungle.state.state_key`) and the free actions already
    taken this turn (the planner's one memory), and a later rollout in that position
    takes the action at the same place of the same list of legal actions.

    Only decisions made from the position alone are kept: one that averaged imagined
    outcomes drawn from the bot's own generator (the three tiles of an Explore, which
    differ from rollout to rollout) or that read the world's own (an Escape from a
    collapse, priced on a copy that goes on to draw the turn's last threat cards; the
    world's generator is sealed while the planner decides,
    :meth:`~boardgames.core.chance.ChanceSource.sealed`) is decided afresh every time, and a position with an outcome forced by a teacher is
    never kept.  So the estimate is the one the rollouts would give without it, rollout
    for rollout (``tests/analysis/test_shared_decisions.py``).  The rollouts of one
    estimate share one of these per bot name, and the bots of one name have the same
    options (:func:`boardgames.analysis.win_chance`).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.analysis import win_chance
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
    >>> shared = win_chance(game, rollouts=40, seed=1)
    >>> plain = win_chance(game, rollouts=40, seed=1, bot_options={"planner": {"share": False}})
    >>> shared.counts == plain.counts
    True
    """

    __slots__ = ("cfg", "last_turn", "decisions")

    def __init__(self, root: Any):
        self.cfg = root.cfg
        self.last_turn = root.turn + SHARED_TURNS
        #: (state key, free actions taken this turn) -> (index in the legal actions,
        #: whether the choice counts a free action)
        self.decisions: dict[tuple, tuple[int, bool]] = {}


class JunglePlanner(Bot):
    """Cooperative goal-directed planner (see the module docstring).

    ``samples``: imagined outcomes averaged for an action with a chance event;
    ``max_free``: free actions (passing, equipment) it may take in one turn;
    ``two_step``: when no single action improves the position, look for a move
    (or a removal) that pays off with the action after it before ending the turn;
    ``steps``: also try the first step of the searched plan (:func:`plan`: the fewest
    Configurator slides that power a portal), counted as one action off the plan's price
    even where :func:`assembly`'s estimate does not fall (None: as ``W["plan_steps"]``
    says, on since 2026-12-06; False: about a twelfth of the CPU a game, 0.03 against
    0.35 CPU-s at 2 players novice, and a weaker team, what
    :func:`boardgames.analysis.win_chance` plays in its rollouts);
    ``share``: in the rollouts of :func:`boardgames.analysis.win_chance`, take the
    decision another rollout took in the same position near the root instead of working
    it out again (:class:`SharedDecisions`: the same choices, less work; False: decide
    every time, to compare).
    """

    name = "planner"

    def __init__(self, seed: int | None = None, samples: int = 3, max_free: int = 4,
                 two_step: bool = True, steps: bool | None = None, share: bool = True):
        read_int(samples, "the planner's samples (imagined outcomes of a chance action)", 1)
        read_int(max_free, "the planner's max_free (free actions a turn)", 0)
        if steps is not None and not isinstance(steps, bool):
            raise ValueError(f"the planner's steps must be True, False or None, not {steps!r}")
        if not isinstance(share, bool):
            raise ValueError(f"the planner's share must be True or False, not {share!r}")
        self.share = share
        self.steps = steps
        self.rng = random.Random(seed)
        self.samples = samples
        self.max_free = max_free
        self.two_step = two_step
        self._free = (-1, 0)
        #: True: each decision leaves ``scores``, the ``(value, action)`` of every action it
        #: rated (the search team reads its runners-up there)
        self.keep_scores = False
        self.scores: list[tuple[float, Any]] | None = None
        #: how many decisions so far averaged imagined outcomes drawn from ``rng``
        #: (:meth:`choose_in` keeps only the decisions that did not)
        self._sampled = 0

    def choose(self, view: Mapping[str, Any], actions: list, table: Table | _Open | None = None) -> Any:
        if len(actions) == 1:
            return actions[0]
        if table is None:
            raise ValueError("the planner needs the table (use play_turns or simulate)")
        kinds = list(map(type, actions))
        if ActivatePortal in kinds:
            return actions[kinds.index(ActivatePortal)]
        base = table.public_copy()
        # what the tiles, aliens and supply are worth now: most actions leave them as they are
        pre = _prefix(base) if base.outcome is None else None
        now = evaluate(base) if pre is None else _finish(base, pre)
        key = _board_key(base) if pre is None else pre[-1][0]
        plan = _plan_board(key)
        steps = self.steps
        every_job = _jobs(base, key, steps)
        jobs = _shared(base, every_job)
        walk = _job_walk(base, jobs)
        # a Guide's steps towards a powered portal are priced by the evaluation already
        team = _job_walk(base, every_job) if W["team_walk"] and _price(key)[0] > 0 else None
        if walk is not None:
            now -= _JOB_WEIGHT * min(walk[base.pos[base.seat]], 12)
        turn = view["turn"]
        free_used = self._free[1] if self._free[0] == turn else 0
        best, best_v = None, float("-inf")
        end = None
        smoke = energy = None
        scores = self.scores = [] if self.keep_scores else None
        stepping = _stepping(steps)
        # the classes of the actions are compared by identity (none is subclassed): this loop
        # runs for every action of every decision
        for a, kind in zip(actions, kinds, strict=True):
            if kind is EndTurn:
                end = a
                continue
            free = kind is PassEquipment or kind is UseEquipment
            if free:
                # only *playing* a Smoke Bomb or an Energy Bar is held back for the turn's end;
                # passing one is an ordinary free action (else two adventurers on one tile
                # would hand the card back and forth for ever)
                effect = base.cfg.card_effect.get(a.card) if kind is UseEquipment else None
                if effect == "smoke-bomb":
                    smoke = a
                    continue
                if effect == "energy-bar":
                    energy = a
                    continue
                if free_used >= self.max_free:
                    continue
            tiles = kind is Slide or kind is Destroy
            if kind is Destroy and not _may_destroy(base, a):
                continue
            if tiles and not _helps(base, a, plan=plan, steps=steps):
                continue
            if kind is Explore or kind is Destroy:   # the kinds that may meet chance:
                v = self._value(table, base, a, jobs, pre, walk)   # it asks _meets_chance
            else:
                v = _priced_after(base, a, jobs, pre, walk)
            if stepping and tiles and _first_step(base, a):
                v += _step_bonus(base, a)
            if team is not None and (kind is Guide or (kind is Move and a.companion)):
                v += _team_walk_gain(base, a, team)
            if free:
                v -= 0.5   # a free action must clearly help
            if scores is not None:
                scores.append((v, a))
            if v > best_v:
                best, best_v = a, v
        if best is not None and best_v > now + 1e-6:
            if isinstance(best, PassEquipment | UseEquipment):
                self._free = (turn, free_used + 1)
            return best
        if self.two_step and base.actions_left >= 2:
            step = self._two_step(base, actions, now, jobs, pre)
            if step is not None:
                return step
        if energy is not None and base.actions_left == 0 and (
                assembly(base)[1] >= 0 or W["energy"] >= 2
                or (W["energy"] >= 1 and _short(base))):
            return energy
        if end is not None:
            if smoke is not None and (base.level >= 3 or assembly(base)[0] <= 3):
                return smoke
            return end
        if isinstance(best, PassEquipment | UseEquipment):
            self._free = (turn, free_used + 1)   # counted here too, or passes could loop
        return best if best is not None else actions[0]

    def act_in(self, world: Any, seat: int) -> Any:
        """The action for ``seat`` in a made-up world it may read whole: :meth:`choose_in`
        (see :meth:`Bot.act_in`).

        >>> import boardgames
        >>> from boardgames.bots import Table, decide
        >>> from boardgames.bots.jungle import JunglePlanner
        >>> world = Table(boardgames.new_game("forbidden-jungle", players=2, seed=1),
        ...               0).public_copy().copy()
        >>> JunglePlanner(seed=1).act_in(world, 0) == decide(JunglePlanner(seed=1), world, 0)
        True
        """
        return self.choose_in(world)

    def choose_in(self, game: Any) -> Any:
        """The action for the seat to act in ``game``, a game it may read whole.

        For a made-up world the caller plays forward (a rollout of
        :func:`boardgames.analysis.win_chance` or of the search team): every fact
        in it is already imagined, so the planner reads it directly instead of
        through a view and a lent table (the same choice, without their cost).

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.bots import Table, decide
        >>> from boardgames.bots.jungle import JunglePlanner
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
        >>> world = Table(game, 0).public_copy().copy()
        >>> JunglePlanner(seed=1).choose_in(world) == decide(JunglePlanner(seed=1), world, 0)
        True
        """
        shared = self.shared
        turn = game.turn
        if shared is None or turn > shared.last_turn or game.cfg is not shared.cfg \
                or self.keep_scores or game.chance.forced:
            return self.choose({"turn": turn}, game.legal_actions(), _Open(game))
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        # a rollout near its root: the decision another rollout took in this position
        before = self._free
        free_used = before[1] if before[0] == turn else 0
        key = (state_key(game), free_used)
        known = shared.decisions.get(key)
        if known is not None:
            index, counted = known
            if counted:
                self._free = (turn, free_used + 1)
            self.scores = None
            return actions[index]
        # decide with the world's generator sealed: a decision that reads it (the threat
        # cards an Escape goes on to draw, priced on a copy) is not one to keep
        mine = self.rng.getstate()
        sampled = self._sampled
        try:
            with game.chance.sealed():
                a = self.choose({"turn": turn}, actions, _Open(game))
        except FutureRead:
            # decided again as without sharing: the bot's generator as it was before
            self.rng.setstate(mine)
            return self.choose({"turn": turn}, actions, _Open(game))
        if self._sampled == sampled:      # decided from the position alone: keep it
            index = next(i for i, b in enumerate(actions) if b is a)
            shared.decisions[key] = (index, self._free != before)
        return a

    def shared_by_rollouts(self, root: Any) -> SharedDecisions | None:
        """The decisions the rollouts of one estimate from ``root`` share
        (:class:`SharedDecisions`; see :meth:`Bot.shared_by_rollouts`), None with
        ``share=False``.

        >>> import boardgames
        >>> from boardgames.bots.jungle import JunglePlanner
        >>> root = boardgames.new_game("forbidden-jungle", players=2, seed=1)
        >>> shared = JunglePlanner(seed=1).shared_by_rollouts(root)
        >>> shared.last_turn, shared.decisions
        (2, {})
        >>> JunglePlanner(seed=1, share=False).shared_by_rollouts(root) is None
        True
        """
        return SharedDecisions(root) if self.share else None

    def _two_step(self, base: Any, actions: list, now: float, jobs: list[int] | None,
                  pre: tuple | None = None) -> Any:
        """No single action improves the position: is there a move that pays off with the
        action after it?  (A walk past a worse tile to a better one.)  ``pre``:
        :func:`_prefix` of ``base`` (or None), reused after a first step that leaves what
        it reads alone."""
        best, best_v = None, now + 1e-6
        # after a first step that walks (a move, a guide), a second that walks prices a
        # position told apart from the others by the adventurers' cells alone (and the
        # actions left), and several pairs of steps reach the same cells: priced once
        walked: dict[tuple, float] = {}
        for a in actions:
            kind = type(a)
            if kind is not Move and kind is not Guide and kind is not Remove:
                continue
            g = base.copy()
            g.apply(a)
            if g.outcome is not None or g.phase != "actions":
                continue
            if pre is not None and _same_board(g, base):
                first = _prefix_on_board(g, base, pre)
            else:
                first = _prefix(g)
            walk = _job_walk(g, jobs)
            seen = walked if kind is not Remove and first is pre else None
            for b in g.legal_actions():
                # no slide, destruction, equipment or exploration (which meets chance:
                # :func:`_meets_chance`) as the second step
                if type(b) in _NOT_SECOND:
                    continue
                v = _priced_after(g, b, jobs, first, walk, seen)
                if v > best_v:
                    best, best_v = a, v
        return best

    def _value(self, table: Table | _Open, base: Any, a: Any, jobs: list[int] | None,
               pre: tuple | None, walk: list[int] | None) -> float:
        """The position after ``a`` (averaged over imagined outcomes of a chance action), less
        the walk to the jobs; ``pre``: :func:`_prefix` of ``base``, reused when ``a`` leaves
        what it reads unchanged; ``walk``: :func:`_job_walk` of ``base``."""
        if not _meets_chance(base, a):
            return _priced_after(base, a, jobs, pre, walk)
        if W["back_explore"] and type(a) is Explore and base.back[base.pos[base.seat]] == 1 \
                and base.pools[1]:
            return _back_explore_value(base, a, jobs)
        total = 0.0
        self._sampled += 1            # this decision read the generator (see choose_in)
        for _ in range(self.samples):
            g = table.determinise(self.rng)
            g.apply(a)
            total += evaluate(g) - _job_cost(g, jobs)
        return total / self.samples


def _back_explore_value(base: Any, a: Explore, jobs: list[int] | None) -> float:
    """The value of exploring the face-down crystal back underfoot (``W["back_explore"]``):
    the position after it averaged over every crystal not yet seen (the unseen pool is
    public: every tile turned up so far is on the table), each equally likely, instead of
    over a few imagined ones; plus, weighted ``W["back_explore"]``, the actions of the
    plan's price (:func:`assembly`, ``W["plan"]`` each) by which that average falls short
    of one action saved.

    Why the credit: a back by the target portal is priced as an Explore plus the chance
    that it is broken times a replacement, while the average over what it may show is
    dearer (a broken crystal there costs more than the back's price says), so without it
    an adventurer standing on the back may end turn after turn instead of looking.  The
    Explore itself is the action that the plan's price counts; the credit makes it worth
    the action it is."""
    # a tile someone queued with ``force`` is what the Explore turns over: nothing to average
    queued = any(kind == "tile" for kind, _ in base.chance.forced)
    pool = (None,) if queued else base.pools[1]
    before = _price(_board_key(base))[0]
    total = price = 0.0
    for t in pool:
        h = base.copy()
        if t is not None:
            h.force("tile", t)      # (cheaper than apply's outcome=, which probes a copy)
        h.apply(a)
        total += evaluate(h) - _job_cost(h, jobs)
        # (should the Explore end the game, it counts as the action saved)
        price += assembly(h)[0] if h.outcome is None else before - 1.0
    n = len(pool)
    return total / n + W["back_explore"] * W["plan"] * max(0.0, price / n - (before - 1.0))


def _meets_chance(g: Any, a: Any) -> bool:
    """Is the legal action ``a`` one the planner averages over imagined outcomes: one that
    turns a tile over (``g.chance_of(a) is not None``)?  Asked of every action priced, so
    answered from the rules: an Explore is legal on a face-down tile only and always turns
    it over (:func:`.moves.explore`); the Destruct Switch turns the tile over when it is
    face down, and draws nothing else (:func:`.machines.destroy`).  Any other action is
    priced on one copy (an Escape from a collapse can go on to draw the turn's last threat
    cards there: from the copy's own generator, which a bot's table has replaced)."""
    kind = type(a)
    if kind is Explore:
        return True
    if kind is Destroy:
        return g.num[g.cfg.cell_index(a.tile)] == 0
    return False


#: what a removal (:func:`.moves.remove`) and a Compeller use (:func:`.machines.compel`) may
#: change besides the actions left: the aliens, the webs and the supply
_ALIEN_FIELDS = ("eggs", "hatchlings", "adults", "web", "supply")


def _priced_on_the_aliens(g: Any, a: Remove | Compel, pre: tuple,
                          walk: list[int] | None) -> float:
    """The value of ``g`` after the removal or Compeller use ``a`` (no outcome forced),
    played by the engine's own rule on ``g`` itself and put back at once: the rule changes
    only the alien lists, the webs, the supply and the actions left (:data:`_ALIEN_FIELDS`),
    no tile, and ends no game, so the tiles' part of the prefix and the walk to the jobs
    stand."""
    lists = [getattr(g, name) for name in _ALIEN_FIELDS]
    saved = [list(values) for values in lists]
    left = g.actions_left
    try:
        g.apply(a)
        return _finish(g, _prefix(g, pre[-1])) - _walk_cost(g, walk)
    finally:
        for values, before in zip(lists, saved, strict=True):
            values[:] = before
        g.actions_left = left


#: what a step of the acting adventurer's walk to the nearest job costs
_JOB_WEIGHT = 3.0


def _jobs(g: Any, key: tuple, steps: bool | None = None) -> list[int] | None:
    """Where the adventurer acting now should head: the machine whose next use cheapens
    the plan (or takes the searched plan's first step), the powered portal, or (no portal
    yet) a face-down jungle tile.  ``key``: :func:`_board_key` of ``g``."""
    if g.phase != "actions":
        return None
    num, features = g.num, g.features
    N = g.cfg.n
    price, target, _ = _price(key)
    if target >= 0 and price == 0:
        return [target]
    if target >= 0:
        # a machine is a job when using it anywhere would cheapen the plan (asked only
        # when the machine is on the board: the question costs a pricing per slide)
        configurators, switches = _machine_cells(key[1], tuple(features))
        jobs = list(configurators)
        if jobs and not _lowering(g, Slide, key, steps):
            jobs = []
        if switches and _lowering(g, Destroy, key, steps):
            jobs += switches
        crystals = [y for y in g.cfg.neighbour[target] if y >= 0 and num[y] == 0 and g.back[y] == 1]
        jobs += crystals
        if jobs:
            return jobs
    jobs = [c for c in range(N) if num[c] == 0 and g.back[c] == 0]
    if W["inner_first"] and target < 0:
        # a portal found off the rim can be powered where it lies: look there first
        interior = _interior_cells(g.cfg)
        inner = [c for c in jobs if c in interior]
        jobs = inner or jobs
    return jobs or None


def _team_walk_gain(g: Any, a: Guide | Move, team: list[int]) -> float:
    """What ``a`` saves the adventurers it carries (a Navigator's Guide, the Healer's
    companion) on their walks to the jobs (``team``: :func:`_job_walk` of every job),
    weighted ``W["team_walk"]``; the mover's own walk is priced as before."""
    moved = []
    if isinstance(a, Guide):
        moved.append(a.adventurer)
    if a.companion is not None:
        moved.append(a.companion)
    if not moved:
        return 0.0
    to = g.cfg.cell_index(a.to)
    gain = 0
    for role in moved:
        here = g.pos[g.seat_of[role]]
        gain += min(team[here], 12) - min(team[to], 12)
    return W["team_walk"] * _JOB_WEIGHT * gain


def _shared(g: Any, jobs: list[int] | None) -> list[int] | None:
    """The ``jobs`` the adventurer acting now is nearest to (ties kept), when ``W["share"]``
    is on and some are: a job another adventurer stands closer to is left to them."""
    if jobs is None or not W["share"] or len(g.pos) < 2 or len(jobs) < 2:
        return jobs
    here = g.seat
    mine = _dist_from(g, [g.pos[here]])
    theirs = [_dist_from(g, [c]) for j, c in enumerate(g.pos) if j != here]
    slack = W["share"] - 1.0
    kept = [c for c in jobs if all(mine[c] <= d[c] + slack for d in theirs)]
    return kept or jobs


def _priced_after(g: Any, a: Any, jobs: list[int] | None, pre: tuple | None,
                  walk: list[int] | None, seen: dict[tuple, float] | None = None) -> float:
    """The value of ``g`` after the action ``a`` (no chance in it), less the walk to the
    jobs; ``pre``: :func:`_prefix` of ``g`` or None; ``walk``: :func:`_job_walk` of ``g``
    (the same after an action that changes no tile).

    After any other action, a copy: what :func:`_prefix` reads is reused when the action
    left it unchanged (:func:`_same_prefix`), its tiles' part (:func:`_board_part`) and
    the walk to the jobs when the action changed no tile (:func:`_same_board`).

    Two actions are priced on ``g`` itself, put back at once, instead of on a copy:
    they change only what is put back, and nothing :func:`_prefix` reads.  A move or a
    Navigator's Guide (with the Healer's companion or not) changes the cells of those moved
    and the actions left (:func:`.moves.go`); flying with a Jet Pack in the actions phase, the flyer's cell and hand (and the
    cards used, which no evaluation reads; :func:`.equipment.use_equipment`).  About
    three in four of the actions priced are one of these.  A removal and a Compeller use
    are played by the engine on ``g`` itself and put back (:func:`_priced_on_the_aliens`).

    ``seen``: the values of moves and guides priced so far from games that differ from
    ``g`` only in the adventurers' cells and the actions left (:meth:`JunglePlanner._two_step`),
    by those cells and actions left after the move; None: none kept.
    """
    if pre is not None:
        kind = type(a)
        if kind is Move or kind is Guide:
            pos = g.pos
            mover = g.seat if kind is Move else g.seat_of[a.adventurer]
            companion = a.companion
            if companion is not None:
                companion = g.seat_of[companion]
                with_them = pos[companion]
            was = pos[mover]
            to = g.cfg.cell_index(a.to)
            pos[mover] = to
            if companion is not None:
                pos[companion] = to
            g.actions_left -= 1
            try:
                if seen is None:
                    return _finish(g, pre) - _walk_cost(g, walk)
                cells = (*pos, g.actions_left)
                v = seen.get(cells)
                if v is None:
                    v = seen[cells] = _finish(g, pre) - _walk_cost(g, walk)
                return v
            finally:
                pos[mover] = was
                if companion is not None:
                    pos[companion] = with_them
                g.actions_left += 1
        if kind is UseEquipment and g.phase == "actions" and \
                g.cfg.card_effect[a.card] == "fly":
            user = g.seat_of[a.user]
            here, hand = g.pos[user], g.hands[user]
            i = hand.index(a.card)
            g.pos[user] = g.cfg.cell_index(a.target)
            del hand[i]
            try:
                return _finish(g, pre) - _walk_cost(g, walk)
            finally:
                hand.insert(i, a.card)
                g.pos[user] = here
        if (kind is Remove or kind is Compel) and not g.chance.forced:
            return _priced_on_the_aliens(g, a, pre, walk)
    h = g.copy()
    h.apply(a)
    if pre is None or h.outcome is not None:
        return evaluate(h) - _job_cost(h, jobs)
    if not _same_board(h, g):
        return _finish(h, _prefix(h)) - _job_cost(h, jobs)
    # no tile changed: the tiles' part of the prefix and the walk to the jobs stand
    return _finish(h, _prefix_on_board(h, g, pre)) - _walk_cost(h, walk)


#: the actions :meth:`JunglePlanner._two_step` does not try as a second step
_NOT_SECOND = frozenset({EndTurn, PassEquipment, UseEquipment, Slide, Destroy, Explore})


def _job_cost(g: Any, jobs: list[int] | None) -> float:
    """What the walk of the adventurer acting now to the nearest job costs in ``g``."""
    if g.outcome is not None:
        return 0.0
    return _walk_cost(g, _job_walk(g, jobs))

def _job_walk(g: Any, jobs: list[int] | None) -> list[int] | None:
    """The steps to the nearest of the ``jobs`` still on a tile in ``g`` (None: none)."""
    if jobs is None:
        return None
    jobs = [c for c in jobs if g.num[c] != -1]
    return _dist_from(g, jobs) if jobs else None

def _walk_cost(g: Any, walk: list[int] | None) -> float:
    """What the walk of the adventurer acting now costs in ``g``, ``walk`` the steps to
    the jobs (:func:`_job_walk`)."""
    if walk is None:
        return 0.0
    d = walk[g.pos[g.seat]]
    return _JOB_WEIGHT * (d if d < 12 else 12)
