"""The game type record (#26): validation, the catalogue, and a generic layer that never
branches on a game's name.

A throwaway game ("race-to-three", defined here and registered for the test only) plays
through simulate(), make_bot, bot_names, the table, win_chance and the command line with
no line of the package naming it: the proof that a game is its package plus one record.
"""

from __future__ import annotations

import ast
import copy
import random
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.core import game as registry
from boardgames.core.chance import ChanceSource
from boardgames.core.errors import IllegalAction
from boardgames.core.game import Game
from boardgames.core.gametype import GameType, game_type, register_game_type

ROOT = Path(__file__).resolve().parents[1] / "boardgames"

HERE = __name__        # how pytest imported this module: the record's targets name it
GOOD = dict(name="race-to-three", title="Race to three", engine=HERE,
            min_players=2, max_players=3, default_players=2, cooperative=False,
            hidden_information=False,
            bots={"random": "boardgames.bots:RandomBot", "first": f"{HERE}:FirstBot"},
            default_bot="random", strong_bot="first",
            play_app=f"{HERE}:NoApp", description="take one step; three wins")


# ---------------------------------------------------------------------------
# a throwaway game: each turn a seat steps 1 or 2; the seat that reaches 3 first wins
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    size: int


class Race(Game):
    name = "race-to-three"

    def __init__(self, players: int = 2, seed: int | None = None):
        self.n = players
        self.steps = [0] * players
        self.seat = 0
        self.turn = 0
        self.chance = ChanceSource(seed)

    @property
    def players(self) -> int:
        return self.n

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.seat

    @property
    def is_over(self) -> bool:
        return max(self.steps) >= 3

    @property
    def winner(self) -> int | None:
        return next((s for s, k in enumerate(self.steps) if k >= 3), None)

    @property
    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    def points(self, seat: int) -> int:
        return self.steps[seat]

    def legal_actions(self) -> list:
        return [] if self.is_over else [Step(1), Step(2)]

    def _check_action(self, action) -> None:
        if not isinstance(action, Step) or action.size not in (1, 2):
            raise IllegalAction("a step is 1 or 2")

    def _apply(self, action) -> None:
        self._check_action(action)
        if self.is_over:
            raise IllegalAction("the race is over")
        self.steps[self.seat] += action.size
        self.seat = (self.seat + 1) % self.n
        self.turn += 1

    def view(self, player=None) -> dict:
        return {"steps": list(self.steps), "seat": self.seat}

    def copy(self) -> Race:
        return copy.deepcopy(self)

    def state_dict(self) -> dict:
        return {"players": self.n, "steps": list(self.steps), "seat": self.seat,
                "turn": self.turn}


def load(state: dict) -> Race:
    game = Race(state["players"])
    game.steps, game.seat, game.turn = list(state["steps"]), state["seat"], state["turn"]
    return game


class FirstBot(boardgames.bots.Bot):
    name = "first"

    def __init__(self, seed=None):
        self.seed = seed

    def choose(self, view, actions, table=None):
        if table is not None:          # the table determinises through the hooks
            assert table.players == len(view["steps"])
            table.determinise(random.Random(1))
        return actions[-1]


class NoApp:
    def __init__(self, game, seats, bot_speed):
        self.game, self.seats = game, seats


class TeamRace(Race):
    """The same steps, played as one team: it arrives when the steps total exactly 4 and
    overshoots past it (a cooperative game whose record lists no outcomes)."""

    name = "team-race"
    cooperative = True

    @property
    def is_over(self) -> bool:
        return sum(self.steps) >= 4

    @property
    def winner(self) -> bool | None:
        return None if not self.is_over else sum(self.steps) == 4

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(range(self.n)) if self.winner else ()

    def result(self) -> dict:
        outcome = "unfinished" if self.winner is None else "arrived" if self.winner \
            else "overshot"
        return {"winner": self.winner, "outcome": outcome, "reason": outcome,
                "turns": self.turn, "points": None}


@pytest.fixture(scope="module")
def race():
    record = register_game_type(GameType(**GOOD))
    registry.register(record.name, lambda players=2, seed=None: Race(players, seed), load)
    yield record
    registry.unregister(record.name)
    assert record.name not in boardgames.game_names()


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
def test_a_good_record_is_frozen_and_holds_read_only_copies():
    bots = dict(GOOD["bots"])
    record = GameType(**{**GOOD, "bots": bots})
    bots["extra"] = "x:y"
    assert list(record.bots) == ["random", "first"]
    with pytest.raises(TypeError):
        record.bots["extra"] = "x:y"
    with pytest.raises(AttributeError):
        record.name = "other"
    assert record.bot("Strong") == "first" and record.opponents == 1


BAD_FIELDS = {
    "name": st.sampled_from(["", "Race", "race to", "-race", 3, None]),
    "title": st.sampled_from(["", "   ", 1, None]),
    "engine": st.sampled_from(["", "a..b", "a:b", 7]),
    "min_players": st.sampled_from([0, -1, 3, True, 2.0, "2"]),
    "max_players": st.sampled_from([1, True, None]),
    "default_players": st.sampled_from([1, 4, False]),
    "cooperative": st.sampled_from([1, 0, "yes", None]),
    "hidden_information": st.sampled_from([1, "no"]),
    "chance": st.sampled_from(["implicit", "", 0]),
    "bots": st.sampled_from([{}, {"first": "tests.x:FirstBot"}, {"random": "nocolon"},
                             {"Random": "boardgames.bots:RandomBot"}, [("random", "a:b")],
                             {"random": 5}]),
    "default_bot": st.sampled_from(["planner", "", 1]),
    "strong_bot": st.sampled_from(["planner", None]),
    "bot_aliases": st.sampled_from([{"random": "first"}, {"strong": "first"},
                                    {"old": "missing"}, {"old": 1}, "old=first"]),
    "default_opponents": st.sampled_from([-1, 3, True, 1.0]),
    "play_app": st.sampled_from(["", "module", "a:b:c", None]),
    "description": st.sampled_from([None, 1]),
    "win_verb": st.sampled_from(["", None]),
    "rollout_bot": st.sampled_from(["missing", 3]),
    "outcomes": st.sampled_from([["won"], ("won", "won"), ("won", ""), ("won", 1), "won"]),
}


@settings(max_examples=120, deadline=None)
@given(st.data())
def test_a_bad_record_field_is_one_clear_error(data):
    field = data.draw(st.sampled_from(sorted(BAD_FIELDS)))
    value = data.draw(BAD_FIELDS[field])
    with pytest.raises((TypeError, ValueError)) as info:
        GameType(**{**GOOD, field: value})
    assert "game type" in str(info.value) or "a game type" in str(info.value)


def test_an_unknown_game_lists_the_catalogue():
    with pytest.raises(ValueError, match="unknown game 'chess'; choose one of .*catan"):
        game_type("chess")


def test_listing_the_games_imports_no_engine():
    import subprocess
    import sys
    code = ("import sys, boardgames; names = boardgames.game_names(); "
            "print(len(names), [m for m in ('networkx', 'ipywidgets', 'boardgames.settlers', "
            "'boardgames.forbidden_jungle') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split(" ", 1)
    assert int(out[0]) >= 4 and out[1].strip() == "[]"


def test_every_catalogued_record_names_bots_and_an_app_that_exist():
    import importlib
    for record in boardgames.core.gametype.game_types():
        for bot in record.bots:
            assert callable(record.bot_factory(bot)), (record.name, bot)
        module, _, attr = record.play_app.partition(":")
        assert importlib.util.find_spec(module) is not None, record.name


# ---------------------------------------------------------------------------
# the generic layer on a game it has never heard of
# ---------------------------------------------------------------------------
def test_simulate_plays_a_new_game_from_its_record_and_result(race):
    result = boardgames.simulate("race-to-three", ["first", "random"], games=3, seed=1,
                                 progress=False)
    row = result.rows[0]
    assert set(row) >= {"game", "seed", "winner", "winner_bot", "outcome", "reason", "turns",
                        "actions", "points", "bots"}
    assert row["winner"] == 0 and row["winner_bot"] == "first" and row["outcome"] == "won"
    assert row["reason"] == "player 0 (first) reached 4 points"
    assert not result.cooperative and result.win_rate("first")["wins"] == 3


def test_make_bot_and_bot_names_read_the_record(race):
    assert boardgames.bots.bot_names("race-to-three") == ["random", "first"]
    assert isinstance(boardgames.bots.make_bot("best", "race-to-three", seed=1), FirstBot)
    with pytest.raises(ValueError, match="unknown bot 'greedy' for race-to-three; choose "
                                         "one of random, first"):
        boardgames.bots.make_bot("greedy", "race-to-three")


def test_play_opens_the_records_app_with_its_default_opponents(race):
    app = boardgames.widgets.play("race-to-three", seed=1)
    assert isinstance(app, NoApp) and len(app.seats) == 2
    assert isinstance(app.seats[1], boardgames.bots.RandomBot)


def test_win_chance_words_a_new_games_win_from_its_record(race):
    game = boardgames.new_game("race-to-three", seed=1)
    chance = boardgames.analysis.win_chance(game, seat=0, rollouts=20, seed=1)
    assert str(chance).startswith("seat 0 wins race-to-three from here")


def test_win_chance_counts_a_new_cooperative_games_own_words():
    record = register_game_type(GameType(**{**GOOD, "name": "team-race",
                                            "title": "Team race", "cooperative": True}))
    registry.register(record.name, lambda players=2, seed=None: TeamRace(players, seed),
                      load)
    try:
        game = boardgames.new_game("team-race", seed=1)
        chance = boardgames.analysis.win_chance(game, bots="random", rollouts=40, seed=1,
                                                exact_limit=0)
        counted = dict(chance.counts)
        assert set(counted) <= {"arrived", "overshot", "unfinished"}
        assert sum(counted.values()) == 40 and chance.wins == counted.get("arrived", 0)
        assert 0 < chance.wins < 40
        assert str(chance).startswith("the team wins team-race from here")
    finally:
        registry.unregister(record.name)


def test_the_command_line_offers_a_new_game(race, capsys):
    from boardgames.__main__ import main
    assert main(["simulate", "race-to-three", "--games", "2", "--bots", "first,random",
                 "--no-progress"]) == 0
    assert "race-to-three: 2 game(s)" in capsys.readouterr().out
    assert main(["games"]) == 0
    assert "race-to-three: Race to three, 2-3 players, competitive" in capsys.readouterr().out


GENERIC = ["simulation.py", "bots/__init__.py", "bots/table.py", "widgets/__init__.py",
           "__main__.py", "analysis/winning.py", "analysis/montecarlo.py", "catalogue.py",
           "__init__.py", *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "core").glob("*.py"))]


@pytest.mark.parametrize("path", GENERIC)
def test_the_generic_layer_never_branches_on_a_games_name(path):
    """No comparison in code (docstrings aside) against a game's name."""
    names = set(boardgames.game_names())
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for part in [node.left, *node.comparators]:
                for leaf in ast.walk(part):
                    if isinstance(leaf, ast.Constant) and leaf.value in names:
                        found.append(f"line {node.lineno}: {leaf.value!r}")
    assert not found, f"{path} compares against a game's name: {found}"


@pytest.mark.parametrize("path", GENERIC)
def test_the_generic_layer_suppresses_no_private_access_warning(path):
    assert not re.search(r"noqa:\s*SLF001", (ROOT / path).read_text(encoding="utf-8"))


def _concrete_modules() -> set[str]:
    """Every module a record names for one game: its engine, its bots (the generic
    ``boardgames.bots`` aside) and its play app."""
    out = set()
    for record in boardgames.core.gametype.game_types():
        out.add(record.engine)
        out.update(t.partition(":")[0] for t in record.bots.values())
        out.add(record.play_app.partition(":")[0])
    out.discard("boardgames.bots")
    return out


def _imports(path: str) -> list[str]:
    """The modules ``path`` imports (and each ``from m import x`` as ``m.x`` too), relative
    imports resolved, in code and in functions alike."""
    module = "boardgames." + path.removesuffix(".py").replace("/", ".")
    package = module.removesuffix(".__init__") if path.endswith("__init__.py") else \
        module.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse((ROOT / path).read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            out += [base, *(f"{base}.{alias.name}" for alias in node.names)]
    return out


@pytest.mark.parametrize("path", GENERIC)
def test_the_generic_layer_imports_no_engine_and_no_games_own_bot(path):
    """The generic layer reaches an engine, a game's bots and its app only through the
    record and the hooks (Game.one_world, Bot.play_out...), never by importing them."""
    concrete = _concrete_modules()
    assert {"boardgames.settlers", "boardgames.bots.settlers", "boardgames.bots.jungle"} <= \
        concrete
    found = [m for m in _imports(path)
             if any(m == c or m.startswith(c + ".") for c in concrete)]
    assert not found, f"{path} imports a game's own module: {found}"


@pytest.mark.parametrize("path", ["analysis/winning.py", "bots/table.py", "bots/__init__.py",
                                  "simulation.py"])
def test_the_generic_layer_reads_no_engine_field(path):
    """win_chance, the bot table, decide/make_bot and simulate() read a game only through the
    protocol: no attribute they name is a field of an engine's state that the protocol lacks
    (hands, dev, trade, turn, roles, outcome, last_roll, fixed_board, ruleset, target...);
    their own records' fields and a simulate() result's are their own."""
    import dataclasses

    from boardgames.analysis.winning import WinChance, WinChanceHistory
    from boardgames.core.game import Game
    from boardgames.simulation import SimulationResult
    fields: set[str] = set()
    for name in boardgames.game_names():
        game = boardgames.new_game(name, seed=1)
        fields.update(vars(game))
        fields.update(k for cls in type(game).__mro__ for k in getattr(cls, "__slots__", ()))
    fields -= set(dir(Game)) | set(Game.__annotations__)    # the protocol (name, chance)
    for own in (WinChance, WinChanceHistory, SimulationResult):
        fields -= {f.name for f in dataclasses.fields(own)}
    assert {"hands", "dev", "trade", "turn", "roles", "outcome"} <= fields
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    read = sorted({node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
                  & fields)
    assert not read, f"{path} reads engine fields: {read}"


def test_a_bot_reads_the_games_observation_not_its_view():
    class Secretive(Race):
        def observation(self, seat=None) -> dict:
            return {"steps": list(self.steps), "seat": self.seat, "told": "only what a bot needs"}

    seen = []

    class Reader(boardgames.bots.Bot):
        def choose(self, view, actions, table=None):
            seen.append(dict(view))
            return actions[0]

    class Plain:                           # any object with choose(view, actions)
        def choose(self, view, actions):
            seen.append(dict(view))
            return actions[0]

    game = Secretive(players=2)
    for bot in (Reader(), Plain()):
        boardgames.bots.decide(bot, game, game.current_player)
    assert seen == [game.observation(0)] * 2 and seen[0] != game.view(0)
