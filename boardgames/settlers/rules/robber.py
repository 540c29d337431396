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

from ...core.chance import ChanceEvent
from ...core.errors import IllegalAction
from .. import actions as A


class Robber:
    """The rules of the 7 and the robber over the game's state (a mixin of SettlersGame)."""

    def _discard_actions(self, p: int) -> list:
        """One card of each resource ``p`` holds (they discard one at a time)."""
        h = self.hands[p]
        discard = self._c.discard
        return [discard[r] for r in range(len(h)) if h[r]]

    def _seven(self, p: int) -> None:
        limit = self.ruleset.hand_limit
        owed = [sum(h) // 2 if sum(h) > limit else 0 for h in self.hands]
        self.discard_owed = owed
        self.robber_return = "seven" if self.ruleset.seven_steal_optional else "main"
        nxt = self._next_discarder(p)
        if nxt is None:
            self.phase = "robber"
            self.player = p
        else:
            self.phase = "discard"
            self.player = nxt

    def _next_discarder(self, start: int) -> int | None:
        for k in range(self.n):
            q = (start + k) % self.n
            if self.discard_owed[q]:
                return q
        return None

    def _do_discard(self, action: A.Discard) -> None:
        p = self.player
        self._need_phase("discard", what="discarding")
        r = self.resource_number(action.resource)
        if self.hands[p][r] <= 0:
            raise IllegalAction(f"player {p} has no {action.resource} to discard")
        self.hands[p][r] -= 1
        self.bank[r] += 1
        self.discard_owed[p] -= 1
        if self.discard_owed[p] == 0:
            nxt = self._next_discarder(p)
            if nxt is None:
                self.phase = "robber"
                self.player = self.turn_player
            else:
                self.player = nxt

    def _robber_actions(self, p: int) -> list:
        """Every hex the robber may go to (``_robber_targets``), with each victim there: in seat
        order, each seat ``p`` may rob (``_robbable``) with a building on one of its corners."""
        c = self._c
        co, owners_at, table = self.corner_owner, c.tile_owners, c.robber
        seats = [q for q, ok in enumerate(self._robbable(p)) if ok]
        may_skip = self.robber_return == "seven"       # the steal after a 7 is a choice
        acts = []
        for t in self._robber_targets():
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

    def _robber_targets(self) -> list[int]:
        """The hexes the robber may move to: any other (not home, where the ruleset says so)."""
        robber = self.robber
        return [t for t in self._c.robber_tiles if t != robber]

    def _robbable(self, p: int) -> list[bool]:
        """Per seat: may ``p`` rob them (another player with a card in hand; with the card a
        teacher forced the next steal to take, when one is forced)."""
        need = self._forced_steal() if self.chance.forced else -1
        return [q != p and (h[need] > 0 if need >= 0 else any(h))
                for q, h in enumerate(self.hands)]

    def _forced_steal(self) -> int:
        """The resource a forced steal will take (-1: none is forced)."""
        for k, v in self.chance.forced:
            if k == "steal":
                return self.ruleset.resources.index(v)
        return -1

    def _victims(self, p: int, tile: int, robbable: list[bool] | None = None) -> list[int]:
        """Players who can be robbed at ``tile``: a building there and a card in hand."""
        if robbable is None:
            robbable = self._robbable(p)
        co = self.corner_owner
        out = []
        for x in self._c.tile_corners[tile]:
            o = co[x]
            if o >= 0 and robbable[o] and o not in out:
                out.append(o)
        out.sort()
        return out

    def _do_robber(self, action: A.MoveRobber) -> None:
        p = self.player
        if self.phase != "robber":       # (the message is only worded when it is needed)
            self._need_phase("robber", what=f"moving the {self.ruleset.terms['robber']}")
        t = self._board.tile_index.get(action.tile) if isinstance(action.tile, str) else None
        if t is None:
            raise IllegalAction(f"there is no tile called {action.tile!r}")
        if t == self.robber:
            raise IllegalAction(f"the {self.ruleset.terms['robber']} must move to a different hex")
        if t not in self._robber_targets():
            raise IllegalAction(f"the {self.ruleset.terms['robber']} may not go back to the "
                                f"{self.ruleset.robber_home}; choose a numbered hex")
        victims = self._victims(p, t)
        v = action.victim
        if victims and v not in victims and not (v is None and self.robber_return == "seven"):
            raise IllegalAction(f"choose a player to rob from those next to tile {action.tile} "
                                f"with cards: {', '.join(map(str, victims))}")
        if not victims and v is not None:
            raise IllegalAction(f"player {v} cannot be robbed at tile {action.tile}: only players "
                                "with a building on that hex and cards in hand can be")
        self.robber = t
        msg = f"Player {p} moves the {self.ruleset.terms['robber']} to tile {action.tile}"
        if v is not None:
            hv = self.hands[v]
            held = [r for r, k in enumerate(hv) if k]
            r = held[self.chance.draw(
                "steal", [hv[r] for r in held],
                lambda: ChanceEvent.from_counts(
                    "steal", {self.ruleset.resources[r]: hv[r] for r in held},
                    f"a random card from player {v}'s hand"))]
            self._drawn.append(["steal", self.ruleset.resources[r]])
            hv[r] -= 1
            self.hands[p][r] += 1
            msg += f" and steals a card from player {v}"
        self.log.append(msg + ".")
        if self.robber_return == "seven":
            self.robber_return = "main"
        self.phase = self.robber_return
        self.player = self.turn_player

    ROBBER_HANDLERS = {A.Discard: _do_discard, A.MoveRobber: _do_robber}
