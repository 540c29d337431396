"""Random Forbidden Jungle playouts per second on one core.

Run: ``python benchmarks/bench_forbidden_jungle.py [games]``.  Each game is
played to its end by choosing uniformly among ``game.legal_actions()``, across
all four difficulties and 2 to 5 players.  Prints games/s and actions/s.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter

from boardgames import new_game

DIFFICULTIES = ("novice", "normal", "elite", "legendary")


def playouts(games: int, seed: int = 0) -> tuple[int, Counter]:
    rng = random.Random(seed)
    actions = 0
    outcomes: Counter = Counter()
    for i in range(games):
        game = new_game("forbidden-jungle", players=2 + i % 4, difficulty=DIFFICULTIES[i // 4 % 4],
                        seed=seed * 1_000_003 + i)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
        outcomes[game.outcome] += 1
    return actions, outcomes


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    playouts(200, seed=99)  # warm up caches
    start, cpu_start = time.perf_counter(), time.process_time()
    actions, outcomes = playouts(games)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    print(f"Forbidden Jungle: {games} uniform-random games in {seconds:.2f} s wall, "
          f"{cpu:.2f} s CPU, one process on one core")
    print(f"  wall: {games / seconds:,.0f} games/s, {actions / seconds:,.0f} actions/s")
    print(f"  CPU:  {games / cpu:,.0f} games/s, {actions / cpu:,.0f} actions/s "
          "(differs from wall when other work shares the core)")
    print(f"  {actions / games:.1f} actions per game")
    print("  outcomes: " + ", ".join(f"{k} {v}" for k, v in outcomes.most_common()))


if __name__ == "__main__":
    main()
