"""Longest Road: the longest trail of one player's roads.

A *trail* may branch nowhere and use each road once, but may visit an
intersection twice (a loop counts whole).  An opponent's settlement or city
on an intersection cuts trails there: a trail may end at it, counting the
road into it, but may not pass through.  Every strong engine brute-forces
this, and so do we: at most 15 roads and 3 roads per intersection keep the
search tiny.

Where a search may start: a longest trail cannot be made longer, so each
end of it is an intersection where every one of the player's roads is used
(an odd number of them: one in or out, two for each pass through) or one
that is cut.  A trail that ends where it starts and passes no cut
intersection can only be longest if it is its whole network, a plain
loop.  So the search starts at the intersections with one or three roads
and at cut ones (the *starts*), steps from start to start along the runs of
roads between them, and a network with no start (a loop) counts whole.
"""

from __future__ import annotations

from collections.abc import Sequence


def longest_road(roads: Sequence[int], edge_corners: Sequence[tuple[int, int]],
                 blocked: Sequence[bool]) -> int:
    """Length of the longest trail through ``roads`` (edge indices).

    ``blocked[c]`` is True where an opponent's building stands on corner ``c``.

    Examples
    --------
    >>> from boardgames.settlers.longest_road import longest_road
    >>> edge_corners = [(0, 1), (1, 2), (2, 3), (1, 4)]   # roads 0-2 in a line, road 3 a branch
    >>> longest_road([0, 1, 2, 3], edge_corners, [False] * 5)
    3
    >>> cut = [False, False, True, False, False]          # an opponent builds on corner 2
    >>> longest_road([0, 1, 2, 3], edge_corners, cut)
    2
    >>> ring = [(i, (i + 1) % 6) for i in range(6)]       # six roads round a hex: a loop counts whole
    >>> longest_road(list(range(6)), ring, [False] * 6)
    6

    A game's roads are edge indices of its board's topology:

    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_road(game, 0, "K-L-P~K-O-P", "J-K-O~K-O-P", "J-K-O~J-N-O",
    ...                            "K-O-P~O-P-S")
    >>> roads = [e for e, owner in enumerate(game.edge_owner) if owner == 0]
    >>> topology = game.fixed_board.topology
    >>> longest_road(roads, topology.edge_corners, [False] * len(topology.corner_points))
    3
    >>> game.road_length[0]                               # what the engine keeps up to date
    3
    """
    n = len(roads)
    if not n:
        return 0
    at: dict[int, list[tuple[int, int]]] = {}     # corner -> (road, corner at its other end)
    for e in roads:
        a, b = edge_corners[e]
        at.setdefault(a, []).append((e, b))
        at.setdefault(b, []).append((e, a))
    starts = [c for c, ends in at.items() if len(ends) != 2 or blocked[c]]
    # A trail passes a corner with two roads that is not cut straight through, so each run
    # of roads between two starts becomes one link of its length: the search then steps
    # from start to start.  link[start]: (bit of the link, its length, the start it reaches)
    link: dict[int, list[tuple[int, int, int]]] = {c: [] for c in starts}
    seen_roads: set[int] = set()
    bit = 1
    for c in starts:
        for e, nxt in at[c]:
            if e in seen_roads:
                continue
            seen_roads.add(e)
            length, here = 1, nxt
            while here not in link:             # a plain corner: follow its other road
                (e1, c1), (e2, c2) = at[here]
                e, here = (e2, c2) if e1 in seen_roads else (e1, c1)
                seen_roads.add(e)
                length += 1
            link[c].append((bit, length, here))
            if here != c:
                link[here].append((bit, length, c))
            else:                               # a loop back to c: both ways round
                link[c].append((bit, length, c))
            bit <<= 1
    best = 0
    for c in starts:
        best = max(best, _walk(link, blocked, c, 0, 0))
        if best == n:               # no trail is longer than all the roads
            return best
    # roads no start reaches form plain loops (six round a hex at least): each counts whole
    if len(seen_roads) < n:
        rest = [e for e in roads if e not in seen_roads]
        while rest:
            loop = {rest[0]}
            stack = list(edge_corners[rest[0]])
            while stack:
                for e, other in at[stack.pop()]:
                    if e not in loop:
                        loop.add(e)
                        stack.append(other)
            best = max(best, len(loop))
            rest = [e for e in rest if e not in loop]
    return best


def longest_from(roads: Sequence[int], edge_corners: Sequence[tuple[int, int]],
                 blocked: Sequence[bool], start: int) -> int:
    """Length of the longest trail through ``roads`` that starts at corner ``start``.

    Examples
    --------
    >>> from boardgames.settlers.longest_road import longest_from
    >>> edge_corners = [(0, 1), (1, 2), (2, 3), (1, 4)]   # roads 0-2 in a line, road 3 a branch
    >>> longest_from([0, 1, 2, 3], edge_corners, [False] * 5, 4)   # 4-1-2-3
    3
    >>> longest_from([0, 1, 2, 3], edge_corners, [False] * 5, 1)   # from the fork: 1-2-3
    2
    >>> longest_from([0, 1, 2, 3], edge_corners, [False] * 5, 9)   # no road there
    0
    """
    link: dict[int, list[tuple[int, int, int]]] = {}    # every road a link of length 1
    for i, e in enumerate(roads):
        a, b = edge_corners[e]
        bit = 1 << i
        link.setdefault(a, []).append((bit, 1, b))
        link.setdefault(b, []).append((bit, 1, a))
    if start not in link:
        return 0
    return _walk(link, blocked, start, 0, 0)


def _walk(link: dict[int, list[tuple[int, int, int]]], blocked: Sequence[bool], corner: int,
          length: int, used: int) -> int:
    """The longest trail from ``corner``, ``length`` long so far, over the links not in ``used``
    (``link[corner]``: (bit, length, corner it reaches)); a cut corner ends a trail."""
    best = length
    if length and blocked[corner]:
        return best
    for b, k, other in link[corner]:
        if not used & b:
            found = _walk(link, blocked, other, length + k, used | b)
            if found > best:
                best = found
    return best
