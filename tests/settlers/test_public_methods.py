"""The settlers engine's public methods for lessons, bots and widgets (issue #17)."""

import pytest

import boardgames
from boardgames import IllegalAction
from boardgames.settlers.actions import BuildRoad, BuildSettlement


@pytest.mark.parametrize("total", [7, 1, 13, True, 4.0, "6"])
def test_produce_refuses_a_total_that_produces_nothing_or_is_not_a_dice_total(total):
    g = boardgames.new_game("catan", players=4, seed=1, layout="beginner")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="from 2 to 12"):
        g.produce(total)
    assert g.to_json() == before


def test_produce_pays_what_the_roll_of_that_total_pays():
    g = boardgames.new_game("catan", players=4, seed=1, layout="beginner")
    a, b = g.copy(), g.copy()
    a.produce(8)
    b.force("dice", 8)
    while b.phase != "roll":
        b.apply(b.legal_actions()[0])
    assert a.hands != g.hands or sum(map(sum, a.hands)) == sum(map(sum, g.hands))


def test_setup_spots_match_the_legal_set_up_actions():
    g = boardgames.new_game("catan", players=3, seed=2)
    spots = {g.fixed_board.corner_names[c] for c in g.settlement_spots(0)}
    legal = {a.corner for a in g.legal_actions() if isinstance(a, BuildSettlement)}
    assert spots == legal
    g.apply(next(a for a in g.legal_actions() if isinstance(a, BuildSettlement)))
    roads = {g.fixed_board.path_name(e) for e in g.road_spots(0)}
    assert roads >= {a.path for a in g.legal_actions() if isinstance(a, BuildRoad)}
