"""Every game honours the one game protocol of ``boardgames.core.game.Game`` (docs/api.md).

The bots, ``simulate()``, the widgets and the analysis rely on these members
and nothing engine-specific, so each is checked for every game: at the start,
in the middle and at the end of a seeded random playout.
"""

from __future__ import annotations

import importlib
import random

import networkx as nx
import pytest

import boardgames
from boardgames.core.game import Game

GAMES = {"catan": {"players": 4}, "catan-jungle": {"players": 3}, "zarahemla": {"players": 4},
         "forbidden-jungle": {"players": 3, "difficulty": "novice"}}


def play_to_end(game, seed, cap=20_000):
    rng = random.Random(seed)
    seen = [game.copy()]
    n = 0
    while not game.is_over and n < cap:
        game.apply(rng.choice(game.legal_actions()))
        n += 1
        if n == 40:
            seen.append(game.copy())
    seen.append(game)
    return seen


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_honours_the_protocol_from_start_to_end(name):
    game = boardgames.new_game(name, seed=3, **GAMES[name])
    assert isinstance(game, Game)
    assert game.name == name
    assert game.cooperative is (name == "forbidden-jungle")
    assert game.players == GAMES[name]["players"]
    assert isinstance(game.graph, nx.Graph) and game.graph.number_of_nodes() > 0
    for g in play_to_end(game, seed=3):
        assert isinstance(g.is_over, bool)
        assert isinstance(g.winners, tuple)
        assert all(isinstance(s, int) and 0 <= s < g.players for s in g.winners)
        r = g.returns()
        assert len(r) == g.players and set(r) <= {0.0, 1.0}
        assert [s for s, v in enumerate(r) if v == 1.0] == sorted(g.winners)
        text = g.phase_description()
        assert isinstance(text, str) and text
        if g.is_over:
            assert g.current_player is None
        else:
            assert 0 <= g.current_player < g.players
            assert not g.winners
            action = g.legal_actions()[0]
            assert isinstance(g.describe(action), str)
            assert isinstance(g.chance_kinds(), tuple)
            assert isinstance(g.view(g.current_player), dict)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_winners_agree_with_each_engines_winner(name):
    game = boardgames.new_game(name, seed=5, **GAMES[name])
    game = play_to_end(game, seed=5)[-1]
    assert game.is_over
    if game.cooperative:
        assert game.winners == (tuple(range(game.players)) if game.winner else ())
    else:
        assert game.winners == (game.winner,)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_restore_brings_back_an_earlier_copy_exactly(name):
    game = boardgames.new_game(name, seed=7, **GAMES[name])
    before = game.copy()
    saved = game.to_json()
    rng = random.Random(7)
    for _ in range(30):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    game.restore(before)
    assert game.to_json() == saved


def test_restore_refuses_another_kind_of_game():
    catan = boardgames.new_game("catan", seed=1)
    jungle = boardgames.new_game("forbidden-jungle", seed=1)
    with pytest.raises(TypeError):
        catan.restore(jungle)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_random_event_of_an_action_is_listed_and_each_path_can_be_forced(name):
    """Chance all the way down: the tree of an action's random events sums to 1, and
    forcing the outcomes of any one path makes exactly that path happen."""
    game = boardgames.new_game(name, seed=11, **GAMES[name])
    rng = random.Random(11)
    checked = 0
    for _ in range(400):
        if game.is_over or checked >= 6:
            break
        actions = game.legal_actions()
        for action in actions:
            tree = game.chance_tree(action)
            if tree is None:
                assert game.chance_of(action) is None
                continue
            assert tree.event == game.chance_of(action)
            paths = tree.paths()
            assert sum(p for _, p in paths) == 1
            path, _ = paths[rng.randrange(len(paths))]
            trial = game.copy()
            for kind, outcome in path:
                trial.force(kind, outcome)
            trial.apply(action)
            assert trial.chance.forced == []          # every forced outcome was used
            checked += 1
            break
        game.apply(rng.choice(actions))
    assert checked >= 3


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_engine_names_all_its_actions_in_ACTION_CLASSES(name):
    """Both engines list their action classes the same way: ``ACTION_CLASSES`` in the
    engine's ``actions`` module, by class name; every action a game lists is one of them."""
    game = boardgames.new_game(name, seed=3, **GAMES[name])
    module = importlib.import_module(type(game).__module__.rsplit(".", 1)[0] + ".actions")
    classes = module.ACTION_CLASSES
    assert all(cls.__name__ == key for key, cls in classes.items())
    rng = random.Random(3)
    for _ in range(400):
        if game.is_over:
            break
        actions = game.legal_actions()
        assert all(type(a) in classes.values() for a in actions), actions
        game.apply(rng.choice(actions))
