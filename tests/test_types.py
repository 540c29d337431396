"""The type gate: mypy (configured in pyproject.toml, check_untyped_defs on) passes on the
modules listed here, with no error at all, attr-defined above all.

Issue #26 asks for all of ``boardgames/core`` and both engines; Pig, the bots, the analysis
and the package's top-level modules are held to it too.  No ``# type: ignore`` may hide an attr-defined error in a
listed module.
"""

from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "boardgames"

# every module of the generic layer, of each engine, of the bots and of the analysis (new
# modules join by themselves), and the package's own top-level modules that are clean
CHECKED = sorted(
    str(path.relative_to(PACKAGE))
    for folder in ("core", "settlers", "forbidden_jungle", "pig", "bots", "analysis")
    for path in (PACKAGE / folder).rglob("*.py")
) + ["__init__.py", "catalogue.py", "simulation.py"]


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
