"""Fingerprints of seeded games: the same digest before and after a refactor means
the engines, the bots and the saves behave identically.

    python tools/fingerprint.py            # one digest per game and bot family
    python tools/fingerprint.py --games 40 # more games per line (default 100)

Each line hashes, along seeded games, every legal-action list, every chosen action
and the final save (``to_json``).  Random play uses ``random.Random(seed)`` to pick
from the legal actions; the bot lines play the package's own bots through
:func:`boardgames.simulation.play_game` and hash each result row's actions, winner, turns, points and reason.
"""

from __future__ import annotations

import argparse
import hashlib
import random

import boardgames

PLAYERS = {"catan": 4, "catan-jungle": 3, "zarahemla": 3, "forbidden-jungle": 3}
BOTS = {"catan": "greedy", "catan-jungle": "greedy", "zarahemla": "greedy",
        "forbidden-jungle": "planner"}


def random_games(name: str, games: int) -> str:
    digest = hashlib.sha256()
    for seed in range(games):
        game = boardgames.new_game(name, seed=seed, players=PLAYERS[name])
        rng = random.Random(seed)
        steps = 0
        while not game.is_over and steps < 3000:
            actions = game.legal_actions()
            digest.update(repr(actions).encode())
            action = rng.choice(actions)
            game.apply(action)
            steps += 1
        digest.update(game.to_json().encode())
    return digest.hexdigest()[:16]


def bot_games(name: str, games: int) -> str:
    from boardgames.simulation import play_game

    digest = hashlib.sha256()
    for seed in range(games):
        row = play_game(name, [BOTS[name]] * PLAYERS[name], seed=seed,
                        options={"players": PLAYERS[name]})
        digest.update(repr([row[k] for k in ("actions", "winner", "turns", "points", "reason")]).encode())
    return digest.hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--bot-games", type=int, default=10)
    args = parser.parse_args()
    for name in PLAYERS:
        print(f"{name:17} random x{args.games}: {random_games(name, args.games)}")
        print(f"{name:17} {BOTS[name]} x{args.bot_games}: {bot_games(name, args.bot_games)}")


if __name__ == "__main__":
    main()
