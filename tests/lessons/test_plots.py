"""The convergence band says something true, and a share's band stays within [0, 1] (issue #25 item 5)."""

from __future__ import annotations

import math
import random
from fractions import Fraction

from boardgames.lessons.plots import BAND, convergence_figure


def _band(fig):
    band = fig.data[0]
    k = len(band.x) // 2
    return list(band.x[:k]), list(band.y[:k]), list(band.y[k:])[::-1]


def test_the_band_legend_says_at_any_one_n_not_stay():
    fig = convergence_figure([0, 1, 0, 0, 1, 0], Fraction(1, 3), "a share")
    assert fig.data[0].name == BAND
    assert "any one n" in BAND and "stay" not in BAND


def test_a_share_band_is_clipped_to_0_and_1():
    rng = random.Random(8)
    shares = [int(rng.random() < 0.87) for _ in range(3000)]     # lesson 8's setting: near 1
    _, upper, lower = _band(convergence_figure(shares, Fraction(44, 51), "touching"))
    assert max(upper) == 1.0                    # unclipped it would reach 1.53 at n = 1
    assert all(0 <= v <= 1 for v in upper + lower)
    # given an sd, a share (all 0s and 1s) is still clipped
    _, upper, _ = _band(convergence_figure(shares, Fraction(44, 51), "touching", sd=0.35))
    assert max(upper) == 1.0


def test_a_mean_band_is_not_clipped():
    waits = [1, 12, 3, 6, 2, 9, 4, 5] * 10
    _, upper, lower = _band(convergence_figure(waits, 6, "waits", y="mean wait", sd=math.sqrt(30)))
    assert max(upper) > 10 and min(lower) < 0


def test_at_any_one_n_about_95_percent_of_runs_are_inside():
    """The legend's claim, on 1,000 seeded runs of 400 rolls: the share of 7s at n = 400 is inside in ~95%."""
    rng = random.Random(1)
    p, n = 1 / 6, 400
    fig = convergence_figure([0, 1] * (n // 2), Fraction(1, 6), "band only")
    xs, upper, lower = _band(fig)
    hi, lo = upper[xs.index(n)], lower[xs.index(n)]
    inside = sum(lo <= sum(rng.random() < p for _ in range(n)) / n <= hi for _ in range(1000))
    assert 930 <= inside <= 970, inside
