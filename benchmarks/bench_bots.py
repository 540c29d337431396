"""Bot strength, measured: tournaments with win rates, sample sizes and Wilson 95% intervals.

    python benchmarks/bench_bots.py --games 200 --search-games 40 --jungle-games 200 --workers 2

prints Markdown tables (the ones in docs/bots.md):

1. greedy against three random bots (4 players, seats rotated): greedy's win rate;
2. search against greedy, two of each (4 players, seats rotated): the share of
   games a search bot wins (50% would mean equal strength);
3. settlers win rates by seat order (four greedy bots);
4. Forbidden Jungle team win rates by difficulty and player count, planner and random.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

from boardgames.simulation import simulate

RULESETS = ("catan", "catan-jungle", "zarahemla")
DIFFICULTIES = ("novice", "normal", "elite", "legendary")


def pct(w: dict) -> str:
    return f"{w['rate']:.1%} [{w['low']:.1%}, {w['high']:.1%}]"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games per settlers line")
    ap.add_argument("--search-games", type=int, default=40, help="games per search line")
    ap.add_argument("--jungle-games", type=int, default=200, help="games per jungle cell")
    ap.add_argument("--jungle-players", default="2,3,4")
    ap.add_argument("--playouts", type=int, default=None,
                    help="search bot worlds per endgame decision (default: the bot's; "
                         "benchmarks/bench_search_bot.py measures search in depth)")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--only", choices=("greedy", "search", "seats", "jungle"), action="append")
    args = ap.parse_args()
    only = set(args.only or ("greedy", "search", "seats", "jungle"))
    pool = ProcessPoolExecutor(args.workers) if args.workers > 1 else None
    common = dict(seed=args.seed, executor=pool, progress=False, rotate=True)
    try:
        if "greedy" in only:
            print("\n### Greedy against three random bots (4 players, seats rotated)\n")
            print("| ruleset | games | greedy wins | greedy win rate [95% CI] | s/game |")
            print("| --- | ---: | ---: | --- | ---: |")
            for rs in RULESETS:
                t = time.perf_counter()
                r = simulate(rs, bots=["greedy", "random", "random", "random"],
                             games=args.games, **common)
                w = r.win_rate("greedy")
                dt = (time.perf_counter() - t) / max(1, len(r))
                print(f"| {rs} | {w['games']} | {w['wins']} | {pct(w)} | {dt:.3f} |", flush=True)
        if "search" in only:
            search_opts = {} if args.playouts is None else {"main_playouts": args.playouts}
            print(f"\n### Search ({args.playouts or 'default'} playouts a decision) against greedy, "
                  "two of each (4 players, seats rotated)\n")
            print("| ruleset | games | search wins | search win rate [95% CI] | s/game |")
            print("| --- | ---: | ---: | --- | ---: |")
            for rs in RULESETS:
                t = time.perf_counter()
                r = simulate(rs, bots=["search", "greedy", "search", "greedy"],
                             games=args.search_games,
                             bot_options={"search": search_opts}, **common)
                w = r.win_rate("search")
                dt = (time.perf_counter() - t) / max(1, len(r))
                print(f"| {rs} | {w['games']} | {w['wins']} | {pct(w)} | {dt:.3f} |", flush=True)
        if "seats" in only:
            print("\n### Win rate by seat order (four greedy bots)\n")
            print("| ruleset | games | seat 0 | seat 1 | seat 2 | seat 3 |")
            print("| --- | ---: | --- | --- | --- | --- |")
            for rs in RULESETS:
                r = simulate(rs, bots=["greedy"] * 4, games=args.games,
                             **{**common, "rotate": False})
                cells = " | ".join(pct(r.win_rate(q)) for q in range(4))
                print(f"| {rs} | {len(r)} | {cells} |", flush=True)
        if "jungle" in only:
            print("\n### Forbidden Jungle team win rate by difficulty\n")
            print("| bot | players | " + " | ".join(DIFFICULTIES) + " |")
            print("| --- | ---: | " + " | ".join("---" for _ in DIFFICULTIES) + " |")
            for bot in ("planner", "random"):
                for players in (int(p) for p in args.jungle_players.split(",")):
                    cells = []
                    for d in DIFFICULTIES:
                        r = simulate("forbidden-jungle", bots=[bot], games=args.jungle_games,
                                     options={"players": players, "difficulty": d}, **common)
                        w = r.win_rate()
                        cells.append(f"{w['wins']}/{w['games']} = {pct(w)}")
                    print(f"| {bot} | {players} | " + " | ".join(cells) + " |", flush=True)
    finally:
        if pool is not None:
            pool.shutdown()


if __name__ == "__main__":
    main()
