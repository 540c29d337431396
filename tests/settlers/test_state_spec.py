"""The settlers state is declared once (state.py's SPEC, on core/fields.py) and the loader
reads it as a loop over that declaration."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.core.errors import SaveFileError
from boardgames.settlers import CATAN, save
from boardgames.settlers.state import SPEC, Sizes

CUSTOM = {"trade", "ruleset", "options", "board", "history", "log", "chance"}


def test_the_loader_reads_every_saved_field_of_the_specification_once():
    read = [step for step in save.STEPS if isinstance(step, str)]
    assert len(read) == len(set(read))
    assert {"n", *read} == {f.name for f in SPEC if f.shape != "custom"}
    assert {f.name for f in SPEC if f.shape == "custom"} == CUSTOM
    assert SPEC.saved == save.KEYS


def test_the_save_is_the_specifications_plain_fields_and_loads_back():
    game = boardgames.new_game("catan", players=3, seed=4)
    for _ in range(20):
        game.apply(game.legal_actions()[0])
    state = game.state_dict()
    assert {k: state[k] for k in SPEC.save(game)} == SPEC.save(game)
    assert save.load(type(game), state) == game


def test_the_loader_does_not_import_the_engine():
    """No import circle: save.py (and what it imports) never imports engine.py."""
    tree = ast.parse(pathlib.Path(save.__file__).read_text())
    names = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "engine" not in names and ".engine" not in names
    assert all(not (m or "").endswith("engine") for m in names)


def test_no_function_of_the_loader_is_above_complexity_25():
    out = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--select", "C901",
                          "--config", "lint.mccabe.max-complexity=25", save.__file__],
                         capture_output=True, text=True)
    assert "C901" not in out.stdout, out.stdout


SIZES = Sizes(CATAN, 3, 54, 72, 19)
JSONISH = st.recursive(st.none() | st.booleans() | st.integers(-30, 30) | st.text(max_size=4),
                       lambda inner: st.lists(inner, max_size=6), max_leaves=20)


@settings(max_examples=150, deadline=None)
@given(name=st.sampled_from([f.name for f in SPEC if f.shape != "custom"]), value=JSONISH)
def test_a_bad_field_value_is_one_save_file_error(name, value):
    """Any value of a declared field is either read as it is declared or refused with one
    SaveFileError sentence."""
    try:
        out = SPEC.read({name: value}, name, SIZES, SaveFileError)
    except SaveFileError as exc:
        assert str(exc)
    else:
        assert SPEC[name].read(SPEC[name].plain(out), SIZES, SaveFileError) == out
