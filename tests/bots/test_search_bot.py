"""The settlers search bot: its budget, its blindness to hidden facts, common random numbers."""

from __future__ import annotations

import time

from bots_helpers import scramble_hidden

import boardgames
from boardgames.bots import Table, decide, play_turns
from boardgames.bots.settlers import SettlersGreedyBot, SettlersSearchBot, _StreamChance
from boardgames.core.chance import ChanceEvent


def _endgame(name="catan", seed=8, phase="main"):
    """A greedy game at the first decision in the endgame that the search bot really searches."""
    game = boardgames.new_game(name, players=4, seed=seed)
    bots = [SettlersGreedyBot(seed=s) for s in range(4)]
    while not game.is_over:
        seat = game.current_player
        near = max(game.points(q, hidden=False) for q in range(4)) >= game.target - 3
        if near and game.phase == phase:
            probe = SettlersSearchBot(seed=0, main_playouts=1)
            _ask(probe, game)
            if probe.searched:
                return game
        game.apply(decide(bots[seat], game, seat))
    raise AssertionError("no endgame decision found")


def _ask(bot, game):
    seat = game.current_player
    return bot.choose(game.view(seat), game.legal_actions(), Table(game, seat))


def test_search_bot_respects_its_playout_budget():
    game = boardgames.new_game("catan", players=4, seed=3)
    bot = SettlersSearchBot(seed=0, playouts=3, candidates=4)
    _ask(bot, game)                       # the first settlement: a set-up search
    assert bot.searched == 1 and bot.rollouts == 3 * 4
    game = _endgame()
    bot = SettlersSearchBot(seed=0, main_playouts=5, candidates=3)
    _ask(bot, game)
    assert bot.searched == 1 and 0 < bot.rollouts <= 5 * 3


def test_search_bot_respects_its_time_limit_at_the_setup():
    game = boardgames.new_game("zarahemla", players=4, seed=2)
    bot = SettlersSearchBot(seed=0, playouts=10_000, time_limit=0.3)
    t0 = time.perf_counter()
    action = _ask(bot, game)
    assert time.perf_counter() - t0 < 2.0
    assert action in game.legal_actions()
    assert bot.rollouts >= 2                # at least one complete round of candidates


def test_search_bot_plays_greedy_before_the_endgame():
    game = boardgames.new_game("catan", players=4, seed=5)
    bots = [SettlersGreedyBot(seed=s) for s in range(4)]
    while game.turn < 6 or game.phase != "main":
        game.apply(decide(bots[game.current_player], game, game.current_player))
    bot = SettlersSearchBot(seed=0)
    _ask(bot, game)
    assert bot.searched == 0


def test_search_bot_endgame_choice_ignores_hidden_hands_and_deck_order():
    game = _endgame(seed=8)
    seat = game.current_player
    other = scramble_hidden(game, seat, seed=7)
    assert other.view(seat) == game.view(seat)
    assert any(other.hands[q] != game.hands[q] for q in range(4) if q != seat) \
        or other.dev_deck != game.dev_deck
    picks, counts = [], []
    for g in (game, other):
        bot = SettlersSearchBot(seed=4, main_playouts=6)
        picks.append(_ask(bot, g))
        counts.append(bot.rollouts)
    assert counts[0] > 0
    assert picks[0] == picks[1] and counts[0] == counts[1]


def test_search_bot_setup_choice_ignores_the_generator():
    game = boardgames.new_game("catan-jungle", players=4, seed=6)
    other = game.copy()
    other.chance.rng.seed(12345)            # a different future: dice, draws, steals
    picks = [_ask(SettlersSearchBot(seed=1, playouts=2), g) for g in (game, other)]
    assert picks[0] == picks[1]


def test_stream_chance_gives_common_dice_whatever_else_is_drawn():
    dice = ChanceEvent.uniform("dice", range(2, 13))
    steal = ChanceEvent.uniform("steal", range(5))
    a, b = _StreamChance(42), _StreamChance(42)
    seq_a = [a.resolve(dice) for _ in range(10)]
    seq_b = []
    for _ in range(10):
        b.resolve(steal)                  # extra draws of another kind do not shift the dice
        seq_b.append(b.resolve(dice))
    assert seq_a == seq_b
    c = b.copy()
    assert [c.resolve(dice) for _ in range(5)] == [b.resolve(dice) for _ in range(5)]


def test_search_bot_wins_at_least_as_often_as_greedy_in_its_seat():
    # paired: the same games (seeds, opponents), once with search in seat 0, once with greedy.
    # Measured (docs/bots.md): 1 search v 3 greedy wins well above greedy's fair 25%;
    # on this small seeded sample search must at least match greedy and win some games.
    wins = {"search": 0, "greedy": 0}
    for seed in range(200, 208):
        for kind in wins:
            game = boardgames.new_game("catan", players=4, seed=seed)
            first = SettlersSearchBot(seed=seed) if kind == "search" else SettlersGreedyBot(seed=seed)
            bots = [first, *(SettlersGreedyBot(seed=seed * 16 + s) for s in range(1, 4))]
            play_turns(game, bots)
            wins[kind] += game.winner == 0
    assert wins["search"] >= max(2, wins["greedy"]), wins
