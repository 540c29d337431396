"""core.checks: the one reading of untrusted whole numbers that the loaders share."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boardgames.core.checks import read_int, read_ints, whole
from boardgames.core.errors import SaveFileError

anything = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=5),
                     st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=2), st.integers(), max_size=2))


@given(anything, st.integers(-5, 5), st.integers(0, 10))
def test_read_int_returns_exactly_the_whole_numbers_in_range_and_refuses_the_rest(x, lo, span):
    hi = lo + span
    ok = isinstance(x, int) and not isinstance(x, bool) and lo <= x <= hi
    if ok:
        assert read_int(x, "n", lo, hi) == x
    else:
        with pytest.raises(ValueError, match=r"^n must be a whole number from"):
            read_int(x, "n", lo, hi)


@given(st.lists(anything, max_size=6), st.one_of(st.none(), st.integers(0, 6)))
def test_read_ints_checks_every_item_and_the_length_and_copies(x, length):
    good_items = all(whole(v) and 0 <= v <= 9 for v in x)
    good_length = length is None or len(x) == length
    if good_items and good_length:
        out = read_ints(x, "cards", length, 0, 9)
        assert out == x and out is not x
    else:
        with pytest.raises(SaveFileError):
            read_ints(x, "cards", length, 0, 9, error=SaveFileError)


@given(anything)
def test_a_non_list_is_never_read_as_numbers(x):
    if isinstance(x, list):
        return
    with pytest.raises(ValueError, match="must be a list"):
        read_ints(x, "cards")


def test_the_error_names_the_bound_that_was_given():
    with pytest.raises(ValueError, match="of at least 1, not 0"):
        read_int(0, "players", lo=1)
    with pytest.raises(ValueError, match="of at most 3, not 4"):
        read_int(4, "players", hi=3)
    with pytest.raises(ValueError, match="must be a whole number, not 'x'"):
        read_int("x", "players")
