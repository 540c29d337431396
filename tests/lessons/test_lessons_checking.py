"""The lesson checker: what it accepts, what it says, and that every answer is right (lessons 7-12: in
test_lessons_7_to_12.py)."""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy

import boardgames
from boardgames import analysis
from boardgames.lessons import EXERCISES, check, exercises, is_correct, to_number
from boardgames.settlers import position
from boardgames.settlers.rulesets import ZarahemlaLayout


def test_exact_answers_accept_fractions_ints_strings_sympy_and_rounded_decimals():
    for answer in (Fraction(5, 36), "5/36", " 5 / 36 ", sympy.Rational(5, 36), 5 / 36, 0.139):
        assert is_correct("two-dice/1", answer), answer
    assert is_correct("two-dice/5", 7) and is_correct("two-dice/5", 7.0) and is_correct("two-dice/5", "7")
    assert is_correct("drawing-cards/1", "56%")


def test_the_promised_forms_0_139_and_13_9_percent_are_accepted_for_5_36():
    # the docs and the lessons promise "decimals to three places", typed or as text or a percentage
    for answer in ("0.139", "13.9%", "13.89%", "0.1389", 0.139, 0.1389, "0.13889"):
        assert is_correct("two-dice/1", answer), answer
    assert is_correct("waiting-for-a-seven/3", "0.518") and is_correct("waiting-for-a-seven/3", "51.8%")


def test_a_decimal_must_be_the_answer_rounded_not_merely_near_it():
    for answer in ("0.138", 0.138, "0.1", "14%", "0.2", 0.13):
        assert not is_correct("two-dice/1", answer), answer


def test_too_few_places_of_the_right_value_says_so_and_a_wrong_value_never_does():
    for close in (0.14, "0.14", "14%"):
        message = repr(check("two-dice/1", close))
        assert "not yet" in message and "3 decimal places" in message, close
    for wrong in (0.2, "0.2", 0.13, "0.129", Fraction(1, 6), 1 / 6):
        assert "decimal places" not in repr(check("two-dice/1", wrong)), wrong


def test_wrong_or_missing_answers_are_refused():
    for answer in (Fraction(1, 6), 0.14, "five", True, [5, 36], float("nan"), float("inf"), object()):
        assert not is_correct("two-dice/1", answer), answer
        assert not check("two-dice/1", answer)
    assert "Hint:" in repr(check("two-dice/1", Fraction(1, 6)))
    assert "no answer yet" in repr(check("two-dice/1", ...)) and not check("two-dice/1", None)


def test_common_wrong_answers_get_feedback_aimed_at_the_mistake():
    assert "not equally likely" in repr(check("two-dice/1", Fraction(1, 11)))
    assert "not equally likely" in repr(check("two-dice/1", 1 / 11))           # the float of it too
    assert "each order" in repr(check("two-dice/1", Fraction(3, 36)))
    said = repr(check("waiting-for-a-seven/3", Fraction(4, 6)))
    assert "twice" in said and "no 7" in said
    assert "with replacement" in repr(check("drawing-cards/2", Fraction(14, 25) ** 2))
    assert "with replacement" in repr(check("drawing-cards/4", 1 - Fraction(20, 25) ** 3))
    assert "median" in repr(check("waiting-for-a-seven/2", 4))
    assert "index 14" in repr(check("escalating-threat/4", 0.0852))


def _numbers_in(text: str) -> list[float]:
    import re
    found = []
    for token in re.findall(r"\d+(?:\.\d+)?(?:/\d+)?", text.replace(",", "")):
        found.append(float(Fraction(token)))
    return found


def test_no_hint_or_feedback_gives_the_answer_away():
    for key, ex in EXERCISES.items():
        if ex.kind != "number":
            continue
        answer = float(to_number(ex.answer))
        said = [ex.hint] + [message for _, message in ex.mistakes]
        for text in said:
            assert all(abs(n - answer) > 1e-9 for n in _numbers_in(text)), (key, text)


def test_every_listed_mistake_is_wrong_and_gets_its_own_feedback():
    for key, ex in EXERCISES.items():
        for wrong, message in ex.mistakes:
            assert not is_correct(key, wrong), (key, wrong)
            assert message in repr(check(key, wrong)), (key, wrong)


def test_a_one_item_tuple_the_package_returns_counts_as_its_number():
    game = boardgames.new_game("zarahemla", players=3, seed=10, layout=ZarahemlaLayout())
    position.skip_setup(game)
    position.place_settlement(game, 0, "A-D-E")
    position.place_city(game, 0, "D-H-I")
    best = analysis.liahona_value(game, 0).best
    assert isinstance(best, tuple) and check("choosing-the-roll/2", best)
    assert not is_correct("choosing-the-roll/2", (10, 6))       # two numbers are not one answer


def test_the_wrong_type_says_which_type_is_wanted():
    said = repr(check("simulation-vs-exact/4", "True"))
    assert "True or False" in said and "str" in said
    said = repr(check("two-dice/1", "five"))
    assert "wants a number" in said and "'five'" in said
    assert "wants a number" in repr(check("two-dice/1", [5, 36]))


def test_a_right_answer_says_correct_and_is_true():
    verdict = check("two-dice/1", Fraction(5, 36))
    assert verdict and repr(verdict) == "two-dice/1: correct!"


def test_float_answers_use_the_exercise_tolerance():
    assert is_correct("simulation-vs-exact/1", 0.02003)
    assert not is_correct("simulation-vs-exact/1", 0.0210)
    assert is_correct("escalating-threat/4", 0.222) and is_correct("escalating-threat/4", "22.2%")
    assert not is_correct("escalating-threat/4", 0.2222 + 0.006)


def test_bool_answers_must_be_bools():
    assert is_correct("simulation-vs-exact/4", False)
    assert not is_correct("simulation-vs-exact/4", True)
    assert not is_correct("simulation-vs-exact/4", 0)


def test_unknown_keys_list_the_known_ones():
    with pytest.raises(KeyError, match="two-dice/1"):
        check("two-dice/99", 1)
    with pytest.raises(KeyError, match="lessons"):
        exercises("no-such-lesson")
    assert len(exercises("two-dice")) == 6


def test_to_number_reads_common_forms():
    assert to_number("1/4") == Fraction(1, 4) and to_number("25%") == Fraction(1, 4)
    assert to_number(sympy.Integer(3)) == 3 and to_number("abc") is None and to_number(True) is None
    assert to_number("13.9%") == Fraction(139, 1000) and to_number((Fraction(1, 2),)) == Fraction(1, 2)
    assert to_number("1/0") is None and to_number("") is None and to_number(float("nan")) is None


def test_every_exercise_has_a_question_a_hint_and_a_known_kind():
    for key, ex in EXERCISES.items():
        assert key.count("/") == 1 and ex.question and ex.hint
        assert ex.kind in ("number", "bool", "word", "set")
        assert is_correct(key, ex.answer), key


# ------------------------------------------------- the answers, recomputed
def test_dice_answers_agree_with_the_analysis():
    d = analysis.two_dice()
    assert EXERCISES["two-dice/1"].answer == d[8]
    assert EXERCISES["two-dice/2"].answer == analysis.p_sum_in({6, 8})
    assert EXERCISES["two-dice/3"].answer == analysis.p_sum_in({2, 12})
    assert EXERCISES["two-dice/5"].answer == analysis.expectation()
    assert EXERCISES["two-dice/6"].answer == analysis.pips(6) / analysis.pips(12)
    w = analysis.waiting_time(7)
    assert EXERCISES["waiting-for-a-seven/1"].answer == w.survival(3)
    assert EXERCISES["waiting-for-a-seven/2"].answer == w.mean
    assert EXERCISES["waiting-for-a-seven/3"].answer == analysis.p_at_least_one(7, 4)
    assert EXERCISES["waiting-for-a-seven/4"].answer == w.median()
    assert EXERCISES["waiting-for-a-seven/5"].answer == analysis.waiting_time(12).mean
    assert EXERCISES["waiting-for-a-seven/6"].answer == w.pmf(3)


def test_settling_answers_agree_with_the_beginner_island():
    game = boardgames.new_game("catan", players=4, seed=1, layout="beginner")
    nodes = game.board.graph.nodes
    assert max(nodes[n]["pips"] for n in nodes) == EXERCISES["where-to-settle/3"].answer
    assert sum(analysis.production_map(game)["H-I-M"].values()) == EXERCISES["where-to-settle/4"].answer
    before = sum(analysis.corner_production(game, "E-I-J", rolls=1).values())
    after = sum(analysis.corner_production(game, "E-I-J", rolls=1, robber="E").values())
    assert before - after == EXERCISES["where-to-settle/5"].answer
    one = sum(analysis.pips(n) for n in (6, 8, 5)) / Fraction(36)
    assert EXERCISES["where-to-settle/1"].answer == one
    assert EXERCISES["where-to-settle/2"].answer == 2 * one


def test_liahona_answers_agree_with_the_engine_position():
    game = boardgames.new_game("zarahemla", players=3, seed=10, layout=ZarahemlaLayout())
    position.skip_setup(game)
    position.place_settlement(game, 0, "A-D-E")
    position.place_city(game, 0, "D-H-I")
    value = analysis.liahona_value(game, 0)
    assert EXERCISES["choosing-the-roll/1"].answer == value.rolled
    assert value.best == (EXERCISES["choosing-the-roll/2"].answer,)
    assert EXERCISES["choosing-the-roll/3"].answer == value.best_cards
    assert EXERCISES["choosing-the-roll/4"].answer == value.gain
    at_least = sum(analysis.p_sum(t) for t, c in value.by_total.items() if c >= value.best_cards)
    assert EXERCISES["choosing-the-roll/5"].answer == at_least


def test_deck_answers_agree_with_the_analysis():
    deck = [{"knight": 14, "vp": 5, "other": 6}]
    assert EXERCISES["drawing-cards/1"].answer == analysis.p_draw_any(deck, {"knight"}, 1)
    assert EXERCISES["drawing-cards/2"].answer == analysis.draw_count_distribution(deck, {"knight"}, 2)[2]
    assert EXERCISES["drawing-cards/4"].answer == analysis.p_draw_any(deck, {"vp"}, 3)
    dist = analysis.draw_count_distribution(deck, {"knight"}, 5)
    assert EXERCISES["drawing-cards/6"].answer == sum(k * p for k, p in dist.items())
    threat = [{"Collapse": 1, "other": 16}]
    assert EXERCISES["drawing-cards/5"].answer == analysis.p_draw_any(threat, {"Collapse"}, 2)
    assert EXERCISES["escalating-threat/3"].answer == analysis.p_draw_any(threat, {"Collapse"}, 3)
    pile = analysis.shuffle_under([{"x": 10}], {"Collapse": 1, "x": 4})
    assert EXERCISES["escalating-threat/1"].answer == analysis.p_draw_any(pile, {"Collapse"}, 10)
    assert EXERCISES["escalating-threat/2"].answer == analysis.p_draw_any(pile, {"Collapse"}, 12)
    two = [{"inc": 2, "other": 15}]
    assert EXERCISES["escalating-threat/6"].answer == 1 - analysis.p_draw_any(two, {"inc"}, 2)


def test_threat_answers_agree_with_the_chain_and_the_meter():
    chain = analysis.threat_chain(players=2, difficulty="normal")
    assert is_correct("escalating-threat/4", float(chain.collapse[14]))
    setup = analysis.threat_setup(players=2, difficulty="normal")
    assert EXERCISES["escalating-threat/5"].answer == len(setup.rates) - setup.level






def test_zarahemla_choices_are_the_ones_the_engine_draws():
    from boardgames.core.chance import ChanceEvent
    from boardgames.settlers.rulesets import ZarahemlaLayout

    counted = []

    class Counting:            # a chance source that records how many options each choice had
        def resolve(self, event: ChanceEvent):
            counted.append(len(event.outcomes))
            return event.outcomes[0]

    ZarahemlaLayout.random(Counting())
    total = 1
    for options in counted:
        total *= options
    assert total == EXERCISES["counting/3"].answer
