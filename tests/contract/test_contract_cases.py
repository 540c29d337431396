"""Each class of contract break found by the audit (issue 18), pinned by one example or more.

The fuzz suite beside this file attacks at random; these tests name the
cases so that a regression says which promise broke.
"""

from __future__ import annotations

import json

import pytest

import boardgames
from boardgames import IllegalAction, SaveFileError, load_game
from boardgames.core.game import _LOADERS, _digest
from boardgames.forbidden_jungle import (
    EndTurn as JEndTurn,
)
from boardgames.forbidden_jungle import (
    Move,
    PassEquipment,
    Remove,
    Slide,
)
from boardgames.settlers import position
from boardgames.settlers.actions import (
    Discard,
    EndTurn,
    MoveRobber,
    OfferTrade,
    Roll,
)


def _play(game, steps, seed=0):
    import random
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def _to_main(game):
    while game.phase != "pre_roll":
        game.apply(game.legal_actions()[0])
    game.apply(Roll(), outcome=8)
    return game


def _resigned(game, edit) -> str:
    data = json.loads(game.to_json())
    edit(data["state"])
    data["digest"] = _digest(data["game"], data["state"])
    return json.dumps(data)


def _refused(text, match=None):
    with pytest.raises(SaveFileError, match=match):
        load_game(text)


# -- 1. load_game raises only SaveFileError, in bounded time ----------------------------------

def test_load_game_maps_overflow_recursion_type_and_huge_int_errors_to_save_file_error():
    g = _play(boardgames.new_game("catan", players=3, seed=1), 60)
    _refused(_resigned(g, lambda s: s["chance"]["rng"][1].__setitem__(0, -1)), "generator")
    _refused(g.to_json().replace('"robber":', '"robber":Infinity,"x":', 1), "no game can have")
    text = g.to_json()
    deep = "[" * 900 + "1" + "]" * 900
    _refused(text.replace('"forced":[]', '"forced":[["dice",' + deep + ']]'), "nested")
    data = json.loads(text)
    data["game"] = []
    _refused(json.dumps(data), "unknown game")
    _refused(text.replace('"turn":', '"turn":' + "1" * 4400 + ',"y":', 1), "no game can have")
    data = json.loads(text)
    data["version"] = True
    _refused(json.dumps(data), "version")


def test_a_huge_nested_save_is_refused_quickly():
    g = boardgames.new_game("catan", players=3, seed=1)
    nested = "[" * 20 + ",".join(["[[[1,2],[3,4]],[[5,6],[7,8]]]"] * 330_000) + "]" * 20
    text = g.to_json().replace('"forced":[]', '"forced":[["dice",' + nested + ']]')
    assert 9_000_000 < len(text) < 10_000_000     # under the size limit: parsed, then refused
    # bounded work, not seconds: the text is parsed once, and refused before any game's loader
    parses, loaded = [], []
    real_loads = json.loads
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(json, "loads", lambda *a, **k: parses.append(1) or real_loads(*a, **k))
        mp.setitem(_LOADERS, "catan", lambda state: loaded.append(1))
        _refused(text, "nested")
        assert parses == [1] and loaded == []
        _refused(text + " " * 1_000_000, "too large")
        assert parses == [1]                       # refused by its size, before parsing


# -- 2. a re-signed save is only accepted if the rules allow the position ----------------------

def _tile(s, label):
    return next(t for t in s["board"]["tiles"] if t[0] == label)


@pytest.mark.parametrize("edit", [
    lambda s: _tile(s, "A").__setitem__(3, (_tile(s, "A")[3] + 1) % 5),       # resource != terrain
    lambda s: s["board"]["ports"].extend(s["board"]["ports"] * 5),              # 54 harbours
    lambda s: [t.__setitem__(2, "mountains") or t.__setitem__(3, 4) or t.__setitem__(4, 6)
               for t in s["board"]["tiles"]],                                   # 19 mountains of 6
    lambda s: _tile(s, "B").__setitem__(0, "A"),                                # duplicate labels
    lambda s: s.__setitem__("longest_holder", 1),                               # no roads
    lambda s: s.__setitem__("army_holder", 2),                                  # no knights
    lambda s: s.update(phase="over", winner_=0),                                # 0-point winner
    lambda s: s.update(phase="discard"),                                        # nothing owed
    lambda s: s["options"].update(target=31),
], ids=["resource", "harbours", "mountains", "labels", "longest-road", "largest-army", "winner",
        "discard", "target"])
def test_resigned_impossible_positions_are_refused(edit):
    g = _to_main(boardgames.new_game("catan", players=3, seed=2))
    _refused(_resigned(g, edit), "not a possible position")


@pytest.mark.parametrize("token", [2, 6, 8, 12])
def test_a_jungle_token_on_a_red_or_end_number_is_refused(token):
    g = boardgames.new_game("catan-jungle", players=3, seed=2)

    def edit(s):
        s["options"]["jungle_number"] = token
        for t in s["board"]["tiles"]:
            if t[2] == "jungle":
                t[4] = token
    _refused(_resigned(g, edit), "never 2, 6, 8 or 12")
    with pytest.raises(ValueError, match="never 2, 6, 8 or 12"):
        boardgames.new_game("catan-jungle", jungle_number=token)


def test_a_forbidden_jungle_save_with_a_dead_end_escape_is_refused():
    g = boardgames.new_game("forbidden-jungle", players=2, seed=1)

    def edit(s):
        s["phase"] = "escape"
        s["escaping"] = [0]
    _refused(_resigned(g, edit))


# -- 3. apply is atomic: fields checked before any change --------------------------------------

def test_wrong_field_types_are_illegal_and_change_nothing():
    g = _to_main(boardgames.new_game("catan", players=3, seed=3))
    position.set_turn(g, g.turn_player, "main")
    g.phase = "robber"
    before = g.to_json()
    for action in (MoveRobber("A", 1.0), MoveRobber("A", True), MoveRobber(["A"], None),
                   Discard(["ore"]), OfferTrade([("ore", 1)], (("wool", 1),)),
                   OfferTrade((("ore", 1.0),), (("wool", 1),)), "roll", None):
        with pytest.raises(IllegalAction):
            g.apply(action)
        assert g.to_json() == before


def test_only_the_engines_own_action_objects_skip_the_field_check():
    from boardgames.settlers.actions import saved_form
    g = _to_main(boardgames.new_game("catan", players=3, seed=3))
    position.set_turn(g, g.turn_player, "main")
    g.phase = "robber"
    listed = next(a for a in g.legal_actions() if isinstance(a, MoveRobber) and a.victim is not None)
    assert saved_form(listed) == ["MoveRobber", listed.tile, listed.victim]
    twin = MoveRobber(listed.tile, bool(listed.victim) if listed.victim == 1 else float(listed.victim))
    assert twin == listed and saved_form(twin) is None      # equal, but not the engine's object
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply(twin)
    assert g.to_json() == before
    g.apply(listed)


def test_forbidden_jungle_arguments_of_the_wrong_type_are_illegal_actions():
    g = boardgames.new_game("forbidden-jungle", players=2, seed=4)
    before = g.to_json()
    for action in (Remove(["egg"]), PassEquipment({}, "Navigator", "Jet Pack"),
                   Slide((1, 1), ["up"], 1), Move([2, 2]), Move((2, 2.0)), Slide((1, 1), "up", True)):
        with pytest.raises(IllegalAction):
            g.apply(action)
        assert g.to_json() == before
    assert str(Remove(5)) and str(Slide([1], {}, "x"))


# -- 4. what is accepted keeps the game loadable and playable ----------------------------------

def test_an_offer_for_more_cards_than_exist_is_refused():
    g = _to_main(boardgames.new_game("catan", players=3, seed=5))
    position.give(g, g.player, ore=1)
    with pytest.raises(IllegalAction, match="cards exist"):
        g.apply(OfferTrade((("ore", 1),), (("wool", 20),)))
    g.apply(OfferTrade((("ore", 1),), (("wool", 19 - g.hands[g.player][2]),)))
    assert load_game(g.to_json()).to_json() == g.to_json()


@pytest.mark.parametrize("options", [{"target": 31}, {"target": True}, {"target": 2.5},
                                     {"players": True}, {"players": 3.0}, {"seed": "x"},
                                     {"layout": ["random"]}, {"colour": "red"}])
def test_bad_options_are_refused_when_given(options):
    with pytest.raises(ValueError):
        boardgames.new_game("catan", **options)


@pytest.mark.parametrize("value", [True, -1, 2.0, "5"])
def test_a_bad_discovery_supply_is_refused(value):
    with pytest.raises(ValueError, match="discovery_supply"):
        boardgames.new_game("catan-jungle", discovery_supply=value)


def test_impossible_forced_outcomes_are_refused_when_given():
    g = boardgames.new_game("catan", players=3, seed=1)
    before = g.to_json()
    for kind, value in [("dice", 13), ("dice", (7, 1)), ("dice", 1.5), ("steal", "gold"),
                        ("development card", "Liahona"), ("terrain", "hills"), ("nonsense", 1)]:
        with pytest.raises(IllegalAction):
            g.force(kind, value)
        assert g.to_json() == before
    for _ in range(2):
        g.force("development card", "Monopoly")      # the deck holds two Monopoly cards
    with pytest.raises(IllegalAction, match="cannot force"):
        g.force("development card", "Monopoly")
    j = boardgames.new_game("forbidden-jungle", players=2, seed=1)
    for kind, value in [("threat", "Pizza"), ("tile", 99), ("equipment", "Sword"),
                        ("orientation", 1)]:
        with pytest.raises(IllegalAction):
            j.force(kind, value)
    j.force("threat", "Collapse")
    with pytest.raises(IllegalAction):
        j.force("threat", "Collapse")                 # only one Collapse card


def test_a_forced_steal_lists_only_victims_holding_that_card():
    g = _to_main(boardgames.new_game("catan", players=3, seed=6, layout="beginner"))
    p = g.player
    g.phase = "robber"
    g.force("steal", "ore")
    for action in g.legal_actions():
        trial = g.copy()
        trial.apply(action)                           # every listed robber move applies
        if action.victim is not None:
            assert g.hands[action.victim][4] >= 1
    assert p == g.player


# -- 5. bots after a forced outcome; a bot sees only its view -----------------------------------

@pytest.mark.parametrize("bot", ["greedy", "search"])
def test_bots_decide_after_a_forced_roll(bot):
    from boardgames.bots import decide, make_bot
    g = boardgames.new_game("catan", players=3, seed=7)
    _to_main(g)
    b = make_bot(bot, "catan", seed=1, **({"playouts": 2} if bot == "search" else {}))
    assert decide(b, g, g.current_player) in g.legal_actions()


def test_a_table_keeps_no_path_to_the_real_game():
    from boardgames.bots import Table
    g = _play(boardgames.new_game("catan", players=4, seed=8), 400)
    t = Table(g, 0)
    seen, stack = set(), [t]
    while stack:                                      # everything reachable from the table
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (str, int, float, type)):
            continue
        seen.add(id(obj))
        assert obj is not g and obj is not g.chance and obj is not g.hands
        assert not any(obj is h for h in g.hands)
        if isinstance(obj, dict):
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set)):
            stack.extend(obj)
        else:
            for name in getattr(type(obj), "__slots__", ()):
                if hasattr(obj, name):
                    stack.append(getattr(obj, name))
            stack.extend(getattr(obj, "__dict__", {}).values())
    world = t.public_copy()
    world.hands[1][0] += 5
    assert g.hands[1][0] != world.hands[1][0]


# -- 8. smaller -------------------------------------------------------------------------------

def test_view_of_true_is_refused_not_seat_one():
    g = boardgames.new_game("catan", players=3, seed=1)
    with pytest.raises(IllegalAction, match="seat number"):
        g.view(True)
    j = boardgames.new_game("forbidden-jungle", players=2, seed=1)
    with pytest.raises(IllegalAction, match="seat number"):
        j.view(True)


def test_position_helpers_refuse_negative_cards_and_unknown_tiles():
    g = boardgames.new_game("catan", players=3, seed=1)
    before = g.to_json()
    with pytest.raises(IllegalAction, match="whole number"):
        position.give(g, 0, brick=-5)
    with pytest.raises(IllegalAction, match="no tile"):
        position.move_robber(g, "Z")
    with pytest.raises(IllegalAction, match="seat number"):
        position.give(g, True, brick=1)
    assert g.to_json() == before


def test_end_turn_involves_no_chance_in_settlers_but_draws_threats_in_the_jungle():
    g = _to_main(boardgames.new_game("catan", players=3, seed=1))
    assert g.chance_of(EndTurn()) is None
    j = boardgames.new_game("forbidden-jungle", players=2, seed=1)
    assert j.chance_of(JEndTurn()).kind == "threat"
