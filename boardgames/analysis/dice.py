"""Exact dice probabilities: the 2d6 distribution, waiting times, "at least one".

Every function here returns exact fractions (:class:`fractions.Fraction`);
``sympy.Rational(f.numerator, f.denominator)`` or :func:`as_sympy` turns one
into a sympy number.  All these results are exact for any number of rolls:
they are sums over 36 equally likely outcomes, or a geometric series.

>>> two_dice()[8]
Fraction(5, 36)
>>> p_sum_in({6, 8})
Fraction(5, 18)
>>> waiting_time(7).mean
Fraction(6, 1)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import product
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # sympy takes about half a second to import: as_sympy imports it when called
    import sympy

SUMS = tuple(range(2, 13))
PRODUCTION_NUMBERS = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)


def as_sympy(x: Fraction | int) -> sympy.Rational:
    """A :class:`fractions.Fraction` as a ``sympy.Rational`` (for symbolic work).

    Examples
    --------
    >>> from boardgames.analysis.dice import as_sympy, p_sum
    >>> x = as_sympy(p_sum(8))
    >>> x
    5/36
    >>> x * 36
    5
    """
    import sympy

    x = Fraction(x)
    return sympy.Rational(x.numerator, x.denominator)


@cache
def _dice_sum(n: int, sides: int) -> tuple[tuple[int, int], ...]:
    counts: dict[int, int] = {}
    for roll in product(range(1, sides + 1), repeat=n):
        s = sum(roll)
        counts[s] = counts.get(s, 0) + 1
    return tuple(sorted(counts.items()))


def dice_sum(n: int = 2, sides: int = 6) -> dict[int, Fraction]:
    """The exact distribution of the total of ``n`` fair dice with ``sides`` faces.

    Computed by listing all ``sides ** n`` equally likely rolls (exact and
    quick up to about 8 six-sided dice; beyond that, convolve instead).

    Examples
    --------
    >>> from boardgames.analysis.dice import dice_sum
    >>> dice_sum(3)[10]          # three dice total 10 in 27 of the 216 rolls
    Fraction(1, 8)
    >>> dice_sum(1, sides=4)
    {1: Fraction(1, 4), 2: Fraction(1, 4), 3: Fraction(1, 4), 4: Fraction(1, 4)}
    """
    if n < 1 or sides < 1:
        raise ValueError("roll at least one die with at least one face")
    total = sides ** n
    return {s: Fraction(c, total) for s, c in _dice_sum(n, sides)}


def two_dice() -> dict[int, Fraction]:
    """``{total: P(total)}`` for two six-sided dice: 1/36, 2/36, ..., 6/36, ..., 1/36.

    Examples
    --------
    >>> from boardgames.analysis.dice import two_dice
    >>> d = two_dice()
    >>> d[7], d[2]
    (Fraction(1, 6), Fraction(1, 36))
    >>> sum(d.values())
    Fraction(1, 1)
    """
    return dice_sum(2, 6)


def ways(total: int) -> int:
    """How many of the 36 rolls of two dice make ``total`` (0 for impossible totals).

    Examples
    --------
    >>> from boardgames.analysis.dice import ways
    >>> ways(7), ways(8), ways(2), ways(13)
    (6, 5, 1, 0)
    """
    return int(two_dice().get(total, 0) * 36)


def pips(number: int | None) -> int:
    """The dots printed under a number token: the ways to roll it, 7 and blanks give 0.

    Examples
    --------
    >>> from boardgames.analysis.dice import pips
    >>> pips(6), pips(8), pips(12)
    (5, 5, 1)
    >>> pips(7), pips(None)      # the robber's 7 and the desert produce nothing
    (0, 0)
    """
    if number is None or number == 7:
        return 0
    return ways(number)


def p_sum(total: int) -> Fraction:
    """P(two dice total ``total``).

    Examples
    --------
    >>> from boardgames.analysis.dice import p_sum
    >>> p_sum(8)
    Fraction(5, 36)
    >>> p_sum(7), p_sum(1)
    (Fraction(1, 6), Fraction(0, 1))
    """
    return two_dice().get(total, Fraction(0))


def p_sum_in(totals: Iterable[int]) -> Fraction:
    """P(two dice total one of ``totals``), e.g. ``p_sum_in({6, 8}) == 10/36``.

    Examples
    --------
    >>> from boardgames.analysis.dice import p_sum_in
    >>> p_sum_in({6, 8})
    Fraction(5, 18)
    >>> p_sum_in([2, 12])
    Fraction(1, 18)
    """
    d = two_dice()
    return sum((d.get(t, Fraction(0)) for t in set(totals)), Fraction(0))


def expectation(dist: dict[int, Fraction] | None = None) -> Fraction:
    """The mean of a distribution ``{value: probability}`` (two dice by default: 7).

    Examples
    --------
    >>> from boardgames.analysis.dice import dice_sum, expectation
    >>> expectation()
    Fraction(7, 1)
    >>> expectation(dice_sum(1))     # one die
    Fraction(7, 2)
    """
    dist = two_dice() if dist is None else dist
    return sum((v * p for v, p in dist.items()), Fraction(0))


def variance(dist: dict[int, Fraction] | None = None) -> Fraction:
    """The variance ``E[X^2] - E[X]^2`` (two dice by default: 35/6).

    Examples
    --------
    >>> from boardgames.analysis.dice import dice_sum, variance
    >>> variance()
    Fraction(35, 6)
    >>> variance(dice_sum(1))        # one die: half the variance of two
    Fraction(35, 12)
    """
    dist = two_dice() if dist is None else dist
    m = expectation(dist)
    return sum((p * (v - m) ** 2 for v, p in dist.items()), Fraction(0))


def p_at_least_one(totals: int | Iterable[int], rolls: int) -> Fraction:
    """P(at least one roll of ``rolls`` shows one of ``totals``) = 1 - (1 - p)^rolls.

    Examples
    --------
    >>> from boardgames.analysis.dice import p_at_least_one
    >>> p_at_least_one(7, rolls=3)           # a 7 within three rolls
    Fraction(91, 216)
    >>> round(float(p_at_least_one({6, 8}, rolls=4)), 3)
    0.728
    """
    p = p_sum_in([totals] if isinstance(totals, int) else totals)
    return 1 - (1 - p) ** rolls


@dataclass(frozen=True)
class WaitingTime:
    """The number of rolls until a total in ``totals`` first comes up: geometric.

    ``P(first at roll t) = (1 - p)^(t - 1) p`` for ``t = 1, 2, ...``, mean
    ``1/p``, variance ``(1 - p)/p^2``; every value is exact.
    """

    totals: frozenset[int]
    p: Fraction

    @property
    def mean(self) -> Fraction:
        return 1 / self.p

    @property
    def variance(self) -> Fraction:
        return (1 - self.p) / self.p ** 2

    def pmf(self, t: int) -> Fraction:
        """P(the first success is roll ``t``).

        Examples
        --------
        >>> from boardgames.analysis.dice import waiting_time
        >>> w = waiting_time(8)
        >>> w.pmf(1), w.pmf(2)           # an 8 at once; a miss, then an 8
        (Fraction(5, 36), Fraction(155, 1296))
        """
        return (1 - self.p) ** (t - 1) * self.p if t >= 1 else Fraction(0)

    def cdf(self, t: int) -> Fraction:
        """P(a success within the first ``t`` rolls).

        Examples
        --------
        >>> from boardgames.analysis.dice import waiting_time
        >>> waiting_time(7).cdf(2)       # a 7 within two rolls: 1 - (5/6)^2
        Fraction(11, 36)
        """
        return 1 - (1 - self.p) ** t if t >= 0 else Fraction(0)

    def survival(self, t: int) -> Fraction:
        """P(still waiting after ``t`` rolls).

        Examples
        --------
        >>> from boardgames.analysis.dice import waiting_time
        >>> waiting_time(7).survival(2)  # no 7 in two rolls
        Fraction(25, 36)
        """
        return 1 - self.cdf(t)

    def distribution(self, upto: int) -> dict[int, Fraction]:
        """``{t: P(first at roll t)}`` for t = 1..upto (the rest, ``survival(upto)``, is beyond).

        Examples
        --------
        >>> from boardgames.analysis.dice import waiting_time
        >>> waiting_time(7).distribution(3)
        {1: Fraction(1, 6), 2: Fraction(5, 36), 3: Fraction(25, 216)}
        """
        return {t: self.pmf(t) for t in range(1, upto + 1)}

    def median(self) -> int:
        """The smallest t with P(success within t rolls) >= 1/2.

        Examples
        --------
        >>> from boardgames.analysis.dice import waiting_time
        >>> waiting_time(7).median(), waiting_time(8).median(), waiting_time(12).median()
        (4, 5, 25)
        """
        t = 1
        while self.cdf(t) < Fraction(1, 2):
            t += 1
        return t


def waiting_time(totals: int | Iterable[int]) -> WaitingTime:
    """How long until a total in ``totals`` is rolled (``waiting_time(7).mean == 6``).

    Examples
    --------
    >>> from boardgames.analysis.dice import waiting_time
    >>> w = waiting_time(7)
    >>> w.mean, w.variance
    (Fraction(6, 1), Fraction(30, 1))
    >>> waiting_time({6, 8}).mean
    Fraction(18, 5)
    """
    ts = frozenset([totals] if isinstance(totals, int) else totals)
    p = p_sum_in(ts)
    if p == 0:
        raise ValueError(f"two dice never total {sorted(ts)}: the wait would be forever")
    return WaitingTime(ts, p)


def turns_until(totals: int | Iterable[int], players: int) -> WaitingTime:
    """Waiting in *rounds*: a round is one roll by each of ``players`` (still geometric).

    P(no success in a round) is ``(1 - p)^players``.

    Examples
    --------
    >>> from boardgames.analysis.dice import turns_until
    >>> rounds = turns_until(12, players=4)     # a 12 by anyone at a table of four
    >>> round(float(rounds.mean), 2), rounds.median()
    (9.38, 7)
    """
    w = waiting_time(totals)
    return WaitingTime(w.totals, 1 - (1 - w.p) ** players)


# -- simulation -------------------------------------------------------------------
def roll_totals(rolls: int, seed: int | None = 0, n: int = 2, sides: int = 6) -> list[int]:
    """Simulated totals of ``rolls`` throws of ``n`` dice (seeded for repeatability).

    Examples
    --------
    >>> from boardgames.analysis.dice import roll_totals
    >>> roll_totals(10, seed=1)
    [7, 4, 5, 8, 10, 3, 5, 8, 6, 10]
    >>> roll_totals(5, seed=1) == roll_totals(5, seed=1)    # the same seed, the same rolls
    True
    """
    rng = random.Random(seed)
    return [sum(rng.randint(1, sides) for _ in range(n)) for _ in range(rolls)]


def frequencies(totals: Iterable[int], values: Iterable[int] = SUMS) -> dict[int, Fraction]:
    """Observed relative frequency of each value among ``totals`` (exact fractions).

    Examples
    --------
    >>> from boardgames.analysis.dice import frequencies, roll_totals
    >>> frequencies([7, 7, 8, 6], values=[6, 7, 8])
    {6: Fraction(1, 4), 7: Fraction(1, 2), 8: Fraction(1, 4)}
    >>> frequencies(roll_totals(3600, seed=1))[7]          # near 1/6 = 60/360
    Fraction(59, 360)
    """
    ts = list(totals)
    counts: dict[int, int] = {}
    for t in ts:
        counts[t] = counts.get(t, 0) + 1
    return {v: Fraction(counts.get(v, 0), len(ts) or 1) for v in values}


def simulate_waiting_times(totals: int | Iterable[int], trials: int,
                           seed: int | None = 0) -> list[int]:
    """Roll two dice until a total in ``totals`` appears, ``trials`` times: the waits.

    Examples
    --------
    >>> from boardgames.analysis.dice import simulate_waiting_times
    >>> waits = simulate_waiting_times(7, trials=1000, seed=1)
    >>> waits[:10]
    [1, 11, 3, 4, 1, 2, 3, 25, 1, 6]
    >>> sum(waits) / len(waits)          # the exact mean is 6
    6.012
    """
    ts = frozenset([totals] if isinstance(totals, int) else totals)
    rng = random.Random(seed)
    out = []
    for _ in range(trials):
        t = 1
        while rng.randint(1, 6) + rng.randint(1, 6) not in ts:
            t += 1
        out.append(t)
    return out
