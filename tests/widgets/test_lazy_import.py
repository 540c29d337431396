"""``import boardgames`` is cheap: the play UI, plotly and the engines load on first use."""

from __future__ import annotations

import json
import subprocess
import sys


def run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                          text=True).stdout.strip()


def test_import_boardgames_loads_no_widget_plotting_or_graph_library():
    out = run("import sys, boardgames; print(sorted(m for m in ('ipywidgets', 'anywidget', "
              "'IPython', 'plotly', 'networkx', 'boardgames.widgets', 'boardgames.simulation') "
              "if m in sys.modules))")
    assert out == "[]"


def test_public_names_still_work_and_load_their_module_on_first_use():
    out = run("import sys, boardgames\n"
              "from boardgames.widgets import play\n"
              "from boardgames.simulation import simulate\n"
              "print(boardgames.play is play, boardgames.simulate is simulate,\n"
              "      'play' in dir(boardgames), boardgames.settlers.SettlersGame.__name__)")
    assert out == "True True True SettlersGame"


def test_every_game_starts_and_loads_in_a_fresh_process():
    import boardgames

    saves = {name: boardgames.new_game(name, seed=3).to_json() for name in boardgames.game_names()}
    code = ("import json, sys, boardgames\n"
            "saves = json.loads(sys.stdin.read())\n"
            "print(json.dumps({n: boardgames.load_game(t).to_json() == t for n, t in saves.items()}))")
    out = subprocess.run([sys.executable, "-c", code], input=json.dumps(saves), check=True,
                         capture_output=True, text=True).stdout
    assert json.loads(out) == {name: True for name in saves}


def test_the_stand_ins_name_exactly_the_games_the_engines_register():
    out = run("import boardgames\n"
              "before = boardgames.game_names()\n"
              "import importlib\n"
              "for n in before: importlib.import_module(boardgames.game_type(n).engine)\n"
              "from boardgames.core import game\n"
              "real = sorted(n for n, f in game._FACTORIES.items() if f.__module__ != 'boardgames')\n"
              "print(before == real == boardgames.game_names(), before)")
    assert out.startswith("True"), out


def test_an_unknown_option_is_still_refused_through_the_stand_in():
    import pytest

    import boardgames

    with pytest.raises((ValueError, TypeError)):
        boardgames.new_game("catan", colour="red")
