"""Compare a student's answer with the expected one and say so kindly.

What counts as the same number
------------------------------
* An exact answer (a :class:`~fractions.Fraction`, an int, ``"5/36"``, a sympy
  rational) must be exactly right.
* A decimal is read as what it says: ``0.139``, ``"0.139"`` and ``"13.9%"``
  all mean 0.139, and are accepted for 5/36 = 0.13888... because that is 5/36
  rounded to three places.  A decimal to three places (or more) is always
  enough; fewer places are not (``0.14`` could be many answers), and the
  checker says so only when the coarse decimal *is* the right value rounded.
* A float that prints with four places or fewer (``0.139``, ``0.14``) is read
  as the decimal it shows; any other float, one that came out of a computation
  (``5 / 36``), is compared within :data:`ROUNDING`, or the exercise's own
  tolerance for answers that are estimates (a standard error, a simulated
  share).
* A one-item tuple or list holding a number (what ``liahona_value(...).best``
  returns) counts as that number.

What the checker says
---------------------
"correct!", or "not yet" with, in this order: feedback aimed at a common
wrong answer when the answer is one (``Exercise.mistakes``), else the
exercise's hint (which points at the method, never at the answer); and, when
the answer is of the wrong type, which type the exercise wants.
"""

from __future__ import annotations

import math
import numbers
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .answers import EXERCISES, Exercise

ROUNDING = 5e-4   # a computed float within this of an exact answer counts (5/36 as 0.1389)
PLACES = 3        # a typed decimal needs this many places (0.139 for 5/36)
_DECIMAL = re.compile(r"^[+-]?(\d+)?\.(\d+)$|^[+-]?\d+$")
_SHORT_FLOAT = re.compile(r"^-?\d+\.(\d{1,4})$")   # a float that prints with at most 4 places

WANTS = {
    "number": "a number: a Fraction such as Fraction(5, 36), a string such as \"5/36\", a whole number, "
              "or a decimal to three places such as 0.139",
    "bool": "True or False (without quotes)",
    "word": "a word or short phrase in quotes",
    "set": "a list or set of the items, such as [\"a\", \"b\"]",
}


@dataclass(frozen=True)
class Reading:
    """An answer read as a number: its value, and how precisely it was given.

    ``places`` is the number of decimal places of a typed decimal (``"13.9%"``
    has 3: it means 0.139), ``None`` for an exact value or a computed float.
    """

    value: Fraction | float
    places: int | None = None


def _read_decimal(text: str) -> Reading | None:
    percent = text.endswith("%")
    if percent:
        text = text[:-1]
    if not _DECIMAL.match(text):
        return None
    places = len(text.split(".")[1]) if "." in text else 0
    number = Fraction(text)
    if percent:
        return Reading(number / 100, places + 2)
    return Reading(number, places if "." in text else None)


def read_number(value: Any) -> Reading | None:
    """``value`` as a :class:`Reading`, or None if it is not a number.

    Examples
    --------
    >>> from boardgames.lessons.checking import read_number
    >>> read_number("13.9%")                  # a typed decimal: three places
    Reading(value=Fraction(139, 1000), places=3)
    >>> read_number(0.14)                     # a short float is read as the decimal it shows
    Reading(value=0.14, places=2)
    >>> read_number((10,)), read_number("eight")
    (Reading(value=Fraction(10, 1), places=None), None)
    """
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (tuple, list)) and len(value) == 1:
        return read_number(value[0])
    if isinstance(value, (int, Fraction)):
        return Reading(Fraction(value))
    if isinstance(value, float):
        if not math.isfinite(value):
            return None
        typed = _SHORT_FLOAT.match(repr(value))     # 0.139 or 0.14: read as the decimal it shows
        return Reading(value, len(typed.group(1))) if typed else Reading(value)
    if isinstance(value, str):
        text = value.strip().replace(" ", "").replace(",", "")
        if not text:
            return None
        decimal = _read_decimal(text)
        if decimal is not None:
            return decimal
        percent = text.endswith("%")
        try:
            number = Fraction(text[:-1] if percent else text)
        except (ValueError, ZeroDivisionError):
            return None
        return Reading(number / 100 if percent else number)
    if getattr(value, "is_Rational", False):               # sympy Rational / Integer
        return Reading(Fraction(int(value.p), int(value.q)))
    if isinstance(value, numbers.Integral):
        return Reading(Fraction(int(value)))
    if isinstance(value, (numbers.Real, str)) or hasattr(value, "__float__"):
        try:
            number = float(value)
        except (TypeError, ValueError, OverflowError):
            return None
        return Reading(number) if math.isfinite(number) else None
    return None


def to_number(value: Any) -> Fraction | float | None:
    """An answer as an exact Fraction where possible, else a float; None if not a number.

    Accepts ints, Fractions, floats, sympy numbers (``sympy.Rational(5, 36)``),
    numpy numbers, strings such as ``"5/36"``, ``"0.25"`` or ``"25%"``, and a
    one-item tuple or list of any of these.

    Examples
    --------
    >>> import sympy
    >>> from boardgames.lessons.checking import to_number
    >>> to_number("5/36"), to_number("25%"), to_number(sympy.Rational(5, 36))
    (Fraction(5, 36), Fraction(1, 4), Fraction(5, 36))
    >>> to_number(0.25), to_number((10,)), to_number("eight")
    (0.25, Fraction(10, 1), None)
    """
    reading = read_number(value)
    return None if reading is None else reading.value


def _matches(reading: Reading, want: Any, ex: Exercise) -> bool:
    """Does the number read equal ``want`` for this exercise (exactly, rounded, or within tolerance)?"""
    want_value = to_number(want)
    if want_value is None:
        return False
    got = reading.value
    if isinstance(got, Fraction) and isinstance(want_value, Fraction) and reading.places is None:
        return got == want_value
    g, w = float(got), float(want_value)
    tolerance = ex.tolerance * (max(1.0, abs(w)) if ex.relative else 1.0)
    if reading.places is not None:
        # a typed decimal: right if it is the answer rounded to its places, with 3 places or more
        if reading.places < PLACES and abs(g - w) > tolerance:
            return False
        return abs(g - w) <= max(tolerance, 0.5 * 10 ** -reading.places + 1e-12)
    if isinstance(want_value, Fraction):
        tolerance = max(tolerance, ROUNDING)    # an exact answer computed as a float
    return abs(g - w) <= tolerance


def _rounds_to(reading: Reading, want: Any) -> bool:
    """A decimal with too few places that is the right answer rounded (0.14 for 5/36)."""
    want_value = to_number(want)
    return (reading.places is not None and reading.places < PLACES and want_value is not None
            and abs(float(reading.value) - float(want_value)) <= 0.5 * 10 ** -reading.places + 1e-12)


def _normal_word(value: Any) -> str:
    return " ".join(str(value).strip().lower().replace("_", " ").replace("-", " ").split())


def _type_ok(kind: str, answer: Any) -> bool:
    if kind == "number":
        return read_number(answer) is not None
    if kind == "bool":
        return isinstance(answer, bool)
    if kind == "word":
        return isinstance(answer, str)
    if kind == "set":
        return isinstance(answer, (list, tuple, set, frozenset))
    raise ValueError(f"unknown exercise kind {kind!r}")  # pragma: no cover


def _same(kind: str, answer: Any, want: Any, ex: Exercise) -> bool:
    if not _type_ok(kind, answer):
        return False
    if kind == "number":
        reading = read_number(answer)
        return reading is not None and _matches(reading, want, ex)
    if kind == "bool":
        return answer == want
    if kind == "word":
        options = want if isinstance(want, (tuple, list, set, frozenset)) else (want,)
        return _normal_word(answer) in {_normal_word(w) for w in options}
    return {_normal_word(a) for a in answer} == {_normal_word(a) for a in want}


def is_correct(key: str, answer: Any) -> bool:
    """True if ``answer`` is right for exercise ``key`` (no printing).

    Examples
    --------
    >>> from fractions import Fraction
    >>> from boardgames.lessons import is_correct
    >>> is_correct("two-dice/1", Fraction(5, 36)), is_correct("two-dice/1", "5/36")
    (True, True)
    >>> is_correct("two-dice/1", 5 / 36), is_correct("two-dice/1", 0.139)   # computed, typed
    (True, True)
    >>> is_correct("two-dice/1", 0.14)        # two places are not enough
    False
    """
    ex = _exercise(key)
    return _same(ex.kind, answer, ex.answer, ex)


@dataclass(frozen=True)
class Verdict:
    """What :func:`check` decided: true or false, with the message it printed."""

    key: str
    correct: bool
    message: str

    def __bool__(self) -> bool:
        return self.correct

    def __repr__(self) -> str:
        return self.message


def _exercise(key: str) -> Exercise:
    try:
        return EXERCISES[key]
    except (KeyError, TypeError):
        lesson = str(key).split("/")[0]
        known = sorted(k for k in EXERCISES if k.startswith(lesson + "/")) or sorted(EXERCISES)
        raise KeyError(f"no exercise {key!r}; try one of: {', '.join(known)}") from None


def feedback(key: str, answer: Any) -> str:
    """What to say about a wrong ``answer``: aimed feedback, else the hint, and the type wanted.

    Examples
    --------
    >>> from fractions import Fraction
    >>> from boardgames.lessons import feedback
    >>> feedback("two-dice/1", Fraction(3, 36))       # a common mistake gets aimed feedback
    '(2,6) and (6,2) are different pairs: one die shows 2 and the other 6, or the other way round.
    Count each order'
    >>> feedback("two-dice/1", Fraction(1, 2))        # any other wrong answer: the hint
    'Hint: list the pairs of faces (red die, blue die) that make 8, out of 36 equally likely pairs'
    """
    ex = _exercise(key)
    if not _type_ok(ex.kind, answer):
        got = type(answer).__name__
        if ex.kind == "number" and isinstance(answer, str):
            got = f"the text {answer!r}, which is not a number"
        return f"this exercise wants {WANTS[ex.kind]}; you gave {got}. Hint: {ex.hint}"
    for wrong, says in ex.mistakes:
        if _same(ex.kind, answer, wrong, ex):
            return says
    if ex.kind == "number":
        reading = read_number(answer)
        if reading is not None and _rounds_to(reading, ex.answer):
            return (f"close: give at least {PLACES} decimal places (or an exact fraction), "
                    "so that your answer cannot be mistaken for a neighbouring one.")
    return f"Hint: {ex.hint}"


def check(key: str, answer: Any) -> Verdict:
    """Check ``answer`` to exercise ``key`` (e.g. ``"two-dice/1"``) and print the verdict.

    The returned :class:`Verdict` is true when the answer is right; in a
    notebook it is printed once (its repr is the message).

    Examples
    --------
    >>> from fractions import Fraction
    >>> from boardgames.lessons import check
    >>> check("two-dice/1", Fraction(5, 36))
    two-dice/1: correct!
    >>> check("two-dice/1", Fraction(1, 11))
    two-dice/1: not yet. there are 11 possible totals, but they are not equally likely:
    count pairs of faces, not totals
    >>> check("two-dice/1", 0.14)
    two-dice/1: not yet. close: give at least 3 decimal places (or an exact fraction),
    so that your answer cannot be mistaken for a neighbouring one.
    >>> bool(check("two-dice/1", "13.9%"))
    True
    """
    ex = _exercise(key)
    if answer is None or answer is ...:
        return Verdict(key, False, f"{key}: no answer yet. Replace the ... with your answer.")
    if is_correct(key, answer):
        return Verdict(key, True, f"{key}: correct! {ex.praise}".strip())
    return Verdict(key, False, f"{key}: not yet. {feedback(key, answer)}")


def exercises(lesson: str | None = None) -> list[str]:
    """The exercises (key: question) of one lesson, or of every lesson.

    Examples
    --------
    >>> from boardgames.lessons import exercises
    >>> exercises("two-dice")[:2]
    ['two-dice/1: P(two dice total 8)?', 'two-dice/2: P(the total is 6 or 8)?']
    """
    keys = [k for k in EXERCISES if lesson is None or k.split("/")[0] == lesson]
    if not keys:
        raise KeyError(f"no lesson {lesson!r}; lessons: "
                       + ", ".join(sorted({k.split('/')[0] for k in EXERCISES})))
    return [f"{k}: {EXERCISES[k].question}" for k in keys]
