"""The end of the game: winning, the five ways to lose, and escaping a collapsed tile.

The rulebook's "Game End" part (the portal itself is in :mod:`machines`,
overrun, total collapse and poisoned are where the threat cards add pieces,
move the meter or sting, in :mod:`threats`), with the "Collapse" card's rule
that the adventurers on a fallen tile must at once move to an adjacent tile or
use a Jet Pack, else they are lost in a sinkhole.  A game ends through
:func:`finish`.  Functions over a :class:`~.state.JungleState`; :data:`RULES` is this
part's share of the one rule table (``game.RULES``).
"""

from __future__ import annotations

from typing import Any

from ..core import IllegalAction
from .actions import Escape, PassEquipment, UseEquipment, by_cell, interned
from .geometry import cell_arg, present, role_arg, where, where_cell
from .state import JungleState


def finish(state: JungleState, outcome: str, reason: str) -> None:
    """End the game with ``outcome`` (one of ``state.OUTCOMES``) and its ``reason`` in words.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> finish(state, "poisoned", "the Explorer was stung once too often")
    >>> state.phase, state.outcome
    ('over', 'poisoned')
    """
    state.outcome = outcome
    state.reason = reason
    state.phase = "over"
    state.draws_left = 0


def check_marooned(state: JungleState) -> bool:
    """After a tile left play (the last of ``state.removed``): the game is lost, and True,
    when it was an illuminated crystal or the last portal.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.removed.append(min(state.cfg.illuminated))
    >>> check_marooned(state), state.outcome
    (True, 'marooned')
    """
    n = state.removed[-1]
    cfg = state.cfg
    if n in cfg.illuminated:
        finish(state, "marooned", f"tile {n}, an illuminated crystal, was removed from play")
        return True
    if cfg.portals and cfg.portals <= set(state.removed):
        finish(state, "marooned", "every portal tile has been removed from play")
        return True
    return False


def _escape_cells(state: JungleState) -> list[int]:
    """The tiles next to the fallen one (``state.pit``)."""
    num = state.num
    out = []
    for n in state.cfg.neighbour[state.pit]:
        if n >= 0 and num[n] != -1:
            out.append(n)
    return out


def escape_actions(state: JungleState) -> list:
    """The escaping adventurer steps to a tile next to the fallen one or flies (a Jet Pack)
    to any tile; the adventurers still on the fallen tile may pass cards to each other.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.geometry import remove_tile
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> remove_tile(state, 22)                 # Fools' Landing falls under both
    >>> state.pit, state.phase, state.escaping = 22, "escape", [0, 1]
    >>> [str(a) for a in escape_actions(state)]
    ['The Navigator escapes the collapse onto (row 3, col 2)', 'The Navigator escapes the collapse onto (row 4, col 3)', 'The Navigator escapes the collapse onto (row 4, col 1)']
    """
    seat = state.escaping[0]
    role = state.roles[seat]
    cfg = state.cfg
    escapes = by_cell(cfg, Escape, role)
    out: list = []
    for n in _escape_cells(state):
        out.append(escapes[n])
    flyers = []
    for card in state.hands[seat]:
        if cfg.card_effect[card] == "fly" and card not in flyers:
            flyers.append(card)
    flyers.sort()
    if flyers:
        targets = present(state)
        for card in flyers:
            out.extend(map(by_cell(cfg, UseEquipment, role, card).__getitem__, targets))
    # the adventurers still on the fallen tile pass any card to each other, either way
    roles = state.roles
    for giver in state.escaping:
        kinds = sorted(set(state.hands[giver]))
        for receiver in state.escaping:
            if receiver != giver:
                for card in kinds:
                    out.append(interned(PassEquipment, roles[giver], roles[receiver], card))
    return out


def escape(state: JungleState, action: Escape) -> None:
    """The rule of :class:`~.actions.Escape`: the first adventurer on the fallen tile steps
    onto a tile next to it.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import Escape
    >>> from boardgames.forbidden_jungle.geometry import remove_tile, where
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> remove_tile(state, 22)                 # Fools' Landing falls under both
    >>> state.pit, state.phase, state.escaping = 22, "escape", [0, 1]
    >>> escape(state, Escape("Navigator", (3, 2)))
    >>> where(state, state.pos[0]), state.escaping
    ('the unexplored tile at (row 3, col 2)', [1])
    """
    if state.phase != "escape":
        raise IllegalAction("Escape is only for adventurers whose tile has just collapsed")
    seat = role_arg(state, action.adventurer, "the escaping adventurer")
    if seat != state.escaping[0]:
        raise IllegalAction(f"the {state.roles[state.escaping[0]]} escapes first")
    c = cell_arg(state, action.to, "where to escape")
    if c not in _escape_cells(state):
        raise IllegalAction(f"{where_cell(state, action.to)} is not a tile adjacent to the fallen "
                            "tile: step to an adjacent tile or use a Jet Pack")
    escaped(state, seat, c)


def escaped(state: JungleState, seat: int, c: int) -> None:
    """The escaping adventurer at ``seat`` is safe on cell ``c`` (by a step or a Jet Pack);
    when nobody is left on the fallen tile the threat cards of the turn go on.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.geometry import remove_tile
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> remove_tile(state, 22)
    >>> state.pit, state.phase, state.escaping = 22, "escape", [0, 1]
    >>> escaped(state, 0, 17); escaped(state, 1, 21)
    >>> state.phase, state.pit, state.seat, state.turn       # the turn went on
    ('actions', -1, 1, 2)
    """
    from .threats import continue_threat  # threats imports this module: import when called

    state.pos[seat] = c
    state.escaping.pop(0)
    if state.escaping:
        check_sinkhole(state)
    else:
        state.pit = -1
        state.phase = "actions"
        continue_threat(state)


def escapers_trapped(state: JungleState) -> bool:
    """Whether the adventurers still escaping are lost: no tile next to the fallen one and
    fewer Jet Packs among them than adventurers.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.escaping, escapers_trapped(state)      # nobody is escaping
    ([], False)
    """
    if _escape_cells(state):
        return False
    effect = state.cfg.card_effect
    packs = 0
    for seat in state.escaping:
        for card in state.hands[seat]:
            if effect[card] == "fly":
                packs += 1
    return packs < len(state.escaping)


def check_sinkhole(state: JungleState) -> bool:
    """The game is lost, and True, when the adventurers escaping are trapped
    (:func:`escapers_trapped`).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> check_sinkhole(state), state.outcome
    (False, None)
    """
    if not escapers_trapped(state):
        return False
    lost = ", ".join(state.roles[seat] for seat in state.escaping)
    finish(state, "lost in a sinkhole", f"{where(state, state.pit)} collapsed with no tile "
           f"next to it and no Jet Pack for the {lost}")
    return True


# this part's rule for each action class it handles (game.RULES merges every part's)
RULES: dict[type, Any] = {Escape: escape}
