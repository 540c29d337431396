"""Game options are declared once, as data, and checked in one place (issue #17).

``new_game`` checks every option against the game's ``OptionSpec`` before the
engine runs; these tests hold the declarations to the engines' signatures and
throw arbitrary values at the checks (hypothesis): a bad option is always one
``ValueError`` with a sentence, never another exception.
"""

from __future__ import annotations

import inspect

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.core.game import game_options
from boardgames.core.options import Option, OptionSpec
from boardgames.forbidden_jungle import ForbiddenJungle
from boardgames.settlers import SettlersGame

NAMES = ("catan", "catan-jungle", "zarahemla", "forbidden-jungle")

values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=True)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
    max_leaves=8,
)


@pytest.mark.parametrize("name", NAMES)
def test_every_option_the_engine_takes_is_declared_and_nothing_more(name):
    boardgames.new_game(name, seed=1)           # imports the engine, which registers its spec
    spec = game_options(name)
    engine = ForbiddenJungle if name == "forbidden-jungle" else SettlersGame
    params = {p for p in inspect.signature(engine.__init__).parameters
              if p != "self" and not p.startswith("_") and p != "ruleset"}
    declared = spec.names()
    assert declared == params


@pytest.mark.parametrize("name", NAMES)
def test_declared_defaults_are_accepted_and_every_row_reads_as_a_sentence(name):
    boardgames.new_game(name, seed=1)
    spec = game_options(name)
    assert spec.check({}) == spec.defaults()
    for row in spec.table():
        assert row["meaning"] and row["values"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(NAMES), key=st.sampled_from(
    ["players", "seed", "layout", "target", "jungle_number", "discovery_supply", "difficulty",
     "threat_start", "adventurers", "nonsense"]), value=values)
def test_a_bad_option_is_one_valueerror_whatever_its_value(name, key, value):
    try:
        game = boardgames.new_game(name, **{key: value})
    except ValueError as exc:
        assert str(exc)
    else:
        assert game.legal_actions()


def test_an_option_refused_by_its_declaration_names_the_option_and_the_values_it_takes():
    with pytest.raises(ValueError, match=r"catan's option players is one of 3 or 4, not True"):
        boardgames.new_game("catan", players=True)
    with pytest.raises(ValueError, match=r"forbidden-jungle's option difficulty is one of"):
        boardgames.new_game("forbidden-jungle", difficulty="hard")
    with pytest.raises(ValueError, match=r"never 2, 6, 8 or 12"):
        boardgames.new_game("catan-jungle", jungle_number=8)
    with pytest.raises(ValueError, match=r"catan's option jungle_number is always None"):
        boardgames.new_game("catan", jungle_number=4)
    with pytest.raises(ValueError, match=r"catan has no option 'robber'"):
        boardgames.new_game("catan", robber=4)


def test_a_save_whose_options_break_the_declaration_is_refused_as_a_save_error():
    import json

    from boardgames.core.errors import SaveFileError
    from boardgames.core.game import _digest

    data = json.loads(boardgames.new_game("catan", seed=1).to_json())
    data["state"]["options"]["players"] = 9
    data["digest"] = _digest("catan", data["state"])
    with pytest.raises(SaveFileError, match="players is one of 3 or 4"):
        boardgames.load_game(json.dumps(data))


def test_whole_number_options_refuse_booleans_and_floats():
    opt = Option("players", "how many play", 2, int, low=2, high=5)
    assert opt.accepts(3) and not opt.accepts(True) and not opt.accepts(3.0)
    assert not opt.accepts(None) and not opt.accepts(6)
    choice = Option("n", "a number", 1, int, choices=(1, 2))
    assert choice.accepts(1) and not choice.accepts(True) and not choice.accepts([1])


def test_a_spec_refuses_two_options_of_one_name_and_a_mapping_of_the_wrong_kind():
    with pytest.raises(ValueError, match="twice"):
        OptionSpec("g", [Option("a", "x"), Option("a", "y")])
    with pytest.raises(ValueError, match="mapping"):
        OptionSpec("g", [Option("a", "x")]).check([("a", 1)])
