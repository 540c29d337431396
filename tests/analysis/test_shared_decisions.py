"""The Forbidden Jungle planner's shared decisions in win_chance's rollouts (#29 item 5).

Every rollout of one estimate starts from the same position, and near it many rollouts
meet positions another one met already (the root's turn always; the turn after whenever
the threat cards drawn leave the same position whatever their order).  The planner then
takes the decision kept (:class:`boardgames.bots.jungle.SharedDecisions`) instead of
working it out again.  What must hold: every estimate is what it is without sharing,
rollout for rollout (whatever the position, players, difficulty, forced outcome), and
the sharing does save decisions (counted, not timed).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.analysis import win_chance
from boardgames.bots import decide, make_bot
from boardgames.bots.jungle import SHARED_TURNS, JunglePlanner, SharedDecisions
from boardgames.forbidden_jungle.config import THREAT_CARDS
from boardgames.forbidden_jungle.state import SPEC, state_key

PLAIN = {"planner": {"share": False}}


def _position(seed: int, players: int, difficulty: str, turns: int):
    """A game played by the planners to the start of a turn after ``turns``."""
    game = boardgames.new_game("forbidden-jungle", players=players, seed=seed,
                               difficulty=difficulty)
    bots = [make_bot("planner", "forbidden-jungle", seed=seed * 16 + s, steps=False)
            for s in range(players)]
    while not game.is_over and (game.turn <= turns or game.phase != "actions"):
        game.apply(decide(bots[game.current_player], game, game.current_player))
    return game


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4),
       difficulty=st.sampled_from(["novice", "normal", "elite", "legendary"]),
       turns=st.integers(0, 6), mid_turn=st.integers(0, 3),
       force=st.sampled_from([None, "tile", "threat"]), pick=st.integers(0, 10_000),
       rollout_seed=st.integers(0, 2**31))
def test_shared_decisions_leave_every_rollout_as_it_was(seed, players, difficulty, turns,
                                                        mid_turn, force, pick, rollout_seed):
    game = _position(seed, players, difficulty, turns)
    planner = make_bot("planner", "forbidden-jungle", seed=seed)
    for _ in range(mid_turn):          # a root in the middle of a turn too
        if game.is_over:
            break
        game.apply(decide(planner, game, game.current_player))
    if game.is_over:
        return
    if force == "tile":                # a teacher's "suppose the next tile is ...": not kept
        unseen = [t for pool in game.pools for t in pool]
        if unseen:
            game.force("tile", unseen[pick % len(unseen)])
    elif force == "threat" and game.pile:    # any card of the pile's top segment
        top = game.pile[0]
        game.force("threat", THREAT_CARDS[top[pick % len(top)]])
    shared = win_chance(game, rollouts=12, seed=rollout_seed, exact_limit=0)
    plain = win_chance(game, rollouts=12, seed=rollout_seed, exact_limit=0, bot_options=PLAIN)
    assert shared == plain


def _decisions_worked_out(monkeypatch, game, options: dict) -> tuple[int, object]:
    """How many decisions the planner worked out (``choose``) in one estimate, and it."""
    calls = 0
    choose = JunglePlanner.choose

    def counting(self, view, actions, table=None):
        nonlocal calls
        calls += 1
        return choose(self, view, actions, table)

    monkeypatch.setattr(JunglePlanner, "choose", counting)
    chance = win_chance(game, rollouts=60, seed=1, exact_limit=0, bot_options=options)
    monkeypatch.setattr(JunglePlanner, "choose", choose)
    return calls, chance


def _benchmark_position():
    """``benchmarks/bench_win_chance.py``'s slowest position: seed 2, played by the team
    bot to turn 6."""
    game = boardgames.new_game("forbidden-jungle", players=2, seed=2)
    bots = [make_bot("planner", "forbidden-jungle", seed=2 * 16 + s) for s in range(2)]
    while game.turn < 6:
        game.apply(decide(bots[game.current_player], game, game.current_player))
    return game


def test_shared_decisions_save_the_root_turns_decisions(monkeypatch):
    game = _benchmark_position()
    assert game.turn == 6 and game.phase == "actions"
    shared, with_sharing = _decisions_worked_out(monkeypatch, game, {})
    plain, without = _decisions_worked_out(monkeypatch, game, PLAIN)
    assert with_sharing == without
    # the root's turn (four actions and more) is worked out once, not in each of 60
    # rollouts: measured 2,469 decisions against 2,928 (most of the turn after is shared too)
    assert shared < plain - 59 * 4


def test_a_kept_decision_is_the_one_any_planner_takes_there():
    # the rollouts of an estimate share one SharedDecisions; each decision kept there must
    # be one a planner takes from the position alone, whatever its own seed
    game = _position(2, 2, "normal", 5)
    kept = JunglePlanner(seed=0, steps=False).shared_by_rollouts(game)
    assert isinstance(kept, SharedDecisions) and kept.last_turn == game.turn + SHARED_TURNS
    positions = {}
    for world_seed in range(6):
        world = game.redeal(0, random.Random(world_seed))
        bots = [JunglePlanner(seed=world_seed * 16 + s, steps=False) for s in range(2)]
        for bot in bots:
            bot.shared = kept
        while not world.is_over and world.turn <= kept.last_turn + 1:
            positions.setdefault(state_key(world), world.copy())
            world.apply(bots[world.current_player].choose_in(world))
    assert len(kept.decisions) >= 4, "the root's turn is kept"
    turn = [f.name for f in SPEC if f.role == "saved"].index("turn")
    assert all(key[turn] <= kept.last_turn for key, _ in kept.decisions)
    checked = 0
    for (key, free_used), (index, _) in kept.decisions.items():
        if free_used:       # a fresh planner has taken no free action this turn
            continue
        g = positions[key]
        for seed in (101, 202):
            fresh = JunglePlanner(seed=seed, steps=False, share=False)
            assert fresh.choose_in(g) == g.legal_actions()[index]
        checked += 1
    assert checked >= 4
    # a planner told not to share offers nothing to share
    assert JunglePlanner(seed=1, share=False).shared_by_rollouts(game) is None


@pytest.mark.parametrize("share", ["yes", 1, None])
def test_a_share_option_that_is_not_true_or_false_is_refused(share):
    with pytest.raises(ValueError, match="share must be True or False"):
        make_bot("planner", "forbidden-jungle", seed=1, share=share)
    game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
    with pytest.raises(ValueError, match="share must be True or False"):
        win_chance(game, rollouts=5, bot_options={"planner": {"share": share}})
