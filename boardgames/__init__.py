"""boardgames: three board games as probability lessons and playable games in Jupyter.

>>> import boardgames
>>> game = boardgames.new_game("catan", players=4, seed=1)
>>> game.legal_actions()[:1]          # doctest: +ELLIPSIS
[...]

Games: ``"catan"``, ``"catan-jungle"``, ``"zarahemla"`` (one settlers engine,
three rulesets) and ``"forbidden-jungle"`` (a cooperative engine).
"""

import importlib
from typing import Any

from .core import ChanceEvent, IllegalAction, SaveFileError, game_names, load_game, new_game
from .core import game as _registry

# Each engine is imported when a game of it is first started or loaded (the settlers
# engine brings networkx): until then a stand-in is registered under each name.
ENGINES = {"catan": "settlers", "catan-jungle": "settlers", "zarahemla": "settlers",
           "forbidden-jungle": "forbidden_jungle"}


def _engine(name: str, module: str, stand_in: Any) -> tuple[Any, Any]:
    """Import the engine of ``name`` (it registers itself) and return its factory and loader."""
    importlib.import_module(f"{__name__}.{module}")
    found = _registry.registered(name)
    if found is None or found[0] is stand_in:
        raise ImportError(f"boardgames.{module} did not register the game {name!r}")
    return found


def _register_lazily(name: str, module: str) -> None:
    def factory(**options: Any) -> Any:
        _engine(name, module, factory)
        return new_game(name, **options)      # the engine's own factory checks the options

    def loader(state: dict) -> Any:
        return _engine(name, module, factory)[1](state)

    factory.__doc__ = f"Start a new {name} game (imports boardgames.{module} first)."
    if _registry.registered(name) is None:
        _registry.register(name, factory, loader)


for _name, _module in ENGINES.items():
    _register_lazily(_name, _module)


def game_options(name: str) -> Any:
    """The options of a game, declared as data: ``game_options("catan").table()`` lists them.

    >>> [row["name"] for row in game_options("forbidden-jungle").table()][:3]
    ['players', 'difficulty', 'seed']
    """
    if name not in ENGINES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(game_names())}")
    importlib.import_module(f"{__name__}.{ENGINES[name]}")
    return _registry.game_options(name)

__all__ = ["ChanceEvent", "IllegalAction", "SaveFileError", "game_names", "game_options", "load_game", "new_game", "play", "simulate"]

def _version() -> str:
    """The installed distribution's version (pyproject.toml is the one place it is written)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(__name__)
    except PackageNotFoundError:  # imported from a checkout that was never installed
        return "0+unknown"


__version__ = _version()

# loaded on first use, so that ``import boardgames`` stays cheap: the play apps bring
# ipywidgets, anywidget and IPython; the batch simulator is only needed for experiments
_LAZY = {"play": ("boardgames.widgets", "play"), "simulate": ("boardgames.simulation", "simulate")}
_SUBMODULES = ("settlers", "forbidden_jungle", "analysis", "bots", "viz", "widgets", "lessons",
               "simulation")


def __getattr__(name: str) -> Any:
    if name in _SUBMODULES:               # boardgames.settlers without importing it first
        return importlib.import_module(f"{__name__}.{name}")
    if name in _LAZY:
        module, attr = _LAZY[name]
        value = getattr(importlib.import_module(module), attr)
        globals()[name] = value          # the next look-up is an ordinary attribute
        return value
    raise AttributeError(f"module 'boardgames' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
