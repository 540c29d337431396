"""Test-wide settings.

nbval runs a notebook's cells in order in one kernel, so every cell of a
notebook must run on the same xdist worker, with no other file's test in
between (that would tear the notebook's kernel down): pyproject.toml's
``--dist loadfile`` sends each file whole to one worker.  Long test files are
split so that both workers stay busy.
"""

from __future__ import annotations

import sys
from pathlib import Path

# The helper modules of the test folders (settlers_helpers, fj_helpers,
# bots_helpers, lite_helpers) can be imported by name from any test.
for _folder in ("settlers", "forbidden_jungle", "bots", "jupyterlite"):
    sys.path.insert(0, str(Path(__file__).parent / "tests" / _folder))
