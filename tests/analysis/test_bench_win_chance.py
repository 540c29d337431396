"""The win-chance benchmark script: it runs from its source alone (as bench_lite.py sends it
to Pyodide), and ``--base`` compares two checkouts, each measured in its own folder."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "bench_win_chance.py"


def test_the_source_runs_without_a_file_as_bench_lite_runs_it():
    namespace: dict = {"__name__": "bench_win_chance"}       # no __file__, as in Pyodide
    exec(SCRIPT.read_text(encoding="utf-8"), namespace)
    row = namespace["measure"]("pig", 1)
    assert row["rollouts"] > 0 and row["low"] <= row["estimate"] <= row["high"]
    assert namespace["row"](row).startswith("| pig | 1 |")


def test_base_measures_each_tree_in_its_own_folder(tmp_path):
    # a "checkout" whose package says where it is: measured from it, not from this tree
    fake = tmp_path / "other"
    (fake / "benchmarks").mkdir(parents=True)
    (fake / "benchmarks" / "bench_win_chance.py").write_text(
        "import boardgames, os\n"
        "def measure(name, seed, jungle_turn=6, half_width=0.05):\n"
        "    assert boardgames.__file__.startswith(os.getcwd()), boardgames.__file__\n"
        "    return {'rollouts': 1, 'estimate': 0.5, 'cpu': 1.0}\n")
    (fake / "boardgames").mkdir()
    (fake / "boardgames" / "__init__.py").write_text("")
    namespace: dict = {"__name__": "bench_win_chance", "__file__": str(SCRIPT)}
    exec(SCRIPT.read_text(encoding="utf-8"), namespace)
    row = namespace["measure_in"](fake, "pig", 1, 6, 0.05)
    assert row == {"rollouts": 1, "estimate": 0.5, "cpu": 1.0}
    out = subprocess.run([sys.executable, str(SCRIPT), "--base", str(fake), "--games", "pig",
                          "--seeds", "1", "--rounds", "1"], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout
    assert "| pig | 1 |" in out and "| NO |" in out       # its made-up estimate differs
