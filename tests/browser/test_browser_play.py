"""The play apps in a real JupyterLab, clicked in headless Chromium.

For each game: open notebooks/play.ipynb, run it, click a highlighted board
target and a button, and check that the board in the page *and* the game in
the kernel both changed.  Then a whole short game of Catan (4 points) played
by clicks against bots.  Screenshots go to test-artifacts/browser/, and the
click-to-redraw latencies (measured in the page) are printed with their p95.
"""

from __future__ import annotations

import json
import time

import pytest
from browser_harness import (
    ARTIFACTS,
    CHROMIUM,
    FLAGS,
    ROOT,
    latencies,
    make_lab,
    need_browser,
    open_and_run,
    p95,
    short_notebook,
)

from boardgames.viz.palette import PIECE_COLOURS

pytestmark = pytest.mark.xdist_group("browser")

SHORT = ('import boardgames\n'
         'short = boardgames.play("catan", opponents=["random", "random"], seed=7, target=4,\n'
         '                        layout="beginner", bot_speed="instant")\nshort')
BOTS = ('import boardgames\n'
        'paced = boardgames.play("catan", opponents=["random", "random"], seed=11,\n'
        '                        layout="beginner", bot_speed="normal")\npaced')
ALL_LATENCIES: list[float] = []


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    need_browser()
    lab = make_lab(tmp_path_factory.mktemp("lab"),
                   {"play.ipynb": ROOT / "notebooks" / "play.ipynb",
                    "short.ipynb": short_notebook(SHORT),
                    "bots.ipynb": short_notebook(BOTS)})
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
    if ALL_LATENCIES:
        s = sorted(ALL_LATENCIES)
        report = {"clicks": len(s), "p50_ms": s[len(s) // 2], "p95_ms": p95(s), "max_ms": s[-1]}
        (ARTIFACTS / "latency.json").write_text(json.dumps(report, indent=1))
        print(f"\nclick-to-redraw latency over {len(s)} clicks: p50 {report['p50_ms']:.1f} ms, "
              f"p95 {report['p95_ms']:.1f} ms, max {report['max_ms']:.1f} ms")


@pytest.fixture(scope="module")
def play_page(lab, browser):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    open_and_run(page, lab, "play.ipynb")
    page.wait_for_selector(".bg-app-forbidden-jungle .bg-board-root[data-version]",
                           timeout=90_000)
    yield page
    ALL_LATENCIES.extend(latencies(page))
    page.close()


def board(page, game: str):
    return page.locator(f".bg-app-{game} .bg-board-root").first


def version(page, game: str) -> int:
    return int(board(page, game).get_attribute("data-version") or 0)


def wait_version(page, game: str, old: int, timeout: float = 20) -> int:
    deadline = time.time() + timeout
    while time.time() < deadline:
        v = version(page, game)
        if v != old:
            return v
        page.wait_for_timeout(30)
    raise AssertionError(f"the {game} board was not redrawn")


def wait_kernel(lab, expr: str, want, notebook: str = "play.ipynb", timeout: float = 30):
    deadline = time.time() + timeout
    got = None
    while time.time() < deadline:
        got = lab.kernel_eval(expr, notebook)
        if got == want:
            return got
        time.sleep(0.3)
    raise AssertionError(f"{expr} is {got!r}, not {want!r}")


def shot(page, game: str, name: str) -> None:
    app = page.locator(f".bg-app-{game}").first
    app.scroll_into_view_if_needed()
    app.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def click_first_legal(page, game: str, prefix: str) -> str:
    target = page.locator(f".bg-app-{game} .bg-legal[data-target^='{prefix}']").first
    target.scroll_into_view_if_needed()
    page.wait_for_timeout(150)     # as a person would: the side panels finish updating
    name = target.get_attribute("data-target")
    target.click(force=True)
    return name


@pytest.mark.parametrize("game,var", [("catan", "catan"), ("catan-jungle", "jungle_variant"),
                                      ("zarahemla", "zarahemla")])
def test_settlers_board_click_and_undo_button(lab, play_page, game, var):
    page = play_page
    shot(page, game, f"{game}-start")
    assert lab.kernel_eval(f"{var}.game.phase", "play.ipynb") == "setup_settlement"
    # an illegal click (a path, before any settlement) explains and changes nothing
    v0 = version(page, game)
    path = page.locator(f".bg-app-{game} [data-target^='path:']").first
    path.scroll_into_view_if_needed()
    path.click(force=True)
    msg = page.locator(f".bg-app-{game} .bg-message-error")
    msg.wait_for(timeout=10_000)
    assert "not allowed now" in msg.inner_text()
    assert lab.kernel_eval(f"{var}.game.phase", "play.ipynb") == "setup_settlement"
    # a legal intersection: the board and the game both change
    corner = click_first_legal(page, game, "corner:")
    v1 = wait_version(page, game, v0)
    assert board(page, game).get_attribute("data-step") == "setup_road"
    assert lab.kernel_eval(f"{var}.game.view()['buildings']", "play.ipynb") == \
        {corner[len("corner:"):]: [0, "settlement"]}
    assert page.locator(f".bg-app-{game} path[data-target='{corner}']").get_attribute("fill") \
        == PIECE_COLOURS[0]
    shot(page, game, f"{game}-settled")
    # the Undo button takes it back
    page.locator(f".bg-app-{game} .bg-undo").click()
    wait_version(page, game, v1)
    assert lab.kernel_eval(f"{var}.game.view()['buildings']", "play.ipynb") == {}
    # settle again and build the road: the bots then take their set-up turns
    click_first_legal(page, game, "corner:")
    wait_kernel(lab, f"{var}.game.phase", "setup_road")
    road = click_first_legal(page, game, "path:")
    wait_kernel(lab, f"{var}.game.view()['roads'].get({road[5:]!r})", 0)
    wait_kernel(lab, f"({var}.game.phase, {var}.game.current_player)",
                ["setup_settlement", 0], timeout=60)
    page.wait_for_timeout(300)
    shot(page, game, f"{game}-after-setup-round")


def test_forbidden_jungle_move_click_and_end_turn_button(lab, play_page):
    page = play_page
    game = "forbidden-jungle"
    shot(page, game, "forbidden-jungle-start")
    v0 = version(page, game)
    before = lab.kernel_eval("jungle.game.view()['adventurers'][0]", "play.ipynb")
    cell = click_first_legal(page, game, "cell:")
    wait_version(page, game, v0)
    r, c = (int(x) for x in cell[5:].split(","))
    after = lab.kernel_eval("jungle.game.view()['adventurers'][0]", "play.ipynb")
    assert (after["row"], after["col"]) == (r, c) != (before["row"], before["col"])
    assert lab.kernel_eval("jungle.game.actions_left", "play.ipynb") == 3
    shot(page, game, "forbidden-jungle-moved")
    # End the turn: threat cards are drawn, the bot adventurer plays, the turn comes back
    turn = lab.kernel_eval("jungle.game.turn", "play.ipynb")
    page.locator(".bg-app-forbidden-jungle .bg-act-EndTurn").click()
    wait_kernel(lab, f"jungle.game.turn > {turn}", True)
    page.locator(".bg-app-forbidden-jungle .bg-card").first.wait_for(timeout=20_000)
    wait_kernel(lab, "jungle.game.current_player in (0, None)", True, timeout=60)
    page.wait_for_timeout(400)
    shot(page, game, "forbidden-jungle-after-turn")


def test_whole_short_game_by_clicks(lab, browser):
    """Catan to 4 points against two random bots, every human move a click in the page."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    try:
        open_and_run(page, lab, "short.ipynb")
        page.wait_for_selector(".bg-app-catan .bg-board-root[data-version]", timeout=90_000,
                               state="attached")
        root = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .bg-app-catan").first
        clicks = 0
        deadline = time.time() + 100
        while time.time() < deadline and clicks < 600:
            if root.locator(".bg-over").count():
                break
            v = version(page, "catan")
            legal = root.locator(".bg-legal")
            clicked = False
            moved_under_us = False
            for prefix in ("corner:", "tile:", "path:"):
                cand = root.locator(f".bg-legal[data-target^='{prefix}']")
                if cand.count():
                    try:
                        cand.first.scroll_into_view_if_needed(timeout=3_000)
                        page.wait_for_timeout(100)
                        cand.first.click(force=True, timeout=3_000)
                    except PlaywrightTimeout:
                        # the board was redrawn between counting its targets and clicking one
                        # (a late redraw of this player's last move, or a bot's): look again
                        moved_under_us = True
                        break
                    clicked = True
                    break
            confirm = root.locator(".bg-discard-confirm")
            if not clicked and not moved_under_us and confirm.count() and confirm.first.is_visible():
                # discard: choose cards one by one until the confirm button is enabled, then it
                try:
                    for toggle in root.locator(".bg-card-toggle").all():
                        if confirm.first.is_enabled(timeout=3_000):
                            break
                        toggle.click(timeout=3_000)
                        page.wait_for_timeout(150)
                    if confirm.first.is_enabled(timeout=3_000):
                        confirm.first.click(timeout=3_000)
                        clicked = True
                except PlaywrightTimeout:
                    # a bot's discard redrew the panel under the click: look again
                    moved_under_us = True
            if not clicked and not moved_under_us:
                for sel in (".bg-act-Roll", ".bg-choice",
                            ".bg-act-DeclineTrade", ".bg-act-EndTurn"):
                    b = root.locator(sel)
                    if b.count():
                        try:
                            b.first.click(timeout=3_000)
                        except PlaywrightTimeout:
                            # a bot moved and the panel was rebuilt under the click: look again
                            moved_under_us = True
                            break
                        clicked = True
                        break
            if moved_under_us:
                continue
            if not clicked:
                # nothing to click: the bots are moving. Legal targets may only show here if the
                # board was redrawn since this loop looked (a bot's move handed the turn back);
                # targets that stay put, unclicked, with no version change, are a real bug
                if legal.count() and version(page, "catan") == v:
                    page.wait_for_timeout(1_000)
                    if version(page, "catan") == v:
                        # read in one step in the page, so a redraw cannot remove them mid-read
                        targets = legal.evaluate_all(
                            "els => els.slice(0, 5).map(e => e.dataset.target)")
                        assert not targets, f"legal targets nobody can click: {targets}"
                page.wait_for_timeout(100)
                continue
            clicks += 1
            try:
                wait_version(page, "catan", v, timeout=10)
            except AssertionError:
                pass
        shot(page, "catan", "short-game-end")
        over = lab.kernel_eval("[short.game.is_over, short.game.winner, len(short.game.history)]",
                               "short.ipynb")
        print(f"\nshort game: {clicks} clicks, winner {over[1]}, {over[2]} actions in all")
        assert over[0], f"the game did not end after {clicks} clicks"
        assert root.locator(".bg-over").count() == 1
        ALL_LATENCIES.extend(latencies(page))
    finally:
        page.close()


def test_paced_bots_pause_and_resume(lab, browser):
    """Bots at "normal" speed act one move a tick on the kernel's loop; pause stops them."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    try:
        open_and_run(page, lab, "bots.ipynb")
        page.wait_for_selector(".bg-app-catan .bg-board-root[data-version] .bg-legal",
                               timeout=90_000)
        root = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .bg-app-catan").first
        history = "len(paced.game.history)"
        click_first_legal(page, "catan", "corner:")
        wait_kernel(lab, "paced.game.phase", "setup_road", notebook="bots.ipynb")
        # the road hands the turn to the bots: watch the board change, one move at a time
        page.evaluate("""(el) => { window.__seen = []; new MutationObserver(() =>
            window.__seen.push([performance.now(), el.dataset.version])).observe(el,
            {attributes: true, attributeFilter: ["data-version"]}); }""",
                      root.locator(".bg-board-root").element_handle())
        click_first_legal(page, "catan", "path:")
        # two bots place a settlement and a road each, twice: 8 redraws after the human's road
        deadline = time.time() + 30
        while time.time() < deadline and len(page.evaluate("() => window.__seen")) < 8:
            page.wait_for_timeout(100)
        seen = page.evaluate("() => window.__seen")
        assert len(seen) >= 8, seen
        gaps = [b[0] - a[0] for a, b in zip(seen[1:], seen[2:], strict=False)]  # bot to bot
        print(f"\nbots at 'normal' (0.7 s): gaps between set-up redraws "
              f"{[round(g) for g in gaps]} ms")
        # set-up placements are paced (not instant: 175 ms apart on the kernel's loop) but four
        # times faster than other moves.  The page sees them with the network's jitter: one
        # message held back ~170 ms behind a busy browser arrives just before the next, so two
        # gaps alone once averaged 89 ms (CI, [55.5, 122.5]).  The mean over six gaps is the
        # span of the redraws over their count, which one late message moves by a sixth.
        assert sum(gaps) / len(gaps) > 130, gaps
        assert sorted(gaps)[len(gaps) // 2] < 700, gaps
        # pause: nothing moves; resume: the bots go on
        root.locator(".bg-pause").click()
        page.wait_for_timeout(400)
        n = lab.kernel_eval(history, "bots.ipynb")
        assert lab.kernel_eval("paced.paused", "bots.ipynb") is True
        page.wait_for_timeout(2000)
        if lab.kernel_eval("paced.acting != 0", "bots.ipynb"):
            assert lab.kernel_eval(history, "bots.ipynb") == n
        assert "resume" in root.locator(".bg-pause").inner_text()
        root.locator(".bg-pause").click()
        wait_kernel(lab, f"{history} > {n} or paced.acting == 0", True, notebook="bots.ipynb")
        wait_kernel(lab, "(paced.game.phase, paced.acting)", ["setup_settlement", 0],
                    notebook="bots.ipynb", timeout=30)
        shot(page, "catan", "paced-bots-back-to-human")
    finally:
        page.close()


def test_the_lab_loads_the_nodelay_server_extension(lab, play_page):
    # the test server enables boardgames.widgets.server (installing the package does not):
    # clicks are not held back by Nagle's algorithm on the kernel websocket
    assert "kernel websockets send small messages at once (TCP_NODELAY)" in lab.log.read_text()
