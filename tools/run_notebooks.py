"""Re-execute the notebooks in place, in order, so they are committed with their outputs.

    python tools/run_notebooks.py                 # every notebook in notebooks/
    python tools/run_notebooks.py notebooks/start.ipynb
    python tools/run_notebooks.py --normalise-only notebooks/*.ipynb   # no kernel, no execution

nbval compares each cell's fresh output with the saved one, so run this after
changing a notebook or anything it prints.  Widget state is not saved.

Every notebook is written with each cell's source and each multi-line text
output as ONE JSON string, not a list of lines: both forms are valid nbformat,
but JupyterLite shows a list of lines joined with commas (``{'index': 23,``
then ``, 'tiles': ...``).  ``--normalise-only`` rewrites the given notebooks in
that form without running anything (their outputs are kept as they are);
``tests/test_notebook_hygiene.py`` checks that every committed notebook is in it.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
#: output fields that hold text (a stream's ``text``; the text mimetypes of ``data``)
TEXT_MIME_PREFIXES = ("text/", "application/javascript", "image/svg+xml")


class NotANotebook(ValueError):
    """A file given to ``--normalise-only`` is not a notebook; it is left as it was."""


def _is_lines(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _joined(value: Any) -> Any:
    return "".join(value) if _is_lines(value) else value


# what JupyterLab writes into a notebook when ipykernel's kernel starts: a notebook saved with
# another display name ("Python 3") is marked modified (the unsaved dot) as soon as it opens
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def kernelspec_differs(nb: dict) -> bool:
    """Whether ``nb`` names the python3 kernel other than JupyterLab would write it on opening."""
    spec = nb.get("metadata", {}).get("kernelspec")
    return isinstance(spec, dict) and spec.get("name") == "python3" and spec != KERNELSPEC


def normalise(nb: dict) -> dict:
    """``nb`` (a notebook as plain JSON) with sources and text outputs as single strings; in place.

    Its python3 kernelspec is also written as JupyterLab writes it (:data:`KERNELSPEC`).
    """
    if kernelspec_differs(nb):
        nb["metadata"]["kernelspec"] = dict(KERNELSPEC)
    for cell in nb.get("cells", []):
        if "source" in cell:
            cell["source"] = _joined(cell["source"])
        for out in cell.get("outputs", []):
            if "text" in out:
                out["text"] = _joined(out["text"])
            if out.get("output_type") == "error" or not isinstance(out.get("data"), dict):
                continue
            for mime, value in out["data"].items():
                if mime.startswith(TEXT_MIME_PREFIXES):
                    out["data"][mime] = _joined(value)
    return nb


def list_fields(nb: dict) -> list[str]:
    """Where ``nb`` still stores text as a list of lines (empty when it is normalised)."""
    found = []
    for i, cell in enumerate(nb.get("cells", [])):
        if _is_lines(cell.get("source")):
            found.append(f"cell {i}: source")
        for out in cell.get("outputs", []):
            if _is_lines(out.get("text")):
                found.append(f"cell {i}: {out.get('output_type')} text")
            for mime, value in (out.get("data") or {}).items():
                if mime.startswith(TEXT_MIME_PREFIXES) and _is_lines(value):
                    found.append(f"cell {i}: {mime}")
    return found


def write(nb: dict, path: Path) -> None:
    """Write ``nb`` as nbformat does (one-space indent, sorted keys), normalised."""
    normalise(nb)
    path.write_text(json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                    encoding="utf-8")


def run(path: Path) -> None:
    import nbformat
    from nbconvert.preprocessors import ExecutePreprocessor

    nb = nbformat.read(path, as_version=4)
    ExecutePreprocessor(timeout=600, kernel_name="python3").preprocess(
        nb, {"metadata": {"path": str(path.parent)}})
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:  # run timestamps only make every re-run a large diff
        cell.metadata.pop("execution", None)
    nbformat.validate(nb)
    write(json.loads(nbformat.writes(nb)), path)
    print(f"executed {_shown(path)} ({path.stat().st_size // 1024} KiB)")


def _check(nb: Any, path: Path) -> dict:
    """``nb`` if it has a notebook's shape (cells, outputs and data as JSON objects), else
    :class:`NotANotebook`."""
    def bad(why: str) -> NotANotebook:
        return NotANotebook(f"{path}: not a notebook ({why}); nothing was changed")

    if not isinstance(nb, dict) or not isinstance(nb.get("cells"), list):
        raise bad("no list of cells")
    for i, cell in enumerate(nb["cells"]):
        if not isinstance(cell, dict):
            raise bad(f"cell {i} is not an object")
        outputs = cell.get("outputs", [])
        if not isinstance(outputs, list) or not all(isinstance(o, dict) for o in outputs):
            raise bad(f"cell {i}: outputs are not a list of objects")
        if any("data" in o and not isinstance(o["data"], dict) for o in outputs):
            raise bad(f"cell {i}: an output's data is not an object")
    return nb


def normalise_file(path: Path) -> bool:
    """Rewrite ``path`` normalised, without executing it; True if it changed.

    A file that is not a notebook raises :class:`NotANotebook` and is not touched.
    """
    try:
        before = path.read_text(encoding="utf-8")
        nb = _check(json.loads(before), path)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise NotANotebook(f"{path}: not a notebook (not JSON text: {type(exc).__name__}); "
                           "nothing was changed") from None
    if not list_fields(nb) and not kernelspec_differs(nb):
        return False
    write(nb, path)
    return path.read_text(encoding="utf-8") != before


def _shown(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path,
                        help="notebooks (default: every notebooks/*.ipynb)")
    parser.add_argument("--normalise-only", action="store_true",
                        help="store sources and text outputs as single strings; execute nothing")
    args = parser.parse_args(argv)
    paths = [p.resolve() for p in args.paths] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    for path in paths:
        if args.normalise_only:
            try:
                changed = normalise_file(path)
            except (NotANotebook, OSError) as exc:
                parser.exit(2, f"run_notebooks.py: {exc}\n")
            print(f"{'normalised' if changed else 'already normalised'}: {_shown(path)}")
        else:
            run(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
