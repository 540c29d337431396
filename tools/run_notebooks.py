"""Re-execute the notebooks in place, in order, so they are committed with their outputs.

    python tools/run_notebooks.py                 # every notebook in notebooks/
    python tools/run_notebooks.py notebooks/start.ipynb

nbval compares each cell's fresh output with the saved one, so run this after
changing a notebook or anything it prints.  Widget state is not saved.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbconvert.preprocessors import ExecutePreprocessor

ROOT = Path(__file__).resolve().parent.parent


def run(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    ExecutePreprocessor(timeout=600, kernel_name="python3").preprocess(
        nb, {"metadata": {"path": str(path.parent)}})
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:  # run timestamps only make every re-run a large diff
        cell.metadata.pop("execution", None)
    nbformat.write(nb, path)
    print(f"executed {path.relative_to(ROOT)} ({path.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    paths = [Path(p).resolve() for p in sys.argv[1:]] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for p in paths:
        run(p)
