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

from typing import TYPE_CHECKING

from ...core.chance import ChanceEvent
from ...core.errors import IllegalAction
from .. import actions as A
from .common import Rule, need_phase
from .robber import _seven

if TYPE_CHECKING:
    from ..state import SettlersState

DICE_OUTCOMES = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
DICE = ChanceEvent.uniform("dice", DICE_OUTCOMES, "two six-sided dice")


def _dice_event() -> ChanceEvent:
    """The dice as a chance event (built only when it is probed, forced or logged)."""
    return DICE


def _do_roll(s: SettlersState, action: A.Roll) -> None:
    """Roll: two dice, drawn (or forced), then what the total does."""
    p = s.player
    need_phase(s, "pre_roll", what="rolling the dice")
    dice = DICE_OUTCOMES[s.chance.draw("dice", len(DICE_OUTCOMES), _dice_event)]
    s.drawn.append(["dice", [dice[0], dice[1]]])
    _rolled(s, p, dice[0] + dice[1], dice)


def _rolled(s: SettlersState, p: int, total: int, dice: tuple[int, int] | None) -> None:
    """The roll is ``total``: a 7 calls the robber, any other total produces."""
    s.last_roll = dice
    s.log.append(f"Player {p} rolls {total} ({dice[0]}+{dice[1]})." if dice
                    else f"Player {p} rolls {total}.")
    if total == 7:
        _seven(s, p)
    else:
        _produce(s, total)
        s.phase = "main"


def produce(s: SettlersState, total: int) -> None:
    """Pay now what a roll of ``total`` pays (the production rule alone: no robber, no
    discards, no change of phase): for lessons and analysis that ask "what if this
    number came up?" on a copy of the game.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.production import produce
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_settlement(game, 0, "K-L-P")   # mountains 8, forest 3, pasture 5
    >>> game = position.place_city(game, 1, "H-M")           # fields 9, forest 8
    >>> trial = game.copy()
    >>> produce(trial, 8)
    >>> trial.hand(0)["ore"], trial.hand(1)["lumber"]          # a city is paid two
    (1, 2)
    >>> sum(game.hands[0])                                     # the game itself is unchanged
    0
    >>> produce(game, 7)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: a roll that produces is a total from 2 to 12 other than 7, not 7
    """
    if isinstance(total, bool) or not isinstance(total, int) or not 2 <= total <= 12 \
            or total == 7:
        raise IllegalAction(f"a roll that produces is a total from 2 to 12 other than 7, "
                            f"not {total!r}")
    _produce(s, total)


def _produce(s: SettlersState, total: int) -> None:
    """Each hex with number ``total`` (not under the robber) pays one card per settlement
    and two per city on its corners; a resource the bank cannot pay in full goes to nobody,
    unless only one player is owed it (they take what is left)."""
    co, city = s.corner_owner, s.corner_city
    robber = s.robber
    owed: dict[int, dict[int, int]] = {}      # resource -> {seat: cards}
    disc = None
    for t, r, corners, jungle in s.lookups.production.get(total, ()):
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
                        disc = [0] * s.n
                    disc[o] += k
    bank, hands = s.bank, s.hands
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
            s.log.append(f"The bank runs short of {s.ruleset.resources[r]}: "
                            f"player {q} takes what is left.")
        else:
            s.log.append(f"The bank cannot pay everyone {s.ruleset.resources[r]}, "
                            "so nobody gets any.")
    if disc is not None:
        want = sum(disc)
        sup = s.discovery_supply
        if sup is None or want <= sup:
            for q in range(s.n):
                s.discoveries[q] += disc[q]
            if sup is not None:
                s.discovery_supply = sup - want
        elif sum(1 for d in disc if d) == 1:
            q = next(q for q in range(s.n) if disc[q])
            s.discoveries[q] += sup
            s.discovery_supply = 0
        s.log.append("The Jungle yields discoveries.")


RULES: dict[type, Rule] = {A.Roll: _do_roll}
