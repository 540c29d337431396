"""boardgames: board games as probability lessons and playable games in Jupyter.

>>> import boardgames
>>> game = boardgames.new_game("catan", players=4, seed=1)
>>> game.legal_actions()[:1]          # doctest: +ELLIPSIS
[...]

Games: ``"catan"``, ``"catan-jungle"``, ``"zarahemla"`` (one settlers engine,
three rulesets), ``"forbidden-jungle"`` (a cooperative engine), ``"pig"`` (the dice
game of probability courses), and whatever else :mod:`boardgames.catalogue` lists;
:func:`game_type` gives each game's record.
"""

import importlib
from typing import Any

from .catalogue import GAMES
from .core import ChanceEvent, IllegalAction, SaveFileError, game_names, load_game, new_game
from .core import game as _registry
from .core.gametype import GameType, add_catalogue, game_type

# The catalogue names every game; each record, and then its engine, is imported when a game
# of it is first started or loaded (the settlers engine brings networkx): until then a
# stand-in factory and loader are registered under each name.
add_catalogue(GAMES)


def _engine(name: str, stand_in: Any) -> tuple[Any, Any]:
    """Import the engine of ``name`` (it registers itself) and return its factory and loader."""
    module = game_type(name).engine
    importlib.import_module(module)
    found = _registry.registered(name)
    if found is None or found[0] is stand_in:
        raise ImportError(f"{module} did not register the game {name!r}")
    return found


def _register_lazily(name: str) -> None:
    def factory(**options: Any) -> Any:
        _engine(name, factory)
        return new_game(name, **options)      # the engine's own factory checks the options

    def loader(state: dict) -> Any:
        return _engine(name, factory)[1](state)

    factory.__doc__ = f"Start a new {name} game (imports its engine first)."
    if _registry.registered(name) is None:
        _registry.register(name, factory, loader)


for _name in GAMES:
    _register_lazily(_name)


def game_options(name: str) -> Any:
    """The options of a game, declared as data: ``game_options("catan").table()`` lists them.

    >>> [row["name"] for row in game_options("forbidden-jungle").table()][:3]
    ['players', 'difficulty', 'seed']
    """
    importlib.import_module(game_type(name).engine)
    return _registry.game_options(name)

__all__ = ["ChanceEvent", "GameType", "IllegalAction", "SaveFileError", "game_names", "game_options",
           "game_type", "load_game", "new_game", "play", "simulate"]

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
# the package's own layers, and the top package of every catalogued game's record (its
# engine package), read from the catalogue's text without importing anything
_SUBMODULES = frozenset(("analysis", "bots", "viz", "widgets", "lessons", "simulation")) | {
    record.split(":")[0].split(".")[1] for record in GAMES.values()
    if record.startswith(f"{__name__}.") and record.count(".") >= 2}


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
