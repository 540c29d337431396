"""The play UI as a classroom needs it (issue 19), driven from Python.

Readable boards (piece colours against terrain, the heatmap at set-up, hit
targets), the words (status line, dice, event log), discarding in one go, the
Forbidden Jungle legend, and the teacher panel (decide chance, step back).
"""

from __future__ import annotations

import pytest
from widget_helpers import leaves

import boardgames
from boardgames.forbidden_jungle import actions as F
from boardgames.settlers import actions as A
from boardgames.settlers import position
from boardgames.settlers.rulesets import RULESETS
from boardgames.viz.palette import (
    PIECE_COLOURS,
    ROAD_DASH,
    TERRAIN_FILL,
    contrast,
    ink,
    luminance,
)
from boardgames.widgets import play


def settlers(name="catan", **kw):
    kw.setdefault("bot_speed", "instant")
    kw.setdefault("opponents", ["random"] * 3)
    return play(name, seed=1, **kw)


def main_turn(app, rolled=True):
    position.skip_setup(app.game, rolled=rolled)
    app.refresh_panels()
    app._redraw_board()  # noqa: SLF001 - a test of the play app's own internals
    return app


# ------------------------------------------------------------------- colours
def test_contrast_is_the_wcag_ratio():
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)
    assert luminance("#ffffff") == pytest.approx(1.0)
    assert ink("#F3EDB2") == "#000" and ink("#0B3C8C") == "#fff"
    with pytest.raises(ValueError):
        luminance("blue")


@pytest.mark.parametrize("terrain", sorted({t for r in RULESETS.values() for t in r.terrains}))
def test_every_piece_colour_stands_out_on_every_terrain_fill(terrain):
    fill = TERRAIN_FILL[terrain]              # every terrain of every ruleset has a fill
    for colour in PIECE_COLOURS:
        assert contrast(colour, fill) >= 3.0, (colour, terrain, contrast(colour, fill))


def test_piece_colours_are_told_apart_by_a_second_cue():
    # each player's roads carry their own dash pattern; the colours differ from each other
    assert len(set(ROAD_DASH)) == len(ROAD_DASH) == len(PIECE_COLOURS)
    assert len(set(PIECE_COLOURS)) == len(PIECE_COLOURS)
    app = main_turn(settlers())
    g = app.game
    for p in range(3):
        corner = next(c for c in g.board.corner_names
                      if _try(lambda c=c, p=p: position.place_settlement(g, p, c)))
        names = [g.board.path_name(e) for e in range(len(g.board.topology.edge_corners))]
        path = next(e for e in names if corner in e.split("~")
                    and _try(lambda e=e, p=p: position.place_road(g, p, e)))
        assert path
    app._redraw_board()  # noqa: SLF001 - a test of the play app's own internals
    items = app.board.scene["items"]
    dashes = {it.get("stroke-dasharray") for it in items
              if it.get("t") == "line" and it.get("stroke") == "#fff"
              and it.get("pointer-events") == "none" and it.get("stroke-width") == 0.05}
    assert len(dashes) == 3                          # three players, three patterns
    numbers = {it["text"] for it in items if it.get("t") == "text" and it.get("fill") == "#fff"}
    assert {"0", "1", "2"} <= numbers                # each settlement shows its player


def test_the_static_board_figure_uses_the_play_apps_palette():
    # boardgames.viz draws the board with the same light terrain and dark pieces
    from boardgames import viz

    app = main_turn(settlers())
    g = app.game
    for p in range(3):
        assert any(_try(lambda c=c, p=p: position.place_settlement(g, p, c))
                   for c in g.board.corner_names)
    fig = viz.board_figure(g)
    fills = {tr.fillcolor for tr in fig.data if tr.fill == "toself"}
    assert fills and fills <= set(TERRAIN_FILL.values())
    pieces = [tr for tr in fig.data if (tr.name or "").startswith("player ")]
    colours = {tr.marker.line.color for tr in pieces}
    assert colours == set(PIECE_COLOURS[:3])
    assert all(contrast(c, f) >= 3.0 for c in colours for f in fills)
    # a second cue: each piece labelled with its player's number
    for tr in pieces:
        p = int(tr.name.split()[1])
        assert set(tr.text) == {str(p)} and tr.marker.line.color == PIECE_COLOURS[p]
    bars = viz.robber_cost_figure(g)
    assert [tr.marker.color for tr in bars.data] == list(PIECE_COLOURS[:g.n])


def _try(f):
    try:
        f()
        return True
    except boardgames.IllegalAction:
        return False


def test_hit_targets_are_big_enough_for_a_touchpad():
    app = settlers()
    corners = [it for it in app.board.background if it.get("id", "").startswith("corner:")]
    paths = [it for it in app.board.background if it.get("id", "").startswith("path:")]
    assert corners and min(it["r"] for it in corners) >= 0.3
    assert paths and min(it["stroke-width"] for it in paths) >= 0.34


# ------------------------------------------------------------------- heatmap
def test_the_heatmap_shows_on_the_legal_corners_during_setup():
    app = settlers()
    app.heatmap.value = True
    legal = [it for it in app.board.scene["items"]
             if it.get("legal") and it.get("id", "").startswith("corner:")]
    assert legal and app.game.phase == "setup_settlement"
    assert "#ffffff" not in {it["fill"] for it in legal}
    assert len({it["fill"] for it in legal}) >= 4        # the heat colours, several of them
    assert len({it["r"] for it in legal}) >= 3           # and sizes
    assert all(it["stroke"] == "#fff" for it in legal)   # a white ring marks them legal
    app.heatmap.value = False
    plain = [it for it in app.board.scene["items"] if it.get("legal")]
    assert {it["fill"] for it in plain} == {"#ffffff"}


# ------------------------------------------------------------------- words
def test_the_status_line_says_you_and_names_the_player_once():
    app = settlers()
    text = app.status.value
    assert "Player 0 (you)" in text and "you must place a starting settlement" in text
    assert "player 0 must" not in text.lower()


def test_before_the_roll_the_dice_are_last_turns_and_say_so():
    app = main_turn(settlers(), rolled=False)
    app.game.last_roll = (3, 4)
    app.refresh_panels()
    assert "last turn's roll was 7" in app.dice_html.value
    app.game.force("dice", 8)
    app.press("Roll")
    assert "this turn's roll" in app.dice_html.value and "= 8" in app.dice_html.value


def test_the_log_says_what_each_player_produced():
    app = settlers()
    while app.game.phase.startswith("setup"):
        app.click(app.board.legal_targets()[0])
    g = app.game
    number = next(t.number for t in g.board.tiles if t.number and any(
        g.corner_owner[x] >= 0 for x in g.fixed_board.topology.tile_corners[g.board.tile_index[t.label]]))
    before = [list(h) for h in g.hands]
    g.force("dice", number)
    app.press("Roll")
    line = next(t for t, _ in app.events if t.startswith("Production:"))
    for q in range(g.n):
        if g.hands[q] != before[q]:
            assert f"player {q} " in line
    assert line in app.log_html.value.replace("&#x27;", "'")


def test_a_stolen_card_is_named_to_the_thief_and_the_victim_only():
    app = main_turn(settlers(opponents=["human", "random", "random"]), rolled=False)
    g = app.game
    victim_corner = next(c for c in g.board.corner_names
                         if _try(lambda c=c: position.place_settlement(g, 1, c)))
    position.give(g, 1, ore=1)
    tile = next(t.label for t in g.board.tiles
                if g.board.corner_index[victim_corner] in g.fixed_board.topology.tile_corners[
                    g.board.tile_index[t.label]] and g.board.tile_index[t.label] != g.robber
                and t.number)
    g.force("dice", 7)
    app.press("Roll")
    app.act(A.MoveRobber(tile, victim=1))
    private = [(t, who) for t, who in app.events if "took ore" in t]
    assert private == [("Player 0 took ore from player 1 (only the two of them see this).",
                        (0, 1))]
    assert "took ore" in app.log_html.value
    app.viewer = 2                     # another student at the screen does not see it
    app._refresh_log()  # noqa: SLF001 - a test of the play app's own internals
    assert "took ore" not in app.log_html.value and "steals a card" in app.log_html.value


def test_the_trade_panel_offers_to_the_others_not_to_yourself():
    app = main_turn(settlers())
    values = [v for _, v in app.trade_to.options]
    assert values == [-1, 1, 2, 3]


def test_a_menu_never_starts_blank():
    app = main_turn(settlers("zarahemla"))
    position.give(app.game, 0, **{r: 4 for r in app.game.resources})
    app.refresh_panels()
    dd = app._menus["BankTrade"][0]  # noqa: SLF001 - a test of the play app's own internals
    assert dd.value == 0 and dd.options


def test_bots_place_their_setup_pieces_four_times_faster_at_a_paced_speed():
    app = settlers(bot_speed="normal")
    assert app.game.phase.startswith("setup")
    assert app.bot_delay() == pytest.approx(0.7 / 4)
    main_turn(app)
    assert app.bot_delay() == pytest.approx(0.7)


# ------------------------------------------------------------------ discard
def test_discard_by_choosing_the_cards_then_one_confirm():
    app = main_turn(settlers(), rolled=False)
    g = app.game
    position.give(g, 0, brick=3, lumber=3, wool=3)
    g.force("dice", 7)
    app.press("Roll")
    assert g.phase == "discard" and g.discard_owed[0] == 4
    toggles = list(app.discard_cards.children)
    assert len(toggles) == 9 and app.discard_box.layout.display is None
    assert "Discard" not in [type(a).__name__ for row in app.actions_box.children
                             for a in [app.button_action(w) for w in leaves(row)]
                             if a is not None]
    for t in toggles[:3]:
        t.value = True
    assert app.discard_button.disabled and "1 more" in app.discard_button.description
    before = g.to_json()
    assert not app.discard()                     # three of four: refused, nothing changes
    assert g.to_json() == before and app.board.message_is_error
    toggles[5].value = True
    assert not app.discard_button.disabled
    app.discard_button.click()                   # one click discards all four
    assert g.discard_owed[0] == 0 and sum(g.hands[0]) == 5 and g.phase != "discard"


def test_discard_from_python_refuses_cards_not_held():
    app = main_turn(settlers(), rolled=False)
    g = app.game
    position.give(g, 0, brick=8)
    g.force("dice", 7)
    app.press("Roll")
    before = g.to_json()
    assert not app.discard({"ore": 4})
    assert not app.discard({"brick": -1, "lumber": 5})
    assert g.to_json() == before
    assert app.discard({"brick": 4}) and g.hand(0)["brick"] == 4


# ------------------------------------------------------------ Forbidden Jungle
def test_jungle_moves_are_said_once_and_an_explored_tile_is_named():
    g = boardgames.new_game("forbidden-jungle", players=2, seed=2,
                            adventurers=["Explorer", "Navigator"])
    app = play(g, opponents=["random"], bot_speed="instant")
    move = next(a for a in g.legal_actions() if isinstance(a, F.Move)
                and g.num[g.cfg.cell_index(a.to)] == 0)
    app.act(move)
    assert any(isinstance(a, F.Explore) for a in g.legal_actions())
    app.act(F.Explore())
    said = app.board.message
    assert said == "The Explorer explores their tile."
    assert "(player 0)" not in said and said.count("Explorer") == 1
    assert any(line.startswith("The tile at (row ") and "turns out to be" in line
               for line in app.notes)


def test_jungle_legend_explains_the_marks():
    app = play("forbidden-jungle", seed=1, bot_speed="instant")
    text = app.legend_html.value
    for mark in ("2e", "1h", "1a", "2w", "coloured square", "Move &amp; Sting", "Spin Webs"):
        assert mark in text


# ------------------------------------------------------------------ teacher
def test_the_teacher_panel_is_off_by_default():
    app = settlers()
    assert app.teacher is None and app.teacher_box.layout.display == "none"
    panel = app.show_teacher()
    assert panel is app.teacher and app.teacher_box.layout.display is None


def test_teacher_sees_the_odds_then_decides_a_seven_and_the_bots_discard_and_rob():
    app = settlers(opponents=["greedy"] * 3, teacher=True)
    while app.game.phase.startswith("setup"):
        app.click(app.board.legal_targets()[0])
    g = app.game
    position.give(g, 1, ore=5, grain=5)
    t = app.teacher
    t.kind.value = "dice"
    labels = [label for label, _ in t.outcome.options]
    assert "7: 1/6 ≈ 16.7%" in labels and "2: 1/36 ≈ 2.8%" in labels
    t.outcome.value = labels.index("7: 1/6 ≈ 16.7%")
    assert "1/6" in t.odds.value                       # the odds before it is decided
    t.decide_button.click()
    [(kind, dice)] = g.chance.forced                   # the engine holds one pair making 7
    assert kind == "dice" and sum(dice) == 7
    owed_hand = sum(g.hands[1])
    app.press("Roll")
    assert g.last_roll is not None and sum(g.last_roll) == 7
    # the bot over the limit discarded half its hand; the robber is the roller's to move
    assert sum(g.hands[1]) == owed_hand - owed_hand // 2
    assert g.phase == "robber" and g.current_player == 0
    assert any(t.startswith("Teacher: the next dice roll will be 7") for t, _ in app.events)
    discards = [t for t, _ in app.events if t.startswith("Player 1 discards")]
    k = owed_hand // 2
    assert len(discards) == 1 and discards[0].startswith(f"Player 1 discards {k} cards: ")


def test_teacher_decides_the_next_threat_card_in_forbidden_jungle():
    app = play("forbidden-jungle", seed=3, bot_speed="instant", teacher=True)
    t = app.teacher
    assert "threat" in t.kind.options
    t.kind.value = "threat"
    assert any(label.startswith("Collapse: 1/17") for label, _ in t.outcome.options)
    assert t.decide("threat", "Collapse")
    app.press("EndTurn")
    assert "Collapse" in app.threat_log[0][1]


def test_an_impossible_decision_is_refused_with_the_engines_reason():
    app = settlers(teacher=True)
    before = app.game.to_json()
    assert not app.teacher.decide("dice", 13)
    assert app.board.message_is_error and app.game.to_json() == before


def test_history_steps_back_and_a_new_move_starts_a_branch():
    app = settlers(teacher=True)
    first = app.board.legal_targets()[0]
    app.click(first)
    app.click(app.board.legal_targets()[0])          # the road: the bots then place theirs
    n = len(app.timeline)
    assert n > 3 and app.at == n - 1 and app.teacher.slider.max == n - 1
    start = app.timeline[0]["game"].to_json()
    app.teacher.slider.value = 0                      # the slider goes back to the start
    assert app.at == 0 and app.game.to_json() == start and app.paused
    assert app.notes == []
    app.go_to(n - 1)                                  # and forward again: nothing was lost
    assert app.game.to_json() == app.timeline[-1]["game"].to_json()
    app.go_to(0)
    other = next(t for t in app.board.legal_targets() if t != first)
    app.click(other)                                  # a new move: the old future is dropped
    assert len(app.timeline) == 2 and app.at == 1
    assert app.game.view()["buildings"] == {other[len("corner:"):]: [0, "settlement"]}
    with pytest.raises(ValueError):
        app.go_to(7)
