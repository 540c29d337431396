"""The settlers game state, declared once.

Every field of the state (:class:`SettlersState`, which
:class:`~boardgames.settlers.engine.SettlersGame` is built on) is
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

Fields that are not saved: the *derived* ones (trade ratios, the
distance-rule counts and each player's roads, rebuilt from the buildings and roads by
``rules.building.derive``)
and the *shared* ones (the ruleset, the board, its lookups: the same objects
in every copy).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.chance import ChanceSource
from ..core.fields import Bound, Field, Spec, const
from .board import Board
from .lookups import Lookups, lookups_for
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
          "ruleset", "options", "fixed_board", "lookups")
LISTS = (*(f.name for f in STATE if f.shape in ("ints", "bools") and not f.as_tuple),
         "blocked")                  # derived: the distance rule's counts per intersection
ROWS = (*(f.name for f in STATE if f.shape == "rows"),
        "ratio",                     # derived: each player's trade ratio per resource
        "own_roads")                 # derived: each player's roads (paths, in order)

# the attributes a state holds (SettlersState.__slots__): every field above (the board as
# ``fixed_board``), the derived ones, the per-board lookups and the chance results of the
# action being applied: a fixed set of attributes, so a misspelt one is an error
SLOTS = (*(f.name for f in STATE if f.name != "board"), "fixed_board", "lookups", "blocked",
         "ratio", "own_roads", "drawn")


class SettlersState:
    """The state of a settlers game, as data: what every rule function takes first.

    The fields are the ones :data:`STATE` declares (``board`` is ``fixed_board``), plus the
    derived ``blocked`` (per intersection, the buildings on it and next to it: the distance
    rule's counts), ``ratio`` (per player and resource, the best bank trade rate) and
    ``own_roads`` (per player, the paths of their roads in order: what the building rules
    start from instead of scanning every path), the
    per-board ``lookups`` (:class:`~boardgames.settlers.lookups.Lookups`) and ``drawn`` (the
    chance results of the action being applied, recorded in its history entry).
    :class:`~boardgames.settlers.engine.SettlersGame` is this state with the game protocol
    around it; a rule can be tried on a bare state without one.

    Examples
    --------
    >>> from boardgames.core.chance import ChanceSource
    >>> from boardgames.settlers import CATAN, BuildSettlement
    >>> from boardgames.settlers.engine import RULES
    >>> from boardgames.settlers.rulesets import catan_board
    >>> from boardgames.settlers.state import SettlersState
    >>> chance = ChanceSource(1)
    >>> s = SettlersState(CATAN, catan_board(CATAN, chance, "beginner"), 3, chance)
    >>> s.phase, s.player
    ('setup_settlement', 0)
    >>> RULES[BuildSettlement](s, BuildSettlement("K-L-P"))      # the rule, on the state alone
    >>> s.phase, s.settlements_left
    ('setup_road', [4, 5, 5])
    """

    __slots__ = SLOTS

    n: int
    target: int
    hands: list[list[int]]
    bank: list[int]
    discoveries: list[int]
    discovery_supply: int | None
    dev: list[list[int]]
    dev_new: list[list[int]]
    dev_deck: list[int]
    knights: list[int]
    temples: list[int]
    corner_owner: list[int]
    corner_city: list[bool]
    edge_owner: list[int]
    roads_left: list[int]
    settlements_left: list[int]
    cities_left: list[int]
    temples_left: list[int]
    robber: int
    longest_holder: int
    army_holder: int
    temple_holder: int
    road_length: list[int]
    setup_order: list[int]
    setup_step: int
    setup_corner: int
    phase: str
    player: int
    turn_player: int
    turn: int
    dev_played: bool
    discard_owed: list[int]
    free_roads: int
    robber_return: str
    last_roll: tuple[int, int] | None
    winner_: int | None
    trade: dict[str, Any] | None
    ruleset: Ruleset
    options: dict[str, Any]
    history: list[list]
    log: list[str]
    chance: ChanceSource
    fixed_board: Board
    lookups: Lookups
    blocked: list[int]
    ratio: list[list[int]]
    own_roads: list[list[int]]
    drawn: list[list]

    def __init__(self, ruleset: Ruleset, board: Board, players: int, chance: ChanceSource,
                 target: int | None = None, discovery_supply: int | None = None):
        rs = ruleset
        n, R = players, len(rs.resources)
        topo = board.topology
        self.ruleset = rs
        self.chance = chance
        self.options = {}
        self.fixed_board = board
        self.lookups = lookups_for(board, rs, n)
        self.n = n
        self.target = rs.target if target is None else target
        self.hands = [[0] * R for _ in range(n)]
        self.bank = [rs.cards_per_resource] * R
        self.discoveries = [0] * n
        self.discovery_supply = discovery_supply
        self.dev = [[0] * len(DEV_KINDS) for _ in range(n)]
        self.dev_new = [[0] * len(DEV_KINDS) for _ in range(n)]
        self.dev_deck = list(rs.dev_deck)
        self.knights = [0] * n
        self.temples = [0] * n
        self.corner_owner = [-1] * len(topo.corner_points)
        self.corner_city = [False] * len(topo.corner_points)
        self.edge_owner = [-1] * len(topo.edge_corners)
        self.roads_left = [rs.pieces["road"]] * n
        self.settlements_left = [rs.pieces["settlement"]] * n
        self.cities_left = [rs.pieces["city"]] * n
        self.temples_left = [rs.pieces["temple"]] * n
        home = [i for i, t in enumerate(board.tiles) if t.terrain == rs.robber_home]
        self.robber = home[0] if home else 0
        self.longest_holder = -1
        self.army_holder = -1
        self.temple_holder = -1
        self.road_length = [0] * n
        self.setup_order = rs.setup_order(n)
        self.setup_step = 0
        self.setup_corner = -1
        self.phase = "setup_settlement"
        self.player = self.setup_order[0]
        self.turn_player = self.player
        self.turn = 0
        self.dev_played = False
        self.discard_owed = [0] * n
        self.free_roads = 0
        self.robber_return = "main"
        self.trade = None
        self.last_roll = None
        self.winner_ = None
        self.history = []
        self.log = []
        self.blocked = [0] * len(topo.corner_points)      # nothing is built yet
        self.ratio = [[4] * R for _ in range(n)]
        self.own_roads = [[] for _ in range(n)]             # no road yet
        self.drawn = []


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
