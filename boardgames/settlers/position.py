"""Set up a position by hand, for lessons and tests.

These helpers put pieces and cards where a teacher wants them *without* the
usual costs or turn order, but they keep every count honest: pieces come out
of the player's stock, cards come out of the bank, and the distance rule still
holds.  Each helper is all or nothing (:meth:`~boardgames.core.game.Game.stage`):
the change is made, road lengths, the special cards and the end of the game
are worked out again, and the position must pass :func:`check`, the loader's
own check; anything refused raises :class:`~boardgames.IllegalAction` with a
sentence and changes nothing.  So a position built with them always saves,
loads, and has a legal action or is over.  Then the ordinary rules take over::

    from boardgames.settlers import position
    game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    position.skip_setup(game)                       # straight to player 0's turn
    position.place_settlement(game, 0, "E-I-J")
    position.place_road(game, 0, "D-E-I~E-I-J")
    position.give(game, 0, brick=1, lumber=1)
    game.apply(BuildRoad(...))                      # now the rules apply
"""

from __future__ import annotations

from ..core.checks import short
from ..core.errors import IllegalAction
from .engine import SettlersGame


def _seat(game: SettlersGame, player: object) -> int:
    if not isinstance(game, SettlersGame):
        raise TypeError(f"a settlers game is needed, not {type(game).__name__}")
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < game.n:
        raise IllegalAction(f"a player is a seat number from 0 to {game.n - 1}, not {short(player)}")
    return player


def skip_setup(game: SettlersGame, player: int = 0, rolled: bool = False) -> SettlersGame:
    """End the set-up phase at once: it is ``player``'s turn, before (or after) the roll.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    >>> game.phase
    'setup_settlement'
    >>> position.skip_setup(game, player=1)
    <Catan: 3 players, turn 1, player 1 must roll the dice first (or play a development card)>
    >>> game.legal_actions()
    [Roll()]
    """
    _seat(game, player)

    def change(g: SettlersGame) -> None:
        g.setup_step = len(g.setup_order)
        g.setup_corner = -1
        g.turn = max(g.turn, 1)
        _start_turn(g, player, "main" if rolled else "pre_roll")

    return game.stage(change)


def _start_turn(g: SettlersGame, player: int, phase: str) -> None:
    g.turn_player = g.player = player
    g.phase = phase
    g.dev_played = False
    # what was pending is dropped: cards owed, a robber to move, free roads, a trade offer
    g.trade = None
    g.discard_owed = [0] * g.n
    g.free_roads = 0
    g.robber_return = "main"


def set_turn(game: SettlersGame, player: int, phase: str = "pre_roll") -> SettlersGame:
    """Make it ``player``'s turn, in ``phase`` ("pre_roll" or "main").

    Whatever was pending is dropped (cards owed after a 7, a robber to move, free roads
    to place, a trade offer); in the set-up, call :func:`skip_setup` instead.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.set_turn(game, 2, "main")          # player 2 has rolled
    <Catan: 3 players, turn 1, it is player 2's turn to build, trade or end the turn>
    >>> game.legal_actions()                         # an empty hand: only end the turn
    [EndTurn()]
    """
    _seat(game, player)
    if phase not in ("pre_roll", "main"):
        raise ValueError("a turn starts in 'pre_roll' (before the dice) or 'main' (after)")
    _not_in_setup(game, "set_turn")
    return game.stage(lambda g: _start_turn(g, player, phase))


def _not_in_setup(game: SettlersGame, what: str) -> None:
    if game.phase in ("setup_settlement", "setup_road", "setup_choose"):
        raise IllegalAction(f"{what} is for the turns after the set-up: call skip_setup first, "
                            "or place the set-up pieces with the set-up actions")


def place_settlement(game: SettlersGame, player: int, corner: str) -> SettlersGame:
    """A settlement of ``player`` at ``corner``, from their stock, free and with no road needed;
    the distance rule still holds.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_settlement(game, 0, "K-L-P")   # forest 3, mountains 8, pasture 5
    >>> game.points(0), game.settlements_left[0]
    (1, 4)
    >>> position.place_settlement(game, 1, "L-P")             # the intersection next to it
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: the distance rule: a settlement needs all neighbouring intersections empty, and one next to L-P is built on
    """
    _seat(game, player)
    _not_in_setup(game, "place_settlement")
    x = game.corner_number(corner)

    def change(g: SettlersGame) -> None:
        g.check_settlement_spot(player, x, needs_road=False)
        g.place_settlement_at(player, x)

    return game.stage(change)


def place_city(game: SettlersGame, player: int, corner: str) -> SettlersGame:
    """A city at ``corner``: on the player's settlement there, or on an empty legal corner.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_city(game, 0, "K-L-P")    # on mountains 8, among others
    >>> game.points(0), game.cities_left[0], game.settlements_left[0]
    (2, 3, 5)
    >>> game.produce(8)                                # a city is paid two cards
    >>> game.hand(0)["ore"]
    2
    """
    _seat(game, player)
    _not_in_setup(game, "place_city")
    x = game.corner_number(corner)

    def change(g: SettlersGame) -> None:
        if g.corner_owner[x] < 0:
            g.check_settlement_spot(player, x, needs_road=False)
            g.place_settlement_at(player, x)
        if g.corner_owner[x] != player or g.corner_city[x]:
            raise IllegalAction(f"{corner} does not hold a settlement of player {player}")
        if g.cities_left[player] <= 0:
            raise IllegalAction(f"player {player} has no cities left in stock")
        g.corner_city[x] = True
        g.cities_left[player] -= 1
        g.settlements_left[player] += 1

    return game.stage(change)


def place_road(game: SettlersGame, player: int, *paths: str) -> SettlersGame:
    """Roads on each of ``paths`` (named ``"X~Y"``); they need not connect.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_settlement(game, 0, "K-L-P")
    >>> game = position.place_road(game, 0, "K-L-P~K-O-P", "J-K-O~K-O-P")
    >>> game.road_length[0], game.roads_left[0]
    (2, 13)
    >>> [game.fixed_board.corner_names[x] for x in game.settlement_spots(0)]
    ['J-K-O']
    """
    _seat(game, player)
    _not_in_setup(game, "place_road")

    def change(g: SettlersGame) -> None:
        for path in paths:
            try:
                e = g.fixed_board.edge(path)
            except (KeyError, TypeError, AttributeError) as exc:
                raise IllegalAction(str(exc)) from None
            if g.edge_owner[e] >= 0:
                raise IllegalAction(f"{path} already has a road")
            if g.roads_left[player] <= 0:
                raise IllegalAction(f"player {player} has no roads left")
            g.edge_owner[e] = player
            g.roads_left[player] -= 1

    return game.stage(change)


def give(game: SettlersGame, player: int, **cards: int) -> SettlersGame:
    """Move cards from the bank to a hand: ``give(game, 0, ore=3, grain=2)``.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"), rolled=True)
    >>> game = position.place_settlement(game, 0, "K-L-P")
    >>> game = position.give(game, 0, ore=3, grain=2)
    >>> game.hand(0)
    {'brick': 0, 'lumber': 0, 'wool': 0, 'grain': 2, 'ore': 3}
    >>> game.bank                                   # 19 of each to start
    [19, 19, 19, 17, 16]
    >>> game.legal_actions()                        # enough for a city
    [EndTurn(), BuildCity(corner='K-L-P')]
    """
    _seat(game, player)

    def change(g: SettlersGame) -> None:
        for name, k in cards.items():
            g.resource_number(name)
            if isinstance(k, bool) or not isinstance(k, int) or k < 0:
                raise IllegalAction(f"give a whole number of {name} cards, 0 or more, "
                                    f"not {short(k)}")
        for name, k in cards.items():
            r = g.resource_number(name)
            if g.bank[r] < k:
                raise IllegalAction(f"the bank has only {g.bank[r]} {name}")
            g.bank[r] -= k
            g.hands[player][r] += k

    return game.stage(change)


def give_development_card(game: SettlersGame, player: int, kind: str,
                          bought_this_turn: bool = False) -> SettlersGame:
    """Take a card of ``kind`` (e.g. "knight", "victory_point") from the deck into a hand.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.give_development_card(game, 0, "victory_point")
    >>> game.points(0), game.points(0, hidden=False)   # a VP card stays hidden until the end
    (1, 0)
    >>> game.view(1)["players"][0]["development_cards"], game.view(1)["players"][0]["points"]
    (1, 0)
    """
    from .rulesets import DEV_KINDS
    _seat(game, player)
    if not isinstance(kind, str) or kind not in DEV_KINDS:
        raise ValueError(f"kind must be one of {', '.join(DEV_KINDS)}")
    k = DEV_KINDS.index(kind)
    if not isinstance(bought_this_turn, bool):
        raise ValueError(f"bought_this_turn is True or False, not {short(bought_this_turn)}")

    def change(g: SettlersGame) -> None:
        if g.dev_deck[k] <= 0:
            raise IllegalAction(f"there is no {kind} card left in the deck")
        g.dev_deck[k] -= 1
        g.dev[player][k] += 1
        if bought_this_turn:
            g.dev_new[player][k] += 1

    return game.stage(change)


def move_robber(game: SettlersGame, tile: str) -> SettlersGame:
    """Put the robber on ``tile`` (a letter) without moving it by the rules.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_settlement(game, 0, "K-L-P")
    >>> game = position.move_robber(game, "L")        # onto the mountains 8
    >>> game.produce(8)
    >>> game.hand(0)["ore"]                           # the robber's tile pays nothing
    0
    >>> game.view()["robber"]
    'L'
    """
    t = game.fixed_board.tile_index.get(tile) if isinstance(tile, str) else None
    if t is None:
        raise IllegalAction(f"there is no tile called {short(tile)}; tiles are A to "
                            f"{game.fixed_board.tiles[-1].label}")
    return game.stage(lambda g: setattr(g, "robber", t))


def check(game: SettlersGame) -> SettlersGame:
    """Raise IllegalAction unless the position is one the rules allow (returns the game).

    It is the loader's own check, so a game it accepts saves, loads, and has a legal action
    or is over.  Every helper here runs it; call it after changing a game's fields by hand.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.check(game) is game
    True
    >>> game.bank[0] -= 1                         # a brick card lost by hand
    >>> position.check(game)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: the rules do not allow this position: the brick cards do not add up to 19
    """
    if not isinstance(game, SettlersGame):
        raise TypeError(f"a settlers game is needed, not {type(game).__name__}")
    game.check_position()
    return game
