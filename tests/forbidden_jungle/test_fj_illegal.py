"""Illegal actions are rejected with a message, and the game is left exactly as it was."""

from __future__ import annotations

import random

import pytest
from fj_helpers import clear, game, place, put_tile
from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames import IllegalAction, new_game
from boardgames.forbidden_jungle import (
    ActivatePortal,
    ClearAliens,
    ClearWebs,
    Compel,
    Destroy,
    EndTurn,
    Escape,
    Explore,
    Guide,
    Heal,
    Move,
    PassEquipment,
    Remove,
    Slide,
    UseEquipment,
)

ILLEGAL = [
    (Move((2, 2)), "empty space"),
    (Move((0, 0)), "cannot be reached"),
    (Move((9, 9)), "not a \\(row, col\\) cell"),
    (Move((3, 2), "Explorer"), "only the Healer"),
    (Guide("Explorer", (3, 2)), "only the Navigator"),
    (Remove("egg"), "no egg"),
    (Remove("web", "up"), "no web"),
    (Remove("dragon"), "cannot be removed"),
    (Explore(), "already explored"),
    (Slide((0, 0), "down", 1), "no Configurator"),
    (Compel((0, 0), (0, 1)), "no Compeller"),
    (Destroy((0, 0)), "no Destruct Switch"),
    (ActivatePortal(), "no portal"),
    (Heal("Explorer"), "only the Healer"),
    (ClearAliens(), "no hatchlings or adults"),
    (ClearWebs(), "only the Chemist"),
    (PassEquipment("Biologist", "Explorer", "Jet Pack"), "has no Jet Pack"),
    (UseEquipment("Biologist", "Jet Pack", (0, 0)), "holds no Jet Pack"),
    (Escape("Biologist", (3, 2)), "only for adventurers whose tile has just collapsed"),
    (PassEquipment("Wizard", "Explorer", "Jet Pack"), "not an adventurer"),
    ("move north", "not a Forbidden Jungle action"),
]


@pytest.mark.parametrize("action,message", ILLEGAL, ids=[str(a) for a, _ in ILLEGAL])
def test_illegal_action_is_rejected_with_a_message_and_changes_nothing(action, message):
    g = game("Biologist", "Explorer")
    before = g.to_json()
    with pytest.raises(IllegalAction, match=message):
        g.apply(action)
    assert g.to_json() == before


def test_illegal_during_an_escape_only_escaping_is_allowed():
    g = clear(game("Navigator", "Biologist"))
    g.force("threat", "Collapse")
    g.apply(EndTurn())
    before = g.to_json()
    for action in (Move((3, 2)), EndTurn(), Escape("Biologist", (3, 2)), Escape("Navigator", (0, 0))):
        with pytest.raises(IllegalAction):
            g.apply(action)
        assert g.to_json() == before


def test_illegal_forced_outcome_changes_nothing():
    g = clear(game("Navigator", "Biologist"))
    place(g, "Navigator", (1, 1))   # a crystal-backed tile
    before = g.to_json()
    with pytest.raises(IllegalAction, match="cannot force tile"):
        g.apply(Explore(), outcome=8)   # a portal never lies under a crystal back
    assert g.to_json() == before
    g = clear(game("Navigator", "Biologist", meter=[2]))
    place(g, "Navigator", (0, 0))
    place(g, "Biologist", (0, 0))
    g.force("threat", "Collapse")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="cannot force threat"):
        g.force("threat", "Collapse")   # the second cannot happen: only one Collapse card
    assert g.to_json() == before
    g.apply(EndTurn())               # and what was accepted plays out
    assert g.threat_log[0][1] == 14 and g.threat_log[1][1] != 14


def test_illegal_after_the_game_is_over():
    g = clear(game("Navigator", "Biologist", meter=[1], threat_start=0))
    g.force("threat", "Increase Threat")
    g.apply(EndTurn())
    assert g.outcome == "total collapse"
    with pytest.raises(IllegalAction, match="game is over"):
        g.apply(Move((3, 2)))


def test_destruct_switch_on_own_tile_is_illegal():
    g = clear(game("Biologist", "Explorer"))
    put_tile(g, (3, 2), 15)
    place(g, "Biologist", (3, 2))
    before = g.to_json()
    with pytest.raises(IllegalAction, match="adventurers"):
        g.apply(Destroy((3, 2)))
    assert g.to_json() == before


def _candidates(g):
    """Plenty of actions, legal or not, for the current state."""
    cells = g.cfg.cells
    roles = list(g.roles)
    cards = sorted({c for h in g.hands for c in h}) or ["Jet Pack"]
    out = [Move(c) for c in cells] + [Explore(), EndTurn(), ActivatePortal(), ClearAliens(),
                                       ClearWebs()]
    out += [Move(c, r) for c in cells[:10] for r in roles]
    out += [Remove(p) for p in ("egg", "hatchling", "adult")]
    out += [Remove("web", s) for s in ("up", "right", "down", "left")]
    out += [Guide(r, c) for r in roles for c in cells]
    out += [Heal(r) for r in roles]
    out += [Destroy(c) for c in cells]
    out += [Slide(c, d, k) for c in cells for d in ("up", "down", "left", "right") for k in (1, 2)]
    out += [Compel(a, b) for a in cells[:12] for b in cells[:12]]
    out += [PassEquipment(a, b, c) for a in roles for b in roles for c in cards]
    out += [UseEquipment(a, c, t) for a in roles for c in cards
            for t in (None, "up", "left", *roles, *cells[:8])]
    out += [Escape(r, c) for r in roles for c in cells]
    return out


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5),
       difficulty=st.sampled_from(["novice", "normal", "elite", "legendary"]),
       steps=st.integers(0, 60))
def test_an_action_is_accepted_exactly_when_it_is_listed_as_legal(seed, players, difficulty, steps):
    """Hypothesis: legal_actions() and the rule checks of apply() always agree."""
    rng = random.Random(seed)
    g = new_game("forbidden-jungle", players=players, difficulty=difficulty, seed=seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    legal = set(g.legal_actions())
    candidates = _candidates(g)
    sample = rng.sample(candidates, min(250, len(candidates))) + list(legal)
    before = g.state_dict()
    for action in sample:
        probe = g.copy()
        try:
            probe.apply(action)
        except IllegalAction as exc:
            assert action not in legal, f"{action} is listed as legal but raised {exc}"
            assert str(exc)
            assert probe.state_dict() == before
        else:
            assert action in legal, f"{action} was accepted but is not listed as legal"
