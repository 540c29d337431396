"""Settlers actions: small immutable records with a readable ``str()``.

Everything is named the way a student would say it: intersections by the
tiles around them (``BuildSettlement("E-I-J")``), paths by their two ends
(``BuildRoad("D-E-I~E-I-J")``), tiles by letter (``MoveRobber("J", victim=2)``),
resources by name (``Discard("ore")``), players by seat number from 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class Action:
    """The base of every settlers action: no field of its own and one slot, ``saved``,
    set only on the objects the engine makes (``lookups.ActionTable``) to their saved
    form; never compared, hashed, shown or saved itself.  An action built by hand, even
    one equal to an engine's, leaves it unset, so its fields are checked.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.actions import Action, Roll, saved_form
    >>> game = boardgames.new_game("catan", players=3, seed=1)
    >>> made = game.legal_actions()[0]
    >>> isinstance(made, Action), saved_form(made), saved_form(type(made)(made.corner))
    (True, ['BuildSettlement', 'A.N'], None)
    """

    __slots__ = ("saved",)
    saved: list[Any]


def saved_form(action: Any) -> list[Any] | None:
    """The saved form the engine gave ``action`` when it made it, or None for any other
    object (an action built by hand, equal to an engine's or not, or not an action).

    Examples
    --------
    >>> from boardgames.settlers.actions import Roll, saved_form
    >>> saved_form(Roll()), saved_form(["Roll"])
    (None, None)
    """
    return getattr(action, "saved", None)


@dataclass(frozen=True, slots=True)
class Roll(Action):
    def __str__(self) -> str:
        return "roll the dice"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    def __str__(self) -> str:
        return "end the turn"


@dataclass(frozen=True, slots=True)
class BuildSettlement(Action):
    corner: str

    def __str__(self) -> str:
        return f"build a settlement at {self.corner}"


@dataclass(frozen=True, slots=True)
class BuildCity(Action):
    corner: str

    def __str__(self) -> str:
        return f"build a city at {self.corner}"


@dataclass(frozen=True, slots=True)
class BuildRoad(Action):
    path: str

    def __str__(self) -> str:
        return f"build a road on {self.path}"


@dataclass(frozen=True, slots=True)
class BuildTemple(Action):
    def __str__(self) -> str:
        return "build a temple stone"


@dataclass(frozen=True, slots=True)
class ChooseStartingSettlement(Action):
    corner: str

    def __str__(self) -> str:
        return f"take starting resources from the settlement at {self.corner}"


@dataclass(frozen=True, slots=True)
class BuyDevelopmentCard(Action):
    discoveries_for: tuple[str, ...] = ()   # resources replaced by discovery counters

    def __str__(self) -> str:
        if self.discoveries_for:
            return ("buy a development card, paying discoveries instead of "
                    + " and ".join(self.discoveries_for))
        return "buy a development card"


@dataclass(frozen=True, slots=True)
class PlayKnight(Action):
    def __str__(self) -> str:
        return "play a knight"


@dataclass(frozen=True, slots=True)
class PlayRoadBuilding(Action):
    def __str__(self) -> str:
        return "play road building"


@dataclass(frozen=True, slots=True)
class PlayYearOfPlenty(Action):
    first: str
    second: str

    def __str__(self) -> str:
        return f"play year of plenty (bountiful harvest) for {self.first} and {self.second}"


@dataclass(frozen=True, slots=True)
class PlayMonopoly(Action):
    resource: str

    def __str__(self) -> str:
        return f"play monopoly (prosperity) on {self.resource}"


@dataclass(frozen=True, slots=True)
class PlayTempleBuilding(Action):
    def __str__(self) -> str:
        return "play temple building"


@dataclass(frozen=True, slots=True)
class PlayLiahona(Action):
    total: int

    def __str__(self) -> str:
        return f"play the Liahona and choose the roll {self.total}"


@dataclass(frozen=True, slots=True)
class MoveRobber(Action):
    tile: str
    victim: int | None = None

    def __str__(self) -> str:
        who = "" if self.victim is None else f" and steal from player {self.victim}"
        return f"move the robber to tile {self.tile}{who}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    resource: str

    def __str__(self) -> str:
        return f"discard one {self.resource}"


@dataclass(frozen=True, slots=True)
class BankTrade(Action):
    give: str
    get: str

    def __str__(self) -> str:
        return f"trade {self.give} to the bank for one {self.get}"


@dataclass(frozen=True, slots=True)
class OfferTrade(Action):
    """Offer ``give`` for ``get``, each a tuple of (resource, count) pairs, e.g.
    ``OfferTrade(give=(("ore", 1),), get=(("wool", 2),), to=2)``; ``to`` one player or None for all."""

    give: tuple[tuple[str, int], ...]
    get: tuple[tuple[str, int], ...]
    to: int | None = None

    def __str__(self) -> str:
        who = "everyone" if self.to is None else f"player {self.to}"
        return f"offer {_cards(self.give)} for {_cards(self.get)} to {who}"


@dataclass(frozen=True, slots=True)
class AcceptTrade(Action):
    def __str__(self) -> str:
        return "accept the trade"


@dataclass(frozen=True, slots=True)
class DeclineTrade(Action):
    def __str__(self) -> str:
        return "decline the trade"


def _cards(pairs: tuple[tuple[str, int], ...]) -> str:
    return ", ".join(f"{n} {r}" for r, n in pairs) or "nothing"


ACTION_CLASSES: dict[str, type] = {c.__name__: c for c in (
    Roll, EndTurn, BuildSettlement, BuildCity, BuildRoad, BuildTemple, ChooseStartingSettlement,
    BuyDevelopmentCard, PlayKnight, PlayRoadBuilding, PlayYearOfPlenty, PlayMonopoly,
    PlayTempleBuilding, PlayLiahona, MoveRobber, Discard, BankTrade, OfferTrade, AcceptTrade,
    DeclineTrade)}

# the kind of every field (see boardgames.core.actions.check_fields), checked before any change
FIELD_KINDS: dict[type, tuple[str, ...]] = {
    Roll: (), EndTurn: (), BuildSettlement: ("str",), BuildCity: ("str",), BuildRoad: ("str",),
    BuildTemple: (), ChooseStartingSettlement: ("str",), BuyDevelopmentCard: ("strs",),
    PlayKnight: (), PlayRoadBuilding: (), PlayYearOfPlenty: ("str", "str"),
    PlayMonopoly: ("str",), PlayTempleBuilding: (), PlayLiahona: ("int",),
    MoveRobber: ("str", "int?"), Discard: ("str",), BankTrade: ("str", "str"),
    OfferTrade: ("pairs", "pairs", "int?"), AcceptTrade: (), DeclineTrade: (),
}
