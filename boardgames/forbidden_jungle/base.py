"""What every rule part of the engine may read on the game: the type checker's view.

The rules are mixin classes (``Moves``, ``Adventurers``, ``Machines``, ``Equipment``,
``ThreatCards``, ``GameEnd``, ``Geometry``) combined into one
:class:`~boardgames.forbidden_jungle.game.ForbiddenJungle`; each reads the state
declared in :mod:`.state` and calls rules of the others.  :class:`JungleBase`, the base
of every part, declares those fields and those rules for mypy.  At run time it is an
empty class with no slots, so it changes nothing: the fields are the game's slots
(``state.SLOTS``) and each rule is found in the part that defines it.

>>> from boardgames.forbidden_jungle.base import JungleBase
>>> JungleBase.__slots__
()
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..core import ChanceSource
    from .config import Config


class JungleBase:
    """The fields and the shared rules of a Forbidden Jungle game (declarations only)."""

    __slots__ = ()

    if TYPE_CHECKING:
        # beside the state (state.BESIDE)
        cfg: Config
        difficulty: str
        roles: list[str]
        seat_of: dict[str, int]
        immune: list[bool]
        move_table: list[Any]
        guide_tables: list[Any]
        healer_moves: list[Any]
        healer_guides: list[Any]
        chance: ChanceSource
        # the state (state.SPEC)
        num: list[int]
        back: list[int]
        orient: list[int]
        web: list[int]
        eggs: list[int]
        hatchlings: list[int]
        adults: list[int]
        feat: list[int]
        pools: list[list[int]]
        removed: list[int]
        pos: list[int]
        hp: list[Any]                 # int, or None for an adventurer immune to stings
        hands: list[list[str]]
        supply: list[int]
        level: int
        pile: list[list[int]]
        drawn: list[int]
        discard: list[int]
        threat_log: list[tuple[int, int]]
        deck: list[int]
        used: list[str]
        seat: int
        turn: int
        actions_left: int
        calm: int
        phase: str
        draws_left: int
        escaping: list[int]
        pit: int
        outcome: str | None
        reason: str

        # rules one part calls in another
        @property
        def current_adventurer(self) -> str | None: ...
        def where(self, c: int) -> str: ...
        def _where_cell(self, cell: Any) -> str: ...
        def _cell_arg(self, cell: Any, what: str) -> int: ...
        def _role_arg(self, role: Any, what: str) -> int: ...
        def _tile_fits(self, c: int) -> bool: ...
        def _present(self) -> list[int]: ...
        def _place_tile(self, p: int, n: int) -> None: ...
        def _remove_tile(self, t: int) -> None: ...
        def _need_action(self, what: str) -> None: ...
        def _mates(self, s: int) -> list[int]: ...
        def _reach(self, c: int, role: str, k: int, guided: bool) -> Sequence[int]: ...
        def _why_not_reach(self, p: int, c: int, role: str, guided: bool = False) -> str: ...
        def _go(self, j: int, c: int, companion: Any) -> None: ...
        def _reveal(self, p: int) -> int: ...
        def _draw_equipment(self, s: int) -> None: ...
        def _rate(self) -> int: ...
        def _continue_threat(self) -> None: ...
        def _finish(self, outcome: str, reason: str) -> None: ...
        def _check_marooned(self) -> bool: ...
        def _escaped(self, j: int, c: int) -> None: ...
        def _check_sinkhole(self) -> bool: ...
