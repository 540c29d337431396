"""The threat cards: a table keyed by card name, and the rules that carry each card out.

The rulebook's "threat cards" part.  :data:`THREAT_DECK` maps each of the 17
card names to a :class:`ThreatCard`: the function of this module that
applies it (with its arguments, e.g. the colour), how many steps it moves the
threat meter and whether it shuffles the cards out of the pile under it.  The
engine resolves a card through this table, and ``boardgames.analysis.threat``
reads the same table to build its exact Markov chain, so the two cannot drift
apart.

>>> THREAT_DECK["Increase Threat & Shuffle"].meter, THREAT_DECK["Increase Threat & Shuffle"].shuffle
(1, True)
>>> THREAT_DECK["Spin Webs (blue)"].rule.__name__, THREAT_DECK["Spin Webs (blue)"].args
('spin_webs', (1,))

The draw pile is a list of *segments* from top to bottom, each an unordered
set of card indices (``THREAT_CARDS[i]`` names card ``i``); a draw takes a
uniformly random card of the top segment (a ``"threat"`` chance event), and an
empty pile is refilled with every card out of it, shuffled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress
from operator import add, or_
from typing import Any

from ..core import ChanceEvent
from .actions import EndTurn
from .config import COLOURS, ELECTRIFIER, NEST, PORTAL, THREAT_CARDS, TUNNEL
from .game_end import check_marooned, check_sinkhole, finish
from .geometry import colour_side, remove_tile, where
from .state import TURN_ACTIONS, JungleState


@dataclass(frozen=True)
class ThreatCard:
    """One threat card: ``rule`` (a function of :mod:`.threats`) called with the state and
    ``args``;
    ``meter`` steps up the threat meter; ``shuffle``: the cards out of the pile go under it."""

    name: str
    rule: Callable[..., None]
    args: tuple = ()
    meter: int = 0
    shuffle: bool = False
    text: str = ""


THREAT_INDEX = {name: i for i, name in enumerate(THREAT_CARDS)}


def threat_event(segment: Any) -> ChanceEvent:
    """The next threat card: one of the top segment of the pile, each as likely.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.threats import threat_event
    >>> print(threat_event([0, 5, 9]))     # three cards left in the top segment
    threat (Move & Sting (red): 1/3, Spin Webs (blue): 1/3, Hatch: 1/3)
    """
    return _threat_event(tuple(segment))


@lru_cache(maxsize=4096)
def _threat_event(segment: tuple[int, ...]) -> ChanceEvent:
    return ChanceEvent.uniform("threat", tuple(THREAT_CARDS[i] for i in segment),
                               "the next threat card")


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


# -- drawing and resolving ---------------------------------------------------------------

def threat_rate(state: JungleState) -> int:
    """The threat rate: how many threat cards end a turn, the meter's rate at its step.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> threat_rate(state), state.cfg.meter[state.level]
    (2, 2)
    """
    meter = state.cfg.meter
    return meter[min(state.level, len(meter) - 1)]


def end_turn(state: JungleState, action: EndTurn) -> None:
    """The rule of :class:`~.actions.EndTurn`: draw as many threat cards as the threat rate,
    less any Smoke Bombs played, and carry each out; then the next adventurer's turn.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import EndTurn
    >>> state = new_state(players=2, seed=1)
    >>> end_turn(state, EndTurn())
    >>> state.turn, state.seat, len(state.threat_log)
    (2, 1, 2)
    """
    state.phase = "actions"
    state.draws_left = max(0, threat_rate(state) - state.calm)
    state.actions_left = 0
    continue_threat(state)


def continue_threat(state: JungleState) -> None:
    """Draw and carry out the threat cards left to draw this turn (``draws_left``), unless a
    card ends the game or starts an escape; then pass the turn to the next adventurer.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.draws_left = 1
    >>> continue_threat(state)
    >>> state.turn, len(state.threat_log), state.actions_left
    (2, 1, 4)
    """
    while state.draws_left > 0:
        state.draws_left -= 1
        resolve_threat(state, draw_threat(state))
        if state.phase != "actions":
            return
    state.discard.extend(state.drawn)
    state.drawn = []
    state.seat = (state.seat + 1) % len(state.roles)
    state.turn += 1
    state.actions_left = TURN_ACTIONS
    state.calm = 0


def draw_threat(state: JungleState) -> int:
    """Draw the next threat card from the pile (a ``"threat"`` chance event) and log it; an
    empty pile is refilled first with every card out of it.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> card = draw_threat(state)
    >>> state.drawn == [card], state.threat_log == [(1, card)], len(state.pile[0])
    (True, True, 16)
    """
    pile = state.pile
    if not pile:
        pile.append(sorted(state.discard + state.drawn))
        state.discard = []
        state.drawn = []
    segment = pile[0]
    card = segment.pop(state.chance.draw("threat", len(segment),
                                         lambda: threat_event(segment)))
    if not segment:
        pile.pop(0)
    state.drawn.append(card)
    state.threat_log.append((state.turn, card))
    return card


def resolve_threat(state: JungleState, card: int) -> None:
    """Carry out threat card number ``card`` (``THREAT_CARDS[card]``) through its entry in
    :data:`THREAT_DECK`.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> resolve_threat(state, THREAT_INDEX["Increase Threat"])
    >>> state.level
    1
    """
    rule, args = _CARD_RULES[card]
    rule(state, *args)


# -- the cards' rules, one function each (THREAT_DECK names them) ---------------------------

def move_and_sting(state: JungleState, colour: int) -> None:
    """Move & Sting (colour): every hatchling and adult moves one tile towards the side
    of its tile that shows ``colour`` (not off the board or into an empty cell; onto an
    Electrifier it dies); then each adventurer not immune loses 1 health per adult on
    their tile, and at 0 health the team is poisoned.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.adults[17] = 2                        # two adults above Fools' Landing
    >>> state.orient[17] = 0                        # green shows on its down side
    >>> move_and_sting(state, COLOURS.index("green"))
    >>> state.adults[22], state.hp
    (2, [2, 1])
    """
    num, orient, neighbour, features = state.num, state.orient, state.cfg.neighbour, state.features
    hatchlings, adults = state.hatchlings, state.adults
    cells = state.cfg.n
    new_hatchlings = [0] * cells
    new_adults = [0] * cells
    supply = state.supply
    for c in compress(range(cells), map(or_, hatchlings, adults)):    # the cells with aliens
        h, a = hatchlings[c], adults[c]
        n = neighbour[c][colour_side(colour, orient[c])]
        if n >= 0 and num[n] != -1:
            if features[n] & ELECTRIFIER:
                supply[1] += h
                supply[2] += a
                continue
            new_hatchlings[n] += h
            new_adults[n] += a
        else:
            new_hatchlings[c] += h
            new_adults[c] += a
    state.hatchlings = new_hatchlings
    state.adults = new_adults
    hp = state.hp
    immune = state.immune
    for seat, c in enumerate(state.pos):
        if new_adults[c] and not immune[seat]:
            hp[seat] -= new_adults[c]
            if hp[seat] <= 0:
                hp[seat] = 0
                finish(state, "poisoned", f"the {state.roles[seat]} was stung to the skull on "
                       f"{where(state, c)}")
                return


def spin_webs(state: JungleState, colour: int) -> None:
    """Spin Webs (colour): each adult spins a web on the side of its tile that shows
    ``colour``, when a tile lies beyond it; too few webs in the supply is an overrun.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.adults[17] = 1
    >>> state.orient[17] = 0                        # green shows on its down side
    >>> spin_webs(state, COLOURS.index("green"))
    >>> state.web[state.cfg.edge[17][2]]            # the web between (3, 2) and (4, 2)
    1
    """
    num, orient = state.num, state.orient
    neighbour, edge = state.cfg.neighbour, state.cfg.edge
    adults = state.adults
    adds = []
    total = 0
    for c in compress(range(state.cfg.n), adults):    # the cells with adults
        a = adults[c]
        d = colour_side(colour, orient[c])
        n = neighbour[c][d]
        if n >= 0 and num[n] != -1:
            adds.append((edge[c][d], a))
            total += a
    if total > state.supply[3]:
        _overrun(state, "webs", total)
        return
    web = state.web
    for e, a in adds:
        web[e] += a
    state.supply[3] -= total


def _overrun(state: JungleState, piece: str, need: int, why: str = "") -> None:
    have = state.supply[("eggs", "hatchlings", "adults", "webs").index(piece)]
    finish(state, "overrun", f"{need} {piece} were needed {why}".rstrip() +
           f" but only {have} were left in the supply")


def _add_per(state: JungleState, pieces: list[int], k: int, per: list[int], piece: str,
             why: str) -> None:
    """Add ``per[c]`` pieces (supply index ``k``) on each cell ``c``, or overrun."""
    total = sum(per)
    if total > state.supply[k]:
        _overrun(state, piece, total, why)
        return
    pieces[:] = map(add, pieces, per)
    state.supply[k] -= total


def _replace(state: JungleState, old: list[int], k_old: int, new: list[int], k_new: int,
             piece: str, why: str) -> None:
    """Every piece of ``old`` (supply index ``k_old``) becomes one of ``new``, or overrun."""
    total = sum(old)
    if total > state.supply[k_new]:
        _overrun(state, piece, total, why)
        return
    new[:] = map(add, new, old)
    old[:] = [0] * len(old)
    state.supply[k_new] -= total
    state.supply[k_old] += total


def _add_at(state: JungleState, bit: int, pieces: list[int], k: int, piece: str,
            why: str) -> None:
    """One piece (supply index ``k``) on every tile with the feature ``bit``, or overrun."""
    cells = []
    for c, f in enumerate(state.features):
        if f & bit:
            cells.append(c)
    if len(cells) > state.supply[k]:
        _overrun(state, piece, len(cells), why)
        return
    for c in cells:
        pieces[c] += 1
    state.supply[k] -= len(cells)


def collapse(state: JungleState) -> None:
    """Collapse: the explored tile with the lowest number is removed; the adventurers on
    it must escape (removing an illuminated crystal or the last portal maroons them).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> collapse(state)                    # Fools' Landing, the only tile explored
    >>> state.phase, state.escaping, state.removed
    ('escape', [0, 1], [1])
    """
    num = state.num
    lowest = 0      # the lowest number of an explored tile (0: none is explored)
    for n in num:
        if n > 0 and (not lowest or n < lowest):
            lowest = n
    if not lowest:
        return
    fallen = num.index(lowest)
    victims = []
    for seat, c in enumerate(state.pos):
        if c == fallen:
            victims.append(seat)
    what = where(state, fallen) if victims else ""
    remove_tile(state, fallen)
    if victims:
        state.pit = fallen   # the adventurers on it are in the sinkhole until they escape
    if check_marooned(state):
        return
    if victims:
        state.phase = "escape"
        state.escaping = victims
        if check_sinkhole(state):
            state.reason = f"{what} collapsed: " + state.reason


def spawn(state: JungleState) -> None:
    """Spawn: each adult lays an egg on its tile (an overrun when eggs run out).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.adults[17] = 2
    >>> spawn(state)
    >>> state.eggs[17]
    2
    """
    _add_per(state, state.eggs, 0, state.adults, "eggs", "to lay next to the adults")


def hatch(state: JungleState) -> None:
    """Hatch: every egg becomes a hatchling.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.eggs[17] = 1
    >>> hatch(state)
    >>> state.eggs[17], state.hatchlings[17]
    (0, 1)
    """
    _replace(state, state.eggs, 0, state.hatchlings, 1, "hatchlings", "to hatch the eggs")


def grow(state: JungleState) -> None:
    """Grow: every hatchling becomes an adult.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.hatchlings[17] = 1
    >>> grow(state)
    >>> state.hatchlings[17], state.adults[17]
    (0, 1)
    """
    _replace(state, state.hatchlings, 1, state.adults, 2, "adults", "to grow the hatchlings")


def eggs_discovered(state: JungleState) -> None:
    """Eggs Discovered: an egg on every nest.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.features[24] = NEST
    >>> eggs_discovered(state)
    >>> state.eggs[24]
    1
    """
    _add_at(state, NEST, state.eggs, 0, "eggs", "for the nests")


def hatchlings_emerge(state: JungleState) -> None:
    """Hatchlings Emerge: a hatchling on every tunnel.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.features[24] = TUNNEL
    >>> hatchlings_emerge(state)
    >>> state.hatchlings[24]
    1
    """
    _add_at(state, TUNNEL, state.hatchlings, 1, "hatchlings", "for the tunnels")


def adults_emerge(state: JungleState) -> None:
    """Adults Emerge: an adult on every portal.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.features[24] = PORTAL
    >>> adults_emerge(state)
    >>> state.adults[24]
    1
    """
    _add_at(state, PORTAL, state.adults, 2, "adults", "for the portals")


def increase_threat(state: JungleState) -> None:
    """Increase Threat: the meter moves up one step; reaching the burst is Total Collapse.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.level = len(state.cfg.meter) - 1
    >>> increase_threat(state)
    >>> state.outcome
    'total collapse'
    """
    state.level += 1
    if state.level >= len(state.cfg.meter):
        finish(state, "total collapse", "the threat meter reached the burst")


def increase_threat_and_shuffle(state: JungleState) -> None:
    """Increase Threat & Shuffle: as Increase Threat, then the discards and the cards
    drawn this turn (this one included), shuffled, go under the draw pile.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1)
    >>> state.pile, state.drawn, state.discard = [[0, 1]], [16], [5]
    >>> increase_threat_and_shuffle(state)
    >>> state.level, state.pile, state.drawn, state.discard
    (1, [[0, 1], [5, 16]], [], [])
    """
    increase_threat(state)
    if state.phase != "over":
        state.pile.append(sorted(state.discard + state.drawn))
        state.discard = []
        state.drawn = []


THREAT_DECK: dict[str, ThreatCard] = {}
for _i, _c in enumerate(COLOURS):
    THREAT_DECK[f"Move & Sting ({_c})"] = ThreatCard(
        f"Move & Sting ({_c})", move_and_sting, (_i,),
        text=f"hatchlings and adults move towards their tile's {_c} side; adults sting")
for _i, _c in enumerate(COLOURS):
    THREAT_DECK[f"Spin Webs ({_c})"] = ThreatCard(
        f"Spin Webs ({_c})", spin_webs, (_i,),
        text=f"each adult spins a web on its tile's {_c} side")
THREAT_DECK.update({c.name: c for c in (
    ThreatCard("Spawn", spawn, text="each adult lays an egg on its tile"),
    ThreatCard("Hatch", hatch, text="every egg becomes a hatchling"),
    ThreatCard("Grow", grow, text="every hatchling becomes an adult"),
    ThreatCard("Eggs Discovered", eggs_discovered, text="an egg on every nest"),
    ThreatCard("Hatchlings Emerge", hatchlings_emerge, text="a hatchling on every tunnel"),
    ThreatCard("Adults Emerge", adults_emerge, text="an adult on every portal"),
    ThreatCard("Collapse", collapse, text="the lowest-numbered explored tile falls"),
    ThreatCard("Increase Threat", increase_threat, meter=1,
               text="the threat meter moves up one step"),
    ThreatCard("Increase Threat & Shuffle", increase_threat_and_shuffle, meter=1, shuffle=True,
               text="the meter moves up; the cards out of the pile, shuffled, go under it"),
)})
assert tuple(THREAT_DECK) == THREAT_CARDS, "the table lists the cards in THREAT_CARDS order"

# the rule and the arguments of each card, by card number
_CARD_RULES = [(card.rule, card.args) for card in THREAT_DECK.values()]
assert all(len(args) <= 1 for _, args in _CARD_RULES), "a card's rule takes at most its colour"

# this part's rule for each action class it handles (game.RULES merges every part's)
RULES: dict[type, Any] = {EndTurn: end_turn}
