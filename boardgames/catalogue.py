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

GAMES = {
    "catan": "boardgames.settlers.gametype:CATAN",
    "catan-jungle": "boardgames.settlers.gametype:CATAN_JUNGLE",
    "zarahemla": "boardgames.settlers.gametype:ZARAHEMLA",
    "forbidden-jungle": "boardgames.forbidden_jungle.gametype:FORBIDDEN_JUNGLE",
    "pig": "boardgames.pig.gametype:PIG",
}

__all__ = ["GAMES"]
