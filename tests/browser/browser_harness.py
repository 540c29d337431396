"""A real JupyterLab and a headless Chromium for the widget browser tests.

The server runs on a free localhost port with a token, in a temporary folder
holding copies of the notebooks; its kernels' connection files go to a
temporary runtime folder, so a test can ask the running kernel directly what
the Python-side game looks like (``Lab.kernel_eval``).

Chromium is Debian's (``/usr/bin/chromium``), driven by Playwright's Python
package without any browser download.  Without them the tests skip, unless
``BOARDGAMES_REQUIRE_BROWSER=1`` (set by ``.ci/run``) makes that a failure.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "browser"
CHROMIUM = os.environ.get("BOARDGAMES_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-dev-shm-usage"]


def need_browser() -> None:
    """Skip (or fail under BOARDGAMES_REQUIRE_BROWSER=1) without Playwright or Chromium."""
    problems = []
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        problems.append("the Python package 'playwright' is not installed (pip install playwright)")
    if not Path(CHROMIUM).exists():
        problems.append(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        problems.append("jupyterlab is not installed")
    if problems:
        msg = "browser tests need a real browser: " + "; ".join(problems)
        if os.environ.get("BOARDGAMES_REQUIRE_BROWSER") == "1":
            pytest.fail(msg + " (BOARDGAMES_REQUIRE_BROWSER=1)")
        pytest.skip(msg)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Lab:
    """A JupyterLab server in ``folder`` (started by :meth:`start`)."""

    def __init__(self, folder: Path, nodelay: bool = True):
        self.folder = folder
        self.nodelay = nodelay     # False: switch off boardgames.widgets.server (benchmarks)
        self.port = free_port()
        self.token = os.urandom(12).hex()
        self.runtime = folder / ".runtime"
        self.proc: subprocess.Popen | None = None
        self.log = folder / "jupyter.log"
        self._clients: dict[str, object] = {}   # one kernel client per kernel, reused

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        settings = self.folder / ".settings" / "@jupyterlab" / "notebook-extension"
        settings.mkdir(parents=True)
        # draw every cell (no virtualisation) so that each app is in the page
        (settings / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))
        apputils = self.folder / ".settings" / "@jupyterlab" / "apputils-extension"
        apputils.mkdir(parents=True)
        (apputils / "notification.jupyterlab-settings").write_text(
            json.dumps({"fetchNews": "false", "checkForUpdates": False}))
        # no autosave: two pages running one notebook would each find the other's save
        # ("File Changed" dialog over the page) once a module runs past two minutes
        docmanager = self.folder / ".settings" / "@jupyterlab" / "docmanager-extension"
        docmanager.mkdir(parents=True)
        (docmanager / "plugin.jupyterlab-settings").write_text(json.dumps({"autosave": False}))
        config = self.folder / ".config"
        config.mkdir(exist_ok=True)
        # the user config folder outranks the environment's (the extension is opt-in)
        (config / "jupyter_server_config.json").write_text(json.dumps(
            {"ServerApp": {"jpserver_extensions": {"boardgames.widgets.server": self.nodelay}}}))
        env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(self.runtime),
               "JUPYTERLAB_SETTINGS_DIR": str(self.folder / ".settings"),
               "JUPYTERLAB_WORKSPACES_DIR": str(self.folder / ".workspaces"),
               "JUPYTER_CONFIG_DIR": str(self.folder / ".config"),
               "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
        cmd = [sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={self.port}",
               "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={self.token}",
               f"--ServerApp.root_dir={self.folder}", "--LabApp.expose_app_in_browser=True",
               "--allow-root", "--LabApp.news_url=",
               "--LabServerApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
        self.proc = subprocess.Popen(cmd, cwd=self.folder, env=env, stdout=self.log.open("w"),
                                     stderr=subprocess.STDOUT)
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("jupyter lab exited: " + self.log.read_text()[-2000:])
            try:
                with urllib.request.urlopen(f"{self.url}/api/status?token={self.token}", timeout=2):
                    return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError("jupyter lab did not start: " + self.log.read_text()[-2000:])

    def stop(self) -> None:
        for client in self._clients.values():
            client.stop_channels()
        self._clients.clear()
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()

    def sessions(self) -> list[dict]:
        with urllib.request.urlopen(f"{self.url}/api/sessions?token={self.token}", timeout=5) as r:
            return json.loads(r.read())

    def kernel_eval(self, expr: str, notebook: str, timeout: float = 30) -> object:
        """Evaluate ``expr`` in the kernel of ``notebook``; it must give JSON-ready data."""
        from jupyter_client import BlockingKernelClient

        kid = next(s["kernel"]["id"] for s in self.sessions() if s["path"].endswith(notebook))
        client = self._clients.get(kid)
        if client is None:
            # a fresh client per call leaks sockets over a long test ("too many open files")
            client = BlockingKernelClient(connection_file=str(self.runtime / f"kernel-{kid}.json"))
            client.load_connection_file()
            client.start_channels()
            self._clients[kid] = client
        out: list[str] = []

        def hook(msg: dict) -> None:
            if msg["msg_type"] == "stream":
                out.append(msg["content"]["text"])
            elif msg["msg_type"] == "error":
                out.append("ERROR " + msg["content"]["evalue"])

        client.execute_interactive(
            f"import json as _j; print('@@' + _j.dumps({expr}))", timeout=timeout,
            output_hook=hook, store_history=False)
        text = "".join(out)
        if "@@" not in text:
            raise AssertionError(f"kernel said: {text}")
        return json.loads(text.split("@@", 1)[1])


def make_lab(tmp: Path, notebooks: dict[str, str | Path], nodelay: bool = True) -> Lab:
    tmp.mkdir(parents=True, exist_ok=True)
    for name, src in notebooks.items():
        if isinstance(src, Path):
            shutil.copy(src, tmp / name)
        else:
            (tmp / name).write_text(src)
    lab = Lab(tmp, nodelay=nodelay)
    lab.start()
    return lab


def short_notebook(code: str) -> str:
    """A one-cell notebook (JSON text) running ``code``."""
    return json.dumps({"cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                                  "outputs": [], "source": code}],
                       "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                   "language": "python"}},
                       "nbformat": 4, "nbformat_minor": 5})


def open_and_run(page, lab: Lab, notebook: str, timeout_ms: int = 90_000) -> None:
    """Open ``notebook`` in JupyterLab and run all its cells."""
    # ?reset: a fresh workspace, so notebooks opened by an earlier page do not come back
    page.goto(f"{lab.url}/lab/tree/{notebook}?reset&token={lab.token}")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell "
                           "&& window.jupyterapp.shell.currentWidget "
                           "&& window.jupyterapp.shell.currentWidget.sessionContext "
                           "&& window.jupyterapp.shell.currentWidget.sessionContext.session "
                           "&& window.jupyterapp.shell.currentWidget.sessionContext.session.kernel",
                           timeout=timeout_ms)
    page.wait_for_function("() => window.jupyterapp.shell.currentWidget.sessionContext"
                           ".session.kernel.connectionStatus === 'connected'", timeout=timeout_ms)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")


def latencies(page) -> list[float]:
    return page.evaluate("() => (window.__boardgamesLatency || []).slice()")


def p95(values: list[float]) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))] if s else float("nan")
