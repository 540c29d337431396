"""The play apps in Voila: the page is the only handle, so the checks read the page.

A small notebook (Catan, Forbidden Jungle twice, bots instant) is served by
``voila`` on a free localhost port from a temporary folder, opened in headless
Chromium; a legal board target is clicked in each app and the redrawn SVG and
the app's own words (status, message) are checked; in the second Forbidden
Jungle app an egg is removed by a click and the Explorer guided on the board.  Screenshots go to
test-artifacts/browser/voila-*.png.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request

import pytest
from browser_harness import ARTIFACTS, CHROMIUM, FLAGS, free_port, need_browser

from boardgames.viz.palette import PIECE_COLOURS

pytestmark = pytest.mark.xdist_group("browser")

CELLS = [
    "import boardgames",
    'catan = boardgames.play("catan", opponents=["random", "random"], seed=5, '
    'layout="beginner", bot_speed="instant")\ncatan',
    'jungle = boardgames.play("forbidden-jungle", opponents=["random"], seed=4, '
    'bot_speed="instant")\njungle',
    # a Navigator with an egg on her tile: remove it by a click, then guide the Explorer
    'g = boardgames.new_game("forbidden-jungle", players=2, seed=4,\n'
    '                        adventurers=["Navigator", "Explorer"])\n'
    'g.eggs[g.pos[0]] += 1\ng.supply[0] -= 1\n'
    'nav = boardgames.play(g, opponents=["random"], bot_speed="instant")\n'
    'nav.add_class("bg-navigator")\nnav',
]


def notebook() -> str:
    return json.dumps({"cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                                  "outputs": [], "source": c} for c in CELLS],
                       "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                   "language": "python"}},
                       "nbformat": 4, "nbformat_minor": 5})


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    need_browser()
    try:
        import voila  # noqa: F401
    except ImportError:
        # voila is the package's `voila` extra, not (yet) part of `test`: a skip,
        # unless BOARDGAMES_REQUIRE_VOILA=1 makes it a failure
        if os.environ.get("BOARDGAMES_REQUIRE_VOILA") == "1":
            pytest.fail("voila is not installed (BOARDGAMES_REQUIRE_VOILA=1)")
        pytest.skip("voila is not installed (pip install -e '.[voila]')")
    folder = tmp_path_factory.mktemp("voila")
    (folder / "app.ipynb").write_text(notebook())
    port = free_port()
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(folder / ".runtime"),
           "JUPYTER_CONFIG_DIR": str(folder / ".config"), "PYDEVD_DISABLE_FILE_VALIDATION": "1"}
    log = folder / "voila.log"
    proc = subprocess.Popen([sys.executable, "-m", "voila", "app.ipynb", "--no-browser",
                             "--Voila.ip=127.0.0.1", f"--port={port}", "--Voila.token=",
                             # as docs/widgets.md advises: no Nagle delay on clicks
                             "--Voila.kernel_websocket_connection_class="
                             "boardgames.widgets.server.NoDelayConnection"],
                            cwd=folder, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.time() + 60
    while True:
        if proc.poll() is not None:
            raise RuntimeError("voila exited: " + log.read_text()[-2000:])
        try:
            with urllib.request.urlopen(url + "voila/static/", timeout=2):
                pass
        except urllib.error.HTTPError:
            break                     # the server answers (a 403/404 for a folder is fine)
        except OSError:
            if time.time() > deadline:
                raise RuntimeError("voila did not start: " + log.read_text()[-2000:]) from None
            time.sleep(0.3)
            continue
        break
    yield url
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()


def test_voila_board_clicks_change_the_page(voila):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        page = browser.new_page(viewport={"width": 1300, "height": 1000})
        try:
            page.goto(voila, timeout=120_000)
            for game in ("catan", "forbidden-jungle"):
                page.wait_for_selector(f".bg-app-{game} .bg-board-root[data-version] .bg-legal",
                                       timeout=120_000)
            assert page.locator(".jp-InputArea, .jp-CodeCell .jp-InputPrompt").count() == 0
            # Catan: the first settlement of the set-up round
            app = page.locator(".bg-app-catan").first
            root = app.locator(".bg-board-root")
            v0 = int(root.get_attribute("data-version"))
            corner = app.locator(".bg-legal[data-target^='corner:']").first
            name = corner.get_attribute("data-target")
            corner.scroll_into_view_if_needed()
            corner.click(force=True)
            page.wait_for_function(
                "([el, v]) => Number(el.dataset.version) > v", arg=[root.element_handle(), v0],
                timeout=20_000)
            assert root.get_attribute("data-step") == "setup_road"
            assert app.locator(f"path[data-target='{name}']").get_attribute("fill") == PIECE_COLOURS[0]
            assert app.locator(".bg-legal[data-target^='path:']").count() > 0
            assert "settlement" in app.locator(".bg-message").inner_text().lower()
            app.screenshot(path=str(ARTIFACTS / "voila-catan.png"))
            # Forbidden Jungle: move the pawn; the status counts the actions left
            app = page.locator(".bg-app-forbidden-jungle").first
            root = app.locator(".bg-board-root")
            assert "4 action(s) left" in app.locator(".bg-status").inner_text()
            v0 = int(root.get_attribute("data-version"))
            cell = app.locator(".bg-legal[data-target^='cell:']").first
            cell.scroll_into_view_if_needed()
            cell.click(force=True)
            page.wait_for_function(
                "([el, v]) => Number(el.dataset.version) > v", arg=[root.element_handle(), v0],
                timeout=20_000)
            page.wait_for_function(
                "(el) => el.innerText.includes('3 action(s) left')",
                arg=app.locator(".bg-status").element_handle(), timeout=20_000)
            assert "moves to" in app.locator(".bg-message").inner_text()
            app.screenshot(path=str(ARTIFACTS / "voila-forbidden-jungle.png"))
            # the Navigator: click the egg on her tile, then aim Guide and click a tile
            app = page.locator(".bg-navigator").first
            root = app.locator(".bg-board-root")
            status = app.locator(".bg-status")
            egg = app.locator(".bg-legal[data-target^='piece:']").first
            egg.scroll_into_view_if_needed()
            v0 = int(root.get_attribute("data-version"))
            egg_id = egg.get_attribute("data-target")
            egg.click(force=True)
            page.wait_for_function("(el) => el.innerText.includes('3 action(s) left')",
                                   arg=status.element_handle(), timeout=20_000)
            assert int(root.get_attribute("data-version")) > v0
            assert app.locator(f"[data-target='{egg_id}']").count() == 0
            assert "egg" in app.locator(".bg-message").inner_text()
            app.locator(".bg-aim-Guide").click()
            page.wait_for_function("(el) => el.innerText.includes('Click the tile to guide')",
                                   arg=app.locator(".bg-message").element_handle(),
                                   timeout=20_000)
            # the message and the Cancel button are two widget updates: wait for both
            app.locator(".bg-aim-cancel").wait_for(state="visible", timeout=20_000)
            assert app.locator(".bg-aim-cancel").count() == 1
            app.screenshot(path=str(ARTIFACTS / "voila-guide-aimed.png"))
            tile = app.locator(".bg-legal[data-target^='cell:']").last
            tile.click(force=True)
            page.wait_for_function("(el) => el.innerText.includes('2 action(s) left')",
                                   arg=status.element_handle(), timeout=20_000)
            assert "guides the Explorer" in app.locator(".bg-message").inner_text()
            page.screenshot(path=str(ARTIFACTS / "voila-page.png"), full_page=True)
        finally:
            page.close()
            browser.close()
