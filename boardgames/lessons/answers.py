"""The expected answers and hints of every lesson exercise, keyed ``"lesson/number"``.

The worked solutions live in the notebooks' hidden cells; ``tests/lessons`` checks
every answer here against :mod:`boardgames.analysis` and the engines, so the two
cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction as F
from typing import Any


@dataclass(frozen=True)
class Exercise:
    """One exercise: its question, expected answer and a hint for a wrong answer.

    ``kind`` is ``"number"`` (exact, or within ``tolerance`` for floats),
    ``"bool"``, ``"word"`` (any of the accepted spellings in ``answer``) or
    ``"set"`` (the same items, in any order).
    """

    question: str
    answer: Any
    hint: str
    kind: str = "number"
    tolerance: float = 1e-9
    relative: bool = False
    praise: str = ""


E = Exercise

EXERCISES: dict[str, Exercise] = {
    # ------------------------------------------------------- lesson 1: two dice
    "two-dice/1": E("P(two dice total 8)?", F(5, 36),
                    "list the pairs that make 8: (2,6), (3,5), ... out of 36 equally likely pairs"),
    "two-dice/2": E("P(the total is 6 or 8)?", F(5, 18),
                    "6 and 8 cannot happen on the same roll, so add their chances"),
    "two-dice/3": E("P(the total is 2 or 12)?", F(1, 18),
                    "each needs both dice to show the same face: one pair each"),
    "two-dice/4": E("P(doubles: both dice show the same face)?", F(1, 6),
                    "count (1,1), (2,2), ... among the 36 pairs"),
    "two-dice/5": E("The average total of two dice?", F(7),
                    "the average of one die is 7/2, and averages add"),
    "two-dice/6": E("How many times more likely is a 6 than a 12?", F(5),
                    "divide the pips (ways) of 6 by those of 12"),
    # ------------------------------------------------ lesson 2: where to settle
    "where-to-settle/1": E("Expected cards per roll for a settlement on a 6, an 8 and a 5?", F(7, 18),
                           "each tile pays 1 card with the chance of its number: add 5/36 + 5/36 + 4/36"),
    "where-to-settle/2": E("The same corner with a city: expected cards per roll?", F(7, 9),
                           "a city earns two cards where a settlement earns one"),
    "where-to-settle/3": E("How many pips has the best intersection of the beginner island?", F(11),
                           "sort the nodes of game.board.graph by their 'pips'"),
    "where-to-settle/4": E("Expected cards per round of 4 rolls for a settlement at H-I-M?", F(11, 9),
                           "H-I-M touches 9, 11 and 8: 11 pips, so 11/36 a roll; a round is 4 rolls"),
    "where-to-settle/5": E("With the robber on tile E (a 6), how many cards per roll does E-I-J lose?",
                           F(5, 36), "only tile E stops paying; what did it pay per roll?"),
    # ------------------------------------------- lesson 3: waiting for a seven
    "waiting-for-a-seven/1": E("P(no 7 in 3 rolls)?", F(125, 216),
                               "each roll misses the 7 with chance 5/6, independently"),
    "waiting-for-a-seven/2": E("Expected number of rolls until the first 7?", F(6),
                               "for a geometric wait the mean is 1/p"),
    "waiting-for-a-seven/3": E("P(at least one 7 in 4 rolls, one round of 4 players)?", F(671, 1296),
                               "1 minus the chance of no 7 in 4 rolls"),
    "waiting-for-a-seven/4": E("The median wait for a 7: the fewest rolls t with P(7 within t) >= 1/2?", F(4),
                               "compute 1 - (5/6)^t for t = 1, 2, 3, ..."),
    "waiting-for-a-seven/5": E("Expected rolls until the first 12?", F(36),
                               "P(12) = 1/36; the mean wait is 1/p"),
    "waiting-for-a-seven/6": E("P(the first 7 comes exactly on roll 3)?", F(25, 216),
                               "two misses (5/6 each) and then a 7 (1/6)"),
    "waiting-for-a-seven/7": E("A player holds 9 cards when a 7 is rolled. How many are discarded?", F(4),
                               "half of the hand, rounded down, if it is more than 7"),
    # ---------------------------------------------- lesson 4: choosing the roll
    "choosing-the-roll/1": E("Expected cards from an honest roll (settlement A-D-E, city D-H-I)?", F(1),
                             "add pips/36 for the settlement's tiles, and twice that for the city's"),
    "choosing-the-roll/2": E("Which total should the Liahona choose?", F(10),
                             "which number does each building touch? 10 is on tile D, which both touch"),
    "choosing-the-roll/3": E("How many cards does that choice produce?", F(3),
                             "one from the settlement and two from the city"),
    "choosing-the-roll/4": E("What is the Liahona worth this turn, in cards (choice minus honest roll)?",
                             F(2), "subtract your answer to exercise 1 from your answer to exercise 3"),
    "choosing-the-roll/5": E("P(an honest roll gives at least as many cards as the Liahona would)?", F(1, 12),
                             "which totals give 3 cards or more? what is their chance?"),
    "choosing-the-roll/6": E("How many cards does choosing a 7 produce?", F(0),
                             "what does a 7 do instead of producing?"),
    # ------------------------------------------------- lesson 5: drawing cards
    "drawing-cards/1": E("P(the first development card bought is a knight)?", F(14, 25),
                         "14 of the 25 cards are knights"),
    "drawing-cards/2": E("P(the first two cards are both knights)?", F(91, 300),
                         "after one knight is gone, 13 of the 24 cards left are knights: multiply"),
    "drawing-cards/3": E("With replacement (each card put back and shuffled), P(two knights)?", F(196, 625),
                         "then both draws see 14 knights in 25"),
    "drawing-cards/4": E("P(at least one victory point card among the first 3)?", F(58, 115),
                         "1 minus P(no VP in 3) = 1 - (20/25)(19/24)(18/23)"),
    "drawing-cards/5": E("Fresh 17-card threat deck: P(the Collapse is among the first 2 cards)?", F(2, 17),
                         "the Collapse is equally likely to be in any of the 17 places"),
    "drawing-cards/6": E("Expected number of knights among the first 5 cards?", F(14, 5),
                         "each of the 5 draws is a knight with chance 14/25: expectations add"),
    # --------------------------------------------- lesson 6: escalating threat
    "escalating-threat/1": E("10 cards on top, the Collapse shuffled under with 4 others: "
                             "P(Collapse in the next 10 draws)?", F(0),
                             "the bottom segment cannot be reached before the top one is drawn"),
    "escalating-threat/2": E("The same pile: P(Collapse in the next 12 draws)?", F(2, 5),
                             "after the top 10, two draws come from the bottom 5"),
    "escalating-threat/3": E("Fresh deck: P(Collapse among the first 3 cards)?", F(3, 17),
                             "three of the 17 places are among the first three"),
    "escalating-threat/4": E("2 players, normal: P(Total Collapse by turn 15)? (a decimal will do)",
                             0.2222, "use analysis.threat_chain(players=2, difficulty='normal').collapse",
                             tolerance=0.005),
    "escalating-threat/5": E("2 players start on step 1 (normal) of a 9-step meter: how many Increase cards "
                             "until the burst?", F(8), "the burst is one step past the last, step 9"),
    "escalating-threat/6": E("Fresh deck, 2 draws: P(neither of the 2 increase cards comes up)?", F(105, 136),
                             "choose 2 of the 15 other cards, out of all ways to choose 2 of 17"),
    # ---------------------------------------- lesson 7: simulation vs exact
    "simulation-vs-exact/1": E("Standard error of the share of 7s in 1000 rolls?", 0.011785,
                               "sqrt(p (1 - p) / n) with p = 1/6", tolerance=1e-4),
    "simulation-vs-exact/2": E("How many rolls halve the standard error of 1000 rolls?", F(4000),
                               "the error shrinks like 1/sqrt(n)"),
    "simulation-vs-exact/3": E("Half-width of a 95% interval for the share of 7s in 1000 rolls?", 0.0231,
                               "1.96 standard errors", tolerance=5e-4),
    "simulation-vs-exact/4": E("10,000 rolls show 1,700 sevens. Within 2 standard errors of 1/6? "
                               "(True or False)", True,
                               "compare |0.17 - 1/6| with 2 * sqrt((1/6)(5/6)/10000)", kind="bool"),
    "simulation-vs-exact/5": E("500 simulated waits for a 7 average 6.3 with standard deviation 5.4: "
                               "the standard error of that mean?", 0.2415,
                               "standard deviation / sqrt(n)", tolerance=1e-3),
}
