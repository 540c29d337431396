"""Exercise checking for the probability lessons in ``notebooks/lesson-*.ipynb``.

A student writes an answer in a cell and checks it::

    from boardgames.lessons import check
    check("two-dice/1", Fraction(5, 36))      # prints whether it is right, with a hint if not

Answers may be a :class:`fractions.Fraction`, an int, a float (compared within
a tolerance), a sympy number, a string such as ``"5/36"``, or for some
exercises a word, a set or ``True``/``False``.  The worked solutions are in
hidden cells of each notebook; this module only holds the expected answers and
the hints, so that a teacher can see them all in one place::

    from boardgames.lessons import exercises
    exercises("two-dice")                     # every exercise of lesson 1, with its question
"""

from __future__ import annotations

from .answers import EXERCISES, Exercise
from .checking import Verdict, check, exercises, is_correct, to_number

__all__ = ["EXERCISES", "Exercise", "Verdict", "check", "exercises", "is_correct", "to_number"]
