"""Set-up: the starting settlements and roads, and the starting resources.

Before the first turn each player places a settlement and a road touching
it, in snake order (``Ruleset.setup_order``: first to last, then last to
first; in a two-player Zarahemla game each places three, 0 1 1 0 0 1).  The distance rule holds from
the start (``rules/building.py``), and Zarahemla's starting settlements must
touch a numbered resource hex.  Starting resources: in Catan each player
takes one card from every producing hex next to their second settlement; in
Zarahemla every player, once all settlements stand, chooses the settlement
that gives them.  Then player 0 begins the first turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import IllegalAction
from .. import actions as A
from .common import Rule, corner_number, need_phase

if TYPE_CHECKING:
    from ..state import SettlersState


def _start_settlement_actions(s: SettlersState, p: int) -> list:
    """Every intersection the distance rule leaves free (touching a numbered resource
    hex, where the ruleset asks for one)."""
    c = s.lookups
    need = s.ruleset.setup_needs_numbered_hex
    blocked = s.blocked          # the distance rule (building.free_corner), read directly
    return [c.settle[i] for i in range(len(blocked))
            if not blocked[i] and (not need or c.numbered_corner[i])]


def _start_road_actions(s: SettlersState, p: int) -> list:
    """The empty paths touching the settlement just placed."""
    c = s.lookups
    return [c.road[e] for e in c.corner_edges[s.setup_corner] if s.edge_owner[e] < 0]


def _choose_actions(s: SettlersState, p: int) -> list:
    """(Zarahemla) each of ``p``'s settlements, to choose the one that gives resources."""
    choose = s.lookups.choose
    return [choose[i] for i, o in enumerate(s.corner_owner) if o == p]


def _start_settlement_placed(s: SettlersState, p: int, x: int) -> None:
    """A starting settlement of ``p`` placed on ``x`` (``building._do_settlement``): the
    resources of the second one where the ruleset gives them so, then its road."""
    if s.ruleset.start_resources == "last" and s.setup_step >= s.n:
        _give_start_resources(s, p, x)
    s.setup_corner = x
    s.phase = "setup_road"


def _check_start_road(s: SettlersState, e: int) -> None:
    """A starting road (path ``e``) must touch the settlement just placed."""
    if s.setup_corner not in s.lookups.edge_corners[e]:
        raise IllegalAction("a starting road must touch the settlement just placed")


def _next_setup(s: SettlersState) -> None:
    """The next placement of the snake order, the choice of starting settlements, or the first
    turn."""
    s.setup_step += 1
    if s.setup_step < len(s.setup_order):
        s.player = s.turn_player = s.setup_order[s.setup_step]
        s.phase = "setup_settlement"
    elif s.ruleset.start_resources == "choose":
        s.phase = "setup_choose"
        s.player = s.turn_player = 0
    else:
        _start_play(s)


def _start_play(s: SettlersState) -> None:
    """The set-up is over: player 0 begins the first turn, before the dice."""
    s.phase = "pre_roll"
    s.player = s.turn_player = 0
    s.turn = 1


def _do_choose(s: SettlersState, action: A.ChooseStartingSettlement) -> None:
    """ChooseStartingSettlement (Zarahemla): the settlement whose hexes give ``p``'s starting
    cards."""
    p = s.player
    need_phase(s, "setup_choose", what="choosing a starting settlement")
    x = corner_number(s, action.corner)
    if s.corner_owner[x] != p:
        raise IllegalAction(f"player {p} has no settlement at {action.corner}")
    _give_start_resources(s, p, x)
    if p + 1 < s.n:
        s.player = s.turn_player = p + 1
    else:
        _start_play(s)


def _give_start_resources(s: SettlersState, p: int, x: int) -> None:
    """One card from each producing hex around intersection ``x``, while the bank has it."""
    got = []
    for t in s.lookups.corner_tiles[x]:
        r = s.fixed_board.tiles[t].resource
        if r is not None and s.fixed_board.tiles[t].number is not None and s.bank[r]:
            s.bank[r] -= 1
            s.hands[p][r] += 1
            got.append(s.ruleset.resources[r])
    s.log.append(f"Player {p} takes starting resources: {', '.join(got) or 'none'}.")


RULES: dict[type, Rule] = {A.ChooseStartingSettlement: _do_choose}
