"""The teacher's guide is at hand where a teacher looks, and the game notebooks open clean.

* JupyterLab's file browser (and the JupyterLite site) starts in ``notebooks/``, where
  ``docs/`` cannot be reached: ``notebooks/teachers-guide.md`` is a copy of
  ``docs/teachers-guide.md`` (its relative links pointing back into ``docs/``), kept the
  same by the test here.  After editing the guide, refresh the copy with
  ``python tests/widgets/test_teacher_guide_and_notebooks.py``.
* A notebook showed JupyterLab's "unsaved" dot as soon as it opened: the kernel that
  starts rewrites the notebook's ``kernelspec`` metadata when its display name differs
  ("Python 3" saved, "Python 3 (ipykernel)" installed), and the changed metadata marks
  the notebook modified.  The game notebooks are saved with the installed kernel's spec.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "teachers-guide.md"
COPY = ROOT / "notebooks" / "teachers-guide.md"
GAME_NOTEBOOKS = ["start", "play", "catan", "zarahemla", "forbidden-jungle"]
HEADER = ("<!-- A copy of docs/teachers-guide.md, so that it opens from JupyterLab's file browser "
          "and the JupyterLite site (both start in notebooks/). Do not edit it here: edit the "
          "guide, then run python tests/widgets/test_teacher_guide_and_notebooks.py -->\n\n")


def guide_copy() -> str:
    """What ``notebooks/teachers-guide.md`` must hold: the guide, its relative links into docs/."""
    text = GUIDE.read_text(encoding="utf-8")
    # a picture in docs/ cannot be shown from notebooks/: its words instead
    text = re.sub(r"!\[([^]]*)\]\((?![a-z]+:)[^)]+\)", r"*(Picture: \1.)*", text)
    text = re.sub(r"\]\((?![a-z]+:|#|/)([^)]+)\)", r"](../docs/\1)", text)
    return HEADER + text


def test_the_teachers_guide_is_in_the_notebooks_folder_and_the_same_as_in_docs():
    assert COPY.exists(), "notebooks/teachers-guide.md is missing: run this file with python"
    assert COPY.read_text(encoding="utf-8") == guide_copy(), (
        "notebooks/teachers-guide.md differs from docs/teachers-guide.md: run "
        "python tests/widgets/test_teacher_guide_and_notebooks.py")


def test_the_guide_and_the_start_notebooks_show_the_teacher_button():
    guide = GUIDE.read_text(encoding="utf-8")
    assert "## The teacher panel" in guide and "**Teacher** button" in guide
    for name in ("start", "play"):
        text = json.dumps(json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text()))
        assert "**Teacher** button" in text and "teachers-guide.md" in text, name


@pytest.mark.parametrize("name", GAME_NOTEBOOKS)
def test_a_game_notebook_is_saved_with_the_installed_kernels_spec(name):
    from jupyter_client.kernelspec import get_kernel_spec

    spec = get_kernel_spec("python3")
    meta = json.loads((ROOT / "notebooks" / f"{name}.ipynb").read_text())["metadata"]
    assert meta["kernelspec"] == {"name": "python3", "display_name": spec.display_name,
                                  "language": spec.language}, meta["kernelspec"]


if __name__ == "__main__":
    COPY.write_text(guide_copy(), encoding="utf-8")
    print(f"wrote {COPY.relative_to(ROOT)}", file=sys.stderr)
