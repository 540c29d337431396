"""The type gate: mypy (configured in pyproject.toml, check_untyped_defs on) passes on the
modules listed here, with no error at all, attr-defined above all.

The list grows as modules become clean; the aim (issue #26) is all of ``boardgames/core``,
``boardgames/settlers``, ``boardgames/forbidden_jungle`` and ``boardgames/pig``.  No
``# type: ignore`` may hide an attr-defined error in a listed module.
"""

from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "boardgames"

CHECKED = [
    "core/fields.py",
    "settlers/actions.py",
    "settlers/board.py",
    "settlers/gametype.py",
    "settlers/hidden.py",
    "settlers/longest_road.py",
    "settlers/options.py",
    "settlers/position.py",
    "settlers/rulesets.py",
    "settlers/save.py",
    "settlers/state.py",
]


def test_mypy_passes_on_the_checked_modules():
    files = [str(PACKAGE / name) for name in CHECKED]
    out = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary", *files],
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.parametrize("name", CHECKED)
def test_no_ignore_hides_an_error(name):
    text = (PACKAGE / name).read_text()
    assert "type: ignore" not in text
