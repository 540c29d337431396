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

from ...core.errors import IllegalAction
from .. import actions as A
from .common import affords as _affords
from .common import positions as _positions

BUILD_TEMPLE = A.BuildTemple()


def distance_rule_kept(blocked: list[int], corner_owner: list[int]) -> bool:
    """The distance rule over a whole board (a loaded position): each building is the only
    one its intersection's count knows of (``blocked``, the counts ``Building._occupy`` keeps
    and ``Building.free_corner`` reads).

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


class Building:
    """The building rules over the game's state (a mixin of SettlersGame)."""

    def _build_actions(self, p: int, acts: list) -> None:
        """Every road, settlement and city ``p`` can build now (cost, stock and place)."""
        c = self._c
        need = c.need
        h = self.hands[p]
        if self.roads_left[p] and _affords(h, need["road"]):
            road = c.road
            acts.extend([road[e] for e in self.road_spots(p)])
        if self.settlements_left[p] and _affords(h, need["settlement"]):
            settle = c.settle
            acts.extend([settle[x] for x in self.settlement_spots(p)])
        if self.cities_left[p] and _affords(h, need["city"]):
            city, is_city = c.city, self.corner_city
            acts.extend([city[x] for x in _positions(self.corner_owner, p) if not is_city[x]])
            if self.ruleset.city_from_nothing and self.settlements_left[p] \
                    and _affords(h, need["city+settlement"]):
                acts.extend([city[x] for x in self.settlement_spots(p)])

    def _temple_actions(self, p: int, acts: list) -> None:
        """A temple stone, when the game has a temple and ``p`` can pay for one."""
        if self.temples_left[p]:
            need = self._c.need
            if "temple" in need and _affords(self.hands[p], need["temple"]):
                acts.append(BUILD_TEMPLE)

    def free_corner(self, x: int) -> bool:
        """The distance rule: no building on intersection ``x`` nor on any next to it.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"))
        >>> game = position.place_settlement(game, 0, "K-L-P")
        >>> board = game.fixed_board
        >>> [(name, game.free_corner(board.corner(name))) for name in ("K-L-P", "L-P", "J-K-O")]
        [('K-L-P', False), ('L-P', False), ('J-K-O', True)]
        >>> sum(game.free_corner(x) for x in range(len(board.corner_names)))   # of 54
        50
        """
        return not self.blocked[x]

    def settlement_spots(self, p: int) -> list[int]:
        """Corners (indices) at the end of seat ``p``'s roads where the distance rule allows a
        settlement: where ``p`` may build one after set-up, cost and stock aside.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"))
        >>> game = position.place_settlement(game, 0, "K-L-P")
        >>> game.settlement_spots(0)                 # no road yet
        []
        >>> game = position.place_road(game, 0, "K-L-P~K-O-P", "J-K-O~K-O-P")
        >>> board = game.fixed_board
        >>> [board.corner_names[x] for x in game.settlement_spots(0)]
        ['J-K-O']
        >>> game = position.place_settlement(game, 1, "J-N-O")   # player 1 builds next to it
        >>> game.settlement_spots(0)
        []
        """
        ec = self._c.edge_corners
        free = self.free_corner
        out = set()
        for e in _positions(self.edge_owner, p):
            for x in ec[e]:
                if free(x):
                    out.add(x)
        return sorted(out)

    def road_spot_ok(self, p: int, e: int) -> bool:
        """Whether seat ``p`` may build a road on path ``e``, cost and stock aside: the path
        is empty, and at one of its ends ``p`` has a building, or a road and no opponent's
        building (the rule ``road_spots`` lists the paths of).

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"))
        >>> game = position.place_settlement(game, 0, "K-L-P")
        >>> game = position.place_road(game, 0, "K-L-P~K-O-P", "J-K-O~K-O-P")
        >>> game = position.place_settlement(game, 1, "J-K-O")   # on the end of player 0's road
        >>> board = game.fixed_board
        >>> game.road_spot_ok(0, board.edge("K-O-P", "O-P-S"))
        True
        >>> game.road_spot_ok(0, board.edge("J-K-O", "J-N-O"))   # past player 1's settlement
        False
        >>> game.road_spot_ok(1, board.edge("J-K-O", "J-N-O"))   # from player 1's own
        True
        """
        eo, co, ce = self.edge_owner, self.corner_owner, self._c.corner_edges
        if eo[e] >= 0:
            return False
        for x in self._c.edge_corners[e]:
            o = co[x]
            if o == p:
                return True
            if o < 0:
                for f in ce[x]:
                    if eo[f] == p:
                        return True
        return False

    def road_spots(self, p: int) -> list[int]:
        """Empty paths (edge indices) touching seat ``p``'s roads or buildings, not through an
        opponent's building: where ``p`` may build a road, cost and stock aside.

        Examples
        --------
        >>> import boardgames
        >>> from boardgames.settlers import position
        >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
        ...                                                layout="beginner"))
        >>> game = position.place_settlement(game, 0, "K-L-P")
        >>> board = game.fixed_board
        >>> [board.path_name(e) for e in game.road_spots(0)]     # the three paths from it
        ['G-K-L~K-L-P', 'K-L-P~K-O-P', 'K-L-P~L-P']
        >>> game = position.place_road(game, 0, "K-L-P~K-O-P", "J-K-O~K-O-P")
        >>> game = position.place_settlement(game, 1, "J-K-O")   # cuts the road's far end
        >>> [board.path_name(e) for e in game.road_spots(0)]
        ['G-K-L~K-L-P', 'K-L-P~L-P', 'K-O-P~O-P-S']
        """
        c = self._c
        eo, co = self.edge_owner, self.corner_owner
        ec, ce = c.edge_corners, c.corner_edges
        corners = set(_positions(co, p))
        for e in _positions(eo, p):
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

    def _occupy(self, c: int, p: int) -> None:
        """A building of ``p`` now on ``c``: ``c`` and the intersections next to it are no longer
        free (the counts ``free_corner`` reads), and its harbour's rates are ``p``'s."""
        blocked = self.blocked
        blocked[c] += 1
        for d in self._c.corner_nb[c]:
            blocked[d] += 1
        self._take_harbour(c, p)

    def check_settlement_spot(self, p: int, x: int, needs_road: bool) -> None:
        """IllegalAction unless player ``p`` may settle intersection ``x`` (``needs_road``:
        next to one of their roads, as after the set-up).

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.check_settlement_spot(0, game.corner_number("K-L-P"), needs_road=False)
        >>> game.check_settlement_spot(0, game.corner_number("K-L-P"), needs_road=True)
        Traceback (most recent call last):
            ...
        boardgames.core.errors.IllegalAction: a new settlement must be at the end of one of your own roads
        """
        if self.corner_owner[x] >= 0:
            raise IllegalAction(f"{self._board.corner_names[x]} is already built on")
        if not self.free_corner(x):
            raise IllegalAction("the distance rule: a settlement needs all neighbouring "
                                "intersections empty, and one next to "
                                f"{self._board.corner_names[x]} is built on")
        if self.settlements_left[p] <= 0:
            raise IllegalAction(f"player {p} has no settlements left in stock "
                                "(upgrade one to a city first)")
        if needs_road:
            if not any(self.edge_owner[e] == p for e in self._c.corner_edges[x]):
                raise IllegalAction("a new settlement must be at the end of one of your own roads")
        elif self.ruleset.setup_needs_numbered_hex and not self._c.numbered_corner[x]:
            raise IllegalAction("a starting settlement must touch a numbered resource hex")

    def place_settlement_at(self, p: int, x: int) -> None:
        """Put a settlement of player ``p`` on intersection ``x`` (no check: see
        :meth:`check_settlement_spot`).

        >>> import boardgames
        >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
        >>> game.place_settlement_at(0, game.corner_number("K-L-P"))
        >>> game.settlements_left[0]
        4
        """
        self.corner_owner[x] = p
        self.settlements_left[p] -= 1
        self._occupy(x, p)
        # a new building can cut an opponent's road
        for e in self._c.corner_edges[x]:
            o = self.edge_owner[e]
            if o >= 0 and o != p:
                self._update_longest_road()
                break

    def _do_settlement(self, action: A.BuildSettlement) -> None:
        p = self.player
        x = self.corner_number(action.corner)
        setup = self.phase == "setup_settlement"
        if not setup:
            self._need_phase("main", what="building a settlement")
        self.check_settlement_spot(p, x, needs_road=not setup)
        if not setup:
            self._need_pay(p, self.ruleset.costs["settlement"], "a settlement")
            self._pay(p, self.ruleset.costs["settlement"])
        self.place_settlement_at(p, x)
        self.log.append(f"Player {p} builds a settlement at {action.corner}.")
        if setup:
            self._start_settlement_placed(p, x)

    def _do_road(self, action: A.BuildRoad) -> None:
        p = self.player
        try:
            e = self._board.edge(action.path)
        except (KeyError, TypeError, AttributeError):
            raise IllegalAction(f"there is no path called {action.path!r}") from None
        if self.edge_owner[e] >= 0:
            raise IllegalAction(f"the path {action.path} already has a road")
        if self.roads_left[p] <= 0:
            raise IllegalAction(f"player {p} has no roads left in stock")
        ph = self.phase
        if ph == "setup_road":
            self._check_start_road(e)
        else:
            self._need_phase("main", "road_building", what="building a road")
            if not self.road_spot_ok(p, e):
                raise IllegalAction("a road must join your own road, settlement or city, and "
                                    "cannot continue past an opponent's building")
            if ph == "main":
                self._need_pay(p, self.ruleset.costs["road"], "a road")
                self._pay(p, self.ruleset.costs["road"])
        self.edge_owner[e] = p
        self.roads_left[p] -= 1
        self.log.append(f"Player {p} builds a road on {action.path}.")
        self._road_built(p, e)
        if ph == "setup_road":
            self._next_setup()
        elif ph == "road_building":
            self.free_roads -= 1
            if self.free_roads <= 0 or not self.roads_left[p] or not self.road_spots(p):
                self.free_roads = 0
                self.phase = self.robber_return

    def _do_city(self, action: A.BuildCity) -> None:
        p = self.player
        self._need_phase("main", what="building a city")
        x = self.corner_number(action.corner)
        rs = self.ruleset
        if self.cities_left[p] <= 0:
            raise IllegalAction(f"player {p} has no cities left in stock")
        if self.corner_owner[x] == p and not self.corner_city[x]:
            self._need_pay(p, rs.costs["city"], "a city")
            self._pay(p, rs.costs["city"])
        elif self.corner_owner[x] < 0 and rs.city_from_nothing:
            self.check_settlement_spot(p, x, needs_road=True)
            both = tuple(a + b for a, b in zip(rs.costs["city"], rs.costs["settlement"], strict=True))
            self._need_pay(p, both, "a city on an empty intersection (a settlement and a city)")
            self._pay(p, both)
            self.place_settlement_at(p, x)
        else:
            raise IllegalAction("a city replaces one of your own settlements")
        self.corner_city[x] = True
        self.cities_left[p] -= 1
        self.settlements_left[p] += 1
        self.log.append(f"Player {p} builds a city at {action.corner}.")

    def _do_temple(self, action: A.BuildTemple) -> None:
        p = self.player
        rs = self.ruleset
        if rs.temple_before_roll:           # Zarahemla: "at anytime during their turn"
            self._need_phase("main", "pre_roll", what="building a temple stone")
        else:
            self._need_phase("main", what="building a temple stone")
        if "temple" not in rs.costs:
            raise IllegalAction(f"there is no temple in {rs.title}")
        if self.temples_left[p] <= 0:
            raise IllegalAction(f"player {p} has placed all their temple stones")
        self._need_pay(p, rs.costs["temple"], "a temple stone")
        self._pay(p, rs.costs["temple"])
        self._add_temples(p, 1)

    BUILDING_HANDLERS = {A.BuildRoad: _do_road, A.BuildSettlement: _do_settlement,
                         A.BuildCity: _do_city, A.BuildTemple: _do_temple}
