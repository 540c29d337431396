"""Test-wide settings.

nbval runs a notebook's cells in order in one kernel, so every cell of a
notebook must run on the same xdist worker: each notebook becomes one
``xdist_group``.  Everything else is spread across workers one test at a time.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# The helper modules of the test folders (settlers_helpers, fj_helpers,
# bots_helpers) can be imported by name from any test.
for _folder in ("settlers", "forbidden_jungle", "bots"):
    sys.path.insert(0, str(Path(__file__).parent / "tests" / _folder))


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    for item in items:
        path = str(item.path)
        if path.endswith(".ipynb"):
            item.add_marker(pytest.mark.xdist_group(name=path))
