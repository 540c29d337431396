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
    *(f"core/{path.name}" for path in sorted((PACKAGE / "core").glob("*.py"))),
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
def test_no_ignore_hides_an_attribute_error(name):
    """An ignore names its error code, and never attr-defined (the rule of #26)."""
    for line in (PACKAGE / name).read_text().splitlines():
        if "type: ignore" in line:
            assert "type: ignore[" in line and "attr-defined" not in line, line
