"""The game-agnostic core: chance events, forcing outcomes, seeds, saved games."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

import boardgames
from boardgames import ChanceEvent, IllegalAction, SaveFileError, load_game
from boardgames.core.chance import ChanceSource
from boardgames.settlers.actions import EndTurn, Roll


def play(game, steps, seed=0):
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_chance_event_lists_outcomes_with_exact_probabilities():
    e = ChanceEvent.from_counts("card", {"a": 3, "b": 1, "c": 0})
    assert e.distribution() == {"a": Fraction(3, 4), "b": Fraction(1, 4)}
    assert sum(e.distribution().values()) == 1
    with pytest.raises(ValueError):
        ChanceEvent("bad", ("x",), (0,))


def test_chance_event_sampling_matches_its_probabilities():
    e = ChanceEvent.from_counts("card", {"a": 3, "b": 1})
    rng = random.Random(5)
    n = 20_000
    share = sum(e.sample(rng) == "a" for _ in range(n)) / n
    assert abs(share - 0.75) < 4 * (0.75 * 0.25 / n) ** 0.5


def test_dice_roll_is_an_explicit_chance_event_of_36_equal_outcomes():
    g = boardgames.new_game("catan", players=4, seed=3)
    play(g, 400)
    while g.phase != "pre_roll":
        g.apply(g.legal_actions()[0])
    event = g.chance_of(Roll())
    assert event.kind == "dice" and len(event.outcomes) == 36
    totals = {}
    for (a, b), p in event.distribution().items():
        totals[a + b] = totals.get(a + b, 0) + p
    assert totals[7] == Fraction(1, 6) and totals[8] == Fraction(5, 36)
    g.apply(Roll(), outcome=8)
    assert g.chance_of(EndTurn()) is None         # ending a turn involves no chance


def test_same_seed_and_actions_give_the_same_game_bit_for_bit():
    a = play(boardgames.new_game("catan", players=4, seed=11), 600, seed=2)
    b = play(boardgames.new_game("catan", players=4, seed=11), 600, seed=2)
    c = play(boardgames.new_game("catan", players=4, seed=12), 600, seed=2)
    assert a.to_json() == b.to_json()
    assert a.to_json() != c.to_json()


def test_forcing_a_seven_makes_the_next_roll_a_seven():
    g = boardgames.new_game("catan", players=3, seed=1)
    play(g, 0)
    while g.phase != "pre_roll":
        g.apply(g.legal_actions()[0])
    g.force("dice", 7)
    g.apply(Roll())
    assert sum(g.last_roll) == 7 and g.phase in ("discard", "robber")


def test_forcing_an_impossible_outcome_is_refused_and_changes_nothing():
    g = boardgames.new_game("catan", players=3, seed=1)
    while g.phase != "pre_roll":
        g.apply(g.legal_actions()[0])
    before = g.to_json()
    with pytest.raises(IllegalAction, match="cannot total 13"):
        g.apply(Roll(), outcome=13)
    assert g.to_json() == before
    with pytest.raises(IllegalAction, match="cannot force dice"):
        g.apply(Roll(), outcome=(7, 1))
    assert g.to_json() == before
    g.apply(Roll(), outcome=8)
    before = g.to_json()
    with pytest.raises(IllegalAction, match="no outcome to force"):
        g.apply(EndTurn(), outcome=3)
    assert g.to_json() == before


def test_forced_outcome_does_not_use_up_the_random_generator():
    # forcing replaces the draw, so the rest of the game is still reproducible
    g1 = boardgames.new_game("catan", players=3, seed=4)
    g2 = boardgames.new_game("catan", players=3, seed=4)
    for g in (g1, g2):
        while g.phase != "pre_roll":
            g.apply(g.legal_actions()[0])
    g1.apply(Roll(), outcome=(2, 6))
    g2.force("dice", (2, 6))
    g2.apply(Roll())
    assert g1.to_json() == g2.to_json()


def test_chance_source_state_round_trips():
    c = ChanceSource(9)
    c.rng.random()
    d = ChanceSource(None)
    d.set_state(json.loads(json.dumps(c.state())))
    assert c.rng.random() == d.rng.random()


@pytest.mark.parametrize("name", ["catan", "catan-jungle", "zarahemla"])
def test_saved_game_loads_back_exactly_and_plays_on_identically(name):
    for seed in range(4):
        g = play(boardgames.new_game(name, players=3, seed=seed), 300 * seed + 50, seed=seed)
        text = g.to_json()
        h = load_game(text)
        assert h.to_json() == text
        play(g, 200, seed=99)
        play(h, 200, seed=99)
        assert g.to_json() == h.to_json()


def test_malformed_saved_games_raise_one_clear_error():
    g = play(boardgames.new_game("catan", players=4, seed=1), 100)
    text = g.to_json()
    bad = ["", "not json", "[]", '{"format": "something else"}', text[:-10], b"\xff\xfe"]
    for b in bad:
        with pytest.raises(SaveFileError):
            load_game(b)


def test_edited_saved_game_is_refused_by_its_checksum():
    g = play(boardgames.new_game("catan", players=4, seed=1), 100)
    data = json.loads(g.to_json())
    data["state"]["hands"][0][0] += 5
    with pytest.raises(SaveFileError, match="checksum"):
        load_game(json.dumps(data))


def test_impossible_state_is_refused_even_with_a_matching_checksum():
    from boardgames.core.game import _digest
    g = play(boardgames.new_game("catan", players=4, seed=1), 100)
    for mutate, match in [
        (lambda s: s["hands"][0].__setitem__(0, s["hands"][0][0] + 1), "do not add up"),
        (lambda s: s.__setitem__("phase", "dance"), "unknown phase"),
        (lambda s: s.__setitem__("robber", 40), "robber"),
        (lambda s: s.__setitem__("history", [[0, ["__import__", "os"]]]), "history"),
        (lambda s: s.__setitem__("n", "4"), "number of players"),
    ]:
        data = json.loads(g.to_json())
        mutate(data["state"])
        data["digest"] = _digest(data["game"], data["state"])
        with pytest.raises(SaveFileError, match=match):
            load_game(json.dumps(data))


def test_unknown_game_name_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown game"):
        boardgames.new_game("monopoly")
    with pytest.raises(ValueError, match="players is one of 3 or 4"):
        boardgames.new_game("catan", players=7)


@pytest.mark.parametrize("name", ["catan", "catan-jungle", "zarahemla"])
def test_replaying_the_recorded_actions_rebuilds_the_same_game(name):
    g = boardgames.new_game(name, players=3, seed=21)
    while g.phase != "pre_roll":
        g.apply(g.legal_actions()[0])
    g.apply(Roll(), outcome=7)                  # a forced outcome is part of the record
    play(g, 500, seed=3)
    assert g.replay().to_json() == g.to_json()
