"""docs/rule-map.md's "implemented in" column names code that exists, in the file that defines it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("rule_map", ROOT / "tools" / "rule_map.py")
rule_map = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rule_map)


def test_every_rule_names_its_code_and_the_files_are_current():
    text = rule_map.PAGE.read_text()
    new, problems = rule_map.rewrite(text)
    assert not problems, "\n".join(problems)
    assert new == text, "docs/rule-map.md names files a rule has moved out of: run python tools/rule_map.py"


def test_a_method_is_found_in_the_rule_module_that_defines_it():
    # the award rule is a function of rules/awards.py: the page must say so, not engine.py
    assert rule_map.locate("_add_knight", "## Catan") == ("settlers/rules/awards.py", "_add_knight")
    # a rule the game's class also offers as a one-line method is shown where the rule is
    assert rule_map.locate("free_corner", "## Catan") == ("settlers/rules/building.py", "free_corner")
    assert rule_map.locate("award_holder", "## Catan") == ("settlers/rules/awards.py", "award_holder")
    # a field of a data class of the package, not a same-named attribute of the game
    assert rule_map.locate("Ruleset.robber_home", "## Catan") == ("settlers/rulesets.py", "Ruleset.robber_home")
    assert rule_map.locate("Board.graph", "## Catan") == ("settlers/board.py", "Board.graph")


@pytest.mark.parametrize("token", ["SettlersGame._no_such_rule", "no_such_function", "Ruleset.no_such_field"])
def test_a_name_nothing_defines_is_reported(token):
    with pytest.raises(rule_map.RuleMapError):
        rule_map.locate(token, "## Catan")


def test_a_row_without_code_is_reported():
    text = "## Catan\n\n| rule | notebook section | test | implemented in |\n| --- | --- | --- | --- |\n" \
           "| a rule | – | t.py::test_x |  |\n"
    _, problems = rule_map.rewrite(text)
    assert problems == ["## Catan: no implementation named for 'a rule'"]
