"""The documentation builds offline with Sphinx and myst-nb, warnings as errors.

The build runs on a copy of what a fresh clone has (tracked files plus new ones
that git does not ignore), so the committed ``docs/notebooks`` symlink to
``../notebooks`` is what brings the notebooks in.  The copy also gets one
test-only notebook holding a plotly figure saved with plotly's mimetype only and
a widget view without saved state, the two outputs a static page cannot show
as they are.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROBE = "zz-docs-probe"
BUILD_TIMEOUT = 600  # s

pytestmark = pytest.mark.xdist_group("docs")


def need_sphinx() -> None:
    missing = [m for m in ("sphinx", "myst_nb") if importlib.util.find_spec(m) is None]
    if missing:
        pytest.skip(f"the docs build needs {' and '.join(missing)}: pip install -e \".[test]\"")


def repository_files() -> list[str]:
    out = subprocess.run(["git", "ls-files", "-z", "-c", "-o", "--exclude-standard"],
                         cwd=ROOT, capture_output=True, timeout=60)
    if out.returncode:
        pytest.skip("not a git checkout: cannot tell which files a clone has")
    return [name for name in out.stdout.decode().split("\0") if name]


def clone_like_copy(dest: Path) -> None:
    for name in repository_files():
        src = ROOT / name
        if not (src.exists() or src.is_symlink()):
            continue
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if src.is_symlink():
            target.symlink_to(os.readlink(src))
        elif src.is_file():
            shutil.copy2(src, target)


def probe_notebook() -> dict:
    import plotly.graph_objects as go

    fig = go.Figure(go.Bar(x=[2, 3, 4], y=[1, 2, 3]))
    fig.update_layout(title="probe figure")
    outputs = [
        {"output_type": "display_data", "metadata": {},
         "data": {"application/vnd.plotly.v1+json": json.loads(fig.to_json())}},
        {"output_type": "execute_result", "execution_count": 1, "metadata": {},
         "data": {"application/vnd.jupyter.widget-view+json":
                  {"model_id": "0" * 32, "version_major": 2, "version_minor": 0},
                  "text/plain": "GameApp(...)"}},
    ]
    return {"cells": [{"cell_type": "markdown", "id": "t", "metadata": {},
                       "source": "# Docs probe"},
                      {"cell_type": "code", "execution_count": 1, "id": "c", "metadata": {},
                       "source": "fig", "outputs": outputs}],
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                        "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    need_sphinx()
    tmp = tmp_path_factory.mktemp("docs")
    repo = tmp / "repo"
    clone_like_copy(repo)
    link = repo / "docs" / "notebooks"
    assert link.is_symlink() and os.readlink(link) == "../notebooks", \
        "docs/notebooks must be a committed symlink to ../notebooks"
    (repo / "notebooks" / f"{PROBE}.ipynb").write_text(json.dumps(probe_notebook()))
    out = tmp / "html"
    cmd = [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html",
           str(repo / "docs"), str(out)]
    env = {k: v for k, v in os.environ.items() if k != "BOARDGAMES_DOCS_EXECUTE"}
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=BUILD_TIMEOUT,
                              cwd=repo, env=env)
    except subprocess.TimeoutExpired:
        pytest.fail(f"sphinx-build ran over {BUILD_TIMEOUT} s")
    print(f"sphinx-build: {time.perf_counter() - start:.1f} s")
    (out / ".source").write_text(str(repo))  # where the copy is, for the tests below
    warnings = [line for line in (proc.stdout + proc.stderr).splitlines()
                if "WARNING" in line or "ERROR" in line]
    assert proc.returncode == 0 and not warnings, (
        f"sphinx-build -W failed (exit {proc.returncode}); fix each warning:\n"
        + "\n".join(warnings or [proc.stderr[-5000:]]))
    return out


def source(built: Path) -> Path:
    """The clone-like copy the docs were built from (files may change in ROOT meanwhile)."""
    return Path((built / ".source").read_text())


def page(built: Path, name: str) -> str:
    path = built / f"{name}.html"
    assert path.exists(), f"no page {name}.html in the built docs"
    return path.read_text(encoding="utf-8")


def test_pages_are_built(built):
    for name in ["index", "install", "jupyterlite", "api", "api/boardgames", "api/core",
                 "api/settlers", "api/forbidden_jungle", "api/bots", "api/analysis", "api/viz"]:
        page(built, name)
    for optional in ["settlers", "forbidden-jungle", "assumptions", "analysis", "bots",
                     "widgets", "teachers-guide", "rule-map"]:
        if (source(built) / "docs" / f"{optional}.md").exists():
            assert optional in page(built, "index"), f"{optional} is not in the index's toctree"
            page(built, optional)


def test_every_notebook_has_a_page(built):
    index = page(built, "index")
    copy = source(built)  # the notebooks as they were built
    for nb in sorted((copy / "notebooks").glob("*.ipynb")):
        if nb.stem.startswith("scratch"):
            continue
        page(built, f"notebooks/{nb.stem}")
        assert f"notebooks/{nb.stem}.html" in index, f"{nb.name} is not in the index's toctree"


def test_install_page_has_the_two_commands(built):
    text = page(built, "install")
    readme = (source(built) / "README.md").read_text()
    for command in re.findall(r"```bash\n(python3 -m venv .*)\n```", readme):
        assert command in (source(built) / "docs" / "install.md").read_text(), \
            f"docs/install.md lacks the README's command: {command}"
    assert "mybinder.org" in text and "JupyterLite" in text


def test_assumptions_include_the_forbidden_jungle_table(built):
    docs = source(built) / "docs"
    if not (docs / "assumptions.md").exists():
        pytest.skip("docs/assumptions.md is not written yet")
    text = (docs / "forbidden-jungle.md").read_text()
    between = text.split("<!-- assumptions-start -->")[1].split("<!-- assumptions-end -->")[0]
    cells = [c.strip() for c in re.findall(r"\|([^|\n]+)", between) if c.strip()]
    cells = [c for c in cells if c and set(c) != {"-"} and "`" not in c and "*" not in c]
    assert cells, "no table between the assumptions markers of forbidden-jungle.md"
    text = page(built, "assumptions")
    assert cells[-1] in text, f"assumptions.md does not show forbidden-jungle's table ({cells[-1]!r})"


def test_api_reference_documents_the_entry_points(built):
    assert "boardgames.new_game" in page(built, "api/boardgames")
    assert "IllegalAction" in page(built, "api/core")
    assert "SettlersGame" in page(built, "api/settlers")


def test_static_outputs_of_notebooks(built):
    text = page(built, f"notebooks/{PROBE}")
    assert "plotly-graph-div" in text, "the plotly-only figure got no HTML rendering"
    assert "_static/plotly.min.js" in text, "the page with a figure does not load plotly.js"
    assert (built / "_static" / "plotly.min.js").stat().st_size > 1_000_000
    assert "cdn.plot.ly" not in text, "the built page should not need plotly's CDN"
    assert "boardgames-widget-note" in text, "the widget view without state got no note"
    assert "plotly.min.js" not in page(built, "install"), "plotly.js loaded on a page without figures"


def test_figures_draw_offline_in_chromium(built):
    """Headless Chromium opens the built probe page from disk: the figure draws, nothing remote."""
    chromium = os.environ.get("BOARDGAMES_CHROMIUM", "/usr/bin/chromium")
    problems = []
    if importlib.util.find_spec("playwright") is None:
        problems.append("the Python package 'playwright' is not installed")
    if not Path(chromium).exists():
        problems.append(f"no Chromium at {chromium} (apt-get install chromium)")
    if problems:
        msg = "the docs browser check needs: " + "; ".join(problems)
        if os.environ.get("BOARDGAMES_REQUIRE_BROWSER") == "1":
            pytest.fail(msg + " (BOARDGAMES_REQUIRE_BROWSER=1)")
        pytest.skip(msg)
    from playwright.sync_api import sync_playwright

    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run",
             "--disable-dev-shm-usage"]
    remote: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=flags, headless=True)
        try:
            page = browser.new_page()
            page.on("request", lambda r: None if r.url.startswith(("file:", "data:"))
                    else remote.append(r.url))
            page.goto((built / "notebooks" / f"{PROBE}.html").as_uri())
            page.wait_for_selector(".plotly-graph-div .main-svg", timeout=30_000)
            assert "probe figure" in page.locator(".plotly-graph-div").first.inner_text()
        finally:
            browser.close()
    assert not remote, f"the built page asked the network for {remote}"


def load_conf():
    """docs/conf.py as a module (it needs no Sphinx to load)."""
    spec = importlib.util.spec_from_file_location("boardgames_docs_conf", ROOT / "docs" / "conf.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_missing_page_stops_the_docs_build_instead_of_being_dropped():
    conf = load_conf()
    assert conf.existing_pages() == conf.SITE_PAGES      # today every named page is there
    conf.SITE_PAGES = [*conf.SITE_PAGES, "no-such-page"]
    with pytest.raises(conf.MissingPageError, match="no-such-page"):
        conf.existing_pages()


def test_the_docs_version_is_the_one_in_pyproject():
    import tomllib
    from importlib.metadata import version

    import boardgames

    written = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert load_conf().release == written
    assert boardgames.__version__ == version("boardgames") == written
