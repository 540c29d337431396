"""What a bot may know: its view, the public table, and imagined hidden parts.

A bot's main input is what its seat may see, ``game.observation(seat)``, and the
legal actions.  Some public facts are awkward to read from a view (the
board's numbers and harbours as integer arrays, the rules' costs), and a
search bot needs a whole game to play forward.  A :class:`Table` gives both
without ever showing a bot a hidden fact:

* :meth:`Table.public_copy` is a copy of the game in which **every hidden
  fact has been replaced** by a fixed, made-up one that agrees with what the
  seat can see: other players' hands are refilled from the cards nobody at
  the table can account for (the box minus the bank minus the seat's own
  hand, dealt in the public hand sizes), other players' development cards
  and the development deck are refilled from the cards not yet seen (the
  box minus the seat's own cards minus every card played, as the public
  history shows), and the random generator that would decide the next dice,
  draws and steals is replaced by a fresh one.  Reading any field of that
  copy is therefore safe.
* :meth:`Table.determinise` does the same with a random refill drawn from
  ``rng``: one "possible world" for Monte Carlo search (determinisation).

Two games that look the same from ``seat`` give the same public copy, and
the same determinised copies for the same ``rng`` state; the bot tests check
exactly that.  The table holds no rule of any game: both copies are the engine's
:meth:`~boardgames.core.game.Game.redeal` (``rng=None`` for the public copy), which
knows what its game hides (Forbidden Jungle hides only the order of its decks, so its
copies only get a fresh generator).

**Lent for one decision.**  :func:`boardgames.bots.decide` asks a bot for
one action many thousand times a game, and most decisions need neither the
whole view nor a copy of the game (a random bot reads nothing; a greedy bot
with one legal action reads nothing either).  So ``decide`` lends the game
for the length of the decision under a numbered ticket (:func:`lend`), and
gives the bot a :class:`SeatView` and a table made by :meth:`Table.lent`
that hold only the ticket: the view is built by ``game.observation(seat)`` when a
key is first read, the table's public copy when the bot first asks for it.
Neither holds a reference to the game, so nothing reachable from them leads
back to it; once the decision is over (:func:`end_loan`) the ticket is void,
and anything not read by then can no longer be read.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Mapping
from typing import Any

# ---------------------------------------------------------------------------
# Lending the game for one decision
# ---------------------------------------------------------------------------

_LENT: dict[int, tuple[Any, int]] = {}     # ticket -> (game, seat), only during a decision
_TICKETS = itertools.count(1)


def lend(game: Any, seat: int) -> int:
    """Lend ``game`` as seen from ``seat`` for one decision; returns the ticket.

    Call :func:`end_loan` with the ticket when the decision is made (in a
    ``finally:``), before the game changes.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.bots.table import SeatView, Table, end_loan, lend
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1))
    >>> _ = position.give(game, 1, ore=2)
    >>> ticket = lend(game, 1)
    >>> try:
    ...     view = SeatView(ticket)            # what decide() gives a bot
    ...     hand = view["players"][1]["hand"]
    ... finally:
    ...     end_loan(ticket)
    >>> hand
    {'brick': 0, 'lumber': 0, 'wool': 0, 'grain': 0, 'ore': 2}
    """
    ticket = next(_TICKETS)
    _LENT[ticket] = (game, seat)
    return ticket


def end_loan(ticket: int) -> None:
    """The decision is over: what was lent under ``ticket`` can no longer be read.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.bots.table import SeatView, Table, end_loan, lend
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1))
    >>> _ = position.give(game, 1, ore=2)
    >>> ticket = lend(game, 1)
    >>> view, table = SeatView(ticket), Table.lent(ticket, 1)
    >>> view["phase"]                          # read during the decision: kept
    'pre_roll'
    >>> end_loan(ticket)
    >>> view["phase"]
    'pre_roll'
    >>> table.public_copy()                    # never read: gone  # doctest: +ELLIPSIS
    Traceback (most recent call last):
        ...
    RuntimeError: this table was lent for one decision, which is over: read it while choosing ...
    """
    _LENT.pop(ticket, None)


def _borrowed(ticket: int, what: str) -> tuple[Any, int]:
    lent = _LENT.get(ticket)
    if lent is None:
        raise RuntimeError(f"this {what} was lent for one decision, which is over: read it "
                           "while choosing (dict(view) keeps a view for later)")
    return lent


class SeatView(Mapping):
    """``game.observation(seat)`` for one decision, built when a key is first read.

    A read-only mapping with exactly the keys and values of ``game.observation(seat)``
    (it compares equal to that dict).  It holds only a ticket (see the module
    docstring), never the game; once read it keeps the built view, so it can be
    read after the decision too.
    """

    __slots__ = ("_ticket", "_view")

    def __init__(self, ticket: int):
        self._ticket = ticket
        self._view: dict | None = None

    def _data(self) -> dict:
        view = self._view
        if view is None:
            game, seat = _borrowed(self._ticket, "view")
            view = self._view = game.observation(seat)
        return view

    def __getitem__(self, key: str) -> Any:
        return self._data()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data())

    def __len__(self) -> int:
        return len(self._data())

    def __repr__(self) -> str:
        if self._view is None and self._ticket not in _LENT:
            return "SeatView(<not read while its decision lasted>)"
        return f"SeatView({self._data()!r})"


# ---------------------------------------------------------------------------
# The table
# ---------------------------------------------------------------------------

class Table:
    """The public side of ``game`` as seen from ``seat`` (see the module docstring).

    The table keeps no reference to the game it was made from: it is built
    from a copy in which the hidden facts are already replaced, with its own
    random generator, so nothing reachable from a table (attributes,
    copies, worlds) leads back to the real game, its hands or its deck order.
    """

    __slots__ = ("_base", "seat", "_ticket")

    def __init__(self, game: Any, seat: int, *, ticket: int | None = None):
        self.seat = seat
        self._ticket = ticket
        # lent (a ticket): the public copy is made from the borrowed game when first needed
        self._base = None if ticket is not None else _public(game, seat)

    @classmethod
    def lent(cls, ticket: int, seat: int) -> Table:
        """A table for one decision (see :func:`lend`): its copy is made when first needed.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.bots.table import SeatView, Table, end_loan, lend
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1))
        >>> _ = position.give(game, 1, ore=2)
        >>> ticket = lend(game, 1)
        >>> table = Table.lent(ticket, 1)          # nothing copied yet
        >>> table.public_copy().hands[1]           # seat 1's own hand: brick ... ore
        [0, 0, 0, 0, 2]
        >>> end_loan(ticket)
        >>> table.public_copy().hands[1]           # built during the decision, so kept
        [0, 0, 0, 0, 2]
        """
        return cls(None, seat, ticket=ticket)

    def _public_game(self) -> Any:
        base = self._base
        if base is None:
            ticket = self._ticket
            assert ticket is not None       # a table is either built or lent
            game, _ = _borrowed(ticket, "table")
            base = self._base = _public(game, self.seat)
            self._ticket = None
        return base

    @property
    def game_name(self) -> str:
        return self._public_game().name

    @property
    def players(self) -> int:
        return self._public_game().players

    def public_copy(self) -> Any:
        """The copy with every hidden fact replaced by a fixed made-up one.

        One per table, shared by every call and by :meth:`determinise`: read
        it, or ``copy()`` it to play forward; do not change it.

        Examples
        --------
        Seat 1 holds two ore and seat 2 two wool; seat 0 only knows that four
        cards, two ore and two wool, are in their hands, two each:

        >>> import boardgames, random
        >>> from boardgames.bots import Table
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1))
        >>> _ = position.give(game, 1, ore=2)
        >>> _ = position.give(game, 2, wool=2)
        >>> table = Table(game, 0)               # what seat 0 knows
        >>> game.hands[1], game.hands[2]         # the truth: brick, lumber, wool, grain, ore
        ([0, 0, 0, 0, 2], [0, 0, 2, 0, 0])
        >>> copy = table.public_copy()           # a fixed made-up deal
        >>> copy.hands[1], copy.hands[2]
        ([0, 0, 2, 0, 0], [0, 0, 0, 0, 2])
        >>> Table(game, 0).public_copy().hands == copy.hands     # the same for the same view
        True
        """
        return self._public_game()

    def determinise(self, rng: random.Random) -> Any:
        """A copy of the game with the hidden facts re-dealt at random from ``rng``.

        Examples
        --------
        How likely is seat 1 to hold both ores, for a player who cannot see
        the hands?  Two of four cards: 1 deal in 6.

        >>> import boardgames, random
        >>> from boardgames.bots import Table
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1))
        >>> _ = position.give(game, 1, ore=2)
        >>> _ = position.give(game, 2, wool=2)
        >>> table = Table(game, 0)               # what seat 0 knows
        >>> from collections import Counter
        >>> rng = random.Random(1)
        >>> worlds = [table.determinise(rng) for _ in range(600)]
        >>> sorted(Counter(w.hands[1][4] for w in worlds).items())   # ore in seat 1's hand
        [(0, 75), (1, 420), (2, 105)]
        >>> {sum(w.hands[1]) for w in worlds}                        # always two cards
        {2}
        """
        return self._public_game().redeal(self.seat, rng)


def _public(game: Any, seat: int) -> Any:
    """A copy of ``game`` with its hidden facts replaced by a fixed deal and a fresh generator
    (the engine's ``redeal(seat, None)``).

    The deal depends only on what ``seat`` may see, so two games that look the
    same from ``seat`` give the same copy.
    """
    return game.redeal(seat, None)
