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

from ...core.chance import ChanceEvent
from ...core.errors import IllegalAction
from .. import actions as A
from ..rulesets import KNIGHT, LIAHONA, MONOPOLY, ROAD_BUILDING, TEMPLE_BUILDING, YEAR_OF_PLENTY
from .common import affords as _affords

PLAY_KNIGHT, PLAY_ROADS, PLAY_TEMPLE = A.PlayKnight(), A.PlayRoadBuilding(), A.PlayTempleBuilding()
PLAY_CARD = {KNIGHT: A.PlayKnight, ROAD_BUILDING: A.PlayRoadBuilding,
             TEMPLE_BUILDING: A.PlayTempleBuilding}


class Cards:
    """The development card rules over the game's state (a mixin of SettlersGame)."""

    def _buy_actions(self, p: int, acts: list) -> None:
        """Buying a card, while the deck holds any: in the Jungle variant one action per way
        of paying with discoveries."""
        if any(self.dev_deck):
            c = self._c
            if self.ruleset.jungle:
                d = self.discoveries[p]
                for action, pay, k in c.dev_payments:
                    if k <= d and self._can_pay(p, pay):
                        acts.append(action)
            elif _affords(self.hands[p], c.need["development"]):
                acts.append(c.dev_payments[0][0])

    def _free_road_actions(self, p: int) -> list:
        """The roads a Road Building card may place now."""
        road = self._c.road
        return [road[e] for e in self.road_spots(p)]

    def _dev_actions(self, p: int, acts: list, before_roll: bool) -> None:
        owned, new = self.dev[p], self.dev_new[p]
        if self.dev_played or not any(owned):
            return
        c = self._c
        for k in (KNIGHT, ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY, TEMPLE_BUILDING, LIAHONA):
            if owned[k] - new[k] <= 0:
                continue
            if k == KNIGHT:
                acts.append(PLAY_KNIGHT)
            elif k == ROAD_BUILDING:
                if self.roads_left[p] and self.road_spots(p):
                    acts.append(PLAY_ROADS)
            elif k == YEAR_OF_PLENTY:
                bank = self.bank
                for (i, j), a in c.plenty.items():
                    if bank[i] >= 1 + (i == j) and bank[j] >= 1:
                        acts.append(a)
            elif k == MONOPOLY:
                acts.extend(c.monopoly)
            elif k == TEMPLE_BUILDING:
                if self.temples_left[p]:
                    acts.append(PLAY_TEMPLE)
            elif k == LIAHONA and before_roll:
                acts.extend(c.liahona.values())

    def _do_buy(self, action: A.BuyDevelopmentCard) -> None:
        p = self.player
        self._need_phase("main", what="buying a development card")
        rs = self.ruleset
        if not sum(self.dev_deck):
            raise IllegalAction("there are no development cards left")
        pay = list(rs.costs["development"])
        k = 0
        if action.discoveries_for:
            if not rs.jungle:
                raise IllegalAction("discoveries only exist in the Jungle variant")
            if not isinstance(action.discoveries_for, tuple):
                raise IllegalAction("discoveries_for lists the resources the discoveries replace")
            for name in action.discoveries_for:
                r = self.resource_number(name)
                if pay[r] <= 0:
                    raise IllegalAction(f"a discovery can only replace a resource of the card's "
                                        f"cost, and {name} is not one (or is already replaced)")
                pay[r] -= 1
                k += 1
            if k > self.discoveries[p]:
                raise IllegalAction(f"player {p} has only {self.discoveries[p]} discoveries")
        self._need_pay(p, pay, "a development card" + (" (after the discoveries)" if k else ""))
        self._pay(p, pay)
        self.discoveries[p] -= k
        if k and self.discovery_supply is not None:
            self.discovery_supply += k
        deck = self.dev_deck
        kinds = [i for i, k in enumerate(deck) if k]
        kind = kinds[self.chance.draw(
            "development card", [deck[i] for i in kinds],
            lambda: ChanceEvent.from_counts(
                "development card", {rs.dev_names[i]: deck[i] for i in kinds},
                "the top card of the shuffled development deck"))]
        self._drawn.append(["development card", rs.dev_names[kind]])
        self.dev_deck[kind] -= 1
        self.dev[p][kind] += 1
        self.dev_new[p][kind] += 1
        self.log.append(f"Player {p} buys a development card.")

    def _start_card(self, p: int, kind: int) -> None:
        if self.phase not in ("pre_roll", "main"):
            raise IllegalAction(f"playing a development card is not allowed now: "
                                f"{self.phase_description()}")
        name = self.ruleset.dev_names[kind]
        if self.ruleset.dev_deck[kind] == 0:
            raise IllegalAction(f"there are no {name} cards in {self.ruleset.title}")
        if self.dev_played:
            raise IllegalAction("only one development card may be played per turn")
        if self.dev[p][kind] <= 0:
            raise IllegalAction(f"player {p} has no {name} card")
        if self.dev[p][kind] - self.dev_new[p][kind] <= 0:
            raise IllegalAction(f"a {name} card cannot be played on the turn it was bought")

    def _finish_card(self, p: int, kind: int) -> None:
        self.dev[p][kind] -= 1
        self.dev_played = True
        self.log.append(f"Player {p} plays {self.ruleset.dev_names[kind]}.")

    def _do_knight(self, action: A.PlayKnight) -> None:
        p = self.player
        self._start_card(p, KNIGHT)
        self._finish_card(p, KNIGHT)
        self._add_knight(p)
        self.robber_return = self.phase
        self.phase = "robber"

    def _do_road_building(self, action: A.PlayRoadBuilding) -> None:
        p = self.player
        self._start_card(p, ROAD_BUILDING)
        if not self.roads_left[p] or not self.road_spots(p):
            raise IllegalAction("there is nowhere to place a road (or no roads left in stock)")
        self._finish_card(p, ROAD_BUILDING)
        self.free_roads = 2
        self.robber_return = self.phase
        self.phase = "road_building"

    def _do_plenty(self, action: A.PlayYearOfPlenty) -> None:
        p = self.player
        self._start_card(p, YEAR_OF_PLENTY)
        a, b = self.resource_number(action.first), self.resource_number(action.second)
        if self.bank[a] < 1 + (a == b) or self.bank[b] < 1:
            raise IllegalAction("the bank does not have those cards to give")
        self._finish_card(p, YEAR_OF_PLENTY)
        for r in (a, b):
            self.bank[r] -= 1
            self.hands[p][r] += 1

    def _do_monopoly(self, action: A.PlayMonopoly) -> None:
        p = self.player
        self._start_card(p, MONOPOLY)
        r = self.resource_number(action.resource)
        self._finish_card(p, MONOPOLY)
        got = 0
        for q in range(self.n):
            if q != p:
                got += self.hands[q][r]
                self.hands[q][r] = 0
        self.hands[p][r] += got
        self.log.append(f"Player {p} collects {got} {action.resource}.")

    def _do_temple_card(self, action: A.PlayTempleBuilding) -> None:
        p = self.player
        self._start_card(p, TEMPLE_BUILDING)
        if not self.temples_left[p]:
            raise IllegalAction(f"player {p} has placed all their temple stones")
        self._finish_card(p, TEMPLE_BUILDING)
        self._add_temples(p, 2)

    def _do_liahona(self, action: A.PlayLiahona) -> None:
        p = self.player
        self._start_card(p, LIAHONA)
        if self.phase != "pre_roll":
            raise IllegalAction("the Liahona is played before the production roll")
        if not isinstance(action.total, int) or not 2 <= action.total <= 12:
            raise IllegalAction("the chosen roll must be a total of two dice, 2 to 12")
        self._finish_card(p, LIAHONA)
        self._rolled(p, action.total, None)

    CARD_HANDLERS = {A.BuyDevelopmentCard: _do_buy, A.PlayKnight: _do_knight,
                     A.PlayRoadBuilding: _do_road_building, A.PlayYearOfPlenty: _do_plenty,
                     A.PlayMonopoly: _do_monopoly, A.PlayTempleBuilding: _do_temple_card,
                     A.PlayLiahona: _do_liahona}
