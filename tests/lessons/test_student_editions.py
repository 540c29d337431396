"""What students get: each lesson's student edition holds no solution, no teacher note and no answer, no
output printed before an exercise answers it, and the edition runs to the end with every blank left.

Issue #25 items 1-3.  The student edition is made by ``boardgames.lessons.editions.student_edition``
(the one place that makes it).  An answer is "on the page" when a number printed there is one the checker
accepts as the answer (``answer_forms.py``: every usual printed form, ``5/36``, ``0.139``, ``13.9%``,
``147,456``...), skipping forms too short to be evidence: whole numbers below 100 and fractions of two
one-digit numbers (``6``, ``36``, ``1/6`` are on every page about dice), and decimals of fewer than 3
significant figures (``0.25``, which the checker refuses unless exactly right).  A True/False answer
cannot be spotted in a text and is not scanned.

The slow test runs every student edition top to bottom in a kernel with every blank left as it is
(``pytest -m slow tests/lessons/test_student_editions.py``); a failure names the lesson, the cell and the
error.
"""

from __future__ import annotations

import ast
import json
import re
import textwrap
from fractions import Fraction
from pathlib import Path

import pytest
from answer_forms import is_evidence, printed, shows, tokens

from boardgames.lessons import EXERCISES
from boardgames.lessons.editions import BEGIN, END, leaks, student_edition

NOTEBOOKS = Path(__file__).resolve().parent.parent.parent / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("lesson-*.ipynb"), key=lambda p: int(p.name.split("-")[1]))
CHECK = re.compile(r"""check\(\s*["']([^"']+)["']""")


def _source(cell) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else src


def _tags(cell) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _keys(notebook) -> list[str]:
    """The exercises a lesson checks, in the order their check cells come."""
    keys: list[str] = []
    for cell in notebook["cells"]:
        for key in CHECK.findall(_source(cell)):
            if key in EXERCISES and key not in keys:
                keys.append(key)
    return keys


def _output_text(output) -> str:
    """The text a student sees in one saved output (a figure's titles, names and notes; not its data)."""
    if output.get("output_type") == "stream":
        return _source({"source": output.get("text", "")})
    data = output.get("data", {})
    plotly = data.get("application/vnd.plotly.v1+json")
    if plotly is not None:
        layout = plotly.get("layout", {})
        words = [trace.get("name") or "" for trace in plotly.get("data", [])]
        words += [str(layout.get("title", {}).get("text", "")) if isinstance(layout.get("title"), dict)
                  else str(layout.get("title", ""))]
        words += [str(a.get("text", "")) for a in layout.get("annotations", [])]
        for axis in ("xaxis", "yaxis"):
            title = layout.get(axis, {}).get("title", {})
            words.append(str(title.get("text", "")) if isinstance(title, dict) else str(title))
        return "\n".join(words)
    parts = [_source({"source": data.get(kind, "")}) for kind in ("text/plain", "text/markdown")]
    parts.append(re.sub(r"<[^>]+>", " ", _source({"source": data.get("text/html", "")})))
    return "\n".join(parts)


# ------------------------------------------------------------------ no answer on the page
@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_the_student_edition_holds_no_solution_no_teacher_note_and_no_answer(path):
    teacher = _load(path)
    student = student_edition(teacher)
    assert leaks(student) == [], f"{path.name}: {leaks(student)}"
    text = "\n".join(_source(cell) for cell in student["cells"])
    assert BEGIN not in text and END not in text and "For the teacher" not in text
    found = [f"{key}'s answer as {shown!r}" for key in _keys(teacher) for shown in shows(key, text)]
    assert not found, f"{path.name}: the student edition shows " + "; ".join(found)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_no_output_before_an_exercise_prints_its_answer(path):
    """The teacher edition's saved outputs of the cells before each exercise's check cell (solutions and
    teacher notes left out, as in the student edition) do not print that exercise's answer."""
    teacher = _load(path)
    found = []
    for key in _keys(teacher):
        for i, cell in enumerate(teacher["cells"]):
            if cell["cell_type"] != "code" or {"solution", "teacher"} & set(_tags(cell)):
                continue
            if key in CHECK.findall(_source(cell)):
                break                                               # the exercise's own check cell
            for output in cell.get("outputs", []):
                for shown in shows(key, _output_text(output)):
                    found.append(f"cell {i} prints {shown!r}, the answer of {key}")
    assert not found, f"{path.name}: " + "; ".join(found)


def test_an_answer_planted_in_a_lesson_is_found_in_the_text_and_in_an_output(tmp_path):
    """The scans are not vacuous: every evidence-length printed form of an answer, planted in a small
    lesson's markdown or in an output before its exercise, is found."""
    key = next(k for k, ex in EXERCISES.items() if ex.kind == "number" and Fraction(ex.answer).denominator > 9)
    forms = [f for f in printed(EXERCISES[key].answer) if all(is_evidence(m) for _, m in tokens(f))]
    assert forms
    for form in forms:
        notebook = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": f"We found {form} last time."},
            {"cell_type": "code", "metadata": {}, "execution_count": 1, "source": "print(result)",
             "outputs": [{"output_type": "stream", "name": "stdout", "text": f"result: {form}\n"}]},
            {"cell_type": "code", "metadata": {}, "execution_count": 2, "outputs": [],
             "source": f'answer = ...\ncheck("{key}", answer)'}]}
        path = tmp_path / "lesson-0-planted.ipynb"
        path.write_text(json.dumps(notebook))
        with pytest.raises(AssertionError, match="shows"):
            test_the_student_edition_holds_no_solution_no_teacher_note_and_no_answer(path)
        with pytest.raises(AssertionError, match="prints"):
            test_no_output_before_an_exercise_prints_its_answer(path)
    figure = {"data": {"application/vnd.plotly.v1+json": {"data": [{"name": f"exact {forms[0]}", "y": [0.5]}],
                                                          "layout": {"title": {"text": "t"}}}}}
    assert forms[0] in _output_text(figure)


# ------------------------------------------------------------------ build steps that cannot cascade
def _blocks(source: str) -> list[tuple[int, int]]:
    """The (first, last) line numbers (1-based) of each solution block of a cell, markers included."""
    lines, out, start = source.splitlines(), [], None
    for n, line in enumerate(lines, 1):
        if line.strip().startswith(BEGIN):
            start = n
        elif line.strip().startswith(END) and start is not None:
            out.append((start, n))
            start = None
    return out


def _targets(node) -> set[str]:
    """The names a statement assigns to (``x = ``, ``x[i] += ``, ``a = b = ``, ``def f``)."""
    names = set()
    if isinstance(node, ast.FunctionDef | ast.ClassDef):
        return {node.name}
    for sub in ast.walk(node):
        targets = []
        if isinstance(sub, ast.Assign):
            targets = sub.targets
        elif isinstance(sub, ast.AugAssign | ast.AnnAssign):
            targets = [sub.target]
        for target in targets:
            names |= _stored(target)
    return names


def _stored(target) -> set[str]:
    """The variable an assignment target changes: ``x``, ``x`` of ``x[i]`` or ``x.a``, each of ``a, b``."""
    while isinstance(target, ast.Subscript | ast.Attribute | ast.Starred):
        target = target.value
    if isinstance(target, ast.Tuple | ast.List):
        return {name for element in target.elts for name in _stored(element)}
    return {target.id} if isinstance(target, ast.Name) else set()


def _built_names(source: str) -> set[str]:
    """What the solution blocks of a (teacher) cell make: the names a later cell would use."""
    tree = ast.parse(_magicless(source))
    made = set()
    for first, last in _blocks(source):
        for node in tree.body:
            end = getattr(node, "end_lineno", node.lineno)
            if node.lineno <= last and end >= first:              # a statement around or inside the block
                made |= _targets(node)
    return made


def _loads(node) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def _is_build_of(node, name: str) -> bool:
    return (isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets)
            and isinstance(node.value, ast.Call) and getattr(node.value.func, "id", "") == "build")


def _only_checked(node, name: str) -> bool:
    """Is ``name`` used here only as the answer handed to check(...)?"""
    calls = [n for n in ast.walk(node) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "check"]
    inside = {id(leaf) for call in calls for arg in call.args[1:] for leaf in ast.walk(arg)}
    return all(id(leaf) in inside for leaf in ast.walk(node) if isinstance(leaf, ast.Name) and leaf.id == name)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_every_blank_goes_through_build_before_a_later_cell_uses_it(path):
    """What a student builds in a blank is handed to build() before anything uses it (BUILDS_API.md), so
    a blank left empty cannot break or silently change a later cell (a plotted simulation of zeros)."""
    teacher = _load(path)
    cells = [c for c in teacher["cells"] if c["cell_type"] == "code" and not {"solution", "teacher"} & set(_tags(c))]
    missing = []
    for i, cell in enumerate(cells):
        source = _source(cell)
        if BEGIN not in source:
            continue
        last_line = _blocks(source)[-1][1]
        after = [node for node in ast.parse(_magicless(source)).body if node.lineno > last_line]
        after += [node for later in cells[i + 1:] for node in ast.parse(_magicless(_source(later))).body]
        for name in sorted(_built_names(source)):
            for node in after:
                if name in _loads(node) or _is_build_of(node, name):
                    if not _is_build_of(node, name) and not _only_checked(node, name):
                        missing.append(f"{name!r} (built in cell {teacher['cells'].index(cell)}) is used "
                                       f"before build(): {ast.unparse(node)[:80]!r}")
                    break
    assert not missing, f"{path.name}: " + "; ".join(missing)


def _magicless(source: str) -> str:
    """A cell's source with IPython's ``%magic`` and ``!shell`` lines made comments (for ast)."""
    return "\n".join("#" + line if line.lstrip().startswith(("%", "!")) else line
                     for line in textwrap.dedent(source).splitlines())


# ------------------------------------------------------------------ run with every blank left
def _zero_simulations(output) -> list[str]:
    """The figures in an output whose simulated trace is all zeros (a blank plotted as if it were data)."""
    plotly = output.get("data", {}).get("application/vnd.plotly.v1+json")
    if plotly is None:
        return []
    found = []
    for trace in plotly.get("data", []):
        name = str(trace.get("name") or "")
        ys = trace.get("y")
        if ("simulat" in name.lower() or "so far" in name.lower()) and isinstance(ys, list) and ys \
                and all(isinstance(y, int | float) and y == 0 for y in ys):
            found.append(name)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_the_student_edition_runs_to_the_end_with_every_blank_left(path):
    """The student edition, blanks as they are, runs top to bottom in a kernel with no error, and no figure
    plots a simulation of zeros (issue #25 item 3)."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    student = nbformat.from_dict(student_edition(_load(path)))
    client = NotebookClient(student, timeout=600, kernel_name="python3", allow_errors=False,
                            resources={"metadata": {"path": str(NOTEBOOKS)}})
    try:
        client.execute()
    except CellExecutionError as error:
        pytest.fail(f"{path.name}: a cell fails with every blank left: {str(error)[-1500:]}")
    zeros = [f"cell {i}: {name}" for i, cell in enumerate(student.cells) if cell.cell_type == "code"
             for output in cell.get("outputs", []) for name in _zero_simulations(output)]
    assert not zeros, f"{path.name}: a figure plots a zero simulation: {zeros}"
