"""The contract fuzzing of tests/contract at scale, with counts.

    python tools/fuzz_contract.py --saves 5000 --actions 50000 --seed 1
    python tools/fuzz_contract.py --saves 0 --actions 0 --helpers 20000 --cli 2000 --simulate 2000

Attacks all four games (catan, catan-jungle, zarahemla, forbidden-jungle) in
turn: mutated and re-signed saves (and damaged text and headers) must raise
``SaveFileError`` or load a game whose save loads again and whose listed
actions apply; hand-built actions and forced outcomes from random reachable
states must raise ``IllegalAction`` with the game byte-identical, or leave a
sound game.  ``--helpers``, ``--cli`` and ``--simulate`` attack the surfaces a
teacher touches (issue #27, ``tests/contract/surface_attacks.py``): staging-helper
sequences mixed with forced outcomes and play, command lines run through
``main(argv)``, and ``simulate()`` arguments and ``SimulationResult.from_json``
text.  Any other outcome is an *escape*: it is printed with the seed
that replays it, and the exit status is 1.  The target is zero escapes.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "contract"))

import contract_helpers as H
import surface_attacks as S


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--saves", type=int, default=5000, help="mutated saves (default 5000)")
    ap.add_argument("--actions", type=int, default=50000,
                    help="hand-built actions and forced outcomes (default 50000)")
    ap.add_argument("--per-state", type=int, default=25,
                    help="attacks on each reachable state before drawing another (default 25)")
    ap.add_argument("--helpers", type=int, default=0,
                    help="steps of staging-helper sequences (helper calls, forces, play)")
    ap.add_argument("--cli", type=int, default=0, help="command lines run through main()")
    ap.add_argument("--simulate", type=int, default=0,
                    help="simulate() argument sets (and as many from_json texts)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    start = time.perf_counter()
    escapes: list[str] = []
    saves: dict[str, Counter] = {g: Counter() for g in H.GAMES}
    acts: dict[str, Counter] = {g: Counter() for g in H.GAMES}

    for i in range(args.saves):
        if i and i % 500 == 0:
            print(f"  {i} saves, {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
        name = H.GAMES[i % len(H.GAMES)]
        rng = random.Random(f"save/{args.seed}/{i}")
        try:
            text = H.reachable(name, rng).to_json()
            H.attack_save(text, rng, saves[name])
        except Exception as exc:  # counted and reported
            saves[name]["escaped"] += 1
            escapes.append(f"save {name} seed save/{args.seed}/{i}: {type(exc).__name__}: {exc}"
                           + "\n" + traceback.format_exc(limit=4))
    t_saves = time.perf_counter() - start

    done, k = 0, 0
    while done < args.actions:
        name = H.GAMES[k % len(H.GAMES)]
        rng = random.Random(f"action/{args.seed}/{k}")
        k += 1
        counts: Counter = Counter()
        try:
            game = H.reachable(name, rng, playing=True)
            H.attack_with_actions(game, rng, min(args.per_state, args.actions - done), counts)
        except Exception as exc:  # counted and reported
            counts["escaped"] += 1
            counts["actions"] += 1
            escapes.append(f"actions {name} seed action/{args.seed}/{k - 1}: "
                           f"{type(exc).__name__}: {exc}\n" + traceback.format_exc(limit=4))
        acts[name].update(counts)
        before, done = done, done + max(1, counts["actions"])
        if before // 5000 != done // 5000:
            print(f"  {done} actions, {time.perf_counter() - start:.0f} s", file=sys.stderr,
                  flush=True)
    elapsed = time.perf_counter() - start

    print(f"contract fuzzing, seed {args.seed}: {elapsed:.0f} s "
          f"(saves {t_saves:.0f} s, actions {elapsed - t_saves:.0f} s)")
    print(f"{'game':<18}{'saves':>8}{'refused':>9}{'loaded':>8}{'escaped':>9}"
          f"{'actions':>10}{'refused':>9}{'accepted':>10}{'escaped':>9}")
    tot_s, tot_a = Counter(), Counter()
    for g in H.GAMES:
        s, a = saves[g], acts[g]
        tot_s.update(s)
        tot_a.update(a)
        print(f"{g:<18}{s['refused'] + s['accepted'] + s['escaped']:>8}{s['refused']:>9}"
              f"{s['accepted']:>8}{s['escaped']:>9}{a['actions']:>10}{a['refused']:>9}"
              f"{a['accepted']:>10}{a['escaped']:>9}")
    print(f"{'all':<18}{tot_s['refused'] + tot_s['accepted'] + tot_s['escaped']:>8}"
          f"{tot_s['refused']:>9}{tot_s['accepted']:>8}{tot_s['escaped']:>9}"
          f"{tot_a['actions']:>10}{tot_a['refused']:>9}{tot_a['accepted']:>10}"
          f"{tot_a['escaped']:>9}")
    surface = _surfaces(args, escapes)
    if surface:
        print("\nteacher surfaces (#27): " + ", ".join(f"{k} {v}" for k, v in sorted(
            surface.items())))
    for e in escapes[:20]:
        print("\nESCAPE", e)
    return 1 if escapes else 0


def _surfaces(args: argparse.Namespace, escapes: list[str]) -> Counter:
    """The #27 attacks, counted; escapes are appended with the seed that replays them."""
    counts: Counter = Counter()
    start = time.perf_counter()
    k = 0
    while counts["steps"] < args.helpers:
        name = H.GAMES[k % len(H.GAMES)]
        seed = f"helpers/{args.seed}/{k}"
        k += 1
        try:
            S.attack_helpers(name, random.Random(seed), min(10, args.helpers - counts["steps"]),
                             counts)
        except Exception as exc:     # counted and reported
            counts["escaped"] += 1
            counts["steps"] += 1
            escapes.append(f"helpers {name} seed {seed}: {type(exc).__name__}: {exc}\n"
                           + traceback.format_exc(limit=4))
        if k % 200 == 0:
            print(f"  {counts['steps']} helper steps, {time.perf_counter() - start:.0f} s",
                  file=sys.stderr, flush=True)
    for what, n, attack in (("cli", args.cli, (S.attack_cli,)),
                            ("simulate", args.simulate, (S.attack_simulate, S.attack_result_text))):
        for i in range(n):
            seed = f"{what}/{args.seed}/{i}"
            rng = random.Random(seed)
            for one in attack:
                try:
                    one(rng, counts)
                except Exception as exc:     # counted and reported
                    counts["escaped"] += 1
                    escapes.append(f"{what} seed {seed}: {type(exc).__name__}: {exc}\n"
                                   + traceback.format_exc(limit=4))
    if counts:
        counts["seconds"] = round(time.perf_counter() - start)
    return counts


if __name__ == "__main__":
    sys.exit(main())
