"""The Examples in the package's docstrings run, and print what they say they print.

Every module of ``boardgames`` is collected (the play UI's too), so an example
added anywhere is checked without registering it here.
"""

from __future__ import annotations

import doctest
import importlib
import inspect
import pkgutil
import sys

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


# the play apps are widgets driven by clicks (tested in tests/widgets and in a browser);
# __main__ is the command line (tests/bots/test_simulate.py runs it)
NOT_API = ("boardgames.widgets", "boardgames.__main__")
# needs pandas, which is not a dependency of the package or its tests: its docstring shows
# the call as a recipe instead
NEEDS_MISSING = {"boardgames.simulation.SimulationResult.to_pandas"}


def _public_callables(module):
    """The public functions and methods defined in ``module``: (qualified name, object)."""
    for name, obj in vars(module).items():
        if name.startswith("_"):
            continue
        if inspect.isfunction(obj) and obj.__module__ == module.__name__:
            yield f"{module.__name__}.{name}", obj, None
        elif inspect.isclass(obj) and obj.__module__ == module.__name__:
            for attr, member in vars(obj).items():
                if attr.startswith("_"):
                    continue
                if isinstance(member, (staticmethod, classmethod)):
                    member = member.__func__
                if inspect.isfunction(member):
                    yield f"{module.__name__}.{name}.{attr}", member, obj


def _inherits_examples(cls, attr: str) -> bool:
    """A method with no docstring of its own that overrides one showing Examples."""
    for base in cls.__mro__[1:]:
        doc = getattr(getattr(base, attr, None), "__doc__", None) or ""
        if ">>>" in doc:
            return True
    return False


def missing_examples(prefix: str = "boardgames") -> list[str]:
    """Public functions and methods (properties aside) whose docstring shows no Example."""
    out = []
    for name in ["boardgames", *MODULES]:
        if not name.startswith(prefix) or name.startswith(NOT_API):
            continue
        for qual, fn, cls in _public_callables(importlib.import_module(name)):
            doc = fn.__doc__ or ""
            if ">>>" in doc or (not doc and cls is not None and _inherits_examples(cls, fn.__name__)):
                continue
            if qual in NEEDS_MISSING:
                continue
            out.append(qual)
    return sorted(set(out))


def test_every_public_function_and_method_shows_an_example():
    """networkx style: each public function and method of the package (the play apps aside)
    has an Examples section, run by the test above."""
    missing = missing_examples()
    assert not missing, f"{len(missing)} public functions or methods have no Example: " + ", ".join(missing)


if __name__ == "__main__":        # python tests/test_doctests.py [boardgames.analysis]: what lacks one
    for qual in missing_examples(sys.argv[1] if len(sys.argv) > 1 else "boardgames"):
        print(qual)
