"""The Forbidden Jungle search team: legal, open information only, bounded; the cheat is labelled.

Small budgets (one or two worlds, two candidates, short horizons): these check the
rules of the search, not its strength (benchmarks/bench_jungle_planner.py measures that).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.bots import Table, decide, play_turns
from boardgames.bots.jungle import JunglePlanner
from boardgames.bots.jungle_search import CheatingJungleTeam, JungleSearchTeam, in_danger
from boardgames.bots.table import end_loan, lend

SMALL = {"worlds": 2, "candidates": 2, "horizon": 1, "only_in_danger": False}


def test_the_search_team_plays_a_legal_game_to_the_end():
    game = boardgames.new_game("forbidden-jungle", players=2, seed=4)
    team = JungleSearchTeam(seed=4, **{**SMALL, "worlds": 1})
    play_turns(game, [team, team])
    assert game.is_over and game.outcome is not None
    assert team.searched > 0 and team.rollouts >= 2 * team.searched - 1


def test_the_search_team_ignores_the_hidden_deck_order():
    """Two games that look the same to the team, with different futures (the order of the
    threat deck, the equipment deck and the face-down tiles): the same decisions."""
    game = boardgames.new_game("forbidden-jungle", players=2, seed=3)
    other = game.copy()
    other.chance.rng.seed(54321)
    assert other.view(0) == game.view(0)
    one, two = JungleSearchTeam(seed=1, **SMALL), JungleSearchTeam(seed=1, **SMALL)
    for _ in range(6):
        seat = game.current_player
        a = decide(one, game, seat)
        b = decide(two, other, seat)
        assert a == b
        if "End" in type(a).__name__:
            break
        game.apply(a)
        other.apply(b)
        if other.view(0) != game.view(0):
            break      # a chance action showed the two futures apart: they may now differ
    assert one.searched == two.searched > 0


def test_the_search_team_reads_only_the_lent_view_and_table():
    """It keeps nothing that leads back to the game once the decision is over."""
    game = boardgames.new_game("forbidden-jungle", players=2, seed=6)
    team = JungleSearchTeam(seed=2, **SMALL)
    seat = game.current_player
    ticket = lend(game, seat)
    end_loan(ticket)
    decide(team, game, seat)
    seen, stack = set(), [team]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (str, int, float, type)) or obj is None:
            continue
        seen.add(id(obj))
        assert obj is not game and obj is not game.chance and obj is not game.chance.rng
        if isinstance(obj, dict):
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set)):
            stack.extend(obj)
        else:
            stack.extend(getattr(obj, "__dict__", {}).values())


def test_the_cheat_is_labelled_and_cannot_be_seated_as_a_player():
    game = boardgames.new_game("forbidden-jungle", players=2, seed=5)
    cheat = CheatingJungleTeam(seed=1, worlds=1, candidates=2, horizon=1, only_in_danger=False)
    with pytest.raises(TypeError, match="reads the real game"):
        cheat.choose(game.view(0), game.legal_actions(), Table(game, 0))
    assert "cheat" not in boardgames.bots.bot_names("forbidden-jungle")
    assert cheat.choose_in(game) in game.legal_actions()


def test_in_danger_sees_an_overrun_coming():
    from boardgames.forbidden_jungle import position
    game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
                               adventurers=["Navigator", "Explorer"])
    assert not in_danger(game)
    position.add_aliens(game, (0, 0), hatchlings=3)
    position.add_aliens(game, (0, 1), hatchlings=3, adults=1)
    assert in_danger(game)


BAD = st.one_of(st.none(), st.booleans(), st.integers(-3, 0), st.floats(max_value=0.0),
                st.sampled_from([float("nan"), float("-inf")]), st.text(max_size=3))


@settings(max_examples=40, deadline=None)
@given(value=BAD)
def test_the_planner_refuses_bad_samples_at_construction(value):
    """samples=0 used to divide by zero in the middle of a game; now one sentence at once."""
    with pytest.raises(ValueError) as err:
        JunglePlanner(seed=1, samples=value)
    assert "\n" not in str(err.value) and "samples" in str(err.value)


@settings(max_examples=60, deadline=None)
@given(value=st.one_of(st.integers(), st.floats(allow_nan=True), st.text(max_size=3),
                       st.lists(st.booleans(), max_size=2), st.just(0), st.just(1)))
def test_the_planner_refuses_a_steps_option_that_is_not_true_false_or_none(value):
    """``steps`` switches the searched plan's slides on or off; ``1`` or ``"no"`` are not
    read as a switch (``"no"`` would be true) but refused with one sentence."""
    with pytest.raises(ValueError) as err:
        JunglePlanner(seed=1, steps=value)
    assert "\n" not in str(err.value) and "steps" in str(err.value)
    for ok in (None, True, False):
        assert JunglePlanner(seed=1, steps=ok).steps is ok


@settings(max_examples=40, deadline=None)
@given(key=st.sampled_from(["worlds", "candidates", "time_limit", "z"]), value=BAD)
def test_the_search_team_refuses_bad_budgets_at_construction(key, value):
    if key == "z" and value is not None and not isinstance(value, (bool, str)) and \
            value == value and value >= 0:
        return                     # 0 standard errors is a budget (switch on any gain)
    if key == "time_limit" and value is None:
        return                     # no limit
    with pytest.raises(ValueError) as err:
        JungleSearchTeam(seed=1, **{key: value})
    assert "\n" not in str(err.value)


def test_a_time_limit_bounds_the_worlds_searched():
    game = boardgames.new_game("forbidden-jungle", players=2, seed=8)
    team = JungleSearchTeam(seed=3, worlds=50, candidates=2, horizon=1, only_in_danger=False,
                            time_limit=1e-9)
    for _ in range(5):
        seat = game.current_player
        game.apply(decide(team, game, seat))
        if game.is_over:
            break
    # with a limit already past, each searched decision plays one world only
    assert team.searched > 0 and team.rollouts <= 3 * team.searched
