"""The actions of Forbidden Jungle, one small frozen dataclass each.

A tile position is a ``(row, col)`` pair counted from 0, row 0 at the top of
the board, so ``(4, 2)`` is the bottom middle cell of the basic layout.
Adventurers are named by their role (``"Navigator"``), equipment cards by
their name (``"Jet Pack"``) and the sides of a tile by ``"up"``, ``"right"``,
``"down"`` and ``"left"``.

The actor is always ``game.current_adventurer`` unless an action names one
(passing and using equipment are free and may be done by anybody, at any time
during a turn).  ``str(action)`` reads as a sentence; ``game.describe(action)``
adds the actor and the tile numbers.

=========================  ========================================================
action                     meaning (costs 1 of the turn's 4 actions unless *free*)
=========================  ========================================================
``Move(to)``               step to an adjacent tile, tunnel to tunnel, ...
``Move(to, companion)``    the Healer moves and brings the companion along
``Guide(adv, to, comp)``   the Navigator moves another adventurer (2 tiles; Explorer 4)
``Remove(piece, side)``    remove an egg, hatchling, adult, or a web on ``side``
``Explore()``              flip your unexplored, empty tile
``Slide(tile, dir, n)``    Configurator: slide a tile ``n`` cells through empty cells
``Compel(source, to)``     Compeller: move every hatchling and adult on ``source``
``Destroy(tile)``          Destruct Switch: remove a tile that has no adventurers
``ActivatePortal()``       Portal: escape and win
``Heal(patient)``          Healer: heal an adventurer on your tile completely
``ClearAliens()``          Biologist: remove every hatchling and adult on your tile
``ClearWebs()``            Chemist: remove every web on your tile's sides
``PassEquipment(g, r, c)`` *free*: hand a card to an adventurer on your tile
``UseEquipment(u, c, t)``  *free*: play an equipment card
``Escape(adv, to)``        after a Collapse: step off the fallen tile
``EndTurn()``              stop taking actions and draw the threat cards
=========================  ========================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

Cell = tuple[int, int]


def at(cell: Cell) -> str:
    """``(2, 3)`` -> ``"(row 2, col 3)"`` (anything else is shown as it is).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.actions import at
    >>> at((2, 3))
    '(row 2, col 3)'
    """
    if isinstance(cell, tuple | list) and len(cell) == 2:
        return f"(row {cell[0]}, col {cell[1]})"
    return repr(cell)


class Action:
    """The base of every action: no field of its own, one slot, ``engine_made``, set (to
    True) only on the objects the engine made (:func:`made`), never compared, hashed, shown
    or saved.  An action built by hand, even one equal to an engine's, leaves it unset.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.actions import Move, interned, trusted
    >>> isinstance(Move((3, 2)), Action), trusted(interned(Move, (3, 2))), trusted(Move((3, 2)))
    (True, True, False)
    """

    __slots__ = ("engine_made",)


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move your pawn to ``to``; the Healer may bring a ``companion`` from the same tile."""

    to: Cell
    companion: str | None = None

    def __str__(self) -> str:
        s = f"Move to {at(self.to)}"
        return s + f", bringing the {self.companion}" if self.companion else s


@dataclass(frozen=True, slots=True)
class Guide(Action):
    """Navigator: move ``adventurer`` up to 2 tiles (the Explorer up to 4) to ``to``.

    The moved adventurer's own power applies: the Spelunker may go from a
    tunnel to any explored tile, the Healer may bring a ``companion``.
    """

    adventurer: str
    to: Cell
    companion: str | None = None

    def __str__(self) -> str:
        s = f"Guide the {self.adventurer} to {at(self.to)}"
        return s + f", bringing the {self.companion}" if self.companion else s


@dataclass(frozen=True, slots=True)
class Remove(Action):
    """Remove one ``piece`` ("egg", "hatchling", "adult" or "web") from your tile.

    A web lies on one side of the tile, so removing a web names the ``side``.
    """

    piece: str
    side: str | None = None

    def __str__(self) -> str:
        if self.piece == "web":
            return f"Remove a web from the {self.side} side of your tile"
        piece = str(self.piece)
        return f"Remove an {piece} from your tile" if piece[:1] in ("a", "e", "i", "o", "u") \
            else f"Remove a {piece} from your tile"


@dataclass(frozen=True, slots=True)
class Explore(Action):
    """Flip your unexplored tile (it must hold no eggs, hatchlings, adults or webs)."""

    def __str__(self) -> str:
        return "Explore your tile"


@dataclass(frozen=True, slots=True)
class Slide(Action):
    """Configurator: slide the tile at ``tile`` ``spaces`` cells towards ``direction``."""

    tile: Cell
    direction: str
    spaces: int

    def __str__(self) -> str:
        step = {"up": (-1, 0), "right": (0, 1), "down": (1, 0), "left": (0, -1)}
        dr, dc = step.get(self.direction, (0, 0)) if isinstance(self.direction, str) else (0, 0)
        try:
            end = (self.tile[0] + dr * self.spaces, self.tile[1] + dc * self.spaces)
        except (TypeError, IndexError):
            return f"Use the Configurator: slide {self.tile!r} {self.direction!r} {self.spaces!r}"
        unit = "space" if self.spaces == 1 else "spaces"
        return (f"Use the Configurator: slide the tile at {at(self.tile)} {self.direction} "
                f"{self.spaces} {unit} to {at(end)}")


@dataclass(frozen=True, slots=True)
class Compel(Action):
    """Compeller: move every hatchling and adult on ``source`` to ``to``."""

    source: Cell
    to: Cell

    def __str__(self) -> str:
        return (f"Use the Compeller: move the hatchlings and adults at {at(self.source)} "
                f"to {at(self.to)}")


@dataclass(frozen=True, slots=True)
class Destroy(Action):
    """Destruct Switch: remove the tile at ``tile`` and everything on it."""

    tile: Cell

    def __str__(self) -> str:
        return f"Use the Destruct Switch: remove the tile at {at(self.tile)}"


@dataclass(frozen=True, slots=True)
class ActivatePortal(Action):
    """Operate the portal you stand on: everyone escapes and wins."""

    def __str__(self) -> str:
        return "Activate the portal and escape"


@dataclass(frozen=True, slots=True)
class Heal(Action):
    """Healer: restore ``patient`` (on your tile, possibly yourself) to full health."""

    patient: str

    def __str__(self) -> str:
        return f"Heal the {self.patient} completely"


@dataclass(frozen=True, slots=True)
class ClearAliens(Action):
    """Biologist: remove every hatchling and adult from your tile."""

    def __str__(self) -> str:
        return "Remove every hatchling and adult from your tile"


@dataclass(frozen=True, slots=True)
class ClearWebs(Action):
    """Chemist: remove every web from the sides of your tile."""

    def __str__(self) -> str:
        return "Remove every web from your tile"


@dataclass(frozen=True, slots=True)
class PassEquipment(Action):
    """Free: ``giver`` hands ``card`` to ``receiver`` on the same tile."""

    giver: str
    receiver: str
    card: str

    def __str__(self) -> str:
        return f"The {self.giver} passes the {self.card} to the {self.receiver}"


@dataclass(frozen=True, slots=True)
class UseEquipment(Action):
    """Free: ``user`` plays ``card``.

    ``target`` depends on the card: a ``(row, col)`` cell for the Jet Pack, a
    side for the Machete and the Grappling Hook, an adventurer for the
    Antidote, nothing for the others.
    """

    user: str
    card: str
    target: Cell | str | None = None

    def __str__(self) -> str:
        s = f"The {self.user} uses the {self.card}"
        if isinstance(self.target, tuple):
            return s + f" to reach {at(self.target)}"
        if self.target in ("up", "right", "down", "left"):
            return s + f" on the {self.target} side"
        if self.target:
            return s + f" on the {self.target}"
        return s


@dataclass(frozen=True, slots=True)
class Escape(Action):
    """After a Collapse, ``adventurer`` steps from the fallen tile onto ``to``."""

    adventurer: str
    to: Cell

    def __str__(self) -> str:
        return f"The {self.adventurer} escapes the collapse onto {at(self.to)}"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Stop taking actions; draw threat cards equal to the threat rate."""

    def __str__(self) -> str:
        return "End the turn and draw the threat cards"


# every action class by name (as settlers' ACTION_CLASSES)
ACTION_CLASSES = {c.__name__: c for c in (
    Move, Guide, Remove, Explore, Slide, Compel, Destroy, ActivatePortal, Heal, ClearAliens,
    ClearWebs, PassEquipment, UseEquipment, Escape, EndTurn)}

# the kind of every field (see boardgames.core.actions.check_fields), checked before any change
FIELD_KINDS: dict[type, tuple[str, ...]] = {
    Move: ("cell", "str?"), Guide: ("str", "cell", "str?"), Remove: ("str", "str?"),
    Explore: (), Slide: ("cell", "str", "int"), Compel: ("cell", "cell"), Destroy: ("cell",),
    ActivatePortal: (), Heal: ("str",), ClearAliens: (), ClearWebs: (),
    PassEquipment: ("str", "str", "str"), UseEquipment: ("str", "str", "target"),
    Escape: ("str", "cell"), EndTurn: (),
}


# -- shared action objects --------------------------------------------------------------
# Actions are immutable, so the engine lists the same objects again and again instead of
# building new ones: ``interned(Class, *fields)`` gives the one shared copy (a few
# thousand at most on any board), and the hot lists (guides and cell-targeted cards)
# are tables by cell index of those same objects, one per Config and fields (``by_cell``).
# Engine-made actions are well-typed by construction, so apply() skips their field
# check: :func:`made` sets their ``engine_made`` slot, and an action is trusted only when
# that slot is set on the very object (an action built by hand, even one equal to an
# engine's, such as Move((True, 2)) and Move((1, 2)), has it unset and its fields checked).
# Reading one slot costs far less than hashing the action to look it up in a table.


def made(action: Any) -> Any:
    """Mark ``action`` as made by the engine (so apply() need not check its fields).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.actions import Move, made, trusted
    >>> move = made(Move((3, 2)))
    >>> trusted(move), trusted(Move((3, 2)))   # only that object is trusted, unchecked
    (True, False)
    """
    object.__setattr__(action, "engine_made", True)    # a frozen dataclass: set directly
    return action


def trusted(action: Any) -> bool:
    """Whether ``action`` is an object the engine made (:func:`made`), so its fields are
    well-typed; anything else, equal to one or not, is not.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.actions import END_TURN, EndTurn, trusted
    >>> trusted(END_TURN), trusted(EndTurn()), trusted(["a list"])
    (True, False, False)
    """
    return getattr(action, "engine_made", False) is True


@lru_cache(maxsize=1 << 17)
def interned(cls: type, *fields: Any) -> Any:
    """The one shared ``cls(*fields)`` (cached through ``functools.lru_cache``).

    Examples
    --------
    >>> from boardgames.forbidden_jungle.actions import Move, interned
    >>> interned(Move, (3, 2)) is interned(Move, (3, 2))
    True
    >>> print(interned(Move, (3, 2)))
    Move to (row 3, col 2)
    """
    return made(cls(*fields))


REMOVE_EGG, REMOVE_HATCHLING, REMOVE_ADULT = (
    interned(Remove, "egg"), interned(Remove, "hatchling"), interned(Remove, "adult"))
REMOVE_WEB = tuple(interned(Remove, "web", side) for side in ("up", "right", "down", "left"))
EXPLORE, END_TURN = interned(Explore), interned(EndTurn)
ACTIVATE_PORTAL, CLEAR_ALIENS, CLEAR_WEBS = (
    interned(ActivatePortal), interned(ClearAliens), interned(ClearWebs))


@lru_cache(maxsize=4096)
def by_cell(cfg: Any, cls: type, *fields: Any, companion: str | None = None) -> list:
    """``[cls(*fields, cell) for every cell]`` of the board of ``cfg``, of the interned
    objects (:func:`interned`), made once per Config and fields (cached through
    ``functools.lru_cache``): Guide, UseEquipment, ...; with a ``companion`` (the
    Healer's, for Move and Guide), ``cls(*fields, cell, companion)``.  The list is shared:
    read it, never change it.

    Examples
    --------
    >>> import boardgames
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> from boardgames.forbidden_jungle.actions import Guide, by_cell
    >>> guides = by_cell(game.cfg, Guide, "Explorer")
    >>> len(guides), str(guides[0])
    (25, 'Guide the Explorer to (row 0, col 0)')
    >>> by_cell(game.cfg, Guide, "Explorer") is guides     # made once per board
    True
    """
    if companion is None:
        return [interned(cls, *fields, cell) for cell in cfg.cells]
    return [interned(cls, *fields, cell, companion) for cell in cfg.cells]
