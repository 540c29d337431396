"""One declaration of a game's state: the field specification every engine shares.

An engine lists its state once, as a :class:`Spec` of :class:`Field` records: each
field's name, its shape, its bounds (functions of a *sizes* object, since they depend
on the game: the number of players, the board, the ruleset), whether it is saved,
derived from the saved fields, or shared between copies, and the words an error
message calls it.  The specification then drives what the engine would otherwise
write out field by field:

* ``__slots__``: :meth:`Spec.slots`;
* ``copy()``: :meth:`Spec.copy_into` (numbers and tuples shared, lists and rows copied);
* ``state_dict()``: :meth:`Spec.save` (the declared fields as JSON-ready values);
* the loader and the staging checks: :meth:`Spec.check_keys`, :meth:`Spec.read` and
  :meth:`Spec.load_into`, one error sentence per bad field, raised through the caller's
  ``error`` (a :class:`~boardgames.core.errors.SaveFileError` for a save).

Shapes:

``int``    a whole number from ``lo`` to ``hi`` (``none_ok``: or None)
``bool``   True or False
``choice`` one of ``choices``
``ints``   a list of ``length`` whole numbers from ``lo`` to ``hi`` (a tuple in the state
           when ``as_tuple``; ``none_ok``: or None)
``bools``  a list of ``length`` True/False values
``rows``   one list per seat (``rows`` sizes attribute, default ``n``), each ``length``
           whole numbers from ``lo`` to ``hi``
``custom`` read by the field's own ``reader`` (or by the engine's own code), copied by
           its ``copier`` (or shared)

Roles: ``saved`` (in the save, the default), ``derived`` (rebuilt from the saved fields,
never saved) and ``shared`` (the same object in every copy, e.g. a board's lookups; never
saved by the loop).

Examples
--------
>>> from dataclasses import dataclass
>>> from boardgames.core.fields import Field, Spec, const
>>> @dataclass(frozen=True)
... class Sizes:
...     n: int
>>> SPEC = Spec((
...     Field("scores", "ints", "the scores", const(0), const(100), lambda z: z.n),
...     Field("turn", "int", "the turn number", const(0), const(10**6)),
...     Field("over", "bool", "over must be true or false"),
... ))
>>> SPEC.slots("_cache")
('scores', 'turn', 'over', '_cache')
>>> class State:
...     __slots__ = SPEC.slots()
>>> state = SPEC.load_into(State(), {"scores": [3, 7], "turn": 4, "over": False}, Sizes(2))
>>> SPEC.save(state)
{'scores': [3, 7], 'turn': 4, 'over': False}
>>> SPEC.load_into(State(), {"scores": [3, 700], "turn": 4, "over": False}, Sizes(2))
Traceback (most recent call last):
    ...
ValueError: the scores holds 700, not a whole number from 0 to 100
>>> SPEC.check_keys({"scores": [], "turn": 0})
Traceback (most recent call last):
    ...
ValueError: the state's fields are wrong (missing ['over'], unknown [])
>>> twin = SPEC.copy_into(state, State())
>>> twin.scores[0] = 9
>>> state.scores, twin.scores
([3, 7], [9, 7])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .checks import Error, read_int, read_ints

Bound = Callable[[Any], int]
"""A bound or a length: a function of the engine's sizes object."""

SHAPES = ("int", "bool", "choice", "ints", "bools", "rows", "custom")
ROLES = ("saved", "derived", "shared")


def const(k: int) -> Bound:
    """A bound that does not depend on the sizes.

    >>> from boardgames.core.fields import const
    >>> const(6)(None)
    6
    """
    return lambda _sizes: k


@dataclass(frozen=True)
class Field:
    """One field of a game's state (see the module's description of shapes and roles)."""

    name: str
    shape: str
    what: str = ""                 # what an error message calls it ("{v!r}": the bad value)
    lo: Bound | None = None
    hi: Bound | None = None
    length: Bound | None = None
    none_ok: bool = False
    choices: tuple = ()
    as_tuple: bool = False
    role: str = "saved"
    rows: str = "n"                # ``rows``: the sizes attribute that counts the rows
    reader: Callable[[Any, Any, Error], Any] | None = None   # custom: (value, sizes, error)
    copier: Callable[[Any], Any] | None = None                # custom: an independent copy

    def __post_init__(self) -> None:
        if self.shape not in SHAPES:
            raise ValueError(f"field {self.name!r}: unknown shape {self.shape!r}")
        if self.role not in ROLES:
            raise ValueError(f"field {self.name!r}: unknown role {self.role!r}")
        numeric = self.shape in ("int", "ints", "rows")
        if numeric and (self.lo is None or self.hi is None):
            raise ValueError(f"field {self.name!r}: a {self.shape} field needs lo and hi")
        if self.shape in ("ints", "bools", "rows") and self.length is None:
            raise ValueError(f"field {self.name!r}: a {self.shape} field needs a length")
        if self.shape == "choice" and not self.choices:
            raise ValueError(f"field {self.name!r}: a choice field needs its choices")

    def read(self, value: Any, sizes: Any, error: Error = ValueError) -> Any:
        """``value`` checked against this field's declaration, as the state holds it.

        A bad value raises ``error`` with one sentence naming the field.

        >>> from boardgames.core.fields import Field, const
        >>> Field("last_roll", "ints", "the last roll", const(1), const(6), const(2),
        ...       none_ok=True, as_tuple=True).read([3, 4], None)
        (3, 4)
        >>> Field("phase", "choice", "unknown phase {v!r}", choices=("main",)).read("x", None)
        Traceback (most recent call last):
            ...
        ValueError: unknown phase 'x'
        """
        if self.none_ok and value is None:
            return None
        shape = self.shape
        if shape == "int":
            return read_int(value, self.what, _b(self.lo, sizes), _b(self.hi, sizes), error)
        if shape == "ints":
            out = read_ints(value, self.what, _b(self.length, sizes), _b(self.lo, sizes),
                            _b(self.hi, sizes), error)
            return tuple(out) if self.as_tuple else out
        if shape == "rows":
            count = getattr(sizes, self.rows)
            if not isinstance(value, list) or len(value) != count:
                raise error(f"expected one entry per player ({count})")
            length, lo, hi = _b(self.length, sizes), _b(self.lo, sizes), _b(self.hi, sizes)
            return [read_ints(row, self.what, length, lo, hi, error) for row in value]
        if shape == "bools":
            if not isinstance(value, list) or len(value) != _b(self.length, sizes) or not all(
                    isinstance(x, bool) for x in value):
                raise error(self.what)
            return list(value)
        if shape == "bool":
            if not isinstance(value, bool):
                raise error(self.what)
            return value
        if shape == "choice":
            if not isinstance(value, str) or value not in self.choices:
                raise error(self.what.format(v=value))
            return value
        if self.reader is None:
            raise TypeError(f"field {self.name!r} is read by its engine's own code")
        return self.reader(value, sizes, error)

    def plain(self, value: Any) -> Any:
        """``value`` as JSON-ready data (lists for tuples; custom fields as they are).

        >>> from boardgames.core.fields import Field, const
        >>> Field("last_roll", "ints", "the last roll", const(1), const(6), const(2),
        ...       as_tuple=True).plain((3, 4))
        [3, 4]
        """
        if value is None or self.shape in ("int", "bool", "choice", "custom"):
            return value
        if self.shape == "rows":
            return [list(row) for row in value]
        return list(value)


def _b(bound: Bound | None, sizes: Any) -> int | None:
    return None if bound is None else bound(sizes)


class Spec:
    """A game's state declared once: an ordered tuple of :class:`Field` records.

    ``shared``, ``lists``, ``rows`` and ``custom`` are the names :meth:`copy_into` shares,
    copies as a list, copies row by row and copies through the field's ``copier``; an
    engine whose ``copy()`` is hot may loop over them itself.
    """

    def __init__(self, fields: Iterable[Field]) -> None:
        self.fields: tuple[Field, ...] = tuple(fields)
        self.by_name: Mapping[str, Field] = {f.name: f for f in self.fields}
        if len(self.by_name) != len(self.fields):
            raise ValueError("a field is declared twice")
        self.saved: frozenset[str] = frozenset(f.name for f in self.fields if f.role == "saved")
        self.plain_fields: tuple[Field, ...] = tuple(
            f for f in self.fields if f.role == "saved" and f.shape != "custom")
        self.shared: tuple[str, ...] = tuple(
            f.name for f in self.fields
            if f.role == "shared" or f.shape in ("int", "bool", "choice")
            or (f.shape == "ints" and f.as_tuple) or (f.shape == "custom" and f.copier is None))
        self.lists: tuple[str, ...] = tuple(
            f.name for f in self.fields
            if f.role != "shared" and f.shape in ("ints", "bools") and not f.as_tuple)
        self.rows: tuple[str, ...] = tuple(
            f.name for f in self.fields if f.role != "shared" and f.shape == "rows")
        self.custom: tuple[tuple[str, Callable[[Any], Any]], ...] = tuple(
            (f.name, f.copier) for f in self.fields
            if f.role != "shared" and f.shape == "custom" and f.copier is not None)

    def __iter__(self) -> Any:
        return iter(self.fields)

    def __getitem__(self, name: str) -> Field:
        return self.by_name[name]

    def slots(self, *extra: str) -> tuple[str, ...]:
        """The names for ``__slots__``: every field, then ``extra`` (caches, lookups).

        >>> from boardgames.core.fields import Field, Spec, const
        >>> spec = Spec([Field("hand", "ints", "a hand", const(0), const(9), const(2)),
        ...              Field("turn", "int", "the turn", const(0), const(99))])
        >>> class S:
        ...     __slots__ = spec.slots()
        >>> spec.slots("_cache")
        ('hand', 'turn', '_cache')
        """
        return (*(f.name for f in self.fields), *extra)

    def copy_into(self, src: Any, dst: Any) -> Any:
        """Copy every declared field of ``src`` onto ``dst`` (independent lists); ``dst``.

        >>> from boardgames.core.fields import Field, Spec, const
        >>> spec = Spec([Field("hand", "ints", "a hand", const(0), const(9), const(2)),
        ...              Field("turn", "int", "the turn", const(0), const(99))])
        >>> class S:
        ...     __slots__ = spec.slots()
        >>> a = spec.load_into(S(), {"hand": [1, 2], "turn": 3}, None)
        >>> b = spec.copy_into(a, S())
        >>> b.hand.append(5)
        >>> a.hand, b.hand, b.turn
        ([1, 2], [1, 2, 5], 3)
        """
        for name in self.shared:
            setattr(dst, name, getattr(src, name))
        for name in self.lists:
            value = getattr(src, name)
            setattr(dst, name, None if value is None else value[:])
        for name in self.rows:
            setattr(dst, name, [row[:] for row in getattr(src, name)])
        for name, copier in self.custom:
            setattr(dst, name, copier(getattr(src, name)))
        return dst

    def save(self, obj: Any) -> dict[str, Any]:
        """The saved, non-custom fields of ``obj`` as JSON-ready values, in declared order.

        >>> from boardgames.core.fields import Field, Spec, const
        >>> spec = Spec([Field("hand", "ints", "a hand", const(0), const(9), const(2)),
        ...              Field("turn", "int", "the turn", const(0), const(99))])
        >>> class S:
        ...     __slots__ = spec.slots()
        >>> spec.save(spec.load_into(S(), {"hand": [1, 2], "turn": 3}, None))
        {'hand': [1, 2], 'turn': 3}
        """
        return {f.name: f.plain(getattr(obj, f.name, None)) for f in self.plain_fields}

    def check_keys(self, data: Any, error: Error = ValueError) -> dict:
        """``data`` if it is a dict holding exactly the saved fields, else one ``error``.

        >>> from boardgames.core.fields import Field, Spec, const
        >>> spec = Spec([Field("hand", "ints", "a hand", const(0), const(9), const(2)),
        ...              Field("turn", "int", "the turn", const(0), const(99))])
        >>> class S:
        ...     __slots__ = spec.slots()
        >>> spec.check_keys({"hand": [], "turn": 0, "extra": 1})
        Traceback (most recent call last):
            ...
        ValueError: the state's fields are wrong (missing [], unknown ['extra'])
        """
        if not isinstance(data, dict):
            raise error("the state is not an object")
        keys = set(data)
        if keys != self.saved:
            raise error(f"the state's fields are wrong (missing {sorted(self.saved - keys)}, "
                        f"unknown {sorted(map(str, keys - self.saved))[:5]})")
        return data

    def read(self, data: Mapping[str, Any], name: str, sizes: Any,
             error: Error = ValueError) -> Any:
        """Field ``name`` of the saved ``data``, checked against its declaration.

        >>> from boardgames.core.fields import Field, Spec, const
        >>> spec = Spec([Field("hand", "ints", "a hand", const(0), const(9), const(2)),
        ...              Field("turn", "int", "the turn", const(0), const(99))])
        >>> class S:
        ...     __slots__ = spec.slots()
        >>> spec.read({"turn": 100}, "turn", None)
        Traceback (most recent call last):
            ...
        ValueError: the turn must be a whole number from 0 to 99, not 100
        """
        return self.by_name[name].read(data[name], sizes, error)

    def load_into(self, obj: Any, data: Mapping[str, Any], sizes: Any,
                  error: Error = ValueError, names: Iterable[str] | None = None) -> Any:
        """Read the saved fields ``names`` (default: every saved field with a reader) of
        ``data`` onto ``obj`` in declared order; the first bad one raises ``error``.

        >>> from boardgames.core.fields import Field, Spec, const
        >>> spec = Spec([Field("hand", "ints", "a hand", const(0), const(9), const(2)),
        ...              Field("turn", "int", "the turn", const(0), const(99))])
        >>> class S:
        ...     __slots__ = spec.slots()
        >>> spec.load_into(S(), {"hand": [1, 2], "turn": 3}, None).hand
        [1, 2]
        """
        chosen = self.fields if names is None else [self.by_name[n] for n in names]
        for f in chosen:
            if f.role == "saved" and (f.shape != "custom" or f.reader is not None):
                setattr(obj, f.name, f.read(data[f.name], sizes, error))
        return obj
