"""Forbidden Jungle: the cooperative engine (see ``docs/forbidden-jungle.md``).

>>> import boardgames
>>> game = boardgames.new_game("forbidden-jungle", players=3, difficulty="normal", seed=7)
>>> game.force("threat", "Collapse")     # the next threat card drawn is a Collapse
"""

from ..core import register
from .actions import (
    ActivatePortal,
    ClearAliens,
    ClearWebs,
    Compel,
    Destroy,
    EndTurn,
    Escape,
    Explore,
    Guide,
    Heal,
    Move,
    PassEquipment,
    Remove,
    Slide,
    UseEquipment,
)
from .config import ROLES, THREAT_CARDS, layout_names
from .game import OUTCOMES, ForbiddenJungle
from .save import load


def new_forbidden_jungle(**options) -> ForbiddenJungle:
    """``new_game("forbidden-jungle", players=2, difficulty="novice", seed=None, ...)``."""
    return ForbiddenJungle(**options)


register("forbidden-jungle", new_forbidden_jungle, load,
         options=("players", "difficulty", "seed", "adventurers", "layout", "threat_meter",
                  "threat_start", "health", "equipment", "tiles"))

__all__ = ["ActivatePortal", "ClearAliens", "ClearWebs", "Compel", "Destroy", "EndTurn",
           "Escape", "Explore", "ForbiddenJungle", "Guide", "Heal", "Move", "OUTCOMES",
           "PassEquipment", "ROLES", "Remove", "Slide", "THREAT_CARDS", "UseEquipment",
           "layout_names", "load", "new_forbidden_jungle"]
