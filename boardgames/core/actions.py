"""Actions as plain data: immutable, hashable, readable, and JSON round-trippable.

Each game defines its actions as frozen dataclasses whose fields are ints,
strings, None or tuples of those.  :func:`encode` turns one into a JSON list
``[class name, field, ...]``; :func:`decode` checks the class against the
game's own list of action classes and the field types before building it, so
a saved game can never make the loader build anything else.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .errors import IllegalAction, SaveFileError

_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def encode(action: Any) -> list:
    """``action`` as a JSON list: its class name, then its fields (tuples become lists).

    Examples
    --------
    >>> import json
    >>> from boardgames.core.actions import encode
    >>> from boardgames.settlers.actions import MoveRobber, OfferTrade
    >>> encode(MoveRobber(tile="D", victim=1))
    ['MoveRobber', 'D', 1]
    >>> json.dumps(encode(OfferTrade(give=(("brick", 2),), get=(("ore", 1),), to=None)))
    '["OfferTrade", [["brick", 2]], [["ore", 1]], null]'
    """
    cls = type(action)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(action))
    return [cls.__name__] + [_enc(getattr(action, n)) for n in names]


def _enc(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_enc(x) for x in v]
    return v


def _dec(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_dec(x) for x in v)
    if v is None or isinstance(v, (int, str)) and not isinstance(v, bool):
        return v
    raise SaveFileError(f"unexpected value {v!r} in a saved action")


def decode(data: Any, classes: dict[str, type]) -> Any:
    """The action that :func:`encode` gave ``data`` for, built from one of ``classes`` only.

    ``classes`` maps a class name to the class (a game's own list of
    actions); anything else raises :class:`~boardgames.core.errors.SaveFileError`.

    Examples
    --------
    >>> from boardgames.core.actions import decode
    >>> from boardgames.settlers.actions import ACTION_CLASSES
    >>> decode(["OfferTrade", [["brick", 2]], [["ore", 1]], None], ACTION_CLASSES)
    OfferTrade(give=(('brick', 2),), get=(('ore', 1),), to=None)
    >>> decode(["os.system", "rm -rf /"], ACTION_CLASSES)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.SaveFileError: unknown action 'os.system' in the saved game
    >>> decode(["MoveRobber", "D", 1.5], ACTION_CLASSES)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.SaveFileError: bad values for action MoveRobber: unexpected value 1.5
    in a saved action
    """
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise SaveFileError(f"a saved action must be a list starting with its name, not {data!r}")
    cls = classes.get(data[0])
    if cls is None:
        raise SaveFileError(f"unknown action {data[0]!r} in the saved game")
    fields = dataclasses.fields(cls)
    if len(data) - 1 != len(fields):
        raise SaveFileError(f"action {data[0]} needs {len(fields)} values, got {len(data) - 1}")
    try:
        return cls(*[_dec(v) for v in data[1:]])
    except (TypeError, ValueError) as exc:
        raise SaveFileError(f"bad values for action {data[0]}: {exc}") from None


# -- checking the fields of an action before an engine touches anything -------------------
#
# A field kind is one of:
#   "str"     text                      "int"     a whole number (not True/False)
#   "str?"    text or None              "int?"    a whole number or None
#   "cell"    a (row, col) tuple of two whole numbers
#   "target"  a cell, text or None
#   "strs"    a tuple of text (at most MAX_TUPLE)
#   "pairs"   a tuple of (text, whole number) pairs (at most MAX_TUPLE)
MAX_TUPLE = 16
MAX_TEXT = 200


def _is_int(v: Any) -> bool:
    return type(v) is int or (isinstance(v, int) and not isinstance(v, bool))


def _field_ok(kind: str, v: Any) -> bool:
    if kind == "str":
        return isinstance(v, str) and len(v) <= MAX_TEXT
    if kind == "int":
        return _is_int(v)
    if kind == "str?":
        return v is None or (isinstance(v, str) and len(v) <= MAX_TEXT)
    if kind == "int?":
        return v is None or _is_int(v)
    if kind == "cell":
        return isinstance(v, tuple) and len(v) == 2 and _is_int(v[0]) and _is_int(v[1])
    if kind == "target":
        return v is None or _field_ok("str", v) or _field_ok("cell", v)
    if kind == "strs":
        return isinstance(v, tuple) and len(v) <= MAX_TUPLE and all(_field_ok("str", x) for x in v)
    if kind == "pairs":
        return isinstance(v, tuple) and len(v) <= MAX_TUPLE and all(
            isinstance(x, tuple) and len(x) == 2 and _field_ok("str", x[0]) and _is_int(x[1])
            for x in v)
    raise AssertionError(kind)  # pragma: no cover


_KIND_WORDS = {"str": "a name (text)", "int": "a whole number", "str?": "a name or None",
               "int?": "a whole number or None", "cell": "a (row, col) pair of whole numbers",
               "target": "a (row, col) pair, a name or None", "strs": "a tuple of names",
               "pairs": "a tuple of (name, count) pairs"}


def _fast(kind: str):
    """A predicate for ``kind`` with a quick path for the exact types the engines list."""
    if kind == "str":
        return lambda v: (type(v) is str and len(v) <= MAX_TEXT) or _field_ok("str", v)
    if kind == "int?":
        return lambda v: v is None or type(v) is int or _field_ok("int?", v)
    if kind == "cell":
        return lambda v: (type(v) is tuple and len(v) == 2 and type(v[0]) is int
                          and type(v[1]) is int) or _field_ok("cell", v)
    if kind == "pairs":
        return lambda v: (type(v) is tuple and len(v) <= MAX_TUPLE and all(
            type(x) is tuple and len(x) == 2 and type(x[0]) is str and len(x[0]) <= MAX_TEXT
            and type(x[1]) is int for x in v)) or _field_ok("pairs", v)
    return lambda v: _field_ok(kind, v)


def compile_kinds(spec: dict[type, tuple[str, ...]]) -> dict[type, tuple]:
    """``spec`` turned into ``{class: ((field, kind, predicate), ...)}`` for :func:`check_fields`.

    ``spec`` maps each action class to the kinds of its fields, in order (the
    kinds are listed above this function).

    Examples
    --------
    >>> from boardgames.core.actions import compile_kinds
    >>> from boardgames.settlers.actions import FIELD_KINDS, MoveRobber, OfferTrade
    >>> compiled = compile_kinds(FIELD_KINDS)
    >>> [(name, kind) for name, kind, _ in compiled[MoveRobber]]
    [('tile', 'str'), ('victim', 'int?')]
    >>> [(name, kind) for name, kind, _ in compiled[OfferTrade]]
    [('give', 'pairs'), ('get', 'pairs'), ('to', 'int?')]
    """
    out = {}
    for cls, kinds in spec.items():
        names = tuple(f.name for f in dataclasses.fields(cls))
        out[cls] = tuple((n, k, _fast(k)) for n, k in zip(names, kinds, strict=True))
    return out


def check_fields(action: Any, compiled: dict[type, tuple], game: str) -> None:
    """Raise IllegalAction unless ``action`` is one of the classes with well-typed fields.

    ``compiled`` comes from :func:`compile_kinds`.  A bool is not a number, a
    float is not a whole number, a list is not a tuple: the actions are
    compared, hashed and saved, so only the exact types round-trip.

    Examples
    --------
    >>> from boardgames.core.actions import check_fields, compile_kinds
    >>> from boardgames.settlers.actions import FIELD_KINDS, MoveRobber
    >>> compiled = compile_kinds(FIELD_KINDS)
    >>> check_fields(MoveRobber(tile="D", victim=1), compiled, "settlers")     # fine: no error
    >>> check_fields(MoveRobber(tile="D", victim=True), compiled, "settlers")
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: MoveRobber: victim must be a whole number or None,
    not True
    >>> check_fields("Roll", compiled, "settlers")
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: 'Roll' is not a settlers action
    """
    fields = compiled.get(type(action))
    if fields is None:
        raise IllegalAction(f"{_short(action)} is not a {game} action")
    for name, kind, ok in fields:
        v = getattr(action, name)
        if not ok(v):
            raise IllegalAction(f"{type(action).__name__}: {name} must be {_KIND_WORDS[kind]}, "
                                f"not {_short(v)}")


def _short(v: Any) -> str:
    try:
        text = repr(v)
    except Exception:  # a broken __repr__ is still a bad value
        text = f"<{type(v).__name__}>"
    return text if len(text) <= 80 else text[:77] + "..."
