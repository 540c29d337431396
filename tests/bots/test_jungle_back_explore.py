"""``W["back_explore"]``: an Explore of the face-down crystal back underfoot is priced over
every crystal not yet seen and credited with the action of the plan it is
(docs/bots-forbidden-jungle.md, "Exploring a crystal back")."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.bots import Table, decide, make_bot
from boardgames.bots.jungle import JunglePlanner, W, _back_explore_value, _job_cost, evaluate
from boardgames.forbidden_jungle import EndTurn, Explore


@pytest.fixture(scope="module")
def waiting():
    """2 players novice, seed 4014, played by the planner without the rule up to turn 10:
    the Spelunker stands on a face-down crystal back by the target portal with 4 actions
    left, and the planner without the rule ends the turn there (the Explore looks worse on
    average than waiting)."""
    was = W["back_explore"]
    W["back_explore"] = 0.0
    try:
        g = boardgames.new_game("forbidden-jungle", players=2, seed=4014, difficulty="novice")
        bots = [make_bot("planner", "forbidden-jungle", seed=4014 * 16 + s) for s in range(2)]
        while g.turn < 10 or g.phase != "actions":
            g.apply(decide(bots[g.current_player], g, g.current_player))
    finally:
        W["back_explore"] = was
    return g


def choice(g, seed=4014 * 16 + 1):
    seat = g.current_player
    return JunglePlanner(seed=seed).choose(g.view(seat), g.legal_actions(), Table(g, seat))


def test_the_planner_explores_the_crystal_back_underfoot_instead_of_waiting(waiting, monkeypatch):
    g = waiting
    here = g.pos[g.current_player]
    assert g.actions_left == 4 and g.num[here] == 0 and g.back[here] == 1
    assert Explore() in g.legal_actions()
    monkeypatch.setitem(W, "back_explore", 0.0)
    assert isinstance(choice(g), EndTurn)
    monkeypatch.setitem(W, "back_explore", 1.0)
    assert choice(g) == Explore()


def test_an_explored_back_is_priced_over_every_unseen_crystal_each_equally_likely(waiting,
                                                                               monkeypatch):
    # with no credit the value is the plain average over the unseen crystals, and it
    # does not depend on which crystal the real game would turn up
    monkeypatch.setitem(W, "back_explore", 0.0)
    g = Table(waiting, waiting.current_player).public_copy()
    pool = list(g.pools[1])
    assert len(pool) >= 2
    outcomes = []
    for t in pool:
        h = g.copy()
        h.apply(Explore(), outcome=t)
        outcomes.append(evaluate(h) - _job_cost(h, None))
    assert _back_explore_value(g, Explore(), None) == pytest.approx(sum(outcomes) / len(pool))
    assert max(outcomes) > min(outcomes)       # the crystals differ: an average, not one draw
    # the credit only adds to it
    monkeypatch.setitem(W, "back_explore", 1.0)
    assert _back_explore_value(g, Explore(), None) >= sum(outcomes) / len(pool) - 1e-9


def test_the_rule_reads_only_what_the_team_sees(waiting, monkeypatch):
    # games that differ only in what chance has not decided yet (the tiles face down, the
    # order of the decks) get the same choice, with the rule on
    monkeypatch.setitem(W, "back_explore", 1.0)
    seat = waiting.current_player
    first = choice(waiting)
    for s in range(5):
        other = waiting.redeal(seat, random.Random(s))
        assert choice(other) == first


def test_a_tile_forced_to_come_next_is_what_the_explored_back_shows(waiting, monkeypatch):
    # "suppose the next tile turned over is this crystal": the Explore of the back can only
    # show it, so it is priced on that one outcome (this once stopped the planner with an
    # IllegalAction: it forced each unseen crystal in turn on top of the queued one)
    monkeypatch.setitem(W, "back_explore", 1.0)
    g = Table(waiting, waiting.current_player).public_copy()
    pool = list(g.pools[1])
    forced = g.copy()
    forced.force("tile", pool[-1])
    monkeypatch.setitem(W, "back_explore", 0.0)
    h = forced.copy()
    h.apply(Explore())
    assert h.num[h.pos[h.seat]] == pool[-1]
    assert _back_explore_value(forced, Explore(), None) == evaluate(h) - _job_cost(h, None)
    monkeypatch.setitem(W, "back_explore", 1.0)
    assert choice(forced) in forced.legal_actions()


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), turns=st.integers(1, 8), pick=st.integers(0, 10_000),
       on_back=st.booleans())
def test_the_planner_decides_with_any_tile_forced_to_come_next(seed, turns, pick, on_back):
    # a teacher may queue any unseen tile ("suppose the next tile is ..."): whatever the
    # position, the planner still returns one of the legal actions; on_back puts the
    # adventurer acting on a face-down crystal back first when there is one
    g = boardgames.new_game("forbidden-jungle", players=2, seed=seed)
    bots = [make_bot("planner", "forbidden-jungle", seed=seed * 16 + s) for s in range(2)]
    while not g.is_over and (g.turn <= turns or g.phase != "actions"):
        g.apply(decide(bots[g.current_player], g, g.current_player))
    if g.is_over:
        return
    backs = [c for c in range(g.cfg.n) if g.num[c] == 0 and g.back[c] == 1]
    if on_back and backs:
        g.pos[g.seat] = backs[pick % len(backs)]
    unseen = [t for pool in g.pools for t in pool]
    g.force("tile", unseen[pick % len(unseen)])
    assert choice(g, seed=seed) in g.legal_actions()
