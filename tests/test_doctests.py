"""The Examples in the package's docstrings run, and print what they say they print.

Every module of ``boardgames`` is collected (the play UI's too), so an example
added anywhere is checked without registering it here.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import boardgames

MODULES = sorted(info.name for info in pkgutil.walk_packages(boardgames.__path__, "boardgames."))
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def _with_examples(name: str) -> list[doctest.DocTest]:
    module = importlib.import_module(name)
    return [t for t in doctest.DocTestFinder().find(module, name) if t.examples]


WITH_EXAMPLES = [name for name in ["boardgames", *MODULES] if _with_examples(name)]


@pytest.mark.parametrize("name", WITH_EXAMPLES)
def test_docstring_examples_run(name):
    tests = _with_examples(name)
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    for test in tests:
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed (see the output above)"


def test_the_public_entry_points_have_examples():
    """The functions a teacher starts from show how to call them (networkx style)."""
    for name in ("new_game", "load_game", "game_options", "simulate"):
        doc = getattr(boardgames, name).__doc__ or ""
        assert ">>>" in doc, f"boardgames.{name} has no Example"
