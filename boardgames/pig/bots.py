"""Pig's bots: ``hold20`` (hold at a turn total of 20, or when holding wins) and ``optimal``
(the exact optimal policy of :mod:`boardgames.pig.solver`; for the goal 100 it reads the
shipped table :mod:`boardgames.pig.policy100`, for another goal it solves once and keeps it).

Both read only the seat's view (Pig hides nothing).

>>> import boardgames
>>> from boardgames.pig.bots import HoldAtBot, OptimalBot
>>> from boardgames.pig.game import Hold, Roll
>>> game = boardgames.new_game("pig", seed=1)
>>> OptimalBot().choose(game.view(0), [Roll()])
Roll()
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache
from typing import Any

from ..bots import Bot
from .game import Hold, Roll


class HoldAtBot(Bot):
    """Hold once the turn total reaches ``n`` (default 20) or when holding wins."""

    uses_table = False

    def __init__(self, n: int = 20, seed: int | None = None):
        if type(n) is not int or n < 1:
            raise ValueError(f"hold at a turn total of a whole number above 0, not {n!r}")
        self.n = n
        self.name = f"hold{n}"

    def choose(self, view: Any, actions: list, table: Any = None) -> Any:
        k, score = view["turn_total"], view["scores"][view["seat"]]
        hold = k >= self.n or score + k >= view["goal"]
        return _pick(actions, hold)

    def __repr__(self) -> str:
        return f"HoldAtBot(n={self.n})"


@lru_cache(maxsize=4)
def switch_points(goal: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per own score ``i`` and opponent's score ``j``: the turn totals at which the optimal
    move changes between roll and hold (starting from roll).

    >>> switch_points(100)[0][0]          # at 0-0: roll, then hold from a turn total of 21
    (21,)
    """
    if goal == 100:
        from .policy100 import LINES
        from .solver import decode_policy
        switches = decode_policy("\n".join(LINES))
    else:
        from .solver import policy_from, solve
        switches = policy_from(solve(goal), goal)
    return tuple(tuple(tuple(e) for e in line) for line in switches)


def optimal_hold(goal: int, i: int, j: int, k: int) -> bool:
    """True when the optimal player holds at own score ``i``, opponent ``j``, turn total ``k``.

    >>> optimal_hold(100, 0, 0, 20), optimal_hold(100, 0, 0, 21)   # not hold-at-20
    (False, True)
    """
    if i + k >= goal:
        return True
    if k == 0:
        return False
    return bisect_right(switch_points(goal)[i][j], k) % 2 == 1


class OptimalBot(Bot):
    """Plays the exact optimal policy (Neller and Presser, 2004)."""

    name = "optimal"
    uses_table = False

    def __init__(self, seed: int | None = None):
        pass

    def choose(self, view: Any, actions: list, table: Any = None) -> Any:
        seat = view["seat"]
        i, j = view["scores"][seat], view["scores"][1 - seat]
        return _pick(actions, optimal_hold(view["goal"], i, j, view["turn_total"]))


def _pick(actions: list, hold: bool) -> Any:
    want = Hold if hold else Roll
    for a in actions:
        if type(a) is want:
            return a
    return actions[0]


def hold20(seed: int | None = None) -> HoldAtBot:
    """The ``hold20`` bot.

    >>> hold20(seed=1)
    HoldAtBot(n=20)
    """
    return HoldAtBot(20)


def optimal(seed: int | None = None) -> OptimalBot:
    """The ``optimal`` bot.

    >>> optimal(seed=1)
    OptimalBot()
    """
    return OptimalBot()
