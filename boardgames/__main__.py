"""The command line: ``python -m boardgames simulate GAME --games N --bots a,b,c --seed S``.

Examples::

    python -m boardgames simulate zarahemla --games 1000 --bots greedy,greedy,random --seed 1
    python -m boardgames simulate catan --games 200 --bots greedy,random,random,random \\
        --rotate --workers 2 --out results.json
    python -m boardgames simulate forbidden-jungle --bots planner --players 2 \\
        --difficulty elite --games 500
    python -m boardgames simulate catan --games 100 --dask tcp://scheduler:8786

It prints a summary table (win rates with Wilson 95% intervals); ``--out``
saves every game's row (and with ``--records`` the games themselves) as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys


def _value(text: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def build_parser() -> argparse.ArgumentParser:
    import boardgames

    parser = argparse.ArgumentParser(prog="python -m boardgames",
                                     description="Board games as probability lessons.")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play many bot games and print win rates")
    sim.add_argument("game", choices=boardgames.game_names())
    sim.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    sim.add_argument("--bots", default="random",
                     help="bot names in seat order, comma separated, or one for every seat "
                          "(settlers: random, greedy, search; forbidden-jungle: random, planner)")
    sim.add_argument("--seed", type=int, default=0, help="game i uses seed SEED + i (default 0)")
    sim.add_argument("--players", type=int, help="number of players (default: one per bot)")
    sim.add_argument("--difficulty", help="forbidden-jungle: novice, normal, elite, legendary")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="any other new_game option, e.g. --option target=10 (repeatable)")
    sim.add_argument("--rotate", action="store_true",
                     help="turn the seating one place each game (every bot plays every seat)")
    sim.add_argument("--playouts", type=int, help="search bot: playouts per decision")
    sim.add_argument("--workers", type=int, default=0,
                     help="play in N processes (0: in this process; -1: every core)")
    sim.add_argument("--dask", metavar="ADDRESS",
                     help="a dask.distributed scheduler address, or 'local' for a local cluster")
    sim.add_argument("--out", help="save the results as JSON to this file")
    sim.add_argument("--records", action="store_true", help="keep every game in --out for replay")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    return parser


def _fail(message: str) -> int:
    """A user error: one line on stderr and exit status 2, as argparse does."""
    print(f"python -m boardgames: error: {message}", file=sys.stderr)
    return 2


def _simulate(args: argparse.Namespace) -> int:
    import os

    from .simulation import BotError, simulate

    options: dict = {}
    own = {"seed": "--seed", "players": "--players", "difficulty": "--difficulty"}
    for item in args.option:
        if "=" not in item:
            return _fail(f"--option needs KEY=VALUE, not {item!r}")
        key, value = item.split("=", 1)
        key = key.strip()
        if key in own:
            return _fail(f"give {key} with {own[key]}, not --option")
        options[key] = _value(value)
    if args.games < 0:
        return _fail(f"--games must be 0 or more, not {args.games}")
    if args.workers < -1:
        return _fail("--workers is a number of processes, 0 for this process or -1 for every core")
    if args.out:
        folder = os.path.dirname(os.path.abspath(args.out))
        if os.path.isdir(args.out) or not os.path.isdir(folder) or not os.access(folder, os.W_OK):
            return _fail(f"cannot write the results to {args.out!r}: check the folder exists "
                         "and is writable (checked before any game is played)")
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
    except ValueError as exc:
        return _fail(str(exc))
    print(result.summary())
    if args.out:
        result.save(args.out)
        print(f"\nsaved {len(result)} game(s) to {args.out}")
    return 130 if result.interrupted else 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        return _simulate(args)
    return 2  # pragma: no cover


if __name__ == "__main__":
    sys.exit(main())
