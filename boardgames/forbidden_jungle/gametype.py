"""Forbidden Jungle's game type record (imports only :mod:`boardgames.core`).

The catalogue (:mod:`boardgames.catalogue`) names :data:`FORBIDDEN_JUNGLE` by one line;
reading it needs neither the engine's rules nor networkx.

>>> from boardgames.forbidden_jungle.gametype import FORBIDDEN_JUNGLE
>>> FORBIDDEN_JUNGLE.cooperative, FORBIDDEN_JUNGLE.hidden_information
(True, True)
>>> list(FORBIDDEN_JUNGLE.bots)
['random', 'planner', 'search']
"""

from __future__ import annotations

from ..core.gametype import GameType

FORBIDDEN_JUNGLE = GameType(
    name="forbidden-jungle", title="Forbidden Jungle", engine="boardgames.forbidden_jungle",
    min_players=2, max_players=5, default_players=2,
    cooperative=True,           # the adventurers win or lose together
    hidden_information=True,    # the face-down tiles and the order of the decks
    bots={"random": "boardgames.bots:RandomBot",
          "planner": "boardgames.bots.jungle:JunglePlanner",
          "search": "boardgames.bots.jungle_search:JungleSearchTeam"},
    # the planner stays the strong bot: the search team's gain over it is not shown
    # significant (docs/bots-forbidden-jungle.md) and it takes ~0.4 s a searched decision
    default_bot="random", strong_bot="planner",
    bot_aliases={"greedy": "planner"}, default_opponents=1,
    win_verb="escapes",         # win_chance: "the team escapes"
    # how a game ends (result()["outcome"]), in the order win_chance counts them
    outcomes=("escaped", "overrun", "total collapse", "poisoned", "lost in a sinkhole",
              "marooned"),
    play_app="boardgames.widgets.jungle_app:JungleApp",
    description="a cooperative escape: assemble the machine before the jungle overruns the team")

__all__ = ["FORBIDDEN_JUNGLE"]
