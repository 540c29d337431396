"""Dice and production.

The turn player rolls two dice (or, in Zarahemla, plays the Liahona to choose
the total).  A 7 calls the robber (``rules/robber.py``); any other total makes
every hex with that number, except the one under the robber, pay one card of
its resource per settlement and two per city on its corners.  A resource the
bank cannot pay in full goes to nobody, unless only one player is owed it
(they take what is left).  In the Jungle variant the jungle hex pays
discovery counters instead of cards, from a supply that may run out.
"""

from __future__ import annotations

from ...core.chance import ChanceEvent
from ...core.errors import IllegalAction
from .. import actions as A

DICE_OUTCOMES = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
DICE = ChanceEvent.uniform("dice", DICE_OUTCOMES, "two six-sided dice")
ROLL = A.Roll()


def _dice_event() -> ChanceEvent:
    return DICE


class Production:
    """The dice and the production rule over the game's state (a mixin of SettlersGame)."""

    def _do_roll(self, action: A.Roll) -> None:
        p = self.player
        self._need_phase("pre_roll", what="rolling the dice")
        dice = DICE_OUTCOMES[self.chance.draw("dice", len(DICE_OUTCOMES), _dice_event)]
        self._drawn.append(["dice", [dice[0], dice[1]]])
        self._rolled(p, dice[0] + dice[1], dice)

    def _rolled(self, p: int, total: int, dice: tuple[int, int] | None) -> None:
        self.last_roll = dice
        self.log.append(f"Player {p} rolls {total} ({dice[0]}+{dice[1]})." if dice
                        else f"Player {p} rolls {total}.")
        if total == 7:
            self._seven(p)
        else:
            self._produce(total)
            self.phase = "main"

    def produce(self, total: int) -> None:
        """Pay now what a roll of ``total`` pays (the production rule alone: no robber, no
        discards, no change of phase): for lessons and analysis that ask "what if this
        number came up?" on a copy of the game.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"))
        >>> game = position.place_settlement(game, 0, "K-L-P")   # mountains 8, forest 3, pasture 5
        >>> game = position.place_city(game, 1, "H-M")           # fields 9, forest 8
        >>> trial = game.copy()
        >>> trial.produce(8)
        >>> trial.hand(0)["ore"], trial.hand(1)["lumber"]          # a city is paid two
        (1, 2)
        >>> sum(game.hands[0])                                     # the game itself is unchanged
        0
        >>> game.produce(7)
        Traceback (most recent call last):
            ...
        boardgames.core.errors.IllegalAction: a roll that produces is a total from 2 to 12 other than 7, not 7
        """
        if isinstance(total, bool) or not isinstance(total, int) or not 2 <= total <= 12 \
                or total == 7:
            raise IllegalAction(f"a roll that produces is a total from 2 to 12 other than 7, "
                                f"not {total!r}")
        self._produce(total)

    def _produce(self, total: int) -> None:
        """Each hex with number ``total`` (not under the robber) pays one card per settlement
        and two per city on its corners; a resource the bank cannot pay in full goes to nobody,
        unless only one player is owed it (they take what is left)."""
        co, city = self.corner_owner, self.corner_city
        robber = self.robber
        owed: dict[int, dict[int, int]] = {}      # resource -> {seat: cards}
        disc = None
        for t, r, corners, jungle in self._c.production.get(total, ()):
            if t == robber:
                continue
            for x in corners:
                o = co[x]
                if o >= 0:
                    k = 2 if city[x] else 1
                    if r is not None:
                        seats = owed.setdefault(r, {})
                        seats[o] = seats.get(o, 0) + k
                    elif jungle:
                        if disc is None:
                            disc = [0] * self.n
                        disc[o] += k
        bank, hands = self.bank, self.hands
        for r in sorted(owed):
            seats = owed[r]
            want = sum(seats.values())
            if want <= bank[r]:
                for q, k in seats.items():
                    hands[q][r] += k
                bank[r] -= want
            elif len(seats) == 1:
                (q,) = seats
                hands[q][r] += bank[r]
                bank[r] = 0
                self.log.append(f"The bank runs short of {self.ruleset.resources[r]}: "
                                f"player {q} takes what is left.")
            else:
                self.log.append(f"The bank cannot pay everyone {self.ruleset.resources[r]}, "
                                "so nobody gets any.")
        if disc is not None:
            want = sum(disc)
            sup = self.discovery_supply
            if sup is None or want <= sup:
                for q in range(self.n):
                    self.discoveries[q] += disc[q]
                if sup is not None:
                    self.discovery_supply = sup - want
            elif sum(1 for d in disc if d) == 1:
                q = next(q for q in range(self.n) if disc[q])
                self.discoveries[q] += sup
                self.discovery_supply = 0
            self.log.append("The Jungle yields discoveries.")

    PRODUCTION_HANDLERS = {A.Roll: _do_roll}
