"""Game-agnostic building blocks: chance events, errors, the Game base class, hex grids."""

from .chance import ChanceEvent, ChanceNode, ChanceSource, chance_tree
from .errors import IllegalAction, SaveFileError
from .game import Game, game_names, load_game, new_game, register
from .gametype import GameType, game_type, register_game_type

__all__ = ["ChanceEvent", "ChanceNode", "ChanceSource", "chance_tree", "Game", "IllegalAction", "SaveFileError",
           "GameType", "game_names", "game_type", "load_game", "new_game", "register",
           "register_game_type"]
