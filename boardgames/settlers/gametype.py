"""The game type records of the three settlers games (what the catalogue names).

Catan, Catan with its Jungle variant and The Settlers of Zarahemla share one engine
(:mod:`boardgames.settlers`); each is a race to a number of points in which every seat
plays for itself, and other players' hands, development cards and the deck are hidden
(bots deal them again with :meth:`SettlersGame.redeal
<boardgames.settlers.engine.SettlersGame.redeal>`).  The package imports networkx only when
a board's graph is first asked for, so reading a record stays cheap.

>>> from boardgames.settlers.gametype import CATAN, ZARAHEMLA
>>> CATAN.cooperative, CATAN.hidden_information, (ZARAHEMLA.min_players, ZARAHEMLA.max_players)
(False, True, (2, 4))
>>> list(CATAN.bots), CATAN.strong_bot
(['random', 'greedy', 'search'], 'search')
"""

from __future__ import annotations

from ..core.gametype import GameType

BOTS = {"random": "boardgames.bots:RandomBot",
        "greedy": "boardgames.bots.settlers:SettlersGreedyBot",
        "search": "boardgames.bots.settlers:SettlersSearchBot"}
"""The settlers bots, weakest first (the menu's order)."""


def _settlers(name: str, title: str, fewest: int, description: str) -> GameType:
    return GameType(name=name, title=title, engine="boardgames.settlers", min_players=fewest,
                    max_players=4, default_players=4,
                    cooperative=False,          # each seat plays for itself
                    hidden_information=True,    # hands, development cards and the deck
                    bots=BOTS, default_bot="random", strong_bot="search", rollout_bot="greedy",
                    bot_aliases={"planner": "greedy"},   # the apps' old name for greedy
                    play_app="boardgames.widgets.settlers_app:SettlersApp",
                    description=description)


CATAN = _settlers("catan", "Catan", 3, "settle an island: roll for resources, build, "
                  "first to 10 victory points wins")
CATAN_JUNGLE = _settlers("catan-jungle", "Catan: Jungle", 3, "Catan with its Jungle variant")
ZARAHEMLA = _settlers("zarahemla", "The Settlers of Zarahemla", 2, "the settlers game of "
                      "Zarahemla on the same engine as Catan")

__all__ = ["BOTS", "CATAN", "CATAN_JUNGLE", "ZARAHEMLA"]
