"""The JupyterLite site's files: every notebook, the boardgames wheel, and a Pyodide that needs no internet.

Checked without a browser: every notebook is in the site with the install cell on
top, nbval's config is not; the boardgames wheel is in the site's package index;
the Pyodide runtime, every wheel its lock names (boardgames' dependencies and the
kernel's start-up packages, nbformat among them) and the lock itself are files of
the site, each wheel matching its sha256; the site's settings point at nothing
outside it.  Checked in Chromium with every outside request aborted: the lab page
lists and opens the notebooks and draws a saved plotly figure.
"""

from __future__ import annotations

import hashlib
import json
import tomllib
import zipfile

from lite_helpers import ARTIFACTS, PROBE, ROOT, build_lite

PYODIDE_KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"


def kernel_settings(site) -> dict:
    config = json.loads((site.out / "jupyter-lite.json").read_text(encoding="utf-8"))
    return config["jupyter-config-data"]["litePluginSettings"][PYODIDE_KERNEL]


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


def test_site_serves_its_own_pyodide_runtime_and_lock(site):
    settings = kernel_settings(site)
    assert settings["pyodideUrl"] == "./static/pyodide/pyodide.mjs", settings
    pyodide = site.out / "static" / "pyodide"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"):
        assert (pyodide / name).is_file(), f"the runtime file {name} is not in the site"
    pin = json.loads((ROOT / "lite" / "pyodide-runtime.json").read_text(encoding="utf-8"))
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION
    assert pin["version"] == PYODIDE_VERSION, \
        "lite/pyodide-runtime.json pins another Pyodide than the kernel expects: run --lock"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"]["python"] == pin["python"]
    for name, spec in lock["packages"].items():
        wheel = pyodide / spec["file_name"]
        assert "/" not in spec["file_name"] and wheel.is_file(), f"{name}: {spec['file_name']} missing"
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == spec["sha256"], name
        for dep in spec["depends"]:
            assert dep in lock["packages"], f"{name} needs {dep}, which the lock lacks"
    # no source maps: the site stays small
    assert not list(site.out.rglob("*.js.map"))


def test_lock_covers_the_kernel_boardgames_and_plotly_needs(site):
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    lock = json.loads((site.out / "static" / "pyodide" / "pyodide-lock.json").read_text("utf-8"))
    packages = lock["packages"]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    for text in project["project"]["dependencies"]:
        req = Requirement(text)
        name = canonicalize_name(req.name)
        assert name in packages, f"boardgames needs {name}: not in the site's Pyodide lock"
        assert req.specifier.contains(packages[name]["version"]), (name, packages[name]["version"])
    preload = kernel_settings(site)["loadPyodideOptions"]["packages"]
    # the kernel skips its own installs of what is preloaded, so all of it comes from the lock
    for name in ("micropip", "piplite", "pyodide-kernel", "ipykernel", "comm", "jedi", "ipython"):
        assert name in preload and name in packages, name
    # plotly refuses to draw without nbformat (>= 4.2): it is there when the kernel starts
    assert "nbformat" in preload
    assert tuple(int(x) for x in packages["nbformat"]["version"].split(".")[:2]) >= (4, 2)
    # a student's own fig.show() draws with the site's renderer, not a 4.9 MB copy of plotly.js
    env = kernel_settings(site)["loadPyodideOptions"]["env"]
    assert env["PLOTLY_RENDERER"] == "plotly_mimetype"


def test_site_settings_name_nothing_outside_it(site):
    for config in site.out.rglob("jupyter-lite.json"):
        text = config.read_text(encoding="utf-8")
        assert "cdn.jsdelivr" not in text and "https://" not in text.replace(
            "https://jupyterlite", ""), f"{config} points outside the site"


def test_lab_page_lists_and_opens_the_notebooks_offline(site, offline):
    base, browser, outside = offline
    page = browser.new_page()
    try:
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

        # A saved plotly figure is drawn by the plotly renderer built into the site.
        page.goto(base + f"/lab/index.html?path={PROBE}")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
        page.wait_for_selector(".jp-OutputArea-output.js-plotly-plot .main-svg", timeout=60_000)
        assert "Two dice" in page.locator(".jp-OutputArea-output.js-plotly-plot").first.inner_text()
        page.screenshot(path=str(ARTIFACTS / "lab-plotly-figure.png"))
    finally:
        page.context.close()
    assert not outside, f"the site asked the network for something: {sorted(outside)}"
