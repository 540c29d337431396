"""Test-wide settings.

nbval runs a notebook's cells in order in one kernel, so every cell of a
notebook must run on the same xdist worker, with no other file's test in
between (that would tear the notebook's kernel down): pyproject.toml's
``--dist loadfile`` sends each file whole to one worker.  Long test files are
split so that both workers stay busy.

A fast loop by default.  The tests that drive Chromium (``tests/browser``),
build and run the JupyterLite site (``tests/jupyterlite``), build the Binder
environment in a fresh virtual environment (``tests/test_binder.py``'s
environment test) or play thousands of random games (``@pytest.mark.slow``) are
marked ``browser``, ``lite``, ``binder`` and ``slow`` here, by where they live,
and a plain ``pytest`` leaves them out.  ``pytest --all`` (the README's test
command and ``.ci/run``) runs everything; ``-m`` chooses as usual
(``pytest -m lite`` runs only the JupyterLite tests).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent

# The helper modules of the test folders (settlers_helpers, fj_helpers,
# bots_helpers, lite_helpers) can be imported by name from any test.
for _folder in ("settlers", "forbidden_jungle", "bots", "jupyterlite"):
    sys.path.insert(0, str(ROOT / "tests" / _folder))

#: marks given by folder or file (relative to the repository's top folder)
MARKED_PATHS = {"tests/browser": "browser", "tests/jupyterlite": "lite"}
#: marks given to single tests, by node id
MARKED_TESTS = {"tests/test_binder.py::test_binder_environment_runs_the_notebooks": "binder"}
#: what a plain ``pytest`` leaves out
LONG = ("browser", "lite", "binder", "slow")


def pytest_addoption(parser):
    parser.addoption("--all", action="store_true", dest="run_all",
                     help="run every test, also those marked " + ", ".join(LONG)
                     + " (left out by default for a fast loop)")


def _relative(item) -> str:
    try:
        return Path(item.path).resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return ""


def long_marks(item) -> set[str]:
    """The marks of ``LONG`` that ``item`` has, from its path, its node id or its decorators."""
    rel = _relative(item)
    marks = {name for prefix, name in MARKED_PATHS.items()
             if rel == prefix or rel.startswith(prefix + "/")}
    node = rel + item.nodeid[item.nodeid.find("::"):] if "::" in item.nodeid else rel
    if node.split("[", 1)[0] in MARKED_TESTS:
        marks.add(MARKED_TESTS[node.split("[", 1)[0]])
    marks |= {m.name for m in item.iter_markers() if m.name in LONG}
    return marks


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    for item in items:
        for name in long_marks(item):
            item.add_marker(name)
    if config.getoption("run_all") or config.option.markexpr:
        return
    keep = [item for item in items if not long_marks(item)]
    dropped = [item for item in items if long_marks(item)]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep


def pytest_report_header(config):
    if not (config.getoption("run_all") or config.option.markexpr):
        return ("fast loop: tests marked " + ", ".join(LONG)
                + " are left out; `pytest --all` runs everything")
    return None
