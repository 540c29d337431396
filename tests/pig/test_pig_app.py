"""Pig's play app, driven from Python as a student drives it in the browser."""

from __future__ import annotations

import boardgames
from boardgames.pig.app import PigApp
from boardgames.pig.bots import HoldAtBot


def app(**options):
    return PigApp(boardgames.new_game("pig", seed=2, **options), [None, HoldAtBot(20)], "instant")


def test_the_student_rolls_and_holds_with_buttons_and_the_bot_answers():
    a = app()
    assert a.button_labels() == ["Roll the die"]         # no hold before the first roll
    a.game.force("die", 6)
    a.press("Roll")
    assert a.notes[-1] == "Player 0: rolls a 6: turn total 6"
    assert a.button_labels() == ["Roll the die", "Hold"]
    assert [b.description for b in a.actions_box.children[0].children] == \
        ["Roll the die", "Hold (bank 6)"]
    a.press("Hold")
    assert a.game.view()["scores"][0] == 6
    assert a.game.current_player == 0                    # the bot played its turn at once
    assert any(n.startswith("Player 1 (bot)") for n in a.notes)


def test_a_1_is_told_as_losing_the_turn_total():
    a = app()
    a.game.force("die", 4)
    a.press("Roll")
    a.game.force("die", 1)
    a.press("Roll")
    assert "Player 0: rolls a 1 and loses the turn total of 4" in a.notes


def test_the_board_draws_the_scores_the_turn_total_and_the_die():
    a = app()
    a.game.force("die", 5)
    a.press("Roll")
    scene = a.scene()
    texts = [it.get("text", "") for it in scene["items"]]
    assert "Turn total: 5   (goal 100)" in texts
    assert sum(1 for it in scene["items"] if it.get("k") == "die" and it["t"] == "circle") == 5


def test_the_game_ends_with_the_winner_shown_and_no_buttons():
    a = app(goal=6)
    a.game.force("die", 6)
    a.press("Roll")
    a.press("Hold")
    assert a.game.is_over and "Player 0 wins" in a.status.value
    assert a.button_labels() == [] and a.actions_box.children == ()


def test_the_teacher_panel_opens_on_pig():
    a = app()
    assert a.show_teacher() is not None
