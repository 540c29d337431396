"""JSON round trips of Forbidden Jungle games, and strict checks of tampered files."""

from __future__ import annotations

import copy
import json
import random

import pytest
from fj_helpers import clear, game

from boardgames import SaveFileError, load_game, new_game
from boardgames.core.game import _digest
from boardgames.forbidden_jungle import EndTurn


def _played(seed, steps=40, **options):
    rng = random.Random(seed)
    g = new_game("forbidden-jungle", seed=seed, **options)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


@pytest.mark.parametrize("seed", range(30))
def test_json_round_trip_is_exact_at_any_point(seed):
    g = _played(seed, steps=seed * 3, players=2 + seed % 4,
                layout=["basic", "ring", "diamond", "corridor"][seed % 4])
    text = g.to_json()
    again = load_game(text)
    assert again.to_json() == text
    assert again.view() == g.view()


def test_json_round_trip_then_the_game_continues_identically():
    g = _played(3, steps=10, players=3)
    h = load_game(g.to_json())
    rng1, rng2 = random.Random(1), random.Random(1)
    while not g.is_over:
        g.apply(rng1.choice(g.legal_actions()))
        h.apply(rng2.choice(h.legal_actions()))
    assert h.is_over and g.to_json() == h.to_json()


def test_json_round_trip_during_an_escape_and_after_the_end():
    g = clear(game("Navigator", "Biologist"))
    g.force("threat", "Collapse")
    g.apply(EndTurn())
    assert g.phase == "escape"
    assert load_game(g.to_json()).to_json() == g.to_json()
    g = _played(0, steps=10_000, players=2)
    assert g.is_over and load_game(g.to_json()).to_json() == g.to_json()


def test_json_round_trip_keeps_custom_options():
    g = new_game("forbidden-jungle", players=2, seed=1, threat_meter=[3, 4, 5],
                 health={"Explorer": 6}, adventurers=["Explorer", "Healer"])
    h = load_game(g.to_json())
    assert h.cfg.meter == [3, 4, 5] and h.cfg.health["Explorer"] == 6 and h.hp[0] == 6


def _resign(text, edit):
    data = json.loads(text)
    edit(data["state"])
    data["digest"] = _digest(data["game"], data["state"])
    return json.dumps(data)


def test_tampered_file_without_new_checksum_is_rejected():
    text = new_game("forbidden-jungle", players=2, seed=1).to_json()
    with pytest.raises(SaveFileError, match="checksum"):
        load_game(text.replace('"level":0', '"level":1'))


def _set(path, value):
    def edit(state):
        node = state
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return edit


TAMPERS = {
    "extra egg": _set(["board", "eggs", 0], 9),
    "supply wrong": _set(["supply", 3], 23),
    "card twice": lambda s: s["pile"][0].append(0),
    "card missing": lambda s: s["pile"][0].remove(5),
    "unknown role": _set(["roles", 0], "Wizard"),
    "hp too high": _set(["hp", 0], 99),
    "hp not a number": _set(["hp", 0], "full"),
    "position off board": _set(["pos", 0], 999),
    "position on empty cell": _set(["pos", 0], 12),
    "tile twice": _set(["board", "num", 0], 1),
    "bad phase": _set(["phase"], "party"),
    "outcome while playing": _set(["outcome"], "escaped"),
    "unknown outcome": lambda s: s.update(outcome="tea", phase="over"),
    "bad level": _set(["level"], -1),
    "level at burst": _set(["level"], 9),
    "web off the board": _set(["board", "web", 9], 1),
    "unknown card": lambda s: s["hands"][0].append("Lightsaber"),
    "missing field": lambda s: s.pop("turn"),
    "extra field": _set(["cheat"], True),
    "bad layout": _set(["config", "layout", "grid"], ["LLL"]),
    "bad effect": _set(["config", "equipment", 0, "effect"], "teleport-everyone"),
    "bad rng": _set(["chance", "rng"], [3, [1, 2], None]),
    "bool as int": _set(["seat"], True),
    "bad orientation": _set(["board", "orient", 3], 7),
    "pool mismatch": lambda s: s["pools"][0].pop(),
    "threat log not pairs": _set(["threat_log"], [[1]]),
    "threat log from a later turn": _set(["threat_log"], [[99, 0]]),
    "threat log unknown card": _set(["threat_log"], [[1, 99]]),
}


@pytest.mark.parametrize("name", sorted(TAMPERS))
def test_tampered_state_raises_save_file_error(name):
    text = new_game("forbidden-jungle", players=2, seed=4).to_json()
    bad = _resign(text, TAMPERS[name])
    with pytest.raises(SaveFileError):
        load_game(bad)


def test_loader_never_accepts_non_json_or_other_games():
    for text in ("not json", "[]", '{"format": "boardgames-save", "version": 1, "game": "chess"}'):
        with pytest.raises(SaveFileError):
            load_game(text)
    g = new_game("forbidden-jungle", players=2, seed=0)
    data = copy.deepcopy(json.loads(g.to_json()))
    data["state"] = "x"
    with pytest.raises(SaveFileError):
        load_game(json.dumps(data))


def test_a_save_from_before_the_threat_log_loads_with_an_empty_log():
    g = _played(3, steps=30, players=2)
    assert g.threat_log, "the game drew threat cards"
    old = load_game(_resign(g.to_json(), lambda s: s.pop("threat_log")))
    assert old.threat_log == [] and old.pile == g.pile and old.discard == g.discard


def test_the_threat_log_survives_a_round_trip():
    g = _played(5, steps=60, players=3)
    back = load_game(g.to_json())
    assert back.threat_log == g.threat_log and back.view() == g.view()
