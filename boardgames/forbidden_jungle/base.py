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

from typing import TYPE_CHECKING

from .state import JungleState


class JungleBase(JungleState):
    """The fields and the shared rules of a Forbidden Jungle game (declarations only)."""

    __slots__ = ()

    if TYPE_CHECKING:
        # rules one part calls in another
        @property
        def current_adventurer(self) -> str | None: ...
