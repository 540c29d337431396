"""Settlers actions: small immutable records with a readable ``str()``.

Everything is named the way a student would say it: intersections by the
tiles around them (``BuildSettlement("E-I-J")``), paths by their two ends
(``BuildRoad("D-E-I~E-I-J")``), tiles by letter (``MoveRobber("J", victim=2)``),
resources by name (``Discard("ore")``), players by seat number from 0.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Roll:
    def __str__(self) -> str:
        return "roll the dice"


@dataclass(frozen=True, slots=True)
class EndTurn:
    def __str__(self) -> str:
        return "end the turn"


@dataclass(frozen=True, slots=True)
class BuildSettlement:
    corner: str

    def __str__(self) -> str:
        return f"build a settlement at {self.corner}"


@dataclass(frozen=True, slots=True)
class BuildCity:
    corner: str

    def __str__(self) -> str:
        return f"build a city at {self.corner}"


@dataclass(frozen=True, slots=True)
class BuildRoad:
    path: str

    def __str__(self) -> str:
        return f"build a road on {self.path}"


@dataclass(frozen=True, slots=True)
class BuildTemple:
    def __str__(self) -> str:
        return "build a temple stone"


@dataclass(frozen=True, slots=True)
class ChooseStartingSettlement:
    corner: str

    def __str__(self) -> str:
        return f"take starting resources from the settlement at {self.corner}"


@dataclass(frozen=True, slots=True)
class BuyDevelopmentCard:
    discoveries_for: tuple[str, ...] = ()   # resources replaced by discovery counters

    def __str__(self) -> str:
        if self.discoveries_for:
            return ("buy a development card, paying discoveries instead of "
                    + " and ".join(self.discoveries_for))
        return "buy a development card"


@dataclass(frozen=True, slots=True)
class PlayKnight:
    def __str__(self) -> str:
        return "play a knight"


@dataclass(frozen=True, slots=True)
class PlayRoadBuilding:
    def __str__(self) -> str:
        return "play road building"


@dataclass(frozen=True, slots=True)
class PlayYearOfPlenty:
    first: str
    second: str

    def __str__(self) -> str:
        return f"play year of plenty (bountiful harvest) for {self.first} and {self.second}"


@dataclass(frozen=True, slots=True)
class PlayMonopoly:
    resource: str

    def __str__(self) -> str:
        return f"play monopoly (prosperity) on {self.resource}"


@dataclass(frozen=True, slots=True)
class PlayTempleBuilding:
    def __str__(self) -> str:
        return "play temple building"


@dataclass(frozen=True, slots=True)
class PlayLiahona:
    total: int

    def __str__(self) -> str:
        return f"play the Liahona and choose the roll {self.total}"


@dataclass(frozen=True, slots=True)
class MoveRobber:
    tile: str
    victim: int | None = None

    def __str__(self) -> str:
        who = "" if self.victim is None else f" and steal from player {self.victim}"
        return f"move the robber to tile {self.tile}{who}"


@dataclass(frozen=True, slots=True)
class Discard:
    resource: str

    def __str__(self) -> str:
        return f"discard one {self.resource}"


@dataclass(frozen=True, slots=True)
class BankTrade:
    give: str
    get: str

    def __str__(self) -> str:
        return f"trade {self.give} to the bank for one {self.get}"


@dataclass(frozen=True, slots=True)
class OfferTrade:
    """Offer ``give`` for ``get``, each a tuple of (resource, count) pairs, e.g.
    ``OfferTrade(give=(("ore", 1),), get=(("wool", 2),), to=2)``; ``to`` one player or None for all."""

    give: tuple[tuple[str, int], ...]
    get: tuple[tuple[str, int], ...]
    to: int | None = None

    def __str__(self) -> str:
        who = "everyone" if self.to is None else f"player {self.to}"
        return f"offer {_cards(self.give)} for {_cards(self.get)} to {who}"


@dataclass(frozen=True, slots=True)
class AcceptTrade:
    def __str__(self) -> str:
        return "accept the trade"


@dataclass(frozen=True, slots=True)
class DeclineTrade:
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
