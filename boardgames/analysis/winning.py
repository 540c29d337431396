"""The chance of winning from here: rollouts over what a seat cannot see.

(The module is ``boardgames.analysis.winning``; ``boardgames.analysis.win_chance`` is its
function :func:`win_chance`.)

:func:`win_chance` answers "how likely is this seat (or, in Forbidden Jungle,
the team) to win from the position on the table?" the way a strong player
reasons about it: imagine the hidden parts of the game in every way that
agrees with what the seat can see, play each imagined game to its end with
the game's bots, and count.

* **Only the seat's view.**  Every rollout starts from a *determinisation*:
  :meth:`boardgames.bots.Table.determinise` re-deals the other players' hands,
  their development cards and the development deck from the cards the seat
  cannot account for, and gives the game a fresh random generator (dice, the
  next card of a deck, the tile under a face-down tile).  The real hands and
  the real generator are never read, so two games that look the same from the
  seat get the same estimate for the same ``seed`` (the tests check it).
* **An interval, not just a number.**  ``k`` wins in ``n`` rollouts give the
  estimate ``k / n`` and the Wilson 95% interval
  (:func:`boardgames.analysis.montecarlo.wilson`, the project's one Wilson interval).
* **What was counted.**  :attr:`WinChance.counts` says how the rollouts ended:
  for Forbidden Jungle ``escaped`` and each way to lose (``overrun``,
  ``total collapse``, ``poisoned``, ``lost in a sinkhole``, ``marooned``); for
  the settlers games which seat won; ``unfinished`` for a rollout stopped by
  ``max_actions``.
* **Exact where it is feasible.**  A finished game needs no rollout; and when
  every branch of the game ends within ``exact_limit`` bot decisions (the
  last roll or the last end of turn of a game), the chance is computed over
  the exact chance tree of each action (``game.chance_tree``), as a
  :class:`~fractions.Fraction` in :attr:`WinChance.exact`.  For a settlers game
  that is done only when the seat's view leaves one possible world (no other
  seat holds a card), so the exact answer too comes from the view alone.
  Forbidden Jungle's threat meter on its own is exact in
  :mod:`boardgames.analysis.threat`.

The rollouts play "the game's bots": ``greedy`` in every seat of a settlers
game and ``planner`` for the Forbidden Jungle team (``bots=`` names others),
with :data:`ROLLOUT_OPTIONS` unless ``bot_options`` says otherwise: the
Forbidden Jungle planner of the rollouts does not search the sliding plan
(``steps=False``), which costs about a twelfth of the CPU and plays a little weaker
than the team bot of ``make_bot("planner", ...)``.
A rollout is a forecast of how *these bots* would fare from here; a human
playing better or worse than the bots changes the chance.

>>> import boardgames
>>> from boardgames.analysis import win_chance
>>> game = boardgames.new_game("catan", players=3, seed=2, target=5)
>>> chance = win_chance(game, seat=0, rollouts=40, seed=1)
>>> print(chance)                     # doctest: +ELLIPSIS
seat 0 wins catan from here: ...% [...%, ...%] (40 rollouts: ...)
>>> chance.rollouts, sum(n for _, n in chance.counts)
(40, 40)
"""

from __future__ import annotations

import contextlib
import gc
import random
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..core.checks import read_int

__all__ = ["WinChance", "WinChanceHistory", "default_bots", "win_chance", "win_chance_history"]

#: rollouts that give a 95% interval at most 0.05 wide on each side whatever the chance
#: (the Wilson half-width at 1/2 after 385 rollouts is 0.0499)
ROLLOUTS_FOR_5_POINTS = 385


@dataclass(frozen=True)
class WinChance:
    """The chance that ``seat`` (the team, in Forbidden Jungle) wins from a position.

    * ``estimate``: the chance (wins / rollouts, or the exact value as a float);
    * ``low``, ``high``: the Wilson 95% interval (both equal to ``estimate`` when exact);
    * ``rollouts``: how many games were played out (0 when exact);
    * ``wins``: how many of them the seat won;
    * ``counts``: how the rollouts ended, as ``(what, how many)`` pairs (see the
      module docstring); :meth:`count` reads one;
    * ``exact``: the exact chance as a :class:`~fractions.Fraction`, or None;
    * ``game``, ``seat``, ``bots``, ``seed``: what was asked.

    Examples
    --------
    >>> from boardgames.analysis.winning import WinChance
    >>> chance = WinChance(0.25, 0.2, 0.31, 200, 50, (("escaped", 50), ("overrun", 150)),
    ...                    "forbidden-jungle", 0, ("planner", "planner"), 1)
    >>> chance.count("overrun"), chance.count("marooned"), round(chance.half_width, 3)
    (150, 0, 0.055)
    >>> print(chance)
    the team escapes forbidden-jungle from here: 25.0% [20.0%, 31.0%] (200 rollouts: escaped 50, overrun 150)
    """

    estimate: float
    low: float
    high: float
    rollouts: int
    wins: int
    counts: tuple[tuple[str, int], ...]
    game: str
    seat: int
    bots: tuple[str, ...]
    seed: int
    exact: Fraction | None = None

    @property
    def half_width(self) -> float:
        """Half the width of the 95% interval: the "give or take" of the estimate."""
        return (self.high - self.low) / 2

    def count(self, what: str) -> int:
        """How many rollouts ended as ``what`` (0 if none did).

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.analysis import win_chance
        >>> game = boardgames.new_game("catan", players=3, seed=2, target=4)
        >>> chance = win_chance(game, seat=1, rollouts=12, seed=3)
        >>> chance.count("seat 1 won") == chance.wins, chance.count("no such ending")
        (True, 0)
        """
        for name, n in self.counts:
            if name == what:
                return n
        return 0

    def to_dict(self) -> dict:
        """Plain data (JSON-ready): every field, ``counts`` as a dict, ``exact`` as text.

        Examples
        --------
        >>> from fractions import Fraction
        >>> from boardgames.analysis.winning import WinChance
        >>> WinChance(0.75, 0.75, 0.75, 0, 0, (), "catan", 1, ("greedy",) * 3, 0,
        ...           Fraction(3, 4)).to_dict()["exact"]
        '3/4'
        """
        return {"game": self.game, "seat": self.seat, "estimate": self.estimate,
                "low": self.low, "high": self.high, "rollouts": self.rollouts,
                "wins": self.wins, "counts": dict(self.counts), "bots": list(self.bots),
                "seed": self.seed, "exact": None if self.exact is None else str(self.exact)}

    def __str__(self) -> str:
        from ..core.gametype import game_type
        who = game_type(self.game).win_phrase(self.seat)
        head = f"{who} {self.game} from here: {self.estimate:.1%}"
        if self.exact is not None:
            return f"{head} exactly ({self.exact})"
        ends = ", ".join(f"{k} {n}" for k, n in self.counts if n)
        return f"{head} [{self.low:.1%}, {self.high:.1%}] ({self.rollouts} rollouts: {ends})"


def default_bots(game: Any) -> tuple[str, ...]:
    """The bots :func:`win_chance` plays out with by default, one name per seat.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.analysis.winning import default_bots
    >>> default_bots(boardgames.new_game("zarahemla", players=3, seed=1))
    ('greedy', 'greedy', 'greedy')
    >>> default_bots(boardgames.new_game("forbidden-jungle", players=2, seed=1))
    ('planner', 'planner')
    """
    return (game.game_type.playout_bot,) * game.players


# ---------------------------------------------------------------------------
# checking the arguments
# ---------------------------------------------------------------------------
def _check_game(game: Any) -> None:
    from ..core.game import Game
    if not isinstance(game, Game):
        raise TypeError("win_chance needs a game made by boardgames.new_game or load_game, "
                        f"not {type(game).__name__}")


def _read_bots(game: Any, bots: Any, bot_options: Any) -> tuple[str, ...]:
    from ..bots import make_bot
    n = game.players
    if bots is None:
        names = default_bots(game)
    elif isinstance(bots, str):
        names = (bots.strip().lower(),) * n
    elif isinstance(bots, list | tuple) and all(isinstance(b, str) for b in bots):
        if len(bots) != n:
            raise ValueError(f"bots must name one bot per seat: this {game.name} game has {n} "
                             f"seats, and {len(bots)} were named")
        names = tuple(b.strip().lower() for b in bots)
    else:
        raise TypeError("bots must be a bot name or a list of bot names, one per seat, not "
                        f"{type(bots).__name__}")
    for b in names:
        game.game_type.bot(b)       # an unknown name: ValueError naming the game's bots
    if bot_options is not None:
        if not isinstance(bot_options, dict) or not all(
                isinstance(k, str) and isinstance(v, dict) for k, v in bot_options.items()):
            raise TypeError("bot_options must map a bot name to a dict of its options")
        for b in set(names):
            try:
                make_bot(b, game.name, seed=0, **bot_options.get(b, {}))
            except TypeError as exc:
                raise ValueError(f"bot_options for {b!r} are not options of that bot: "
                                 f"{exc}") from None
    return names


# ---------------------------------------------------------------------------
# rollouts
# ---------------------------------------------------------------------------
#: constructor options of the rollouts' bots, by game and bot name, unless ``bot_options``
#: names others: the Forbidden Jungle planner plays without the searched plan's steps (it
#: searches the sliding plan on every new board: about twelve times the CPU of a game)
ROLLOUT_OPTIONS: dict[str, dict[str, dict[str, Any]]] = {
    "forbidden-jungle": {"planner": {"steps": False}}}


def _rollout_options(game: Any, bot_options: dict) -> dict[str, dict[str, Any]]:
    """:data:`ROLLOUT_OPTIONS` for ``game``, overridden option by option by ``bot_options``.

    >>> import boardgames
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
    >>> _rollout_options(game, {"planner": {"samples": 1}})
    {'planner': {'steps': False, 'samples': 1}}
    >>> _rollout_options(game, {"planner": {"steps": True}})
    {'planner': {'steps': True}}
    """
    out = {name: dict(opts) for name, opts in ROLLOUT_OPTIONS.get(game.name, {}).items()}
    for name, opts in bot_options.items():
        out[name] = {**out.get(name, {}), **opts}
    return out


def _make_bots(game: Any, names: tuple[str, ...], seed: int, bot_options: dict) -> list:
    from ..bots import make_bot
    return [make_bot(b, game.name, seed=seed * 16 + s, **bot_options.get(b, {}))
            for s, b in enumerate(names)]


def _play_out(world: Any, bots: list, max_actions: int) -> None:
    """Play ``world`` (a made-up world: any bot may read all of it) to the end: the bots'
    own loop (:meth:`boardgames.bots.Bot.play_out`) when every seat's bot is of one class,
    else the generic loop, each bot acting with :meth:`~boardgames.bots.Bot.act_in`."""
    from ..bots import Bot

    kind = type(bots[0])
    if not (issubclass(kind, Bot) and all(type(b) is kind for b in bots)):
        kind = Bot
    kind.play_out(world, bots, max_actions)


def _ends(game: Any) -> list[str]:
    """The ways a rollout may end, in the order the counts list them: the record's
    ``outcomes`` (the team's, in a cooperative game), else the seat that won (a
    cooperative game whose record lists none: its words as they come)."""
    record = game.game_type
    if record.outcomes or record.cooperative:
        return [*record.outcomes]
    return [f"seat {q} won" for q in range(game.players)]


def _ending(game: Any, g: Any) -> str:
    """How a finished (or stopped) rollout ended, as counted: the engine's word for it
    (``result()["outcome"]``) where the record lists the ways to end or the seats win
    together, else the seat that won."""
    if not g.is_over:
        return "unfinished"
    record = game.game_type
    if record.outcomes or record.cooperative:
        return g.result()["outcome"]
    w = g.winners
    return f"seat {w[0]} won" if len(w) == 1 else "shared"


def _won(g: Any, seat: int) -> bool:
    return g.is_over and seat in g.winners


# ---------------------------------------------------------------------------
# exact
# ---------------------------------------------------------------------------
class _TooBig(Exception):
    pass


def _exact(start: Any, seat: int, names: tuple[str, ...], seed: int, bot_options: dict,
           limit: int) -> Fraction | None:
    """The exact chance over every chance outcome, or None beyond ``limit`` decisions.

    The bots are made afresh (with the same seeds) for every decision, so each one
    decides from the position alone, whichever branch led there.
    """
    from ..bots import decide
    spent = [0]

    def bot(g: Any, s: int) -> Any:
        spent[0] += 1
        if spent[0] > limit:
            raise _TooBig
        return _make_bots(g, names, seed, bot_options)[s]

    def value(g: Any) -> Fraction:
        while not g.is_over:
            s = g.current_player
            action = decide(bot(g, s), g, s)
            tree = g.chance_tree(action, limit=limit)
            if tree is None:
                g.apply(action)
                continue
            paths = tree.paths()
            spent[0] += len(paths) - 1
            if spent[0] > limit:
                raise _TooBig
            total = Fraction(0)
            for path, p in paths:
                h = g.copy()
                for kind, outcome in path:
                    h.force(kind, outcome)
                h.apply(action)
                total += p * value(h)
            return total
        return Fraction(int(seat in g.winners))

    try:
        return value(start.copy())
    except _TooBig:
        return None
    except ValueError:      # a chance tree larger than its limit
        return None


# ---------------------------------------------------------------------------
# the estimate
# ---------------------------------------------------------------------------
def win_chance(game: Any, seat: int | None = None, bots: Any = None, rollouts: int = 200,
               seed: int = 0, *, half_width: float | None = None, max_actions: int = 5000,
               exact_limit: int = 40, bot_options: dict | None = None) -> WinChance:
    """The chance that ``seat`` wins ``game`` from here, from its own view; see the module.

    * ``seat``: whose view the hidden parts are imagined from (the current
      player when None); in Forbidden Jungle the team wins or loses together;
    * ``bots``: who plays the rollouts: a bot name for every seat, or a list
      of names in seat order (default: :func:`default_bots`);
    * ``rollouts``: how many games to play out (at most, with ``half_width``);
    * ``seed``: the rollouts' seed (same seed, same view: same answer);
    * ``half_width``: stop as soon as the 95% interval is at most this wide on
      each side (checked after every rollout from the 20th on);
    * ``max_actions``: a rollout still going after this many actions counts
      as ``unfinished`` (not a win);
    * ``exact_limit``: the bot decisions an exact answer may cost (0: never exact);
    * ``bot_options``: constructor options by bot name, e.g. ``{"planner": {"samples": 1}}``
      (over :data:`ROLLOUT_OPTIONS`: ``{"planner": {"steps": True}}`` plays the team bot's
      own planner).

    Raises :class:`TypeError` for something that is not a game (or bots that
    are not names) and :class:`ValueError` for any other bad argument, with one
    sentence, before any work.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.analysis import win_chance
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
    >>> chance = win_chance(game, rollouts=10, seed=1)
    >>> chance.rollouts, sum(n for _, n in chance.counts), chance.low <= chance.estimate <= chance.high
    (10, 10, True)
    >>> [name for name, _ in chance.counts]
    ['escaped', 'overrun', 'total collapse', 'poisoned', 'lost in a sinkhole', 'marooned', 'unfinished']
    >>> win_chance(game, rollouts=0)
    Traceback (most recent call last):
        ...
    ValueError: rollouts must be a whole number of at least 1, not 0
    """
    from ..bots import Bot, Table
    from .montecarlo import wilson

    _check_game(game)
    n = game.players
    if seat is None:
        seat = game.current_player if game.current_player is not None else 0
    read_int(seat, "seat", 0, n - 1)
    read_int(rollouts, "rollouts", 1)
    read_int(seed, "seed")
    read_int(max_actions, "max_actions", 1)
    read_int(exact_limit, "exact_limit", 0)
    if half_width is not None and not (isinstance(half_width, int | float)
                                       and not isinstance(half_width, bool)
                                       and 0 < half_width < 1):
        raise ValueError(f"half_width must be a number between 0 and 1, not {half_width!r}")
    names = _read_bots(game, bots, bot_options)
    bot_options = _rollout_options(game, bot_options or {})

    def exactly(value: Fraction) -> WinChance:
        f = float(value)
        return WinChance(f, f, f, 0, 0, (), game.name, seat, names, seed, value)

    if game.is_over:
        return exactly(Fraction(int(seat in game.winners)))
    table = Table(game, seat)
    if exact_limit and game.one_world(seat):
        value = _exact(table.public_copy(), seat, names, seed, bot_options, exact_limit)
        if value is not None:
            return exactly(value)

    rng = random.Random(seed)
    ends: dict[str, int] = dict.fromkeys(_ends(game), 0)
    ends["unfinished"] = 0
    wins = done = 0
    # what the bots of each name share across the rollouts (Bot.shared_by_rollouts), asked
    # of the first rollout's bot of that name
    shared: dict[str, Any] = {}
    with _without_cycle_collection():
        while done < rollouts:
            world = table.determinise(rng)
            bots_here = _make_bots(world, names, rng.getrandbits(40), bot_options)
            for name, bot in zip(names, bots_here, strict=True):
                if name not in shared:
                    shared[name] = (bot.shared_by_rollouts(table.public_copy())
                                    if isinstance(bot, Bot) else None)
                if shared[name] is not None:
                    bot.shared = shared[name]
            _play_out(world, bots_here, max_actions)
            end = _ending(game, world)
            ends[end] = ends.get(end, 0) + 1
            wins += _won(world, seat)
            done += 1
            if half_width is not None and done >= 20:
                lo, hi = wilson(wins, done)
                if (hi - lo) / 2 <= half_width:
                    break
    lo, hi = wilson(wins, done)
    return WinChance(wins / done, lo, hi, done, wins, tuple(ends.items()), game.name, seat,
                     names, seed)


_gc_lock = threading.Lock()
_gc_users = 0
_gc_was_on = False


@contextlib.contextmanager
def _without_cycle_collection() -> Iterator[None]:
    """Switch the cyclic garbage collector off while rollouts run, and back on after.

    A rollout allocates copies of the game by the thousand, which die young and make no
    reference cycles: reference counting frees every one of them (a test plays every
    game's estimate and finds nothing left for the collector).  The bots' remembered
    answers stay (after one Forbidden Jungle estimate the planner's tables hold some
    400,000 containers: boards, distances, plans), and a collector left on keeps walking
    them for nothing: with its first threshold raised from 700 to 5000 it still took a
    tenth of a Forbidden Jungle estimate (``benchmarks/bench_win_chance.py``, seed 3:
    62 young and 5 middle passes, 0.2-0.3 of 2.8 CPU-s; off, 2.5-2.6).

    So the collector is off while any ``win_chance`` runs in any thread, and on again when
    the last one ends, error or not, if it was on when the first began (a collector
    switched off stays off).  The answers do not change: nothing the games compute
    depends on when the collector runs.  A bot of one's own that does make cycles keeps
    its garbage until the estimate ends, when the collector finds it as usual.
    """
    global _gc_users, _gc_was_on
    with _gc_lock:
        if _gc_users == 0:
            _gc_was_on = gc.isenabled()
            gc.disable()
        _gc_users += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_users -= 1
            if _gc_users == 0 and _gc_was_on:
                gc.enable()


# ---------------------------------------------------------------------------
# over a whole game
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class WinChanceHistory:
    """The chance of winning after each move of one game, from one seat's view.

    * ``moves[i]``: how many actions had been played when ``chances[i]`` was
      estimated (0: the start);
    * ``turns[i]``: the game's turn number then;
    * ``labels[i]``: the move that led there, in words ("start" for the first);
    * ``chances[i]``: the :class:`WinChance` there.

    :meth:`swings` lists the moves that changed the chance most.
    """

    game: str
    seat: int
    moves: tuple[int, ...]
    turns: tuple[int, ...]
    labels: tuple[str, ...]
    chances: tuple[WinChance, ...]

    @property
    def estimates(self) -> list[float]:
        """The estimates alone, in order."""
        return [c.estimate for c in self.chances]

    def swings(self, k: int = 3) -> list[tuple[int, float]]:
        """The ``k`` biggest changes from one estimate to the next: ``(index, change)``, biggest
        first (``index`` is where the chance arrived, ``labels[index]`` the move).

        Examples
        --------
        >>> from boardgames.analysis.winning import WinChance, WinChanceHistory
        >>> def at(p):
        ...     return WinChance(p, p, p, 0, 0, (), "catan", 0, (), 0)
        >>> history = WinChanceHistory("catan", 0, (0, 4, 9, 12), (1, 2, 3, 4),
        ...                            ("start", "a city", "a 7", "a road"),
        ...                            tuple(at(p) for p in (0.3, 0.5, 0.2, 0.25)))
        >>> [(history.labels[i], round(d, 2)) for i, d in history.swings(2)]
        [('a 7', -0.3), ('a city', 0.2)]
        """
        read_int(k, "k", 0)
        est = self.estimates
        steps = [(i, est[i] - est[i - 1]) for i in range(1, len(est))]
        steps.sort(key=lambda s: (-abs(s[1]), s[0]))
        return steps[:k]


def _is_simulation(source: Any) -> bool:
    """Is ``source`` a :func:`boardgames.simulate` result (its ``rows``, ``game`` and
    ``options``)?  Read by its fields, not its class: the analysis sits below simulate()."""
    return not isinstance(source, list | tuple) and all(
        hasattr(source, field) for field in ("rows", "game", "options"))


def _replay_simulated(result: Any, index: int) -> tuple[list[Any], list[str]]:
    """Every position of game ``index`` of a :func:`boardgames.simulate` result, played again
    from its seed with the same bots (each game depends only on its seed)."""
    import boardgames

    from ..bots import decide, make_bot
    rows = result.rows
    read_int(index, "index", 0, len(rows) - 1)
    row = rows[index]
    seed = row["seed"]
    g = boardgames.new_game(result.game, seed=seed, **result.options)
    bots = [make_bot(b, result.game, seed=seed * 16 + s) for s, b in enumerate(row["bots"])]
    positions, labels = [g.copy()], ["start"]
    # the seat to act is None once the game is over
    while (who := g.current_player) is not None and len(positions) <= row["actions"]:
        action = decide(bots[who], g, who)
        text = g.describe(action)
        g.apply(action)
        labels.append(g.move_label(who, action, text))
        positions.append(g.copy())
    record = row.get("record")
    if record is not None and boardgames.load_game(record).to_json() != g.to_json():
        raise ValueError(f"game {index} of this result does not replay from its seed (was it "
                         "played with bot options?)")
    return positions, labels


def win_chance_history(source: Any, seat: int = 0, *, index: int | None = None,
                       at: str = "turn", bots: Any = None, rollouts: int = 40, seed: int = 0,
                       bot_options: dict | None = None, max_actions: int = 5000
                       ) -> WinChanceHistory:
    """``seat``'s chance of winning (:func:`win_chance`) after each move of one game.

    ``source`` is one of

    * a :class:`~boardgames.simulation.SimulationResult` and ``index``, the game
      to follow (played again from its seed with the same bots);
    * a settlers game (live or loaded from a save): its recorded history is
      replayed from the start;
    * a list of positions (games), e.g. copies kept while playing.

    ``at="turn"`` estimates at the start of each turn and at the end (a game
    of Catan has some 400 actions); ``at="action"`` after every action.  Every
    estimate uses the same ``seed`` (common random numbers: a change from one
    point to the next is the position's, not the luck of the rollouts).

    Examples
    --------
    >>> from boardgames import simulate
    >>> from boardgames.analysis.winning import win_chance_history
    >>> result = simulate("catan", "greedy", games=1, seed=5, options={"players": 3,
    ...                   "target": 4}, progress=False)
    >>> history = win_chance_history(result, seat=0, index=0, rollouts=10, seed=1)
    >>> history.labels[0], history.chances[-1].exact in (0, 1)
    ('start', True)
    >>> len(history.moves) == len(history.chances) == len(history.turns)
    True
    """
    if at not in ("turn", "action"):
        raise ValueError(f"at must be 'turn' or 'action', not {at!r}")
    if _is_simulation(source):
        if index is None:
            raise ValueError("name the game of the result to follow: index=0 is the first")
        positions, labels = _replay_simulated(source, index)
    elif isinstance(source, list | tuple):
        if not source:
            raise ValueError("the list of positions is empty")
        for g in source:
            _check_game(g)
        positions, labels = list(source), ["start"] + [f"position {i}" for i in
                                                       range(1, len(source))]
    else:
        _check_game(source)
        positions, labels = source.replay_positions()
    read_int(seat, "seat", 0, positions[0].players - 1)
    keep = list(range(len(positions)))
    turns = [g.result()["turns"] for g in positions]
    if at == "turn":
        keep = [i for i in keep if i == 0 or i == len(positions) - 1
                or turns[i] != turns[i - 1]]
    chances = []
    for i in keep:
        chances.append(win_chance(positions[i], seat, bots=bots, rollouts=rollouts, seed=seed,
                                  bot_options=bot_options, max_actions=max_actions))
    # the label of a kept point: the moves since the previous kept point (a turn's ending
    # left out), shortened to a line
    shown = []
    for j, i in enumerate(keep):
        if j == 0:
            shown.append(labels[0])
            continue
        moves = [t for t in labels[keep[j - 1] + 1:i + 1] if not t.endswith("end the turn")]
        text = "; ".join(moves) or labels[i]
        shown.append(text if len(text) <= 90 else text[:89] + "…")
    return WinChanceHistory(positions[0].name, seat, tuple(keep),
                            tuple(int(turns[i]) for i in keep), tuple(shown),
                            tuple(chances))
