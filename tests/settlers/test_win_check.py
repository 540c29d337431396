"""The win check is skipped after the actions that cannot change points (engine._CANNOT_SCORE).

That list is a claim about the rules: rolling, discarding, the robber, trades and the
resource cards move no building, card or award.  These playouts check the claim: after
every such action, in every ruleset, nobody's points (hidden cards counted) have moved.
"""

from __future__ import annotations

import random

import pytest

import boardgames
from boardgames.settlers import engine

CANNOT_SCORE = engine._CANNOT_SCORE  # noqa: SLF001 - the engine's own list, checked here


@pytest.mark.parametrize("name", ["catan", "catan-jungle", "zarahemla"])
def test_actions_that_skip_the_win_check_change_no_points(name):
    seen = set()
    for seed in range(12):
        g = boardgames.new_game(name, players=3 + seed % 2, seed=seed)
        rng = random.Random(seed)
        while not g.is_over and g.turn < 400:
            action = rng.choice(g.legal_actions())
            before = [g.points(q) for q in range(g.n)]
            g.apply(action)
            if type(action) in CANNOT_SCORE:
                seen.add(type(action).__name__)
                assert [g.points(q) for q in range(g.n)] == before, action
    # the common ones were met (trade offers and Liahona are not listed to random players)
    assert {"Roll", "Discard", "MoveRobber", "BankTrade"} <= seen


def test_a_scoring_action_is_not_listed_as_unable_to_score():
    scoring = {"BuildSettlement", "BuildCity", "BuildRoad", "BuildTemple", "BuyDevelopmentCard",
               "PlayKnight", "PlayRoadBuilding", "PlayTempleBuilding", "EndTurn",
               "ChooseStartingSettlement"}
    assert not scoring & {t.__name__ for t in CANNOT_SCORE}
