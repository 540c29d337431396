"""The rules in modules named after the rulebook's parts (issues #17, #26).

Each part is a module of ``boardgames/settlers/rules/`` with a docstring naming the part:
functions over the state (``SettlersState``), the first argument of every one, and a ``RULES``
table of the actions it handles; the engine merges the tables into one (``engine.RULES``) and
is a facade over the state.  The distance rule is checked in one place: the counts
``free_corner`` reads, which the loader also uses.
"""

from __future__ import annotations

import importlib
import inspect
import json

import pytest

import boardgames
from boardgames import SaveFileError
from boardgames.settlers import actions as A
from boardgames.settlers.engine import ACTIONS, RULES, SettlersGame
from boardgames.settlers.rules import building
from boardgames.settlers.state import PHASES, SettlersState

PARTS = ("setup", "production", "robber", "building", "cards", "trade", "awards", "turn")


@pytest.mark.parametrize("module", PARTS)
def test_each_part_is_a_documented_module_of_functions_over_the_state(module):
    mod = importlib.import_module(f"boardgames.settlers.rules.{module}")
    assert mod.__doc__ and len(mod.__doc__.split()) > 20
    assert not [name for name, obj in vars(mod).items()
                if inspect.isclass(obj) and obj.__module__ == mod.__name__]   # no mixin left
    for rule in getattr(mod, "RULES", {}).values():        # a rule takes the state first
        assert list(inspect.signature(rule).parameters) == ["s", "action"], rule
    assert "engine" not in inspect.getsource(mod).split('"""', 2)[2]   # no import of engine.py


def test_every_action_has_one_rule_in_the_module_of_its_part():
    assert set(RULES) == set(A.ACTION_CLASSES.values())
    for action, rule in RULES.items():
        where = rule.__module__.rsplit(".", 1)[1]
        assert where in PARTS, (action, where)
        assert importlib.import_module(rule.__module__).RULES[action] is rule


def test_every_phase_but_the_end_has_its_list_of_actions():
    assert set(ACTIONS) == set(PHASES) - {"over"}
    for lister in ACTIONS.values():                     # the state, and the seat that acts
        assert list(inspect.signature(lister).parameters) == ["s", "p"], lister


def test_the_game_is_its_state_and_delegates_the_public_rule_methods():
    assert issubclass(SettlersGame, SettlersState)
    assert SettlersGame.__slots__ == ("_graph",)     # every other field is the state's
    game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    x = game.corner_number("K-L-P")
    assert game.free_corner(x) is building.free_corner(game, x)
    assert game.settlement_spots(0) == building.settlement_spots(game, 0)
    assert game.road_spots(0) == building.road_spots(game, 0)


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
