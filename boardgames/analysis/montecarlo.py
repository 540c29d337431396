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

        Examples
        --------
        Is the simulated share of 7s consistent with the exact 1/6?

        >>> from boardgames.analysis.dice import p_sum, roll_totals
        >>> from boardgames.analysis.montecarlo import proportion
        >>> sevens = proportion(sum(t == 7 for t in roll_totals(1000, seed=1)), 1000)
        >>> print(sevens)
        0.1680 ± 0.0118 (n = 1000)
        >>> sevens.agrees_with(p_sum(7)), sevens.agrees_with(0.25)
        (True, False)
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
    low, high = wilson(successes, n, z)
    return Estimate(p, math.sqrt(p * (1 - p) / n), n, low, high)


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% for ``z=1.96``): the package's one.

    Examples
    --------
    Six wins in six games: the true win rate is very likely above 61%.

    >>> from boardgames.analysis.montecarlo import wilson
    >>> [round(x, 3) for x in wilson(6, 6)]
    [0.61, 1.0]
    >>> [round(x, 3) for x in wilson(30, 100)]
    [0.219, 0.396]
    >>> wilson(0, 0)                 # no games: anything is possible
    (0.0, 1.0)
    """
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean(values: Iterable[float], z: float = 1.96) -> Estimate:
    """The sample mean with its standard error ``s / sqrt(n)`` and a normal 95% interval.

    Examples
    --------
    >>> from boardgames.analysis.dice import roll_totals
    >>> from boardgames.analysis.montecarlo import mean
    >>> m = mean(roll_totals(1000, seed=1))      # the exact mean of two dice is 7
    >>> print(m)
    7.1090 ± 0.0764 (n = 1000)
    >>> round(m.low, 2), round(m.high, 2)
    (6.96, 7.26)
    """
    xs = [float(v) for v in values]
    n = len(xs)
    if n == 0:
        raise ValueError("a mean needs at least one value")
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n)
    return Estimate(m, se, n, m - z * se, m + z * se)


def quantile(sorted_values: Sequence[float], q: float) -> float:
    """The ``q`` quantile of already-sorted values (linear interpolation).

    Examples
    --------
    >>> from boardgames.analysis.montecarlo import quantile
    >>> quantile([1, 2, 3, 4, 5], 0.5), quantile([1, 2, 3, 4], 0.5)
    (3.0, 2.5)
    >>> quantile([2, 4, 6, 8, 10], 0.9)
    9.2
    """
    if not sorted_values:
        return math.nan
    pos = q * (len(sorted_values) - 1)
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def random_policy(game: Any, rng: random.Random) -> Any:
    """Pick one legal action uniformly at random.

    Examples
    --------
    >>> import random
    >>> from boardgames import new_game
    >>> from boardgames.analysis.montecarlo import random_policy
    >>> game = new_game("catan", players=3, seed=1)
    >>> action = random_policy(game, random.Random(0))
    >>> action in game.legal_actions()
    True
    >>> action
    BuildSettlement(corner='F-J-K')
    """
    return rng.choice(game.legal_actions())


def playout(game: Any, seed: int | None = 0, policy: Callable[[Any, random.Random], Any] = random_policy,
            max_actions: int = 5000, observe: Callable[[Any], None] | None = None) -> Any:
    """Play ``game`` (in place) to the end with ``policy``; returns the game.

    Stops after ``max_actions`` actions if nobody has won (then ``game.is_over``
    is false).  ``observe(game)`` is called after every action, e.g. to record
    a quantity turn by turn.

    Examples
    --------
    Play a Forbidden Jungle game at random, recording the threat level after every action:

    >>> from boardgames import new_game
    >>> from boardgames.analysis.montecarlo import playout
    >>> levels = []
    >>> game = playout(new_game("forbidden-jungle", players=2, seed=1), seed=1,
    ...                observe=lambda g: levels.append(g.level))
    >>> game.is_over, game.winner, game.turn
    (True, False, 10)
    >>> len(levels), max(levels)
    (35, 3)

    A cap on the actions stops a long game early:

    >>> game = playout(new_game("catan", players=3, seed=1), seed=1, max_actions=50)
    >>> game.is_over
    False
    """
    from ..core.game import play_out

    rng = random.Random(seed)
    play_out(game, lambda g, seat: policy(g, rng), max_actions, observe)
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
        """The share of the games ``who`` won, as a proportion :class:`Estimate`.

        Examples
        --------
        Random play never wins Forbidden Jungle, yet 100 games only show the win
        rate is below about 4% (the Wilson interval):

        >>> from boardgames import new_game
        >>> from boardgames.analysis.montecarlo import simulate_games
        >>> games = simulate_games(lambda i: new_game("forbidden-jungle", players=2, seed=i), 100)
        >>> wins = games.win_rate(True)
        >>> wins.value, round(wins.high, 3)
        (0.0, 0.037)
        """
        return proportion(sum(1 for w in self.winners if w == who), self.n)

    def win_rates(self, who: Iterable[Any]) -> dict[Any, Estimate]:
        """``{w: win_rate(w)}`` for each of ``who`` (e.g. every seat).

        Examples
        --------
        >>> from boardgames import new_game
        >>> from boardgames.analysis.montecarlo import simulate_games
        >>> games = simulate_games(lambda i: new_game("catan", players=3, seed=i, target=5), 10)
        >>> rates = games.win_rates(range(3))
        >>> {seat: rate.value for seat, rate in rates.items()}
        {0: 0.3, 1: 0.3, 2: 0.4}
        >>> print(rates[2])                  # ten games say little
        0.4000 ± 0.1549 (n = 10)
        """
        return {w: self.win_rate(w) for w in who}


def simulate_games(make_game: Callable[[int], Any], games: int, seed: int = 0,
                   policy: Callable[[Any, random.Random], Any] = random_policy,
                   max_actions: int = 5000, label: str = "") -> Outcomes:
    """Play ``games`` games, ``make_game(i)`` making the i-th, each with a seeded policy.

    Returns the :class:`Outcomes` (winner and number of turns of each game).

    Examples
    --------
    >>> from boardgames import new_game
    >>> from boardgames.analysis.montecarlo import mean, simulate_games
    >>> games = simulate_games(lambda i: new_game("forbidden-jungle", players=2, seed=i), 100,
    ...                        label="random play")
    >>> games.n, set(games.winners)
    (100, {False})
    >>> print(mean(games.lengths))     # turns until the random team loses
    10.1700 ± 0.2379 (n = 100)
    """
    winners, lengths = [], []
    for i in range(games):
        g = playout(make_game(i), seed=seed * 1_000_003 + i, policy=policy,
                    max_actions=max_actions)
        winners.append(g.winner if g.is_over else None)
        lengths.append(int(getattr(g, "turn", 0)))
    return Outcomes(tuple(winners), tuple(lengths), label)
