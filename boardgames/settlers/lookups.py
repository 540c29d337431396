"""What the rules look up on a board: made once per board, shared by every copy of a game.

:class:`Lookups` holds the per-board tables the rules read on the hot path (corners of each
tile, production per dice total, harbour ratios, costs as (resource, count) pairs) and the
action objects the game lists.  The action objects (:class:`ActionTable`) depend only on the
names of the intersections, paths and tiles, the resources, the development card's cost and
the number of players, so every board of one shape shares them; they are made once, are
well-typed by construction, and ``apply`` takes them straight to the rules (no field check)
and records the saved form each carries (``actions.Action``).

Both are kept in ``functools`` caches keyed by values: the names, resources and costs for
the action table; the board, the ruleset and the number of players for the lookups (a board
is immutable and hashed as itself, a ruleset by its values, see ``Ruleset.__hash__``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from operator import itemgetter
from typing import Any

from ..core.actions import encode
from . import actions as A
from .board import Board
from .rulesets import Ruleset

ROLL = A.Roll()
END = A.EndTurn()
ACCEPT, DECLINE = A.AcceptTrade(), A.DeclineTrade()
PLAY_KNIGHT, PLAY_ROADS, PLAY_TEMPLE = A.PlayKnight(), A.PlayRoadBuilding(), A.PlayTempleBuilding()
BUILD_TEMPLE = A.BuildTemple()
SINGLETONS = (ROLL, END, ACCEPT, DECLINE, PLAY_KNIGHT, PLAY_ROADS, PLAY_TEMPLE, BUILD_TEMPLE)

# a dev card bought with discoveries: (the action, what is paid per resource, discoveries used)
Payment = tuple[A.BuyDevelopmentCard, tuple[int, ...], int]


class ActionTable:
    """The action objects a board's games list, made once (see the module's docstring)."""

    def __init__(self, corner_names: tuple[str, ...], edge_names: tuple[tuple[str, str], ...],
                 tile_labels: tuple[str, ...], resources: tuple[str, ...],
                 dev_cost: tuple[int, ...], players: int):
        res = resources
        self.corner_names = corner_names
        self.path_names = path_names = tuple(f"{a}~{b}" for a, b in edge_names)   # Board.path_name
        self.tile_labels = labels = tile_labels
        self.settle = tuple(A.BuildSettlement(n) for n in corner_names)
        self.city = tuple(A.BuildCity(n) for n in corner_names)
        self.choose = tuple(A.ChooseStartingSettlement(n) for n in corner_names)
        self.road = tuple(A.BuildRoad(name) for name in path_names)
        self.robber = tuple(
            tuple(A.MoveRobber(labels[t], v) for v in [None, *range(players)])
            for t in range(len(labels)))
        self.discard = tuple(A.Discard(r) for r in res)
        self.bank = tuple(tuple(A.BankTrade(res[g], res[t]) for t in range(len(res)))
                          for g in range(len(res)))
        # per resource given: (resource got, the trade) for every other resource
        self.bank_for = tuple(tuple((t, row[t]) for t in range(len(res)) if t != g)
                              for g, row in enumerate(self.bank))
        self.monopoly = tuple(A.PlayMonopoly(r) for r in res)
        # one card for one card, offered to everyone: the offers the greedy bot makes, by
        # (resource given, resource asked for)
        self.offer = {(g, t): A.OfferTrade(give=((res[g], 1),), get=((res[t], 1),), to=None)
                      for g in range(len(res)) for t in range(len(res)) if g != t}
        self.plenty = {(i, j): A.PlayYearOfPlenty(res[i], res[j])
                       for i, j in combinations_with_replacement(range(len(res)), 2)}
        self.liahona = {t: A.PlayLiahona(t) for t in range(2, 13)}
        # discovery payments: every way to replace resources of the card's cost
        cost_res = [r for r in range(len(res)) if dev_cost[r]]
        self.dev_payments: list[Payment] = []
        for k in range(0, 4):
            for combo in combinations(cost_res, k):
                pay = list(dev_cost)
                for r in combo:
                    pay[r] -= 1
                self.dev_payments.append((A.BuyDevelopmentCard(tuple(res[r] for r in combo)),
                                          tuple(pay), len(combo)))
        # every action made here carries its saved form in its own ``saved`` slot
        # (actions.Action): an action a caller made, even an equal one, has none and gets
        # the field check; apply reads one slot instead of hashing a dataclass
        made = [*SINGLETONS, *self.settle, *self.city, *self.choose, *self.road,
                *(a for row in self.robber for a in row), *self.discard,
                *(a for row in self.bank for a in row), *self.monopoly, *self.offer.values(),
                *self.plenty.values(),
                *self.liahona.values(), *(a for a, _, _ in self.dev_payments)]
        for action in made:
            object.__setattr__(action, "saved", encode(action))   # frozen: set directly


@lru_cache(maxsize=64)
def action_table(corner_names: tuple[str, ...], edge_names: tuple[tuple[str, str], ...],
                 tile_labels: tuple[str, ...], resources: tuple[str, ...],
                 dev_cost: tuple[int, ...], players: int) -> ActionTable:
    """The shared :class:`ActionTable` for these names, resources, card cost and players.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.lookups import lookups_for
    >>> one = boardgames.new_game("catan", players=3, seed=1)
    >>> two = boardgames.new_game("catan", players=3, seed=2)     # another random island
    >>> one.fixed_board is two.fixed_board, one.lookups.actions is two.lookups.actions
    (False, True)
    >>> one.lookups.actions.road[0]
    BuildRoad(path='A.N~A.NW')
    """
    return ActionTable(corner_names, edge_names, tile_labels, resources, dev_cost, players)


class Lookups:
    """Per-board constants the rules read: the action objects (shared, see
    :class:`ActionTable`) and the board's tables."""

    def __init__(self, board: Board, ruleset: Ruleset, players: int):
        topo = board.topology
        self.board = board
        self.ruleset = ruleset
        res = ruleset.resources
        self.actions = acts = action_table(
            board.corner_names, board.edge_names, tuple(t.label for t in board.tiles), res,
            ruleset.costs["development"], players)
        # the action objects, by index (named here too: the hot path reads them from here)
        self.corner_names = acts.corner_names
        self.path_names = acts.path_names
        self.tile_labels = acts.tile_labels
        self.settle = acts.settle
        self.city = acts.city
        self.choose = acts.choose
        self.road = acts.road
        self.robber = acts.robber
        self.discard = acts.discard
        self.bank_for = acts.bank_for
        self.monopoly = acts.monopoly
        self.offer = acts.offer
        self.plenty = acts.plenty
        self.liahona = acts.liahona
        self.dev_payments = acts.dev_payments
        self.number_tiles: dict[int, list[int]] = {}
        for i, t in enumerate(board.tiles):
            if t.number is not None:
                self.number_tiles.setdefault(t.number, []).append(i)
        # production: per dice total, (tile, resource or None, corners, yields discoveries)
        self.production = {
            k: tuple((t, board.tiles[t].resource, topo.tile_corners[t],
                      ruleset.jungle and board.tiles[t].terrain == "jungle") for t in ts)
            for k, ts in self.number_tiles.items()}
        # costs as (resource, count) pairs of the resources they need
        self.need = {what: tuple((r, k) for r, k in enumerate(cost) if k)
                     for what, cost in ruleset.costs.items()}
        self.need["city+settlement"] = tuple(
            (r, a + b) for r, (a, b) in enumerate(zip(ruleset.costs["city"],
                                                      ruleset.costs["settlement"], strict=True))
            if a + b)
        self.robber_tiles = tuple(
            t for t in range(len(board.tiles))
            if ruleset.robber_may_return_home or board.tiles[t].terrain != ruleset.robber_home)
        # points(): the settlements and cities in the box, and what a special card is worth
        self.point_values = (ruleset.pieces["settlement"], ruleset.pieces["city"],
                             ruleset.special_card_points)
        self.edge_corners = topo.edge_corners
        self.corner_edges = topo.corner_edges
        self.corner_nb = topo.corner_neighbours
        self.tile_corners = topo.tile_corners
        # per hex: corner_owner -> the owners of its corners, in one call (the robber's victims)
        self.tile_owners: tuple[Callable[[list[int]], Any], ...] = tuple(
            itemgetter(*cs) for cs in topo.tile_corners)
        self.corner_tiles = topo.corner_tiles
        self.numbered_corner = tuple(
            any(board.tiles[t].number is not None and board.tiles[t].resource is not None
                for t in topo.corner_tiles[c]) for c in range(len(topo.corner_points)))
        self.port_ratio: list[tuple[int, ...] | None] = []
        for c in range(len(topo.corner_points)):
            kind = board.corner_port[c]
            if kind is None:
                self.port_ratio.append(None)
            elif kind == "3:1":
                self.port_ratio.append((3,) * len(res))
            else:
                self.port_ratio.append(tuple(2 if r == kind else 4 for r in res))


@lru_cache(maxsize=64)
def lookups_for(board: Board, ruleset: Ruleset, players: int) -> Lookups:
    """The :class:`Lookups` of ``board`` for ``ruleset`` and ``players`` (made once).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.lookups import lookups_for
    >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    >>> lookups_for(game.fixed_board, game.ruleset, 3) is game.lookups
    True
    >>> game.lookups.need["city"]                  # (resource, count): 2 grain, 3 ore
    ((3, 2), (4, 3))
    """
    return Lookups(board, ruleset, players)
