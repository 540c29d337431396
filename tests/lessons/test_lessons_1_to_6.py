"""Lessons 1-6: every answer in the answer table recomputed from the package (the dice, the engines'
beginner island and fixed Zarahemla layout, a listing of the decks, the exact threat chain), and every
build-step reference of ``references_early`` checked the same way.  Cheap: no notebook is run."""

from __future__ import annotations

import math
from fractions import Fraction
from itertools import product

import pytest

import boardgames
from boardgames import analysis
from boardgames.lessons import EXERCISES, build, is_correct
from boardgames.lessons import references_early as refs
from boardgames.settlers import position
from boardgames.settlers.rulesets import ZarahemlaLayout

PAIRS = list(product(range(1, 7), repeat=2))


def _answer(key):
    return EXERCISES[key].answer


def _binomial(n, k, p):
    return math.comb(n, k) * p ** k * (1 - p) ** (n - k)


# ------------------------------------------------------------------ lesson 1
def test_two_dice_answers_agree_with_the_36_pairs_and_three_dice():
    def share(event):
        return Fraction(sum(1 for a, b in PAIRS if event(a, b)), 36)

    assert _answer("two-dice/1") == share(lambda a, b: a + b == 8) == analysis.p_sum(8)
    assert _answer("two-dice/2") == share(lambda a, b: a + b in (6, 8)) == analysis.p_sum_in({6, 8})
    assert _answer("two-dice/3") == share(lambda a, b: abs(a - b) >= 2)
    assert _answer("two-dice/4") == sum(Fraction(max(a, b), 36) for a, b in PAIRS)
    assert _answer("two-dice/5") == Fraction(analysis.pips(8), analysis.pips(3))
    triples = list(product(range(1, 7), repeat=3))
    assert _answer("two-dice/6") == Fraction(sum(1 for t in triples if sum(t) == 10), 216) == analysis.dice_sum(3)[10]


def test_the_convolution_reference_gives_two_and_three_dice():
    die = refs.DIE
    assert refs.convolve(die, die) == analysis.two_dice()
    assert refs.convolve(refs.convolve(die, die), die) == analysis.dice_sum(3)
    assert refs.ways_of_two_dice() == {t: analysis.pips(t) if t != 7 else 6 for t in range(2, 13)}


# ------------------------------------------------------------------ lesson 2
def test_settling_answers_agree_with_the_beginner_island():
    game = boardgames.new_game("catan", players=4, seed=1, layout="beginner")
    nodes = game.board.graph.nodes
    one = sum(analysis.pips(n) for n in (6, 8, 5)) / Fraction(36)
    assert _answer("where-to-settle/1") == one
    assert _answer("where-to-settle/2") == 4 * 2 * one
    per_round = analysis.production_map(game)
    assert _answer("where-to-settle/3") == sum(1 for c in per_round if sum(per_round[c].values()) >= 1)
    assert _answer("where-to-settle/3") == sum(1 for n in nodes if nodes[n]["pips"] >= 9)
    assert _answer("where-to-settle/4") == sum(analysis.corner_production(game, "O-P-S", rolls=3).values())
    before = sum(analysis.corner_production(game, "H-I-M", city=True).values())
    after = sum(analysis.corner_production(game, "H-I-M", city=True, robber="H").values())
    assert _answer("where-to-settle/5") == before - after
    assert build("where-to-settle/per-roll", sum(analysis.corner_production(game, "E-I-J", rolls=1).values())) \
        == Fraction(7, 36)


# ------------------------------------------------------------------ lesson 3
def test_waiting_answers_agree_with_the_analysis():
    p8 = analysis.p_sum(8)
    assert _answer("waiting-for-a-seven/1") == (1 - p8) ** 3 == 1 - analysis.p_at_least_one(8, 3)
    assert _answer("waiting-for-a-seven/2") == analysis.waiting_time({5, 9}).mean
    assert _answer("waiting-for-a-seven/3") == analysis.p_at_least_one({6, 8}, 3)
    assert _answer("waiting-for-a-seven/4") == analysis.waiting_time(12).median()
    assert _answer("waiting-for-a-seven/5") == analysis.waiting_time(8).pmf(4) == refs.first_on(4, p8)
    assert _answer("waiting-for-a-seven/6") == 11 // 2


def test_the_discard_answer_is_what_the_engine_asks():
    game = boardgames.new_game("catan", players=4, seed=1, layout="beginner")
    position.skip_setup(game)
    position.give(game, 1, brick=4, lumber=4, wool=3)
    from boardgames.settlers.actions import Roll
    game.apply(Roll(), outcome=7)
    assert game.view()["discard_owed"][1] == _answer("waiting-for-a-seven/6")


def test_the_poisson_and_chebyshev_answers():
    lam = 60 * analysis.p_sum(11)
    assert is_correct("waiting-for-a-seven/7", math.exp(-lam))
    exact_none = (1 - analysis.p_sum(11)) ** 60
    assert not is_correct("waiting-for-a-seven/7", float(exact_none))      # the exact binomial is refused
    p7 = analysis.p_sum(7)
    variance = 60 * p7 * (1 - p7)
    assert _answer("waiting-for-a-seven/8") == variance / 6 ** 2
    tail = sum(_binomial(60, j, p7) for j in range(61) if abs(j - 10) >= 6)
    assert tail <= _answer("waiting-for-a-seven/8")                          # a bound, and a true one
    assert is_correct("waiting-for-a-seven/8", Fraction(25, 108))


def test_first_on_reference_is_the_geometric_pmf():
    for total in (7, 12, 8):
        wait = analysis.waiting_time(total)
        for t in range(1, 12):
            assert refs.first_on(t, analysis.p_sum(total)) == wait.pmf(t)


# ------------------------------------------------------------------ lesson 4
def _zarahemla():
    game = boardgames.new_game("zarahemla", players=3, seed=10, layout=ZarahemlaLayout())
    position.skip_setup(game)
    return game


def test_liahona_answers_agree_with_the_engine_position():
    game = _zarahemla()
    position.place_city(game, 0, "H-I-M")
    position.place_city(game, 0, "I-J-N")
    value = analysis.liahona_value(game, 0)
    assert _answer("choosing-the-roll/1") == value.rolled
    assert value.best == (_answer("choosing-the-roll/2"),)
    assert _answer("choosing-the-roll/3") == value.best_cards
    assert _answer("choosing-the-roll/4") == value.gain
    at_least = sum(analysis.p_sum(t) for t, c in value.by_total.items() if c >= value.best_cards)
    assert _answer("choosing-the-roll/5") == at_least
    assert _answer("choosing-the-roll/6") == analysis.liahona_value(game, 0, robber="I").gain


def test_the_cards_reference_and_the_worked_lead():
    game = _zarahemla()
    position.place_settlement(game, 0, "A-D-E")
    position.place_city(game, 0, "D-H-I")
    mine = analysis.liahona_value(game, 0)
    assert build("choosing-the-roll/cards", {t: int(c) for t, c in mine.by_total.items()}) == \
        {t: int(c) for t, c in mine.by_total.items()}
    position.place_settlement(game, 1, "K-O-P")
    position.place_settlement(game, 2, "L-P")
    others = sum(analysis.liahona_value(game, p).by_total[10] - analysis.liahona_value(game, p).rolled
                 for p in (1, 2))
    # a steal moves a card from them to player 0: it counts twice in the lead over the two together
    assert mine.gain - others - 2 * analysis.p_sum(7) == Fraction(1, 9)


# ------------------------------------------------------------------ lesson 5
def test_deck_answers_agree_with_the_analysis():
    deck = [{"knight": 14, "vp": 5, "progress": 6}]
    assert _answer("drawing-cards/1") == analysis.p_draw_any(deck, {"progress"}, 1)
    assert _answer("drawing-cards/2") == analysis.draw_count_distribution(deck, {"vp"}, 2)[2]
    assert _answer("drawing-cards/3") == analysis.p_draw_any(deck, {"vp"}, 1) ** 2
    assert _answer("drawing-cards/4") == analysis.p_draw_any(deck, {"progress"}, 4)
    dist = analysis.draw_count_distribution(deck, {"vp"}, 6)
    assert _answer("drawing-cards/6") == sum(k * p for k, p in dist.items())
    after_two = [{"Collapse": 1, "other": 14}]
    assert _answer("drawing-cards/5") == analysis.p_draw_any(after_two, {"Collapse"}, 2)
    assert build("drawing-cards/no-vp", 1 - analysis.p_draw_any(deck, {"vp"}, 3)) == 1 - Fraction(58, 115)


# ------------------------------------------------------------------ lesson 6
def test_threat_answers_agree_with_the_analysis():
    pile = analysis.shuffle_under([{"x": 6}], {"Collapse": 1, "x": 7})
    assert _answer("escalating-threat/1") == analysis.p_draw_any(pile, {"Collapse"}, 10)
    certain = next(d for d in range(30) if analysis.p_draw_any(pile, {"Collapse"}, d) == 1)
    assert _answer("escalating-threat/2") == certain
    fresh = [{"Increase": 1, "Increase & Shuffle": 1, "other": 15}]
    assert _answer("escalating-threat/3") == analysis.p_draw_all(fresh, {"Increase", "Increase & Shuffle"}, 4)
    chain = analysis.threat_chain(players=3, difficulty="normal")
    assert is_correct("escalating-threat/4", float(chain.collapse[17]))
    game = boardgames.new_game("forbidden-jungle", players=3, difficulty="normal", seed=1)
    threat = game.view()["threat"]
    assert _answer("escalating-threat/5") == threat["burst_at"] - threat["level"]
    assert _answer("escalating-threat/6") == 1 - analysis.p_draw_any(fresh, {"Increase", "Increase & Shuffle"}, 3)


@pytest.mark.parametrize("top,bottom", [(10, 5), (6, 8), (0, 3), (4, 1)])
def test_collapse_within_reference_agrees_with_p_draw_any(top, bottom):
    pile = analysis.shuffle_under([{"x": top}], {"Collapse": 1, "x": bottom - 1})
    for d in range(top + bottom + 2):
        assert refs.collapse_within(d, top, bottom) == analysis.p_draw_any(pile, {"Collapse"}, d)


def test_a_blank_build_step_goes_on_with_the_reference(capsys):
    for key in ("two-dice/ways", "where-to-settle/per-roll", "choosing-the-roll/cards", "drawing-cards/no-vp"):
        assert build(key, ...) is not ...
    for key, blank in (("two-dice/convolve", lambda p, q: None), ("waiting-for-a-seven/first-on", lambda t, p: None),
                       ("escalating-threat/collapse-within", lambda d, top=10, bottom=5: None)):
        assert build(key, blank) is not blank
    assert "not written yet" in capsys.readouterr().out
