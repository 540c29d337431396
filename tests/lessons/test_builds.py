"""build(): whatever the student wrote, the lesson goes on, with one sentence and never an exception."""

from __future__ import annotations

import contextlib
import io
import os
import sys
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgames.lessons import build, register
from boardgames.lessons.builds import registered


def _reference_step(state):
    """A small transition rule: (a, b, c) -> a new tuple, plus a dict and a Fraction."""
    a, b, c = state
    return (b, c, (a + b + c) % 3), {"total": a + b + c}, Fraction(a + 1, b + 1)


CASES = [(0, 2, 1), (1, 1, 1), (2, 0, 0)]
SPACE = [(r, b) for r in range(1, 7) for b in range(1, 7)]

register("test-builds/step", reference=_reference_step, describe="step(state)",
         cases=[(case,) for case in CASES])
register("test-builds/space", reference=SPACE, describe="the sample space")
register("test-builds/mean", reference=lambda xs: sum(xs) / len(xs), describe="mean(xs)",
         cases=[([1, 2, 3],), ([0.1, 0.2],)])


def _run(key, candidate):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        got = build(key, candidate)
    return got, out.getvalue()


def _one_sentence(printed: str) -> bool:
    return printed.count("\n") == 1 and printed.endswith(".\n") and printed.count(": the lesson goes on") == 1


# ----------------------------------------------------------------- hostile candidates
class Nasty:
    """An object whose every dunder a comparison or a repr might call raises."""

    def __eq__(self, other):
        raise RuntimeError("eq")

    def __ne__(self, other):
        raise RuntimeError("ne")

    def __hash__(self):
        raise RuntimeError("hash")

    def __repr__(self):
        raise RuntimeError("repr")

    def __str__(self):
        raise RuntimeError("str")

    def __bool__(self):
        raise RuntimeError("bool")

    def __len__(self):
        raise RuntimeError("len")

    def __float__(self):
        raise RuntimeError("float")


def _deep(n):
    value: list = []
    for _ in range(n):
        value = [value]
    return value


def _self_holding():
    value: list = [1, 2]
    value.append(value)
    return value


def _recurse(state):
    return _recurse(state)


def _prints_a_lot(state):
    print("x" * 10_000)
    print("y", file=sys.stderr)
    return _reference_step(state)


def _mutates(state):
    if isinstance(state, list):
        state.clear()
    return None


def _exits(state):
    raise SystemExit(3)


def _huge(state):
    return list(range(1_000_000))


def _huge_int(state):
    return 10 ** 5000


# values hypothesis mixes in: anything a student might hand back
LEAVES = st.one_of(
    st.none(), st.just(...), st.booleans(), st.integers(), st.floats(allow_nan=True),
    st.fractions(), st.text(max_size=20), st.binary(max_size=10), st.complex_numbers(),
    st.builds(Nasty), st.just(float("inf")), st.just(10 ** 400),
)
VALUES = st.recursive(
    LEAVES,
    lambda children: st.one_of(st.lists(children, max_size=5), st.tuples(children, children),
                               st.dictionaries(st.integers(-3, 3), children, max_size=4),
                               st.frozensets(st.integers(), max_size=4)),
    max_leaves=20,
)
HOSTILE = [None, ..., _recurse, _prints_a_lot, _mutates, _exits, _huge, _huge_int, Nasty(), _deep(5_000),
           _self_holding(), "step", 42, [], {}, print, len, type, lambda *args, **kwargs: None, lambda: 1]
FIXED = st.integers(0, len(HOSTILE) - 1).map(HOSTILE.__getitem__)    # by index: Nasty cannot be shown


@st.composite
def candidates(draw):
    """A candidate: a fixed hostile one, a value, a function returning a value, or one raising."""
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return draw(FIXED)
    value = draw(VALUES)
    if kind == 1:
        return value
    if kind == 2:
        return lambda *args: value
    error = draw(st.sampled_from([ValueError, TypeError, ZeroDivisionError, KeyError, RecursionError,
                                  MemoryError, AttributeError, IndexError, StopIteration, Exception]))
    message = draw(st.text(max_size=300))

    def raises(*args):
        raise error(message)
    return raises


HOSTILE_RUNS = int(os.environ.get("LESSONS_FUZZ_EXAMPLES", "400"))     # the report quotes a longer run


@settings(max_examples=HOSTILE_RUNS, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(key=st.sampled_from(["test-builds/step", "test-builds/space", "test-builds/mean"]), candidate=candidates())
def test_build_never_raises_for_a_student_candidate_and_says_one_sentence(key, candidate):
    got, printed = _run(key, candidate)
    assert _one_sentence(printed), printed
    assert len(printed) < 400                        # a short prefix of the student's result at most
    if "the package's version" in printed:
        if key == "test-builds/space":
            assert got == SPACE and got is not SPACE  # a copy: changing it cannot change the reference
        else:
            assert got is not candidate
    else:
        assert got is candidate


def test_the_reference_comes_back_when_the_blank_is_left():
    for blank in (None, ...):
        got, printed = _run("test-builds/step", blank)
        assert got is _reference_step
        assert printed == "step(state) is not written yet: the lesson goes on with the package's version.\n"

    def step(state):
        ...  # your code here
    got, printed = _run("test-builds/step", step)
    assert got is _reference_step
    assert "is not written yet (it returns None)" in printed
    got, printed = _run("test-builds/space", ...)
    assert got == SPACE


def test_a_right_candidate_is_kept():
    def step(state):
        a, b, c = state
        return (b, c, (a + b + c) % 3), {"total": a + b + c}, Fraction(a + 1, b + 1)
    got, printed = _run("test-builds/step", step)
    assert got is step and printed == "step(state) matches the package's: the lesson goes on with yours.\n"
    space = [(r, b) for r in range(1, 7) for b in range(1, 7)]
    assert _run("test-builds/space", space)[0] is space
    mean = _run("test-builds/mean", lambda xs: sum(xs) / len(xs) + 1e-12)[0]   # floats within 1e-9
    assert mean([4, 6]) == 5 + 1e-12


def test_a_wrong_candidate_is_named_with_the_case_and_its_own_result_only():
    def step(state):
        return state
    got, printed = _run("test-builds/step", step)
    assert got is _reference_step
    assert printed.startswith("step(state) differs from the package's on (0, 2, 1) (yours gives (0, 2, 1))")
    assert "total" not in printed                    # the reference's result is never shown

    def crashes(state):
        return 1 / 0
    printed = _run("test-builds/step", crashes)[1]
    assert "raises ZeroDivisionError (division by zero) on (0, 2, 1)" in printed
    assert "raises RecursionError" in _run("test-builds/step", _recurse)[1]
    assert "is not a function" in _run("test-builds/step", 42)[1]
    assert "a function where a value is wanted" in _run("test-builds/space", len)[1]


def test_a_candidate_cannot_change_the_cases_or_the_reference():
    register("test-builds/sum", reference=sum, describe="total(xs)", cases=[([1, 2, 3],)])
    _run("test-builds/sum", _mutates)
    got, printed = _run("test-builds/sum", lambda xs: sum(xs))
    assert "matches" in printed                      # the case [1, 2, 3] was not cleared
    space, _ = _run("test-builds/space", None)
    space.clear()
    assert _run("test-builds/space", None)[0] == SPACE


def test_an_unknown_key_is_a_lesson_bug_and_raises_key_error():
    with pytest.raises(KeyError, match="no build step"):
        build("test-builds/nope", 1)
    with pytest.raises(KeyError):
        build(None, 1)


def test_a_bad_registration_raises_at_import_time():
    with pytest.raises(ValueError):
        register("no-slash", reference=1, describe="x")
    with pytest.raises(ValueError):
        register("a/b", reference=1, describe=" ")
    with pytest.raises(ValueError):
        register("a/b", reference=abs, describe="abs(x)")
    with pytest.raises(ValueError):
        register("a/b", reference=abs, describe="abs(x)", cases=[1, 2])
    with pytest.raises(ValueError):
        register("a/b", reference=1, describe="one", cases=[(1,)])
    with pytest.raises(TypeError):
        register("a/b", reference=1, describe="one", compare=3)
    assert "a/b" not in registered()


def test_a_custom_compare_that_raises_means_differs():
    register("test-builds/custom", reference=[3, 1, 2], describe="the faces",
             compare=lambda mine, ref: sorted(mine) == sorted(ref))
    assert "matches" in _run("test-builds/custom", [1, 2, 3])[1]
    assert "differs" in _run("test-builds/custom", [1, "a"])[1]          # sorted() raises TypeError


def test_the_lesson_references_are_registered_under_lesson_keys():
    from boardgames.lessons import EXERCISES
    slugs = {key.split("/")[0] for key in EXERCISES}
    for key in registered():
        if not key.startswith(("test-builds/", "demo/")):
            assert key.split("/")[0] in slugs, f"{key} is not under a lesson slug of answers.py"
