"""What decide() lends a bot: a lazy view and a lazy table, equal to the eager ones, no way back."""

from __future__ import annotations

import random

import pytest

import boardgames
from boardgames.bots import Bot, RandomBot, SeatView, Table, decide
from boardgames.bots.settlers import SettlersGreedyBot, _light_view
from boardgames.bots.table import end_loan, lend
from boardgames.settlers.hidden import played_cards as _played_cards


def _played(name, seed, actions):
    """A game after up to ``actions`` random actions, stopped before it ends."""
    game = boardgames.new_game(name, seed=seed, **({"players": 4} if name != "forbidden-jungle"
                                                   else {}))
    rng = random.Random(seed)
    for _ in range(actions):
        before = game.copy()
        game.apply(rng.choice(game.legal_actions()))
        if game.is_over:
            return before
    return game


def _reachable(root):
    """Every object reachable from ``root`` through containers, slots and attributes."""
    seen, stack, out = set(), [root], []
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (str, int, float, type)) or obj is None:
            continue
        seen.add(id(obj))
        out.append(obj)
        if isinstance(obj, dict):
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set)):
            stack.extend(obj)
        else:
            for cls in type(obj).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if hasattr(obj, name):
                        stack.append(getattr(obj, name))
            stack.extend(getattr(obj, "__dict__", {}).values())
    return out


def _assert_no_way_back(root, game):
    hidden = [game, game.chance, game.chance.rng]
    if hasattr(game, "dev"):
        hidden += [game.hands, *game.hands, game.dev, *game.dev, game.dev_deck]
    for obj in _reachable(root):
        assert not any(obj is h for h in hidden), f"{type(obj).__name__} leads back to the game"


class _Spy(Bot):
    """Reads what the test tells it to, keeps the view and the table for afterwards."""

    def __init__(self, read_view=True, read_table=True):
        self.read_view, self.read_table = read_view, read_table

    def choose(self, view, actions, table=None):
        self.view, self.table = view, table
        self.got = dict(view) if self.read_view else None
        self.copy = table.public_copy() if self.read_table else None
        return actions[0]


@pytest.mark.parametrize("name", ["catan", "zarahemla", "forbidden-jungle"])
def test_the_lazy_view_is_exactly_the_seats_view_and_holds_no_way_back(name):
    game = _played(name, 4, 150)
    seat = game.current_player
    with pytest.raises(AssertionError):
        _assert_no_way_back({"x": [game.chance]}, game)   # the walk does find a way back
    ticket = lend(game, seat)
    try:
        view = SeatView(ticket)
        _assert_no_way_back(view, game)             # unread: it holds only the ticket
        assert view == game.view(seat) and dict(view) == game.view(seat)
        assert set(view) == set(game.view(seat)) and len(view) == len(game.view(seat))
        _assert_no_way_back(view, game)             # read: only the built view
        with pytest.raises(TypeError):
            view["phase"] = "over"                  # read-only
    finally:
        end_loan(ticket)
    assert view == game.view(seat)                  # what was read stays readable


def test_the_lazy_view_hides_what_the_seats_view_hides():
    game = _played("catan", 5, 300)
    seat = game.current_player
    ticket = lend(game, seat)
    try:
        view = SeatView(ticket)
        for q, info in enumerate(view["players"]):
            assert ("hand" in info) == (q == seat)
    finally:
        end_loan(ticket)


def test_a_view_or_table_not_read_during_its_decision_cannot_be_read_after():
    game = _played("catan", 6, 200)
    spy = _Spy(read_view=False, read_table=False)
    decide(spy, game, game.current_player)
    with pytest.raises(RuntimeError, match="one decision"):
        spy.view["phase"]
    with pytest.raises(RuntimeError, match="one decision"):
        spy.table.public_copy()


@pytest.mark.parametrize("name", ["catan", "forbidden-jungle"])
def test_a_lent_table_gives_the_same_copies_as_a_table_and_no_way_back(name):
    game = _played(name, 7, 250)
    seat = game.current_player
    spy = _Spy()
    decide(spy, game, game.current_player)
    assert spy.got == game.view(seat)
    eager = Table(game, seat)
    assert spy.copy.to_json() == eager.public_copy().to_json()
    assert spy.table.determinise(random.Random(3)).to_json() == \
        eager.determinise(random.Random(3)).to_json()
    _assert_no_way_back(spy.table, game)
    _assert_no_way_back(spy.view, game)
    assert spy.copy.chance is not game.chance and spy.copy.hands is not game.hands


def test_decide_reads_nothing_for_a_random_bot_and_plays_the_same():
    game = _played("catan", 8, 100)
    built = []
    view = game.view

    def counting_view(seat=None):
        built.append(seat)
        return view(seat)

    game.view = counting_view
    seat = game.current_player
    a = decide(RandomBot(1), game, seat)
    assert built == [] and a == RandomBot(1).choose(view(seat), game.legal_actions())


def test_a_plain_object_with_choose_still_gets_a_dict():
    class Plain:
        def choose(self, view, actions):
            assert type(view) is dict
            return actions[-1]
    game = _played("zarahemla", 2, 50)
    assert decide(Plain(), game, game.current_player) == game.legal_actions()[-1]


@pytest.mark.parametrize("name", ["catan", "catan-jungle", "zarahemla"])
def test_the_greedy_policys_light_view_agrees_with_the_full_view(name):
    game = boardgames.new_game(name, players=4, seed=9)
    bots = [SettlersGreedyBot(seed=s) for s in range(4)]
    checked = 0
    while not game.is_over and checked < 600:
        seat = game.current_player
        full, light = game.view(seat), _light_view(Table(game, seat).public_copy(), seat)
        for key in ("phase", "turn", "trade"):
            assert light[key] == full[key]
        for mine, theirs in zip(light["players"], full["players"], strict=True):
            assert mine["points"] == theirs["points"]
            assert mine["resource_cards"] == theirs["resource_cards"]
        game.apply(decide(bots[seat], game, seat))
        checked += 1


def test_played_cards_resume_only_from_the_same_history():
    game = _played("catan", 11, 0)
    bots = [SettlersGreedyBot(seed=s) for s in range(4)]
    K = len(game.ruleset.dev_deck)

    def full(history):
        counts = [0] * K
        for entry in history:
            kind = {"PlayKnight": 0, "PlayRoadBuilding": 1, "PlayYearOfPlenty": 2,
                    "PlayMonopoly": 3}.get(entry[1][0])
            if kind is not None:
                counts[kind] += 1
        return counts

    copies = []
    while not game.is_over:
        seat = game.current_player
        game.apply(decide(bots[seat], game, seat))
        assert _played_cards(game.history, K) == full(game.history)
        if game.turn % 15 == 0 and len(copies) < 4:
            copies.append(game.copy())
    assert sum(full(game.history)) > 0
    for c in copies:                                 # shorter histories, shared entries
        assert _played_cards(c.history, K) == full(c.history)
        rng = random.Random(1)
        while not c.is_over:
            c.apply(rng.choice(c.legal_actions()))
        assert _played_cards(c.history, K) == full(c.history)   # diverged after the copy
        assert _played_cards(game.history, K) == full(game.history)
    assert _played_cards([], K) == [0] * K
