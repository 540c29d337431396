"""Pig in JupyterLite: the students' site, built as tools/build_lite.py builds it, plays Pig in
Pyodide, offline: a whole game, save and load, ``play("pig")`` and ``simulate("pig")``
(the harness of tests/jupyterlite, reused without changing it)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.lite

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "jupyterlite"))
lite_helpers = importlib.import_module("lite_helpers")

PLAY = """
import boardgames
from boardgames.pig.bots import HoldAtBot, OptimalBot
from boardgames.pig.app import PigApp
game = boardgames.new_game("pig", seed=5)
bots = [OptimalBot(), HoldAtBot(20)]
while not game.is_over:
    game.apply(bots[game.current_player].choose(game.view(game.current_player),
                                                game.legal_actions()))
again = boardgames.load_game(game.to_json())
app = boardgames.play("pig", opponents=["optimal"], seed=1, bot_speed="instant")
app.game.force("die", 6)
app.press("Roll")
rate = boardgames.simulate("pig", ["optimal", "hold20"], games=10, progress=False)
print("PIG", game.winner in (0, 1), again == game, isinstance(app, PigApp),
      rate.win_rate("optimal")["games"], app.notes[-1])
"""


@pytest.fixture(scope="module")
def lite_site(tmp_path_factory):
    lite_helpers.need("jupyterlite_core", "jupyterlite_pyodide_kernel", "jupyter_server", "uv")
    lite_helpers.need_browser()
    tmp = tmp_path_factory.mktemp("pig-lite")
    notebooks = tmp / "notebooks"
    notebooks.mkdir()           # the site needs no lesson to play Pig
    return lite_helpers.build_lite.build(tmp / "site", notebooks=notebooks, test_hooks=True)


def test_pig_plays_saves_and_runs_its_app_in_pyodide_offline(lite_site):
    lite_browser = lite_helpers.lite_browser
    with lite_browser.serve(lite_site) as base, lite_browser.offline_browser() as browser:
        page = browser.new_page()
        try:
            ready_s = lite_browser.new_notebook(page, base)
            took, text = lite_browser.execute(page, PLAY)
        finally:
            page.context.close()
        outside = browser.outside
    print(f"Pig in Pyodide: kernel ready {ready_s:.1f} s, a whole game and the app {took:.1f} s")
    assert "Error" not in text, text
    assert "PIG True True True 10 Player 0: rolls a 6: turn total 6" in text, text
    assert not outside, f"the site asked the network for something: {sorted(outside)}"
