"""Forbidden Jungle: team win rates of the planner and of random play, by difficulty and players.

    python benchmarks/bench_jungle_planner.py --games 40 --players 2 --bots search,cheat \
        --difficulties novice --worlds 4 --horizon 0 --seed 90000

    python benchmarks/bench_jungle_planner.py --games 500 --players 2,4 --workers 2
    python benchmarks/bench_jungle_planner.py --games 200 --players 3,5 --workers 2
    python benchmarks/bench_jungle_planner.py --games 5000 --players 3,4,5 --difficulties elite,legendary
    python benchmarks/bench_jungle_planner.py --games 1000 --players 2 --bots planner \
        --difficulties novice --seed 2000 --weights destroy_at=3,keep_buffer=2 --wins

prints Markdown tables (the ones in docs/bots-forbidden-jungle.md): for each bot
and player count, wins/games and the win rate with its Wilson 95% interval at
novice, normal, elite and legendary (or the ``--difficulties`` named), then how the games ended and the mean
seconds a game took.  Seeds run from ``--seed`` upward, the same for every cell.
``--wins`` also lists the seed of every game won, so that it can be replayed
(``boardgames.simulation.play_game("forbidden-jungle", ["planner"] * players,
seed, {"players": players, "difficulty": d}, keep_record=True)``).

``--weights key=value,...`` changes the planner's named weights
(``boardgames.bots.jungle.W``) for the run, in every worker (and in the rollout
planners of ``search`` and ``cheat``); the shipped values are put back at the end.

``--bots search`` is :class:`boardgames.bots.jungle_search.JungleSearchTeam` and
``--bots cheat`` its **cheating** twin :class:`~boardgames.bots.jungle_search.CheatingJungleTeam`
(it reads the real deck order and tiles: an upper bound, not a player), both
with the budget of ``--worlds``, ``--candidates``, ``--horizon`` (0: play
out to the end) and ``--z``; one team object plays every seat, seeded by the
game's seed.
"""

from __future__ import annotations

import argparse
import collections
import time
from concurrent.futures import ProcessPoolExecutor

from boardgames import simulate

DIFFICULTIES = ("novice", "normal", "elite", "legendary")
TEAMS = ("search", "cheat")


def set_weights(weights: dict) -> None:
    """Set the planner's weights (``boardgames.bots.jungle.W``) in this process."""
    from boardgames.bots.jungle import W
    W.update(weights)


def play_team(kind: str, players: int, difficulty: str, seed: int, budget: dict) -> dict:
    """One game of the search team (or the cheat) in every seat: its row, as simulate's."""
    import boardgames
    from boardgames.bots import decide
    from boardgames.bots.jungle_search import CheatingJungleTeam, JungleSearchTeam

    game = boardgames.new_game("forbidden-jungle", players=players, seed=seed,
                               difficulty=difficulty)
    cls = CheatingJungleTeam if kind == "cheat" else JungleSearchTeam
    team = cls(seed=seed, **budget)
    taken = 0
    while not game.is_over and taken < 200_000:
        seat = game.current_player
        game.apply(team.choose_in(game) if kind == "cheat" else decide(team, game, seat))
        taken += 1
    return {"seed": seed, "winner": game.winner, "outcome": game.outcome or "unfinished",
            "turns": game.turn}


def team_cells(kind: str, players: int, difficulty: str, games: int, seed: int, budget: dict,
               pool) -> dict:
    """simulate()'s win_rate and rows for the search team or the cheat."""
    from boardgames.simulation import wilson
    jobs = [(kind, players, difficulty, seed + i, budget) for i in range(games)]
    rows = list(pool.map(play_team, *zip(*jobs, strict=True))) if pool else \
        [play_team(*j) for j in jobs]
    k = sum(1 for r in rows if r["winner"] is True)
    lo, hi = wilson(k, games)
    return {"rate": {"wins": k, "games": games, "rate": k / games if games else 0.0,
                     "low": lo, "high": hi}, "rows": rows}


def pct(w: dict) -> str:
    # rare cells (a few wins in thousands) need two more decimals to show anything but 0.0%
    f = ".1%" if w["high"] >= 0.01 else ".3%"
    return f"{w['wins']}/{w['games']} = {w['rate']:{f}} [{w['low']:{f}}, {w['high']:{f}}]"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per cell")
    ap.add_argument("--players", default="2,4")
    ap.add_argument("--bots", default="planner,random")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--difficulties", default=",".join(DIFFICULTIES),
                    help="comma-separated, from " + ", ".join(DIFFICULTIES))
    ap.add_argument("--wins", action="store_true", help="list the seeds of the games won")
    ap.add_argument("--worlds", type=int, default=6, help="search/cheat: worlds a decision")
    ap.add_argument("--candidates", type=int, default=3, help="search/cheat: options compared")
    ap.add_argument("--horizon", type=int, default=0,
                    help="search/cheat: turns played out (0: to the end)")
    ap.add_argument("--z", type=float, default=1.0, help="search/cheat: how clear a gain")
    ap.add_argument("--always", action="store_true",
                    help="search/cheat: search every decision, not only in danger")
    ap.add_argument("--weights", default="",
                    help="planner weights for this run, e.g. 'danger=1,energy=1' "
                         "(boardgames.bots.jungle.W; set in every worker)")
    args = ap.parse_args()
    from boardgames.bots.jungle import W
    weights = {}
    for item in filter(None, args.weights.split(",")):
        key, _, value = item.partition("=")
        if key not in W:
            ap.error(f"unknown weight {key!r}: choose from {', '.join(W)}")
        try:
            weights[key] = float(value)
        except ValueError:
            ap.error(f"the weight {key!r} needs a number, not {value!r}")
    shipped = dict(W)
    set_weights(weights)
    budget = {"worlds": args.worlds, "candidates": args.candidates,
              "horizon": args.horizon or None, "z": args.z, "only_in_danger": not args.always}
    diffs = args.difficulties.split(",")
    bad = [d for d in diffs if d not in DIFFICULTIES]
    if bad:
        ap.error(f"unknown difficulty {bad[0]!r}: choose from {', '.join(DIFFICULTIES)}")
    pool = (ProcessPoolExecutor(args.workers, initializer=set_weights, initargs=(weights,))
            if args.workers > 1 else None)
    ends: dict[str, collections.Counter] = {}
    won: dict[str, list[int]] = {}
    try:
        print("| bot | players | " + " | ".join(diffs) + " | s/game |")
        print("| --- | ---: | " + " | ".join("---" for _ in diffs) + " | ---: |")
        for bot in args.bots.split(","):
            for players in (int(p) for p in args.players.split(",")):
                cells, t = [], time.perf_counter()
                for d in diffs:
                    if bot in TEAMS:
                        got = team_cells(bot, players, d, args.games, args.seed, budget, pool)
                        rate, rows = got["rate"], got["rows"]
                    else:
                        r = simulate("forbidden-jungle", bots=[bot], games=args.games,
                                     seed=args.seed, options={"players": players, "difficulty": d},
                                     executor=pool, progress=False)
                        rate, rows = r.win_rate(), r.rows
                    cells.append(pct(rate))
                    ends.setdefault(f"{bot}, {players} players", collections.Counter()).update(
                        row["outcome"] for row in rows)
                    won[f"{bot}, {players} players, {d}"] = [
                        row["seed"] for row in rows if row["winner"] is True]
                dt = (time.perf_counter() - t) / (args.games * len(diffs))
                print(f"| {bot} | {players} | " + " | ".join(cells) + f" | {dt:.2f} |", flush=True)
        print("\nHow the games ended (the difficulties above together):\n")
        for key, c in ends.items():
            print(f"- {key}: " + ", ".join(f"{k} {v}" for k, v in c.most_common()))
        if args.wins:
            print("\nSeeds of the games won (replay one with boardgames.simulation.play_game):\n")
            for key, seeds in won.items():
                print(f"- {key}: " + (", ".join(map(str, seeds)) or "none"))
    finally:
        W.update(shipped)
        if pool is not None:
            pool.shutdown()


if __name__ == "__main__":
    main()
