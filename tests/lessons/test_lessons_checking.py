"""The lesson checker: what it accepts, what it says, that nothing typed makes it raise or hang, and that
every answer is right (lessons 7-12: in test_lessons_7_to_12.py).

The rules of the checker are tested on exercises made up here (``_made_up()``), so that they do not
move when the lessons' exercises are rewritten; the lessons' own exercises are fed too.
"""

from __future__ import annotations

import contextlib
import decimal
import numbers
import os
from fractions import Fraction
from unittest import mock

import pytest
import sympy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardgames
from boardgames import analysis
from boardgames.lessons import (
    EXERCISES,
    Exercise,
    check,
    checking,
    exercises,
    feedback,
    is_correct,
    read_number,
    to_number,
)
from boardgames.settlers import position
from boardgames.settlers.rulesets import ZarahemlaLayout

F = Fraction


class np:  # stands for numpy, which is not a dependency of the package or its tests
    """Stand-ins for the numpy values a student may pass (numpy is in JupyterLite, not in this venv).

    They have what the checker relies on: their type's module is "numpy", numpy's numbers are
    registered with the ``numbers`` ABCs (as numpy registers its own), float64 is a float, and an
    array has ``size`` and ``reshape``.
    """

    class _Base:
        def __init__(self, value):
            self.value = value

    class float64(float):
        pass

    class int64(_Base):
        def __int__(self):
            return int(self.value)

    class float32(_Base):
        def __float__(self):
            return float(self.value)

    class bool_(_Base):
        def __bool__(self):
            return bool(self.value)

    class complex128(_Base):
        pass

    class ndarray(_Base):
        def __init__(self, value):
            self.value, self.size = value, len(_flatten(value))     # numpy knows its size: no work per call

        def reshape(self, *shape):
            return [np._scalar(x) for x in _flatten(self.value)]

    @staticmethod
    def _scalar(x):
        if isinstance(x, bool):
            return np.bool_(x)
        if isinstance(x, int):
            return np.int64(x)
        if isinstance(x, float):
            return np.float64(x)
        return x

    @staticmethod
    def array(value):
        return np.ndarray(value)

    @staticmethod
    def zeros(n):
        return np.ndarray([0.0] * n)

    True_ = None


def _flatten(value):
    out, stack = [], [value]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(reversed(item))
        else:
            out.append(item)
    return out


for _cls in (np.float64, np.int64, np.float32, np.bool_, np.complex128, np.ndarray):
    _cls.__module__ = "numpy"
numbers.Integral.register(np.int64)
numbers.Real.register(np.float32)
numbers.Complex.register(np.complex128)
np.True_ = np.bool_(True)
MADE_UP = {
    "made-up/chance": Exercise("P(two dice total 8)?", F(5, 36), "count pairs of faces",
                               mistakes=((F(1, 11), "the totals are not equally likely"),)),
    "made-up/third": Exercise("Expected cards in 50 rolls?", F(50, 3), "multiply by the number of rolls"),
    "made-up/ninths": Exercise("Expected cards per round?", F(11, 9), "add the four rolls"),
    "made-up/count": Exercise("How many layouts?", F(244432188000), "divide out the alike tiles"),
    "made-up/mean": Exercise("The average total of two dice?", F(7), "weight each total"),
    "made-up/estimate": Exercise("P(collapse by turn 15)? (a decimal will do)", 0.2219, "ask the chain",
                                 tolerance=5e-4),
    "made-up/z": Exercise("How many standard errors from 0.25?", -2.6128, "divide by the error", tolerance=0.02),
    "made-up/zero": Exercise("P(the Collapse in the next 10 draws)?", F(0), "which cards can be reached?"),
    "made-up/share": Exercise("Standard error of a share?", 0.0118, "sqrt(p(1-p)/n)", tolerance=1e-4),
    "made-up/declared": Exercise("Fraction of games won?", F(1, 4), "count", probability=True),
    "made-up/bool": Exercise("Below 0.001?", True, "add the tail", kind="bool"),
    "made-up/word": Exercise("Which card?", ("knight", "a knight"), "the commonest", kind="word"),
    "made-up/set": Exercise("Which totals?", ("six", "eight"), "the red numbers", kind="set"),
}


@contextlib.contextmanager
def _made_up():
    """The made-up exercises, in EXERCISES for the time of a test only."""
    with mock.patch.dict(EXERCISES, MADE_UP):
        yield


# ------------------------------------------------------------------ significant figures
def test_significant_figures_decide_not_decimal_places():
    with _made_up():
        for key, right in {
            "made-up/third": ("16.67", 16.67, "16.7", "16.66", "16,67", 50 / 3, "1667%", "1.667e1"),
            "made-up/ninths": ("1.22", 1.22, "1.2222", "1,22", 11 / 9, "122%"),
            "made-up/chance": ("0.139", 0.139, "13.9%", "0,139", "0.1389", "0.138", 5 / 36, "1.39e-1",
                               np.float32(5 / 36), sympy.Float(5 / 36), decimal.Decimal("0.139")),
        }.items():
            for answer in right:
                assert is_correct(key, answer), (key, answer)
        for key, wrong in {
            "made-up/third": ("16.5", "16.8", "17", 17, "16.64", "16.75", "16.58"),
            "made-up/ninths": ("1.23", "1.21", "1.2", 1.2, "1.3"),
            "made-up/chance": ("0.14", 0.14, "0.1", "0.2", "0.140", "0.137", "14%", "0.1384"),
        }.items():
            for answer in wrong:
                assert not is_correct(key, answer), (key, answer)


def test_an_exact_decimal_is_right_with_fewer_figures_and_a_count_must_be_exact():
    with _made_up():
        assert is_correct("made-up/declared", "0.25") and is_correct("made-up/declared", 0.25)
        assert is_correct("made-up/mean", 7.0) and is_correct("made-up/mean", "7") and is_correct("made-up/mean", 7)
        assert is_correct("made-up/mean", 6.999999999999999)        # a float computed with rounding errors
        assert not is_correct("made-up/mean", 6.99) and not is_correct("made-up/mean", "7.01")
        for right in (244432188000, "244432188000", "244,432,188,000", "244 432 188 000", "244.432.188.000",
                      "2.44432188e11", 244432188000.0, np.int64(244432188000)):
            assert is_correct("made-up/count", right), right
        for wrong in ("2.44e11", 2.444e11, "244,432,188,001", "244432188"):
            assert not is_correct("made-up/count", wrong), wrong


def test_an_estimate_accepts_anything_within_its_tolerance():
    with _made_up():
        assert is_correct("made-up/estimate", 0.222) and is_correct("made-up/estimate", "22.2%")
        assert is_correct("made-up/estimate", 0.2214) and not is_correct("made-up/estimate", 0.2226)
        assert is_correct("made-up/z", -2.6) and is_correct("made-up/z", "-2,61") and not is_correct("made-up/z", 2.61)
        assert is_correct("made-up/share", 0.0118) and not is_correct("made-up/share", 0.0125)


def test_decimal_commas_and_thousands_separators_are_read():
    assert read_number("0,139").value == F(139, 1000)
    assert read_number("1.234,5").value == F(12345, 10) and read_number("1,234.5").value == F(12345, 10)
    assert read_number("244,432,188,000").value == 244432188000
    assert read_number("−0.5").value == F(-1, 2) and read_number(" 5 / 36 ").value == F(5, 36)
    assert read_number("500/36%") == checking.Reading(F(5, 36))              # a fraction percent is exact
    assert read_number("14%").figures == 2 and read_number("1200%").figures == 4
    assert [r.value for r in checking.read_all("1,222")] == [1222, F(1222, 1000)]   # both readings are tried
    for nonsense in ("1,2,3", "1.2.3", "1,23.4", "--1", "1e", "e5", ",", ".", "5/0", "0x10", "1_0", "five"):
        assert read_number(nonsense) is None or nonsense == "1_0", nonsense
    with _made_up():
        assert is_correct("made-up/ninths", "1,222")
        assert "thousands separator or a decimal comma" in feedback("made-up/ninths", "1,234")


# ------------------------------------------------------------------ what is said
def test_feedback_cannot_be_walked_to_the_answer():
    """A wrong answer is told the same thing whatever its value (bar a listed mistake): no "close" oracle.

    Every decimal of 1, 2 and 3 significant figures in (0, 1) is fed to every probability exercise made
    up here and of the lessons; the messages of the wrong ones, listed mistakes apart, are one sentence
    for fewer than 3 figures and one (the hint) for 3.
    """
    grid = {figures: [f"{n / 10 ** figures:.{figures}f}" for n in range(1, 10 ** figures)] for figures in (1, 2)}
    grid[3] = [f"{n / 1000:.3f}" for n in range(100, 1000)]
    with _made_up():
        keys = [k for k, ex in EXERCISES.items() if checking.is_probability(ex)]
        assert "made-up/chance" in keys and len(keys) > 10
        for key in keys:
            ex = EXERCISES[key]
            for figures, decimals in grid.items():
                said = set()
                for text in decimals[:: 1 if key.startswith("made-up") else 7]:
                    if is_correct(key, text):
                        continue
                    message = feedback(key, text)
                    if message not in {says for _, says in ex.mistakes}:
                        said.add(message)
                assert len(said) <= 1, (key, figures, said)


def test_a_probability_lies_between_0_and_1():
    with _made_up():
        for outside in (-0.1, "-5/36", 1.5, "139%", 13.9, 10 ** 400, "1e400", F(37, 36)):
            message = feedback("made-up/chance", outside)
            assert message.startswith(checking.PROBABILITY), (outside, message)
        assert checking.PERCENT in feedback("made-up/chance", 13.9)
        assert checking.PROBABILITY in feedback("made-up/declared", 2)          # declared, not inferred
        for not_a_chance in ("made-up/third", "made-up/share", "made-up/z"):
            assert checking.PROBABILITY not in feedback(not_a_chance, 1.5)


def test_too_few_figures_says_so_whatever_the_value():
    with _made_up():
        for coarse in (0.14, "0.14", "14%", 0.1, 0.2, "0.9"):
            message = feedback("made-up/chance", coarse)
            assert message.startswith(checking.NEEDS_FIGURES), coarse
        for wrong in ("0.130", Fraction(1, 6), 1 / 6, "0.5000"):
            assert checking.NEEDS_FIGURES not in feedback("made-up/chance", wrong), wrong


def test_wrong_or_missing_answers_are_refused():
    with _made_up():
        for answer in (Fraction(1, 6), 0.14, "five", True, [5, 36], float("nan"), float("inf"), object()):
            assert not is_correct("made-up/chance", answer), answer
            assert not check("made-up/chance", answer)
        assert "Hint:" in repr(check("made-up/chance", Fraction(1, 6)))
        assert "no answer yet" in repr(check("made-up/chance", ...)) and not check("made-up/chance", None)


def test_common_wrong_answers_get_feedback_aimed_at_the_mistake():
    with _made_up():
        for typed in (F(1, 11), 1 / 11, "0.0909", "1/11", "9.09%"):
            assert feedback("made-up/chance", typed) == "the totals are not equally likely", typed


def test_every_listed_mistake_is_wrong_and_gets_its_own_feedback():
    for key, ex in EXERCISES.items():
        for wrong, message in ex.mistakes:
            assert not is_correct(key, wrong), (key, wrong)
            assert message in repr(check(key, wrong)), (key, wrong)


def test_every_answer_is_right_in_its_usual_printed_forms():
    for key, ex in EXERCISES.items():
        assert is_correct(key, ex.answer), key
        if ex.kind != "number":
            continue
        value = to_number(ex.answer)
        if value.denominator == 1:                      # a whole number: exactly, with or without separators
            forms = [str(value), f"{int(value):,}"]
        else:                                           # 4 and 3 significant figures, and the float
            forms = [str(value), f"{float(value):.4g}", repr(float(value)), f"{float(value):#.3g}"]
            if 0 < value < 1:
                forms += [f"{float(value) * 100:#.3g}%"]
        for form in forms:
            assert is_correct(key, form), (key, form)


def test_a_one_item_tuple_or_array_counts_as_its_number():
    with _made_up():
        for boxed in ((7,), [7], [[7]], np.array([7]), np.array(7), np.array([[7.0]]), (sympy.Integer(7),)):
            assert is_correct("made-up/mean", boxed), boxed
        assert not is_correct("made-up/mean", (7, 7)) and not is_correct("made-up/mean", [[[[7]]]])
    game = boardgames.new_game("zarahemla", players=3, seed=10, layout=ZarahemlaLayout())
    position.skip_setup(game)
    position.place_settlement(game, 0, "A-D-E")
    position.place_city(game, 0, "D-H-I")
    best = analysis.liahona_value(game, 0).best
    assert isinstance(best, tuple) and to_number(best) == best[0]


def test_the_wrong_type_says_which_type_is_wanted():
    with _made_up():
        said = repr(check("made-up/bool", "True"))
        assert "True or False" in said and "the text 'True'" in said and "not a number" not in said
        said = repr(check("made-up/chance", "five"))
        assert "wants a number" in said and "'five'" in said
        assert "wants a number" in repr(check("made-up/chance", [5, 36]))
        assert "wants a word" in repr(check("made-up/word", 3))
        assert "wants a list" in repr(check("made-up/set", "six"))


def test_a_right_answer_says_correct_and_is_true():
    with _made_up():
        verdict = check("made-up/chance", Fraction(5, 36))
        assert verdict and repr(verdict) == "made-up/chance: correct!"


def test_bool_word_and_set_answers():
    with _made_up():
        assert is_correct("made-up/bool", True) and is_correct("made-up/bool", np.True_)
        assert not is_correct("made-up/bool", 1) and not is_correct("made-up/bool", False)
        assert is_correct("made-up/word", " A  Knight ") and not is_correct("made-up/word", "road")
        assert is_correct("made-up/set", ["Eight", "six"]) and is_correct("made-up/set", {"six", "eight"})
        assert not is_correct("made-up/set", ["six"]) and not is_correct("made-up/set", ["six", ["eight"]])


def test_unknown_keys_list_the_known_ones():
    with pytest.raises(KeyError, match="two-dice/1"):
        check("two-dice/99", 1)
    with pytest.raises(KeyError, match="lessons"):
        exercises("no-such-lesson")
    with pytest.raises(KeyError):
        check(["not", "a", "key"], 1)
    assert len(exercises("two-dice")) >= 5


def test_to_number_reads_common_forms():
    assert to_number("1/4") == Fraction(1, 4) and to_number("25%") == Fraction(1, 4)
    assert to_number(sympy.Integer(3)) == 3 and to_number("abc") is None and to_number(True) is None
    assert to_number("13.9%") == Fraction(139, 1000) and to_number((Fraction(1, 2),)) == Fraction(1, 2)
    assert to_number("1/0") is None and to_number("") is None and to_number(float("nan")) is None
    assert to_number(0.1) == Fraction(1, 10)          # a float is the decimal it shows


def test_every_exercise_has_a_question_a_hint_and_a_known_kind():
    for key, ex in EXERCISES.items():
        assert key.count("/") == 1 and ex.question and ex.hint
        assert ex.kind in ("number", "bool", "word", "set")


# ------------------------------------------------------------------ hostile input
class Nasty:
    """Every dunder the checker might call raises."""

    def __eq__(self, other):
        raise RuntimeError("eq")

    __hash__ = None

    def __str__(self):
        raise RuntimeError("str")

    __repr__ = __str__

    def __float__(self):
        raise RuntimeError("float")

    def __len__(self):
        raise RuntimeError("len")

    def __index__(self):
        raise RuntimeError("index")


class NastyFloat(float):
    def __repr__(self):
        raise RuntimeError("repr")


class NastyStr(str):
    def strip(self, *args):
        raise RuntimeError("strip")

    def __len__(self):
        raise RuntimeError("len")


class NastyList(list):
    def __len__(self):
        return 1

    def __getitem__(self, i):
        raise RuntimeError("getitem")


HUGE = 10 ** 100_000


class HugeInt(int):
    def __int__(self):
        return HUGE


def _deep(n):
    value: list = [0.5]
    for _ in range(n):
        value = [value]
    return value


def _holding_itself():
    value: list = []
    value.append(value)
    return value


TEN_MILLION = "7" * 10_000_000
FIXED_HOSTILE = [
    10 ** 400, -10 ** 400, 10 ** 5000, "1e400", "1e999999999", "-1e-999999999", "1e+99999999999999999999",
    "9" * 4301, "0." + "3" * 5000, "1/" + "7" * 4400, "7" * 4400 + "/3", TEN_MILLION, "1,000" * 300,
    float("inf"), float("-inf"), float("nan"), 1e308, 1.7976931348623157e308, 5e-324,
    _deep(5_000), _holding_itself(), [_holding_itself()], (_deep(3),),
    np.float64("inf"), np.int64(2 ** 62), np.float32(0.139), np.array([0.139]), np.zeros(10 ** 6),
    np.array([[[[[0.5]]]]]), np.bool_(True), np.array(["5/36"]), np.complex128(1j),
    sympy.Rational(5, 36), sympy.Integer(10 ** 400), sympy.Float("1e400"), sympy.oo, sympy.nan, sympy.zoo,
    sympy.Symbol("p"), sympy.sqrt(2), sympy.Rational(10 ** 500, 3),
    decimal.Decimal("1e999999999"), decimal.Decimal("NaN"), decimal.Decimal("sNaN"), decimal.Decimal("-Infinity"),
    decimal.Decimal("0.139"), F(10 ** 500, 7), 3 + 4j,
    Nasty(), NastyFloat(0.139), NastyStr("0.139"), NastyList(), HugeInt(3), object(), print, type, b"0.139",
    {"answer": 0.139}, {0.139}, frozenset(), range(10 ** 9), iter([1]), ..., None, True,
]
CHARS = "0123456789.,eE+-%/ _()\u2212xj\u00a0"
HOSTILE = st.one_of(
    st.sampled_from(range(len(FIXED_HOSTILE))).map(FIXED_HOSTILE.__getitem__),
    st.integers(min_value=-(10 ** 600), max_value=10 ** 600),
    st.floats(), st.fractions(),
    st.decimals(allow_nan=True, allow_infinity=True),
    st.text(alphabet=CHARS, max_size=60),
    st.text(max_size=40),
    st.builds(lambda digits, exponent: f"{digits}e{exponent}",
              st.text(alphabet="0123456789", min_size=1, max_size=12), st.integers(-(10 ** 12), 10 ** 12)),
    st.builds(lambda n, tail: "9" * n + tail, st.integers(300, 6000), st.sampled_from(["", ".5", "%", "/7", "e3"])),
    st.recursive(st.one_of(st.floats(), st.integers(), st.text(max_size=5)),
                 lambda inner: st.lists(inner, max_size=2) | st.tuples(inner), max_leaves=6),
)
HOSTILE_EXAMPLES = int(os.environ.get("LESSONS_FUZZ_EXAMPLES", "300"))
FED = {"inputs": 0, "checks": 0}


class _Bounds:
    """Records the largest conversion the checker makes, by wrapping its only three converters."""

    def __init__(self):
        self.digits = self.exponent = self.bits = 0
        self.int_of, self.pow10, self.whole = checking.convert_digits, checking.power_of_ten, checking.exact_whole

    def __enter__(self):
        def int_of(digits):
            out = self.int_of(digits)                  # raises for a refused one: only conversions count
            self.digits = max(self.digits, len(digits))
            return out

        def pow10(exponent):
            out = self.pow10(exponent)
            self.exponent = max(self.exponent, abs(exponent))
            return out

        def whole(n):
            out = self.whole(n)
            self.bits = max(self.bits, n.bit_length())
            return out
        self.patches = [mock.patch.object(checking, "convert_digits", int_of), mock.patch.object(checking, "power_of_ten", pow10),
                        mock.patch.object(checking, "exact_whole", whole)]
        for patch in self.patches:
            patch.start()
        return self

    def __exit__(self, *exc):
        for patch in self.patches:
            patch.stop()


@settings(max_examples=HOSTILE_EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(answer=HOSTILE, keys=st.lists(st.sampled_from(sorted(set(EXERCISES) | set(MADE_UP))), min_size=3, max_size=3))
def test_hostile_input_gets_feedback_and_bounded_work(answer, keys):
    """Whatever is typed: a Verdict with a short message, never an exception, and no conversion past the bounds.

    The bounds are checked where the work is done (every digit string made an int, every power of ten,
    every whole number made a Fraction), not with a clock: no digit string over MAX_DIGITS is ever
    converted (so nothing near Python's 4,300-digit limit, and "1e999999999" never builds its power).
    """
    FED["inputs"] += 1
    with _made_up(), _Bounds() as bounds:
        for key in keys:
            verdict = check(key, answer)
            FED["checks"] += 1
            assert isinstance(verdict, checking.Verdict) and isinstance(verdict.message, str)
            assert len(verdict.message) < 700 + len(EXERCISES[key].hint)
            assert isinstance(is_correct(key, answer), bool)
    assert bounds.digits <= checking.MAX_DIGITS
    assert bounds.exponent <= checking.MAX_EXPONENT + checking.MAX_DIGITS
    assert bounds.bits <= checking.MAX_BITS


def test_the_hostile_inputs_of_issue_27_each_get_feedback():
    with _made_up():
        for answer in FIXED_HOSTILE:
            for key in MADE_UP:
                assert isinstance(check(key, answer).message, str)
        said = feedback("made-up/chance", "1e999999999")
        assert "out of reach" in said
        said = feedback("made-up/chance", TEN_MILLION)
        assert "10,000,000 characters" in said and TEN_MILLION[:100] not in said
        assert "out of reach" in feedback("made-up/third", "9" * 4301)
        assert checking.PROBABILITY in feedback("made-up/estimate", 10 ** 400)
        said = feedback("made-up/word", TEN_MILLION)
        assert len(said) < 400 and "10,000,000 characters" in said
        assert "wants a number" in feedback("made-up/chance", _deep(5_000))


def test_the_fuzz_figure_is_kept():
    """How many hostile inputs this run fed (printed with -s; the report quotes a long run's figure)."""
    print(f"hostile checker inputs: {FED['inputs']:,} inputs, {FED['checks']:,} checks")
    assert FED["inputs"] == 0 or FED["checks"] >= 3 * FED["inputs"]


# The answers of lessons 1-6 are recomputed in test_lessons_1_to_6.py, those of 7-12 in test_lessons_7_to_12.py.


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
