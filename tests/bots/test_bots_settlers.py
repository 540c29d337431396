"""Settlers bots: legal, fast enough, blind to hidden facts, and greedy beats random."""

from __future__ import annotations

import random

import pytest
from bots_helpers import scramble_hidden

import boardgames
from boardgames.bots import RandomBot, Table, decide, make_bot, play_turns
from boardgames.bots.settlers import SettlersGreedyBot, SettlersSearchBot
from boardgames.settlers import actions as A
from boardgames.settlers import position

RULESETS = ["catan", "catan-jungle", "zarahemla"]


def _midgame(name="catan", seed=3, turn=20):
    """A game some way in (turn ``turn``, still running), played by greedy bots."""
    game = boardgames.new_game(name, players=4, seed=seed)
    bots = [SettlersGreedyBot(seed=s) for s in range(4)]
    while game.turn < turn:
        game.apply(decide(bots[game.current_player], game, game.current_player))
    assert not game.is_over
    return game




@pytest.mark.parametrize("name", RULESETS)
def test_greedy_and_random_bots_finish_four_player_games_with_legal_actions(name):
    game = boardgames.new_game(name, players=4, seed=11)
    bots = [make_bot("greedy", name, seed=1), RandomBot(2), make_bot("greedy", name, seed=3),
            RandomBot(4)]
    play_turns(game, bots, max_actions=50_000)   # apply() raises on any illegal choice
    assert game.is_over and game.winner in range(4)


@pytest.mark.parametrize("name", RULESETS)
def test_greedy_beats_random_in_most_four_player_games(name):
    result = boardgames.simulate(name, bots=["greedy", "random", "random", "random"],
                                 games=12, seed=100, rotate=True, progress=False)
    # measured >= 95% at n=200; 9 of 12 is a conservative floor
    assert result.win_rate("greedy")["wins"] >= 9


def test_greedy_bot_choice_ignores_hidden_hands_and_deck_order():
    game = _midgame(seed=5, turn=25)
    seat = game.current_player
    assert sum(sum(game.hands[q]) for q in range(4) if q != seat) > 0
    other = scramble_hidden(game, seat, seed=99)
    assert other.view(seat) == game.view(seat)
    assert any(other.hands[q] != game.hands[q] for q in range(4) if q != seat) \
        or other.dev_deck != game.dev_deck
    for g in (game, other):
        assert Table(g, seat).public_copy().hands == Table(game, seat).public_copy().hands
    a = SettlersGreedyBot(seed=1).choose(game.view(seat), game.legal_actions(), Table(game, seat))
    b = SettlersGreedyBot(seed=1).choose(other.view(seat), other.legal_actions(), Table(other, seat))
    assert a == b


def test_search_bot_choice_ignores_hidden_hands_and_deck_order():
    # find a main-phase decision with several kinds of action, where search really searches
    game = boardgames.new_game("catan", players=4, seed=8)
    bots = [SettlersGreedyBot(seed=s) for s in range(4)]
    while not game.is_over:
        seat = game.current_player
        acts = game.legal_actions()
        if game.phase == "main" and len({type(a) for a in acts}) >= 3 and game.turn > 8:
            break
        game.apply(decide(bots[seat], game, seat))
    seat = game.current_player
    other = scramble_hidden(game, seat, seed=7)
    differs = any(other.hands[q] != game.hands[q] for q in range(4) if q != seat) or \
        other.dev_deck != game.dev_deck
    assert differs, "the scrambled copy should really hide different facts"
    picks = []
    for g in (game, other):
        bot = SettlersSearchBot(seed=4, playouts=8, horizon=4)
        picks.append(bot.choose(g.view(seat), g.legal_actions(), Table(g, seat)))
    assert picks[0] == picks[1]


def test_determinised_copies_agree_with_the_view():
    game = _midgame(seed=2, turn=30)
    seat = game.current_player
    world = Table(game, seat).determinise(random.Random(1))
    assert world.view(seat) == game.view(seat)
    assert world.hands[seat] == game.hands[seat]
    assert world.bank == game.bank
    assert sum(world.dev_deck) == sum(game.dev_deck)
    for r in range(len(game.bank)):   # every card still in the box
        assert world.bank[r] + sum(h[r] for h in world.hands) == game.ruleset.cards_per_resource


def test_determinised_copies_keep_the_cards_a_pending_offer_shows():
    # an offer is public: whoever answers it knows the offerer holds the cards offered,
    # so every imagined world must give the offerer those cards (else the offer is void there)
    game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    position.skip_setup(game, 0, rolled=True)
    position.give(game, 0, ore=2, grain=1, wool=1, brick=1)
    position.give(game, 1, wool=2)
    position.give(game, 2, brick=2, lumber=3, grain=2)   # so a re-deal has cards to mix
    game.apply(A.OfferTrade(give=(("ore", 2),), get=(("wool", 1),), to=1))
    table = Table(game, 1)
    ore = game.ruleset.resources.index("ore")
    rng = random.Random(3)
    for _ in range(200):
        world = table.determinise(rng)
        assert world.hands[0][ore] >= 2
        assert sum(world.hands[0]) == sum(game.hands[0])
        world.apply(A.AcceptTrade())          # the answer works in every imagined world
        assert min(world.hands[0]) >= 0 and min(world.hands[1]) >= 0


def test_greedy_bot_accepts_a_trade_that_gives_it_what_it_lacks():
    game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    position.skip_setup(game, 0, rolled=True)
    position.place_settlement(game, 1, "E-I-J")
    position.give(game, 0, grain=2)
    position.give(game, 1, wool=3, ore=3)          # saving for a city: lacks grain
    game.apply(A.OfferTrade(give=(("grain", 1),), get=(("wool", 1),), to=1))
    assert game.current_player == 1
    assert isinstance(decide(SettlersGreedyBot(seed=0), game, 1), A.AcceptTrade)


def test_greedy_bot_declines_a_trade_that_only_costs_it():
    game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    position.skip_setup(game, 0, rolled=True)
    position.place_settlement(game, 1, "E-I-J")
    position.give(game, 0, wool=3)
    position.give(game, 1, brick=1, lumber=1, grain=1, ore=1)
    game.apply(A.OfferTrade(give=(("wool", 1),), get=(("brick", 1),), to=1))
    assert isinstance(decide(SettlersGreedyBot(seed=0), game, 1), A.DeclineTrade)


def test_greedy_bot_offers_trades_that_other_bots_can_answer():
    result_offers = 0
    game = boardgames.new_game("zarahemla", players=3, seed=4)
    bots = [SettlersGreedyBot(seed=s) for s in range(3)]
    while not game.is_over and game.turn < 200:
        seat = game.current_player
        a = decide(bots[seat], game, seat)
        result_offers += isinstance(a, A.OfferTrade)
        game.apply(a)
    assert result_offers > 0
    assert any(entry[1][0] == "AcceptTrade" for entry in game.history)


def test_greedy_bot_is_at_most_a_few_times_slower_than_random_per_game():
    import time
    t0 = time.perf_counter()
    for s in range(3):
        g = boardgames.new_game("catan", players=4, seed=s)
        play_turns(g, [RandomBot(s * 4 + i) for i in range(4)])
    t_random = time.perf_counter() - t0
    t0 = time.perf_counter()
    for s in range(3):
        g = boardgames.new_game("catan", players=4, seed=s)
        play_turns(g, [SettlersGreedyBot(s * 4 + i) for i in range(4)])
    t_greedy = time.perf_counter() - t0
    assert t_greedy < 6 * t_random + 0.5


def test_search_bot_respects_its_time_limit():
    import time
    game = _midgame(seed=6, turn=20)
    while game.phase != "main":
        game.apply(decide(SettlersGreedyBot(0), game, game.current_player))
    seat = game.current_player
    bot = SettlersSearchBot(seed=0, playouts=10_000, time_limit=0.2)
    t0 = time.perf_counter()
    action = bot.choose(game.view(seat), game.legal_actions(), Table(game, seat))
    assert time.perf_counter() - t0 < 2.0
    assert action in game.legal_actions() or isinstance(action, A.OfferTrade)


def test_make_bot_names_and_errors():
    assert isinstance(make_bot("greedy", "catan"), SettlersGreedyBot)
    assert isinstance(make_bot("search", "zarahemla", playouts=4), SettlersSearchBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("clever", "catan")
