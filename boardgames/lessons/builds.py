"""Build steps that cannot cascade: the student's version if it is right, else the package's.

A lesson asks the student to build something (a ``step(state)`` function, a
sample space, a transition rule) and every later cell uses it.  If the blank is
left empty, or the student's version is wrong, the rest of the lesson would
break or, worse, plot a silently wrong figure.  So the lesson hands what the
student wrote to :func:`build`, which compares it with the package's version
(registered with :func:`register` in ``references_early.py`` and
``references_late.py``) and returns the student's when it matches, else the
package's, saying so in one sentence::

    step = build("markov-chain/step", step)     # every later cell uses `step`
    space = build("two-dice/space", space)      # a value: `space = ...` left blank is fine too

What counts as "matches"
------------------------
* A value is compared with the reference value; a callable is called on each
  of the registered ``cases`` (argument tuples, each given as a fresh deep
  copy, so a candidate that changes its arguments changes nothing) and its
  results compared with the reference's.
* The default comparison: numbers equal (ints and Fractions exactly, floats
  within 1e-9), dicts with the same keys and matching values, lists with
  lists and tuples with tuples of the same length, item by item, sets equal;
  anything else by ``==``.  It stops (and says "differs") past 200 levels of
  nesting or 2,000,000 items, so a huge or self-holding answer cannot hang it.
* ``None`` or ``...`` (a blank left in place), and a function that returns
  ``None`` on every case (its body is still the blank), are "not written yet".

Nothing the student's candidate does can make :func:`build` raise: exceptions
(RecursionError included) are caught and named, whatever it prints while it
is tried is swallowed, and its results are shown at most 60 characters long.
The reference's results are never printed, so the sentence cannot give away
an exercise's answer.  (A candidate that loops forever still loops: Python
cannot stop a function from outside without a separate process.)

Examples
--------
>>> from fractions import Fraction
>>> from boardgames.lessons.builds import build, register
>>> register("demo/half", reference=lambda n: Fraction(n, 2), describe="half(n)", cases=[(1,), (4,)])
>>> half = build("demo/half", lambda n: n / 2)
half(n) matches the package's: the lesson goes on with yours.
>>> half = build("demo/half", lambda n: n // 2)
half(n) differs from the package's on 1 (yours gives 0): the lesson goes on with the package's version.
>>> half(3)
Fraction(3, 2)
>>> half = build("demo/half", ...)
half(n) is not written yet: the lesson goes on with the package's version.
"""

from __future__ import annotations

import contextlib
import copy
import io
import math
import numbers
import reprlib
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

MAX_DEPTH = 200          # deeper nesting than this "differs" (no lesson value is nearly this deep)
MAX_ITEMS = 2_000_000    # more items compared than this "differs" (a lesson value holds far fewer)
SHOWN = 60               # characters of the student's result shown in the sentence
TOLERANCE = 1e-9         # floats this close (absolutely or relatively) are equal


@dataclass(frozen=True)
class _Step:
    reference: Any
    describe: str
    cases: tuple[tuple, ...] | None
    compare: Callable[[Any, Any], bool] | None


_STEPS: dict[str, _Step] = {}


def register(key: str, *, reference: Any, describe: str, cases: Any = None,
             compare: Callable[[Any, Any], bool] | None = None) -> None:
    """Register the package's version of a build step (registering a key again replaces it).

    ``key`` is ``"lesson-slug/name"`` (``"markov-chain/step"``); ``reference`` a
    value or a callable; ``describe`` what the student builds, in words
    (``"step(state)"``); ``cases`` (required for a callable) the argument
    tuples to compare on; ``compare(student_result, reference_result) -> bool``
    replaces the default comparison.  A bad registration is a bug in the
    lesson: it raises ``ValueError`` or ``TypeError`` at import time.

    Examples
    --------
    >>> from boardgames.lessons.builds import register
    >>> register("demo/space", reference=[(1, 1), (1, 2)], describe="the sample space")
    >>> register("demo/step", reference=abs, describe="step(x)")
    Traceback (most recent call last):
        ...
    ValueError: demo/step: a callable reference needs cases (argument tuples to compare on)
    """
    if not isinstance(key, str) or key.count("/") != 1 or not all(key.split("/")):
        raise ValueError(f"a build key is 'lesson-slug/name', not {key!r}")
    if not isinstance(describe, str) or not describe.strip():
        raise ValueError(f"{key}: describe says in words what the student builds, e.g. 'step(state)'")
    if compare is not None and not callable(compare):
        raise TypeError(f"{key}: compare must be a function (student_result, reference_result) -> bool")
    if callable(reference):
        if cases is None:
            raise ValueError(f"{key}: a callable reference needs cases (argument tuples to compare on)")
        cases = tuple(cases)
        if not cases or not all(isinstance(case, tuple) for case in cases):
            raise ValueError(f"{key}: cases must be a non-empty sequence of argument tuples")
    elif cases is not None:
        raise ValueError(f"{key}: cases are for a callable reference; this one is a value")
    _STEPS[key] = _Step(reference, describe.strip(), cases, compare)


def registered() -> list[str]:
    """The registered build keys, sorted.

    Examples
    --------
    >>> from boardgames.lessons.builds import register, registered
    >>> register("demo/faces", reference=[1, 2, 3, 4, 5, 6], describe="the list of faces")
    >>> "demo/faces" in registered()
    True
    """
    return sorted(_STEPS)


# --------------------------------------------------------------------- comparing
class _TooBig(Exception):
    """The comparison went past MAX_DEPTH or MAX_ITEMS."""


def _is_exact(x: Any) -> bool:
    return isinstance(x, (int, Fraction)) and not isinstance(x, bool)


def _same_number(a: Any, b: Any) -> bool:
    if _is_exact(a) and _is_exact(b):
        return a == b
    try:
        fa, fb = float(a), float(b)
    except (TypeError, ValueError, OverflowError):
        return False
    if math.isnan(fa) or math.isnan(fb):
        return math.isnan(fa) and math.isnan(fb)
    return math.isclose(fa, fb, rel_tol=TOLERANCE, abs_tol=TOLERANCE)


def _same(student: Any, reference: Any, depth: int, budget: list[int]) -> bool:
    budget[0] -= 1
    if depth > MAX_DEPTH or budget[0] < 0:
        raise _TooBig
    if isinstance(reference, bool) or isinstance(student, bool):
        return type(student) is type(reference) and student == reference
    if isinstance(reference, numbers.Number) and not isinstance(reference, complex):
        return isinstance(student, numbers.Number) and _same_number(student, reference)
    if isinstance(reference, dict):
        if not isinstance(student, dict) or len(student) != len(reference):
            return False
        if set(student) != set(reference):
            return False
        return all(_same(student[k], v, depth + 1, budget) for k, v in reference.items())
    if isinstance(reference, (list, tuple)):
        kind = list if isinstance(reference, list) else tuple
        if not isinstance(student, kind) or len(student) != len(reference):
            return False
        return all(_same(s, r, depth + 1, budget) for s, r in zip(student, reference, strict=True))
    if isinstance(reference, (set, frozenset)):
        if not isinstance(student, (set, frozenset)) or len(student) != len(reference):
            return False
        budget[0] -= len(reference)
        if budget[0] < 0:
            raise _TooBig
        return bool(student == reference)
    result = student == reference
    return result if isinstance(result, bool) else bool(result)


def _agrees(step: _Step, student: Any, reference: Any) -> bool:
    """Does the student's result agree with the reference's? Never raises."""
    try:
        if step.compare is not None:
            return bool(step.compare(student, reference))
        return _same(student, reference, 0, [MAX_ITEMS])
    except (Exception, SystemExit):      # a raising __eq__, a too-big or too-deep answer: "differs"
        return False


# ---------------------------------------------------------------------- showing
_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxlist, _SHORT.maxtuple, _SHORT.maxdict = 3, 4, 4, 3
_SHORT.maxset = _SHORT.maxfrozenset = 4
_SHORT.maxstring, _SHORT.maxother, _SHORT.maxlong = 30, 30, 30


def _show(value: Any) -> str:
    """A short repr of a student's value, whatever it is (never raises, at most SHOWN characters)."""
    try:
        if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
            return f"a whole number of {value.bit_length()} bits"
        text = _SHORT.repr(value)
    except (Exception, SystemExit):
        text = f"a {type(value).__name__} that cannot be shown"
    text = " ".join(str(text).split())
    return text if len(text) <= SHOWN else text[:SHOWN - 3] + "..."


def _show_case(case: tuple) -> str:
    return _show(case[0]) if len(case) == 1 else _show(case)


class _Sink(io.TextIOBase):
    """Swallows what a candidate prints while it is tried (without keeping it)."""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        return len(text)


def _quietly(function: Callable, case: tuple) -> tuple[bool, Any]:
    """(True, result) or (False, the exception) of ``function(*deepcopy(case))``, printing nothing."""
    sink = _Sink()
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            return True, function(*copy.deepcopy(case))
    except (Exception, SystemExit) as error:
        return False, error


def _error_name(error: BaseException) -> str:
    try:
        detail = " ".join(str(error).split())
    except (Exception, SystemExit):
        detail = ""
    name = type(error).__name__
    if not detail:
        return name
    return f"{name} ({detail[:SHOWN - 3]}...)" if len(detail) > SHOWN else f"{name} ({detail})"


# ------------------------------------------------------------------------ build
def _verdict(step: _Step, candidate: Any) -> str | None:
    """None when the candidate matches, else why not (the middle of the sentence)."""
    if candidate is None or candidate is ...:
        return "is not written yet"
    if step.cases is None:                                  # a value
        if callable(candidate) and not callable(step.reference):
            return "is a function where a value is wanted"
        return None if _agrees(step, candidate, step.reference) else "differs from the package's"
    if not callable(candidate):
        return "is not a function"
    returned_none = 0
    for case in step.cases:
        ok, want = _quietly(step.reference, case)
        if not ok:                                          # the reference itself fails: a lesson bug
            raise RuntimeError(f"the package's {step.describe} fails on {_show_case(case)}: "
                               f"{_error_name(want)}") from want
        ok, got = _quietly(candidate, case)
        if not ok:
            return f"raises {_error_name(got)} on {_show_case(case)}"
        if got is None and want is not None:
            returned_none += 1
            continue
        if not _agrees(step, got, want):
            return f"differs from the package's on {_show_case(case)} (yours gives {_show(got)})"
    if returned_none == len(step.cases):
        return "is not written yet (it returns None)"
    if returned_none:
        return "returns None on some cases (is a return missing?)"
    return None


def build(key: str, candidate: Any = ...) -> Any:
    """Return the student's ``candidate`` when it matches the registered reference, else the reference.

    Prints one sentence either way.  Never raises for anything the student
    wrote; an unknown ``key`` raises ``KeyError`` (a bug in the lesson).

    Examples
    --------
    >>> from boardgames.lessons.builds import build, register
    >>> register("demo/faces", reference=[1, 2, 3, 4, 5, 6], describe="the list of faces")
    >>> faces = build("demo/faces", [1, 2, 3, 4, 5, 6])
    the list of faces matches the package's: the lesson goes on with yours.
    >>> faces = build("demo/faces", [1, 2, 3])
    the list of faces differs from the package's: the lesson goes on with the package's version.
    >>> faces
    [1, 2, 3, 4, 5, 6]
    """
    if not isinstance(key, str) or key not in _STEPS:
        lesson = str(key).split("/")[0]
        known = [k for k in sorted(_STEPS) if k.startswith(lesson + "/")] or sorted(_STEPS)
        raise KeyError(f"no build step {key!r}; registered: {', '.join(known) or 'none'}")
    step = _STEPS[key]
    why = _verdict(step, candidate)
    if why is None:
        print(f"{step.describe} matches the package's: the lesson goes on with yours.")
        return candidate
    print(f"{step.describe} {why}: the lesson goes on with the package's version.")
    return step.reference if step.cases is not None else copy.deepcopy(step.reference)
