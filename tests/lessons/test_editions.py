"""Student editions: built from the committed lessons, they hold no solution and run up to the first blank."""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
from pathlib import Path

import pytest

from boardgames.lessons import EXERCISES
from boardgames.lessons.editions import (
    BLANK,
    blank_solutions,
    is_blank,
    leaks,
    student_edition,
    write_student_edition,
)

NOTEBOOKS = Path(__file__).resolve().parent.parent.parent / "notebooks"
LESSONS = sorted(NOTEBOOKS.glob("lesson-*.ipynb"))


def _source(cell):
    src = cell["source"]
    return "".join(src) if isinstance(src, list) else src


def test_there_are_twelve_lessons():
    assert len(LESSONS) == 12


def test_a_solution_block_becomes_a_blank_with_its_indentation():
    src = "x = 1\n    ### BEGIN SOLUTION\n    y = 2\n    ### END SOLUTION\nprint(x)"
    assert blank_solutions(src) == f"x = 1\n    {BLANK}\nprint(x)"
    inside_a_function = "def f(x):\n### BEGIN SOLUTION\n    if x:\n        return 1\n### END SOLUTION\n"
    assert blank_solutions(inside_a_function) == f"def f(x):\n    {BLANK}\n"
    compile(blank_solutions(inside_a_function), "cell", "exec")       # still a valid cell
    with pytest.raises(ValueError):
        blank_solutions("### BEGIN SOLUTION\nsecret = 1\n")


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_student_edition_holds_no_solution_and_keeps_every_check(path):
    teacher = json.loads(path.read_text())
    student = student_edition(teacher)
    assert leaks(student) == []
    for cell in student["cells"]:
        if cell["cell_type"] == "code":
            compile(_source(cell), f"{path.name} student cell", "exec")   # every cell is still valid Python
    text = "\n".join(_source(c) for c in student["cells"])
    for cell in teacher["cells"]:
        if "solution" in cell.get("metadata", {}).get("tags", []):
            body = [line for line in _source(cell).splitlines() if line.strip() and not line.startswith("#")
                    and not line.startswith("check(")]
            # a solution's own lines (its answer) must not survive elsewhere in the student edition
            assert any(line not in text for line in body), f"a solution of {path.name} is still visible"
    checked = set(re.findall(r'check\("([^"]+)"', text))
    keys = {k for k in re.findall(r'check\("([^"]+)"', "\n".join(_source(c) for c in teacher["cells"]))}
    assert checked == keys, "an exercise lost its check cell"
    assert keys and keys <= set(EXERCISES)
    assert len(student["cells"]) < len(teacher["cells"])
    # the teacher edition has the solutions: one per exercise
    solutions = [c for c in teacher["cells"] if "solution" in c.get("metadata", {}).get("tags", [])]
    assert len(solutions) == len(keys)


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_student_edition_runs_without_errors_up_to_the_first_blank(path, tmp_path, monkeypatch):
    written = write_student_edition(path, tmp_path)
    student = json.loads(written.read_text())
    monkeypatch.chdir(NOTEBOOKS)            # where a student runs it
    namespace: dict = {"__name__": "__main__"}
    ran = answered = 0
    for cell in student["cells"]:
        if cell["cell_type"] != "code":
            continue
        src = _source(cell)
        if BLANK in src:
            break                                 # the first blank to fill in: stop here
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(src, f"{path.name} cell", "exec"), namespace)   # our own notebooks
        ran += 1
        if is_blank(cell):
            last = src.strip().splitlines()[-1]
            verdict = eval(last, namespace)       # the check(...) call of our own notebook
            assert not verdict and "no answer yet" in repr(verdict)
            answered += 1
    assert ran >= 1                               # at least the imports
    if not any(BLANK in _source(c) for c in student["cells"]):
        text = "\n".join(_source(c) for c in student["cells"])
        assert answered == len(set(re.findall(r'check\("([^"]+)"', text)))


def test_the_tool_writes_student_editions(tmp_path):
    import subprocess
    import sys

    root = NOTEBOOKS.parent
    done = subprocess.run([sys.executable, str(root / "tools" / "editions.py"), "--out", str(tmp_path),
                           str(LESSONS[0])], capture_output=True, text=True, env=os.environ, check=True)
    assert LESSONS[0].name in done.stdout
    assert leaks(json.loads((tmp_path / LESSONS[0].name).read_text())) == []
