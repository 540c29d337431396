"""The threat cards: a table keyed by card name, and the rules that carry each card out.

The rulebook's "threat cards" part.  :data:`THREAT_DECK` maps each of the 17
card names to a :class:`ThreatCard`: the method of :class:`ThreatCards` that
applies it (with its arguments, e.g. the colour), how many steps it moves the
threat meter and whether it shuffles the cards out of the pile under it.  The
engine resolves a card through this table, and ``boardgames.analysis.threat``
reads the same table to build its exact Markov chain, so the two cannot drift
apart.

>>> THREAT_DECK["Increase Threat & Shuffle"].meter, THREAT_DECK["Increase Threat & Shuffle"].shuffle
(1, True)
>>> THREAT_DECK["Spin Webs (blue)"].rule, THREAT_DECK["Spin Webs (blue)"].args
('_threat_webs', (1,))

The draw pile is a list of *segments* from top to bottom, each an unordered
set of card indices (``THREAT_CARDS[i]`` names card ``i``); a draw takes a
uniformly random card of the top segment (a ``"threat"`` chance event), and an
empty pile is refilled with every card out of it, shuffled.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import compress
from operator import add, or_
from typing import Any

from ..core import ChanceEvent
from .actions import EndTurn
from .base import JungleBase
from .config import COLOURS, ELECTRIFIER, NEST, PORTAL, THREAT_CARDS, TUNNEL
from .geometry import colour_side, remove_tile, where


@dataclass(frozen=True)
class ThreatCard:
    """One threat card: ``rule`` (a method of :class:`ThreatCards`) called with ``args``;
    ``meter`` steps up the threat meter; ``shuffle``: the cards out of the pile go under it."""

    name: str
    rule: str
    args: tuple = ()
    meter: int = 0
    shuffle: bool = False
    text: str = ""


THREAT_DECK: dict[str, ThreatCard] = {}
for _i, _c in enumerate(COLOURS):
    THREAT_DECK[f"Move & Sting ({_c})"] = ThreatCard(
        f"Move & Sting ({_c})", "_threat_move", (_i,),
        text=f"hatchlings and adults move towards their tile's {_c} side; adults sting")
for _i, _c in enumerate(COLOURS):
    THREAT_DECK[f"Spin Webs ({_c})"] = ThreatCard(
        f"Spin Webs ({_c})", "_threat_webs", (_i,),
        text=f"each adult spins a web on its tile's {_c} side")
THREAT_DECK.update({c.name: c for c in (
    ThreatCard("Spawn", "_spawn", text="each adult lays an egg on its tile"),
    ThreatCard("Hatch", "_hatch", text="every egg becomes a hatchling"),
    ThreatCard("Grow", "_grow", text="every hatchling becomes an adult"),
    ThreatCard("Eggs Discovered", "_eggs_discovered", text="an egg on every nest"),
    ThreatCard("Hatchlings Emerge", "_hatchlings_emerge", text="a hatchling on every tunnel"),
    ThreatCard("Adults Emerge", "_adults_emerge", text="an adult on every portal"),
    ThreatCard("Collapse", "_collapse", text="the lowest-numbered explored tile falls"),
    ThreatCard("Increase Threat", "_increase_threat", meter=1,
               text="the threat meter moves up one step"),
    ThreatCard("Increase Threat & Shuffle", "_increase_threat_and_shuffle", meter=1, shuffle=True,
               text="the meter moves up; the cards out of the pile, shuffled, go under it"),
)})
assert tuple(THREAT_DECK) == THREAT_CARDS, "the table lists the cards in THREAT_CARDS order"

THREAT_INDEX = {name: i for i, name in enumerate(THREAT_CARDS)}
_THREAT_EVENTS: dict[tuple[int, ...], ChanceEvent] = {}


def threat_event(segment: Any) -> ChanceEvent:
    """The next threat card: one of the top segment of the pile, each as likely.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.threats import threat_event
    >>> print(threat_event([0, 5, 9]))     # three cards left in the top segment
    threat (Move & Sting (red): 1/3, Spin Webs (blue): 1/3, Hatch: 1/3)
    """
    key = tuple(segment)
    event = _THREAT_EVENTS.get(key)
    if event is None:
        if len(_THREAT_EVENTS) > 50000:
            _THREAT_EVENTS.clear()
        event = _THREAT_EVENTS[key] = ChanceEvent.uniform(
            "threat", tuple(THREAT_CARDS[i] for i in key), "the next threat card")
    return event


def pile_after(pile: list[list[int]], out: list[int], cards: list[str]) -> tuple[list, list]:
    """The draw pile and the cards out of it after ``cards`` (names) are drawn in turn.

    ``pile`` is a list of segments, ``out`` the cards out of the pile (discards
    and drawn); both are copied, not changed.  Used to list what may come after
    outcomes already forced.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.threats import pile_after
    >>> pile_after([[0, 1], [2]], [3], ["Move & Sting (red)"])     # card 0 drawn
    ([[1], [2]], [3, 0])
    """
    pile = [seg[:] for seg in pile]
    out = list(out)
    for name in cards:
        if not pile:
            pile, out = [sorted(out)], []
        card = THREAT_INDEX[name]
        pile[0].remove(card)
        if not pile[0]:
            pile.pop(0)
        out.append(card)
        if THREAT_DECK[name].shuffle:
            pile.append(sorted(out))
            out = []
    return pile, out


class ThreatCards(JungleBase):
    """The threat-card rules, mixed into :class:`~boardgames.forbidden_jungle.ForbiddenJungle`
    (they work on its flat state)."""

    # names of the state the mixin uses, all set by the game
    cfg: Any
    pile: list[list[int]]
    drawn: list[int]
    discard: list[int]

    def _resolve_threat(self, card: int) -> None:
        """Carry out threat card number ``card`` (``THREAT_CARDS[card]``) by its table entry."""
        rule, args = _RULES[card]
        rule(self, *args)

    def _rate(self) -> int:
        """The threat rate: how many threat cards end a turn, the meter's rate at its step
        (``game.threat_rate`` is the public name)."""
        meter = self.cfg.meter
        return meter[min(self.level, len(meter) - 1)]

    def _do_end_turn(self, a: EndTurn) -> None:
        """End the turn: draw as many threat cards as the threat rate, less any Smoke Bombs."""
        self.phase = "actions"
        self.draws_left = max(0, self._rate() - self.calm)
        self.actions_left = 0
        self._continue_threat()

    def _continue_threat(self) -> None:
        while self.draws_left > 0:
            self.draws_left -= 1
            self._resolve_threat(self._draw_threat())
            if self.phase != "actions":
                return
        self.discard.extend(self.drawn)
        self.drawn = []
        self.seat = (self.seat + 1) % len(self.roles)
        self.turn += 1
        self.actions_left = 4
        self.calm = 0

    def _draw_threat(self) -> int:
        pile = self.pile
        if not pile:
            pile.append(sorted(self.discard + self.drawn))
            self.discard = []
            self.drawn = []
        seg = pile[0]
        card = seg.pop(self.chance.draw("threat", len(seg), lambda: threat_event(seg)))
        if not seg:
            pile.pop(0)
        self.drawn.append(card)
        self.threat_log.append((self.turn, card))
        return card

    # -- the cards' rules, one method each (THREAT_DECK names them) ----------
    def _threat_move(self, colour: int) -> None:
        """Move & Sting (colour): every hatchling and adult moves one tile towards the side
        of its tile that shows ``colour`` (not off the board or into an empty cell; onto an
        Electrifier it dies); then each adventurer not immune loses 1 health per adult on
        their tile, and at 0 health the team is poisoned."""
        num, orient, neighbour, features = self.num, self.orient, self.cfg.neighbour, self.features
        hh, aa = self.hatchlings, self.adults
        N = self.cfg.n
        nh = [0] * N
        na = [0] * N
        for c in compress(range(N), map(or_, hh, aa)):    # the cells with any alien
            h, a = hh[c], aa[c]
            n = neighbour[c][colour_side(colour, orient[c])]
            if n >= 0 and num[n] != -1:
                if features[n] & ELECTRIFIER:
                    self.supply[1] += h
                    self.supply[2] += a
                    continue
                nh[n] += h
                na[n] += a
            else:
                nh[c] += h
                na[c] += a
        self.hatchlings = nh
        self.adults = na
        hp = self.hp
        for j, q in enumerate(self.pos):
            if na[q] and not self.immune[j]:
                hp[j] -= na[q]
                if hp[j] <= 0:
                    hp[j] = 0
                    self._finish("poisoned", f"the {self.roles[j]} was stung to the skull on "
                                 f"{where(self, q)}")
                    return

    def _threat_webs(self, colour: int) -> None:
        """Spin Webs (colour): each adult spins a web on the side of its tile that shows
        ``colour``, when a tile lies beyond it; too few webs in the supply is an overrun."""
        num, orient, neighbour, edge = self.num, self.orient, self.cfg.neighbour, self.cfg.edge
        aa = self.adults
        adds = []
        total = 0
        for c in compress(range(self.cfg.n), aa):    # the cells with adults
            a = aa[c]
            d = colour_side(colour, orient[c])
            n = neighbour[c][d]
            if n >= 0 and num[n] != -1:
                adds.append((edge[c][d], a))
                total += a
        if total > self.supply[3]:
            self._overrun("webs", total)
            return
        web = self.web
        for e, a in adds:
            web[e] += a
        self.supply[3] -= total

    def _overrun(self, piece: str, need: int, why: str = "") -> None:
        have = self.supply[("eggs", "hatchlings", "adults", "webs").index(piece)]
        self._finish("overrun", f"{need} {piece} were needed {why}".rstrip() +
                     f" but only {have} were left in the supply")

    def _add_per(self, arr: list[int], k: int, per: list[int], piece: str, why: str) -> None:
        total = sum(per)
        if total > self.supply[k]:
            self._overrun(piece, total, why)
            return
        arr[:] = map(add, arr, per)
        self.supply[k] -= total

    def _replace(self, src: list[int], ks: int, dst: list[int], kd: int, piece: str,
                 why: str) -> None:
        total = sum(src)
        if total > self.supply[kd]:
            self._overrun(piece, total, why)
            return
        dst[:] = map(add, dst, src)
        src[:] = [0] * len(src)
        self.supply[kd] -= total
        self.supply[ks] += total

    def _add_at(self, bit: int, arr: list[int], k: int, piece: str, why: str) -> None:
        cells = []
        for c, f in enumerate(self.features):
            if f & bit:
                cells.append(c)
        if len(cells) > self.supply[k]:
            self._overrun(piece, len(cells), why)
            return
        for c in cells:
            arr[c] += 1
        self.supply[k] -= len(cells)

    def _collapse(self) -> None:
        """Collapse: the explored tile with the lowest number is removed; the adventurers on
        it must escape (removing an illuminated crystal or the last portal maroons them)."""
        num = self.num
        lowest = 0      # the lowest number of an explored tile (0: none is explored)
        for n in num:
            if n > 0 and (not lowest or n < lowest):
                lowest = n
        if not lowest:
            return
        best = num.index(lowest)
        victims = []
        for j, q in enumerate(self.pos):
            if q == best:
                victims.append(j)
        what = where(self, best) if victims else ""
        remove_tile(self, best)
        if victims:
            self.pit = best   # the adventurers on it are in the sinkhole until they escape
        if self._check_marooned():
            return
        if victims:
            self.phase = "escape"
            self.escaping = victims
            if self._check_sinkhole():
                self.reason = f"{what} collapsed: " + self.reason

    def _spawn(self) -> None:
        """Spawn: each adult lays an egg on its tile (an overrun when eggs run out)."""
        self._add_per(self.eggs, 0, self.adults, "eggs", "to lay next to the adults")

    def _hatch(self) -> None:
        """Hatch: every egg becomes a hatchling."""
        self._replace(self.eggs, 0, self.hatchlings, 1, "hatchlings", "to hatch the eggs")

    def _grow(self) -> None:
        """Grow: every hatchling becomes an adult."""
        self._replace(self.hatchlings, 1, self.adults, 2, "adults", "to grow the hatchlings")

    def _eggs_discovered(self) -> None:
        """Eggs Discovered: an egg on every nest."""
        self._add_at(NEST, self.eggs, 0, "eggs", "for the nests")

    def _hatchlings_emerge(self) -> None:
        """Hatchlings Emerge: a hatchling on every tunnel."""
        self._add_at(TUNNEL, self.hatchlings, 1, "hatchlings", "for the tunnels")

    def _adults_emerge(self) -> None:
        """Adults Emerge: an adult on every portal."""
        self._add_at(PORTAL, self.adults, 2, "adults", "for the portals")

    def _increase_threat(self) -> None:
        """Increase Threat: the meter moves up one step; reaching the burst is Total Collapse."""
        self.level += 1
        if self.level >= len(self.cfg.meter):
            self._finish("total collapse", "the threat meter reached the burst")

    def _increase_threat_and_shuffle(self) -> None:
        """Increase Threat & Shuffle: as Increase Threat, then the discards and the cards
        drawn this turn (this one included), shuffled, go under the draw pile."""
        self._increase_threat()
        if self.phase != "over":
            self.pile.append(sorted(self.discard + self.drawn))
            self.discard = []
            self.drawn = []

    # the rule of each action class of this part of the rulebook (game.py merges
    # every part's table into the one table apply() dispatches through)
    THREAT_RULES = {EndTurn: _do_end_turn}


_RULES = [(getattr(ThreatCards, card.rule), card.args) for card in THREAT_DECK.values()]
assert all(len(args) <= 1 for _, args in _RULES), "a card's rule takes at most its colour"
