"""The planner counts threat cards (``boardgames.bots.jungle.W["deck"]``): a supply margin,
or the Collapse buffer, weighs as much as the chance that the card which would break it
comes before the team can answer, read from the draw pile's public segments."""

from __future__ import annotations

import random

import pytest
from fj_helpers import add, clear

import boardgames
from boardgames.bots import Table
from boardgames.bots.jungle import W, _deck_risk, _draw_odds, evaluate
from boardgames.forbidden_jungle.config import BOX, THREAT_CARDS

GROW, HATCH, COLLAPSE = (THREAT_CARDS.index(n) for n in ("Grow", "Hatch", "Collapse"))
WEBS = [i for i, n in enumerate(THREAT_CARDS) if n.startswith("Spin Webs")]
#: the order of _deck_risk's factors: the margins of _margins, then the Collapse buffer
HATCH_MARGIN, GROW_MARGIN, WEB_MARGIN, BUFFER = 0, 1, 6, 7


def position(pile, discard=()):
    """A seed-0 game (2 players, two threat cards a turn) with ``pile`` as its draw pile
    (segments from the top) and ``discard`` out of it."""
    g = clear(boardgames.new_game("forbidden-jungle", players=2, seed=0))
    g.pile[:] = [sorted(seg) for seg in pile]
    g.discard[:] = sorted(discard)
    g.drawn[:] = []
    rest = set(range(len(THREAT_CARDS))) - {c for seg in pile for c in seg} - set(discard)
    g.discard.extend(sorted(rest))
    return g


def test_draw_odds_read_the_top_segment_first_then_the_next():
    odds = _draw_odds(((GROW, HATCH, COLLAPSE, 0), (1, 2)), 2)
    assert odds[GROW] == odds[HATCH] == odds[COLLAPSE] == odds[0] == pytest.approx(0.5)
    assert odds[1] == odds[2] == 0.0                 # below the top segment: not yet
    odds = _draw_odds(((GROW,), (1, 2)), 2)
    assert odds[GROW] == 1.0 and odds[1] == odds[2] == pytest.approx(0.5)
    assert all(p == 0.0 for c, p in enumerate(odds) if c not in (GROW, 1, 2))


def test_draw_odds_refill_a_spent_pile_with_every_card():
    odds = _draw_odds(((GROW,),), 3)                # one card left, then a new pile of 17
    assert odds[GROW] == 1.0
    assert odds[HATCH] == pytest.approx(2 / len(THREAT_CARDS))


def test_an_even_deck_leaves_every_margin_as_tuned(monkeypatch):
    monkeypatch.setitem(W, "deck", 1.0)
    g = boardgames.new_game("forbidden-jungle", players=2, seed=3)   # every card in the pile
    assert _deck_risk(g) == pytest.approx((1.0,) * 8)
    counted = evaluate(g)
    monkeypatch.setitem(W, "deck", 0.0)
    assert evaluate(g) == pytest.approx(counted)


def test_a_card_in_the_discard_puts_its_margin_off_until_the_pile_is_spent(monkeypatch):
    monkeypatch.setitem(W, "deck", 1.0)
    monkeypatch.setitem(W, "deck_turns", 2.0)
    others = [c for c in range(len(THREAT_CARDS)) if c not in (GROW, COLLAPSE)]
    g = position([others], discard=[GROW, COLLAPSE])   # 15 cards, 4 drawn in two turns
    risk = _deck_risk(g)
    assert risk[GROW_MARGIN] == 0.0 and risk[BUFFER] == 0.0
    assert risk[HATCH_MARGIN] == pytest.approx((4 / 15) / (4 / 17))


def test_a_card_on_top_of_the_pile_weighs_its_margin_up_to_the_cap(monkeypatch):
    monkeypatch.setitem(W, "deck", 1.0)
    monkeypatch.setitem(W, "deck_cap", 4.0)
    rest = [c for c in range(len(THREAT_CARDS)) if c != GROW]
    g = position([[GROW], rest])
    assert _deck_risk(g)[GROW_MARGIN] == 4.0          # certain, against 4/17: capped
    monkeypatch.setitem(W, "deck", 0.5)
    assert _deck_risk(g)[GROW_MARGIN] == pytest.approx(0.5 + 0.5 * 4.0)


def test_the_spin_webs_margin_counts_two_cards(monkeypatch):
    monkeypatch.setitem(W, "deck", 1.0)
    rest = [c for c in range(len(THREAT_CARDS)) if c not in WEBS]
    one = position([WEBS[:1] + rest[:1], rest[1:] + WEBS[1:]])     # one of two on top
    two = position([WEBS[:2], rest + WEBS[2:]])                      # two certain
    assert _deck_risk(one)[WEB_MARGIN] < _deck_risk(two)[WEB_MARGIN]


def test_a_grow_about_to_come_makes_too_many_hatchlings_worse(monkeypatch):
    """The rule at stake: Grow replaces each hatchling with an adult, and a Grow with too
    few adults in the supply overruns the jungle."""
    rest = [c for c in range(len(THREAT_CARDS)) if c != GROW]
    soon = position([[GROW, rest[0]], rest[1:]])
    later = position([rest], discard=[GROW])
    for g in (soon, later):
        add(g, (0, 0), adults=BOX["adults"] - 2)
        add(g, (0, 1), hatchlings=3)                # a Grow needs 3 adults, 2 are left
    monkeypatch.setitem(W, "deck", 0.0)
    assert evaluate(soon) == pytest.approx(evaluate(later))
    monkeypatch.setitem(W, "deck", 1.0)
    assert evaluate(soon) < evaluate(later)


def test_the_count_reads_only_what_the_seat_may_see(monkeypatch):
    """A determinised copy (tiles and card order imagined) counts the same cards."""
    monkeypatch.setitem(W, "deck", 1.0)
    g = boardgames.new_game("forbidden-jungle", players=2, seed=5)
    for _ in range(4):
        g.apply(g.legal_actions()[-1])
    table = Table(g, g.current_player)
    for seed in range(3):
        assert _deck_risk(table.determinise(random.Random(seed))) == _deck_risk(g)


def test_no_card_to_come_puts_every_margin_off(monkeypatch):
    """A threat meter at rate 0 draws nothing: no margin is at risk (and nothing divides
    by the zero draws)."""
    monkeypatch.setitem(W, "deck", 1.0)
    monkeypatch.setitem(W, "deck_turns", 1.0)
    g = boardgames.new_game("forbidden-jungle", players=2, seed=0, threat_meter=[0, 1])
    assert _deck_risk(g) == (0.0,) * 8
    monkeypatch.setitem(W, "deck", 0.5)
    assert _deck_risk(g) == (0.5,) * 8
    assert isinstance(evaluate(g), float)
