"""One conformance test for every registered game (after OpenSpiel's random simulation test).

Along seeded random playouts of each game that ``boardgames.game_names()``
lists, at regular steps:

* a save loads back to the same save (``load_game(g.to_json())``);
* a copy is independent: playing on the copy leaves the game as it was;
* every listed legal action applies (on a copy);
* an action that is refused raises ``IllegalAction`` and leaves the game
  byte-identical (the candidates are actions listed at other moments of the
  game, which are mostly illegal now);
* every action's first chance event has probabilities that sum to exactly 1;
* a seat's view hides what it must: a world whose hidden facts are dealt
  again (``Table.determinise``, the bots' re-deal) shows that seat the same view.

A new game registered with the package is checked without being named here.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

import boardgames
from boardgames.bots.table import Table
from boardgames.core.errors import IllegalAction

OPTIONS = {"catan": {"players": 4}, "catan-jungle": {"players": 3}, "zarahemla": {"players": 2},
           "forbidden-jungle": {"players": 3, "difficulty": "normal"}}
STEPS = 160       # actions played per game
EVERY = 5         # checks made every this many actions
SAMPLE = 12       # legal actions (and refused candidates) tried at each check


def _checkpoints(name: str, seed: int):
    """The game at every EVERY-th action of a seeded random playout, and the actions seen so far."""
    game = boardgames.new_game(name, seed=seed, **OPTIONS.get(name, {}))
    rng = random.Random(seed)
    seen: list = []
    for step in range(STEPS):
        if game.is_over:
            break
        legal = game.legal_actions()
        assert legal, f"{name}: a game that is not over lists no legal action"
        seen.extend(rng.sample(legal, min(3, len(legal))))
        if step % EVERY == 0:
            yield game, legal, seen, rng
        game.apply(rng.choice(legal))
    yield game, ([] if game.is_over else game.legal_actions()), seen, rng


@pytest.mark.parametrize("name", boardgames.game_names())
@pytest.mark.parametrize("seed", [1, 2])
def test_every_registered_game_keeps_the_contract_along_random_playouts(name, seed):
    for game, legal, seen, rng in _checkpoints(name, seed):
        text = game.to_json()

        # save and load
        assert boardgames.load_game(text).to_json() == text

        # a copy is independent
        if legal:
            twin = game.copy()
            twin.apply(rng.choice(legal))
            assert game.to_json() == text

        # every listed action applies; its first chance event sums to 1
        for action in rng.sample(legal, min(SAMPLE, len(legal))):
            event = game.chance_of(action)
            if event is not None:
                total = sum(event.distribution().values(), Fraction(0))
                assert total == 1, f"{name}: {action!r}'s chance event sums to {total}"
            game.copy().apply(action)
        assert game.to_json() == text

        # a refused action changes nothing
        listed = set(legal)
        for action in rng.sample(seen, min(SAMPLE, len(seen))):
            if action in listed:
                continue
            trial = game.copy()
            try:
                trial.apply(action)
            except IllegalAction:
                assert trial.to_json() == text, f"{name}: refusing {action!r} changed the game"

        # views hide what they must: re-dealing the hidden facts does not show in a seat's view
        if not game.is_over:
            for seat in range(game.players):
                world = Table(game, seat).determinise(random.Random(seed))
                assert world.view(seat) == game.view(seat), \
                    f"{name}: seat {seat}'s view shows something hidden from it"


def test_every_registered_game_is_checked():
    assert set(boardgames.game_names()) >= set(OPTIONS)
