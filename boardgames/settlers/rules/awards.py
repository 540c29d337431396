"""Awards: the special cards worth points while held.

Longest Road (the longest trail of roads), Largest Army (the most knights
played) and, in Zarahemla, the Greatest Temple Contributor (the most temple
stones) are one rule with three counts:

* nobody holds the card until somebody's count reaches the minimum;
* the holder keeps it while nobody's count is larger;
* another player takes it with a strictly larger count.

Only the Longest Road can shrink (an opponent's settlement cuts a road).
When it does and two or more players tie for the longest, base Catan sets
the card aside; Zarahemla (``Ruleset.road_tie_keeps_holder``) leaves it with
the player who held it "until a different player builds a Road with more
Road segments".  Knights and temple stones only grow, so a tie there always
leaves the card where it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..longest_road import longest_from, longest_road
from .common import positions

if TYPE_CHECKING:
    from ..state import SettlersState


def award_holder(counts: Sequence[int], holder: int, minimum: int,
                 tie_keeps_holder: bool = True) -> int:
    """Who holds a special card once the counts are ``counts`` (-1: nobody).

    >>> award_holder([2, 3, 1], -1, 3)        # the first to reach 3 takes it
    1
    >>> award_holder([4, 4, 1], 1, 3)         # a tie leaves it with its holder
    1
    >>> award_holder([5, 4, 1], 1, 3)         # a strictly larger count takes it
    0
    >>> cut = [5, 5, 4]                        # seat 2's road of 6 cut to 4: a tie for 5
    >>> award_holder(cut, 2, 5, tie_keeps_holder=False)        # Catan: set aside
    -1
    >>> award_holder(cut, 2, 5, tie_keeps_holder=True)         # Zarahemla: kept
    2
    """
    best = max(counts)
    if best < minimum:
        return -1
    if holder >= 0 and counts[holder] == best:
        return holder
    top = [q for q, k in enumerate(counts) if k == best]
    if len(top) == 1:
        return top[0]
    return holder if tie_keeps_holder else -1


def longest_road_holder(rs: Any, lengths: Sequence[int], holder: int) -> int:
    """Who holds the Longest Road once road lengths are ``lengths`` (-1: nobody).

    Examples
    --------
    >>> from boardgames.settlers import CATAN, ZARAHEMLA
    >>> from boardgames.settlers.rules.awards import longest_road_holder
    >>> longest_road_holder(CATAN, [4, 3, 2], -1)        # nobody has the 5 roads it takes
    -1
    >>> longest_road_holder(CATAN, [5, 3, 2], -1)
    0
    >>> cut = [5, 5, 4]                                  # seat 2's road cut: a tie for 5
    >>> longest_road_holder(CATAN, cut, 2)               # Catan sets the card aside
    -1
    >>> longest_road_holder(ZARAHEMLA, cut, 2)           # Zarahemla leaves it with seat 2
    2
    """
    return award_holder(lengths, holder, rs.longest_road_min, rs.road_tie_keeps_holder)


def _update_longest_road(s: SettlersState, builder: int | None = None) -> None:
    """Measure again the roads of ``builder`` (everyone's when None) and pass the card on."""
    co = s.corner_owner
    ec = s.lookups.edge_corners
    players = range(s.n) if builder is None else (builder,)
    for q in players:
        blocked = [o >= 0 and o != q for o in co]
        s.road_length[q] = longest_road(positions(s.edge_owner, q), ec, blocked)
    _pass_longest_road(s)


def _pass_longest_road(s: SettlersState) -> None:
    """The Longest Road card to whom the road lengths now give it."""
    lengths = s.road_length
    holder = s.longest_holder
    new = longest_road_holder(s.ruleset, lengths, holder)
    if new != holder:
        s.longest_holder = new
        if new >= 0:
            s.log.append(f"Player {new} takes the Longest Road ({max(lengths)} roads).")
        else:
            s.log.append("Nobody holds the Longest Road now.")


def _road_built(s: SettlersState, p: int, e: int) -> None:
    """Road ``e`` of ``p`` just built: ``p``'s road length again, and the card.

    When the road's far end ``b`` touches none of ``p``'s other roads, every trail
    through it ends there, so the only new trails are the road plus a trail from
    its near end ``a`` (if ``a`` may be passed): one search from ``a`` instead of
    a search of the whole network.  A road joining roads at both ends (two
    trails joined, a loop closed) measures the whole network again."""
    ec, ce = s.lookups.edge_corners, s.lookups.corner_edges
    eo, co = s.edge_owner, s.corner_owner
    a, b = ec[e]
    at_a = any(eo[f] == p for f in ce[a] if f != e)
    at_b = any(eo[f] == p for f in ce[b] if f != e)
    if at_a and at_b:
        _update_longest_road(s, p)
        return
    if at_b:
        a, b = b, a
    longest = 1
    if at_a or at_b:
        blocked = [o >= 0 and o != p for o in co]
        if not blocked[a]:
            others = [f for f in s.own_roads[p] if f != e]
            longest = 1 + longest_from(others, ec, blocked, a)
    if longest > s.road_length[p]:
        s.road_length[p] = longest
        _pass_longest_road(s)


def _add_knight(s: SettlersState, p: int) -> None:
    """A knight played: it counts towards the Largest Army."""
    s.knights[p] += 1
    new = award_holder(s.knights, s.army_holder, s.ruleset.largest_army_min)
    if new != s.army_holder:
        s.army_holder = new
        s.log.append(f"Player {p} takes the Largest Army.")


def _add_temples(s: SettlersState, p: int, k: int) -> None:
    """``k`` temple stones added (as many as ``p`` has left): the Greatest Temple Contributor."""
    k = min(k, s.temples_left[p])
    s.temples[p] += k
    s.temples_left[p] -= k
    s.log.append(f"Player {p} adds {k} stone(s) to the temple ({s.temples[p]} in all).")
    new = award_holder(s.temples, s.temple_holder, s.ruleset.temple_min)
    if new != s.temple_holder:
        s.temple_holder = new
        s.log.append(f"Player {p} becomes the Greatest Temple Contributor.")
