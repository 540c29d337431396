"""Building: roads, settlements, cities and (in Zarahemla) temple stones.

A road goes on an empty path joined to the builder's own road, settlement or
city, and does not continue past an opponent's building.  A settlement goes
at the end of the builder's own road, on an intersection where *the distance
rule* allows it: no building on it nor on any intersection next to it
(``free_corner``, the one place that rule is checked).  A city replaces one of
the builder's settlements (Zarahemla also lets a city be built on an empty
intersection by paying for both).  Each piece costs its price and comes out of
the builder's stock; a settlement on a harbour gives that harbour's rates
(``rules/trade.py``).  A new building can cut an opponent's road, which may
pass the Longest Road on (``rules/awards.py``).
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from ...core.errors import IllegalAction
from .. import actions as A
from ..lookups import BUILD_TEMPLE, lookups_for
from .awards import _add_temples, _road_built, _update_longest_road
from .common import Rule, corner_number, need_pay, need_phase, pay
from .common import affords as _affords
from .common import positions as _positions
from .setup import _check_start_road, _next_setup, _start_settlement_placed
from .trade import _take_harbour

if TYPE_CHECKING:
    from ..state import SettlersState


def distance_rule_kept(blocked: list[int], corner_owner: list[int]) -> bool:
    """The distance rule over a whole board (a loaded position): each building is the only
    one its intersection's count knows of (``blocked``, the counts ``_occupy`` keeps
    and ``free_corner`` reads).

    Examples
    --------
    >>> from boardgames.settlers.rules.building import distance_rule_kept
    >>> # three intersections in a row, 0 - 1 - 2; blocked[x] counts the buildings on x and
    >>> # next to it, corner_owner[x] is the seat building on x (-1: nobody)
    >>> distance_rule_kept([1, 2, 1], [0, -1, 1])      # buildings on 0 and 2: apart
    True
    >>> distance_rule_kept([2, 2, 1], [0, 1, -1])      # on 0 and 1: neighbours
    False

    A game keeps ``blocked`` itself:

    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_settlement(game, 0, "K-L-P")
    >>> distance_rule_kept(game.blocked, game.corner_owner)
    True
    """
    return all(blocked[x] == 1 for x, o in enumerate(corner_owner) if o >= 0)


def derive(s: SettlersState) -> None:
    """Rebuild what is derived from the buildings and roads (after a load or a change by
    hand): the board's lookups, the distance rule's counts (``blocked``), the harbour rates
    and each player's roads (``own_roads``).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.building import derive
    >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    >>> game.corner_owner[game.corner_number("K-L-P")] = 0       # a settlement put by hand
    >>> derive(game)
    >>> game.free_corner(game.corner_number("L-P"))               # now next to a building
    False
    """
    s.lookups = lookups_for(s.fixed_board, s.ruleset, s.n)
    R = len(s.ruleset.resources)
    s.ratio = [[4] * R for _ in range(s.n)]
    s.blocked = [0] * len(s.corner_owner)
    for c, p in enumerate(s.corner_owner):
        if p >= 0:
            _occupy(s, c, p)
    s.own_roads = [_positions(s.edge_owner, p) for p in range(s.n)]


def _build_actions(s: SettlersState, p: int, acts: list) -> None:
    """Every road, settlement and city ``p`` can build now (cost, stock and place)."""
    c = s.lookups
    need = c.need
    h = s.hands[p]
    if s.roads_left[p] and _affords(h, need["road"]):
        road = c.road
        acts.extend([road[e] for e in road_spots(s, p)])
    if s.settlements_left[p] and _affords(h, need["settlement"]):
        settle = c.settle
        acts.extend([settle[x] for x in settlement_spots(s, p)])
    if s.cities_left[p] and _affords(h, need["city"]):
        city, is_city = c.city, s.corner_city
        acts.extend([city[x] for x in _positions(s.corner_owner, p) if not is_city[x]])
        if s.ruleset.city_from_nothing and s.settlements_left[p] \
                and _affords(h, need["city+settlement"]):
            acts.extend([city[x] for x in settlement_spots(s, p)])


def _temple_actions(s: SettlersState, p: int, acts: list) -> None:
    """A temple stone, when the game has a temple and ``p`` can pay for one."""
    if s.temples_left[p]:
        need = s.lookups.need
        if "temple" in need and _affords(s.hands[p], need["temple"]):
            acts.append(BUILD_TEMPLE)


def free_corner(s: SettlersState, x: int) -> bool:
    """The distance rule: no building on intersection ``x`` nor on any next to it.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.building import free_corner
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_settlement(game, 0, "K-L-P")
    >>> board = game.fixed_board
    >>> [(name, free_corner(game, board.corner(name))) for name in ("K-L-P", "L-P", "J-K-O")]
    [('K-L-P', False), ('L-P', False), ('J-K-O', True)]
    >>> sum(free_corner(game, x) for x in range(len(board.corner_names)))   # of 54
    50
    """
    return not s.blocked[x]


def settlement_spots(s: SettlersState, p: int) -> list[int]:
    """Corners (indices) at the end of seat ``p``'s roads where the distance rule allows a
    settlement: where ``p`` may build one after set-up, cost and stock aside.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.building import settlement_spots
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_settlement(game, 0, "K-L-P")
    >>> settlement_spots(game, 0)                 # no road yet
    []
    >>> game = position.place_road(game, 0, "K-L-P~K-O-P", "J-K-O~K-O-P")
    >>> board = game.fixed_board
    >>> [board.corner_names[x] for x in settlement_spots(game, 0)]
    ['J-K-O']
    >>> game = position.place_settlement(game, 1, "J-N-O")   # player 1 builds next to it
    >>> settlement_spots(game, 0)
    []
    """
    ec = s.lookups.edge_corners
    blocked = s.blocked
    out = set()
    for e in s.own_roads[p]:
        for x in ec[e]:
            if not blocked[x]:         # the distance rule (free_corner)
                out.add(x)
    return sorted(out)


def road_spot_ok(s: SettlersState, p: int, e: int) -> bool:
    """Whether seat ``p`` may build a road on path ``e``, cost and stock aside: the path
    is empty, and at one of its ends ``p`` has a building, or a road and no opponent's
    building (the rule ``road_spots`` lists the paths of).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.building import road_spot_ok
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_settlement(game, 0, "K-L-P")
    >>> game = position.place_road(game, 0, "K-L-P~K-O-P", "J-K-O~K-O-P")
    >>> game = position.place_settlement(game, 1, "J-K-O")   # on the end of player 0's road
    >>> board = game.fixed_board
    >>> road_spot_ok(game, 0, board.edge("K-O-P", "O-P-S"))
    True
    >>> road_spot_ok(game, 0, board.edge("J-K-O", "J-N-O"))   # past player 1's settlement
    False
    >>> road_spot_ok(game, 1, board.edge("J-K-O", "J-N-O"))   # from player 1's own
    True
    """
    eo, co, ce = s.edge_owner, s.corner_owner, s.lookups.corner_edges
    if eo[e] >= 0:
        return False
    for x in s.lookups.edge_corners[e]:
        o = co[x]
        if o == p:
            return True
        if o < 0:
            for f in ce[x]:
                if eo[f] == p:
                    return True
    return False


def road_spots(s: SettlersState, p: int) -> list[int]:
    """Empty paths (edge indices) touching seat ``p``'s roads or buildings, not through an
    opponent's building: where ``p`` may build a road, cost and stock aside.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.rules.building import road_spots
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.place_settlement(game, 0, "K-L-P")
    >>> board = game.fixed_board
    >>> [board.path_name(e) for e in road_spots(game, 0)]     # the three paths from it
    ['G-K-L~K-L-P', 'K-L-P~K-O-P', 'K-L-P~L-P']
    >>> game = position.place_road(game, 0, "K-L-P~K-O-P", "J-K-O~K-O-P")
    >>> game = position.place_settlement(game, 1, "J-K-O")   # cuts the road's far end
    >>> [board.path_name(e) for e in road_spots(game, 0)]
    ['G-K-L~K-L-P', 'K-L-P~L-P', 'K-O-P~O-P-S']
    """
    c = s.lookups
    eo, co = s.edge_owner, s.corner_owner
    ec, ce = c.edge_corners, c.corner_edges
    corners = set(_positions(co, p))
    for e in s.own_roads[p]:
        corners.update(ec[e])
    spots = set()
    for x in corners:
        o = co[x]
        if o >= 0 and o != p:
            continue
        for e in ce[x]:
            if eo[e] < 0:
                spots.add(e)
    return sorted(spots)


def _occupy(s: SettlersState, c: int, p: int) -> None:
    """A building of ``p`` now on ``c``: ``c`` and the intersections next to it are no longer
    free (the counts ``free_corner`` reads), and its harbour's rates are ``p``'s."""
    blocked = s.blocked
    blocked[c] += 1
    for d in s.lookups.corner_nb[c]:
        blocked[d] += 1
    _take_harbour(s, c, p)


def check_settlement_spot(s: SettlersState, p: int, x: int, needs_road: bool) -> None:
    """IllegalAction unless player ``p`` may settle intersection ``x`` (``needs_road``:
    next to one of their roads, as after the set-up).

    >>> import boardgames
    >>> from boardgames.settlers.rules.building import check_settlement_spot
    >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    >>> check_settlement_spot(game, 0, game.corner_number("K-L-P"), needs_road=False)
    >>> check_settlement_spot(game, 0, game.corner_number("K-L-P"), needs_road=True)
    Traceback (most recent call last):
        ...
    boardgames.core.errors.IllegalAction: a new settlement must be at the end of one of your own roads
    """
    if s.corner_owner[x] >= 0:
        raise IllegalAction(f"{s.fixed_board.corner_names[x]} is already built on")
    if not free_corner(s, x):
        raise IllegalAction("the distance rule: a settlement needs all neighbouring "
                            "intersections empty, and one next to "
                            f"{s.fixed_board.corner_names[x]} is built on")
    if s.settlements_left[p] <= 0:
        raise IllegalAction(f"player {p} has no settlements left in stock "
                            "(upgrade one to a city first)")
    if needs_road:
        if not any(s.edge_owner[e] == p for e in s.lookups.corner_edges[x]):
            raise IllegalAction("a new settlement must be at the end of one of your own roads")
    elif s.ruleset.setup_needs_numbered_hex and not s.lookups.numbered_corner[x]:
        raise IllegalAction("a starting settlement must touch a numbered resource hex")


def place_settlement_at(s: SettlersState, p: int, x: int) -> None:
    """Put a settlement of player ``p`` on intersection ``x`` (no check: see
    :meth:`check_settlement_spot`).

    >>> import boardgames
    >>> from boardgames.settlers.rules.building import place_settlement_at
    >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    >>> place_settlement_at(game, 0, game.corner_number("K-L-P"))
    >>> game.settlements_left[0]
    4
    """
    s.corner_owner[x] = p
    s.settlements_left[p] -= 1
    _occupy(s, x, p)
    # a new building can cut an opponent's road
    for e in s.lookups.corner_edges[x]:
        o = s.edge_owner[e]
        if o >= 0 and o != p:
            _update_longest_road(s)
            break


def _do_settlement(s: SettlersState, action: A.BuildSettlement) -> None:
    """BuildSettlement: in set-up anywhere the distance rule allows (touching a numbered hex
    where the ruleset asks), after it at the end of one of the builder's roads, paying its
    cost."""
    p = s.player
    x = corner_number(s, action.corner)
    setup = s.phase == "setup_settlement"
    if not setup:
        need_phase(s, "main", what="building a settlement")
    check_settlement_spot(s, p, x, needs_road=not setup)
    if not setup:
        need_pay(s, p, s.ruleset.costs["settlement"], "a settlement")
        pay(s, p, s.ruleset.costs["settlement"])
    place_settlement_at(s, p, x)
    s.log.append(f"Player {p} builds a settlement at {action.corner}.")
    if setup:
        _start_settlement_placed(s, p, x)


def _do_road(s: SettlersState, action: A.BuildRoad) -> None:
    """BuildRoad: on an empty path joined to the builder's own road or building, not past an
    opponent's building (in set-up: touching the settlement just placed; free while a Road
    Building card lasts)."""
    p = s.player
    try:
        e = s.fixed_board.edge(action.path)
    except (KeyError, TypeError, AttributeError):
        raise IllegalAction(f"there is no path called {action.path!r}") from None
    if s.edge_owner[e] >= 0:
        raise IllegalAction(f"the path {action.path} already has a road")
    if s.roads_left[p] <= 0:
        raise IllegalAction(f"player {p} has no roads left in stock")
    ph = s.phase
    if ph == "setup_road":
        _check_start_road(s, e)
    else:
        need_phase(s, "main", "road_building", what="building a road")
        if not road_spot_ok(s, p, e):
            raise IllegalAction("a road must join your own road, settlement or city, and "
                                "cannot continue past an opponent's building")
        if ph == "main":
            need_pay(s, p, s.ruleset.costs["road"], "a road")
            pay(s, p, s.ruleset.costs["road"])
    s.edge_owner[e] = p
    insort(s.own_roads[p], e)
    s.roads_left[p] -= 1
    s.log.append(f"Player {p} builds a road on {action.path}.")
    _road_built(s, p, e)
    if ph == "setup_road":
        _next_setup(s)
    elif ph == "road_building":
        s.free_roads -= 1
        if s.free_roads <= 0 or not s.roads_left[p] or not road_spots(s, p):
            s.free_roads = 0
            s.phase = s.robber_return


def _do_city(s: SettlersState, action: A.BuildCity) -> None:
    """BuildCity: one of the builder's settlements becomes a city (where the ruleset allows, a
    city straight onto an empty intersection, paying for both)."""
    p = s.player
    need_phase(s, "main", what="building a city")
    x = corner_number(s, action.corner)
    rs = s.ruleset
    if s.cities_left[p] <= 0:
        raise IllegalAction(f"player {p} has no cities left in stock")
    if s.corner_owner[x] == p and not s.corner_city[x]:
        need_pay(s, p, rs.costs["city"], "a city")
        pay(s, p, rs.costs["city"])
    elif s.corner_owner[x] < 0 and rs.city_from_nothing:
        check_settlement_spot(s, p, x, needs_road=True)
        both = tuple(a + b for a, b in zip(rs.costs["city"], rs.costs["settlement"], strict=True))
        need_pay(s, p, both, "a city on an empty intersection (a settlement and a city)")
        pay(s, p, both)
        place_settlement_at(s, p, x)
    else:
        raise IllegalAction("a city replaces one of your own settlements")
    s.corner_city[x] = True
    s.cities_left[p] -= 1
    s.settlements_left[p] += 1
    s.log.append(f"Player {p} builds a city at {action.corner}.")


def _do_temple(s: SettlersState, action: A.BuildTemple) -> None:
    """BuildTemple: a temple stone, for its cost (Zarahemla: any time in the turn, before the
    dice too)."""
    p = s.player
    rs = s.ruleset
    if rs.temple_before_roll:           # Zarahemla: "at anytime during their turn"
        need_phase(s, "main", "pre_roll", what="building a temple stone")
    else:
        need_phase(s, "main", what="building a temple stone")
    if "temple" not in rs.costs:
        raise IllegalAction(f"there is no temple in {rs.title}")
    if s.temples_left[p] <= 0:
        raise IllegalAction(f"player {p} has placed all their temple stones")
    need_pay(s, p, rs.costs["temple"], "a temple stone")
    pay(s, p, rs.costs["temple"])
    _add_temples(s, p, 1)


RULES: dict[type, Rule] = {
    A.BuildRoad: _do_road, A.BuildSettlement: _do_settlement, A.BuildCity: _do_city,
    A.BuildTemple: _do_temple,
}
