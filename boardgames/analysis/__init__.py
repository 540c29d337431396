"""Exact probability (fractions, sympy) and Monte Carlo for the three games.

* :mod:`~boardgames.analysis.dice`: two dice, pips, waiting times, "at least one";
* :mod:`~boardgames.analysis.settlers`: production per intersection and player,
  the robber, the Liahona, the hand at the next 7, the Jungle, bank shortages;
* :mod:`~boardgames.analysis.decks`: drawing given cards from a shuffled pile,
  also after discards were shuffled under it;
* :mod:`~boardgames.analysis.threat`: Forbidden Jungle's threat deck and meter
  as an exact Markov chain, with simulations where exact stops;
* :mod:`~boardgames.analysis.montecarlo`: estimates with sample size and error.

Exact answers are :class:`fractions.Fraction`; :func:`as_sympy` converts.
"""

from .decks import (
    draw_count_distribution,
    hypergeometric,
    p_draw_all,
    p_draw_any,
    shuffle_under,
    simulate_draws,
)
from .dice import (
    as_sympy,
    dice_sum,
    expectation,
    p_at_least_one,
    p_sum,
    p_sum_in,
    pips,
    turns_until,
    two_dice,
    variance,
    waiting_time,
)
from .montecarlo import Estimate, Outcomes, mean, playout, proportion, simulate_games
from .settlers import (
    bank_shortage,
    bank_shortages,
    board_pips,
    corner_production,
    hand_risk,
    incomes,
    jungle_discoveries,
    liahona_value,
    player_income,
    production_map,
    robber_cost,
    robber_move_effect,
    seven_risk,
)
from .threat import (
    ThreatChain,
    ThreatSetup,
    collapse_table,
    setup_from_game,
    simulate_aliens,
    simulate_threat,
    threat_chain,
    threat_setup,
)
from .winning import WinChance, WinChanceHistory, win_chance, win_chance_history

__all__ = [
    "Estimate", "Outcomes", "ThreatChain", "ThreatSetup", "as_sympy", "bank_shortage",
    "bank_shortages", "board_pips", "collapse_table", "corner_production", "dice_sum",
    "draw_count_distribution", "expectation", "hand_risk", "hypergeometric", "incomes",
    "jungle_discoveries", "liahona_value", "mean", "p_at_least_one", "p_draw_all", "p_draw_any",
    "p_sum", "p_sum_in", "pips", "player_income", "playout", "production_map", "proportion",
    "robber_cost", "robber_move_effect", "setup_from_game", "seven_risk", "shuffle_under",
    "simulate_aliens", "simulate_draws", "simulate_games", "simulate_threat", "threat_chain",
    "threat_setup", "turns_until", "two_dice", "variance", "waiting_time", "WinChance", "WinChanceHistory", "win_chance",
    "win_chance_history",
]
