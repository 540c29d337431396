"""Bots for the settlers games (Catan, Catan with the Jungle variant, Zarahemla).

* :class:`SettlersGreedyBot` values *production* (the pips of the numbers
  around an intersection, more for resources it lacks), *building* (a city, a
  settlement, then the road towards the best free intersection) and
  *points*; it trades with the bank, offers simple one-for-one trades to the
  other players once a turn and accepts offers that help it.
* :class:`SettlersSearchBot` plays like the greedy bot but, where the choice
  matters (starting settlements, what to build, where the robber goes), it
  tries each candidate in several *determinised* worlds (hidden hands and the
  development deck re-dealt consistently with its view, see
  :mod:`boardgames.bots.table`), plays every seat forward with the greedy
  policy for a few turns and keeps the candidate with the best average
  outcome.  ``playouts`` (per decision) and ``time_limit`` bound the work.

Both read only their view, the legal actions and the :class:`~boardgames.bots.table.Table`'s
public copy (in which hidden facts are made up).
"""

from __future__ import annotations

import random
import time
from typing import Any

from ..settlers import actions as A
from ..settlers.board import PIPS
from . import Bot
from .table import Table

_BOARD_CACHE: dict[int, tuple] = {}


def _board_info(board: Any) -> tuple:
    """Per board: pips per corner per resource, pips per tile, tile of each label."""
    key = id(board)
    hit = _BOARD_CACHE.get(key)
    if hit is not None and hit[0] is board:
        return hit[1]
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
    info = (tuple(corner_pips), tuple(tile_pips))
    if len(_BOARD_CACHE) > 64:
        _BOARD_CACHE.clear()
    _BOARD_CACHE[key] = (board, info)
    return info


class _Eye:
    """What the greedy policy works out once per decision from the public copy."""

    def __init__(self, g: Any, me: int, view: dict):
        self.g, self.me, self.view = g, me, view
        self.board = g._board
        self.topo = self.board.topology
        self.rs = g.ruleset
        self.R = len(self.rs.resources)
        self.corner_pips, self.tile_pips = _board_info(self.board)
        self.hand = list(g.hands[me])
        # my production per resource (robbed tile excluded)
        prod = [0.0] * self.R
        for c, o in enumerate(g.corner_owner):
            if o == me:
                k = 2 if g.corner_city[c] else 1
                for t in self.topo.corner_tiles[c]:
                    if t != g.robber:
                        tile = self.board.tiles[t]
                        if tile.resource is not None and tile.number is not None:
                            prod[tile.resource] += k * PIPS.get(tile.number, 0)
        self.prod = prod
        self.points = [p["points"] for p in view["players"]]

    # ---------------------------------------------------------------- values
    def corner_value(self, c: int) -> float:
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

    def free_corner(self, c: int) -> bool:
        g = self.g
        return g.corner_owner[c] < 0 and not g.blocked[c]

    def road_value(self, e: int) -> float:
        """How good a road on path ``e`` is: the best free intersection it leads to."""
        g, me = self.g, self.me
        best = 0.0
        for x in self.topo.edge_corners[e]:
            o = g.corner_owner[x]
            if o >= 0 and o != me:
                continue
            if self.free_corner(x):
                best = max(best, self.corner_value(x) + 2.0)
            for y in self.topo.corner_neighbours[x]:
                if self.free_corner(y) and not any(g.edge_owner[f] >= 0 and g.edge_owner[f] != me
                                                   for f in self.topo.corner_edges[y]
                                                   if y in self.topo.edge_corners[f]
                                                   and x in self.topo.edge_corners[f]):
                    best = max(best, 0.6 * self.corner_value(y))
        return best

    def cost(self, what: str) -> tuple[int, ...]:
        return self.rs.costs[what]

    def short(self, cost) -> list[int]:
        return [max(0, k - h) for k, h in zip(cost, self.hand, strict=True)]

    def goal(self, actions_kinds: set | None = None) -> str:
        """What to save for: a city, a settlement, a road towards one, or a card."""
        g, me = self.g, self.me
        has_settlement = any(o == me and not g.corner_city[c] for c, o in enumerate(g.corner_owner))
        spots = g._settlement_spots(me) if g.settlements_left[me] else []
        if spots:
            return "settlement"
        if has_settlement and g.cities_left[me]:
            return "city"
        if g.roads_left[me] and g.settlements_left[me] and any(
                self.road_value(e) > 0 for e in g._road_spots(me)):
            return "road"
        if sum(g.dev_deck):
            return "development"
        return "city" if has_settlement and g.cities_left[me] else "development"


class SettlersGreedyBot(Bot):
    """Production, building and points first; simple trades (see the module docstring)."""

    name = "greedy"

    def __init__(self, seed: int | None = None, trades: bool = True):
        self.rng = random.Random(seed)
        self.trades = trades
        self._offered_turn = -1

    # The public entry point --------------------------------------------------
    def choose(self, view: dict, actions: list, table: Table | None = None) -> Any:
        if len(actions) == 1:
            return actions[0]
        if table is None:
            raise ValueError("the greedy settlers bot needs the table (use play_turns or simulate)")
        eye = _Eye(table.public_copy(), table.seat, view)
        return self.decide(eye, view, actions)

    def decide(self, eye: _Eye, view: dict, actions: list) -> Any:
        phase = view["phase"]
        method = getattr(self, "_" + phase, None)
        if method is None:
            return actions[0]
        choice = method(eye, view, actions)
        return actions[0] if choice is None else choice

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
        need = eye.cost(eye.goal())
        hand = eye.hand

        def spare(a):
            r = eye.rs.resources.index(a.resource)
            return hand[r] - need[r] + 0.01 * r
        return max(actions, key=spare)

    def _robber(self, eye, view, actions):
        g, me = eye.g, eye.me
        tiles = eye.board.tile_index
        leader = max(eye.points)

        def harm(a):
            t = tiles[a.tile]
            v = 0.0
            for c in eye.topo.tile_corners[t]:
                o = g.corner_owner[c]
                if o == me:
                    v -= 50
                elif o >= 0:
                    k = 2 if g.corner_city[c] else 1
                    v += k * eye.tile_pips[t] * (1.0 + (eye.points[o] == leader) + eye.points[o] / 5)
            if a.victim is not None:
                v += 1.0 + 0.2 * view["players"][a.victim]["resource_cards"] + 0.3 * eye.points[a.victim]
            return v + self.rng.random() * 1e-3
        return max(actions, key=harm)

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
        if eye.points[offer["from"]] >= eye.g.target - 2:
            return decline
        return accept if self.trade_gain(eye, offer["give"], offer["get"]) > 0.25 else decline

    def trade_gain(self, eye, get: dict, give: dict) -> float:
        """How much better my hand gets by receiving ``get`` and paying ``give``."""
        need = eye.short(eye.cost(eye.goal()))
        names = eye.rs.resources

        def worth(r: int, has: int) -> float:
            return 1.0 + (2.0 if need[r] > 0 else 0.0) - (0.6 if has > 3 else 0.0)
        v = 0.0
        for name, k in get.items():
            r = names.index(name)
            v += k * worth(r, eye.hand[r])
            need[r] = max(0, need[r] - k)
        for name, k in give.items():
            r = names.index(name)
            v -= k * worth(r, eye.hand[r] - k)
        return v

    # My turn, after the dice ------------------------------------------------------------
    def _main(self, eye, view, actions):
        g, me = eye.g, eye.me
        idx = eye.board.corner_index
        by_type: dict[type, list] = {}
        for a in actions:
            by_type.setdefault(type(a), []).append(a)
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
        if roads and g.roads_left[me] >= 2 and not g._settlement_spots(me):
            return roads[0]
        temple = by_type.get(A.PlayTempleBuilding)
        if temple:
            return temple[0]
        return None

    def _bank_trade(self, eye, trades: list, goal: str):
        if not trades:
            return None
        need = eye.short(eye.cost(goal))
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
        need = eye.short(eye.cost(goal))
        if not any(need) or sum(need) > 2:
            return None
        cost = eye.cost(goal)
        names = eye.rs.resources
        spare = [eye.hand[r] - cost[r] for r in range(eye.R)]
        give = max(range(eye.R), key=lambda r: spare[r])
        get = max(range(eye.R), key=lambda r: need[r])
        if spare[give] <= 0 or give == get:
            return None
        return A.OfferTrade(give=((names[give], 1),), get=((names[get], 1),), to=None)


# ---------------------------------------------------------------------------
# Search
# ---------------------------------------------------------------------------

def evaluate(g: Any, me: int) -> float:
    """A position's worth for ``me``: my lead in points and production over the best rival."""
    corner_pips, _ = _board_info(g._board)
    n = g.n
    score = [0.0] * n
    for c, o in enumerate(g.corner_owner):
        if o >= 0:
            score[o] += (2 if g.corner_city[c] else 1) * sum(corner_pips[c]) * 0.12
    for q in range(n):
        score[q] += g.points(q, hidden=(q == me)) + 0.05 * sum(g.hands[q]) + 0.1 * g.knights[q]
    if g.winner_ is not None:
        score[g.winner_] += 20
    rival = max(score[q] for q in range(n) if q != me)
    return score[me] - rival


class SettlersSearchBot(SettlersGreedyBot):
    """Determinised Monte Carlo over the greedy policy's candidates.

    ``playouts``: playouts per decision (shared over the candidates);
    ``horizon``: how many turns each playout looks ahead; ``time_limit``
    (seconds, optional) stops a decision early; ``candidates``: how many
    options are compared.
    """

    name = "search"

    def __init__(self, seed: int | None = None, playouts: int = 24, horizon: int = 8,
                 time_limit: float | None = None, candidates: int = 4, trades: bool = True):
        super().__init__(seed, trades)
        self.playouts = playouts
        self.horizon = horizon
        self.time_limit = time_limit
        self.candidates = candidates

    def choose(self, view: dict, actions: list, table: Table | None = None) -> Any:
        if len(actions) == 1:
            return actions[0]
        if table is None:
            raise ValueError("the search bot needs the table (use play_turns or simulate)")
        eye = _Eye(table.public_copy(), table.seat, view)
        greedy = self.decide(eye, view, actions)
        cands = self._candidates(eye, view, actions, greedy)
        if len(cands) < 2 or self.playouts <= 0:
            return greedy
        return self._search(table, cands, greedy)

    def _candidates(self, eye, view, actions, greedy) -> list:
        phase = view["phase"]
        k = self.candidates
        idx = eye.board.corner_index
        if phase == "setup_settlement":
            ranked = sorted(actions, key=lambda a: -eye.corner_value(idx[a.corner]))
            return ranked[:k]
        if phase == "robber":
            ranked = sorted(actions, key=lambda a: a != greedy)
            return _distinct([greedy, *ranked])[:k]
        if phase == "main":
            if isinstance(greedy, A.OfferTrade):
                return []
            out = [greedy]
            seen_types = {type(greedy)}
            for a in actions:
                t = type(a)
                if t in (A.BankTrade,):
                    continue
                if t not in seen_types:
                    seen_types.add(t)
                    out.append(a)
            return _distinct(out)[:k]
        return []

    def _search(self, table: Table, cands: list, greedy: Any) -> Any:
        start = time.perf_counter()
        totals = [0.0] * len(cands)
        counts = [0] * len(cands)
        me = table.seat
        per = max(1, self.playouts // len(cands))
        policy = SettlersGreedyBot(seed=self.rng.getrandbits(32), trades=False)
        for _ in range(per):
            for i, a in enumerate(cands):
                if self.time_limit is not None and time.perf_counter() - start > self.time_limit:
                    break
                g = table.determinise(self.rng)
                g.apply(a)
                _rollout(g, policy, self.horizon)
                totals[i] += evaluate(g, me)
                counts[i] += 1
        means = [t / c if c else float("-inf") for t, c in zip(totals, counts, strict=True)]
        best = max(range(len(cands)), key=lambda i: (means[i], cands[i] == greedy))
        # keep the greedy choice unless another one is clearly better
        gi = cands.index(greedy) if greedy in cands else None
        if gi is not None and means[best] - means[gi] < 0.15:
            return greedy
        return cands[best]


def _distinct(items: list) -> list:
    out = []
    for a in items:
        if a not in out:
            out.append(a)
    return out


def _rollout(g: Any, policy: SettlersGreedyBot, horizon: int, max_actions: int = 3000) -> None:
    stop = g.turn + horizon
    taken = 0
    while not g.is_over and g.turn < stop and taken < max_actions:
        seat = g.player
        acts = g.legal_actions()
        if len(acts) == 1:
            a = acts[0]
        else:
            # the rollout world is already a made-up one: read it directly
            eye = _Eye(g, seat, _light_view(g, seat))
            a = policy.decide(eye, eye.view, acts)
        g.apply(a)
        taken += 1


def _light_view(g: Any, seat: int) -> dict:
    """The few view fields the greedy policy reads, built cheaply for rollouts."""
    tr = g.trade
    return {
        "phase": g.phase, "turn": g.turn,
        "trade": None if tr is None else {"from": tr["from"], "give": g.hand_dict(tr["give"]),
                                          "get": g.hand_dict(tr["get"])},
        "players": [{"points": g.points(q, hidden=(q == seat)), "resource_cards": sum(g.hands[q])}
                    for q in range(g.n)],
    }
