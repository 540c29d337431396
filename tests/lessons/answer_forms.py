"""Finding an exercise's answer in a text: the numbers printed there that the checker would accept.

Shared by ``test_answers_off_the_page.py`` (feedback messages) and
``test_student_editions.py`` (notebook text and outputs).  A number printed in
a text "shows" an answer when :func:`boardgames.lessons.is_correct` would
accept it as that answer (so every usual printed form counts: ``5/36`` and
``10/72``, ``0.139``, ``0.1389`` or ``0.13888888888888887``, ``13.9%``,
``244432188000``, ``244,432,188,000`` and ``2.44432188e11``), with two kinds of
scan:

* ``distinctive`` (the default) skips the forms too short to be evidence: a
  whole number below 100 (``6`` or ``36`` are on every page about dice), a
  fraction whose top and bottom both have one digit (``1/6``, ``5/6``), and a
  decimal with fewer than 3 significant figures (``0.5``, ``0.25``: the
  checker refuses them anyway unless exactly right, and they are everywhere);
* ``strict`` skips nothing but the numbers of a given question; it is for the
  feedback of one exercise about another of the *same* lesson, where "4 is the
  median" names exercise 4's answer although 4 is a small number.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from fractions import Fraction

from boardgames.lessons import EXERCISES, is_correct

TOKEN = re.compile(
    r"(?<![\w.])(?P<sign>[-\u2212]?)"
    r"(?P<whole>\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?P<frac>\.\d+)?(?:[eE](?P<exp>[+-]?\d+))?"
    r"(?:/(?P<den>\d+))?(?P<percent>\s?%)?"
)


def tokens(text: str) -> Iterable[tuple[str, re.Match]]:
    """Each number printed in ``text``: (its text, the match)."""
    for match in TOKEN.finditer(text):
        yield match.group(0), match


def _significant(match: re.Match) -> int:
    digits = (match.group("whole") + (match.group("frac") or "")).replace(",", "").replace(".", "")
    return len(digits.lstrip("0"))


def is_evidence(match: re.Match) -> bool:
    """Is this printed number long enough to count as an answer shown (the distinctive scan)?"""
    whole = match.group("whole").replace(",", "")
    if match.group("den") is not None:
        return not (len(whole) == 1 and len(match.group("den")) == 1)
    if match.group("frac") is not None or match.group("exp") is not None or match.group("percent"):
        return _significant(match) >= 3
    return int(whole) >= 100


def shows(key: str, text: str, strict: bool = False, given: Iterable[str] = ()) -> list[str]:
    """The numbers in ``text`` that the checker accepts as exercise ``key``'s answer."""
    ex = EXERCISES[key]
    if ex.kind != "number":
        return []                  # a True/False or word answer cannot be spotted in a text (see the tests)
    skip = set(given)
    found = []
    for shown, match in tokens(text):
        if shown in skip or match.group("whole") + (match.group("frac") or "") in skip:
            continue
        if not strict and not is_evidence(match):
            continue
        plain = shown.replace("\u2212", "-").replace(" ", "")
        if is_correct(key, plain) or is_correct(key, plain.lstrip("-")) or is_correct(key, "-" + plain.lstrip("-")):
            found.append(shown)
    return found


def numbers_of(text: str) -> set[str]:
    """The numbers printed in a question (given data, not answers), as they are written and unsigned."""
    out = set()
    for shown, match in tokens(text):
        out.add(shown)
        out.add(match.group("whole") + (match.group("frac") or ""))
    return out


def lesson_of(key: str) -> str:
    return key.split("/")[0]


def answers_of(lesson: str) -> list[str]:
    """The keys of a lesson's exercises whose answers are numbers."""
    return [k for k, ex in EXERCISES.items() if lesson_of(k) == lesson and ex.kind == "number"]


def printed(value: Fraction | float | int) -> list[str]:
    """Usual printed forms of a number (for the tests that check ``shows`` finds them)."""
    if isinstance(value, float):             # an estimate: as written, and to 3 and 4 figures
        return [repr(value), f"{value:.3g}", f"{value:.4g}"]
    value = Fraction(value)
    forms = [str(value)]
    if value.denominator != 1:
        forms += [f"{float(value):.3g}", f"{float(value):.4g}", repr(float(value))]
        if 0 < value < 1:
            forms += [f"{float(value) * 100:.3g}%", f"{float(value) * 100:.4g}%"]
    else:
        forms += [f"{int(value):,}", f"{float(value)}"]
    return forms
