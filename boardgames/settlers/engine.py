"""The settlers engine: one rules engine for Catan, its Jungle variant and Zarahemla.

State is flat (lists of ints) so that a game copies in microseconds and a
random playout runs fast; the board's networkx graph is rebuilt from that
state whenever a student reads ``game.board.graph``.

A turn goes through *phases*; :attr:`SettlersGame.phase` names the current
one and :meth:`SettlersGame.legal_actions` lists what may be done in it:

==================  =======================================================
``setup_settlement`` place a starting settlement (snake order)
``setup_road``       place the road next to it
``setup_choose``     (Zarahemla) choose the settlement that gives resources
``pre_roll``         before the dice: roll, or play a development card
``main``             after the dice: build, buy, trade, play a card, end turn
``discard``          a 7 was rolled: players over the limit discard one by one
``robber``           move the robber (and steal at random from a neighbour)
``road_building``    place the free roads of a Road Building card
``trade``            a trade offer waits for the answer of ``current_player``
``over``             somebody won
==================  =======================================================

The rules themselves live in ``rules/``, one module per part of the rulebook,
each a mixin class that :class:`SettlersGame` lists: ``setup.py`` (Setup),
``production.py`` (Production: the dice), ``robber.py`` (Robber: the 7 and the
robber), ``building.py`` (Building, the distance rule), ``cards.py`` (Cards:
development cards), ``trade.py`` (Trade) and ``awards.py`` (Awards).  This
module assembles them and keeps the protocol: construction, ``legal_actions``
(which asks the part of the current phase), ``apply``, chance, the end of a
turn and the win, ``view``, ``describe``, copying, saving and replaying.
"""

from __future__ import annotations

import random
from itertools import combinations, combinations_with_replacement
from operator import itemgetter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:                   # networkx is imported when a graph is first asked for
    import networkx as nx

from ..core.actions import check_fields, decode, encode
from ..core.chance import ChanceEvent, ChanceSource
from ..core.checks import short, whole
from ..core.errors import IllegalAction
from ..core.game import Game
from . import actions as A
from . import hidden
from .board import Board
from .options import ACTION_FIELDS as _FIELDS
from .options import check_options
from .options import normalise_outcome as _normalise
from .rules.awards import Awards
from .rules.building import BUILD_TEMPLE, Building
from .rules.cards import PLAY_KNIGHT, PLAY_ROADS, PLAY_TEMPLE, Cards
from .rules.production import DICE, ROLL, Production
from .rules.robber import Robber
from .rules.setup import Setup
from .rules.trade import ACCEPT, DECLINE, Trade
from .rulesets import (
    DEV_KINDS,
    RULESETS,
    VICTORY_POINT,
    Ruleset,
    ZarahemlaLayout,
    catan_board,
    zarahemla_board,
)
from .state import LISTS, ROWS, SHARED, SLOTS, to_plain

END = A.EndTurn()
_SINGLETONS = (ROLL, END, ACCEPT, DECLINE, PLAY_KNIGHT, PLAY_ROADS, PLAY_TEMPLE, BUILD_TEMPLE)
_NO_WIN_CHECK = frozenset(("setup_settlement", "setup_road", "setup_choose", "over"))
# the actions after the dice that move only resource cards and the robber, so cannot change
# anyone's points: no win check after them.  Every other action is followed by one: EndTurn
# (the next player may start their turn with the points to win, see _check_win) and the
# roll too, which opens each turn, so that a player whose turn begins with the points to win
# (points gained on another's turn, or a position set up by hand) wins there
_CANNOT_SCORE = frozenset((A.Discard, A.MoveRobber, A.BankTrade, A.OfferTrade, A.AcceptTrade,
                           A.DeclineTrade, A.PlayYearOfPlenty, A.PlayMonopoly))


class _Actions:
    """The action objects a board's games list, made once: they depend only on the names of
    the intersections, paths and tiles (the same on every board of one topology), the
    resources, the development card's cost and the number of players."""

    def __init__(self, board: Board, ruleset: Ruleset, players: int):
        topo = board.topology
        self.corner_names = board.corner_names
        self.path_names = tuple(board.path_name(e) for e in range(len(topo.edge_corners)))
        self.tile_labels = labels = tuple(t.label for t in board.tiles)
        self.settle = tuple(A.BuildSettlement(n) for n in board.corner_names)
        self.city = tuple(A.BuildCity(n) for n in board.corner_names)
        self.choose = tuple(A.ChooseStartingSettlement(n) for n in board.corner_names)
        self.road = tuple(A.BuildRoad(name) for name in self.path_names)
        self.robber = tuple(
            tuple(A.MoveRobber(labels[t], v) for v in [None, *range(players)])
            for t in range(len(labels)))
        res = ruleset.resources
        self.discard = tuple(A.Discard(r) for r in res)
        self.bank = tuple(tuple(A.BankTrade(res[g], res[t]) for t in range(len(res)))
                          for g in range(len(res)))
        # per resource given: (resource got, the trade) for every other resource
        self.bank_for = tuple(tuple((t, row[t]) for t in range(len(res)) if t != g)
                              for g, row in enumerate(self.bank))
        self.monopoly = tuple(A.PlayMonopoly(r) for r in res)
        self.plenty = {(i, j): A.PlayYearOfPlenty(res[i], res[j])
                       for i, j in combinations_with_replacement(range(len(res)), 2)}
        self.liahona = {t: A.PlayLiahona(t) for t in range(2, 13)}
        # discovery payments: every way to replace resources of the card's cost
        dev_cost = ruleset.costs["development"]
        cost_res = [r for r in range(len(res)) if dev_cost[r]]
        self.dev_payments = []
        for k in range(0, 4):
            for combo in combinations(cost_res, k):
                pay = list(dev_cost)
                for r in combo:
                    pay[r] -= 1
                self.dev_payments.append((A.BuyDevelopmentCard(tuple(res[r] for r in combo)),
                                          tuple(pay), len(combo)))
        # the actions made here are well-typed by construction: apply() skips their field
        # check and records their saved form from this table
        made = [*_SINGLETONS, *self.settle, *self.city, *self.choose, *self.road,
                *(a for row in self.robber for a in row), *self.discard,
                *(a for row in self.bank for a in row), *self.monopoly, *self.plenty.values(),
                *self.liahona.values(), *(a for a, _, _ in self.dev_payments)]
        self.encoded = {id(a): encode(a) for a in made}

_ACTIONS: dict[tuple, _Actions] = {}


def _actions_for(board: Board, ruleset: Ruleset, players: int) -> _Actions:
    key = (id(board.topology), board.corner_names, tuple(t.label for t in board.tiles),
           ruleset.resources, ruleset.costs["development"], players)
    acts = _ACTIONS.get(key)
    if acts is None:
        if len(_ACTIONS) > 64:
            _ACTIONS.clear()
        acts = _ACTIONS[key] = _Actions(board, ruleset, players)
    return acts


class _Cache:
    """Per-board constants: action objects (shared, see _Actions) and lookups."""

    def __init__(self, board: Board, ruleset: Ruleset, players: int):
        topo = board.topology
        self.board = board
        self.ruleset = ruleset
        self.__dict__.update(_actions_for(board, ruleset, players).__dict__)
        res = ruleset.resources
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
        self.tile_owners = tuple(itemgetter(*cs) for cs in topo.tile_corners)
        self.corner_tiles = topo.corner_tiles
        self.numbered_corner = tuple(
            any(board.tiles[t].number is not None and board.tiles[t].resource is not None
                for t in topo.corner_tiles[c]) for c in range(len(topo.corner_points)))
        self.port_ratio = []
        for c in range(len(topo.corner_points)):
            kind = board.corner_port[c]
            if kind is None:
                self.port_ratio.append(None)
            elif kind == "3:1":
                self.port_ratio.append((3,) * len(res))
            else:
                self.port_ratio.append(tuple(2 if r == kind else 4 for r in res))

_CACHES: dict[tuple, _Cache] = {}


def _cache_for(board: Board, ruleset: Ruleset, players: int) -> _Cache:
    key = (id(board), id(ruleset), players)
    c = _CACHES.get(key)
    if c is None or c.board is not board or c.ruleset is not ruleset:
        if len(_CACHES) > 64:
            _CACHES.clear()
        c = _Cache(board, ruleset, players)
        _CACHES[key] = c
    return c


class LiveBoard:
    """``game.board``: the static :class:`Board` plus a graph showing the pieces now."""

    def __init__(self, game: SettlersGame):
        self.game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game.fixed_board, name)

    @property
    def graph(self) -> nx.Graph:
        """The board's networkx graph with ``piece`` and ``road`` attributes filled in."""
        return self.game.graph

    def __repr__(self) -> str:
        return repr(self.game.fixed_board)


class SettlersGame(Setup, Production, Robber, Building, Cards, Trade, Awards, Game):
    """A game of Catan, Catan (Jungle variant) or The Settlers of Zarahemla.

    Create one with :func:`boardgames.new_game`.  Options:

    ``players``
        3 or 4 (Catan), 2 to 4 (Zarahemla).
    ``seed``
        seeds every chance event; the same seed and actions give the same game.
    ``layout``
        Catan: ``"beginner"`` or ``"random"`` (default).  Zarahemla: a
        :class:`~boardgames.settlers.rulesets.ZarahemlaLayout`, a dict of its
        fields, or ``"random"`` (default).
    ``target``
        points to win (default 10; Zarahemla 12, with 10 or 11 as the variant).
    ``jungle_number``
        (Jungle variant) the token on the Jungle: 3, 4, 5, 9, 10 or 11 (default 4).
    ``discovery_supply``
        (Jungle variant) how many discovery counters exist (default None: unlimited).
    """

    name = "settlers"
    __slots__ = SLOTS     # the state, derived fields and lookups (state.py); name in the dict

    # the public methods of the rule parts, named here too so that the class's own documentation
    # lists them (autodoc shows a class's own members); the code is in rules/*.py
    produce = Production.produce
    free_corner = Building.free_corner
    settlement_spots = Building.settlement_spots
    road_spots = Building.road_spots

    # ---------------------------------------------------------------- construction
    def __init__(self, ruleset: Ruleset | str = "catan", players: int = 4, seed: int | None = None,
                 layout: Any = "random", target: int | None = None,
                 jungle_number: int | None = None, discovery_supply: int | None = None,
                 _board: Board | None = None):
        if isinstance(ruleset, str):
            if ruleset not in RULESETS:
                raise ValueError(f"unknown settlers ruleset {short(ruleset)}")
            ruleset = RULESETS[ruleset]
        self.ruleset = rs = ruleset
        self.name = rs.name
        players, seed, target, jungle_number, discovery_supply = check_options(
            rs, players, seed, target, jungle_number, discovery_supply)
        self.chance = ChanceSource(seed, _normalise)
        self.options: dict[str, Any] = {"players": players, "seed": seed, "target": target,
                                        "jungle_number": jungle_number,
                                        "discovery_supply": discovery_supply}
        if _board is not None:
            board = _board
        elif rs.board == "zarahemla":
            if layout == "random":
                self.options["layout"] = "random"   # replay draws the same layout again
                layout = ZarahemlaLayout.random(self.chance)
            elif isinstance(layout, dict):
                layout = ZarahemlaLayout.from_data(layout)
            elif not isinstance(layout, ZarahemlaLayout):
                raise ValueError("a Zarahemla layout is 'random', a ZarahemlaLayout or a dict")
            board = zarahemla_board(rs, layout)
            self.options.setdefault("layout", layout.to_data())
        else:
            if not isinstance(layout, str) or layout not in ("beginner", "random"):
                raise ValueError(f"unknown Catan layout {short(layout)}; use 'beginner' or 'random'")
            board = catan_board(rs, self.chance, layout, jungle_number)
            self.options["layout"] = layout
        self._board = board
        self._graph: nx.Graph | None = None
        n, R = players, len(rs.resources)
        self.n = n
        self.target = target
        self.hands = [[0] * R for _ in range(n)]
        self.bank = [rs.cards_per_resource] * R
        self.discoveries = [0] * n
        self.discovery_supply = discovery_supply
        self.dev = [[0] * len(DEV_KINDS) for _ in range(n)]
        self.dev_new = [[0] * len(DEV_KINDS) for _ in range(n)]
        self.dev_deck = list(rs.dev_deck)
        self.knights = [0] * n
        self.temples = [0] * n
        topo = board.topology
        self.corner_owner = [-1] * len(topo.corner_points)
        self.corner_city = [False] * len(topo.corner_points)
        self.edge_owner = [-1] * len(topo.edge_corners)
        self.roads_left = [rs.pieces["road"]] * n
        self.settlements_left = [rs.pieces["settlement"]] * n
        self.cities_left = [rs.pieces["city"]] * n
        self.temples_left = [rs.pieces["temple"]] * n
        home = [i for i, t in enumerate(board.tiles) if t.terrain == rs.robber_home]
        self.robber = home[0] if home else 0
        self.longest_holder = -1
        self.army_holder = -1
        self.temple_holder = -1
        self.road_length = [0] * n
        self.setup_order = rs.setup_order(n)
        self.setup_step = 0
        self.setup_corner = -1
        self.phase = "setup_settlement"
        self.player = self.setup_order[0]
        self.turn_player = self.player
        self.turn = 0
        self.dev_played = False
        self.discard_owed = [0] * n
        self.free_roads = 0
        self.robber_return = "main"
        self.trade: dict | None = None
        self.last_roll: tuple[int, int] | None = None
        self.winner_: int | None = None
        self.history: list[list] = []
        self.log: list[str] = []
        self._derive()

    def forget_graph(self) -> None:
        """Drop the cached networkx graph (a copy builds its own when first asked).

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> first = game.graph
        >>> game.forget_graph()
        >>> game.graph is first
        False
        """
        self._graph = None

    def attach(self, board: Board) -> None:
        """Play on ``board`` and rebuild the derived fields (trade ratios, blocked corners)
        from the saved ones: the last step of building a game field by field (the loader).

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.attach(game.fixed_board)
        >>> game.ratio[0]
        [4, 4, 4, 4, 4]
        """
        self._board = board
        self._graph = None
        self._derive()

    def _derive(self) -> None:
        """Rebuild the derived lookups (trade ratios, blocked corners) from the state."""
        self._c = _cache_for(self._board, self.ruleset, self.n)
        R = len(self.ruleset.resources)
        self.ratio = [[4] * R for _ in range(self.n)]
        self.blocked = [0] * len(self.corner_owner)
        for c, p in enumerate(self.corner_owner):
            if p >= 0:
                self._occupy(c, p)

    # -------------------------------------------------------------- properties
    @property
    def board(self) -> LiveBoard:
        return LiveBoard(self)

    @property
    def fixed_board(self) -> Board:
        """The :class:`Board` without pieces: tiles, numbers and harbours, fixed for the game."""
        return self._board

    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.player

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def winner(self) -> int | None:
        return self.winner_

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won: ``(winner,)`` once somebody has, else ``()``."""
        return () if self.winner_ is None else (self.winner_,)

    @property
    def players(self) -> int:
        """The number of seats (``n`` is the same number, the name the hot path uses)."""
        return self.n

    @property
    def graph(self) -> nx.Graph:
        """The board's networkx graph with the pieces now on it (``game.board.graph``): the
        board's own graph copied once per game, its ``piece``, ``road`` and ``robber``
        attributes brought up to date each time it is read."""
        board = self._board
        if self._graph is None:
            self._graph = board.graph.copy()
        g = self._graph
        for c, name in enumerate(board.corner_names):
            owner = self.corner_owner[c]
            g.nodes[name]["piece"] = None if owner < 0 else {
                "player": owner, "kind": "city" if self.corner_city[c] else "settlement"}
        for e, (a, b) in enumerate(board.edge_names):
            owner = self.edge_owner[e]
            g.edges[a, b]["road"] = None if owner < 0 else owner
        robber = board.tiles[self.robber].label
        for label, data in g.graph["tiles"].items():
            data["robber"] = label == robber
        return g

    @property
    def resources(self) -> tuple[str, ...]:
        return self.ruleset.resources

    def points(self, player: int, hidden: bool = True) -> int:
        """Victory points of ``player``; ``hidden=False`` leaves out unrevealed VP cards.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"))
        >>> game = position.place_settlement(game, 0, "K-L-P")     # 1 point
        >>> game = position.place_city(game, 0, "E-I-J")           # 2 points
        >>> game = position.give_development_card(game, 0, "victory_point")
        >>> game.points(0), game.points(0, hidden=False)   # what player 0 and the others know
        (4, 3)
        """
        settlements, cities, bonus = self._c.point_values
        pts = (settlements - self.settlements_left[player]) \
            + 2 * (cities - self.cities_left[player])
        if self.longest_holder == player:
            pts += bonus
        if self.army_holder == player:
            pts += bonus
        if self.temple_holder == player:
            pts += bonus
        if hidden or self.phase == "over":
            pts += self.dev[player][VICTORY_POINT]
        return pts

    def hand(self, player: int) -> dict[str, int]:
        """The resource cards in ``player``'s hand, by name.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"))
        >>> game = position.give(game, 0, ore=3, grain=2)
        >>> game.hand(0)
        {'brick': 0, 'lumber': 0, 'wool': 0, 'grain': 2, 'ore': 3}
        """
        return dict(zip(self.ruleset.resources, self.hands[player], strict=True))

    # ---------------------------------------------------------------- legality
    def legal_actions(self) -> list:
        phase = self.phase
        p = self.player
        if phase == "main":
            return self._main_actions(p)
        if phase == "pre_roll":
            acts = [ROLL]
            if self.ruleset.temple_before_roll:      # Zarahemla: "at anytime during their turn"
                self._temple_actions(p, acts)
            self._dev_actions(p, acts, before_roll=True)
            return acts
        if phase == "discard":
            return self._discard_actions(p)
        if phase == "robber":
            return self._robber_actions(p)
        if phase == "road_building":
            return self._free_road_actions(p)
        if phase == "trade":
            return self._answer_actions(p)
        if phase == "setup_settlement":
            return self._start_settlement_actions()
        if phase == "setup_road":
            return self._start_road_actions()
        if phase == "setup_choose":
            return self._choose_actions(p)
        return []

    def _main_actions(self, p: int) -> list:
        """After the dice: end the turn, build (rules/building.py), buy a card (rules/cards.py),
        a temple stone, a bank trade (rules/trade.py), play a card, in this order."""
        acts: list = [END]
        self._build_actions(p, acts)
        self._buy_actions(p, acts)
        self._temple_actions(p, acts)
        self._bank_actions(p, acts)
        self._dev_actions(p, acts, before_roll=False)
        return acts

    # ------------------------------------------------------------------- apply
    def apply(self, action: Any, *, outcome: Any = None) -> None:
        """Apply ``action`` for the current player (see :meth:`Game.apply`).

        An action the engine listed itself (from ``legal_actions``) is well-typed by
        construction, so when no outcome is forced it goes straight to the rules.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import BuildRoad, BuildSettlement
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.apply(BuildSettlement("K-L-P"))          # player 0's first settlement
        >>> game.apply(BuildRoad("K-L-P~K-O-P"))          # and the road next to it
        >>> game.phase_description()                       # then the next player's
        'player 1 must place a starting settlement'
        >>> game.apply(BuildSettlement("L-P"))             # next to player 0's
        Traceback (most recent call last):
            ...
        boardgames.core.errors.IllegalAction: the distance rule: a settlement needs all neighbouring intersections empty, and one next to L-P is built on
        >>> game.apply(game.legal_actions()[0])            # an action the engine listed
        >>> game.view()["buildings"]
        {'A.N': [1, 'settlement'], 'K-L-P': [0, 'settlement']}
        """
        if outcome is None and not self.chance.forced:
            saved = self._c.encoded.get(id(action))
            if saved is not None:
                self._apply(action, saved)
                return
        Game.apply(self, action, outcome=outcome)

    def _apply(self, action: Any, saved: list | None = None) -> None:
        """Apply a checked ``action`` (``saved``: its saved form, when the engine made it)."""
        if self.phase == "over":
            raise IllegalAction("the game is over")
        handler = self._HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(f"{short(action)} is not a settlers action")
        p = self.player
        # the chance results of this action (dice, card drawn, card stolen; drawn or forced),
        # recorded with it so that a replay never depends on the generator's order of calls
        self._drawn = drawn = []
        handler(self, action)
        if saved is None:
            saved = self._c.encoded.get(id(action))
        entry = [p, saved[:] if saved is not None else encode(action)]
        if drawn:
            entry.append(drawn)
        self.history.append(entry)
        if self.phase not in _NO_WIN_CHECK and type(action) not in _CANNOT_SCORE:
            self._check_win()

    def _check_action(self, action: Any) -> None:
        if id(action) not in self._c.encoded:      # the engine's own actions are well-typed
            check_fields(action, _FIELDS, "settlers")

    # ---------------------------------------------------- the turn and winning
    def _do_end(self, action: A.EndTurn) -> None:
        p = self.player
        self._need_phase("main", what="ending the turn")
        self.dev_new[p] = [0] * len(DEV_KINDS)
        self.dev_played = False
        self.turn_player = self.player = (p + 1) % self.n
        self.turn += 1
        self.phase = "pre_roll"

    def _check_win(self) -> None:
        """The turn player wins on reaching the target during their own turn; points gained on
        another's turn (a Longest Road passed on when a road is cut) win once their turn comes."""
        tp = self.turn_player
        if self.points(tp) >= self.target:
            self.winner_ = tp
            self.phase = "over"
            self.log.append(f"Player {tp} reaches {self.points(tp)} points and wins!")

    def _state_for_check(self) -> dict:
        state = self.state_dict()
        state["history"] = []     # the record of actions the engine itself wrote, checked
        state["log"] = []         # when it was written: not read again on every staging call
        return state

    def _after_edit(self) -> None:
        """After a change by hand (``position.py``): the lookups, every road length, the
        Longest Road, and the win of a turn player who now has the target."""
        self._derive()
        self._graph = None
        self._update_longest_road()
        if self.phase not in _NO_WIN_CHECK:
            self._check_win()

    # what each action does: the handler of its rulebook part (rules/*.py), or _do_end here
    _HANDLERS = {
        A.EndTurn: _do_end,
        **Setup.SETUP_HANDLERS, **Production.PRODUCTION_HANDLERS, **Robber.ROBBER_HANDLERS,
        **Building.BUILDING_HANDLERS, **Cards.CARD_HANDLERS, **Trade.TRADE_HANDLERS,
    }

    # ---------------------------------------------------------- forcing chance
    def chance_kinds(self) -> tuple[str, ...]:
        return ("dice", "development card", "steal")

    def _next_event(self, kind: str) -> ChanceEvent | None:
        rs = self.ruleset
        if kind == "dice":
            return DICE
        if kind == "development card":
            left = {rs.dev_names[i]: k for i, k in enumerate(self.dev_deck)}
            for k, v in self.chance.forced:
                if k == kind and left.get(v, 0) > 0:
                    left[v] -= 1
            if not any(left.values()):
                raise IllegalAction("the development cards left are all promised to earlier "
                                    "forced draws" if sum(self.dev_deck) else
                                    "there are no development cards left to draw")
            return ChanceEvent.from_counts(kind, left, "the next development card drawn")
        if kind == "steal":
            return ChanceEvent.uniform(kind, rs.resources, "the card taken by the next steal")
        return None

    # ---------------------------------------------------- what the rules share
    def _need_phase(self, *phases: str, what: str) -> None:
        if self.phase not in phases:
            raise IllegalAction(f"{what} is not allowed now: {self.phase_description()}")

    def corner_number(self, name: Any) -> int:
        """The index of the intersection called ``name``; IllegalAction if there is none.

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.fixed_board.corner_names[game.corner_number("K-L-P")]
        'K-L-P'
        """
        try:
            return self._board.corner_index[name]
        except (KeyError, TypeError):
            raise IllegalAction(f"there is no intersection called {short(name)}") from None

    def resource_number(self, name: Any) -> int:
        """The index of the resource ``name`` in the ruleset; IllegalAction if it is none.

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.resource_number("ore")
        4
        """
        try:
            return self.ruleset.resources.index(name)
        except ValueError:
            if self.ruleset.jungle and name in ("discovery", "discoveries"):
                raise IllegalAction("discoveries are not resource cards: they cannot be traded, "
                                    "stolen, monopolised or taken by Year of Plenty; they only "
                                    "pay for development cards") from None
            raise IllegalAction(f"{short(name)} is not a resource; use one of "
                                f"{', '.join(self.ruleset.resources)}") from None

    def _can_pay(self, p: int, cost) -> bool:
        h = self.hands[p]
        for r, k in enumerate(cost):
            if h[r] < k:
                return False
        return True

    def _need_pay(self, p: int, cost, what: str) -> None:
        if not self._can_pay(p, cost):
            raise IllegalAction(f"{what} costs {self.cost_words(cost)}, and player {p} "
                                f"does not have that")

    def _pay(self, p: int, cost) -> None:
        h, bank = self.hands[p], self.bank
        for r, k in enumerate(cost):
            if k:
                h[r] -= k
                bank[r] += k

    def cost_words(self, cost) -> str:
        """A cost (counts per resource) in words, e.g. ``"1 brick, 1 lumber"``.

        Examples
        --------
        >>> import boardgames
        >>> catan = boardgames.new_game("catan", players=3, seed=1)
        >>> catan.cost_words(catan.ruleset.costs["settlement"])
        '1 brick, 1 lumber, 1 wool, 1 grain'
        >>> zarahemla = boardgames.new_game("zarahemla", players=3, seed=1)
        >>> zarahemla.cost_words(zarahemla.ruleset.costs["temple"])
        '1 brick, 1 stone'
        """
        return ", ".join(f"{k} {r}" for r, k in zip(self.ruleset.resources, cost, strict=True) if k)

    # -------------------------------------------------------------------- views
    def phase_description(self, seat: int | None = None) -> str:
        """What the game waits for now, in words (the status line of the play app).

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"))
        >>> from boardgames.settlers import Roll
        >>> game = position.give(game, 1, wool=5, grain=3)   # player 1 holds 8 cards
        >>> game.apply(Roll(), outcome=7)
        >>> game.phase_description()
        'player 1 must discard 4 more card(s) after the 7'
        """
        ph = self.phase
        p = self.player
        return {
            "setup_settlement": f"player {p} must place a starting settlement",
            "setup_road": f"player {p} must place a road next to the settlement just placed",
            "setup_choose": f"player {p} must choose the settlement that gives starting resources",
            "pre_roll": f"player {p} must roll the dice first (or play a development card)",
            "main": f"it is player {p}'s turn to build, trade or end the turn",
            "discard": f"player {p} must discard {self.discard_owed[p]} more card(s) after the 7",
            "robber": f"player {p} must move the {self.ruleset.terms['robber']}",
            "road_building": f"player {p} must place {self.free_roads} free road(s)",
            "trade": f"player {p} must accept or decline the trade offer",
            "over": "the game is over",
        }[ph]

    def view(self, player: int | None = None) -> dict:
        """What ``player`` may see: the board, everyone's public counts, their own hand.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"))
        >>> game = position.give(game, 0, ore=3, grain=2)
        >>> game.view(0)["players"][0]["hand"]          # player 0 sees their own cards
        {'brick': 0, 'lumber': 0, 'wool': 0, 'grain': 2, 'ore': 3}
        >>> seen_by_1 = game.view(1)["players"][0]      # player 1 sees how many, not which
        >>> seen_by_1["resource_cards"], "hand" in seen_by_1
        (5, False)
        >>> game.view()["bank"]                         # None: what everyone may see
        {'brick': 19, 'lumber': 19, 'wool': 19, 'grain': 17, 'ore': 16}
        """
        rs = self.ruleset
        if player is not None and (not whole(player) or not 0 <= player < self.n):
            raise IllegalAction(f"view takes a seat number from 0 to {self.n - 1}, or None for "
                                f"what everyone may see, not {short(player)}")
        c = self._c
        names, city = c.corner_names, self.corner_city
        paths = c.path_names
        out = {
            "game": self.name, "phase": self.phase, "current_player": self.current_player,
            "turn_player": self.turn_player, "turn": self.turn, "winner": self.winner_,
            "last_roll": list(self.last_roll) if self.last_roll else None,
            "robber": c.tile_labels[self.robber],
            "buildings": {names[x]: [o, "city" if city[x] else "settlement"]
                          for x, o in enumerate(self.corner_owner) if o >= 0},
            "roads": {paths[e]: o for e, o in enumerate(self.edge_owner) if o >= 0},
            "bank": self.hand_dict(self.bank),
            "development_cards_left": sum(self.dev_deck),
            "longest_road": None if self.longest_holder < 0 else self.longest_holder,
            "largest_army": None if self.army_holder < 0 else self.army_holder,
            "temple_contributor": None if self.temple_holder < 0 else self.temple_holder,
            "players": [],
            "trade": None if self.trade is None else {
                "from": self.trade["from"], "give": self.hand_dict(self.trade["give"]),
                "get": self.hand_dict(self.trade["get"])},
            "discard_owed": list(self.discard_owed) if self.phase == "discard" else None,
            "free_roads": self.free_roads,
        }
        for q in range(self.n):
            info = {
                "seat": q, "points": self.points(q, hidden=(q == player)),
                "resource_cards": sum(self.hands[q]),
                "development_cards": sum(self.dev[q]), "knights": self.knights[q],
                "road_length": self.road_length[q], "roads_left": self.roads_left[q],
                "settlements_left": self.settlements_left[q], "cities_left": self.cities_left[q],
            }
            if rs.jungle:
                info["discoveries"] = self.discoveries[q]
            if rs.pieces["temple"]:
                info["temple_stones"] = self.temples[q]
            if q == player or self.phase == "over":
                info["hand"] = self.hand(q)
                info["development"] = {rs.dev_names[k]: self.dev[q][k]
                                       for k in range(len(DEV_KINDS)) if self.dev[q][k]}
                info["bought_this_turn"] = {rs.dev_names[k]: self.dev_new[q][k]
                                            for k in range(len(DEV_KINDS)) if self.dev_new[q][k]}
            out["players"].append(info)
        return out

    def describe(self, action: Any) -> str:
        """``str(action)`` in this ruleset's words (Stripling Warrior, Gadianton Robber...).

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import MoveRobber, PlayKnight
        >>> catan = boardgames.new_game("catan", players=3, seed=1)
        >>> zarahemla = boardgames.new_game("zarahemla", players=3, seed=1)
        >>> catan.describe(PlayKnight()), zarahemla.describe(PlayKnight())
        ('play a knight', 'play a Stripling Warrior')
        >>> zarahemla.describe(MoveRobber("A", 1))
        'move the Gadianton Robber to tile A and steal from player 1'
        """
        text = str(action)
        for old, new in self.ruleset.action_words:
            text = text.replace(old, new)
        return text

    def hand_dict(self, counts) -> dict[str, int]:
        """Counts per resource (a hand, the bank, a cost) as a dict by resource name.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1)
        >>> game.hand_dict(game.ruleset.costs["city"])
        {'brick': 0, 'lumber': 0, 'wool': 0, 'grain': 2, 'ore': 3}
        >>> game.hand_dict(game.bank)
        {'brick': 19, 'lumber': 19, 'wool': 19, 'grain': 19, 'ore': 19}
        """
        return dict(zip(self.ruleset.resources, counts, strict=True))

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"turn {self.turn}, {self.phase_description()}"
        return f"<{self.ruleset.title}: {self.n} players, {state}>"

    # --------------------------------------------------------------- copy & save
    def copy(self) -> SettlersGame:
        """An independent copy (the fields as ``state.py`` declares them).

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"), rolled=True)
        >>> from boardgames.settlers import BuildCity
        >>> game = position.place_settlement(game, 0, "K-L-P")
        >>> game = position.give(game, 0, ore=3, grain=2)
        >>> trial = game.copy()
        >>> trial.apply(BuildCity("K-L-P"))                 # what if player 0 builds a city?
        >>> trial.points(0), game.points(0)                 # the game itself is unchanged
        (2, 1)
        """
        g = SettlersGame.__new__(SettlersGame)
        for f in SHARED:
            setattr(g, f, getattr(self, f))
        for f in LISTS:
            setattr(g, f, getattr(self, f)[:])
        for f in ROWS:
            setattr(g, f, [row[:] for row in getattr(self, f)])
        g.trade = None if self.trade is None else {**self.trade,
                                                   "responders": list(self.trade["responders"])}
        g.history = self.history[:]
        g.log = self.log[:]
        g.chance = self.chance.copy()
        g.forget_graph()
        return g

    def restore(self, other: Game) -> None:
        """Become ``other`` (see :meth:`Game.restore`): its slots as well as its dict.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"), rolled=True)
        >>> from boardgames.settlers import BuildCity
        >>> game = position.place_settlement(game, 0, "K-L-P")
        >>> game = position.give(game, 0, ore=3, grain=2)
        >>> before = game.copy()
        >>> game.apply(BuildCity("K-L-P"))
        >>> game.points(0), game.hand(0)["ore"]
        (2, 0)
        >>> game.restore(before)                            # undo
        >>> game.points(0), game.hand(0)["ore"]
        (1, 3)
        """
        super().restore(other)
        for f in SLOTS:
            setattr(self, f, getattr(other, f))

    def state_dict(self) -> dict:
        state = to_plain(self)          # every field state.py declares, then the others
        state["trade"] = None if self.trade is None else {
            "from": self.trade["from"], "give": list(self.trade["give"]),
            "get": list(self.trade["get"]), "responders": list(self.trade["responders"])}
        state["ruleset"] = self.ruleset.name
        state["options"] = self.options
        state["board"] = self._board.to_data()
        state["history"] = self.history
        state["log"] = self.log
        state["chance"] = self.chance.state()
        return state

    @classmethod
    def from_state(cls, state: dict) -> SettlersGame:
        """Rebuild a game from :meth:`state_dict`, checking every value against the rules.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import SettlersGame
        >>> game = boardgames.new_game("catan", players=3, seed=1)
        >>> game.apply(game.legal_actions()[0])
        >>> SettlersGame.from_state(game.state_dict()) == game
        True
        >>> state = game.state_dict()
        >>> state["bank"][0] = 25                      # more brick than the game has
        >>> SettlersGame.from_state(state)
        Traceback (most recent call last):
            ...
        boardgames.core.errors.SaveFileError: the saved game is not a possible position: the bank holds 25, not a whole number from 0 to 19
        """
        from .save import load
        return load(cls, state)

    def redeal(self, seat: int, rng: random.Random | None = None) -> SettlersGame:
        """A copy in which the cards ``seat`` cannot see are dealt again from ``rng``
        (other hands, other development cards, the deck) and the generator is fresh;
        ``rng=None`` gives the one fixed public copy.  See :mod:`boardgames.settlers.hidden`.

        Examples
        --------
        >>> import random
        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=2)
        >>> world = game.redeal(1, random.Random(5))
        >>> world.view(1) == game.view(1)
        True
        """
        return hidden.redeal(self, seat, rng)

    def replay(self) -> SettlersGame:
        """A fresh game from the same seed and options with this game's actions re-applied.

        Each action's recorded chance results are forced again, so the replay does not depend
        on the order of the generator's calls; a save made before every result was recorded
        holds only the outcomes a teacher forced, and its other results come from the seed as
        they did.  The replay keeps this game's record as it stands (such a save's entries stay
        as they were written), and its generator is left where this game's is, so that both
        continue alike.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import Roll
        >>> game = boardgames.new_game("catan", players=3, seed=1)
        >>> for _ in range(12):                        # the set-up: the first spot listed each time
        ...     game.apply(game.legal_actions()[0])
        >>> game.apply(Roll())
        >>> again = game.replay()
        >>> again == game, again.last_roll, len(again.history)
        (True, (1, 2), 13)
        """
        opts = {k: v for k, v in self.options.items() if v is not None or k == "seed"}
        g = SettlersGame(self.ruleset, **opts)
        for entry in self.history:
            for kind, value in (entry[2] if len(entry) > 2 else ()):
                g.force(kind, value)
            g.apply(decode(entry[1], A.ACTION_CLASSES))
        g.history = self.history[:]
        g.chance.rng.setstate(self.chance.rng.getstate())
        return g
