"""The command line: ``python -m boardgames simulate GAME --games N --bots a,b,c --seed S``.

Examples::

    python -m boardgames simulate zarahemla --games 1000 --bots greedy,greedy,random --seed 1
    python -m boardgames simulate catan --games 200 --bots greedy,random,random,random \\
        --rotate --workers 2 --out results.json
    python -m boardgames simulate forbidden-jungle --bots planner --players 2 \\
        --difficulty elite --games 500
    python -m boardgames simulate catan --games 100 --dask tcp://scheduler:8786
    python -m boardgames games          # every game: players, bots, the strong one

It prints a summary table (win rates with Wilson 95% intervals); ``--out``
saves every game's row (and with ``--records`` the games themselves) as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys

MAX_OPTION_TEXT = 100_000     # characters of one --option value
MAX_OPTION_DEPTH = 24         # nesting of its lists and objects (as a saved game's)


class UserError(Exception):
    """A mistake in the command line: reported in one line, exit status 2."""


def _value(text: str):
    """An --option value: JSON if it parses as JSON, else the text itself."""
    if len(text) > MAX_OPTION_TEXT:
        raise UserError(f"an --option value is limited to {MAX_OPTION_TEXT:,} characters")
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        return text
    except RecursionError:
        raise UserError("an --option value is nested too deeply") from None
    except ValueError:             # a number of more than 4,300 digits
        raise UserError("an --option value holds a number far larger than any option "
                        "takes") from None
    stack = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, list | dict):
            if depth > MAX_OPTION_DEPTH:
                raise UserError(f"an --option value is nested more than {MAX_OPTION_DEPTH} "
                                "levels deep")
            stack.extend((x, depth + 1) for x in (v.values() if isinstance(v, dict) else v))
        elif isinstance(v, int) and not isinstance(v, bool) and v.bit_length() > 64:
            raise UserError("an --option value holds a number far larger than any option takes")
    return value


class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line on stderr (no usage block) and exit status 2."""

    def error(self, message: str):
        raise UserError(f"{self.prog}: error: {message}")


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
    if not 1 <= n <= 1_000_000:
        raise argparse.ArgumentTypeError(f"must be from 1 to 1,000,000, not {n}")
    return n


def _count(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
    if not 0 <= n <= 10**12:
        raise argparse.ArgumentTypeError(f"must be from 0 to 10**12, not {n}")
    return n


def _seed(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
    if not 0 <= n < 2**63:
        raise argparse.ArgumentTypeError("a seed is a whole number from 0 to 2**63 - 1")
    return n


def _workers(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a whole number") from None
    if not -1 <= n <= 512:
        raise argparse.ArgumentTypeError("a number of processes from 1 to 512, 0 for this "
                                         f"process or -1 for every core, not {n}")
    return n


def _check_out(path: str) -> None:
    """Refuse, before any game is played, a results file that cannot be written."""
    import os
    import stat

    if not path or "\0" in path:
        raise UserError("--out needs a file name")
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise UserError(f"cannot write the results to {path[:80]!r} ({exc.strerror})") from None
    if st is not None and not stat.S_ISREG(st.st_mode):
        raise UserError(f"cannot write the results to {path[:80]!r}: it is not a regular file "
                        "(checked before any game is played)")
    try:
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as exc:
        raise UserError(f"cannot write the results to {path[:80]!r} ({exc.strerror}; "
                        "checked before any game is played)") from None
    if st is None:
        os.remove(path)       # made only to try: the results write it after the games


def build_parser() -> argparse.ArgumentParser:
    import boardgames

    parser = _Parser(prog="python -m boardgames",
                                     description="Board games as probability lessons.")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play many bot games and print win rates")
    sim.add_argument("game", choices=boardgames.game_names())
    sim.add_argument("--games", type=_count, default=100, help="how many games (default 100)")
    sim.add_argument("--bots", default="random",
                     help="bot names in seat order, comma separated, or one for every seat "
                          "('strong' is each game's best; 'python -m boardgames games' "
                          "lists every game's bots)")
    sim.add_argument("--seed", type=_seed, default=0, help="game i uses seed SEED + i (default 0)")
    sim.add_argument("--players", type=_positive, help="number of players (default: one per bot)")
    sim.add_argument("--difficulty", help="forbidden-jungle: novice, normal, elite, legendary")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="any other new_game option, e.g. --option target=10 (repeatable)")
    sim.add_argument("--rotate", action="store_true",
                     help="turn the seating one place each game (every bot plays every seat)")
    sim.add_argument("--playouts", type=_positive, help="search bot: playouts per decision")
    sim.add_argument("--workers", type=_workers, default=0,
                     help="play in N processes (0: in this process; -1: every core)")
    sim.add_argument("--dask", metavar="ADDRESS",
                     help="a dask.distributed scheduler address, or 'local' for a local cluster")
    sim.add_argument("--out", help="save the results as JSON to this file")
    sim.add_argument("--records", action="store_true", help="keep every game in --out for replay")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    sub.add_parser("games", help="list the games: players, bots and the strong bot of each")
    return parser


def _games() -> int:
    """Print one paragraph per game of the catalogue, from its record."""
    from .core.gametype import game_types

    for record in game_types():
        players = (f"{record.min_players}" if record.min_players == record.max_players
                   else f"{record.min_players}-{record.max_players}")
        kind = "cooperative" if record.cooperative else "competitive"
        print(f"{record.name}: {record.title}, {players} players, {kind}"
              + (f" ({record.description})" if record.description else ""))
        print(f"    bots: {', '.join(record.bot_names())}; strong: {record.strong_bot}")
    return 0


def _fail(message: str) -> int:
    """A user error: one line on stderr and exit status 2, as argparse does."""
    print(f"python -m boardgames: error: {message}", file=sys.stderr)
    return 2


def _simulate(args: argparse.Namespace) -> int:

    from .simulation import BotError, simulate

    options: dict = {}
    own = {"seed": "--seed", "players": "--players", "difficulty": "--difficulty"}
    try:
        for item in args.option:
            if "=" not in item:
                raise UserError(f"--option needs KEY=VALUE, not {item[:80]!r}")
            key, value = item.split("=", 1)
            key = key.strip()
            if key in own:
                raise UserError(f"give {key} with {own[key]}, not --option")
            if key in options:
                raise UserError(f"--option {key[:40]} is given twice")
            options[key] = _value(value)
        if args.playouts is not None and "search" not in [b.strip() for b in args.bots.split(",")]:
            raise UserError("--playouts is for the search bot, and no seat plays it")
        if args.out:
            _check_out(args.out)
    except UserError as exc:
        return _fail(str(exc))
    if args.players is not None:
        options["players"] = args.players
    if args.difficulty is not None:
        options["difficulty"] = args.difficulty
    bot_options = {"search": {"playouts": args.playouts}} if args.playouts is not None else None
    kwargs = dict(bots=args.bots, games=args.games, seed=args.seed, options=options,
                  keep_records=args.records, progress=False if args.no_progress else None,
                  rotate=args.rotate, bot_options=bot_options)
    try:
        if args.dask:
            from distributed import Client, LocalCluster
            if args.dask == "local":
                with LocalCluster(processes=True) as cluster, Client(cluster) as client:
                    result = simulate(args.game, executor=client, **kwargs)
            else:
                try:
                    client = Client(args.dask, timeout=5)
                except (OSError, TimeoutError) as exc:
                    return _fail(f"cannot reach the Dask scheduler at {args.dask!r} ({exc})")
                with client:
                    result = simulate(args.game, executor=client, **kwargs)
        elif args.workers:
            from concurrent.futures import ProcessPoolExecutor
            workers = None if args.workers < 0 else args.workers
            with ProcessPoolExecutor(workers) as pool:
                result = simulate(args.game, executor=pool, **kwargs)
        else:
            result = simulate(args.game, **kwargs)
    except BotError as exc:
        print(f"python -m boardgames: a bot failed: {exc}", file=sys.stderr)
        return 1
    except ImportError as exc:
        return _fail(f"{exc} (install the 'distributed' extra for --dask)")
    except (ValueError, TypeError) as exc:      # simulate() checks every argument first
        return _fail(str(exc))
    print(result.summary())
    if args.out:
        try:
            result.save(args.out)
        except OSError as exc:                 # the disk filled up while the games ran
            print(f"python -m boardgames: cannot write the results to {args.out[:80]!r} "
                  f"({exc.strerror})", file=sys.stderr)
            return 1
        print(f"\nsaved {len(result)} game(s) to {args.out}")
    return 130 if result.interrupted else 0


def main(argv: list[str] | None = None) -> int:
    """Run the command line; every user error is one line on stderr and exit status 2.

    Examples
    --------
    >>> from boardgames.__main__ import main
    >>> main(["simulate", "catan", "--games", "-3"])
    2
    """
    try:
        args = build_parser().parse_args(argv)
    except UserError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.command == "games":
        return _games()
    return _simulate(args)


if __name__ == "__main__":
    sys.exit(main())
