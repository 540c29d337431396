"""Notebooks are committed executed, in order, without widget state, and small."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).parent.parent / "notebooks").glob("*.ipynb"))


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
