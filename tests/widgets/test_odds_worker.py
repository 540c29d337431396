"""The Forbidden Jungle "Odds now" helper process: the same numbers, at the lowest priority."""

from __future__ import annotations

import os
import signal
import subprocess

import pytest

import boardgames
from boardgames.widgets.jungle_app import _odds_text, _OddsWorker


def _stop(worker: _OddsWorker) -> None:
    # the helper runs at nice 19: on a busy machine it may take a while to see its stdin close
    if worker.proc is not None:
        worker.proc.stdin.close()
        try:
            worker.proc.wait(60)
        except subprocess.TimeoutExpired:
            worker.proc.kill()
            worker.proc.wait()


def test_the_odds_worker_gives_the_panel_the_kernel_would_work_out():
    game = boardgames.new_game("forbidden-jungle", players=2, seed=4)
    worker = _OddsWorker()
    try:
        first = worker.compute(game.to_json(), 0)       # the meter alone, shown first
        text = worker.compute(game.to_json())
    finally:
        _stop(worker)
    assert "Working out the chance the team wins" in first and "95% interval" not in first
    # the chance of winning from here (#28, from boardgames.analysis.win_chance) with its
    # interval, and then the threat meter alone, labelled so, as the kernel works it out
    meter = "<b>The threat meter alone</b>"
    assert "Chance the team wins from here" in text and "95% interval" in text
    assert text.split(meter)[1] == _odds_text(game).split(meter)[1] == first.split(meter)[1]
    assert "still in the game" not in text and "the meter only" in text


def test_stopping_the_server_prints_no_traceback_from_the_odds_worker():
    # Ctrl-C reaches the whole process group: the helper ignores it and ends when its
    # stdin closes, with nothing on stderr (it printed a KeyboardInterrupt traceback)
    proc = subprocess.Popen([os.sys.executable, "-m", "boardgames.widgets._odds_worker"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        proc.stdin.write("{}\n")            # not a game: one empty answer
        proc.stdin.flush()
        assert proc.stdout.readline().strip() == '""'
        proc.send_signal(signal.SIGINT)
        proc.stdin.close()
        assert proc.wait(60) == 0
        assert proc.stderr.read() == ""
    finally:
        if proc.poll() is None:
            proc.kill()


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities here")
def test_the_odds_worker_yields_the_cpu_to_the_clicks():
    # on one or two cores the exact chain must not slow the kernel's answer to a click
    game = boardgames.new_game("forbidden-jungle", players=2, seed=4)
    worker = _OddsWorker()
    try:
        worker.compute(game.to_json())
        assert os.getpriority(os.PRIO_PROCESS, worker.proc.pid) == 19
        # with autogroup scheduling its group (a session of its own) is nice 19 too: else
        # the group would share the CPU evenly with the kernel's, however nice the process
        group = f"/proc/{worker.proc.pid}/autogroup"
        if os.path.exists(group):
            with open(group) as text:
                assert text.read().split()[-1] == "19"
        # and in a process group of its own: Ctrl-C at the server's terminal never reaches it
        assert os.getpgid(worker.proc.pid) != os.getpgid(0)
    finally:
        _stop(worker)
