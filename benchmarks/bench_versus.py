"""This tree against another checkout of the package, side by side in one run (#26 item 6).

    python benchmarks/bench_versus.py --base /path/to/other/checkout [--rounds 5]

Three measures, each the same seeded games in both trees:

* ``settlers random``: uniform-random 4-player Catan playouts (``game.apply(rng.choice(
  game.legal_actions()))`` to the end), games per CPU second;
* ``simulate greedy``: :func:`boardgames.simulate` with four greedy bots, 4-player Catan,
  games per CPU second;
* ``jungle random``: uniform-random Forbidden Jungle games over every difficulty and 2 to 5
  players (as ``bench_forbidden_jungle.py``), games per CPU second.

Each round runs every measure once in each tree, in a fresh process with that tree first on
``sys.path``, the order of the two trees swapped from round to round, so both see the same
machine load.  It prints each tree's median and the ratio this / base (above 1: this tree
is faster), with the interpreter and the load (``os.getloadavg``) before and after.  Run
it with each interpreter to compare (the package must import there: its dependencies
installed).  A benchmark, not a test: a shared machine makes single figures vary.

Figures for #26 (the engines as functions over an explicit state, against 0dff876, the
commit before that work), 5 rounds, 2 cores shared with a browser test run:

* CPython 3.11.7 (load 1.4 before, 2.7 after): settlers random 141.4 -> 140.4 games/CPU-s
  (0.99x), simulate greedy 52.3 -> 52.0 (0.99x), jungle random 3,451 -> 3,371 (0.98x);
* CPython 3.13.0 (load 2.7 before, 4.2 after): 131.5 -> 133.0 (1.01x), 50.5 -> 52.5
  (1.04x), 3,032 -> 2,976 (0.98x).

Those runs started the processes in the folder they were run from, which ``python -c``
puts on ``sys.path`` ahead of ``PYTHONPATH``: run from a checkout, both sides may have
measured that checkout.  Each side now runs in its own tree.  Measured again on
2026-12-05 at 19:02 UTC (957554a's tree with this fix, against 0dff876, 3 rounds, CPython
3.11.7, quiet machine: load 0.0 before, 0.4 after): settlers random 141.0 -> 150.9
games/CPU-s (1.07x), simulate greedy 38.8 -> 56.7 (1.46x: the greedy policy's speed work
of #29 item 5), jungle random 3,552 -> 3,506 (0.99x).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

# Each measure is run as a small program in the tree under test; it prints games/CPU-s.
PROGRAM = """
import json, random, sys, time
from boardgames import new_game, simulate
measure, games = sys.argv[1], int(sys.argv[2])
DIFFICULTIES = ("novice", "normal", "elite", "legendary")

def settlers_random(n, seed):
    rng = random.Random(seed)
    for i in range(n):
        game = new_game("catan", players=4, seed=seed * 1_000_003 + i)
        while not game.is_over and game.turn < 1000:
            game.apply(rng.choice(game.legal_actions()))

def jungle_random(n, seed):
    rng = random.Random(seed)
    for i in range(n):
        game = new_game("forbidden-jungle", players=2 + i % 4,
                        difficulty=DIFFICULTIES[i // 4 % 4], seed=seed * 1_000_003 + i)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))

def simulate_greedy(n, seed):
    simulate("catan", ["greedy"] * 4, games=n, seed=seed, progress=False)

run = {"settlers random": settlers_random, "simulate greedy": simulate_greedy,
       "jungle random": jungle_random}[measure]
run(max(1, games // 10), 99)                       # warm up imports and caches
start = time.process_time()
run(games, 1)
print(json.dumps(games / (time.process_time() - start)))
"""

MEASURES = {"settlers random": 300, "simulate greedy": 40, "jungle random": 5000}


def _games_per_cpu_second(tree: Path, measure: str, games: int) -> float:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    # run in the tree's own folder: ``python -c`` puts the working folder on sys.path ahead
    # of PYTHONPATH, so from another checkout's folder both sides would import that one
    out = subprocess.run([sys.executable, "-c", PROGRAM, measure, str(games)], env=env,
                         cwd=tree, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"bench_versus: {measure} failed in {tree}:\n{out.stderr}")
    return float(json.loads(out.stdout.strip().splitlines()[-1]))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, type=Path, help="the other checkout's top folder")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--scale", type=float, default=1.0, help="games per measure, times this")
    args = ap.parse_args(argv)
    base = args.base.resolve()
    if not (base / "boardgames" / "__init__.py").is_file():
        ap.error(f"--base {base} holds no boardgames package")
    if args.rounds < 1 or args.scale <= 0:
        ap.error("--rounds must be at least 1 and --scale above 0")
    trees = {"base": base, "this": HERE}
    load_before = os.getloadavg()[0]
    results: dict[str, dict[str, list[float]]] = {m: {"base": [], "this": []} for m in MEASURES}
    for r in range(args.rounds):
        order = ("base", "this") if r % 2 == 0 else ("this", "base")
        for measure, games in MEASURES.items():
            for name in order:
                results[measure][name].append(
                    _games_per_cpu_second(trees[name], measure, max(1, round(games * args.scale))))
    load_after = os.getloadavg()[0]
    print(f"{sys.implementation.name} {sys.version.split()[0]}: this tree ({HERE}) against "
          f"{base}, {args.rounds} rounds, load {load_before:.1f} before, {load_after:.1f} after")
    print(f"{'measure':18} {'base games/CPU-s':>18} {'this games/CPU-s':>18} {'this / base':>12}")
    for measure, by_tree in results.items():
        b, t = statistics.median(by_tree["base"]), statistics.median(by_tree["this"])
        print(f"{measure:18} {b:18.1f} {t:18.1f} {t / b:11.2f}x")


if __name__ == "__main__":
    main()
