"""What every game in the package has in common.

A game is a rules engine: it lists :meth:`Game.legal_actions`, checks and
applies an action with :meth:`Game.apply`, and shows each player what they may
see with :meth:`Game.view`.  Everything random goes through the game's
:class:`~boardgames.core.chance.ChanceSource`, so a teacher can ask what an
action might lead to (:meth:`Game.chance_of`) or decide it (:meth:`Game.force`).
"""

from __future__ import annotations

import gc
import hashlib
import json
import math
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from .chance import ChanceEvent, ChanceNode, ChanceSource, _first_of, _Probe, chance_tree
from .checks import short
from .errors import IllegalAction, SaveFileError
from .gametype import GameType, game_type
from .options import OptionSpec

FORMAT = "boardgames-save"
FORMAT_VERSION = 1
MAX_SAVE_BYTES = 10_000_000    # a long real game saves in well under 1 MB

#: the seed of the generator of a public copy (``Game.redeal(seat, None)``): fixed, so that
#: two games that look the same from a seat give the same public copy
PUBLIC_SEED = random.Random(0x5EED).getrandbits(63)

G = TypeVar("G", bound="Game")     # a method that returns the very game it was called on

_LOADERS: dict[str, Callable[[dict], Game]] = {}
_FACTORIES: dict[str, Callable[..., Game]] = {}
_OPTIONS: dict[str, OptionSpec] = {}


def register(name: str, factory: Callable[..., Game], loader: Callable[[dict], Game],
             options: OptionSpec | None = None) -> None:
    """Make ``new_game(name, ...)`` and ``load_game`` know a game.

    ``options`` is the game's :class:`~boardgames.core.options.OptionSpec`:
    :func:`new_game` checks every option against it before ``factory`` runs.

    Examples
    --------
    Each engine registers its games when it is imported; registering a name
    again replaces what it had (here with the very same factory and loader):

    >>> import boardgames
    >>> from boardgames.core.game import register, registered
    >>> _ = boardgames.new_game("zarahemla", seed=1)      # imports the settlers engine
    >>> factory, loader = registered("zarahemla")
    >>> register("zarahemla", factory, loader, boardgames.game_options("zarahemla"))
    >>> register("zarahemla", factory, loader, options={"players": 3})
    Traceback (most recent call last):
        ...
    TypeError: the options of zarahemla are an OptionSpec, not dict
    """
    if options is not None and not isinstance(options, OptionSpec):
        raise TypeError(f"the options of {name} are an OptionSpec, not {type(options).__name__}")
    _FACTORIES[name] = factory
    _LOADERS[name] = loader
    if options is not None:
        _OPTIONS[name] = options


def unregister(name: str) -> None:
    """Forget the game ``name`` (its factory, loader, options and record): a game registered
    for a while, e.g. by a test, leaves nothing behind.  An unknown name is ignored.

    >>> from boardgames.core.game import game_names, register, unregister
    >>> register("coin", lambda **options: None, lambda state: None)
    >>> "coin" in game_names()
    True
    >>> unregister("coin")
    >>> "coin" in game_names()
    False
    """
    from .gametype import forget_game_type
    for table in (_FACTORIES, _LOADERS, _OPTIONS):
        table.pop(name, None)
    forget_game_type(name)


def game_names() -> list[str]:
    """The names :func:`new_game` knows, in alphabetical order.

    Examples
    --------
    >>> from boardgames import game_names
    >>> game_names()[:3]
    ['catan', 'catan-jungle', 'forbidden-jungle']
    """
    return sorted(_FACTORIES)


def registered(name: str) -> tuple[Callable[..., Game], Callable[[dict], Game]] | None:
    """The factory and loader registered under ``name``, or None.

    Examples
    --------
    >>> from boardgames.core.game import registered
    >>> factory, loader = registered("catan")
    >>> factory(players=3, seed=1).phase_description()
    'player 0 must place a starting settlement'
    >>> registered("chess") is None
    True
    """
    if name not in _FACTORIES:
        return None
    return _FACTORIES[name], _LOADERS[name]


def game_options(name: str) -> OptionSpec | None:
    """The declared options of a registered game (None until its engine is imported).

    :func:`boardgames.game_options` imports the engine first.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.core.game import game_options
    >>> _ = boardgames.new_game("catan", seed=1)      # the engine declares its options
    >>> game_options("catan").defaults()["players"]
    4
    >>> game_options("chess")          # doctest: +ELLIPSIS
    Traceback (most recent call last):
        ...
    ValueError: unknown game 'chess'; choose one of catan, catan-jungle, forbidden-jungle, ...
    """
    if not isinstance(name, str) or name not in _FACTORIES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(game_names())}")
    return _OPTIONS.get(name)


def new_game(name: str, **options: Any) -> Game:
    """Start a new game, e.g. ``new_game("catan", players=4, seed=1)``.

    An unknown game, an unknown option or a bad option value raises
    ``ValueError`` with a sentence saying which and why.  The options are
    checked against the game's declared :class:`~boardgames.core.options.OptionSpec`
    first; the engine then checks what depends on several options at once
    (a target the ruleset allows, a layout that fits the tiles).

    Examples
    --------
    >>> from boardgames import new_game
    >>> game = new_game("catan", players=4, seed=1)
    >>> game.phase_description()
    'player 0 must place a starting settlement'
    >>> new_game("catan", players=7)
    Traceback (most recent call last):
        ...
    ValueError: catan's option players is one of 3 or 4, not 7
    """
    if not isinstance(name, str) or name not in _FACTORIES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(game_names())}")
    spec = _OPTIONS.get(name)
    if spec is not None:
        spec.check(options)
    return _FACTORIES[name](**options)


def play_out(game: Game, choose: Callable[[Game, int | None], Any], max_actions: int,
             observe: Callable[[Game], Any] | None = None) -> int:
    """The one play loop: ``game.apply(choose(game, seat))`` for the seat to act, until the
    game is over or ``max_actions`` were taken; ``observe(game)`` after each action.

    Returns the number of actions taken.  :func:`boardgames.bots.play_turns`,
    :func:`boardgames.analysis.montecarlo.playout` and :func:`boardgames.simulate` all play
    through it.

    Examples
    --------
    >>> from boardgames import new_game
    >>> from boardgames.core.game import play_out
    >>> game = new_game("forbidden-jungle", players=2, seed=1)
    >>> play_out(game, lambda g, seat: g.legal_actions()[0], max_actions=5)
    5
    """
    taken = 0
    while taken < max_actions and not game.is_over:
        game.apply(choose(game, game.current_player))
        taken += 1
        if observe is not None:
            observe(game)
    return taken


# limits that no real save comes near, checked before anything deep is done
MAX_DEPTH = 24           # nesting of lists and objects
MAX_ITEMS = 2_000_000    # values in the whole file


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a saved game can hold")


class _DuplicateKey(ValueError):
    pass


def _no_duplicates(pairs: list) -> dict:
    """A JSON object, refusing one that names a key twice (``json`` would keep the last)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set = set()
        twice = None
        for key, _ in pairs:
            if key in seen:
                twice = key
                break
            seen.add(key)
        raise _DuplicateKey(f"the key {_clip(repr(twice), 60)} appears twice in one object")
    return out


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is too large to be a number a saved game can hold")
    return value


def _check_shape(data: Any) -> None:
    """Refuse JSON nested deeper than MAX_DEPTH or with more than MAX_ITEMS values (no recursion)."""
    if not isinstance(data, list | dict):
        return
    stack = [(data, 1)]
    items = 0
    while stack:
        value, depth = stack.pop()
        children = value.values() if isinstance(value, dict) else value
        items += len(children)
        if items > MAX_ITEMS:
            raise SaveFileError("this saved game holds far more values than any real game")
        for v in children:
            if isinstance(v, list | dict):
                if depth >= MAX_DEPTH:
                    raise SaveFileError(f"this saved game is nested more than {MAX_DEPTH} "
                                        "levels deep, which no real game is")
                stack.append((v, depth + 1))


def load_game(text: str | bytes) -> Game:
    """Rebuild a game from :meth:`Game.to_json` text.

    Only JSON is parsed, never code.  Anything wrong (not JSON, another format,
    an unknown game, a checksum that does not match because the file was
    edited, or a state that breaks the rules) raises :class:`SaveFileError`,
    and nothing else: the checksum only catches accidents (anyone can
    re-sign an edited file), so the state itself is checked against the
    rules of the game before it is trusted.

    Examples
    --------
    >>> from boardgames import load_game, new_game
    >>> game = new_game("forbidden-jungle", players=2, seed=3)
    >>> load_game(game.to_json()).to_json() == game.to_json()
    True
    >>> load_game("{}")
    Traceback (most recent call last):
        ...
    boardgames.core.errors.SaveFileError: this is not a boardgames saved game
    """
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_SAVE_BYTES:
            raise SaveFileError("this saved game is too large to be a real game")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError("this saved game is not UTF-8 text") from None
    if not isinstance(text, str):
        raise SaveFileError(f"a saved game is JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_BYTES:
        raise SaveFileError("this saved game is too large to be a real game")
    # a save builds many small lists: without the cycle collector running over and over
    # during the parse, a large file is read several times faster
    gc_was_on = gc.isenabled()
    gc.disable()
    try:
        data = json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float,
                          object_pairs_hook=_no_duplicates)
    except _DuplicateKey as exc:
        raise SaveFileError(f"this saved game is ambiguous: {exc}") from None
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"this saved game is not valid JSON ({exc})") from None
    except RecursionError:
        raise SaveFileError("this saved game is nested too deeply to be a real game") from None
    except (ValueError, OverflowError, MemoryError) as exc:
        # e.g. a number with thousands of digits, Infinity or NaN
        raise SaveFileError(f"this saved game holds a value no game can have ({exc})") from None
    finally:
        if gc_was_on:
            gc.enable()
    _check_shape(data)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("this is not a boardgames saved game")
    version = data.get("version")
    if type(version) is not int or version != FORMAT_VERSION:
        raise SaveFileError(f"saved game version {version!r} is not supported "
                            f"(this program reads version {FORMAT_VERSION})")
    name, state, digest = data.get("game"), data.get("state"), data.get("digest")
    if not isinstance(name, str) or name not in _LOADERS:
        raise SaveFileError(f"this saved game is of an unknown game {name!r}")
    if not isinstance(state, dict):
        raise SaveFileError("the saved game has no state")
    if not isinstance(digest, str) or digest != _digest(name, state):
        raise SaveFileError("the saved game's checksum does not match its contents: "
                            "it was edited or damaged")
    return _load_state(name, state)


def _load_state(name: str, state: dict) -> Game:
    """The game of ``name`` from its plain ``state``, or SaveFileError: the validity check
    that :func:`load_game` and :meth:`Game.check_position` share."""
    spec = _OPTIONS.get(name)
    if spec is not None and "options" in state:     # the same check new_game makes
        try:
            spec.check(state["options"])
        except ValueError as exc:
            raise SaveFileError(f"the saved game is not a possible position: {exc}") from None
    try:
        return _LOADERS[name](state)
    except SaveFileError:
        raise
    except RecursionError:
        raise SaveFileError("the saved game's state is nested too deeply") from None
    except Exception as exc:    # a save must never raise anything else
        raise SaveFileError(f"the saved game's state is malformed ({type(exc).__name__}: "
                            f"{_clip(str(exc))})") from None


_LOADER_PREFIXES = ("the saved game is not a possible position: ", "saved Forbidden Jungle game: ",
                    "the saved game's state is malformed ")


def _clip(text: str, n: int = 200) -> str:
    return text if len(text) <= n else text[:n] + " ..."


def _canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def _digest(name: str, state: dict) -> str:
    return hashlib.sha256((name + "\n" + _canonical(state)).encode()).hexdigest()


class Game(ABC):
    """Base class of every engine: the one protocol that bots, simulation, widgets
    and analysis use (``docs/api.md``, "The game protocol").

    Both engines honour it the same way:

    * ``name`` (the game's name for :func:`new_game`), ``cooperative`` (True when
      the seats win or lose together), ``players`` (the number of seats);
    * ``current_player`` (the seat that acts now, None once the game is over),
      ``is_over``, ``winners`` (the seats that won: one seat in a race game,
      every seat when a cooperative team wins, none otherwise) and
      :meth:`returns` (1.0 for each seat that won, 0.0 for the others);
    * :meth:`legal_actions`, :meth:`apply`, :meth:`view`, :meth:`describe`,
      :meth:`phase_description`;
    * chance: :meth:`chance_kinds`, :meth:`chance_of`, :meth:`force`;
    * :meth:`copy`, :meth:`restore`, :meth:`to_json` (and :func:`load_game`).

    Subclasses implement the abstract methods.  ``winner`` is each engine's own
    word for the result (a seat in the settlers games, True/False for the team
    in Forbidden Jungle) and stays for the lessons that read it; code that
    serves both engines reads ``winners``.
    """

    name: str
    cooperative: ClassVar[bool] = False
    chance: ChanceSource

    # -- the rules ----------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list:
        """Every action the current player may take now (trade offers excepted).

        Examples
        --------
        >>> from boardgames import new_game
        >>> game = new_game("catan", players=4, seed=1)
        >>> actions = game.legal_actions()       # where the first settlement may go
        >>> len(actions), actions[0]
        (54, BuildSettlement(corner='A.N'))
        >>> new_game("forbidden-jungle", players=2, seed=1).legal_actions()[0]
        Move(to=(3, 1), companion=None)
        """

    @abstractmethod
    def _apply(self, action: Any) -> None:
        """Check ``action`` against the rules, raise IllegalAction before any change, apply it."""

    def apply_rules(self, action: Any) -> None:
        """Apply ``action`` by the rules alone, leaving the queue of forced outcomes to the
        chance source as it is (:meth:`apply` handles ``outcome=``; a chance probe calls this
        on its probing copy).

        >>> from boardgames import new_game
        >>> game = new_game("forbidden-jungle", players=2, seed=1)
        >>> game.apply_rules(game.legal_actions()[0])
        >>> game.phase_description()
        'Turn 1: the Explorer has 3 actions left'
        """
        self._apply(action)

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat that must act now, or None when the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def winner(self) -> Any: ...

    @property
    def players(self) -> int:
        """The number of seats."""
        raise NotImplementedError

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won (empty while the game goes on, and when nobody won)."""
        raise NotImplementedError

    def returns(self) -> list[float]:
        """Per seat: 1.0 for a seat that won, 0.0 otherwise (all 0.0 while the game goes on).

        Examples
        --------
        >>> from boardgames import new_game
        >>> from boardgames.bots import make_bot, play_turns
        >>> game = new_game("zarahemla", players=3, seed=2)
        >>> game.returns()                     # nobody has won yet
        [0.0, 0.0, 0.0]
        >>> _ = play_turns(game, [make_bot("greedy", "zarahemla", seed=s) for s in range(3)])
        >>> game.winners, game.returns()
        ((1,), [0.0, 1.0, 0.0])
        """
        won = set(self.winners)
        return [1.0 if s in won else 0.0 for s in range(self.players)]

    # -- the hooks the generic layer reads (simulate, bots, the table, play) --
    @property
    def game_type(self) -> GameType:
        """This game's :class:`~boardgames.core.gametype.GameType` record (by its name).

        Examples
        --------
        >>> from boardgames import new_game
        >>> new_game("forbidden-jungle", players=2, seed=1).game_type.cooperative
        True
        """
        return game_type(self.name)

    def result(self) -> dict[str, Any]:
        """The row :func:`boardgames.simulate` reports for this game.

        Keys: ``winner`` (a seat, or None), ``outcome`` (``"won"``, an engine's own word
        such as ``"escaped"``, or ``"unfinished"``), ``reason`` (one sentence; in a game
        that a seat wins, it starts ``"player N"``, and ``simulate`` names the bot after
        it), ``turns`` and ``points`` (per seat, or None).  An engine may add keys.

        This default serves a race game: the one seat in :attr:`winners`, and the
        points of an engine with a ``points(seat)`` method and a ``turn`` counter.

        Examples
        --------
        >>> from boardgames import new_game
        >>> new_game("catan", players=3, seed=1).result()
        {'winner': None, 'outcome': 'unfinished', 'reason': 'the action limit was reached', \
'turns': 0, 'points': [0, 0, 0]}
        """
        won = self.winners
        winner = won[0] if len(won) == 1 else None
        count = getattr(self, "points", None)
        points = [count(q) for q in range(self.players)] if callable(count) else None
        if winner is None:
            reason = "the action limit was reached"
        elif points is None:
            reason = f"player {winner} won"
        else:
            reason = f"player {winner} reached {points[winner]} points"
        return {"winner": winner, "outcome": "unfinished" if winner is None else "won",
                "reason": reason, "turns": getattr(self, "turn", None), "points": points}

    def redeal(self, seat: int, rng: Any) -> Game:
        """A copy in which everything ``seat`` cannot see is dealt again, consistently with
        what it saw (determinisation; ``rng`` is a :class:`random.Random`).

        Bots that search a game play in such copies, never in the real game.  The future
        of chance is hidden in every game, so the copy gets a fresh generator seeded from
        ``rng`` (``None``: the fixed :data:`PUBLIC_SEED`, the table's public copy); the
        outcomes a teacher queued with :meth:`force` are public and stay queued.  This
        default serves a game of perfect information; an engine that hides more (hands,
        face-down cards) deals them again in its own ``redeal``.

        Examples
        --------
        >>> import random
        >>> from boardgames import new_game
        >>> game = new_game("forbidden-jungle", players=2, seed=1)
        >>> game.redeal(0, random.Random(1)).view(0) == game.view(0)
        True
        """
        copy = self.copy()
        old = copy.chance
        chance = ChanceSource(PUBLIC_SEED if rng is None else rng.getrandbits(63), old.normalise)
        chance.forced = list(old.forced)
        copy.chance = chance
        return copy

    def observation(self, seat: int | None = None) -> Any:
        """What a bot reads for ``seat``: a mapping of what that seat may see, by default
        :meth:`view`.  :func:`boardgames.bots.decide` hands it to every bot (as a read-only
        :class:`~boardgames.bots.table.SeatView`); an engine that shows a person more than a
        bot needs, or less, documents its own here.

        >>> from boardgames import new_game
        >>> game = new_game("catan", players=3, seed=1)
        >>> game.observation(0) == game.view(0)
        True
        """
        return self.view(seat)

    def one_world(self, seat: int) -> bool:
        """Does ``seat``'s view leave only one possible world, up to the future of chance?

        True when every copy :meth:`redeal` could give for ``seat`` is the same game but
        for its generator: then a position can be valued exactly over the chance tree of
        each action (:func:`boardgames.analysis.win_chance`), from the view alone.  This
        default answers from the record: a game without hidden information has one world.
        An engine that hides facts says when its view pins them down (the settlers engine:
        when at most one other seat holds cards).

        Examples
        --------
        >>> from boardgames import new_game
        >>> new_game("pig", seed=1).one_world(0)
        True
        """
        return not self.game_type.hidden_information

    def move_label(self, seat: int, action: Any, text: str) -> str:
        """How a move just played reads in a history (:func:`boardgames.analysis.win_chance_history`).

        Called on the position *after* ``action``, which ``seat`` played; ``text`` is
        :meth:`describe` of the action taken before it was played.  This default reads
        ``"player N: text"``; an engine may name the seat otherwise or word what chance
        decided (the settlers engine names a roll by its total).

        Examples
        --------
        >>> from boardgames import new_game
        >>> game = new_game("pig", seed=1)
        >>> action = game.legal_actions()[0]
        >>> text = game.describe(action)
        >>> game.apply(action)
        >>> game.move_label(0, action, text)
        'player 0: roll the die'
        """
        return f"player {seat}: {text}"

    def replay_positions(self) -> tuple[list[Game], list[str]]:
        """Every position of this game from its start, from its own record of the moves,
        and the moves that led to each in words (``"start"`` for the first; see
        :meth:`move_label`).

        This default raises ValueError: a game that keeps no record of its moves cannot be
        replayed (follow a :func:`boardgames.simulate` result, or keep copies while
        playing).  The settlers engine replays its history.

        Examples
        --------
        >>> from boardgames import new_game
        >>> new_game("pig", seed=1).replay_positions()
        Traceback (most recent call last):
            ...
        ValueError: a pig game keeps no record of its moves: follow a simulate() result with index=, or pass a list of positions
        """
        raise ValueError(f"a {self.name} game keeps no record of its moves: follow a "
                         "simulate() result with index=, or pass a list of positions")

    def phase_description(self, seat: int | None = None) -> str:
        """What the game waits for now, in words (the status line of the play app).

        Examples
        --------
        >>> from boardgames import new_game
        >>> new_game("catan", players=3, seed=1).phase_description()
        'player 0 must place a starting settlement'
        >>> new_game("forbidden-jungle", players=2, seed=1).phase_description()
        'Turn 1: the Explorer has 4 actions left'
        """
        raise NotImplementedError

    def describe(self, action: Any) -> str:
        """``action`` in this game's words.

        Examples
        --------
        >>> from boardgames import new_game
        >>> game = new_game("catan", players=4, seed=1)
        >>> [game.describe(a) for a in game.legal_actions()[:2]]
        ['build a settlement at A.N', 'build a settlement at B.N']
        >>> game = new_game("forbidden-jungle", players=2, seed=1)
        >>> game.describe(game.legal_actions()[0])
        'The Explorer moves to the unexplored tile at (row 3, col 1)'
        """
        raise NotImplementedError

    @abstractmethod
    def view(self, player: int | None = None) -> dict:
        """What ``player`` may see (None: what everyone may see).

        Examples
        --------
        A player sees their own hand; the others see only how many cards it holds:

        >>> from boardgames import new_game
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(new_game("catan", players=3, seed=1, layout="beginner"))
        >>> _ = position.give(game, 0, brick=2, ore=1)
        >>> game.view(0)["players"][0]["hand"]
        {'brick': 2, 'lumber': 0, 'wool': 0, 'grain': 0, 'ore': 1}
        >>> game.view(1)["players"][0]["resource_cards"], "hand" in game.view(1)["players"][0]
        (3, False)
        >>> game.view()["phase"]
        'pre_roll'
        """

    @abstractmethod
    def state_dict(self) -> dict:
        """The whole state as JSON-ready plain data.

        Unlike :meth:`view`, it holds the hidden facts too (hands, decks, the
        generator): it is what :meth:`to_json` saves.

        Examples
        --------
        >>> import json
        >>> from boardgames import new_game
        >>> game = new_game("forbidden-jungle", players=2, seed=1)
        >>> state = game.state_dict()
        >>> state["roles"], state["turn"]
        (['Explorer', 'Chemist'], 1)
        >>> json.loads(json.dumps(state)) == state
        True
        """

    @abstractmethod
    def copy(self) -> Game:
        """An independent copy: try something on it, the game itself does not change.

        Examples
        --------
        >>> from boardgames import new_game
        >>> game = new_game("catan", players=3, seed=1)
        >>> trial = game.copy()
        >>> trial.apply(trial.legal_actions()[0])
        >>> trial.phase_description()
        'player 0 must place a road next to the settlement just placed'
        >>> game.phase_description()
        'player 0 must place a starting settlement'
        """

    # -- shared machinery --------------------------------------------------
    def apply(self, action: Any, *, outcome: Any = None) -> None:
        """Apply ``action`` for the current player.

        ``outcome`` forces the first chance event the action triggers, e.g.
        ``game.apply(Roll(), outcome=7)``.  An illegal action (or an impossible
        forced outcome) raises :class:`IllegalAction` and changes nothing.

        Every field of ``action`` is checked (type and range) before anything
        changes, so the usual path needs no copy of the game.  When forced
        outcomes are waiting, a forced value is only met part-way through the
        action, so that (rare, teacher-driven) path keeps a copy and restores
        it on any exception.

        Examples
        --------
        >>> from boardgames import new_game
        >>> from boardgames.settlers import position
        >>> from boardgames.settlers.actions import Roll
        >>> game = position.skip_setup(new_game("catan", players=3, seed=1, layout="beginner"))
        >>> game.apply(Roll(), outcome=8)            # suppose an 8 is rolled
        >>> sum(game.view()["last_roll"])
        8
        >>> game.phase_description()
        "it is player 0's turn to build, trade or end the turn"
        >>> game.apply(Roll())                       # the dice were rolled already
        Traceback (most recent call last):
            ...
        boardgames.core.errors.IllegalAction: ...
        """
        self._check_action(action)
        inserted = False
        if outcome is not None:
            event = self.chance_of(action)
            if event is None:
                raise IllegalAction(f"{action} involves no chance, so there is no outcome to force")
            outcome = self.chance.fit(event, outcome)
            # an outcome already queued for this kind is what happens (chance_of lists only it):
            # naming it again confirms it, it is not queued twice
            if _first_of(self.chance.forced, event.kind) < 0:
                self.chance.forced.insert(0, (event.kind, outcome))
                inserted = True
        if self.chance.forced:
            backup = self.copy()
            try:
                self._apply(action)
            except BaseException:
                if inserted:
                    backup.chance.forced.pop(0)
                self.restore(backup)
                raise
            if self.is_over:          # outcomes forced for events that will never come
                self.chance.forced.clear()
        else:
            self._apply(action)

    @abstractmethod
    def _check_action(self, action: Any) -> None:
        """Raise IllegalAction unless every field of ``action`` has the right type and range."""

    def restore(self, other: Game) -> None:
        """Become ``other`` (a copy of this game taken earlier): undo, and the history slider.

        Examples
        --------
        >>> from boardgames import new_game
        >>> from boardgames.settlers import position
        >>> from boardgames.settlers.actions import Roll
        >>> game = position.skip_setup(new_game("catan", players=3, seed=1, layout="beginner"))
        >>> before = game.copy()
        >>> game.apply(Roll(), outcome=7)
        >>> game.phase_description()
        'player 0 must move the robber'
        >>> game.restore(before)                     # undo the roll
        >>> game.phase_description()
        'player 0 must roll the dice first (or play a development card)'
        """
        if type(other) is not type(self):
            raise TypeError(f"a {type(self).__name__} can only be restored from another, "
                            f"not from {type(other).__name__}")
        self.__dict__.update(other.__dict__)


    def force(self, kind: str, outcome: Any) -> None:
        """Decide the next chance event of this ``kind`` (e.g. ``force("dice", 7)``).

        Each kind keeps its own queue, used in the order given.  An outcome
        that cannot happen (a dice total of 13, a card no longer in the deck,
        a kind of event that no longer occurs), a value that is not plain data
        (a numpy number is read as the whole number it is; a float, a Fraction
        or a complex number names no outcome) and any force once the game is
        over raise :class:`IllegalAction` at once and change nothing.  Outcomes
        still queued when the game ends are dropped.

        Examples
        --------
        >>> from boardgames import new_game
        >>> from boardgames.settlers import position
        >>> from boardgames.settlers.actions import Roll
        >>> game = position.skip_setup(new_game("catan", players=3, seed=1, layout="beginner"))
        >>> game.force("dice", 7)                    # "suppose a seven is rolled"
        >>> game.apply(Roll())
        >>> sum(game.view()["last_roll"]), game.phase_description()
        (7, 'player 0 must move the robber')
        >>> game.force("dice", 13)
        Traceback (most recent call last):
            ...
        boardgames.core.errors.IllegalAction: two dice cannot total 13

        In Forbidden Jungle, decide the next threat card:

        >>> jungle = new_game("forbidden-jungle", players=2, seed=1)
        >>> jungle.force("threat", "Collapse")
        """
        if self.is_over:
            raise IllegalAction("the game is over: no chance event is left to force")
        if not isinstance(kind, str):
            raise IllegalAction(f"a kind of chance event is a name such as 'dice', not "
                                f"{short(kind, 60)}")
        event = self._next_event(kind)
        if event is None:
            raise IllegalAction(f"{short(kind, 60)} is not a chance event that can still happen in this "
                                f"game; the kinds are {', '.join(self.chance_kinds())}")
        self.chance.forced.append((kind, self.chance.fit(event, outcome)))

    def chance_kinds(self) -> tuple[str, ...]:
        """The kinds of chance event :meth:`force` accepts now.

        Examples
        --------
        >>> from boardgames import new_game
        >>> new_game("catan", players=3, seed=1).chance_kinds()
        ('dice', 'development card', 'steal')
        >>> new_game("forbidden-jungle", players=2, seed=1).chance_kinds()
        ('threat', 'tile', 'equipment')
        """
        return ()

    def _next_event(self, kind: str) -> ChanceEvent | None:
        """Every outcome the next event of ``kind`` could have, after the outcomes already
        forced for it are used (None: no such event can happen any more).  Engines override."""
        return None

    def chance_of(self, action: Any) -> ChanceEvent | None:
        """The first chance event ``action`` would trigger now, or None.

        The game is not changed: the action is tried on a copy that stops at
        the first random event.

        Examples
        --------
        The chance of each dice total, exactly:

        >>> from collections import Counter
        >>> from boardgames import new_game
        >>> from boardgames.settlers import position
        >>> from boardgames.settlers.actions import Roll
        >>> game = position.skip_setup(new_game("catan", players=3, seed=1, layout="beginner"))
        >>> event = game.chance_of(Roll())
        >>> event.kind, len(event.outcomes), event.description
        ('dice', 36, 'two six-sided dice')
        >>> totals = Counter()
        >>> for (a, b), p in event.distribution().items():
        ...     totals[a + b] += p
        >>> totals[7], totals[2], totals[6] + totals[8]
        (Fraction(1, 6), Fraction(1, 36), Fraction(5, 18))
        >>> game.phase_description()                 # nothing was rolled
        'player 0 must roll the dice first (or play a development card)'
        """
        self._check_action(action)
        # the queued outcomes stay visible to the rules (a forced steal limits the victims),
        # but the probe stops at the very first event
        event = self._first_event(action, list(self.chance.forced), {})
        if event is None:
            return None
        return self._as_queued(event, self.chance.forced)

    def _as_queued(self, event: ChanceEvent, queued: list) -> ChanceEvent:
        """``event``, or a certain event when an outcome of its kind is queued in ``queued``
        (the first of its kind is what will happen)."""
        i = _first_of(queued, event.kind)
        if i < 0:
            return event
        value = self.chance.fit(event, queued[i][1])
        return ChanceEvent(event.kind, (value,), (1,),
                           (event.description + " (forced)").strip())

    def chance_tree(self, action: Any, *, limit: int = 50_000) -> ChanceNode | None:
        """Every random event ``action`` would trigger now, with exact probabilities, as a tree.

        :meth:`chance_of` gives the first event; this follows each of its
        outcomes to the next event, and so on (a Forbidden Jungle end of turn
        draws several threat cards).  An outcome already forced (queued with
        :meth:`force`) shows as a certain event: one branch, probability 1.
        Forcing the outcomes of one of :meth:`ChanceNode.paths` that are not
        queued yet, in order, makes that path happen.  The game is not changed.

        Examples
        --------
        Ending a turn in Forbidden Jungle (novice) draws two threat cards: how
        likely is a Collapse among them?

        >>> from boardgames import new_game
        >>> from boardgames.forbidden_jungle import EndTurn
        >>> game = new_game("forbidden-jungle", players=2, seed=1)
        >>> tree = game.chance_tree(EndTurn())
        >>> tree.event.kind, tree.size()
        ('threat', 17)
        >>> paths = tree.paths()
        >>> sum(p for _, p in paths)
        Fraction(1, 1)
        >>> sum(p for path, p in paths if ("threat", "Collapse") in path)
        Fraction(2, 17)
        """
        self._check_action(action)
        queued = list(self.chance.forced)

        def probe(path: list) -> ChanceEvent | None:
            # the path holds the queued outcomes too, as the certain events they are; the
            # queued outcomes the path has not met yet stay queued behind it
            used = Counter(k for k, _ in path)
            seen: Counter = Counter()
            rest = []
            for k, v in queued:
                seen[k] += 1
                if seen[k] > used[k]:
                    rest.append((k, v))
            event = self._first_event(action, path + rest, dict(used))
            if event is None:
                return None
            met = sum(1 for k, _ in path if k == event.kind)
            left = [f for f in queued if f[0] == event.kind][met:]
            return self._as_queued(event, left)

        return chance_tree(probe, limit)

    def _first_event(self, action: Any, forced: list,
                     budget: dict[str, int] | None = None) -> ChanceEvent | None:
        """Try ``action`` on a probing copy on which ``forced`` happen (only ``budget[kind]``
        of each kind, when given); the first event not let happen (None: the action meets
        no other)."""
        probe = self._probing_copy(self.chance.probe(forced, budget))
        try:
            probe.apply_rules(action)
        except _Probe as found:
            return found.event
        return None

    def _probing_copy(self, chance: ChanceSource) -> Game:
        """A copy of the game with ``chance`` as its chance source (engines may make it cheaper:
        a probing source never draws, so the generator need not be copied)."""
        copy = self.copy()
        copy.chance = chance
        return copy

    # -- positions set up by hand (each engine's position.py) ---------------
    def stage(self: G, change: Callable[[G], Any]) -> G:
        """Make ``change(game)`` to this game all or nothing: the step every staging helper
        (``position.py``) goes through.

        After ``change`` the derived data is brought up to date (the graph, road lengths,
        awards, the end of the game) and the position must pass the engine's one validity
        check, the loader's: it saves, loads, and has a legal action or is over.  Anything
        refused raises IllegalAction (or the ValueError or TypeError ``change`` raised)
        and leaves the game exactly as it was.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
        >>> def lose_an_egg(g):
        ...     g.supply[0] -= 1
        >>> game.stage(lose_an_egg)
        Traceback (most recent call last):
            ...
        boardgames.core.errors.IllegalAction: the rules do not allow this position: eggs on the board plus the supply must be 20
        >>> game.supply[0]                   # unchanged
        17
        """
        if self.is_over:
            raise IllegalAction("the game is over: start a new one to set up a position")
        backup = self.copy()
        try:
            change(self)
            self._after_edit()
            self.check_position()
        except BaseException:
            self.restore(backup)
            raise
        return self

    def _after_edit(self) -> None:
        """Bring what is derived from the state up to date after a change made by hand (the
        graph, road lengths, awards, the end of the game).  Engines override."""
        return None

    def check_position(self) -> None:
        """Raise IllegalAction unless this position saves and :func:`load_game` accepts it.

        It is the loader's own check (the one validity check of each engine), so a position
        it accepts saves, loads, and has a legal action or is over.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1)
        >>> game.check_position()                  # a real game passes
        >>> game.bank[0] -= 1                      # a brick card lost by hand
        >>> game.check_position()
        Traceback (most recent call last):
            ...
        boardgames.core.errors.IllegalAction: the rules do not allow this position: the brick cards do not add up to 19
        """
        try:
            # through JSON text and back, as a save goes: plain data, or it cannot be saved
            state = json.loads(json.dumps(self._state_for_check()))
        except (TypeError, ValueError, RecursionError) as exc:
            raise IllegalAction(f"this position cannot be saved ({_clip(str(exc))})") from None
        try:
            _load_state(self.name, state)
        except SaveFileError as exc:
            reason = str(exc)
            for prefix in _LOADER_PREFIXES:
                reason = reason.removeprefix(prefix)
            raise IllegalAction(f"the rules do not allow this position: {reason}") from None

    def _state_for_check(self) -> dict:
        """The state :meth:`check_position` gives the loader: :meth:`state_dict`.  An engine
        may leave out records only it writes and no staging change touches (the settlers
        history and log), so that a check costs the same late in a long game as early."""
        return self.state_dict()

    def to_json(self) -> str:
        """The whole game as JSON text; :func:`load_game` gives it back exactly.

        Examples
        --------
        >>> import json
        >>> from boardgames import load_game, new_game
        >>> game = new_game("forbidden-jungle", players=2, seed=1)
        >>> text = game.to_json()
        >>> json.loads(text)["game"], json.loads(text)["version"]
        ('forbidden-jungle', 1)
        >>> load_game(text) == game
        True
        """
        state = self.state_dict()
        return json.dumps({"format": FORMAT, "version": FORMAT_VERSION, "game": self.name,
                           "digest": _digest(self.name, state), "state": state},
                          sort_keys=True, separators=(",", ":"))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.to_json() == self.to_json()

    __hash__ = None  # type: ignore[assignment]

