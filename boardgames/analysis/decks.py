"""Exact card-drawing odds, including piles that get discards shuffled under them.

A draw pile is given as a list of **segments**, top first; each segment is a
multiset ``{card: count}`` in unknown (uniformly shuffled) order.  A freshly
shuffled deck is one segment.  When a game says "shuffle the discards and put
them under the draw pile" (Forbidden Jungle's *Increase Threat & Shuffle*),
the discards become a new segment at the bottom: :func:`shuffle_under`.  When
the pile runs out, the discard pile (with every card drawn so far) is shuffled
into a new pile, if ``reshuffle`` is on.

Only two kinds of card matter for "will I draw one of these?": the targets and
the rest.  So the state of the calculation is the target/other count of each
segment and of the discard pile; this stays small for any real deck, and the
answers are exact fractions.  :func:`p_draw_all` uses inclusion-exclusion
over the target cards, ``2^k`` such calculations for ``k`` cards: fine up to
about 15 distinct cards, intractable far beyond (then simulate with
:func:`simulate_draws`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import comb

Pile = Mapping[Hashable, int] | Sequence[Mapping[Hashable, int]]


def _segments(pile: Pile) -> list[dict[Hashable, int]]:
    if isinstance(pile, Mapping):
        return [dict(pile)]
    return [dict(s) for s in pile]


def shuffle_under(pile: Pile, discard: Mapping[Hashable, int]) -> list[dict[Hashable, int]]:
    """The pile after the discards are shuffled and put under it (a new bottom segment).

    Examples
    --------
    After an *Increase Threat & Shuffle*, the discards go under the six cards left:

    >>> from boardgames.analysis.decks import p_draw_any, shuffle_under
    >>> pile = shuffle_under({"increase": 1, "other": 5}, {"increase": 2, "other": 9})
    >>> pile
    [{'increase': 1, 'other': 5}, {'increase': 2, 'other': 9}]
    >>> p_draw_any(pile, ["increase"], 2)   # only the top six cards can come up in two draws
    Fraction(1, 3)
    """
    segs = [s for s in _segments(pile) if sum(s.values())]
    extra = {k: v for k, v in discard.items() if v}
    return segs + ([extra] if extra else [])


def hypergeometric(population: int, successes: int, draws: int, k: int) -> Fraction:
    """P(exactly ``k`` successes in ``draws`` draws without replacement): the classic formula.

    Examples
    --------
    Two threat cards from a pile of 17 that holds 3 Increase Threat cards:
    the chance that exactly one of the two is an Increase Threat.

    >>> hypergeometric(17, 3, 2, 1)
    Fraction(21, 68)
    """
    if k < 0 or k > draws or k > successes or draws - k > population - successes:
        return Fraction(0)
    return Fraction(comb(successes, k) * comb(population - successes, draws - k),
                    comb(population, draws))


def _split(pile: Pile, discard: Mapping[Hashable, int] | None,
           is_target: Callable[[Hashable], bool]) -> tuple[tuple[tuple[int, int], ...],
                                                           tuple[int, int]]:
    segs = []
    for s in _segments(pile):
        t = sum(v for k, v in s.items() if is_target(k))
        o = sum(v for k, v in s.items() if not is_target(k))
        if t + o:
            segs.append((t, o))
    d = discard or {}
    dt = sum(v for k, v in d.items() if is_target(k))
    do = sum(v for k, v in d.items() if not is_target(k))
    return tuple(segs), (dt, do)


@lru_cache(maxsize=200_000)
def _count_dist(segs: tuple[tuple[int, int], ...], disc: tuple[int, int], draws: int,
                reshuffle: bool) -> tuple[tuple[int, Fraction], ...]:
    """Distribution of target cards among the next ``draws`` draws, from this state."""
    if draws == 0:
        return ((0, Fraction(1)),)
    if not segs:
        if not reshuffle or disc[0] + disc[1] == 0:
            return ((0, Fraction(1)),)      # nothing left to draw
        segs, disc = (disc,), (0, 0)
    (t, o), rest = segs[0], segs[1:]
    n = t + o
    out: dict[int, Fraction] = {}
    for hit, p, seg in ((1, Fraction(t, n), (t - 1, o)), (0, Fraction(o, n), (t, o - 1))):
        if not p:
            continue
        nsegs = ((seg,) if seg[0] + seg[1] else ()) + rest
        ndisc = (disc[0] + hit, disc[1] + 1 - hit)
        for k, q in _count_dist(nsegs, ndisc, draws - 1, reshuffle):
            out[k + hit] = out.get(k + hit, Fraction(0)) + p * q
    return tuple(sorted(out.items()))


def _target_fn(targets: Iterable[Hashable] | Callable[[Hashable], bool]) -> Callable:
    if callable(targets):
        return targets
    ts = frozenset(targets)
    return ts.__contains__


def draw_count_distribution(pile: Pile, targets: Iterable[Hashable] | Callable, draws: int,
                            discard: Mapping[Hashable, int] | None = None,
                            reshuffle: bool = True) -> dict[int, Fraction]:
    """``{k: P(exactly k target cards among the next draws)}``.

    ``targets`` is a set of card names (every copy of them counts) or a
    predicate.  Drawn cards go to the discard pile; if the pile runs out and
    ``reshuffle`` is on, the discards (drawn cards included) are shuffled into
    a new pile, so a card can be drawn more than once.  With ``reshuffle`` off
    the draws stop when the pile is empty.

    Examples
    --------
    How many of the 3 Increase Threat cards in a pile of 17 come up in two draws:

    >>> from boardgames.analysis.decks import draw_count_distribution
    >>> draw_count_distribution({"increase": 3, "other": 14}, {"increase"}, 2)
    {0: Fraction(91, 136), 1: Fraction(21, 68), 2: Fraction(3, 136)}

    Segments keep their order: the two ``"c"`` cards lie under ``"a"`` and ``"b"``,
    so three draws always find exactly one of them.

    >>> draw_count_distribution([{"a": 1, "b": 1}, {"c": 2}], ["c"], 3)
    {1: Fraction(1, 1)}
    """
    segs, disc = _split(pile, discard, _target_fn(targets))
    return dict(_count_dist(segs, disc, draws, reshuffle))


def p_draw_any(pile: Pile, targets: Iterable[Hashable] | Callable, draws: int,
               discard: Mapping[Hashable, int] | None = None, reshuffle: bool = True) -> Fraction:
    """P(at least one target card among the next ``draws`` draws).

    Examples
    --------
    A pile of two ``"a"`` and three ``"b"`` cards in one shuffled segment:

    >>> p_draw_any([{"a": 2, "b": 3}], ["a"], 2)
    Fraction(7, 10)
    """
    return 1 - draw_count_distribution(pile, targets, draws, discard, reshuffle).get(0, Fraction(0))


def p_draw_all(pile: Pile, cards: Iterable[Hashable], draws: int,
               discard: Mapping[Hashable, int] | None = None, reshuffle: bool = True) -> Fraction:
    """P(every one of ``cards`` (distinct names) is drawn at least once in the next draws).

    Inclusion-exclusion: ``sum over subsets S of (-1)^|S| P(no card of S drawn)``.

    Examples
    --------
    >>> from boardgames.analysis.decks import p_draw_all
    >>> pile = {"a": 1, "b": 1, "c": 3}
    >>> p_draw_all(pile, ["a", "b"], 2)     # both in two draws: 1 pair of the 10
    Fraction(1, 10)
    >>> p_draw_all(pile, ["a", "b"], 3)
    Fraction(3, 10)
    """
    cs = list(dict.fromkeys(cards))
    total = Fraction(0)
    for k in range(len(cs) + 1):
        for sub in combinations(cs, k):
            none = draw_count_distribution(pile, set(sub), draws, discard, reshuffle).get(
                0, Fraction(0))
            total += (-1) ** k * none
    return total


def simulate_draws(pile: Pile, draws: int, trials: int, seed: int | None = 0,
                   discard: Mapping[Hashable, int] | None = None,
                   reshuffle: bool = True) -> list[list[Hashable]]:
    """``trials`` simulated sequences of the next ``draws`` cards (a list-of-cards model).

    Each segment is shuffled and the segments stacked, top first; when the
    pile is empty the discards (with the drawn cards) are shuffled into it.
    An independent check on the exact functions.

    Examples
    --------
    >>> from boardgames.analysis.decks import simulate_draws
    >>> runs = simulate_draws({"a": 2, "b": 3}, draws=2, trials=1000, seed=1)
    >>> runs[:3]
    [['b', 'b'], ['a', 'b'], ['b', 'b']]
    >>> sum("a" in run for run in runs) / len(runs)    # p_draw_any gives exactly 7/10
    0.7
    """
    rng = random.Random(seed)
    out = []
    for _ in range(trials):
        stack: list[Hashable] = []
        for seg in _segments(pile):
            cards = [k for k, v in seg.items() for _ in range(v)]
            rng.shuffle(cards)
            stack.extend(cards)
        disc = [k for k, v in (discard or {}).items() for _ in range(v)]
        seq = []
        pos = 0
        for _ in range(draws):
            if pos == len(stack):
                if not reshuffle or not disc:
                    break
                stack, pos = disc, 0
                rng.shuffle(stack)
                disc = []
            card = stack[pos]
            pos += 1
            seq.append(card)
            disc.append(card)
        out.append(seq)
    return out
