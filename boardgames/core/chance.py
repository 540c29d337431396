"""Chance events: every random thing a game does, listed before it happens.

A :class:`ChanceEvent` is a finite list of outcomes with exact probabilities.
Engines never call the random number generator directly; they ask a
:class:`ChanceSource` to resolve an event.  That one door is what makes three
things possible:

* **exact analysis** - ``game.chance_of(action)`` returns the event an action
  would trigger, with :class:`fractions.Fraction` probabilities;
* **demonstrations** - ``game.force("dice", 7)`` makes the next dice roll a 7
  ("suppose a seven is rolled"), ``game.force("steal", "ore")`` fixes the next
  stolen card, and so on;
* **replay** - a seeded generator resolves everything else, so the same seed
  and the same actions give the same game, bit for bit.
"""

from __future__ import annotations

import contextlib
import math
import numbers
import random
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .checks import short
from .errors import IllegalAction


@dataclass(frozen=True, slots=True)
class ChanceEvent:
    """A random event: ``kind`` names it, ``outcomes`` and ``weights`` list it.

    Probabilities are ``weight / total``, kept as integers so that sampling is
    exact and reproducible.  Use :meth:`distribution` for ``Fraction`` values.
    """

    kind: str
    outcomes: tuple[Hashable, ...]
    weights: tuple[int, ...]
    description: str = ""
    total: int = field(init=False, repr=False, compare=False)
    is_uniform: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if len(self.outcomes) != len(self.weights) or not self.outcomes:
            raise ValueError("a chance event needs one positive weight per outcome")
        if any((not isinstance(w, int)) or w <= 0 for w in self.weights):
            raise ValueError("chance weights must be positive integers")
        object.__setattr__(self, "total", sum(self.weights))
        object.__setattr__(self, "is_uniform", all(w == 1 for w in self.weights))

    @classmethod
    def uniform(cls, kind: str, outcomes: Iterable[Hashable], description: str = "") -> ChanceEvent:
        """An event whose ``outcomes`` are all equally likely.

        Examples
        --------
        >>> from boardgames.core.chance import ChanceEvent
        >>> die = ChanceEvent.uniform("die", range(1, 7), "one six-sided die")
        >>> print(die)
        die (1: 1/6, 2: 1/6, 3: 1/6, 4: 1/6, 5: 1/6, 6: 1/6)
        >>> die.probability(6)
        Fraction(1, 6)
        """
        outs = tuple(outcomes)
        return cls(kind, outs, (1,) * len(outs), description)

    @classmethod
    def from_counts(cls, kind: str, counts: dict, description: str = "") -> ChanceEvent:
        """An event drawing one item from a multiset ``{item: count}`` (zero counts dropped).

        Examples
        --------
        Drawing a development card from a deck of 14 knights, 5 victory points
        and 2 monopolies (no road building left):

        >>> from boardgames.core.chance import ChanceEvent
        >>> deck = ChanceEvent.from_counts("development card", {"knight": 14, "victory point": 5,
        ...                                                     "monopoly": 2, "road building": 0})
        >>> deck.outcomes
        ('knight', 'victory point', 'monopoly')
        >>> deck.probability("knight"), deck.probability("road building")
        (Fraction(2, 3), Fraction(0, 1))
        """
        items = [(k, c) for k, c in counts.items() if c > 0]
        return cls(kind, tuple(k for k, _ in items), tuple(c for _, c in items), description)

    def distribution(self) -> dict[Hashable, Fraction]:
        """``{outcome: Fraction}``; outcomes that appear twice are merged.

        Examples
        --------
        The 36 equally likely rolls of two dice, merged into their totals:

        >>> from boardgames.core.chance import ChanceEvent
        >>> rolls = [a + b for a in range(1, 7) for b in range(1, 7)]
        >>> totals = ChanceEvent.uniform("two dice", rolls)
        >>> len(totals.outcomes)
        36
        >>> totals.distribution()
        {2: Fraction(1, 36), 3: Fraction(1, 18), 4: Fraction(1, 12), 5: Fraction(1, 9),
         6: Fraction(5, 36), 7: Fraction(1, 6), 8: Fraction(5, 36), 9: Fraction(1, 9),
         10: Fraction(1, 12), 11: Fraction(1, 18), 12: Fraction(1, 36)}
        """
        total = self.total
        out: dict[Hashable, Fraction] = {}
        for o, w in zip(self.outcomes, self.weights, strict=True):
            out[o] = out.get(o, Fraction(0)) + Fraction(w, total)
        return out

    def probability(self, outcome: Hashable) -> Fraction:
        """The exact probability of ``outcome`` (0 for an outcome the event cannot have).

        Examples
        --------
        >>> from boardgames.core.chance import ChanceEvent
        >>> rolls = [a + b for a in range(1, 7) for b in range(1, 7)]
        >>> totals = ChanceEvent.uniform("two dice", rolls)
        >>> totals.probability(7), totals.probability(6) + totals.probability(8)
        (Fraction(1, 6), Fraction(5, 18))
        >>> totals.probability(13)
        Fraction(0, 1)
        """
        return self.distribution().get(outcome, Fraction(0))

    def sample(self, rng: random.Random) -> Hashable:
        """Draw one outcome with exactly the listed probabilities.

        Examples
        --------
        >>> import random
        >>> from boardgames.core.chance import ChanceEvent
        >>> die = ChanceEvent.uniform("die", range(1, 7))
        >>> rng = random.Random(1)                   # the same seed, the same rolls
        >>> [die.sample(rng) for _ in range(10)]
        [2, 5, 1, 3, 1, 4, 4, 4, 6, 4]
        """
        if len(self.weights) == 1:
            return self.outcomes[0]
        r = rng.randrange(self.total)
        if self.is_uniform:
            return self.outcomes[r]
        for o, w in zip(self.outcomes, self.weights, strict=True):
            if r < w:
                return o
            r -= w
        raise AssertionError("unreachable")  # pragma: no cover

    def __str__(self) -> str:
        dist = ", ".join(f"{o}: {p}" for o, p in self.distribution().items())
        return f"{self.kind} ({dist})"


class _Probe(Exception):
    """Raised inside a probing copy to report the first chance event met."""

    def __init__(self, event: ChanceEvent):
        super().__init__(event.kind)
        self.event = event


class FutureRead(Exception):
    """A draw from a sealed source, or from a copy of it (:meth:`ChanceSource.sealed`)."""


class _Sealed(random.Random):
    """The generator of a sealed source: it refuses every read.  A copy of the source
    takes the generator's state on its first draw (``getstate``); the source itself draws
    from it (``random``, ``getrandbits``)."""

    def getstate(self) -> Any:
        raise FutureRead("a sealed chance source was read")

    def random(self) -> float:
        raise FutureRead("a sealed chance source was read")

    def getrandbits(self, k: int) -> int:
        raise FutureRead("a sealed chance source was read")


_SEALED = _Sealed(0)


class ChanceSource:
    """Resolves chance events: forced outcomes first, then the seeded generator.

    ``normalise`` maps a teacher-friendly forced value onto a real outcome of
    the event (for example the dice total 7 onto the pair (3, 4)); it lets each
    game accept the natural spelling of an outcome.

    :meth:`copy` shares the generator until the copy or the source reads it (copy on
    write): a copy of a game that never draws (a bot trying an action) costs no copy of
    the generator's state.  ``generator`` is the generator as it stands, ``shared`` True
    while it may be another source's too; :attr:`rng` gives this source's own, so read
    the generator as ``source.rng`` each time (one kept across a :meth:`copy` may be the
    shared one).
    """

    __slots__ = ("generator", "shared", "forced", "probing", "normalise", "log", "taken",
                 "probe_past_forced", "probe_budget")

    def __init__(self, seed: int | None = None,
                 normalise: Callable[[ChanceEvent, Any], Hashable] | None = None):
        self.generator = random.Random(seed)
        self.shared = False
        self.forced: list[tuple[str, Any]] = []
        self.probing = False
        self.normalise = normalise
        self.log: list[tuple[str, Hashable]] | None = None
        # while not None, every forced outcome used is appended here (the engines
        # record them with the action, so that a replay forces them again)
        self.taken: list[tuple[str, Any]] | None = None
        # while probing: False (the default) stops at the very first event; True lets the
        # forced outcomes queued happen and stops at the first event not forced
        self.probe_past_forced = False
        # while probing past forced outcomes: how many of each kind may happen before the probe
        # stops (None: every forced one); the others stay queued, visible to the rules
        self.probe_budget: dict[str, int] | None = None

    @property
    def rng(self) -> random.Random:
        """The generator: this source's own (a copy of a shared one is taken on first read).

        Examples
        --------
        >>> from boardgames.core.chance import ChanceSource
        >>> source = ChanceSource(seed=1)
        >>> twin = source.copy()                  # shares the generator for now
        >>> source.rng.random() == twin.rng.random()
        True
        >>> twin.rng is source.rng
        False
        """
        if self.shared:
            rng = self.generator
            own = random.Random.__new__(random.Random) if type(rng) is random.Random \
                else random.Random()
            # setstate sets the whole state, so skip the seeding from the OS that Random()
            # does (the slower half of a copy)
            own.setstate(rng.getstate())
            self.generator = own
            self.shared = False
        return self.generator

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self.generator = value
        self.shared = False

    def resolve(self, event: ChanceEvent) -> Hashable:
        """The outcome of ``event``: the first forced outcome of its kind, else a seeded draw.

        Examples
        --------
        >>> from boardgames.core.chance import ChanceEvent, ChanceSource
        >>> die = ChanceEvent.uniform("die", range(1, 7))
        >>> source = ChanceSource(seed=1)
        >>> [source.resolve(die) for _ in range(5)]
        [2, 5, 1, 3, 1]
        >>> source.forced.append(("die", 6))       # what game.force("die", 6) queues
        >>> source.resolve(die), source.forced
        (6, [])
        """
        forced = self.forced
        if self.probing:
            budget = self.probe_budget
            if not (self.probe_past_forced and forced and _first_of(forced, event.kind) >= 0
                    and (budget is None or budget.get(event.kind, 0) > 0)):
                raise _Probe(event)
            if budget is not None:
                budget[event.kind] -= 1
        i = _first_of(forced, event.kind) if forced else -1
        if i >= 0:
            # each kind of event has its own queue: a forced card draw waits for
            # the next card draw, whatever dice are rolled before it
            value = forced[i][1]
            result = self.fit(event, value)
            del forced[i]
            if self.taken is not None:
                self.taken.append((event.kind, value))
        else:
            result = event.sample(self.rng)
        if self.log is not None:
            self.log.append((event.kind, result))
        return result

    def draw(self, kind: str, weights: Sequence[int] | int, make_event: Callable[[], ChanceEvent]) -> int:
        """The index of the outcome drawn from an event of ``kind`` with ``weights``.

        The same as ``event.outcomes.index(self.resolve(event))`` for
        ``event = make_event()`` (whose weights are ``weights``), with the same
        call of the generator, but the event is only built when it is needed:
        while probing, logging, or when an outcome of ``kind`` is forced.  Engines
        use it on their hot path, where building the event would cost more than
        drawing it.  ``weights`` may be an int ``n`` for a uniform event of ``n``
        outcomes.

        Examples
        --------
        >>> from boardgames.core.chance import ChanceEvent, ChanceSource
        >>> die = ChanceEvent.uniform("die", range(1, 7))
        >>> a, b = ChanceSource(seed=3), ChanceSource(seed=3)
        >>> [a.draw("die", 6, lambda: die) for _ in range(5)]          # indices 0 to 5
        [1, 4, 4, 1, 2]
        >>> [die.outcomes.index(b.resolve(die)) for _ in range(5)]    # the same draws
        [1, 4, 4, 1, 2]
        """
        forced = self.forced
        if (self.probing or self.log is not None or (forced and _first_of(forced, kind) >= 0)
                or type(self) is not ChanceSource):   # a subclass may resolve its own way
            event = make_event()
            return event.outcomes.index(self.resolve(event))
        if isinstance(weights, int):
            return self.rng.randrange(weights) if weights > 1 else 0
        if len(weights) == 1:
            return 0
        r = self.rng.randrange(sum(weights))
        for i, w in enumerate(weights):
            if r < w:
                return i
            r -= w
        raise AssertionError("unreachable")  # pragma: no cover

    def fit(self, event: ChanceEvent, value: Any) -> Hashable:
        """The outcome of ``event`` that ``value`` names, or IllegalAction if there is none.

        Examples
        --------
        >>> from boardgames.core.chance import ChanceEvent, ChanceSource
        >>> die = ChanceEvent.uniform("die", range(1, 7))
        >>> ChanceSource(seed=1).fit(die, 4)
        4
        >>> ChanceSource(seed=1).fit(die, 9)
        Traceback (most recent call last):
            ...
        boardgames.core.errors.IllegalAction: cannot force die to 9:
        the possible outcomes are 1, 2, 3, 4, 5, 6

        A game's source also accepts the natural spelling (a dice total for a pair of dice):

        >>> from boardgames import new_game
        >>> from boardgames.settlers import position
        >>> from boardgames.settlers.actions import Roll
        >>> game = position.skip_setup(new_game("catan", players=3, seed=1, layout="beginner"))
        >>> game.chance.fit(game.chance_of(Roll()), 7)
        (6, 1)
        """
        value = plain_outcome(value)
        try:
            outcome = self.normalise(event, value) if self.normalise else value
            ok = outcome in event.outcomes
        except IllegalAction:
            raise
        except Exception:   # an unhashable or odd value names no outcome
            ok = False
        if ok:
            # the event's own outcome object: what is queued and saved is always plain data
            return event.outcomes[event.outcomes.index(outcome)]
        shown = ", ".join(map(str, dict.fromkeys(event.outcomes)))
        if len(shown) > 300:
            shown = shown[:300] + " ..."
        raise IllegalAction(f"cannot force {event.kind} to {_short(value)}: the possible "
                            f"outcomes are {shown}")

    # -- serialisation ----------------------------------------------------
    def state(self) -> dict:
        """The generator and the forced outcomes as JSON-ready data (see :meth:`set_state`).

        Examples
        --------
        >>> from boardgames.core.chance import ChanceEvent, ChanceSource
        >>> die = ChanceEvent.uniform("die", range(1, 7))
        >>> source = ChanceSource(seed=5)
        >>> saved = source.state()
        >>> sorted(saved), len(saved["rng"][1])
        (['forced', 'rng'], 625)
        >>> first = [source.resolve(die) for _ in range(5)]
        >>> source.set_state(saved)                  # back to where it was saved
        >>> [source.resolve(die) for _ in range(5)] == first
        True
        """
        version, internal, gauss = self.generator.getstate()    # reading: a shared one will do
        return {"rng": [version, list(internal), gauss],
                "forced": [[k, _listify(v)] for k, v in self.forced]}

    def set_state(self, data: Any) -> None:
        """Restore :meth:`state` data; anything malformed raises ValueError saying what.

        Examples
        --------
        >>> from boardgames.core.chance import ChanceEvent, ChanceSource
        >>> die = ChanceEvent.uniform("die", range(1, 7))
        >>> saved = ChanceSource(seed=5).state()
        >>> source = ChanceSource(seed=99)
        >>> source.set_state(saved)                  # now it draws what seed 5 draws
        >>> [source.resolve(die) for _ in range(5)]
        [5, 3, 6, 3, 6]
        >>> fresh = ChanceSource(seed=5)
        >>> [fresh.resolve(die) for _ in range(5)]
        [5, 3, 6, 3, 6]
        >>> source.set_state({"rng": saved["rng"]})
        Traceback (most recent call last):
            ...
        ValueError: the random generator state needs exactly 'rng' and 'forced'
        """
        if not isinstance(data, dict) or set(data) != {"rng", "forced"}:
            raise ValueError("the random generator state needs exactly 'rng' and 'forced'")
        rng = data["rng"]
        if not isinstance(rng, list) or len(rng) != 3:
            raise ValueError("the generator state is [version, 625 words, gauss]")
        version, internal, gauss = rng
        if type(version) is not int or version != 3:
            raise ValueError("the generator state has an unknown version")
        if (not isinstance(internal, list) or len(internal) != 625
                or not all(type(x) is int and 0 <= x < 2**32 for x in internal[:624])
                or type(internal[624]) is not int or not 0 <= internal[624] <= 624):
            raise ValueError("the generator state must be 624 words from 0 to 2**32 - 1 "
                             "and a position from 0 to 624")
        if not any(internal[:624]):
            raise ValueError("the generator state is all zeros, which no generator reaches")
        if gauss is not None and not (type(gauss) is float and math.isfinite(gauss)):
            raise ValueError("the generator's gauss value must be null or a finite number")
        forced = data["forced"]
        if not isinstance(forced, list) or not all(
                isinstance(f, list) and len(f) == 2 and isinstance(f[0], str) for f in forced):
            raise ValueError("forced outcomes must be a list of [kind, outcome] pairs")
        self.rng.setstate((version, tuple(internal), gauss))
        self.forced = [(k, _tuplify(v)) for k, v in forced]

    def copy(self) -> ChanceSource:
        """An independent source in the same state: it makes the same draws from here on.

        Examples
        --------
        >>> from boardgames.core.chance import ChanceEvent, ChanceSource
        >>> die = ChanceEvent.uniform("die", range(1, 7))
        >>> source = ChanceSource(seed=2)
        >>> twin = source.copy()
        >>> [source.resolve(die) for _ in range(6)] == [twin.resolve(die) for _ in range(6)]
        True
        """
        c = ChanceSource.__new__(ChanceSource)
        # copy on write: both read the shared generator's state into one of their own
        # before they first use it (see the rng property), so neither changes the other's
        c.generator = self.generator
        c.shared = self.shared = True
        c.forced = list(self.forced)
        c.probing = self.probing
        c.normalise = self.normalise
        c.log = None if self.log is None else list(self.log)
        c.taken = None
        c.probe_past_forced = self.probe_past_forced
        c.probe_budget = None if self.probe_budget is None else dict(self.probe_budget)
        return c

    @contextlib.contextmanager
    def sealed(self) -> Iterator[None]:
        """While inside: any draw from this source's generator, or from the generator of a
        copy made inside, raises :class:`FutureRead` (forced outcomes still happen); after,
        the source is as it was.  A bot tells with it whether a decision read the future
        of the world it was made in (:meth:`boardgames.bots.jungle.JunglePlanner.choose_in`).

        Examples
        --------
        >>> from boardgames.core.chance import ChanceEvent, ChanceSource, FutureRead
        >>> die = ChanceEvent.uniform("die", range(1, 7))
        >>> source = ChanceSource(seed=1)
        >>> with source.sealed():
        ...     twin = source.copy()
        ...     twin.resolve(die)
        Traceback (most recent call last):
            ...
        boardgames.core.chance.FutureRead: a sealed chance source was read
        >>> source.resolve(die) == ChanceSource(seed=1).resolve(die)   # as it was
        True
        """
        generator, shared = self.generator, self.shared
        self.generator, self.shared = _SEALED, False
        try:
            yield
        finally:
            self.generator, self.shared = generator, shared

    def probe(self, forced: Iterable[tuple[str, Any]],
              budget: dict[str, int] | None = None) -> ChanceSource:
        """A probing source that lets ``forced`` happen, in order per kind, and raises at the
        first event not forced (see :func:`chance_tree`).  It never draws, so it shares
        this source's generator instead of copying it.

        Examples
        --------
        >>> from boardgames.core.chance import ChanceEvent, ChanceSource
        >>> die = ChanceEvent.uniform("die", range(1, 7))
        >>> probe = ChanceSource(seed=1).probe([("die", 2)])
        >>> probe.resolve(die)                       # the forced outcome happens
        2
        >>> probe.resolve(die)                       # the next event stops the probe
        Traceback (most recent call last):
            ...
        boardgames.core.chance._Probe: die
        """
        c = ChanceSource.__new__(ChanceSource)
        c.generator = self.generator          # never drawn from (were it read, it would be copied first)
        c.shared = True
        c.forced = list(forced)
        c.probing = True
        c.probe_past_forced = True
        c.probe_budget = None if budget is None else dict(budget)
        c.normalise = self.normalise
        c.log = None
        c.taken = None
        return c


@dataclass(frozen=True)
class ChanceNode:
    """A chance event and what follows each outcome: ``branches[outcome]`` is
    ``(probability, next)`` where ``next`` is the node of the next random event
    on that branch, or None when nothing random follows.

    Built by :func:`chance_tree`; every probability is an exact Fraction.
    """

    event: ChanceEvent
    branches: dict[Hashable, tuple[Fraction, ChanceNode | None]]

    def paths(self) -> list[tuple[tuple[tuple[str, Hashable], ...], Fraction]]:
        """Every way the chance can go: ``(((kind, outcome), ...), probability)``.

        The probabilities sum to 1; forcing a path's outcomes in order
        (``game.force(kind, outcome)`` each) makes that path happen.

        Examples
        --------
        Ending a Forbidden Jungle turn (novice) draws two threat cards:

        >>> from boardgames import new_game
        >>> from boardgames.forbidden_jungle import EndTurn
        >>> game = new_game("forbidden-jungle", players=2, seed=1)
        >>> paths = game.chance_tree(EndTurn()).paths()
        >>> len(paths), sum(p for _, p in paths)
        (257, Fraction(1, 1))
        >>> path, p = paths[0]
        >>> path
        (('threat', 'Move & Sting (red)'), ('threat', 'Increase Threat & Shuffle'))
        >>> p
        Fraction(1, 272)
        >>> for kind, outcome in path:               # make that path happen
        ...     game.force(kind, outcome)
        >>> game.apply(EndTurn())
        >>> game.view()["threat"]["history"]
        [[1, 'Move & Sting (red)'], [1, 'Increase Threat & Shuffle']]
        """
        out: list = []
        stack: list = [(self, (), Fraction(1))]
        while stack:
            node, path, p = stack.pop()
            for outcome, (q, nxt) in node.branches.items():
                step = (*path, (node.event.kind, outcome))
                if nxt is None:
                    out.append((step, p * q))
                else:
                    stack.append((nxt, step, p * q))
        out.reverse()
        return out

    def size(self) -> int:
        """How many events the tree holds.

        Examples
        --------
        >>> from boardgames import new_game
        >>> from boardgames.forbidden_jungle import EndTurn
        >>> game = new_game("forbidden-jungle", players=2, seed=1)
        >>> game.chance_tree(EndTurn()).size()     # the first card, then 16 ways to draw the second
        17
        """
        return 1 + sum(n.size() for _, n in self.branches.values() if n is not None)


def chance_tree(probe: Callable[[list[tuple[str, Hashable]]], ChanceEvent | None],
                limit: int = 50_000) -> ChanceNode | None:
    """Every random event of an action, each with its exact probabilities, as a tree.

    ``probe(forced)`` tries the action on a copy of the game whose chance is
    ``source.probe(forced)`` and returns the first event not forced (None when
    there is none).  Engines wrap this as ``game.chance_tree(action)``.  More
    than ``limit`` events raise ValueError (an action that draws five threat
    cards has about a million paths).

    Examples
    --------
    A toy action: roll a die, and roll again after a six.

    >>> from boardgames.core.chance import ChanceEvent, chance_tree
    >>> die = ChanceEvent.uniform("die", range(1, 7))
    >>> def probe(forced):
    ...     if not forced or forced == [("die", 6)]:
    ...         return die                       # the next roll
    ...     return None                          # nothing random follows
    >>> tree = chance_tree(probe)
    >>> tree.size()
    2
    >>> paths = tree.paths()
    >>> len(paths), paths[0], paths[-1]
    (11, ((('die', 6), ('die', 6)), Fraction(1, 36)), ((('die', 1),), Fraction(1, 6)))
    """
    count = 0

    def expand(forced: list) -> ChanceNode | None:
        nonlocal count
        event = probe(forced)
        if event is None:
            return None
        count += 1
        if count > limit:
            raise ValueError(f"the chance tree has more than {limit} events; pass a larger "
                             "limit, or force some outcomes first")
        return ChanceNode(event, {o: (p, expand([*forced, (event.kind, o)]))
                                  for o, p in event.distribution().items()})

    return expand([])


def plain_outcome(value: Any, depth: int = 0) -> Any:
    """``value`` as plain data a save can hold (a name, a whole number, or a list or tuple of
    them: made a tuple), else IllegalAction with a sentence.  Whole numbers of other types
    (numpy's) become ``int``; ``True``, floats, fractions and complex numbers name no outcome.

    Examples
    --------
    >>> from fractions import Fraction
    >>> from boardgames.core.chance import plain_outcome
    >>> plain_outcome([3, 4]), plain_outcome("ore")
    ((3, 4), 'ore')
    >>> plain_outcome(Fraction(7))
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: a forced outcome is a name, a whole number or a list of them, not a Fraction (Fraction(7, 1))
    """
    if isinstance(value, str):
        return str(value)
    if isinstance(value, bool) or value is None:
        pass
    elif isinstance(value, numbers.Integral):
        return int(value)
    elif isinstance(value, list | tuple) and depth < 2 and len(value) <= 10:
        return tuple(plain_outcome(v, depth + 1) for v in value)
    raise IllegalAction("a forced outcome is a name, a whole number or a list of them, not "
                        f"a {type(value).__name__} ({_short(value)})")


def _first_of(forced: list, kind: str) -> int:
    for i, (k, _) in enumerate(forced):
        if k == kind:
            return i
    return -1


def _short(value: Any) -> str:
    return short(value, 60)


def _listify(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_listify(v) for v in value]
    return value


def _tuplify(value: Any) -> Any:
    """JSON turns tuples into lists; turn them back so outcomes compare equal."""
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value
