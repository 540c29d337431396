"""The six adventurers' special powers.

The rulebook's "The Adventurers" part: the Navigator guides another adventurer
(up to 2 tiles; the Explorer 4), the Healer heals an adventurer on her tile
(and brings one along when moving: :meth:`moves.Moves._do_move`), the
Biologist clears every hatchling and adult, the Chemist every web.  The
Explorer's two steps and the Spelunker's tunnels are in the step rule itself
(:meth:`moves.Moves._steps`, :meth:`moves.Moves._move_targets`).
"""

from __future__ import annotations

from collections.abc import Sequence

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
from .base import JungleBase
from .geometry import cell_arg, role_arg, where
from .moves import go, mates, need_action, reach, why_not_reach


class Adventurers(JungleBase):
    """The adventurers' powers over the flat state (a mixin of ForbiddenJungle)."""

    def _guide_targets(self, j: int) -> Sequence[int]:
        role = self.roles[j]
        return reach(self, self.pos[j], role, 4 if role == "Explorer" else 2, True)

    def _guide_actions(self, out: list, s: int) -> None:
        """The Navigator (seat ``s``) guides each other adventurer (a Healer with a companion)."""
        for j, jr in enumerate(self.roles):
            if j == s:
                continue
            guides = self.guide_tables[j]     # by_cell(cfg, Guide, jr)
            jm = mates(self, j) if jr == "Healer" else ()
            if jm:
                along = self.healer_guides    # with seat m as her companion: along[m]
                for n in self._guide_targets(j):
                    out.append(guides[n])
                    for m in jm:
                        out.append(along[m][n])
            else:
                for n in self._guide_targets(j):
                    out.append(guides[n])

    def _power_actions(self, out: list, s: int, p: int) -> None:
        """Heal (Healer), ClearAliens (Biologist), ClearWebs (Chemist) for seat ``s`` on ``p``."""
        role = self.roles[s]
        if role == "Healer":
            roles, hp, health = self.roles, self.hp, self.cfg.health
            for j in [s, *mates(self, s)]:
                if hp[j] is not None and hp[j] < health[roles[j]]:
                    out.append(interned(Heal, roles[j]))
        elif role == "Biologist":
            if self.hatchlings[p] or self.adults[p]:
                out.append(CLEAR_ALIENS)
        elif role == "Chemist":
            web = self.web
            for _, e in self.cfg.side_edges[p]:
                if web[e]:
                    out.append(CLEAR_WEBS)
                    break

    def _do_guide(self, a: Guide) -> None:
        s = self.seat
        if self.roles[s] != "Navigator":
            raise IllegalAction("only the Navigator may move other adventurers")
        need_action(self, "guide another adventurer")
        j = role_arg(self, a.adventurer, "the adventurer to guide")
        if j == s:
            raise IllegalAction("the Navigator guides others; to move herself she uses Move")
        c = cell_arg(self, a.to, "the tile to guide to")
        if self.num[c] == -1:
            raise IllegalAction(f"{where(self, c)} holds no tile")
        if c not in self._guide_targets(j):
            raise IllegalAction(why_not_reach(self, self.pos[j], c, self.roles[j], True))
        go(self, j, c, a.companion)

    def _do_heal(self, a: Heal) -> None:
        s = self.seat
        if self.roles[s] != "Healer":
            raise IllegalAction("only the Healer can heal")
        need_action(self, "heal")
        j = role_arg(self, a.patient, "the patient")
        if self.pos[j] != self.pos[s]:
            raise IllegalAction(f"the {a.patient} is not on the Healer's tile")
        if self.hp[j] is None:
            raise IllegalAction(f"the {a.patient} is immune to stings and has no health to heal")
        if self.hp[j] >= self.cfg.health[a.patient]:
            raise IllegalAction(f"the {a.patient} already has full health")
        self.hp[j] = self.cfg.health[a.patient]
        self.actions_left -= 1

    def _do_clear_aliens(self, a: ClearAliens) -> None:
        s = self.seat
        if self.roles[s] != "Biologist":
            raise IllegalAction("only the Biologist can clear every hatchling and adult at once")
        need_action(self, "clear the aliens")
        p = self.pos[s]
        if not (self.hatchlings[p] or self.adults[p]):
            raise IllegalAction(f"there are no hatchlings or adults on {where(self, p)}")
        self.supply[1] += self.hatchlings[p]
        self.supply[2] += self.adults[p]
        self.hatchlings[p] = self.adults[p] = 0
        self.actions_left -= 1

    def _do_clear_webs(self, a: ClearWebs) -> None:
        s = self.seat
        if self.roles[s] != "Chemist":
            raise IllegalAction("only the Chemist can clear every web at once")
        need_action(self, "clear the webs")
        p = self.pos[s]
        eds = [e for e in self.cfg.edge[p] if e >= 0 and self.web[e]]
        if not eds:
            raise IllegalAction(f"there are no webs on {where(self, p)}")
        for e in eds:
            self.supply[3] += self.web[e]
            self.web[e] = 0
        self.actions_left -= 1

    # the rule of each action class of this part of the rulebook (game.py merges
    # every part's table into the one table apply() dispatches through)
    POWER_RULES = {Guide: _do_guide, Heal: _do_heal, ClearAliens: _do_clear_aliens,
                   ClearWebs: _do_clear_webs}
