"""Forbidden Jungle bots: legal play for every seat, open information only."""

from __future__ import annotations

import pytest

import boardgames
from boardgames.bots import RandomBot, Table, make_bot, play_turns
from boardgames.bots.jungle import JunglePlanner, evaluate


@pytest.mark.parametrize("players", [2, 4])
def test_planner_and_random_bots_play_legal_games_to_the_end(players):
    for seed in range(3):
        game = boardgames.new_game("forbidden-jungle", players=players, seed=seed)
        play_turns(game, [make_bot("planner", "forbidden-jungle", seed=seed)] * players)
        assert game.is_over and game.outcome is not None
        game = boardgames.new_game("forbidden-jungle", players=players, seed=seed)
        play_turns(game, [RandomBot(seed + j) for j in range(players)])
        assert game.is_over


def test_planner_ignores_the_hidden_deck_order():
    # at every decision of a game, the same position with another future (tiles face down,
    # threat cards, equipment: the generator reseeded) gets the same decision
    game = boardgames.new_game("forbidden-jungle", players=2, seed=3)
    for k in range(30):
        seat = game.current_player
        other = game.copy()
        other.chance.rng.seed(12345 + k)
        assert other.view(seat) == game.view(seat)
        a = JunglePlanner(seed=1).choose(game.view(seat), game.legal_actions(), Table(game, seat))
        b = JunglePlanner(seed=1).choose(other.view(seat), other.legal_actions(),
                                         Table(other, seat))
        assert a == b
        game.apply(a)
        if game.is_over:
            break


def test_planner_survives_longer_than_random_on_novice():
    planner = boardgames.simulate("forbidden-jungle", bots="planner", games=8, seed=5,
                                  options={"difficulty": "novice"}, progress=False)
    rand = boardgames.simulate("forbidden-jungle", bots="random", games=8, seed=5,
                               options={"difficulty": "novice"}, progress=False)
    def mean_turns(result):
        return sum(row["turns"] for row in result.rows) / len(result.rows)

    assert mean_turns(planner) > mean_turns(rand)


def test_evaluation_prefers_fewer_aliens():
    game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
    worse = game.copy()
    c = next(i for i, n in enumerate(worse.num) if n == 0)
    worse.adults[c] += 2
    worse.supply[2] -= 2
    assert evaluate(worse) < evaluate(game)
