"""boardgames: three board games as probability lessons and playable games in Jupyter.

>>> import boardgames
>>> game = boardgames.new_game("catan", players=4, seed=1)
>>> game.legal_actions()[:1]          # doctest: +ELLIPSIS
[...]

Games: ``"catan"``, ``"catan-jungle"``, ``"zarahemla"`` (one settlers engine,
three rulesets) and ``"forbidden-jungle"`` (a cooperative engine).
"""

from . import settlers as _settlers  # noqa: F401  (registers catan, catan-jungle, zarahemla)
from .core import ChanceEvent, IllegalAction, SaveFileError, game_names, load_game, new_game
from .simulation import simulate  # batch simulation of bot games
from .widgets import play  # the play apps in a notebook (boardgames.play("catan"))

try:  # the Forbidden Jungle engine registers "forbidden-jungle"
    from . import forbidden_jungle as _forbidden_jungle  # noqa: F401
except ImportError:  # pragma: no cover - only while that engine is being built
    pass

__all__ = ["ChanceEvent", "IllegalAction", "SaveFileError", "game_names", "load_game", "new_game", "play", "simulate"]
__version__ = "0.1.0"
