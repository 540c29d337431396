"""A play UI a teacher can run from the front of the room (issue 28), driven from Python.

The Teacher button, bots that play on after a branch from the history, notices kept in
the log, robbing by clicking the victim's piece, rates on the trade buttons, Zarahemla's
starting yields and temple, the Jungle variant's discoveries, the heatmap after set-up,
and Forbidden Jungle's log telling every effect.  The browser side (placement, fading,
fit at 1366x768, focus) is in tests/browser/test_browser_layout.py.
"""

from __future__ import annotations

from fractions import Fraction

from boardgames.forbidden_jungle import position as jungle_position
from boardgames.settlers import actions as A
from boardgames.settlers import position
from boardgames.settlers.board import PIPS
from boardgames.widgets import play


def settlers(name="catan", **kw):
    kw.setdefault("bot_speed", "instant")
    kw.setdefault("opponents", ["random"] * 3)
    return play(name, seed=1, **kw)


def test_the_header_teacher_button_opens_and_closes_the_panel():
    app = settlers()
    assert app.teacher_button in app.header.children and app.header is app.children[0]
    app.teacher_button.value = True
    assert app.teacher is not None and app.teacher_box.layout.display is None
    # the panel sits in the side column right under the current decision
    assert app.side.children.index(app.teacher_box) == app.side.children.index(app.actions_box) + 1
    app.teacher_button.value = False
    assert app.teacher_box.layout.display == "none"
    app.show_teacher()
    assert app.teacher_button.value is True


def test_after_a_branch_from_the_history_the_bots_play_on_by_themselves():
    app = settlers(teacher=True)
    first = app.board.legal_targets()[0]
    app.click(first)
    app.click(app.board.legal_targets()[0])        # the road: the bots place theirs
    app.go_to(0)
    assert app.paused and app.looking_back
    assert "wait" in app.board.message and "play on by themselves" in app.board.message
    other = next(t for t in app.board.legal_targets() if t != first)
    app.click(other)                               # a new branch...
    assert not app.paused and not app.looking_back
    app.click(app.board.legal_targets()[0])        # ...and its road: the bots move at once
    # both set-up rounds of the three bots (snake order), then the student again
    assert sum(1 for o in app.game.corner_owner if o > 0) == 6
    assert app.game.current_player == 0


def test_play_on_from_here_starts_the_bots_when_one_is_to_move():
    app = settlers(teacher=True)
    app.click(app.board.legal_targets()[0])
    app.click(app.board.legal_targets()[0])
    bot_step = next(i for i, snap in enumerate(app.timeline)
                    if snap["game"].current_player not in (None, 0))
    app.go_to(bot_step)
    assert app.paused and app.teacher.play_on_button.layout.display is None
    app.play_on()
    assert not app.paused and app.game.current_player == 0       # the bots played on
    assert app.at == len(app.timeline) - 1


def test_every_notice_is_kept_in_the_event_log():
    app = settlers()
    app.click("tile:E")                            # not now: the reason, kept in the log
    said = app.board.message
    assert app.board.message_is_error and ("Not done: " + said) in [t for t, _ in app.events]
    app.click(app.board.legal_targets()[0])        # a move: said once, not twice
    assert sum(1 for t, _ in app.events if "builds a settlement" in t) <= 1


def robber_with_two_victims():
    app = settlers()
    g = app.game
    position.skip_setup(g)
    corners = g.board.topology.tile_corners[g.board.tile_index["E"]]
    names = [g.board.corner_names[corners[0]], g.board.corner_names[corners[3]]]
    position.place_settlement(g, 1, names[0])
    position.place_settlement(g, 2, names[1])
    position.give(g, 1, ore=1)
    position.give(g, 2, wool=1)
    app.refresh_panels()
    g.force("dice", 7)
    app.press("Roll")
    return app, names


def test_the_robbers_victim_is_chosen_by_clicking_their_piece_on_the_board():
    app, names = robber_with_two_victims()
    g = app.game
    app.click("tile:E")
    assert sorted(app.board.legal_targets()) == sorted("corner:" + n for n in names)
    labels = {it["id"]: it["label"] for it in app.board.scene["items"] if it.get("legal")}
    assert labels["corner:" + names[1]].endswith("(rob player 2)")
    assert "click the settlement or city" in app.board.message
    app.click("corner:" + names[1])                # player 2's settlement: rob player 2
    assert g.phase != "robber" and sum(g.hands[2]) == 0 and g.hand(0)["wool"] == 1


def test_bank_trade_buttons_show_the_rate_of_a_harbour():
    app = settlers()
    g = app.game
    position.skip_setup(g, rolled=True)
    port = next(p for p in g.board.ports if p.kind != "3:1")
    position.place_settlement(g, 0, g.board.corner_names[port.corners[0]])
    position.give(g, 0, **{port.kind: 2, "ore" if port.kind != "ore" else "wool": 4})
    words = [app.menu_label(a) for a in g.legal_actions() if isinstance(a, A.BankTrade)]
    assert any(w.startswith(f"trade 2 {port.kind} for 1 ") and w.endswith("(2:1)") for w in words)
    assert any(w.endswith("(4:1)") for w in words), words


def test_zarahemla_starting_choice_says_what_each_settlement_gives():
    app = settlers("zarahemla")
    while app.game.phase != "setup_choose":
        app.click(app.board.legal_targets()[0])
    items = [it for it in app.board.scene["items"] if it.get("legal")]
    assert len(items) == 2
    for it in items:
        gives = app.starting_yield(it["id"][len("corner:"):])
        assert "(choose it for the starting resources: " in it["label"]
        assert "city" not in it["label"] and sum(gives.values()) >= 1
    shown = {it.get("text") for it in app.board.scene["items"]}
    assert all(it["label"].split(": ")[-1].rstrip(")") in shown for it in items)


def test_zarahemlas_temple_is_drawn_with_its_stones():
    app = settlers("zarahemla")
    position.skip_setup(app.game)
    app.game.temples[1] = 2                     # (two stones given, as the engine keeps them)
    app.game.temples_left[1] -= 2
    app._redraw_board()  # noqa: SLF001 - a test of the play app's own internals
    texts = [it.get("text", "") for it in app.board.scene["items"]]
    assert "temple: 2 stone(s)" in " ".join(texts)
    stones = [it for it in app.board.scene["items"] if it.get("title") == "a temple stone of player 1"]
    assert len(stones) == 2


def test_the_heatmap_goes_off_when_the_main_phase_starts():
    app = settlers()
    app.heatmap.value = True
    while app.game.phase.startswith("setup"):
        app.click(app.board.legal_targets()[0])
    assert app.heatmap.value is False
    app.heatmap.value = True                      # the teacher may turn it back on
    app.press("Roll")
    assert app.heatmap.value is True


def test_the_jungle_variants_discoveries_are_logged_with_their_owner_and_heated():
    app = settlers("catan-jungle")
    g = app.game
    jungle = next(i for i, t in enumerate(g.board.tiles) if t.terrain == "jungle")
    corner = g.board.corner_names[g.board.topology.tile_corners[jungle][0]]
    position.skip_setup(g)
    position.place_settlement(g, 0, corner)
    other = next(t.label for i, t in enumerate(g.board.tiles) if i != jungle and t.number)
    position.move_robber(g, other)
    app.refresh_panels()
    heat = app._heat()  # noqa: SLF001 - a test of the play app's own internals
    from boardgames.analysis import production_map
    base = sum(production_map(g)[corner].values(), Fraction(0))
    assert heat[corner] == base + Fraction(PIPS[g.board.tiles[jungle].number], 36) * g.n
    g.force("dice", g.board.tiles[jungle].number)
    app.press("Roll")
    assert any(t.startswith("Discoveries from the Jungle: player 0 ") for t, _ in app.events)


def test_forbidden_jungle_logs_a_collapse_with_the_tiles_name_and_each_cards_rule():
    app = play("forbidden-jungle", seed=3, bot_speed="instant", teacher=True)
    g = app.game
    jungle_position.place_tile(g, (3, 2), 3)      # the lowest explored tile but the landing
    app.refresh()
    app.teacher.decide("threat", "Collapse")
    app.press("EndTurn")
    text = "\n".join(app.notes)
    assert "Collapse (the lowest-numbered explored tile falls): " in text
    assert "Fools' Landing is gone from the island." in text or \
        "Configurator is gone from the island." in text


def test_forbidden_jungle_logs_webs_spun_and_where():
    app = play("forbidden-jungle", seed=3, bot_speed="instant", teacher=True)
    g = app.game
    cell = next((t["row"], t["col"]) for t in g.view()["tiles"] if t["adults"])
    app.teacher.decide("threat", "Spin Webs (red)")
    app.press("EndTurn")
    spun = [line for line in app.notes if line.startswith("Spin Webs (red) (")
            and "spun between" in line]
    assert spun and f"row {cell[0]}, column {cell[1]}" in spun[0], (cell, app.notes)


def test_forbidden_jungle_logs_what_the_energy_bar_did():
    app = play("forbidden-jungle", seed=3, bot_speed="instant")
    g = app.game
    jungle_position.give_equipment(g, g.current_adventurer, "Energy Bar")
    app.refresh()
    use = next(a for a in g.legal_actions() if type(a).__name__ == "UseEquipment")
    app.act(use)
    assert app.notes[-1] == (f"The {g.current_adventurer} uses the Energy Bar: it gives two "
                             f"more actions this turn ({g.actions_left} left).")


def test_a_bad_history_step_is_one_value_error_and_changes_nothing():
    from hypothesis import given
    from hypothesis import strategies as st

    app = settlers(teacher=True)
    app.click(app.board.legal_targets()[0])
    before = (app.game.to_json(), app.at, len(app.timeline))

    @given(st.one_of(st.integers(), st.floats(), st.text(), st.none(), st.booleans()))
    def check(step):
        if isinstance(step, int) and not isinstance(step, bool) and 0 <= step < len(app.timeline):
            return
        try:
            app.go_to(step)
        except ValueError:
            pass
        else:
            raise AssertionError(f"go_to({step!r}) was accepted")
        assert (app.game.to_json(), app.at, len(app.timeline)) == before

    check()
