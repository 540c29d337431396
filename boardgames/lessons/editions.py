"""Student and teacher editions of a lesson, from one source notebook.

The source is the committed notebook in ``notebooks/`` and it *is* the teacher
edition: it holds the worked solutions, the teacher's notes (timing, where the
answers to the discussion questions are) and its saved outputs, and nbval runs
it.  The student edition is made from it by removing what a student must not
see, with the markers of nbgrader (the tool many courses already use), so a
teacher who uses nbgrader can also feed the same source to
``nbgrader generate_assignment``:

* a code cell tagged ``solution`` (a worked solution) is removed;
* a markdown cell tagged ``teacher`` (timing and answers) is removed;
* inside a code cell, the lines between ``### BEGIN SOLUTION`` and
  ``### END SOLUTION`` are replaced by a line ``...  # your code here``
  indented like the code it replaces (a "build it yourself" step);
* every output and execution count is cleared, so the student runs the
  notebook themselves; the exercise checks (``check("lesson/n", answer)``)
  stay, and answer ``...`` until the student writes one.

Why not otter-grader or nbgrader itself: ``otter assign`` writes its student
checks as ``grader.check("q1")`` calls that need the otter-grader package and
its test files in the student's kernel, and nbgrader is a server-side course
tool (it assigns, collects and grades); neither was installed or tried in
JupyterLite's Pyodide kernel here, where these lessons must also run.  The
checks here live in the package (:mod:`boardgames.lessons`), which the
JupyterLite site already installs, so a student edition needs nothing else,
and the source keeps nbgrader's solution markers so that nbgrader can still
be used on it.  This module only uses the standard library and the plain
JSON layout of a notebook, so it runs in JupyterLite too.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
BLANK = "...  # your code here"
SOLUTION_TAG = "solution"
TEACHER_TAG = "teacher"
_BLOCK = re.compile(r"^([ \t]*)### BEGIN SOLUTION[ \t]*\n.*?^[ \t]*### END SOLUTION[ \t]*(\n|$)",
                    re.MULTILINE | re.DOTALL)


def _source(cell: dict[str, Any]) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else str(src)


def _tags(cell: dict[str, Any]) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def blank_solutions(source: str) -> str:
    """``source`` with every ``### BEGIN SOLUTION`` ... ``### END SOLUTION`` block replaced by a blank.

    A BEGIN without its END (or the other way round) is an error in the
    source notebook: it raises ``ValueError`` rather than leak a solution.

    Examples
    --------
    >>> from boardgames.lessons.editions import blank_solutions
    >>> cell = ("totals = roll_totals(1000)\\n"
    ...         "### BEGIN SOLUTION\\n"
    ...         "sevens = sum(t == 7 for t in totals)\\n"
    ...         "### END SOLUTION\\n"
    ...         "print(sevens)")
    >>> blank_solutions(cell).splitlines()
    ['totals = roll_totals(1000)', '...  # your code here', 'print(sevens)']
    >>> blank_solutions("### BEGIN SOLUTION\\nsevens = 168\\n")
    Traceback (most recent call last):
        ...
    ValueError: a ### BEGIN SOLUTION without its ### END SOLUTION (or the reverse)
    """
    def blank(match: re.Match) -> str:
        inside = match.group(0).splitlines()[1:-1]
        widths = [len(line) - len(line.lstrip()) for line in inside if line.strip()]
        indent = min(widths) if widths else len(match.group(1))   # the code's own indentation
        return " " * indent + BLANK + match.group(2)

    out = _BLOCK.sub(blank, source)
    if BEGIN in out or END in out:
        raise ValueError("a ### BEGIN SOLUTION without its ### END SOLUTION (or the reverse)")
    return out


def is_blank(cell: dict[str, Any]) -> bool:
    """Does this student cell ask the student to write something (a blank or ``answer = ...``)?

    Examples
    --------
    >>> from boardgames.lessons.editions import is_blank
    >>> is_blank({"cell_type": "code", "source": "answer = ..."})
    True
    >>> is_blank({"cell_type": "code", "source": "answer = p_sum(8)"})
    False
    """
    if cell.get("cell_type") != "code":
        return False
    src = _source(cell)
    return BLANK in src or re.search(r"^\s*answer\s*=\s*\.\.\.\s*$", src, re.MULTILINE) is not None


def student_edition(notebook: dict[str, Any]) -> dict[str, Any]:
    """The student edition of a lesson notebook (a notebook as a dict; the source is not changed).

    Examples
    --------
    >>> notebook = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
    ...     {"cell_type": "markdown", "metadata": {}, "source": "What is P(two dice total 8)?"},
    ...     {"cell_type": "code", "metadata": {"tags": ["solution"]}, "execution_count": 1,
    ...      "outputs": [], "source": "answer = p_sum(8)"},
    ...     {"cell_type": "markdown", "metadata": {"tags": ["teacher"]},
    ...      "source": "10 minutes; the answer is 5/36"},
    ...     {"cell_type": "code", "metadata": {}, "execution_count": 2,
    ...      "outputs": [{"output_type": "stream", "name": "stdout", "text": "correct!"}],
    ...      "source": "answer = ...\\ncheck('two-dice/1', answer)"}]}
    >>> from boardgames.lessons.editions import student_edition
    >>> student = student_edition(notebook)
    >>> [cell["cell_type"] for cell in student["cells"]]     # the solution and the notes are gone
    ['markdown', 'code']
    >>> student["cells"][1]["outputs"], student["cells"][1]["execution_count"]
    ([], None)
    >>> len(notebook["cells"])                               # the source is unchanged
    4
    """
    nb = copy.deepcopy(notebook)
    cells = []
    for cell in nb.get("cells", []):
        tags = _tags(cell)
        if SOLUTION_TAG in tags or TEACHER_TAG in tags:
            continue
        if cell.get("cell_type") == "code":
            cell["source"] = blank_solutions(_source(cell))
            cell["outputs"] = []
            cell["execution_count"] = None
            cell.get("metadata", {}).pop("execution", None)
        cells.append(cell)
    nb["cells"] = cells
    nb.setdefault("metadata", {}).pop("widgets", None)
    return nb


def leaks(notebook: dict[str, Any]) -> list[str]:
    """Where a student edition still shows a solution: a list of short descriptions (empty if none).

    Examples
    --------
    >>> notebook = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
    ...     {"cell_type": "markdown", "metadata": {}, "source": "What is P(two dice total 8)?"},
    ...     {"cell_type": "code", "metadata": {"tags": ["solution"]}, "execution_count": 1,
    ...      "outputs": [], "source": "answer = p_sum(8)"},
    ...     {"cell_type": "markdown", "metadata": {"tags": ["teacher"]},
    ...      "source": "10 minutes; the answer is 5/36"},
    ...     {"cell_type": "code", "metadata": {}, "execution_count": 2,
    ...      "outputs": [{"output_type": "stream", "name": "stdout", "text": "correct!"}],
    ...      "source": "answer = ...\\ncheck('two-dice/1', answer)"}]}
    >>> from boardgames.lessons.editions import leaks, student_edition
    >>> leaks(notebook)
    ["cell 1 is tagged ['solution']", "cell 2 is tagged ['teacher']", 'cell 3 has saved outputs']
    >>> leaks(student_edition(notebook))
    []
    """
    found = []
    for i, cell in enumerate(notebook.get("cells", [])):
        tags = _tags(cell)
        src = _source(cell)
        if SOLUTION_TAG in tags or TEACHER_TAG in tags:
            found.append(f"cell {i} is tagged {tags}")
        if BEGIN in src or END in src:
            found.append(f"cell {i} holds a solution marker")
        if cell.get("cell_type") == "code" and src.lstrip().startswith("# Solution"):
            found.append(f"cell {i} starts with '# Solution'")
        if cell.get("outputs"):
            found.append(f"cell {i} has saved outputs")
    return found


def write_student_edition(source: Path, target: Path) -> Path:
    """Read the lesson at ``source``, write its student edition to ``target`` (a file or a folder).

    Examples
    --------
    >>> notebook = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
    ...     {"cell_type": "markdown", "metadata": {}, "source": "What is P(two dice total 8)?"},
    ...     {"cell_type": "code", "metadata": {"tags": ["solution"]}, "execution_count": 1,
    ...      "outputs": [], "source": "answer = p_sum(8)"},
    ...     {"cell_type": "markdown", "metadata": {"tags": ["teacher"]},
    ...      "source": "10 minutes; the answer is 5/36"},
    ...     {"cell_type": "code", "metadata": {}, "execution_count": 2,
    ...      "outputs": [{"output_type": "stream", "name": "stdout", "text": "correct!"}],
    ...      "source": "answer = ...\\ncheck('two-dice/1', answer)"}]}
    >>> import json, tempfile
    >>> from pathlib import Path
    >>> from boardgames.lessons.editions import leaks, write_student_edition
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     source = Path(folder) / "lesson-1.ipynb"
    ...     _ = source.write_text(json.dumps(notebook))
    ...     written = write_student_edition(source, Path(folder) / "student")
    ...     print(written.relative_to(folder), leaks(json.loads(written.read_text())))
    student/lesson-1.ipynb []
    """
    source, target = Path(source), Path(target)
    if target.is_dir() or not target.suffix:
        target.mkdir(parents=True, exist_ok=True)
        target = target / source.name
    nb = json.loads(source.read_text(encoding="utf-8"))
    target.write_text(json.dumps(student_edition(nb), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return target
