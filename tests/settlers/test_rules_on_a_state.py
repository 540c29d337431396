"""A rule can be tested on a state without a whole game (issue #26).

Every test here builds a bare :class:`SettlersState` (a ruleset, a board, the number of
players, a chance source: no ``SettlersGame``, no protocol) or copies the state of a game a
teacher's helper staged into one, and calls one rule function of ``boardgames/settlers/rules``
directly: a rule of each part of the rulebook, each test named after the rule it checks.
"""

from __future__ import annotations

import pytest

import boardgames
from boardgames.core.chance import ChanceSource
from boardgames.core.errors import IllegalAction
from boardgames.core.game import Game
from boardgames.settlers import CATAN, ZARAHEMLA, position
from boardgames.settlers import actions as A
from boardgames.settlers.engine import ACTIONS, RULES
from boardgames.settlers.options import normalise_outcome
from boardgames.settlers.rules import building, production, turn
from boardgames.settlers.rules.awards import _add_knight, _add_temples
from boardgames.settlers.rules.robber import _robber_targets, _seven, _victims
from boardgames.settlers.rules.trade import _bank_actions
from boardgames.settlers.rules.turn import _check_win
from boardgames.settlers.rulesets import MONOPOLY, ZarahemlaLayout, catan_board, zarahemla_board
from boardgames.settlers.state import SLOTS, SettlersState


def bare_state(players: int = 3, seed: int = 1) -> SettlersState:
    """A fresh Catan state on the beginner board: no game around it."""
    chance = ChanceSource(seed, normalise_outcome)
    return SettlersState(CATAN, catan_board(CATAN, chance, "beginner"), players, chance)


def state_of(game) -> SettlersState:
    """The state of ``game`` (a position staged with ``position.py``), copied into a bare
    SettlersState: the rules get nothing of the game's protocol."""
    s = SettlersState.__new__(SettlersState)
    for name in SLOTS:
        value = getattr(game, name)
        setattr(s, name, [row[:] if isinstance(row, list) else row for row in value]
                if isinstance(value, list) else value)
    return s


def build(s: SettlersState, p: int, corner: str, city: bool = False) -> int:
    """Put a building of ``p`` on ``corner`` by hand (through the building rule's own
    placement), a city when ``city``."""
    x = s.fixed_board.corner_index[corner]
    building.place_settlement_at(s, p, x)
    if city:
        s.corner_city[x] = True
        s.cities_left[p] -= 1
        s.settlements_left[p] += 1
    return x


def test_a_bare_state_is_a_state_and_not_a_game():
    s = bare_state()
    assert type(s) is SettlersState and not isinstance(s, Game)
    assert not hasattr(s, "__dict__")                 # the declared fields only
    with pytest.raises(AttributeError):
        s.handz = []                                  # a misspelt field is an error


# ------------------------------------------------------------------ set-up (rules/setup.py)
def test_setup_a_starting_road_must_touch_the_settlement_just_placed():
    s = bare_state()
    RULES[A.BuildSettlement](s, A.BuildSettlement("K-L-P"))
    assert s.phase == "setup_road"
    starting_roads = ACTIONS["setup_road"](s, 0)
    assert [a.path for a in starting_roads] == ["G-K-L~K-L-P", "K-L-P~K-O-P", "K-L-P~L-P"]
    with pytest.raises(IllegalAction, match="must touch the settlement just placed"):
        RULES[A.BuildRoad](s, A.BuildRoad("H-I-M~I-M-N"))
    RULES[A.BuildRoad](s, starting_roads[0])
    assert (s.phase, s.player) == ("setup_settlement", 1)     # the snake goes on


# ------------------------------------------------------ production (rules/production.py)
def test_production_pays_one_per_settlement_and_two_per_city():
    s = bare_state()
    build(s, 0, "K-L-P")                   # mountains 8, forest 3, pasture 5
    build(s, 1, "H-M", city=True)          # fields 9, forest 8
    production.produce(s, 8)
    ore, lumber = CATAN.resources.index("ore"), CATAN.resources.index("lumber")
    assert s.hands[0][ore] == 1 and s.hands[1][lumber] == 2
    assert s.bank[ore] == 18 and s.bank[lumber] == 17


def test_production_the_robbers_hex_produces_nothing():
    s = bare_state()
    build(s, 0, "K-L-P")
    s.robber = s.fixed_board.tile_index["L"]          # the 8 of mountains under the robber
    production.produce(s, 8)
    assert sum(s.hands[0]) == 0


# -------------------------------------------------------------- the robber (rules/robber.py)
def test_robber_a_seven_makes_players_over_seven_cards_discard_half():
    s = bare_state()
    s.hands = [[2, 2, 2, 2, 1], [1, 1, 1, 1, 1], [3, 3, 3, 0, 0]]     # 9, 5 and 9 cards
    _seven(s, 0)
    assert s.discard_owed == [4, 0, 4]
    assert (s.phase, s.player) == ("discard", 0)


def test_robber_steals_only_from_a_player_next_to_the_hex():
    game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
                                                   layout="beginner"))
    game = position.place_settlement(game, 1, "K-L-P")
    game = position.give(game, 1, ore=2)
    s = state_of(game)
    s.phase, s.robber_return = "robber", "main"
    assert _victims(s, 0, s.fixed_board.tile_index["K"]) == [1]
    with pytest.raises(IllegalAction, match="cannot be robbed"):
        RULES[A.MoveRobber](s, A.MoveRobber("A", 1))
    s.drawn = []
    RULES[A.MoveRobber](s, A.MoveRobber("K", 1))
    assert s.hands[0][CATAN.resources.index("ore")] == 1
    assert s.drawn == [["steal", "ore"]]
    assert game.hand(1)["ore"] == 2                   # the staged game is untouched


def test_robber_never_returns_to_the_hideout_in_zarahemla():
    chance = ChanceSource(1, normalise_outcome)
    s = SettlersState(ZARAHEMLA, zarahemla_board(ZARAHEMLA, ZarahemlaLayout()), 3, chance)
    labels = [t.label for t in s.fixed_board.tiles]
    assert labels[s.robber] == "J"                    # the robber starts in its hideout
    s.robber = labels.index("A")
    targets = {labels[t] for t in _robber_targets(s)}
    assert "J" not in targets and "A" not in targets and len(targets) == len(labels) - 2


# --------------------------------------------------------------- building (rules/building.py)
def test_building_the_distance_rule_keeps_neighbouring_intersections_empty():
    s = bare_state()
    build(s, 0, "K-L-P")
    board = s.fixed_board
    assert not building.free_corner(s, board.corner_index["L-P"])
    assert building.free_corner(s, board.corner_index["J-K-O"])
    with pytest.raises(IllegalAction, match="the distance rule"):
        building.check_settlement_spot(s, 1, board.corner_index["L-P"], needs_road=False)


def test_building_a_city_replaces_ones_own_settlement_for_two_grain_three_ore():
    s = bare_state()
    build(s, 0, "K-L-P")
    s.phase = "main"
    s.hands[0] = [0, 0, 0, 2, 3]
    s.bank = [19, 19, 19, 17, 16]
    RULES[A.BuildCity](s, A.BuildCity("K-L-P"))
    assert s.corner_city[s.fixed_board.corner_index["K-L-P"]]
    assert s.hands[0] == [0, 0, 0, 0, 0] and s.bank == [19] * 5
    assert turn.points(s, 0) == 2


# ------------------------------------------------------ development cards (rules/cards.py)
def test_cards_monopoly_takes_every_card_of_one_resource():
    s = bare_state()
    s.phase = "main"
    s.dev[0][MONOPOLY] = 1
    s.dev_deck[MONOPOLY] -= 1
    s.hands = [[0, 0, 0, 0, 0], [0, 0, 3, 0, 0], [0, 0, 2, 1, 0]]
    s.bank = [19, 19, 14, 18, 19]
    RULES[A.PlayMonopoly](s, A.PlayMonopoly("wool"))
    assert [h[2] for h in s.hands] == [5, 0, 0]
    assert s.dev_played and s.dev[0][MONOPOLY] == 0


def test_cards_not_on_the_turn_they_were_bought():
    s = bare_state()
    s.phase = "main"
    s.dev[0][MONOPOLY] = s.dev_new[0][MONOPOLY] = 1
    with pytest.raises(IllegalAction, match="cannot be played on the turn it was bought"):
        RULES[A.PlayMonopoly](s, A.PlayMonopoly("wool"))


# --------------------------------------------------------------------- trade (rules/trade.py)
def test_trade_with_the_bank_is_four_to_one_without_a_harbour():
    s = bare_state()
    s.phase = "main"
    s.hands[0] = [4, 0, 0, 0, 0]
    s.bank[0] -= 4
    listed = []
    _bank_actions(s, 0, listed)
    assert {(a.give, a.get) for a in listed} == {("brick", r) for r in CATAN.resources[1:]}
    RULES[A.BankTrade](s, A.BankTrade("brick", "ore"))
    assert s.hands[0] == [0, 0, 0, 0, 1]


def test_trade_a_harbour_gives_its_rate_to_whoever_builds_on_it():
    s = bare_state()
    board = s.fixed_board
    corner = next(c for c, kind in enumerate(board.corner_port) if kind == "3:1")
    building.place_settlement_at(s, 2, corner)
    assert s.ratio[2] == [3] * 5 and s.ratio[0] == [4] * 5


# ------------------------------------------------------------------- awards (rules/awards.py)
def test_awards_largest_army_needs_three_knights():
    s = bare_state()
    _add_knight(s, 1)
    _add_knight(s, 1)
    assert s.army_holder == -1
    _add_knight(s, 1)
    assert s.army_holder == 1


def test_awards_greatest_temple_contributor_needs_three_stones():
    chance = ChanceSource(1, normalise_outcome)
    game = boardgames.new_game("zarahemla", players=3, seed=1)
    s = SettlersState(ZARAHEMLA, game.fixed_board, 3, chance)
    _add_temples(s, 2, 2)
    assert s.temple_holder == -1
    _add_temples(s, 2, 1)
    assert (s.temple_holder, s.temples[2]) == (2, 3)


# ---------------------------------------------------------- the turn and winning (rules/turn.py)
def test_turn_ending_passes_to_the_next_seat_before_the_dice():
    s = bare_state()
    s.phase, s.player, s.turn_player, s.turn = "main", 2, 2, 5
    RULES[A.EndTurn](s, A.EndTurn())
    assert (s.phase, s.player, s.turn_player, s.turn) == ("pre_roll", 0, 0, 6)


def test_turn_the_turn_player_wins_on_reaching_the_target():
    s = bare_state()
    s.phase, s.target = "main", 3
    build(s, 0, "K-L-P", city=True)
    build(s, 0, "E-I-J")
    _check_win(s)
    assert (s.phase, s.winner_) == ("over", 0)
