"""Notebooks are committed executed, in order, without widget state, small, and with text as strings."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
sys.path.insert(0, str(ROOT / "tools"))
import run_notebooks  # noqa: E402


def test_there_is_a_start_notebook():
    assert any(p.name == "start.ipynb" for p in NOTEBOOKS)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_committed_executed_in_order_small_and_without_widget_state(path):
    assert path.stat().st_size <= 1_000_000, "over 1 MB"
    nb = json.loads(path.read_text())
    counts = [c.get("execution_count") for c in nb["cells"]
              if c["cell_type"] == "code" and "".join(c["source"]).strip()]
    assert counts, "no code cells"
    assert None not in counts, "a code cell was never executed"
    assert counts == list(range(1, len(counts) + 1)), "cells were not executed once, in order"
    assert "widgets" not in nb.get("metadata", {}), "saved widget state"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_stores_sources_and_text_outputs_as_single_strings(path):
    # JupyterLite shows a text stored as a list of lines joined with commas
    found = run_notebooks.list_fields(json.loads(path.read_text(encoding="utf-8")))
    assert not found, (f"{len(found)} fields stored as lists of lines ({found[:5]} ...): "
                       f"python tools/run_notebooks.py --normalise-only {path.relative_to(ROOT)}")


def test_normalising_keeps_the_notebook_the_same_to_nbformat(tmp_path):
    import nbformat

    sample = {"cells": [
        {"cell_type": "code", "execution_count": 1, "id": "a", "metadata": {},
         "source": ["x = {'index': 23,\n", " 'tiles': 19}\n", "x"],
         "outputs": [{"output_type": "stream", "name": "stdout", "text": ["a,\n", "b\n"]},
                     {"output_type": "execute_result", "execution_count": 1, "metadata": {},
                      "data": {"text/plain": ["{'index': 23,\n", " 'tiles': 19}"],
                               "application/json": {"keep": ["as", "is"]}}}]},
        {"cell_type": "markdown", "id": "b", "metadata": {}, "source": ["# T\n", "text"]}],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "n.ipynb"
    path.write_text(json.dumps(sample), encoding="utf-8")
    before = nbformat.read(path, as_version=4)
    assert run_notebooks.main(["--normalise-only", str(path)]) == 0
    after = json.loads(path.read_text(encoding="utf-8"))
    assert run_notebooks.list_fields(after) == []
    assert after["cells"][0]["outputs"][1]["data"]["application/json"] == {"keep": ["as", "is"]}
    assert nbformat.read(path, as_version=4) == before
    nbformat.validate(nbformat.read(path, as_version=4))
