"""Small helpers every rule module uses on the flat state."""

from __future__ import annotations

from typing import Any


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
    """Whether ``hand`` holds ``need`` ((resource, count) pairs, see ``_Cache.need``).

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
