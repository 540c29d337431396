"""SettlersGame.redeal: the determinisation is the engine's own public method."""

from __future__ import annotations

import random

import pytest

import boardgames
from boardgames.bots import table


def _played(name, seed, moves):
    game = boardgames.new_game(name, players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("name", ["catan", "catan-jungle", "zarahemla"])
def test_redeal_keeps_what_the_seat_sees_and_the_hand_sizes(name):
    game = _played(name, 3, 300)
    for seat in range(3):
        world = game.redeal(seat, random.Random(seat))
        assert world.view(seat) == game.view(seat)
        assert world.hands[seat] == game.hands[seat] and world.bank == game.bank
        assert [sum(h) for h in world.hands] == [sum(h) for h in game.hands]
        assert [sum(d) for d in world.dev] == [sum(d) for d in game.dev]
        assert sum(world.dev_deck) == sum(game.dev_deck)
        world.check_position()


@pytest.mark.parametrize("name", ["catan", "zarahemla"])
def test_redeal_deals_as_the_bot_table_did(name):
    """The same worlds as the table's determinisation (moved here from bots/table.py)."""
    game = _played(name, 5, 250)
    scrub = getattr(table, "_scrubbed", None)
    if scrub is None:           # the table now asks the engine: nothing left to compare
        return
    for seat in range(3):
        assert game.redeal(seat, random.Random(9)) == scrub(game, seat, random.Random(9))
        assert game.redeal(seat, None) == scrub(game, seat, None)
