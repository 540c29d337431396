"""Random playouts: thousands of games of uniformly random legal actions.

After every action: every resource card is in the bank or a hand, pieces
stay within stock, and points recomputed from the board equal the tracked
points (see ``settlers_helpers.check_invariants``).  No game may get stuck.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from settlers_helpers import check_invariants, random_game

import boardgames
from boardgames import load_game

CHUNK = 100


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(10))
def test_random_playouts_catan_four_players_keep_every_invariant(chunk):
    finished = 0
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        g = random_game("catan", players=4, seed=seed)
        finished += g.is_over
        if g.is_over:
            assert g.points(g.winner) >= 10
    assert finished >= CHUNK * 0.9   # uniform-random games nearly all finish within 1000 turns


@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from([3, 4]),
       choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=400))
@settings(max_examples=60, deadline=None)
def test_any_sequence_of_legal_actions_keeps_the_invariants_and_saves_exactly(seed, players,
                                                                              choices):
    g = boardgames.new_game("catan", players=players, seed=seed)
    for c in choices:
        if g.is_over:
            break
        acts = g.legal_actions()
        assert acts
        g.apply(acts[c % len(acts)])
        check_invariants(g)
    assert load_game(g.to_json()).to_json() == g.to_json()
