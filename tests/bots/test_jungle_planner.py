"""The Forbidden Jungle planner plays to win: it wins games, and it reaches for
the Configurator, the Destruct Switch, the Biologist's power and equipment when
they are the best move.

Positions are set up by writing the engine's flat state (as a teacher's
"suppose that..."); the planner then only sees the view, the legal actions and
the table, as in a real game.
"""

from __future__ import annotations

from fj_helpers import clear, empty, place
from fj_helpers import put_tile as put

import boardgames
from boardgames.bots import Table, decide, make_bot, play_turns
from boardgames.bots.jungle import JunglePlanner, W, assembly
from boardgames.forbidden_jungle import ClearAliens, Destroy, EndTurn, Slide, UseEquipment


def position(*roles, seed=0):
    g = boardgames.new_game("forbidden-jungle", players=len(roles), adventurers=list(roles),
                            seed=seed)
    return clear(g)


def choice(g, seed=0):
    seat = g.current_player
    return JunglePlanner(seed=seed).choose(g.view(seat), g.legal_actions(), Table(g, seat))


def portal_nearly_powered(g):
    """Portal at (2, 1) with illuminated crystals above, below and to the left; its right
    side is the empty middle, and an illuminated crystal lies at (2, 4)."""
    put(g, (2, 1), 8)
    for cell, n in (((1, 1), 7), ((3, 1), 11), ((2, 0), 19), ((2, 4), 23)):
        put(g, cell, n)
    for cell, n in (((4, 0), 2), ((4, 3), 3), ((4, 4), 4)):   # low tiles: a Collapse buffer
        put(g, cell, n)


def test_planner_wins_at_novice_in_a_small_seeded_sample():
    wins = []
    for seed in range(40):   # it wins about 1 game in 12 here (seeds 0-59: 5 wins)
        game = boardgames.new_game("forbidden-jungle", players=2, difficulty="novice", seed=seed)
        play_turns(game, [make_bot("planner", "forbidden-jungle", seed=seed)] * 2)
        if game.winner:
            wins.append(seed)
            assert game.outcome == "escaped"
            break
    assert wins, "the planner should win at least one of 40 seeded novice games"


def test_planner_slides_a_crystal_next_to_the_portal_with_the_configurator():
    g = position("Navigator", "Explorer")
    portal_nearly_powered(g)
    empty(g, (2, 3))
    put(g, (4, 1), 20)                    # a Configurator
    place(g, "Navigator", (4, 1))
    assert assembly(g)[0] > 0
    assert choice(g) == Slide((2, 4), "left", 2)


def test_planner_clears_the_way_with_the_destruct_switch():
    g = position("Navigator", "Explorer")
    portal_nearly_powered(g)
    put(g, (2, 3), 13)                    # the Workshop blocks the crystal's way
    put(g, (3, 2), 21)                    # a Destruct Switch
    put(g, (4, 1), 20)
    place(g, "Navigator", (3, 2))
    assert choice(g) == Destroy((2, 3))


def test_biologist_clears_the_aliens_on_her_tile():
    g = position("Biologist", "Explorer")
    c = g.cfg.cell_index((3, 2))
    g.adults[c], g.hatchlings[c] = 2, 2
    g.supply[1] -= 2
    g.supply[2] -= 2
    place(g, "Biologist", (3, 2))
    assert choice(g) == ClearAliens()


def test_jet_pack_brings_the_last_adventurer_to_the_powered_portal():
    g = position("Navigator", "Explorer")
    portal_nearly_powered(g)
    empty(g, (2, 4))
    put(g, (2, 2), 23)                    # the fourth crystal is in place
    place(g, "Navigator", (2, 1))
    place(g, "Explorer", (0, 4))
    g.deck[g.cfg.card_index["Jet Pack"]] -= 1
    g.hands[g.seat_of["Explorer"]].append("Jet Pack")
    assert assembly(g)[0] == 0
    assert choice(g) == UseEquipment("Explorer", "Jet Pack", (2, 1))



def test_planner_does_not_hand_an_energy_bar_back_and_forth():
    """Regression: passing an Energy Bar (or a Smoke Bomb) was taken for playing it, so in
    this 3-player game two adventurers on one tile handed the card to each other for ever."""
    game = boardgames.new_game("forbidden-jungle", players=3, difficulty="novice", seed=1039)
    play_turns(game, [make_bot("planner", "forbidden-jungle", seed=1039)] * 3, max_actions=3000)
    assert game.is_over


def _actions_thrown_away(two_step):
    thrown = 0
    # 24 games: 8 were too few to tell, once the play changed (the count of threat cards,
    # docs/bots-forbidden-jungle.md, threw 29 actions against 26 in the first 8 games, 69
    # against 108 over the 24; the planner without the crystal-back rule 19 against 34, and
    # 87 against 147).  Played without the crystal-back rule (``W["back_explore"]``, on
    # since 2026-12-07, night): most turns the planner ended early were an adventurer
    # waiting on a crystal back, which that rule now explores, so with it these games
    # throw away 19 actions with the fallback and 17 without, too few to show what the
    # fallback does at the local optima that are left
    for seed in range(3000, 3024):
        game = boardgames.new_game("forbidden-jungle", players=3, difficulty="novice", seed=seed)
        bots = [JunglePlanner(seed=seed * 16 + s, two_step=two_step) for s in range(3)]
        while not game.is_over:
            action = decide(bots[game.current_player], game, game.current_player)
            if isinstance(action, EndTurn):
                thrown += game.actions_left
            game.apply(action)
    return thrown


def test_planner_looks_two_actions_ahead_before_ending_a_turn_early(monkeypatch):
    # up to 4 actions a turn, and an action not taken is lost: at a local optimum (every
    # single step looks worse) the planner looks for a two-step line instead of ending
    monkeypatch.setitem(W, "back_explore", 0.0)
    assert _actions_thrown_away(two_step=True) < 0.7 * _actions_thrown_away(two_step=False)
