"""Players that pick actions.

Every bot has one method, ``choose(view, actions)``: it gets what its seat may
see (``game.view(seat)``) and the legal actions, and returns one of them.  A
bot never sees another player's hand or the order of a deck.
"""

from __future__ import annotations

import random
from typing import Any


class Bot:
    """Base class: subclasses implement :meth:`choose`."""

    name = "bot"

    def choose(self, view: dict, actions: list) -> Any:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class RandomBot(Bot):
    """Picks uniformly at random among the legal actions (seeded)."""

    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, view: dict, actions: list) -> Any:
        return self.rng.choice(actions)


def play_turns(game: Any, bots: list[Bot], max_actions: int = 100_000) -> int:
    """Let ``bots[seat]`` act for every seat until the game ends; returns actions taken."""
    taken = 0
    while not game.is_over and taken < max_actions:
        seat = game.current_player
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions()))
        taken += 1
    return taken


__all__ = ["Bot", "RandomBot", "play_turns"]
