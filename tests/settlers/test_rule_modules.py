"""The rules in modules named after the rulebook's parts (issue #17).

Each part is a mixin of ``SettlersGame`` in ``boardgames/settlers/rules/``, with a docstring
naming the part; the handler of every action lives in its part's module, the engine only
assembles them.  The distance rule is checked in one place: the counts ``free_corner`` reads,
which the loader also uses.
"""

from __future__ import annotations

import importlib
import inspect
import json

import pytest

import boardgames
from boardgames import SaveFileError
from boardgames.settlers import actions as A
from boardgames.settlers.engine import SettlersGame
from boardgames.settlers.rules.building import Building

PARTS = {"setup": "Setup", "production": "Production", "robber": "Robber",
         "building": "Building", "cards": "Cards", "trade": "Trade", "awards": "Awards"}


@pytest.mark.parametrize("module", sorted(PARTS))
def test_each_part_is_a_documented_mixin_of_the_game(module):
    mod = importlib.import_module(f"boardgames.settlers.rules.{module}")
    assert mod.__doc__ and len(mod.__doc__.split()) > 20
    mixin = getattr(mod, PARTS[module])
    assert mixin in SettlersGame.__mro__
    assert "engine" not in inspect.getsource(mod).split('"""', 2)[2]   # no import of engine.py


def test_every_action_has_a_handler_in_the_module_of_its_part():
    handlers = SettlersGame._HANDLERS  # noqa: SLF001 - the table under test
    assert set(handlers) == set(A.ACTION_CLASSES.values())
    for action, handler in handlers.items():
        where = handler.__module__.rsplit(".", 1)[1]
        if action is A.EndTurn:
            assert where == "engine"
        else:
            assert where in PARTS, (action, where)


def test_the_public_rule_methods_are_the_parts_own():
    assert SettlersGame.free_corner is Building.free_corner
    assert SettlersGame.settlement_spots is Building.settlement_spots
    assert SettlersGame.road_spots is Building.road_spots


def test_a_save_breaking_the_distance_rule_is_refused():
    g = boardgames.new_game("catan", players=4, seed=3)
    for _ in range(30):
        g.apply(g.legal_actions()[0])
    state = json.loads(json.dumps(g.state_dict()))
    SettlersGame.from_state(json.loads(json.dumps(state)))          # as saved: fine
    x = state["corner_owner"].index(0)
    state["corner_owner"][g.fixed_board.topology.corner_neighbours[x][0]] = 0
    state["settlements_left"][0] -= 1
    with pytest.raises(SaveFileError, match="distance rule"):
        SettlersGame.from_state(state)
