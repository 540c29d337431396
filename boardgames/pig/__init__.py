"""Pig: the two-player dice game of probability courses.

The rules: on your turn you roll a die as often as you like, adding each roll
to your turn total.  A 1 loses the turn total and ends the turn.  Hold banks
the turn total and ends the turn.  The first to reach the goal (100 unless the
``goal`` option says otherwise) wins when they hold.  You must roll at least
once a turn, and once your score plus turn total reaches the goal you hold
(rolling on could only lose).

>>> import boardgames
>>> from boardgames.pig import Hold, Roll
>>> game = boardgames.new_game("pig", seed=1)
>>> game.apply(Roll(), outcome=5)
>>> game.apply(Roll(), outcome=6)
>>> game.view()["turn_total"]
11
>>> game.apply(Hold())
>>> game.view()["scores"], game.current_player
([11, 0], 1)
>>> event = game.chance_of(Roll())
>>> event.kind, event.probability(1)
('die', Fraction(1, 6))

Bots: ``random``, ``hold20`` and ``optimal`` (the exact optimal policy, by value
iteration: :mod:`boardgames.pig.solver`).
"""

from ..core import register
from .game import ACTIONS, DIE, OPTIONS, Hold, PigGame, PigState, Roll, load


def new_pig(**options) -> PigGame:
    """``new_game("pig", goal=100, seed=None)``.

    >>> new_pig(goal=50, seed=3).view()["goal"]
    50
    """
    return PigGame(**OPTIONS.check(options))


register("pig", new_pig, load, options=OPTIONS)

__all__ = ["ACTIONS", "DIE", "Hold", "OPTIONS", "PigGame", "PigState", "Roll", "load", "new_pig"]
