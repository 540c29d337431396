"""Exact odds on a settlers board: production, the robber, the Liahona, sevens, the bank.

Every function takes a :class:`~boardgames.settlers.engine.SettlersGame` (any
ruleset: ``catan``, ``catan-jungle``, ``zarahemla``; a fresh game or one in
progress) and reads its board, buildings, robber, hands and bank.  Nothing is
changed.  The answers are exact fractions because each roll is one of 36
equally likely outcomes and production is a fixed function of the total.

Words used below:

* a **roll** is one throw of the two dice; a **round** is one roll by each
  player (``game.n`` rolls), the natural unit "per trip around the table";
* **expected production** of a tile is ``P(its number) x cards``: a settlement
  takes 1 card, a city 2, and the tile under the robber gives nothing.

What these leave out (and say so): trades, spending, stealing and the
development cards change hands between rolls; the functions assume the
position stays as it is, except :func:`seven_risk`, which lets the hand grow
by production alone.  Bank shortages are ignored by the production functions
and measured by :func:`bank_shortage`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .dice import PRODUCTION_NUMBERS, p_sum, pips

ZERO = Fraction(0)


def _rolls(game: Any, rolls: int | None) -> int:
    return game.n if rolls is None else rolls


def _robber(game: Any, robber: Any) -> int | None:
    """The tile index the robber stands on: ``robber`` may be a label, an index, None (none)."""
    if robber == "current":
        return game.robber
    if robber is None:
        return None
    if isinstance(robber, str):
        return game.board.tile(robber)
    return int(robber)


def tile_odds(game: Any, robber: Any = "current") -> dict[str, Fraction]:
    """``{tile label: P(the tile produces on a roll)}``; 0 under the robber and for blanks.

    Examples
    --------
    >>> import boardgames
    >>> game = boardgames.new_game("catan", players=4, seed=1, layout="beginner")
    >>> tile_odds(game)["E"]        # tile E shows a 6: five of the 36 rolls
    Fraction(5, 36)
    """
    r = _robber(game, robber)
    return {t.label: ZERO if (i == r or t.number is None) else p_sum(t.number)
            for i, t in enumerate(game.board.tiles)}


def corner_production(game: Any, corner: str | int, city: bool = False,
                      rolls: int | None = None, robber: Any = "current") -> dict[str, Fraction]:
    """Expected cards of each resource a building at ``corner`` earns in ``rolls`` rolls.

    ``rolls`` defaults to one round (``game.n`` rolls).  A city earns twice a
    settlement.  The robber's tile gives nothing (``robber=None`` ignores the
    robber, a tile label puts it there instead).

    Examples
    --------
    A settlement on G-L, next to hills (10) and mountains (8), over one round of
    three rolls, and a city there over a single roll:

    >>> import boardgames
    >>> from boardgames.analysis.settlers import corner_production
    >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    >>> {r: p for r, p in corner_production(game, "G-L").items() if p}
    {'brick': Fraction(1, 4), 'ore': Fraction(5, 12)}
    >>> {r: p for r, p in corner_production(game, "G-L", city=True, rolls=1).items() if p}
    {'brick': Fraction(1, 6), 'ore': Fraction(5, 18)}
    """
    board = game.board
    x = board.corner(corner) if isinstance(corner, str) else corner
    k = (2 if city else 1) * _rolls(game, rolls)
    rb = _robber(game, robber)
    out = dict.fromkeys(game.ruleset.resources, ZERO)
    for t in board.topology.corner_tiles[x]:
        tile = board.tiles[t]
        if tile.resource is None or tile.number is None or t == rb:
            continue
        name = game.ruleset.resources[tile.resource]
        out[name] += k * p_sum(tile.number)
    return out


def production_map(game: Any, rolls: int | None = None,
                   robber: Any = "current") -> dict[str, dict[str, Fraction]]:
    """``{intersection: {resource: expected cards}}`` for a *settlement* on every intersection.

    This is the board's heatmap: where would a new settlement earn most?

    Examples
    --------
    Where would a first settlement earn most per round?

    >>> import boardgames
    >>> from boardgames.analysis.settlers import production_map
    >>> game = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    >>> heat = production_map(game)
    >>> len(heat)                                         # intersections on the board
    54
    >>> top = max(sum(cards.values()) for cards in heat.values())
    >>> top, [corner for corner in sorted(heat) if sum(heat[corner].values()) == top]
    (Fraction(11, 12), ['H-I-M', 'K-L-P', 'M-N-Q', 'N-Q-R'])
    """
    return {name: corner_production(game, i, rolls=rolls, robber=robber)
            for i, name in enumerate(game.board.corner_names)}


def corner_pips(game: Any, corner: str | int) -> int:
    """The pips (dots) of the numbered resource tiles around an intersection.

    Examples
    --------
    >>> import boardgames
    >>> game = boardgames.new_game("catan", players=4, seed=1, layout="beginner")
    >>> corner_pips(game, "A.N"), board_pips(game)
    (3, 58)
    """
    board = game.board
    x = board.corner(corner) if isinstance(corner, str) else corner
    return sum(pips(board.tiles[t].number) for t in board.topology.corner_tiles[x]
               if board.tiles[t].resource is not None)


def board_pips(game: Any) -> int:
    """The pips of all numbered resource tiles (58 on a standard 18-token board).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.analysis.settlers import board_pips
    >>> board_pips(boardgames.new_game("zarahemla", players=3, seed=2))
    58
    """
    return sum(pips(t.number) for t in game.board.tiles if t.resource is not None)


def player_income(game: Any, player: int, rolls: int | None = None,
                  robber: Any = "current") -> dict[str, Fraction]:
    """``{resource: expected cards}`` player ``player`` earns in ``rolls`` rolls (one round).

    Sums :func:`corner_production` over the player's settlements and cities.
    ``robber="F"`` answers "what if the robber moved to tile F?".

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")        # on hills 10 and mountains 8
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")            # on forest 3 and fields 4
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")      # on mountains 3, fields 4 and 6
    <Catan: ...>
    >>> from boardgames.analysis.settlers import player_income
    >>> income = player_income(game, 0)                   # per round of three rolls
    >>> {r: p for r, p in income.items() if p}
    {'brick': Fraction(1, 4), 'lumber': Fraction(1, 3), 'grain': Fraction(1, 2),
     'ore': Fraction(5, 12)}
    >>> player_income(game, 0, robber="L")["ore"]         # with the robber on the mountains
    Fraction(0, 1)
    """
    out = dict.fromkeys(game.ruleset.resources, ZERO)
    for x, owner in enumerate(game.corner_owner):
        if owner == player:
            for r, v in corner_production(game, x, city=game.corner_city[x], rolls=rolls,
                                          robber=robber).items():
                out[r] += v
    return out


def incomes(game: Any, rolls: int | None = None, robber: Any = "current") -> list[dict[str, Fraction]]:
    """:func:`player_income` for every player, in seat order.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")        # on hills 10 and mountains 8
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")            # on forest 3 and fields 4
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")      # on mountains 3, fields 4 and 6
    <Catan: ...>
    >>> from boardgames.analysis.settlers import incomes
    >>> [sum(income.values()) for income in incomes(game)]    # cards per round, by seat
    [Fraction(3, 2), Fraction(5, 6), Fraction(0, 1)]
    """
    return [player_income(game, p, rolls, robber) for p in range(game.n)]


def roll_gains(game: Any, player: int, robber: Any = "current") -> dict[int, int]:
    """``{total: cards player gains when it is rolled}`` for the totals 2..12 (7 gives 0).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")        # on hills 10 and mountains 8
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")            # on forest 3 and fields 4
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")      # on mountains 3, fields 4 and 6
    <Catan: ...>
    >>> from boardgames.analysis.settlers import roll_gains
    >>> {total: cards for total, cards in roll_gains(game, 0).items() if cards}
    {3: 2, 4: 2, 8: 1, 10: 1}
    """
    gains = dict.fromkeys(range(2, 13), 0)
    for number, _, k in _payouts(game, player, _robber(game, robber)):
        gains[number] += k
    return gains


def _payouts(game: Any, player: int, robber_tile: int | None):
    """``(number, resource index, cards)`` for each producing hex next to each of player's buildings."""
    board = game.board
    for x, owner in enumerate(game.corner_owner):
        if owner != player:
            continue
        k = 2 if game.corner_city[x] else 1
        for t in board.topology.corner_tiles[x]:
            tile = board.tiles[t]
            if tile.resource is not None and tile.number is not None and t != robber_tile:
                yield tile.number, tile.resource, k


@dataclass(frozen=True)
class LiahonaValue:
    """Choosing the roll versus rolling it, for one player's production.

    ``best`` lists the totals that give the most cards (``best_cards`` of
    them); ``rolled`` is the expected cards from an honest roll; ``gain`` the
    difference: what the card is worth, in cards, this turn.
    """

    best: tuple[int, ...]
    best_cards: Fraction
    rolled: Fraction
    gain: Fraction
    by_total: dict[int, Fraction]


def liahona_value(game: Any, player: int, weights: dict[str, Fraction | int] | None = None,
                  robber: Any = "current") -> LiahonaValue:
    """What the Liahona (choose the production roll) is worth to ``player`` right now.

    Without ``weights`` every card counts 1; give ``weights={"stone": 2, ...}``
    to value some resources more.  Choosing 7 (moving the robber) is not
    counted: it produces nothing.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")        # on hills 10 and mountains 8
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")            # on forest 3 and fields 4
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")      # on mountains 3, fields 4 and 6
    <Catan: ...>
    >>> from boardgames.analysis.settlers import liahona_value
    >>> value = liahona_value(game, 0)
    >>> value.best, value.best_cards                      # name a 3 or a 4: the city pays 2
    ((3, 4), Fraction(2, 1))
    >>> value.rolled, value.gain                          # an honest roll pays 1/2 on average
    (Fraction(1, 2), Fraction(3, 2))
    """
    res = game.ruleset.resources
    w = {r: Fraction(1) for r in res}
    if weights:
        w.update({r: Fraction(v) for r, v in weights.items()})
    by_total = dict.fromkeys(range(2, 13), ZERO)
    for number, r, k in _payouts(game, player, _robber(game, robber)):
        by_total[number] += k * w[res[r]]
    rolled = sum((p_sum(s) * v for s, v in by_total.items()), ZERO)
    top = max(by_total.values())
    best = tuple(s for s, v in by_total.items() if v == top and s != 7)
    return LiahonaValue(best, top, rolled, top - rolled, by_total)


def robber_cost(game: Any, tile: str | int, rolls: int | None = None) -> list[dict[str, Fraction]]:
    """What the robber on ``tile`` costs each player: expected cards lost in ``rolls`` rolls.

    This is the tile's production to the players around it (a settlement 1, a
    city 2, times P(the number)); the current robber position does not matter.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")        # on hills 10 and mountains 8
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")            # on forest 3 and fields 4
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")      # on mountains 3, fields 4 and 6
    <Catan: ...>
    >>> from boardgames.analysis.settlers import robber_cost
    >>> [cost["grain"] for cost in robber_cost(game, "O")]    # O: fields, number 4
    [Fraction(1, 2), Fraction(1, 4), Fraction(0, 1)]
    """
    board = game.board
    t = board.tile(tile) if isinstance(tile, str) else tile
    info = board.tiles[t]
    out = [dict.fromkeys(game.ruleset.resources, ZERO) for _ in range(game.n)]
    if info.resource is None or info.number is None:
        return out
    name = game.ruleset.resources[info.resource]
    p = p_sum(info.number) * _rolls(game, rolls)
    for x in board.topology.tile_corners[t]:
        o = game.corner_owner[x]
        if o >= 0:
            out[o][name] += (2 if game.corner_city[x] else 1) * p
    return out


def robber_move_effect(game: Any, player: int, rolls: int | None = None) -> dict[str, Fraction]:
    """``{tile: change in player's expected cards}`` if the robber moved there now.

    Negative means the move hurts the player; moving the robber off a tile
    that blocks the player gives a positive change.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")        # on hills 10 and mountains 8
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")            # on forest 3 and fields 4
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")      # on mountains 3, fields 4 and 6
    <Catan: ...>
    >>> from boardgames.analysis.settlers import robber_move_effect
    >>> effect = robber_move_effect(game, 0)
    >>> sorted(effect, key=lambda tile: (effect[tile], tile))[:3]    # the worst tiles for player 0
    ['O', 'L', 'K']
    >>> effect["O"], effect["A"]
    (Fraction(-1, 2), Fraction(0, 1))
    """
    now = sum(player_income(game, player, rolls).values(), ZERO)
    return {t.label: sum(player_income(game, player, rolls, robber=i).values(), ZERO) - now
            for i, t in enumerate(game.board.tiles) if i != game.robber}


@dataclass(frozen=True)
class SevenRisk:
    """What happens to one hand at the next 7.

    ``p_seven`` is the chance a 7 comes within the horizon (1 with no
    horizon), ``p_over`` the chance that at that 7 the hand holds more than
    ``limit`` cards, ``expected_discard`` the expected number of cards then
    discarded (half the hand, rounded down, when over the limit) and
    ``hand_at_seven`` the distribution of the hand size at the 7 for the
    sizes up to the limit (the rest is ``p_over``).
    """

    hand: int
    limit: int
    rolls: int | None
    p_seven: Fraction
    p_over: Fraction
    expected_discard: Fraction
    hand_at_seven: dict[int, Fraction]


def hand_risk(hand: int, gains: dict[int, int], limit: int = 7,
              rolls: int | None = None) -> SevenRisk:
    """The :class:`SevenRisk` of a hand that grows by ``gains[total]`` on each roll.

    With ``rolls=None`` the wait for the 7 is unbounded: the answer is still
    exact, by first-step analysis (a hand over the limit stays over, and its
    expected size at the 7 is ``h + E[gain per roll] / P(7)`` by Wald's
    identity; the parity, which the rounding down needs, is a two-state chain).
    With ``rolls=r`` only the next ``r`` rolls count.

    Examples
    --------
    A hand of 9 is over the limit of 7 and loses 4 cards at the next 7, whenever it comes:

    >>> from boardgames.analysis.settlers import hand_risk
    >>> risk = hand_risk(9, {}, limit=7)
    >>> risk.p_over, risk.expected_discard
    (Fraction(1, 1), Fraction(4, 1))

    A hand of 5 that gains 2 cards on an 8 and 1 on a 6:

    >>> risk = hand_risk(5, {8: 2, 6: 1})
    >>> risk.p_over
    Fraction(725, 2048)
    >>> risk.hand_at_seven
    {5: Fraction(3, 8), 6: Fraction(15, 128), 7: Fraction(315, 2048)}
    """
    p7 = p_sum(7)
    steps = [(p_sum(s), gains.get(s, 0)) for s in PRODUCTION_NUMBERS]
    if rolls is not None:
        dist = {hand: Fraction(1)}
        at7: dict[int, Fraction] = {}
        for _ in range(rolls):
            nxt: dict[int, Fraction] = {}
            for h, q in dist.items():
                at7[h] = at7.get(h, ZERO) + q * p7
                for p, x in steps:
                    nxt[h + x] = nxt.get(h + x, ZERO) + q * p
            dist = nxt
        p_over = sum((q for h, q in at7.items() if h > limit), ZERO)
        disc = sum((q * (h // 2) for h, q in at7.items() if h > limit), ZERO)
        within = {h: q for h, q in sorted(at7.items()) if h <= limit}
        return SevenRisk(hand, limit, rolls, sum(at7.values(), ZERO), p_over, disc, within)
    mu = sum((p * x for p, x in steps), ZERO)
    odd = sum((p for p, x in steps if x % 2), ZERO)
    even = sum((p for p, x in steps if x % 2 == 0), ZERO)
    q0 = odd / (1 - even + odd)          # P(final size odd | now even and over the limit)
    q1 = (p7 + odd * q0) / (1 - even)    # ... now odd

    def over_discard(h: int) -> Fraction:
        return (h + mu / p7 - (q1 if h % 2 else q0)) / 2

    stay = sum((p for p, x in steps if x == 0), ZERO)
    P: dict[int, Fraction] = {}
    D: dict[int, Fraction] = {}
    for s in range(max(limit, hand), hand - 1, -1):
        if s > limit:
            P[s], D[s] = Fraction(1), over_discard(s)
            continue
        ps = ds = ZERO
        for p, x in steps:
            if x == 0:
                continue
            t = s + x
            ps += p * (Fraction(1) if t > limit else P[t])
            ds += p * (over_discard(t) if t > limit else D[t])
        P[s], D[s] = ps / (1 - stay), ds / (1 - stay)
    # where is the hand when the 7 comes (sizes up to the limit)?
    low: dict[int, Fraction] = {}
    if hand <= limit:
        reach = {hand: Fraction(1) / (1 - stay)}   # expected visits, self-loops folded in
        for s in range(hand, limit + 1):
            v = reach.get(s, ZERO)
            if not v:
                continue
            low[s] = v * p7
            for p, x in steps:
                if x and s + x <= limit:
                    reach[s + x] = reach.get(s + x, ZERO) + v * p / (1 - stay)
    return SevenRisk(hand, limit, None, Fraction(1), P[hand], D[hand], low)


def seven_risk(game: Any, player: int, hand: int | None = None, rolls: int | None = None,
               robber: Any = "current") -> SevenRisk:
    """Will ``player`` be over the hand limit when the next 7 comes, and lose how much?

    The hand starts at its current size (or ``hand``) and grows by the
    player's production on every roll, as if the player never spent a card;
    ``rolls`` limits the wait (e.g. ``game.n - 1``: "before my next turn").
    Exact; see :func:`hand_risk`.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")        # on hills 10 and mountains 8
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")            # on forest 3 and fields 4
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")      # on mountains 3, fields 4 and 6
    <Catan: ...>
    >>> from boardgames.analysis.settlers import seven_risk
    >>> risk = seven_risk(game, 0, hand=3)            # three cards now, and never spent
    >>> round(float(risk.p_over), 3), round(float(risk.expected_discard), 2)
    (0.243, 1.31)
    >>> seven_risk(game, 0, hand=5, rolls=2).p_seven    # a 7 within the next two rolls
    Fraction(11, 36)
    """
    h = sum(game.hands[player]) if hand is None else hand
    return hand_risk(h, roll_gains(game, player, robber), game.ruleset.hand_limit, rolls)


def jungle_discoveries(game: Any, rolls: int | None = None,
                       robber: Any = "current") -> list[Fraction]:
    """Expected discoveries per player in ``rolls`` rolls (Catan Jungle variant; else zeros).

    The robber starts on the Jungle and blocks it like any tile.  A limited
    ``discovery_supply`` is ignored here.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.analysis.settlers import jungle_discoveries
    >>> from boardgames.settlers import position
    >>> game = boardgames.new_game("catan-jungle", players=3, seed=1, layout="beginner",
    ...                            jungle_number=4)
    >>> position.place_city(position.skip_setup(game), 2, "E-F-J")    # J is the Jungle
    <Catan...>
    >>> jungle_discoveries(game)                      # the robber starts on the Jungle
    [Fraction(0, 1), Fraction(0, 1), Fraction(0, 1)]
    >>> jungle_discoveries(game, robber=None)         # a city, 3 rolls, P(4) = 3/36
    [Fraction(0, 1), Fraction(0, 1), Fraction(1, 2)]
    """
    out = [ZERO] * game.n
    if not game.ruleset.jungle:
        return out
    rb = _robber(game, robber)
    board = game.board
    k = _rolls(game, rolls)
    for t, tile in enumerate(board.tiles):
        if tile.terrain != "jungle" or tile.number is None or t == rb:
            continue
        for x in board.topology.tile_corners[t]:
            o = game.corner_owner[x]
            if o >= 0:
                out[o] += (2 if game.corner_city[x] else 1) * p_sum(tile.number) * k
    return out


@dataclass(frozen=True)
class Shortage:
    """One roll that the bank cannot pay in full."""

    total: int
    resource: str
    wanted: int
    in_bank: int
    players: tuple[int, ...]
    outcome: str          # "nobody is paid" or "player p takes what is left"


def bank_shortages(game: Any, robber: Any = "current") -> list[Shortage]:
    """Every (total, resource) that the bank cannot pay in full now, with what happens.

    The rule: if the bank has too few cards of a resource for everyone owed
    it, nobody gets that resource, unless only one player is owed it, who then
    takes what is left.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")        # on hills 10 and mountains 8
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")            # on forest 3 and fields 4
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")      # on mountains 3, fields 4 and 6
    <Catan: ...>
    >>> position.give(game, 2, grain=18)                  # the bank keeps one grain
    <Catan: ...>
    >>> from boardgames.analysis.settlers import bank_shortages
    >>> bank_shortages(game)
    [Shortage(total=4, resource='grain', wanted=3, in_bank=1, players=(0, 1),
              outcome='nobody is paid')]
    """
    rb = _robber(game, robber)
    board = game.board
    res = game.ruleset.resources
    out = []
    for total in PRODUCTION_NUMBERS:
        owed: dict[int, dict[int, int]] = {}
        for t, tile in enumerate(board.tiles):
            if tile.number != total or tile.resource is None or t == rb:
                continue
            for x in board.topology.tile_corners[t]:
                o = game.corner_owner[x]
                if o >= 0:
                    d = owed.setdefault(tile.resource, {})
                    d[o] = d.get(o, 0) + (2 if game.corner_city[x] else 1)
        for r, who in sorted(owed.items()):
            want = sum(who.values())
            if want > game.bank[r]:
                players = tuple(sorted(who))
                outcome = (f"player {players[0]} takes what is left" if len(players) == 1
                           else "nobody is paid")
                out.append(Shortage(total, res[r], want, game.bank[r], players, outcome))
    return out


def bank_shortage(game: Any, robber: Any = "current") -> dict[str, Fraction]:
    """``{resource: P(the next roll owes more of it than the bank holds)}``, plus ``"any"``.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> position.place_settlement(game, 0, "G-L")        # on hills 10 and mountains 8
    <Catan: ...>
    >>> position.place_city(game, 0, "J-K-O")            # on forest 3 and fields 4
    <Catan: ...>
    >>> position.place_settlement(game, 1, "N-O-R")      # on mountains 3, fields 4 and 6
    <Catan: ...>
    >>> position.give(game, 2, grain=18)                  # the bank keeps one grain
    <Catan: ...>
    >>> from boardgames.analysis.settlers import bank_shortage
    >>> {r: p for r, p in bank_shortage(game).items() if p}    # a 4 pays nobody grain
    {'grain': Fraction(1, 12), 'any': Fraction(1, 12)}
    """
    shorts = bank_shortages(game, robber)
    out = {r: p_sum_of({s.total for s in shorts if s.resource == r})
           for r in game.ruleset.resources}
    out["any"] = p_sum_of({s.total for s in shorts})
    return out


def p_sum_of(totals: set[int]) -> Fraction:
    """P(the next roll of two dice is one of the distinct ``totals``).

    Examples
    --------
    >>> from boardgames.analysis.settlers import p_sum_of
    >>> p_sum_of({6, 8}), p_sum_of(set())
    (Fraction(5, 18), Fraction(0, 1))
    """
    return sum((p_sum(t) for t in totals), ZERO)
