"""Small helpers every rule module uses on the flat state."""

from __future__ import annotations

from typing import Any


def positions(values: list, x: Any) -> list[int]:
    """Every index ``i`` with ``values[i] == x``, in order (``list.index`` does the scanning)."""
    out = []
    i = -1
    for _ in range(values.count(x)):
        i = values.index(x, i + 1)
        out.append(i)
    return out


def affords(hand: list[int], need: tuple[tuple[int, int], ...]) -> bool:
    """Whether ``hand`` holds ``need`` ((resource, count) pairs, see ``_Cache.need``)."""
    for r, k in need:
        if hand[r] < k:
            return False
    return True
