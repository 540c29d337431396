"""Build the JupyterLite site of the notebooks: it runs in the browser, with no server and no internet.

    python tools/build_lite.py                    # the students' site, into build/lite
    python tools/build_lite.py --teacher          # the teacher's site, into build/lite-teacher
    python tools/build_lite.py --output-dir DIR
    python tools/build_lite.py --lock             # re-solve lite/pylock.toml and the runtime pin
    python -m http.server -d build/lite 8000      # then open http://localhost:8000/lab/

Needs the ``docs`` extra in the Python that runs it (``pip install -e ".[docs]"``:
``jupyterlite-core``, ``jupyterlite-pyodide-kernel``, ``jupyter_server``, ``uv``,
``hatchling``); Python 3.11 or newer, like the package.

The site is self-contained: once built, a browser that opens it fetches every
file from the machine that serves it and nothing from anywhere else.

What the script does:

1. builds the ``boardgames`` wheel from a temporary copy of the source with the
   installed ``hatchling`` (no build isolation, no package index), so the
   checkout gets no ``build/lib`` or egg-info and a rebuild needs no network;
2. puts a Pyodide runtime in the site (``static/pyodide/``): the npm registry's
   ``pyodide`` package at the version that ``jupyterlite-pyodide-kernel``
   expects (``lite/pyodide-runtime.json`` pins its tarball and integrity), and
   beside it every wheel that the kernel and ``boardgames`` need, as pinned by
   ``lite/pylock.toml`` (each checked against its sha256), plus the wheel of
   step 1, with a ``pyodide-lock.json`` written for exactly those wheels.
   Downloads are cached in ``.cache/lite/``, so a second build needs no network
   at all.  The kernel loads ``boardgames`` (and so its dependencies) when it
   starts, like ``nbformat``: ``import boardgames`` works in any notebook, new
   ones included, with no ``%pip``;
3. copies the notebooks of ``notebooks/`` (not nbval's ``sanitize.cfg``, and for
   students not the teacher's files, ``teacher*``, such as the guide): the
   lessons (``lesson-*.ipynb``) as their STUDENT editions
   (:func:`boardgames.lessons.editions.write_student_edition`: no solutions, no
   teacher's notes, no outputs), or with ``--teacher`` as they are (the teacher
   editions); every copy with its sources and text outputs as single strings
   (JupyterLite shows a list of lines joined with commas) and on the Pyodide kernel;
4. runs ``jupyter lite build`` with the settings in ``lite/``, from a
   temporary copy of ``lite/`` so the build's caches never land in the checkout.

``--lock`` re-solves ``lite/pylock.toml`` with ``uv pip compile`` for Pyodide's
platform (``lite/requirements.in`` and ``lite/constraints.txt`` say what and
why) and re-pins the runtime tarball; it needs PyPI and the npm registry.  The
kernel's own small wheels (``piplite``, ``pyodide-kernel``, the ``ipykernel`` and
``widgetsnbextension`` stand-ins) come from the installed
``jupyterlite-pyodide-kernel`` and are added to the Pyodide lock at build time.

The Lab extensions installed in the building Python (ipywidgets' manager,
anywidget, plotly's renderer) are built into the site, so widgets and plotly
figures display there.
"""

from __future__ import annotations

import argparse
import base64
import email.parser
import hashlib
import importlib
import importlib.util
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import urllib.request
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LITE = ROOT / "lite"
DEFAULT_OUTPUT = ROOT / "build" / "lite"
TEACHER_OUTPUT = ROOT / "build" / "lite-teacher"
CACHE = ROOT / ".cache" / "lite"

PYLOCK = LITE / "pylock.toml"
RUNTIME_PIN = LITE / "pyodide-runtime.json"
REQUIREMENTS_IN = LITE / "requirements.in"
CONSTRAINTS = LITE / "constraints.txt"

# The files of the source tree that building the wheel needs.
WHEEL_SOURCES = ["pyproject.toml", "README.md", "LICENSE", "boardgames"]
# Files of notebooks/ that are for the tests, not for students.
NOT_CONTENT = {"sanitize.cfg"}
# Files of notebooks/ for the teacher only: the students' site leaves them out.
TEACHER_ONLY = ("teacher*",)
# The files of the npm ``pyodide`` package that the site serves (no source maps,
# type declarations, demo consoles, nor its lock, which the build writes anew).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide.js", "package.json")
# The kernel's own wheels, shipped inside jupyterlite-pyodide-kernel's Lab extension.
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
KERNEL_WHEELS = ("piplite", "pyodide-kernel", "ipykernel", "widgetsnbextension")
# Pyodide's environment, for the markers of a wheel's requirements.
PYODIDE_MARKERS = {"sys_platform": "emscripten", "platform_system": "Emscripten",
                   "platform_machine": "wasm32", "os_name": "posix",
                   "implementation_name": "cpython", "platform_python_implementation": "CPython"}

PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
PYODIDE_KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
#: the Pyodide package the kernel loads at start, besides the kernel's own
PRELOAD = "boardgames"
#: the lessons, shipped to students as their student editions
LESSON_GLOB = "lesson-*.ipynb"
TEACHER_APP_NAME = "boardgames, teacher's edition (JupyterLite)"
#: a teacher's changed files never show up in the students' site on the same address
TEACHER_STORAGE = "boardgames teacher's edition"

sys.path[:0] = [str(ROOT), str(ROOT / "tools")]  # boardgames.lessons.editions, run_notebooks
normalise = importlib.import_module("run_notebooks").normalise   # (from tools/, put on the path)


class BuildError(SystemExit):
    """The build cannot go on: the message says why and what to do."""


# --- the boardgames wheel and the notebooks ---------------------------------

def build_wheel(dest: Path) -> Path:
    """Build the boardgames wheel (no dependencies) into ``dest``; return its path.

    The installed hatchling builds it (``--no-build-isolation``) and pip asks no
    package index (``--no-index``): a rebuild works offline.
    """
    if importlib.util.find_spec("hatchling") is None:
        raise BuildError(f"hatchling is not installed in {sys.prefix}: it builds the boardgames "
                         'wheel without a package index (pip install -e ".[docs]")')
    dest.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="boardgames-src-") as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        for name in WHEEL_SOURCES:
            path = ROOT / name
            if path.is_dir():
                shutil.copytree(path, src / name,
                                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
            elif path.exists():
                shutil.copy2(path, src / name)
        run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
             "--no-index", "--quiet", "--wheel-dir", str(dest), str(src)])
    wheels = sorted(dest.glob("boardgames-*.whl"))
    if not wheels:
        raise BuildError(f"building the boardgames wheel left nothing in {dest}")
    return wheels[-1]


def is_lesson(path: Path) -> bool:
    return path.match(LESSON_GLOB)


def site_notebook(nb: dict) -> dict:
    """A notebook as the site serves it: text as single strings, on the Pyodide kernel."""
    meta = nb.setdefault("metadata", {})
    meta.pop("widgets", None)
    meta["kernelspec"] = PYODIDE_KERNELSPEC  # opens on it without asking
    return normalise(nb)


def copy_contents(dest: Path, notebooks: Path = NOTEBOOKS, teacher: bool = False) -> list[Path]:
    """Copy the notebooks and their data files: lessons as student editions unless ``teacher``."""
    from boardgames.lessons.editions import write_student_edition

    dest.mkdir(parents=True, exist_ok=True)
    copied = []
    for path in sorted(notebooks.iterdir()):
        if path.name in NOT_CONTENT or path.name.startswith(".") or path.name.startswith("scratch"):
            continue
        if not teacher and any(path.match(pattern) for pattern in TEACHER_ONLY):
            continue  # the teachers' guide answers the discussion questions
        target = dest / path.name
        if path.suffix == ".ipynb":
            if is_lesson(path) and not teacher:
                target = write_student_edition(path, dest)
            else:
                shutil.copy2(path, target)
            nb = site_notebook(json.loads(target.read_text(encoding="utf-8")))
            target.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        elif path.is_dir():
            if path.name in {"__pycache__", ".ipynb_checkpoints"}:
                continue
            shutil.copytree(path, target)
        else:
            shutil.copy2(path, target)
        copied.append(target)
    return copied


def site_settings(lite_dir: Path, teacher: bool = False, test_hooks: bool = False) -> None:
    """Finish the copy of ``lite/jupyter-lite.json``: preload boardgames; the edition's name.

    ``test_hooks`` exposes the app as ``window.jupyterapp`` for the browser tests
    (``tools/lite_browser.py``); the sites built for students never have it.
    """
    path = lite_dir / "jupyter-lite.json"
    config = json.loads(path.read_text(encoding="utf-8"))
    data = config["jupyter-config-data"]
    options = data["litePluginSettings"][PYODIDE_KERNEL_PLUGIN]["loadPyodideOptions"]
    if PRELOAD not in options["packages"]:
        options["packages"].append(PRELOAD)
    if teacher:
        data["appName"] = TEACHER_APP_NAME
        data["contentsStorageName"] = TEACHER_STORAGE
    if test_hooks:
        data["exposeAppInBrowser"] = True
    else:
        data.pop("exposeAppInBrowser", None)
    path.write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


# --- downloads, pinned and cached -------------------------------------------

def _digest(path: Path, algorithm: str) -> bytes:
    h = hashlib.new(algorithm)
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.digest()


def fetch(url: str, name: str, check) -> Path:
    """The file at ``url``, from the cache when it is there and passes ``check``.

    ``check(path)`` returns None when the file is right, else what is wrong.
    """
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / name
    if path.exists() and check(path) is None:
        return path
    tmp = path.with_suffix(path.suffix + ".part")
    try:
        with urllib.request.urlopen(url, timeout=120) as response, tmp.open("wb") as out:
            shutil.copyfileobj(response, out)
    except OSError as exc:
        raise BuildError(f"could not download {url} ({exc}); the first build needs PyPI and "
                         f"the npm registry, later builds use the cache in {CACHE}") from exc
    problem = check(tmp)
    if problem:
        tmp.unlink()
        raise BuildError(f"{url}: {problem}")
    tmp.replace(path)
    return path


def sha256_check(expected: str):
    def check(path: Path) -> str | None:
        got = _digest(path, "sha256").hex()
        return None if got == expected else f"sha256 is {got}, the lock says {expected}"
    return check


def integrity_check(integrity: str):
    """A check of npm's ``integrity`` field (``sha512-<base64>``)."""
    algorithm, _, b64 = integrity.partition("-")
    expected = base64.b64decode(b64)

    def check(path: Path) -> str | None:
        return None if _digest(path, algorithm) == expected else f"{algorithm} does not match {integrity}"
    return check


# --- the Pyodide runtime and its lock -----------------------------------------

def kernel_extension_dir() -> Path:
    """The installed Lab extension of jupyterlite-pyodide-kernel (it holds the kernel's wheels)."""
    for prefix in dict.fromkeys([sys.prefix, sys.base_prefix]):
        path = Path(prefix) / "share" / "jupyter" / "labextensions" / KERNEL_EXTENSION
        if path.is_dir():
            return path
    raise BuildError(f"{KERNEL_EXTENSION} is not installed in {sys.prefix}: "
                     'pip install -e ".[docs]"')


def kernel_wheels() -> list[Path]:
    pypi = kernel_extension_dir() / "static" / "pypi"
    index = json.loads((pypi / "all.json").read_text(encoding="utf-8"))
    wheels = []
    for name in KERNEL_WHEELS:
        releases = index[name]["releases"]
        version = max(releases, key=lambda v: [int(x) for x in v.split(".")])
        wheels.append(pypi / releases[version][0]["filename"])
    return wheels


def pinned_wheels() -> list[tuple[str, str, str]]:
    """(name, url, sha256) of each wheel that ``lite/pylock.toml`` pins."""
    lock = tomllib.loads(PYLOCK.read_text(encoding="utf-8"))
    rows = []
    for package in lock["packages"]:
        (wheel,) = package["wheels"]
        rows.append((package["name"], wheel["url"], wheel["hashes"]["sha256"]))
    return rows


def wheel_metadata(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, top-level imports, requirement strings) of a wheel."""
    with zipfile.ZipFile(wheel) as whl:
        names = whl.namelist()
        meta_name = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(whl.read(meta_name).decode("utf-8"))
    imports = set()
    for name in names:
        top = name.split("/", 1)[0]
        if top.endswith((".dist-info", ".data")) or top == "__pycache__":
            continue
        if "/" in name or top.endswith(".py"):
            imports.add(top.removesuffix(".py"))
    return meta["Name"], meta["Version"], sorted(imports), meta.get_all("Requires-Dist") or []


def dependencies(requirements: list[str], python: str) -> list[str]:
    """The names a wheel needs in Pyodide (markers evaluated there, no extras)."""
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    env = dict(PYODIDE_MARKERS, python_version=python, python_full_version=python + ".0",
               extra="")
    names = []
    for text in requirements:
        req = Requirement(text)
        if req.marker is None or req.marker.evaluate(env):
            names.append(canonicalize_name(req.name))
    return sorted(set(names))


def pyodide_lock(info: dict, wheels: list[Path]) -> dict:
    """A ``pyodide-lock.json`` for exactly these wheels, which lie beside it."""
    from packaging.utils import canonicalize_name

    python = ".".join(info["python"].split(".")[:2])
    packages = {}
    for wheel in wheels:
        name, version, imports, requires = wheel_metadata(wheel)
        key = canonicalize_name(name)
        packages[key] = {
            "name": key, "version": version, "file_name": wheel.name,
            "install_dir": "site", "sha256": _digest(wheel, "sha256").hex(),
            "package_type": "package", "imports": imports,
            "depends": dependencies(requires, python), "unvendored_tests": False,
        }
    missing = {f"{p} needs {d}" for p, spec in packages.items() for d in spec["depends"]
               if d not in packages}
    if missing:
        raise BuildError("the Pyodide lock is not closed: " + "; ".join(sorted(missing))
                         + " (run `python tools/build_lite.py --lock`)")
    return {"info": info, "packages": dict(sorted(packages.items()))}


def add_pyodide(static: Path, own: Path | None = None) -> Path:
    """Put the runtime, the pinned wheels (and ``own``, the boardgames wheel) and their lock
    in ``static/pyodide``."""
    pin = json.loads(RUNTIME_PIN.read_text(encoding="utf-8"))
    tarball = fetch(pin["tarball"], Path(pin["tarball"]).name, integrity_check(pin["integrity"]))
    target = static / "pyodide"
    target.mkdir(parents=True)
    with tarfile.open(tarball) as tar:
        members = {m.name.removeprefix("package/"): m for m in tar.getmembers() if m.isfile()}
        for name in RUNTIME_FILES:
            data = tar.extractfile(members[name]).read()
            (target / name).write_bytes(data)
        info = json.loads(tar.extractfile(members["pyodide-lock.json"]).read())["info"]
    wheels = []
    for _name, url, sha in pinned_wheels():
        cached = fetch(url, url.rsplit("/", 1)[-1], sha256_check(sha))
        wheels.append(Path(shutil.copy2(cached, target / cached.name)))
    for wheel in [*kernel_wheels(), *([own] if own else [])]:
        wheels.append(Path(shutil.copy2(wheel, target / wheel.name)))
    lock = pyodide_lock(info, wheels)
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    return target


# --- re-solving the pins ------------------------------------------------------

def relock() -> None:
    """Re-solve ``lite/pylock.toml`` for Pyodide and re-pin the runtime tarball."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    meta_url = f"https://registry.npmjs.org/pyodide/{PYODIDE_VERSION}"
    with urllib.request.urlopen(meta_url, timeout=60) as response:
        dist = json.load(response)["dist"]
    pin = {"version": PYODIDE_VERSION, "tarball": dist["tarball"], "integrity": dist["integrity"]}
    tarball = fetch(pin["tarball"], Path(pin["tarball"]).name, integrity_check(pin["integrity"]))
    with tarfile.open(tarball) as tar:
        python = json.loads(tar.extractfile("package/pyodide-lock.json").read())["info"]["python"]
    pin["python"] = python
    with tempfile.TemporaryDirectory(prefix="boardgames-lock-") as tmp:
        out = Path(tmp) / "pylock.toml"
        wanted = Path(tmp) / "requirements.in"
        wanted.write_text("\n".join(requirements()) + "\n", encoding="utf-8")
        run([sys.executable, "-m", "uv", "pip", "compile", "--quiet", "--no-build",
             "--no-annotate", "--no-header", "--format", "pylock.toml",
             "--python-platform", "wasm32-pyodide2024",
             "--python-version", ".".join(python.split(".")[:2]),
             "--find-links", str(kernel_extension_dir() / "static" / "pypi"),
             "--constraints", str(CONSTRAINTS), "--output-file", str(out),
             str(wanted)], cwd=ROOT)
        lock = tomllib.loads(out.read_text(encoding="utf-8"))
    kernel = set(KERNEL_WHEELS)
    lines = ["# The wheels the JupyterLite site serves to Pyodide: written by",
             "# `python tools/build_lite.py --lock` (uv pip compile for Pyodide's platform).",
             "# The kernel's own wheels (piplite, pyodide-kernel, the ipykernel and",
             "# widgetsnbextension stand-ins) come from jupyterlite-pyodide-kernel at build time.",
             'lock-version = "1.0"', 'created-by = "tools/build_lite.py"', ""]
    for package in lock["packages"]:
        if package["name"] in kernel:
            continue
        (wheel,) = package["wheels"]
        if not wheel["url"].startswith("https://"):
            raise BuildError(f"{package['name']}: not a wheel from PyPI: {wheel['url']}")
        lines += ["[[packages]]", f'name = "{package["name"]}"',
                  f'version = "{package["version"]}"',
                  f'wheels = [{{ url = "{wheel["url"]}", '
                  f'hashes = {{ sha256 = "{wheel["hashes"]["sha256"]}" }} }}]', ""]
    PYLOCK.write_text("\n".join(lines), encoding="utf-8")
    RUNTIME_PIN.write_text(json.dumps(pin, indent=2) + "\n", encoding="utf-8")


def requirements() -> list[str]:
    """What the site's Pyodide needs: ``lite/requirements.in`` and boardgames' dependencies."""
    wanted = [line.split("#", 1)[0].strip()
              for line in REQUIREMENTS_IN.read_text(encoding="utf-8").splitlines()]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return [w for w in wanted if w] + list(project["project"]["dependencies"])


# --- the site -------------------------------------------------------------------

def build(output_dir: Path, notebooks: Path = NOTEBOOKS, *, teacher: bool = False,
          test_hooks: bool = False) -> Path:
    """Build the whole site into ``output_dir`` (replaced if it exists); return it.

    The students' site unless ``teacher``; ``test_hooks`` is for the browser tests only.
    """
    output_dir = output_dir.resolve()
    with tempfile.TemporaryDirectory(prefix="boardgames-lite-") as tmp:
        tmp = Path(tmp)
        wheel = build_wheel(tmp / "wheels")
        copy_contents(tmp / "contents", notebooks, teacher=teacher)
        lite_dir = tmp / "lite"
        shutil.copytree(LITE, lite_dir, ignore=shutil.ignore_patterns(
            "README.md", "_output", ".cache", "*.doit.db", "pylock.toml", "*.in", "*.txt",
            "pyodide-runtime.json"))
        site_settings(lite_dir, teacher=teacher, test_hooks=test_hooks)
        add_pyodide(lite_dir / "static", own=wheel)
        if output_dir.exists():
            shutil.rmtree(output_dir)
        run([sys.executable, "-m", "jupyterlite_core", "build",
             "--lite-dir", str(lite_dir),
             "--contents", str(tmp / "contents"),
             "--output-dir", str(output_dir)], cwd=lite_dir)
    return output_dir


def run(cmd: list[str], cwd: Path | None = None) -> None:
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if proc.returncode:
        raise BuildError(f"command failed ({proc.returncode}): {' '.join(cmd)}\n"
                         f"{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output-dir", type=Path,
                        help="default: build/lite, or build/lite-teacher with --teacher")
    parser.add_argument("--notebooks", type=Path, default=NOTEBOOKS,
                        help="the folder of notebooks to ship (default: notebooks/)")
    parser.add_argument("--teacher", action="store_true",
                        help="the teacher's site: the lessons with their solutions, notes and "
                             "outputs (keep it away from students)")
    parser.add_argument("--lock", action="store_true",
                        help="re-solve lite/pylock.toml and lite/pyodide-runtime.json, then build")
    args = parser.parse_args(argv)
    if args.lock:
        relock()
        print(f"wrote {PYLOCK.relative_to(ROOT)} and {RUNTIME_PIN.relative_to(ROOT)}")
    output = args.output_dir or (TEACHER_OUTPUT if args.teacher else DEFAULT_OUTPUT)
    out = build(output, args.notebooks.resolve(), teacher=args.teacher)
    edition = "teacher's" if args.teacher else "students'"
    print(f"The {edition} JupyterLite site is in {out}: serve it with "
          f"`python -m http.server -d {out}` and open /lab/")


if __name__ == "__main__":
    main()
