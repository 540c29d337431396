"""Forbidden Jungle's side of the shared game protocol (#17) and its chance tree."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from boardgames import IllegalAction, new_game
from boardgames.forbidden_jungle import EndTurn, Explore, Slide
from boardgames.forbidden_jungle.config import THREAT_CARDS
from boardgames.forbidden_jungle.threats import THREAT_DECK


def _play_out(g, seed=0):
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    return g


def test_protocol_members():
    g = new_game("forbidden-jungle", players=3, seed=2, adventurers=["Explorer", "Healer", "Chemist"])
    assert g.cooperative is True and type(g).cooperative is True
    assert g.players == 3 and g.current_player == 0 and not g.is_over
    assert g.winners == () and g.winner is None
    assert g.phase_description() == "Turn 1: the Explorer has 4 actions left"
    assert g.phase_description(1) == g.phase_description()


@pytest.mark.parametrize("seed", range(12))
def test_winners_is_every_seat_or_none(seed):
    g = _play_out(new_game("forbidden-jungle", players=2 + seed % 4, seed=seed), seed)
    assert g.winners == (tuple(range(g.players)) if g.outcome == "escaped" else ())
    assert g.winner is (g.outcome == "escaped")
    assert g.phase_description().startswith(("The adventurers escaped", "The jungle wins"))
    assert g.outcome in g.phase_description()


def test_slide_targets_is_public_and_lists_the_legal_slides():
    g = new_game("forbidden-jungle", players=2, seed=1)
    cells = g.cfg.cells
    sides = ("up", "right", "down", "left")
    assert {(cells[t], sides[d], k) for t, d, k in g.slide_targets()} == {
        (a.tile, a.direction, a.spaces) for a in g.legal_actions() if isinstance(a, Slide)} or \
        not any(isinstance(a, Slide) for a in g.legal_actions())
    assert not hasattr(g, "_slides")          # one name, the public one


def test_threat_table_is_keyed_by_card_name_in_deck_order():
    assert tuple(THREAT_DECK) == THREAT_CARDS
    assert [c.name for c in THREAT_DECK.values() if c.meter] == [
        "Increase Threat", "Increase Threat & Shuffle"]
    assert [c.name for c in THREAT_DECK.values() if c.shuffle] == ["Increase Threat & Shuffle"]
    for card in THREAT_DECK.values():      # each card's rule is a function of threats.py
        assert callable(card.rule) and card.rule.__module__.endswith(".threats")


def test_chance_tree_of_end_turn_lists_every_card_drawn():
    g = new_game("forbidden-jungle", players=3, difficulty="legendary", seed=1)
    before = g.to_json()
    tree = g.chance_tree(EndTurn())
    assert g.to_json() == before                    # nothing changed
    assert tree.event == g.chance_of(EndTurn())
    assert set(tree.branches) == set(THREAT_CARDS)
    assert all(p == Fraction(1, 17) for p, _ in tree.branches.values())
    paths = tree.paths()
    assert sum(p for _, p in paths) == 1
    longest = max(len(path) for path, _ in paths)
    assert longest == g.threat_rate == 3
    # a Collapse under the team stops the turn for the escape: that branch ends there
    assert tree.branches["Collapse"][1] is None
    # each path can be forced, and then happens
    for path, _ in paths[:: max(1, len(paths) // 25)]:
        h = g.copy()
        for kind, outcome in path:
            h.force(kind, outcome)
        h.apply(EndTurn())
        assert [THREAT_CARDS[c] for _, c in h.threat_log] == [o for _, o in path]


def test_chance_tree_follows_outcomes_already_forced():
    g = new_game("forbidden-jungle", players=2, difficulty="novice", seed=3)
    g.force("threat", "Spawn")
    tree = g.chance_tree(EndTurn())
    # the queued Spawn shows as the certain first card, then 16 ways to draw the second
    assert list(tree.branches) == ["Spawn"] and tree.branches["Spawn"][0] == 1
    assert len(tree.branches["Spawn"][1].branches) == 16
    assert all(path[0] == ("threat", "Spawn") and len(path) == 2 for path, _ in tree.paths())
    assert g.chance.forced == [("threat", "Spawn")]
    assert g.chance_of(EndTurn()).outcomes == ("Spawn",)


def test_chance_tree_without_chance_and_with_a_tile():
    g = new_game("forbidden-jungle", players=2, seed=3)
    moves = [a for a in g.legal_actions() if type(a).__name__ == "Move"]
    assert g.chance_tree(moves[0]) is None
    g.apply(moves[0])
    if Explore() in g.legal_actions():
        tree = g.chance_tree(Explore())
        assert tree.event.kind == "tile"
        assert sum(p for _, p in tree.paths()) == 1


def test_chance_tree_refuses_an_illegal_action_and_a_huge_tree():
    g = new_game("forbidden-jungle", players=2, seed=3)
    with pytest.raises(IllegalAction):
        g.chance_tree(Slide((0, 0), "up", 1))
    with pytest.raises(ValueError, match="more than 5 events"):
        g.chance_tree(EndTurn(), limit=5)


def test_options_whose_default_is_none_accept_none():
    nones = dict(adventurers=None, threat_meter=None, threat_start=None, health=None,
                 equipment=None, tiles=None, seed=None)
    g = new_game("forbidden-jungle", players=2, **nones)
    assert g.players == 2
    assert new_game("forbidden-jungle", players=2, **{**nones, "seed": 4}).to_json() == \
        new_game("forbidden-jungle", players=2, seed=4).to_json()
