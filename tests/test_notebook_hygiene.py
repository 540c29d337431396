"""Notebooks are committed executed, in order, without widget state, small, and with text as strings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import run_notebooks  # tools/run_notebooks.py (pyproject's pytest pythonpath)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))


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


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_names_its_kernel_as_jupyterlab_does_so_it_opens_unmodified(path):
    # JupyterLab rewrites a different kernelspec on opening: the notebook shows the unsaved dot
    nb = json.loads(path.read_text(encoding="utf-8"))
    assert not run_notebooks.kernelspec_differs(nb), (
        f"kernelspec {nb['metadata'].get('kernelspec')}: "
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


text_lists = st.lists(st.text(max_size=12), max_size=5)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(source=text_lists, stream=text_lists, plain=text_lists)
def test_normalise_joins_every_list_of_lines_and_nothing_else(tmp_path, source, stream, plain):
    nb = {"cells": [{"cell_type": "code", "execution_count": 1, "id": "a", "metadata": {},
                     "source": source,
                     "outputs": [{"output_type": "stream", "name": "stdout", "text": stream},
                                 {"output_type": "display_data", "metadata": {},
                                  "data": {"text/plain": plain, "application/json": [plain]}}]}],
          "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    out = run_notebooks.normalise(json.loads(json.dumps(nb)))
    cell = out["cells"][0]
    assert cell["source"] == "".join(source)
    assert cell["outputs"][0]["text"] == "".join(stream)
    assert cell["outputs"][1]["data"] == {"text/plain": "".join(plain), "application/json": [plain]}
    assert run_notebooks.list_fields(out) == []
    assert run_notebooks.normalise(json.loads(json.dumps(out))) == out     # idempotent


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.sampled_from(["cells", "outputs", "data", "text",
                                                              "source", "x"]), inner, max_size=4),
                           max_leaves=20)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=st.one_of(json_values.map(json.dumps), st.binary(max_size=64).map(repr),
                         st.just("\ud800"), st.just("[" * 5000)))
def test_normalise_only_refuses_what_is_not_a_notebook_and_changes_nothing(tmp_path, content):
    path = tmp_path / "x.ipynb"
    path.write_text(content, encoding="utf-8", errors="surrogatepass")
    before = path.read_bytes()
    try:
        run_notebooks.normalise_file(path)
    except run_notebooks.NotANotebook as exc:
        assert "nothing was changed" in str(exc)
        assert path.read_bytes() == before
    else:
        assert run_notebooks.list_fields(json.loads(path.read_text(encoding="utf-8"))) == []
