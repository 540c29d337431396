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

from .errors import SaveFileError

_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def encode(action: Any) -> list:
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
