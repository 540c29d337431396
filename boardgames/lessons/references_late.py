"""The package's versions of the build steps of lessons 7-12 (see :mod:`boardgames.lessons.builds`).

Each is registered with :func:`~boardgames.lessons.builds.register` under
``"lesson-slug/name"``; a lesson hands the student's version to ``build(key, ...)``.
Keep imports cheap: no sympy at import time.

``tests/lessons/test_lessons_7_to_12.py`` checks each reference against
:mod:`boardgames.analysis` (the toy deck's ``step`` against the package's exact
threat chain) and the engine's beginner island.
"""

from __future__ import annotations

import math
from fractions import Fraction

from .builds import register

__all__ = ["register"]


# ----------------------------------------------------- lesson 7: simulation vs exact
def standard_error(p, n):
    """The standard error of a share from ``n`` independent trials of chance ``p`` (lesson 7).

    Examples
    --------
    >>> from boardgames.lessons.references_late import standard_error
    >>> round(standard_error(1 / 6, 100), 4)
    0.0373
    """
    return math.sqrt(p * (1 - p) / n)


register("simulation-vs-exact/standard-error", reference=standard_error, describe="standard_error(p, n)",
         cases=[(1 / 6, 10), (1 / 6, 100), (1 / 6, 10_000), (0.5, 4), (0.3, 250)])

# ------------------------------------------------------- lesson 8: counting arrangements
# five hexes: two hills, two forests, one desert: 5! / (2! 2! 1!)
register("counting/small-case", reference=math.factorial(5) // (2 * 2),
         describe="the count of rows of two hills, two forests and a desert")

# ------------------------------------------------------- lesson 9: hidden cards, Bayes
# two cards from 25 (14 knights): 1 - C(11, 2) / C(25, 2)
register("hidden-cards/prior", reference=1 - Fraction(math.comb(11, 2), math.comb(25, 2)),
         describe="the prior P(at least one knight among the two)")

# ---------------------------------------------------- lesson 10: streaks and spread
register("streaks-and-spread/mean-city", reference=2 * Fraction(5, 36),
         describe="the city's expected cards per roll (mean_city)")
register("streaks-and-spread/mean-spread", reference=Fraction(4 + 3 + 3, 36),
         describe="the settlement's expected cards per roll (mean_spread)")


# -------------------------------------------------------- lesson 11: testing claims
def at_least_as_far(wins, observed, expected):
    """Is a season with ``wins`` at least as far from ``expected`` as the ``observed`` count (lesson 11)?

    Examples
    --------
    >>> from boardgames.lessons.references_late import at_least_as_far
    >>> at_least_as_far(66, 34, 50), at_least_as_far(65, 34, 50)
    (True, False)
    """
    return abs(wins - expected) >= abs(observed - expected)


register("testing-claims/at-least-as-far", reference=at_least_as_far,
         describe="at_least_as_far(wins, observed, expected)",
         cases=[(w, 34, 50) for w in range(0, 201, 3)] + [(34, 34, 50), (66, 34, 50), (65, 34, 50),
                                                          (35, 34, 50), (75, 75, 60), (45, 75, 60),
                                                          (46, 75, 60)])


# ------------------------------------------------ lesson 12: a Markov chain by hand
TOY_BURST = 3     # the step of Total Collapse in the toy deck
TOY_CARDS = 3     # S and two plain cards


def toy_step(state, cards=TOY_CARDS):
    """The toy threat deck's states one turn after ``state``, with their probabilities.

    A state is ``(step, plain cards on top of S's segment, size of S's segment)``
    or ``"collapse"`` (absorbing); ``cards`` is the size of the deck (S and
    ``cards - 1`` plain cards).  When S is drawn the meter rises and the drawn
    cards go under the rest of the pile.

    Examples
    --------
    >>> from boardgames.lessons.references_late import toy_step
    >>> toy_step((0, 0, 3))                  # S first (1/3), or a plain card from its segment
    {(1, 2, 1): Fraction(1, 3), (0, 0, 2): Fraction(2, 3)}
    >>> toy_step((2, 0, 1))                  # S alone on top at step 2: the next turn collapses
    {'collapse': Fraction(1, 1)}
    """
    if state == "collapse":
        return {"collapse": Fraction(1)}
    level, top, segment = state
    if top > 0:                                    # a plain card from above S's segment
        return {(level, top - 1, segment): Fraction(1)}
    after_s = (level + 1, segment - 1, cards - (segment - 1))
    out = {"collapse" if level + 1 == TOY_BURST else after_s: Fraction(1, segment)}
    if segment > 1:                                # a plain card from S's segment
        out[(level, 0, segment - 1)] = Fraction(segment - 1, segment)
    return out


def toy_states(cards=TOY_CARDS):
    """Every state of the toy chain reachable from a fresh deck of ``cards`` cards (lesson 12).

    Examples
    --------
    >>> from boardgames.lessons.references_late import toy_states
    >>> len(toy_states()), len(toy_states(4))
    (16, 25)
    """
    start = (0, 0, cards)
    states, frontier = [start], [start]
    while frontier:
        for nxt in toy_step(frontier.pop(), cards):
            if nxt not in states:
                states.append(nxt)
                frontier.append(nxt)
    return states


register("markov-chain/step", reference=toy_step, describe="step(state, cards)",
         cases=[(s,) for s in toy_states()] + [(s, 4) for s in toy_states(4)])
