"""Game-agnostic building blocks: chance events, errors, the Game base class, hex grids."""

from .chance import ChanceEvent, ChanceNode, ChanceSource, chance_tree
from .errors import IllegalAction, SaveFileError
from .game import Game, game_names, load_game, new_game, register

__all__ = ["ChanceEvent", "ChanceNode", "ChanceSource", "chance_tree", "Game", "IllegalAction", "SaveFileError",
           "game_names", "load_game", "new_game", "register"]
