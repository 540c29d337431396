"""Compare a student's answer with the expected one and say so kindly, whatever is typed.

What counts as the same number
------------------------------
* An exact answer given exactly (a :class:`~fractions.Fraction`, an int,
  ``"5/36"``, a sympy rational, or a decimal that is exactly it, as ``0.25``
  for 1/4 or ``7.0`` for 7) is right.
* A decimal (typed, as text, as a percentage, or a float from a computation)
  needs at least :data:`SIGNIFICANT` = 3 significant figures, and is right when
  it is the answer rounded or cut off at its own last figure (``0.139``,
  ``0.1389``, ``0.138``, ``0.13888888888888887`` for 5/36 = 0.13888...;
  ``16.7``, ``16.67``, ``16.66`` for 50/3; ``1.22`` for 11/9), or when,
  rounded to 3 significant figures, it is the answer rounded there (``0.1386``
  agrees with 5/36 to 3 figures, as a value computed from rounded steps may).  Why three: the lessons' answers are
  chances and expectations that a class compares to two or three figures, and
  three figures tell every two answers of an exercise apart (its common
  mistakes included); fewer (``0.14``) could be many answers.
* A whole-number answer (a count, a choice) must be given exactly: ``2.44e11``
  is not a count of 244,432,188,000 layouts; a float computed with rounding
  errors (:data:`COMPUTED` figures or more, as ``6.999999999999999``) counts
  within a billionth of the answer.
* An exercise whose answer is an estimate (``Exercise.tolerance``) also
  accepts any value within its tolerance, however many figures it gives.
* Text is read with a decimal point or a decimal comma (``"0,139"``),
  thousands separators (``"244,432,188,000"``, ``"244 432 188 000"``),
  ``"5/36"``, ``"13.9%"`` and ``"1.39e-1"``; ``"1,222"`` could be 1222 or
  1.222, and is right if either reading is.
* A one-item tuple or list holding a number (what ``liahona_value(...).best``
  returns), a numpy number or a one-item array, a sympy number and a
  :class:`decimal.Decimal` count as that number.

What the checker says
---------------------
"correct!", or "not yet" with the first of: which type the exercise wants
(when the answer is of another type); that the answer is out of reach (too
long, too many digits, an exponent past ``1e400``, not finite); feedback aimed
at a common wrong answer (``Exercise.mistakes``); "a probability lies between
0 and 1" (for a probability exercise); "give at least 3 significant figures"
(to every decimal with fewer that is not exactly right, whatever its value);
else the exercise's hint.  None of these depends on how near a wrong answer is
to the right one, so the feedback cannot be walked digit by digit to the
answer (``0.1`` and ``0.2`` for 5/36 get the same sentence), and none repeats
a number the student typed.

Hostile input
-------------
Every input gets feedback and nothing raises or hangs: text over
:data:`MAX_TEXT` characters, more than :data:`MAX_DIGITS` digits, an exponent
past :data:`MAX_EXPONENT` and whole numbers past :data:`MAX_BITS` bits are
refused *before* anything is converted (so ``"1e999999999"`` never builds
10**999999999, and no digit string over 4,300 digits reaches ``int``); lists
are unwrapped at most :data:`MAX_NESTING` levels, so a list nested 5,000 deep
or holding itself is simply "not a number"; an object whose ``__eq__``,
``__str__`` or ``__float__`` raises is "not a number" too.  At most
:data:`SHOWN` characters of a typed text are echoed back.
"""

from __future__ import annotations

import decimal
import math
import numbers
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .answers import EXERCISES, Exercise, is_probability

SIGNIFICANT = 3          # a decimal needs this many significant figures (0.139 for 5/36)
MAX_TEXT = 1_000         # characters of a typed answer read at all
MAX_DIGITS = 400         # digits in one typed number (int() of them is quick: far below 4,300)
MAX_EXPONENT = 400       # |exponent| of a typed number: "1e400" is out of reach, "1e999999999" too
MAX_BITS = 1_400         # bits of a whole number, or of each part of a fraction (10**400 has 1,329)
MAX_NESTING = 3          # one-item lists unwrapped: [[[0.5]]] at most
MAX_ITEMS = 100          # items in a set answer
MAX_WORD = 200           # characters of a word answer, or of an item of a set answer
SHOWN = 30               # characters of a typed text echoed back
COMPUTED = 12            # a decimal with this many figures came from a computation (a float: 5/36 has 16)

WANTS = {
    "number": "a number: a fraction (Fraction(p, q), or the text \"p/q\"), a whole number, "
              "or a decimal with at least 3 significant figures",
    "bool": "True or False (without quotes)",
    "word": "a word or short phrase in quotes",
    "set": "a list or set of the items, such as [\"a\", \"b\"]",
}
NEEDS_FIGURES = (f"give at least {SIGNIFICANT} significant figures (digits from the first one that is not 0), "
                 "or the exact value as a fraction")
PROBABILITY = "a probability lies between 0 and 1"
PERCENT = "; for a percentage, add the % sign"
AMBIGUOUS = ("a single comma between digits could be a thousands separator or a decimal comma: "
             "write a decimal with a point (or a whole number without the comma)")
UNREADABLE = "this answer cannot be read as an answer to this exercise"


@dataclass(frozen=True)
class Reading:
    """An answer read as a number: its exact value and, for a decimal, how many significant figures it gives.

    ``figures`` is None for an exact value (an int, a fraction); ``unit`` is
    one unit of the decimal's last figure (``"13.9%"`` gives 3 figures and a
    unit of 1/1000: it means 0.139).
    """

    value: Fraction
    figures: int | None = None
    unit: Fraction | None = None


class OutOfReach(ValueError):
    """An input refused before conversion: too long, too many digits, exponent or bits past the bounds.

    Raised only inside the checker's readers; :func:`check` turns it into feedback.
    """


# ----------------------------------------------------------------- bounded conversions
def convert_digits(digits: str) -> int:
    """The one place a digit string becomes an int: never more than MAX_DIGITS digits.

    Examples
    --------
    >>> from boardgames.lessons.checking import convert_digits
    >>> convert_digits("0139")
    139
    >>> convert_digits("9" * 4301)
    Traceback (most recent call last):
        ...
    boardgames.lessons.checking.OutOfReach: more than 400 digits is out of reach for these exercises
    """
    if len(digits) > MAX_DIGITS:
        raise OutOfReach(f"more than {MAX_DIGITS} digits is out of reach for these exercises")
    return int(digits)


def power_of_ten(exponent: int) -> Fraction:
    """The one place a power of ten is built: never past 10**(MAX_EXPONENT + MAX_DIGITS).

    Examples
    --------
    >>> from boardgames.lessons.checking import power_of_ten
    >>> power_of_ten(-3)
    Fraction(1, 1000)
    >>> power_of_ten(999999999)
    Traceback (most recent call last):
        ...
    boardgames.lessons.checking.OutOfReach: a number this large or this small is out of reach for these exercises
    """
    if abs(exponent) > MAX_EXPONENT + MAX_DIGITS:
        raise OutOfReach("a number this large or this small is out of reach for these exercises")
    return Fraction(10) ** exponent


def exact_whole(n: int) -> Fraction:
    """An int (or numpy integer, already an int) as a Fraction, within MAX_BITS.

    Examples
    --------
    >>> from boardgames.lessons.checking import exact_whole
    >>> exact_whole(10 ** 400) == 10 ** 400, exact_whole(7)
    (True, Fraction(7, 1))
    >>> exact_whole(10 ** 500)
    Traceback (most recent call last):
        ...
    boardgames.lessons.checking.OutOfReach: a whole number this large is out of reach for these exercises
    """
    if n.bit_length() > MAX_BITS:
        raise OutOfReach("a whole number this large is out of reach for these exercises")
    return Fraction(n)


_SPACES = str.maketrans("", "", " _\t\u00a0\u2009\u202f'")
_NUMBER = re.compile(r"([+-]?)([0-9.,]+)(?:[eE]([+-]?[0-9]+))?")
_FRACTION = re.compile(r"([+-]?[0-9]+)/([+-]?[0-9]+)")
_GROUPS = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,3}(?:\.[0-9]{3})+")


def _decimal(sign: str, whole: str, frac: str | None, exponent: str | None) -> Reading:
    """sign, whole digits, fraction digits (None: no point) and exponent text as a Reading (bounded)."""
    if exponent is not None and (len(exponent.lstrip("+-")) > 6 or abs(int(exponent)) > MAX_EXPONENT):
        raise OutOfReach("a number this large or this small is out of reach for these exercises")
    power = int(exponent) if exponent is not None else 0
    digits = whole + (frac or "")
    if not digits:
        raise ValueError("no digits")
    value = convert_digits(digits) * power_of_ten(power - len(frac or ""))
    if sign == "-":
        value = -value
    if frac is None and exponent is None:
        return Reading(value)                                  # a whole number: exact
    significant = digits.lstrip("0")
    figures = len(significant)
    return Reading(value, figures, power_of_ten(power - len(frac or "")))


def _read_text(text: str) -> list[Reading]:
    """The readings of a typed number (two when a single comma is ambiguous), or [] if it is not one."""
    if len(text) > MAX_TEXT:
        raise OutOfReach(f"an answer of {len(text):,} characters is out of reach for these exercises")
    text = text.strip().translate(_SPACES).replace("\u2212", "-")
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1]
    percent = text.endswith("%")
    if percent:
        text = text[:-1]
    if not text:
        return []
    readings: list[Reading]
    fraction = _FRACTION.fullmatch(text)
    if fraction:
        top, bottom = convert_digits(fraction.group(1).lstrip("+")), convert_digits(fraction.group(2).lstrip("+"))
        readings = [Reading(Fraction(top, bottom))] if bottom else []
    else:
        number = _NUMBER.fullmatch(text)
        if not number:
            return []
        sign, body, exponent = number.groups()
        readings = [_decimal(sign, *parts, exponent) for parts in _split_separators(body)]
    if percent and fraction:                     # "500/36%" is exact
        readings = [Reading(r.value / 100) for r in readings]
    elif percent:                                # a percentage is a decimal: "14%" gives 2 figures
        readings = [Reading(r.value / 100, _figures(r), (r.unit or Fraction(1)) / 100) for r in readings]
    return readings


def _figures(reading: Reading) -> int:
    """The significant figures of a decimal or whole-number reading (1200 has 4)."""
    if reading.figures is not None:
        return reading.figures
    return len(str(abs(reading.value.numerator)).lstrip("0"))


def _split_separators(body: str) -> list[tuple[str, str | None]]:
    """(whole digits, fraction digits or None) for each way of reading the points and commas of ``body``."""
    points, commas = body.count("."), body.count(",")
    if points + commas == 0:
        return [(body, None)]
    if points and commas:                        # the last one is the decimal mark: 1,234.5 or 1.234,5
        mark = "." if body.rfind(".") > body.rfind(",") else ","
        whole, _, frac = body.rpartition(mark)
        if mark in whole or not _GROUPS.fullmatch(whole) or not frac:
            return []
        return [(whole.replace(",", "").replace(".", ""), frac)]
    mark = "." if points else ","
    if points + commas > 1:                      # only thousands separators: 244,432,188,000
        return [(body.replace(mark, ""), None)] if _GROUPS.fullmatch(body) else []
    whole, _, frac = body.partition(mark)
    if not frac.isdigit() and frac != "":
        return []
    if not frac:                                 # "7." or "7,"
        return [(whole, "")] if mark == "." else [(whole, None)]
    if mark == "," and len(frac) == 3 and whole.lstrip("0") and len(whole) <= 3:
        return [(whole + frac, None), (whole, frac)]   # 1,222: a whole number or a decimal comma
    return [(whole, frac)]


def _read_float(x: float) -> list[Reading]:
    if not math.isfinite(x):
        raise OutOfReach("that is not a finite number")
    return _read_text(repr(x))          # the decimal the float shows: 0.1 is one tenth, 5/36 has 16 figures


def _is_sympy(value: Any) -> bool:
    return type(value).__module__.startswith("sympy")


def _readings(value: Any, depth: int = 0) -> list[Reading]:
    """Every way of reading ``value`` as a number ([] if it is none); OutOfReach if refused unconverted."""
    if value is None or isinstance(value, bool) or type(value).__name__ in ("bool_", "bool"):
        return []
    if isinstance(value, (tuple, list)):
        if depth >= MAX_NESTING or len(value) != 1:
            return []
        return _readings(value[0], depth + 1)
    if isinstance(value, str):
        return _read_text(str.__str__(value))
    if isinstance(value, float):
        return _read_float(float(value))
    if isinstance(value, int):
        return [Reading(exact_whole(int(value)))]
    if isinstance(value, Fraction):
        exact_whole(value.numerator), exact_whole(value.denominator)
        return [Reading(value)]
    if isinstance(value, decimal.Decimal):
        if not value.is_finite():
            raise OutOfReach("that is not a finite number")
        return _read_text(str(value))
    if _is_sympy(value):
        if value.is_Rational:
            return [Reading(exact_whole(int(value.p)) / exact_whole(int(value.q)))]
        if value.is_Number:
            return _read_float(float(value))
        return []
    if type(value).__module__ == "numpy":
        if isinstance(value, numbers.Integral):
            return [Reading(exact_whole(int(value)))]
        if isinstance(value, numbers.Real):
            return _read_float(float(value))
        if getattr(value, "size", None) == 1 and depth < MAX_NESTING:     # a one-item array
            return _readings(value.reshape(-1)[0], depth + 1)
        return []
    if isinstance(value, numbers.Integral):
        return [Reading(exact_whole(int(value)))]
    if isinstance(value, numbers.Real):
        return _read_float(float(value))
    return []


def read_all(value: Any) -> list[Reading] | str:
    """The readings of ``value`` (two where a comma is ambiguous), or the sentence that refuses it (never raises).

    Examples
    --------
    >>> from boardgames.lessons.checking import read_all
    >>> [str(r.value) for r in read_all("1,222")]          # 1222, or 1.222 with a decimal comma
    ['1222', '611/500']
    >>> read_all("1e999999999"), read_all([[[[0.5]]]])
    ('a number this large or this small is out of reach for these exercises', [])
    """
    try:
        return _readings(value)
    except OutOfReach as refused:
        return str(refused)
    except Exception:               # a raising __float__, __len__, __getitem__...: not a number
        return []


def read_number(value: Any) -> Reading | None:
    """``value`` as a :class:`Reading`, or None if it is not a number (or is out of reach).

    Examples
    --------
    >>> from boardgames.lessons.checking import read_number
    >>> read_number("13.9%")                  # three significant figures, one unit is 0.001
    Reading(value=Fraction(139, 1000), figures=3, unit=Fraction(1, 1000))
    >>> read_number("0,139").value, read_number((10,)).value, read_number("eight")
    (Fraction(139, 1000), Fraction(10, 1), None)
    >>> read_number("1e999999999") is None    # refused before anything is computed
    True
    """
    readings = read_all(value)
    return readings[0] if isinstance(readings, list) and readings else None


def to_number(value: Any) -> Fraction | None:
    """An answer as an exact Fraction (a float as the decimal it shows); None if not a number.

    Accepts ints, Fractions, floats, sympy and numpy numbers, Decimals,
    strings such as ``"5/36"``, ``"0.25"``, ``"0,25"`` or ``"25%"``, and a
    one-item tuple or list of any of these.

    Examples
    --------
    >>> import sympy
    >>> from boardgames.lessons.checking import to_number
    >>> to_number("5/36"), to_number("25%"), to_number(sympy.Rational(5, 36))
    (Fraction(5, 36), Fraction(1, 4), Fraction(5, 36))
    >>> to_number(0.25), to_number((10,)), to_number("eight")
    (Fraction(1, 4), Fraction(10, 1), None)
    """
    reading = read_number(value)
    return None if reading is None else reading.value


# ------------------------------------------------------------------------ comparing
def _exponent(x: Fraction) -> int:
    """e with 10**e <= |x| < 10**(e + 1), for x != 0 (exact, no float)."""
    x = abs(x)
    e = int((x.numerator.bit_length() - x.denominator.bit_length()) * 0.30103)
    while power_of_ten(e) > x:
        e -= 1
    while power_of_ten(e + 1) <= x:
        e += 1
    return e


def _round(x: Fraction, unit: Fraction) -> Fraction:
    return round(x / unit) * unit


def _agrees(reading: Reading, want: Fraction, tolerance: Fraction | None) -> bool:
    """Is this reading the answer ``want`` (exactly, to 3 significant figures, or within tolerance)?"""
    got = reading.value
    if got == want:
        return True
    if tolerance is not None and abs(got - want) <= tolerance:
        return True
    if reading.figures is not None and reading.figures >= COMPUTED and abs(got - want) <= abs(want) / 10**9:
        return True                        # a float computed with rounding errors (6.999999999999999 for 7)
    if reading.figures is None or reading.figures < SIGNIFICANT or want == 0 or want.denominator == 1:
        return False                       # exact and different, too few figures, or a whole number
    if reading.unit is not None and (abs(got - want) <= reading.unit / 2
                                     or got == int(want / reading.unit) * reading.unit):
        return True                        # the answer rounded (or cut off) at the decimal's own last figure
    unit = power_of_ten(_exponent(want) - SIGNIFICANT + 1)          # one unit of the answer's 3rd figure
    return abs(_round(got, unit) - want) <= unit / 2          # agrees with it to 3 significant figures


def _tolerance(ex: Exercise, want: Fraction) -> Fraction | None:
    if ex.tolerance <= 1e-9:
        return None
    tolerance = Fraction(ex.tolerance)
    return tolerance * max(Fraction(1), abs(want)) if ex.relative else tolerance


def _matches(readings: list[Reading], want: Any, ex: Exercise) -> bool:
    """Does any reading of the student's answer equal ``want`` (the answer or a listed mistake)?"""
    want_readings = read_all(want)
    if not isinstance(want_readings, list) or not want_readings:
        return False
    target = want_readings[0].value
    tolerance = _tolerance(ex, target)
    return any(_agrees(r, target, tolerance) for r in readings)


def _normal_word(value: str) -> str:
    return " ".join(value.strip().lower().replace("_", " ").replace("-", " ").split())


def _as_bool(answer: Any) -> bool | None:
    if isinstance(answer, bool):
        return answer
    if type(answer).__module__ == "numpy" and type(answer).__name__ in ("bool_", "bool"):
        return bool(answer)
    return None


def _words(answer: Any) -> set[str] | None:
    """The items of a set answer as normal words, or None if it is not a short list of short items."""
    if not isinstance(answer, (list, tuple, set, frozenset)) or len(answer) > MAX_ITEMS:
        return None
    items = set()
    for item in answer:
        if isinstance(item, bool) or not isinstance(item, (str, int)):
            return None
        if isinstance(item, int):
            if item.bit_length() > 64:
                return None
            item = str(int(item))
        if len(item) > MAX_WORD:
            return None
        items.add(_normal_word(str.__str__(item)))
    return items


def _type_ok(kind: str, answer: Any, readings: list[Reading] | str) -> bool:
    if kind == "number":
        return isinstance(readings, str) or bool(readings)
    if kind == "bool":
        return _as_bool(answer) is not None
    if kind == "word":
        return isinstance(answer, str) and len(answer) <= MAX_WORD
    if kind == "set":
        return _words(answer) is not None
    raise ValueError(f"unknown exercise kind {kind!r}")  # pragma: no cover


def _same(kind: str, answer: Any, readings: list[Reading] | str, want: Any, ex: Exercise) -> bool:
    if not _type_ok(kind, answer, readings) or isinstance(readings, str):
        return False
    if kind == "number":
        return _matches(readings, want, ex)
    if kind == "bool":
        return _as_bool(answer) == want
    if kind == "word":
        options = want if isinstance(want, (tuple, list, set, frozenset)) else (want,)
        return _normal_word(str.__str__(answer)) in {_normal_word(w) for w in options}
    return _words(answer) == {_normal_word(str(w)) for w in want}


def _exercise(key: str) -> Exercise:
    try:
        return EXERCISES[key]
    except (KeyError, TypeError):
        lesson = key.split("/")[0] if isinstance(key, str) else ""
        known = sorted(k for k in EXERCISES if k.startswith(lesson + "/")) or sorted(EXERCISES)
        shown = repr(key[:SHOWN]) if isinstance(key, str) else type(key).__name__[:SHOWN]
        raise KeyError(f"no exercise {shown}; try one of: {', '.join(known)}") from None


def is_correct(key: str, answer: Any) -> bool:
    """True if ``answer`` is right for exercise ``key`` (no printing; never raises for an answer).

    Examples
    --------
    >>> from fractions import Fraction
    >>> from boardgames.lessons import is_correct
    >>> is_correct("two-dice/1", Fraction(5, 36)), is_correct("two-dice/1", "5/36")
    (True, True)
    >>> is_correct("two-dice/1", 5 / 36), is_correct("two-dice/1", "0,139")   # computed; a decimal comma
    (True, True)
    >>> is_correct("two-dice/1", 0.14)        # two significant figures are not enough
    False
    """
    ex = _exercise(key)
    try:
        return _same(ex.kind, answer, read_all(answer), ex.answer, ex)
    except Exception:
        return False


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


def _given(answer: Any, kind: str) -> str:
    """What the student gave, in a few words (a text's first SHOWN characters at most; never a number)."""
    try:
        if isinstance(answer, str):
            text = str.__str__(answer)
            shown = repr(text[:SHOWN]) + ("..." if len(text) > SHOWN else "")
            if len(text) > MAX_WORD:
                return f"a text of {len(text):,} characters beginning {shown}"
            return f"the text {shown}" + (", which is not a number" if kind == "number" else "")
        return f"a {type(answer).__name__[:SHOWN]}"
    except Exception:
        return "something else"


def _feedback(ex: Exercise, answer: Any) -> str:
    readings = read_all(answer) if ex.kind == "number" else []
    if not _type_ok(ex.kind, answer, readings):
        return f"this exercise wants {WANTS[ex.kind]}; you gave {_given(answer, ex.kind)}. Hint: {ex.hint}"
    if isinstance(readings, str):
        return f"{readings}. Hint: {ex.hint}"
    for wrong, says in ex.mistakes:
        if _same(ex.kind, answer, readings, wrong, ex):
            return says
    if ex.kind != "number":
        return f"Hint: {ex.hint}"
    if len(readings) > 1:
        return AMBIGUOUS
    reading = readings[0]
    if is_probability(ex) and not 0 <= reading.value <= 1:
        extra = PERCENT if 1 < reading.value <= 100 else ""
        return f"{PROBABILITY}{extra}. Hint: {ex.hint}"
    if reading.figures is not None and reading.figures < SIGNIFICANT:
        return f"{NEEDS_FIGURES}. Hint: {ex.hint}"
    return f"Hint: {ex.hint}"


def feedback(key: str, answer: Any) -> str:
    """What to say about a wrong ``answer``: the wanted type, aimed feedback, or the hint (never raises).

    Examples
    --------
    >>> from fractions import Fraction
    >>> from boardgames.lessons import feedback
    >>> feedback("two-dice/1", Fraction(3, 36))       # a common mistake gets aimed feedback
    '(2,6) and (6,2) are different pairs: one die shows 2 and the other 6, or the other way round.
    Count each order'
    >>> feedback("two-dice/1", Fraction(1, 2))        # any other wrong answer: the hint
    'Hint: list the pairs of faces (red die, blue die) that make 8, out of 36 equally likely pairs'
    >>> feedback("two-dice/1", "139%")[:35]
    'a probability lies between 0 and 1;'
    """
    ex = _exercise(key)
    try:
        return _feedback(ex, answer)
    except Exception:
        return f"{UNREADABLE}; it wants {WANTS.get(ex.kind, 'an answer')}. Hint: {ex.hint}"


def check(key: str, answer: Any) -> Verdict:
    """Check ``answer`` to exercise ``key`` (e.g. ``"two-dice/1"``) and print the verdict.

    The returned :class:`Verdict` is true when the answer is right; in a
    notebook it is printed once (its repr is the message).  Never raises for
    an answer (an unknown ``key`` raises KeyError: a bug in the lesson).

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
    two-dice/1: not yet. give at least 3 significant figures (digits from the first one that is not 0),
    or the exact value as a fraction. Hint: ...
    >>> bool(check("two-dice/1", "13.9%")), bool(check("two-dice/1", "0,139"))
    (True, True)
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
    >>> exercises("two-dice")[:1]
    ['two-dice/1: P(two dice total 8)?']
    """
    keys = [k for k in EXERCISES if lesson is None or k.split("/")[0] == lesson]
    if not keys:
        raise KeyError(f"no lesson {lesson!r}; lessons: "
                       + ", ".join(sorted({k.split('/')[0] for k in EXERCISES})))
    return [f"{k}: {EXERCISES[k].question}" for k in keys]
