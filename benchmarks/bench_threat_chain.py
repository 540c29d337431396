"""The exact threat-escalation chain for a whole game: how long does it take?

For each player count's meter side and each difficulty, runs
:func:`boardgames.analysis.threat.threat_chain` until P(no Total Collapse yet)
falls below one in a million ("a whole game") and prints the turns covered,
the largest number of chain states in a turn, and the best time of
``--repeat`` runs.  The target is under one second per chain.

Run:  python benchmarks/bench_threat_chain.py [--repeat 3]

A benchmark, not a test: times depend on the machine and its load.
"""

from __future__ import annotations

import argparse
import time

from boardgames.analysis.threat import DIFFICULTIES, threat_chain


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    worst = 0.0
    print(f"{'players':>7} {'difficulty':>10} {'turns':>5} {'states':>6} {'seconds':>8}"
          f" {'P(collapse by turn 15)':>23}")
    for players in (2, 3):         # the two sides of the meter (3 stands for 3-5)
        for d in DIFFICULTIES:
            best = float("inf")
            for _ in range(args.repeat):
                start = time.perf_counter()
                chain = threat_chain(players, d)
                best = min(best, time.perf_counter() - start)
            worst = max(worst, best)
            p15 = float(chain.collapse[min(14, chain.turns - 1)])
            print(f"{players:>7} {d:>10} {chain.turns:>5} {max(chain.states):>6} {best:>8.3f}"
                  f" {p15:>23.4f}")
    print(f"slowest whole-game chain: {worst:.3f} s "
          f"({'under' if worst < 1 else 'OVER'} the 1 s target)")


if __name__ == "__main__":
    main()
