"""Click-to-redraw latency of the play apps, in a real JupyterLab and headless Chromium.

    python benchmarks/bench_widget_latency.py [--clicks 40] [--compare] [--echo]

For each game it opens a notebook with one app (bots instant), then clicks
board targets one at a time as a person would (a pause between clicks): the
highlighted legal ones while there are any, otherwise any target (an illegal
click, answered with the engine's reason).  The page measures each click from
the mouse event to the end of the redraw (or to Python's answer when nothing
changed) and the kernel reports its own share.  Prints p50/p95/max per game,
and beside it the time to the next frame on the screen (after its style,
layout and paint) and how many widget messages (comm messages from the kernel,
seen on the page's iopub) each click caused: those of the board, and all of
them (side panels, new widgets) until the next thing the benchmark does.
This is a benchmark, not a test: a shared machine makes the numbers vary.

``--echo`` also times a bare widget that answers each message at once (the
page-to-kernel round trip every click pays).  ``--compare`` runs everything
twice in one go, in two servers: with the package's server extension
(``boardgames.widgets.server``: ``TCP_NODELAY`` on the kernel websocket, once
enabled) and without it (Jupyter Server's default, Nagle's algorithm on),
and prints the ratio of the p95s.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from browser_harness import (
    CHROMIUM,
    FLAGS,
    make_lab,
    open_and_run,
    short_notebook,
)

GAMES = {
    "catan": 'boardgames.play("catan", opponents=["random"] * 3, seed=1, layout="beginner", '
             'bot_speed="instant")',
    "catan-jungle": 'boardgames.play("catan-jungle", opponents=["random"] * 3, seed=2, '
                    'bot_speed="instant")',
    "zarahemla": 'boardgames.play("zarahemla", opponents=["random"] * 2, seed=3, '
                 'bot_speed="instant")',
    "forbidden-jungle": 'boardgames.play("forbidden-jungle", opponents=["random"], seed=4, '
                        'bot_speed="instant")',
}


ECHO = '''
import anywidget
class Echo(anywidget.AnyWidget):
    _esm = """
    function render({ model, el }) {
      el.classList.add("bg-echo"); el.textContent = "echo";
      window.__echo = []; let t0 = null;
      model.on("msg:custom", () => {
        if (t0 !== null) { window.__echo.push(performance.now() - t0); t0 = null; } });
      window.__ping = () => { t0 = performance.now(); model.send({ type: "ping" }); };
    }
    export default { render };
    """
    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, _c, _b: self.send({"type": "pong"}))
Echo()
'''


def mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def click_id(page, root, target_id: str) -> None:
    """A real mouse click on the shape ``target_id`` (re-found: a redraw replaces shapes)."""
    for _ in range(3):
        try:
            root.locator(f"[data-target='{target_id}']").first.click(force=True, timeout=5000)
            return
        except Exception:  # the shape was redrawn under the mouse: try again
            page.wait_for_timeout(50)


def echo_round_trips(browser, lab, n: int, pause: float) -> list[float]:
    page = browser.new_page()
    open_and_run(page, lab, "echo.ipynb")
    page.wait_for_selector(".bg-echo", state="attached", timeout=90_000)
    time.sleep(1)
    for _ in range(n):
        page.evaluate("() => window.__ping()")
        time.sleep(pause)
    ms = page.evaluate("() => window.__echo")
    page.close()
    return ms


def game_clicks(browser, lab, name: str, args) -> tuple[list[float], str]:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    open_and_run(page, lab, f"{name}.ipynb")
    page.wait_for_selector(f".bg-app-{name} .bg-board-root[data-version]", timeout=90_000)
    root = page.locator(f".bg-app-{name}").first
    root.scroll_into_view_if_needed()
    board_id = lab.kernel_eval("app.board.model_id", f"{name}.ipynb")
    # every widget message from the kernel, as the page receives it
    page.evaluate("""(board) => {
      window.__bgMsgs = []; window.__bgMarks = []; window.__bgClicks = [];
      const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
      k.iopubMessage.connect((_k, m) => {
        const t = m.header.msg_type;
        if (t === "comm_msg" || t === "comm_open" || t === "comm_close")
          window.__bgMsgs.push([performance.now(), (m.content.comm_id === board) ? 1 : 0]);
      });
    }""", board_id)
    for i in range(args.clicks):
        legal, anything = root.evaluate(
            "(el) => [[...el.querySelectorAll('.bg-legal')].map(e => e.dataset.target),"
            " [...el.querySelectorAll('[data-target]')].map(e => e.dataset.target)]")
        time.sleep(args.pause)
        page.evaluate("() => window.__bgClicks.push(performance.now())")
        click_id(page, root, legal[0] if legal else anything[i % len(anything)])
        time.sleep(args.pause)
        if not legal:      # a button step (roll, end turn): press it
            for sel in (".bg-act-Roll", ".bg-act-EndTurn", ".bg-act"):
                b = root.locator(sel)
                if b.count():
                    page.evaluate("() => window.__bgMarks.push(performance.now())")
                    b.first.click()
                    time.sleep(args.pause)
                    break
    page.evaluate("() => window.__bgMarks.push(performance.now())")
    time.sleep(args.pause)
    ms = page.evaluate("() => window.__boardgamesLatency || []")
    parts = page.evaluate("() => window.__boardgamesTiming || []")
    msgs = page.evaluate("() => window.__bgMsgs")
    marks = page.evaluate("() => window.__bgMarks")
    # the messages of each click: from it until the next click or button press
    starts = page.evaluate("() => window.__bgClicks")
    per_board, per_all = [], []
    for j, t0 in enumerate(starts):
        t1 = min([x for x in starts[j + 1:] + marks if x > t0] or [float("inf")])
        mine = [b for t, b in msgs if t0 <= t < t1]
        per_board.append(sum(mine))
        per_all.append(len(mine))
    paint = [t["paint"] for t in parts if t.get("paint") is not None]
    py = lab.kernel_eval("[round(x, 2) for x in app.board.handle_ms]", f"{name}.ipynb")
    sent = lab.kernel_eval("app.board.sent_bytes[-200:]", f"{name}.ipynb")
    draw = [t["draw"] for t in parts] or [0.0]
    page.close()
    detail = (f"(Python's share: p50 {pct(py, .5):.1f} ms, p95 {pct(py, .95):.1f} ms; "
              f"drawing in the page: p50 {pct(draw, .5):.1f} ms, p95 {pct(draw, .95):.1f} ms; "
              f"sent per redraw: p50 {pct(sent, .5) if sent else 0:.0f} bytes)")
    if paint:
        detail += (f"\n    {'':28s} to the next frame: p50 {pct(paint, .5):.1f} ms, "
                   f"p95 {pct(paint, .95):.1f} ms")
    if per_all:
        detail += (f"\n    {'':28s} widget messages a click: board {mean(per_board):.2f}, "
                   f"all {mean(per_all):.2f} (max {max(per_all)})")
    if args.raw:
        detail += (f"\n    page ms: {[round(x, 1) for x in ms]}\n    kernel ms: {py}"
                   f"\n    draw ms: {[round(t['draw'], 1) for t in parts]}")
    return ms, detail


def line(label: str, ms: list[float], extra: str = "") -> str:
    return (f"{label:28s} {len(ms):3d} clicks: p50 {pct(ms, .5):6.1f} ms  "
            f"p95 {pct(ms, .95):6.1f} ms  max {max(ms):6.1f} ms   {extra}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clicks", type=int, default=40, help="clicks per game")
    ap.add_argument("--pause", type=float, default=0.25, help="seconds between clicks")
    ap.add_argument("--games", nargs="*", default=list(GAMES), choices=list(GAMES))
    ap.add_argument("--echo", action="store_true", help="also time a bare echo widget")
    ap.add_argument("--compare", action="store_true",
                    help="also run without the TCP_NODELAY server extension, and compare")
    ap.add_argument("--raw", action="store_true", help="also print every click's numbers")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    notebooks = {f"{name}.ipynb": short_notebook(f"import boardgames\napp = {GAMES[name]}\napp")
                 for name in args.games}
    notebooks["echo.ipynb"] = short_notebook(ECHO)
    modes = [True, False] if args.compare else [True]
    labs = {mode: make_lab(Path(tempfile.mkdtemp(prefix="bench-widgets-")), notebooks,
                           nodelay=mode) for mode in modes}
    results: dict[tuple[bool, str], list[float]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
            # interleaved: each game in one server, then the other, so that a busy
            # spell of the machine falls on both
            for name in (["echo"] if args.echo else []) + args.games:
                for mode in modes:
                    label = f"{name} ({'nodelay' if mode else 'Nagle, no extension'})"
                    if name == "echo":
                        ms, detail = echo_round_trips(browser, labs[mode], 2 * args.clicks,
                                                      args.pause), "(bare round trip)"
                    else:
                        ms, detail = game_clicks(browser, labs[mode], name, args)
                    results[mode, name] = ms
                    print(line(label, ms, detail), flush=True)
            browser.close()
    finally:
        for lab in labs.values():
            lab.stop()
    for mode in modes:
        games = [x for (m, n), v in results.items() if m == mode and n != "echo" for x in v]
        if games:
            print(line(f"all games ({'nodelay' if mode else 'Nagle'})", games,
                       "(target: p95 under 50 ms)"))
    if args.compare:
        for name in (["echo"] if args.echo else []) + args.games + ["all"]:
            def get(mode, name=name):
                if name == "all":
                    return [x for (m, n), v in results.items() if m == mode and n != "echo"
                            for x in v]
                return results[mode, name]
            on, off = get(True), get(False)
            print(f"{name:17s} p95 without the extension / with it: "
                  f"{pct(off, .95):.1f} / {pct(on, .95):.1f} ms = "
                  f"{pct(off, .95) / pct(on, .95):.2f}x")


if __name__ == "__main__":
    main()
