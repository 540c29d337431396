"""Trade: with the bank, at a harbour's rate, and with other players.

After the dice the turn player may trade resource cards with the bank, four of
one kind for one of another, or at a better rate through a harbour they have
a building on (3:1 at a generic harbour, 2:1 in its resource at a special
one), and may offer a trade to the other players, who accept or decline in
turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.errors import IllegalAction
from .. import actions as A
from ..lookups import ACCEPT, DECLINE
from .common import Rule, can_pay, cost_words, need_phase, resource_number

if TYPE_CHECKING:
    from ..state import SettlersState


def _bank_actions(s: SettlersState, p: int, acts: list) -> None:
    """Every bank trade ``p`` can make at their rates (the bank holding the card asked for)."""
    c = s.lookups
    ratio = s.ratio[p]
    bank = s.bank
    for g, k in enumerate(s.hands[p]):
        if k >= ratio[g]:
            acts.extend([a for t, a in c.bank_for[g] if bank[t]])


def _answer_actions(s: SettlersState, p: int) -> list:
    """The answers to a trade offer: accept only with the cards asked for."""
    offer = s.trade
    if offer is None:
        return []
    return [ACCEPT, DECLINE] if can_pay(s, p, offer["get"]) else [DECLINE]


def _take_harbour(s: SettlersState, c: int, p: int) -> None:
    """A building of ``p`` on intersection ``c``: its harbour's rates, where better, are ``p``'s."""
    pr = s.lookups.port_ratio[c]
    if pr is not None:
        mine = s.ratio[p]
        for r, v in enumerate(pr):
            if v < mine[r]:
                mine[r] = v


def _do_bank(s: SettlersState, action: A.BankTrade) -> None:
    """BankTrade: give ``ratio`` cards of one resource (4, or a harbour's 3 or 2) for one of
    another."""
    p = s.player
    need_phase(s, "main", what="trading with the bank")
    g, t = resource_number(s, action.give), resource_number(s, action.get)
    if g == t:
        raise IllegalAction("trading a resource for the same resource does nothing")
    k = s.ratio[p][g]
    if s.hands[p][g] < k:
        raise IllegalAction(f"player {p}'s best rate for {action.give} is {k}:1, and they "
                            f"have {s.hands[p][g]}")
    if s.bank[t] <= 0:
        raise IllegalAction(f"the bank has no {action.get} left")
    s.hands[p][g] -= k
    s.bank[g] += k
    s.bank[t] -= 1
    s.hands[p][t] += 1
    s.log.append(f"Player {p} trades {k} {action.give} to the bank for 1 {action.get}.")


def _trade_side(s: SettlersState, pairs: Any, what: str) -> tuple[int, ...]:
    """One side of an offer, ((resource, count), ...), as counts per resource; IllegalAction if
    malformed."""
    R = len(s.bank)
    out = [0] * R
    if not isinstance(pairs, tuple) or not pairs:
        raise IllegalAction(f"a trade offer must {what} at least one card, as "
                            "((resource, count), ...)")
    for pair in pairs:
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise IllegalAction("each side of an offer is a tuple of (resource, count) pairs")
        name, k = pair
        r = resource_number(s, name)
        if not isinstance(k, int) or isinstance(k, bool) or k <= 0:
            raise IllegalAction(f"a count of cards must be a positive whole number, not {k!r}")
        out[r] += k
    return tuple(out)


def _do_offer(s: SettlersState, action: A.OfferTrade) -> None:
    """OfferTrade: the turn player offers cards they hold for cards that exist outside their
    hand."""
    p = s.player
    need_phase(s, "main", what="offering a trade")
    give = _trade_side(s, action.give, "give")
    get = _trade_side(s, action.get, "ask for")
    if any(a and b for a, b in zip(give, get, strict=True)):
        raise IllegalAction("a trade cannot give and ask for the same resource")
    if not can_pay(s, p, give):
        raise IllegalAction(f"player {p} does not have the cards offered")
    for r, k in enumerate(get):
        exist = s.ruleset.cards_per_resource - s.hands[p][r]
        if k > exist:
            raise IllegalAction(f"only {exist} {s.ruleset.resources[r]} cards exist "
                                f"outside player {p}'s hand, so an offer cannot ask for {k}")
    to = action.to
    if to is not None and (not isinstance(to, int) or isinstance(to, bool)
                           or not 0 <= to < s.n or to == p):
        raise IllegalAction("a trade is offered to another player's seat number, "
                            "or to everyone (to=None)")
    responders = [to] if to is not None else [(p + k) % s.n for k in range(1, s.n)]
    s.trade = {"from": p, "give": give, "get": get, "responders": responders[1:]}
    s.phase = "trade"
    s.player = responders[0]
    s.log.append(f"Player {p} offers {cost_words(s, give)} for {cost_words(s, get)}.")


def _do_accept(s: SettlersState, action: A.AcceptTrade) -> None:
    """AcceptTrade: the asked player swaps the cards, if they hold what is asked for."""
    p = s.player
    need_phase(s, "trade", what="accepting a trade")
    tr = _offer(s)
    if not can_pay(s, p, tr["get"]):
        raise IllegalAction(f"player {p} does not have the cards asked for")
    q = tr["from"]
    for r in range(len(s.bank)):
        s.hands[q][r] += tr["get"][r] - tr["give"][r]
        s.hands[p][r] += tr["give"][r] - tr["get"][r]
    s.log.append(f"Player {p} accepts the trade.")
    _end_trade(s)


def _do_decline(s: SettlersState, action: A.DeclineTrade) -> None:
    """DeclineTrade: the next player asked answers, or the offer lapses."""
    p = s.player
    need_phase(s, "trade", what="declining a trade")
    tr = _offer(s)
    s.log.append(f"Player {p} declines the trade.")
    if tr["responders"]:
        s.player = tr["responders"].pop(0)
    else:
        _end_trade(s)


def _offer(s: SettlersState) -> dict[str, Any]:
    """The trade offer waiting for an answer (there is one in the phase ``"trade"``)."""
    if s.trade is None:
        raise IllegalAction("there is no trade offer to answer")
    return s.trade


def _end_trade(s: SettlersState) -> None:
    """The offer is settled: back to the turn player's main phase."""
    s.player = s.turn_player
    s.trade = None
    s.phase = "main"


RULES: dict[type, Rule] = {
    A.BankTrade: _do_bank, A.OfferTrade: _do_offer, A.AcceptTrade: _do_accept,
    A.DeclineTrade: _do_decline,
}
