"""The state of a Forbidden Jungle game, declared once with the shared field specification.

:data:`SPEC` (a :class:`boardgames.core.fields.Spec`) lists every field of the flat
state: its shape, its bounds as functions of the game's :class:`Sizes`, and the words
the loader's messages call it.  It drives the slots of :class:`JungleState`, the state
class (:data:`SLOTS`), :meth:`ForbiddenJungle.copy` (which lists to copy, how deep), :meth:`ForbiddenJungle.state_dict`
(what a save holds, and where: the per-cell fields of :data:`BOARD` sit under
``"board"``) and the loader (``save.py`` reads each field through its declaration, then
checks it against the fields read before it).  Fields whose check is more than a shape
and a range (the tile pools, health, hands, the threat pile and log) are ``custom``:
``save.py`` reads them.

>>> [f.name for f in SPEC if f.name in BOARD]
['num', 'back', 'orient', 'web', 'eggs', 'hatchlings', 'adults']
>>> SPEC["actions_left"].hi(Sizes(n=30, players=2, top=24, meter=10, cards=7, bars=2, bombs=2))
8
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.chance import ChanceSource
from ..core.fields import Field, Spec, const
from .config import BOX, THREAT_CARDS, Config

OUTCOMES = ("escaped", "overrun", "total collapse", "poisoned", "lost in a sinkhole", "marooned")
PHASES = ("actions", "escape", "over")
TURN_ACTIONS = 4          # actions an adventurer takes each turn (rulebook, "Take Actions")
THREATS = len(THREAT_CARDS)


@dataclass(frozen=True)
class Sizes:
    """What the bounds of a game's fields depend on."""

    n: int          # cells on the board
    players: int    # seats (adventurers)
    top: int        # the highest tile number
    meter: int      # steps of the threat meter
    cards: int      # kinds of equipment card
    bars: int       # Energy Bars in the equipment deck (2 more actions each)
    bombs: int      # Smoke Bombs in the equipment deck (one threat card skipped each)

    @classmethod
    def of(cls, cfg: Any, players: int) -> Sizes:
        """The sizes of a game of Config ``cfg`` with ``players`` seats.

        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=3, seed=1)
        >>> sizes = Sizes.of(game.cfg, 3)
        >>> sizes.players, sizes.n == game.cfg.n
        (3, True)
        """
        effects = [cfg.card_effect[name] for name in cfg.card_names]
        counts = cfg.card_counts

        def total(effect: str) -> int:
            return sum(k for e, k in zip(effects, counts, strict=True) if e == effect)

        return cls(n=cfg.n, players=players, top=max(cfg.tile), meter=len(cfg.meter),
                   cards=len(counts), bars=total("energy-bar"), bombs=total("smoke-bomb"))


def _any_length(_sizes: Any) -> Any:
    return None


def _flat(value: list) -> list:
    return value[:]


def _nested(value: list) -> list:
    return [x[:] for x in value]


def _cells(z: Sizes) -> int:
    return z.n


def _last_cell(z: Sizes) -> int:
    return z.n - 1


def _seats(z: Sizes) -> int:
    return z.players


def _last_seat(z: Sizes) -> int:
    return z.players - 1


def _board(name: str, lo: int, hi: int, length: Any = _cells) -> Field:
    return Field(name, "ints", f"board {name}", const(lo), const(hi), length)


_CARD = const(THREATS - 1)

SPEC = Spec((
    # -- the board, one entry per cell (web: two per cell, right and below): -1 empty cell,
    #    0 unexplored, else the tile number; the back: jungle, crystal, landing; quarter turns
    Field("num", "ints", "board num", const(-1), lambda z: z.top, _cells),
    _board("back", -1, 2),
    _board("orient", 0, 3),
    _board("web", 0, BOX["webs"], lambda z: 2 * z.n),
    _board("eggs", 0, BOX["eggs"]),
    _board("hatchlings", 0, BOX["hatchlings"]),
    _board("adults", 0, BOX["adults"]),
    # -- tiles not on the board: unseen tiles by back (jungle, crystal), sorted; removed
    Field("pools", "custom", "unseen tiles by back", copier=_nested),
    Field("removed", "ints", "removed tiles", const(1), lambda z: z.top, _any_length),
    # -- the adventurers: cell, health (None: immune to stings), equipment held
    Field("pos", "ints", "positions", const(0), _last_cell, _seats),
    Field("hp", "custom", "health", copier=_flat),
    Field("hands", "custom", "equipment held", copier=_nested),
    # eggs, hatchlings, adults, webs left in the box
    Field("supply", "ints", "the supply", const(0), const(max(BOX.values())), const(4)),
    # -- the threat deck and meter: the draw pile, top segment first; every card drawn
    Field("level", "int", "the threat level", const(0), lambda z: z.meter),
    Field("pile", "custom", "the threat pile", copier=_nested),
    Field("drawn", "ints", "the threat cards drawn so far this turn", const(0), _CARD,
          _any_length),
    Field("discard", "ints", "the threat discard", const(0), _CARD, _any_length),
    Field("threat_log", "custom", "(turn, card) of every threat card drawn", copier=_flat),
    # -- equipment: cards left in the deck (a count per card), cards played
    Field("deck", "ints", "the equipment deck", const(0), const(50), lambda z: z.cards),
    Field("used", "custom", "equipment cards played", copier=_flat),
    # -- the turn
    Field("seat", "int", "the seat", const(0), _last_seat),
    Field("turn", "int", "the turn", const(1), const(10**6)),
    Field("actions_left", "int", "actions left", const(0), lambda z: TURN_ACTIONS + 2 * z.bars),
    Field("calm", "int", "skipped threat cards", const(0), lambda z: z.bombs),
    Field("phase", "choice", "unknown phase {v!r}", choices=PHASES),
    Field("draws_left", "int", "threat cards left to draw", const(0), const(2 * THREATS)),
    # adventurers still to escape a collapse, in order; the cell that collapsed (-1: none)
    Field("escaping", "ints", "escaping", const(0), _last_seat, _any_length),
    Field("pit", "int", "pit", const(-1), _last_cell),
    Field("outcome", "choice", "unknown outcome {v!r}", none_ok=True, choices=OUTCOMES),
    Field("reason", "custom", "why it ended, in words"),
    # -- kept beside the state for speed, rebuilt from num on load: each cell's feature bits
    Field("features", "ints", "feature bits", const(0), const(511), _cells, role="derived"),
))

# the per-cell fields, saved under "board"
BOARD = ("num", "back", "orient", "web", "eggs", "hatchlings", "adults")

# what a game keeps beside the state, shared by its copies: the Config, the difficulty,
# the roles (with the seat of each, who is immune to stings, and the shared tables by cell
# of the Move actions, of each seat's Guide actions and of the Healer's Moves and Guides
# with each seat as her companion: actions.by_cell) and the generator
BESIDE = ("cfg", "difficulty", "roles", "seat_of", "immune", "move_table", "guide_tables",
          "healer_moves", "healer_guides", "chance")

# every attribute above, held in a slot of the state (JungleState.__slots__): a state
# has exactly these attributes, so a misspelt one is an error
SLOTS = SPEC.slots(*BESIDE)

# what a state remembers to save work, never saved, shared by copies (each entry is checked
# against the board it was made on before it is used): the reach searches (moves.reach)
MEMOS = ("searches",)


class JungleState:
    """The state of a game of Forbidden Jungle: data only, one slot per field of :data:`SPEC`
    and of :data:`BESIDE`, and no rule.

    The rules are functions over it (``moves.move(state, action)``, ...), gathered in
    ``game.RULES``; :class:`~boardgames.forbidden_jungle.game.ForbiddenJungle` is a state
    with the game protocol on top.  ``setup.new_state`` deals a fresh one.

    Examples
    --------
    >>> from boardgames.forbidden_jungle.setup import new_state
    >>> state = new_state(players=2, seed=1, adventurers=["Navigator", "Explorer"])
    >>> type(state).__name__, state.roles, state.actions_left, state.hp
    ('JungleState', ['Navigator', 'Explorer'], 4, [4, 3])
    """

    __slots__ = (*SLOTS, *MEMOS)

    # -- kept beside the state (BESIDE), shared by copies
    cfg: Config
    difficulty: str
    roles: list[str]
    seat_of: dict[str, int]                 # the seat of each role
    immune: list[bool]                      # by seat: immune to stings
    move_table: list[Any]                   # the Move of each cell (actions.by_cell)
    guide_tables: list[list[Any]]           # by seat: the Navigator's Guide of it, by cell
    healer_moves: list[list[Any]]           # by seat: the Healer's Move bringing it, by cell
    healer_guides: list[list[Any]]          # by seat: the Healer guided bringing it, by cell
    chance: ChanceSource
    # -- the board, by cell (web: two slots per cell, right and below)
    num: list[int]
    back: list[int]
    orient: list[int]
    web: list[int]
    eggs: list[int]
    hatchlings: list[int]
    adults: list[int]
    # -- tiles off the board
    pools: list[list[int]]
    removed: list[int]
    # -- the adventurers, by seat
    pos: list[int]
    hp: list[Any]                           # int, or None for an adventurer immune to stings
    hands: list[list[str]]
    supply: list[int]
    # -- the threat deck and meter, equipment
    level: int
    pile: list[list[int]]
    drawn: list[int]
    discard: list[int]
    threat_log: list[tuple[int, int]]
    deck: list[int]
    used: list[str]
    # -- the turn
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
    # -- derived from num
    features: list[int]
    # -- memos (MEMOS): (num, web, features, {(cell, role, steps, guided): cells}) or None
    searches: tuple | None


assert set(JungleState.__annotations__) == {*SLOTS, *MEMOS}, "every slot is annotated, once"

# the lists copy() copies, shallow and one level deep; the other slots it shares
FLAT_LISTS = (*SPEC.lists, *(name for name, copier in SPEC.custom if copier is _flat))
NESTED_LISTS = tuple(name for name, copier in SPEC.custom if copier is _nested)
SHARED = tuple(name for name in SLOTS if name not in (*FLAT_LISTS, *NESTED_LISTS, "chance"))


def _copier() -> Callable[[object, object], None]:
    """``copy_slots(old, new)``: gives ``new`` the slots of ``old`` as ``copy()`` copies them
    (the :data:`SHARED` slots shared, the :data:`FLAT_LISTS` copied, the :data:`NESTED_LISTS`
    copied one level deep), all but ``chance``.

    A bot's search copies the game at every step it prices, so the copy is written out as
    one assignment a slot, built from the field tuples above the way :mod:`dataclasses`
    builds ``__init__``: a field added to :data:`SPEC` is copied without an edit here.  A
    loop of ``getattr``/``setattr`` over the names does the same at about twice the cost.

    >>> from boardgames.forbidden_jungle.state import copy_slots
    >>> print(copy_slots.__doc__.splitlines()[0].strip())     # the code, one line a slot
    new.level = old.level
    """
    body = [f"    new.{name} = old.{name}" for name in SHARED]
    body += [f"    new.{name} = old.{name}[:]" for name in FLAT_LISTS]
    body += [f"    new.{name} = [x[:] for x in old.{name}]" for name in NESTED_LISTS]
    assert all(name.isidentifier() for name in (*SHARED, *FLAT_LISTS, *NESTED_LISTS))
    source = "\n".join(["def copy_slots(old, new):", *body])
    namespace: dict[str, Any] = {}
    exec(compile(source, "<forbidden_jungle.state.copy_slots>", "exec"), namespace)
    copier = namespace["copy_slots"]
    copier.__doc__ = "\n".join(body)
    return copier


copy_slots = _copier()


def _keyer() -> Callable[[object], tuple]:
    """``state_key(game)``: every saved field of ``game`` as one hashable tuple (the lists
    as tuples, in :data:`SPEC`'s order): two games with equal keys are in the same
    position, whatever their generators will draw.  Not in it: what is kept beside the
    state (the Config, roles, generator: the same for every copy of one game) and the
    fields derived from the others (``features``, from ``num``).

    Written out as one expression, like :func:`_copier`, from the field tuples above: a
    field added to :data:`SPEC` is in the key without an edit here.

    >>> import boardgames
    >>> from boardgames.forbidden_jungle.state import state_key
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
    >>> state_key(game) == state_key(game.copy()), hash(state_key(game)) is not None
    (True, True)
    >>> copy = game.copy(); copy.hp[0] -= 1
    >>> state_key(copy) == state_key(game)
    False
    """
    parts = []
    for f in SPEC:
        if f.role != "saved":
            continue
        if f.name in NESTED_LISTS:
            parts.append(f"tuple(map(tuple, g.{f.name}))")
        elif f.name in FLAT_LISTS:        # threat_log's entries are tuples already
            parts.append(f"tuple(g.{f.name})")
        else:
            parts.append(f"g.{f.name}")
    source = "def state_key(g):\n    return (" + ", ".join(parts) + ",)"
    namespace: dict[str, Any] = {}
    exec(compile(source, "<forbidden_jungle.state.state_key>", "exec"), namespace)
    keyer = namespace["state_key"]
    keyer.__doc__ = _keyer.__doc__
    return keyer


state_key = _keyer()

# the keys of a save besides the fields: the Config, difficulty, roles and the generator
SAVE_EXTRA = ("config", "difficulty", "roles", "chance")
SAVE_KEYS = frozenset([*SAVE_EXTRA, "board", *(n for n in SPEC.saved if n not in BOARD)])
BOARD_KEYS = frozenset(BOARD)


def save_fields(game: object) -> dict:
    """The saved fields of ``game`` as JSON-ready data, the :data:`BOARD` ones under ``"board"``.

    Examples
    --------
    >>> import boardgames
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> from boardgames.forbidden_jungle.state import save_fields
    >>> fields = save_fields(game)
    >>> list(fields["board"]), fields["hp"]
    (['num', 'back', 'orient', 'web', 'eggs', 'hatchlings', 'adults'], [4, 3])
    """
    out: dict = {}
    for f in SPEC:
        if f.role != "saved":
            continue
        value = getattr(game, f.name)
        if f.name == "threat_log":
            value = [list(x) for x in value]
        elif f.name in NESTED_LISTS:
            value = [x[:] for x in value]
        elif f.name in FLAT_LISTS:
            value = value[:]
        if f.name in BOARD:
            out.setdefault("board", {})[f.name] = value
        else:
            out[f.name] = value
    return out
