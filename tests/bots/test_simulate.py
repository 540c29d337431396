"""simulate(): identical results for any executor, interrupt safety, the CLI."""

from __future__ import annotations

import json
import multiprocessing
import sys
from concurrent.futures import Executor, Future, ProcessPoolExecutor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.__main__ import main
from boardgames.simulation import SimulationResult, play_game, wilson

ARGS = dict(bots=["greedy", "random", "random"], games=6, seed=7, progress=False)


def _key(result):
    return [(r["game"], r["seed"], r["winner"], r["turns"], r["actions"], r["points"])
            for r in result.rows]


@pytest.fixture(scope="module")
def in_process():
    return boardgames.simulate("zarahemla", **ARGS)


def test_same_seed_gives_identical_results_in_process(in_process):
    again = boardgames.simulate("zarahemla", **ARGS)
    assert again.rows == in_process.rows
    other = boardgames.simulate("zarahemla", **{**ARGS, "seed": 8})
    assert _key(other) != _key(in_process)


def test_result_rows_are_tidy(in_process):
    rows = in_process.rows
    assert [r["game"] for r in rows] == list(range(6))
    assert [r["seed"] for r in rows] == [7 + i for i in range(6)]
    for r in rows:
        assert r["winner"] in (0, 1, 2) and r["winner_bot"] == r["bots"][r["winner"]]
        assert r["points"][r["winner"]] >= 12 and r["turns"] > 0 and "reached" in r["reason"]
    cols = in_process.columns()
    assert len(cols["winner"]) == 6 and len(cols["points_2"]) == 6
    json.dumps(in_process.to_dict())      # plain data all the way down


def test_same_seed_gives_identical_results_with_a_process_pool(in_process):
    # spawned workers, as docs/bots.md shows: this process runs threads (a notebook's kernel
    # does too), and forking a process with threads can deadlock the child
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        pooled = boardgames.simulate("zarahemla", executor=pool, chunk_size=2, **ARGS)
    assert pooled.rows == in_process.rows


def test_same_seed_gives_identical_results_on_a_local_dask_cluster(in_process):
    distributed = pytest.importorskip(
        "distributed", reason="dask.distributed is not installed (pip install boardgames[distributed])")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        on_dask = boardgames.simulate("zarahemla", executor=client, **ARGS)
    assert on_dask.rows == in_process.rows


class _InterruptAfter(Executor):
    """Runs chunks at once, then behaves as if Ctrl-C arrived while waiting for chunk ``k``."""

    def __init__(self, k):
        self.k, self.n = k, 0

    def submit(self, fn, *args, **kwargs):
        fut = Future()
        self.n += 1
        if self.n <= self.k:
            fut.set_result(fn(*args, **kwargs))
        return fut


def test_keyboard_interrupt_in_process_keeps_finished_games(monkeypatch):
    sim = sys.modules["boardgames.simulation"]
    real = sim._play_chunk  # noqa: SLF001 - a test of simulate's own chunk runner
    calls = {"n": 0}

    def flaky(*args):
        calls["n"] += 1
        if calls["n"] == 4:
            raise KeyboardInterrupt
        return real(*args)
    monkeypatch.setattr(sim, "_play_chunk", flaky)
    result = boardgames.simulate("catan", bots=["greedy", "random", "random"], games=6, seed=1,
                                 progress=False)
    assert result.interrupted and [r["game"] for r in result.rows] == [0, 1, 2]
    assert "interrupted" in result.summary()


def test_keyboard_interrupt_with_an_executor_keeps_finished_games(monkeypatch):
    import concurrent.futures

    sim = sys.modules["boardgames.simulation"]

    def as_completed(futures):
        for f in futures:
            if not f.done():
                raise KeyboardInterrupt
            yield f
    monkeypatch.setattr(sim, "as_completed", as_completed)
    assert sim.as_completed is not concurrent.futures.as_completed
    result = boardgames.simulate("catan", bots=["greedy", "random", "random"], games=5, seed=1,
                                 executor=_InterruptAfter(3), chunk_size=1, progress=False)
    assert result.interrupted and [r["game"] for r in result.rows] == [0, 1, 2]


def test_records_replay_the_same_game():
    result = boardgames.simulate("catan", bots="greedy,random,random", games=2, seed=3,
                                 keep_records=True, progress=False)
    game = result.replay(1)
    assert game.is_over and game.winner == result.rows[1]["winner"]
    assert game.turn == result.rows[1]["turns"]


def test_rotate_puts_every_bot_in_every_seat():
    result = boardgames.simulate("catan", bots="greedy,random,random", games=3, seed=0,
                                 rotate=True, progress=False)
    assert [r["bots"].index("greedy") for r in result.rows] == [0, 2, 1]


def test_forbidden_jungle_rows_and_team_win_rate():
    result = boardgames.simulate("forbidden-jungle", bots="random", games=5, seed=2,
                                 options={"players": 3, "difficulty": "elite"}, progress=False)
    assert all(r["winner"] in (True, False) and r["outcome"] for r in result.rows)
    assert result.win_rate()["games"] == 5 and len(result.rows[0]["bots"]) == 3


def test_bad_arguments_say_what_is_wrong():
    with pytest.raises(ValueError, match="bots for"):
        boardgames.simulate("catan", bots=["random"] * 2, options={"players": 4}, games=1)
    with pytest.raises(ValueError, match="unknown bot"):
        boardgames.simulate("catan", bots="genius", games=1)


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from(["catan", "zarahemla", "forbidden-jungle"]),
       bots=st.one_of(st.text(max_size=8),
                      st.lists(st.sampled_from(["random", "greedy", "planner"]), max_size=7)))
def test_play_game_needs_one_bot_per_seat(game, bots):
    """A wrong number of bots for the seats is one ValueError naming both counts, before
    any bot is made (a bot name the game does not know never gets that far)."""
    seats = boardgames.new_game(game, seed=1).players
    if not isinstance(bots, str) and len(bots) == seats:
        return
    with pytest.raises(ValueError, match=f"has {seats} seats"):
        play_game(game, bots, seed=1)


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_cli_prints_a_summary_and_saves_json(tmp_path, capsys):
    out = tmp_path / "results.json"
    code = main(["simulate", "zarahemla", "--games", "3", "--bots", "greedy,greedy,random",
                 "--seed", "1", "--out", str(out), "--no-progress"])
    assert code == 0
    text = capsys.readouterr().out
    assert "zarahemla: 3 game(s)" in text and "bot greedy" in text and "95% interval" in text
    saved = SimulationResult.from_json(out.read_text())
    assert len(saved.rows) == 3 and saved.bots == ["greedy", "greedy", "random"]
    direct = boardgames.simulate("zarahemla", bots="greedy,greedy,random", games=3, seed=1,
                                 progress=False)
    assert saved.rows == direct.rows


def test_cli_rejects_an_unknown_bot(capsys):
    assert main(["simulate", "catan", "--bots", "genius", "--games", "1", "--no-progress"]) == 2
    assert "unknown bot" in capsys.readouterr().err


def test_cli_runs_as_a_module():
    import subprocess
    done = subprocess.run([sys.executable, "-m", "boardgames", "simulate", "forbidden-jungle",
                           "--games", "2", "--bots", "planner", "--difficulty", "novice"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "team" in done.stdout


@pytest.mark.parametrize("kwargs, match", [
    (dict(seed="x"), "seed"), (dict(seed=True), "seed"), (dict(games=True), "games"),
    (dict(games=2.0), "games"), (dict(chunk_size=0), "chunk_size"),
    (dict(chunk_size=-1), "chunk_size"), (dict(options={"foo": 1}), "no option 'foo'"),
    (dict(options={"players": "x"}), "players"), (dict(options={"seed": 1}), "seed"),
    (dict(options={"target": 31}), "target"), (dict(max_actions=0), "max_actions"),
])
def test_bad_simulate_arguments_are_refused_before_any_game(kwargs, match):
    with pytest.raises(ValueError, match=match):
        boardgames.simulate("catan", **{"games": 1, "progress": False, **kwargs})


def test_a_bot_object_plays_beside_bot_names():
    from boardgames.bots import RandomBot
    result = boardgames.simulate("catan", bots=[RandomBot(1), "random", "random"], games=1,
                                 progress=False)
    assert result.rows[0]["bots"] == ["random", "random", "random"] and result.bots[0] == "random"


def test_a_failing_bot_is_named_with_its_seat_and_game_seed():
    from boardgames.bots import Bot
    from boardgames.simulation import BotError

    class Cheat(Bot):
        name = "cheat"

        def choose(self, view, actions, table=None):
            return "win at once"

    class Crash(Bot):
        name = "crash"

        def choose(self, view, actions, table=None):
            raise KeyError("oops")

    with pytest.raises(BotError, match=r"seed 5, seat 0 \(cheat bot\).*illegal"):
        boardgames.simulate("catan", bots=[Cheat(), "random", "random"], games=1, seed=5,
                            progress=False)
    with pytest.raises(BotError, match=r"seat 0 \(crash bot\).*KeyError"):
        boardgames.simulate("catan", bots=[Crash(), "random", "random"], games=1, progress=False)


@pytest.mark.parametrize("argv, match", [
    (["--option", "seed=1"], "--seed"), (["--option", "foo=1"], "no option 'foo'"),
    (["--difficulty", "elite"], "no option 'difficulty'"), (["--option", "x"], "KEY=VALUE"),
    (["--out", "/no/such/folder/r.json"], "cannot write"), (["--games", "-1"], "--games"),
])
def test_cli_user_errors_are_one_line_with_exit_status_2(argv, match, capsys):
    code = main(["simulate", "catan", "--games", "1", "--no-progress", *argv])
    err = capsys.readouterr().err
    assert code == 2 and match in err and len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_a_huge_game_count_starts_at_once_and_can_be_interrupted(monkeypatch):
    sim = sys.modules["boardgames.simulation"]
    calls = {"n": 0}

    def chunk(*args):
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt
        return [{"game": args[1][0][0], "seed": 0, "bots": [], "actions": 0, "turns": 0,
                 "winner": None, "winner_bot": None, "outcome": "x", "reason": "",
                 "points": [0, 0, 0]}]
    monkeypatch.setattr(sim, "_play_chunk", chunk)
    result = boardgames.simulate("catan", bots="random", games=10**22, progress=False)
    assert result.interrupted and len(result.rows) == 2
