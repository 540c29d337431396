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

import sympy

SUMS = tuple(range(2, 13))
PRODUCTION_NUMBERS = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)


def as_sympy(x: Fraction | int) -> sympy.Rational:
    """A :class:`fractions.Fraction` as a ``sympy.Rational`` (for symbolic work)."""
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
    """
    if n < 1 or sides < 1:
        raise ValueError("roll at least one die with at least one face")
    total = sides ** n
    return {s: Fraction(c, total) for s, c in _dice_sum(n, sides)}


def two_dice() -> dict[int, Fraction]:
    """``{total: P(total)}`` for two six-sided dice: 1/36, 2/36, ..., 6/36, ..., 1/36."""
    return dice_sum(2, 6)


def ways(total: int) -> int:
    """How many of the 36 rolls of two dice make ``total`` (0 for impossible totals)."""
    return int(two_dice().get(total, 0) * 36)


def pips(number: int | None) -> int:
    """The dots printed under a number token: the ways to roll it, 7 and blanks give 0."""
    if number is None or number == 7:
        return 0
    return ways(number)


def p_sum(total: int) -> Fraction:
    """P(two dice total ``total``)."""
    return two_dice().get(total, Fraction(0))


def p_sum_in(totals: Iterable[int]) -> Fraction:
    """P(two dice total one of ``totals``), e.g. ``p_sum_in({6, 8}) == 10/36``."""
    d = two_dice()
    return sum((d.get(t, Fraction(0)) for t in set(totals)), Fraction(0))


def expectation(dist: dict[int, Fraction] | None = None) -> Fraction:
    """The mean of a distribution ``{value: probability}`` (two dice by default: 7)."""
    dist = two_dice() if dist is None else dist
    return sum((v * p for v, p in dist.items()), Fraction(0))


def variance(dist: dict[int, Fraction] | None = None) -> Fraction:
    """The variance ``E[X^2] - E[X]^2`` (two dice by default: 35/6)."""
    dist = two_dice() if dist is None else dist
    m = expectation(dist)
    return sum((p * (v - m) ** 2 for v, p in dist.items()), Fraction(0))


def p_at_least_one(totals: int | Iterable[int], rolls: int) -> Fraction:
    """P(at least one roll of ``rolls`` shows one of ``totals``) = 1 - (1 - p)^rolls."""
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
        """P(the first success is roll ``t``)."""
        return (1 - self.p) ** (t - 1) * self.p if t >= 1 else Fraction(0)

    def cdf(self, t: int) -> Fraction:
        """P(a success within the first ``t`` rolls)."""
        return 1 - (1 - self.p) ** t if t >= 0 else Fraction(0)

    def survival(self, t: int) -> Fraction:
        """P(still waiting after ``t`` rolls)."""
        return 1 - self.cdf(t)

    def distribution(self, upto: int) -> dict[int, Fraction]:
        """``{t: P(first at roll t)}`` for t = 1..upto (the rest, ``survival(upto)``, is beyond)."""
        return {t: self.pmf(t) for t in range(1, upto + 1)}

    def median(self) -> int:
        """The smallest t with P(success within t rolls) >= 1/2."""
        t = 1
        while self.cdf(t) < Fraction(1, 2):
            t += 1
        return t


def waiting_time(totals: int | Iterable[int]) -> WaitingTime:
    """How long until a total in ``totals`` is rolled (``waiting_time(7).mean == 6``)."""
    ts = frozenset([totals] if isinstance(totals, int) else totals)
    p = p_sum_in(ts)
    if p == 0:
        raise ValueError(f"two dice never total {sorted(ts)}: the wait would be forever")
    return WaitingTime(ts, p)


def turns_until(totals: int | Iterable[int], players: int) -> WaitingTime:
    """Waiting in *rounds*: a round is one roll by each of ``players`` (still geometric).

    P(no success in a round) is ``(1 - p)^players``.
    """
    w = waiting_time(totals)
    return WaitingTime(w.totals, 1 - (1 - w.p) ** players)


# -- simulation -------------------------------------------------------------------
def roll_totals(rolls: int, seed: int | None = 0, n: int = 2, sides: int = 6) -> list[int]:
    """Simulated totals of ``rolls`` throws of ``n`` dice (seeded for repeatability)."""
    rng = random.Random(seed)
    return [sum(rng.randint(1, sides) for _ in range(n)) for _ in range(rolls)]


def frequencies(totals: Iterable[int], values: Iterable[int] = SUMS) -> dict[int, Fraction]:
    """Observed relative frequency of each value among ``totals`` (exact fractions)."""
    ts = list(totals)
    counts: dict[int, int] = {}
    for t in ts:
        counts[t] = counts.get(t, 0) + 1
    return {v: Fraction(counts.get(v, 0), len(ts) or 1) for v in values}


def simulate_waiting_times(totals: int | Iterable[int], trials: int,
                           seed: int | None = 0) -> list[int]:
    """Roll two dice until a total in ``totals`` appears, ``trials`` times: the waits."""
    ts = frozenset([totals] if isinstance(totals, int) else totals)
    rng = random.Random(seed)
    out = []
    for _ in range(trials):
        t = 1
        while rng.randint(1, 6) + rng.randint(1, 6) not in ts:
            t += 1
        out.append(t)
    return out
