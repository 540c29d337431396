"""Exact card-draw odds against the classic formulas and a list-of-cards simulation.

Tolerance: 4 standard errors of the simulated proportion (stated sample sizes).
"""

from fractions import Fraction

from boardgames.analysis import decks as K
from boardgames.analysis.montecarlo import proportion


def test_one_card_deck_reshuffles_the_same_card():
    assert K.draw_count_distribution({"a": 1}, {"a"}, 3) == {3: Fraction(1)}
    assert K.draw_count_distribution({"a": 1}, {"a"}, 3, reshuffle=False) == {1: Fraction(1)}
    # a one-card deck shuffled under a pile of 2: the card comes third
    pile = K.shuffle_under({"x": 2}, {"a": 1})
    assert pile == [{"x": 2}, {"a": 1}]
    assert K.p_draw_any(pile, {"a"}, 2) == 0
    assert K.p_draw_any(pile, {"a"}, 3) == 1


def test_single_shuffled_pile_is_hypergeometric():
    deck = {"hit": 4, "miss": 13}
    for n in range(0, 8):
        d = K.draw_count_distribution(deck, {"hit"}, n)
        for k in range(0, n + 1):
            assert d.get(k, 0) == K.hypergeometric(17, 4, n, k)


def test_cards_shuffled_under_are_out_of_reach_until_the_top_is_drawn():
    pile = K.shuffle_under({"x": 5}, {"a": 1, "x": 2})
    assert K.p_draw_any(pile, {"a"}, 5) == 0
    assert K.p_draw_any(pile, {"a"}, 6) == Fraction(1, 3)
    assert K.p_draw_any(pile, {"a"}, 8) == 1


def test_reshuffle_when_empty_lets_cards_come_back():
    # 2 cards, draw 3: the third draw comes from a reshuffle of both
    d = K.draw_count_distribution({"a": 1, "b": 1}, {"a"}, 3)
    assert d == {1: Fraction(1, 2), 2: Fraction(1, 2)}


def test_draw_all_by_inclusion_exclusion():
    deck = {"a": 1, "b": 1, "c": 3}
    assert K.p_draw_all(deck, ["a", "b"], 2) == Fraction(1, 10)
    assert K.p_draw_all(deck, ["a", "b"], 5) == 1


def test_exact_draws_match_simulation_with_segments_and_reshuffle():
    pile = [{"x": 3, "a": 1}, {"a": 1, "x": 2}]
    discard = {"b": 2}
    n = 8000
    seqs = K.simulate_draws(pile, 9, n, seed=7, discard=discard)
    for targets, draws in (({"a"}, 3), ({"a"}, 6), ({"b"}, 8), ({"a", "b"}, 9)):
        exact = K.p_draw_any(pile, targets, draws, discard)
        hits = sum(1 for s in seqs if any(c in targets for c in s[:draws]))
        assert proportion(hits, n).agrees_with(exact), (targets, draws)
    exact_all = K.p_draw_all(pile, ["a", "b"], 9, discard)
    hits = sum(1 for s in seqs if "a" in s and "b" in s)
    assert proportion(hits, n).agrees_with(exact_all)
