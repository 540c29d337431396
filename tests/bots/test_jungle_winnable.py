"""Forbidden Jungle can be won with the shipped defaults: a scripted line to a portal win.

The game is a real ``new_game`` (basic layout, novice, two players); only the
chance events are forced (which tile lies underneath, which threat cards come),
every action is a legal one the engine checks, and the team escapes on turn 6.

Basic layout (row, col from the top left); C = crystal back, L = Fools' Landing:

    J J J J J
    J C J C J
    C J . J C
    J C J C J
    J J L J J

The plan: the portal is found at (2, 1), between the crystals at (1, 1),
(3, 1) and (2, 0); its fourth side is the missing middle.  A Destruct Switch
clears (2, 3) and a Configurator slides the crystal tile from (2, 4) two cells
left into the middle.  The four crystals are explored, everybody walks onto the
portal, and it opens.
"""

from __future__ import annotations

import boardgames
from boardgames.forbidden_jungle import ActivatePortal, Destroy, EndTurn, Explore, Move, Slide


def end_turn(game, *cards):
    for card in cards:
        game.force("threat", card)
    game.apply(EndTurn())
    assert not game.is_over, game.reason


def play(game, *actions):
    for action, outcome in actions:
        assert action in game.legal_actions(), (action, game.current_adventurer)
        game.apply(action, outcome=outcome) if outcome is not None else game.apply(action)


def test_a_team_can_power_a_portal_and_escape_with_the_default_set_up():
    game = boardgames.new_game("forbidden-jungle", players=2, difficulty="novice", seed=7,
                               adventurers=["Explorer", "Navigator"])
    assert game.cell(1) == (4, 2)
    # turn 1, Explorer: a Destruct Switch above the landing clears (2, 3)
    play(game, (Move((3, 2)), None), (Explore(), 21), (Destroy((2, 3)), 2), (Move((3, 1)), None))
    assert game.num[game.cfg.cell_index((2, 3))] == -1
    end_turn(game, "Eggs Discovered", "Adults Emerge")
    # turn 2, Navigator: a Configurator; the crystal tile at (2, 4) slides into the middle
    play(game, (Move((4, 1)), None), (Explore(), 20), (Slide((2, 4), "left", 2), None))
    assert game.back[game.cfg.cell_index((2, 2))] == 1          # a crystal back, now in the middle
    end_turn(game, "Hatchlings Emerge", "Hatch")
    # turn 3, Explorer: a crystal, then the portal, then on to the next crystal
    play(game, (Explore(), 11), (Move((2, 1)), None), (Explore(), "Portal"), (Move((1, 1)), None))
    assert game.num[game.cfg.cell_index((2, 1))] == 8
    end_turn(game, "Spawn", "Collapse")                        # Fools' Landing falls, empty
    assert 1 in game.removed
    # turn 4, Navigator: walks past the portal and explores the crystal at (2, 0)
    play(game, (Move((3, 1)), None), (Move((2, 1)), None), (Move((2, 0)), None), (Explore(), 19))
    end_turn(game, "Increase Threat", "Grow")
    # turn 5, Explorer: the last two crystals, then onto the portal
    play(game, (Explore(), 7), (Move((2, 2)), None), (Explore(), 23), (Move((2, 1)), None))
    end_turn(game, "Increase Threat & Shuffle", "Spin Webs (red)")
    # turn 6, Navigator: steps onto the powered portal and activates it
    play(game, (Move((2, 1)), None))
    assert ActivatePortal() in game.legal_actions()
    game.apply(ActivatePortal())
    assert game.winner is True and game.outcome == "escaped"
    assert game.turn == 6
