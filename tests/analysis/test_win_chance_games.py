"""win_chance for the games tests/analysis/test_win_chance.py does not cover (#29 item 1).

* Pig against its exact solver (:mod:`boardgames.pig.solver`): the optimal player's
  chance from a mid-game score, and a position the seat wins by holding (exact, no
  rollout);
* Forbidden Jungle, Catan: Jungle and Zarahemla against a longer independent simulation
  from a mid-game position: worlds the seat may imagine (``game.redeal``) played out
  through :func:`boardgames.bots.play_turns` (the bots' ordinary path, with the lent
  table, not win_chance's rollout loop).

Seeds are fixed and the rollout counts small (a few hundred games in all per test); the
checks are a 95% Wilson interval that must hold the exact value, or two estimates within
four standard errors of each other.
"""

from __future__ import annotations

import random

import pytest

import boardgames
from boardgames.analysis import win_chance
from boardgames.bots import decide, make_bot, play_turns
from boardgames.pig.game import Hold, Roll
from boardgames.pig.solver import solve


def _pig(goal: int, rolls: list[list[int]]) -> boardgames.core.game.Game:
    """A game of Pig to ``goal`` in which each turn rolls the faces listed, then holds."""
    game = boardgames.new_game("pig", goal=goal, seed=1)
    for faces in rolls:
        for face in faces:
            game.apply(Roll(), outcome=face)
        game.apply(Hold())
    return game


def test_pig_agrees_with_the_solvers_exact_chance():
    game = _pig(20, [[6, 6], [5, 5, 5]])          # seat 0 has 12, seat 1 15; seat 0 to roll
    assert game.view()["scores"] == [12, 15] and game.current_player == 0
    exact = solve(20)[12][15][0]
    for seat, value in ((0, exact), (1, 1 - exact)):
        chance = win_chance(game, seat=seat, bots="optimal", rollouts=300, seed=4)
        assert chance.exact is None and chance.rollouts == 300
        assert chance.low <= value <= chance.high, (seat, value, chance)


def test_pig_a_seat_that_wins_by_holding_is_exact():
    game = _pig(20, [[6, 6], [5, 5, 5]])
    game.apply(Roll(), outcome=4)
    game.apply(Roll(), outcome=4)                   # 12 + 8: holding reaches the goal
    one = win_chance(game, seat=0, bots="optimal")
    assert one.exact == 1 and one.rollouts == 0
    assert win_chance(game, seat=1, bots="optimal").exact == 0


def _independent(game, seat: int, bot: str, n: int, options: dict) -> float:
    """The share of ``n`` worlds ``seat`` may imagine (``game.redeal``: the hidden cards
    dealt again, a fresh generator) that ``seat`` wins, every seat played by ``bot``
    through play_turns."""
    wins = 0
    for i in range(n):
        g = game.redeal(seat, random.Random(50_000 + i))
        play_turns(g, [make_bot(bot, game.name, seed=i * 16 + s, **options)
                       for s in range(g.players)])
        wins += seat in g.winners
    return wins / n


def _agree(chance, q: float, n: int) -> None:
    p = chance.estimate
    se = (p * (1 - p) / chance.rollouts + q * (1 - q) / n) ** 0.5
    assert abs(p - q) <= 4 * se + 1e-9, (chance, q)


def _jungle_turn_six():
    """Seed 50 of a 2-player Forbidden Jungle game, 28 planner actions in (turn 6)."""
    game = boardgames.new_game("forbidden-jungle", players=2, seed=50)
    bots = [make_bot("planner", game.name, seed=50 * 16 + s) for s in range(2)]
    for _ in range(28):
        game.apply(decide(bots[game.current_player], game, game.current_player))
    return game


def test_forbidden_jungle_agrees_with_a_longer_simulation():
    """Turn 6 of a game the planners went on to win: the team's chance is near a half."""
    game = _jungle_turn_six()
    assert not game.is_over
    quick = {"samples": 1}
    chance = win_chance(game, rollouts=80, seed=3, exact_limit=0,
                        bot_options={"planner": quick})
    assert 0.1 < chance.estimate < 0.9
    # the rollouts' planner does not search the sliding plan (ROLLOUT_OPTIONS): the
    # longer simulation plays that planner too
    _agree(chance, _independent(game, 0, "planner", 120, {**quick, "steps": False}), 120)


def test_forbidden_jungle_rollouts_can_play_the_team_bots_own_planner():
    """``{"planner": {"steps": True}}`` overrides ROLLOUT_OPTIONS: the rollouts then play
    the planner ``make_bot`` gives, which searches the sliding plan, and agree with a
    longer simulation of that planner; a steps option that is not True, False or None is
    refused before any work."""
    game = _jungle_turn_six()
    own = {"samples": 1, "steps": True}
    chance = win_chance(game, rollouts=80, seed=3, exact_limit=0, bot_options={"planner": own})
    _agree(chance, _independent(game, 0, "planner", 120, {"samples": 1}), 120)
    with pytest.raises(ValueError, match="steps must be True, False or None"):
        win_chance(game, rollouts=10, bot_options={"planner": {"steps": "yes"}})


@pytest.mark.parametrize("name", ["catan-jungle", "zarahemla"])
def test_a_settlers_game_agrees_with_a_longer_simulation(name):
    """A 3-player game a quarter of the way in (greedy bots), seat 1's chance."""
    game = boardgames.new_game(name, players=3, seed=6, target=10)
    bots = [make_bot("greedy", name, seed=6 * 16 + s) for s in range(3)]
    while max(game.points(q) for q in range(3)) < 5:
        game.apply(decide(bots[game.current_player], game, game.current_player))
    chance = win_chance(game, seat=1, rollouts=80, seed=2)
    _agree(chance, _independent(game, 1, "greedy", 100, {}), 100)
