"""#27: the contract on the surfaces a teacher touches, attacked with hypothesis.

Each test draws a seeded ``random.Random`` and runs one attack of
``surface_attacks.py`` (the same code ``tools/fuzz_contract.py --surfaces`` runs at
scale): staging-helper sequences mixed with forced outcomes and play, on all four
games; the command line through ``main(argv)`` in this process; ``simulate()``
arguments; ``SimulationResult.from_json`` text.  Any break raises ContractBroken with
the seed in hypothesis's report.
"""

from __future__ import annotations

from collections import Counter

import contract_helpers as H
import pytest
import surface_attacks as S
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

SETTINGS = settings(max_examples=6, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("name", H.GAMES)
@SETTINGS
@given(rng=st.randoms(use_true_random=False))
def test_staging_helper_sequences_are_all_or_nothing_and_leave_a_sound_game(name, rng):
    counts: Counter = Counter()
    S.attack_helpers(name, rng, 10, counts)
    assert counts["steps"] == 10


@pytest.mark.parametrize("name", H.GAMES)
@SETTINGS
@given(rng=st.randoms(use_true_random=False))
def test_force_then_helpers_keep_every_promise_or_refuse(name, rng):
    counts: Counter = Counter()
    game = H.reachable(name, rng, playing=True)
    for _ in range(4):
        S.attack_force(game, rng, counts)
        fn, args, kwargs = (S.jungle_helper if name == "forbidden-jungle"
                            else S.settlers_helper)(game, rng)
        S.call_helper(game, fn, args, kwargs, counts, rng, "helper calls")
    assert counts["forced values"] == 4


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(rng=st.randoms(use_true_random=False))
def test_command_line_exits_0_or_2_with_one_line_and_no_game_before_a_refusal(rng):
    counts: Counter = Counter()
    S.attack_cli(rng, counts)
    assert counts["CLI runs"] == 1


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(rng=st.randoms(use_true_random=False))
def test_simulate_refuses_bad_arguments_with_value_or_type_error_before_any_game(rng):
    counts: Counter = Counter()
    S.attack_simulate(rng, counts)
    S.attack_result_text(rng, counts)
    assert counts["simulate cases"] == 1
