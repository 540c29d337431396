"""Set up a Forbidden Jungle position by hand, for lessons and tests.

These helpers put tiles, aliens, webs, pawns and cards where a teacher wants
them, outside the turn order, but they keep every count honest: pieces come
out of the supply and go back to it, equipment comes out of the deck, a tile is
on the board at most once, the threat cards are each somewhere exactly once.
A request that would leave an impossible position (a web over a missing tile,
a pawn in the void, more adults than the box holds, a face-down tile with no
tile left to turn up under it) raises :class:`~boardgames.IllegalAction` with a
sentence saying why, and changes nothing.  Then the ordinary rules take over::

    import boardgames
    from boardgames.forbidden_jungle import position
    game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
                               adventurers=["Navigator", "Explorer"])
    position.place_tile(game, (1, 2), 3)              # the Configurator, face up
    position.add_aliens(game, (1, 2), eggs=2, adults=1)
    position.set_webs(game, (1, 2), "left", 2)
    position.place_pawn(game, "Navigator", (1, 2))
    position.give_equipment(game, "Explorer", "Jet Pack")
    position.set_threat_pile(game, ["Collapse"], ["Spawn", "Hatch"])  # top first
    position.check(game)                               # every count still adds up

Cells are ``(row, col)`` pairs; sides are ``"up"``, ``"right"``, ``"down"``, ``"left"``;
adventurers are named by role; tiles by their number; cards by name.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, cast

from ..core.chance import ChanceEvent
from ..core.checks import short
from ..core.errors import IllegalAction
from .config import BOX, SIDES, THREAT_CARDS
from .game import ForbiddenJungle

PIECES = ("eggs", "hatchlings", "adults")
_SUPPLY = {"eggs": 0, "hatchlings": 1, "adults": 2, "webs": 3}
_BACK = {"jungle": 0, "crystal": 1, "landing": 2}


# ------------------------------------------------------------------ arguments
def _game(game: Any) -> ForbiddenJungle:
    if not isinstance(game, ForbiddenJungle):
        raise TypeError(f"a Forbidden Jungle game is needed, not {type(game).__name__}")
    if game.is_over:
        raise IllegalAction("the game is over: start a new one to set up a position")
    return game


def _cell(game: ForbiddenJungle, cell: Any) -> int:
    c = game.cfg.cell_index(tuple(cell) if isinstance(cell, list) else cell)
    if c < 0:
        raise IllegalAction(f"{short(cell)} is not a cell of this {game.cfg.rows}x{game.cfg.cols} "
                            "board: give (row, col), counting from 0")
    return c


def _tile_at(game: ForbiddenJungle, cell: Any) -> int:
    c = _cell(game, cell)
    if game.num[c] == -1:
        raise IllegalAction(f"there is no tile at {game.where(c)}")
    return c


def _count(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise IllegalAction(f"{what} must be a whole number of 0 or more, not {short(value)}")
    return value


def _side(side: Any) -> int:
    if side not in SIDES:
        raise IllegalAction(f"a side is one of {', '.join(SIDES)}, not {short(side)}")
    return SIDES.index(side)


def _seat(game: ForbiddenJungle, adventurer: Any) -> int:
    if isinstance(adventurer, str):
        for role, seat in game.seat_of.items():
            if role.lower() == adventurer.lower():
                return seat
    raise IllegalAction(f"{short(adventurer)} is not in this game; the adventurers are "
                        f"{', '.join(game.roles)}")


def _card(game: ForbiddenJungle, card: Any) -> str:
    if isinstance(card, str):
        for name in game.cfg.card_names:
            if name.lower() == card.lower():
                return name
    raise IllegalAction(f"{short(card)} is not an equipment card; the cards are "
                        f"{', '.join(game.cfg.card_names)}")


# ----------------------------------------------------------------------- tiles
def place_tile(game: ForbiddenJungle, cell: Any, number: int) -> ForbiddenJungle:
    """Put tile ``number`` face up at ``cell``: on an empty cell or over a face-down tile.

    The tile leaves the pile of face-down tiles it belonged to (a face-down tile it
    covers leaves the board); a tile already on the board, or removed from it,
    cannot be placed again.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> position.place_tile(game, (3, 2), 3)     # tile 3, the Configurator, face up
    <ForbiddenJungle ...>
    >>> [t["name"] for t in game.view()["tiles"] if (t["row"], t["col"]) == (3, 2)]
    ['Configurator']
    >>> position.place_tile(game, (3, 3), 3)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: tile 3 is already on the board, at tile 3 (row 3, col 2)
    """

    def change(g: ForbiddenJungle) -> None:
        c = _cell(g, cell)
        tiles = g.cfg.tile
        if not isinstance(number, int) or isinstance(number, bool) or number not in tiles:
            raise IllegalAction(f"there is no tile number {short(number)}; the tiles are numbered "
                                f"{min(tiles)} to {max(tiles)}")
        if number in g.num:
            raise IllegalAction(f"tile {number} is already on the board, at "
                                f"{g.where(g.num.index(number))}")
        if number in g.removed:
            raise IllegalAction(f"tile {number} has been removed from the game")
        if g.num[c] > 0:
            raise IllegalAction(f"{g.where(c)} already holds tile {g.num[c]}: remove it first")
        back = _BACK[tiles[number]["back"]]
        if back < 2 and number not in g.pools[back]:
            raise IllegalAction(f"tile {number} is not among the face-down tiles left")
        # the face-down backs still on the board must each have a tile left to turn up
        pools = [list(p) for p in g.pools]
        if back < 2:
            pools[back].remove(number)
        backs = [0, 0]
        for k in range(g.cfg.n):
            if g.num[k] == 0 and k != c:
                backs[g.back[k]] += 1
        for kind, name in ((0, "jungle"), (1, "crystal")):
            if backs[kind] > len(pools[kind]):
                raise IllegalAction(
                    f"placing tile {number} would leave {backs[kind]} face-down {name} tile(s) on "
                    f"the board with only {len(pools[kind])} {name} tile(s) left to turn up: "
                    f"place it over a face-down {name} tile, or remove one")
        g.pools = [sorted(p) for p in pools]
        g.num[c] = number
        g.back[c] = back
        g.features[c] = g.cfg.tile_features[number]
        g.orient[c] = tiles[number]["front_rotation"]
        g.edited()

    return _game(game).stage(change)


def remove_tile(game: ForbiddenJungle, cell: Any, number: int | None = None) -> ForbiddenJungle:
    """Take the tile at ``cell`` off the board; its aliens and webs go back to the supply.

    The tile counts as removed from play, as after a Collapse: removing an illuminated
    crystal, or the last portal, ends the game (marooned), and removing the last tile next
    to a collapsed one while adventurers escape it loses them in the sinkhole, as the rules
    say.  A face-down tile takes one of the unseen tiles of its back with it: ``number``
    names which, else it is drawn as turning the tile over would draw it (a "tile" chance
    event, so a forced "tile" outcome decides it).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> len(position.remove_tile(game, (0, 0)).view()["tiles"])   # 24 tiles before
    23
    >>> position.remove_tile(game, (4, 2))      # Fools' Landing, where both pawns start
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: the Navigator, Explorer stand(s) on tile 1 (row 4, col 2): move them first
    """

    def change(g: ForbiddenJungle) -> None:
        c = _tile_at(g, cell)
        here = [g.roles[s] for s, p in enumerate(g.pos) if p == c]
        if here:
            raise IllegalAction(f"the {', '.join(here)} stand(s) on {g.where(c)}: move them first")
        for piece in PIECES:
            arr = getattr(g, piece)
            g.supply[_SUPPLY[piece]] += arr[c]
            arr[c] = 0
        for e in g.cfg.edge[c]:
            if e >= 0 and g.web[e]:
                g.supply[3] += g.web[e]
                g.web[e] = 0
        if g.num[c] > 0:
            g.removed.append(g.num[c])
            if number is not None:
                raise IllegalAction(f"{g.where(c)} is face up: its number is known already")
        else:                      # the unseen tile under it leaves with it
            pool = g.pools[g.back[c]]
            if number is None:
                taken = cast(int, g.chance.resolve(ChanceEvent.uniform(
                    "tile", pool, "the unseen tile under " + g.where(c))))
            elif isinstance(number, bool) or number not in pool:
                raise IllegalAction(f"tile {short(number)} is not among the unseen tiles of "
                                    f"this back ({', '.join(map(str, pool))})")
            else:
                taken = number
            pool.remove(taken)
            g.removed.append(taken)
        g.num[c] = g.back[c] = -1
        g.features[c] = g.orient[c] = 0
        g.edited()

    return _game(game).stage(change)


# ---------------------------------------------------------------------- aliens
def _alien_counts(eggs: Any, hatchlings: Any, adults: Any) -> dict[str, int]:
    """The checked counts of each alien piece, by name."""
    return {"eggs": _count(eggs, "eggs"), "hatchlings": _count(hatchlings, "hatchlings"),
            "adults": _count(adults, "adults")}


def add_aliens(game: ForbiddenJungle, cell: Any, eggs: int = 0, hatchlings: int = 0,
               adults: int = 0) -> ForbiddenJungle:
    """Put eggs, hatchlings and adults from the supply on the tile at ``cell``.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> game.supply             # eggs, hatchlings, adults and webs not on the board
    [17, 12, 9, 24]
    >>> game = position.add_aliens(game, (4, 1), eggs=2, adults=1)
    >>> game.supply
    [15, 12, 8, 24]
    >>> position.add_aliens(game, (4, 1), adults=20)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: the supply holds only 8 adults (the box has 12)
    """

    def change(g: ForbiddenJungle) -> None:
        c = _tile_at(g, cell)
        want = _alien_counts(eggs, hatchlings, adults)
        for piece, k in want.items():
            if k > g.supply[_SUPPLY[piece]]:
                raise IllegalAction(f"the supply holds only {g.supply[_SUPPLY[piece]]} {piece} "
                                    f"(the box has {BOX[piece]})")
        for piece, k in want.items():
            getattr(g, piece)[c] += k
            g.supply[_SUPPLY[piece]] -= k

    return _game(game).stage(change)


def remove_aliens(game: ForbiddenJungle, cell: Any, eggs: int = 0, hatchlings: int = 0,
                  adults: int = 0) -> ForbiddenJungle:
    """Take eggs, hatchlings and adults off the tile at ``cell``, back to the supply.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> game = position.add_aliens(game, (4, 1), eggs=2)
    >>> game = position.remove_aliens(game, (4, 1), eggs=1)
    >>> game.supply[0]          # 17 eggs in the supply at the start, one more on the tile
    16
    """

    def change(g: ForbiddenJungle) -> None:
        c = _tile_at(g, cell)
        want = _alien_counts(eggs, hatchlings, adults)
        for piece, k in want.items():
            if k > getattr(g, piece)[c]:
                raise IllegalAction(f"{g.where(c)} has only {getattr(g, piece)[c]} {piece}")
        for piece, k in want.items():
            getattr(g, piece)[c] -= k
            g.supply[_SUPPLY[piece]] += k

    return _game(game).stage(change)


def set_webs(game: ForbiddenJungle, cell: Any, side: str, count: int) -> ForbiddenJungle:
    """Make the side ``side`` of the tile at ``cell`` hold ``count`` webs (from the supply).

    A web lies across the side between two tiles, so there must be a tile on both.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> game = position.set_webs(game, (3, 2), "down", 2)   # between (3, 2) and (4, 2)
    >>> [t["webs"] for t in game.view()["tiles"] if (t["row"], t["col"]) in ((3, 2), (4, 2))]
    [{'down': 2}, {'up': 2}]
    >>> position.set_webs(game, (0, 0), "up", 1)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: a web lies between two tiles, and there is no tile on the up side of the unexplored tile at (row 0, col 0)
    """

    def change(g: ForbiddenJungle) -> None:
        c = _tile_at(g, cell)
        d = _side(side)
        k = _count(count, "the number of webs")
        other = g.cfg.neighbour[c][d]
        if other < 0 or g.num[other] == -1:
            raise IllegalAction(f"a web lies between two tiles, and there is no tile on the {side} "
                                f"side of {g.where(c)}")
        e = g.cfg.edge[c][d]
        extra = k - g.web[e]
        if extra > g.supply[3]:
            raise IllegalAction(f"the supply holds only {g.supply[3]} webs (the box has "
                                f"{BOX['webs']})")
        g.web[e] = k
        g.supply[3] -= extra

    return _game(game).stage(change)


# --------------------------------------------------------------- adventurers
def place_pawn(game: ForbiddenJungle, adventurer: str, cell: Any) -> ForbiddenJungle:
    """Stand ``adventurer`` on the tile at ``cell``.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> game = position.place_pawn(game, "Navigator", (3, 2))
    >>> game.where(game.pos[0])
    'the unexplored tile at (row 3, col 2)'
    """

    def change(g: ForbiddenJungle) -> None:
        s = _seat(g, adventurer)
        c = _tile_at(g, cell)
        if g.phase == "escape" and s in g.escaping:
            raise IllegalAction(f"the {g.roles[s]} must first escape the collapse")
        g.pos[s] = c

    return _game(game).stage(change)


def set_health(game: ForbiddenJungle, adventurer: str, health: int) -> ForbiddenJungle:
    """Set ``adventurer``'s health, from 1 to their card's maximum.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> position.set_health(game, "Explorer", 1).hp       # the Navigator keeps 4
    [4, 1]
    >>> position.set_health(game, "Explorer", 5)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: the Explorer's health runs from 1 to 3, not 5
    """

    def change(g: ForbiddenJungle) -> None:
        s = _seat(g, adventurer)
        top = g.cfg.health[g.roles[s]]
        if top is None:
            raise IllegalAction(f"the {g.roles[s]} is immune to stings and has no health to set")
        h = _count(health, "health")
        if not 1 <= h <= top:
            raise IllegalAction(f"the {g.roles[s]}'s health runs from 1 to {top}, not {h}")
        g.hp[s] = h

    return _game(game).stage(change)


def give_equipment(game: ForbiddenJungle, adventurer: str, card: str) -> ForbiddenJungle:
    """Take the equipment card ``card`` from the deck into ``adventurer``'s hand.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> position.give_equipment(game, "Explorer", "Jet Pack").hands
    [[], ['Jet Pack']]
    """

    def change(g: ForbiddenJungle) -> None:
        s = _seat(g, adventurer)
        name = _card(g, card)
        i = g.cfg.card_index[name]
        if g.deck[i] <= 0:
            raise IllegalAction(f"there is no {name} left in the equipment deck")
        g.deck[i] -= 1
        g.hands[s].append(name)

    return _game(game).stage(change)


def take_equipment(game: ForbiddenJungle, adventurer: str, card: str) -> ForbiddenJungle:
    """Put the equipment card ``card`` from ``adventurer``'s hand back into the deck.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> game = position.give_equipment(game, "Explorer", "Jet Pack")
    >>> position.take_equipment(game, "Explorer", "Jet Pack").hands
    [[], []]
    >>> position.take_equipment(game, "Explorer", "Jet Pack")
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: the Explorer holds no Jet Pack
    """

    def change(g: ForbiddenJungle) -> None:
        s = _seat(g, adventurer)
        name = _card(g, card)
        if name not in g.hands[s]:
            raise IllegalAction(f"the {g.roles[s]} holds no {name}")
        g.hands[s].remove(name)
        g.deck[g.cfg.card_index[name]] += 1

    return _game(game).stage(change)


# ---------------------------------------------------------------------- threat
def set_threat_pile(game: ForbiddenJungle, *segments: Any) -> ForbiddenJungle:
    """Make the threat draw pile ``segments``, top first; every other card goes to the discard.

    Each segment is a list of card names drawn in random order before the next
    segment (as after "Increase Threat & Shuffle" puts the shuffled discard on
    top); give one card a segment to fix the order: ``set_threat_pile(g,
    ["Collapse"], ["Spawn"], ["Hatch", "Grow"])``.  Each card is in the deck
    once, so a card may be named once at most.  Only between turns' draws (while
    the adventurers take actions).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> game = position.set_threat_pile(game, ["Collapse"], ["Spawn", "Hatch"])
    >>> game.view()["threat"]["draw_pile"]
    [{'size': 1, 'cards': ['Collapse']}, {'size': 2, 'cards': ['Spawn', 'Hatch']}]
    >>> len(game.view()["threat"]["discard"])       # the other 14 cards
    14
    """

    def change(g: ForbiddenJungle) -> None:
        if g.phase != "actions":
            raise IllegalAction("set the threat pile while the adventurers take actions, not in "
                                "the middle of drawing threat cards or escaping")
        pile: list[list[int]] = []
        seen: Counter = Counter()
        lookup = {name.lower(): i for i, name in enumerate(THREAT_CARDS)}
        for seg in segments:
            if isinstance(seg, str) or not isinstance(seg, list | tuple) or not seg:
                raise IllegalAction("each segment of the pile is a non-empty list of card names, "
                                    f"not {short(seg)}")
            out = []
            for name in seg:
                i = lookup.get(name.lower()) if isinstance(name, str) else None
                if i is None:
                    raise IllegalAction(f"{short(name)} is not a threat card; the cards are "
                                        f"{', '.join(THREAT_CARDS)}")
                seen[i] += 1
                if seen[i] > 1:
                    raise IllegalAction(f"{THREAT_CARDS[i]} is named twice, but the deck holds "
                                        "one of each card")
                out.append(i)
            pile.append(sorted(out))
        g.pile = pile
        g.discard = sorted(set(range(len(THREAT_CARDS))) - set(seen))
        g.drawn = []

    return _game(game).stage(change)


# ---------------------------------------------------------------------- checks
def check(game: ForbiddenJungle) -> ForbiddenJungle:
    """Raise IllegalAction unless every count of the position adds up and the position is one
    the rules allow (returns the game).

    The last step is the loader's own check, so a game it accepts saves, loads, and has a
    legal action or is over; every helper here runs it.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
    ...                            adventurers=["Navigator", "Explorer"])
    >>> game = position.add_aliens(game, (4, 1), eggs=3)
    >>> position.check(game) is game
    True
    >>> game.eggs[game.cfg.cell_index((4, 1))] = 5     # by hand, past the supply
    >>> position.check(game)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: 8 eggs on the board and 14 in the supply do not make the box's 20
    """
    if not isinstance(game, ForbiddenJungle):
        raise TypeError(f"a Forbidden Jungle game is needed, not {type(game).__name__}")
    g = game
    for piece in PIECES:
        arr = getattr(g, piece)
        if any(k < 0 for k in arr):
            raise IllegalAction(f"a tile holds a negative number of {piece}")
        if sum(arr) + g.supply[_SUPPLY[piece]] != BOX[piece]:
            raise IllegalAction(f"{sum(arr)} {piece} on the board and {g.supply[_SUPPLY[piece]]} "
                                f"in the supply do not make the box's {BOX[piece]}")
        for c, k in enumerate(arr):
            if k and g.num[c] == -1:
                raise IllegalAction(f"{piece} lie where no tile is, at {g.where(c)}")
    if sum(g.web) + g.supply[3] != BOX["webs"] or any(k < 0 for k in g.web):
        raise IllegalAction(f"{sum(g.web)} webs on the board and {g.supply[3]} in the supply do "
                            f"not make the box's {BOX['webs']}")
    for c in range(g.cfg.n):
        for d in range(4):
            e, other = g.cfg.edge[c][d], g.cfg.neighbour[c][d]
            if e >= 0 and g.web[e] and (g.num[c] == -1 or other < 0 or g.num[other] == -1):
                raise IllegalAction(f"webs lie on the {SIDES[d]} side of {g.where(c)}, with no "
                                    "tile on one side of them")
    for s, c in enumerate(g.pos):
        if g.num[c] == -1 and not (c == g.pit and (s in g.escaping or g.phase == "over")):
            raise IllegalAction(f"the {g.roles[s]} stands where no tile is, at {g.where(c)}")
    placed = [n for n in g.num if n > 0]
    dupes = [n for n, k in Counter(placed + g.removed).items() if k > 1]
    if dupes:
        raise IllegalAction(f"tile {dupes[0]} is in two places at once")
    for kind, name in ((0, "jungle"), (1, "crystal")):
        backs = sum(1 for c in range(g.cfg.n) if g.num[c] == 0 and g.back[c] == kind)
        if backs > len(g.pools[kind]):
            raise IllegalAction(f"{backs} face-down {name} tiles lie on the board with only "
                                f"{len(g.pools[kind])} {name} tiles left to turn up")
    cards = Counter(i for seg in g.pile for i in seg) + Counter(g.discard) + Counter(g.drawn)
    if cards != Counter(range(len(THREAT_CARDS))):
        raise IllegalAction("the threat cards in the pile, the discard and this turn's draw are "
                            "not exactly one of each card")
    held = Counter(card for hand in g.hands for card in hand)
    for name, total in zip(g.cfg.card_names, g.cfg.card_counts, strict=True):
        i = g.cfg.card_index[name]
        if g.deck[i] < 0 or held[name] + g.deck[i] + g.used.count(name) > total:
            raise IllegalAction(f"more {name} cards are in play than the {total} the game has")
    g.check_position()       # the loader's own check: it saves, loads and can go on
    return g


__all__ = ["add_aliens", "check", "give_equipment", "place_pawn", "place_tile", "remove_aliens",
           "remove_tile", "set_health", "set_threat_pile", "set_webs", "take_equipment"]
