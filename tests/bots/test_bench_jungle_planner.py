"""The planner benchmark script: its rare-rate format and its list of won seeds."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from boardgames.simulation import play_game, wilson

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_jungle_planner.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_jungle_planner", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def cell(wins: int, games: int) -> dict:
    low, high = wilson(wins, games)
    return {"wins": wins, "games": games, "rate": wins / games, "low": low, "high": high}


def test_rare_rates_are_printed_with_three_decimals_not_as_zero(bench):
    assert bench.pct(cell(2, 20000)) == "2/20000 = 0.010% [0.003%, 0.036%]"
    assert bench.pct(cell(28, 500)) == "28/500 = 5.6% [3.9%, 8.0%]"


def test_wins_option_lists_the_seeds_won_and_they_replay(bench, monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["bench", "--games", "30", "--players", "2",
                                      "--difficulties", "novice", "--bots", "planner,random",
                                      "--workers", "1", "--seed", "1000", "--wins"])
    bench.main()
    out = capsys.readouterr().out
    assert "| planner | 2 | 6/30 = 20.0%" in out
    line = next(x for x in out.splitlines() if x.startswith("- planner, 2 players, novice:"))
    seeds = [int(s) for s in line.split(":")[1].split(",")]
    assert seeds == [1000, 1005, 1015, 1024, 1026, 1029]
    assert "- random, 2 players, novice: none" in out
    row = play_game("forbidden-jungle", ["planner"] * 2, seeds[0],
                    {"players": 2, "difficulty": "novice"})
    assert row["outcome"] == "escaped"


def test_the_search_team_and_the_cheat_have_rows_of_their_own(bench, monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["bench", "--games", "1", "--players", "2",
                                      "--difficulties", "novice", "--bots", "search,cheat",
                                      "--workers", "1", "--seed", "1000", "--worlds", "1",
                                      "--candidates", "2", "--horizon", "1", "--always"])
    bench.main()
    out = capsys.readouterr().out
    rows = [x for x in out.splitlines() if x.startswith(("| search | 2 |", "| cheat | 2 |"))]
    assert len(rows) == 2 and all("/1 = " in x for x in rows)
    assert "- cheat, 2 players: " in out
