"""The contract every game keeps under any input, and the fuzzing that attacks it.

The contract (README, "Play by code"): an illegal action raises
``IllegalAction`` and leaves the game exactly as it was; a malformed or
tampered save raises ``SaveFileError`` and never yields a broken game; what
``new_game``, ``apply`` and ``force`` accept gives a game whose save loads and
whose listed legal actions all apply.

Used by ``tests/contract/test_contract_fuzz.py`` (hypothesis, sized for CI)
and by ``tools/fuzz_contract.py`` (the same attacks at scale, with counts).
Everything here is driven by a ``random.Random`` so that a failure found by
either can be replayed from its seed.
"""

from __future__ import annotations

import copy
import json
import random
from functools import cache
from typing import Any

import boardgames
from boardgames import IllegalAction, SaveFileError, load_game
from boardgames.core.game import _digest
from boardgames.forbidden_jungle import actions as FA
from boardgames.settlers import actions as SA

GAMES = ("catan", "catan-jungle", "zarahemla", "forbidden-jungle")
SETTLERS_CLASSES = tuple(SA.FIELD_KINDS)
JUNGLE_CLASSES = tuple(FA.FIELD_KINDS)


class ContractBroken(AssertionError):
    """The contract did not hold; the message says how."""


# ---------------------------------------------------------------------------------------------
# reachable states
# ---------------------------------------------------------------------------------------------

def new_random_game(name: str, rng: random.Random):
    """A new game of ``name`` with options drawn from the ones the rules allow."""
    seed = rng.randrange(10**6)
    if name == "forbidden-jungle":
        return boardgames.new_game(name, players=rng.randint(2, 5), seed=seed,
                                   difficulty=rng.choice(["novice", "normal", "elite",
                                                          "legendary"]))
    opts: dict[str, Any] = {"seed": seed}
    if name == "zarahemla":
        opts["players"] = rng.choice([2, 3, 4])
        opts["target"] = rng.choice([10, 11, 12])
    else:
        opts["players"] = rng.choice([3, 4])
        opts["layout"] = rng.choice(["random", "beginner"])
        opts["target"] = rng.choice([6, 10, 10, 10])
    if name == "catan-jungle":
        opts["jungle_number"] = rng.choice([3, 4, 5, 9, 10, 11])
        opts["discovery_supply"] = rng.choice([None, None, 0, 3, 20])
    return boardgames.new_game(name, **opts)


FORCE_KINDS = {"catan": ("dice", "development card", "steal"),
               "forbidden-jungle": ("threat", "tile", "equipment")}


def kinds_of(game) -> tuple[str, ...]:
    return FORCE_KINDS["forbidden-jungle" if game.name == "forbidden-jungle" else "catan"]


def play_randomly(game, rng: random.Random, steps: int, force_rate: float = 0.03) -> None:
    """``steps`` random legal actions, now and then with a forced chance outcome."""
    for _ in range(steps):
        if game.is_over:
            return
        if rng.random() < force_rate:
            try_force(game, rng)
        acts = game.legal_actions()
        if not acts:
            raise ContractBroken(f"no legal action in a game that is not over: {game!r}")
        game.apply(rng.choice(acts))


def try_force(game, rng: random.Random) -> bool:
    """Force a random outcome that may or may not be possible; True if accepted."""
    kind = rng.choice(kinds_of(game) + ("dice", "nonsense"))
    value = rng.choice(outcome_guesses(game, kind, rng))
    before = game.to_json()
    try:
        game.force(kind, value)
    except IllegalAction:
        if game.to_json() != before:
            raise ContractBroken(f"a refused force({_r(kind)}, {_r(value)}) changed the game") \
                from None
        return False
    return True


def outcome_guesses(game, kind: str, rng: random.Random) -> list:
    """Outcomes to try forcing: right and wrong ones."""
    junk = [13, 0, -1, 7, (3, 4), (6, 6), (0, 7), [1, 2], "7", None, True, 2.5, {}, "Collapse"]
    if game.name == "forbidden-jungle":
        from boardgames.forbidden_jungle.config import THREAT_CARDS
        real = list(THREAT_CARDS) + list(range(1, 26)) + list(game.cfg.card_names) + [
            "Portal", "move red", "webs blue"]
    else:
        rs = game.ruleset
        real = list(range(2, 13)) + list(rs.resources) + list(rs.dev_names) + ["discovery"]
    return [rng.choice(real) for _ in range(3)] + [rng.choice(junk)]


@cache
def _pool(name: str, seed: int, size: int) -> tuple[str, ...]:
    """Saved states of ``name`` met in random play (setup, every phase, the end)."""
    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < size:
        g = new_random_game(name, rng)
        stops = sorted(rng.sample(range(0, 900), 6))
        done = 0
        for stop in stops:
            play_randomly(g, rng, stop - done, force_rate=0.08 if name == "forbidden-jungle"
                          else 0.03)
            done = stop
            if name == "forbidden-jungle" and rng.random() < 0.3 and not g.is_over:
                # stage a Collapse, to reach the escape phase now and then
                try:
                    g.force("threat", "Collapse")
                except IllegalAction:
                    pass
            out.append(g.to_json())
            if g.is_over:
                break
    return tuple(out[:size])


def reachable(name: str, rng: random.Random, size: int = 40, playing: bool = False):
    """A game in a random reachable state (from a cached pool, then a few more random steps);
    ``playing``: one that is not over, where one can be found."""
    pool = _pool(name, 1234, size)
    if playing:
        live = [t for t in pool if '"phase":"over"' not in t]
        pool = live or pool
    g = load_game(rng.choice(pool))
    play_randomly(g, rng, rng.randrange(4))
    return g


# ---------------------------------------------------------------------------------------------
# checking that a game is sound
# ---------------------------------------------------------------------------------------------

def check_sound(game, rng: random.Random, sample: int = 6) -> None:
    """The game's save loads back identically, its views work, and its listed actions apply."""
    text = game.to_json()
    try:
        again = load_game(text)
    except SaveFileError as exc:
        raise ContractBroken(f"an accepted game's own save does not load: {exc}") from None
    if again.to_json() != text:
        raise ContractBroken("a save does not load back byte-identical")
    players = game.n if hasattr(game, "n") else len(game.roles)
    for p in [None, *range(players)]:
        game.view(p)
    if game.is_over:
        if game.legal_actions():
            raise ContractBroken("a finished game lists actions")
        return
    acts = game.legal_actions()
    if not acts:
        raise ContractBroken(f"nothing can be done in a game that is not over: {game!r}")
    for action in rng.sample(acts, min(sample, len(acts))):
        trial = game.copy()
        try:
            trial.apply(action)
        except IllegalAction as exc:
            raise ContractBroken(f"the listed action {action!r} is refused: {exc}") from None
        t2 = trial.to_json()
        try:
            load_game(t2)
        except SaveFileError as exc:
            raise ContractBroken(f"after the listed action {action!r} the save does not load: "
                                 f"{exc}") from None


def expect_refusal_or_sound(game, attempt, rng: random.Random, what: str,
                            sample: int = 4) -> bool:
    """Run ``attempt(game)``: either IllegalAction with the game unchanged, or a sound game.

    Returns True when the attempt was refused.  Any other exception breaks the contract.
    """
    before = game.to_json()
    try:
        attempt(game)
    except IllegalAction:
        if game.to_json() != before:
            raise ContractBroken(f"{what} was refused but changed the game") from None
        return True
    except Exception as exc:  # exactly what the contract forbids
        raise ContractBroken(f"{what} raised {type(exc).__name__}: {exc}") from exc
    check_sound(game, rng, sample)
    return False


# ---------------------------------------------------------------------------------------------
# bad actions
# ---------------------------------------------------------------------------------------------

def _r(value: Any) -> str:
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__} with a failing repr>"
    return text if len(text) < 300 else text[:300] + "..."


class Unhashable:
    __hash__ = None  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        return False

    def __repr__(self) -> str:
        return "Unhashable()"


class BadRepr:
    def __repr__(self) -> str:
        raise RuntimeError("repr fails")


def weird_values(rng: random.Random, names: list) -> list:
    """Values of every wrong (and some right) type for an action field."""
    big = 10**rng.randint(3, 60)
    return [None, True, False, 0, 1, -1, 2, 7, 12, 13, 99, big, -big, 1.0, 2.5, float("inf"),
            float("nan"), "", "x" * rng.randint(1, 400), "A", "web", "egg", "up", "ore",
            "Jet Pack", "Navigator", [], {}, [1, 2], (1, 2), (0, 0), (-1, 3), (1, 2, 3),
            (True, False), (1.0, 2.0), ("ore", 1), (("ore", 1),), (("ore", -1),),
            (("ore", True),), (("ore", 1.0),), ((["ore"], 1),), (("ore", 1),) * 20,
            (("wool", 20),), (("wool", 10**9),), b"ore", Unhashable(), BadRepr(),
            object(), {"a": 1}, {1, 2}, frozenset(), rng.choice(names) if names else "Z",
            (rng.choice(names) if names else "Z",)]


def names_in(game) -> list:
    """Real names of this game (corners, paths, tiles, roles, cards, cells) to mix in."""
    if game.name == "forbidden-jungle":
        cells = list(game.cfg.cells)
        return list(game.roles) + list(game.cfg.card_names) + cells + [
            (r, c) for r, c in cells[:3]] + ["up", "right", "down", "left"]
    b = game.fixed_board
    return (list(b.corner_names[:8]) + [b.path_name(e) for e in range(6)]
            + [t.label for t in b.tiles] + list(game.ruleset.resources))


def bad_action(game, rng: random.Random):
    """An action built by hand: a legal one with a field changed, or one of random values."""
    classes = JUNGLE_CLASSES if game.name == "forbidden-jungle" else SETTLERS_CLASSES
    names = names_in(game)
    legal = game.legal_actions()
    import dataclasses
    if legal and rng.random() < 0.5:
        base = rng.choice(legal)
        fields = dataclasses.fields(base)
        if fields:
            f = rng.choice(fields)
            return dataclasses.replace(base, **{f.name: rng.choice(weird_values(rng, names))})
    cls = rng.choice(classes + (SA.Roll, FA.Move))
    fields = dataclasses.fields(cls)
    try:
        return cls(*[rng.choice(weird_values(rng, names)) for _ in fields])
    except TypeError:
        return cls()


def attack_with_actions(game, rng: random.Random, tries: int, counts: dict) -> None:
    """``tries`` hand-built actions (and forced outcomes) against ``game``: the contract holds."""
    for _ in range(tries):
        r = rng.random()
        if r < 0.7:
            action = bad_action(game, rng)
            refused = expect_refusal_or_sound(game, lambda g, a=action: g.apply(a), rng,
                                              f"apply({_r(action)})", sample=2)
        elif r < 0.85:
            action = rng.choice(game.legal_actions() or [SA.Roll()])
            outcome = rng.choice(outcome_guesses(game, rng.choice(kinds_of(game)), rng))
            refused = expect_refusal_or_sound(
                game, lambda g, a=action, o=outcome: g.apply(a, outcome=o), rng,
                f"apply({_r(action)}, outcome={_r(outcome)})", sample=2)
        else:
            kind = rng.choice(kinds_of(game) + ("terrain", "orientation", 5, None, []))
            value = rng.choice(outcome_guesses(game, kind if isinstance(kind, str) else "x", rng))
            refused = expect_refusal_or_sound(game, lambda g, k=kind, v=value: g.force(k, v), rng,
                                              f"force({_r(kind)}, {_r(value)})", sample=3)
        counts["actions"] = counts.get("actions", 0) + 1
        counts["refused" if refused else "accepted"] = counts.get(
            "refused" if refused else "accepted", 0) + 1
        if game.is_over:
            return


# ---------------------------------------------------------------------------------------------
# mutated saves
# ---------------------------------------------------------------------------------------------

def _paths(obj: Any, prefix: tuple = (), out: list | None = None, limit: int = 4000) -> list:
    """Paths to every value in a JSON tree (up to ``limit``)."""
    if out is None:
        out = []
    if len(out) >= limit:
        return out
    out.append(prefix)
    if isinstance(obj, dict):
        for k, v in obj.items():
            _paths(v, prefix + (k,), out, limit)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            _paths(v, prefix + (i,), out, limit)
    return out


def _get(obj: Any, path: tuple) -> Any:
    for k in path:
        obj = obj[k]
    return obj


def _json_junk(rng: random.Random) -> Any:
    big = 10**rng.randint(5, 40)
    return rng.choice([None, True, False, 0, 1, -1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 18, 19, 20,
                       30, 31, 54, 624, 625, 2**32, -2**32, big, -big, 0.5, 1e300, "", "x",
                       "hills", "desert", "jungle", "3:1", "A", "ore", "wool", "over", "discard",
                       "trade", "robber", "escape", "Collapse", "Jet Pack", "Navigator", [], {},
                       [0], [[]], {"a": 1}, [1, 2], [-1, -1]])


def mutate_state(state: dict, rng: random.Random) -> None:
    """One to three random edits anywhere in a saved state (a plain JSON tree)."""
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        paths = [p for p in _paths(state) if p]
        path = rng.choice(paths)
        parent = _get(state, path[:-1])
        key = path[-1]
        value = parent[key]
        op = rng.random()
        if op < 0.35:
            parent[key] = _json_junk(rng)
        elif op < 0.6 and isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + rng.choice([-2, -1, 1, 2, 5, -value - 1])
        elif op < 0.7 and isinstance(value, list) and value:
            i, j = rng.randrange(len(value)), rng.randrange(len(value))
            value[i], value[j] = value[j], value[i]
        elif op < 0.78 and isinstance(value, list) and value:
            del value[rng.randrange(len(value))]
        elif op < 0.85 and isinstance(value, list) and value:
            value.insert(rng.randrange(len(value) + 1), copy.deepcopy(rng.choice(value)))
        elif op < 0.9 and isinstance(parent, dict):
            del parent[key]
        elif op < 0.95 and isinstance(value, dict):
            value[rng.choice(["extra", "x", "0"])] = _json_junk(rng)
        else:
            # copy a value of the same shape from elsewhere (a plausible but wrong value)
            other = _get(state, rng.choice(paths))
            parent[key] = copy.deepcopy(other)


def resign(data: dict) -> str:
    """The save text with its checksum recomputed, as anyone editing a file can do."""
    if isinstance(data.get("state"), dict) and isinstance(data.get("game"), str):
        data["digest"] = _digest(data["game"], data["state"])
    return json.dumps(data)


def raw_attacks(text: str, rng: random.Random) -> str | bytes:
    """Damage at the level of the text and the header."""
    data = json.loads(text)
    r = rng.randrange(12)
    if r == 0:
        return text[:rng.randrange(len(text))]
    if r == 1:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(["]", "}", ",", "\"", "\\", "\x00", "9" * 5000]) + text[i:]
    if r == 2:
        return text.encode()[:-3] + b"\xff\xfe"
    if r == 3:
        # deep nesting in a forced outcome, an option or any field, re-signed where the
        # checksum can still be computed
        depth = rng.choice([30, 100, 600, 1500, 5000])
        target = rng.choice(["forced", "options", "field"])
        if target == "forced":
            data["state"]["chance"]["forced"] = [["dice", "@@NEST@@"]]
        elif target == "options" and "options" in data["state"]:
            data["state"]["options"]["layout"] = "@@NEST@@"
        else:
            data["state"][rng.choice(list(data["state"]))] = "@@NEST@@"
        nested = "[" * depth + "1" + "]" * depth
        if depth <= 600:
            state = json.loads(json.dumps(data["state"]).replace('"@@NEST@@"', nested))
            data["state"] = state
            return resign(data)
        return json.dumps(data).replace('"@@NEST@@"', nested)
    if r == 4:
        data["state"]["chance"]["rng"][1][rng.randrange(624)] = rng.choice([-1, 2**32, 2**64])
        return resign(data)
    if r == 5:
        return resign(data).replace("0", "Infinity", 1) if rng.random() < 0.5 else \
            resign(data).replace(",0", ",1e999", 1)
    if r == 6:
        key = rng.choice(["game", "version", "format", "digest", "state"])
        data[key] = rng.choice([[], {}, True, 1, None, "catan", "forbidden-jungle", 1.0, 2])
        return resign(data)
    if r == 7:
        return resign(data).replace("1", "1" + "0" * 4400, 1)
    if r == 8:
        return rng.choice(["", "null", "[]", "{}", "\"text\"", "1", "[" * 100000, "{\"a\":" * 5000])
    if r == 9:
        data["state"]["log"] = ["x" * 1000] * rng.choice([10, 30000])
        return resign(data)
    if r == 10:
        data["state"]["chance"]["forced"] = [[rng.choice(["dice", "threat", "tile", "steal",
                                                          "development card", "equipment",
                                                          "terrain"]),
                                              _json_junk(rng)] for _ in range(rng.randint(1, 3))]
        return resign(data)
    return text.replace("\"", "'", 1)


def attack_save(text: str, rng: random.Random, counts: dict, sample: int = 4) -> None:
    """One mutated (and re-signed) or damaged save: SaveFileError, or a sound game."""
    if rng.random() < 0.75:
        data = json.loads(text)
        mutate_state(data["state"], rng)
        bad = resign(data)
    else:
        bad = raw_attacks(text, rng)
    try:
        game = load_game(bad)
    except SaveFileError as exc:
        if not str(exc):
            raise ContractBroken("a SaveFileError without a message") from None
        counts["refused"] = counts.get("refused", 0) + 1
        return
    except Exception as exc:  # exactly what the contract forbids
        raise ContractBroken(f"load_game raised {type(exc).__name__}: {exc}") from exc
    counts["accepted"] = counts.get("accepted", 0) + 1
    check_sound(game, rng, sample)
