"""Keep the "implemented in" column of ``docs/rule-map.md`` true to the code.

    python tools/rule_map.py           # rewrite the column from where each name now lives
    python tools/rule_map.py --check   # exit 1 and say what is stale or unknown

Each rule's row names the methods, functions or data that implement it, in
backticks, grouped by file (paths relative to ``boardgames/``)::

    `settlers/rules/building.py`: `Building.free_corner`; `settlers/engine.py`: `SettlersGame._check_win`

Only the names are kept when the column is rewritten: a name is looked up first
as an attribute of the section's game class (through its mixins, so a method
that moved to another rule module is found where it now is), then as a
module-level name of the game's package (``award_holder``, ``Ruleset.robber_home``).
So after moving a rule, run this script; ``tests/test_rule_map.py`` fails until
the page says where each rule lives today.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "rule-map.md"
PACKAGE = ROOT / "boardgames"
HEADER = "implemented in (`boardgames/…`)"

# section heading (its start) -> (game class, package searched for module-level names)
SECTIONS = {
    "## Catan": ("boardgames.settlers.engine:SettlersGame", "boardgames.settlers"),
    "## The Jungle variant": ("boardgames.settlers.engine:SettlersGame", "boardgames.settlers"),
    "## The Settlers of Zarahemla": ("boardgames.settlers.engine:SettlersGame", "boardgames.settlers"),
    "## Forbidden Jungle": ("boardgames.forbidden_jungle.game:ForbiddenJungle", "boardgames.forbidden_jungle"),
}


class RuleMapError(ValueError):
    """A name in the column that nothing in the package defines."""


@cache
def _class(spec: str) -> type:
    module, name = spec.split(":")
    return getattr(importlib.import_module(module), name)


@cache
def _modules(package: str) -> tuple:
    pkg = importlib.import_module(package)
    mods = [pkg]
    for info in pkgutil.walk_packages(pkg.__path__, package + "."):
        mods.append(importlib.import_module(info.name))
    return tuple(mods)


def _relative(path: str) -> str:
    return Path(path).resolve().relative_to(PACKAGE).as_posix()


def _defines(module, name: str) -> bool:
    """Whether ``module`` itself defines ``name`` (not just imports it)."""
    if name not in vars(module):
        return False
    obj = inspect.unwrap(vars(module)[name])         # a functools cache: the function it wraps
    owner = getattr(obj, "__module__", None)
    if isinstance(owner, str) and (inspect.isclass(obj) or inspect.isfunction(obj)):
        return owner == module.__name__
    source = inspect.getsource(module)
    return re.search(rf"^{re.escape(name)}\s*[:=]", source, re.M) is not None


def locate(token: str, section: str) -> tuple[str, str]:
    """``(file, name)`` for a backticked name of ``section``'s column."""
    game, package = SECTIONS[section]
    cls = _class(game)
    head, _, attr = token.rpartition(".")
    # a method or attribute of the game class, wherever in its classes it now lives
    # (``Board.graph`` is the board's, not the game's: a class of the package
    # that is not one of the game's own is looked up as a module-level name)
    mro = {k.__name__ for k in cls.__mro__}
    # a bare name that a module of the package defines as a function is that function (a
    # rule of rules/*.py), not the game's one-line method delegating to it
    rule_function = not head and any(
        _defines(m, attr) and inspect.isfunction(inspect.unwrap(vars(m)[attr]))
        for m in _modules(package))
    if not rule_function and (
            not head or head in mro or not any(_defines(m, head) for m in _modules(package))):
        for klass in cls.__mro__:
            if attr in vars(klass) and klass.__module__.startswith("boardgames."):
                obj = vars(klass)[attr]
                func = getattr(obj, "fget", obj)          # a property's getter
                if inspect.isfunction(func):              # where it is written, even if re-listed
                    return _relative(inspect.getsourcefile(func)), func.__qualname__
                return _relative(inspect.getsourcefile(klass)), f"{klass.__name__}.{attr}"
    # a module-level name of the package (a function, a table, a class and one of its fields)
    first = token.split(".")[0]
    for module in _modules(package):
        if _defines(module, first):
            obj = vars(module)[first]
            for part in token.split(".")[1:]:
                if not hasattr(obj, part) and part not in getattr(obj, "__dataclass_fields__", {}):
                    raise RuleMapError(f"{section}: {first} has no {part!r} (in {token!r})")
                obj = getattr(obj, part, obj)
            return _relative(module.__file__), token
    raise RuleMapError(f"{section}: nothing in {package} defines {token!r}")


def render(names: list[tuple[str, str]]) -> str:
    """The column's text: names grouped by file, files in order of first mention."""
    files: dict[str, list[str]] = {}
    for file, name in names:
        if name not in files.setdefault(file, []):
            files[file].append(name)
    return "; ".join(f"`{file}`: " + ", ".join(f"`{n}`" for n in ns) for file, ns in files.items())


def _tokens(cell: str) -> list[str]:
    return [t for t in re.findall(r"`([^`]+)`", cell) if not t.endswith(".py")]


def rewrite(text: str) -> tuple[str, list[str]]:
    """The page with every column rewritten, and a list of problems."""
    out, problems, section = [], [], None
    for line in text.splitlines():
        if line.startswith("## "):
            section = next((s for s in SECTIONS if line.startswith(s)), None)
        if section and line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells[0] == "rule":
                cells = cells[:3] + [HEADER]
            elif set(cells[0]) <= {"-", " "}:
                cells = ["---"] * 4
            else:
                tokens = _tokens(cells[3]) if len(cells) > 3 else []
                if not tokens:
                    problems.append(f"{section}: no implementation named for {cells[0]!r}")
                names = []
                for t in tokens:
                    try:
                        names.append(locate(t, section))
                    except RuleMapError as err:
                        problems.append(str(err))
                        names.append(("?", t))
                cells = cells[:3] + [render(names)]
            line = "| " + " | ".join(cells) + " |"
        out.append(line)
    return "\n".join(out) + "\n", problems


def main(argv: list[str]) -> int:
    text = PAGE.read_text()
    new, problems = rewrite(text)
    for p in problems:
        print("rule-map:", p, file=sys.stderr)
    if "--check" in argv:
        if new != text:
            print("rule-map: docs/rule-map.md's implementation column is stale; "
                  "run python tools/rule_map.py", file=sys.stderr)
        return 1 if problems or new != text else 0
    PAGE.write_text(new)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
