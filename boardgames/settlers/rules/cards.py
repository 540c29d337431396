"""Development cards: buying them and playing them.

A development card costs its price (in the Jungle variant discoveries may
replace resources of that price) and is drawn from the shuffled deck.  One
card may be played per turn, never on the turn it was bought, before or after
the dice: the Knight (move the robber, counts towards the Largest Army), Road
Building (two free roads), Year of Plenty (two cards from the bank), Monopoly
(every card of one resource), and in Zarahemla the Temple Building card (two
temple stones) and the Liahona (choose the production roll, before the dice).
Victory point cards are never played; they count while held.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.chance import ChanceEvent
from ...core.errors import IllegalAction
from .. import actions as A
from ..lookups import PLAY_KNIGHT, PLAY_ROADS, PLAY_TEMPLE
from ..rulesets import KNIGHT, LIAHONA, MONOPOLY, ROAD_BUILDING, TEMPLE_BUILDING, YEAR_OF_PLENTY
from .awards import _add_knight, _add_temples
from .building import road_spots
from .common import Rule, can_pay, need_pay, need_phase, pay, phase_description, resource_number
from .common import affords as _affords
from .production import _rolled

if TYPE_CHECKING:
    from ..state import SettlersState


def _buy_actions(s: SettlersState, p: int, acts: list) -> None:
    """Buying a card, while the deck holds any: in the Jungle variant one action per way
    of paying with discoveries."""
    if any(s.dev_deck):
        c = s.lookups
        if s.ruleset.jungle:
            d = s.discoveries[p]
            for action, price, k in c.dev_payments:
                if k <= d and can_pay(s, p, price):
                    acts.append(action)
        elif _affords(s.hands[p], c.need["development"]):
            acts.append(c.dev_payments[0][0])


def _free_road_actions(s: SettlersState, p: int) -> list:
    """The roads a Road Building card may place now."""
    road = s.lookups.road
    return [road[e] for e in road_spots(s, p)]


def _dev_actions(s: SettlersState, p: int, acts: list, before_roll: bool) -> None:
    """The development cards ``p`` may play now: one a turn, none bought this turn."""
    owned, new = s.dev[p], s.dev_new[p]
    if s.dev_played or not any(owned):
        return
    c = s.lookups
    for k in (KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY, TEMPLE_BUILDING, LIAHONA):
        if owned[k] - new[k] <= 0:
            continue
        if k == KNIGHT:
            acts.append(PLAY_KNIGHT)
        elif k == ROAD_BUILDING:
            if s.roads_left[p] and road_spots(s, p):
                acts.append(PLAY_ROADS)
        elif k == YEAR_OF_PLENTY:
            bank = s.bank
            for (i, j), a in c.plenty.items():
                if bank[i] >= 1 + (i == j) and bank[j] >= 1:
                    acts.append(a)
        elif k == MONOPOLY:
            acts.extend(c.monopoly)
        elif k == TEMPLE_BUILDING:
            if s.temples_left[p]:
                acts.append(PLAY_TEMPLE)
        elif k == LIAHONA and before_roll:
            acts.extend(c.liahona.values())


def _do_buy(s: SettlersState, action: A.BuyDevelopmentCard) -> None:
    """BuyDevelopmentCard: pay the price (in the Jungle variant, discoveries for some of it)
    and draw the top card."""
    p = s.player
    need_phase(s, "main", what="buying a development card")
    rs = s.ruleset
    if not sum(s.dev_deck):
        raise IllegalAction("there are no development cards left")
    price = list(rs.costs["development"])
    k = 0
    if action.discoveries_for:
        if not rs.jungle:
            raise IllegalAction("discoveries only exist in the Jungle variant")
        if not isinstance(action.discoveries_for, tuple):
            raise IllegalAction("discoveries_for lists the resources the discoveries replace")
        for name in action.discoveries_for:
            r = resource_number(s, name)
            if price[r] <= 0:
                raise IllegalAction(f"a discovery can only replace a resource of the card's "
                                    f"cost, and {name} is not one (or is already replaced)")
            price[r] -= 1
            k += 1
        if k > s.discoveries[p]:
            raise IllegalAction(f"player {p} has only {s.discoveries[p]} discoveries")
    need_pay(s, p, price, "a development card" + (" (after the discoveries)" if k else ""))
    pay(s, p, price)
    s.discoveries[p] -= k
    if k and s.discovery_supply is not None:
        s.discovery_supply += k
    deck = s.dev_deck
    kinds = [i for i, k in enumerate(deck) if k]
    kind = kinds[s.chance.draw(
        "development card", [deck[i] for i in kinds],
        lambda: ChanceEvent.from_counts(
            "development card", {rs.dev_names[i]: deck[i] for i in kinds},
            "the top card of the shuffled development deck"))]
    s.drawn.append(["development card", rs.dev_names[kind]])
    s.dev_deck[kind] -= 1
    s.dev[p][kind] += 1
    s.dev_new[p][kind] += 1
    s.log.append(f"Player {p} buys a development card.")


def _start_card(s: SettlersState, p: int, kind: int) -> None:
    """IllegalAction unless ``p`` may play a card of ``kind`` now (one a turn, not bought this
    turn)."""
    if s.phase not in ("pre_roll", "main"):
        raise IllegalAction(f"playing a development card is not allowed now: "
                            f"{phase_description(s)}")
    name = s.ruleset.dev_names[kind]
    if s.ruleset.dev_deck[kind] == 0:
        raise IllegalAction(f"there are no {name} cards in {s.ruleset.title}")
    if s.dev_played:
        raise IllegalAction("only one development card may be played per turn")
    if s.dev[p][kind] <= 0:
        raise IllegalAction(f"player {p} has no {name} card")
    if s.dev[p][kind] - s.dev_new[p][kind] <= 0:
        raise IllegalAction(f"a {name} card cannot be played on the turn it was bought")


def _finish_card(s: SettlersState, p: int, kind: int) -> None:
    """The card of ``kind`` is played: out of ``p``'s hand, no other card this turn."""
    s.dev[p][kind] -= 1
    s.dev_played = True
    s.log.append(f"Player {p} plays {s.ruleset.dev_names[kind]}.")


def _do_knight(s: SettlersState, action: A.PlayKnight) -> None:
    """PlayKnight: move the robber (and steal); the knight counts towards the Largest Army."""
    p = s.player
    _start_card(s, p, KNIGHT)
    _finish_card(s, p, KNIGHT)
    _add_knight(s, p)
    s.robber_return = s.phase
    s.phase = "robber"


def _do_road_building(s: SettlersState, action: A.PlayRoadBuilding) -> None:
    """PlayRoadBuilding: two free roads, placed next."""
    p = s.player
    _start_card(s, p, ROAD_BUILDING)
    if not s.roads_left[p] or not road_spots(s, p):
        raise IllegalAction("there is nowhere to place a road (or no roads left in stock)")
    _finish_card(s, p, ROAD_BUILDING)
    s.free_roads = 2
    s.robber_return = s.phase
    s.phase = "road_building"


def _do_plenty(s: SettlersState, action: A.PlayYearOfPlenty) -> None:
    """PlayYearOfPlenty: two resource cards from the bank."""
    p = s.player
    _start_card(s, p, YEAR_OF_PLENTY)
    a, b = resource_number(s, action.first), resource_number(s, action.second)
    if s.bank[a] < 1 + (a == b) or s.bank[b] < 1:
        raise IllegalAction("the bank does not have those cards to give")
    _finish_card(s, p, YEAR_OF_PLENTY)
    for r in (a, b):
        s.bank[r] -= 1
        s.hands[p][r] += 1


def _do_monopoly(s: SettlersState, action: A.PlayMonopoly) -> None:
    """PlayMonopoly: every other player's cards of one resource."""
    p = s.player
    _start_card(s, p, MONOPOLY)
    r = resource_number(s, action.resource)
    _finish_card(s, p, MONOPOLY)
    got = 0
    for q in range(s.n):
        if q != p:
            got += s.hands[q][r]
            s.hands[q][r] = 0
    s.hands[p][r] += got
    s.log.append(f"Player {p} collects {got} {action.resource}.")


def _do_temple_card(s: SettlersState, action: A.PlayTempleBuilding) -> None:
    """PlayTempleBuilding: two temple stones for nothing."""
    p = s.player
    _start_card(s, p, TEMPLE_BUILDING)
    if not s.temples_left[p]:
        raise IllegalAction(f"player {p} has placed all their temple stones")
    _finish_card(s, p, TEMPLE_BUILDING)
    _add_temples(s, p, 2)


def _do_liahona(s: SettlersState, action: A.PlayLiahona) -> None:
    """PlayLiahona: before the dice, choose the production roll."""
    p = s.player
    _start_card(s, p, LIAHONA)
    if s.phase != "pre_roll":
        raise IllegalAction("the Liahona is played before the production roll")
    if not isinstance(action.total, int) or not 2 <= action.total <= 12:
        raise IllegalAction("the chosen roll must be a total of two dice, 2 to 12")
    _finish_card(s, p, LIAHONA)
    _rolled(s, p, action.total, None)


RULES: dict[type, Rule] = {
    A.BuyDevelopmentCard: _do_buy, A.PlayKnight: _do_knight, A.PlayRoadBuilding: _do_road_building,
    A.PlayYearOfPlenty: _do_plenty, A.PlayMonopoly: _do_monopoly,
    A.PlayTempleBuilding: _do_temple_card, A.PlayLiahona: _do_liahona,
}
