"""Pig: the two-player dice game of probability courses (rules in ``boardgames/pig/__init__.py``).

The state is six plain fields and the chance source; every rule is one small
function over the state (:func:`roll_rule`, :func:`hold_rule`), and
:class:`PigGame` is the thin façade the package's protocol asks for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.chance import ChanceEvent, ChanceSource
from ..core.checks import short
from ..core.errors import IllegalAction, SaveFileError
from ..core.fields import Field, Spec, const
from ..core.game import Game
from ..core.options import Option, OptionSpec

DIE = ChanceEvent.uniform("die", range(1, 7), "one six-sided die")
MAX_TURNS = 10**9          # a save claiming more turns than this is not a real game
PUBLIC_SEED = 0x5EED       # the die of a made-up future that depends on nothing hidden

OPTIONS = OptionSpec("pig", [
    Option("players", "how many play (Pig is a two-player game)", 2, int, low=2, high=2),
    Option("goal", "the score that wins", 100, int, low=2, high=200),
    Option("seed", "the seed of the die (None: a fresh one)", None, int, none_ok=True),
])


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll the die: 2 to 6 add to the turn total, a 1 loses it and ends the turn."""

    def __str__(self) -> str:
        return "Roll the die"


@dataclass(frozen=True, slots=True)
class Hold:
    """Bank the turn total and end the turn (the first to reach the goal wins)."""

    def __str__(self) -> str:
        return "Hold"


ACTIONS = (Roll(), Hold())


@dataclass(frozen=True)
class Sizes:
    """What the bounds of Pig's fields depend on: the goal."""

    goal: int


def _past_goal(sizes: Sizes) -> int:
    return sizes.goal + 5        # a player stops rolling once the goal is reached


# Pig's state, declared once: it drives the slots, copy, save and the loader's field checks
SPEC = Spec((
    Field("goal", "int", "the goal", const(2), const(200), role="derived"),
    Field("scores", "ints", "the scores", const(0), _past_goal, const(2)),
    Field("seat", "int", "the seat to act", const(0), const(1)),
    Field("turn_total", "int", "the turn total", const(0), _past_goal),
    Field("last_roll", "int", "the last roll", const(1), const(6), none_ok=True),
    Field("turn", "int", "the turn number", const(1), const(MAX_TURNS)),
    Field("winner", "int", "the winner", const(0), const(1), none_ok=True),
))


class PigState:
    """Everything a game of Pig is, apart from its chance source (fields: :data:`SPEC`).

    ``scores``: the banked points of seats 0 and 1; ``seat``: who acts (the
    winner once the game is over); ``turn_total``: the points rolled this turn,
    not yet banked; ``last_roll``: the die's last face (None before the first
    roll); ``turn``: the turn number from 1; ``winner``: None while the game goes on.

    >>> PigState(goal=100, scores=[0, 0]).turn
    1
    """

    __slots__ = SPEC.slots()

    def __init__(self, goal: int, scores: list[int], seat: int = 0, turn_total: int = 0,
                 last_roll: int | None = None, turn: int = 1, winner: int | None = None):
        self.goal, self.scores, self.seat, self.turn_total = goal, scores, seat, turn_total
        self.last_roll, self.turn, self.winner = last_roll, turn, winner


# -- the rules, as functions over the state ---------------------------------------
def can_roll(state: PigState) -> bool:
    """A player may roll while the game goes on and their score plus turn total is short of
    the goal (rolling on after reaching it could only lose: the package's reading).

    >>> can_roll(PigState(goal=20, scores=[14, 3], turn_total=5, last_roll=5, turn=3))
    True
    >>> can_roll(PigState(goal=20, scores=[14, 3], turn_total=6, last_roll=6, turn=3))
    False
    """
    return state.winner is None and state.scores[state.seat] + state.turn_total < state.goal


def can_hold(state: PigState) -> bool:
    """A player may hold once they have rolled this turn (a turn total above 0).

    >>> can_hold(PigState(goal=100, scores=[0, 0])), can_hold(PigState(100, [0, 0], turn_total=4))
    (False, True)
    """
    return state.winner is None and state.turn_total > 0


def end_turn(state: PigState) -> None:
    """The turn passes to the other player, with a fresh turn total.

    >>> state = PigState(goal=100, scores=[0, 0], turn_total=8, last_roll=4)
    >>> end_turn(state)
    >>> state.seat, state.turn_total, state.turn
    (1, 0, 2)
    """
    state.turn_total = 0
    state.seat = 1 - state.seat
    state.turn += 1


def roll_rule(state: PigState, face: int) -> None:
    """The die shows ``face``: a 1 loses the turn total and ends the turn; 2 to 6 add to it.

    >>> state = PigState(goal=100, scores=[0, 0])
    >>> roll_rule(state, 5)
    >>> state.turn_total, state.seat
    (5, 0)
    >>> roll_rule(state, 1)
    >>> state.turn_total, state.seat
    (0, 1)
    """
    state.last_roll = face
    if face == 1:
        end_turn(state)
    else:
        state.turn_total += face


def hold_rule(state: PigState) -> None:
    """Hold banks the turn total; reaching the goal wins, else the turn ends.

    >>> state = PigState(goal=10, scores=[6, 0], turn_total=4, last_roll=4)
    >>> hold_rule(state)
    >>> state.scores, state.winner
    ([10, 0], 0)
    """
    state.scores[state.seat] += state.turn_total
    if state.scores[state.seat] >= state.goal:
        state.winner = state.seat
        state.turn_total = 0
    else:
        end_turn(state)


RULES = {Roll: (can_roll, "roll"), Hold: (can_hold, "hold")}


def check_state(state: PigState) -> None:
    """Raise ValueError unless ``state`` is a position the rules can reach (the loader's
    and the staging helpers' one check, after :data:`SPEC` has checked each field alone).

    >>> check_state(PigState(goal=100, scores=[0, 0], turn_total=1, last_roll=1))
    Traceback (most recent call last):
        ...
    ValueError: a turn total is 0 or a sum of rolls from 2 to 6, not 1
    """
    goal, scores, k = state.goal, state.scores, state.turn_total
    if state.turn == 1 and state.last_roll is None and (k or any(scores) or state.seat):
        raise ValueError("nothing has been rolled, so nothing can be scored yet")
    if k == 1 or k < 0:
        raise ValueError(f"a turn total is 0 or a sum of rolls from 2 to 6, not {k}")
    if k and state.last_roll in (None, 1):
        raise ValueError("a turn total above 0 needs a last roll from 2 to 6")
    if (state.turn - 1) % 2 != state.seat:
        raise ValueError(f"in turn {state.turn} seat {(state.turn - 1) % 2} acts, "
                         f"not seat {state.seat}")
    if state.winner is None:
        if any(not 0 <= s < goal for s in scores):
            raise ValueError(f"while the game goes on each score is from 0 to {goal - 1}")
        if scores[state.seat] + k > goal + 5:
            raise ValueError(f"score plus turn total cannot pass {goal + 5}: a player stops "
                             "rolling once the goal is reached")
        return
    if state.winner != state.seat:
        raise ValueError("the winner is the seat that held last")
    if k:
        raise ValueError("a finished game has no turn total")
    if not goal <= scores[state.winner] <= goal + 5:
        raise ValueError(f"the winner's score is from {goal} to {goal + 5}")
    if not 0 <= scores[1 - state.winner] < goal:
        raise ValueError(f"the loser's score is from 0 to {goal - 1}")


class PigGame(Game):
    """A game of Pig (see :mod:`boardgames.pig`)."""

    name = "pig"

    def __init__(self, goal: int = 100, seed: int | None = None, players: int = 2):
        self.seed = seed
        self.state = PigState(goal=goal, scores=[0, 0])
        self.chance = ChanceSource(seed)

    # -- the protocol ---------------------------------------------------------
    @property
    def players(self) -> int:
        return 2

    @property
    def goal(self) -> int:
        return self.state.goal

    @property
    def current_player(self) -> int | None:
        return None if self.state.winner is not None else self.state.seat

    @property
    def is_over(self) -> bool:
        return self.state.winner is not None

    @property
    def winner(self) -> int | None:
        return self.state.winner

    @property
    def winners(self) -> tuple[int, ...]:
        return () if self.state.winner is None else (self.state.winner,)

    def legal_actions(self) -> list:
        return [a for a in ACTIONS if RULES[type(a)][0](self.state)]

    def _check_action(self, action: Any) -> None:
        if type(action) not in RULES:
            raise IllegalAction(f"{short(action, 60)} is not a Pig action (Roll() or Hold())")

    def _apply(self, action: Any) -> None:
        allowed, rule = RULES[type(action)]
        if self.is_over:
            raise IllegalAction("the game is over")
        if not allowed(self.state):
            raise IllegalAction("you must roll at least once before you hold" if rule == "hold"
                                else "you have reached the goal: hold to win")
        if rule == "roll":
            # the faces 1 to 6 are the die event's outcomes in order
            roll_rule(self.state, 1 + self.chance.draw("die", DIE.weights, lambda: DIE))
        else:
            hold_rule(self.state)

    def chance_kinds(self) -> tuple[str, ...]:
        return () if self.is_over else ("die",)

    def _next_event(self, kind: str) -> ChanceEvent | None:
        return DIE if kind == "die" and not self.is_over else None

    def view(self, player: int | None = None) -> dict:
        s = self.state
        return {"goal": s.goal, "scores": list(s.scores), "seat": self.current_player,
                "turn_total": s.turn_total, "last_roll": s.last_roll, "turn": s.turn,
                "winner": s.winner}

    def observation(self, seat: int | None = None) -> dict:
        """What a bot reads: the view (Pig hides nothing).

        >>> PigGame(goal=50, seed=1).observation(0)["scores"]
        [0, 0]
        """
        return self.view(seat)

    def phase_description(self, seat: int | None = None) -> str:
        s = self.state
        if s.winner is not None:
            return f"player {s.winner} won with {s.scores[s.winner]} points"
        return f"player {s.seat} may roll or hold (turn total {s.turn_total})"

    def describe(self, action: Any) -> str:
        return {Roll: "roll the die", Hold: "hold and bank the turn total"}.get(
            type(action), str(action))

    def result(self) -> dict:
        """The row :func:`boardgames.simulate` reports for this game.

        >>> game = PigGame(goal=5, seed=1)
        >>> game.apply(Roll(), outcome=6)
        >>> game.apply(Hold())
        >>> game.result()["outcome"], game.result()["winner"], game.result()["points"]
        ('won', 0, [6, 0])
        """
        s = self.state
        if s.winner is None:
            outcome, reason = "unfinished", "the game was stopped before anyone reached the goal"
        else:
            outcome = "won"
            reason = f"player {s.winner} held at {s.scores[s.winner]} of {s.goal}"
        return {"winner": s.winner, "outcome": outcome, "reason": reason, "turns": s.turn,
                "points": list(s.scores)}

    def redeal(self, seat: int, rng: Any = None) -> PigGame:
        """A copy whose die is seeded again from ``rng``: Pig hides nothing but the future
        rolls, which no seat may know (the queued forced outcomes stay).  ``rng`` None:
        the fixed seed :data:`PUBLIC_SEED` (one made-up future that depends on nothing hidden).

        >>> import random
        >>> game = PigGame(seed=1)
        >>> world = game.redeal(0, random.Random(2))
        >>> world.view(0) == game.view(0), world.chance.rng.random() == game.chance.rng.random()
        (True, False)
        """
        c = self.copy()
        c.chance.rng.seed(PUBLIC_SEED if rng is None else rng.getrandbits(63))
        return c

    # -- copies and saves -----------------------------------------------------
    def copy(self) -> PigGame:
        c = PigGame.__new__(PigGame)
        c.seed = self.seed
        c.state = SPEC.copy_into(self.state, PigState.__new__(PigState))
        c.chance = self.chance.copy()
        return c

    def state_dict(self) -> dict:
        return {"options": {"players": 2, "goal": self.state.goal, "seed": self.seed},
                **SPEC.save(self.state), "chance": self.chance.state()}


OUTER = ("options", "chance")      # saved beside the state's fields


def _error(message: str) -> SaveFileError:
    return SaveFileError(f"saved Pig game: {message}")


def load(data: dict) -> PigGame:
    """A Pig game from :meth:`PigGame.state_dict` data, or SaveFileError saying what is wrong.

    >>> game = PigGame(goal=30, seed=4)
    >>> load(game.state_dict()) == game
    True
    >>> load({**game.state_dict(), "turn": 0})
    Traceback (most recent call last):
        ...
    boardgames.core.errors.SaveFileError: saved Pig game: the turn number must be a whole number from 1 to 1000000000, not 0
    """
    if not isinstance(data, dict) or not set(OUTER) <= set(data):
        raise _error("the state needs its options and chance")
    SPEC.check_keys({k: v for k, v in data.items() if k not in OUTER}, _error)
    options = data["options"]
    if not isinstance(options, dict) or set(options) != {"players", "goal", "seed"}:
        raise _error("the options are exactly players, goal and seed")
    try:
        OPTIONS.check(options)                    # the same check new_game makes
    except ValueError as exc:
        raise _error(str(exc)) from None
    game = PigGame(goal=options["goal"], seed=options["seed"])
    SPEC.load_into(game.state, data, Sizes(options["goal"]), _error)
    try:
        check_state(game.state)
        game.chance.set_state(data["chance"])
    except ValueError as exc:
        raise SaveFileError(f"the saved game is not a possible position: {exc}") from None
    for kind, _ in game.chance.forced:
        if kind != "die":
            raise SaveFileError(f"saved Pig game: a forced outcome of {short(kind, 40)} "
                                "cannot happen in Pig")
    try:
        for i, (kind, value) in enumerate(game.chance.forced):
            game.chance.forced[i] = (kind, game.chance.fit(DIE, value))
    except IllegalAction as exc:
        raise SaveFileError(f"saved Pig game: {exc}") from None
    if game.is_over and game.chance.forced:
        raise SaveFileError("saved Pig game: a finished game has no forced outcome")
    return game
