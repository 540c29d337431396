"""The search bot's own policy (``SettlersTraderPolicy``): the three changes it makes to greedy.

Each test finds, in a seeded all-greedy game, a decision where the change
applies, and checks the policy makes it there while greedy does not.
"""

from __future__ import annotations

import pytest
from bots_helpers import scramble_hidden

import boardgames
from boardgames.bots import Table, decide
from boardgames.bots.settlers import (
    SettlersGreedyBot,
    SettlersSearchBot,
    SettlersTraderPolicy,
    _Eye,
)
from boardgames.settlers import actions as A


def _main_decisions(name="catan", seed=11, players=4):
    """Every main-phase decision of a seeded greedy game, as (game, seat) before the action."""
    game = boardgames.new_game(name, players=players, seed=seed)
    bots = [SettlersGreedyBot(seed=s) for s in range(players)]
    while not game.is_over:
        seat = game.current_player
        if game.phase == "main":
            yield game, seat
        game.apply(decide(bots[seat], game, seat))


def _ask(bot, game, seat):
    return bot.choose(game.view(seat), game.legal_actions(), Table(game, seat))


def _eye(game, seat):
    return _Eye(Table(game, seat).public_copy(), seat, game.view(seat))


def _first(pred, names=("catan", "zarahemla"), seeds=range(11, 16)):
    for name in names:
        for seed in seeds:
            for game, seat in _main_decisions(name, seed):
                if pred(game, seat):
                    return game.copy(), seat
    raise AssertionError("no such decision in the seeded games")


def test_trader_builds_a_road_with_spare_cards_where_greedy_saves_for_a_city():
    def road_instead_of_end(game, seat):
        greedy = _ask(SettlersGreedyBot(seed=0, trades=False), game, seat)
        mine = _ask(SettlersTraderPolicy(seed=0, trades=False), game, seat)
        return isinstance(greedy, A.EndTurn) and isinstance(mine, A.BuildRoad)
    game, seat = _first(road_instead_of_end)
    eye = _eye(game, seat)
    assert eye.goal() in ("city", "development")
    road = _ask(SettlersTraderPolicy(seed=0, trades=False), game, seat)
    assert eye.road_value(eye.board.edge(road.path)) > 0      # it leads somewhere
    city = eye.cost("city")
    assert all(eye.hand[r] >= 1 for r, k in enumerate(eye.cost("road")) if k)
    before = [min(h, n) for h, n in zip(eye.hand, city, strict=True)]
    game.apply(road)
    after = [min(h, n) for h, n in zip(game.hands[seat], city, strict=True)]
    assert after == before                                      # no card the city needs was spent


def test_trader_keeps_offering_distinct_trades_up_to_its_limit():
    def greedy_would_end(game, seat):
        eye = _eye(game, seat)
        need = eye.short(eye.cost(eye.goal()))
        return 0 < sum(need) <= 3 and isinstance(_ask(SettlersGreedyBot(seed=0), game, seat), A.EndTurn) \
            and isinstance(_ask(SettlersTraderPolicy(seed=0), game, seat), A.OfferTrade)
    game, seat = _first(greedy_would_end)
    bot = SettlersTraderPolicy(seed=0, offers=3)
    offers = []
    while True:
        action = _ask(bot, game, seat)
        if not isinstance(action, A.OfferTrade):
            break
        offers.append(action)
        game.apply(action)
        while game.phase == "trade":                 # everybody declines
            game.apply(next(a for a in game.legal_actions() if isinstance(a, A.DeclineTrade)))
        assert game.player == seat
    assert 1 <= len(offers) <= 3
    assert len(set(offers)) == len(offers)            # never the same offer twice in a turn
    eye = _eye(game, seat)
    need = eye.short(eye.cost(eye.goal()))
    for offer in offers:
        (got, k), = offer.get
        assert need[eye.rs.resources.index(got)] > 0  # it asks only for what it lacks


def test_trader_trades_with_the_bank_rather_than_end_its_turn_over_the_hand_limit():
    def over_limit(game, seat):
        eye = _eye(game, seat)
        return sum(eye.hand) > eye.rs.hand_limit and isinstance(
            _ask(SettlersGreedyBot(seed=0, trades=False), game, seat), A.EndTurn) and any(
            isinstance(a, A.BankTrade) for a in game.legal_actions())
    game, seat = _first(over_limit, seeds=range(11, 30))
    action = _ask(SettlersTraderPolicy(seed=0, trades=False), game, seat)
    assert isinstance(action, A.BankTrade)
    size = sum(game.hands[seat])
    game.apply(action)
    assert sum(game.hands[seat]) < size


@pytest.mark.parametrize("name", ["catan", "zarahemla"])
def test_trader_choices_ignore_hidden_hands_and_deck_order(name):
    checked = 0
    for i, (game, seat) in enumerate(_main_decisions(name, seed=21)):
        if i % 7:
            continue
        other = scramble_hidden(game, seat, seed=i)
        assert other.view(seat) == game.view(seat)
        assert _ask(SettlersTraderPolicy(seed=3), game, seat) == \
            _ask(SettlersTraderPolicy(seed=3), other, seat)
        checked += 1
    assert checked >= 5


def test_search_bot_takes_a_winning_build_when_one_exists():
    def can_win_now(game, seat):
        if game.points(seat) != game.target - 1:
            return False
        for a in game.legal_actions():
            if isinstance(a, (A.BuildCity, A.BuildSettlement)):
                return True
        return False
    game, seat = _first(can_win_now, seeds=range(11, 30))
    bot = SettlersSearchBot(seed=0, main_playouts=4)
    game.apply(_ask(bot, game, seat))
    assert game.is_over and game.winner == seat


def test_search_bot_playouts_use_its_own_policy_for_its_seat_and_greedy_for_the_others():
    bot = SettlersSearchBot(seed=0, offers=5, offer_need=2)
    pols = bot._rollout_policies(4, 2, seed=9)  # noqa: SLF001 - a test of the search bot's own rollout helper
    assert type(pols[2]) is SettlersTraderPolicy and (pols[2].offers, pols[2].offer_need) == (5, 2)
    assert all(type(p) is SettlersGreedyBot for q, p in enumerate(pols) if q != 2)


def test_search_bot_with_a_horizon_values_cut_off_playouts():
    """Playouts cut off at the horizon are valued by ``_scores`` (each player's strength from
    the per-board pips): a seeded game to its end, every choice legal (#29 item 5: a change
    to the per-board table once broke this path, which no other test takes)."""
    game = boardgames.new_game("catan", players=3, seed=1)
    bots = [SettlersSearchBot(seed=1, horizon=6, main_playouts=4),
            SettlersGreedyBot(seed=2), SettlersGreedyBot(seed=3)]
    while not game.is_over and game.turn < 400:
        seat = game.current_player
        game.apply(decide(bots[seat], game, seat))      # an illegal choice would raise
    assert game.is_over and bots[0].searched > 0
