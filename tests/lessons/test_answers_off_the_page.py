"""No feedback of the checker names the answer of any exercise (issue #25: "the checker leaks").

For every exercise, the checker is fed every other exercise's answer and each of
its own listed mistakes, and what it says must not print any exercise's answer
in a form long enough to be evidence (see ``answer_forms.py``: whole numbers
from 100, fractions with a part of two digits or more, decimals and percentages
with 3 significant figures: the forms the checker itself would accept).

Small numbers are everywhere in a lesson about dice (2 dice, 6 faces, turn 0),
so they are not scanned; the leak they make is caught another way: a listed
mistake must not *be* another exercise's answer of the same lesson, because its
aimed message tells the student what that value is ("4 is the median" on
exercise 2 names exercise 4's answer, "that is what the choice gives" names
exercise 3's).  True/False and word answers cannot be spotted in a text and are
left out of the scan (they are fed as inputs all the same).  The checker's own
sentences are scanned too: they hold no number that could be an answer.

H3 and H4 run this file on their lessons: a failure names the exercise, the
input's message and the answer it shows.
"""

from __future__ import annotations

import pytest
from answer_forms import answers_of, lesson_of, printed, shows

from boardgames.lessons import EXERCISES, feedback, is_correct

KEYS = list(EXERCISES)
LESSONS = sorted({lesson_of(k) for k in KEYS})
# A mistake that equals another exercise's answer by coincidence, whose message does not say what that
# other exercise asks (e.g. "that is the reverse question" where the other exercise asks something else):
# (exercise, the other exercise) -> why its message gives nothing away.  Reviewed one by one; keep it short.
COINCIDENCES: dict[tuple[str, str], str] = {}


def _inputs(key: str) -> list:
    """What the checker of ``key`` is fed: every other exercise's answer and its own mistakes."""
    inputs = [EXERCISES[other].answer for other in KEYS if other != key]
    inputs += [wrong for wrong, _ in EXERCISES[key].mistakes]
    return inputs


def _leaks_in(key: str) -> list[str]:
    found = []
    said = {feedback(key, answer) for answer in _inputs(key) if not is_correct(key, answer)}
    for text in sorted(said):
        for other in KEYS:
            for shown in shows(other, text):
                found.append(f"{key}: says {text!r}, which shows {shown} = the answer of {other}")
    return found


@pytest.mark.parametrize("lesson", LESSONS)
def test_no_feedback_names_the_answer_of_any_exercise(lesson):
    leaks = [leak for key in KEYS if lesson_of(key) == lesson for leak in _leaks_in(key)]
    assert not leaks, "\n".join(leaks)


@pytest.mark.parametrize("lesson", LESSONS)
def test_no_listed_mistake_is_the_answer_of_another_exercise_of_the_lesson(lesson):
    found = []
    for key in answers_of(lesson):
        for wrong, says in EXERCISES[key].mistakes:
            for other in answers_of(lesson):
                if other != key and is_correct(other, wrong) and (key, other) not in COINCIDENCES:
                    found.append(f"{key}: the mistake {wrong!r} ({says!r}) is the answer of {other}")
    assert not found, "\n".join(found)


def test_the_scan_finds_an_answer_in_each_usual_printed_form():
    # a check of the checker of this test: every evidence-length form of an answer is found
    for key in KEYS:
        ex = EXERCISES[key]
        if ex.kind != "number":
            continue
        for form in printed(ex.answer):
            assert shows(key, f"it is {form} here", strict=True), f"{key}: the form {form!r} is not found"
            if not any(c in form for c in ".e%"):            # 5/361 is not 5/36, 1471 is not 147
                assert shows(key, f"it is {form}1 here", strict=True) == [], f"{key}: {form}1 is found"
