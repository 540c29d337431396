"""The contract under attack (hypothesis): saves, actions, forced outcomes, views and undo.

Only ``SaveFileError`` and ``IllegalAction`` may escape; after a refusal the game
is byte-identical (``to_json()``); every save that loads is a position whose
own save loads again and whose listed legal actions apply.  The same attacks
run at scale in ``tools/fuzz_contract.py``.  Sized to about a minute on one core.
"""

from __future__ import annotations

import random

import pytest
from contract_helpers import (
    GAMES,
    attack_save,
    attack_with_actions,
    bad_action,
    check_sound,
    expect_refusal_or_sound,
    kinds_of,
    new_random_game,
    outcome_guesses,
    reachable,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from boardgames import load_game

FUZZ = settings(max_examples=30, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("name", GAMES)
@FUZZ
@given(rng=st.randoms(use_true_random=False))
def test_mutated_and_resigned_saves_raise_save_file_error_or_load_a_legal_game(name, rng):
    counts: dict = {}
    text = reachable(name, rng).to_json()
    for _ in range(2):
        attack_save(text, rng, counts)
    assert sum(counts.values()) == 2


@pytest.mark.parametrize("name", GAMES)
@settings(FUZZ, max_examples=12)
@given(rng=st.randoms(use_true_random=False))
def test_hand_built_actions_from_reachable_states_are_refused_cleanly_or_sound(name, rng):
    counts: dict = {}
    attack_with_actions(reachable(name, rng, playing=True), rng, 12, counts)
    assert counts["actions"] >= 1


VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 40), st.integers(),
                   st.floats(allow_nan=True), st.text(max_size=12),
                   st.lists(st.integers(0, 6), max_size=3),
                   st.tuples(st.integers(-1, 7), st.integers(-1, 7)),
                   st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
                   st.sampled_from(["ore", "wool", "A", "web", "Jet Pack", "Navigator", "up",
                                    "Collapse", "Knight", "E-I-J", (("ore", 1),)]))


@pytest.mark.parametrize("name", GAMES)
@settings(FUZZ, max_examples=15)
@given(seed=st.integers(0, 10**6), values=st.lists(VALUES, min_size=3, max_size=3))
def test_any_field_values_in_any_action_class(name, seed, values):
    """Every action class with hypothesis-chosen field values: refused cleanly or sound."""
    import dataclasses

    from contract_helpers import JUNGLE_CLASSES, SETTLERS_CLASSES
    rng = random.Random(seed)
    game = reachable(name, rng, playing=True)
    classes = JUNGLE_CLASSES if name == "forbidden-jungle" else SETTLERS_CLASSES
    for cls in classes:
        n = len(dataclasses.fields(cls))
        action = cls(*values[:n])
        expect_refusal_or_sound(game, lambda g, a=action: g.apply(a), rng, f"{cls.__name__}")
        if game.is_over:
            break


class PlaySaveForceViewUndo(RuleBasedStateMachine):
    """A game under every kind of use at once; the contract checked after each step."""

    @initialize(name=st.sampled_from(GAMES), seed=st.integers(0, 10**6))
    def start(self, name, seed):
        self.rng = random.Random(seed)
        self.game = new_random_game(name, self.rng)
        self.undo: list = []

    @precondition(lambda self: not self.game.is_over)
    @rule(k=st.integers(1, 40))
    def play(self, k):
        self.undo.append(self.game.copy())
        for _ in range(k):
            if self.game.is_over:
                break
            self.game.apply(self.rng.choice(self.game.legal_actions()))

    @rule()
    def save_and_load(self):
        text = self.game.to_json()
        self.game = load_game(text)
        assert self.game.to_json() == text

    @rule(choice=st.integers(0, 3))
    def force(self, choice):
        kind = (kinds_of(self.game) + ("nonsense",))[choice]
        value = self.rng.choice(outcome_guesses(self.game, kind, self.rng))
        expect_refusal_or_sound(self.game, lambda g: g.force(kind, value), self.rng,
                                f"force({kind!r}, {value!r})")

    @precondition(lambda self: not self.game.is_over)
    @rule()
    def apply_with_outcome(self):
        action = self.rng.choice(self.game.legal_actions())
        value = self.rng.choice(outcome_guesses(self.game, self.rng.choice(kinds_of(self.game)),
                                                self.rng))
        expect_refusal_or_sound(self.game, lambda g: g.apply(action, outcome=value), self.rng,
                                f"apply({action!r}, outcome={value!r})")

    @rule(seat=st.integers(-2, 6) | st.none() | st.booleans())
    def view(self, seat):
        players = self.game.n if hasattr(self.game, "n") else len(self.game.roles)
        ok = seat is None or (type(seat) is int and 0 <= seat < players)
        before = self.game.to_json()
        if ok:
            self.game.view(seat)
        else:
            with pytest.raises(ValueError):
                self.game.view(seat)
        assert self.game.to_json() == before

    @precondition(lambda self: self.undo)
    @rule()
    def undo_last(self):
        self.game = self.undo.pop()

    @rule()
    def bad(self):
        if not self.game.is_over:
            action = bad_action(self.game, self.rng)
            expect_refusal_or_sound(self.game, lambda g: g.apply(action), self.rng, "bad action")

    @invariant()
    def sound(self):
        if hasattr(self, "game"):
            check_sound(self.game, self.rng, sample=2)


PlaySaveForceViewUndo.TestCase.settings = settings(
    max_examples=12, stateful_step_count=12, deadline=None, derandomize=True, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
test_play_save_force_view_undo = PlaySaveForceViewUndo.TestCase
