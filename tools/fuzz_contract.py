"""The contract fuzzing of tests/contract at scale, with counts.

    python tools/fuzz_contract.py --saves 5000 --actions 50000 --seed 1

Attacks all four games (catan, catan-jungle, zarahemla, forbidden-jungle) in
turn: mutated and re-signed saves (and damaged text and headers) must raise
``SaveFileError`` or load a game whose save loads again and whose listed
actions apply; hand-built actions and forced outcomes from random reachable
states must raise ``IllegalAction`` with the game byte-identical, or leave a
sound game.  Any other outcome is an *escape*: it is printed with the seed
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

import contract_helpers as H  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--saves", type=int, default=5000, help="mutated saves (default 5000)")
    ap.add_argument("--actions", type=int, default=50000,
                    help="hand-built actions and forced outcomes (default 50000)")
    ap.add_argument("--per-state", type=int, default=25,
                    help="attacks on each reachable state before drawing another (default 25)")
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
        except Exception as exc:  # noqa: BLE001 - counted and reported
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
        except Exception as exc:  # noqa: BLE001 - counted and reported
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
    for e in escapes[:20]:
        print("\nESCAPE", e)
    return 1 if escapes else 0


if __name__ == "__main__":
    sys.exit(main())
