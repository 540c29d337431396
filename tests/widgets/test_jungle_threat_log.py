"""Forbidden Jungle's log says, card by card, what each threat card of a turn did (issue 28)."""

from __future__ import annotations

from boardgames.widgets import play


def end_turn_with(*cards):
    app = play("forbidden-jungle", seed=3, bot_speed="instant", teacher=True)
    for card in cards:
        app.teacher.decide("threat", card)
    start = len(app.notes)
    app.press("EndTurn")
    return app.notes[start:]


def test_each_threat_card_of_a_turn_is_logged_with_what_that_card_did():
    notes = end_turn_with("Spawn", "Collapse")
    assert "Spawn: Aliens: 1 egg came to (0, 0); 1 egg came to (0, 4); 1 egg came to (1, 0)." \
        in notes, notes
    assert "Collapse: Tile 1 Fools' Landing at (4, 2) is gone from the island." in notes, notes
    # the tile's fall is told once, under its own card, not under Spawn
    assert not any(line.startswith("Spawn: Tile") for line in notes), notes


def test_the_meter_and_the_reshuffle_are_logged_under_the_card_that_did_them():
    notes = end_turn_with("Increase Threat & Shuffle", "Spawn")
    assert "Increase Threat & Shuffle: The threat meter moves up to step 2: 2 threat cards a " \
        "turn from now." in notes, notes
    assert any(line.startswith("Increase Threat & Shuffle: The threat pile was reshuffled")
               for line in notes), notes
    assert not any(line.startswith("Spawn: The threat") for line in notes), notes
