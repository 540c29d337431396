"""Every notebook runs in the site's Pyodide kernel with the internet cut off (half 1 of 2).

The notebooks are split over two files so that pytest-xdist's two workers share
the work (each file goes whole to one worker).  Each notebook opens in the lab
page, its kernel starts from the site's own Pyodide, every cell runs, and no
output is an error; plotly figures are drawn as SVG.  Timings are printed;
`benchmarks/bench_lite.py` measures them properly.
"""

from __future__ import annotations

import pytest
from lite_helpers import check_notebook_runs, half

TIMINGS: list[str] = []


@pytest.mark.parametrize("name", half(1))
def test_notebook_runs_in_pyodide_offline(site, offline, name):
    check_notebook_runs(site, offline, name, TIMINGS)
