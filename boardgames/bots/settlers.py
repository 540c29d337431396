"""Bots for the settlers games (Catan, Catan with the Jungle variant, Zarahemla).

* :class:`SettlersGreedyBot` values *production* (the pips of the numbers
  around an intersection, more for resources it lacks), *building* (a city, a
  settlement, then the road towards the best free intersection) and
  *points*; it trades with the bank, offers simple one-for-one trades to the
  other players once a turn and accepts offers that help it.
* :class:`SettlersSearchBot` is the *rollout algorithm* over the greedy
  policy: it plays greedy, except at decisions it checks by playouts.  There
  it takes the greedy policy's few best options, plays each one to the end of
  the game in the same determinised worlds (hidden hands and the development
  deck re-dealt consistently with its view, see :mod:`boardgames.bots.table`;
  dice and draws shared between the options: common random numbers) with the
  greedy policy in every seat, and switches away from the greedy option only
  when another one wins clearly more often (a paired test over the worlds).
  By default it checks the endgame (someone within 3 points of the target),
  where one choice often decides the game and a playout is short;
  ``playouts`` also checks the starting placement.  ``playouts``,
  ``main_playouts`` and ``time_limit`` bound the work.

Both read only the legal actions and the :class:`~boardgames.bots.table.Table`'s public
copy (in which hidden facts are made up); the few view fields they need (phase, turn,
the trade offer, points and hand sizes) they read there too, with the values
``game.view(seat)`` has, so the whole view is never built for them.
"""

from __future__ import annotations

import functools
import math
import random
import time
from collections.abc import Mapping
from itertools import groupby
from typing import Any

from ..core.chance import ChanceSource
from ..settlers import actions as A
from ..settlers.board import PIPS
from ..settlers.rules.common import positions
from . import Bot
from .table import Table


@functools.lru_cache(maxsize=64)        # a Board is hashed by identity
def _board_info(board: Any) -> tuple:
    """Per board: pips per corner per resource, pips per tile, and per corner its
    neighbours each with the path between them (``corner_neighbours[x]`` and
    ``corner_edges[x]`` are listed in step: one path per neighbour)."""
    topo = board.topology
    R = len(board.resources)
    corner_pips = []
    for c in range(len(topo.corner_points)):
        row = [0] * R
        for t in topo.corner_tiles[c]:
            tile = board.tiles[t]
            if tile.resource is not None and tile.number is not None:
                row[tile.resource] += PIPS.get(tile.number, 0)
        corner_pips.append(tuple(row))
    tile_pips = [PIPS.get(t.number or 0, 0) if t.resource is not None else 0 for t in board.tiles]
    joins = tuple(tuple(zip(topo.corner_neighbours[x], topo.corner_edges[x], strict=True))
                  for x in range(len(topo.corner_points)))
    assert all(y in topo.edge_corners[f] and x in topo.edge_corners[f]
               for x, row in enumerate(joins) for y, f in row)
    return (tuple(corner_pips), tuple(tile_pips), joins)


class _Eye:
    """What the greedy policy works out once per decision from the public copy."""

    def __init__(self, g: Any, me: int, view: dict):
        self.g, self.me, self.view = g, me, view
        self.board = g.fixed_board
        self.topo = self.board.topology
        self.rs = g.ruleset
        self.R = len(self.rs.resources)
        self.corner_pips, self.tile_pips, self.joins = _board_info(self.board)
        self._roads: dict[int, float] = {}
        self._corners: dict[int, float] = {}
        self.goal_known: str | None = None
        self._lacks: tuple[str, list[int]] | None = None
        self._prod: list[float] | None = None
        self._points: list[int] | None = None
        self.hand = list(g.hands[me])

    @property
    def prod(self) -> list[float]:
        """My production per resource (robbed tile excluded), worked out when first read."""
        prod = self._prod
        if prod is None:
            prod = self._prod = self._production()
        return prod

    def _production(self) -> list[float]:
        g, me, tiles, corner_tiles = self.g, self.me, self.board.tiles, self.topo.corner_tiles
        prod = [0.0] * self.R
        robber, city = g.robber, g.corner_city
        for c in positions(g.corner_owner, me):
            k = 2 if city[c] else 1
            for t in corner_tiles[c]:
                if t != robber:
                    tile = tiles[t]
                    if tile.resource is not None and tile.number is not None:
                        prod[tile.resource] += k * PIPS.get(tile.number, 0)
        return prod

    @property
    def points(self) -> list[int]:
        """Every seat's points as the view shows them, read when first needed."""
        points = self._points
        if points is None:
            points = self._points = [p["points"] for p in self.view["players"]]
        return points

    def seat_points(self, q: int) -> int:
        """Seat ``q``'s points as the view shows them (``points[q]``): from a light view
        that has not built every seat's yet, that seat's alone (the same number)."""
        view = self.view
        if self._points is None and isinstance(view, _LightView) and "players" not in view:
            return view.points_of(q)
        return self.points[q]

    # ---------------------------------------------------------------- values
    def corner_value(self, c: int) -> float:
        """How good a settlement on intersection ``c`` would be for me (worked out once per
        intersection and decision: the roads towards it ask again and again)."""
        known = self._corners.get(c)
        if known is None:
            known = self._corners[c] = self._corner_value(c)
        return known

    def _corner_value(self, c: int) -> float:
        pips = self.corner_pips[c]
        prod = self.prod
        v = 0.0
        for r in range(self.R):
            if pips[r]:
                v += pips[r] * (1.0 + 1.5 / (1.0 + prod[r] / 3.0))
        port = self.board.corner_port[c]
        if port is not None:
            if port == "3:1":
                v += 1.5
            else:
                r = self.rs.resources.index(port)
                v += 0.6 * prod[r] + pips[r] * 0.3
        return v

    def road_value(self, e: int) -> float:
        """How good a road on path ``e`` is: the best free intersection it leads to (worked
        out once per path and decision: the goal and the choice of road both ask)."""
        known = self._roads.get(e)
        if known is not None:
            return known
        self._roads[e] = best = self._road_value(e)
        return best

    def _road_value(self, e: int) -> float:
        g, me = self.g, self.me
        owner, blocked, roads = g.corner_owner, g.blocked, g.edge_owner
        best = 0.0
        for x in self.topo.edge_corners[e]:
            o = owner[x]
            if o >= 0 and o != me:
                continue
            if not blocked[x]:                  # free for a settlement (g.free_corner)
                best = max(best, self.corner_value(x) + 2.0)
            for y, f in self.joins[x]:          # y free, and no opponent's road from x to y
                if not blocked[y] and (roads[f] < 0 or roads[f] == me):
                    best = max(best, 0.6 * self.corner_value(y))
        return best

    def cost(self, what: str) -> tuple[int, ...]:
        return self.rs.costs[what]

    def short(self, cost) -> list[int]:
        """What my hand lacks of ``cost``, per resource."""
        return [k - h if k > h else 0 for k, h in zip(cost, self.hand, strict=True)]

    def lacks(self, goal: str) -> list[int]:
        """What my hand lacks of ``goal``'s cost, per resource (``short``; worked out once
        per decision: the bank trade and the offer both ask; not to be changed)."""
        known = self._lacks
        if known is None or known[0] != goal:
            known = self._lacks = (goal, self.short(self.cost(goal)))
        return known[1]

    def goal(self, actions_kinds: set | None = None) -> str:
        """What to save for: a city, a settlement, a road towards one, or a card (worked
        out once per decision; a rollout hands it on through a phase of discards, which
        change nothing it reads)."""
        known = self.goal_known
        if known is None:
            known = self.goal_known = self._goal()
        return known

    def _goal(self) -> str:
        g, me = self.g, self.me
        if g.settlements_left[me] and g.settlement_spots(me):
            return "settlement"
        # a settlement of mine on the board: the box's less those in stock (the engine keeps
        # the pieces on the board and in stock to the box, as its points and the loader do)
        has_settlement = g.settlements_left[me] < self.rs.pieces["settlement"]
        if has_settlement and g.cities_left[me]:
            return "city"
        if g.roads_left[me] and g.settlements_left[me] and any(
                self.road_value(e) > 0 for e in g.road_spots(me)):
            return "road"
        if sum(g.dev_deck):
            return "development"
        return "city" if has_settlement and g.cities_left[me] else "development"


def _public_eye(table: Table) -> _Eye:
    """The greedy policy's eye on the table's public copy.

    The few view fields the policy reads (phase, turn, trade offer, points and
    hand sizes) are read from the public copy, where they are the same as in
    ``game.view(seat)``; so the whole view is never built (see :func:`_light_view`).
    """
    g = table.public_copy()
    return _Eye(g, table.seat, _light_view(g, table.seat))


def _robber_harms(eye, view, actions: list, noise=None) -> list[float]:
    """How much each moving of the robber (``MoveRobber`` action) hurts the others and
    spares me, in the order of ``actions``.

    Blocks the leader's and the strongest producers' hexes, never my own, and
    prefers a victim with many cards and points.  Shared by the greedy and
    search bots.  ``noise`` (a generator's ``random``): a thousandth of a draw
    added to each action's value, in order, the greedy bot's tie-break.
    """
    g, me = eye.g, eye.me
    tiles = eye.board.tile_index
    points = eye.points
    leader = max(points)
    owner, city, tile_pips, tile_corners = g.corner_owner, g.corner_city, eye.tile_pips, \
        eye.topo.tile_corners
    # per victim: the same on every tile (cards in hand and points)
    steal = [1.0 + 0.2 * player["resource_cards"] + 0.3 * points[q]
             for q, player in enumerate(view["players"])]

    blocked: dict[str, float] = {}      # per tile (by label): the same for every victim on it
    harms = []
    # one loop over the actions rather than a function called per action (the bots used
    # to take max / sorted with a key function): the same sums in the same order, and the
    # same draws of ``noise``, one per action in order
    for a in actions:
        v = blocked.get(a.tile)
        if v is None:
            t = tiles[a.tile]
            v = 0.0
            for c in tile_corners[t]:
                o = owner[c]
                if o == me:
                    v -= 50
                elif o >= 0:
                    k = 2 if city[c] else 1
                    v += k * tile_pips[t] * (1.0 + (points[o] == leader) + points[o] / 5)
            blocked[a.tile] = v
        if a.victim is not None:
            v += steal[a.victim]
        if noise is not None:
            v += noise() * 1e-3
        harms.append(v)
    return harms


def _greedy_discard(hand, need, index, actions: list) -> Any:
    """The greedy bot's discard among ``actions`` (Discards): the first card with the most
    of its resource in ``hand`` beyond ``need`` (the goal's cost), plus a hundredth per
    resource index, so the later resource on a tie; ``index`` maps a resource's name to
    its number (:meth:`SettlersGreedyBot._discard`, and ``_rollout``'s discards)."""
    def spare(a):
        r = index(a.resource)
        return hand[r] - need[r] + 0.01 * r
    return max(actions, key=spare)


class SettlersGreedyBot(Bot):
    """Production, building and points first; simple trades (see the module docstring)."""

    name = "greedy"

    def __init__(self, seed: int | None = None, trades: bool = True):
        self.rng = random.Random(seed)
        self.trades = trades
        self._offered_turn = -1
        # choose_in's method per phase, found once (the class's function, not a method bound
        # to this bot, which would make the bot a reference cycle for the collector)
        self._by_phase: dict[str, Any] = {}

    # The public entry point --------------------------------------------------
    def choose(self, view: Mapping[str, Any], actions: list, table: Table | None = None) -> Any:
        if len(actions) == 1:
            return actions[0]
        if table is None:
            raise ValueError("the greedy settlers bot needs the table (use play_turns or simulate)")
        eye = _public_eye(table)
        return self.choose_in(eye, eye.view, actions)

    @classmethod
    def play_out(cls, world: Any, bots: list, max_actions: int) -> None:
        """Play ``world`` (a made-up world) to its end, greedy in every seat, reading it
        directly (see :meth:`Bot.play_out`); a subclass plays the generic loop.

        >>> import boardgames
        >>> from boardgames.bots.settlers import SettlersGreedyBot
        >>> world = boardgames.new_game("catan", players=3, seed=1)
        >>> SettlersGreedyBot.play_out(world, [SettlersGreedyBot(seed=s) for s in range(3)],
        ...                            10_000)
        >>> world.is_over
        True
        """
        if cls is not SettlersGreedyBot:
            return super().play_out(world, bots, max_actions)
        _rollout(world, bots, horizon=1 << 30, max_actions=max_actions)
        return None

    def choose_in(self, eye: _Eye, view: dict, actions: list) -> Any:
        """The greedy choice among ``actions`` for the seat ``eye`` looks from (the search
        bot's rollouts call it in their made-up worlds, without a table).

        >>> import boardgames
        >>> from boardgames.bots.settlers import SettlersGreedyBot, _Eye
        >>> game = boardgames.new_game("catan", players=3, seed=1)
        >>> bot = SettlersGreedyBot(seed=1)
        >>> eye = _Eye(game, 0, game.view(0))
        >>> bot.choose_in(eye, eye.view, game.legal_actions()) in game.legal_actions()
        True
        """
        phase = view["phase"]
        try:
            method = self._by_phase[phase]
        except KeyError:
            method = self._by_phase[phase] = getattr(type(self), "_" + phase, None)
        if method is None:
            return actions[0]
        choice = method(self, eye, view, actions)
        return actions[0] if choice is None else choice

    def discards_greedily(self) -> bool:
        """Whether this bot discards after a 7 as the greedy bot does (its ``choose_in`` and
        ``_discard`` are the greedy bot's own): ``_rollout`` then discards for it.

        >>> from boardgames.bots.settlers import SettlersGreedyBot, SettlersSearchBot
        >>> SettlersGreedyBot(seed=1).discards_greedily(), SettlersSearchBot().discards_greedily()
        (True, True)
        """
        cls = type(self)
        return cls.choose_in is SettlersGreedyBot.choose_in and \
            cls._discard is SettlersGreedyBot._discard

    # Set-up ---------------------------------------------------------------------
    def _setup_settlement(self, eye, view, actions):
        idx = eye.board.corner_index
        return max(actions, key=lambda a: eye.corner_value(idx[a.corner]) + self.rng.random() * 1e-3)

    def _setup_road(self, eye, view, actions):
        return max(actions, key=lambda a: eye.road_value(eye.board.edge(a.path))
                   + self.rng.random() * 1e-3)

    def _setup_choose(self, eye, view, actions):
        idx = eye.board.corner_index

        def gain(a):
            return sum(1 for r in eye.corner_pips[idx[a.corner]] if r) + 0.01 * sum(
                eye.corner_pips[idx[a.corner]])
        return max(actions, key=gain)

    # The dice ---------------------------------------------------------------------
    def _pre_roll(self, eye, view, actions):
        knight = next((a for a in actions if isinstance(a, A.PlayKnight)), None)
        if knight is not None and self._robber_hurts_me(eye):
            return knight
        liahona = [a for a in actions if isinstance(a, A.PlayLiahona)]
        if liahona:
            return max(liahona, key=lambda a: self._income(eye, a.total))
        return next(a for a in actions if isinstance(a, A.Roll))

    def _income(self, eye, total: int) -> float:
        g, me = eye.g, eye.me
        got = 0.0
        for t, tile in enumerate(eye.board.tiles):
            if tile.number == total and t != g.robber and tile.resource is not None:
                for c in eye.topo.tile_corners[t]:
                    if g.corner_owner[c] == me:
                        got += 2 if g.corner_city[c] else 1
        return got

    def _robber_hurts_me(self, eye) -> bool:
        g = eye.g
        return any(g.corner_owner[c] == eye.me for c in eye.topo.tile_corners[g.robber])

    def _discard(self, eye, view, actions):
        return _greedy_discard(eye.hand, eye.cost(eye.goal()), eye.rs.resources.index, actions)

    def _robber(self, eye, view, actions):
        harms = _robber_harms(eye, view, actions, noise=self.rng.random)
        return actions[harms.index(max(harms))]       # the first best, as max(actions, key=)

    def _road_building(self, eye, view, actions):
        return max(actions, key=lambda a: eye.road_value(eye.board.edge(a.path))
                   + self.rng.random() * 1e-3)

    # Answering a trade --------------------------------------------------------------
    def _trade(self, eye, view, actions):
        accept = next((a for a in actions if isinstance(a, A.AcceptTrade)), None)
        decline = next(a for a in actions if isinstance(a, A.DeclineTrade))
        if accept is None or not self.trades:
            return decline
        offer = view["trade"]
        if eye.seat_points(offer["from"]) >= eye.g.target - 2:
            return decline
        return accept if self._trade_gain(eye, offer["give"], offer["get"]) > 0.25 else decline

    def _trade_gain(self, eye, get: dict, give: dict) -> float:
        """How much better my hand gets by receiving ``get`` and paying ``give``."""
        need = eye.short(eye.cost(eye.goal()))
        names = eye.rs.resources

        def worth(r: int, has: int) -> float:
            return 1.0 + (2.0 if need[r] > 0 else 0.0) - (0.6 if has > 3 else 0.0)
        v = 0.0
        # a count of 0 (the view lists every resource) adds or takes 0.0, which leaves v
        # (never -0.0: each term is a count times a worth of at least 0.4) as it is, and
        # leaves need as it is: skipped
        for name, k in get.items():
            if k:
                r = names.index(name)
                v += k * worth(r, eye.hand[r])
                need[r] = max(0, need[r] - k)
        for name, k in give.items():
            if k:
                r = names.index(name)
                v -= k * worth(r, eye.hand[r] - k)
        return v

    # My turn, after the dice ------------------------------------------------------------
    def _main(self, eye, view, actions):
        g, me = eye.g, eye.me
        idx = eye.board.corner_index
        by_type: dict[type, list] = {}
        for kind, same in groupby(actions, type):    # the engine lists each kind together
            by_type.setdefault(kind, []).extend(same)
        end = by_type[A.EndTurn][0]
        # cities and settlements: always worth a point
        cities = by_type.get(A.BuildCity, [])
        if cities:
            return max(cities, key=lambda a: sum(eye.corner_pips[idx[a.corner]])
                       + (3 if g.corner_owner[idx[a.corner]] == me else 0))
        settles = by_type.get(A.BuildSettlement, [])
        if settles:
            return max(settles, key=lambda a: eye.corner_value(idx[a.corner]))
        card = self._play_card(eye, view, by_type)
        if card is not None:
            return card
        goal = eye.goal()
        if goal == "road":
            roads = by_type.get(A.BuildRoad, [])
            if roads:
                best = max(roads, key=lambda a: eye.road_value(eye.board.edge(a.path)))
                if eye.road_value(eye.board.edge(best.path)) > 0:
                    return best
        temple = by_type.get(A.BuildTemple)
        if temple and self._temple_worth(eye):
            return temple[0]
        buys = by_type.get(A.BuyDevelopmentCard, [])
        if buys and (goal == "development" or sum(eye.hand) > eye.rs.hand_limit
                     or self._spare_for(eye, eye.cost("development"), goal)):
            return max(buys, key=lambda a: len(a.discoveries_for))
        trade = self._bank_trade(eye, by_type.get(A.BankTrade, []), goal)
        if trade is not None:
            return trade
        if self.trades and self._offered_turn != view["turn"]:
            offer = self._make_offer(eye, goal)
            if offer is not None:
                self._offered_turn = view["turn"]
                return offer
        if sum(eye.hand) > eye.rs.hand_limit:
            roads = by_type.get(A.BuildRoad, [])
            if roads:
                return max(roads, key=lambda a: eye.road_value(eye.board.edge(a.path)))
        return end

    def _spare_for(self, eye, cost, goal: str) -> bool:
        """Can I pay ``cost`` and still keep everything the goal needs?"""
        need = eye.cost(goal)
        return all(h - c >= n for h, c, n in zip(eye.hand, cost, need, strict=True))

    def _temple_worth(self, eye) -> bool:
        g, me = eye.g, eye.me
        h = g.temple_holder
        return h != me or g.temples[me] < max(g.temples) + 2

    def _play_card(self, eye, view, by_type):
        g, me = eye.g, eye.me
        knight = by_type.get(A.PlayKnight)
        if knight:
            army = g.army_holder
            mine = g.knights[me] + 1
            takes = mine >= eye.rs.largest_army_min and (army < 0 or (army != me and mine > g.knights[army]))
            if self._robber_hurts_me(eye) or takes:
                return knight[0]
        monos = by_type.get(A.PlayMonopoly)
        if monos:
            names = eye.rs.resources
            held = [eye.rs.cards_per_resource - g.bank[r] - eye.hand[r] for r in range(eye.R)]
            best = max(range(eye.R), key=lambda r: held[r])
            if held[best] >= 4:
                return next(a for a in monos if a.resource == names[best])
        plenty = by_type.get(A.PlayYearOfPlenty)
        if plenty:
            need = eye.short(eye.cost(eye.goal()))

            def fit(a):
                n = list(need)
                v = 0
                for name in (a.first, a.second):
                    r = eye.rs.resources.index(name)
                    if n[r] > 0:
                        v += 1
                        n[r] -= 1
                return v
            best = max(plenty, key=fit)
            if fit(best) >= 1:
                return best
        roads = by_type.get(A.PlayRoadBuilding)
        if roads and g.roads_left[me] >= 2 and not g.settlement_spots(me):
            return roads[0]
        temple = by_type.get(A.PlayTempleBuilding)
        if temple:
            return temple[0]
        return None

    def _bank_trade(self, eye, trades: list, goal: str):
        if not trades:
            return None
        need = eye.lacks(goal)
        if not any(need) or sum(need) > 2:
            return None
        cost = eye.cost(goal)
        names = eye.rs.resources
        best, best_v = None, 0.0
        for a in trades:
            gv, gt = names.index(a.give), names.index(a.get)
            if need[gt] <= 0:
                continue
            ratio = eye.g.ratio[eye.me][gv]
            spare = eye.hand[gv] - cost[gv] - ratio
            if spare < 0:
                continue
            v = 1.0 + spare * 0.1 - ratio * 0.05
            if v > best_v:
                best, best_v = a, v
        return best

    def _make_offer(self, eye, goal: str):
        need = eye.lacks(goal)
        if not any(need) or sum(need) > 2:
            return None
        cost = eye.cost(goal)
        spare = [eye.hand[r] - cost[r] for r in range(eye.R)]
        give = max(range(eye.R), key=lambda r: spare[r])
        get = max(range(eye.R), key=lambda r: need[r])
        if spare[give] <= 0 or give == get:
            return None
        # the engine's own OfferTrade(give=((names[give], 1),), get=((names[get], 1),),
        # to=None): an equal action, whose fields apply need not check again
        return eye.g.lookups.offer[give, get]


# ---------------------------------------------------------------------------
# The search bot's own policy: greedy, plus expansion and much more trading
# ---------------------------------------------------------------------------

def _spares(eye: _Eye, cost, goal: str) -> bool:
    """Does paying ``cost`` leave the cards I already hold towards ``goal``?

    Looser than :meth:`SettlersGreedyBot._spare_for` (which asks that the
    whole goal stay affordable): a road (brick and lumber) never takes a card
    a city (grain and ore) needs, however far the city still is.
    """
    need = eye.cost(goal)
    return all(h - c >= min(h, n) for h, c, n in zip(eye.hand, cost, need, strict=True) if c > 0)


class SettlersTraderPolicy(SettlersGreedyBot):
    """The greedy policy with three changes, each measured against greedy.

    1. **Roads with spare cards.**  When no city or settlement can be built,
       it builds the road towards the best free intersection whenever the
       road takes no card its goal needs (greedy, saving for a city, builds
       roads only when it holds more than the hand limit).
    2. **More trade offers.**  Greedy offers one one-for-one trade a turn.
       This policy, when it would end its turn and is at most
       ``offer_need`` cards short of its goal, goes on offering: every
       needed resource for every spare one, one for one and then two for
       one, up to ``offers`` offers a turn.
    3. **No discards by choice.**  Ending the turn above the hand limit, it
       first trades its most plentiful spare resource with the bank (at its
       best ratio) for something it lacks.

    Measured (1 v 3 greedy, catan, 1,000 seeded games): greedy's fair share
    is 25%; change 1 alone 31.6%; with 2 (``offers=3``, short by at most 2)
    35.0%, ``offers=8`` 37.0%, short by at most 3 42.7%; with 3 48.7%.
    Turning trading off altogether: 25.1%.  It reads only what greedy reads.
    """

    name = "trader"

    def __init__(self, seed: int | None = None, trades: bool = True, offers: int = 8,
                 offer_need: int = 3):
        super().__init__(seed, trades)
        self.offers = offers
        self.offer_need = offer_need
        self._offers_turn = -1
        self._offers_made: set = set()

    def _main(self, eye, view, actions):
        roads = [a for a in actions if isinstance(a, A.BuildRoad)]
        if roads and not any(isinstance(a, (A.BuildCity, A.BuildSettlement, A.PlayKnight))
                             for a in actions):
            goal = eye.goal()
            if goal in ("city", "development") and _spares(eye, eye.cost("road"), goal):
                best = max(roads, key=lambda a: eye.road_value(eye.board.edge(a.path)))
                if eye.road_value(eye.board.edge(best.path)) > 0:
                    return best
        choice = super()._main(eye, view, actions)
        if not isinstance(choice, A.EndTurn):
            return choice
        if self.trades:
            offer = self._next_offer(eye, view)
            if offer is not None:
                return offer
        if sum(eye.hand) > eye.rs.hand_limit:
            trade = self._unload(eye, [a for a in actions if isinstance(a, A.BankTrade)])
            if trade is not None:
                return trade
        return choice

    def _next_offer(self, eye, view):
        """The next offer this turn not yet made: needed for spare, 1:1 then 2:1."""
        if self._offers_turn != view["turn"]:
            self._offers_turn, self._offers_made = view["turn"], set()
        if len(self._offers_made) >= self.offers:
            return None
        cost = eye.cost(eye.goal())
        need = eye.short(cost)
        if not any(need) or sum(need) > self.offer_need:
            return None
        names = eye.rs.resources
        spare = [eye.hand[r] - cost[r] for r in range(eye.R)]
        gets = [r for r in range(eye.R) if need[r] > 0]
        gives = sorted((r for r in range(eye.R) if spare[r] > 0), key=lambda r: -spare[r])
        for k in (1, 2):
            for get in gets:
                for give in gives:
                    if spare[give] < k or give == get or (give, get, k) in self._offers_made:
                        continue
                    self._offers_made.add((give, get, k))
                    return A.OfferTrade(give=((names[give], k),), get=((names[get], 1),), to=None)
        return None

    def _unload(self, eye, trades: list):
        """A bank trade that shrinks a hand over the limit without touching the goal's cards."""
        if not trades:
            return None
        cost = eye.cost(eye.goal())
        need = eye.short(cost)
        names = eye.rs.resources

        def value(a):
            gv, gt = names.index(a.give), names.index(a.get)
            return 2 * (need[gt] > 0) + 0.1 * (eye.hand[gv] - cost[gv]) - 0.05 * eye.hand[gt]
        best = max(trades, key=value)
        gv = names.index(best.give)
        if eye.hand[gv] - eye.g.ratio[eye.me][gv] >= cost[gv]:
            return best
        return None


# ---------------------------------------------------------------------------
# Search: the rollout (policy-improvement) algorithm over the greedy policy
# ---------------------------------------------------------------------------

def _scores(g: Any, me: int) -> list[float]:
    """Each player's strength in "points": points, plus production, cards and knights."""
    corner_pips = _board_info(g.fixed_board)[0]
    n = g.n
    score = [0.0] * n
    for c, o in enumerate(g.corner_owner):
        if o >= 0:
            score[o] += (2 if g.corner_city[c] else 1) * sum(corner_pips[c]) * 0.12
    for q in range(n):
        score[q] += g.points(q, hidden=(q == me)) + 0.05 * sum(g.hands[q]) + 0.1 * g.knights[q]
    if g.winner_ is not None:
        score[g.winner_] += 20
    return score


def _outcome_value(g: Any, me: int) -> float:
    """What a finished (or cut-off) playout is worth to ``me``, about a chance of winning.

    A finished game is worth 1 if I won, plus a little for my share of the
    target (which separates "lost narrowly" from "lost badly" and so lowers
    the variance); a game cut off at the horizon is worth a soft-max of every
    player's :func:`_scores`, a guess at my chance of winning from there.
    """
    if g.winner_ is not None:
        return (1.0 if g.winner_ == me else 0.0) + 0.25 * g.points(me) / g.target
    score = _scores(g, me)
    top = max(score)
    w = [math.exp(1.5 * (s - top)) for s in score]
    return w[me] / sum(w) + 0.25 * g.points(me) / g.target


class _StreamChance(ChanceSource):
    """A chance source with one generator per kind of event (dice, steals, draws...).

    Common random numbers: two playouts of different candidate actions that
    share a seed see the same sequence of dice rolls, the same development
    draws in order and so on, even when one candidate makes an extra draw or
    steal.  The comparison between candidates then measures the actions, not
    the luck.
    """

    __slots__ = ("seed", "streams")

    def __init__(self, seed: int, normalise: Any = None, forced: list | None = None):
        super().__init__(seed, normalise)
        self.seed = seed
        self.streams: dict[str, random.Random] = {}
        self.forced = list(forced or [])

    def resolve(self, event: Any) -> Any:
        if self.probing or (self.forced and any(k == event.kind for k, _ in self.forced)):
            return super().resolve(event)
        rng = self.streams.get(event.kind)
        if rng is None:
            rng = self.streams[event.kind] = random.Random(f"{self.seed}/{event.kind}")
        return event.sample(rng)

    def copy(self) -> _StreamChance:
        c = _StreamChance(self.seed, self.normalise, self.forced)
        for k, rng in self.streams.items():
            r = random.Random()
            r.setstate(rng.getstate())
            c.streams[k] = r
        return c


class SettlersSearchBot(SettlersTraderPolicy):
    """The rollout algorithm: greedy everywhere, but key choices checked by playouts.

    A checked decision: the greedy policy proposes its ``candidates`` best
    options (the greedy choice, then the best of each other kind of action:
    end the turn, build a road, buy a card, play a knight...; the best-rated
    intersections, roads or robber hexes in the set-up and robber phases);
    each is played out in the same worlds (one determinisation and one set of
    dice and draw streams per world, shared by all the candidates) with the
    greedy policy in every seat, to the end of the game, and scored by
    ``_outcome_value`` (1 for a win, plus a little for my points).  The
    bot switches from the greedy option to the best other one only if the
    paired mean gain exceeds ``z`` standard errors: with few worlds it plays
    greedy, with many it improves on greedy (the policy-improvement
    property of rollouts).

    * ``main_playouts``: worlds per decision in the endgame, i.e. once a
      player's public points reach ``target - endgame`` (the main phase,
      before the roll, the robber);
    * ``playouts``: worlds per set-up decision (starting settlements, roads,
      Zarahemla's choice of starting settlement); 0 (the default) plays the
      set-up greedily, because whole-game playouts need far more worlds than
      a decision can afford to tell good spots apart (measured, docs/bots.md);
    * ``horizon``: stop playouts after this many turns (``None``: to the end);
    * ``time_limit``: seconds per decision; the search stops after the last
      complete round of candidates (at least one) and never runs far over;
    * ``candidates``: how many options are compared at most.

    Its work is counted in ``searched`` (decisions checked) and ``rollouts``.
    """

    name = "search"

    SETUP = ("setup_settlement", "setup_road", "setup_choose")

    def __init__(self, seed: int | None = None, playouts: int = 0, horizon: int | None = None,
                 time_limit: float | None = None, candidates: int = 4, trades: bool = True,
                 main_playouts: int = 12, endgame: int = 3, z: float = 1.0, offers: int = 8,
                 offer_need: int = 3):
        super().__init__(seed, trades, offers, offer_need)
        self.playouts = playouts
        self.main_playouts = main_playouts
        self.horizon = horizon
        self.time_limit = time_limit
        self.candidates = candidates
        self.endgame = endgame
        self.z = z
        self.searched = 0          # decisions searched (for benchmarks)
        self.rollouts = 0          # playouts run

    def choose(self, view: Mapping[str, Any], actions: list, table: Table | None = None) -> Any:
        if len(actions) == 1:
            return actions[0]
        if table is None:
            raise ValueError("the search bot needs the table (use play_turns or simulate)")
        eye = _public_eye(table)
        view = eye.view
        greedy = self.choose_in(eye, view, actions)
        phase = view["phase"]
        if phase in self.SETUP:
            worlds = self.playouts
        elif max(eye.points) >= eye.g.target - self.endgame:
            worlds = self.main_playouts
        else:
            worlds = 0
        if worlds <= 0:
            return greedy
        cands = self._candidates(eye, view, actions, greedy)
        if len(cands) < 2:
            return greedy
        return self._search(table, cands, greedy, worlds, self.horizon)

    def _candidates(self, eye, view, actions, greedy) -> list:
        phase = view["phase"]
        k = self.candidates
        idx = eye.board.corner_index
        if phase == "setup_settlement":
            ranked = sorted(actions, key=lambda a: -eye.corner_value(idx[a.corner]))
            return _distinct([greedy, *ranked])[:k]
        if phase == "setup_road":
            ranked = sorted(actions, key=lambda a: -eye.road_value(eye.board.edge(a.path)))
            return _distinct([greedy, *ranked])[:min(k, 3)]
        if phase == "setup_choose":
            return _distinct([greedy, *actions])[:k]
        if phase == "robber":
            harms = _robber_harms(eye, view, actions)
            # sorted is stable: the order of sorting the actions by -harm
            ranked = [actions[i] for i in sorted(range(len(actions)), key=lambda i: -harms[i])]
            return _distinct([greedy, *ranked])[:min(k, 3)]
        if phase in ("main", "pre_roll"):
            best: dict[type, Any] = {}
            for a in actions:
                t = type(a)
                if t in (A.BankTrade, A.OfferTrade):
                    continue
                if t is A.BuildRoad:
                    if t not in best or eye.road_value(eye.board.edge(a.path)) > \
                            eye.road_value(eye.board.edge(best[t].path)):
                        best[t] = a
                elif t not in best:
                    best[t] = a
            return _distinct([greedy, *best.values()])[:k]
        return []

    def _search(self, table: Table, cands: list, greedy: Any, worlds: int,
                horizon: int | None) -> Any:
        """Play every candidate in the same ``worlds`` worlds; the best mean value wins."""
        start = time.perf_counter()
        me = table.seat
        n = len(cands)
        rows: list[list[float]] = []
        done = 0
        base = self.rng.getrandbits(48)
        self.searched += 1
        for j in range(worlds):
            seed = base + j
            world = table.determinise(random.Random(seed))
            world.chance = _StreamChance(seed, world.chance.normalise, world.chance.forced)
            row = []
            for a in cands:
                if self.time_limit is not None and done and \
                        time.perf_counter() - start > self.time_limit:
                    break
                g = world.copy()
                g.apply(a)
                _rollout(g, self._rollout_policies(g.n, me, seed),
                         10_000 if horizon is None else horizon)
                row.append(_outcome_value(g, me))
                self.rollouts += 1
            if len(row) < n:
                break
            rows.append(row)
            done += 1
            if self.time_limit is not None and time.perf_counter() - start > self.time_limit:
                break
        if not done:
            return greedy
        return cands[self._pick(rows, cands.index(greedy))]

    def _rollout_policies(self, n: int, me: int, seed: int) -> list:
        """Who plays each seat in a playout: my own policy for me, greedy for the others."""
        return [SettlersTraderPolicy(seed=seed, trades=self.trades, offers=self.offers,
                                     offer_need=self.offer_need) if q == me
                else SettlersGreedyBot(seed=seed + q, trades=self.trades) for q in range(n)]

    def _pick(self, rows: list[list[float]], gi: int) -> int:
        """The candidate whose mean gain over the greedy one is largest *and* clear.

        Clear: more than ``z`` standard errors of the paired differences (the
        same worlds, so the differences are far less noisy than the values).
        Otherwise the greedy choice stays: the bot deviates only on evidence.
        """
        n = len(rows)
        best, best_gain = gi, 0.0
        for i in range(len(rows[0])):
            if i == gi:
                continue
            d = [r[i] - r[gi] for r in rows]
            mean = sum(d) / n
            var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
            se = math.sqrt(var / n) if n > 1 else float("inf")
            if mean > self.z * se and mean > best_gain:
                best, best_gain = i, mean
        return best


def _distinct(items: list) -> list:
    out = []
    for a in items:
        if a not in out:
            out.append(a)
    return out


# The actions after which every seat's goal (``_Eye._goal``) is still the same: they move
# resource cards, discoveries, temple stones, knights and the phase, never what the goal reads
# (the buildings and roads, the pieces left, the robber, the development deck).  Any other
# action (a building, a road, the robber moved, a card bought, the set-up) forgets them all.
_KEEP_GOALS = frozenset((A.Roll, A.EndTurn, A.Discard, A.BankTrade, A.OfferTrade,
                         A.AcceptTrade, A.DeclineTrade, A.PlayKnight, A.PlayYearOfPlenty,
                         A.PlayMonopoly, A.PlayLiahona, A.BuildTemple, A.PlayTempleBuilding))


def _rollout(g: Any, policies: list, horizon: int, max_actions: int = 5000) -> None:
    """Play ``g`` forward for ``horizon`` turns (or to the end), ``policies[seat]`` per seat."""
    stop = g.turn + horizon
    taken = 0
    # each seat's goal, kept from one decision to the next while only actions of
    # _KEEP_GOALS are played (the same answer ``eye.goal()`` would work out again)
    goals: dict[int, str] = {}
    # the seats whose discards are the greedy bot's own (choose_in and _discard not
    # overridden): _rollout makes those itself, see below
    greedy_discards = [b.discards_greedily() for b in policies]
    costs, index = g.ruleset.costs, g.ruleset.resources.index
    while g.phase != "over" and g.turn < stop and taken < max_actions:     # not g.is_over
        seat = g.player
        acts = g.legal_actions()
        if len(acts) == 1:
            a = acts[0]
        elif g.phase == "discard" and greedy_discards[seat]:
            # the greedy discard (_greedy_discard) without the eye or the view: the seat's
            # goal, kept (an eye built only to work it out), is all it reads besides the hand
            goal = goals.get(seat)
            if goal is None:
                goal = goals[seat] = _Eye(g, seat, _light_view(g, seat)).goal()
            a = _greedy_discard(g.hands[seat], costs[goal], index, acts)
        else:
            # the rollout world is already a made-up one: read it directly
            eye = _Eye(g, seat, _light_view(g, seat))
            eye.goal_known = goals.get(seat)
            a = policies[seat].choose_in(eye, eye.view, acts)
            if eye.goal_known is not None:
                goals[seat] = eye.goal_known
        g.apply(a)
        t = type(a)
        # a card bought changes what the goal reads only when it empties the deck
        if goals and t not in _KEEP_GOALS and (t is not A.BuyDevelopmentCard
                                               or not any(g.dev_deck)):
            goals.clear()
        taken += 1


def _light_view(g: Any, seat: int) -> dict:
    """The few view fields the greedy policy reads, with the values ``g.view(seat)`` has.

    Built cheaply for every decision of the greedy policy (from the public
    copy, or from a rollout's made-up world); the points and hand sizes of the
    players only when first read (most decisions never read them).  The bot
    tests check it against the full view.
    """
    tr = g.trade
    view = _LightView(phase=g.phase, turn=g.turn,
                      trade=None if tr is None else {"from": tr["from"],
                                                     "give": g.hand_dict(tr["give"]),
                                                     "get": g.hand_dict(tr["get"])})
    view.game, view.seat = g, seat
    return view


class _LightView(dict):
    """:func:`_light_view`'s dict: ``"players"`` is built when first read."""

    __slots__ = ("game", "seat")
    game: Any           # the game the view is of, and the seat that looks
    seat: int

    def __missing__(self, key: str) -> Any:
        if key != "players":
            raise KeyError(key)
        g = self.game
        players = self["players"] = [{"points": self.points_of(q),
                                      "resource_cards": sum(g.hands[q])} for q in range(g.n)]
        return players

    def points_of(self, q: int) -> int:
        """Seat ``q``'s points as ``g.view(seat)`` shows them (its victory point cards
        hidden from the others)."""
        return self.game.points(q, hidden=(q == self.seat))
