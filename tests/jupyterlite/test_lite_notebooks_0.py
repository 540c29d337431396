"""Every notebook runs in the site's Pyodide kernel with the internet cut off (half 0 of 2).

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


@pytest.mark.parametrize("name", half(0))
def test_notebook_runs_in_pyodide_offline(site, offline, name):
    check_notebook_runs(site, offline, name, TIMINGS)


def test_play_board_renders_and_answers_a_click_offline(site, offline):
    """play.ipynb in Pyodide: the Catan board draws, and a click on a legal corner changes the game."""
    from lite_helpers import ARTIFACTS, lite_browser

    base, browser, outside = offline
    page = browser.new_page()
    try:
        run = lite_browser.run_notebook(page, base, "play.ipynb")
        assert not run.errors, run.errors
        assert run.widget_outputs >= 4, f"expected four play apps, saw {run.widget_outputs}"
        target, before, after = lite_browser.click_board(page, "catan", "corner:")
        assert after != before, f"clicking {target} did not redraw the board"
        page.locator(".bg-app-catan").first.screenshot(path=str(ARTIFACTS / "play-catan.png"))
    finally:
        page.context.close()
    assert not outside, sorted(outside)
