"""Forbidden Jungle's threat escalation as an exact Markov chain.

Each turn ends with drawing as many threat cards as the threat meter shows.
Two of the 17 cards move the meter up one step: *Increase Threat*, and
*Increase Threat & Shuffle*, which also shuffles the discards (with the cards
drawn so far this turn, itself included) and puts them **under** the draw
pile.  When the pile runs out, all the cards out of it are shuffled into a new
pile.  Reaching the burst above the top step is Total Collapse.

The deck and the meter alone form a Markov chain.  Its state is the meter step
and the draw pile as a list of *segments* (top first), each an unordered bag
of cards, counted by *class*: cards that behave alike and sit in the same
place are interchangeable, so only their number matters.  For a fresh game
the classes are "plain" (15 cards), "Increase" and "Increase & Shuffle", and
the pile never holds more than two segments, so the chain has only a few
hundred states per turn and a whole game is exact in well under a second
(``benchmarks/bench_threat_chain.py``).

Where exact stops: the chain knows nothing of the board.  It gives the exact
threat-rate distribution, Total Collapse by turn and expected cards drawn *as
if nothing else ended the game* (no stings, sinkholes, overruns or escape).
The aliens on the board depend on the tiles, the adventurers' choices and
every earlier card; that chain is far too large to list (billions of board
states), so :func:`simulate_aliens` plays the real engine instead, and says so.
Smoke Bombs (skip a turn's cards) are also left out of the chain.

Where it can, this module asks the engine rather than re-modelling it: each
card's effect on the meter comes from the engine's threat-card table
(``boardgames.forbidden_jungle.threats.THREAT_DECK``), and
:func:`end_turn_outlook` reads the exact outcomes of ending the turn from the
engine's own chance tree (``game.chance_tree(EndTurn())``).  The chain itself
stays a model, because it must merge interchangeable cards to run a whole game
in under a second; the tests check it against the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm
from typing import Any

PLAIN, INCREASE, INCREASE_SHUFFLE = "plain", "increase", "increase & shuffle"
DIFFICULTIES = ("novice", "normal", "elite", "legendary")


# ---------------------------------------------------------------------------
# the parameters: a deck, a meter, a start (with adapters from the engine)
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ThreatSetup:
    """Everything the chain needs: the meter, where the clip is, the cards and where they are.

    ``rates[s]`` is the threat rate at meter step ``s`` (the burst is step
    ``len(rates)``); ``level`` the current step; ``effects`` maps each card
    name to ``"plain"``, ``"increase"`` or ``"increase & shuffle"``;
    ``pile`` lists the draw pile's segments, top first, as tuples of card
    names (order inside a segment does not matter); cards named nowhere in
    ``pile`` are out of it (discarded or drawn).  ``draws_now`` is how many
    cards the current turn will draw (``None``: the rate at ``level``).
    """

    rates: tuple[int, ...]
    level: int
    effects: dict[str, str]
    pile: tuple[tuple[str, ...], ...]
    draws_now: int | None = None
    label: str = ""

    @classmethod
    def fresh(cls, rates: Sequence[int], level: int, effects: dict[str, str],
              label: str = "") -> ThreatSetup:
        """A new game: every card in one shuffled pile.

        Examples
        --------
        A toy deck of three cards, one of which raises the meter, on a meter of three steps:

        >>> from boardgames.analysis.threat import ThreatSetup, threat_chain
        >>> toy = ThreatSetup.fresh([2, 3, 4], 0, {"a": "plain", "b": "plain", "c": "increase"})
        >>> toy.pile
        (('a', 'b', 'c'),)
        >>> threat_chain(setup=toy, turns=3).collapse
        [Fraction(0, 1), Fraction(0, 1), Fraction(20, 27)]
        """
        return cls(tuple(rates), level, dict(effects), (tuple(effects),), None, label)


def _card_effects() -> dict[str, str]:
    """Each card's class for the chain, read from the engine's threat-card table."""
    from ..forbidden_jungle.threats import THREAT_DECK
    eff = {}
    for name, card in THREAT_DECK.items():
        if card.meter not in (0, 1):    # pragma: no cover - the box has none
            raise ValueError(f"the chain models cards that move the meter 0 or 1 steps, not "
                             f"{card.name!r} ({card.meter})")
        eff[name] = (INCREASE_SHUFFLE if card.shuffle else INCREASE if card.meter else PLAIN)
    return eff


def threat_setup(players: int = 2, difficulty: str = "novice") -> ThreatSetup:
    """The setup of a new game, read from the engine's data (meter table and threat cards).

    Examples
    --------
    >>> from collections import Counter
    >>> from boardgames.analysis.threat import threat_setup
    >>> setup = threat_setup(players=2, difficulty="novice")
    >>> setup.rates, setup.level          # cards drawn at each meter step, and the start
    ((2, 2, 3, 3, 3, 4, 4, 5, 5), 0)
    >>> sorted(Counter(setup.effects.values()).items())
    [('increase', 1), ('increase & shuffle', 1), ('plain', 15)]
    """
    from ..forbidden_jungle.config import build_config
    cfg = build_config(players, difficulty)
    return ThreatSetup.fresh(cfg.meter, cfg.start, _card_effects(),
                             f"{players} players, {difficulty}")


def setup_from_game(game: Any) -> ThreatSetup:
    """The threat deck and meter of a live Forbidden Jungle game, for "what now?" questions.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.analysis.threat import setup_from_game, threat_chain
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=3, difficulty="legendary")
    >>> setup = setup_from_game(game)
    >>> setup.label, setup.level, setup.draws_now, [len(segment) for segment in setup.pile]
    ('turn 1', 3, 3, [17])
    >>> round(float(threat_chain(setup=setup, turns=12).collapse[-1]), 3)   # within 12 turns
    0.85
    """
    from ..forbidden_jungle.config import THREAT_CARDS
    pile = tuple(tuple(THREAT_CARDS[i] for i in seg) for seg in game.pile if seg)
    draws = None
    if getattr(game, "phase", "actions") == "actions" and game.actions_left >= 0:
        draws = max(0, game.threat_rate - getattr(game, "calm", 0))
    return ThreatSetup(tuple(game.cfg.meter), game.level, _card_effects(), pile, draws,
                       f"turn {game.turn}")


def end_turn_outlook(game: Any, limit: int = 50_000) -> dict[str, Any]:
    """What ending the turn now does, exactly, asked of the engine itself.

    Walks ``game.chance_tree(EndTurn())``: every sequence of threat cards the
    turn may draw, with its probability, as the engine draws them (the pile's
    segments, forced cards, the meter).  Returns ``{"meter": {step: P}`` for
    the turns that draw all their cards, ``"total collapse": P``, ``"stopped":
    P`` (a Collapse leaves adventurers to escape, or the game is lost another
    way, before the cards are all drawn), ``"cards": {card: expected times
    drawn}``, ``"paths": n}``.  No re-modelling: a change of the rules shows here.

    Examples
    --------
    >>> import boardgames
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=3)
    >>> outlook = end_turn_outlook(game)
    >>> outlook["meter"]              # where the threat meter ends, exactly
    {0: Fraction(49, 68), 1: Fraction(29, 136), 2: Fraction(1, 136)}
    >>> sum(outlook["meter"].values()) + outlook["total collapse"] + outlook["stopped"]
    Fraction(1, 1)
    """
    from ..forbidden_jungle import EndTurn
    from ..forbidden_jungle.threats import THREAT_DECK

    tree = game.chance_tree(EndTurn(), limit=limit)
    burst = len(game.cfg.meter)
    draws = max(0, game.threat_rate - game.calm) if game.phase == "actions" else game.draws_left
    meter: dict[int, Fraction] = {}
    cards = {name: Fraction(0) for name in THREAT_DECK}
    collapse = stopped = Fraction(0)
    paths = tree.paths() if tree is not None else [((), Fraction(1))]
    for path, p in paths:
        level = game.level
        for _kind, name in path:
            cards[name] += p
            level += THREAT_DECK[name].meter
        if level >= burst:
            collapse += p
        elif len(path) < draws:
            stopped += p
        else:
            meter[level] = meter.get(level, Fraction(0)) + p
    return {"meter": dict(sorted(meter.items())), "total collapse": collapse,
            "stopped": stopped, "cards": cards, "paths": len(paths)}


# ---------------------------------------------------------------------------
# the chain
# ---------------------------------------------------------------------------
@dataclass
class ThreatChain:
    """The exact chain's answers, turn by turn (index 0 is the first turn counted).

    * ``level[t]``: ``{meter step: P}`` when turn ``t``'s cards are drawn, games
      not yet collapsed only (the missing mass is ``collapse_before[t]``);
    * ``rate[t]``: the same as ``{threat rate: P}``;
    * ``collapse[t]``: P(Total Collapse during turns ``0..t``);
    * ``expected[t]``: ``{card: expected times drawn in turns 0..t}``;
    * ``states[t]``: how many chain states turn ``t`` had (the cost of exactness).
    """

    setup: ThreatSetup
    level: list[dict[int, Fraction]] = field(default_factory=list)
    rate: list[dict[int, Fraction]] = field(default_factory=list)
    collapse: list[Fraction] = field(default_factory=list)
    expected: list[dict[str, Fraction]] = field(default_factory=list)
    states: list[int] = field(default_factory=list)

    @property
    def turns(self) -> int:
        return len(self.collapse)

    def survival(self) -> list[Fraction]:
        """P(no Total Collapse yet) after each turn.

        Examples
        --------
        >>> from boardgames.analysis.threat import threat_chain
        >>> chain = threat_chain(players=2, difficulty="legendary", turns=12)
        >>> [round(float(p), 2) for p in chain.survival()[6:]]
        [1.0, 0.98, 0.92, 0.7, 0.39, 0.15]
        """
        return [1 - c for c in self.collapse]

    def collapse_before(self, t: int) -> Fraction:
        """P(Total Collapse before turn ``t``): the mass missing from ``level[t]``.

        Examples
        --------
        >>> from boardgames.analysis.threat import threat_chain
        >>> chain = threat_chain(players=2, difficulty="legendary", turns=12)
        >>> chain.collapse_before(5)                  # none in the first five turns
        Fraction(0, 1)
        >>> chain.collapse_before(6)                  # a first, small chance in the sixth
        Fraction(139, 554880)
        >>> chain.collapse_before(11) == chain.collapse[10]
        True
        """
        return self.collapse[t - 1] if t > 0 else Fraction(0)

    def mean_rate(self, t: int) -> Fraction:
        """The expected threat rate on turn ``t`` among games still going.

        Examples
        --------
        >>> from boardgames.analysis.threat import threat_chain
        >>> chain = threat_chain(players=2, difficulty="legendary", turns=12)
        >>> chain.mean_rate(0)                        # legendary starts at a rate of 3
        Fraction(3, 1)
        >>> chain.mean_rate(5), round(float(chain.mean_rate(5)), 2)
        (Fraction(52423, 13872), 3.78)
        """
        alive = sum(self.rate[t].values(), Fraction(0))
        return sum((r * p for r, p in self.rate[t].items()), Fraction(0)) / alive if alive else \
            Fraction(0)

    def expected_turns_survived(self) -> Fraction:
        """Sum of the survival curve: the expected number of turns without collapse (truncated).

        Examples
        --------
        >>> from boardgames.analysis.threat import threat_chain
        >>> chain = threat_chain(players=2, difficulty="legendary")     # until the tail is negligible
        >>> chain.turns, round(float(chain.expected_turns_survived()), 2)
        (17, 10.18)
        """
        return sum(self.survival(), Fraction(0))


def _classes(setup: ThreatSetup) -> tuple[list[str], list[list[str]], list[tuple[int, ...]],
                                          tuple[int, ...]]:
    """Group the cards: same effect and same place (segment or out) -> one class."""
    where: dict[str, int] = {}
    for s, seg in enumerate(setup.pile):
        for c in seg:
            if c in where:
                raise ValueError(f"card {c!r} is in the draw pile twice")
            where[c] = s
    out_of_pile = len(setup.pile)
    keys: dict[tuple[str, int], int] = {}
    effects: list[str] = []
    members: list[list[str]] = []
    for c, eff in setup.effects.items():
        k = (eff, where.get(c, out_of_pile))
        if k not in keys:
            keys[k] = len(effects)
            effects.append(eff)
            members.append([])
        members[keys[k]].append(c)
    K = len(effects)
    segs = []
    for s in range(len(setup.pile)):
        v = [0] * K
        for (_eff, loc), i in keys.items():
            if loc == s:
                v[i] = len(members[i])
        segs.append(tuple(v))
    total = tuple(len(m) for m in members)
    return effects, members, segs, total


def threat_chain(players: int = 2, difficulty: str = "novice", turns: int | None = None,
                 setup: ThreatSetup | None = None, tail: float = 1e-6) -> ThreatChain:
    """Run the exact chain for ``turns`` turns (default: until P(still going) < ``tail``).

    Give ``players`` and ``difficulty`` for a new game (data from the engine),
    or a ``setup`` (:func:`setup_from_game` for a live game, or your own
    :class:`ThreatSetup` to try another meter or deck).

    Examples
    --------
    >>> from boardgames.analysis.threat import threat_chain
    >>> chain = threat_chain(players=2, difficulty="legendary", turns=12)
    >>> chain.rate[0]                             # three cards on the first turn
    {3: Fraction(1, 1)}
    >>> round(float(chain.collapse[11]), 3)       # Total Collapse within 12 turns
    0.85
    """
    if setup is None:
        setup = threat_setup(players, difficulty)
    effects, members, segs0, total = _classes(setup)
    K = len(effects)
    rates = setup.rates
    burst = len(rates)
    inc = [e != PLAIN for e in effects]
    shuf = [e == INCREASE_SHUFFLE for e in effects]
    # Exact arithmetic on integers: every probability is ``numerator / D`` for one
    # common denominator D, multiplied at each draw by the lcm of the segment sizes
    # in play.  The same numbers as Fractions, without a gcd on every addition.
    D = 1
    dist: dict[tuple[int, tuple[tuple[int, ...], ...]], int] = {
        (setup.level, tuple(s for s in segs0 if any(s))): 1}
    chain = ThreatChain(setup)
    collapsed = 0
    exp = [0] * K
    limit = turns if turns is not None else 500
    t = 0
    while t < limit and (dist or turns is not None):
        # the turn's draw count is fixed by the meter as the turn starts
        now = setup.draws_now if t == 0 else None
        cur: dict[tuple[int, tuple, int], int] = {
            (lv, sg, now if now is not None else rates[lv]): p for (lv, sg), p in dist.items()}
        lev: dict[int, int] = {}
        rat: dict[int, int] = {}
        for (lv, _, d), p in cur.items():
            lev[lv] = lev.get(lv, 0) + p
            rat[d] = rat.get(d, 0) + p
        chain.level.append({k: Fraction(v, D) for k, v in sorted(lev.items())})
        chain.rate.append({k: Fraction(v, D) for k, v in sorted(rat.items())})
        chain.states.append(len(cur))
        while any(d for (_, _, d) in cur):
            m = 1
            for (_, sg, d) in cur:
                if d:
                    m = lcm(m, sum(sg[0]) if sg else sum(total))
            D *= m
            collapsed *= m
            exp = [e * m for e in exp]
            nxt: dict[tuple[int, tuple, int], int] = {}
            for (lv, sg, d), p in cur.items():
                if d == 0:
                    nxt[(lv, sg, 0)] = nxt.get((lv, sg, 0), 0) + p * m
                    continue
                if not sg:      # the pile ran out: shuffle every card into a new pile
                    sg = (total,)
                top, rest = sg[0], sg[1:]
                pm = p * (m // sum(top))
                for k in range(K):
                    c = top[k]
                    if not c:
                        continue
                    q = pm * c
                    exp[k] += q
                    ntop = top[:k] + (c - 1,) + top[k + 1:]
                    nsg = ((ntop,) if any(ntop) else ()) + rest
                    nlv = lv
                    if inc[k]:
                        nlv = lv + 1
                        if nlv >= burst:
                            collapsed += q
                            continue
                        if shuf[k]:
                            inpile = [sum(s[i] for s in nsg) for i in range(K)]
                            nsg = nsg + (tuple(total[i] - inpile[i] for i in range(K)),)
                    key = (nlv, nsg, d - 1)
                    nxt[key] = nxt.get(key, 0) + q
            cur = nxt
        dist = {}
        for (lv, sg, _), p in cur.items():
            dist[(lv, sg)] = dist.get((lv, sg), 0) + p
        col = Fraction(collapsed, D)
        chain.collapse.append(col)
        per_card: dict[str, Fraction] = {}
        for k in range(K):
            share = Fraction(exp[k], D * len(members[k]))
            for card in members[k]:
                per_card[card] = share
        chain.expected.append({c: per_card[c] for c in setup.effects})
        t += 1
        if turns is None and float(1 - col) < tail:
            break
    return chain


def collapse_table(players: Sequence[int] = (2, 3, 4, 5), turns: int = 40,
                   difficulties: Sequence[str] = DIFFICULTIES) -> dict[tuple[int, str], list[Fraction]]:
    """P(Total Collapse by turn t) for every player count and difficulty: ``{(n, d): [...]}``.

    Examples
    --------
    >>> from boardgames.analysis.threat import collapse_table
    >>> table = collapse_table(players=(2,), turns=10, difficulties=("novice", "legendary"))
    >>> {key: round(float(by_turn[-1]), 3) for key, by_turn in table.items()}
    {(2, 'novice'): 0.0, (2, 'legendary'): 0.298}
    """
    return {(n, d): threat_chain(n, d, turns=turns).collapse for n in players for d in difficulties}


# ---------------------------------------------------------------------------
# simulation: the same rules with real shuffled lists, and the whole engine
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class ThreatSimulation:
    """``games`` simulated threat decks: level drawn at each turn, collapse turn, card counts."""

    games: int
    turns: int
    rates: list[list[int]]            # rates[g][t], or -1 once collapsed
    collapse_turn: list[int | None]    # the turn index of Total Collapse, or None
    drawn: dict[str, list[int]]        # drawn[card][t] summed over games, cumulative

    def p_collapse_by(self, t: int) -> float:
        """Share of games collapsed by turn index ``t`` (0-based: ``t=0`` is the first turn).

        ``threat_chain(...).collapse[t]`` is the exact value for the same index.

        Examples
        --------
        >>> from boardgames.analysis.threat import simulate_threat, threat_chain
        >>> sim = simulate_threat(2, "legendary", turns=12, games=2000, seed=1)
        >>> sim.p_collapse_by(11)                     # the chain says 0.850 exactly
        0.8445
        >>> round(float(threat_chain(2, "legendary", turns=12).collapse[11]), 3)
        0.85
        """
        return sum(1 for c in self.collapse_turn if c is not None and c <= t) / self.games


def simulate_threat(players: int = 2, difficulty: str = "novice", turns: int = 30,
                    games: int = 2000, seed: int | None = 0,
                    setup: ThreatSetup | None = None) -> ThreatSimulation:
    """Play only the threat deck and meter ``games`` times with real shuffled card lists.

    An independent model of the same rules (a list of cards, shuffled; the
    discards shuffled and put under it), to check :func:`threat_chain`.

    Examples
    --------
    >>> from boardgames.analysis.threat import simulate_threat
    >>> sim = simulate_threat(2, "legendary", turns=12, games=2000, seed=1)
    >>> sim.rates[0]                              # the first game: cards drawn each turn
    [3, 3, 3, 3, 3, 4, 4, 5, 5, 5, 5, -1]
    >>> sim.collapse_turn[0], sim.p_collapse_by(11)   # turn index 10: the 11th turn
    (10, 0.8445)
    """
    if setup is None:
        setup = threat_setup(players, difficulty)
    rng = random.Random(seed)
    names = list(setup.effects)
    eff = setup.effects
    rates_all, coll = [], []
    drawn = {c: [0] * turns for c in names}
    for _ in range(games):
        stack: list[str] = []
        for seg in reversed(setup.pile):     # stack[-1] is the top card
            cards = list(seg)
            rng.shuffle(cards)
            stack.extend(cards)
        inpile = set(stack)
        out = [c for c in names if c not in inpile]
        lv = setup.level
        rs: list[int] = []
        ct = None
        counts = dict.fromkeys(names, 0)
        for t in range(turns):
            if ct is None:
                d = setup.draws_now if (t == 0 and setup.draws_now is not None) else setup.rates[lv]
                rs.append(d)
                for _ in range(d):
                    if not stack:
                        stack, out = out, []
                        rng.shuffle(stack)
                    card = stack.pop()
                    out.append(card)
                    counts[card] += 1
                    if eff[card] != PLAIN:
                        lv += 1
                        if lv >= len(setup.rates):
                            ct = t
                            break
                        if eff[card] == INCREASE_SHUFFLE:
                            rng.shuffle(out)
                            stack = out + stack
                            out = []
            else:
                rs.append(-1)
            for c in names:
                drawn[c][t] += counts[c]
        rates_all.append(rs)
        coll.append(ct)
    return ThreatSimulation(games, turns, rates_all, coll, drawn)


def simulate_aliens(players: int = 2, difficulty: str = "novice", games: int = 50,
                    turns: int = 30, seed: int = 0,
                    policy: Callable[[Any, random.Random], Any] | None = None) -> dict[str, Any]:
    """Play the real engine ``games`` times and record the aliens on the board each turn.

    This is a simulation, not an exact answer: where the aliens go depends on
    the board and the players' choices, far beyond any exact chain.  The
    default ``policy`` is a uniformly random legal action (a weak player, so
    games end early; a bot from ``boardgames.bots`` can be passed instead).
    Returns ``{"turns": T, "games": n, "eggs"/"hatchlings"/"adults": per game a
    list by turn (None after the game ended), "outcome": per game, "length": ...}``.

    Examples
    --------
    >>> from boardgames.analysis.threat import simulate_aliens
    >>> record = simulate_aliens(games=5, turns=10, seed=1)
    >>> record["outcome"]
    ['still playing', 'still playing', 'still playing', 'still playing', 'poisoned']
    >>> record["adults"][0]                       # adult aliens on the board, turn by turn
    [3, 3, 3, 3, 3, 6, 6, 9, 9, 9]
    """
    import boardgames

    from .montecarlo import random_policy
    policy = policy or random_policy
    rng = random.Random(seed)
    rec: dict[str, Any] = {"turns": turns, "games": games, "eggs": [], "hatchlings": [],
                           "adults": [], "outcome": [], "length": []}
    for g in range(games):
        game: Any = boardgames.new_game("forbidden-jungle", players=players,
                                        difficulty=difficulty, seed=seed * 7919 + g)
        series = {k: [None] * turns for k in ("eggs", "hatchlings", "adults")}

        def note(game=game, series=series) -> None:
            t = game.turn - 1
            if 0 <= t < turns:
                series["eggs"][t] = sum(game.eggs)
                series["hatchlings"][t] = sum(game.hatchlings)
                series["adults"][t] = sum(game.adults)

        note()
        steps = 0
        while not game.is_over and game.turn <= turns and steps < 400 * turns:
            game.apply(policy(game, rng))
            steps += 1
            note()
        for k in series:
            rec[k].append(series[k])
        rec["outcome"].append(game.outcome if game.is_over else "still playing")
        rec["length"].append(game.turn)
    return rec
