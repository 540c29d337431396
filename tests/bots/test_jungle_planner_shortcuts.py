"""The Forbidden Jungle planner's shortcuts change no answer.

The planner prices about ten positions a decision, and ``win_chance`` plays hundreds of
games with it, so three of its steps are taken by shortcuts: the game's copy assigns its
slots from the field tuples (``state.copy_slots``); the question "would a slide / a
destruction anywhere cheapen the plan" is remembered by board (``_slides_lower``,
``_destroys_lower``); and the part of ``evaluate`` that reads only the tiles, aliens and
supply is worked out once a decision (``_prefix``) and reused after an action that leaves
those alone (``_same_prefix``).  Each is checked here against the long way round, on
positions reached by random play from random seeds.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.bots import decide, make_bot
from boardgames.bots.jungle import (
    SIDES,
    _finish,
    _helps,
    _lowering,
    _may_destroy,
    _prefix,
    _same_prefix,
    evaluate,
)
from boardgames.forbidden_jungle import Destroy, Slide
from boardgames.forbidden_jungle.state import FLAT_LISTS, NESTED_LISTS, SLOTS


def positions(seed: int, players: int, steps: int, planned: bool = False):
    """The positions of one game, every ``steps``-th (unfinished) one: random play, or
    (``planned``) the planner's, which explores the portals and uses the machines."""
    rng = random.Random(seed)
    game = boardgames.new_game("forbidden-jungle", players=players, seed=seed)
    bot = make_bot("planner", "forbidden-jungle", seed=seed) if planned else None
    for n in range(400):
        if game.is_over:
            return
        if n % steps == 0:
            yield game
        seat = game.current_player
        game.apply(decide(bot, game, seat) if bot else rng.choice(game.legal_actions()))


games = dict(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(3, 9))


@settings(max_examples=15, deadline=None)
@given(**games)
def test_a_copy_is_equal_to_its_game_and_shares_no_list_with_it(seed, players, steps):
    for game in positions(seed, players, steps):
        copy = game.copy()
        assert copy.to_json() == game.to_json()
        for name in SLOTS:
            if name == "chance":
                continue
            mine, theirs = getattr(game, name), getattr(copy, name)
            assert mine == theirs, name
            if name in FLAT_LISTS or name in NESTED_LISTS:
                assert mine is not theirs, name
            if name in NESTED_LISTS:
                assert all(a is not b for a, b in zip(mine, theirs, strict=True)), name
        # and a change to the copy is not seen by the game
        before = game.to_json()
        if not copy.is_over:
            copy.apply(copy.legal_actions()[0])
        copy.num[0], copy.pools[0][:] = 99, []
        assert game.to_json() == before


def lowering_the_long_way(g, kind) -> bool:
    """Every slide (or destruction the planner allows itself) tried one by one."""
    cells = g.cfg.cells
    if kind is Slide:
        cands = [Slide(cells[t], SIDES[d], k) for t, d, k in g.slide_targets()]
    else:
        cands = [Destroy(cells[t]) for t in range(g.cfg.n)
                 if g.num[t] != -1 and t not in g.pos]
        cands = [a for a in cands if _may_destroy(g, a)]
    return any(_helps(g, a, direct=True) for a in cands)


@settings(max_examples=15, deadline=None)
@given(**games)
def test_the_remembered_answer_to_would_a_machine_cheapen_the_plan_is_the_long_answer(
        seed, players, steps):
    for game in positions(seed, players, steps, planned=True):
        for kind in (Slide, Destroy):
            assert _lowering(game, kind) == lowering_the_long_way(game, kind)


@settings(max_examples=15, deadline=None)
@given(**games)
def test_evaluate_from_a_reused_prefix_is_evaluate_exactly(seed, players, steps):
    reused = 0
    for game in positions(seed, players, steps, planned=seed % 2 == 0):
        pre = _prefix(game)
        assert _finish(game, pre) == evaluate(game)
        for action in game.legal_actions():
            if game.chance_of(action) is not None:
                continue
            after = game.copy()
            after.apply(action)
            if after.outcome is None and _same_prefix(after, game):
                assert _finish(after, pre) == evaluate(after), action
                reused += 1
    # every unfinished position in the actions phase has a move, which changes no prefix
    assert reused or all(g.phase != "actions"
                         for g in positions(seed, players, steps, planned=seed % 2 == 0))
