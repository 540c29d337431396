"""A Forbidden Jungle team that searches: the planner's best options, played out in imagined futures.

:class:`JungleSearchTeam` is the *rollout algorithm* on top of the planner
(:class:`~boardgames.bots.jungle.JunglePlanner`), a simple form of
information-set Monte Carlo search:

1. the planner rates the legal actions as it always does; its choice and its
   best runners-up (and ending the turn, when that is legal) are the
   candidates;
2. ``worlds`` possible futures are imagined from the team's view
   (:meth:`boardgames.bots.Table.determinise`: the order of the threat deck,
   the equipment deck and the tiles under the face-down tiles are drawn anew,
   from what the team may know);
3. every candidate is played in every world (the same worlds for all of them:
   common random numbers), then the rest of the game with the planner in
   every seat, and scored 1 for an escape and 0 for a loss (plus a
   thousandth for each turn survived, so that of two losses the later one
   counts a little more);
4. the team leaves the planner's choice only when another candidate scores
   clearly better over the same worlds (a paired test: the mean gain above
   ``z`` standard errors).

With enough worlds this never plays worse than the planner (the policy
improvement of rollouts); with few it plays the planner's moves.  The work is
bounded by ``worlds`` and ``candidates`` (and, if given, ``time_limit`` seconds
a decision); decisions with one sensible action are not searched.

:class:`CheatingJungleTeam` is the same search played out in **the real
future**: it reads the real game (the deck order, the tiles face down, the
generator), which no player may.  It is **cheating**, on purpose: its win rate
is an upper bound of what this kind of search could reach if luck were known,
so the tables can say how winnable each difficulty is.  It is not a bot of
:func:`boardgames.bots.make_bot` and cannot sit in the play app.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from typing import Any

from ..core.checks import read_int
from ..forbidden_jungle.actions import EndTurn, PassEquipment, UseEquipment
from . import Bot
from .jungle import JunglePlanner, _short, evaluate
from .table import Table

__all__ = ["CheatingJungleTeam", "JungleSearchTeam"]

#: how far the planner's evaluation must move to count for a good part of a win
SCALE = 60.0
#: what a turn survived is worth in a lost rollout (a win is worth 1)
SURVIVAL = 0.001


class JungleSearchTeam(Bot):
    """The planner improved by rollouts over determinised futures (see the module docstring).

    * ``worlds``: imagined futures per searched decision;
    * ``candidates``: how many of the planner's options are compared at most;
    * ``time_limit``: seconds a decision may take (None: no limit; the search
      stops after the last whole world and always plays at least one);
    * ``z``: how clear a gain must be to leave the planner's choice;
    * ``samples``: the planner's imagined outcomes of a chance action (in the
      rollouts the planner uses 1, for speed);
    * ``horizon``: turns a rollout plays before the planner's evaluation
      scores it (None, the default: to the end of the game);
    * ``only_in_danger``, ``margin``: search only when :func:`in_danger`
      (with that margin) says the jungle is close to winning, and play the
      planner's choice otherwise (the default; False searches every decision).

    The defaults are the budget measured in ``docs/bots-forbidden-jungle.md``
    (about 0.4 s CPU a searched decision at 2 players, a third of them searched).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.bots import play_turns
    >>> from boardgames.bots.jungle_search import JungleSearchTeam
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=3)
    >>> team = JungleSearchTeam(seed=1, worlds=2, candidates=2, horizon=1, only_in_danger=False)
    >>> play_turns(game, [team, team], max_actions=6)
    6
    >>> team.searched > 0, team.rollouts == 2 * 2 * team.searched or team.rollouts > 0
    (True, True)
    >>> JungleSearchTeam(worlds=0)
    Traceback (most recent call last):
        ...
    ValueError: worlds must be a whole number of at least 1, not 0
    """

    name = "search"

    def __init__(self, seed: int | None = None, worlds: int = 6, candidates: int = 3,
                 time_limit: float | None = None, z: float = 1.0, samples: int = 3,
                 horizon: int | None = None, only_in_danger: bool = True, margin: int = 3):
        read_int(worlds, "worlds", 1)
        read_int(candidates, "candidates", 2)
        if time_limit is not None and not (isinstance(time_limit, int | float)
                                           and not isinstance(time_limit, bool)
                                           and time_limit > 0 and math.isfinite(time_limit)):
            raise ValueError(f"time_limit must be a positive number of seconds, not "
                             f"{time_limit!r}")
        if not (isinstance(z, int | float) and not isinstance(z, bool) and z >= 0
                and math.isfinite(z)):
            raise ValueError(f"z must be a number of standard errors, 0 or more, not {z!r}")
        self.rng = random.Random(seed)
        self.planner = JunglePlanner(seed=self.rng.getrandbits(32), samples=samples)
        self.planner.keep_scores = True
        self.worlds = worlds
        self.candidates = candidates
        self.time_limit = time_limit
        self.z = z
        self.horizon = horizon
        self.only_in_danger = only_in_danger
        self.margin = margin
        self.searched = 0           # decisions searched
        self.rollouts = 0           # games played out
        self.changed = 0            # decisions where the search left the planner's choice

    def choose(self, view: Mapping[str, Any], actions: list, table: Table | None = None) -> Any:
        if len(actions) == 1:
            return actions[0]
        if table is None:
            raise ValueError("the search team needs the table (use play_turns or simulate)")
        self.planner.scores = None
        pick = self.planner.choose(view, actions, table)
        if self.only_in_danger and not in_danger(table.public_copy(), self.margin):
            return pick
        cands = self._candidates(pick, actions)
        if len(cands) < 2:
            return pick
        seeds = [self.rng.getrandbits(48) for _ in range(self.worlds)]
        return self._search(cands, [lambda s=s: table.determinise(random.Random(s))
                                    for s in seeds], seeds)

    def _candidates(self, pick: Any, actions: list) -> list:
        # the planner's ratings of this decision (none when it chose without rating)
        scores = self.planner.scores or []
        self.planner.scores = None
        legal = set(actions)
        ranked = [a for _, a in sorted(scores, key=lambda va: -va[0])
                  if a in legal and not isinstance(a, PassEquipment | UseEquipment)]
        out = [pick]
        for a in ranked:
            if len(out) >= self.candidates:
                break
            if a not in out:
                out.append(a)
        end = next((a for a in actions if isinstance(a, EndTurn)), None)
        if end is not None and end not in out and len(out) < self.candidates + 1 and \
                not isinstance(pick, PassEquipment | UseEquipment):
            out.append(end)
        return out

    def _search(self, cands: list, worlds: list, seeds: list[int]) -> Any:
        start = time.perf_counter()
        self.searched += 1
        rows: list[list[float]] = []
        ref = math.nan
        for make_world, seed in zip(worlds, seeds, strict=True):
            world = make_world()
            if ref != ref:
                ref = evaluate(world)
            row = []
            for a in cands:
                g = world.copy()
                g.apply(a)
                row.append(_play_out(g, seed, self.horizon, ref))   # the same planners: paired
                self.rollouts += 1
            rows.append(row)
            if self.time_limit is not None and time.perf_counter() - start > self.time_limit:
                break
        best = _pick(rows, self.z)
        if best:
            self.changed += 1
        return cands[best]


class CheatingJungleTeam(JungleSearchTeam):
    """**Cheating**: :class:`JungleSearchTeam` played out in the real future (see the module).

    It reads the real game, so it is played with :meth:`choose_in` on the game
    itself (``benchmarks/bench_jungle_planner.py --bots cheat``), never through
    a view: its win rate bounds what the search could reach if it knew the
    deck order and the tiles face down.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.bots.jungle_search import CheatingJungleTeam
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=3)
    >>> cheat = CheatingJungleTeam(seed=1, worlds=1, candidates=2, horizon=1,
    ...                            only_in_danger=False)
    >>> for _ in range(4):
    ...     game.apply(cheat.choose_in(game))
    >>> game.turn >= 1, cheat.rollouts > 0
    (True, True)
    """

    name = "cheat"

    def choose(self, view: Mapping[str, Any], actions: list, table: Table | None = None) -> Any:
        raise TypeError("the cheating team reads the real game: call choose_in(game)")

    def choose_in(self, game: Any) -> Any:
        """The action for the seat to act in the real ``game``, searched in its real future.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.bots.jungle_search import CheatingJungleTeam
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=5)
        >>> CheatingJungleTeam(seed=2, worlds=1, horizon=1).choose_in(game) in game.legal_actions()
        True
        """
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        self.planner.scores = None
        pick = self.planner.choose_in(game)
        if self.only_in_danger and not in_danger(game, self.margin):
            return pick
        cands = self._candidates(pick, actions)
        if len(cands) < 2:
            return pick
        # every "world" is the real game: its generator holds the real future
        seeds = [self.rng.getrandbits(48) for _ in range(self.worlds)]
        return self._search(cands, [game.copy for _ in seeds], seeds)


def _play_out(g: Any, seed: int, horizon: int | None, ref: float,
              max_actions: int = 3000) -> float:
    """Play ``g`` on with a fast planner in every seat, to its end or for ``horizon`` turns:
    1 for an escape, 0 for a loss, and a position still open scored between them by the
    planner's evaluation (``ref`` scores one half); a loss scores a thousandth a turn
    survived."""
    planners = [JunglePlanner(seed=seed + j, samples=1) for j in range(len(g.roles))]
    taken = 0
    stop = g.turn + horizon if horizon is not None else 1 << 30
    while not g.is_over and taken < max_actions and g.turn < stop:
        g.apply(planners[g.current_player].choose_in(g))
        taken += 1
    if g.is_over:      # a loss later is a little better than a loss sooner
        return 1.0 if g.outcome == "escaped" else SURVIVAL * g.turn
    return 0.5 + 0.4 * math.tanh((evaluate(g) - ref) / SCALE)


def in_danger(g: Any, margin: int = 3) -> bool:
    """Is the jungle close to winning: a supply fewer than ``margin`` pieces short of what
    the next Hatch, Grow, Spawn, Eggs Discovered, Hatchlings or Adults Emerge or two Spin
    Webs cards need (an overrun loses), or an adventurer down to 2 health or less with an
    adult on or next to their tile (a sting)?

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.bots.jungle_search import in_danger
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> in_danger(game)
    False
    >>> _ = position.add_aliens(game, (0, 0), hatchlings=3)
    >>> _ = position.add_aliens(game, (0, 1), hatchlings=3, adults=1)
    >>> in_danger(game)          # a Grow now needs more adults than the supply keeps back
    True
    """
    if _short(g, margin):
        return True
    neighbour = g.cfg.neighbour
    for j, cell in enumerate(g.pos):
        hp = g.hp[j]
        if hp is not None and hp <= 2 and (g.adults[cell] or any(
                n >= 0 and g.adults[n] for n in neighbour[cell])):
            return True
    return False


def _pick(rows: list[list[float]], z: float) -> int:
    """The candidate (index) whose mean gain over candidate 0 is largest and clear."""
    n = len(rows)
    best, best_gain = 0, 0.0
    for i in range(1, len(rows[0])):
        d = [r[i] - r[0] for r in rows]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
        se = math.sqrt(var / n) if n > 1 else math.inf
        if mean > (z * se if z else 0.0) and mean > best_gain:
            best, best_gain = i, mean
    return best
