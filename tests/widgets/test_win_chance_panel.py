"""The settlers apps' "chance of winning from here" (issue 29): played out in the odds helper
process, never in the kernel's answer to a click."""

from __future__ import annotations

import asyncio

import boardgames
from boardgames.widgets import play
from boardgames.widgets import settlers_app as SA
from boardgames.widgets.app import seat_win_text
from boardgames.widgets.jungle_app import _OddsWorker


def _stop(worker: _OddsWorker) -> None:
    if worker.proc is not None:
        worker.proc.stdin.close()
        worker.proc.wait(60)


def test_the_odds_worker_gives_a_settlers_seat_its_chance_of_winning_with_its_interval():
    game = boardgames.new_game("catan", players=3, seed=1)
    worker = _OddsWorker()
    try:
        text = worker.compute(game.to_json(), 10, seat=0)
    finally:
        _stop(worker)
    assert "Chance player 0 wins from here" in text and "95% interval" in text, text
    # the helper's answer is the kernel's (same seed, same view: same answer)
    assert text == seat_win_text(game, 0, 10)


def test_the_settlers_app_shows_the_win_chance_without_working_it_out_in_the_click(monkeypatch):
    monkeypatch.setattr(SA, "SEAT_WIN_ROLLOUTS", 10)
    asked: list[int | None] = []

    async def main() -> str:
        app = play("catan", opponents=["random"] * 2, seed=1, bot_speed="instant")
        # the panel says it is working: the click's redraw did not wait for the games
        assert "Working out the chance of winning" in app.win_html.value or \
            "Chance player 0" in app.win_html.value
        asked.append(app.viewer)
        for _ in range(1200):             # a bound on the polls, not a time limit
            if "Chance player 0 wins from here" in app.win_html.value:
                break
            await asyncio.sleep(0.05)
        return app.win_html.value

    text = asyncio.run(main())
    assert asked == [0]
    assert "Chance player 0 wins from here" in text and "95% interval" in text, text
