"""Equipment cards: drawing, using and sharing them.

The rulebook's "Features: Equipment" part (a tile with the equipment symbol
draws a card when explored; only the holder uses a card, at any time, for
free) and "Sharing Equipment" (adventurers on the same tile pass cards to each
other for free).  Each card's effect (``"fly"``, ``"antidote"``, ``"machete"``,
``"bug-spray"``, ``"energy-bar"``, ``"smoke-bomb"``, ``"grappling-hook"``)
comes from ``data/equipment.json`` through ``cfg.card_effect``; what each
effect may target is :meth:`Equipment._use_targets`, what it does is
:meth:`Equipment._do_use`.
"""

from __future__ import annotations

from ..core import ChanceEvent, IllegalAction
from .actions import PassEquipment, UseEquipment, by_cell, interned
from .base import JungleBase
from .config import SIDES
from .game_end import escaped
from .geometry import SIDE_INDEX, cell_arg, role_arg, where
from .threats import threat_rate


class Equipment(JungleBase):
    """Equipment rules over the flat state (a mixin of ForbiddenJungle)."""

    def _draw_equipment(self, s: int) -> None:
        deck = self.deck
        if not any(deck):
            return
        names = self.cfg.card_names
        held, weights = [], []      # the cards left, and how many of each
        for i, k in enumerate(deck):
            if k:
                held.append(i)
                weights.append(k)
        i = held[self.chance.draw("equipment", weights, lambda: ChanceEvent(
            "equipment", tuple(names[i] for i in held), tuple(weights),
            "the next equipment card"))]
        deck[i] -= 1
        self.hands[s].append(names[i])

    def _equipment_actions(self, out: list) -> None:
        """The free actions: each card passed to an adventurer on its holder's tile, and used
        on each of its targets."""
        cfg = self.cfg
        roles, pos = self.roles, self.pos
        for g, hand in enumerate(self.hands):
            if not hand:
                continue
            gr = roles[g]
            kinds = sorted(set(hand)) if len(hand) > 1 else hand
            pg = pos[g]
            for r, q in enumerate(pos):
                if q == pg and r != g:
                    rr = roles[r]
                    for card in kinds:
                        out.append(interned(PassEquipment, gr, rr, card))
            for card in kinds:
                if cfg.card_effect[card] == "fly":     # every tile: a table by cell
                    table = by_cell(cfg, UseEquipment, gr, card)
                    out.extend(map(table.__getitem__, self._fly_targets(g)))
                else:
                    for t in self._use_targets(g, card):
                        out.append(interned(UseEquipment, gr, card, t))

    def _fly_targets(self, u: int) -> list[int]:
        """Cells a Jet Pack takes seat ``u`` to in the action phase: every other tile."""
        p = self.pos[u]
        out = []
        for c, n in enumerate(self.num):
            if n != -1 and c != p:
                out.append(c)
        return out

    def _use_targets(self, u: int, card: str) -> list:
        """Targets for ``card`` used by seat ``u`` in the action phase ([] if it cannot be used)."""
        effect = self.cfg.card_effect[card]
        p = self.pos[u]
        cells = self.cfg.cells
        if effect == "fly":
            return [cells[c] for c in self._fly_targets(u)]
        out = []
        if effect == "antidote":
            health, roles, hp = self.cfg.health, self.roles, self.hp
            for j, q in enumerate(self.pos):
                if q == p and hp[j] is not None and hp[j] < health[roles[j]]:
                    out.append(roles[j])
            return out
        if effect == "machete":
            web = self.web
            for d, e in self.cfg.side_edges[p]:
                if web[e]:
                    out.append(SIDES[d])
            return out
        if effect == "bug-spray":
            return [None] if self.eggs[p] or self.hatchlings[p] or self.adults[p] else []
        if effect == "energy-bar":
            return [None] if u == self.seat else []
        if effect == "smoke-bomb":
            return [None] if threat_rate(self) - self.calm > 0 else []
        if effect == "grappling-hook":
            return [SIDES[d] for d in range(4) if self._grapple(p, d) >= 0]
        return []  # pragma: no cover

    def _do_pass(self, a: PassEquipment) -> None:
        g = role_arg(self, a.giver, "the giver")
        r = role_arg(self, a.receiver, "the receiver")
        if a.card not in self.hands[g]:
            raise IllegalAction(f"the {a.giver} has no {a.card}")
        if g == r:
            raise IllegalAction("an adventurer cannot pass a card to themselves")
        if self.phase == "escape":
            # "players on the same tile may pass equipment cards to each other at any time":
            # the adventurers on the fallen tile, in any direction, Jet Packs included; the
            # others wait until the escape is over
            if g not in self.escaping or r not in self.escaping:
                raise IllegalAction(f"while the {self.current_adventurer} escapes a collapse, "
                                    "only the adventurers on the fallen tile pass cards, to "
                                    "each other")
        elif self.pos[g] != self.pos[r]:
            raise IllegalAction(f"equipment passes only between adventurers on the same tile; "
                                f"the {a.giver} and the {a.receiver} are apart")
        self.hands[g].remove(a.card)
        self.hands[r].append(a.card)

    def _do_use(self, a: UseEquipment) -> None:
        u = role_arg(self, a.user, "the card's user")
        if a.card not in self.hands[u]:
            raise IllegalAction(f"the {a.user} holds no {a.card}: only the holder may use a card")
        effect = self.cfg.card_effect[a.card]
        if self.phase == "escape":
            if u != self.escaping[0] or effect != "fly":
                raise IllegalAction(f"while the {self.current_adventurer} escapes a collapse "
                                    "only their own Jet Pack may be used")
            t = cell_arg(self, a.target, "where to fly")
            if self.num[t] == -1:
                raise IllegalAction(f"{where(self, t)} holds no tile to land on")
            self.hands[u].remove(a.card)
            self.used.append(a.card)
            escaped(self, u, t)
            return
        targets = self._use_targets(u, a.card)
        if a.target not in targets:
            raise IllegalAction(self._why_not_use(u, a, effect, targets))
        p = self.pos[u]
        if effect == "fly":
            self.pos[u] = self.cfg.cell_index(a.target)
        elif effect == "antidote":
            j = self.seat_of[a.target]
            self.hp[j] = min(self.cfg.health[a.target], self.hp[j] + 2)
        elif effect == "machete":
            e = self.cfg.edge[p][SIDE_INDEX[a.target]]
            self.supply[3] += self.web[e]
            self.web[e] = 0
        elif effect == "bug-spray":
            self.supply[0] += self.eggs[p]
            self.supply[1] += self.hatchlings[p]
            self.supply[2] += self.adults[p]
            self.eggs[p] = self.hatchlings[p] = self.adults[p] = 0
        elif effect == "energy-bar":
            self.actions_left += 2
        elif effect == "smoke-bomb":
            self.calm += 1
        elif effect == "grappling-hook":
            self.pos[u] = self._grapple(p, SIDE_INDEX[a.target])
        self.hands[u].remove(a.card)
        self.used.append(a.card)

    def _why_not_use(self, u: int, a: UseEquipment, effect: str, targets: list) -> str:
        if not targets:
            return {"fly": "there is no other tile to fly to",
                    "antidote": "nobody on your tile is missing health",
                    "machete": "there are no webs on your tile",
                    "bug-spray": "there are no eggs, hatchlings or adults on your tile",
                    "energy-bar": "an Energy Bar is played on your own turn",
                    "smoke-bomb": "no threat cards are left to skip this turn",
                    "grappling-hook": "there is no tile in a straight line from yours"}[effect]
        return f"the {a.card} cannot target {a.target!r}; possible targets: " + ", ".join(
            map(str, targets[:8])) + (" ..." if len(targets) > 8 else "")

    def _grapple(self, c: int, d: int) -> int:
        """Grappling Hook: the first tile in a straight line from ``c`` towards side ``d``
        (-1: none); the empty cells between are crossed."""
        num = self.num
        for x in self.cfg.rays[c][d]:
            if num[x] != -1:
                return x
        return -1

    # the rule of each action class of this part of the rulebook (game.py merges
    # every part's table into the one table apply() dispatches through)
    EQUIPMENT_RULES = {PassEquipment: _do_pass, UseEquipment: _do_use}
