"""Pig's rules, one test per rule sentence (boardgames/pig/__init__.py states them)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import boardgames
from boardgames import IllegalAction
from boardgames.pig import Hold, Roll
from boardgames.pig.game import PigState, check_state, hold_rule, roll_rule


def new(**options):
    return boardgames.new_game("pig", seed=1, **options)


def test_each_roll_of_2_to_6_adds_to_the_turn_total():
    game = new()
    for face, total in ((2, 2), (6, 8), (3, 11)):
        game.apply(Roll(), outcome=face)
        assert game.view()["turn_total"] == total
        assert game.current_player == 0


def test_a_1_loses_the_turn_total_and_ends_the_turn():
    game = new()
    game.apply(Roll(), outcome=6)
    game.apply(Roll(), outcome=1)
    view = game.view()
    assert view["turn_total"] == 0 and view["scores"] == [0, 0]
    assert game.current_player == 1 and view["last_roll"] == 1


def test_hold_banks_the_turn_total_and_ends_the_turn():
    game = new()
    game.apply(Roll(), outcome=4)
    game.apply(Roll(), outcome=5)
    game.apply(Hold())
    assert game.view()["scores"] == [9, 0]
    assert game.view()["turn_total"] == 0 and game.current_player == 1


def test_you_must_roll_at_least_once_before_you_hold():
    game = new()
    assert game.legal_actions() == [Roll()]
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.apply(Hold())
    assert game.to_json() == before


def test_the_first_to_reach_the_goal_wins_when_they_hold():
    game = new(goal=10)
    game.apply(Roll(), outcome=6)
    game.apply(Roll(), outcome=5)
    assert not game.is_over                  # reaching the goal is not yet winning
    game.apply(Hold())
    assert game.is_over and game.winner == 0 and game.winners == (0,)
    assert game.returns() == [1.0, 0.0]
    assert game.result()["outcome"] == "won" and game.result()["points"] == [11, 0]


def test_once_the_goal_is_reached_the_player_holds():
    game = new(goal=10)
    game.apply(Roll(), outcome=6)
    game.apply(Roll(), outcome=4)
    assert game.legal_actions() == [Hold()]
    with pytest.raises(IllegalAction):
        game.apply(Roll())


def test_holding_short_of_the_goal_does_not_win():
    game = new(goal=10)
    game.apply(Roll(), outcome=6)
    game.apply(Hold())
    assert not game.is_over and game.current_player == 1


def test_the_goal_is_an_option_and_defaults_to_100():
    assert new().view()["goal"] == 100
    assert new(goal=50).view()["goal"] == 50
    with pytest.raises(ValueError):
        new(goal=1)
    with pytest.raises(ValueError):
        boardgames.new_game("pig", players=3)


def test_the_die_roll_is_a_chance_event_of_six_faces_each_one_sixth():
    event = new().chance_of(Roll())
    assert event.kind == "die" and sorted(event.outcomes) == [1, 2, 3, 4, 5, 6]
    assert set(event.distribution().values()) == {Fraction(1, 6)}
    assert new().chance_kinds() == ("die",)


def test_force_decides_the_next_roll():
    game = new()
    game.force("die", 1)
    assert game.chance_of(Roll()).outcomes == (1,)
    game.apply(Roll())
    assert game.current_player == 1
    with pytest.raises(IllegalAction):
        game.force("die", 7)
    with pytest.raises(IllegalAction):
        game.force("dice", 3)


def test_nothing_can_be_forced_or_played_once_the_game_is_over():
    game = new(goal=2)
    game.apply(Roll(), outcome=2)
    game.apply(Hold())
    assert game.is_over and game.legal_actions() == [] and game.current_player is None
    with pytest.raises(IllegalAction):
        game.force("die", 3)
    with pytest.raises(IllegalAction):
        game.apply(Roll())


def test_rules_are_functions_of_the_state_alone():
    state = PigState(goal=20, scores=[5, 7], seat=1, turn_total=0, last_roll=1, turn=2)
    roll_rule(state, 6)
    roll_rule(state, 5)
    hold_rule(state)
    assert state.scores == [5, 18] and state.seat == 0 and state.turn == 3
    check_state(state)


def test_seeded_games_are_identical():
    def play(seed):
        game = boardgames.new_game("pig", seed=seed, goal=30)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[-1] if game.view()["turn_total"] >= 10 else legal[0])
        return game.to_json()
    assert play(4) == play(4) and play(4) != play(5)
