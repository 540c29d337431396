"""Game-agnostic building blocks: chance events, errors, the Game base class, hex grids."""

from .chance import ChanceEvent, ChanceSource
from .errors import IllegalAction, SaveFileError
from .game import Game, game_names, load_game, new_game, register

__all__ = ["ChanceEvent", "ChanceSource", "Game", "IllegalAction", "SaveFileError",
           "game_names", "load_game", "new_game", "register"]
