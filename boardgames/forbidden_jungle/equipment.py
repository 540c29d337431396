"""Equipment cards: drawing, using and sharing them.

The rulebook's "Features: Equipment" part (a tile with the equipment symbol
draws a card when explored; only the holder uses a card, at any time, for
free) and "Sharing Equipment" (adventurers on the same tile pass cards to each
other for free).  Each card's effect (``"fly"``, ``"antidote"``, ``"machete"``,
``"bug-spray"``, ``"energy-bar"``, ``"smoke-bomb"``, ``"grappling-hook"``)
comes from ``data/equipment.json`` through ``cfg.card_effect``; what each
effect may target is ``_use_targets``, what it does is :func:`use_equipment`.
Functions over a :class:`~.state.JungleState`; :data:`RULES` is this part's share of
the one rule table (``game.RULES``).
"""

from __future__ import annotations

from typing import Any

from ..core import ChanceEvent, IllegalAction
from .actions import PassEquipment, UseEquipment, by_cell, interned
from .config import SIDES
from .game_end import escaped
from .geometry import SIDE_INDEX, cell_arg, role_arg, where
from .state import JungleState
from .threats import threat_rate


def draw_equipment(state: JungleState, seat: int) -> None:
    """The adventurer at ``seat`` draws an equipment card (an ``"equipment"`` chance event),
    if any is left in the deck.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.chance.forced.append(("equipment", "Machete"))     # the card drawn, decided
    >>> draw_equipment(state, 1)
    >>> state.hands
    [[], ['Machete']]
    """
    deck = state.deck
    if not any(deck):
        return
    names = state.cfg.card_names
    held, weights = [], []      # the cards left, and how many of each
    for i, k in enumerate(deck):
        if k:
            held.append(i)
            weights.append(k)
    i = held[state.chance.draw("equipment", weights, lambda: ChanceEvent(
        "equipment", tuple(names[i] for i in held), tuple(weights),
        "the next equipment card"))]
    deck[i] -= 1
    state.hands[seat].append(names[i])


def equipment_actions(state: JungleState, out: list) -> None:
    """Add to ``out`` the free actions: each card passed to an adventurer on its holder's
    tile, and used on each of its targets.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.hands[0].append("Energy Bar")
    >>> out = []
    >>> equipment_actions(state, out)
    >>> [str(a) for a in out]
    ['The Navigator passes the Energy Bar to the Explorer', 'The Navigator uses the Energy Bar']
    """
    cfg = state.cfg
    roles, pos = state.roles, state.pos
    for giver, hand in enumerate(state.hands):
        if not hand:
            continue
        giver_role = roles[giver]
        kinds = sorted(set(hand)) if len(hand) > 1 else hand
        here = pos[giver]
        for receiver, cell in enumerate(pos):
            if cell == here and receiver != giver:
                receiver_role = roles[receiver]
                for card in kinds:
                    out.append(interned(PassEquipment, giver_role, receiver_role, card))
        for card in kinds:
            if cfg.card_effect[card] == "fly":     # every tile: a table by cell
                table = by_cell(cfg, UseEquipment, giver_role, card)
                out.extend(map(table.__getitem__, _fly_targets(state, giver)))
            else:
                for target in _use_targets(state, giver, card):
                    out.append(interned(UseEquipment, giver_role, card, target))


def _fly_targets(state: JungleState, seat: int) -> list[int]:
    """Cells a Jet Pack takes ``seat`` to in the action phase: every other tile."""
    here = state.pos[seat]
    out = []
    for c, n in enumerate(state.num):
        if n != -1 and c != here:
            out.append(c)
    return out


def _use_targets(state: JungleState, seat: int, card: str) -> list:
    """Targets for ``card`` used by ``seat`` in the action phase ([] if it cannot be used)."""
    effect = state.cfg.card_effect[card]
    here = state.pos[seat]
    cells = state.cfg.cells
    if effect == "fly":
        return [cells[c] for c in _fly_targets(state, seat)]
    out: list = []
    if effect == "antidote":
        health, roles, hp = state.cfg.health, state.roles, state.hp
        for other, cell in enumerate(state.pos):
            if cell == here and hp[other] is not None and hp[other] < health[roles[other]]:
                out.append(roles[other])
        return out
    if effect == "machete":
        web = state.web
        for d, e in state.cfg.side_edges[here]:
            if web[e]:
                out.append(SIDES[d])
        return out
    if effect == "bug-spray":
        return [None] if state.eggs[here] or state.hatchlings[here] or state.adults[here] else []
    if effect == "energy-bar":
        return [None] if seat == state.seat else []
    if effect == "smoke-bomb":
        return [None] if threat_rate(state) - state.calm > 0 else []
    if effect == "grappling-hook":
        return [SIDES[d] for d in range(4) if _grapple(state, here, d) >= 0]
    return []  # pragma: no cover


def pass_equipment(state: JungleState, action: PassEquipment) -> None:
    """The rule of :class:`~.actions.PassEquipment`: a card changes hands between two
    adventurers on the same tile (during an escape, between those on the fallen tile).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import PassEquipment
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.hands[0].append("Machete")
    >>> pass_equipment(state, PassEquipment("Navigator", "Explorer", "Machete"))
    >>> state.hands
    [[], ['Machete']]
    """
    giver = role_arg(state, action.giver, "the giver")
    receiver = role_arg(state, action.receiver, "the receiver")
    if action.card not in state.hands[giver]:
        raise IllegalAction(f"the {action.giver} has no {action.card}")
    if giver == receiver:
        raise IllegalAction("an adventurer cannot pass a card to themselves")
    if state.phase == "escape":
        # "players on the same tile may pass equipment cards to each other at any time":
        # the adventurers on the fallen tile, in any direction, Jet Packs included; the
        # others wait until the escape is over
        if giver not in state.escaping or receiver not in state.escaping:
            raise IllegalAction(f"while the {state.roles[state.escaping[0]]} escapes a collapse, "
                                "only the adventurers on the fallen tile pass cards, to "
                                "each other")
    elif state.pos[giver] != state.pos[receiver]:
        raise IllegalAction(f"equipment passes only between adventurers on the same tile; "
                            f"the {action.giver} and the {action.receiver} are apart")
    state.hands[giver].remove(action.card)
    state.hands[receiver].append(action.card)


def use_equipment(state: JungleState, action: UseEquipment) -> None:
    """The rule of :class:`~.actions.UseEquipment`: the holder plays a card on its target
    (during an escape, only the escaping adventurer's own Jet Pack).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> from boardgames.forbidden_jungle.actions import UseEquipment
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> state.hands[0].append("Energy Bar")
    >>> use_equipment(state, UseEquipment("Navigator", "Energy Bar"))
    >>> state.actions_left, state.used
    (6, ['Energy Bar'])
    """
    user = role_arg(state, action.user, "the card's user")
    card = action.card
    if card not in state.hands[user]:
        raise IllegalAction(f"the {action.user} holds no {card}: only the holder may use a card")
    effect = state.cfg.card_effect[card]
    target: Any = action.target
    if state.phase == "escape":
        if user != state.escaping[0] or effect != "fly":
            raise IllegalAction(f"while the {state.roles[state.escaping[0]]} escapes a collapse "
                                "only their own Jet Pack may be used")
        c = cell_arg(state, target, "where to fly")
        if state.num[c] == -1:
            raise IllegalAction(f"{where(state, c)} holds no tile to land on")
        state.hands[user].remove(card)
        state.used.append(card)
        escaped(state, user, c)
        return
    targets = _use_targets(state, user, card)
    if target not in targets:
        raise IllegalAction(_why_not_use(action, effect, targets))
    here = state.pos[user]
    if effect == "fly":
        state.pos[user] = state.cfg.cell_index(target)
    elif effect == "antidote":
        patient = state.seat_of[target]
        state.hp[patient] = min(state.cfg.health[target], state.hp[patient] + 2)
    elif effect == "machete":
        e = state.cfg.edge[here][SIDE_INDEX[target]]
        state.supply[3] += state.web[e]
        state.web[e] = 0
    elif effect == "bug-spray":
        state.supply[0] += state.eggs[here]
        state.supply[1] += state.hatchlings[here]
        state.supply[2] += state.adults[here]
        state.eggs[here] = state.hatchlings[here] = state.adults[here] = 0
    elif effect == "energy-bar":
        state.actions_left += 2
    elif effect == "smoke-bomb":
        state.calm += 1
    elif effect == "grappling-hook":
        state.pos[user] = _grapple(state, here, SIDE_INDEX[target])
    state.hands[user].remove(card)
    state.used.append(card)


def _why_not_use(action: UseEquipment, effect: str, targets: list) -> str:
    if not targets:
        return {"fly": "there is no other tile to fly to",
                "antidote": "nobody on your tile is missing health",
                "machete": "there are no webs on your tile",
                "bug-spray": "there are no eggs, hatchlings or adults on your tile",
                "energy-bar": "an Energy Bar is played on your own turn",
                "smoke-bomb": "no threat cards are left to skip this turn",
                "grappling-hook": "there is no tile in a straight line from yours"}[effect]
    return f"the {action.card} cannot target {action.target!r}; possible targets: " + ", ".join(
        map(str, targets[:8])) + (" ..." if len(targets) > 8 else "")


def _grapple(state: JungleState, c: int, d: int) -> int:
    """Grappling Hook: the first tile in a straight line from ``c`` towards side ``d``
    (-1: none); the empty cells between are crossed."""
    num = state.num
    for x in state.cfg.rays[c][d]:
        if num[x] != -1:
            return x
    return -1


# this part's rule for each action class it handles (game.RULES merges every part's)
RULES: dict[type, Any] = {PassEquipment: pass_equipment, UseEquipment: use_equipment}
