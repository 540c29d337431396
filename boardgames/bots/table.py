"""What a bot may know beyond its view: the public table, and imagined hidden parts.

A bot's main input is ``game.view(seat)`` and the legal actions.  Some public
facts are awkward to read from a view (the board's numbers and harbours as
integer arrays, the rules' costs), and a search bot needs a whole game to
play forward.  A :class:`Table` gives both without ever showing a bot a
hidden fact:

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
exactly that.  Forbidden Jungle hides only the order of its decks (the
generator), so its copies only get a fresh generator.
"""

from __future__ import annotations

import random
from typing import Any

from ..core.chance import ChanceSource

_PLAY_KIND = {"PlayKnight": 0, "PlayRoadBuilding": 1, "PlayYearOfPlenty": 2, "PlayMonopoly": 3,
              "PlayTempleBuilding": 5, "PlayLiahona": 6}


class Table:
    """The public side of ``game`` as seen from ``seat`` (see the module docstring).

    The table keeps no reference to the game it was made from: it is built
    from a copy in which the hidden facts are already replaced, with its own
    random generator, so nothing reachable from a table (attributes,
    copies, worlds) leads back to the real game, its hands or its deck order.
    """

    __slots__ = ("_base", "seat", "_public")

    def __init__(self, game: Any, seat: int):
        self.seat = seat
        self._public = None
        self._base = _scrubbed(game, seat, random.Random(0x5EED))

    @property
    def game_name(self) -> str:
        return self._base.name

    @property
    def is_settlers(self) -> bool:
        return hasattr(self._base, "ruleset")

    @property
    def players(self) -> int:
        g = self._base
        return g.n if self.is_settlers else len(g.roles)

    # settlers: public, fixed for the whole game
    @property
    def board(self) -> Any:
        """The static settlers :class:`~boardgames.settlers.board.Board` (tiles, numbers, harbours)."""
        return self._base._board

    @property
    def ruleset(self) -> Any:
        return self._base.ruleset

    @property
    def target(self) -> int:
        return self._base.target

    def public_copy(self) -> Any:
        """A copy with every hidden fact replaced by a fixed made-up one (cached per table)."""
        if self._public is None:
            self._public = self.determinise(random.Random(0x5EED))
        return self._public

    def determinise(self, rng: random.Random) -> Any:
        """A copy of the game with the hidden facts re-dealt at random from ``rng``."""
        return _scrubbed(self._base, self.seat, rng)


def _scrubbed(game: Any, seat: int, rng: random.Random) -> Any:
    """A copy of ``game`` whose hidden facts are re-dealt from ``rng`` and whose generator is new.

    Only public facts and ``seat``'s own cards go into the re-deal, so scrubbing
    a scrubbed copy deals from the same possibilities as scrubbing the game.
    """
    g = game.copy()
    old = g.chance
    chance = ChanceSource(rng.getrandbits(63), old.normalise)
    chance.forced = list(old.forced)    # outcomes a teacher announced are public
    g.chance = chance
    if hasattr(g, "ruleset"):
        g.options = dict(g.options)
        _redeal_settlers(g, seat, rng)
    else:
        g.roles = list(g.roles)
        g.seat_of = dict(g.seat_of)
        g.immune = list(g.immune)
    return g


def _deal(pool: list, counts: list[int], rng: random.Random) -> list[list]:
    rng.shuffle(pool)
    out, i = [], 0
    for k in counts:
        out.append(pool[i:i + k])
        i += k
    return out


def _redeal_settlers(g: Any, me: int, rng: random.Random) -> None:
    rs = g.ruleset
    R = len(rs.resources)
    others = [q for q in range(g.n) if q != me]
    # resource cards: everything not in the bank or my hand is spread over the others
    # (a pending trade offer is public: its offerer is known to hold the cards offered)
    known = {q: [0] * R for q in others}
    trade = getattr(g, "trade", None)
    if trade is not None and trade["from"] != me:
        known[trade["from"]] = list(trade["give"])
    unseen = [max(0, rs.cards_per_resource - g.bank[r] - g.hands[me][r]
                  - sum(k[r] for k in known.values())) for r in range(R)]
    pool = []
    for r in range(R):
        pool.extend([r] * unseen[r])
    sizes = [sum(g.hands[q]) - sum(known[q]) for q in others]
    pool = sorted(pool)
    while len(pool) < sum(sizes):   # only in hand-made positions that break the box
        pool.append(rng.randrange(R))
    hands = _deal(pool, sizes, rng)
    for q, cards in zip(others, hands, strict=True):
        h = list(known[q])
        for r in cards:
            h[r] += 1
        g.hands[q] = h
    # development cards: the box minus my cards minus every card played (public history)
    K = len(rs.dev_deck)
    unseen = list(rs.dev_deck)
    for k in range(K):
        unseen[k] -= g.dev[me][k]
    for entry in g.history:       # [player, action] or [player, action, forced outcomes]
        k = _PLAY_KIND.get(entry[1][0])
        if k is not None:
            unseen[k] -= 1
    dpool = []
    for k in range(K):
        dpool.extend([k] * max(0, unseen[k]))
    dsizes = [sum(g.dev[q]) for q in others]
    deck_size = sum(g.dev_deck)
    dpool = sorted(dpool)
    while len(dpool) < sum(dsizes) + deck_size:
        dpool.append(0)
    dealt = _deal(dpool, [*dsizes, deck_size], rng)
    for q, cards in zip(others, dealt[:-1], strict=True):
        d = [0] * K
        for k in cards:
            d[k] += 1
        g.dev[q] = d
        g.dev_new[q] = [0] * K
    deck = [0] * K
    for k in dealt[-1]:
        deck[k] += 1
    g.dev_deck = deck
