"""The #26 hooks of the Forbidden Jungle engine: result(), redeal() and the rule table."""

from __future__ import annotations

import random

import pytest

import boardgames
from boardgames.bots import Table
from boardgames.forbidden_jungle import game as fj_game
from boardgames.forbidden_jungle.actions import FIELD_KINDS


def _played(seed: int, limit: int = 400):
    game = boardgames.new_game("forbidden-jungle", players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_result_is_the_team_row(seed):
    game = _played(seed)
    row = game.result()
    assert set(row) == {"winner", "outcome", "reason", "turns", "points", "roles"}
    assert row["winner"] is game.winner and row["turns"] == game.turn
    assert row["points"] is None and row["roles"] == game.roles
    assert row["outcome"] == (game.outcome or "unfinished")
    assert row["reason"] == (game.reason or "the action limit was reached")


def test_simulate_reports_the_result_row():
    sim = boardgames.simulate("forbidden-jungle", "random", games=2, seed=5, progress=False)
    for row in sim.rows:
        assert {"winner", "outcome", "reason", "turns", "points", "roles"} <= set(row)
        assert row["points"] is None and len(row["roles"]) == 2


@pytest.mark.parametrize("seed", [1, 4])
def test_redeal_changes_only_the_generator(seed):
    game = _played(seed, limit=30)
    world = game.redeal(0, random.Random(seed))
    before, after = game.state_dict(), world.state_dict()
    assert {k: v for k, v in before.items() if k != "chance"} == \
        {k: v for k, v in after.items() if k != "chance"}
    assert after["chance"]["forced"] == before["chance"]["forced"]
    world.roles.append("x")          # the copy's seat tables are its own
    assert "x" not in game.roles


@pytest.mark.parametrize("seed", [1, 4])
def test_redeal_is_the_tables_determinisation(seed):
    game = _played(seed, limit=30)
    for seat in range(2):
        via_table = Table(game, seat).determinise(random.Random(seed))
        assert via_table.to_json() == game.redeal(seat, random.Random(seed)).to_json()
    assert Table(game, 1).public_copy().to_json() == game.redeal(1, None).to_json()


def test_one_rule_per_action_class():
    """Every Forbidden Jungle action class has exactly one rule in the one table."""
    assert set(fj_game.RULES) == set(FIELD_KINDS)
