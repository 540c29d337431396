"""Compare a student's answer with the expected one and say so kindly."""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .answers import EXERCISES, Exercise

ROUNDING = 5e-4   # a decimal within this of an exact answer counts (0.139 for 5/36)


def to_number(value: Any) -> Fraction | float | None:
    """An answer as an exact Fraction where possible, else a float; None if not a number.

    Accepts ints, Fractions, floats, sympy numbers (``sympy.Rational(5, 36)``),
    numpy numbers and strings such as ``"5/36"``, ``"0.25"`` or ``"25%"``.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, Fraction)):
        return Fraction(value)
    if isinstance(value, float):
        return value
    if isinstance(value, str):
        text = value.strip().replace(" ", "")
        percent = text.endswith("%")
        if percent:
            text = text[:-1]
        try:
            number = Fraction(text)
        except (ValueError, ZeroDivisionError):
            return None
        return number / 100 if percent else number
    # sympy Rational / Integer / Float, numpy scalars and anything number-like
    if getattr(value, "is_Rational", False):
        return Fraction(int(value.p), int(value.q))
    if isinstance(value, numbers.Integral):
        return Fraction(int(value))
    if isinstance(value, numbers.Real):
        return float(value)
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _same_number(answer: Any, ex: Exercise) -> bool:
    got = to_number(answer)
    if got is None:
        return False
    want = ex.answer
    if isinstance(got, Fraction) and isinstance(want, Fraction) and got == want:
        return True
    g, w = float(got), float(want)
    if math.isnan(g):
        return False
    tolerance = ex.tolerance
    if isinstance(got, float) and isinstance(want, Fraction):
        tolerance = max(tolerance, ROUNDING)     # an exact answer typed as a rounded decimal
    if ex.relative:
        tolerance *= max(1.0, abs(w))
    return abs(g - w) <= tolerance


def _normal_word(value: Any) -> str:
    return str(value).strip().lower().replace("_", " ").replace("-", " ")


def is_correct(key: str, answer: Any) -> bool:
    """True if ``answer`` is right for exercise ``key`` (no printing)."""
    ex = _exercise(key)
    kind = ex.kind
    if kind == "number":
        return _same_number(answer, ex)
    if kind == "bool":
        return isinstance(answer, bool) and answer == ex.answer
    if kind == "word":
        return _normal_word(answer) in {_normal_word(w) for w in ex.answer}
    if kind == "set":
        try:
            got = {_normal_word(a) for a in answer}
        except TypeError:
            return False
        return got == {_normal_word(a) for a in ex.answer}
    raise ValueError(f"unknown exercise kind {kind!r}")  # pragma: no cover


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
    except KeyError:
        lesson = key.split("/")[0]
        known = sorted(k for k in EXERCISES if k.startswith(lesson + "/")) or sorted(EXERCISES)
        raise KeyError(f"no exercise {key!r}; try one of: {', '.join(known)}") from None


def check(key: str, answer: Any) -> Verdict:
    """Check ``answer`` to exercise ``key`` (e.g. ``"two-dice/1"``) and print the verdict.

    The returned :class:`Verdict` is true when the answer is right; in a
    notebook it is printed once (its repr is the message).
    """
    ex = _exercise(key)
    if answer is None or answer is ...:
        message = f"{key}: no answer yet. Replace the ... with your answer."
        return Verdict(key, False, message)
    if is_correct(key, answer):
        message = f"{key}: correct! {ex.praise}".strip()
    else:
        message = f"{key}: not yet. Hint: {ex.hint}"
        if isinstance(answer, float) and isinstance(ex.answer, Fraction):
            message += " (a decimal needs 3 places or more; a Fraction is exact)"
    return Verdict(key, is_correct(key, answer), message)


def exercises(lesson: str | None = None) -> list[str]:
    """The exercises (key: question) of one lesson, or of every lesson."""
    keys = [k for k in EXERCISES if lesson is None or k.split("/")[0] == lesson]
    if not keys:
        raise KeyError(f"no lesson {lesson!r}; lessons: "
                       + ", ".join(sorted({k.split('/')[0] for k in EXERCISES})))
    return [f"{k}: {EXERCISES[k].question}" for k in keys]
