"""The six adventurers' special powers.

The rulebook's "The Adventurers" part: the Navigator guides another adventurer
(up to 2 tiles; the Explorer 4), the Healer heals an adventurer on her tile
(and brings one along when moving: :func:`.moves.go`), the Biologist clears every
hatchling and adult, the Chemist every web.  The Explorer's two steps and the
Spelunker's tunnels are in the step rule itself (:func:`.moves.steps`,
:func:`.moves.move_targets`).  Functions over a :class:`~.state.JungleState`;
:data:`RULES` is this part's share of the one rule table (``game.RULES``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import IllegalAction
from .actions import (
    CLEAR_ALIENS,
    CLEAR_WEBS,
    ClearAliens,
    ClearWebs,
    Guide,
    Heal,
    interned,
)
from .geometry import cell_arg, role_arg, where
from .moves import go, mates, need_action, reach, why_not_reach
from .state import JungleState


def guide_targets(state: JungleState, seat: int) -> Sequence[int]:
    """The cells the Navigator may guide the adventurer at ``seat`` to (up to 2 steps, the
    Explorer 4).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> guide_targets(state, 1)
    (6, 8, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24)
    """
    role = state.roles[seat]
    return reach(state, state.pos[seat], role, 4 if role == "Explorer" else 2, True)


def guide_actions(state: JungleState, out: list, seat: int) -> None:
    """Add to ``out`` the Navigator's (at ``seat``) Guides of each other adventurer (of a
    Healer, with and without each companion on her tile).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> out = []
    >>> guide_actions(state, out, 0)
    >>> len(out), str(out[0])
    (15, 'Guide the Explorer to (row 1, col 1)')
    """
    for other, role in enumerate(state.roles):
        if other == seat:
            continue
        guides = state.guide_tables[other]     # by_cell(cfg, Guide, role)
        companions = mates(state, other) if role == "Healer" else ()
        if companions:
            along = state.healer_guides    # with seat m as her companion: along[m]
            for n in guide_targets(state, other):
                out.append(guides[n])
                for m in companions:
                    out.append(along[m][n])
        else:
            for n in guide_targets(state, other):
                out.append(guides[n])


def power_actions(state: JungleState, out: list, seat: int, here: int) -> None:
    """Add to ``out`` the Heal (Healer), ClearAliens (Biologist) or ClearWebs (Chemist) of
    the adventurer at ``seat`` on the tile ``here``.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Healer", "Explorer"])
    >>> state.hp[1] = 1
    >>> out = []
    >>> power_actions(state, out, 0, state.pos[0])
    >>> [str(a) for a in out]
    ['Heal the Explorer completely']
    """
    role = state.roles[seat]
    if role == "Healer":
        roles, hp, health = state.roles, state.hp, state.cfg.health
        for j in [seat, *mates(state, seat)]:
            if hp[j] is not None and hp[j] < health[roles[j]]:
                out.append(interned(Heal, roles[j]))
    elif role == "Biologist":
        if state.hatchlings[here] or state.adults[here]:
            out.append(CLEAR_ALIENS)
    elif role == "Chemist":
        web = state.web
        for _, e in state.cfg.side_edges[here]:
            if web[e]:
                out.append(CLEAR_WEBS)
                break


def guide(state: JungleState, action: Guide) -> None:
    """The rule of :class:`~.actions.Guide`: the Navigator moves another adventurer to a
    tile it can reach in 2 steps (the Explorer 4), for one of her actions.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import Guide
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> guide(state, Guide("Explorer", (3, 1)))
    >>> state.pos, state.actions_left
    ([22, 16], 3)
    """
    seat = state.seat
    if state.roles[seat] != "Navigator":
        raise IllegalAction("only the Navigator may move other adventurers")
    need_action(state, "guide another adventurer")
    other = role_arg(state, action.adventurer, "the adventurer to guide")
    if other == seat:
        raise IllegalAction("the Navigator guides others; to move herself she uses Move")
    c = cell_arg(state, action.to, "the tile to guide to")
    if state.num[c] == -1:
        raise IllegalAction(f"{where(state, c)} holds no tile")
    if c not in guide_targets(state, other):
        raise IllegalAction(why_not_reach(state, state.pos[other], c, state.roles[other], True))
    go(state, other, c, action.companion)


def heal(state: JungleState, action: Heal) -> None:
    """The rule of :class:`~.actions.Heal`: the Healer restores an adventurer on her tile
    (herself too) to full health, for one action.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import Heal
    >>> state = new_state(players=2, seed=1, adventurers=["Healer", "Explorer"])
    >>> state.hp[1] = 1
    >>> heal(state, Heal("Explorer"))
    >>> state.hp, state.actions_left
    ([5, 3], 3)
    """
    seat = state.seat
    if state.roles[seat] != "Healer":
        raise IllegalAction("only the Healer can heal")
    need_action(state, "heal")
    patient = role_arg(state, action.patient, "the patient")
    if state.pos[patient] != state.pos[seat]:
        raise IllegalAction(f"the {action.patient} is not on the Healer's tile")
    hp = state.hp[patient]
    top = state.cfg.health[action.patient]
    if hp is None or top is None:
        raise IllegalAction(f"the {action.patient} is immune to stings and has no health to heal")
    if hp >= top:
        raise IllegalAction(f"the {action.patient} already has full health")
    state.hp[patient] = top
    state.actions_left -= 1


def clear_aliens(state: JungleState, action: ClearAliens) -> None:
    """The rule of :class:`~.actions.ClearAliens`: the Biologist removes every hatchling and
    adult on her tile, for one action.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import ClearAliens
    >>> state = new_state(players=2, seed=1, adventurers=["Biologist", "Explorer"])
    >>> state.hatchlings[22], state.adults[22] = 1, 2
    >>> clear_aliens(state, ClearAliens())
    >>> state.hatchlings[22], state.adults[22], state.actions_left
    (0, 0, 3)
    """
    seat = state.seat
    if state.roles[seat] != "Biologist":
        raise IllegalAction("only the Biologist can clear every hatchling and adult at once")
    need_action(state, "clear the aliens")
    here = state.pos[seat]
    if not (state.hatchlings[here] or state.adults[here]):
        raise IllegalAction(f"there are no hatchlings or adults on {where(state, here)}")
    state.supply[1] += state.hatchlings[here]
    state.supply[2] += state.adults[here]
    state.hatchlings[here] = state.adults[here] = 0
    state.actions_left -= 1


def clear_webs(state: JungleState, action: ClearWebs) -> None:
    """The rule of :class:`~.actions.ClearWebs`: the Chemist removes every web on the sides
    of her tile, for one action.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import ClearWebs
    >>> state = new_state(players=2, seed=1, adventurers=["Chemist", "Explorer"])
    >>> state.web[state.cfg.edge[22][0]] = 2          # two webs on the up side
    >>> clear_webs(state, ClearWebs())
    >>> sum(state.web), state.actions_left
    (0, 3)
    """
    seat = state.seat
    if state.roles[seat] != "Chemist":
        raise IllegalAction("only the Chemist can clear every web at once")
    need_action(state, "clear the webs")
    here = state.pos[seat]
    webbed = [e for e in state.cfg.edge[here] if e >= 0 and state.web[e]]
    if not webbed:
        raise IllegalAction(f"there are no webs on {where(state, here)}")
    for e in webbed:
        state.supply[3] += state.web[e]
        state.web[e] = 0
    state.actions_left -= 1


# this part's rule for each action class it handles (game.RULES merges every part's)
RULES: dict[type, Any] = {Guide: guide, Heal: heal, ClearAliens: clear_aliens,
                          ClearWebs: clear_webs}
