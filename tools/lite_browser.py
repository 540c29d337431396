"""Drive a built JupyterLite site in headless Chromium, with the internet cut off.

Shared by ``tests/test_jupyterlite.py`` and ``benchmarks/bench_lite.py``:

    with serve(site) as base, offline_browser() as browser:
        page = browser.new_page()
        result = run_notebook(page, base, "lesson-1-two-dice.ipynb")

Every request a page makes to anything but ``127.0.0.1`` is aborted and
recorded in ``browser.outside``, so a site that quietly needs a CDN fails instead of
passing on a machine that happens to be online.  The site must be built with the
test hook ``exposeAppInBrowser`` (``build_lite.build(..., test_hooks=True)``; the
sites built for a class lack it), so the page's
``window.jupyterapp`` runs JupyterLab's own commands (open, run all) and reads
the notebook's model: the outputs checked are the kernel's, not the pixels.

Chromium is Debian's ``/usr/bin/chromium`` (or ``$BOARDGAMES_CHROMIUM``),
driven by Playwright's Python package; nothing is downloaded.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

CHROMIUM = os.environ.get("BOARDGAMES_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-dev-shm-usage"]
LOOPBACK = "http://127.0.0.1:"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript",
                      ".js": "text/javascript", ".json": "application/json"}

    def log_message(self, *args):  # keep the output readable
        pass


@contextlib.contextmanager
def serve(folder: Path):
    """Serve ``folder`` on a free port of 127.0.0.1; yield its base URL."""
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"{LOOPBACK}{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class OfflineBrowser:
    """A headless Chromium that aborts every request to anything but 127.0.0.1.

    ``new_page()`` opens a page in a fresh context (its own storage), so a lab page
    never restores notebooks, and kernels, that an earlier page opened; close it
    with ``page.context.close()``, which ends its kernel too.  ``outside``
    collects the refused URLs of all pages.
    """

    def __init__(self, browser, width: int, height: int):
        self.browser = browser
        self.viewport = {"width": width, "height": height}
        self.outside: set[str] = set()

    def _gate(self, route) -> None:
        url = route.request.url
        if url.startswith((LOOPBACK, "data:", "blob:")):
            route.continue_()
        else:
            self.outside.add(url)
            route.abort("internetdisconnected")

    def new_page(self):
        context = self.browser.new_context(viewport=self.viewport)
        context.route("**/*", self._gate)
        return context.new_page()


@contextlib.contextmanager
def offline_browser(width: int = 1366, height: int = 768):
    """Yield an :class:`OfflineBrowser` whose pages are ``width`` x ``height``."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            yield OfflineBrowser(browser, width, height)
        finally:
            browser.close()


@dataclass
class NotebookRun:
    """What one run-all of a notebook in the site did."""

    name: str
    kernel_ready_s: float = 0.0     # page opened -> kernel answered kernel_info
    run_all_s: float = 0.0          # run-all command -> last cell done
    cells: int = 0                  # code cells
    executed: int = 0               # code cells with an execution count
    errors: list[str] = field(default_factory=list)
    plotly_outputs: int = 0         # outputs with plotly's mimetype
    plotly_drawn: int = 0           # plotly figures drawn as SVG in the page
    widget_outputs: int = 0         # outputs with a widget view


KERNEL_READY_JS = """async (limitMs) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const ready = (async () => {
    await panel.sessionContext.ready;
    await panel.sessionContext.session.kernel.info;
    return true;
  })();
  return Promise.race([ready, new Promise(r => setTimeout(() => r(false), limitMs))]);
}"""

RUN_ALL_JS = """async (limitMs) => {
  const app = window.jupyterapp;
  const panel = app.shell.currentWidget;
  // saved outputs and counts go first, so what is checked afterwards is this run's
  await app.commands.execute('notebook:clear-all-cell-outputs');
  await app.commands.execute('notebook:run-all-cells');
  // then wait until every code cell has run, or one failed (run-all stops there)
  const t0 = Date.now();
  while (Date.now() - t0 < limitMs) {
    const cells = [...panel.content.model.cells].filter(c => c.type === 'code');
    const idle = panel.sessionContext.session.kernel.status === 'idle';
    const failed = cells.some(c => c.outputs.toJSON().some(o => o.output_type === 'error'));
    const done = cells.every(c => c.executionCount !== null || !c.sharedModel.getSource().trim());
    if (idle && (done || failed)) return true;
    await new Promise(r => setTimeout(r, 100));
  }
  return false;
}"""

REPORT_JS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const out = {cells: 0, executed: 0, errors: [], plotly: 0, widgets: 0};
  for (const cell of panel.content.model.cells) {
    if (cell.type !== 'code' || !cell.sharedModel.getSource().trim()) continue;
    out.cells += 1;
    if (cell.executionCount !== null) out.executed += 1;
    for (const o of cell.outputs.toJSON()) {
      if (o.output_type === 'error') out.errors.push(`${o.ename}: ${o.evalue}`);
      if (o.output_type === 'stream' && o.name === 'stderr' && /Traceback/.test(o.text))
        out.errors.push(`stderr: ${String(o.text).slice(0, 300)}`);
      const data = o.data || {};
      if (data['application/vnd.plotly.v1+json']) out.plotly += 1;
      if (data['application/vnd.jupyter.widget-view+json']) out.widgets += 1;
    }
  }
  return out;
}"""


def open_notebook(page, base: str, name: str, timeout_ms: int = 180_000) -> float:
    """Open ``name`` in the site's lab; return seconds until its kernel is ready."""
    start = time.perf_counter()
    page.goto(f"{base}/lab/index.html?path={name}")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
                           " && window.jupyterapp.shell.currentWidget.sessionContext",
                           timeout=timeout_ms)
    if not page.evaluate(KERNEL_READY_JS, timeout_ms):
        raise TimeoutError(f"{name}: the Pyodide kernel was not ready in {timeout_ms / 1000:.0f} s")
    return time.perf_counter() - start


NEW_NOTEBOOK_JS = """async () => {
  const app = window.jupyterapp;
  await app.restored;
  await app.commands.execute('notebook:create-new', {kernelName: 'python'});
  return true;
}"""


def new_notebook(page, base: str, timeout_ms: int = 180_000) -> float:
    """Open the lab, create a new notebook on the Pyodide kernel; seconds until its kernel is ready."""
    start = time.perf_counter()
    page.set_default_timeout(timeout_ms)
    page.goto(f"{base}/lab/index.html")
    page.wait_for_function("() => window.jupyterapp", timeout=timeout_ms)
    page.evaluate(NEW_NOTEBOOK_JS)
    page.wait_for_function("() => { const w = window.jupyterapp.shell.currentWidget;"
                           " return w && w.sessionContext && w.content &&"
                           " w.context && w.context.path.endsWith('.ipynb'); }",
                           timeout=timeout_ms)
    if not page.evaluate(KERNEL_READY_JS, timeout_ms):
        raise TimeoutError(f"a new notebook's kernel was not ready in {timeout_ms / 1000:.0f} s")
    return time.perf_counter() - start


def run_notebook(page, base: str, name: str, timeout_ms: int = 600_000) -> NotebookRun:
    """Open ``name``, wait for its kernel, run every cell; report what happened."""
    page.set_default_timeout(timeout_ms)
    result = NotebookRun(name)
    result.kernel_ready_s = open_notebook(page, base, name, timeout_ms)
    start = time.perf_counter()
    finished = page.evaluate(RUN_ALL_JS, timeout_ms)
    result.run_all_s = time.perf_counter() - start
    if not finished:
        result.errors.append(f"run-all did not finish in {timeout_ms / 1000:.0f} s")
    report = page.evaluate(REPORT_JS)
    result.cells, result.executed = report["cells"], report["executed"]
    result.errors += report["errors"]
    result.plotly_outputs = report["plotly"]
    result.widget_outputs = report["widgets"]
    if result.plotly_outputs:
        # every plotly output is drawn by the renderer built into the site
        page.evaluate("""n => new Promise((ok, no) => {
            const t0 = Date.now();
            const tick = () => {
              const drawn = document.querySelectorAll('.js-plotly-plot:has(.main-svg)').length;
              if (drawn >= n) ok(drawn); else if (Date.now() - t0 > 60000) ok(drawn);
              else setTimeout(tick, 200);
            };
            tick();
        })""", result.plotly_outputs)
        result.plotly_drawn = page.evaluate(
            "() => document.querySelectorAll('.js-plotly-plot:has(.main-svg)').length")
    return result


def click_board(page, app_class: str, prefix: str, timeout_ms: int = 60_000) -> tuple[str, str, str]:
    """Click the first legal ``prefix`` target of the board in ``.bg-app-<app_class>``.

    Returns (target, board version before, board version after): the board's
    ``data-version`` changes when Python has applied the move and redrawn it.
    """
    root = page.locator(f".bg-app-{app_class} .bg-board-root[data-version]").first
    root.wait_for(timeout=timeout_ms)
    root.scroll_into_view_if_needed()
    before = root.get_attribute("data-version")
    target = page.locator(f".bg-app-{app_class} .bg-legal[data-target^='{prefix}']").first
    name = target.get_attribute("data-target")
    target.click(force=True)
    page.wait_for_function(
        """([sel, v]) => { const el = document.querySelector(sel);
                           return el && el.dataset.version !== v; }""",
        arg=[f".bg-app-{app_class} .bg-board-root[data-version]", before], timeout=timeout_ms)
    return name, before, root.get_attribute("data-version")


EXECUTE_JS = """async ([code, limitMs]) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const out = [];
  const t0 = performance.now();
  const future = kernel.requestExecute({code, store_history: false});
  future.onIOPub = msg => {
    const c = msg.content;
    if (c.text) out.push(c.text);
    if (c.data && c.data['text/plain']) out.push(c.data['text/plain']);
    if (msg.header.msg_type === 'error') out.push(`${c.ename}: ${c.evalue}`);
  };
  const done = await Promise.race([future.done.then(() => true),
                                   new Promise(r => setTimeout(() => r(false), limitMs))]);
  return {ms: performance.now() - t0, out: out.join(''), done};
}"""


def execute(page, code: str, timeout_ms: int = 600_000) -> tuple[float, str]:
    """Run ``code`` in the open notebook's kernel; return (seconds, printed text)."""
    result = page.evaluate(EXECUTE_JS, [code, timeout_ms])
    if not result["done"]:
        raise TimeoutError(f"the kernel did not finish in {timeout_ms / 1000:.0f} s: {code[:80]}")
    return result["ms"] / 1000, result["out"]
