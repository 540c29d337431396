"""Monte Carlo helpers: estimates that carry their sample size and standard error.

A simulation answers "about how likely?" where the exact answer is too big to
compute.  Every estimate here says how many samples it used and how far off it
may be: the standard error ``sqrt(p(1-p)/n)`` for a proportion, ``s/sqrt(n)``
for a mean.  About 95% of the time the truth lies within two standard errors.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Estimate:
    """A simulated number: ``value`` from ``n`` samples, give or take ``stderr``."""

    value: float
    stderr: float
    n: int
    low: float = math.nan     # a 95% interval (Wilson's for proportions)
    high: float = math.nan

    def __str__(self) -> str:
        return f"{self.value:.4f} ± {self.stderr:.4f} (n = {self.n})"

    def agrees_with(self, exact: float, sigmas: float = 4.0) -> bool:
        """Is ``exact`` within ``sigmas`` standard errors of this estimate?

        The standard error is floored at ``1/n``: a sample that is all successes
        has a zero estimated error but still cannot tell 1 from ``1 - 1/n``.
        """
        return abs(float(exact) - self.value) <= sigmas * max(self.stderr, 1 / self.n) + 1e-12


def proportion(successes: int, n: int, z: float = 1.96) -> Estimate:
    """``successes`` out of ``n`` as a proportion with its standard error and Wilson interval.

    Examples
    --------
    >>> print(proportion(30, 100))
    0.3000 ± 0.0458 (n = 100)
    """
    if n <= 0:
        raise ValueError("a proportion needs at least one trial")
    p = successes / n
    se = math.sqrt(p * (1 - p) / n)
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return Estimate(p, se, n, max(0.0, centre - half), min(1.0, centre + half))


def mean(values: Iterable[float], z: float = 1.96) -> Estimate:
    """The sample mean with its standard error ``s / sqrt(n)`` and a normal 95% interval."""
    xs = [float(v) for v in values]
    n = len(xs)
    if n == 0:
        raise ValueError("a mean needs at least one value")
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n)
    return Estimate(m, se, n, m - z * se, m + z * se)


def quantile(sorted_values: Sequence[float], q: float) -> float:
    """The ``q`` quantile of already-sorted values (linear interpolation)."""
    if not sorted_values:
        return math.nan
    pos = q * (len(sorted_values) - 1)
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def random_policy(game: Any, rng: random.Random) -> Any:
    """Pick one legal action uniformly at random."""
    return rng.choice(game.legal_actions())


def playout(game: Any, seed: int | None = 0, policy: Callable[[Any, random.Random], Any] = random_policy,
            max_actions: int = 5000, observe: Callable[[Any], None] | None = None) -> Any:
    """Play ``game`` (in place) to the end with ``policy``; returns the game.

    Stops after ``max_actions`` actions if nobody has won (then ``game.is_over``
    is false).  ``observe(game)`` is called after every action, e.g. to record
    a quantity turn by turn.
    """
    rng = random.Random(seed)
    for _ in range(max_actions):
        if game.is_over:
            break
        game.apply(policy(game, rng))
        if observe is not None:
            observe(game)
    return game


@dataclass(frozen=True)
class Outcomes:
    """Results of ``n`` simulated games: who won each (``None`` for a loss or no result)
    and how long each lasted (in turns)."""

    winners: tuple[Any, ...]
    lengths: tuple[int, ...]
    label: str = ""

    @property
    def n(self) -> int:
        return len(self.winners)

    def win_rate(self, who: Any) -> Estimate:
        return proportion(sum(1 for w in self.winners if w == who), self.n)

    def win_rates(self, who: Iterable[Any]) -> dict[Any, Estimate]:
        return {w: self.win_rate(w) for w in who}


def simulate_games(make_game: Callable[[int], Any], games: int, seed: int = 0,
                   policy: Callable[[Any, random.Random], Any] = random_policy,
                   max_actions: int = 5000, label: str = "") -> Outcomes:
    """Play ``games`` games, ``make_game(i)`` making the i-th, each with a seeded policy.

    Returns the :class:`Outcomes` (winner and number of turns of each game).
    """
    winners, lengths = [], []
    for i in range(games):
        g = playout(make_game(i), seed=seed * 1_000_003 + i, policy=policy,
                    max_actions=max_actions)
        winners.append(g.winner if g.is_over else None)
        lengths.append(int(getattr(g, "turn", 0)))
    return Outcomes(tuple(winners), tuple(lengths), label)
