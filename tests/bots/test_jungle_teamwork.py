"""The planner's team rules (``boardgames.bots.jungle.W``): ``share``, a job another
adventurer stands closer to is left to them, and ``team_walk``, a Navigator's Guide (or
the Healer's companion) is credited with the walk it saves the adventurer it carries."""

from __future__ import annotations

import pytest
from fj_helpers import clear, idx, place, put_tile

import boardgames
from boardgames.bots import Table
from boardgames.bots.jungle import JunglePlanner, W, _shared, _team_walk_gain
from boardgames.forbidden_jungle import Guide, Move


def position(*roles, **where):
    """A seed-0 board with nothing explored and no aliens; ``where`` places adventurers."""
    g = clear(boardgames.new_game("forbidden-jungle", players=len(roles),
                                  adventurers=list(roles), seed=0))
    for role, cell in where.items():
        place(g, role, cell)
    return g


def choice(g):
    seat = g.current_player
    return JunglePlanner(seed=0).choose(g.view(seat), g.legal_actions(), Table(g, seat))


def cells(g, jobs):
    return sorted(g.cfg.cells[c] for c in jobs)


def test_share_leaves_a_job_another_adventurer_stands_closer_to(monkeypatch):
    # the Biologist acts from Fools' Landing (4, 2), 3 steps from (2, 1) and from (2, 3);
    # the Chemist stands 1 step from (2, 3) and 3 from (2, 1)
    g = position("Biologist", "Chemist", Chemist=(3, 3))
    jobs = [idx(g, (2, 1)), idx(g, (2, 3))]
    monkeypatch.setitem(W, "share", 0.0)
    assert cells(g, _shared(g, jobs)) == [(2, 1), (2, 3)]
    monkeypatch.setitem(W, "share", 1.0)
    assert cells(g, _shared(g, jobs)) == [(2, 1)]          # a tie (3 and 3) stays a job
    # share=2 allows one step of slack: a job the other is one step closer to stays
    place(g, "Chemist", (2, 4))                            # 1 step from (2, 3), 5 from (2, 1)
    jobs = [idx(g, (2, 1)), idx(g, (2, 3)), idx(g, (3, 3))]
    monkeypatch.setitem(W, "share", 2.0)
    assert cells(g, _shared(g, jobs)) == [(2, 1), (3, 3)]


def test_share_keeps_every_job_when_another_adventurer_is_closer_to_all(monkeypatch):
    monkeypatch.setitem(W, "share", 1.0)
    g = position("Biologist", "Chemist", Biologist=(0, 0), Chemist=(2, 3))
    jobs = [idx(g, (2, 3)), idx(g, (3, 3))]
    assert cells(g, _shared(g, jobs)) == [(2, 3), (3, 3)]
    assert _shared(g, None) is None


def test_share_turns_the_acting_adventurer_away_from_the_other_adventurers_job(monkeypatch):
    # the Biologist on an explored tile at (3, 0), 2 steps from the face-down jungle tiles
    # (2, 1) and (3, 2) off the rim; the Chemist stands on (2, 1), 2 steps from (3, 2)
    g = position("Biologist", "Chemist")
    put_tile(g, (3, 0), 13)
    place(g, "Biologist", (3, 0))
    place(g, "Chemist", (2, 1))
    monkeypatch.setitem(W, "share", 0.0)
    assert choice(g) == Move((2, 0))                      # towards (2, 1)
    monkeypatch.setitem(W, "share", 1.0)
    assert choice(g) == Move((3, 1))                      # towards (3, 2), a tie: its job


@pytest.mark.parametrize("partner", [(0, 0), (4, 4)])
def test_team_walk_credits_the_navigators_guide_with_the_walk_it_saves(monkeypatch, partner):
    # the Navigator at Fools' Landing, the Biologist far from every face-down tile: without
    # the rule the Navigator walks to its own job; with it, it guides the Biologist nearer
    g = position("Navigator", "Biologist", Biologist=partner)
    monkeypatch.setitem(W, "team_walk", 0.0)
    assert isinstance(choice(g), Move)
    monkeypatch.setitem(W, "team_walk", 1.0)
    guide = choice(g)
    assert isinstance(guide, Guide) and guide.adventurer == "Biologist"


def test_team_walk_gain_counts_only_the_adventurers_carried(monkeypatch):
    from boardgames.bots.jungle import _JOB_WEIGHT, _dist_from
    g = position("Navigator", "Biologist", Biologist=(0, 0))
    team = _dist_from(g, [idx(g, (1, 2))])                 # one job at (1, 2)
    monkeypatch.setitem(W, "team_walk", 1.0)
    # (0, 0) is 3 steps from (1, 2); (0, 2) is 1: two steps saved
    assert _team_walk_gain(g, Guide("Biologist", (0, 2)), team) == 2 * _JOB_WEIGHT
    assert _team_walk_gain(g, Move((3, 2)), team) == 0.0  # the mover's own walk: priced before
    monkeypatch.setitem(W, "team_walk", 0.5)
    assert _team_walk_gain(g, Guide("Biologist", (0, 2)), team) == _JOB_WEIGHT
