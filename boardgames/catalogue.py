"""The catalogue: every game of the package, one line each.

A line maps a game's name to its :class:`~boardgames.core.gametype.GameType` record,
written ``"module:NAME"``.  Nothing is imported to list the games; a record's module is
imported the first time the record is asked for (:func:`boardgames.core.gametype.game_type`).
Adding a game is its own package plus one line here.

>>> from boardgames import game_names
>>> game_names()[:3]
['catan', 'catan-jungle', 'forbidden-jungle']
"""

from __future__ import annotations

from .core.gametype import GameType

GAMES = {
    "catan": "boardgames.catalogue:CATAN",
    "catan-jungle": "boardgames.catalogue:CATAN_JUNGLE",
    "zarahemla": "boardgames.catalogue:ZARAHEMLA",
    "forbidden-jungle": "boardgames.forbidden_jungle.gametype:FORBIDDEN_JUNGLE",
    "pig": "boardgames.pig.gametype:PIG",
}

# The records of the settlers games, kept here until their engines' own record modules
# take them over (then their lines above point there and these go).
_SETTLERS_BOTS = {"random": "boardgames.bots:RandomBot",
                  "greedy": "boardgames.bots.settlers:SettlersGreedyBot",
                  "search": "boardgames.bots.settlers:SettlersSearchBot"}


def _settlers(name: str, title: str, low: int, description: str) -> GameType:
    return GameType(name=name, title=title, engine="boardgames.settlers", min_players=low,
                    max_players=4, default_players=4, cooperative=False,
                    hidden_information=True, bots=_SETTLERS_BOTS, default_bot="random",
                    strong_bot="search", rollout_bot="greedy",
                    play_app="boardgames.widgets.settlers_app:SettlersApp",
                    description=description)


CATAN = _settlers("catan", "Catan", 3, "settle an island: roll for resources, build, "
                  "first to 10 victory points wins")
CATAN_JUNGLE = _settlers("catan-jungle", "Catan: Jungle", 3, "Catan with its Jungle "
                         "variant")
ZARAHEMLA = _settlers("zarahemla", "The Settlers of Zarahemla", 2, "the settlers game of "
                      "Zarahemla on the same engine as Catan")
__all__ = ["GAMES"]
