"""Settlers odds: exact values, and the engine's own production as the simulation check.

The simulations roll seeded dice and let the engine pay (``game._produce``),
so they test the analysis against the real rules.  Tolerance: 4 standard
errors of the simulated mean for the stated number of rolls.
"""

import random
from fractions import Fraction

import pytest

import boardgames
from boardgames.analysis import settlers as S
from boardgames.analysis.montecarlo import mean, proportion
from boardgames.settlers import position


@pytest.fixture
def beginner():
    """Beginner Catan, 3 players: player 0 has a settlement on G-L and a city on J-K-O,
    player 1 a settlement on N-O-R; the robber on the desert (J)."""
    g = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    position.skip_setup(g)
    position.place_settlement(g, 0, "G-L")
    position.place_city(g, 0, "J-K-O")
    position.place_settlement(g, 1, "N-O-R")
    return g


def _simulate_income(game, player, rolls, seed=0):
    """Cards ``player`` gains per roll, from the engine paying seeded dice rolls."""
    rng = random.Random(seed)
    gains = []
    for _ in range(rolls):
        g = game.copy()
        total = rng.randint(1, 6) + rng.randint(1, 6)
        before = sum(g.hands[player])
        if total != 7:
            g.produce(total)
        gains.append(sum(g.hands[player]) - before)
    return gains


def test_zarahemla_board_pips_sum_to_58():
    for seed in range(3):
        g = boardgames.new_game("zarahemla", players=3, seed=seed)
        assert S.board_pips(g) == 58      # the 18 markers: 2x(2+3+...+5)+... = 58
    assert S.board_pips(boardgames.new_game("catan", players=4, layout="beginner")) == 58


def test_corner_production_is_sum_of_tile_odds(beginner):
    # G-L touches G (hills? number 10) and L (number 8): per round of 3 rolls
    board = beginner.board
    x = board.corner("G-L")
    expect = Fraction(0)
    for t in board.topology.corner_tiles[x]:
        tile = board.tiles[t]
        if tile.resource is not None:
            expect += 3 * Fraction(S.pips(tile.number), 36)
    assert sum(S.corner_production(beginner, "G-L").values()) == expect


def test_player_income_matches_engine_simulation(beginner):
    exact = sum(S.player_income(beginner, 0, rolls=1).values())
    assert exact == Fraction(1, 2)
    sim = mean(_simulate_income(beginner, 0, 4000, seed=5))
    assert sim.agrees_with(exact), (sim, exact)


def test_robber_cost_and_what_if_it_moves(beginner):
    cost = S.robber_cost(beginner, "O", rolls=1)
    # O is a 4 (3 pips): player 0's city takes 2, player 1's settlement 1
    assert sum(cost[0].values()) == Fraction(2 * 3, 36)
    assert sum(cost[1].values()) == Fraction(3, 36)
    moved = S.player_income(beginner, 0, rolls=1, robber="O")
    assert sum(moved.values()) == Fraction(1, 2) - Fraction(6, 36)
    assert S.robber_move_effect(beginner, 0, rolls=1)["O"] == -Fraction(6, 36)
    position.move_robber(beginner, "O")
    sim = mean(_simulate_income(beginner, 0, 4000, seed=6))
    assert sim.agrees_with(Fraction(1, 2) - Fraction(6, 36))


def test_liahona_value_is_best_total_minus_expected_roll(beginner):
    v = S.liahona_value(beginner, 0)
    assert v.rolled == Fraction(1, 2)
    assert v.best_cards == max(v.by_total.values())
    assert v.gain == v.best_cards - v.rolled
    assert 7 not in v.best


def test_seven_risk_exact_agrees_with_finite_horizon_and_simulation(beginner):
    inf = S.seven_risk(beginner, 0, hand=3)
    fin = S.seven_risk(beginner, 0, hand=3, rolls=100)   # (5/6)^100 ~ 1e-8 left over
    assert 0 <= float(inf.p_over - fin.p_over) < 1e-6
    assert 0 <= float(inf.expected_discard - fin.expected_discard) < 1e-5
    assert sum(inf.hand_at_seven.values()) + inf.p_over == 1
    # simulate: the hand grows by the engine's production until a 7
    rng = random.Random(11)
    over, discards, n = 0, [], 3000
    gains = S.roll_gains(beginner, 0)
    for _ in range(n):
        h = 3
        while True:
            total = rng.randint(1, 6) + rng.randint(1, 6)
            if total == 7:
                break
            h += gains[total]
        over += h > 7
        discards.append(h // 2 if h > 7 else 0)
    assert proportion(over, n).agrees_with(inf.p_over)
    assert mean(discards).agrees_with(inf.expected_discard)


def test_seven_risk_trivial_cases():
    r = S.hand_risk(9, {}, limit=7)
    assert r.p_over == 1 and r.expected_discard == 4
    r = S.hand_risk(9, {}, limit=7, rolls=1)
    assert r.p_seven == Fraction(1, 6) and r.expected_discard == Fraction(4, 6)


def test_jungle_discoveries_blocked_by_robber_on_jungle():
    g = boardgames.new_game("catan-jungle", players=3, seed=1, layout="beginner", jungle_number=4)
    position.skip_setup(g)
    jungle = next(i for i, t in enumerate(g.board.tiles) if t.terrain == "jungle")
    corner = g.board.topology.tile_corners[jungle][0]
    position.place_city(g, 2, g.board.corner_names[corner])
    assert S.jungle_discoveries(g) == [0, 0, 0]          # the robber starts on the Jungle
    free = S.jungle_discoveries(g, robber=None)
    assert free == [0, 0, 3 * 2 * Fraction(3, 36)]
    position.move_robber(g, "A")
    rng = random.Random(4)
    n = 6000
    found = []
    for _ in range(n):
        h = g.copy()
        total = rng.randint(1, 6) + rng.randint(1, 6)
        if total != 7:
            h.produce(total)
        found.append(h.discoveries[2])
    assert mean(found).agrees_with(free[2] / 3)


def test_bank_shortage_chance_and_rule(beginner):
    g = beginner
    # empty the bank of the resource of tile O (a 4) and check who is paid
    o = g.board.tiles[g.board.tile("O")]
    r = o.resource
    name = g.ruleset.resources[r]
    position.give(g, 2, **{name: g.bank[r] - 1})
    shorts = [s for s in S.bank_shortages(g) if s.resource == name]
    assert any(s.total == 4 and s.outcome == "nobody is paid" for s in shorts)
    p = S.bank_shortage(g)[name]
    assert p == S.p_sum_of({s.total for s in shorts})
    h = g.copy()
    before = [list(x) for x in h.hands]
    h.produce(4)
    assert h.hands[0][r] == before[0][r] and h.hands[1][r] == before[1][r]


def test_any_ruleset_and_live_game_production_map():
    g = boardgames.new_game("zarahemla", players=2, seed=3)
    while g.phase.startswith("setup"):
        g.apply(g.legal_actions()[0])
    m = S.production_map(g)
    assert len(m) == len(g.board.corner_names)
    assert all(sum(v.values()) >= 0 for v in m.values())
    total = sum(sum(S.player_income(g, p).values()) for p in range(2))
    assert total > 0
