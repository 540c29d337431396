"""Random playouts of the Catan Jungle variant: uniformly random legal actions, invariants after every action.

See ``test_settlers_playouts.py`` and ``settlers_helpers.check_invariants`` for what is checked.
"""

from __future__ import annotations

import pytest
from settlers_helpers import random_game

CHUNK = 100


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
