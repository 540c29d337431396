"""How fast is the chance of winning from a mid-game position, to within 5 points (95%)?

For each game (every name of ``boardgames.game_names()``, or ``--games``), plays
a seeded game with the game's bots to the middle (a settlers game until the
leader has half the target's points; Forbidden Jungle until turn
``--jungle-turn``; Pig until the leader has half the goal), then asks
:func:`boardgames.analysis.win_chance` for the current seat's chance with
``half_width=0.05``: rollouts until the Wilson 95% interval is at most 5 points
wide on each side.  Prints the rollouts needed, the estimate and its interval,
the wall-clock and CPU seconds, and the machine load (``/proc/loadavg``) before
and after.  The target is 3 s on CPython.

Run:  python benchmarks/bench_win_chance.py [--seeds 1,2,3] [--jungle-turn 6]
      python benchmarks/bench_win_chance.py --base /path/to/other/checkout [--rounds 3]

With ``--base``, each position is measured in this tree and in the other checkout, each
time in a fresh process with that tree first on ``sys.path`` (its own ``measure``), the
order of the two swapped from round to round so that both see the same machine load; it
prints the median CPU seconds of each, the ratio this / base (below 1: this tree is
faster) and whether the estimates agree.

``benchmarks/bench_lite.py --win-chance`` runs the same :func:`measure` in
Pyodide (it sends this file's source to the kernel).

A benchmark, not a test: times depend on the machine and its load (wall-clock
seconds on a loaded machine are longer than the CPU seconds the process got).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

import boardgames
from boardgames.analysis import win_chance
from boardgames.bots import decide, make_bot


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "n/a"


def middle(name: str, seed: int, jungle_turn: int) -> object | None:
    """A seeded game played by its bots to the middle (None if it ended first)."""
    if name == "pig":
        from boardgames.pig.bots import OptimalBot
        game = boardgames.new_game(name, seed=seed)
        bots = [OptimalBot(), OptimalBot()]
    else:
        opts = {"players": 2} if name == "forbidden-jungle" else {"players": 4}
        game = boardgames.new_game(name, seed=seed, **opts)
        bot = "planner" if game.cooperative else "greedy"
        bots = [make_bot(bot, name, seed=seed * 16 + s) for s in range(game.players)]
    while not game.is_over:
        if name == "pig":
            v = game.view()
            if v["turn_total"] == 0 and max(v["scores"]) >= v["goal"] // 2:
                return game
        elif game.cooperative and game.turn >= jungle_turn:
            return game
        elif not game.cooperative and game.phase == "pre_roll" and \
                max(game.points(q) for q in range(game.players)) >= game.target // 2:
            return game
        seat = game.current_player
        game.apply(decide(bots[seat], game, seat))
    return None


def measure(name: str, seed: int, jungle_turn: int = 6, half_width: float = 0.05) -> dict | None:
    """One row: the mid-game position of ``name`` (``seed``) and its win chance's cost."""
    game = middle(name, seed, jungle_turn)
    if game is None:
        return None
    win_chance(game, rollouts=1, seed=0, exact_limit=0)      # imports, caches
    wall, cpu = time.perf_counter(), time.process_time()
    c = win_chance(game, rollouts=5000, seed=1, half_width=half_width)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    turn = game.view()["turn"] if name == "pig" else game.turn
    return {"game": name, "seed": seed, "turn": turn, "rollouts": c.rollouts,
            "estimate": c.estimate, "low": c.low, "high": c.high, "wall": wall, "cpu": cpu}


def row(r: dict) -> str:
    return (f"| {r['game']} | {r['seed']} | {r['turn']} | {r['rollouts']} | {r['estimate']:.1%} "
            f"[{r['low']:.1%}, {r['high']:.1%}] | {r['wall']:.2f} | {r['cpu']:.2f} |")


HEADER = ("| game | seed | turn | rollouts | chance [95% interval] | wall s | CPU s |\n"
          "| --- | ---: | ---: | ---: | --- | ---: | ---: |")


# one row measured in the tree on sys.path (its own benchmarks/bench_win_chance.py)
PROGRAM = """
import json, sys
sys.path.insert(0, sys.argv[1] + "/benchmarks")
from bench_win_chance import measure
print(json.dumps(measure(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5]))))
"""


def measure_in(tree: Path, name: str, seed: int, jungle_turn: int, half_width: float) -> dict:
    """:func:`measure` run by ``tree``'s own copy of this file and package, in a fresh
    process."""
    import subprocess  # here: benchmarks/bench_lite.py runs this file's source in Pyodide
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    # run in the tree's folder: ``python -c`` puts the working folder first on sys.path,
    # before PYTHONPATH, so from another checkout's folder that checkout would be measured
    out = subprocess.run([sys.executable, "-c", PROGRAM, str(tree), name, str(seed),
                          str(jungle_turn), str(half_width)], env=env, cwd=tree,
                         capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"bench_win_chance: {name} {seed} failed in {tree}:\n{out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def versus(base: Path, games: list[str], seeds: list[int], rounds: int, jungle_turn: int,
           half_width: float) -> None:
    """Each position in this tree and in ``base``, interleaved (see the module docstring)."""
    here = Path(__file__).resolve().parents[1]     # (bench_lite.py's copy has no __file__)
    trees = {"base": base, "this": here}
    print(f"{sys.implementation.name} {sys.version.split()[0]}: this tree ({here}) against "
          f"{base}, {rounds} rounds; load before: {load()}")
    print("| game | seed | rollouts | base CPU s | this CPU s | this / base | same estimate |\n"
          "| --- | ---: | ---: | ---: | ---: | ---: | --- |")
    for name in games:
        for seed in seeds:
            cpu: dict[str, list[float]] = {"base": [], "this": []}
            rows: dict[str, dict | None] = {}
            for r in range(rounds):
                for which in (("base", "this") if r % 2 == 0 else ("this", "base")):
                    rows[which] = measure_in(trees[which], name, seed, jungle_turn, half_width)
                    if rows[which] is not None:
                        cpu[which].append(rows[which]["cpu"])
            if rows["this"] is None or rows["base"] is None:
                print(f"| {name} | {seed} | (over before the middle) | | | | |")
                continue
            b, t = statistics.median(cpu["base"]), statistics.median(cpu["this"])
            same = all(rows["this"][k] == rows["base"][k] for k in ("rollouts", "estimate"))
            print(f"| {name} | {seed} | {rows['this']['rollouts']} | {b:.2f} | {t:.2f} | "
                  f"{t / b:.2f} | {'yes' if same else 'NO'} |", flush=True)
    print(f"\nload after: {load()}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--games", default=",".join(boardgames.game_names()))
    ap.add_argument("--jungle-turn", type=int, default=6)
    ap.add_argument("--half-width", type=float, default=0.05)
    ap.add_argument("--base", type=Path, help="another checkout to compare with, interleaved")
    ap.add_argument("--rounds", type=int, default=3, help="with --base: runs of each tree")
    args = ap.parse_args()
    if args.base is not None:
        versus(args.base.resolve(), args.games.split(","),
               [int(s) for s in args.seeds.split(",")], args.rounds, args.jungle_turn,
               args.half_width)
        return
    print(f"load before: {load()}")
    print(HEADER)
    worst = 0.0
    for name in args.games.split(","):
        for seed in (int(s) for s in args.seeds.split(",")):
            r = measure(name, seed, args.jungle_turn, args.half_width)
            if r is None:
                print(f"| {name} | {seed} | (over before the middle) | | | | |")
                continue
            worst = max(worst, r["cpu"])
            print(row(r), flush=True)
    print(f"\nslowest (CPU seconds): {worst:.2f} s (target 3 s); load after: {load()}")


if __name__ == "__main__":
    main()
