"""The turn and winning.

A turn ends when its player says so (after the dice); the next seat then
begins, before the dice.  Victory points: one per settlement, two per city,
the special cards (Longest Road, Largest Army, Greatest Temple Contributor)
and the victory point cards held.  The turn player wins on reaching the
target during their own turn; points gained on another's turn (a Longest
Road passed on when a road is cut) win once their turn comes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import actions as A
from ..rulesets import DEV_KINDS, VICTORY_POINT
from .common import Rule, need_phase

if TYPE_CHECKING:
    from ..state import SettlersState


def points(s: SettlersState, player: int, hidden: bool = True) -> int:
    """Victory points of ``player``; ``hidden=False`` leaves out unrevealed VP cards.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> from boardgames.settlers.rules.turn import points
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_city(game, 0, "E-I-J")
    >>> game = position.give_development_card(game, 0, "victory_point")
    >>> points(game, 0), points(game, 0, hidden=False)     # what player 0 and the others know
    (3, 2)
    """
    settlements, cities, bonus = s.lookups.point_values
    pts = (settlements - s.settlements_left[player]) + 2 * (cities - s.cities_left[player])
    if s.longest_holder == player:
        pts += bonus
    if s.army_holder == player:
        pts += bonus
    if s.temple_holder == player:
        pts += bonus
    if hidden or s.phase == "over":
        pts += s.dev[player][VICTORY_POINT]
    return pts


def _do_end(s: SettlersState, action: A.EndTurn) -> None:
    """EndTurn: the next seat begins, before the dice."""
    p = s.player
    need_phase(s, "main", what="ending the turn")
    s.dev_new[p] = [0] * len(DEV_KINDS)
    s.dev_played = False
    s.turn_player = s.player = (p + 1) % s.n
    s.turn += 1
    s.phase = "pre_roll"


def _check_win(s: SettlersState) -> None:
    """The turn player wins on reaching the target during their own turn; points gained on
    another's turn (a Longest Road passed on when a road is cut) win once their turn comes."""
    tp = s.turn_player
    if points(s, tp) >= s.target:
        s.winner_ = tp
        s.phase = "over"
        s.log.append(f"Player {tp} reaches {points(s, tp)} points and wins!")


RULES: dict[type, Rule] = {A.EndTurn: _do_end}
