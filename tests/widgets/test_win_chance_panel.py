"""The apps' "chance of winning from here" and its line over the history (issue 29): played out
in the odds helper process, never in the kernel's answer to a click; one point a step, kept
with the step; the teacher's history slider moves the line's marker."""

from __future__ import annotations

import asyncio
import threading

import boardgames
from boardgames.core.game import load_game
from boardgames.pig.app import PigApp
from boardgames.widgets import play
from boardgames.widgets.app import seat_win_text
from boardgames.widgets.jungle_app import JungleApp, _OddsWorker
from boardgames.widgets.settlers_app import SettlersApp
from boardgames.widgets.win_line import win_point


def _stop(worker: _OddsWorker) -> None:
    worker.close()


def test_the_odds_worker_gives_a_settlers_seat_its_chance_of_winning_with_its_interval():
    game = boardgames.new_game("catan", players=3, seed=1)
    worker = _OddsWorker()
    try:
        text = worker.compute(game.to_json(), 10, seat=0)
        point = worker.point(game.to_json(), 0, 10, 0.08)
    finally:
        _stop(worker)
    assert "Chance player 0 wins from here" in text and "95% interval" in text, text
    # the helper's answer is the kernel's (same seed, same view: same answer)
    assert text == seat_win_text(game, 0, 10)
    assert point == win_point(load_game(game.to_json()), 0, 10, 0.08)


class Asked:
    """Counts the points asked of the helper, and in which thread (never the kernel's own)."""

    def __init__(self, monkeypatch):
        self.states: list[str] = []
        self.threads: list[str] = []
        real = _OddsWorker.point

        def point(worker, state, seat, rollouts, half_width):
            self.states.append(state)
            self.threads.append(threading.current_thread().name)
            return real(worker, state, seat, rollouts, half_width)

        monkeypatch.setattr(_OddsWorker, "point", point)


async def _settle(app, polls: int = 2400) -> None:
    """Let the event loop run until every step of the history has its point (a bound on the
    polls, not a time limit)."""
    for _ in range(polls):
        if len(app.win_history()) == len(app.timeline) and "Working out" not in \
                app.win_html.value:
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"not settled: {len(app.win_history())} of {len(app.timeline)} points")


def test_the_settlers_app_shows_the_win_chance_without_working_it_out_in_the_click(monkeypatch):
    monkeypatch.setattr(SettlersApp, "win_rollouts", 10)
    asked = Asked(monkeypatch)

    async def main() -> str:
        app = play("catan", opponents=["random"] * 2, seed=1, bot_speed="instant")
        # the panel says it is working: building the app did not wait for the games
        assert "Working out the chance player 0 wins" in app.win_html.value
        await _settle(app)
        return app.win_html.value

    text = asyncio.run(main())
    assert "Chance player 0 wins from here" in text and "95% interval" in text, text
    assert asked.threads and set(asked.threads) == {"boardgames-win"}


def test_one_point_a_step_kept_with_the_step_and_the_slider_moves_the_marker(monkeypatch):
    monkeypatch.setattr(SettlersApp, "win_rollouts", 10)
    asked = Asked(monkeypatch)

    async def main() -> None:
        app = play("catan", opponents=["random"] * 2, seed=1, bot_speed="instant")
        await _settle(app)
        first = len(asked.states)
        assert len(app.win_history()) == len(app.timeline) >= 1
        # a click, and one new point after it (in the helper, asked from a thread); the
        # click itself only says it is working, with the last figure known before it
        app.click(app.board.legal_targets()[0])
        first_at = app.win_history()[-1]
        assert f"Working out the chance player 0 wins from here… (at step {first_at[0]}: " \
            f"{100 * first_at[1]['estimate']:.0f}%)" in app.win_html.value
        await _settle(app)
        assert len(asked.states) == first + 1            # one new step: one new point
        assert len(set(asked.states)) == len(asked.states)   # nothing asked twice
        steps = len(app.timeline) - 1
        assert steps >= 1 and f"step {steps} of {steps}" in app.win_html.value
        assert "<svg class='bg-win-line'" in app.win_html.value
        # the history slider goes back: the marker follows, nothing is played out again
        app.show_teacher()
        app.teacher.slider.value = 0
        assert app.at == 0
        await _settle(app)
        assert f"step 0 of {steps}" in app.win_html.value
        assert len(asked.states) == first + 1
        back = app.win_history()[0][1]
        assert f"{100 * back['estimate']:.0f}%" in app.win_html.value.split("wins from here: ")[1]
        app.teacher.slider.value = steps
        await _settle(app)
        assert f"step {steps} of {steps}" in app.win_html.value and \
            len(asked.states) == first + 1

    asyncio.run(main())


def test_forbidden_jungle_shows_the_team_chance_and_the_meter_alone(monkeypatch):
    monkeypatch.setattr(JungleApp, "win_rollouts", 10)
    asked = Asked(monkeypatch)

    async def main() -> JungleApp:
        app = play("forbidden-jungle", opponents=["random"], seed=4, bot_speed="instant")
        await _settle(app)
        for _ in range(2400):          # the meter odds come from the helper too
            if "The threat meter alone" in app.odds_html.value:
                break
            await asyncio.sleep(0.02)
        return app

    app = asyncio.run(main())
    assert asked.threads and set(asked.threads) == {"boardgames-win"}
    text = app.win_html.value
    assert "Chance the team wins from here" in text and "Every way to lose counts" in text, text
    # the odds panel keeps the meter alone, labelled so, and no chance of surviving
    odds = app.odds_html.value
    assert "The threat meter alone" in odds and "the meter only" in odds
    assert "still in the game" not in odds and "Chance the team wins" not in odds


def test_pig_gets_the_chance_and_the_line_from_the_play_app(monkeypatch):
    monkeypatch.setattr(PigApp, "win_rollouts", 20)

    async def main() -> PigApp:
        app = play("pig", opponents=["hold20"], seed=3, bot_speed="instant")
        app.game.force("die", 5)
        app.press("Roll")
        await _settle(app)
        return app

    app = asyncio.run(main())
    assert len(app.win_history()) == len(app.timeline) == 2
    assert "Chance player 0 wins from here" in app.win_html.value
    assert "step 1 of 1" in app.win_html.value


def test_in_plain_python_nothing_is_worked_out_and_the_panel_stays_empty(monkeypatch):
    asked = Asked(monkeypatch)
    app = play("catan", opponents=["random"] * 2, seed=1, bot_speed="instant")
    app.click(app.board.legal_targets()[0])
    assert app.win_html.value == "" and app.win_history() == [] and asked.states == []
