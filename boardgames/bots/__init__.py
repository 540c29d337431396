"""Players that pick actions.

Every bot has one method, ``choose(view, actions, table=None)``: it gets what
its seat may see (``game.observation(seat)``), the legal actions, and optionally a
:class:`~boardgames.bots.table.Table` (the public board and rules, and copies
of the game in which every hidden fact is made up), and returns one of the
actions.  A bot never sees another player's hand or the order of a deck.
Through :func:`decide` the view is a :class:`~boardgames.bots.table.SeatView`
(a read-only mapping equal to ``game.observation(seat)``) and the table is lent for
the decision: each is built only when the bot first reads it, so a bot pays
only for what it looks at.

>>> import boardgames
>>> from boardgames.bots import make_bot, play_turns
>>> game = boardgames.new_game("catan", players=4, seed=1)
>>> bots = [make_bot("greedy", "catan", seed=s) for s in range(4)]
>>> _ = play_turns(game, bots)
>>> game.is_over
True

Each game's record lists its bots (:func:`bot_names`, :func:`make_bot`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .table import _LENT, _TICKETS, SeatView, Table


class Bot:
    """Base class: subclasses implement :meth:`choose`."""

    name = "bot"
    uses_table = True       # False: decide() does not build a Table for this bot

    def choose(self, view: Mapping[str, Any], actions: list, table: Table | None = None) -> Any:
        """One of ``actions`` for the seat that sees ``view`` (``table``: see :func:`decide`).

        Each bot below implements it; a bot of your own only needs this method.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.bots import RandomBot, Table, make_bot
        >>> game = boardgames.new_game("catan", players=3, seed=1)
        >>> RandomBot(seed=1).choose(game.view(0), game.legal_actions())
        BuildSettlement(corner='A-B-E')
        >>> greedy = make_bot("greedy", "catan", seed=1)
        >>> greedy.choose(game.view(0), game.legal_actions(), Table(game, 0))
        BuildSettlement(corner='A-B-E')

        A bot of your own, which always takes the last action listed:

        >>> from boardgames.bots import Bot, play_turns
        >>> class LastBot(Bot):
        ...     name = "last"
        ...     uses_table = False
        ...     def choose(self, view, actions, table=None):
        ...         return actions[-1]
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
        >>> play_turns(game, [LastBot(), LastBot()]) > 0, game.is_over
        (True, True)
        """
        raise NotImplementedError

    def act_in(self, world: Any, seat: int) -> Any:
        """The action for ``seat`` in ``world``, a made-up game the bot may read whole.

        A rollout (:func:`boardgames.analysis.win_chance`) plays a determinised copy
        (:meth:`~boardgames.core.game.Game.redeal`) forward: every hidden fact in it is
        already imagined, so a bot may read it directly.  This default asks as in a real
        game, through :func:`decide` (the seat's view and a lent table); a bot that can
        read a world faster overrides it with the same choice.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.bots import RandomBot, decide
        >>> world = boardgames.new_game("pig", seed=1)
        >>> RandomBot(seed=2).act_in(world, 0) == decide(RandomBot(seed=2), world, 0)
        True
        """
        return decide(self, world, seat)

    #: what the bots of one estimate's rollouts share (:meth:`shared_by_rollouts`), set by
    #: :func:`boardgames.analysis.win_chance`; None: nothing shared
    shared: Any = None

    def shared_by_rollouts(self, root: Any) -> Any:
        """Something the bots like this one may share across the rollouts of one estimate
        from ``root`` (a made-up world), or None (this default: nothing).

        :func:`boardgames.analysis.win_chance` asks the first rollout's bot of each name
        (the bots of one name have the same options) and gives what comes back to every
        rollout's bots of that name as :attr:`shared`;
        whatever a bot keeps there must leave its choices exactly as they would be
        without it (the Forbidden Jungle planner keeps the decisions every rollout takes
        alike: :class:`boardgames.bots.jungle.SharedDecisions`).

        >>> import boardgames
        >>> from boardgames.bots import RandomBot
        >>> RandomBot(seed=1).shared_by_rollouts(boardgames.new_game("pig", seed=1)) is None
        True
        """
        return None

    @classmethod
    def play_out(cls, world: Any, bots: list, max_actions: int) -> None:
        """Play ``world`` (a made-up game, see :meth:`act_in`) until it is over or
        ``max_actions`` were taken, ``bots[seat]`` acting for each seat.

        :func:`boardgames.analysis.win_chance` calls it on the class every seat's bot
        shares (on :class:`Bot` when they differ).  This default is the one play loop,
        each bot choosing with :meth:`act_in` (any other object with ``choose`` through
        :func:`decide`); a bot class may override it with a faster loop that takes the
        same actions.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.bots import Bot, RandomBot
        >>> world = boardgames.new_game("pig", goal=20, seed=1)
        >>> Bot.play_out(world, [RandomBot(seed=1), RandomBot(seed=2)], max_actions=10_000)
        >>> world.is_over
        True
        """
        from ..core.game import play_out

        def choose(game: Any, seat: int | None) -> Any:
            assert seat is not None     # play_out asks only while the game goes on
            bot = bots[seat]
            if isinstance(bot, Bot):
                return bot.act_in(game, seat)
            return decide(bot, game, seat)

        play_out(world, choose, max_actions)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class RandomBot(Bot):
    """Picks uniformly at random among the legal actions (seeded)."""

    name = "random"
    uses_table = False

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view: Mapping[str, Any], actions: list, table: Table | None = None) -> Any:
        return self.rng.choice(actions)


def decide(bot: Any, game: Any, seat: int) -> Any:
    """Ask ``bot`` for ``seat``'s action in ``game`` (a :class:`Bot` also gets the table).

    A :class:`Bot` gets a :class:`~boardgames.bots.table.SeatView` and a lent
    table, built when first read (see :mod:`boardgames.bots.table`); any other
    object with a ``choose(view, actions)`` method gets ``game.observation(seat)``.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.bots import decide, make_bot
    >>> game = boardgames.new_game("catan", players=3, seed=1)
    >>> decide(make_bot("greedy", "catan", seed=1), game, game.current_player)
    BuildSettlement(corner='A-B-E')
    >>> class First:                       # any object with choose(view, actions)
    ...     def choose(self, view, actions):
    ...         return actions[0]
    >>> decide(First(), game, 0)
    BuildSettlement(corner='A.N')
    """
    actions = game.legal_actions()
    if not isinstance(bot, Bot):
        return bot.choose(game.observation(seat), actions)
    # lend(game, seat) and end_loan(ticket), written out: this runs for every action
    ticket = next(_TICKETS)
    _LENT[ticket] = (game, seat)
    try:
        return bot.choose(SeatView(ticket), actions,
                          table=Table.lent(ticket, seat) if bot.uses_table else None)
    finally:
        del _LENT[ticket]


def play_turns(game: Any, bots: list[Bot], max_actions: int = 100_000) -> int:
    """Let ``bots[seat]`` act for every seat until the game ends; returns actions taken.

    At most ``max_actions`` are taken: the game may stop before its end.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.bots import make_bot, play_turns
    >>> game = boardgames.new_game("zarahemla", players=3, seed=2)
    >>> bots = [make_bot("greedy", "zarahemla", seed=s) for s in range(3)]
    >>> play_turns(game, bots), game.winners
    (651, (1,))
    >>> game = boardgames.new_game("zarahemla", players=3, seed=2)
    >>> play_turns(game, bots, max_actions=9)
    9
    >>> game.phase_description()
    'player 1 must place a road next to the settlement just placed'
    """
    from ..core.game import play_out

    def choose(g: Any, seat: int | None) -> Any:
        assert seat is not None     # play_out asks only while the game goes on
        return decide(bots[seat], g, seat)

    return play_out(game, choose, max_actions)


def bot_names(game_name: str) -> list[str]:
    """The bot names :func:`make_bot` knows for a game, in menu order (its record's ``bots``).

    Examples
    --------
    >>> from boardgames.bots import bot_names
    >>> bot_names("catan")
    ['random', 'greedy', 'search']
    >>> bot_names("forbidden-jungle")[:2]
    ['random', 'planner']
    """
    from ..core.gametype import game_type
    return game_type(game_name).bot_names()


def make_bot(name: str | Bot, game_name: str, seed: int | None = None, **options: Any) -> Bot:
    """A bot by name for a game, e.g. ``make_bot("greedy", "zarahemla", seed=1)``.

    The game's record (:func:`boardgames.game_type`) lists its bots; ``"strong"`` and
    ``"best"`` name its strongest, and its ``bot_aliases`` keep old names working.
    ``options`` go to the bot's constructor (``playouts=``, ``time_limit=`` for
    ``search``; ``samples=`` for ``planner``).  A :class:`Bot` is returned as it is.

    Examples
    --------
    >>> from boardgames.bots import make_bot
    >>> make_bot("greedy", "zarahemla", seed=1)
    SettlersGreedyBot()
    >>> make_bot("planner", "forbidden-jungle", seed=1, samples=2).samples
    2
    >>> make_bot("smart", "catan")
    Traceback (most recent call last):
        ...
    ValueError: unknown bot 'smart' for catan; choose one of random, greedy, search
    """
    from ..core.gametype import game_type

    if isinstance(name, Bot):
        return name
    return game_type(game_name).bot_factory(str(name))(seed=seed, **options)


__all__ = ["Bot", "RandomBot", "SeatView", "Table", "bot_names", "decide", "make_bot", "play_turns"]
