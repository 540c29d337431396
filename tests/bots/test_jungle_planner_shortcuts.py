"""The Forbidden Jungle planner's shortcuts change no answer.

The planner prices about ten positions a decision, and ``win_chance`` plays hundreds of
games with it, so several of its steps are taken by shortcuts: the game's copy assigns its
slots from the field tuples (``state.copy_slots``); the question "would a slide / a
destruction anywhere cheapen the plan" is remembered by board (``_slides_lower``,
``_destroys_lower``), on a board of cell kinds (``_plan_board``, ``_plan_after``); the
part of ``evaluate`` that reads only the tiles, aliens and supply is worked out once a
decision (``_prefix``) and reused after an action that leaves those alone
(``_same_prefix``); a move, a Jet Pack flight, a removal or a Compeller use is priced on
the position itself and put back (``_priced_after``); a slide or destruction that changes
only cells the plan's price never read is not priced again (``_leaves_price``); the walks
run on bit sets of cells (``_dist``).  Each is checked here against the long way round, on
positions reached by random play from random seeds, and the last two on boards drawn at
random too.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.bots import decide, make_bot
from boardgames.bots.jungle import (
    INF,
    SIDES,
    _assembly,
    _board_key,
    _cells_changed,
    _cheapens,
    _dist,
    _finish,
    _helps,
    _job_cost,
    _job_walk,
    _jobs,
    _leaves_price,
    _lowering,
    _may_destroy,
    _meets_chance,
    _plan_after,
    _plan_board,
    _prefix,
    _priced_after,
    _same_prefix,
    _slides_lower,
    assembly,
    evaluate,
)
from boardgames.forbidden_jungle import Destroy, Explore, Guide, Move, Slide, UseEquipment, position
from boardgames.forbidden_jungle.config import TUNNEL
from boardgames.forbidden_jungle.machines import slides_on
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


@settings(max_examples=15, deadline=None)
@given(**games, jet_pack=st.booleans())
def test_an_action_priced_in_place_is_priced_as_on_a_copy_and_the_game_is_put_back(
        seed, players, steps, jet_pack):
    in_place = 0
    for game in positions(seed, players, steps, planned=seed % 2 == 0):
        if game.phase != "actions":
            continue
        if jet_pack and dict(zip(game.cfg.card_names, game.deck, strict=True))["Jet Pack"]:
            # a Jet Pack for the adventurer acting: each tile is a flight to price
            position.give_equipment(game, game.current_adventurer, "Jet Pack")
        before = game.to_json()
        pre = _prefix(game)
        jobs = _jobs(game, _board_key(game))
        walk = _job_walk(game, jobs)
        for action in game.legal_actions():
            if game.chance_of(action) is not None:
                continue
            after = game.copy()
            after.apply(action)
            long_way = evaluate(after) - _job_cost(after, jobs)
            assert _priced_after(game, action, jobs, pre, walk) == long_way, action
            assert game.to_json() == before, action
            in_place += isinstance(action, Move | Guide) or (
                isinstance(action, UseEquipment) and action.card == "Jet Pack")
    assert in_place or all(g.phase != "actions"
                           for g in positions(seed, players, steps, planned=seed % 2 == 0))


@settings(max_examples=15, deadline=None)
@given(**games)
def test_the_plan_board_after_a_slide_or_destruction_is_the_engines(seed, players, steps):
    for game in positions(seed, players, steps, planned=True):
        plan = _plan_board(_board_key(game))
        assert _assembly(*plan) == assembly(game)
        for action in game.legal_actions():
            # a face-down tile destroyed is priced as gone, whatever it hides: the engine
            # would draw it, so only explored tiles are compared
            if not isinstance(action, Slide | Destroy) or game.chance_of(action) is not None:
                continue
            after = game.copy()
            after.apply(action)
            if after.outcome is not None:
                continue
            assert _plan_board(_board_key(after)) == _plan_after(action, plan), action


@settings(max_examples=15, deadline=None)
@given(**games)
def test_an_explore_or_destruction_meets_chance_exactly_when_the_engine_says_so(
        seed, players, steps):
    for game in positions(seed, players, steps, planned=seed % 2 == 0):
        for action in game.legal_actions():
            if isinstance(action, Explore | Destroy):
                assert _meets_chance(game, action) == (game.chance_of(action) is not None)


# -- the plan's price is not worked out again after a change to cells it never read, and
#    the walks run on bit sets: both checked on boards drawn at random as well as played

LAYOUT = boardgames.new_game("forbidden-jungle", players=2, seed=0).cfg


def priced_the_long_way(action, plan) -> bool:
    """Does ``action`` cheapen ``plan``, both boards priced in full (nothing remembered,
    nothing skipped)?"""
    price = _assembly.__wrapped__
    return price(*_plan_after(action, plan))[0] < price(*plan)[0] - 1e-6


def machine_uses(plan):
    """Every slide a Configurator could make on ``plan`` and every destruction of a tile."""
    cfg, kinds = plan[0], plan[1]
    cells = cfg.cells
    slides = [Slide(cells[t], SIDES[d], k) for t, d, k in slides_on(cfg, kinds)]
    return slides + [Destroy(cells[c]) for c, k in enumerate(kinds) if k != -1]


plan_boards = st.builds(
    lambda kinds, good, unseen: (LAYOUT, tuple(kinds), min(good, unseen), unseen),
    st.lists(st.sampled_from((-1, -1, 1, 1, 2, 3, 4)), min_size=LAYOUT.n, max_size=LAYOUT.n),
    st.integers(0, 6), st.integers(0, 8))


@settings(max_examples=200, deadline=None)
@given(plan=plan_boards)
def test_a_slide_or_destruction_cheapens_a_drawn_plan_board_exactly_when_priced_in_full(plan):
    for action in machine_uses(plan):
        assert _cheapens(action, plan) == priced_the_long_way(action, plan), action
    assert _slides_lower(plan) == any(priced_the_long_way(a, plan)
                                      for a in machine_uses(plan) if isinstance(a, Slide))


@settings(max_examples=200, deadline=None)
@given(plan=plan_boards)
def test_a_change_the_price_never_read_leaves_the_price_as_it_is(plan):
    price = _assembly.__wrapped__
    for action in machine_uses(plan):
        if _leaves_price(plan, *_cells_changed(action, plan[0])):
            assert price(*_plan_after(action, plan)) == price(*plan), action


@settings(max_examples=15, deadline=None)
@given(**games)
def test_a_slide_or_destruction_cheapens_a_played_board_exactly_when_priced_in_full(
        seed, players, steps):
    for game in positions(seed, players, steps, planned=True):
        plan = _plan_board(_board_key(game))
        for action in machine_uses(plan):
            assert _cheapens(action, plan) == priced_the_long_way(action, plan), action


def steps_the_long_way(cfg, num, sources):
    """Steps from the nearest source, one cell at a time: over tiles, to the four sides,
    and from an explored tunnel to any other."""
    tunnel = {c for c, n in enumerate(num) if n > 0 and cfg.tile_features[n] & TUNNEL}
    dist = {s: 0 for s in sources if num[s] != -1}
    queue = list(dist)
    for x in queue:
        nexts = [y for y in cfg.neighbour[x] if y >= 0] + (sorted(tunnel) if x in tunnel else [])
        for y in nexts:
            if num[y] != -1 and y not in dist:
                dist[y] = dist[x] + 1
                queue.append(y)
    return [dist.get(c, INF) for c in range(cfg.n)]


@settings(max_examples=200, deadline=None)
@given(num=st.lists(st.sampled_from([-1, 0, *LAYOUT.tile_features]), min_size=LAYOUT.n,
                    max_size=LAYOUT.n),
       sources=st.lists(st.integers(0, LAYOUT.n - 1), max_size=5, unique=True))
def test_the_steps_on_a_drawn_board_are_the_steps_walked_cell_by_cell(num, sources):
    num = tuple(num)
    assert _dist(LAYOUT, num, tuple(sources)) == steps_the_long_way(LAYOUT, num, sources)
