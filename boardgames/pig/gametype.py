"""Pig's game type record: what the package needs to know of Pig without importing its engine.

It imports only :mod:`boardgames.core` (the catalogue reads it to list Pig).
"""

from ..core.gametype import GameType

PIG = GameType(
    name="pig",
    title="Pig",
    engine="boardgames.pig",
    min_players=2,
    max_players=2,
    default_players=2,
    cooperative=False,
    hidden_information=False,
    chance="explicit",
    bots={"random": "boardgames.bots:RandomBot", "hold20": "boardgames.pig.bots:hold20",
          "optimal": "boardgames.pig.bots:optimal"},
    default_bot="random",
    strong_bot="optimal",
    play_app="boardgames.pig.app:PigApp",
    description="roll a die as often as you dare: a 1 loses the turn total; first to 100 wins",
)
