"""Every lesson has the parts issue 16 asks of a lesson: goals and timing, predict-first, a step the
student builds, a simulation beside an exact answer, at least five checked exercises with worked
solutions, discussion questions and a teacher's note; and the teachers' guide covers it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from boardgames.lessons import EXERCISES

ROOT = Path(__file__).resolve().parent.parent.parent
LESSONS = sorted((ROOT / "notebooks").glob("lesson-*.ipynb"), key=lambda p: int(p.name.split("-")[1]))


def _cells(path):
    nb = json.loads(path.read_text())
    return [("".join(c["source"]) if isinstance(c["source"], list) else c["source"], c) for c in nb["cells"]]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_has_every_part(path):
    cells = _cells(path)
    first = cells[0][0]
    assert first.startswith("# Lesson ") and "**Goals.**" in first and "**Time:**" in first
    markdown = "\n".join(s for s, c in cells if c["cell_type"] == "markdown")
    code = "\n".join(s for s, c in cells if c["cell_type"] == "code")
    assert re.search(r"predict", markdown, re.IGNORECASE), "no predict-first prompt"
    assert "### BEGIN SOLUTION" in code, "no step for the student to build"
    assert re.search(r"convergence_figure\(|histogram_figure\(", code), "no simulation figure beside an exact answer"
    keys = set(re.findall(r'check\("([^"]+)"', code))
    assert len(keys) >= 5 and keys <= set(EXERCISES)
    solutions = [c for _, c in cells if "solution" in c.get("metadata", {}).get("tags", [])]
    assert len(solutions) == len(keys)
    assert "## To discuss" in markdown
    assert any("teacher" in c.get("metadata", {}).get("tags", []) for _, c in cells), "no teacher's note"


def test_the_guide_answers_every_lesson():
    guide = (ROOT / "docs" / "teachers-guide.md").read_text()
    for number in range(1, len(LESSONS) + 1):
        section = guide.split(f"\n### {number}. ")[1].split("\n### ")[0]
        for part in ("**Misconceptions", "**Discussion.**", "**Exit ticket.**", "**Extension.**"):
            assert part in section, f"lesson {number}: no {part} in the guide"


def test_the_start_notebook_lists_every_lesson():
    start = (ROOT / "notebooks" / "start.ipynb").read_text()
    for path in LESSONS:
        assert path.name in start, f"{path.name} is not in start.ipynb's list"
