"""Reading untrusted numbers: the one check every loader and option uses.

A saved game, a position built by hand and a layout file all hold numbers
that must be whole (``True`` is not a number of cards) and in a range.  Each
caller says what the value is, in words for the error, and which exception
to raise: a loader raises :class:`~boardgames.core.errors.SaveFileError`, an
option or a layout ``ValueError``.

Examples
--------
>>> read_int(3, "the robber's tile", 0, 18)
3
>>> read_int(True, "the robber's tile", 0, 18)
Traceback (most recent call last):
    ...
ValueError: the robber's tile must be a whole number from 0 to 18, not True
>>> read_ints([1, 2, 99], "a hand", 3, 0, 19)
Traceback (most recent call last):
    ...
ValueError: a hand holds 99, not a whole number from 0 to 19
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Error = Callable[[str], Exception]


def short(value: Any, n: int = 80) -> str:
    """``repr(value)`` for an error message: clipped to ``n`` characters, and never raising
    (a whole number of 5,000 digits has no repr, a class may break its own).

    Examples
    --------
    >>> from boardgames.core.checks import short
    >>> short("ore"), short(10**5000), short(list(range(100)), 20)
    ("'ore'", '<a whole number of about 5000 digits>', '[0, 1, 2, 3, 4, 5...')
    """
    try:
        text = repr(value)
    except Exception:   # a value whose repr fails is still a bad value to name
        if isinstance(value, int):
            text = f"<a whole number of about {value.bit_length() * 30103 // 100000} digits>"
        else:
            text = f"<a {type(value).__name__}>"
    return text if len(text) <= n else text[:n - 3] + "..."


def whole(x: Any) -> bool:
    """Whether ``x`` is a whole number (an ``int`` that is not a ``bool``).

    Examples
    --------
    >>> from boardgames.core.checks import whole
    >>> whole(3), whole(True), whole(3.0), whole("3")
    (True, False, False, False)
    """
    return isinstance(x, int) and not isinstance(x, bool)


def _range(lo: int | None, hi: int | None) -> str:
    if lo is not None and hi is not None:
        return f"a whole number from {lo} to {hi}"
    if lo is not None:
        return f"a whole number of at least {lo}"
    if hi is not None:
        return f"a whole number of at most {hi}"
    return "a whole number"


def _inside(x: Any, lo: int | None, hi: int | None) -> bool:
    return whole(x) and (lo is None or x >= lo) and (hi is None or x <= hi)


def read_int(x: Any, what: str, lo: int | None = None, hi: int | None = None,
             error: Error = ValueError) -> int:
    """``x`` if it is a whole number within ``lo``..``hi`` (either may be None), else ``error``.

    Examples
    --------
    >>> from boardgames.core.checks import read_int
    >>> from boardgames.core.errors import SaveFileError
    >>> read_int(4, "the number of players", 3, 4)
    4
    >>> read_int(-1, "the number of players", 3, 4, error=SaveFileError)    # as a loader reads it
    Traceback (most recent call last):
        ...
    boardgames.core.errors.SaveFileError: the number of players must be a whole number from 3 to 4,
    not -1
    """
    if not _inside(x, lo, hi):
        raise error(f"{what} must be {_range(lo, hi)}, not {short(x)}")
    return x


def read_ints(x: Any, what: str, length: int | None = None, lo: int | None = None,
              hi: int | None = None, error: Error = ValueError) -> list[int]:
    """A fresh list of the whole numbers in the list ``x`` (of ``length`` items, if given).

    Examples
    --------
    >>> from boardgames.core.checks import read_ints
    >>> read_ints([0, 2, 1, 0, 3], "a hand", 5, 0, 19)       # five resources, 0 to 19 cards each
    [0, 2, 1, 0, 3]
    >>> read_ints([0, 2], "a hand", 5, 0, 19)
    Traceback (most recent call last):
        ...
    ValueError: a hand must be a list of 5 numbers
    """
    if not isinstance(x, list) or (length is not None and len(x) != length):
        raise error(f"{what} must be a list" + (f" of {length} numbers" if length is not None else
                                                 " of numbers"))
    for v in x:
        if not _inside(v, lo, hi):
            raise error(f"{what} holds {short(v)}, not {_range(lo, hi)}")
    return list(x)
