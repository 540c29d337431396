"""Random Forbidden Jungle playouts with the invariants checked after every action.

2,000 full games across all four difficulties and 2 to 5 players (split into
chunks so pytest-xdist can share them out).
"""

from __future__ import annotations

import random

import pytest
from fj_helpers import check_invariants

from boardgames import IllegalAction, new_game
from boardgames.forbidden_jungle import OUTCOMES, EndTurn

DIFFICULTIES = ("novice", "normal", "elite", "legendary")
CHUNKS = 8
GAMES = 2000


def play(seed: int) -> str:
    rng = random.Random(seed)
    g = new_game("forbidden-jungle", players=2 + seed % 4,
                 difficulty=DIFFICULTIES[seed // 4 % 4], seed=seed)
    check_invariants(g)
    steps = 0
    while not g.is_over:
        legal = g.legal_actions()
        assert legal, "a game that is not over always has an action"
        g.apply(rng.choice(legal))
        check_invariants(g)
        steps += 1
        assert steps < 5000
    assert g.outcome in OUTCOMES and g.reason
    assert g.winner is (g.outcome == "escaped")
    assert g.current_player is None and g.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        g.apply(EndTurn())
    return g.outcome


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playouts_keep_the_box_meters_and_decks_whole(chunk):
    outcomes = [play(seed) for seed in range(chunk, GAMES, CHUNKS)]
    assert len(outcomes) == GAMES // CHUNKS


def test_random_playouts_reach_several_different_endings():
    seen = {play(seed) for seed in range(300)}
    assert {"overrun", "poisoned", "marooned"} <= seen


def test_same_seed_and_choices_replay_identically():
    def run(seed):
        rng = random.Random(5)
        g = new_game("forbidden-jungle", players=3, seed=seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        return g.to_json()

    assert run(11) == run(11)
