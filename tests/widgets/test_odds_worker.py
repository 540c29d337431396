"""The Forbidden Jungle "Odds now" helper process: the same numbers, at the lowest priority."""

from __future__ import annotations

import os
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
        assert worker.compute(game.to_json()) == _odds_text(game)
    finally:
        _stop(worker)


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities here")
def test_the_odds_worker_yields_the_cpu_to_the_clicks():
    # on one or two cores the exact chain must not slow the kernel's answer to a click
    game = boardgames.new_game("forbidden-jungle", players=2, seed=4)
    worker = _OddsWorker()
    try:
        worker.compute(game.to_json())
        assert os.getpriority(os.PRIO_PROCESS, worker.proc.pid) == 19
    finally:
        _stop(worker)
