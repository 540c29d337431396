"""The robber and the 7.

When a 7 is rolled nothing is produced: every player holding more cards than
the hand limit discards half of them (rounded down), then the turn player
moves the robber (Zarahemla: the Gadianton Robber, never back to its hideout)
to another hex and steals one card at random from a player with a building
on that hex and cards in hand.  A Knight card moves the robber the same way,
without the discards.  The hex under the robber produces nothing.

In Zarahemla the steal after a 7 is a choice ("You *may* take one Resource
Card ..."): the robber may move without robbing anyone (``MoveRobber(tile)``
with no victim), which the phase records as ``robber_return == "seven"``.  The
Stripling Warrior's "Take one Resource Card" stays compulsory.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.chance import ChanceEvent
from ...core.errors import IllegalAction
from .. import actions as A
from .common import Rule, need_phase, resource_number

if TYPE_CHECKING:
    from ..state import SettlersState


def _discard_actions(s: SettlersState, p: int) -> list:
    """One card of each resource ``p`` holds (they discard one at a time)."""
    h = s.hands[p]
    discard = s.lookups.discard
    return [discard[r] for r in range(len(h)) if h[r]]


def _seven(s: SettlersState, p: int) -> None:
    """A 7: whoever holds more than the hand limit discards half (rounded down), then the
    robber moves."""
    limit = s.ruleset.hand_limit
    owed = [sum(h) // 2 if sum(h) > limit else 0 for h in s.hands]
    s.discard_owed = owed
    s.robber_return = "seven" if s.ruleset.seven_steal_optional else "main"
    nxt = _next_discarder(s, p)
    if nxt is None:
        s.phase = "robber"
        s.player = p
    else:
        s.phase = "discard"
        s.player = nxt


def _next_discarder(s: SettlersState, start: int) -> int | None:
    """The next seat from ``start`` that still owes cards (None: nobody)."""
    for k in range(s.n):
        q = (start + k) % s.n
        if s.discard_owed[q]:
            return q
    return None


def _do_discard(s: SettlersState, action: A.Discard) -> None:
    """Discard: one card of a player who owes cards after a 7."""
    p = s.player
    need_phase(s, "discard", what="discarding")
    r = resource_number(s, action.resource)
    if s.hands[p][r] <= 0:
        raise IllegalAction(f"player {p} has no {action.resource} to discard")
    s.hands[p][r] -= 1
    s.bank[r] += 1
    s.discard_owed[p] -= 1
    if s.discard_owed[p] == 0:
        nxt = _next_discarder(s, p)
        if nxt is None:
            s.phase = "robber"
            s.player = s.turn_player
        else:
            s.player = nxt


def _robber_actions(s: SettlersState, p: int) -> list:
    """Every hex the robber may go to (``_robber_targets``), with each victim there: in seat
    order, each seat ``p`` may rob (``_robbable``) with a building on one of its corners."""
    c = s.lookups
    co, owners_at, table = s.corner_owner, c.tile_owners, c.robber
    seats = [q for q, ok in enumerate(_robbable(s, p)) if ok]
    may_skip = s.robber_return == "seven"       # the steal after a 7 is a choice
    acts = []
    for t in _robber_targets(s):
        row = table[t]
        robbed = False
        if seats:
            owners = owners_at[t](co)      # the owner (or -1) of each of the hex's corners
            for q in seats:
                if q in owners:
                    acts.append(row[q + 1])
                    robbed = True
        if not robbed or may_skip:
            acts.append(row[0])
    return acts


def _robber_targets(s: SettlersState) -> list[int]:
    """The hexes the robber may move to: any other (not home, where the ruleset says so)."""
    robber = s.robber
    return [t for t in s.lookups.robber_tiles if t != robber]


def _robbable(s: SettlersState, p: int) -> list[bool]:
    """Per seat: may ``p`` rob them (another player with a card in hand; with the card a
    teacher forced the next steal to take, when one is forced)."""
    need = _forced_steal(s) if s.chance.forced else -1
    return [q != p and (h[need] > 0 if need >= 0 else any(h))
            for q, h in enumerate(s.hands)]


def _forced_steal(s: SettlersState) -> int:
    """The resource a forced steal will take (-1: none is forced)."""
    for k, v in s.chance.forced:
        if k == "steal":
            return s.ruleset.resources.index(v)
    return -1


def _victims(s: SettlersState, p: int, tile: int, robbable: list[bool] | None = None) -> list[int]:
    """Players who can be robbed at ``tile``: a building there and a card in hand."""
    if robbable is None:
        robbable = _robbable(s, p)
    co = s.corner_owner
    out = []
    for x in s.lookups.tile_corners[tile]:
        o = co[x]
        if o >= 0 and robbable[o] and o not in out:
            out.append(o)
    out.sort()
    return out


def _do_robber(s: SettlersState, action: A.MoveRobber) -> None:
    """MoveRobber: to another hex (the ruleset's allowed ones), stealing one random card from a
    chosen player with a building there and cards in hand."""
    p = s.player
    if s.phase != "robber":       # (the message is only worded when it is needed)
        need_phase(s, "robber", what=f"moving the {s.ruleset.terms['robber']}")
    t = s.fixed_board.tile_index.get(action.tile) if isinstance(action.tile, str) else None
    if t is None:
        raise IllegalAction(f"there is no tile called {action.tile!r}")
    if t == s.robber:
        raise IllegalAction(f"the {s.ruleset.terms['robber']} must move to a different hex")
    if t not in _robber_targets(s):
        raise IllegalAction(f"the {s.ruleset.terms['robber']} may not go back to the "
                            f"{s.ruleset.robber_home}; choose a numbered hex")
    victims = _victims(s, p, t)
    v = action.victim
    if victims and v not in victims and not (v is None and s.robber_return == "seven"):
        raise IllegalAction(f"choose a player to rob from those next to tile {action.tile} "
                            f"with cards: {', '.join(map(str, victims))}")
    if not victims and v is not None:
        raise IllegalAction(f"player {v} cannot be robbed at tile {action.tile}: only players "
                            "with a building on that hex and cards in hand can be")
    s.robber = t
    msg = f"Player {p} moves the {s.ruleset.terms['robber']} to tile {action.tile}"
    if v is not None:
        hv = s.hands[v]
        held = [r for r, k in enumerate(hv) if k]
        r = held[s.chance.draw(
            "steal", [hv[r] for r in held],
            lambda: ChanceEvent.from_counts(
                "steal", {s.ruleset.resources[r]: hv[r] for r in held},
                f"a random card from player {v}'s hand"))]
        s.drawn.append(["steal", s.ruleset.resources[r]])
        hv[r] -= 1
        s.hands[p][r] += 1
        msg += f" and steals a card from player {v}"
    s.log.append(msg + ".")
    if s.robber_return == "seven":
        s.robber_return = "main"
    s.phase = s.robber_return
    s.player = s.turn_player


RULES: dict[type, Rule] = {A.Discard: _do_discard, A.MoveRobber: _do_robber}
