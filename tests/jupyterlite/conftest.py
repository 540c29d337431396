"""Fixtures of the JupyterLite tests: the site (built once per test process) and an offline browser."""

from __future__ import annotations

import json
import shutil
import time

import pytest
from lite_helpers import (
    ARTIFACTS,
    PROBE,
    ROOT,
    Site,
    build_lite,
    lite_browser,
    need,
    need_browser,
    probe_notebook,
)


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Site:
    need("jupyterlite_core", "jupyterlite_pyodide_kernel", "jupyter_server", "uv")
    tmp = tmp_path_factory.mktemp("lite")
    notebooks = tmp / "notebooks"
    shutil.copytree(ROOT / "notebooks", notebooks,
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    (notebooks / PROBE).write_text(json.dumps(probe_notebook()), encoding="utf-8")
    start = time.perf_counter()
    # the students' site, with the one test hook (window.jupyterapp) the browser checks need
    out = build_lite.build(tmp / "site", notebooks=notebooks, test_hooks=True)
    print(f"jupyter lite build: {time.perf_counter() - start:.1f} s")
    return Site(out, notebooks)


@pytest.fixture(scope="module")
def offline(site):
    """(base URL, offline browser, refused outside URLs) for the site, in Chromium.

    Module-scoped: Playwright's sync API runs an event loop while it is open, and
    a browser test of another file on the same worker must be able to start its own.
    """
    need_browser()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with lite_browser.serve(site.out) as base, lite_browser.offline_browser() as browser:
        yield base, browser, browser.outside
