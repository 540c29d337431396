"""The JupyterLite site's files: every notebook, boardgames preloaded, and a Pyodide that needs no internet.

Checked without a browser: every notebook is in the students' site, the lessons
as their student editions (no solution, no teacher's note, no output), every
text stored as one string; nbval's config is not there; the boardgames wheel is
in the site's Pyodide lock and the kernel loads it at start; the Pyodide
runtime, every wheel its lock names (boardgames' dependencies and the kernel's
start-up packages, nbformat among them) and the lock itself are files of the
site, each wheel matching its sha256; the site's settings point at nothing
outside it; the Lab, tree and Notebook apps are built.  A second build, the
teacher's site, runs with the network cut off (the cache of the first is warm)
and serves the teacher editions without the test hook.  Checked in Chromium
with every outside request aborted: the lab page lists and opens the notebooks
and draws a saved plotly figure, and a NEW notebook imports boardgames with no
``%pip``.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tomllib
import zipfile

import run_notebooks
from lite_helpers import ARTIFACTS, PROBE, ROOT, build_lite, lite_browser

from boardgames.lessons.editions import BEGIN, END, SOLUTION_TAG, TEACHER_TAG, leaks

PYODIDE_KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"


def kernel_settings(site) -> dict:
    config = json.loads((site.out / "jupyter-lite.json").read_text(encoding="utf-8"))
    return config["jupyter-config-data"]["litePluginSettings"][PYODIDE_KERNEL]


def site_notebook(site, name: str) -> dict:
    return json.loads((site.out / "files" / name).read_text(encoding="utf-8"))


def test_site_has_every_notebook_on_the_pyodide_kernel_with_text_as_strings(site):
    files = site.out / "files"
    assert files.is_dir(), f"no files/ in the JupyterLite output {site.out}"
    shipped = sorted(p.name for p in files.glob("*.ipynb"))
    assert set(site.names) <= set(shipped), (shipped, site.names)
    assert not (files / "sanitize.cfg").exists(), "nbval's sanitize.cfg is not for students"
    for name in site.names:
        nb = site_notebook(site, name)
        assert nb["metadata"]["kernelspec"]["name"] == "python", f"{name}: not on the Pyodide kernel"
        assert "widgets" not in nb["metadata"], name
        # JupyterLite shows a list of lines joined with commas
        assert run_notebooks.list_fields(nb) == [], f"{name}: {run_notebooks.list_fields(nb)[:3]}"
        assert not any("%pip" in cell["source"] for cell in nb["cells"]), \
            f"{name}: boardgames is preloaded, no %pip needed"
    listing = json.loads((site.out / "api" / "contents" / "all.json").read_text(encoding="utf-8"))
    listed = {item["name"] for item in listing["content"]}
    assert set(site.names) <= listed, listed


def test_students_site_serves_student_editions_of_the_lessons(site):
    lessons = [n for n in site.names if n.startswith("lesson-")]
    assert lessons, "no lessons in the site"
    assert not list((site.out / "files").glob("teacher*")), "the teachers' guide is for teachers"
    for name in site.names:
        nb = site_notebook(site, name)
        for i, cell in enumerate(nb["cells"]):
            tags = cell.get("metadata", {}).get("tags", [])
            assert SOLUTION_TAG not in tags and TEACHER_TAG not in tags, f"{name} cell {i}: {tags}"
            assert BEGIN not in cell["source"] and END not in cell["source"], \
                f"{name} cell {i}: a solution marker"
        if name in lessons:
            assert leaks(nb) == [], f"{name}: {leaks(nb)}"
            assert not any(cell.get("outputs") for cell in nb["cells"]), f"{name}: saved outputs"


def test_site_preloads_boardgames_from_its_own_lock(site):
    pyodide = site.out / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    spec = lock["packages"]["boardgames"]
    wheel = pyodide / spec["file_name"]
    assert wheel.is_file() and spec["imports"] == ["boardgames"], spec
    with zipfile.ZipFile(wheel) as whl:
        names = whl.namelist()
    assert "boardgames/__init__.py" in names and "boardgames/py.typed" in names
    assert any(n.startswith("boardgames/settlers/data/") and n.endswith(".json") for n in names), \
        "the wheel lacks the settlers data files"
    assert "boardgames" in kernel_settings(site)["loadPyodideOptions"]["packages"], \
        "the kernel does not load boardgames at start: a new notebook cannot import it"
    config = json.loads((site.out / "jupyter-lite.json").read_text(encoding="utf-8"))
    data = config["jupyter-config-data"]
    assert data["appName"] == "boardgames (JupyterLite)"
    extensions = {ext["name"] for ext in data["federated_extensions"]}
    for needed in ("@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager",
                   "anywidget", "jupyterlab-plotly"):
        assert needed in extensions, f"{needed} is not built into the site: {sorted(extensions)}"


def test_site_builds_the_apps_the_docs_promise(site):
    # docs/jupyterlite.md: JupyterLab at /lab/, the Notebook interface at /tree/ and /notebooks/
    for app in ("lab", "tree", "notebooks"):
        assert (site.out / app / "index.html").is_file(), f"no /{app}/ in the site"
        assert f"/{app}/" in (ROOT / "docs" / "jupyterlite.md").read_text(encoding="utf-8")


def test_production_settings_have_no_test_hook(tmp_path):
    # the committed settings, and what a build for a class makes of them
    committed = json.loads((ROOT / "lite" / "jupyter-lite.json").read_text(encoding="utf-8"))
    assert "exposeAppInBrowser" not in committed["jupyter-config-data"]
    for teacher in (False, True):
        lite = tmp_path / f"lite-{teacher}"
        lite.mkdir()
        (lite / "jupyter-lite.json").write_text(json.dumps(committed), encoding="utf-8")
        build_lite.site_settings(lite, teacher=teacher)
        data = json.loads((lite / "jupyter-lite.json").read_text())["jupyter-config-data"]
        assert "exposeAppInBrowser" not in data
        packages = data["litePluginSettings"][PYODIDE_KERNEL]["loadPyodideOptions"]["packages"]
        assert "boardgames" in packages


def offline_env() -> tuple[list[str], dict]:
    """A command prefix and environment with no way to a package index or any other host.

    ``unshare -rn`` (a network namespace with loopback only) where the machine allows
    it; always: pip told to use no index, every proxy variable pointed at a closed port.
    """
    closed = "http://127.0.0.1:9"
    env = {**os.environ, "PIP_NO_INDEX": "1", "PIP_INDEX_URL": closed + "/simple",
           "UV_OFFLINE": "1", "http_proxy": closed, "https_proxy": closed,
           "HTTP_PROXY": closed, "HTTPS_PROXY": closed, "no_proxy": "", "NO_PROXY": ""}
    try:
        subprocess.run(["unshare", "-rn", "true"], check=True, capture_output=True, timeout=30)
        return ["unshare", "-rn"], env
    except (OSError, subprocess.SubprocessError):
        return [], env


def test_rebuild_with_no_network_gives_the_teachers_site(site, tmp_path):
    """The first build (the fixture) warmed .cache/lite; this one may reach nothing."""
    prefix, env = offline_env()
    out = tmp_path / "teacher"
    proc = subprocess.run([*prefix, sys.executable, str(ROOT / "tools" / "build_lite.py"),
                           "--teacher", "--notebooks", str(site.notebooks), "--output-dir", str(out)],
                          capture_output=True, text=True, timeout=900, env=env, cwd=ROOT)
    how = "in a network namespace with loopback only" if prefix else "with every proxy closed"
    assert proc.returncode == 0, f"the rebuild {how} failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    data = json.loads((out / "jupyter-lite.json").read_text())["jupyter-config-data"]
    assert data["appName"] == build_lite.TEACHER_APP_NAME
    assert data["contentsStorageName"] == build_lite.TEACHER_STORAGE
    assert "exposeAppInBrowser" not in data
    lessons = sorted(site.notebooks.glob("lesson-*.ipynb"))  # the copy both sites were built from
    assert lessons
    for path in lessons:
        source = json.loads(path.read_text(encoding="utf-8"))
        shipped = json.loads((out / "files" / path.name).read_text(encoding="utf-8"))
        assert len(shipped["cells"]) == len(source["cells"]), f"{path.name}: not the teacher edition"
        assert [c.get("outputs") for c in shipped["cells"]] == \
            [build_lite.normalise(source)["cells"][i].get("outputs")
             for i in range(len(source["cells"]))], f"{path.name}: outputs changed"


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
    for name in ("micropip", "piplite", "pyodide-kernel", "ipykernel", "comm", "jedi", "ipython",
                 "boardgames"):
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


def test_a_new_notebook_imports_boardgames_without_pip_offline(site, offline):
    base, browser, outside = offline
    page = browser.new_page()
    try:
        ready_s = lite_browser.new_notebook(page, base)
        took, text = lite_browser.execute(
            page, "import boardgames\n"
                  "print(boardgames.__version__, boardgames.new_game('catan', seed=1).players)")
        page.screenshot(path=str(ARTIFACTS / "new-notebook-import.png"))
    finally:
        page.context.close()
    print(f"new notebook: kernel ready {ready_s:.1f} s, import and a first game {took:.1f} s")
    assert "Error" not in text and text.split() == [boardgames_version(), "4"], text
    assert not outside, f"the site asked the network for something: {sorted(outside)}"


def boardgames_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
