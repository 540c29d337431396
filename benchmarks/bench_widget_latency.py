"""Click-to-redraw latency of the play apps, in a real JupyterLab and headless Chromium.

    python benchmarks/bench_widget_latency.py [--clicks 40]

For each game it opens a notebook with one app (bots instant), then clicks
board targets one at a time as a person would (a pause between clicks): the
highlighted legal ones while there are any, otherwise any target (an illegal
click, answered with the engine's reason).  The page measures each click from
the mouse event to the end of the redraw (or to Python's answer when nothing
changed) and the kernel reports its own share.  Prints p50/p95/max per game.
This is a benchmark, not a test: a shared machine makes the numbers vary.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from browser_harness import (  # noqa: E402
    CHROMIUM,
    FLAGS,
    make_lab,
    open_and_run,
    short_notebook,
)

GAMES = {
    "catan": 'boardgames.play("catan", opponents=["random"] * 3, seed=1, layout="beginner", '
             'bot_speed="instant")',
    "zarahemla": 'boardgames.play("zarahemla", opponents=["random"] * 2, seed=3, '
                 'bot_speed="instant")',
    "forbidden-jungle": 'boardgames.play("forbidden-jungle", opponents=["random"], seed=4, '
                        'bot_speed="instant")',
}


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def click_id(page, root, target_id: str) -> None:
    """A real mouse click on the shape ``target_id`` (re-found: a redraw replaces shapes)."""
    for _ in range(3):
        try:
            root.locator(f"[data-target='{target_id}']").first.click(force=True, timeout=5000)
            return
        except Exception:  # noqa: BLE001 - the shape was redrawn under the mouse: try again
            page.wait_for_timeout(50)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clicks", type=int, default=40, help="clicks per game")
    ap.add_argument("--pause", type=float, default=0.25, help="seconds between clicks")
    ap.add_argument("--games", nargs="*", default=list(GAMES), choices=list(GAMES))
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    notebooks = {f"{name}.ipynb": short_notebook(f"import boardgames\napp = {GAMES[name]}\napp")
                 for name in args.games}
    lab = make_lab(Path(tempfile.mkdtemp(prefix="bench-widgets-")), notebooks)
    everything: list[float] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
            for name in args.games:
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                open_and_run(page, lab, f"{name}.ipynb")
                page.wait_for_selector(f".bg-app-{name} .bg-board-root[data-version]",
                                       timeout=90_000)
                root = page.locator(f".bg-app-{name}").first
                root.scroll_into_view_if_needed()
                for i in range(args.clicks):
                    ids = root.evaluate(
                        "(el) => [[...el.querySelectorAll('.bg-legal')].map(e => e.dataset.target),"
                        " [...el.querySelectorAll('[data-target]')].map(e => e.dataset.target)]")
                    legal, anything = ids
                    time.sleep(args.pause)
                    click_id(page, root, legal[0] if legal else anything[i % len(anything)])
                    time.sleep(args.pause)
                    if not legal:      # a button step (roll, end turn): press it
                        for sel in (".bg-act-Roll", ".bg-act-EndTurn", ".bg-act"):
                            b = root.locator(sel)
                            if b.count():
                                b.first.click()
                                time.sleep(args.pause)
                                break
                ms = page.evaluate("() => window.__boardgamesLatency || []")
                parts = page.evaluate("() => window.__boardgamesTiming || []")
                py = lab.kernel_eval("[round(x, 2) for x in app.board.handle_ms]",
                                     f"{name}.ipynb")
                sent = lab.kernel_eval("app.board.sent_bytes[-200:]", f"{name}.ipynb")
                draw = [t["draw"] for t in parts] or [0.0]
                everything += ms
                print(f"{name:17s} {len(ms):3d} clicks: p50 {pct(ms, .5):6.1f} ms  "
                      f"p95 {pct(ms, .95):6.1f} ms  max {max(ms):6.1f} ms   "
                      f"(Python's share: p50 {pct(py, .5):.1f} ms, p95 {pct(py, .95):.1f} ms; "
                      f"drawing in the page: p50 {pct(draw, .5):.1f} ms, p95 {pct(draw, .95):.1f} ms; "
                      f"sent per redraw: p50 {pct(sent, .5) if sent else 0:.0f} bytes)")
                page.close()
            browser.close()
    finally:
        lab.stop()
    print(f"{'all':17s} {len(everything):3d} clicks: p50 {pct(everything, .5):6.1f} ms  "
          f"p95 {pct(everything, .95):6.1f} ms  (target: p95 under 50 ms)")


if __name__ == "__main__":
    main()
