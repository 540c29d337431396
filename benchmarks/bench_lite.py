"""The JupyterLite site's size and speed, measured in headless Chromium with the internet cut off.

Run:  python benchmarks/bench_lite.py [--repeat 3] [--notebooks all|lessons|NAME,...]
                                      [--games 20] [--site DIR]
      python benchmarks/bench_lite.py --win-chance [--seeds 1,2,3] [--site DIR]

Builds the students' site with ``tools/build_lite.py`` and its browser test hook
(or uses ``--site DIR``, which must have been built with ``test_hooks=True``), serves it
on 127.0.0.1, and prints, in one run:

- the site's size (the build writes no source maps);
- cold start: a fresh browser (empty cache) opening a notebook, to the kernel's
  first answer, ``--repeat`` times, median and range;
- ``import boardgames`` plus a first game in a ready kernel (the kernel loads
  the boardgames wheel at start: no ``%pip``);
- random playouts in Pyodide beside the same code in this CPython
  (settlers: 4-player Catan; Forbidden Jungle: 2 players, novice), games/s;
- run-all time of each notebook (kernel start not included).

``--win-chance`` measures instead :func:`boardgames.analysis.win_chance` from a
mid-game position of every game to within 5 points (95%), in Pyodide beside
CPython: ``benchmarks/bench_win_chance.py``'s own ``measure`` runs in both.

This is a benchmark, not a test: the figures depend on the machine and its
load, so say which when you quote them (docs/jupyterlite.md).
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
# the site's build and browser helpers, from tools/ (put on the path above)
build_lite = importlib.import_module("build_lite")
lite_browser = importlib.import_module("lite_browser")

PLAYOUTS = """
import random, time
from boardgames import new_game
def playouts(name, games, **options):
    rng = random.Random(0)
    new_game(name, seed=0, **options)   # untimed: the first game imports the engine
    start = time.perf_counter()
    for seed in range(games):
        g = new_game(name, seed=seed, **options)
        while not g.is_over and g.turn < 1000:
            g.apply(rng.choice(g.legal_actions()))
    return games / (time.perf_counter() - start)
"""
SETTLERS = "playouts('catan', {games}, players=4)"
JUNGLE = "playouts('forbidden-jungle', {games}, players=2, difficulty='novice')"


def win_chance_rows(page, seeds: list[int], only: str = "") -> None:
    """Print bench_win_chance's rows for every game, in Pyodide (the page's kernel) and here."""
    source = (ROOT / "benchmarks" / "bench_win_chance.py").read_text(encoding="utf-8")
    namespace: dict = {"__name__": "bench_win_chance"}
    exec(source, namespace)
    lite_browser.execute(page, f"_bench = {{'__name__': 'bench_win_chance'}}\n"
                               f"exec({source!r}, _bench)\nimport boardgames, json")
    _, text = lite_browser.execute(page, "print(json.dumps(boardgames.game_names()))")
    names = json.loads(text.strip().splitlines()[-1])
    if only:
        names = [n for n in names if n in only.split(",")]
    print(f"load before: {namespace['load']()}")
    print(namespace["HEADER"].replace("| game |", "| where | game |", 1)
          .replace("| --- |", "| --- | --- |", 1))
    for name in names:
        for seed in seeds:
            _, text = lite_browser.execute(
                page, f"print(json.dumps(_bench['measure']({name!r}, {seed})))", 900_000)
            lite = json.loads(text.strip().splitlines()[-1])
            here = namespace["measure"](name, seed)
            for where, r in (("Pyodide", lite), ("CPython", here)):
                line = namespace["row"](r) if r else f"| {name} | {seed} | (over) | | | | |"
                print(f"| {where} {line}", flush=True)
    print(f"load after: {namespace['load']()} (Pyodide's CPU seconds are its own clock's)")


def size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 1e6


def pick(names: str) -> list[str]:
    every = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    if names == "all":
        return every
    if names == "lessons":
        return [n for n in every if n.startswith("lesson-")]
    return [n.strip() for n in names.split(",") if n.strip()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="cold starts to time")
    parser.add_argument("--notebooks", default="all", help="all, lessons, or names with commas")
    parser.add_argument("--games", type=int, default=20, help="random games per engine")
    parser.add_argument("--site", type=Path, help="an already built site (default: build one)")
    parser.add_argument("--win-chance", action="store_true",
                        help="measure win_chance for every game instead (see the docstring)")
    parser.add_argument("--seeds", default="1,2,3", help="--win-chance: the games' seeds")
    parser.add_argument("--win-games", default="", help="--win-chance: only these games "
                        "(comma separated; default every game)")
    args = parser.parse_args(argv)
    if args.repeat < 1 or args.games < 1:
        parser.error("--repeat and --games must be at least 1")

    with tempfile.TemporaryDirectory(prefix="bench-lite-") as tmp:
        if args.site:
            site = args.site.resolve()
        else:
            start = time.perf_counter()
            site = build_lite.build(Path(tmp) / "site", test_hooks=True)
            print(f"build: {time.perf_counter() - start:.1f} s")
        maps = list(site.rglob("*.map"))
        print(f"site size: {size_mb(site):.1f} MB ({len(maps)} source maps); "
              f"Pyodide runtime and wheels {size_mb(site / 'static' / 'pyodide'):.1f} MB")

        with lite_browser.serve(site) as base:
            if args.win_chance:
                with lite_browser.offline_browser() as browser:
                    page = browser.new_page()
                    lite_browser.new_notebook(page, base)
                    win_chance_rows(page, [int(s) for s in args.seeds.split(",")], args.win_games)
                    assert not browser.outside, sorted(browser.outside)
                return
            colds = []
            for _ in range(args.repeat):
                with lite_browser.offline_browser() as browser:
                    page = browser.new_page()
                    colds.append(lite_browser.open_notebook(page, base, "start.ipynb"))
                    page.context.close()
            print(f"cold start to a ready kernel: median {statistics.median(colds):.1f} s "
                  f"(min {min(colds):.1f}, max {max(colds):.1f}, n={len(colds)})")

            with lite_browser.offline_browser() as browser:
                page = browser.new_page()
                lite_browser.open_notebook(page, base, "start.ipynb")
                import_s, _ = lite_browser.execute(
                    page, "import boardgames\nboardgames.new_game('catan', seed=1).legal_actions()")
                print(f"import boardgames and a first game (no %pip): {import_s:.1f} s")
                lite_browser.execute(page, PLAYOUTS)
                namespace: dict = {}
                exec(PLAYOUTS, namespace)
                for label, code in (("settlers (4-player Catan)", SETTLERS),
                                    ("Forbidden Jungle (2 players, novice)", JUNGLE)):
                    expr = code.format(games=args.games)
                    _, text = lite_browser.execute(page, f"print({expr})")
                    pyodide = float(text.strip())
                    cpython = eval(expr, namespace)
                    print(f"random {label}, {args.games} games: Pyodide {pyodide:.1f} games/s, "
                          f"CPython {cpython:.1f} games/s (ratio {cpython / pyodide:.1f}x)")
                assert not browser.outside, sorted(browser.outside)

            for name in pick(args.notebooks):
                with lite_browser.offline_browser() as browser:
                    page = browser.new_page()
                    run = lite_browser.run_notebook(page, base, name)
                    page.context.close()
                status = "ok" if not run.errors and run.executed == run.cells else \
                    f"FAILED {run.errors[:1]}"
                print(f"{name}: run-all {run.run_all_s:.1f} s (kernel ready "
                      f"{run.kernel_ready_s:.1f} s), {run.cells} code cells, {status}")


if __name__ == "__main__":
    main()
