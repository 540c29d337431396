"""The optimal policy: the solver reproduces the shipped data, it is optimal (Bellman residual
0), it beats hold-at-20 by exact policy evaluation, and hold-at-20 is not it."""

from __future__ import annotations

import pytest

from boardgames.pig import policy100
from boardgames.pig.bots import optimal_hold, switch_points
from boardgames.pig.solver import (
    bellman_residual,
    decode_policy,
    encode_policy,
    evaluate,
    hold_at,
    hold_value,
    policy_from,
    roll_value,
    solve,
)

SMALL = 30


@pytest.fixture(scope="module")
def small():
    return solve(SMALL)


def test_the_solved_policy_is_optimal_bellman_residual_zero(small):
    assert bellman_residual(small, SMALL) < 1e-12


def test_every_win_chance_is_a_probability(small):
    assert all(0.0 <= p <= 1.0 for row in small for cell in row for p in cell)


def test_the_policy_text_round_trips(small):
    switches = policy_from(small, SMALL)
    assert decode_policy(encode_policy(switches)) == switches


def test_the_bot_plays_what_the_solver_says_at_a_small_goal(small):
    for i in range(SMALL):
        for j in range(SMALL):
            for k in range(1, SMALL - i):
                best = hold_value(small, SMALL, i, j, k) >= roll_value(small, SMALL, i, j, k)
                assert optimal_hold(SMALL, i, j, k) == best


def test_optimal_beats_hold_at_20_by_exact_policy_evaluation(small):
    first = evaluate(SMALL, "optimal", hold_at(20), table=small)
    second = evaluate(SMALL, hold_at(20), "optimal", table=small)
    both = evaluate(SMALL, "optimal", "optimal", table=small)
    assert both == pytest.approx(small[0][0][0], abs=1e-12)
    assert first > both and second < both          # optimal gains whichever seat it takes


def test_exact_evaluation_of_a_policy_against_itself_has_the_first_player_ahead():
    assert 0.5 < evaluate(SMALL, hold_at(20), hold_at(20)) < 0.7


def test_hold_at_20_is_not_optimal_at_the_start_of_a_game_to_100():
    # at 0-0 with a turn total of 20 the optimal player rolls once more (holds from 21)
    assert not optimal_hold(100, 0, 0, 20) and optimal_hold(100, 0, 0, 21)
    # far behind, the optimal player keeps rolling well past 20
    assert not optimal_hold(100, 0, 90, 30)


def test_the_shipped_policy_covers_every_state_of_the_goal_100():
    points = switch_points(100)
    assert policy100.GOAL == 100 and len(points) == 100 and all(len(r) == 100 for r in points)
    assert all(list(e) == sorted(set(e)) for r in points for e in r)


@pytest.mark.slow
def test_the_solver_reproduces_the_shipped_policy_and_the_first_players_chance_0_5306():
    table = solve(100)
    assert round(table[0][0][0], 4) == 0.5306
    assert encode_policy(policy_from(table, 100)) == "\n".join(policy100.LINES)
    assert bellman_residual(table, 100) < 1e-12
    # the state of the fast test above, by value: rolling at 0-0-20 is worth more than holding
    assert roll_value(table, 100, 0, 0, 20) > hold_value(table, 100, 0, 0, 20)
    # hold at 20 is near-optimal but not optimal: against it, optimal wins more in either seat
    first = evaluate(100, "optimal", hold_at(20), table=table)
    second = 1 - evaluate(100, hold_at(20), "optimal", table=table)
    assert first > table[0][0][0] and second > 1 - table[0][0][0]
    assert (first + second) / 2 < 0.56                        # ... by a few points only
