"""The package's versions of the build steps of lessons 1-6 (see :mod:`boardgames.lessons.builds`).

Each is registered with :func:`~boardgames.lessons.builds.register` under
``"lesson-slug/name"``; a lesson hands the student's version to ``build(key, ...)``.
Keep imports cheap: no sympy at import time.

``tests/lessons/test_lessons_1_to_6.py`` checks each reference against
:mod:`boardgames.analysis` and the engines' positions the lessons use.
"""

from __future__ import annotations

from fractions import Fraction

from .builds import register

__all__ = ["register"]

DIE = {face: Fraction(1, 6) for face in range(1, 7)}


# ---------------------------------------------------------------- lesson 1: two dice
def ways_of_two_dice():
    """How many of the 36 pairs of faces make each total.

    Examples
    --------
    >>> ways = ways_of_two_dice()
    >>> ways[2], ways[7], sum(ways.values())
    (1, 6, 36)
    """
    ways: dict[int, int] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            ways[a + b] = ways.get(a + b, 0) + 1
    return ways


register("two-dice/ways", reference=ways_of_two_dice(), describe="the table ways[total] of the 36 pairs")


def convolve(p, q):
    """The distribution of ``A + B`` for independent ``A`` with distribution ``p`` and ``B`` with ``q``.

    Both are dicts ``{value: probability}``; so is the result (only values that can happen).

    Examples
    --------
    >>> coin = {0: Fraction(1, 2), 1: Fraction(1, 2)}
    >>> convolve(coin, coin)
    {0: Fraction(1, 4), 1: Fraction(1, 2), 2: Fraction(1, 4)}
    """
    out: dict = {}
    for a, pa in p.items():
        for b, qb in q.items():
            out[a + b] = out.get(a + b, 0) + pa * qb
    return out


_COIN = {0: Fraction(1, 2), 1: Fraction(1, 2)}
register("two-dice/convolve", reference=convolve, describe="convolve(p, q)",
         cases=[(DIE, DIE), (_COIN, _COIN), (convolve(DIE, DIE), DIE),
                ({1: Fraction(1, 3), 2: Fraction(2, 3)}, {0: Fraction(1, 4), 5: Fraction(3, 4)})])

# ----------------------------------------------------------- lesson 2: where to settle
# the corner E-I-J of the beginner island touches a 6, an 11 and the desert: (5 + 2) / 36
register("where-to-settle/per-roll", reference=Fraction(5 + 2, 36),
         describe="per_roll, the expected cards per roll at E-I-J")


# ------------------------------------------------------- lesson 3: waiting for a seven
def first_on(t, p):
    """The chance that the first success of trials with chance ``p`` comes exactly on trial ``t``.

    Examples
    --------
    >>> first_on(3, Fraction(1, 2))       # miss, miss, hit
    Fraction(1, 8)
    """
    return (1 - p) ** (t - 1) * p


register("waiting-for-a-seven/first-on", reference=first_on, describe="first_on(t, p)",
         cases=[(1, Fraction(1, 6)), (2, Fraction(1, 6)), (5, Fraction(1, 6)), (3, Fraction(1, 36)),
                (4, Fraction(1, 2)), (10, Fraction(5, 18))])

# ---------------------------------------------------------- lesson 4: choosing the roll
# Zarahemla's fixed layout, player 0 with a settlement at A-D-E (8, 10, 5) and a city at D-H-I (10, 9, 6)
register("choosing-the-roll/cards",
         reference={2: 0, 3: 0, 4: 0, 5: 1, 6: 2, 7: 0, 8: 1, 9: 2, 10: 3, 11: 0, 12: 0},
         describe="the table cards[total] for player 0")

# ------------------------------------------------------------- lesson 5: drawing cards
# no victory point card among the first three of 25 (5 of them victory points)
register("drawing-cards/no-vp", reference=Fraction(20, 25) * Fraction(19, 24) * Fraction(18, 23),
         describe="no_vp, P(no victory point card among the first three)")


# --------------------------------------------------------- lesson 6: escalating threat
def collapse_within(d, top=10, bottom=5):
    """P(the Collapse within ``d`` draws): ``top`` cards above a shuffled bottom segment of ``bottom`` holding it.

    Examples
    --------
    >>> collapse_within(3, top=2, bottom=4)   # the third draw is the segment's first card
    Fraction(1, 4)
    """
    return Fraction(min(max(d - top, 0), bottom), bottom)


register("escalating-threat/collapse-within", reference=collapse_within, describe="collapse_within(d, top, bottom)",
         cases=[(d,) for d in range(0, 16)] + [(3, 2, 4), (7, 7, 3), (9, 6, 8), (20, 6, 8), (0, 0, 1)])
