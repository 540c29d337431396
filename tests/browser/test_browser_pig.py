"""Pig's play app in a real JupyterLab at 1366x768 and 1920x1080 (issue 28).

For both window sizes: no element of the app is wider than its box and no button label
is cut; the board and the current decision (the Roll button) are in the window without
scrolling, with the teacher panel closed and open; axe-core finds no accessibility
violation of any severity; the keyboard alone rolls the die (Tab to the Roll button,
Enter); the chance of winning from here and its line over the history are shown.
Screenshots go to ``test-artifacts/browser/pig-<width>-<state>.png``.
"""

from __future__ import annotations

import json

import pytest
from browser_harness import ARTIFACTS, CHROMIUM, FLAGS, make_lab, need_browser, open_and_run
from test_browser_layout import AXE, CHECK, in_window

pytestmark = pytest.mark.xdist_group("browser")

SIZES = [(1366, 768), (1920, 1080)]
CELLS = [
    """import boardgames

def tag(app, name):
    app.add_class("bg-state-" + name)
    return app

pig = tag(boardgames.play("pig", opponents=["hold20"], seed=3, bot_speed="instant"), "pig")
pig""",
    # the teacher panel open, a few steps into the game (the history and its line)
    """pteach = boardgames.play("pig", opponents=["hold20"], seed=5, bot_speed="instant",
                         teacher=True)
for face in (4, 5, 3):
    pteach.game.force("die", face)
    pteach.press("Roll")
pteach.press("Hold")
tag(pteach, "pig-teacher")""",
    # the keyboard's own app: only Tab and Enter play in it
    """pkeys = tag(boardgames.play("pig", opponents=["hold20"], seed=7, bot_speed="instant"),
            "pig-keys")
pkeys""",
]
STATES = ["pig", "pig-teacher", "pig-keys"]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    need_browser()
    nb = json.dumps({"cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                                "outputs": [], "source": c} for c in CELLS],
                     "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                 "language": "python"}},
                     "nbformat": 4, "nbformat_minor": 5})
    lab = make_lab(tmp_path_factory.mktemp("pig"), {"pig.ipynb": nb})
    yield lab
    lab.stop()


@pytest.fixture(scope="module")
def browser(lab):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        yield b
        b.close()


PAGES: dict = {}


def page_at(lab, browser, size):
    """The notebook run once per window size (cached for the module)."""
    if size not in PAGES:
        page = browser.new_page(viewport={"width": size[0], "height": size[1]},
                                reduced_motion="reduce")
        open_and_run(page, lab, "pig.ipynb")
        page.wait_for_selector(".bg-state-pig-keys .bg-board-root[data-version]",
                               timeout=120_000)
        PAGES[size] = page
    return PAGES[size]


def state(page, name: str):
    return page.locator(f".bg-state-{name}").first


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_pig_fits_the_window_with_its_board_and_decision(lab, browser, size):
    page = page_at(lab, browser, size)
    for name in STATES:
        app = state(page, name)
        if name == "pig-teacher":
            app.locator(".bg-teacher-history .noUi-handle").wait_for(timeout=30_000)
            # the chance of winning and its line over the history (the odds helper's work)
            app.locator(".bg-win .bg-win-line").wait_for(timeout=120_000)
            assert "Chance player 0 wins from here" in app.locator(".bg-win").inner_text()
        app.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / f"pig-{size[0]}-{name}.png"))
        assert app.evaluate(CHECK) == [], (name, size)
        assert in_window(page, app.locator(".bg-board svg")), (name, size)
        assert in_window(page, app.locator(".bg-side .bg-act").first), (name, size)
        if name == "pig-teacher":
            for part in (".bg-teacher-decide", ".bg-teacher-history .noUi-handle"):
                assert in_window(page, app.locator(part)), (part, size)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_pig_has_no_accessibility_violation(lab, browser, size):
    if AXE is None or not AXE.exists():
        pytest.fail("axe-core is missing: pip install axe-playwright-python (the test extra)")
    page = page_at(lab, browser, size)
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(path=str(AXE))
    found = {}
    for name in STATES:
        result = page.evaluate(
            """async (sel) => {
                 const r = await axe.run(document.querySelector(sel),
                                         {resultTypes: ["violations"]});
                 return r.violations.map(v => [v.id, v.impact, v.nodes.length,
                                               v.nodes[0].html.slice(0, 120)]);
               }""", f".bg-state-{name}")
        if result:
            found[name] = result
    assert found == {}, found


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_pig_rolls_by_keyboard_only(lab, browser, size):
    page = page_at(lab, browser, size)
    app = state(page, "pig-keys")
    app.evaluate("e => e.scrollIntoView({block: 'start'})")
    before = app.locator(".bg-log-box").inner_text()
    app.locator(".bg-title").click()
    seen = []
    for _ in range(12):           # Tab from the title to the Roll button
        page.keyboard.press("Tab")
        seen.append(page.evaluate("() => document.activeElement.outerHTML.slice(0, 80)"))
        if page.evaluate("() => document.activeElement.classList.contains('bg-act-Roll')"):
            break
    assert page.evaluate("() => document.activeElement.classList.contains('bg-act-Roll')"), seen
    ring = page.evaluate("() => getComputedStyle(document.activeElement).outlineWidth")
    assert ring == "3px", ring
    page.keyboard.press("Enter")
    page.wait_for_function(
        "([sel, before]) => document.querySelector(sel + ' .bg-log-box').innerText !== before",
        arg=[".bg-state-pig-keys", before], timeout=20_000)
    assert "rolls a" in app.locator(".bg-log-box").inner_text()
    page.screenshot(path=str(ARTIFACTS / f"pig-{size[0]}-keyboard.png"))
