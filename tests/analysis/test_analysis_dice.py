"""Exact dice results, each checked against a seeded simulation.

Tolerance: a simulated proportion from n samples must be within 4 standard
errors of the exact value (a false alarm about 1 time in 16,000 per check;
the seeds are fixed, so the tests are deterministic).
"""

from fractions import Fraction

import sympy

from boardgames.analysis import dice as D
from boardgames.analysis.montecarlo import mean, proportion


def test_two_dice_distribution_is_ways_over_36():
    d = D.two_dice()
    assert d[8] == Fraction(5, 36)
    assert d[7] == Fraction(1, 6)
    assert d[2] == d[12] == Fraction(1, 36)
    assert sum(d.values()) == 1
    assert [D.ways(s) for s in range(2, 13)] == [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]


def test_pips_are_ways_except_seven_and_blank():
    assert [D.pips(n) for n in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)] == [1, 2, 3, 4, 5, 5, 4, 3, 2, 1]
    assert D.pips(7) == 0 and D.pips(None) == 0


def test_p_sum_in_a_set():
    assert D.p_sum_in({6, 8}) == Fraction(10, 36)
    assert D.p_sum_in(range(2, 13)) == 1
    assert D.p_sum_in({1, 13}) == 0


def test_mean_and_variance_of_two_dice():
    assert D.expectation() == 7
    assert D.variance() == Fraction(35, 6)
    assert D.as_sympy(D.variance()) == sympy.Rational(35, 6)


def test_dice_sum_of_three_dice():
    d = D.dice_sum(3)
    assert d[10] == Fraction(27, 216) and sum(d.values()) == 1


def test_two_dice_frequencies_match_simulation():
    n = 20_000
    freq = D.frequencies(D.roll_totals(n, seed=1))
    for s, p in D.two_dice().items():
        assert proportion(round(freq[s] * n), n).agrees_with(p), s


def test_waiting_time_for_seven_is_geometric():
    w = D.waiting_time(7)
    assert w.p == Fraction(1, 6)
    assert w.mean == 6 and w.variance == 30
    assert w.pmf(1) == Fraction(1, 6) and w.pmf(3) == Fraction(25, 216)
    assert w.cdf(2) == Fraction(11, 36)
    assert w.median() == 4          # 1 - (5/6)^4 = 0.518 >= 1/2 > 1 - (5/6)^3
    assert sum(w.distribution(50).values()) + w.survival(50) == 1


def test_waiting_time_matches_simulation():
    waits = D.simulate_waiting_times({6, 8}, 10_000, seed=2)
    w = D.waiting_time({6, 8})
    assert mean(waits).agrees_with(w.mean)
    for t in (1, 2, 5):
        assert proportion(sum(1 for v in waits if v == t), len(waits)).agrees_with(w.pmf(t))


def test_waiting_in_rounds():
    w = D.turns_until(7, players=4)
    assert w.p == 1 - Fraction(5, 6) ** 4


def test_at_least_one_in_n_rolls_exact_and_simulated():
    assert D.p_at_least_one(12, 1) == Fraction(1, 36)
    assert D.p_at_least_one(7, 4) == 1 - Fraction(625, 1296)
    n, rolls = 5_000, 6
    seq = D.roll_totals(n * rolls, seed=3)
    hits = sum(1 for i in range(n) if 12 in seq[i * rolls:(i + 1) * rolls])
    assert proportion(hits, n).agrees_with(D.p_at_least_one(12, rolls))
