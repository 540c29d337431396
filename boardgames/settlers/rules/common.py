"""What every rule module uses on the state: indices of a value, whether a hand affords a
cost, the phase in words, names to indices, paying."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...core.checks import short
from ...core.errors import IllegalAction

if TYPE_CHECKING:
    from ..state import SettlersState

# a rule: what an action does to the state (each rule module's RULES maps action classes to them)
Rule = Callable[["SettlersState", Any], None]


def positions(values: list, x: Any) -> list[int]:
    """Every index ``i`` with ``values[i] == x``, in order (``list.index`` does the scanning).

    Examples
    --------
    >>> from boardgames.settlers.rules.common import positions
    >>> positions([-1, 0, 2, 0, -1], 0)
    [1, 3]

    The intersections where a player has built:

    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_settlement(game, 0, "K-L-P")
    >>> [game.fixed_board.corner_names[x] for x in positions(game.corner_owner, 0)]
    ['K-L-P']
    """
    out = []
    i = -1
    for _ in range(values.count(x)):
        i = values.index(x, i + 1)
        out.append(i)
    return out


def affords(hand: list[int], need: tuple[tuple[int, int], ...]) -> bool:
    """Whether ``hand`` holds ``need`` ((resource, count) pairs, see ``Lookups.need``).

    Examples
    --------
    >>> from boardgames.settlers.rules.common import affords
    >>> city = ((3, 2), (4, 3))        # Catan's city: 2 grain (resource 3) and 3 ore (4)
    >>> affords([0, 0, 0, 2, 3], city)
    True
    >>> affords([0, 0, 0, 1, 5], city)
    False
    """
    for r, k in need:
        if hand[r] < k:
            return False
    return True


# -------------------------------------------------- what every rule asks of the state
def phase_description(s: SettlersState, seat: int | None = None) -> str:
    """What the game waits for now, in words (the status line of the play app; the reason
    an action of the wrong phase is refused).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.common import phase_description
    >>> game = boardgames.new_game("catan", players=3, seed=1)
    >>> phase_description(game)
    'player 0 must place a starting settlement'
    """
    ph = s.phase
    p = s.player
    return {
        "setup_settlement": f"player {p} must place a starting settlement",
        "setup_road": f"player {p} must place a road next to the settlement just placed",
        "setup_choose": f"player {p} must choose the settlement that gives starting resources",
        "pre_roll": f"player {p} must roll the dice first (or play a development card)",
        "main": f"it is player {p}'s turn to build, trade or end the turn",
        "discard": f"player {p} must discard {s.discard_owed[p]} more card(s) after the 7",
        "robber": f"player {p} must move the {s.ruleset.terms['robber']}",
        "road_building": f"player {p} must place {s.free_roads} free road(s)",
        "trade": f"player {p} must accept or decline the trade offer",
        "over": "the game is over",
    }[ph]


def need_phase(s: SettlersState, *phases: str, what: str) -> None:
    """IllegalAction unless the game is in one of ``phases`` (``what``: the action, in words).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.common import need_phase
    >>> game = boardgames.new_game("catan", players=3, seed=1)
    >>> need_phase(game, "setup_settlement", what="placing a settlement")
    >>> need_phase(game, "main", what="trading with the bank")
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: trading with the bank is not allowed now: player 0 must place a starting settlement
    """
    if s.phase not in phases:
        raise IllegalAction(f"{what} is not allowed now: {phase_description(s)}")


def corner_number(s: SettlersState, name: Any) -> int:
    """The index of the intersection called ``name``; IllegalAction if there is none.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.common import corner_number
    >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    >>> corner_number(game, "K-L-P")
    31
    """
    try:
        return s.fixed_board.corner_index[name]
    except (KeyError, TypeError):
        raise IllegalAction(f"there is no intersection called {short(name)}") from None


def resource_number(s: SettlersState, name: Any) -> int:
    """The index of the resource ``name`` in the ruleset; IllegalAction if it is none.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.common import resource_number
    >>> resource_number(boardgames.new_game("catan", players=3, seed=1), "ore")
    4
    """
    try:
        return s.ruleset.resources.index(name)
    except ValueError:
        if s.ruleset.jungle and name in ("discovery", "discoveries"):
            raise IllegalAction("discoveries are not resource cards: they cannot be traded, "
                                "stolen, monopolised or taken by Year of Plenty; they only "
                                "pay for development cards") from None
        raise IllegalAction(f"{short(name)} is not a resource; use one of "
                            f"{', '.join(s.ruleset.resources)}") from None


def cost_words(s: SettlersState, cost: Sequence[int]) -> str:
    """A cost (counts per resource) in words, e.g. ``"1 brick, 1 lumber"``.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.common import cost_words
    >>> game = boardgames.new_game("catan", players=3, seed=1)
    >>> cost_words(game, game.ruleset.costs["road"])
    '1 brick, 1 lumber'
    """
    return _words(s.ruleset.resources, tuple(cost))


@functools.lru_cache(maxsize=256)
def _words(resources: tuple[str, ...], cost: tuple[int, ...]) -> str:
    """:func:`cost_words`, kept: the same few costs and offers are put in words again and
    again (every bot's trade offer is logged)."""
    return ", ".join(f"{k} {r}" for r, k in zip(resources, cost, strict=True) if k)


def can_pay(s: SettlersState, p: int, cost: Sequence[int]) -> bool:
    """Whether player ``p``'s hand holds ``cost`` (counts per resource).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.common import can_pay
    >>> game = boardgames.new_game("catan", players=3, seed=1)
    >>> can_pay(game, 0, game.ruleset.costs["road"]), can_pay(game, 0, (0, 0, 0, 0, 0))
    (False, True)
    """
    h = s.hands[p]
    for r, k in enumerate(cost):
        if h[r] < k:
            return False
    return True


def need_pay(s: SettlersState, p: int, cost: Sequence[int], what: str) -> None:
    """IllegalAction unless player ``p`` can pay ``cost`` for ``what`` (in words).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.common import need_pay
    >>> game = boardgames.new_game("catan", players=3, seed=1)
    >>> need_pay(game, 0, game.ruleset.costs["road"], "a road")
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: a road costs 1 brick, 1 lumber, and player 0 does not have that
    """
    if not can_pay(s, p, cost):
        raise IllegalAction(f"{what} costs {cost_words(s, cost)}, and player {p} "
                            f"does not have that")


def pay(s: SettlersState, p: int, cost: Sequence[int]) -> None:
    """Player ``p`` pays ``cost`` to the bank (no check: see :func:`need_pay`).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.common import pay
    >>> game = boardgames.new_game("catan", players=3, seed=1)
    >>> game.hands[0], game.bank = [1, 1, 0, 0, 0], [18, 18, 19, 19, 19]
    >>> pay(game, 0, game.ruleset.costs["road"])
    >>> game.hands[0], game.bank
    ([0, 0, 0, 0, 0], [19, 19, 19, 19, 19])
    """
    h, bank = s.hands[p], s.bank
    for r, k in enumerate(cost):
        if k:
            h[r] -= k
            bank[r] += k
