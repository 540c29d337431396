"""The two exceptions a player or a teacher ever sees.

Every rule check in every engine raises :class:`IllegalAction`; every problem
with a saved game raises :class:`SaveFileError`.  Both are ``ValueError`` so
plain ``except ValueError`` also catches them.
"""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that breaks a rule.  The message names the rule in plain words.

    The engine raises it *before* changing anything, so after catching it the
    game is exactly as it was.
    """


class SaveFileError(ValueError):
    """A saved game that is malformed, from an unknown game or version, or edited."""
