"""Longest Road: the longest trail of one player's roads.

A *trail* may branch nowhere and use each road once, but may visit an
intersection twice (a loop counts whole).  An opponent's settlement or city
on an intersection cuts trails there: a trail may end at it, counting the
road into it, but may not pass through.  Every strong engine brute-forces
this, and so do we: at most 15 roads and 3 roads per intersection keep the
search tiny.
"""

from __future__ import annotations

from collections.abc import Sequence


def longest_road(roads: Sequence[int], edge_corners: Sequence[tuple[int, int]],
                 blocked: Sequence[bool]) -> int:
    """Length of the longest trail through ``roads`` (edge indices).

    ``blocked[c]`` is True where an opponent's building stands on corner ``c``.
    """
    if not roads:
        return 0
    at: dict[int, list[int]] = {}
    for e in roads:
        a, b = edge_corners[e]
        at.setdefault(a, []).append(e)
        at.setdefault(b, []).append(e)
    used: set[int] = set()
    best = 0

    def walk(corner: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if length and blocked[corner]:
            return
        for e in at[corner]:
            if e not in used:
                used.add(e)
                a, b = edge_corners[e]
                walk(b if a == corner else a, length + 1)
                used.discard(e)

    for c in at:
        walk(c, 0)
        if best == len(roads):      # no trail is longer than all the roads
            break
        if best == len(roads):
            break
    return best
