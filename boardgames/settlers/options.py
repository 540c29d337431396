"""The options of a settlers game, and the small pieces the engine and the loader share.

Kept apart from :mod:`boardgames.settlers.engine` so that the loader
(:mod:`boardgames.settlers.save`) checks a save with the engine's own rules without
importing the engine (no import circle).
"""

from __future__ import annotations

from typing import Any

from ..core.actions import compile_kinds
from ..core.chance import ChanceEvent
from ..core.checks import short, whole
from ..core.errors import IllegalAction
from . import actions as A
from .rulesets import VICTORY_POINT, Ruleset

ACTION_FIELDS = compile_kinds(A.FIELD_KINDS)
"""The compiled field kinds of the settlers actions (what ``check_fields`` checks)."""


def normalise_outcome(event: ChanceEvent, value: Any) -> Any:
    """Friendly spellings of forced outcomes: a dice total, a card's name.

    >>> from boardgames.core.chance import ChanceEvent
    >>> from boardgames.settlers.options import normalise_outcome
    >>> normalise_outcome(ChanceEvent.uniform("dice", [(1, 1)]), 8)
    (6, 2)
    """
    if event.kind == "dice" and isinstance(value, int):
        if not 2 <= value <= 12:
            raise IllegalAction(f"two dice cannot total {value}")
        return (min(6, value - 1), value - min(6, value - 1))
    if isinstance(value, list):
        return tuple(value)
    return value


def max_points(rs: Ruleset) -> int:
    """The most points a player can ever hold: every building, special card and VP card.

    Examples
    --------
    >>> from boardgames.settlers import CATAN, ZARAHEMLA
    >>> from boardgames.settlers.options import max_points
    >>> max_points(CATAN)          # 5 settlements, 4 cities, 2 special cards, 5 VP cards
    22
    >>> max_points(ZARAHEMLA)      # and the Greatest Temple Contributor
    24
    """
    specials = 2 + (1 if rs.pieces["temple"] else 0)
    return (rs.pieces["settlement"] + 2 * rs.pieces["city"] + rs.special_card_points * specials
            + rs.dev_deck[VICTORY_POINT])


def check_options(rs: Ruleset, players: Any, seed: Any, target: Any, jungle_number: Any,
                  discovery_supply: Any) -> tuple:
    """The options of a new game (or of a saved one) checked; ValueError says what is wrong.

    Returns ``(players, seed, target, jungle_number, discovery_supply)`` with the
    rulebook's values where None was given.

    Examples
    --------
    >>> from boardgames.settlers import CATAN, CATAN_JUNGLE, ZARAHEMLA
    >>> from boardgames.settlers.options import check_options
    >>> check_options(CATAN, 4, 1, None, None, None)           # the target: 10
    (4, 1, 10, None, None)
    >>> check_options(CATAN_JUNGLE, 3, None, 8, None, None)    # the Jungle's token: 4
    (3, None, 8, 4, None)
    >>> check_options(ZARAHEMLA, 3, 1, 9, None, None)
    Traceback (most recent call last):
        ...
    ValueError: The Settlers of Zarahemla is played to 12 points, or 10 or 11 as the short variant
    """
    if not whole(players) or players not in rs.players:
        raise ValueError(f"{rs.title} is for {' or '.join(map(str, rs.players))} players, "
                         f"not {short(players)}")
    if seed is not None and not whole(seed):
        raise ValueError(f"seed must be a whole number (or None), not {short(seed)}")
    if target is None:
        target = rs.target
    if not whole(target):
        raise ValueError(f"target must be a whole number of points, not {short(target)}")
    if rs.targets is not None and target not in rs.targets:
        raise ValueError(f"{rs.title} is played to {rs.targets[-1]} points, or "
                         f"{' or '.join(map(str, rs.targets[:-1]))} as the short variant")
    top = max_points(rs)
    if not 3 <= target <= top:
        raise ValueError(f"target must be from 3 to {top} points (the most a player can "
                         f"hold in {rs.title}), not {target}")
    if rs.jungle:
        if jungle_number is None:
            jungle_number = 4
        if not whole(jungle_number) or jungle_number not in (3, 4, 5, 9, 10, 11):
            raise ValueError("the Jungle's number token must be 3, 4, 5, 9, 10 or 11 (never "
                             f"2, 6, 8 or 12), not {short(jungle_number)}")
        if discovery_supply is not None and (not whole(discovery_supply)
                                             or not 0 <= discovery_supply <= 10_000):
            raise ValueError("discovery_supply is a number of counters from 0 to 10000, or "
                             f"None for unlimited, not {short(discovery_supply)}")
    elif jungle_number is not None or discovery_supply is not None:
        raise ValueError("jungle_number and discovery_supply belong to the catan-jungle game")
    return players, seed, target, jungle_number, discovery_supply
