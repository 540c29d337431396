"""Lessons 7-12: every answer in the answer table recomputed from the package (the dice, the engine's
beginner island, a listing of the development deck, the binomial, the package's exact threat chain), and
every build-step reference of ``references_late`` checked the same way.  Cheap: no notebook is run."""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest

import boardgames
from boardgames import analysis
from boardgames.analysis.threat import ThreatSetup
from boardgames.lessons import EXERCISES, build, is_correct
from boardgames.lessons import references_late as refs


def _binomial(n, k, p):
    return math.comb(n, k) * p ** k * (1 - p) ** (n - k)


def _beginner():
    return boardgames.new_game("catan", players=4, seed=1, layout="beginner")


def _touching_pairs(game):
    pairs = set()
    for _, corner in game.board.graph.nodes(data=True):
        for a, b in combinations(corner["tiles"], 2):
            pairs.add(frozenset((a, b)))
    return pairs


def _toy(cards):
    plain = ["Spawn", "Hatch", "Grow", "Sting"][:cards - 1]
    return ThreatSetup(rates=(1, 1, 1), level=0,
                       effects={"Increase Threat & Shuffle": "increase & shuffle", **{p: "plain" for p in plain}},
                       pile=(("Increase Threat & Shuffle", *plain),))


# ------------------------------------------------------------------ lesson 7
def test_simulation_answers_agree_with_the_standard_error_formula():
    se = refs.standard_error
    assert is_correct("simulation-vs-exact/1", se(Fraction(10, 36), 500))
    games = EXERCISES["simulation-vs-exact/2"].answer          # 0.009 from 2,500 games down to 0.003
    assert se(0.3, games) == pytest.approx(se(0.3, 2500) * Fraction(3, 9))
    assert is_correct("simulation-vs-exact/3", 1.96 * se(1 / 36, 3600))
    within = abs(Fraction(540, 3600) - Fraction(1, 6)) <= 2 * se(1 / 6, 3600)
    assert EXERCISES["simulation-vs-exact/4"].answer is within is False
    assert is_correct("simulation-vs-exact/5", 35.2 / math.sqrt(400))
    assert analysis.waiting_time(12).mean == 36            # the exact mean exercise 5 compares with


# ------------------------------------------------------------------ lesson 8
def test_counting_answers_agree_with_the_multinomial_and_the_beginner_island():
    def arrangements(counts):
        out = math.factorial(sum(counts))
        for k in counts:
            out //= math.factorial(k)
        return out

    assert EXERCISES["counting/1"].answer == arrangements([6, 6, 6, 5, 5, 2])
    assert EXERCISES["counting/2"].answer == arrangements([2, 2] + [3] * 8)
    assert sum([2, 2] + [3] * 8) == 28 and sum([6, 6, 6, 5, 5, 2]) == 30
    game = _beginner()
    tiles = game.board.graph.graph["tiles"]
    terrain = Counter(t["terrain"] for t in tiles.values())
    assert EXERCISES["counting/4"].answer == Fraction(1, sum(terrain.values()))
    land = [name for name, t in tiles.items() if t["number"] is not None]
    touching = _touching_pairs(game)
    pairs = list(combinations(land, 2))
    assert EXERCISES["counting/7"].answer == Fraction(sum(frozenset(p) in touching for p in pairs), len(pairs))


def test_the_red_numbers_touch_in_44_of_51_token_layouts():
    """Lesson 8's exact count: which 4 of the 18 land hexes hold the 6s and 8s decides whether they touch."""
    game = _beginner()
    tiles = game.board.graph.graph["tiles"]
    land = [name for name, t in tiles.items() if t["number"] is not None]
    touching = _touching_pairs(game)
    fours = list(combinations(land, 4))
    hit = sum(1 for four in fours if any(frozenset(p) in touching for p in combinations(four, 2)))
    assert (hit, len(fours)) == (2640, 3060) and Fraction(hit, len(fours)) == Fraction(44, 51)


# ------------------------------------------------------------------ lesson 9
def test_hidden_card_answers_agree_with_a_listing_of_the_deck():
    deck = ["knight"] * 14 + ["victory point"] * 5 + ["progress"] * 6
    assert EXERCISES["hidden-cards/1"].answer == Fraction(deck.count("victory point"), len(deck))
    triples = list(combinations(range(25), 3))
    with_knight = Fraction(sum(1 for t in triples if any(deck[i] == "knight" for i in t)), len(triples))
    assert EXERCISES["hidden-cards/2"].answer == with_knight
    quiet_with, quiet_without = with_knight * Fraction(1, 2), 1 - with_knight
    assert EXERCISES["hidden-cards/3"].answer == 920 * quiet_with
    assert EXERCISES["hidden-cards/4"].answer == quiet_with / (quiet_with + quiet_without)
    assert EXERCISES["hidden-cards/5"].answer == 0
    pairs = [(a, b) for i, a in enumerate(deck) for j, b in enumerate(deck) if i != j]
    with_vp = [p for p in pairs if "victory point" in p]
    assert EXERCISES["hidden-cards/6"].answer == Fraction(sum("knight" in p for p in with_vp), len(with_vp))
    hand = ["brick"] * 2 + ["wool"] * 2 + ["ore"] * 3
    assert EXERCISES["hidden-cards/7"].answer == Fraction(hand.count("ore"), len(hand))


def test_the_played_knight_puzzle_depends_on_how_the_knight_was_seen():
    """Lesson 9: 'every holder plays one' gives 2/7, 'a random card of the two is shown' gives 5/24."""
    deck = ["K"] * 14 + ["V"] * 5 + ["P"] * 6
    pairs = [(a, b) for i, a in enumerate(deck) for j, b in enumerate(deck) if i != j]
    held = [p for p in pairs if "K" in p]
    assert Fraction(sum("V" in p for p in held), len(held)) == Fraction(2, 7)
    shown = [(p[k], p[1 - k]) for p in pairs for k in (0, 1) if p[k] == "K"]
    assert Fraction(sum(other == "V" for _, other in shown), len(shown)) == Fraction(5, 24)


# ----------------------------------------------------------------- lesson 10
def test_streak_and_spread_answers_agree_with_the_dice_and_the_board():
    game = _beginner()
    assert sorted(game.board.graph.nodes["K-L-P"]["numbers"]) == [3, 5, 8]
    p = analysis.p_sum_in({8, 5, 3})
    assert EXERCISES["streaks-and-spread/1"].answer == p
    assert EXERCISES["streaks-and-spread/2"].answer == 1 - (1 - p) ** 4
    assert EXERCISES["streaks-and-spread/3"].answer == _binomial(4, 1, p)
    city = sum(analysis.corner_production(game, "K-L-P", city=True, rolls=45).values())
    assert EXERCISES["streaks-and-spread/4"].answer == city
    cards = {t: (2 if t in (8, 5, 3) else 0) for t in range(2, 13)}
    mean = sum(analysis.p_sum(t) * c for t, c in cards.items())
    assert EXERCISES["streaks-and-spread/5"].answer == sum(analysis.p_sum(t) * (c - mean) ** 2
                                                           for t, c in cards.items())
    assert is_correct("streaks-and-spread/6", math.sqrt(60 * p * (1 - p)))
    assert refs.standard_error(float(p), 1) ** 2 == pytest.approx(float(p * (1 - p)))


# ----------------------------------------------------------------- lesson 11
def test_testing_claims_answers_agree_with_the_binomial():
    third = Fraction(1, 3)
    assert EXERCISES["testing-claims/1"].answer == 180 * third
    se = math.sqrt(third * (1 - third) / 180)
    assert is_correct("testing-claims/2", se)
    assert is_correct("testing-claims/3", (Fraction(75, 180) - third) / se)
    p_value = sum(_binomial(180, k, third) for k in range(181) if refs.at_least_as_far(k, 75, 60))
    assert is_correct("testing-claims/4", p_value)
    assert not is_correct("testing-claims/4", _binomial(180, 75, third))
    assert is_correct("testing-claims/5", 3 * p_value)
    assert EXERCISES["testing-claims/6"].answer == 9 * 180
    tail = sum(_binomial(100, k, Fraction(1, 2)) for k in range(85, 101))
    assert EXERCISES["testing-claims/7"].answer is (2 * tail < Fraction(1, 1000))


def _some_seat(seats, games, observed, expected):
    """Exactly: P(some seat's wins are at least as far from `expected` as `observed`), fair seats."""
    ways = {0: 1}
    for _ in range(seats):
        new = {}
        for used, count in ways.items():
            for k in range(games + 1 - used):
                if not refs.at_least_as_far(k, observed, expected):
                    new[used + k] = new.get(used + k, 0) + count * math.comb(games - used, k)
        ways = new
    return 1 - Fraction(ways[games], seats ** games)


def test_lesson_11_numbers_booles_bound_and_power():
    """The numbers lesson 11 and the guide print: 0.0112 for one seat, 0.0417 for some seat (Boole: 0.0447),
    power 0.335 / 0.804 / 0.834 at 200 / 562 / 600 games, and 0.298 for 30 wins of 100."""
    quarter = Fraction(1, 4)
    one = sum(_binomial(200, k, quarter) for k in range(201) if refs.at_least_as_far(k, 34, 50))
    assert round(float(one), 4) == 0.0112 and round(float(4 * one), 4) == 0.0447
    some = _some_seat(4, 200, 34, 50)
    assert round(float(some), 4) == 0.0417 and some <= 4 * one        # Boole's inequality
    three = sum(_binomial(180, k, Fraction(1, 3)) for k in range(181) if refs.at_least_as_far(k, 75, 60))
    assert _some_seat(3, 180, 75, 60) <= 3 * three

    def power(n):
        se0 = math.sqrt(0.25 * 0.75 / n)
        return sum(_binomial(n, k, Fraction(1, 5)) for k in range(n + 1) if abs(k / n - 0.25) >= 1.96 * se0)

    assert [round(float(power(n)), 3) for n in (200, 562, 600)] == [0.335, 0.804, 0.834]
    thirty = sum(_binomial(100, k, quarter) for k in range(101) if refs.at_least_as_far(k, 30, 25))
    assert round(float(thirty), 3) == 0.298


# ----------------------------------------------------------------- lesson 12
def _chain(step, start):
    states, frontier = [start], [start]
    while frontier:
        for nxt in step(frontier.pop()):
            if nxt not in states:
                states.append(nxt)
                frontier.append(nxt)
    return states


def _collapse_by_turn(step, start, turns):
    dist, out = {start: Fraction(1)}, []
    for _ in range(turns):
        new = {}
        for s, p in dist.items():
            for nxt, q in step(s).items():
                new[nxt] = new.get(nxt, 0) + p * q
        dist = new
        out.append(dist.get("collapse", Fraction(0)))
    return out


@pytest.mark.parametrize("cards", [3, 4])
def test_the_toy_step_reference_agrees_with_the_package_chain(cards):
    def step(state):
        return refs.toy_step(state, cards)

    for s in _chain(step, (0, 0, cards)):
        assert sum(step(s).values()) == 1
    package = analysis.threat_chain(setup=_toy(cards), turns=14)
    assert _collapse_by_turn(step, (0, 0, cards), 14) == list(package.collapse)


def test_markov_answers_agree_with_the_package_chain():
    four = analysis.threat_chain(setup=_toy(4), turns=14)
    assert EXERCISES["markov-chain/1"].answer == refs.toy_step((0, 0, 4), 4)[(1, 3, 1)]
    in_three = _collapse_by_turn(lambda s: refs.toy_step(s, 4), (1, 2, 2), 3)
    assert in_three[-1] == 0
    assert EXERCISES["markov-chain/3"].answer == next(t for t, c in enumerate(four.collapse, 1) if c > 0)
    assert EXERCISES["markov-chain/4"].answer == four.collapse[6]
    assert EXERCISES["markov-chain/5"].answer == 1 + four.expected_turns_survived()
    # exercise 2: from (1, 2, 2) the meter reaches step 2 on turn 3 with the chance S is first of two
    dist = {(1, 2, 2): Fraction(1)}
    for _ in range(3):
        new = {}
        for s, p in dist.items():
            for nxt, q in refs.toy_step(s, 4).items():
                new[nxt] = new.get(nxt, 0) + p * q
        dist = new
    assert EXERCISES["markov-chain/2"].answer == sum(p for s, p in dist.items() if s[0] >= 2)
    real = analysis.threat_setup(players=2, difficulty="normal")
    draws = real.rates[7]
    assert EXERCISES["markov-chain/7"].answer == Fraction(math.comb(15, draws - 2), math.comb(17, draws))


def _long_run_share_of_s(cards):
    """The endless toy deck: solve pi P = pi by power iteration in exact fractions (the chain is small)."""
    def endless(state):
        out = {}
        for nxt, p in refs.toy_step((0,) + state, cards).items():
            out[nxt[1:]] = out.get(nxt[1:], 0) + p
        return out
    states = _chain(endless, (0, cards))
    # pi P = pi with sum 1, by Gaussian elimination on fractions
    n = len(states)
    index = {s: i for i, s in enumerate(states)}
    rows = [[Fraction(0)] * n + [Fraction(0)] for _ in range(n)]
    for s in states:
        for nxt, p in endless(s).items():
            rows[index[nxt]][index[s]] += p
    for i in range(n):
        rows[i][i] -= 1
    rows[-1] = [Fraction(1)] * n + [Fraction(1)]
    for col in range(n):
        pivot = next(r for r in range(col, n) if rows[r][col] != 0)
        rows[col], rows[pivot] = rows[pivot], rows[col]
        rows[col] = [x / rows[col][col] for x in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    pi = {s: rows[index[s]][-1] for s in states}
    return sum(p for s, p in pi.items() if sum(s) == cards)


def test_the_long_run_share_of_s_draws():
    """Lesson 12's stationary distribution: 3/7 for the three-card deck, exercise 6's for five cards."""
    assert _long_run_share_of_s(3) == Fraction(3, 7)
    assert EXERCISES["markov-chain/6"].answer == _long_run_share_of_s(5)


# ------------------------------------------------------------- build steps
def test_every_late_build_step_accepts_the_package_version_and_falls_back_on_a_blank(capsys):
    keys = ["simulation-vs-exact/standard-error", "counting/small-case", "hidden-cards/prior",
            "streaks-and-spread/mean-city", "streaks-and-spread/mean-spread", "testing-claims/at-least-as-far",
            "markov-chain/step"]
    for key in keys:
        assert build(key, ...) is not ...
        assert "not written yet" in capsys.readouterr().out
    assert build("counting/small-case", 30) == 30
    assert build("hidden-cards/prior", Fraction(49, 60)) == Fraction(49, 60)
    assert build("streaks-and-spread/mean-city", Fraction(5, 18)) == Fraction(5, 18)
    assert "matches" in capsys.readouterr().out


def test_a_step_that_ignores_the_deck_size_is_replaced(capsys):
    def three_only(state, cards=3):
        return refs.toy_step(state, 3)
    chosen = build("markov-chain/step", three_only)
    assert "differs" in capsys.readouterr().out and chosen is refs.toy_step
    assert build("testing-claims/at-least-as-far", lambda w, o, e: abs(w - e) > abs(o - e)) \
        is refs.at_least_as_far                       # '>' instead of '>=' leaves out the observed count
