"""Every chance result is recorded with its action, so a replay never depends on the
order of the generator's calls; saves made before that still load and replay as they did.

``data/saved_before_results_recorded_*.json`` were saved by the engine of commit 27fe9f3,
which recorded only the outcomes a teacher forced: one game per ruleset, 300 actions of
random play with a forced roll of 7, a forced steal and a forced card draw.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import boardgames
from boardgames import load_game
from boardgames.bots.table import Table
from boardgames.core.chance import ChanceSource
from boardgames.settlers.rulesets import ZarahemlaLayout

DATA = Path(__file__).parent / "data"
RULESETS = ["catan", "catan-jungle", "zarahemla"]


def _played(name: str, seed: int, actions: int = 400, **options):
    g = boardgames.new_game(name, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(actions):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


@pytest.mark.parametrize("name", RULESETS)
def test_each_action_records_its_chance_results(name):
    g = _played(name, seed=4)
    rs = g.ruleset
    kinds = {"Roll": "dice", "BuyDevelopmentCard": "development card", "MoveRobber": "steal"}
    seen = set()
    for entry in g.history:
        action = entry[1][0]
        results = entry[2] if len(entry) > 2 else []
        if action == "Roll":
            assert len(results) == 1 and results[0][0] == "dice"
            assert all(1 <= d <= 6 for d in results[0][1])
        elif action == "BuyDevelopmentCard":
            assert len(results) == 1 and results[0][0] == "development card"
            assert results[0][1] in rs.dev_names
        elif action == "MoveRobber" and entry[1][2] is not None:   # a victim: a steal
            assert len(results) == 1 and results[0][0] == "steal"
            assert results[0][1] in rs.resources
        else:
            assert not results
        if results:
            seen.add(kinds[action])
    assert seen == {"dice", "development card", "steal"}


def test_the_record_is_what_happened_even_when_forced():
    g = boardgames.new_game("catan", players=3, seed=2)
    while g.phase != "pre_roll":
        g.apply(g.legal_actions()[0])
    g.apply(boardgames.settlers.Roll(), outcome=8)
    assert g.history[-1][2] == [["dice", list(g.last_roll)]]
    assert sum(g.last_roll) == 8


@pytest.mark.parametrize("name", RULESETS)
def test_a_replay_does_not_depend_on_the_generator(name):
    # a board that is not drawn from the seed, so that another seed lays the same one
    layout = ZarahemlaLayout.random(ChanceSource(5)).to_data() if name == "zarahemla" \
        else "beginner"
    g = _played(name, seed=9, layout=layout)
    other = g.copy()
    other.options = {**g.options, "seed": 1234567}     # a generator that draws otherwise
    replayed = other.replay()
    a, b = g.state_dict(), replayed.state_dict()
    for key in ("options", "chance"):
        del a[key], b[key]
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@pytest.mark.parametrize("name", RULESETS)
def test_a_save_from_before_loads_and_replays_exactly(name):
    text = (DATA / f"saved_before_results_recorded_{name}.json").read_text()
    g = load_game(text)
    assert g.to_json() == text                       # the save's bytes are unchanged
    assert g.replay().to_json() == text              # and it replays to the same game
    assert any(len(e) > 2 for e in g.history)        # (it holds forced outcomes)
    rng = random.Random(1)                           # played on: new entries record results
    for _ in range(200):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    assert g.replay().to_json() == g.to_json()
    assert load_game(g.to_json()).replay().to_json() == g.to_json()


def test_a_bots_public_copy_holds_no_chance_results():
    g = _played("catan", seed=6, players=4)
    assert any(len(e) > 2 for e in g.history)
    for seat in range(4):
        table = Table(g, seat)
        for world in (table.public_copy(), table.determinise(random.Random(2))):
            assert all(len(e) == 2 for e in world.history)
            assert [e[:2] for e in world.history] == [e[:2] for e in g.history]
