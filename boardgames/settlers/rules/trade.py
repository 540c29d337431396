"""Trade: with the bank, at a harbour's rate, and with other players.

After the dice the turn player may trade resource cards with the bank, four of
one kind for one of another, or at a better rate through a harbour they have
a building on (3:1 at a generic harbour, 2:1 in its resource at a special
one), and may offer a trade to the other players, who accept or decline in
turn.
"""

from __future__ import annotations

from typing import Any

from ...core.errors import IllegalAction
from .. import actions as A

ACCEPT, DECLINE = A.AcceptTrade(), A.DeclineTrade()


class Trade:
    """The trading rules over the game's state (a mixin of SettlersGame)."""

    def _bank_actions(self, p: int, acts: list) -> None:
        """Every bank trade ``p`` can make at their rates (the bank holding the card asked for)."""
        c = self._c
        ratio = self.ratio[p]
        bank = self.bank
        for g, k in enumerate(self.hands[p]):
            if k >= ratio[g]:
                acts.extend([a for t, a in c.bank_for[g] if bank[t]])

    def _answer_actions(self, p: int) -> list:
        """The answers to a trade offer: accept only with the cards asked for."""
        return [ACCEPT, DECLINE] if self._can_pay(p, self.trade["get"]) else [DECLINE]

    def _take_harbour(self, c: int, p: int) -> None:
        """A building of ``p`` on intersection ``c``: its harbour's rates, where better, are ``p``'s."""
        pr = self._c.port_ratio[c]
        if pr is not None:
            mine = self.ratio[p]
            for r, v in enumerate(pr):
                if v < mine[r]:
                    mine[r] = v

    def _do_bank(self, action: A.BankTrade) -> None:
        p = self.player
        self._need_phase("main", what="trading with the bank")
        g, t = self.resource_number(action.give), self.resource_number(action.get)
        if g == t:
            raise IllegalAction("trading a resource for the same resource does nothing")
        k = self.ratio[p][g]
        if self.hands[p][g] < k:
            raise IllegalAction(f"player {p}'s best rate for {action.give} is {k}:1, and they "
                                f"have {self.hands[p][g]}")
        if self.bank[t] <= 0:
            raise IllegalAction(f"the bank has no {action.get} left")
        self.hands[p][g] -= k
        self.bank[g] += k
        self.bank[t] -= 1
        self.hands[p][t] += 1
        self.log.append(f"Player {p} trades {k} {action.give} to the bank for 1 {action.get}.")

    def _trade_side(self, pairs: Any, what: str) -> tuple[int, ...]:
        R = len(self.bank)
        out = [0] * R
        if not isinstance(pairs, tuple) or not pairs:
            raise IllegalAction(f"a trade offer must {what} at least one card, as "
                                "((resource, count), ...)")
        for pair in pairs:
            if not (isinstance(pair, tuple) and len(pair) == 2):
                raise IllegalAction("each side of an offer is a tuple of (resource, count) pairs")
            name, k = pair
            r = self.resource_number(name)
            if not isinstance(k, int) or isinstance(k, bool) or k <= 0:
                raise IllegalAction(f"a count of cards must be a positive whole number, not {k!r}")
            out[r] += k
        return tuple(out)

    def _do_offer(self, action: A.OfferTrade) -> None:
        p = self.player
        self._need_phase("main", what="offering a trade")
        give = self._trade_side(action.give, "give")
        get = self._trade_side(action.get, "ask for")
        if any(a and b for a, b in zip(give, get, strict=True)):
            raise IllegalAction("a trade cannot give and ask for the same resource")
        if not self._can_pay(p, give):
            raise IllegalAction(f"player {p} does not have the cards offered")
        for r, k in enumerate(get):
            exist = self.ruleset.cards_per_resource - self.hands[p][r]
            if k > exist:
                raise IllegalAction(f"only {exist} {self.ruleset.resources[r]} cards exist "
                                    f"outside player {p}'s hand, so an offer cannot ask for {k}")
        to = action.to
        if to is not None and (not isinstance(to, int) or isinstance(to, bool)
                               or not 0 <= to < self.n or to == p):
            raise IllegalAction("a trade is offered to another player's seat number, "
                                "or to everyone (to=None)")
        responders = [to] if to is not None else [(p + k) % self.n for k in range(1, self.n)]
        self.trade = {"from": p, "give": give, "get": get, "responders": responders[1:]}
        self.phase = "trade"
        self.player = responders[0]
        self.log.append(f"Player {p} offers {self.cost_words(give)} for {self.cost_words(get)}.")

    def _do_accept(self, action: A.AcceptTrade) -> None:
        p = self.player
        self._need_phase("trade", what="accepting a trade")
        tr = self.trade
        if not self._can_pay(p, tr["get"]):
            raise IllegalAction(f"player {p} does not have the cards asked for")
        q = tr["from"]
        for r in range(len(self.bank)):
            self.hands[q][r] += tr["get"][r] - tr["give"][r]
            self.hands[p][r] += tr["give"][r] - tr["get"][r]
        self.log.append(f"Player {p} accepts the trade.")
        self._end_trade()

    def _do_decline(self, action: A.DeclineTrade) -> None:
        p = self.player
        self._need_phase("trade", what="declining a trade")
        tr = self.trade
        self.log.append(f"Player {p} declines the trade.")
        if tr["responders"]:
            self.player = tr["responders"].pop(0)
        else:
            self._end_trade()

    def _end_trade(self) -> None:
        self.player = self.turn_player
        self.trade = None
        self.phase = "main"

    TRADE_HANDLERS = {A.BankTrade: _do_bank, A.OfferTrade: _do_offer, A.AcceptTrade: _do_accept,
                      A.DeclineTrade: _do_decline}
