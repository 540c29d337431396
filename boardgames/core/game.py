"""What every game in the package has in common.

A game is a rules engine: it lists :meth:`Game.legal_actions`, checks and
applies an action with :meth:`Game.apply`, and shows each player what they may
see with :meth:`Game.view`.  Everything random goes through the game's
:class:`~boardgames.core.chance.ChanceSource`, so a teacher can ask what an
action might lead to (:meth:`Game.chance_of`) or decide it (:meth:`Game.force`).
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar

from .chance import ChanceEvent, ChanceSource, _Probe
from .errors import IllegalAction, SaveFileError

FORMAT = "boardgames-save"
FORMAT_VERSION = 1
MAX_SAVE_BYTES = 20_000_000

_LOADERS: dict[str, Callable[[dict], Game]] = {}
_FACTORIES: dict[str, Callable[..., Game]] = {}


def register(name: str, factory: Callable[..., Game], loader: Callable[[dict], Game]) -> None:
    """Make ``new_game(name, ...)`` and ``load_game`` know a game."""
    _FACTORIES[name] = factory
    _LOADERS[name] = loader


def game_names() -> list[str]:
    return sorted(_FACTORIES)


def new_game(name: str, **options: Any) -> Game:
    """Start a new game, e.g. ``new_game("catan", players=4, seed=1)``."""
    try:
        factory = _FACTORIES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(game_names())}") from None
    return factory(**options)


def load_game(text: str | bytes) -> Game:
    """Rebuild a game from :meth:`Game.to_json` text.

    Only JSON is parsed, never code.  Anything wrong (not JSON, another format,
    an unknown game, a checksum that does not match because the file was
    edited, or a state that breaks the rules) raises :class:`SaveFileError`.
    """
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError("this saved game is not UTF-8 text") from None
    if not isinstance(text, str):
        raise SaveFileError("a saved game is JSON text")
    if len(text) > MAX_SAVE_BYTES:
        raise SaveFileError("this saved game is too large to be a real game")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise SaveFileError(f"this saved game is not valid JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("this is not a boardgames saved game")
    if data.get("version") != FORMAT_VERSION:
        raise SaveFileError(f"saved game version {data.get('version')!r} is not supported")
    name, state, digest = data.get("game"), data.get("state"), data.get("digest")
    if name not in _LOADERS:
        raise SaveFileError(f"this saved game is of an unknown game {name!r}")
    if not isinstance(state, dict):
        raise SaveFileError("the saved game has no state")
    if digest != _digest(name, state):
        raise SaveFileError("the saved game's checksum does not match its contents: "
                            "it was edited or damaged")
    try:
        return _LOADERS[name](state)
    except SaveFileError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise SaveFileError(f"the saved game's state is malformed ({type(exc).__name__}: {exc})") from None


def _canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def _digest(name: str, state: dict) -> str:
    return hashlib.sha256((name + "\n" + _canonical(state)).encode()).hexdigest()


class Game(ABC):
    """Base class of every engine.  Subclasses implement the abstract methods."""

    name: ClassVar[str]
    chance: ChanceSource

    # -- the rules ----------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list:
        """Every action the current player may take now (trade offers excepted)."""

    @abstractmethod
    def _apply(self, action: Any) -> None:
        """Check ``action`` against the rules, raise IllegalAction before any change, apply it."""

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

    @abstractmethod
    def view(self, player: int | None = None) -> dict:
        """What ``player`` may see (None: what everyone may see)."""

    @abstractmethod
    def state_dict(self) -> dict:
        """The whole state as JSON-ready plain data."""

    @abstractmethod
    def copy(self) -> Game: ...

    # -- shared machinery --------------------------------------------------
    def apply(self, action: Any, *, outcome: Any = None) -> None:
        """Apply ``action`` for the current player.

        ``outcome`` forces the first chance event the action triggers, e.g.
        ``game.apply(Roll(), outcome=7)``.  An illegal action (or an impossible
        forced outcome) raises :class:`IllegalAction` and changes nothing.
        """
        if outcome is not None:
            event = self.chance_of(action)
            if event is None:
                raise IllegalAction(f"{action} involves no chance, so there is no outcome to force")
            self.chance.forced.insert(0, (event.kind, outcome))
        if self.chance.forced:
            # A forced outcome is only checked when the event happens, part-way
            # through the action: keep a copy so that a bad one changes nothing.
            backup = self.copy()
            try:
                self._apply(action)
            except IllegalAction:
                if outcome is not None:
                    backup.chance.forced.pop(0)
                self._restore(backup)
                raise
        else:
            self._apply(action)

    def _restore(self, other: Game) -> None:
        self.__dict__.update(other.__dict__)

    def force(self, kind: str, outcome: Any) -> None:
        """Decide the next chance event of this ``kind`` (e.g. ``force("dice", 7)``).

        Forced outcomes are used in the order given.  A forced outcome that
        turns out impossible makes that action illegal and changes nothing.
        """
        self.chance.forced.append((kind, outcome))

    def chance_of(self, action: Any) -> ChanceEvent | None:
        """The first chance event ``action`` would trigger now, or None.

        The game is not changed: the action is tried on a copy that stops at
        the first random event.
        """
        probe = self.copy()
        probe.chance.forced = []
        probe.chance.probing = True
        try:
            probe._apply(action)
        except _Probe as found:
            return found.event
        return None

    def to_json(self) -> str:
        """The whole game as JSON text; :func:`load_game` gives it back exactly."""
        state = self.state_dict()
        return json.dumps({"format": FORMAT, "version": FORMAT_VERSION, "game": self.name,
                           "digest": _digest(self.name, state), "state": state},
                          sort_keys=True, separators=(",", ":"))

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.to_json() == self.to_json()

    __hash__ = None  # type: ignore[assignment]

