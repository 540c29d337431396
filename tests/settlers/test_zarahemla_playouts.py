"""Random playouts of The Settlers of Zarahemla (2, 3 and 4 players): uniformly random legal actions, invariants after every action.

See ``test_settlers_playouts.py`` and ``settlers_helpers.check_invariants`` for what is checked.
"""

from __future__ import annotations

import pytest
from settlers_helpers import random_game


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
