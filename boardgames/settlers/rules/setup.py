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

from ...core.errors import IllegalAction
from .. import actions as A


class Setup:
    """The set-up rules over the game's state (a mixin of SettlersGame)."""

    def _start_settlement_actions(self) -> list:
        """Every intersection the distance rule leaves free (touching a numbered resource
        hex, where the ruleset asks for one)."""
        c = self._c
        need = self.ruleset.setup_needs_numbered_hex
        free = self.free_corner
        return [c.settle[i] for i in range(len(self.blocked))
                if free(i) and (not need or c.numbered_corner[i])]

    def _start_road_actions(self) -> list:
        """The empty paths touching the settlement just placed."""
        c = self._c
        return [c.road[e] for e in c.corner_edges[self.setup_corner] if self.edge_owner[e] < 0]

    def _choose_actions(self, p: int) -> list:
        """(Zarahemla) each of ``p``'s settlements, to choose the one that gives resources."""
        choose = self._c.choose
        return [choose[i] for i, o in enumerate(self.corner_owner) if o == p]

    def _start_settlement_placed(self, p: int, x: int) -> None:
        """A starting settlement of ``p`` placed on ``x`` (``Building._do_settlement``): the
        resources of the second one where the ruleset gives them so, then its road."""
        if self.ruleset.start_resources == "last" and self.setup_step >= self.n:
            self._give_start_resources(p, x)
        self.setup_corner = x
        self.phase = "setup_road"

    def _check_start_road(self, e: int) -> None:
        """A starting road (path ``e``) must touch the settlement just placed."""
        if self.setup_corner not in self._c.edge_corners[e]:
            raise IllegalAction("a starting road must touch the settlement just placed")

    def _next_setup(self) -> None:
        self.setup_step += 1
        if self.setup_step < len(self.setup_order):
            self.player = self.turn_player = self.setup_order[self.setup_step]
            self.phase = "setup_settlement"
        elif self.ruleset.start_resources == "choose":
            self.phase = "setup_choose"
            self.player = self.turn_player = 0
        else:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = "pre_roll"
        self.player = self.turn_player = 0
        self.turn = 1

    def _do_choose(self, action: A.ChooseStartingSettlement) -> None:
        p = self.player
        self._need_phase("setup_choose", what="choosing a starting settlement")
        x = self.corner_number(action.corner)
        if self.corner_owner[x] != p:
            raise IllegalAction(f"player {p} has no settlement at {action.corner}")
        self._give_start_resources(p, x)
        if p + 1 < self.n:
            self.player = self.turn_player = p + 1
        else:
            self._start_play()

    def _give_start_resources(self, p: int, x: int) -> None:
        got = []
        for t in self._c.corner_tiles[x]:
            r = self._board.tiles[t].resource
            if r is not None and self._board.tiles[t].number is not None and self.bank[r]:
                self.bank[r] -= 1
                self.hands[p][r] += 1
                got.append(self.ruleset.resources[r])
        self.log.append(f"Player {p} takes starting resources: {', '.join(got) or 'none'}.")

    SETUP_HANDLERS = {A.ChooseStartingSettlement: _do_choose}
