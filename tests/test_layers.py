"""The package's layers (#26): no import circle, and no module imports a layer above its own.

Layers, from the bottom: ``core`` and the catalogue; the engines (one package per game's
engine, read from the catalogue's records); ``bots``; ``analysis``; ``simulation``;
``viz``; ``widgets`` and ``lessons``.  A game package's own bots and play app (the modules
its record names in ``bots`` and ``play_app``) plug into the bots and widgets layers and
count as part of them.  Every import statement counts, a deferred one inside a function
too: deferring an import hides a circle from Python, not from a reader.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

from boardgames import game_names, game_type

PACKAGE = Path(__file__).resolve().parent.parent / "boardgames"

LAYERS = {"core": 0, "catalogue": 0, "bots": 2, "analysis": 3, "simulation": 4, "viz": 5,
          "widgets": 6, "lessons": 6}
ENGINE = 1


def _name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, *, top_level_only: bool) -> set[str]:
    """The package's modules that the module at ``path`` imports."""
    return _imports_in(path.read_text(encoding="utf-8"), _name(path),
                       is_package=path.name == "__init__.py", top_level_only=top_level_only)


def _imports_in(source: str, module: str, *, is_package: bool, top_level_only: bool) -> set[str]:
    """The package's modules that ``source`` (the text of ``module``) imports; ``from . import
    x`` names module x when there is one."""
    package = module if is_package else module.rpartition(".")[0]
    tree = ast.parse(source)
    nodes = tree.body if top_level_only else list(ast.walk(tree))
    found = set()
    for node in nodes:
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found |= {f"{target}.{alias.name}" if f"{target}.{alias.name}" in MODULES else target
                      for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return {name for name in found if name in MODULES and name != module}


MODULES = {_name(path): path for path in PACKAGE.rglob("*.py")}


def _plugins() -> dict[str, int]:
    """The modules the records name as a game's bots or app, with the layer each plugs into."""
    plugins = {}
    for name in game_names():
        record = game_type(name)
        for spec in record.bots.values():
            plugins.setdefault(spec.split(":")[0], LAYERS["bots"])
        plugins[record.play_app.split(":")[0]] = LAYERS["widgets"]
    return plugins


def _layer(module: str, plugins: dict[str, int]) -> int | None:
    if module in plugins:
        return plugins[module]
    parts = module.split(".")
    if len(parts) == 1 or parts[1] == "__main__":
        return None                                   # the package's front door sees everything
    engines = {game_type(name).engine.split(".")[1] for name in game_names()}
    return ENGINE if parts[1] in engines else LAYERS.get(parts[1])


def test_every_module_has_a_layer():
    plugins = _plugins()
    unknown = [m for m in MODULES if _layer(m, plugins) is None
               and m not in ("boardgames", "boardgames.__main__")]
    assert not unknown, f"put these in a layer of tests/test_layers.py: {unknown}"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_imports_a_layer_above_its_own(module):
    plugins = _plugins()
    own = _layer(module, plugins)
    if own is None:
        return
    above = sorted(target for target in _imports(MODULES[module], top_level_only=False)
                   if (_layer(target, plugins) or 0) > own)
    assert not above, f"{module} (layer {own}) imports {above}"


def test_engines_import_no_other_engine():
    plugins = _plugins()
    for module, path in MODULES.items():
        if _layer(module, plugins) != ENGINE:
            continue
        engine = module.split(".")[1]
        for target in _imports(path, top_level_only=False):
            if _layer(target, plugins) == ENGINE:
                assert target.split(".")[1] == engine, f"{module} imports {target}"


def test_no_import_circle_at_import_time():
    graph = nx.DiGraph()
    for module, path in MODULES.items():
        graph.add_node(module)
        graph.add_edges_from((module, target) for target in _imports(path, top_level_only=True)
                             if not MODULES[target].name == "__init__.py"
                             or not module.startswith(target + "."))
    circles = list(nx.simple_cycles(graph))
    assert not circles, circles[:5]


def test_the_scan_sees_a_deferred_upward_import_and_a_circle():
    """The checks are not vacuous: made-up modules that break each rule are caught."""
    plugins = _plugins()
    deferred = "def draw():\n    from ..widgets.palette import COLOURS\n"
    found = _imports_in(deferred, "boardgames.viz.board", is_package=False, top_level_only=False)
    assert found == {"boardgames.widgets.palette"}
    assert _layer("boardgames.widgets.palette", plugins) > _layer("boardgames.viz.board", plugins)
    assert not _imports_in(deferred, "boardgames.viz.board", is_package=False,
                           top_level_only=True)      # deferred: no circle at import time
    circle = nx.DiGraph()
    for module, source in {"boardgames.settlers.engine": "from . import save\n",
                           "boardgames.settlers.save": "from .engine import SettlersGame\n"}.items():
        circle.add_edges_from((module, target) for target in _imports_in(
            source, module, is_package=False, top_level_only=True))
    assert list(nx.simple_cycles(circle))
    assert _layer("boardgames.pig.game", plugins) == ENGINE
    assert _layer("boardgames.pig.bots", plugins) == LAYERS["bots"]
