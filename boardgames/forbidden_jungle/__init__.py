"""Forbidden Jungle: the cooperative engine (see ``docs/forbidden-jungle.md``).

>>> import boardgames
>>> game = boardgames.new_game("forbidden-jungle", players=3, difficulty="normal", seed=7)
>>> game.force("threat", "Collapse")     # the next threat card drawn is a Collapse
"""

from ..core import register
from ..core.options import Option, OptionSpec
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
from .game import ForbiddenJungle
from .save import load
from .state import OUTCOMES


def new_forbidden_jungle(**options) -> ForbiddenJungle:
    """``new_game("forbidden-jungle", players=2, difficulty="novice", seed=None, ...)``.

    Examples
    --------
    >>> from boardgames.forbidden_jungle import new_forbidden_jungle
    >>> game = new_forbidden_jungle(players=3, difficulty="elite", seed=2)
    >>> game.roles, game.view()["threat"]["level"]
    (['Navigator', 'Explorer', 'Healer'], 3)
    """
    return ForbiddenJungle(**options)


OPTIONS = OptionSpec("forbidden-jungle", [
    Option("players", "how many play", 2, int, low=2, high=5),
    Option("difficulty", "the threat meter's starting step", "novice", str,
           choices=("novice", "normal", "elite", "legendary")),
    Option("seed", "the seed of the game's random events (None: a fresh one)", None, int,
           none_ok=True),
    Option("adventurers", "a list of roles, one per player (None: dealt at random)", None,
           none_ok=True),
    Option("layout", "a layout name (layout_names()) or a layout dict", "basic"),
    Option("threat_meter", "a threat meter table like data/threat_meter.json (None: the box's)",
           None, none_ok=True),
    Option("threat_start", "the meter's starting step, overriding the difficulty's (None: "
           "the difficulty's)", None, none_ok=True),
    Option("health", "starting health per adventurer (None: the box's)", None, none_ok=True),
    Option("equipment", "the equipment deck as a list of cards (None: the box's)", None,
           none_ok=True),
    Option("tiles", "the tiles as a list of dicts like data/tiles.json (None: the box's)", None,
           none_ok=True),
])

register("forbidden-jungle", new_forbidden_jungle, load, options=OPTIONS)

__all__ = ["ActivatePortal", "ClearAliens", "ClearWebs", "Compel", "Destroy", "EndTurn",
           "Escape", "Explore", "ForbiddenJungle", "Guide", "Heal", "Move", "OUTCOMES",
           "PassEquipment", "ROLES", "Remove", "Slide", "THREAT_CARDS", "UseEquipment",
           "layout_names", "load", "new_forbidden_jungle"]
