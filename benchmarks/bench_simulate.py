"""simulate() against the raw playout loop, and greedy bots through simulate(), in one run.

Three lines, all 4-player Catan with the same seeds, interleaved game by game so
that every line sees the same machine load:

1. **raw**: the bare loop ``game.apply(rng.choice(game.legal_actions()))``, with
   one generator per seat seeded as :func:`boardgames.simulate` seeds its random
   bots, so that it plays **the very same games** as line 2 (the script checks
   the action counts): like is compared with like;
2. **simulate random**: those games through :func:`boardgames.simulate`'s
   ``play_game`` with four ``random`` bots (every decision goes through
   ``bots.decide``);
3. **simulate greedy**: ``play_game`` with four ``greedy`` bots.

Prints games/s for each, the ratio simulate-random / raw (issue #20 aims at
no more than 15% below, i.e. a ratio of at least 0.85) and greedy / raw (the
greedy line measured against the machine's speed in the same run).

Run:  python benchmarks/bench_simulate.py [--games 100] [--greedy-games 40]

Figures by CPU time, one run each, this machine (2 cores):

* before any #20 change (commit c45a026, ``--games 60 --greedy-games 30``),
  quiet (load 0.5): raw 37.5 games/CPU-s, simulate random 16.2 (ratio 0.43),
  simulate greedy 7.3 games/CPU-s.  (That raw loop drew every seat's action
  from one generator, so it played other games than the random line.)
* after the lazy view and the lent table (commit c1ed405 with the engine
  then at HEAD, ``--games 60 --greedy-games 30``), load 3.6 (three other jobs
  on the machine): raw 35.3 games/CPU-s, simulate random 33.0 (ratio
  **0.93**, the same games), simulate greedy **13.3** games/CPU-s.  The tree
  of commit c677738 run right after with this script, load 4.1: raw 37.8,
  simulate random 14.8 (ratio 0.39), simulate greedy 5.6, so greedy is
  **2.4x** in the same conditions (2.35x in another pair of runs at load
  5.4: 12.9 against 5.5).  To compare a tree of your own, run this script
  with ``PYTHONPATH`` pointing at that tree.
* commit 7fb34c7 (the rule modules, every chance result recorded), default
  options, machine quiet (load 0.9): raw 43.5 games/CPU-s, simulate random
  42.8 (ratio **0.99**), simulate greedy **14.4** games/CPU-s, 1.97x the
  quiet baseline of 7.3 above (not a paired run).
* commit c2138f5 (settlers round 3: names per topology, slots, fewer win
  checks...), paired with c45a026 back to back through this script
  (``PYTHONPATH`` at a worktree of c45a026), default options, machine quiet
  (load 0.7-0.8): raw 90.1 / 90.5 games/CPU-s, simulate random 85.2 / 86.1
  (ratio **0.95**), simulate greedy **23.9 / 23.4** games/CPU-s, against
  c45a026's 9.5 / 9.4 in the runs just before and after: **2.5x**.

This is a benchmark, not a test: compare figures from one run only.
"""

from __future__ import annotations

import argparse
import random
import time

import boardgames
from boardgames.simulation import play_game

TURN_CAP = 1000


def raw(seed: int) -> int:
    """The bare loop, with one generator per seat seeded as simulate() seeds its random bots.

    So the raw line and the ``simulate random`` line play the very same games
    (checked below): their games/s compare like with like.
    """
    game = boardgames.new_game("catan", players=4, seed=seed)
    rngs = [random.Random(seed * 16 + s) for s in range(4)]
    n = 0
    while not game.is_over and n < 200_000:
        game.apply(rngs[game.current_player].choice(game.legal_actions()))
        n += 1
    return n


def through_simulate(seed: int, bot: str) -> int:
    return play_game("catan", [bot] * 4, seed)["actions"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="random games per line")
    ap.add_argument("--greedy-games", type=int, default=40, help="greedy games")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    raw(0), through_simulate(0, "random"), through_simulate(0, "greedy")   # warm up
    t = {"raw": 0.0, "random": 0.0, "greedy": 0.0}
    acts = {"raw": 0, "random": 0, "greedy": 0}
    last_raw = None
    for i in range(args.games):
        s = args.seed + i
        for key in ("raw", "random") + (("greedy",) if i < args.greedy_games else ()):
            start = time.process_time()
            got = raw(s) if key == "raw" else through_simulate(s, key)
            t[key] += time.process_time() - start
            acts[key] += got
            if key == "random" and got != last_raw:
                raise SystemExit(f"seed {s}: simulate() played another game than the raw loop")
            last_raw = got if key == "raw" else None
    g = {"raw": args.games, "random": args.games, "greedy": min(args.games, args.greedy_games)}
    for key, label in (("raw", "raw random loop"), ("random", "simulate(), random bots"),
                       ("greedy", "simulate(), greedy bots")):
        print(f"{label:26s} {g[key] / t[key]:7.1f} games/CPU-s  "
              f"{acts[key] / t[key]:9.0f} actions/CPU-s  ({g[key]} games)")
    rate = {key: g[key] / t[key] for key in t}
    print(f"simulate(random) / raw: {rate['random'] / rate['raw']:.2f} (aim: at least 0.85; "
          "the same games, so games/s and actions/s give the same ratio)")
    print(f"simulate(greedy) / raw: {rate['greedy'] / rate['raw']:.3f} (the greedy line against "
          "the machine's speed in this run)")


if __name__ == "__main__":
    main()
