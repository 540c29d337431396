"""Write the student editions of the lessons (the committed notebooks are the teacher editions).

    python tools/editions.py                       # every lesson -> build/student-editions/
    python tools/editions.py --out DIR notebooks/lesson-1-two-dice.ipynb

A student edition drops the worked solutions (cells tagged ``solution``) and the
teacher's notes (cells tagged ``teacher``), blanks every ``### BEGIN SOLUTION`` ...
``### END SOLUTION`` block and clears the outputs; see
:mod:`boardgames.lessons.editions` for the rules and why these markers.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# (imported after the checkout is put on the path: a checkout runs this without an install)
write_student_edition = importlib.import_module("boardgames.lessons.editions").write_student_edition


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help="lesson notebooks (default: every notebooks/lesson-*.ipynb)")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "student-editions",
                        help="folder for the student editions (default: build/student-editions)")
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted((ROOT / "notebooks").glob("lesson-*.ipynb"))
    for path in paths:
        written = write_student_edition(path, args.out)
        print(f"{path.name} -> {written}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
