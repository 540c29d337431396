"""Batch simulation: thousands of bot games, from a notebook cell up to a Dask cluster.

>>> from boardgames import simulate
>>> result = simulate("zarahemla", bots=["greedy", "random", "random"], games=4, seed=1,
...                   progress=False)
>>> len(result.rows), sorted(result.rows[0])[:3]
(4, ['actions', 'bots', 'game'])

* **Seeds.** Game ``i`` (from 0) is played with the seed ``seed + i``; the bot
  in seat ``s`` of that game gets the seed ``(seed + i) * 16 + s``.  So a
  result depends only on the arguments, never on which executor ran it or in
  which order the games finished.
* **Executors.** ``executor=None`` plays in this process.  Any
  :class:`concurrent.futures.Executor` works (a ``ProcessPoolExecutor`` uses
  every core), and so does a ``dask.distributed.Client`` (``pip install
  boardgames[distributed]``): the same call then runs on a Dask cluster.
* **Interrupting** (Ctrl-C, or the notebook's stop button) returns the games
  finished so far, with ``result.interrupted`` set; nothing finished is lost.
* **The result** is tidy: one plain dict per game in ``result.rows`` (``game``,
  ``seed``, ``winner``, ``winner_bot``, ``outcome``, ``reason``, ``turns``,
  ``actions``, ``points``, ``bots``), ``result.columns()`` for plotly, and
  ``result.to_pandas()`` if pandas is around.  ``keep_records=True`` keeps
  every game's save text so that ``result.replay(i)`` gives the game back.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Executor, as_completed
from dataclasses import dataclass, field
from typing import Any

from .analysis.montecarlo import wilson
from .core.checks import read_int, short

__all__ = ["BotError", "SimulationResult", "play_game", "simulate", "wilson"]


class BotError(RuntimeError):
    """A bot failed during a simulated game: it raised, or chose an illegal action.

    The message names the game, its seed, the seat and the bot, so the game
    can be replayed to find out why.
    """


# ---------------------------------------------------------------------------
# One game (runs in a worker: everything here is plain, picklable data)
# ---------------------------------------------------------------------------

def _cooperative(game_name: str) -> bool:
    """Whether the seats of ``game_name`` win or lose together (its record says)."""
    from .core.gametype import game_type
    return game_type(game_name).cooperative


def _row(game: Any, bots: list[str]) -> dict[str, Any]:
    """The result part of a row: :meth:`Game.result`, with the winning seat's bot named."""
    result = dict(game.result())
    w = result.pop("winner")
    seat = w if type(w) is int and not game.game_type.cooperative else None
    reason = result.get("reason")
    if seat is not None and isinstance(reason, str) and reason.startswith(f"player {seat} "):
        result["reason"] = f"player {seat} ({bots[seat]})" + reason[len(f"player {seat}"):]
    return {"winner": w, "winner_bot": None if seat is None else bots[seat], **result}


def play_game(game_name: str, bots: Sequence[str], seed: int, options: dict | None = None,
              keep_record: bool = False, max_actions: int = 200_000,
              bot_options: dict | None = None) -> dict:
    """Play one game with bots named in seat order; return its row (see :func:`simulate`).

    Examples
    --------
    >>> from boardgames.simulation import play_game
    >>> row = play_game("zarahemla", ["greedy", "random", "random"], seed=7,
    ...                 options={"players": 3})
    >>> row["winner"], row["winner_bot"], row["points"], row["turns"]
    (0, 'greedy', [12, 3, 2], 178)
    >>> row["reason"]
    'player 0 (greedy) reached 12 points'
    >>> play_game("zarahemla", ["greedy", "random", "random"], seed=7)
    Traceback (most recent call last):
        ...
    ValueError: play_game needs one bot per seat: this zarahemla game has 4 seats, and ['greedy', 'random', 'random'] names 3 (give options={'players': ...} to change the seats)
    """
    import boardgames
    from boardgames.bots import decide, make_bot

    from .core.errors import IllegalAction
    from .core.game import play_out

    options = dict(options or {})
    game = boardgames.new_game(game_name, seed=seed, **options)
    n = game.players
    if isinstance(bots, str) or len(bots) != n:
        raise ValueError(f"play_game needs one bot per seat: this {game_name} game has {n} "
                         f"seats, and {bots!r} names {1 if isinstance(bots, str) else len(bots)}"
                         " (give options={'players': ...} to change the seats)")
    bot_options = bot_options or {}
    names = [_bot_name(b) for b in bots]
    players = [make_bot(b, game_name, seed=seed * 16 + s, **bot_options.get(_bot_name(b), {}))
               for s, b in enumerate(bots)]
    def where(seat: int) -> str:
        return f"{game_name} game with seed {seed}, seat {seat} ({names[seat]} bot)"

    chosen: list[Any] = [None, None]      # the last seat to choose, and its action

    def choose(g: Any, seat: int | None) -> Any:
        assert seat is not None     # play_out asks only while the game goes on
        try:
            chosen[:] = [seat, decide(players[seat], g, seat)]
        except Exception as exc:    # reported with the seat and the bot
            raise BotError(f"{where(seat)}: the bot raised {type(exc).__name__}: {exc}") from exc
        return chosen[1]

    try:
        taken = play_out(game, choose, max_actions)
    except IllegalAction as exc:    # from apply: a bot's error is a BotError already
        seat, action = chosen
        raise BotError(f"{where(seat)}: the bot chose {action!r}, which is illegal: "
                       f"{exc}") from None
    row: dict[str, Any] = {"seed": seed, "bots": names, "actions": taken, **_row(game, names)}
    if keep_record:
        row["record"] = game.to_json()
    return row


def _play_chunk(game_name: str, jobs: list[tuple[int, list[str], int]], options: dict | None,
                keep_record: bool, max_actions: int, bot_options: dict | None) -> list[dict]:
    out = []
    for index, bots, seed in jobs:
        row = play_game(game_name, bots, seed, options, keep_record, max_actions, bot_options)
        row["game"] = index
        out.append(row)
    return out


# ---------------------------------------------------------------------------
# The result
# ---------------------------------------------------------------------------

class Summary(str):
    """The text of :meth:`SimulationResult.summary`: a ``str`` that a notebook shows as the
    table it is (not as a quoted string with ``\\n`` in it).

    Examples
    --------
    >>> from boardgames.simulation import Summary
    >>> Summary("a\\nb")
    a
    b
    >>> Summary("<x>")._repr_html_()
    '<pre>&lt;x&gt;</pre>'
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        import html
        return f"<pre>{html.escape(str(self))}</pre>"


@dataclass(repr=False)
class SimulationResult:
    """The games of one :func:`simulate` call, one row (a plain dict) per game."""

    game: str
    bots: list[str]
    options: dict
    seed: int
    requested: int
    rows: list[dict] = field(default_factory=list)
    interrupted: bool = False

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    @property
    def cooperative(self) -> bool:
        return _cooperative(self.game)

    def columns(self) -> dict[str, list]:
        """Column lists (``{"seed": [...], "winner": [...], ...}``), e.g. for plotly express.

        Examples
        --------
        >>> from boardgames import simulate
        >>> result = simulate("catan", "greedy", games=4, seed=1, options={"players": 3},
        ...                   progress=False)
        >>> cols = result.columns()
        >>> cols["seed"], cols["winner"], cols["turns"]
        ([1, 2, 3, 4], [0, 1, 1, 2], [49, 89, 59, 84])
        >>> cols["points_0"]             # seat 0's points at the end of each game
        [10, 7, 5, 9]
        """
        keys = ["game", "seed", "winner", "winner_bot", "outcome", "reason", "turns", "actions"]
        cols: dict[str, list] = {k: [r.get(k) for r in self.rows] for k in keys}
        if not self.cooperative and self.rows:
            for q in range(len(self.rows[0]["points"])):
                cols[f"points_{q}"] = [r["points"][q] for r in self.rows]
        return cols

    def to_pandas(self):
        """:meth:`columns` as a pandas DataFrame, one row per game (needs pandas).

        pandas is not a dependency of the package (nor of its tests), so this
        is shown as a recipe rather than run as an Example::

            result = simulate("catan", "greedy", games=200, seed=1)
            df = result.to_pandas()
            df.groupby("winner")["turns"].mean()     # how long the games each seat won lasted

        Without pandas, :meth:`columns` gives the same table as plain lists.
        """
        import pandas as pd  # optional
        return pd.DataFrame(self.columns())

    # -- summaries ---------------------------------------------------------
    def win_rate(self, who: Any = None) -> dict:
        """Wins, games, rate and Wilson 95% interval.

        A cooperative game (its record says): ``who`` is ignored (the team wins or loses).
        Otherwise ``who`` is a seat number or a bot name (games that bot won,
        over the games it played in).

        Examples
        --------
        Does the first seat have an advantage? Greedy against greedy:

        >>> from boardgames import simulate
        >>> result = simulate("catan", "greedy", games=4, seed=1, options={"players": 3},
        ...                   progress=False)
        >>> rate = result.win_rate(0)
        >>> rate["wins"], rate["games"], round(rate["low"], 3), round(rate["high"], 3)
        (1, 4, 0.046, 0.699)

        A cooperative game has one result for the whole team:

        >>> jungle = simulate("forbidden-jungle", "random", games=4, seed=1, progress=False)
        >>> jungle.win_rate()["wins"], jungle.win_rate()["games"]
        (0, 4)
        """
        rows = self.rows
        if self.cooperative:
            k = sum(1 for r in rows if r["winner"] is True)
            n = len(rows)
        elif isinstance(who, int):
            k = sum(1 for r in rows if r["winner"] == who)
            n = len(rows)
        else:
            played = [r for r in rows if who in r["bots"]]
            k = sum(1 for r in played if r["winner_bot"] == who)
            n = len(played)
        lo, hi = wilson(k, n)
        return {"wins": k, "games": n, "rate": k / n if n else 0.0, "low": lo, "high": hi}

    def summary_rows(self) -> list[dict]:
        """The lines of :meth:`summary` as dicts.

        Examples
        --------
        >>> from boardgames import simulate
        >>> result = simulate("catan", "greedy", games=4, seed=1, options={"players": 3},
        ...                   progress=False)
        >>> [(row["who"], row["wins"], row["games"]) for row in result.summary_rows()]
        [('bot greedy', 4, 4), ('seat 0', 1, 4), ('seat 1', 2, 4), ('seat 2', 1, 4)]
        """
        out = []
        if self.cooperative:
            out.append({"who": "team", **self.win_rate()})
            return out
        for name in dict.fromkeys(b for r in self.rows for b in r["bots"]):
            out.append({"who": f"bot {name}", **self.win_rate(name)})
        if self.rows:
            for q in range(len(self.rows[0]["bots"])):
                out.append({"who": f"seat {q}", **self.win_rate(q)})
        return out

    def summary(self) -> Summary:
        """A plain-text table: win rates with Wilson 95% intervals, turns, outcomes.

        It is a ``str`` (a :class:`Summary`) that a notebook shows as the table, not quoted.

        Examples
        --------
        >>> from boardgames import simulate
        >>> result = simulate("catan", "greedy", games=4, seed=1, options={"players": 3},
        ...                   progress=False)
        >>> print(result.summary())
        catan: 4 game(s), bots greedy, greedy, greedy, seed 1, options players=3
        <BLANKLINE>
                           wins  games    rate   95% interval
        bot greedy            4      4  100.0%   51.0% - 100.0%
        seat 0                1      4   25.0%   4.6% - 69.9%
        seat 1                2      4   50.0%   15.0% - 85.0%
        seat 2                1      4   25.0%   4.6% - 69.9%
        <BLANKLINE>
        turns: mean 70.2, median 84, min 49, max 89
        outcomes: won 4
        """
        n = len(self.rows)
        head = (f"{self.game}: {n} game(s)" + (f" of {self.requested} (interrupted)"
                                               if self.interrupted else "")
                + f", bots {', '.join(self.bots)}, seed {self.seed}")
        if self.options:
            head += ", options " + ", ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        lines = [head, "", f"{'':<16}{'wins':>7}{'games':>7}{'rate':>8}   95% interval"]
        for s in self.summary_rows():
            lines.append(f"{s['who']:<16}{s['wins']:>7}{s['games']:>7}{s['rate']:>8.1%}   "
                         f"{s['low']:.1%} - {s['high']:.1%}")
        if n:
            turns = sorted(r["turns"] for r in self.rows)
            lines += ["", f"turns: mean {sum(turns) / n:.1f}, median {turns[n // 2]}, "
                          f"min {turns[0]}, max {turns[-1]}"]
            outcomes = Counter(r["outcome"] for r in self.rows)
            lines.append("outcomes: " + ", ".join(f"{k} {v}" for k, v in outcomes.most_common()))
        return Summary("\n".join(lines))

    def __str__(self) -> str:
        return self.summary()

    def __repr__(self) -> str:
        """The summary table (a result holds every game's row: too much to show).

        Examples
        --------
        >>> from boardgames import simulate
        >>> simulate("catan", "greedy", games=2, seed=1, options={"players": 3},
        ...          progress=False)
        catan: 2 game(s), bots greedy, greedy, greedy, seed 1, options players=3
        ...
        """
        return self.summary()

    def _repr_html_(self) -> str:
        """The summary as an HTML table, for Jupyter."""
        import html
        esc = html.escape
        n = len(self.rows)
        head = (f"{esc(self.game)}: {n} game(s)"
                + (f" of {self.requested} (interrupted)" if self.interrupted else "")
                + f", bots {esc(', '.join(self.bots))}, seed {self.seed}")
        if self.options:
            head += ", options " + esc(", ".join(f"{k}={v}" for k, v in
                                                 sorted(self.options.items())))
        cells = "".join(
            f"<tr><td style='text-align:left'>{esc(r['who'])}</td><td>{r['wins']}</td>"
            f"<td>{r['games']}</td><td>{r['rate']:.1%}</td>"
            f"<td>{r['low']:.1%} - {r['high']:.1%}</td></tr>" for r in self.summary_rows())
        table = ("<table><thead><tr><th></th><th>wins</th><th>games</th><th>rate</th>"
                 f"<th>95% interval</th></tr></thead><tbody>{cells}</tbody></table>")
        tail = self.summary().split("\n\n")[2:] if n else []
        foot = "".join(f"<pre>{esc(t)}</pre>" for t in tail)
        return f"<div><p>{head}</p>{table}{foot}</div>"

    # -- saving ------------------------------------------------------------
    def to_dict(self) -> dict:
        """The whole result as plain data: the header, the summary lines and every row.

        Examples
        --------
        >>> from boardgames import simulate
        >>> result = simulate("catan", "greedy", games=4, seed=1, options={"players": 3},
        ...                   progress=False)
        >>> data = result.to_dict()
        >>> data["format"], data["game"], data["requested"], len(data["rows"])
        ('boardgames-simulation', 'catan', 4, 4)
        >>> data["rows"][0]["reason"]
        'player 0 (greedy) reached 10 points'
        """
        return {"format": "boardgames-simulation", "version": 1, "game": self.game,
                "bots": self.bots, "options": self.options, "seed": self.seed,
                "requested": self.requested, "interrupted": self.interrupted,
                "summary": self.summary_rows(), "rows": self.rows}

    def to_json(self, indent: int | None = None) -> str:
        """:meth:`to_dict` as JSON text; :meth:`from_json` reads it back.

        Examples
        --------
        >>> from boardgames.simulation import SimulationResult
        >>> from boardgames import simulate
        >>> result = simulate("catan", "greedy", games=4, seed=1, options={"players": 3},
        ...                   progress=False)
        >>> text = result.to_json()
        >>> text[:44]
        '{"format": "boardgames-simulation", "version'
        >>> SimulationResult.from_json(text).rows == result.rows
        True
        """
        return json.dumps(self.to_dict(), indent=indent)

    def save(self, path: str) -> None:
        """Write :meth:`to_json` (indented) to the file ``path``.

        Examples
        --------
        >>> import pathlib, tempfile
        >>> from boardgames.simulation import SimulationResult
        >>> from boardgames import simulate
        >>> result = simulate("catan", "greedy", games=4, seed=1, options={"players": 3},
        ...                   progress=False)
        >>> with tempfile.TemporaryDirectory() as folder:
        ...     path = pathlib.Path(folder) / "catan-greedy.json"
        ...     result.save(path)
        ...     again = SimulationResult.from_json(path.read_text(encoding="utf-8"))
        >>> print(again.summary() == result.summary())
        True
        """
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.to_json(indent=1))

    @classmethod
    def from_json(cls, text: str) -> SimulationResult:
        """A result back from :meth:`to_json` text (or a file written by :meth:`save`).

        Examples
        --------
        >>> from boardgames.simulation import SimulationResult
        >>> from boardgames import simulate
        >>> result = simulate("catan", "greedy", games=4, seed=1, options={"players": 3},
        ...                   progress=False)
        >>> again = SimulationResult.from_json(result.to_json())
        >>> again.win_rate("greedy") == result.win_rate("greedy")
        True
        >>> SimulationResult.from_json('{"format": "boardgames-save"}')
        Traceback (most recent call last):
            ...
        ValueError: this is not a saved boardgames simulation
        """
        if not isinstance(text, str | bytes | bytearray):
            raise TypeError(f"a saved simulation is JSON text, not {type(text).__name__}")
        try:
            d = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise ValueError(f"this is not a saved boardgames simulation (not JSON: "
                             f"{short(str(exc), 120)})") from None
        if not isinstance(d, dict) or d.get("format") != "boardgames-simulation":
            raise ValueError("this is not a saved boardgames simulation")
        fields = {"game": str, "bots": list, "options": dict, "seed": int, "requested": int,
                  "rows": list, "interrupted": bool}
        for key, kind in fields.items():
            if not isinstance(d.get(key), kind) or (kind is int and isinstance(d[key], bool)):
                raise ValueError(f"this saved simulation's {key} is missing or not a "
                                 f"{kind.__name__}")
        if not all(isinstance(r, dict) for r in d["rows"]):
            raise ValueError("this saved simulation's rows are not one object per game")
        return cls(d["game"], d["bots"], d["options"], d["seed"], d["requested"], d["rows"],
                   d["interrupted"])

    def replay(self, index: int):
        """The finished game of row ``index`` (needs ``keep_records=True``).

        Examples
        --------
        >>> from boardgames import simulate
        >>> result = simulate("zarahemla", ["greedy", "random", "random"], games=2, seed=3,
        ...                   keep_records=True, progress=False)
        >>> game = result.replay(1)
        >>> game.is_over, game.winners, game.points(0)
        (True, (0,), 12)
        >>> game.phase_description()
        'the game is over'
        """
        import boardgames
        record = self.rows[index].get("record")
        if record is None:
            raise ValueError("this result kept no records: simulate(..., keep_records=True)")
        return boardgames.load_game(record)


# ---------------------------------------------------------------------------
# simulate()
# ---------------------------------------------------------------------------

def _bot_name(bot: Any) -> str:
    from .bots import Bot
    return bot.name if isinstance(bot, Bot) else str(bot)




def _seat_bots(game_name: str, given: Sequence[Any], options: dict) -> tuple[list[Any], dict]:
    from .bots import Bot
    bots = [b if isinstance(b, Bot) else str(b).strip() for b in given]
    if not bots:
        raise ValueError("name at least one bot")
    if not isinstance(options, dict):
        raise ValueError("options must be a dict of new_game options")
    for key in ("seed",):
        if key in options:
            raise ValueError("the seed is simulate's own argument (game i uses seed + i), "
                             "not an option")
    from .core.gametype import game_type

    options = dict(options)
    players = options.setdefault("players",
                                 len(bots) if len(bots) > 1 else game_type(game_name).default_players)
    read_int(players, "players")
    if len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        raise ValueError(f"{len(bots)} bots for {players} players: name one bot per seat, "
                         "or a single bot for every seat")
    return bots, options


def _is_dask(executor: Any) -> bool:
    return type(executor).__module__.split(".")[0] == "distributed"


def _progress_bar(total: int, show: bool | None, desc: str):
    if show is None:
        show = total >= 20
    if not show:
        return None
    from tqdm.auto import tqdm

    class Bar(tqdm):
        # no monitor thread: where threads cannot start (JupyterLite's Pyodide) tqdm would
        # warn "can't start new thread" (TqdmMonitorWarning); the bar does not need it
        monitor_interval = 0

    return Bar(total=total, desc=desc, unit="game", file=sys.stderr)


def simulate(game_name: str, bots: Sequence[str] | str = ("random",), games: int = 100,
             seed: int = 0, options: dict | None = None, executor: Executor | Any = None,
             keep_records: bool = False, progress: bool | None = None, rotate: bool = False,
             chunk_size: int | None = None, max_actions: int = 200_000,
             bot_options: dict | None = None) -> SimulationResult:
    """Play ``games`` games of ``game_name`` between ``bots`` and return a :class:`SimulationResult`.

    ``bots``: bot names in seat order (``["greedy", "random", "random"]`` or
    ``"greedy,random,random"``), or one name for every seat.  Their number sets
    ``players`` unless ``options`` does; one bot plays every seat of the game's
    usual number of players (its record's ``default_players``).
    ``rotate=True`` turns the seating by one place each game, so that every
    bot plays every seat equally often.  ``bot_options`` maps a bot name to
    its constructor options, e.g. ``{"search": {"playouts": 16}}``.
    ``executor``, ``progress``, ``keep_records``: see the module docstring.

    Examples
    --------
    >>> from boardgames import simulate
    >>> result = simulate("catan", ["greedy", "random", "random"], games=6, seed=0, progress=False)
    >>> result.win_rate("greedy")["wins"], result.win_rate("greedy")["games"]
    (6, 6)
    """
    import boardgames

    from .bots import Bot, make_bot

    if not isinstance(game_name, str):
        raise TypeError(f"game_name is the name of a game, such as 'catan', not "
                        f"{short(game_name)}")
    seats: list[Any]
    if isinstance(bots, str):
        seats = [b for b in bots.split(",") if b.strip()]
    elif not isinstance(bots, list | tuple):
        seats = [bots]          # one Bot (anything else is refused below)
    else:
        seats = list(bots)
    for b in seats:
        if not isinstance(b, str | Bot):
            raise TypeError(f"a bot is a bot's name or a Bot, not {short(b)}")
    read_int(games, "games", lo=0)
    read_int(seed, "seed")
    if chunk_size is not None:
        read_int(chunk_size, "chunk_size", lo=1)
    read_int(max_actions, "max_actions", lo=1)
    for flag, value in (("keep_records", keep_records), ("rotate", rotate)):
        if not isinstance(value, bool):
            raise TypeError(f"{flag} is True or False, not {short(value)}")
    if progress is not None and not isinstance(progress, bool):
        raise TypeError(f"progress is True, False or None, not {short(progress)}")
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise TypeError("executor is a concurrent.futures Executor or a dask Client (something "
                        f"with a submit method), not {short(executor)}")
    if options is not None and not isinstance(options, dict):
        raise TypeError(f"options is a dict of new_game options, not {short(options)}")
    for key in options or {}:
        if not isinstance(key, str):
            raise TypeError(f"an option's name is text, not {short(key)}")
    if bot_options is not None:
        if not isinstance(bot_options, dict):
            raise TypeError("bot_options maps a bot name to a dict of its options, not "
                            f"{short(bot_options)}")
        for name, opts in bot_options.items():
            if not isinstance(name, str) or not isinstance(opts, dict) or not all(
                    isinstance(k, str) for k in opts):
                raise TypeError("bot_options maps a bot name to a dict of its options, as "
                                "{'search': {'playouts': 16}}, not "
                                f"{short(name)}: {short(opts)}")
    base_bots, options = _seat_bots(game_name, seats, options or {})
    try:
        boardgames.new_game(game_name, seed=seed, **options)   # fail early on a bad option
    except TypeError as exc:
        raise ValueError(f"these options do not make a game of {game_name}: {exc}") from None
    seated = {_bot_name(b).strip().lower() for b in base_bots}
    for name, opts in (bot_options or {}).items():
        if name.strip().lower() not in seated:
            raise ValueError(f"bot_options names the bot {short(name)}, but no seat plays it "
                             f"(the bots are {', '.join(sorted(seated))})")
        if name.strip().lower() == "random" and opts:
            raise ValueError("the random bot takes no options")
    for b in base_bots:   # fail early on an unknown bot name or bad bot options
        opts = (bot_options or {}).get(_bot_name(b), {})
        try:
            make_bot(b, game_name, seed=0, **opts)
        except TypeError as exc:
            raise TypeError(f"the bot {_bot_name(b)} does not take the options "
                            f"{short(opts)} ({exc})") from None
    n = len(base_bots)

    def jobs():
        for i in range(games):
            k = i % n if rotate else 0
            yield (i, base_bots[k:] + base_bots[:k], seed + i)

    def chunks():
        chunk: list = []
        for job in jobs():
            chunk.append(job)
            if len(chunk) == chunk_size:
                yield chunk
                chunk = []
        if chunk:
            yield chunk

    result = SimulationResult(game_name, [_bot_name(b) for b in base_bots], options, seed, games)
    bar = _progress_bar(games, progress, f"{game_name} games")
    if chunk_size is None:
        chunk_size = 1 if executor is None else max(1, min(50, games // 64 or 1))
    args = (options, keep_records, max_actions, bot_options)
    rows: list[dict] = []
    futures: list = []
    try:
        if executor is None:
            for chunk in chunks():
                done = _play_chunk(game_name, chunk, *args)
                rows.extend(done)
                if bar is not None:
                    bar.update(len(done))
        else:
            # a bounded number of chunks in flight: a huge ``games`` starts at once and can
            # be interrupted, instead of first building every job
            window = 256
            pending = chunks()
            futures = []
            for chunk in pending:
                futures.append(executor.submit(_play_chunk, game_name, chunk, *args))
                if len(futures) >= window:
                    break
            finished: Any
            if _is_dask(executor):
                from distributed import as_completed as dask_completed
                finished = dask_completed
            else:
                finished = as_completed
            flying = list(futures)
            while flying:
                refill = []
                for fut in finished(flying):
                    done = fut.result()
                    futures.remove(fut)     # only chunks in flight are kept
                    rows.extend(done)
                    if bar is not None:
                        bar.update(len(done))
                    nxt = next(pending, None)
                    if nxt is not None:
                        refill.append(executor.submit(_play_chunk, game_name, nxt, *args))
                        futures.append(refill[-1])
                flying = refill
    except KeyboardInterrupt:
        result.interrupted = True
        for fut in futures:
            fut.cancel()
        # keep whatever finished before the interrupt arrived
        for fut in futures:
            try:
                if fut.done() and not fut.cancelled():
                    got = fut.result()
                    if got and not any(r["game"] == got[0]["game"] for r in rows):
                        rows.extend(got)
            except BaseException:   # a cancelled or failed chunk: nothing to keep
                pass
    finally:
        if bar is not None:
            bar.close()
    rows.sort(key=lambda r: r["game"])
    result.rows = rows
    return result
