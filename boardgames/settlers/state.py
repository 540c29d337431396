"""The settlers game state, declared once.

Every field of :class:`~boardgames.settlers.engine.SettlersGame`'s state is
listed here with its shape and bounds, as a :class:`~boardgames.core.fields.Spec` (the
field specification every engine shares).  :meth:`SettlersGame.copy`,
:meth:`SettlersGame.state_dict` and the loader
(:func:`boardgames.settlers.save.load`) all read this table,
so a new field is added in one place.

Shapes:

``int``    a whole number from ``lo`` to ``hi`` (``none_ok``: or None)
``bool``   True or False
``choice`` one of ``choices``
``ints``   a list of ``length`` whole numbers from ``lo`` to ``hi`` (a tuple in the
           state when ``as_tuple``; ``none_ok``: or None)
``bools``  a list of ``length`` True/False values
``rows``   one list per player, each ``length`` whole numbers from ``lo`` to ``hi``
``custom`` saved and checked by code of its own (the trade offer, the history, ...)

Bounds are functions of a :class:`Sizes` (the ruleset, the number of players
and the board's sizes), since they depend on the game.

Fields that are not saved: the *derived* ones (trade ratios and the
distance-rule counts, rebuilt from the buildings by ``SettlersGame._derive``)
and the *shared* ones (the ruleset, the board, its lookups: the same objects
in every copy).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.fields import Bound, Field, Spec, const
from .rulesets import DEV_KINDS, Ruleset

PHASES = ("setup_settlement", "setup_road", "setup_choose", "pre_roll", "main", "discard",
          "robber", "road_building", "trade", "over")


@dataclass(frozen=True)
class Sizes:
    """What the bounds of the fields depend on."""

    rs: Ruleset
    n: int          # players
    C: int          # intersections (corners)
    E: int          # paths (edges)
    T: int          # tiles
    topology: Any = field(default=None, compare=False, repr=False)   # the loader's board shape

    @property
    def R(self) -> int:
        return len(self.rs.resources)

    @property
    def K(self) -> int:
        return len(DEV_KINDS)


_c = const


def _seat(z: Sizes) -> int:
    return z.n - 1


def _n(z: Sizes) -> int:
    return z.n


def _cards(z: Sizes) -> int:
    return z.rs.cards_per_resource


def _piece(kind: str) -> Bound:
    return lambda z: z.rs.pieces[kind]


STATE: tuple[Field, ...] = (
    Field("n", "int", "the number of players", lambda z: min(z.rs.players),
          lambda z: max(z.rs.players)),
    Field("target", "int", "the target", _c(3), _c(100)),
    Field("hands", "rows", "a hand", _c(0), _cards, lambda z: z.R),
    Field("bank", "ints", "the bank", _c(0), _cards, lambda z: z.R),
    Field("discoveries", "ints", "discoveries", _c(0), _c(10_000), _n),
    Field("discovery_supply", "int", "the discovery supply", _c(0), _c(10_000), none_ok=True),
    Field("dev", "rows", "development cards", _c(0), _c(14), lambda z: z.K),
    Field("dev_new", "rows", "new development cards", _c(0), _c(14), lambda z: z.K),
    Field("dev_deck", "ints", "the development deck", _c(0), _c(14), lambda z: z.K),
    Field("knights", "ints", "knights played", _c(0), _c(14), _n),
    Field("temples", "ints", "temple stones", _c(0), _piece("temple"), _n),
    Field("corner_owner", "ints", "intersection owners", _c(-1), _seat, lambda z: z.C),
    Field("corner_city", "bools", "cities must be a list of true/false values",
          length=lambda z: z.C),
    Field("edge_owner", "ints", "road owners", _c(-1), _seat, lambda z: z.E),
    Field("roads_left", "ints", "roads left", _c(0), _piece("road"), _n),
    Field("settlements_left", "ints", "settlements left", _c(0), _piece("settlement"), _n),
    Field("cities_left", "ints", "cities left", _c(0), _piece("city"), _n),
    Field("temples_left", "ints", "temple stones left", _c(0), _piece("temple"), _n),
    Field("robber", "int", "the robber's tile", _c(0), lambda z: z.T - 1),
    Field("longest_holder", "int", "the Longest Road holder", _c(-1), _seat),
    Field("army_holder", "int", "the Largest Army holder", _c(-1), _seat),
    Field("temple_holder", "int", "the temple contributor", _c(-1), _seat),
    Field("road_length", "ints", "road lengths", _c(0), _piece("road"), _n),
    Field("setup_order", "ints", "the setup order", _c(0), _seat,
          lambda z: len(z.rs.setup_order(z.n))),
    Field("setup_step", "int", "the setup step", _c(0), lambda z: len(z.rs.setup_order(z.n))),
    Field("setup_corner", "int", "the setup intersection", _c(-1), lambda z: z.C - 1),
    Field("phase", "choice", "unknown phase {v!r}", choices=PHASES),
    Field("player", "int", "the current player", _c(0), _seat),
    Field("turn_player", "int", "the turn player", _c(0), _seat),
    Field("turn", "int", "the turn number", _c(0), _c(10**7)),
    Field("dev_played", "bool", "dev_played must be true or false"),
    Field("discard_owed", "ints", "cards owed", _c(0), lambda z: 10 * z.rs.cards_per_resource, _n),
    Field("free_roads", "int", "free roads", _c(0), _c(2)),
    Field("robber_return", "choice", "the phase after the robber must be pre_roll or main",
          choices=("pre_roll", "main", "seven")),
    Field("last_roll", "ints", "the last roll", _c(1), _c(6), _c(2), none_ok=True, as_tuple=True),
    Field("winner_", "int", "the winner", _c(0), _seat, none_ok=True),
    Field("trade", "custom"),
    Field("ruleset", "custom"),
    Field("options", "custom"),
    Field("board", "custom"),
    Field("history", "custom"),
    Field("log", "custom"),
    Field("chance", "custom"),
)
SPEC = Spec(STATE)
FIELDS = SPEC.by_name
SAVED = SPEC.saved

# copy(): how each attribute is copied (the saved fields by shape, then the others)
SHARED = (*(f.name for f in STATE if f.shape in ("int", "bool", "choice")
            or (f.shape == "ints" and f.as_tuple)),
          "ruleset", "name", "options", "_board", "_c")
LISTS = (*(f.name for f in STATE if f.shape in ("ints", "bools") and not f.as_tuple),
         "blocked")                  # derived: the distance rule's counts per intersection
ROWS = (*(f.name for f in STATE if f.shape == "rows"),
        "ratio")                     # derived: each player's trade ratio per resource

# the attributes a game holds in slots (SettlersGame.__slots__): every field above (the board
# as ``_board``), the derived ones and the per-board lookups: a fixed set of attributes, so a
# misspelt one is an error and a game holds no per-instance dict of ~50 entries; ``name``
# (also a class attribute) and the per-action ``_drawn`` stay in the instance's dict
SLOTS = (*(f.name for f in STATE if f.name != "board"), "_board", "_c", "_graph", "blocked",
         "ratio")


def to_plain(game: Any) -> dict:
    """The declared (non-custom) fields of ``game`` as JSON-ready values.

    Examples
    --------
    >>> import json
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> from boardgames.settlers.state import to_plain
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.give(game, 0, ore=3, grain=2)
    >>> plain = to_plain(game)
    >>> plain["hands"][0], plain["bank"], plain["phase"]
    ([0, 0, 0, 2, 3], [19, 19, 19, 17, 16], 'pre_roll')
    >>> "board" in plain                 # a custom field: state_dict saves it its own way
    False
    >>> json.loads(json.dumps(plain)) == plain
    True
    """
    return SPEC.save(game)
