"""Helpers of the JupyterLite tests: the site, built once per test process, and the browser that opens it.

The students' site is built by ``tools/build_lite.py`` (the documented command)
into a temporary folder from a copy of ``notebooks/`` with one test-only notebook
added (``zz-lite-probe.ipynb``, a saved plotly figure), with the one test hook
the browser needs (``exposeAppInBrowser``; the sites built for a class lack it).  The browser is Debian's
Chromium driven by Playwright, with every request to anything but 127.0.0.1
aborted (``tools/lite_browser.py``).  Without Chromium or Playwright the browser
tests skip, unless ``BOARDGAMES_REQUIRE_BROWSER=1`` (set by ``.ci/run``) makes
that a failure.  Screenshots go to ``test-artifacts/jupyterlite/``.
"""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import build_lite as build_lite  # tools/build_lite.py, re-exported for the tests
import lite_browser  # tools/lite_browser.py (pyproject's pytest pythonpath)
import pytest

ROOT = Path(__file__).resolve().parents[2]

ARTIFACTS = ROOT / "test-artifacts" / "jupyterlite"
PROBE = "zz-lite-probe.ipynb"  # a test-only notebook with a saved plotly figure


def need(*modules: str) -> None:
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        pytest.skip(f"the JupyterLite build needs {', '.join(missing)} "
                    '(pip install -e ".[test]")')


def need_browser() -> None:
    problems = []
    if importlib.util.find_spec("playwright") is None:
        problems.append("the Python package 'playwright' is not installed (pip install playwright)")
    if not Path(lite_browser.CHROMIUM).exists():
        problems.append(f"no Chromium at {lite_browser.CHROMIUM} (apt-get install chromium)")
    if problems:
        msg = "the JupyterLite browser check needs: " + "; ".join(problems)
        if os.environ.get("BOARDGAMES_REQUIRE_BROWSER") == "1":
            pytest.fail(msg + " (BOARDGAMES_REQUIRE_BROWSER=1)")
        pytest.skip(msg)


def probe_notebook() -> dict:
    """A notebook whose one output is a plotly figure saved with plotly's mimetype only."""
    import plotly.graph_objects as go

    fig = go.Figure(go.Bar(x=list(range(2, 13)), y=[1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]))
    fig.update_layout(title="Two dice: ways to roll each total")
    return {
        "cells": [{
            "cell_type": "code", "execution_count": 1, "id": "probe", "metadata": {},
            "source": "fig",
            "outputs": [{"output_type": "display_data", "metadata": {},
                         "data": {"application/vnd.plotly.v1+json": json.loads(fig.to_json()),
                                  "text/plain": "Figure"}}],
        }],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                    "language": "python"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


def student_notebooks() -> list[str]:
    """The notebooks of notebooks/ that the site serves (every one is run in Pyodide)."""
    return sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb")
                  if not p.name.startswith("scratch"))


class Site:
    """The built site (``out``) and the notebooks copied into it (``notebooks``)."""

    def __init__(self, out: Path, notebooks: Path):
        self.out = out
        self.notebooks = notebooks
        self.names = sorted(p.name for p in notebooks.glob("*.ipynb")
                            if p.name != PROBE and not p.name.startswith("scratch"))


def check_notebook_runs(site, offline, name: str, share: list[str]) -> None:
    """Run every cell of ``name`` in the site's Pyodide kernel, offline; fail on any error.

    ``share`` collects a line of timings per notebook, printed by the test.
    """
    base, browser, outside = offline
    page = browser.new_page()
    try:
        run = lite_browser.run_notebook(page, base, name)
        page.screenshot(path=str(ARTIFACTS / f"run-{name.removesuffix('.ipynb')}.png"))
    finally:
        page.context.close()
    share.append(f"{name}: kernel ready {run.kernel_ready_s:.1f} s, run-all {run.run_all_s:.1f} s")
    print(share[-1])
    assert not run.errors, f"{name} in Pyodide: {run.errors}"
    assert run.cells and run.executed == run.cells, \
        f"{name}: {run.executed} of {run.cells} code cells ran"
    assert run.plotly_drawn >= run.plotly_outputs, \
        f"{name}: {run.plotly_outputs} plotly figures, {run.plotly_drawn} drawn as SVG"
    assert not outside, f"{name} asked the network for something: {sorted(outside)}"


def half(index: int) -> list[str]:
    """Every other notebook (index 0 or 1), so two test processes share the runs.

    ``play.ipynb`` is left to its own test, which runs it and then clicks the board.
    """
    return [n for n in student_notebooks() if n != "play.ipynb"][index::2]
