"""Pig on every surface of the package, through its one catalogue line: play(), simulate(),
the CLI, make_bot, win_chance and the registry (nothing outside boardgames/pig names Pig)."""

from __future__ import annotations

import json
import subprocess
import sys

import boardgames
from boardgames.pig.app import PigApp


def test_pig_is_listed_without_importing_its_engine():
    code = ("import sys, boardgames; print('pig' in boardgames.game_names(), "
            "'boardgames.pig.game' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "False"]


def test_play_pig_gives_its_app_against_the_named_bot():
    app = boardgames.play("pig", opponents=["optimal"], seed=3, bot_speed="instant")
    assert isinstance(app, PigApp) and app.button_labels() == ["Roll the die"]
    app.press("Roll")
    assert app.notes


def test_play_pig_with_no_opponent_named_seats_one_bot():
    app = boardgames.play("pig", seed=3, bot_speed="instant")
    assert len(app.seats) == 2 and app.seats[0] is None and app.seats[1] is not None


def test_simulate_pig_between_optimal_and_hold20():
    result = boardgames.simulate("pig", ["optimal", "hold20"], games=20, seed=0, rotate=True,
                                 progress=False)
    rate = result.win_rate("optimal")
    assert rate["games"] == 20 and 0 <= rate["wins"] <= 20


def test_the_cli_simulates_pig(tmp_path):
    out = tmp_path / "pig.json"
    run = subprocess.run([sys.executable, "-m", "boardgames", "simulate", "pig", "--bots",
                          "optimal,hold20", "--games", "10", "--no-progress", "--out", str(out)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "optimal" in run.stdout and out.exists() and json.loads(out.read_text())


def test_make_bot_knows_pigs_bots_and_the_strong_alias():
    from boardgames.bots import make_bot
    from boardgames.pig.bots import HoldAtBot, OptimalBot

    assert isinstance(make_bot("optimal", "pig", seed=1), OptimalBot)
    assert isinstance(make_bot("hold20", "pig", seed=1), HoldAtBot)
    assert isinstance(make_bot("strong", "pig", seed=1), OptimalBot)
    assert make_bot("random", "pig", seed=1).choose(
        boardgames.new_game("pig", seed=1).view(0), boardgames.new_game("pig").legal_actions())


def test_win_chance_of_a_pig_position_is_near_the_exact_value():
    from boardgames.analysis import win_chance

    game = boardgames.new_game("pig", seed=1, goal=20)
    c = win_chance(game, seat=0, bots=["optimal", "optimal"], rollouts=400, seed=1)
    assert c.low <= 0.6156 <= c.high          # solve(20)[0][0][0], the exact optimal chance
