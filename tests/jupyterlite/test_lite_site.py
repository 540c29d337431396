"""The JupyterLite site: built from notebooks/ in a temporary folder and checked offline.

Checked without a browser: every notebook is in the site with the install cell on
top, nbval's config is not, and the boardgames wheel is in the site's package
index.  Checked in headless Chromium (Debian's ``/usr/bin/chromium`` driven by
Playwright, no browser download): the lab page served from the output folder
loads, lists the notebooks, opens one with its saved outputs, draws a saved
plotly figure, offers the Pyodide kernel, and asks the network for nothing but
Pyodide itself (which comes from its CDN, unreachable here, so no kernel runs).

Without Chromium or Playwright the browser test skips, unless
``BOARDGAMES_REQUIRE_BROWSER=1`` makes that a failure.  Screenshots go to
``test-artifacts/jupyterlite/``.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import json
import os
import shutil
import sys
import threading
import time
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import build_lite  # noqa: E402

ARTIFACTS = ROOT / "test-artifacts" / "jupyterlite"
CHROMIUM = os.environ.get("BOARDGAMES_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-dev-shm-usage"]
PROBE = "zz-lite-probe.ipynb"  # a test-only notebook with a saved plotly figure

pytestmark = pytest.mark.xdist_group("jupyterlite")


def need(*modules: str) -> None:
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        pytest.skip(f"the JupyterLite build needs {', '.join(missing)} "
                    '(pip install -e ".[test]")')


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


class Site:
    """The built site (``out``) and the notebooks copied into it (``notebooks``)."""

    def __init__(self, out: Path, notebooks: Path):
        self.out = out
        self.notebooks = notebooks
        self.names = sorted(p.name for p in notebooks.glob("*.ipynb")
                            if p.name != PROBE and not p.name.startswith("scratch"))


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Site:
    need("jupyterlite_core", "jupyterlite_pyodide_kernel", "jupyter_server")
    tmp = tmp_path_factory.mktemp("lite")
    notebooks = tmp / "notebooks"
    shutil.copytree(ROOT / "notebooks", notebooks,
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    (notebooks / PROBE).write_text(json.dumps(probe_notebook()), encoding="utf-8")
    start = time.perf_counter()
    out = build_lite.build(tmp / "site", notebooks=notebooks)
    print(f"jupyter lite build: {time.perf_counter() - start:.1f} s")
    return Site(out, notebooks)


def test_site_has_every_notebook_with_the_install_cell(site):
    files = site.out / "files"
    assert files.is_dir(), f"no files/ in the JupyterLite output {site.out}"
    shipped = sorted(p.name for p in files.glob("*.ipynb"))
    assert set(site.names) <= set(shipped), (shipped, site.names)
    assert not (files / "sanitize.cfg").exists(), "nbval's sanitize.cfg is not for students"
    for name in site.names:
        nb = json.loads((files / name).read_text(encoding="utf-8"))
        first = nb["cells"][0]
        assert first["id"] == build_lite.INSTALL_MARK, f"{name}: no install cell on top"
        assert "%pip install -q boardgames" in "".join(first["source"])
        original = json.loads((site.notebooks / name).read_text(encoding="utf-8"))
        assert len(nb["cells"]) == len(original["cells"]) + 1, name
        assert nb["metadata"]["kernelspec"]["name"] == "python", f"{name}: not on the Pyodide kernel"
    # the contents index lists them, so the file browser shows them
    listing = json.loads((site.out / "api" / "contents" / "all.json").read_text(encoding="utf-8"))
    listed = {item["name"] for item in listing["content"]}
    assert set(site.names) <= listed, listed


def test_site_ships_the_boardgames_wheel(site):
    wheels = list((site.out / "pypi").glob("boardgames-*-py3-none-any.whl"))
    assert len(wheels) == 1, f"expected one boardgames wheel in {site.out / 'pypi'}: {wheels}"
    index = json.loads((site.out / "pypi" / "all.json").read_text(encoding="utf-8"))
    assert "boardgames" in index, f"the piplite index does not list boardgames: {list(index)}"
    with zipfile.ZipFile(wheels[0]) as whl:
        names = whl.namelist()
    assert "boardgames/__init__.py" in names
    assert any(n.startswith("boardgames/settlers/data/") and n.endswith(".json") for n in names), \
        "the wheel lacks the settlers data files"
    config = json.loads((site.out / "jupyter-lite.json").read_text(encoding="utf-8"))
    data = config["jupyter-config-data"]
    assert data["appName"] == "boardgames (JupyterLite)"
    extensions = {ext["name"] for ext in data["federated_extensions"]}
    for needed in ("@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager",
                   "anywidget", "jupyterlab-plotly"):
        assert needed in extensions, f"{needed} is not built into the site: {sorted(extensions)}"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # keep the test output readable
        pass


def need_browser() -> None:
    problems = []
    if importlib.util.find_spec("playwright") is None:
        problems.append("the Python package 'playwright' is not installed (pip install playwright)")
    if not Path(CHROMIUM).exists():
        problems.append(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    if problems:
        msg = "the JupyterLite browser check needs: " + "; ".join(problems)
        if os.environ.get("BOARDGAMES_REQUIRE_BROWSER") == "1":
            pytest.fail(msg + " (BOARDGAMES_REQUIRE_BROWSER=1)")
        pytest.skip(msg)


def test_lab_page_lists_and_opens_the_notebooks_in_chromium(site):
    need_browser()
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(site.out)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    local_errors: list[str] = []
    remote: set[str] = set()

    def on_response(response):
        if response.url.startswith(base) and response.status >= 400 \
                and not response.url.endswith("/favicon.ico"):
            local_errors.append(f"{response.status} {response.url}")

    def on_request(request):
        if not request.url.startswith(base) and not request.url.startswith(("data:", "blob:")):
            remote.add(request.url)

    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
            try:
                page = browser.new_page(viewport={"width": 1400, "height": 900})
                page.on("response", on_response)
                page.on("request", on_request)

                page.goto(base + "/lab/index.html")
                page.wait_for_selector(".jp-DirListing-item", timeout=90_000)
                assert page.title() == "boardgames (JupyterLite)"
                page.wait_for_function(
                    "n => document.querySelectorAll('.jp-DirListing-item').length >= n",
                    arg=len(site.names), timeout=30_000)
                listed = page.locator(".jp-DirListing-itemName").all_inner_texts()
                page.screenshot(path=str(ARTIFACTS / "lab-file-browser.png"))
                for name in site.names:
                    assert name in listed, f"{name} is not in the file browser: {listed}"

                # A notebook opens with its saved outputs, on the Pyodide kernel.
                page.goto(base + "/lab/index.html?path=start.ipynb")
                page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
                first = page.locator(".jp-Notebook .jp-Cell").first.inner_text()
                assert "%pip install -q boardgames" in first, first
                page.wait_for_function(
                    "() => document.querySelectorAll('.jp-OutputArea-output').length > 0",
                    timeout=30_000)
                page.wait_for_function(
                    "() => document.body.innerText.includes('Python (Pyodide)')", timeout=30_000)
                page.screenshot(path=str(ARTIFACTS / "lab-start-notebook.png"))

                # A saved plotly figure is drawn by the plotly renderer built into the site.
                page.goto(base + f"/lab/index.html?path={PROBE}")
                page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
                page.wait_for_selector(".jp-OutputArea-output.js-plotly-plot .main-svg",
                                       timeout=60_000)
                assert "Two dice" in page.locator(".jp-OutputArea-output.js-plotly-plot").first.inner_text()
                page.screenshot(path=str(ARTIFACTS / "lab-plotly-figure.png"))
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()

    assert not local_errors, f"the site is missing files: {local_errors}"
    # Pyodide itself is the one thing fetched from outside (its CDN), at run time.
    outside = sorted(u for u in remote if "pyodide" not in u)
    assert not outside, f"the site asked the network for more than Pyodide: {outside}"
    assert any("pyodide" in u for u in remote), \
        "the kernel never asked for Pyodide: did the Pyodide kernel load?"
