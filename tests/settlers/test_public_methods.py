"""The settlers engine's public methods for lessons, bots and widgets (issue #17)."""

import random

import pytest

import boardgames
from boardgames import IllegalAction
from boardgames.settlers import position
from boardgames.settlers.actions import BuildRoad, BuildSettlement, Roll


@pytest.mark.parametrize("total", [7, 1, 13, True, 4.0, "6"])
def test_produce_refuses_a_total_that_produces_nothing_or_is_not_a_dice_total(total):
    g = boardgames.new_game("catan", players=4, seed=1, layout="beginner")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="from 2 to 12"):
        g.produce(total)
    assert g.to_json() == before


def test_produce_pays_what_the_roll_of_that_total_pays():
    g = boardgames.new_game("catan", players=4, seed=1, layout="beginner")
    while g.phase != "pre_roll":                     # through the set-up
        g.apply(g.legal_actions()[0])
    for total in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
        paid, rolled = g.copy(), g.copy()
        paid.produce(total)
        rolled.apply(Roll(), outcome=total)
        assert paid.hands == rolled.hands and paid.bank == rolled.bank
    paid = g.copy()
    paid.produce(6)
    assert paid.hands != g.hands                     # the beginner board pays somebody on a 6


def test_spots_match_the_legal_builds_of_the_main_phase():
    g = boardgames.new_game("catan", players=3, seed=2)
    rng = random.Random(2)
    for _ in range(300):                             # into a game with some roads out
        if g.phase == "main" and g.turn > 12:
            break
        g.apply(rng.choice(g.legal_actions()))
    while g.phase != "main":
        g.apply(g.legal_actions()[0])
    p = g.current_player
    position.give(g, p, brick=4, lumber=4, wool=2, grain=2)
    names = g.fixed_board
    seen_settlement_spot = False
    for _ in range(4):                              # roads out until a settlement spot opens
        settle = {a.corner for a in g.legal_actions() if isinstance(a, BuildSettlement)}
        roads = [a for a in g.legal_actions() if isinstance(a, BuildRoad)]
        assert {names.corner_names[c] for c in g.settlement_spots(p)} == settle
        assert {names.path_name(e) for e in g.road_spots(p)} == {a.path for a in roads}
        if settle:
            seen_settlement_spot = True
            break
        g.apply(rng.choice(roads))
    assert seen_settlement_spot
