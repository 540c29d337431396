"""Attacks on the surfaces a teacher touches directly (issue #27): the staging helpers of
both engines, ``force`` mixed with them, the command line and ``simulate()``.

Each attack is driven by a ``random.Random`` (a failure replays from its seed) and counts
what it did in a ``Counter``.  Used by ``tests/contract/test_contract_surfaces.py``
(hypothesis, sized for CI) and ``tools/fuzz_contract.py --surfaces N`` (at scale).

The contract checked after every call:

* a refused call raises ``IllegalAction``, ``ValueError`` or ``TypeError`` (the documented
  types) and leaves the game byte-identical (``to_json()``);
* an accepted call leaves a game that ``check()`` accepts, whose save loads back to the very
  same game, that is over or has a legal action, whose listed actions each apply (a sample,
  on copies), and whose ``graph`` is the one built afresh;
* ``force`` then refuses nothing it should accept and keeps plain data; ``chance_of`` shows a
  queued outcome as certain and ``apply(..., outcome=)`` accepts exactly what it lists;
* the command line answers every argument list with exit status 0 or 2 (one line on stderr
  for 2), never a traceback, and plays no game when it refuses; ``simulate()`` raises only
  ``ValueError``/``TypeError`` for bad arguments, before any game is played.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import tempfile
from collections import Counter
from fractions import Fraction
from typing import Any

import contract_helpers as H

import boardgames
from boardgames import IllegalAction, load_game
from boardgames.core.checks import short
from boardgames.forbidden_jungle import position as FP
from boardgames.forbidden_jungle.config import SIDES, THREAT_CARDS
from boardgames.settlers import position as SP
from boardgames.settlers.rulesets import DEV_KINDS

REFUSED = (IllegalAction, ValueError, TypeError)


class Weird:
    """A value with a broken repr and no order: what a careless caller might pass."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def hostile(rng: random.Random) -> Any:
    """A value of the wrong type or range for nearly any argument."""
    return rng.choice([
        None, True, False, -1, 0, 10**30, 10**5000, 2**63, 1.5, float("nan"), float("inf"),
        Fraction(7), Fraction(1, 3), 7 + 0j, "", "x" * 400, "\x00", "ore ", "ORE", b"ore", [],
        {}, [[]], [1, 2], (3, 4), {"a": 1}, object(), Weird(), [1] * 1000, frozenset({1}),
    ])


def _pick(rng: random.Random, good: list, p_bad: float = 0.25) -> Any:
    return hostile(rng) if not good or rng.random() < p_bad else rng.choice(good)


# ---------------------------------------------------------------------------------------------
# soundness of a game after an accepted call
# ---------------------------------------------------------------------------------------------

def sound(game, rng: random.Random, sample: int = 3) -> None:
    """Raise ContractBroken unless ``game`` is a game the contract allows."""
    try:
        text = game.to_json()
    except Exception as exc:
        raise H.ContractBroken(f"to_json() raised {type(exc).__name__}: {exc}") from None
    try:
        again = load_game(text)
    except Exception as exc:
        raise H.ContractBroken(f"an accepted position does not load: {exc}") from None
    if again.to_json() != text:
        raise H.ContractBroken("an accepted position loads as another game")
    check = FP.check if game.name == "forbidden-jungle" else SP.check
    try:
        check(game)
    except IllegalAction as exc:
        raise H.ContractBroken(f"check() refuses an accepted position: {exc}") from None
    if game.name == "forbidden-jungle":
        fresh = game.copy().graph
        live = game.graph
        if sorted(live.nodes(data=True)) != sorted(fresh.nodes(data=True)) or sorted(
                map(sorted, live.edges())) != sorted(map(sorted, fresh.edges())):
            raise H.ContractBroken("game.graph is stale after a helper")
    if game.is_over:
        return
    acts = game.legal_actions()
    if not acts:
        raise H.ContractBroken(f"a live game with no legal action: {game.phase_description()}")
    for a in rng.sample(acts, min(sample, len(acts))):
        trial = game.copy()
        try:
            trial.apply(a)
        except IllegalAction as exc:
            raise H.ContractBroken(f"the listed action {short(a)} is refused: {exc}") from None


def call_helper(game, fn, args: tuple, kwargs: dict, counts: Counter, rng: random.Random,
          what: str) -> bool:
    """Call a helper; a refusal must change nothing, an acceptance leave a sound game."""
    before = game.to_json()
    counts[what] += 1
    try:
        fn(game, *args, **kwargs)
    except REFUSED:
        if game.to_json() != before:
            raise H.ContractBroken(f"a refused {fn.__name__} changed the game") from None
        counts[what + " refused"] += 1
        return False
    counts[what + " accepted"] += 1
    sound(game, rng)
    return True


# ---------------------------------------------------------------------------------------------
# staging helpers
# ---------------------------------------------------------------------------------------------

def settlers_helper(game, rng: random.Random) -> tuple:
    """A random settlers staging call: (function, args, kwargs), right and wrong."""
    board = game.fixed_board
    n = game.n
    seat = _pick(rng, list(range(n)), 0.1)
    corners = list(board.corner_names)
    paths = [f"{a}~{b}" for a, b in board.edge_names]
    res = list(game.ruleset.resources)
    k = rng.randrange(10)
    if k == 0:
        return SP.skip_setup, (), {"player": seat, "rolled": _pick(rng, [True, False], 0.1)}
    if k == 1:
        return SP.set_turn, (seat, _pick(rng, ["pre_roll", "main"], 0.2)), {}
    if k == 2:
        return SP.place_settlement, (seat, _pick(rng, corners, 0.15)), {}
    if k == 3:
        return SP.place_city, (seat, _pick(rng, corners, 0.15)), {}
    if k == 4:
        return SP.place_road, (seat, *[_pick(rng, paths, 0.15) for _ in range(rng.randint(1, 3))]), {}
    if k in (5, 6):
        cards = {}
        for _ in range(rng.randint(1, 3)):
            name = _pick(rng, res, 0.1)
            cards[name if isinstance(name, str) else "stone"] = _pick(
                rng, [0, 1, 2, 3, 8, 25], 0.2)
        return SP.give, (seat,), cards
    if k == 7:
        return SP.give_development_card, (seat, _pick(rng, list(DEV_KINDS), 0.15)), {
            "bought_this_turn": _pick(rng, [True, False], 0.1)}
    if k == 8:
        return SP.move_robber, (_pick(rng, [t.label for t in board.tiles], 0.15),), {}
    return SP.check, (), {}


def jungle_helper(game, rng: random.Random) -> tuple:
    """A random Forbidden Jungle staging call: (function, args, kwargs), right and wrong."""
    cfg = game.cfg
    cells = list(cfg.cells)
    roles = list(game.roles)
    k = rng.randrange(12)
    cell = _pick(rng, cells, 0.1)
    count = _pick(rng, [0, 1, 2, 3, 30], 0.15)
    if k == 0:
        return FP.place_tile, (cell, _pick(rng, sorted(cfg.tile), 0.1)), {}
    if k == 1:
        extra = {"number": _pick(rng, sorted(cfg.tile), 0.3)} if rng.random() < 0.3 else {}
        return FP.remove_tile, (cell,), extra
    if k in (2, 3):
        return FP.add_aliens, (cell,), {p: _pick(rng, [0, 1, 2, 3], 0.15)
                                        for p in rng.sample(FP.PIECES, rng.randint(1, 3))}
    if k == 4:
        return FP.remove_aliens, (cell,), {p: _pick(rng, [0, 1, 2], 0.15)
                                           for p in rng.sample(FP.PIECES, rng.randint(1, 3))}
    if k == 5:
        return FP.set_webs, (cell, _pick(rng, list(SIDES), 0.15), count), {}
    if k == 6:
        return FP.place_pawn, (_pick(rng, roles, 0.1), cell), {}
    if k == 7:
        return FP.set_health, (_pick(rng, roles, 0.1), _pick(rng, [0, 1, 2, 3, 4, 5], 0.15)), {}
    if k == 8:
        return FP.give_equipment, (_pick(rng, roles, 0.1), _pick(rng, list(cfg.card_names), 0.1)), {}
    if k == 9:
        return FP.take_equipment, (_pick(rng, roles, 0.1), _pick(rng, list(cfg.card_names), 0.1)), {}
    if k == 10:
        cards = rng.sample(THREAT_CARDS, rng.randint(0, 6))
        segs: list = []
        while cards:
            cut = rng.randint(1, len(cards))
            segs.append(cards[:cut])
            cards = cards[cut:]
        if rng.random() < 0.2:
            segs.append(hostile(rng))
        return FP.set_threat_pile, tuple(segs), {}
    return FP.check, (), {}


def attack_helpers(name: str, rng: random.Random, steps: int, counts: Counter) -> None:
    """``steps`` moves on a game of ``name``: helper calls, forced outcomes and plain play
    mixed, each checked against the contract."""
    game = H.reachable(name, rng, playing=True)
    helper = jungle_helper if name == "forbidden-jungle" else settlers_helper
    for _ in range(steps):
        counts["steps"] += 1
        r = rng.random()
        if r < 0.6:
            fn, args, kwargs = helper(game, rng)
            call_helper(game, fn, args, kwargs, counts, rng, "helper calls")
        elif r < 0.8:
            attack_force(game, rng, counts)
        elif not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
            counts["actions played"] += 1
        if game.is_over and rng.random() < 0.3:
            game = H.reachable(name, rng, playing=True)


# ---------------------------------------------------------------------------------------------
# force, chance_of and apply(outcome=)
# ---------------------------------------------------------------------------------------------

def _outcomes(game, kind: Any) -> list:
    """Plausible outcomes of ``kind`` (some possible now, some not)."""
    if not isinstance(kind, str):
        return [7, "ore", "Collapse"]
    if game.name == "forbidden-jungle":
        return {"threat": list(THREAT_CARDS), "tile": list(range(1, 26)) + ["Portal"],
                "equipment": list(game.cfg.card_names)}.get(kind, ["Collapse", 7])
    rs = game.ruleset
    return {"dice": list(range(2, 13)) + [(3, 4), [6, 1]], "development card": list(rs.dev_names),
            "steal": list(rs.resources)}.get(kind, [7, "ore"])


def attack_force(game, rng: random.Random, counts: Counter) -> None:
    """A forced outcome, right, wrong or of a wrong type; then, if one is queued, the
    promise chance_of shows for the next action that meets it."""
    kinds = H.kinds_of(game)
    kind = _pick(rng, list(kinds), 0.1)
    value = _pick(rng, _outcomes(game, kind), 0.2)
    before = game.to_json()
    counts["forced values"] += 1
    try:
        game.force(kind, value)
    except IllegalAction:
        if game.to_json() != before:
            raise H.ContractBroken("a refused force changed the game") from None
        counts["forced values refused"] += 1
        return
    except Exception as exc:
        raise H.ContractBroken(f"force({short(kind)}, ...) raised {type(exc).__name__}: {exc}") \
            from None
    if game.is_over:
        raise H.ContractBroken("force() accepted a value after the game was over")
    counts["forced values accepted"] += 1
    sound(game, rng, sample=3)
    # what chance_of lists for an action that meets the queued kind is what happens
    for a in game.legal_actions()[:12]:
        event = game.chance_of(a)
        if event is None or event.kind != kind:
            continue
        if len(event.outcomes) != 1:
            raise H.ContractBroken(f"chance_of({short(a)}) ignores the queued {kind} outcome")
        trial = game.copy()
        try:
            trial.apply(a, outcome=event.outcomes[0])
        except IllegalAction as exc:
            raise H.ContractBroken(f"apply({short(a)}, outcome={short(event.outcomes[0])}) is refused "
                                   f"though chance_of lists it: {exc}") from None
        counts["queued outcomes confirmed"] += 1
        break


# ---------------------------------------------------------------------------------------------
# the command line and simulate()
# ---------------------------------------------------------------------------------------------

PLAY_CHUNK = "_play_chunk"     # simulate()'s one door to playing games, in this process


@contextlib.contextmanager
def games_played():
    """Count the games simulate() starts (each chunk of games it plays, in this process)."""
    import boardgames.simulation as S
    played: list[int] = []
    real = getattr(S, PLAY_CHUNK)

    def counting(game_name, jobs, *args):
        played.append(len(jobs))
        return real(game_name, jobs, *args)

    setattr(S, PLAY_CHUNK, counting)
    try:
        yield played
    finally:
        setattr(S, PLAY_CHUNK, real)


def cli_argv(rng: random.Random, folder: str) -> list[str]:
    """A command line, right and wrong; every valid one plays at most two quick games."""
    game = _pick(rng, ["catan", "zarahemla", "catan-jungle", "forbidden-jungle"], 0.1)
    game = game if isinstance(game, str) else "chess"
    argv = ["simulate", game, "--no-progress"]
    argv += ["--games", rng.choice(["0", "1", "2", "-3", "x", "1e3", "9" * 30, ""])]
    if rng.random() < 0.5:
        argv += ["--bots", rng.choice(["random", "greedy", "random,random,random", "search",
                                       "nobody", "", ",", "random," * 40, "planner"])]
    if rng.random() < 0.3:
        argv += ["--seed", rng.choice(["0", "5", "-1", "x", "9" * 5000, str(2**63)])]
    if rng.random() < 0.3:
        argv += ["--players", rng.choice(["2", "3", "4", "0", "-3", "99", "x"])]
    if rng.random() < 0.2:
        argv += ["--playouts", rng.choice(["2", "-3", "0", "x", "10**9"])]
    if rng.random() < 0.2:
        argv += ["--workers", rng.choice(["0", "-2", "100000", "x"])]
    if rng.random() < 0.2:
        argv += ["--difficulty", rng.choice(["novice", "elite", "impossible", ""])]
    for _ in range(rng.choice([0, 0, 1, 2])):
        key = rng.choice(["target", "layout", "tiles", "players", "seed", "jungle_number",
                          "x", "", "discovery_supply"])
        value = rng.choice([
            "10", "beginner", "random", "[1, 2]", "{\"a\": 1}", "1" * 5000, "[" * 3000,
            "[" * 30 + "]" * 30, "[{\"number\": 1, \"features\": [[1]]}]", "null", "true",
            "1e400", "NaN", "\"text\"", "x" * 200_000, "-5",
        ])
        argv += ["--option", rng.choice([f"{key}={value}", key, "=", f"{key}=="])]
    if rng.random() < 0.3:
        argv += ["--out", rng.choice([
            os.path.join(folder, "out.json"), "/dev/full", os.path.join(folder, "a" * 300),
            folder, os.path.join(folder, "missing", "out.json"), "", "/proc/version"])]
    if rng.random() < 0.1:
        argv += [rng.choice(["--nonsense", "--rotate", "--records", "extra"])]
    return argv


def attack_cli(rng: random.Random, counts: Counter) -> None:
    """One command line run in this process through ``main(argv)``."""
    from boardgames.__main__ import main
    with tempfile.TemporaryDirectory() as folder:
        argv = cli_argv(rng, folder)
        err = io.StringIO()
        out = io.StringIO()
        counts["CLI runs"] += 1
        with games_played() as played, contextlib.redirect_stderr(err), \
                contextlib.redirect_stdout(out):
            try:
                code = main(argv)
            except SystemExit as exc:       # argparse's own refusals (and --help)
                code = exc.code
            except Exception as exc:
                raise H.ContractBroken(f"main({argv!r:.300}) raised {type(exc).__name__}: "
                                       f"{exc}") from None
        lines = err.getvalue().strip().splitlines()
        if code == 2:
            counts["CLI refused"] += 1
            if len(lines) != 1:
                raise H.ContractBroken(f"main({argv!r:.300}) refused with {len(lines)} lines "
                                       f"on stderr: {err.getvalue()[:300]!r}")
            if played:
                raise H.ContractBroken(f"main({argv!r:.300}) played games before refusing")
        elif code == 0:
            counts["CLI ran"] += 1
        else:
            raise H.ContractBroken(f"main({argv!r:.300}) exited {code!r}: "
                                   f"{err.getvalue()[:300]!r}")


def simulate_kwargs(rng: random.Random) -> tuple[str, dict]:
    """simulate() arguments, right and wrong; a valid set plays at most two quick games."""
    game = _pick(rng, ["catan", "zarahemla", "forbidden-jungle"], 0.15)
    games = rng.choice([0, 1, 2, 2, -1, True, 1.5, "2", None, Fraction(1)])   # never a huge count
    kw: dict = {"games": games, "progress": _pick(rng, [False], 0.1)}
    if rng.random() < 0.5:
        kw["bots"] = _pick(rng, ["random", ["random", "random", "random"], "greedy",
                                 "random,random", ("random",) * 4], 0.4)
    if rng.random() < 0.3:
        kw["seed"] = _pick(rng, [0, 3], 0.5)
    if rng.random() < 0.4:
        kw["options"] = _pick(rng, [{}, {"players": 3}, {1: 2}, {"players": "x"},
                                    {"target": 10**9}, {"seed": 1}, {"tiles": [[1]]}], 0.3)
    if rng.random() < 0.3:
        kw["bot_options"] = _pick(rng, [{}, {"greedy": {"trades": False}}, {"greedy": 3},
                                        {"random": {"x": 1}}, {1: {}}, {"greedy": {1: 2}},
                                        {"greedy": {"zzz": 1}}], 0.3)
    if rng.random() < 0.2:
        kw["executor"] = _pick(rng, [None], 0.8)
    for key in ("keep_records", "rotate"):
        if rng.random() < 0.15:
            kw[key] = _pick(rng, [True, False], 0.5)
    for key in ("chunk_size", "max_actions"):
        if rng.random() < 0.15:
            kw[key] = _pick(rng, [1, 5, 100_000], 0.6)
    return game, kw


def attack_simulate(rng: random.Random, counts: Counter) -> None:
    """One simulate() call: refused with ValueError/TypeError before any game, or run."""
    game, kw = simulate_kwargs(rng)
    counts["simulate cases"] += 1
    with games_played() as played:
        try:
            boardgames.simulate(game, **kw)
        except (ValueError, TypeError) as exc:
            counts["simulate refused"] += 1
            if played:
                raise H.ContractBroken(f"simulate({game!r}, {kw!r:.200}) played games before "
                                       f"refusing: {exc}") from None
            if not str(exc):
                raise H.ContractBroken("simulate refused without a sentence") from None
            return
        except Exception as exc:
            raise H.ContractBroken(f"simulate({game!r:.40}, {kw!r:.200}) raised "
                                   f"{type(exc).__name__}: {exc}") from None
    counts["simulate ran"] += 1


def attack_result_text(rng: random.Random, counts: Counter) -> None:
    """SimulationResult.from_json on hostile text: ValueError or TypeError only."""
    from boardgames.simulation import SimulationResult
    good = {"format": "boardgames-simulation", "version": 1, "game": "catan", "bots": ["random"],
            "options": {}, "seed": 0, "requested": 0, "interrupted": False, "summary": [],
            "rows": []}
    bad = dict(good)
    key = rng.choice(sorted(good))
    if rng.random() < 0.7:
        bad[key] = hostile(rng) if rng.random() < 0.5 else None
    else:
        del bad[key]
    try:
        text = json.dumps(bad)
    except (TypeError, ValueError):
        text = json.dumps(good)
    text = rng.choice([text, "[]", "null", "1", "{", "\"x\"", text[: rng.randrange(len(text))],
                       "[" * 5000, "1" * 5000])
    counts["result texts"] += 1
    try:
        SimulationResult.from_json(text)
    except (ValueError, TypeError):
        counts["result texts refused"] += 1
    except Exception as exc:
        raise H.ContractBroken(f"from_json raised {type(exc).__name__}: {exc}") from None
