"""The game type record: what the package knows of a game without importing its engine.

OpenSpiel describes each game by a ``GameType`` given at registration; this is the same
idea for this package.  A :class:`GameType` says how many seats a game has, whether the
seats win together, whether the seats' views differ, which bots it offers and which app
plays it.  The generic layer (``simulate()``, ``make_bot``, the bot table, ``play()``, the
command line, the win-chance analysis) reads only the record and the hooks of
:class:`~boardgames.core.game.Game`; it never branches on a game's name.

Each engine package keeps its records in a light module that imports only
:mod:`boardgames.core`; :mod:`boardgames.catalogue` names them, one line per game, and nothing is imported
until a record is asked for.

>>> from boardgames.core.gametype import game_type
>>> record = game_type("forbidden-jungle")
>>> record.cooperative, record.hidden_information
(True, True)
>>> game_type("chess")             # doctest: +ELLIPSIS
Traceback (most recent call last):
    ...
ValueError: unknown game 'chess'; choose one of catan, catan-jungle, forbidden-jungle, ...
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

CHANCE_MODES = ("explicit",)
"""How a game's randomness is exposed.  ``"explicit"``: every random event is a listed
:class:`~boardgames.core.chance.ChanceEvent` that ``chance_of`` shows and ``force`` decides."""

_NAME = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*\Z")
_BOT_NAME = re.compile(r"[a-z][a-z0-9_-]*\Z")
_MODULE = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\Z")
_TARGET = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*:[A-Za-z_]\w*\Z")


def _text(owner: str, what: str, value: Any, *, empty: bool = False) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{owner}: {what} is text, not {type(value).__name__}")
    if not empty and not value.strip():
        raise ValueError(f"{owner}: {what} is empty")
    return value


def _whole(owner: str, what: str, value: Any) -> int:
    if type(value) is not int:
        raise TypeError(f"{owner}: {what} is a whole number, not {type(value).__name__}")
    return value


def _flag(owner: str, what: str, value: Any) -> bool:
    if type(value) is not bool:
        raise TypeError(f"{owner}: {what} is True or False, not {type(value).__name__}")
    return value


def _target(owner: str, what: str, value: Any) -> str:
    _text(owner, what, value)
    if not _TARGET.match(value):
        raise ValueError(f"{owner}: {what} names 'module:attribute', not {value!r}")
    return value


def _names(owner: str, what: str, value: Any) -> dict[str, str]:
    if not isinstance(value, Mapping):
        raise TypeError(f"{owner}: {what} is a mapping of names, not {type(value).__name__}")
    out: dict[str, str] = {}
    for key, item in value.items():
        _text(owner, f"a name in {what}", key)
        if not _BOT_NAME.match(key):
            raise ValueError(f"{owner}: the name {key!r} in {what} is not lower-case letters, "
                             "digits, '-' and '_' starting with a letter")
        out[key] = _text(owner, f"{what}[{key!r}]", item)
    return out


def _resolve(target: str) -> Any:
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)


@dataclass(frozen=True)
class GameType:
    """What the package knows of one game before its engine is imported.

    Every field is checked when the record is made: a bad record raises ``TypeError`` (a
    field of the wrong type) or ``ValueError`` (a value that does not fit), with a
    sentence naming the game and the field.

    The fields:

    * ``name``: the name :func:`~boardgames.core.game.new_game` takes (``"catan"``).
    * ``title``: the name people read (``"Catan"``).
    * ``engine``: the module that, once imported, registers the game's factory and loader.
    * ``min_players``, ``max_players``, ``default_players``: the seats allowed and the
      usual count.
    * ``cooperative``: True when all seats win or lose together (one team result).
    * ``hidden_information``: True when the seats' views differ (bots then determinise
      with :meth:`~boardgames.core.game.Game.redeal`).
    * ``bots``: bot name -> ``"module:callable"``, in menu order;
      ``callable(seed=..., **options)`` makes the bot.  It must offer ``"random"``.
    * ``default_bot``: the bot of an opponent nobody named.
    * ``strong_bot``: the best bot; ``"strong"`` and ``"best"`` name it too.
    * ``play_app``: ``"module:Class"`` of the app :func:`boardgames.play` opens.
    * ``chance``: how randomness is exposed (one of :data:`CHANCE_MODES`).
    * ``bot_aliases``: other names of bots (old names kept working), alias -> bot name.
    * ``default_opponents``: how many bot seats ``play()`` fills by default (None: all
      but one of ``default_players``).
    * ``description``: one sentence for menus and the command line.
    * ``team``: who wins a cooperative game, in words ("the team").
    * ``win_verb``: the verb of a win ("wins"; Forbidden Jungle's team "escapes").
    * ``rollout_bot``: the bot that plays every seat when ``win_chance`` plays a
      position out (a quick one; None: ``strong_bot``).
    * ``outcomes``: the engine's words for how a game ends (``result()["outcome"]``),
      in the order ``win_chance`` counts them; empty (the default) for a game that one
      seat wins, whose rollouts are counted by the seat that won.

    Examples
    --------
    >>> from boardgames.core.gametype import GameType
    >>> record = GameType(name="coin", title="Coin", engine="mygames.coin", min_players=2,
    ...                   max_players=2, default_players=2, cooperative=False,
    ...                   hidden_information=False, bots={"random": "boardgames.bots:RandomBot"},
    ...                   default_bot="random", strong_bot="random",
    ...                   play_app="mygames.coin:CoinApp")
    >>> record.bot("best"), record.opponents
    ('random', 1)
    >>> GameType(name="coin", title="Coin", engine="mygames.coin", min_players=3,
    ...          max_players=2, default_players=2, cooperative=False,
    ...          hidden_information=False, bots={"random": "boardgames.bots:RandomBot"},
    ...          default_bot="random", strong_bot="random", play_app="mygames.coin:CoinApp")
    Traceback (most recent call last):
        ...
    ValueError: game type 'coin': the players must satisfy 1 <= min_players <= default_players <= max_players, not 3, 2, 2
    """

    name: str
    title: str
    engine: str
    min_players: int
    max_players: int
    default_players: int
    cooperative: bool
    hidden_information: bool
    bots: Mapping[str, str]
    default_bot: str
    strong_bot: str
    play_app: str
    chance: str = "explicit"
    bot_aliases: Mapping[str, str] = field(default_factory=dict)
    default_opponents: int | None = None
    description: str = ""
    team: str = "the team"
    win_verb: str = "wins"
    rollout_bot: str | None = None
    outcomes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        name = _text("a game type", "its name", self.name)
        if not _NAME.match(name):
            raise ValueError(f"game type {name!r}: the name is lower-case words joined by '-'")
        owner = f"game type {name!r}"
        _text(owner, "the title", self.title)
        _text(owner, "the engine", self.engine)
        if not _MODULE.match(self.engine):
            raise ValueError(f"{owner}: the engine is a dotted module name, not {self.engine!r}")
        low, high, usual = (_whole(owner, "min_players", self.min_players),
                            _whole(owner, "max_players", self.max_players),
                            _whole(owner, "default_players", self.default_players))
        if not 1 <= low <= usual <= high:
            raise ValueError(f"{owner}: the players must satisfy 1 <= min_players <= "
                             f"default_players <= max_players, not {low}, {usual}, {high}")
        _flag(owner, "cooperative", self.cooperative)
        _flag(owner, "hidden_information", self.hidden_information)
        _text(owner, "chance", self.chance)
        if self.chance not in CHANCE_MODES:
            raise ValueError(f"{owner}: chance is one of {', '.join(CHANCE_MODES)}, "
                             f"not {self.chance!r}")
        bots = _names(owner, "bots", self.bots)
        for bot, target in bots.items():
            _target(owner, f"bots[{bot!r}]", target)
        if "random" not in bots:
            raise ValueError(f"{owner}: the bots must offer 'random'")
        for what in ("default_bot", "strong_bot"):
            value = _text(owner, what, getattr(self, what))
            if value not in bots:
                raise ValueError(f"{owner}: {what} {value!r} is not one of its bots "
                                 f"({', '.join(bots)})")
        aliases = _names(owner, "bot_aliases", self.bot_aliases)
        for alias, bot in aliases.items():
            if alias in bots or alias in ("strong", "best"):
                raise ValueError(f"{owner}: the alias {alias!r} hides a bot name")
            if bot not in bots:
                raise ValueError(f"{owner}: the alias {alias!r} names {bot!r}, which is not "
                                 f"one of its bots ({', '.join(bots)})")
        if self.default_opponents is not None:
            opponents = _whole(owner, "default_opponents", self.default_opponents)
            if not 0 <= opponents < high:
                raise ValueError(f"{owner}: default_opponents is between 0 and "
                                 f"{high - 1}, not {opponents}")
        _target(owner, "play_app", self.play_app)
        _text(owner, "the description", self.description, empty=True)
        _text(owner, "team", self.team)
        _text(owner, "win_verb", self.win_verb)
        if self.rollout_bot is not None and _text(owner, "rollout_bot",
                                                  self.rollout_bot) not in bots:
            raise ValueError(f"{owner}: rollout_bot {self.rollout_bot!r} is not one of its "
                             f"bots ({', '.join(bots)})")
        if not isinstance(self.outcomes, tuple):
            raise TypeError(f"{owner}: outcomes is a tuple of words, not "
                            f"{type(self.outcomes).__name__}")
        for word in self.outcomes:
            _text(owner, "an outcome", word)
        if len(set(self.outcomes)) != len(self.outcomes):
            raise ValueError(f"{owner}: outcomes names an outcome twice")
        # a frozen record holds read-only copies (the caller's dicts stay theirs)
        object.__setattr__(self, "bots", MappingProxyType(bots))
        object.__setattr__(self, "bot_aliases", MappingProxyType(aliases))

    @property
    def opponents(self) -> int:
        """How many bot seats ``play()`` fills when none are named."""
        if self.default_opponents is not None:
            return self.default_opponents
        return self.default_players - 1

    def bot_names(self) -> list[str]:
        """The bot names in menu order (aliases left out).

        >>> from boardgames.core.gametype import game_type
        >>> game_type("catan").bot_names()
        ['random', 'greedy', 'search']
        """
        return list(self.bots)

    def bot(self, name: str) -> str:
        """The bot that ``name`` means: a bot name, an alias, or ``"strong"``/``"best"``.

        >>> from boardgames.core.gametype import game_type
        >>> game_type("catan").bot("Strong")
        'search'
        >>> game_type("catan").bot("smart")
        Traceback (most recent call last):
            ...
        ValueError: unknown bot 'smart' for catan; choose one of random, greedy, search
        """
        key = name.strip().lower() if isinstance(name, str) else name
        if key in ("strong", "best"):
            return self.strong_bot
        if isinstance(key, str) and key in self.bots:
            return key
        if isinstance(key, str) and key in self.bot_aliases:
            return self.bot_aliases[key]
        raise ValueError(f"unknown bot {name!r} for {self.name}; choose one of "
                         + ", ".join(self.bots))

    def bot_factory(self, name: str) -> Any:
        """The callable that makes the bot ``name`` (imports its module).

        >>> from boardgames.core.gametype import game_type
        >>> game_type("catan").bot_factory("random")(seed=1)
        RandomBot()
        """
        return _resolve(self.bots[self.bot(name)])

    def app_class(self) -> Any:
        """The play app class (imports its module, which brings the widgets).

        >>> from boardgames.core.gametype import game_type
        >>> game_type("forbidden-jungle").app_class().__name__
        'JungleApp'
        """
        return _resolve(self.play_app)

    @property
    def playout_bot(self) -> str:
        """The bot ``win_chance`` plays positions out with (``rollout_bot`` or the strong one)."""
        return self.strong_bot if self.rollout_bot is None else self.rollout_bot

    def win_phrase(self, seat: int | None = None) -> str:
        """How a win reads: the team's in a cooperative game, else seat ``seat``'s.

        >>> from boardgames.core.gametype import game_type
        >>> game_type("catan").win_phrase(1)
        'seat 1 wins'
        """
        if self.cooperative:
            return f"{self.team} {self.win_verb}"
        return f"{'a seat' if seat is None else f'seat {seat}'} {self.win_verb}"


_TYPES: dict[str, GameType] = {}
_LINES: dict[str, str] = {}     # catalogue lines whose record is not imported yet


def register_game_type(record: GameType) -> GameType:
    """Make the package know ``record`` (registering a name again replaces its record).

    The engine itself registers its factory and loader with
    :func:`~boardgames.core.game.register` when ``record.engine`` is imported;
    :mod:`boardgames` stands a lazy factory in for it until then.

    >>> from boardgames.core.gametype import (GameType, forget_game_type, game_type,
    ...                                       register_game_type)
    >>> record = GameType(name="coin", title="Coin", engine="mygames.coin", min_players=2,
    ...                   max_players=2, default_players=2, cooperative=False,
    ...                   hidden_information=False, bots={"random": "boardgames.bots:RandomBot"},
    ...                   default_bot="random", strong_bot="random",
    ...                   play_app="mygames.coin:CoinApp")
    >>> register_game_type(record) is game_type("coin")
    True
    >>> forget_game_type("coin")
    """
    if not isinstance(record, GameType):
        raise TypeError(f"a game type is a GameType, not {type(record).__name__}")
    _TYPES[record.name] = record
    _LINES.pop(record.name, None)
    return record


def forget_game_type(name: str) -> None:
    """Forget the record of ``name`` (see :func:`boardgames.core.game.unregister`).

    >>> from boardgames.core.gametype import catalogued, forget_game_type
    >>> forget_game_type("no-such-game")          # an unknown name is ignored
    >>> "no-such-game" in catalogued()
    False
    """
    _TYPES.pop(name, None)
    _LINES.pop(name, None)


def add_catalogue(lines: Mapping[str, str]) -> None:
    """Know the games of a catalogue: name -> ``"module:NAME"`` of its record.

    Nothing is imported now: a record is imported the first time :func:`game_type` asks
    for it, so listing the games stays cheap.

    >>> from boardgames.core.gametype import add_catalogue, catalogued, forget_game_type
    >>> add_catalogue({"coin": "mygames.coin.gametype:COIN"})      # nothing imported
    >>> "coin" in catalogued()
    True
    >>> forget_game_type("coin")
    """
    for name, line in lines.items():
        _target("the catalogue", f"the line of {name!r}", line)
        if name not in _TYPES:
            _LINES[name] = line


def catalogued() -> list[str]:
    """The names of every known game (records imported or not), in alphabetical order.

    >>> from boardgames.core.gametype import catalogued
    >>> catalogued()[:3]
    ['catan', 'catan-jungle', 'forbidden-jungle']
    """
    return sorted(set(_TYPES) | set(_LINES))


def game_type(name: str) -> GameType:
    """The record of the game ``name``; an unknown name raises ValueError.

    >>> from boardgames.core.gametype import game_type
    >>> game_type("catan").title, game_type("catan").strong_bot
    ('Catan', 'search')
    """
    if isinstance(name, str) and name in _TYPES:
        return _TYPES[name]
    if not isinstance(name, str) or name not in _LINES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(catalogued())}")
    line = _LINES[name]
    record = _resolve(line)
    if not isinstance(record, GameType):
        raise TypeError(f"the catalogue line {line!r} names a {type(record).__name__}, "
                        "not a GameType")
    if record.name != name:
        raise ValueError(f"the catalogue line of {name!r} names the record of {record.name!r}")
    return register_game_type(record)


def game_types() -> list[GameType]:
    """Every known record, in the order of their names (imports each record module).

    >>> from boardgames.core.gametype import game_types
    >>> [record.cooperative for record in game_types()][:3]
    [False, False, True]
    """
    return [game_type(name) for name in catalogued()]


__all__ = ["CHANCE_MODES", "GameType", "add_catalogue", "catalogued", "forget_game_type",
           "game_type", "game_types",
           "register_game_type"]
