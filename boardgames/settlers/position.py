"""Set up a position by hand, for lessons and tests.

These helpers put pieces and cards where a teacher wants them *without* the
usual costs or turn order, but they keep every count honest: pieces come out
of the player's stock, cards come out of the bank, and the distance rule still
holds.  Then the ordinary rules take over::

    from boardgames.settlers import position
    game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    position.skip_setup(game)                       # straight to player 0's turn
    position.place_settlement(game, 0, "E-I-J")
    position.place_road(game, 0, "D-E-I~E-I-J")
    position.give(game, 0, brick=1, lumber=1)
    game.apply(BuildRoad(...))                      # now the rules apply
"""

from __future__ import annotations

from ..core.errors import IllegalAction
from .engine import SettlersGame


def _seat(game: SettlersGame, player: object) -> int:
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < game.n:
        raise IllegalAction(f"a player is a seat number from 0 to {game.n - 1}, not {player!r}")
    return player


def skip_setup(game: SettlersGame, player: int = 0, rolled: bool = False) -> SettlersGame:
    """End the set-up phase at once: it is ``player``'s turn, before (or after) the roll."""
    _seat(game, player)
    game.setup_step = len(game.setup_order)
    game.turn = max(game.turn, 1)
    set_turn(game, player, "main" if rolled else "pre_roll")
    return game


def set_turn(game: SettlersGame, player: int, phase: str = "pre_roll") -> SettlersGame:
    """Make it ``player``'s turn, in ``phase`` ("pre_roll" or "main")."""
    _seat(game, player)
    if phase not in ("pre_roll", "main"):
        raise ValueError("a turn starts in 'pre_roll' (before the dice) or 'main' (after)")
    game.turn_player = game.player = player
    game.phase = phase
    game.dev_played = False
    game.trade = None
    return game


def place_settlement(game: SettlersGame, player: int, corner: str) -> SettlersGame:
    _seat(game, player)
    x = game._corner_arg(corner)  # noqa: SLF001 - position editing is part of the engine
    game._check_settlement_spot(player, x, needs_road=False)  # noqa: SLF001 - position editing is part of the engine
    game._place_settlement(player, x)  # noqa: SLF001 - position editing is part of the engine
    return game


def place_city(game: SettlersGame, player: int, corner: str) -> SettlersGame:
    """A city at ``corner``: on the player's settlement there, or on an empty legal corner."""
    _seat(game, player)
    x = game._corner_arg(corner)  # noqa: SLF001 - position editing is part of the engine
    if game.corner_owner[x] < 0:
        place_settlement(game, player, corner)
    if game.corner_owner[x] != player or game.corner_city[x]:
        raise IllegalAction(f"{corner} does not hold a settlement of player {player}")
    if game.cities_left[player] <= 0:
        raise IllegalAction(f"player {player} has no cities left in stock")
    game.corner_city[x] = True
    game.cities_left[player] -= 1
    game.settlements_left[player] += 1
    return game


def place_road(game: SettlersGame, player: int, *paths: str) -> SettlersGame:
    """Roads on each of ``paths`` (named ``"X~Y"``); they need not connect."""
    _seat(game, player)
    for path in paths:
        try:
            e = game.fixed_board.edge(path)
        except (KeyError, TypeError, AttributeError) as exc:
            raise IllegalAction(str(exc)) from None
        if game.edge_owner[e] >= 0:
            raise IllegalAction(f"{path} already has a road")
        if game.roads_left[player] <= 0:
            raise IllegalAction(f"player {player} has no roads left")
        game.edge_owner[e] = player
        game.roads_left[player] -= 1
    game._update_longest_road()  # noqa: SLF001 - position editing is part of the engine
    return game


def give(game: SettlersGame, player: int, **cards: int) -> SettlersGame:
    """Move cards from the bank to a hand: ``give(game, 0, ore=3, grain=2)``."""
    _seat(game, player)
    for name, k in cards.items():
        game._resource_arg(name)  # noqa: SLF001 - position editing is part of the engine
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise IllegalAction(f"give a whole number of {name} cards, 0 or more, not {k!r}")
    for name, k in cards.items():
        r = game._resource_arg(name)  # noqa: SLF001 - position editing is part of the engine
        if game.bank[r] < k:
            raise IllegalAction(f"the bank has only {game.bank[r]} {name}")
        game.bank[r] -= k
        game.hands[player][r] += k
    return game


def give_development_card(game: SettlersGame, player: int, kind: str,
                          bought_this_turn: bool = False) -> SettlersGame:
    """Take a card of ``kind`` (e.g. "knight", "victory_point") from the deck into a hand."""
    from .rulesets import DEV_KINDS
    _seat(game, player)
    if not isinstance(kind, str) or kind not in DEV_KINDS:
        raise ValueError(f"kind must be one of {', '.join(DEV_KINDS)}")
    k = DEV_KINDS.index(kind)
    if game.dev_deck[k] <= 0:
        raise IllegalAction(f"there is no {kind} card left in the deck")
    game.dev_deck[k] -= 1
    game.dev[player][k] += 1
    if bought_this_turn:
        game.dev_new[player][k] += 1
    return game


def move_robber(game: SettlersGame, tile: str) -> SettlersGame:
    """Put the robber on ``tile`` (a letter) without moving it by the rules."""
    t = game.fixed_board.tile_index.get(tile) if isinstance(tile, str) else None
    if t is None:
        raise IllegalAction(f"there is no tile called {tile!r}; tiles are A to "
                            f"{game.fixed_board.tiles[-1].label}")
    game.robber = t
    return game
