"""#27: each break an audit found on the surfaces a teacher touches, as a test named after it.

The hypothesis suite (``test_contract_surfaces.py``) attacks the same surfaces at random;
these pin the findings the issue lists, one by one.
"""

from __future__ import annotations

import io
import json
import numbers
from contextlib import redirect_stderr
from fractions import Fraction

import pytest

import boardgames
from boardgames import IllegalAction, SaveFileError, load_game
from boardgames.__main__ import main
from boardgames.core.game import _digest
from boardgames.forbidden_jungle import EndTurn as JungleEnd
from boardgames.forbidden_jungle import position as FP
from boardgames.settlers import position as SP
from boardgames.settlers.actions import BuyDevelopmentCard, EndTurn, PlayRoadBuilding, Roll
from boardgames.settlers.rulesets import DEV_KINDS
from boardgames.simulation import SimulationResult, Summary


def catan():
    return SP.skip_setup(boardgames.new_game("catan", players=3, seed=1, layout="beginner"))


def jungle(**options):
    return boardgames.new_game("forbidden-jungle", players=2, seed=1,
                               adventurers=["Navigator", "Explorer"], **options)


def refused_unchanged(game, fn, *args, **kwargs):
    before = game.to_json()
    with pytest.raises((IllegalAction, ValueError, TypeError)):
        fn(game, *args, **kwargs)
    assert game.to_json() == before


def loads_and_plays(game):
    assert load_game(game.to_json()) == game
    assert game.is_over or game.legal_actions()


# ------------------------------------------------------------- 1. settlers staging helpers
def test_place_road_with_a_bad_second_road_places_neither():
    g = SP.place_settlement(catan(), 0, "E-I-J")
    refused_unchanged(g, SP.place_road, 0, "D-E-I~E-I-J", "nonsense")
    assert g.road_length[0] == 0


def test_give_with_a_bad_amount_hands_over_nothing():
    g = catan()
    refused_unchanged(g, SP.give, 0, ore=2, brick=25)
    refused_unchanged(g, SP.give, 0, ore=2, brick=-1)
    assert sum(g.hands[0]) == 0


def test_set_turn_during_a_discard_drops_the_cards_owed_and_the_game_loads():
    g = catan()
    SP.give(g, 1, ore=8)
    g.apply(Roll(), outcome=7)
    assert g.phase == "discard"
    SP.set_turn(g, 0, "main")
    assert g.phase == "main" and not any(g.discard_owed)
    loads_and_plays(g)


def test_set_turn_and_skip_setup_during_road_building_drop_the_free_roads():
    for helper in (lambda g: SP.set_turn(g, 0, "main"), lambda g: SP.skip_setup(g, 1)):
        g = SP.skip_setup(catan(), rolled=True)
        SP.place_settlement(g, 0, "E-I-J")
        SP.give_development_card(g, 0, "road_building")
        g.apply(PlayRoadBuilding())
        assert g.phase == "road_building"
        helper(g)
        assert g.free_roads == 0 and g.phase in ("main", "pre_roll")
        loads_and_plays(g)


def test_set_turn_and_place_pieces_in_the_set_up_are_refused():
    g = boardgames.new_game("catan", players=3, seed=1)
    refused_unchanged(g, SP.set_turn, g.player)
    refused_unchanged(g, SP.place_settlement, 0, "E-I-J")
    refused_unchanged(g, SP.place_road, 0, "D-E-I~E-I-J")
    refused_unchanged(g, SP.place_city, 0, "E-I-J")


def test_helpers_refuse_a_finished_game():
    g = boardgames.new_game("catan", players=3, seed=2, target=3)
    SP.skip_setup(g)
    SP.place_city(g, 0, "E-I-J")
    SP.place_settlement(g, 0, "A-B-E")
    assert g.is_over
    for fn, args in ((SP.set_turn, (1,)), (SP.give, (0,)), (SP.move_robber, ("A",))):
        refused_unchanged(g, fn, *args)
    with pytest.raises(IllegalAction, match="over"):
        g.force("dice", 7)


def test_settlers_check_is_the_loaders_check():
    g = catan()
    assert SP.check(g) is g
    g.bank[0] -= 1
    with pytest.raises(IllegalAction, match="brick cards do not add up"):
        SP.check(g)


# ---------------------------------------------------------- 1. Forbidden Jungle helpers
def test_remove_tile_of_a_face_down_tile_takes_an_unseen_tile_with_it_and_loads():
    g = jungle()
    pool = list(g.pools[0])
    safe = next(n for n in pool if n not in g.cfg.illuminated | g.cfg.portals)
    FP.remove_tile(g, (0, 0), number=safe)
    assert safe in g.removed and safe not in g.pools[0]
    assert FP.check(g) is g
    loads_and_plays(g)


def test_removing_a_face_up_illuminated_crystal_ends_the_game_marooned():
    g = jungle()
    n = min(g.cfg.illuminated)
    cell = next(g.cfg.cells[c] for c in range(g.cfg.n) if g.num[c] == 0 and g.back[c] == 1)
    FP.place_tile(g, cell, n)
    FP.remove_tile(g, cell)
    assert g.is_over and g.outcome == "marooned"
    loads_and_plays(g)


def test_removing_every_portal_ends_the_game_marooned():
    g = jungle()
    for n in sorted(g.cfg.portals):
        cell = next(g.cfg.cells[c] for c in range(g.cfg.n)
                    if g.num[c] == 0 and g.back[c] == (0 if g.cfg.tile[n]["back"] == "jungle" else 1)
                    and not any(p == c for p in g.pos))
        FP.place_tile(g, cell, n)
        FP.remove_tile(g, cell)
    assert g.is_over and g.outcome == "marooned" and "portal" in g.reason
    loads_and_plays(g)


def test_removing_every_tile_next_to_a_collapse_loses_the_escapers_in_the_sinkhole():
    g = jungle()
    g.force("threat", "Collapse")           # Fools' Landing, under both pawns, falls
    g.apply(JungleEnd())
    assert g.phase == "escape"
    spare = [n for n in g.pools[0] + g.pools[1] if n not in g.cfg.illuminated | g.cfg.portals]
    for cell in ((3, 2), (4, 1), (4, 3)):
        c = g.cfg.cell_index(cell)
        if g.num[c] != -1:
            kw = {"number": next(n for n in spare if n in g.pools[g.back[c]])} \
                if g.num[c] == 0 else {}
            FP.remove_tile(g, cell, **kw)
    assert g.is_over and g.outcome == "lost in a sinkhole"
    loads_and_plays(g)


def test_the_graph_is_current_after_add_aliens_set_webs_and_place_pawn():
    g = jungle()
    assert g.graph.nodes[(4, 1)]["eggs"] == 0
    FP.add_aliens(g, (4, 1), eggs=2)
    assert g.graph.nodes[(4, 1)]["eggs"] == 2
    FP.set_webs(g, (3, 2), "down", 2)
    assert g.graph.edges[(3, 2), (4, 2)]["webs"] == 2
    FP.place_pawn(g, "Navigator", (3, 2))
    assert g.graph.nodes[(3, 2)]["adventurers"] == ["Navigator"]


# ------------------------------------------------------------------------------ 2. force
class NumpyLikeInt(numbers.Integral):
    """Stands for numpy.int64: an Integral that is not an int."""

    def __init__(self, v):
        self.v = v

    def __int__(self):
        return self.v

    __index__ = __int__

    def __eq__(self, other):
        return self.v == other

    def __hash__(self):
        return hash(self.v)

    def __repr__(self):
        return f"int64({self.v})"

    # the rest of the Integral interface is never used here
    __abs__ = __add__ = __and__ = __ceil__ = __floor__ = __floordiv__ = __invert__ = None
    __le__ = __lshift__ = __lt__ = __mod__ = __mul__ = __neg__ = __or__ = __pos__ = None
    __pow__ = __radd__ = __rand__ = __rfloordiv__ = __rlshift__ = __rmod__ = __rmul__ = None
    __ror__ = __round__ = __rpow__ = __rrshift__ = __rshift__ = __rtruediv__ = None
    __rxor__ = __truediv__ = __trunc__ = __xor__ = None


def test_force_reads_a_numpy_whole_number_as_an_int_and_the_game_saves():
    g = jungle()
    g.force("tile", NumpyLikeInt(g.pools[0][0]))
    assert type(g.chance.forced[0][1]) is int
    loads_and_plays(g)


@pytest.mark.parametrize("value", [Fraction(7), 7.0, 7 + 0j, True, None, object()])
def test_force_refuses_values_that_are_not_plain_data_with_a_sentence(value):
    g = catan()
    refused_unchanged(g, lambda g: g.force("dice", value))


def test_giving_both_monopolies_while_one_is_promised_is_refused():
    g = catan()
    g.force("development card", "Monopoly")
    SP.give_development_card(g, 0, "monopoly")
    refused_unchanged(g, SP.give_development_card, 0, "monopoly")
    SP.give(g, 0, ore=1, wool=1, grain=1)
    g.apply(Roll(), outcome=8)
    g.apply(BuyDevelopmentCard())          # the promise is kept
    assert g.dev[0][DEV_KINDS.index("monopoly")] == 2


def test_chance_of_and_chance_tree_show_a_queued_outcome_as_certain():
    g = catan()
    g.force("dice", 7)
    event = g.chance_of(Roll())
    assert len(event.outcomes) == 1 and sum(event.outcomes[0]) == 7
    assert [p for _, p in g.chance_tree(Roll()).paths()] == [1]
    g.apply(Roll(), outcome=7)             # naming the queued outcome confirms it
    assert sum(g.last_roll) == 7 and not g.chance.forced


def test_apply_accepts_the_queued_spawn_that_chance_of_lists():
    g = jungle()
    g.force("threat", "Spawn")
    assert g.chance_of(JungleEnd()).outcomes == ("Spawn",)
    g.apply(JungleEnd(), outcome="Spawn")
    assert "Spawn" in [card for _, card in g.view()["threat"]["history"]]


def test_force_is_refused_after_the_game_is_over_and_the_queue_is_dropped_at_the_end():
    g = boardgames.new_game("catan", players=3, seed=2, target=3)
    SP.skip_setup(g, 2, rolled=True)
    SP.place_city(g, 0, "E-I-J")
    SP.place_settlement(g, 0, "A-B-E")      # 3 points on player 2's turn
    g.force("dice", 8)
    g.force("dice", 8)
    g.apply(EndTurn())                     # player 0's turn begins: they win
    assert g.is_over and g.winner == 0 and not g.chance.forced
    with pytest.raises(IllegalAction, match="over"):
        g.force("dice", 7)
    loads_and_plays(g)


# ----------------------------------------------------------------------------- 5. loader
def _resigned(game, edit):
    data = json.loads(game.to_json())
    edit(data["state"])
    data["digest"] = _digest(data["game"], data["state"])
    return json.dumps(data)


@pytest.mark.parametrize("field,value", [("actions_left", 104), ("actions_left", 9),
                                         ("calm", 50), ("calm", 2)])
def test_jungle_loader_bounds_are_what_the_game_can_reach(field, value):
    text = _resigned(jungle(), lambda s: s.__setitem__(field, value))
    with pytest.raises(SaveFileError, match="must be a whole number from 0 to"):
        load_game(text)


def test_a_save_with_a_duplicate_key_is_refused():
    text = catan().to_json()
    with pytest.raises(SaveFileError, match="appears twice"):
        load_game(text[:-1] + ',"state":{}}')


# -------------------------------------------------------------------------------- 4. CLI
def _cli(argv, tmp_path=None):
    err = io.StringIO()
    with redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code
    return code, err.getvalue().strip().splitlines()


@pytest.mark.parametrize("extra", [
    ["--option", 'tiles=[{"number": 1, "features": [[1]]}]'],
    ["--out", "/dev/full"], ["--out", "a" * 300],
    ["--option", "target=" + "1" * 5000], ["--option", "target=" + "[" * 5000],
    ["--option", "target=" + "[" * 40 + "]" * 40],
    ["--playouts", "-3"], ["--games", "-1"], ["--workers", "100000"],
])
def test_command_line_user_errors_exit_2_with_one_line_before_any_game(extra):
    game = "forbidden-jungle" if "tiles" in extra[-1] else "catan"
    code, lines = _cli(["simulate", game, "--games", "1", "--no-progress", *extra])
    assert code == 2 and len(lines) == 1 and "error" in lines[0]


def test_playouts_without_a_search_bot_is_an_error():
    code, lines = _cli(["simulate", "catan", "--games", "1", "--playouts", "3"])
    assert code == 2 and "search" in lines[0]


# --------------------------------------------------------------------------- simulate()
@pytest.mark.parametrize("kwargs,error", [
    ({"executor": object()}, TypeError), ({"options": {1: 2}}, TypeError),
    ({"bot_options": {"greedy": 3}, "bots": "greedy"}, TypeError),
    ({"bot_options": [1]}, TypeError), ({"bot_options": {"greedy": {}}}, ValueError),
    ({"bots": [1, 2, 3]}, TypeError), ({"rotate": "yes"}, TypeError),
    ({"options": {"tiles": [[1]]}}, ValueError),
])
def test_simulate_refuses_a_bad_argument_at_entry(kwargs, error):
    with pytest.raises(error):
        boardgames.simulate("catan", games=1, progress=False, **kwargs)


@pytest.mark.parametrize("text", ["[]", "null", "1", "{", '{"format": "boardgames-simulation"}'])
def test_simulation_result_from_json_refuses_what_is_not_a_saved_simulation(text):
    with pytest.raises(ValueError, match="saved (boardgames )?simulation"):
        SimulationResult.from_json(text)


# ------------------------------------------------------------------------- #30 display
def test_summary_displays_as_the_table_not_a_quoted_string():
    result = boardgames.simulate("catan", "greedy", games=2, seed=1, options={"players": 3},
                                 progress=False)
    summary = result.summary()
    assert isinstance(summary, str) and isinstance(summary, Summary)
    assert repr(summary) == str(summary) and "\\n" not in repr(summary)
    assert repr(result).startswith("catan: 2 game(s)")
    html = "_repr_html_"                   # what Jupyter calls
    assert "<table>" in getattr(result, html)() and "<pre>" in getattr(summary, html)()


def test_progress_bar_starts_no_monitor_thread():
    import warnings

    from boardgames.simulation import _progress_bar
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        bar = _progress_bar(3, True, "games")
        assert bar.monitor_interval == 0 and bar.monitor is None
        bar.close()
