"""Pig saves and loads; an untrusted save is refused with SaveFileError and changes nothing."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardgames
from boardgames import SaveFileError, load_game
from boardgames.core.game import _digest
from boardgames.pig import Hold, Roll
from boardgames.pig.game import check_state

JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=5)
                    | st.floats(allow_nan=False, allow_infinity=False),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=5), inner, max_size=4),
                    max_leaves=12)
NEAR = st.integers(-3, 130) | st.none() | st.booleans() | st.just([0, 0]) | st.just("1")


def played(seed: int, steps: int):
    game = boardgames.new_game("pig", seed=seed, goal=40)
    for i in range(steps):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[(seed + i) % len(legal)])
    return game


def signed(state: dict) -> str:
    return json.dumps({"format": "boardgames-save", "version": 1, "game": "pig",
                       "digest": _digest("pig", state), "state": state})


def test_a_save_loads_back_exactly_along_a_game():
    game = boardgames.new_game("pig", seed=3, goal=30)
    while not game.is_over:
        text = game.to_json()
        assert load_game(text).to_json() == text
        game.apply(Hold() if game.view()["turn_total"] >= 8 else Roll())
    assert load_game(game.to_json()) == game


def test_a_forced_roll_is_saved_and_still_happens_after_loading():
    game = boardgames.new_game("pig", seed=3)
    game.force("die", 1)
    again = load_game(game.to_json())
    again.apply(Roll())
    assert again.current_player == 1 and again.view()["last_roll"] == 1


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 50), steps=st.integers(0, 40), data=st.data())
def test_an_edited_save_is_refused_with_savefileerror_or_is_a_reachable_position(seed, steps,
                                                                                   data):
    game = played(seed, steps)
    before = game.to_json()
    state = json.loads(before)["state"]
    field = data.draw(st.sampled_from(sorted(state) + ["options.goal", "options.players",
                                                       "options.seed", "chance.forced", "extra"]))
    value = data.draw(NEAR | JSON)
    if "." in field:
        outer, inner = field.split(".")
        state[outer][inner] = value
    else:
        state[field] = value
    try:
        loaded = load_game(signed(state))
    except SaveFileError:
        pass
    else:     # accepted: a position the rules can reach, which saves and loads back
        check_state(loaded.state)
        assert load_game(loaded.to_json()) == loaded
        assert loaded.is_over or loaded.legal_actions()
    assert game.to_json() == before            # the game the save came from is untouched


@settings(max_examples=100, deadline=None)
@given(text=st.text(max_size=60) | JSON.map(json.dumps))
def test_any_text_is_a_game_or_one_savefileerror(text):
    try:
        load_game(text)
    except SaveFileError:
        pass


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 30), steps=st.integers(0, 30),
       kind=st.sampled_from(["die", "dice", ""]) | st.text(max_size=4) | st.integers(),
       value=NEAR | JSON)
def test_force_takes_a_face_of_the_die_or_raises_illegalaction_and_changes_nothing(
        seed, steps, kind, value):
    game = played(seed, steps)
    before = game.to_json()
    try:
        game.force(kind, value)
    except boardgames.IllegalAction:
        assert game.to_json() == before
        return
    assert kind == "die" and value in range(1, 7) and not game.is_over
    if Roll() in game.legal_actions():
        game.apply(Roll())
        assert game.view()["last_roll"] == value
