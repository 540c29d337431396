"""Game options declared as data, and checked in one place.

Each game lists its options once, as :class:`Option` records (the model is
OpenSpiel's parameter specification): a name, what it means, its default and
what values it takes.  :func:`~boardgames.core.game.new_game` checks every
option a caller passes against that list before the engine sees it, and the
loaders check a save's options with the same :meth:`OptionSpec.check`, so a
bad option is refused with the same sentence whichever way it arrives.

>>> from boardgames.core.options import Option, OptionSpec
>>> spec = OptionSpec("dice-game", [
...     Option("players", "how many play", default=2, kind=int, low=2, high=5),
...     Option("speed", "how fast the bots play", default="normal",
...            choices=("slow", "normal", "instant")),
... ])
>>> spec.check({"players": 3})
{'players': 3, 'speed': 'normal'}
>>> spec.check({"players": True})
Traceback (most recent call last):
...
ValueError: dice-game's option players is a whole number from 2 to 5, not True

Some options are structured (a Forbidden Jungle layout, a threat meter): for
those ``check`` names the engine's own function that checks them, and the
spec only says what they are.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .checks import short

__all__ = ["Option", "OptionSpec"]

_MISSING = object()


@dataclass(frozen=True)
class Option:
    """One option of a game: its name, meaning, default and the values it takes.

    * ``kind``: the Python type a value must have (``int`` never accepts
      ``True``/``False``), or None for "any" (then ``check`` decides);
    * ``choices``: the only values allowed, if listed;
    * ``low``/``high``: bounds for a whole number;
    * ``none_ok``: None is allowed (meaning "the default" or "unlimited", as
      ``doc`` says);
    * ``why``: a reason added to the refusal ("never 2, 6, 8 or 12: ...");
    * ``check``: a function that raises ValueError for a bad value (used for
      structured options and for rules that depend on other options).
    """

    name: str
    doc: str
    default: Any = None
    kind: type | None = None
    choices: tuple | None = None
    low: int | None = None
    high: int | None = None
    none_ok: bool = False
    why: str = ""
    check: Callable[[Any], Any] | None = field(default=None, compare=False)

    def describe(self) -> str:
        """The values this option takes, in words ("a whole number from 2 to 5").

        Examples
        --------
        >>> from boardgames.core.options import Option
        >>> Option("target", "victory points to win", kind=int, low=3, high=22,
        ...        none_ok=True).describe()
        'a whole number from 3 to 22, or None'
        >>> Option("layout", "the board", "random", str, choices=("beginner", "random")).describe()
        "one of 'beginner' or 'random'"
        """
        if self.choices == ():
            return "always None"
        if self.choices is not None:
            items = [repr(c) for c in self.choices]
            words = items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]
            return f"one of {words}" + (", or None" if self.none_ok else "")
        if self.kind is int:
            if self.low is not None and self.high is not None:
                text = f"a whole number from {self.low} to {self.high}"
            elif self.low is not None:
                text = f"a whole number of at least {self.low}"
            else:
                text = "a whole number"
        elif self.kind is str:
            text = "a name"
        elif self.kind is not None:
            text = f"a {self.kind.__name__}"
        else:
            return self.doc
        return text + (", or None" if self.none_ok else "")

    def accepts(self, value: Any) -> bool:
        """True when ``value`` has the declared type, is one of the choices and within bounds.

        Examples
        --------
        >>> from boardgames.core.options import Option
        >>> target = Option("target", "victory points to win", kind=int, low=3, high=22,
        ...                 none_ok=True)
        >>> target.accepts(10), target.accepts(None), target.accepts(30), target.accepts(True)
        (True, True, False, False)
        """
        if value is None:
            return self.none_ok
        if self.kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            return False
        if self.kind is not None and self.kind is not int and not isinstance(value, self.kind):
            return False
        if self.choices is not None:
            try:
                if value not in self.choices:
                    return False
            except TypeError:          # an unhashable value is not a choice
                return False
            if any(type(c) is not type(value) for c in self.choices if c == value):
                return False           # True == 1, but True is not the choice 1
        if self.low is not None and value < self.low:
            return False
        return not (self.high is not None and value > self.high)


class OptionSpec:
    """The options of one game, in order, checked by :meth:`check`."""

    def __init__(self, game: str, options: Iterable[Option]):
        self.game = game
        self.options: dict[str, Option] = {}
        for opt in options:
            if opt.name in self.options:
                raise ValueError(f"{game} declares the option {opt.name!r} twice")
            self.options[opt.name] = opt

    def __iter__(self):
        return iter(self.options.values())

    def __contains__(self, name: object) -> bool:
        return name in self.options

    def names(self) -> frozenset[str]:
        """The option names, as a set.

        Examples
        --------
        >>> from boardgames.core.options import Option, OptionSpec
        >>> spec = OptionSpec("dice-game", [
        ...     Option("players", "how many play", default=2, kind=int, low=2, high=5),
        ...     Option("speed", "how fast the bots play", default="normal",
        ...            choices=("slow", "normal", "instant")),
        ... ])
        >>> sorted(spec.names())
        ['players', 'speed']
        >>> "colour" in spec.names()
        False
        """
        return frozenset(self.options)

    def defaults(self) -> dict[str, Any]:
        """``{name: default}`` for every option, in the declared order.

        Examples
        --------
        >>> from boardgames.core.options import Option, OptionSpec
        >>> spec = OptionSpec("dice-game", [
        ...     Option("players", "how many play", default=2, kind=int, low=2, high=5),
        ...     Option("speed", "how fast the bots play", default="normal",
        ...            choices=("slow", "normal", "instant")),
        ... ])
        >>> spec.defaults()
        {'players': 2, 'speed': 'normal'}
        """
        return {o.name: o.default for o in self}

    def check(self, values: Mapping[str, Any]) -> dict[str, Any]:
        """Every option filled in (defaults for those not given), or ValueError naming the first bad one.

        Unknown names are refused; each value must be accepted by its option,
        then its ``check`` function (if any) runs.  ``values`` is not changed.

        Examples
        --------
        >>> from boardgames.core.options import Option, OptionSpec
        >>> spec = OptionSpec("dice-game", [
        ...     Option("players", "how many play", default=2, kind=int, low=2, high=5),
        ...     Option("speed", "how fast the bots play", default="normal",
        ...            choices=("slow", "normal", "instant")),
        ... ])
        >>> spec.check({"speed": "slow"})
        {'players': 2, 'speed': 'slow'}
        >>> spec.check({"speed": "fast"})
        Traceback (most recent call last):
            ...
        ValueError: dice-game's option speed is one of 'slow', 'normal' or 'instant', not 'fast'
        >>> spec.check({"colour": "red"})
        Traceback (most recent call last):
            ...
        ValueError: dice-game has no option 'colour'; its options are players, speed
        """
        if not isinstance(values, Mapping):
            raise ValueError(f"{self.game}'s options are a mapping of names to values, "
                             f"not {type(values).__name__}")
        unknown = sorted(repr(k) for k in values if k not in self.options)
        if unknown:
            raise ValueError(f"{self.game} has no option {', '.join(unknown)}; its options are "
                             f"{', '.join(self.options)}")
        out = {}
        for opt in self:
            value = values.get(opt.name, _MISSING)
            if value is _MISSING:
                out[opt.name] = opt.default
                continue
            if not opt.accepts(value):
                why = f" ({opt.why})" if opt.why else ""
                raise ValueError(f"{self.game}'s option {opt.name} is {opt.describe()}, "
                                 f"not {_short(value)}{why}")
            if opt.check is not None and value is not None:
                opt.check(value)
            out[opt.name] = value
        return out

    def table(self) -> list[dict[str, Any]]:
        """The options as rows (name, default, values, meaning): for a notebook or the docs.

        Examples
        --------
        >>> from boardgames.core.options import Option, OptionSpec
        >>> spec = OptionSpec("dice-game", [
        ...     Option("players", "how many play", default=2, kind=int, low=2, high=5),
        ...     Option("speed", "how fast the bots play", default="normal",
        ...            choices=("slow", "normal", "instant")),
        ... ])
        >>> for row in spec.table():
        ...     print(row["name"], "|", row["default"], "|", row["values"], "|", row["meaning"])
        players | 2 | a whole number from 2 to 5 | how many play
        speed | normal | one of 'slow', 'normal' or 'instant' | how fast the bots play
        """
        return [{"name": o.name, "default": o.default, "values": o.describe(), "meaning": o.doc}
                for o in self]


def _short(value: Any, n: int = 80) -> str:
    return short(value, n)
