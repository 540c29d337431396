"""The threat-escalation chain: exact, fast, and checked against two simulations.

1. an independent list-of-cards simulator (:func:`simulate_threat`);
2. the Forbidden Jungle engine's own draw pile (``_draw_threat``) and meter,
   with only the Increase cards resolved (so the board cannot end the game).

Tolerance: 4 standard errors of the simulated proportion / mean, for the
stated number of games.
"""

import random
from fractions import Fraction

import pytest

import boardgames
from boardgames.analysis import threat as T
from boardgames.analysis.montecarlo import mean, proportion
from boardgames.forbidden_jungle.config import THREAT_CARDS, build_config
from boardgames.forbidden_jungle.threats import draw_threat, resolve_threat


def test_setup_reads_the_engine_data():
    s = T.threat_setup(2, "novice")
    cfg = build_config(2, "novice")
    assert list(s.rates) == cfg.meter and s.level == cfg.start
    assert sorted(s.pile[0]) == sorted(THREAT_CARDS) and len(THREAT_CARDS) == 17
    assert sum(e != T.PLAIN for e in s.effects.values()) == 2


def test_first_turn_is_hypergeometric():
    c = T.threat_chain(2, "novice", turns=1)
    rate = c.setup.rates[c.setup.level]
    # expected draws of each card in the first turn: rate/17
    for name in THREAT_CARDS:
        assert c.expected[0][name] == Fraction(rate, 17)
    assert c.collapse[0] == 0
    assert c.rate[0] == {rate: Fraction(1)}


def test_distributions_sum_to_one_with_collapse():
    c = T.threat_chain(3, "elite", turns=30)
    for t in range(c.turns):
        assert sum(c.rate[t].values()) + c.collapse_before(t) == 1
        assert sum(c.level[t].values()) + c.collapse_before(t) == 1
    assert all(a <= b for a, b in zip(c.collapse, c.collapse[1:], strict=False))


def test_harder_difficulty_collapses_sooner():
    by = {d: T.threat_chain(2, d, turns=25).collapse for d in T.DIFFICULTIES}
    for t in (10, 15, 20):
        assert by["novice"][t] <= by["normal"][t] <= by["elite"][t] <= by["legendary"][t]


def test_a_deck_of_one_shuffle_card():
    # only "Increase Threat & Shuffle": every draw raises the meter
    s = T.ThreatSetup.fresh([1, 1, 1], 0, {"S": T.INCREASE_SHUFFLE})
    c = T.threat_chain(setup=s, turns=4)
    assert c.collapse == [0, 0, 1, 1]
    assert c.expected[2]["S"] == 3


@pytest.mark.parametrize("players,difficulty", [(2, "novice"), (4, "legendary")])
def test_chain_matches_list_simulation(players, difficulty):
    games, turns = 3000, 30
    c = T.threat_chain(players, difficulty, turns=turns)
    sim = T.simulate_threat(players, difficulty, turns=turns, games=games, seed=12)
    for t in range(0, turns, 3):
        hits = sum(1 for x in sim.collapse_turn if x is not None and x <= t)
        assert proportion(hits, games).agrees_with(c.collapse[t]), t
        rates = [r[t] for r in sim.rates if r[t] >= 0]
        if len(rates) > 30:
            assert mean(rates).agrees_with(c.mean_rate(t)), t
    t = 9
    for name in ("Increase Threat", "Increase Threat & Shuffle", "Spawn"):
        assert abs(sim.drawn[name][t] / games - float(c.expected[t][name])) < 0.06


def _engine_threat_only(players, difficulty, turns, seed):
    """Draw threat cards with the engine's own pile code; resolve only the Increase cards."""
    g = boardgames.new_game("forbidden-jungle", players=players, difficulty=difficulty, seed=seed)
    inc = {THREAT_CARDS.index("Increase Threat"), THREAT_CARDS.index("Increase Threat & Shuffle")}
    for t in range(turns):
        for _ in range(g.threat_rate):
            card = draw_threat(g)          # the engine's own pile rule, alone
            if card in inc:
                resolve_threat(g, card)
                if g.is_over:
                    return t
        g.discard.extend(g.drawn)
        g.drawn = []
    return None


def test_chain_matches_the_engine_deck():
    games, turns = 1500, 24
    c = T.threat_chain(2, "normal", turns=turns)
    rng = random.Random(3)
    ends = [_engine_threat_only(2, "normal", turns, rng.randrange(10**9)) for _ in range(games)]
    for t in (12, 15, 18, 21):
        hits = sum(1 for x in ends if x is not None and x <= t)
        assert proportion(hits, games).agrees_with(c.collapse[t]), t


def test_live_game_setup_continues_from_the_pile():
    g = boardgames.new_game("forbidden-jungle", players=2, difficulty="novice", seed=5)
    s = T.setup_from_game(g)
    fresh = T.threat_chain(2, "novice", turns=10)
    live = T.threat_chain(setup=s, turns=10)
    assert live.collapse == fresh.collapse
    # after the first turn's draws the chain restarts from the engine's pile
    g.apply(boardgames.forbidden_jungle.EndTurn())
    if not g.is_over:
        s2 = T.setup_from_game(g)
        assert sum(len(seg) for seg in s2.pile) <= 17
        c2 = T.threat_chain(setup=s2, turns=5)
        assert 0 <= c2.collapse[-1] <= 1


def test_whole_game_chain_runs_until_collapse_is_all_but_certain():
    # Its speed (under a second for a whole game) is measured by
    # benchmarks/bench_threat_chain.py, not asserted here on a shared machine.
    c = T.threat_chain(2, "novice")           # until P(still going) < 1e-6
    assert 1 - c.collapse[-1] < Fraction(1, 10**6)


@pytest.mark.parametrize("difficulty", ["novice", "legendary"])
def test_end_turn_outlook_from_the_engine_matches_the_chain(difficulty):
    """The engine's own chance tree of an EndTurn and the chain agree exactly."""
    g = boardgames.new_game("forbidden-jungle", players=2, difficulty=difficulty, seed=5)
    cfg = g.cfg
    # stand off the landing tile, away from aliens, so that no card ends the turn early
    quiet = [c for c in range(cfg.n) if g.num[c] == 0
             and not (g.eggs[c] or g.hatchlings[c] or g.adults[c])
             and not any(n >= 0 and (g.adults[n] or g.hatchlings[n]) for n in cfg.neighbour[c])]
    g.pos = [quiet[0]] * 2
    out = T.end_turn_outlook(g)
    chain = T.threat_chain(setup=T.setup_from_game(g), turns=2)
    assert out["stopped"] == 0
    assert out["meter"] == chain.level[1]
    assert out["total collapse"] == chain.collapse[0]
    for name in ("Spawn", "Increase Threat", "Increase Threat & Shuffle"):
        assert out["cards"][name] == chain.expected[0][name]


def test_card_effects_come_from_the_engine_table():
    from boardgames.forbidden_jungle.threats import THREAT_DECK
    eff = T.threat_setup().effects        # the public setup, read from the engine table
    assert list(eff) == list(THREAT_DECK) == list(THREAT_CARDS)
    assert eff["Increase Threat & Shuffle"] == T.INCREASE_SHUFFLE
    assert eff["Increase Threat"] == T.INCREASE
    assert sum(1 for e in eff.values() if e == T.PLAIN) == 15
