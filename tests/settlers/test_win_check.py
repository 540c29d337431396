"""The win check is skipped after the actions that cannot change points (engine._CANNOT_SCORE).

That list is a claim about the rules: discarding, the robber, trades and the resource
cards move no building, card or award.  These playouts check the claim: after every such
action, in every ruleset, nobody's points (hidden cards counted) have moved.  The roll is
checked all the same: a player whose turn begins with the points to win wins there.
"""

from __future__ import annotations

import random

import pytest

import boardgames
from boardgames.settlers import engine, position
from boardgames.settlers.actions import EndTurn

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
    assert {"Discard", "MoveRobber", "BankTrade"} <= seen


def test_a_scoring_action_is_not_listed_as_unable_to_score():
    scoring = {"BuildSettlement", "BuildCity", "BuildRoad", "BuildTemple", "BuyDevelopmentCard",
               "PlayKnight", "PlayRoadBuilding", "PlayTempleBuilding", "EndTurn",
               "ChooseStartingSettlement", "Roll", "PlayLiahona"}
    assert not scoring & {t.__name__ for t in CANNOT_SCORE}


def test_a_player_whose_turn_begins_with_the_target_wins_as_it_begins():
    # points reached on another player's turn win when the holder's own turn comes
    g = boardgames.new_game("catan", players=3, seed=2, target=3)
    position.skip_setup(g)
    position.set_turn(g, 2, "main")                   # player 2's turn: player 0 cannot win now
    position.place_city(g, 0, "E-I-J")
    position.place_settlement(g, 0, "A-B-E")
    assert g.points(0) == 3 and not g.is_over
    g.apply(EndTurn())
    assert g.is_over and g.winner == 0


def test_a_staged_position_giving_the_turn_player_the_target_ends_the_game():
    g = boardgames.new_game("catan", players=3, seed=2, target=3)
    position.skip_setup(g)
    position.place_city(g, 0, "E-I-J")
    position.place_settlement(g, 0, "A-B-E")
    assert g.is_over and g.winner == 0 and boardgames.load_game(g.to_json()) == g
