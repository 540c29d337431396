"""The numbers behind every figure: each view is built and its data checked."""

from fractions import Fraction

import plotly.graph_objects as go
import pytest

import boardgames
from boardgames import viz
from boardgames.analysis import settlers as S
from boardgames.analysis import threat as T
from boardgames.analysis.montecarlo import Outcomes, proportion
from boardgames.settlers import position


def _check(fig):
    assert isinstance(fig, go.Figure) and not isinstance(fig, go.FigureWidget)
    assert fig.layout.title.text
    assert fig.layout.xaxis.title.text is not None
    assert fig.layout.yaxis.title.text
    return fig


@pytest.fixture
def live():
    g = boardgames.new_game("catan", players=3, seed=1, layout="beginner")
    position.skip_setup(g)
    position.place_settlement(g, 0, "G-L")
    position.place_city(g, 0, "J-K-O")
    position.place_settlement(g, 1, "N-O-R")
    return g


def test_dice_figure_bars_are_exact_and_simulation_converges():
    fig = _check(viz.dice_figure(rolls=(10, 100, 10000), seed=1))
    bars = fig.data[0]
    assert list(bars.x) == list(range(2, 13))
    assert bars.y[6] == pytest.approx(5 / 36)          # total 8
    assert "5/36" in bars.hovertext[6]
    errs = [max(abs(a - b) for a, b in zip(tr.y, bars.y, strict=True)) for tr in fig.data[1:]]
    assert errs[-1] < errs[0]                          # more rolls, closer to the bars
    assert len(fig.layout.sliders[0].steps) == 3


def test_waiting_time_figure_is_geometric():
    fig = _check(viz.waiting_time_figure(7, max_rolls=10, trials=500))
    assert fig.data[0].y[0] == pytest.approx(1 / 6)
    assert fig.data[1].y[1] == pytest.approx(11 / 36)


def test_board_figure_colours_intersections_by_expected_production(live):
    fig = _check(viz.board_figure(live))
    heat = next(t for t in fig.data if t.name == "intersections")
    prod = S.production_map(live)
    names = live.board.corner_names
    assert len(heat.marker.color) == len(names)
    for i in (0, 20, 40):
        assert heat.marker.color[i] == pytest.approx(float(sum(prod[names[i]].values())))
    assert "58" in fig.layout.title.text
    z = _check(viz.board_figure(boardgames.new_game("zarahemla", players=2, seed=4)))
    assert "58" in z.layout.title.text


def test_income_figure_now_and_with_the_robber_moved(live):
    fig = _check(viz.income_figure(live, 0, robber_to="O"))
    now, then = fig.data
    assert sum(now.y) == pytest.approx(0.5 * 3)
    assert sum(then.y) == pytest.approx((0.5 - 6 / 36) * 3)
    worst = _check(viz.income_figure(live, 0))
    assert len(worst.data) == 2
    cost = _check(viz.robber_cost_figure(live))
    o = [t.label for t in live.board.tiles].index("O")
    assert cost.data[0].y[o] == pytest.approx(3 * 6 / 36)


def test_threat_rate_heatmap_and_survival_curves():
    fig = _check(viz.threat_rate_figure(2, "novice", turns=20))
    ch = T.threat_chain(2, "novice", turns=20)
    z = fig.data[0].z
    assert z[0][0] == pytest.approx(float(ch.rate[0].get(ch.setup.rates[ch.setup.level])))
    for t in range(20):
        assert sum(row[t] for row in z) == pytest.approx(1.0)
    surv = _check(viz.survival_figure(2, turns=20, simulate=200))
    assert len(surv.data) == 8
    assert surv.data[0].y[-1] == pytest.approx(float(ch.survival()[-1]))


def test_threat_views_on_a_live_game():
    g = boardgames.new_game("forbidden-jungle", players=3, difficulty="normal", seed=2)
    _check(viz.threat_rate_figure(game=g, turns=10))
    fig = _check(viz.survival_figure(game=g, turns=10))
    assert len(fig.data) == 1


def test_alien_figure_from_simulations():
    rec = T.simulate_aliens(2, "novice", games=8, turns=6, seed=1)
    fig = _check(viz.alien_figure(record=rec))
    assert "8 simulated games" in fig.layout.title.text
    assert any("median" in (t.name or "") for t in fig.data)


def test_outcome_figures():
    o = Outcomes((0, 1, 0, None, 2, 0), (10, 12, 9, 30, 11, 10), "demo")
    fig = _check(viz.win_rate_figure(o))
    assert fig.data[0].y[0] == pytest.approx(3 / 6)
    est = proportion(3, 6)
    assert fig.data[0].error_y.array[0] == pytest.approx(est.high - est.value)
    h = _check(viz.game_length_figure(o))
    assert sum(h.data[0].y) == 6
    d = _check(viz.win_rate_figure({"novice": proportion(20, 100)}, xlabel="difficulty"))
    assert d.layout.xaxis.title.text == "difficulty"
    assert Fraction(1, 2) == Fraction(3, 6)
