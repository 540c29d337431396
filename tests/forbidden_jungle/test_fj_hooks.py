"""The #26 hooks of the Forbidden Jungle engine: result(), redeal() and the rule table."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.bots import Table
from boardgames.core import SaveFileError
from boardgames.forbidden_jungle import game as fj_game
from boardgames.forbidden_jungle.actions import FIELD_KINDS
from boardgames.forbidden_jungle.save import load
from boardgames.forbidden_jungle.state import BOARD, SPEC, Sizes


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


# -- the loader reads every declared field through state.SPEC --------------------------------

_PLAIN = [f for f in SPEC if f.role == "saved" and f.shape in ("int", "ints")]
_SAVED = _played(3, limit=60).state_dict()


def test_every_playout_position_fits_the_declared_bounds():
    for seed in (1, 2):
        game = _played(seed, limit=80)
        sizes = Sizes.of(game.cfg, len(game.roles))
        data = game.state_dict()
        flat = {**data, **data["board"]}
        for f in _PLAIN:
            assert f.read(flat[f.name], sizes, SaveFileError) == flat[f.name]


@settings(max_examples=60, deadline=None)
@given(field=st.sampled_from(_PLAIN), bad=st.one_of(
    st.integers(min_value=10**6 + 1), st.integers(max_value=-2), st.floats(), st.text(max_size=3),
    st.none(), st.booleans()))
def test_an_out_of_bounds_field_is_one_save_file_error_and_loads_nothing(field, bad):
    data = copy.deepcopy(_SAVED)
    where = data["board"] if field.name in BOARD else data
    value = where[field.name]
    where[field.name] = [bad] * max(1, len(value)) if isinstance(value, list) else bad
    before = copy.deepcopy(data)
    with pytest.raises(SaveFileError, match="saved Forbidden Jungle game"):
        load(data)
    assert data == before                   # the loader changed nothing it was given
