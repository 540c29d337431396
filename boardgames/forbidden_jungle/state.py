"""The state of a Forbidden Jungle game, declared once: each field, its shape and bounds.

:data:`STATE` lists every field of the flat state a game saves.  It drives
the game's slots (:data:`SLOTS`), :meth:`ForbiddenJungle.copy` (which lists to
copy, how deep),
:meth:`ForbiddenJungle.state_dict` (what a save holds, and where: the per-cell
fields sit under ``"board"``) and the loader's set of expected keys
(``save.py``, which also checks each value against the rules).

Bounds are words for the reader (and the loader's messages): ``N`` is the
number of cells, ``P`` the number of seats, ``K`` the 17 threat cards.

>>> [f.name for f in STATE if f.group == "board"]
['num', 'back', 'orient', 'web', 'eggs', 'hatchlings', 'adults']
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Field:
    """One field of the state.

    ``shape``: ``"int"``, ``"str"`` (``"str?"``: or None), ``"list"`` (a flat
    list, copied shallowly), ``"lists"`` (a list of lists, copied one level
    deeper), ``"pairs"`` (a list of (a, b) tuples, saved as lists); ``group``:
    the key it is saved under (None: at the top).
    """

    name: str
    shape: str
    bounds: str
    doc: str
    group: str | None = None


STATE: tuple[Field, ...] = (
    # -- the board, one entry per cell (web: two per cell, right and below)
    Field("num", "list", "N of -1..top", "-1 empty cell, 0 unexplored, else the tile number", "board"),
    Field("back", "list", "N of -1..2", "the back of the tile: jungle, crystal, landing", "board"),
    Field("orient", "list", "N of 0..3", "quarter turns of the tile", "board"),
    Field("web", "list", "2N of 0..24", "webs on the side right of / below the cell", "board"),
    Field("eggs", "list", "N of 0..20", "eggs on the cell", "board"),
    Field("hatchlings", "list", "N of 0..15", "hatchlings on the cell", "board"),
    Field("adults", "list", "N of 0..12", "adults on the cell", "board"),
    # -- tiles not on the board
    Field("pools", "lists", "2 sorted lists", "unseen tiles by back (jungle, crystal)"),
    Field("removed", "list", "tile numbers", "tiles removed from play, in order"),
    # -- the adventurers
    Field("pos", "list", "P of 0..N-1", "the cell each adventurer stands on"),
    Field("hp", "list", "P of 0..max or None", "health (None: immune to stings)"),
    Field("hands", "lists", "P lists of card names", "equipment held"),
    Field("supply", "list", "4 of 0..24", "eggs, hatchlings, adults, webs left in the box"),
    # -- the threat deck and meter
    Field("level", "int", "0..len(meter)", "the threat meter's step"),
    Field("pile", "lists", "segments of 0..K-1", "the draw pile, top segment first"),
    Field("drawn", "list", "0..K-1", "threat cards drawn this turn"),
    Field("discard", "list", "0..K-1", "threat discards"),
    Field("threat_log", "pairs", "(turn, card)", "every threat card drawn, in order"),
    # -- equipment
    Field("deck", "list", "a count per card", "equipment cards left in the deck"),
    Field("used", "list", "card names", "equipment cards played"),
    # -- the turn
    Field("seat", "int", "0..P-1", "whose turn it is"),
    Field("turn", "int", "1..", "the turn number"),
    Field("actions_left", "int", "0..", "actions left this turn"),
    Field("calm", "int", "0..", "threat cards skipped this turn (Smoke Bombs)"),
    Field("phase", "str", "actions, escape, over", "what the game waits for"),
    Field("draws_left", "int", "0..", "threat cards still to draw after an escape"),
    Field("escaping", "list", "seats", "adventurers still to escape a collapse, in order"),
    Field("pit", "int", "-1..N-1", "the cell that collapsed under them (-1: none)"),
    Field("outcome", "str?", "OUTCOMES", "how the game ended (None: still playing)"),
    Field("reason", "str", "short text", "why it ended, in words"),
)

# kept beside the state for speed, rebuilt from it on load (not saved)
# (``is_over`` is not kept: it is the property ``phase == "over"``)
DERIVED = (Field("feat", "list", "N feature bits", "the features of each cell's tile, from num"),)

# what a game keeps beside the state, shared by its copies: the Config, the difficulty,
# the roles (with the seat of each, who is immune to stings, and the shared tables by cell
# of the Move actions, of each seat's Guide actions and of the Healer's Moves and Guides
# with each seat as her companion: actions.by_cell) and the generator
BESIDE = ("cfg", "difficulty", "roles", "seat_of", "immune", "move_table", "guide_tables",
          "healer_moves", "healer_guides", "chance")

# every attribute above, held in a slot of the game (ForbiddenJungle.__slots__): a game
# has exactly these attributes, so a misspelt one is an error, and copies are cheap
SLOTS = (*(f.name for f in (*STATE, *DERIVED)), *BESIDE)

# the lists copy() copies, shallow and one level deep; the other slots it shares
FLAT_LISTS = tuple(f.name for f in (*STATE, *DERIVED) if f.shape in ("list", "pairs"))
NESTED_LISTS = tuple(f.name for f in STATE if f.shape == "lists")
SHARED = tuple(name for name in SLOTS if name not in (*FLAT_LISTS, *NESTED_LISTS, "chance"))
# the keys of a save besides the fields: the Config, difficulty, roles and the generator
SAVE_EXTRA = ("config", "difficulty", "roles", "chance")
SAVE_KEYS = frozenset([*SAVE_EXTRA, *(f.group or f.name for f in STATE)])
BOARD_KEYS = frozenset(f.name for f in STATE if f.group == "board")


def save_fields(game: object) -> dict:
    """The declared fields of ``game`` as JSON-ready data, grouped as :data:`STATE` says.

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
    for f in STATE:
        value = getattr(game, f.name)
        if f.shape == "list":
            value = value[:]
        elif f.shape == "lists":
            value = [x[:] for x in value]
        elif f.shape == "pairs":
            value = [list(x) for x in value]
        if f.group is None:
            out[f.name] = value
        else:
            out.setdefault(f.group, {})[f.name] = value
    return out
