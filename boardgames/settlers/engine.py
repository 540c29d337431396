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
as functions over the state (:class:`~boardgames.settlers.state.SettlersState`):
``setup.py``, ``production.py`` (the dice), ``robber.py`` (the 7 and the
robber), ``building.py`` (the distance rule), ``cards.py`` (development
cards), ``trade.py``, ``awards.py`` and ``turn.py`` (the end of a turn, the
win).  Each declares the actions it handles in its own ``RULES`` table; this
module merges them into one, :data:`RULES` (action class -> rule function), and
:class:`SettlersGame` is a thin facade over the state: construction,
``legal_actions`` (which asks the part of the current phase), ``apply``
(which looks the action up in ``RULES``), chance, ``view``, ``describe``,
copying, saving and replaying.
"""

from __future__ import annotations

import random
from collections.abc import Callable
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
from .lookups import END, ROLL
from .options import ACTION_FIELDS as _FIELDS
from .options import check_options
from .options import normalise_outcome as _normalise
from .rules import building, cards, common, production, robber, setup, trade, turn
from .rules.awards import _update_longest_road
from .rules.building import _build_actions, _temple_actions
from .rules.cards import _buy_actions, _dev_actions, _free_road_actions
from .rules.common import Rule
from .rules.production import DICE
from .rules.robber import _discard_actions, _robber_actions
from .rules.setup import _choose_actions, _start_road_actions, _start_settlement_actions
from .rules.trade import _answer_actions, _bank_actions
from .rules.turn import _check_win
from .rulesets import (
    DEV_KINDS,
    RULESETS,
    Ruleset,
    ZarahemlaLayout,
    catan_board,
    zarahemla_board,
)
from .state import LISTS, ROWS, SHARED, SLOTS, SettlersState, to_plain

_NO_WIN_CHECK = frozenset(("setup_settlement", "setup_road", "setup_choose", "over"))
# the actions after the dice that move only resource cards and the robber, so cannot change
# anyone's points: no win check after them.  Every other action is followed by one: EndTurn
# (the next player may start their turn with the points to win, see _check_win) and the
# roll too, which opens each turn, so that a player whose turn begins with the points to win
# (points gained on another's turn, or a position set up by hand) wins there
_CANNOT_SCORE = frozenset((A.Discard, A.MoveRobber, A.BankTrade, A.OfferTrade, A.AcceptTrade,
                           A.DeclineTrade, A.PlayYearOfPlenty, A.PlayMonopoly))

# what each action does: the rule function of its rulebook part, one table for the engine
RULES: dict[type, Rule] = {
    **setup.RULES, **production.RULES, **robber.RULES, **building.RULES, **cards.RULES,
    **trade.RULES, **turn.RULES,
}


def _main_actions(s: SettlersState, p: int) -> list:
    """After the dice: end the turn, build (rules/building.py), buy a card (rules/cards.py),
    a temple stone, a bank trade (rules/trade.py), play a card, in this order."""
    acts: list = [END]
    _build_actions(s, p, acts)
    _buy_actions(s, p, acts)
    _temple_actions(s, p, acts)
    _bank_actions(s, p, acts)
    _dev_actions(s, p, acts, before_roll=False)
    return acts


def _pre_roll_actions(s: SettlersState, p: int) -> list:
    """Before the dice: roll, a temple stone (Zarahemla: "at anytime during their turn"), or
    play a card."""
    acts: list = [ROLL]
    if s.ruleset.temple_before_roll:
        _temple_actions(s, p, acts)
    _dev_actions(s, p, acts, before_roll=True)
    return acts


# what may be done in each phase: the part's function listing it
ACTIONS: dict[str, Callable[[SettlersState, int], list]] = {
    "main": _main_actions,
    "pre_roll": _pre_roll_actions,
    "discard": _discard_actions,
    "robber": _robber_actions,
    "road_building": _free_road_actions,
    "trade": _answer_actions,
    "setup_settlement": _start_settlement_actions,
    "setup_road": _start_road_actions,
    "setup_choose": _choose_actions,
}


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


class SettlersGame(SettlersState, Game):
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

    The game is its state (:class:`~boardgames.settlers.state.SettlersState`, every field
    declared there) with the protocol around it; each rule is a function of ``rules/*.py``
    over that state, found through :data:`RULES`.
    """

    name = "settlers"
    __slots__ = ("_graph",)    # the networkx graph, made when first read; name in the dict

    # ---------------------------------------------------------------- construction
    def __init__(self, ruleset: Ruleset | str = "catan", players: int = 4, seed: int | None = None,
                 layout: Any = "random", target: int | None = None,
                 jungle_number: int | None = None, discovery_supply: int | None = None):
        if isinstance(ruleset, str):
            if ruleset not in RULESETS:
                raise ValueError(f"unknown settlers ruleset {short(ruleset)}")
            ruleset = RULESETS[ruleset]
        rs = ruleset
        self.name = rs.name
        players, seed, target, jungle_number, discovery_supply = check_options(
            rs, players, seed, target, jungle_number, discovery_supply)
        chance = ChanceSource(seed, _normalise)
        options: dict[str, Any] = {"players": players, "seed": seed, "target": target,
                                   "jungle_number": jungle_number,
                                   "discovery_supply": discovery_supply}
        if rs.board == "zarahemla":
            if layout == "random":
                options["layout"] = "random"   # replay draws the same layout again
                layout = ZarahemlaLayout.random(chance)
            elif isinstance(layout, dict):
                layout = ZarahemlaLayout.from_data(layout)
            elif not isinstance(layout, ZarahemlaLayout):
                raise ValueError("a Zarahemla layout is 'random', a ZarahemlaLayout or a dict")
            board = zarahemla_board(rs, layout)
            options.setdefault("layout", layout.to_data())
        else:
            if not isinstance(layout, str) or layout not in ("beginner", "random"):
                raise ValueError(f"unknown Catan layout {short(layout)}; use 'beginner' or 'random'")
            board = catan_board(rs, chance, layout, jungle_number)
            options["layout"] = layout
        SettlersState.__init__(self, rs, board, players, chance, target, discovery_supply)
        self.options = options
        self._graph: nx.Graph | None = None

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
        self.fixed_board = board
        self._graph = None
        self.drawn = []
        building.derive(self)

    # -------------------------------------------------------------- properties
    @property
    def board(self) -> LiveBoard:
        return LiveBoard(self)

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
        board = self.fixed_board
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
        """Victory points of ``player``; ``hidden=False`` leaves out unrevealed VP cards
        (the rule: :func:`boardgames.settlers.rules.turn.points`).

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
        return turn.points(self, player, hidden)

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

    # ------------------------------------------------- the rules' public questions
    # (one line each: the rule is the function named in rules/*.py)
    def produce(self, total: int) -> None:
        """Pay now what a roll of ``total`` pays (:func:`.rules.production.produce`).

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"))
        >>> game = position.place_settlement(game, 0, "K-L-P")   # mountains 8
        >>> game.produce(8)
        >>> game.hand(0)["ore"]
        1
        """
        production.produce(self, total)

    def free_corner(self, x: int) -> bool:
        """The distance rule at intersection ``x`` (:func:`.rules.building.free_corner`).

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.free_corner(game.corner_number("K-L-P"))
        True
        """
        return building.free_corner(self, x)

    def settlement_spots(self, p: int) -> list[int]:
        """Where seat ``p`` may build a settlement after set-up, cost and stock aside
        (:func:`.rules.building.settlement_spots`).

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.settlement_spots(0)                 # no road yet
        []
        """
        return building.settlement_spots(self, p)

    def road_spots(self, p: int) -> list[int]:
        """Where seat ``p`` may build a road, cost and stock aside
        (:func:`.rules.building.road_spots`).

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.road_spots(0)                       # nothing built yet
        []
        """
        return building.road_spots(self, p)

    def road_spot_ok(self, p: int, e: int) -> bool:
        """Whether seat ``p`` may build a road on path ``e``, cost and stock aside
        (:func:`.rules.building.road_spot_ok`).

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.road_spot_ok(0, 0)
        False
        """
        return building.road_spot_ok(self, p, e)

    def check_settlement_spot(self, p: int, x: int, needs_road: bool) -> None:
        """IllegalAction unless player ``p`` may settle intersection ``x``
        (:func:`.rules.building.check_settlement_spot`).

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.check_settlement_spot(0, game.corner_number("K-L-P"), needs_road=False)
        """
        building.check_settlement_spot(self, p, x, needs_road)

    def place_settlement_at(self, p: int, x: int) -> None:
        """Put a settlement of player ``p`` on intersection ``x``, no check
        (:func:`.rules.building.place_settlement_at`).

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.place_settlement_at(0, game.corner_number("K-L-P"))
        >>> game.settlements_left[0]
        4
        """
        building.place_settlement_at(self, p, x)

    def corner_number(self, name: Any) -> int:
        """The index of the intersection called ``name``; IllegalAction if there is none.

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.fixed_board.corner_names[game.corner_number("K-L-P")]
        'K-L-P'
        """
        return common.corner_number(self, name)

    def resource_number(self, name: Any) -> int:
        """The index of the resource ``name`` in the ruleset; IllegalAction if it is none.

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.resource_number("ore")
        4
        """
        return common.resource_number(self, name)

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
        return common.cost_words(self, cost)

    # ---------------------------------------------------------------- legality
    def legal_actions(self) -> list:
        lister = ACTIONS.get(self.phase)
        return [] if lister is None else lister(self, self.player)

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
            saved = getattr(action, "saved", None)     # set on the engine's own actions
            if saved is not None:
                self._apply(action, saved)
                return
        Game.apply(self, action, outcome=outcome)

    def _apply(self, action: Any, saved: list | None = None) -> None:
        """Apply a checked ``action`` (``saved``: its saved form, when the engine made it)."""
        if self.phase == "over":
            raise IllegalAction("the game is over")
        rule = RULES.get(type(action))
        if rule is None:
            raise IllegalAction(f"{short(action)} is not a settlers action")
        p = self.player
        # the chance results of this action (dice, card drawn, card stolen; drawn or forced),
        # recorded with it so that a replay never depends on the generator's order of calls
        drawn: list[list] = []
        self.drawn = drawn
        rule(self, action)
        if saved is None:
            saved = getattr(action, "saved", None)
        entry = [p, saved[:] if saved is not None else encode(action)]
        if drawn:
            entry.append(drawn)
        self.history.append(entry)
        if self.phase not in _NO_WIN_CHECK and type(action) not in _CANNOT_SCORE:
            _check_win(self)

    def _check_action(self, action: Any) -> None:
        if getattr(action, "saved", None) is None:     # the engine's own actions are well-typed
            check_fields(action, _FIELDS, "settlers")

    def _state_for_check(self) -> dict:
        state = self.state_dict()
        state["history"] = []     # the record of actions the engine itself wrote, checked
        state["log"] = []         # when it was written: not read again on every staging call
        return state

    def _after_edit(self) -> None:
        """After a change by hand (``position.py``): the lookups, every road length, the
        Longest Road, and the win of a turn player who now has the target."""
        building.derive(self)
        self._graph = None
        _update_longest_road(self)
        if self.phase not in _NO_WIN_CHECK:
            _check_win(self)

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
        return common.phase_description(self, seat)

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
        c = self.lookups
        names, city = c.corner_names, self.corner_city
        paths = c.path_names
        players: list[dict[str, Any]] = []
        out: dict[str, Any] = {
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
            "players": players,
            "trade": None if self.trade is None else {
                "from": self.trade["from"], "give": self.hand_dict(self.trade["give"]),
                "get": self.hand_dict(self.trade["get"])},
            "discard_owed": list(self.discard_owed) if self.phase == "discard" else None,
            "free_roads": self.free_roads,
        }
        for q in range(self.n):
            info: dict[str, Any] = {
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
            players.append(info)
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
        return self.copy_with(self.chance.copy())

    def copy_with(self, chance: ChanceSource) -> SettlersGame:
        """An independent copy whose chance source is ``chance``: :meth:`copy` without copying
        the game's own generator, for a copy that gets a new one anyway (a re-dealt world, a
        probe of what an action may meet).

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.core.chance import ChanceSource
        >>> game = boardgames.new_game("catan", players=3, seed=1)
        >>> world = game.copy_with(ChanceSource(7, game.chance.normalise))
        >>> world.legal_actions() == game.legal_actions(), world.chance is game.chance
        (True, False)
        """
        g = SettlersGame.__new__(SettlersGame)
        g.name = self.name
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
        g.chance = chance
        g.drawn = []
        g.forget_graph()
        return g

    def _probing_copy(self, chance: ChanceSource) -> SettlersGame:
        return self.copy_with(chance)      # a probing source never draws: no generator copied

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
        self._graph = None

    def state_dict(self) -> dict:
        state = to_plain(self)          # every field state.py declares, then the others
        state["trade"] = None if self.trade is None else {
            "from": self.trade["from"], "give": list(self.trade["give"]),
            "get": list(self.trade["get"]), "responders": list(self.trade["responders"])}
        state["ruleset"] = self.ruleset.name
        state["options"] = self.options
        state["board"] = self.fixed_board.to_data()
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

    def one_world(self, seat: int) -> bool:
        """Does ``seat``'s view leave one possible world (see :meth:`Game.one_world`)?  See
        :func:`boardgames.settlers.hidden.one_world`.

        >>> import boardgames
        >>> boardgames.new_game("catan", players=3, seed=1).one_world(0)
        True
        """
        return hidden.one_world(self, seat)

    def replay_positions(self) -> tuple[list, list[str]]:
        """Every position from the start, from the recorded history, with the moves in words
        (see :meth:`Game.replay_positions`).

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1)
        >>> game.apply(game.legal_actions()[0])
        >>> positions, labels = game.replay_positions()
        >>> len(positions), labels
        (2, ['start', 'player 0: build a settlement at A.N'])
        """
        return hidden.replay_positions(self)

    def move_label(self, seat: int, action: Any, text: str) -> str:
        """How a move just played reads in a history (a roll by its total; see
        :meth:`Game.move_label`).

        >>> import boardgames
        >>> from boardgames.settlers import Roll, position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1))
        >>> game.apply(Roll(), outcome=8)
        >>> game.move_label(0, Roll(), "roll the dice")
        'player 0: rolled 8'
        """
        return hidden.move_label(self, seat, action, text)

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
