"""``own_roads``, each player's roads (derived, like ``blocked``), always matches the paths.

The building rules start from it instead of scanning every path (#29 item 5), so it must
follow every way a road appears: a road built in play or set-up, a copy, an undo, a load,
a road put by hand.
"""

from __future__ import annotations

import random

import pytest

import boardgames
from boardgames.settlers import position
from boardgames.settlers.rules.common import positions


def roads_match(game) -> bool:
    return game.own_roads == [positions(game.edge_owner, p) for p in range(game.n)]


@pytest.mark.parametrize("name,players", [("catan", 4), ("catan-jungle", 3), ("zarahemla", 3)])
def test_own_roads_follow_random_play_copies_undo_and_loads(name, players):
    for seed in range(3):
        game = boardgames.new_game(name, players=players, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not game.is_over and steps < 1500:
            assert roads_match(game)
            if steps % 97 == 0:
                before = game.copy()
                assert roads_match(before) and before.own_roads is not game.own_roads
                game.apply(rng.choice(game.legal_actions()))
                game.restore(before)                                   # undo
                assert roads_match(game)
                loaded = boardgames.load_game(game.to_json())
                assert roads_match(loaded)
            game.apply(rng.choice(game.legal_actions()))
            steps += 1
        assert roads_match(game)
        assert any(game.own_roads)


def test_own_roads_follow_a_road_put_by_hand():
    game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
                                                   layout="beginner"))
    game = position.place_settlement(game, 0, "K-L-P")
    game = position.place_road(game, 0, "K-L-P~K-O-P", "J-K-O~K-O-P")
    assert roads_match(game)
    board = game.fixed_board
    assert sorted(game.own_roads[0]) == game.own_roads[0]
    assert board.edge("K-L-P~K-O-P") in game.own_roads[0]
    assert [board.corner_names[x] for x in game.settlement_spots(0)] == ["J-K-O"]
