"""Build the JupyterLite site of the notebooks: they run in the browser, with no server.

    python tools/build_lite.py                    # into build/lite
    python tools/build_lite.py --output-dir DIR
    python -m http.server -d build/lite 8000      # then open http://localhost:8000/lab/

Needs ``jupyterlite-core``, ``jupyterlite-pyodide-kernel`` and ``jupyter_server``
in the Python that runs it (``pip install -e ".[docs]"``).  The build itself is
offline except for the wheel: building the ``boardgames`` wheel fetches
hatchling from PyPI (pip's build isolation) unless pip has it cached.

What the script does:

1. builds the ``boardgames`` wheel from a temporary copy of the source, so the
   checkout gets no ``build/lib`` or egg-info;
2. copies the notebooks of ``notebooks/`` (not nbval's ``sanitize.cfg``) and
   puts one cell at the top of each copy, ``%pip install -q boardgames``, which
   installs that wheel from the site itself (the dependencies that are not part
   of Pyodide come from PyPI), and sets the copy's kernel to the Pyodide one;
3. runs ``jupyter lite build`` with the settings in ``lite/``, from a
   temporary copy of ``lite/`` so the build's caches never land in the checkout.

The Lab extensions installed in the building Python (ipywidgets' manager,
anywidget, plotly's renderer) are built into the site, so widgets and plotly
figures display there once their Python packages are installed by ``%pip``.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LITE = ROOT / "lite"
DEFAULT_OUTPUT = ROOT / "build" / "lite"

# The files of the source tree that building the wheel needs.
WHEEL_SOURCES = ["pyproject.toml", "README.md", "LICENSE", "boardgames"]
# Files of notebooks/ that are for the tests, not for students.
NOT_CONTENT = {"sanitize.cfg"}

PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
INSTALL_MARK = "boardgames-jupyterlite-install"
INSTALL_SOURCE = (
    "# JupyterLite only: install boardgames from this site (run this cell first).\n"
    "%pip install -q boardgames"
)


def install_cell() -> dict:
    """The cell put at the top of each notebook copy in the site."""
    return {
        "cell_type": "code",
        "execution_count": None,
        "id": INSTALL_MARK,
        "metadata": {"tags": [INSTALL_MARK]},
        "outputs": [],
        "source": INSTALL_SOURCE,
    }


def build_wheel(dest: Path) -> Path:
    """Build the boardgames wheel (no dependencies) into ``dest``; return its path."""
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
        run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
             "--wheel-dir", str(dest), str(src)])
    wheels = sorted(dest.glob("boardgames-*.whl"))
    if not wheels:
        raise SystemExit(f"building the boardgames wheel left nothing in {dest}")
    return wheels[-1]


def copy_contents(dest: Path, notebooks: Path = NOTEBOOKS) -> list[Path]:
    """Copy the notebooks (each with the install cell on top) and their data files."""
    dest.mkdir(parents=True, exist_ok=True)
    copied = []
    for path in sorted(notebooks.iterdir()):
        if path.name in NOT_CONTENT or path.name.startswith(".") or path.name.startswith("scratch"):
            continue
        target = dest / path.name
        if path.suffix == ".ipynb":
            nb = json.loads(path.read_text(encoding="utf-8"))
            cells = nb.setdefault("cells", [])
            if not (cells and cells[0].get("id") == INSTALL_MARK):
                cells.insert(0, install_cell())
            meta = nb.setdefault("metadata", {})
            meta.pop("widgets", None)
            meta["kernelspec"] = PYODIDE_KERNELSPEC  # opens on it without asking
            target.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        elif path.is_dir():
            if path.name in {"__pycache__", ".ipynb_checkpoints"}:
                continue
            shutil.copytree(path, target)
        else:
            shutil.copy2(path, target)
        copied.append(target)
    return copied


def build(output_dir: Path, notebooks: Path = NOTEBOOKS) -> Path:
    """Build the whole site into ``output_dir`` (replaced if it exists); return it."""
    output_dir = output_dir.resolve()
    with tempfile.TemporaryDirectory(prefix="boardgames-lite-") as tmp:
        tmp = Path(tmp)
        wheel = build_wheel(tmp / "wheels")
        copy_contents(tmp / "contents", notebooks)
        lite_dir = tmp / "lite"
        shutil.copytree(LITE, lite_dir, ignore=shutil.ignore_patterns("README.md", "_output",
                                                                      ".cache", "*.doit.db"))
        if output_dir.exists():
            shutil.rmtree(output_dir)
        run([sys.executable, "-m", "jupyterlite_core", "build",
             "--lite-dir", str(lite_dir),
             "--contents", str(tmp / "contents"),
             "--piplite-wheels", str(wheel),
             "--output-dir", str(output_dir)], cwd=lite_dir)
    return output_dir


def run(cmd: list[str], cwd: Path | None = None) -> None:
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if proc.returncode:
        raise SystemExit(f"command failed ({proc.returncode}): {' '.join(cmd)}\n"
                         f"{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output-dir", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    out = build(args.output_dir)
    print(f"JupyterLite site in {out}: serve it with `python -m http.server -d {out}` "
          "and open /lab/")


if __name__ == "__main__":
    main()
