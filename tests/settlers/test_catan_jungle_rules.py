"""The Catan Jungle variant: the desert becomes a Jungle that yields discoveries.

On the beginner island the Jungle is tile J (the middle), with corners
E-F-J, F-J-K, J-K-O, J-N-O, I-J-N and E-I-J.
"""

from __future__ import annotations

import pytest
from settlers_helpers import check_invariants, fresh

import boardgames
from boardgames import IllegalAction
from boardgames.settlers import position as pos
from boardgames.settlers.actions import (
    BankTrade,
    BuyDevelopmentCard,
    MoveRobber,
    OfferTrade,
    PlayMonopoly,
    PlayYearOfPlenty,
    Roll,
)


def jungle(number=4, **options):
    return fresh("catan-jungle", jungle_number=number, **options)


def rejected(game, action, match):
    before = game.to_json()
    with pytest.raises(IllegalAction, match=match):
        game.apply(action)
    assert game.to_json() == before


def test_desert_becomes_the_jungle_with_the_chosen_extra_number_token():
    for layout in ("beginner", "random"):
        g = boardgames.new_game("catan-jungle", players=4, seed=3, layout=layout, jungle_number=10)
        terrains = [t.terrain for t in g.board.tiles]
        assert "desert" not in terrains and terrains.count("jungle") == 1
        jungle_tile = g.board.tiles[terrains.index("jungle")]
        assert jungle_tile.number == 10
        numbers = sorted(t.number for t in g.board.tiles)
        assert len(numbers) == 19 and numbers.count(10) == 3   # 18 tokens plus the extra one


def test_jungle_number_must_be_3_4_5_9_10_or_11():
    for n in (3, 4, 5, 9, 10, 11):
        boardgames.new_game("catan-jungle", players=3, jungle_number=n)
    for n in (2, 6, 7, 8, 12, "4"):
        with pytest.raises(ValueError, match="3, 4, 5, 9, 10 or 11"):
            boardgames.new_game("catan-jungle", players=3, jungle_number=n)


def test_robber_starts_on_the_jungle():
    g = jungle()
    assert g.board.tiles[g.robber].terrain == "jungle"


def test_jungle_number_gives_one_discovery_per_settlement_and_two_per_city():
    g = jungle(rolled=False)
    pos.move_robber(g, "A")
    pos.place_settlement(g, 0, "E-I-J")
    pos.place_city(g, 1, "J-K-O")
    g.apply(Roll(), outcome=4)
    assert g.discoveries == [1, 2, 0]
    check_invariants(g)


def test_robber_on_the_jungle_blocks_discoveries():
    g = jungle(rolled=False)
    pos.place_settlement(g, 0, "E-I-J")
    assert g.robber == g.board.tile("J")
    g.apply(Roll(), outcome=4)
    assert g.discoveries == [0, 0, 0]


def test_robber_may_leave_and_come_back_to_the_jungle():
    g = jungle(rolled=False)
    g.apply(Roll(), outcome=7)
    g.apply(MoveRobber("A"))
    assert MoveRobber("J") not in g.legal_actions()
    pos.set_turn(g, 0, "pre_roll")
    g.apply(Roll(), outcome=7)
    assert MoveRobber("J") in g.legal_actions()


def test_discoveries_do_not_count_toward_the_seven_card_limit():
    g = jungle(rolled=False)
    pos.give(g, 1, ore=7)
    g.discoveries[1] = 5
    g.apply(Roll(), outcome=7)
    assert g.phase == "robber"               # 7 cards + 5 discoveries: no discard
    g2 = jungle(rolled=False)
    pos.give(g2, 1, ore=8)
    g2.discoveries[1] = 5
    g2.apply(Roll(), outcome=7)
    assert g2.discard_owed[1] == 4           # half of the 8 cards, discoveries ignored


def test_discoveries_cannot_be_stolen():
    g = jungle(rolled=False)
    pos.place_settlement(g, 1, "A-B-E")
    g.discoveries[1] = 3
    g.apply(Roll(), outcome=7)
    assert MoveRobber("A", None) in g.legal_actions()   # nothing to steal
    rejected(g, MoveRobber("A", 1), "cannot be robbed")


def test_discoveries_cannot_be_monopolised():
    g = jungle()
    pos.give_development_card(g, 0, "monopoly")
    g.discoveries[1] = 3
    rejected(g, PlayMonopoly("discovery"), "discoveries are not resource cards")
    g.apply(PlayMonopoly("ore"))
    assert g.discoveries == [0, 3, 0]


def test_discoveries_cannot_be_taken_by_year_of_plenty():
    g = jungle()
    pos.give_development_card(g, 0, "year_of_plenty")
    rejected(g, PlayYearOfPlenty("discovery", "ore"), "discoveries are not resource cards")
    assert not any("discover" in str(a) for a in g.legal_actions())


def test_discoveries_cannot_be_traded():
    g = jungle()
    g.discoveries[0] = 4
    pos.give(g, 0, ore=1)
    rejected(g, BankTrade("discovery", "ore"), "cannot be traded")
    rejected(g, OfferTrade(give=(("discovery", 1),), get=(("ore", 1),)), "cannot be traded")
    rejected(g, OfferTrade(give=(("ore", 1),), get=(("discovery", 1),)), "cannot be traded")


def test_development_card_payments_list_every_legal_mix_of_discoveries():
    g = jungle()
    pos.give(g, 0, ore=1)
    g.discoveries[0] = 2
    buys = {a.discoveries_for for a in g.legal_actions() if isinstance(a, BuyDevelopmentCard)}
    assert buys == {("wool", "grain")}       # the rulebook's example: one ore and two discoveries
    g.discoveries[0] = 3
    buys = {a.discoveries_for for a in g.legal_actions() if isinstance(a, BuyDevelopmentCard)}
    assert buys == {("wool", "grain"), ("wool", "grain", "ore")}


def test_discovery_replaces_one_resource_of_the_card_up_to_three_per_card():
    g = jungle()
    pos.give(g, 0, wool=1, grain=1)
    g.discoveries[0] = 1
    g.apply(BuyDevelopmentCard(("ore",)))   # one wool, one grain and one discovery
    assert g.discoveries[0] == 0 and sum(g.hands[0]) == 0 and sum(g.dev[0]) == 1
    g.discoveries[0] = 4
    rejected(g, BuyDevelopmentCard(("ore", "ore")), "already replaced")
    rejected(g, BuyDevelopmentCard(("brick",)), "not one")
    g.apply(BuyDevelopmentCard(("wool", "grain", "ore")))
    assert g.discoveries[0] == 1
    check_invariants(g)


def test_paying_with_more_discoveries_than_held_is_refused():
    g = jungle()
    pos.give(g, 0, ore=1)
    g.discoveries[0] = 1
    rejected(g, BuyDevelopmentCard(("wool", "grain")), "only 1 discoveries")


def test_discovery_supply_is_unlimited_by_default():
    g = jungle(rolled=False)
    assert g.discovery_supply is None
    pos.move_robber(g, "A")
    pos.place_city(g, 0, "E-I-J")
    for _ in range(8):
        pos.set_turn(g, 0, "pre_roll")
        g.apply(Roll(), outcome=4)
    assert g.discoveries[0] == 16


def test_discovery_supply_can_be_limited_and_runs_out_like_the_bank():
    g = jungle(rolled=False, discovery_supply=10)
    pos.move_robber(g, "A")
    pos.place_city(g, 0, "E-I-J")
    pos.place_city(g, 1, "J-K-O")
    for _ in range(2):
        pos.set_turn(g, 0, "pre_roll")
        g.apply(Roll(), outcome=4)
    assert g.discoveries == [4, 4, 0] and g.discovery_supply == 2
    pos.set_turn(g, 0, "pre_roll")
    g.apply(Roll(), outcome=4)               # 4 owed, 2 left, two players owed: nobody gets any
    assert g.discoveries == [4, 4, 0] and g.discovery_supply == 2


def test_jungle_options_belong_to_the_jungle_game_only():
    with pytest.raises(ValueError, match="catan-jungle"):
        boardgames.new_game("catan", players=3, jungle_number=4)
