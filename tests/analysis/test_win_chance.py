"""The chance of winning from here (boardgames.analysis.win_chance).

* against exact values where they are known: a Forbidden Jungle position where
  only the threat meter can end the game (exact from analysis.threat's chain)
  and a Catan position one roll from the end (exact from the dice);
* against a longer simulation from a position where nothing is hidden;
* from the seat's view only: games that look the same from the seat, with
  different hidden hands and decks, give the same answer;
* bad arguments: one error sentence, before any work, the game unchanged.

Every rollout count here is small: the rules of thumb are a Wilson interval
that must contain the exact value (a 95% interval, fixed seeds, so no flake).
"""

from __future__ import annotations

import gc
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import boardgames
from boardgames.analysis import WinChance, threat_chain, win_chance
from boardgames.analysis.threat import setup_from_game
from boardgames.bots import RandomBot, decide
from boardgames.core.chance import ChanceSource
from boardgames.forbidden_jungle import position as fj_position
from boardgames.settlers import position as st_position

NO_TRADES = {"greedy": {"trades": False}}

# four crystal backs round the middle cell, no aliens at the start
RING = {"name": "one-portal-ring", "description": "four crystal backs round the middle",
        "grid": [".JJJJ", "JJCJJ", "JCJCJ", "JJCJJ", "CJLJC"],
        "start": {"adults": [], "hatchlings": [], "eggs": []}}


def jungle_meter_only() -> boardgames.core.game.Game:
    """The team stands on a powered portal with no action left this turn: the next
    adventurer opens it, unless this turn's two threat cards burst the meter (it is one
    step from the burst).  No alien, nest or web is on the board and two harmless tiles
    lie below the crystals, so nothing else can end the game."""
    g = boardgames.new_game("forbidden-jungle", players=2, seed=1, layout=RING,
                            adventurers=["Navigator", "Explorer"], threat_meter=[2, 2],
                            threat_start=1)
    for cell, tile in (((2, 2), 8), ((1, 2), 7), ((2, 1), 11), ((2, 3), 19), ((3, 2), 23),
                       ((0, 1), 3), ((0, 2), 6)):
        fj_position.place_tile(g, cell, tile)
    for who in ("Navigator", "Explorer"):
        fj_position.place_pawn(g, who, (2, 2))
    g.actions_left = 0
    fj_position.check(g)
    return g


def catan_one_roll_from_the_end() -> boardgames.core.game.Game:
    """Catan to 4 points.  Seat 0 (3 points) is about to roll with two ore and two grain:
    one more ore, which only a 10 brings, and it builds a city and wins.  Seat 1 (3 points:
    a settlement and the longest road) holds four ore and three grain, so it builds a city
    and wins on its own turn.  Seat 2 holds nothing."""
    g = boardgames.new_game("catan", players=3, seed=1, layout="beginner", target=4)
    st_position.skip_setup(g, 0)
    st_position.place_settlement(g, 0, "A-B-E")
    st_position.place_settlement(g, 0, "C.N")
    st_position.place_city(g, 0, "C.N")
    st_position.place_settlement(g, 1, "A.N")
    st_position.place_road(g, 1, "A.N~A.NW", "A.NW~A-D", "A-D~D.NW", "D.NW~D-H", "D-H~D-H-I")
    st_position.give(g, 0, ore=2, grain=2)
    st_position.give(g, 1, ore=4, grain=3)
    return g


# ---------------------------------------------------------------------------
# exact values
# ---------------------------------------------------------------------------
def test_a_finished_game_is_exact():
    game = boardgames.new_game("catan", players=3, seed=4, target=3)
    bots = [RandomBot(s) for s in range(3)]
    while not game.is_over:
        game.apply(decide(bots[game.current_player], game, game.current_player))
    w = game.winner
    assert win_chance(game, seat=w).exact == 1
    other = win_chance(game, seat=(w + 1) % 3)
    assert other.exact == 0 and other.rollouts == 0 and other.low == other.high == 0.0


def test_jungle_where_only_the_meter_can_end_it_agrees_with_the_threat_chain():
    game = jungle_meter_only()
    burst = threat_chain(setup=setup_from_game(game), turns=1).collapse[0]
    assert burst == Fraction(31, 136)          # 1 - C(15,2)/C(17,2) (and the Shuffle card)
    exact = win_chance(game, exact_limit=1000)
    assert exact.exact == 1 - burst
    rolled = win_chance(game, rollouts=120, seed=3, exact_limit=0)
    assert rolled.exact is None and rolled.rollouts == 120
    assert rolled.low <= float(1 - burst) <= rolled.high
    # what was counted: an escape, or the burst, and nothing else
    assert rolled.count("escaped") + rolled.count("total collapse") == 120
    assert rolled.count("escaped") == rolled.wins


def test_catan_one_roll_from_the_end_agrees_with_the_dice():
    game = catan_one_roll_from_the_end()
    p_ten = Fraction(3, 36)
    exact = win_chance(game, seat=0, exact_limit=5000, bot_options=NO_TRADES)
    assert exact.exact == p_ten
    loser = win_chance(game, seat=1, exact_limit=0, rollouts=150, seed=5,
                       bot_options=NO_TRADES)
    assert loser.low <= float(1 - p_ten) <= loser.high
    assert loser.count("seat 0 won") + loser.count("seat 1 won") == 150


def test_agrees_with_a_longer_simulation_where_nothing_is_hidden():
    """From the start of a short game nothing is hidden but the generator: the estimate
    and an independent loop of real games with fresh generators must agree."""
    game = boardgames.new_game("catan", players=3, seed=11, target=4)
    chance = win_chance(game, seat=0, rollouts=120, seed=7)
    from boardgames.bots import make_bot, play_turns
    wins, n = 0, 160
    for i in range(n):
        g = game.copy()
        g.chance = ChanceSource(10_000 + i, g.chance.normalise)
        play_turns(g, [make_bot("greedy", "catan", seed=i * 16 + s) for s in range(3)])
        wins += g.winner == 0
    p, q = chance.estimate, wins / n
    se = (p * (1 - p) / chance.rollouts + q * (1 - q) / n) ** 0.5
    assert abs(p - q) <= 4 * se + 1e-9


# ---------------------------------------------------------------------------
# only the seat's view
# ---------------------------------------------------------------------------
def test_the_estimate_does_not_depend_on_hidden_hands_or_decks():
    a = st_position.skip_setup(boardgames.new_game("catan", players=3, seed=1, target=3,
                                                   layout="beginner"))
    for seat, corner in enumerate(("A-B-E", "C.N", "K-L-P")):
        st_position.place_settlement(a, seat, corner)
    b = a.copy()
    b.chance = ChanceSource(987_654, b.chance.normalise)      # another dice and deck order
    st_position.give(a, 1, ore=2)
    st_position.give(a, 2, wool=2)
    st_position.give(b, 1, wool=2)                                # the same sizes, swapped
    st_position.give(b, 2, ore=2)
    assert a.view(0) == b.view(0) and a.hands != b.hands
    one, two = (win_chance(g, seat=0, rollouts=25, seed=9) for g in (a, b))
    assert one == two


def test_the_jungle_estimate_does_not_depend_on_the_deck_order():
    a = boardgames.new_game("forbidden-jungle", players=2, seed=2)
    b = a.copy()
    b.chance = ChanceSource(424_242, b.chance.normalise)
    assert a.view(0) == b.view(0)
    one, two = (win_chance(g, rollouts=4, seed=2, bot_options={"planner": {"samples": 1}})
                for g in (a, b))
    assert one == two and one.rollouts == 4


# ---------------------------------------------------------------------------
# the result and its arguments
# ---------------------------------------------------------------------------
def test_what_was_counted_adds_up_and_half_width_stops_early():
    game = boardgames.new_game("catan-jungle", players=3, seed=3, target=5)
    chance = win_chance(game, seat=2, rollouts=400, seed=1, half_width=0.15)
    assert isinstance(chance, WinChance)
    assert chance.rollouts < 400 and chance.half_width <= 0.15
    assert sum(n for _, n in chance.counts) == chance.rollouts
    assert chance.wins == chance.count("seat 2 won")
    assert chance.to_dict()["counts"] == dict(chance.counts)
    with pytest.raises(AttributeError):
        chance.estimate = 1.0                        # frozen


GAME = boardgames.new_game("catan", players=3, seed=5)
GOOD = {"seat": 0, "bots": None, "rollouts": 2, "seed": 0}


@settings(max_examples=60, deadline=None)
@given(key=st.sampled_from(["seat", "bots", "rollouts", "seed", "half_width", "max_actions",
                            "exact_limit", "bot_options"]),
       value=st.one_of(st.none(), st.booleans(), st.integers(-5, 10), st.floats(allow_nan=True),
                       st.text(max_size=5), st.lists(st.text(max_size=3), max_size=4),
                       st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)))
def test_bad_arguments_raise_one_sentence_and_change_nothing(key, value):
    before = GAME.to_json()
    args = {**GOOD, key: value}
    try:
        got = win_chance(GAME, **args)
    except (TypeError, ValueError) as exc:
        text = str(exc)
        assert text and "\n" not in text and text[0].isalpha()
    else:
        assert isinstance(got, WinChance)
    assert GAME.to_json() == before


@given(st.one_of(st.none(), st.integers(), st.text(max_size=4), st.just(GAME.view(0))))
@settings(max_examples=20, deadline=None)
def test_something_that_is_not_a_game_is_a_type_error(thing):
    with pytest.raises(TypeError, match="needs a game"):
        win_chance(thing)


def test_named_bots_must_fit_the_game():
    with pytest.raises(ValueError, match="one bot per seat"):
        win_chance(GAME, bots=["greedy", "greedy"])
    with pytest.raises(ValueError, match="unknown bot 'alphazero'"):
        win_chance(GAME, bots="alphazero")
    with pytest.raises(ValueError, match="not options of that bot"):
        win_chance(GAME, rollouts=1, bot_options={"greedy": {"samples": 2}})


def test_the_same_seed_gives_the_same_answer_and_another_seed_may_not():
    game = boardgames.new_game("catan-jungle", players=3, seed=8, target=4)
    one = win_chance(game, rollouts=20, seed=1)
    assert one == win_chance(game, rollouts=20, seed=1)
    rng = random.Random(0)
    assert any(win_chance(game, rollouts=20, seed=rng.randrange(10**6)) != one
               for _ in range(3))


def test_rollouts_run_with_the_collector_off_and_switch_it_back_on(monkeypatch):
    from boardgames.analysis.winning import _play_out as real

    seen = []

    def play_out(world, bots, max_actions):
        seen.append(gc.isenabled())
        return real(world, bots, max_actions)

    monkeypatch.setattr("boardgames.analysis.winning._play_out", play_out)
    assert gc.isenabled()
    game = boardgames.new_game("forbidden-jungle", players=2, seed=3)
    win_chance(game, rollouts=3, seed=1)
    assert seen == [False] * 3
    assert gc.isenabled()

    def broken(world, bots, max_actions):
        raise RuntimeError("a bot failed")

    monkeypatch.setattr("boardgames.analysis.winning._play_out", broken)
    with pytest.raises(RuntimeError):
        win_chance(game, rollouts=3, seed=1)
    assert gc.isenabled()


@pytest.mark.parametrize("name", ["catan", "catan-jungle", "zarahemla", "forbidden-jungle",
                                  "pig"])
def test_rollouts_leave_no_reference_cycles_for_the_collector(name):
    # why the collector may be off while they run: reference counting frees what a
    # rollout makes, so what the collector finds after an estimate (the estimate's own
    # few closures) does not grow with the rollouts (a greedy settlers bot that kept its
    # own bound methods left four cycles a rollout)
    game = boardgames.new_game(name, seed=3)
    for _ in range(40 if name != "pig" else 6):
        game.apply(game.legal_actions()[0])
    win_chance(game, rollouts=2, seed=0)       # the first call imports modules and builds tables
    found = []
    for rollouts in (10, 40):
        gc.collect()
        win_chance(game, rollouts=rollouts, seed=1)
        found.append(gc.collect())
    assert found[0] == found[1]


def test_a_collector_switched_off_stays_off_and_threads_switch_it_on_after_the_last(
        monkeypatch):
    import threading

    from boardgames.analysis.winning import _play_out as real

    game = boardgames.new_game("forbidden-jungle", players=2, seed=3)
    try:
        gc.disable()
        win_chance(game, rollouts=2, seed=1)
        assert not gc.isenabled()
    finally:
        gc.enable()

    # two estimates at once in two threads (an app's worker beside a notebook): the
    # collector stays off until the last one ends, then is on again
    inside = threading.Barrier(2)
    first_done = threading.Event()
    calls: dict[str, int] = {}
    states: list[tuple[str, bool]] = []

    def meet(world, bots, max_actions):
        name = threading.current_thread().name
        calls[name] = calls.get(name, 0) + 1
        if calls[name] == 1:
            inside.wait(timeout=30)          # both estimates are running
        elif name == "long":
            first_done.wait(timeout=30)      # the short one has ended
        states.append((name, gc.isenabled()))
        return real(world, bots, max_actions)

    monkeypatch.setattr("boardgames.analysis.winning._play_out", meet)
    short = threading.Thread(target=win_chance, args=(game.copy(),), name="short",
                             kwargs={"rollouts": 1, "seed": 1})
    long = threading.Thread(target=win_chance, args=(game.copy(),), name="long",
                            kwargs={"rollouts": 2, "seed": 2})
    short.start()
    long.start()
    short.join(timeout=120)
    first_done.set()
    long.join(timeout=120)
    assert not short.is_alive() and not long.is_alive()
    assert sorted(states) == [("long", False), ("long", False), ("short", False)]
    assert gc.isenabled()
