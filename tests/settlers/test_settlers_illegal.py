"""Every illegal action, tried from random states, is refused with a message and changes nothing.

The candidates are every action of every kind on every intersection, path,
tile and resource.  Whatever ``legal_actions()`` lists must apply; whatever it
leaves out must raise ``IllegalAction`` with a sentence and leave
``to_json()`` unchanged.
"""

from __future__ import annotations

import random

import pytest

import boardgames
from boardgames import IllegalAction
from boardgames.settlers import actions as A


def candidates(game):
    b = game.board
    res = game.ruleset.resources
    out = [A.Roll(), A.EndTurn(), A.BuildTemple(), A.PlayKnight(), A.PlayRoadBuilding(),
           A.PlayTempleBuilding(), A.AcceptTrade(), A.DeclineTrade()]
    out += [A.BuildSettlement(n) for n in b.corner_names]
    out += [A.BuildCity(n) for n in b.corner_names]
    out += [A.ChooseStartingSettlement(n) for n in b.corner_names]
    out += [A.BuildRoad(b.path_name(e)) for e in range(len(b.edge_names))]
    out += [A.MoveRobber(t.label, v) for t in b.tiles for v in [None, *range(game.n)]]
    out += [A.Discard(r) for r in res] + [A.PlayMonopoly(r) for r in res]
    out += [A.BankTrade(x, y) for x in res for y in res]
    out += [A.PlayYearOfPlenty(x, y) for x in res for y in res]
    out += [A.PlayLiahona(t) for t in range(1, 14)]
    out += [A.BuyDevelopmentCard(), A.BuyDevelopmentCard((res[2],)),
            A.BuyDevelopmentCard((res[2], res[3], res[4]))]
    out += [A.BuildSettlement("nowhere"), A.BuildRoad("a~b"), A.MoveRobber("Z"),
            A.Discard("gold"), "not an action", None]
    return out


def states(name, players, games, seed):
    rng = random.Random(seed)
    for s in range(games):
        g = boardgames.new_game(name, players=players, seed=seed * 1000 + s)
        stops = sorted(rng.sample(range(1, 700), 4))
        k = 0
        for stop in stops:
            while k < stop and not g.is_over and g.turn < 400:
                g.apply(rng.choice(g.legal_actions()))
                k += 1
            yield g


@pytest.mark.parametrize("name,players", [("catan", 4), ("catan", 3), ("catan-jungle", 4),
                                          ("zarahemla", 2), ("zarahemla", 4)])
def test_illegal_actions_are_refused_with_a_message_and_change_nothing(name, players):
    for g in states(name, players, games=6, seed=players):
        legal = set(g.legal_actions())
        before = g.to_json()
        for action in candidates(g):
            if action in legal:
                trial = g.copy()
                trial.apply(action)          # every listed action really is legal
                continue
            with pytest.raises(IllegalAction) as err:
                g.apply(action)
            assert len(str(err.value)) > 10
            assert g.to_json() == before, f"{action} changed the game"
        for action in legal:
            assert str(action)               # readable
        assert len(legal) == len(g.legal_actions())   # no duplicates


def test_actions_from_another_player_are_refused_by_turn_order():
    g = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="not allowed now"):
        g.apply(A.Roll())
    assert g.to_json() == before
