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


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(10))
def test_random_playouts_catan_jungle_keep_every_invariant_with_discoveries(chunk):
    discovered = 0
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        supply = 10 if seed % 2 else None           # both counter supplies
        g = random_game("catan-jungle", players=3 + seed % 2, seed=seed,
                        jungle_number=(3, 4, 5, 9, 10, 11)[seed % 6], discovery_supply=supply)
        discovered += sum(g.discoveries) > 0
        if supply is not None:
            assert sum(g.discoveries) + g.discovery_supply <= 10
    assert discovered > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("chunk", range(4))
def test_random_playouts_zarahemla_keep_every_invariant_with_temple_stones(players, chunk):
    games = 84                                      # 4 x 84 = 336 games per player count
    temples = 0
    for seed in range(chunk * games, (chunk + 1) * games):
        g = random_game("zarahemla", players=players, seed=seed,
                        target=(12, 11, 10)[seed % 3])
        temples += sum(g.temples)
        if g.is_over:
            assert g.points(g.winner) >= g.target
    assert temples > 0
