"""Uniform-random 4-player Catan: this package's engine against catanatron, in one run.

Both engines play the same number of games with the same turn cap (catanatron's
own TURNS_LIMIT of 1000 turns); each random player picks uniformly among the
legal actions its engine lists.  Prints games/s and actions/s for both and the
ratio.  Run:  python benchmarks/bench_settlers.py [--games 200] [--ruleset catan]

This is a benchmark, not a test: numbers depend on the machine and its load,
so compare ratios from one run, never absolute times across runs.
"""

from __future__ import annotations

import argparse
import random
import time

import boardgames

TURN_CAP = 1000


def play_ours(seed: int, ruleset: str = "catan", players: int = 4) -> int:
    game = boardgames.new_game(ruleset, players=players, seed=seed)
    rng = random.Random(seed)
    actions = 0
    while not game.is_over and game.turn < TURN_CAP:
        game.apply(rng.choice(game.legal_actions()))
        actions += 1
    return actions


def run_ours(games: int, ruleset: str) -> tuple[float, int]:
    start = time.perf_counter()
    actions = sum(play_ours(seed, ruleset) for seed in range(games))
    return time.perf_counter() - start, actions


def run_catanatron(games: int) -> tuple[float, int] | None:
    try:
        from catanatron.game import Game
        from catanatron.models.player import Color, RandomPlayer
    except ImportError:
        return None
    actions = 0
    start = time.perf_counter()
    for seed in range(games):
        random.seed(seed)
        players = [RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)]
        game = Game(players, seed=seed)
        game.play()
        actions += len(game.state.actions)
    return time.perf_counter() - start, actions


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--ruleset", default="catan")
    args = ap.parse_args()
    rows = []
    ours = run_ours(args.games, args.ruleset)
    rows.append((f"boardgames ({args.ruleset})", *ours))
    theirs = run_catanatron(args.games)
    if theirs is not None:
        rows.append(("catanatron 3.2.1", *theirs))
    print(f"{args.games} uniform-random 4-player games each, turn cap {TURN_CAP}")
    print(f"{'engine':28} {'games/s':>9} {'actions/s':>10} {'actions/game':>13}")
    for name, secs, acts in rows:
        print(f"{name:28} {args.games / secs:9.1f} {acts / secs:10.0f} {acts / args.games:13.0f}")
    if theirs is not None:
        print(f"ratio (boardgames / catanatron): {theirs[0] / ours[0]:.2f}x games/s")
    else:
        print("catanatron is not installed: pip install -e '.[bench]'")


if __name__ == "__main__":
    main()
