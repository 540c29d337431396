"""Exercise checking for the probability lessons in ``notebooks/lesson-*.ipynb``.

A student writes an answer in a cell and checks it::

    from boardgames.lessons import check
    check("two-dice/1", Fraction(5, 36))      # prints whether it is right, with a hint if not

Answers may be a :class:`fractions.Fraction`, an int, a decimal with at
least 3 significant figures (``0.139``, ``"0,139"`` or ``"13.9%"`` for 5/36,
``16.67`` for 50/3), a float from a computation, a sympy or numpy number, a
string such as ``"5/36"``, a one-item tuple such as the package's own
``(10,)``, or for some exercises a word, a set or ``True``/``False`` (the rules:
:mod:`boardgames.lessons.checking`).  A wrong answer gets feedback aimed at the
mistake when it is a common one, else a hint at the method, never an answer;
anything typed gets feedback, nothing raises.  The worked solutions are in
hidden cells of each notebook; this module only holds the expected answers and
the hints, so that a teacher can see them all in one place::

    from boardgames.lessons import exercises
    exercises("two-dice")                     # every exercise of lesson 1, with its question

A step the student builds (a ``step()`` function, a sample space) goes through
:func:`build`, which returns the student's version if it matches the package's,
else the package's, saying so in one sentence (see :mod:`boardgames.lessons.builds`)::

    step = build("markov-chain/step", step)
"""

from __future__ import annotations

from . import references_early, references_late
from .answers import EXERCISES, Exercise
from .builds import build, register
from .checking import Verdict, check, exercises, feedback, is_correct, read_number, to_number

__all__ = ["EXERCISES", "Exercise", "Verdict", "build", "check", "exercises", "feedback", "is_correct",
           "read_number", "references_early", "references_late", "register", "to_number"]
