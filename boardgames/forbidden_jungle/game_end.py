"""The end of the game: winning, the five ways to lose, and escaping a collapsed tile.

The rulebook's "Game End" part (the portal itself is in :mod:`machines`,
overrun, total collapse and poisoned are where the threat cards add pieces,
move the meter or sting, in :mod:`threats`), with the "Collapse" card's rule
that the adventurers on a fallen tile must at once move to an adjacent tile or
use a Jet Pack, else they are lost in a sinkhole.  A game ends through
:meth:`GameEnd._finish`.
"""

from __future__ import annotations

from ..core import IllegalAction
from .actions import Escape, PassEquipment, UseEquipment, by_cell, interned
from .base import JungleBase
from .geometry import cell_arg, present, role_arg, where, where_cell


class GameEnd(JungleBase):
    """The endings and the escape from a collapse (a mixin of ForbiddenJungle)."""

    def _finish(self, outcome: str, reason: str) -> None:
        self.outcome = outcome
        self.reason = reason
        self.phase = "over"
        self.draws_left = 0

    def _check_marooned(self) -> bool:
        n = self.removed[-1]
        cfg = self.cfg
        if n in cfg.illuminated:
            self._finish("marooned", f"tile {n}, an illuminated crystal, was removed from play")
            return True
        if cfg.portals and cfg.portals <= set(self.removed):
            self._finish("marooned", "every portal tile has been removed from play")
            return True
        return False

    def _escape_cells(self) -> list[int]:
        num = self.num
        out = []
        for n in self.cfg.neighbour[self.pit]:
            if n >= 0 and num[n] != -1:
                out.append(n)
        return out

    def _escape_actions(self) -> list:
        """The escaping adventurer steps to a tile next to the fallen one or flies (a Jet Pack)
        to any tile; the adventurers still on the fallen tile may pass cards to each other."""
        h = self.escaping[0]
        hr = self.roles[h]
        cfg = self.cfg
        escapes = by_cell(cfg, Escape, hr)
        out: list = []
        for n in self._escape_cells():
            out.append(escapes[n])
        flyers = []
        for c in self.hands[h]:
            if cfg.card_effect[c] == "fly" and c not in flyers:
                flyers.append(c)
        flyers.sort()
        if flyers:
            targets = present(self)
            for card in flyers:
                out.extend(map(by_cell(cfg, UseEquipment, hr, card).__getitem__, targets))
        # the adventurers still on the fallen tile pass any card to each other, either way
        roles = self.roles
        for g in self.escaping:
            kinds = sorted(set(self.hands[g]))
            for r in self.escaping:
                if r != g:
                    for card in kinds:
                        out.append(interned(PassEquipment, roles[g], roles[r], card))
        return out

    def _do_escape(self, a: Escape) -> None:
        if self.phase != "escape":
            raise IllegalAction("Escape is only for adventurers whose tile has just collapsed")
        j = role_arg(self, a.adventurer, "the escaping adventurer")
        if j != self.escaping[0]:
            raise IllegalAction(f"the {self.current_adventurer} escapes first")
        c = cell_arg(self, a.to, "where to escape")
        if c not in self._escape_cells():
            raise IllegalAction(f"{where_cell(self, a.to)} is not a tile adjacent to the fallen "
                                "tile: step to an adjacent tile or use a Jet Pack")
        self._escaped(j, c)

    def _escaped(self, j: int, c: int) -> None:
        self.pos[j] = c
        self.escaping.pop(0)
        if self.escaping:
            self._check_sinkhole()
        else:
            self.pit = -1
            self.phase = "actions"
            self._continue_threat()

    def escapers_trapped(self) -> bool:
        """Whether the adventurers still escaping are lost: no tile next to the fallen one and
        fewer Jet Packs among them than adventurers.

        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
        >>> game.escaping, game.escapers_trapped()      # nobody is escaping
        ([], False)
        """
        if self._escape_cells():
            return False
        effect = self.cfg.card_effect
        packs = sum(1 for j in self.escaping for c in self.hands[j] if effect[c] == "fly")
        return packs < len(self.escaping)

    def _check_sinkhole(self) -> bool:
        if not self.escapers_trapped():
            return False
        lost = ", ".join(self.roles[j] for j in self.escaping)
        self._finish("lost in a sinkhole", f"{where(self, self.pit)} collapsed with no tile "
                     f"next to it and no Jet Pack for the {lost}")
        return True

    # the rule of each action class of this part of the rulebook (game.py merges
    # every part's table into the one table apply() dispatches through)
    GAME_END_RULES = {Escape: _do_escape}
