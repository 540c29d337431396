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


FACE_DOWN = "the face-down jungle tile in row {}, column {}"


def test_each_threat_card_of_a_turn_is_logged_with_what_that_card_did():
    notes = end_turn_with("Spawn", "Collapse")
    eggs = ", ".join(FACE_DOWN.format(*cell) for cell in ((0, 0), (0, 4)))
    assert (f"Spawn (each adult lays an egg on its tile): an egg came to {eggs} and "
            f"{FACE_DOWN.format(1, 0)}.") in notes, notes
    assert "Collapse (the lowest-numbered explored tile falls): Fools' Landing is gone from " \
        "the island." in notes, notes
    # the tile's fall is told once, under its own card, not under Spawn
    assert not any(line.startswith("Spawn") and "gone" in line for line in notes), notes


def test_each_card_is_one_sentence_naming_tiles_not_coordinates():
    for cards in (("Spawn", "Collapse"), ("Increase Threat & Shuffle", "Spawn")):
        told = [x for x in end_turn_with(*cards) if x.startswith(tuple(c + " (" for c in cards))]
        assert len(told) == 2, told
        for line in told:
            assert line.count(": ") == 1 and line.endswith(".") and line.count(".") == 1, line
            assert "(0, 0)" not in line and "Aliens:" not in line, line


def test_the_meter_and_the_reshuffle_are_logged_under_the_card_that_did_them():
    notes = end_turn_with("Increase Threat & Shuffle", "Spawn")
    line = next(x for x in notes if x.startswith("Increase Threat & Shuffle ("))
    assert "the threat meter moves up to step 2 (2 threat cards a turn from now)" in line, notes
    assert line.endswith("; the threat pile was reshuffled."), notes
    assert not any(x.startswith("Spawn") and "threat" in x for x in notes), notes


def test_cards_drawn_after_a_collapse_forced_escape_are_logged_one_by_one():
    # Collapse takes the landing both adventurers stand on: they escape, then the turn's
    # other card is drawn (after the last escape) and told under its own name, apart
    # from the escapes and from the moves that follow
    app = play("forbidden-jungle", seed=3, bot_speed="instant", teacher=True)
    for card in ("Collapse", "Spawn"):
        app.teacher.decide("threat", card)
    app.press("EndTurn")
    assert app.game.phase == "escape"
    start = len(app.notes)
    while app.game.phase == "escape":
        app.act(app.game.legal_actions()[0])
    notes = app.notes[start:]
    drawn = notes.index("Threat cards drawn: Spawn.")
    spawn = notes[drawn + 1]
    assert spawn.startswith("Spawn (each adult lays an egg on its tile): an egg came to "), notes
    assert spawn.count(".") == 1 and "escape" not in spawn, notes
    assert all("escape" in x for x in notes[:drawn]), notes
