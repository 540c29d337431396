"""What ``import boardgames`` (and ``import boardgames.analysis``) costs, against ``import networkx``.

    python benchmarks/bench_import.py [--repeat 15] [--limit 1.3]

Each import is timed in a fresh Python process (``python -c "import X"``, the
whole process from start to exit), alternating the modules so that a change in
the machine's load hits both alike; a bare ``python -c pass`` is timed the same
way and taken off, leaving the import itself.  Prints the median of each and
their ratio, and whether the play UI and plotly stayed out of ``import boardgames``
(they load on first use).  ``import boardgames.analysis`` is timed beside
them, with whether sympy stayed out (it loads on first use too: only
``as_sympy`` needs it).  Exits 1 when the ratio is over ``--limit``.
This is a benchmark, not a test: a shared machine makes the numbers vary.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

HEAVY = ("ipywidgets", "anywidget", "IPython", "plotly", "boardgames.widgets")


def once(code: str) -> float:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=15, help="fresh processes per module")
    ap.add_argument("--limit", type=float, default=1.3, help="the largest ratio that passes")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")
    codes = {"python": "pass", "networkx": "import networkx", "boardgames": "import boardgames",
             "analysis": "import boardgames.analysis"}
    for code in codes.values():          # warm the file cache and the .pyc files once
        once(code)
    times: dict[str, list[float]] = {k: [] for k in codes}
    for _ in range(args.repeat):
        for name, code in codes.items():
            times[name].append(once(code))
    med = {k: statistics.median(v) for k, v in times.items()}
    nx_ms = 1000 * (med["networkx"] - med["python"])
    bg_ms = 1000 * (med["boardgames"] - med["python"])
    an_ms = 1000 * (med["analysis"] - med["python"])
    ratio = bg_ms / nx_ms if nx_ms > 0 else float("inf")
    probe = ("import sys, boardgames; print(' '.join(m for m in " + repr(HEAVY)
             + " if m in sys.modules))")
    loaded = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                            text=True).stdout.split()
    print(f"fresh processes: {args.repeat} per module, medians; python start-up "
          f"{1000 * med['python']:.0f} ms taken off")
    print(f"import networkx    {nx_ms:7.1f} ms")
    print(f"import boardgames  {bg_ms:7.1f} ms")
    print(f"import boardgames.analysis {an_ms:7.1f} ms")
    print(f"ratio              {ratio:7.2f}  (limit {args.limit})")
    print("loaded eagerly by import boardgames: " + (", ".join(loaded) or "none of "
                                                     + ", ".join(HEAVY)))
    sympy = subprocess.run([sys.executable, "-c", "import sys, boardgames.analysis; "
                            "print('sympy' in sys.modules)"], check=True, capture_output=True,
                           text=True).stdout.strip()
    print(f"sympy loaded eagerly by import boardgames.analysis: {sympy}")
    return 0 if ratio <= args.limit else 1


if __name__ == "__main__":
    sys.exit(main())
