"""The expected answers and hints of every lesson exercise, keyed ``"lesson/number"``.

The worked solutions live in the notebooks' hidden cells; ``tests/lessons`` checks
every answer here against :mod:`boardgames.analysis` and the engines, so the two
cannot drift apart.

No text here may name an exercise's answer: a hint points at the method, and a
mistake's message speaks of the thinking behind that mistake, never of another
exercise's result (``tests/lessons/test_answers_off_the_page.py`` feeds every
exercise the other exercises' answers and its own mistakes, and fails on any
message that prints an answer).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction as F
from typing import Any


@dataclass(frozen=True)
class Exercise:
    """One exercise: its question, expected answer and a hint for a wrong answer.

    ``kind`` is ``"number"`` (exact, or within ``tolerance`` for floats),
    ``"bool"``, ``"word"`` (any of the accepted spellings in ``answer``) or
    ``"set"`` (the same items, in any order).  ``mistakes`` pairs common wrong
    answers with feedback aimed at the thinking that leads to each; the
    ``hint`` (for any other wrong answer) points at the method and never states
    the answer or a step that is the answer.  ``probability`` says whether the
    answer is a probability (a negative or a value above 1 is then told "a
    probability lies between 0 and 1"); None infers it (see :func:`is_probability`).
    """

    question: str
    answer: Any
    hint: str
    kind: str = "number"
    tolerance: float = 1e-9
    relative: bool = False
    praise: str = ""
    mistakes: tuple[tuple[Any, str], ...] = ()
    probability: bool | None = None


_ASKS_A_CHANCE = re.compile(r"\bP\(|\bprobability\b|\bp-value\b", re.IGNORECASE)
_ASKS_SOMETHING_ELSE = re.compile(r"standard error|half-width|\bbound\b|variance|expected|average|share",
                                  re.IGNORECASE)


def is_probability(ex: Exercise) -> bool:
    """Is ``ex``'s answer a probability?  ``ex.probability`` if set, else inferred.

    Inferred only where it is safe: a number between 0 and 1 asked for as
    ``P(...)``, "probability" or "p-value", in a question that does not ask for
    a standard error, a half-width, a bound (Chebyshev's may pass 1), a
    variance, an expectation, an average or a share, even of a chance.

    Examples
    --------
    >>> from fractions import Fraction
    >>> from boardgames.lessons.answers import Exercise, is_probability
    >>> is_probability(Exercise("P(two dice total 8)?", Fraction(5, 36), "count pairs"))
    True
    >>> is_probability(Exercise("Standard error of a share?", 0.0118, "sqrt(p(1-p)/n)"))
    False
    """
    if ex.probability is not None:
        return ex.probability
    if ex.kind != "number" or isinstance(ex.answer, bool):
        return False
    try:
        inside = 0 <= ex.answer <= 1
    except TypeError:
        return False
    return bool(inside and _ASKS_A_CHANCE.search(ex.question) and not _ASKS_SOMETHING_ELSE.search(ex.question))


E = Exercise

EXERCISES: dict[str, Exercise] = {
    # ------------------------------------------------------- lesson 1: two dice
    "two-dice/1": E("P(two dice total 8)?", F(5, 36),
                    "list the pairs of faces (red die, blue die) that make 8, out of 36 equally likely pairs",
                    mistakes=((F(1, 11), "there are 11 possible totals, but they are not equally likely: "
                                         "count pairs of faces, not totals"),
                              (F(3, 36), "(2,6) and (6,2) are different pairs: one die shows 2 and the other 6, "
                                         "or the other way round. Count each order"),
                              (F(5, 11), "the 36 pairs are the equally likely outcomes, not the 11 totals"))),
    "two-dice/2": E("P(the total is a red number: 6 or 8)?", F(5, 18),
                    "6 and 8 cannot happen on the same roll: what does that let you do with their chances?",
                    mistakes=((F(25, 1296), "multiplying is for two things that both happen (on two rolls); "
                                            "one roll cannot be 6 and 8 at once"),
                              (F(2, 11), "the 11 totals are not equally likely: count pairs of faces"))),
    "two-dice/3": E("P(the two faces differ by 2 or more)?", F(5, 9),
                    "count the pairs whose faces are equal and those that differ by exactly 1; what is left?",
                    mistakes=((F(4, 9), "that is the chance that they differ by less than 2: the opposite"),
                              (F(2, 3), "a difference of 2 or more can be 2, 3, 4 or 5: count the pairs "
                                        "for each, in both orders, or count the opposite"))),
    "two-dice/4": E("The average of the larger of the two faces (for a double, its face)?", F(161, 36),
                    "for each face k, count the pairs whose larger face is k; weight k by that chance and add",
                    mistakes=((F(7, 2), "that is the average of one die; the larger of two is pulled up"),
                              (F(6), "that is the largest value the larger face can take, not its average"),
                              (F(7), "that is the average total; the question asks about the larger face"))),
    "two-dice/5": E("How many times more likely is a total of 8 than a total of 3?", F(5, 2),
                    "compare the number of pairs (the pips) that make each total",
                    mistakes=((F(2, 5), "that is how likely a 3 is compared with an 8: the other way round"),
                              (F(1), "the totals are not equally likely: count the pairs for each"))),
    "two-dice/6": E("Three dice: P(the total is 10)?", F(1, 8),
                    "convolve the two-dice distribution with one die: add P(two dice = 10 - f) x 1/6 over "
                    "the faces f",
                    mistakes=((F(1, 16), "the 16 totals of three dice (3 to 18) are not equally likely"),
                              (F(1, 12), "that is a 10 with two dice; a third die changes the ways"))),
    # ------------------------------------------------ lesson 2: where to settle
    "where-to-settle/1": E("Expected cards per roll for a settlement on a 6, an 8 and a 5?", F(7, 18),
                           "each tile pays 1 card with the chance of its number; expectations add",
                           mistakes=((F(19, 3), "that is the average of the three numbers; the cards come from "
                                                "how likely each number is"),
                                     (F(14), "that counts pips; pips count pairs out of 36"))),
    "where-to-settle/2": E("The same corner with a city: expected cards per round of 4 rolls?", F(28, 9),
                           "a city earns two cards where a settlement earns one, and a round has 4 rolls",
                           mistakes=((F(7, 9), "that is per roll; a round of 4 players is 4 rolls"),
                                     (F(14, 9), "that is a settlement's round; a city earns two cards a tile"))),
    "where-to-settle/3": E("How many corners of the beginner island earn at least one card a round on "
                           "average (a settlement, 4 rolls)?", F(18),
                           "a card a round is 9 pips; count the nodes of game.board.graph by their 'pips'",
                           mistakes=((F(8), "that counts corners with 10 pips or more; 9 pips is exactly "
                                            "one card a round"),)),
    "where-to-settle/4": E("A 3-player game: expected cards per round (3 rolls) for a settlement at O-P-S?",
                           F(3, 4), "find the numbers around O-P-S, their pips, the cards per roll, then a round",
                           mistakes=((F(1), "that is a round of 4 rolls; a 3-player round has 3"),
                                     (F(1, 4), "that is per roll; a round of 3 players is 3 rolls"))),
    "where-to-settle/5": E("A city at H-I-M, the robber on tile H (the 9): cards lost per round of 4 rolls?",
                           F(8, 9), "only tile H stops paying; what did it pay the city per roll, and per round?",
                           mistakes=((F(4, 9), "a city loses two cards each time the 9 comes up"),
                                     (F(2, 9), "that is per roll; a round of 4 players is 4 rolls"))),
    # ------------------------------------------- lesson 3: waiting for a seven
    "waiting-for-a-seven/1": E("P(a tile on 8 pays nothing in the 3 rolls before your next turn)?", F(29791, 46656),
                               "each roll misses the 8 with some chance, independently of the others",
                               mistakes=((F(7, 12), "subtracting three single-roll chances from 1 treats runs with "
                                                    "two 8s wrongly: multiply the chances of missing"),
                                         (1 - F(31, 36) ** 3, "that is the chance of at least one 8; this "
                                                              "asks for none"))),
    "waiting-for-a-seven/2": E("Expected number of rolls until the first 5 or 9?", F(9, 2),
                               "for a geometric wait, how does the mean depend on p? what is p here?",
                               mistakes=((F(9), "that waits for one of the two numbers; either one ends "
                                                "the wait"),
                                         (F(2, 9), "that is the chance per roll, not the wait"))),
    "waiting-for-a-seven/3": E("P(at least one red number (6 or 8) in 3 rolls)?", F(3635, 5832),
                               "find the chance of the opposite (no red number at all) first",
                               mistakes=((F(5, 6), "adding the chance three times counts the runs with two red "
                                                   "numbers twice (four rolls would give more than 1). Think "
                                                   "about the chance of none"),
                                         (F(2197, 5832), "that is the chance of none; the question asks for at "
                                                         "least one"))),
    "waiting-for-a-seven/4": E("The median wait for a 12: the fewest rolls t with P(a 12 within t) >= 1/2?", F(25),
                               "compute 1 - (35/36)^t for growing t, or solve (35/36)^t <= 1/2 with logarithms",
                               mistakes=((F(18), "half of the mean wait is not the median: compute the chance "
                                                 "of a 12 within t rolls"),
                                         (F(24), "after 24 rolls the chance of a 12 is still just below a half"),
                                         (F(36), "that is the mean; the median is where the chance first "
                                                 "reaches 1/2"))),
    "waiting-for-a-seven/5": E("P(the first 8 comes exactly on roll 4)?", F(148955, 1679616),
                               "what must happen on rolls 1, 2, 3 and 4?",
                               mistakes=((F(5, 36), "the dice have no memory, but 'first on roll 4' also needs "
                                                    "rolls 1 to 3 to miss"),
                                         (1 - F(31, 36) ** 4, "that is an 8 within 4 rolls; 'first on roll 4' "
                                                              "means miss, miss, miss, hit"))),
    "waiting-for-a-seven/6": E("A player holds 11 cards when a 7 is rolled. How many are discarded?", F(5),
                               "read the rule: who discards, and how many (rounded which way)?",
                               mistakes=((F(4), "the rule does not discard only the cards over seven: "
                                                "re-read it"),
                                         (F(6), "half of an odd hand is rounded down, not up"))),
    "waiting-for-a-seven/7": E("Poisson approximation: P(no 11 in a game of 60 rolls)? (a decimal will do)",
                               0.0356740, "the count of 11s is about Poisson with mean lambda = 60 x P(11); "
                               "P(none) = exp(-lambda)", tolerance=3e-4,
                               mistakes=((float(F(17, 18) ** 60), "that is the exact binomial chance; the "
                                                                  "question asks for the Poisson "
                                                                  "approximation"),
                                         (0.1888756, "that lambda counts the 12s: how many pairs make 11?"))),
    "waiting-for-a-seven/8": E("Chebyshev's bound for P(the number of 7s in 60 rolls is at least 6 away from "
                               "its mean)?", F(25, 108),
                               "the bound is variance / k^2, and the count of 7s has variance n p (1 - p)",
                               mistakes=((0.0801875,
                                          "Chebyshev divides the variance, not the standard deviation, by k^2"),
                                         (0.0540383, "that is the exact tail; the question asks for the bound"))),
    # ---------------------------------------------- lesson 4: choosing the roll
    "choosing-the-roll/1": E("Expected cards from an honest roll (cities at H-I-M and I-J-N)?", F(17, 18),
                             "add pips/36 for each city's tiles, and count each city's cards twice",
                             mistakes=((F(17, 36), "a city pays two cards per tile: count its tiles twice"),)),
    "choosing-the-roll/2": E("Which total should the Liahona name (cities at H-I-M and I-J-N)?", F(6),
                             "list the cards each total pays: both cities together",
                             mistakes=((F(9), "9 pays one city; which total pays both?"),
                                       (F(8), "8 is likely, but the Liahona chooses: count the cards each "
                                              "total pays"))),
    "choosing-the-roll/3": E("How many cards does that choice produce?", F(4),
                             "count what each building earns on the chosen total",
                             mistakes=((F(2), "count both buildings on the chosen tile"),
                                       (F(3), "each city earns two cards from the chosen tile"))),
    "choosing-the-roll/4": E("What is the Liahona worth this turn, in cards (choice minus honest roll)?",
                             F(55, 18), "compare the chosen total's cards with the honest roll's average",
                             mistakes=((F(127, 36), "a city pays two cards per tile, on the honest roll too"),)),
    "choosing-the-roll/5": E("P(an honest roll gives at least as many cards as the Liahona would)?", F(5, 36),
                             "which totals give that many cards or more? what is their chance?",
                             mistakes=((F(1, 11), "the 11 totals are not equally likely"),)),
    "choosing-the-roll/6": E("The robber on tile I: what is the Liahona worth now, in cards?", F(29, 18),
                             "with tile I silent, list the cards each total pays again; best minus the average",
                             mistakes=((F(2), "the honest roll would still pay something on average"),)),
    # ------------------------------------------------- lesson 5: drawing cards
    "drawing-cards/1": E("P(the first development card bought is a progress card (neither knight nor VP))?",
                         F(6, 25), "how many of the 25 cards are neither knights nor victory points?"),
    "drawing-cards/2": E("P(the first two cards are both victory points)?", F(1, 30),
                         "after one victory point card is gone, how many are left, and how many cards?",
                         mistakes=((F(2, 5), "adding is for 'this or that'; 'both' means multiply"),)),
    "drawing-cards/3": E("With replacement (each card put back and shuffled), P(two victory points)?", F(1, 25),
                         "with the card put back, what does the second draw see? it is the full deck again"),
    "drawing-cards/4": E("P(at least one progress card among the first 4)?", F(4387, 6325),
                         "find the chance of no progress card in 4 draws without replacement first",
                         mistakes=((F(24, 25), "adding the chance four times counts the hands with two progress cards "
                                               "twice: use 1 minus the chance of none"),
                                   (1 - F(19, 25) ** 4, "that is 1 - (19/25)^4: with replacement. The deck "
                                                        "shrinks after each draw"),
                                   (F(1938, 6325), "that is the chance of none; the question asks for at least "
                                                   "one"))),
    "drawing-cards/5": E("Spawn and Hatch drawn on turn 1: P(the Collapse among turn 2's two cards)?",
                         F(2, 15), "how many cards are left in the pile, and how many places are drawn?",
                         mistakes=((F(1, 15), "that is the first card only; there are two draws"),
                                   (F(2, 17), "the two cards drawn on turn 1 are in the discard pile, not in "
                                              "the draw pile"))),
    "drawing-cards/6": E("Expected number of victory point cards among the first 6 cards?", F(6, 5),
                         "what is each of the 6 draws' chance of a VP card on its own? expectations add",
                         mistakes=((F(1), "an expectation need not be a whole number"),)),
    # --------------------------------------------- lesson 6: escalating threat
    "escalating-threat/1": E("6 cards on top, the Collapse shuffled under with 7 others: "
                             "P(Collapse in the next 10 draws)?", F(1, 2),
                             "how many of the 10 draws reach the bottom segment, and how big is it?",
                             mistakes=((F(5, 7), "a card shuffled under the pile cannot be anywhere in it: the "
                                                 "top segment comes first"),
                                       (F(5, 4), "the bottom segment holds the Collapse and seven others"))),
    "escalating-threat/2": E("The same pile: the fewest draws that make the Collapse certain?", F(14),
                             "the Collapse could be the last card of the bottom segment",
                             mistakes=((F(8), "the top segment is drawn first"),
                                       (F(13), "the Collapse may be the very last card"))),
    "escalating-threat/3": E("Fresh deck of 17: P(both Increase cards among the first 4 cards)?", F(3, 68),
                             "choose 4 places of 17; in how many do both Increase cards lie?",
                             mistakes=((F(16, 289), "squaring one card's chance treats the two cards' places as "
                                                    "independent, but they cannot share one"),
                                       (F(8, 17), "adding counts hands, not hands holding both"))),
    "escalating-threat/4": E("3 players, normal: P(Total Collapse by turn 18)? (a decimal will do)",
                             0.1777, "ask the exact chain: threat_chain(...).collapse, indexed from 0",
                             tolerance=5e-4,
                             mistakes=((0.0763, "that is by turn 17: collapse[t] counts turns 0..t, so turn "
                                                "18 is index 17"),
                                       (0.3412, "that is by turn 19: collapse[t] counts turns 0..t, so turn "
                                                "18 is index 17"),
                                       (0.7998, "that is the two-player chain; three players have another "
                                                "meter"))),
    "escalating-threat/5": E("3 players start on step 1 (normal) of a 10-step meter: how many Increase cards "
                             "until the burst?", F(9), "count the steps from the start to the burst",
                             mistakes=((F(10), "the clip starts on step 1, not step 0"),
                                       (F(8), "the burst is not the top step; it is the step after it"))),
    "escalating-threat/6": E("Fresh deck, 3 draws: P(neither of the 2 increase cards comes up)?", F(91, 136),
                             "all three draws must come from the other cards, without replacement",
                             mistakes=((F(3375, 4913), "that is with replacement; a drawn card is not put back"),
                                       (F(45, 136), "that is the chance of at least one; the question asks for "
                                                    "neither"))),
    # ---------------------------------------- lesson 7: simulation vs exact
    "simulation-vs-exact/1": E("Standard error of the share of paying rolls (chance 10/36) in 500 rolls?",
                               0.0200308, "sqrt(p (1 - p) / n) with the true chance for p", tolerance=2e-4,
                               mistakes=((0.000401, "that is the variance of the share; the standard error is its "
                                                    "square root"),
                                         (0.000896, "divide p (1 - p) by n inside the square root, not outside it"),
                                         (0.0167, "that uses the chance of a 7; this share counts the rolls that pay "
                                                  "the settlement"))),
    "simulation-vs-exact/2": E("Standard error 0.009 from 2,500 games: games for 0.003?", F(22500),
                               "how does the standard error shrink as n grows?",
                               mistakes=((F(7500), "the error shrinks like 1/sqrt(n), not 1/n: three times the "
                                                   "games only divides it by sqrt(3)"),
                                         (F(5000), "the error shrinks like 1/sqrt(n): to divide it by some number, "
                                                   "multiply the games by that number squared"))),
    "simulation-vs-exact/3": E("Half-width of a 95% interval for the share of 12s in 3,600 rolls?", 0.0053683,
                               "how many standard errors is a 95% half-width? and what is p for a 12?",
                               tolerance=2e-4,
                               mistakes=((0.00274, "that is one standard error; a 95% interval reaches further"),
                                         (0.0122, "that uses the chance of a 7; the question is about 12s"))),
    "simulation-vs-exact/4": E("3,600 rolls show 540 sevens. Within 2 standard errors of 1/6? "
                               "(True or False)", False,
                               "compare |0.15 - 1/6| with 2 standard errors of the share of 7s in that many rolls", kind="bool"),
    "simulation-vs-exact/5": E("400 simulated waits for a 12 average 34.1 with standard deviation 35.2: "
                               "the standard error of that mean?", 1.76,
                               "standard deviation / sqrt(n)", tolerance=5e-3,
                               mistakes=((0.088, "divide by the square root of n, not by n"),
                                         (35.2, "that is the spread of one wait; the mean of 400 waits varies "
                                                "much less"))),
    # ------------------------------------------ lesson 8: counting arrangements
    "counting/1": E("Terrain layouts of the 30-hex island (6 forest, 6 pasture, 6 fields, 5 hills, 5 mountains, "
                    "2 deserts)?", F(24675735016607875200),
                    "count orders as if every tile were different, then divide out the swaps of alike tiles",
                    mistakes=((F(265252859812191058636308480000000), "that counts alike tiles as different: "
                                                                     "swapping two forests changes nothing"),
                              (F(49351470033215750400), "the two deserts are alike too: swapping them changes "
                                                        "nothing"),
                              (F(6), "that is the number of kinds of terrain, not of layouts"))),
    "counting/2": E("Ways to lay the 28 tokens of the big island (two each of 2 and 12, three each of the rest) "
                    "on 28 given hexes?", F(45380662099508736000000),
                    "which tokens can swap places without changing the layout, and in how many orders?",
                    mistakes=((F(304888344611713860501504000000), "that treats tokens with the same number as "
                                                                  "different tokens"),
                              (F(11617449497474236416000000), "three alike tokens can be ordered in 3! ways, not "
                                                              "3"),
                              (F(181522648398034944000000), "the two 2s and the two 12s can swap too"))),
    "counting/3": E("Sets of choices in Zarahemla's set-up?", F(147456),
                    "list every choice the set-up makes and how many options each has; independent choices "
                    "multiply",
                    mistakes=((F(288), "each of the five strips has its own side and its own direction"),
                              (F(12288), "the starting perimeter hex for the markers is a choice too"),
                              (F(59), "independent choices multiply, they do not add"))),
    "counting/4": E("Every terrain layout equally likely: P(desert on the centre hex)?", F(1, 19),
                    "count the layouts with the desert in the centre, over all layouts",
                    mistakes=((F(1, 6), "there are six kinds of terrain, but they are not equally likely to be in "
                                        "the centre: count tiles, not kinds"),)),
    "counting/5": E("Orders of the five strips with no rule about lengths?", F(120),
                    "five different strips into five places, one after another",
                    mistakes=((F(4), "that is with the rule (4-hex strips beside the middle, 3-hex outside)"),
                              (F(3125), "5^5 would let one strip fill several places"))),
    "counting/6": E("Ordered pairs of two dice showing different faces?", F(30),
                    "choose the red die's face, then the blue die's among the faces left",
                    mistakes=((F(15), "the pair is ordered: (1, 2) and (2, 1) are different rolls"),
                              (F(36), "that counts the doubles too"))),
    "counting/7": E("Beginner island, random token layout: P(the 2 and the 12 are on neighbouring hexes)?",
                    F(4, 17), "only which two hexes hold the 2 and the 12 matters: list the pairs of land hexes "
                              "and count the pairs that touch",
                    mistakes=((F(14, 51), "the desert holds no token: leave out the pairs that include it"),
                              (F(2, 17), "count the pairs of hexes one way only (A with B is B with A), or count "
                                         "ordered pairs both on top and below"),
                              (F(1, 153), "that is one particular pair of hexes; any touching pair will do"))),
    # ------------------------------------------------ lesson 9: hidden cards, Bayes
    "hidden-cards/1": E("P(one particular hidden card of three is a victory point)?", F(1, 5),
                        "how many of the 25 cards are victory points? does it matter which card you look at?",
                        mistakes=((F(1, 3), "the three kinds of card are not equally common"),
                                  (F(3, 5), "that is the expected number of victory points among the three "
                                            "cards; the question is about one card"))),
    "hidden-cards/2": E("P(three hidden cards include at least one knight), no evidence?", F(427, 460),
                        "find the chance that none of the three is a knight first (without replacement)",
                        mistakes=((F(42, 25), "adding the chances counts the hands with two or three knights "
                                              "more than once; a probability cannot pass 1"),
                                  (F(14294, 15625), "that is with replacement: each card comes from the cards "
                                                    "left after the ones before"),
                                  (F(33, 460), "that is the chance of no knight; the question asks for at least "
                                               "one"))),
    "hidden-cards/3": E("Of 920 games, how many hold a knight and stay quiet (a holder plays 1 time in 2)?",
                        F(427), "first how many of the 920 hold a knight, then the share of those that stay quiet",
                        mistakes=((F(854), "that is every game holding a knight; only some of them stay quiet"),
                                  (F(493), "that is every quiet game, with or without a knight"))),
    "hidden-cards/4": E("Three cards, a holder plays 1 time in 2: P(holds a knight | quiet turn)?", F(427, 493),
                        "Bayes: the quiet games that hold a knight, over all quiet games",
                        mistakes=((F(1, 2), "that is the reverse question, P(quiet | holds a knight)"),
                                  (F(427, 920), "that is P(holds a knight and quiet); divide by P(quiet)"))),
    "hidden-cards/5": E("Knight-holders always play: P(holds a knight | quiet turn)?", F(0),
                        "what is the likelihood of a quiet turn for a player who holds a knight now?",
                        mistakes=((F(1, 2), "the model changed: a knight-holder now always plays it. Who can still "
                                            "stay quiet?"),)),
    "hidden-cards/6": E("Two cards, 'I hold at least one victory point': P(the other is a knight)?", F(7, 11),
                        "count among the pairs of cards that contain at least one victory point",
                        mistakes=((F(7, 12), "that answers 'one card, chosen at random, was shown and is a "
                                             "victory point'. Here every holder of one says so"),
                                  (F(14, 25), "the evidence changes the deck's chances: count only the pairs "
                                              "that fit it"))),
    "hidden-cards/7": E("Robbed from 2 brick, 2 wool, 3 ore: P(the stolen card was ore)?", F(3, 7),
                        "each card in the hand is equally likely to be taken",
                        mistakes=((F(1, 3), "the three kinds are not equally likely: count cards, not kinds"),)),
    # ------------------------------------ lesson 10: streaks, binomial and spread
    "streaks-and-spread/1": E("Eight rolls have not paid the settlement on 8, 5, 3: P(the next roll pays it)?",
                              F(11, 36), "do the dice know what happened before? which totals pay this corner?",
                              mistakes=((F(1), "a paying roll is never due: the dice have no memory"),
                                        (1 - F(25, 36) ** 9, "that is a paying roll somewhere in 9 rolls, seen "
                                                             "before any of them; eight have already missed"),
                                        (F(3, 11), "the 11 totals are not equally likely: count pairs of faces"))),
    "streaks-and-spread/2": E("Settlement on 8, 5, 3: P(at least one card in 4 rolls)?", F(1288991, 1679616),
                              "find the chance that none of the 4 rolls pays first",
                              mistakes=((F(11, 9), "adding the chance four times counts rounds with two paying "
                                                   "rolls twice, and passes 1"),
                                        (F(390625, 1679616), "that is the chance that no roll pays"))),
    "streaks-and-spread/3": E("Settlement on 8, 5, 3: P(exactly 1 paying roll in 4)?", F(171875, 419904),
                              "which of the 4 rolls pays, times the chance of one such pattern",
                              mistakes=((F(171875, 1679616), "that is one pattern (say pay, miss, miss, miss); "
                                                             "count how many patterns there are"),
                                        (F(11, 9), "the other three rolls must miss: include their chance"))),
    "streaks-and-spread/4": E("City on 8, 5, 3: expected cards in 45 rolls?", F(55, 2),
                              "the expected cards on one roll, times the number of rolls",
                              mistakes=((F(55, 4), "a city earns two cards per paying roll"),)),
    "streaks-and-spread/5": E("City on 8, 5, 3: variance of the cards earned on one roll?", F(275, 324),
                              "E[X^2] minus the square of the mean",
                              mistakes=((F(11, 9), "that is E[X^2]; subtract the square of the mean"),
                                        (F(275, 1296), "that is the settlement; a city earns two cards"),
                                        (F(77, 324), "a city's 2 cards square to 4, not 2"))),
    "streaks-and-spread/6": E("Settlement on 8, 5, 3: sd of total cards in 60 rolls?", 3.5681,
                              "variances of independent rolls add; then take the square root",
                              tolerance=5e-3,
                              mistakes=((12.731, "that is the variance; the standard deviation is its square root"),
                                        (27.639, "standard deviations do not add over rolls; variances do"))),
    # ------------------------------------------------ lesson 11: testing claims
    "testing-claims/1": E("Three players, no seat advantage: expected wins for one seat in 180 games?", F(60),
                          "the number of games times the chance of a win in each",
                          mistakes=((F(45), "there are three seats, not four"),
                                    (F(90), "a game has three possible winners, not two"))),
    "testing-claims/2": E("Standard error of one seat's win share over 180 three-player games, under the null?",
                          0.0351364, "sqrt(p (1 - p) / n) with the null's p", tolerance=3e-4,
                          mistakes=((0.0012346, "you forgot the square root"),
                                    (0.0322749, "with three players the null's p is a third, not a quarter"),
                                    (0.0372678, "under the null p is a third, not a half"),
                                    (0.0688674, "that is 1.96 standard errors"))),
    "testing-claims/3": E("75 of 180 (p0 = 1/3): how many standard errors from 1/3?", 2.3717,
                          "(observed share - null share) / standard error", tolerance=0.02,
                          mistakes=((-2.3717, "the share is above a third, so the distance is positive"),
                                    (0.083333, "that is the difference in shares; divide it by the standard "
                                               "error"))),
    "testing-claims/4": E("Exact two-sided p-value for 75 wins in 180, p = 1/3?", 0.0215749,
                          "add the binomial chances of every count at least as far from 60 as 75 is",
                          tolerance=2e-4,
                          mistakes=((0.0118708, "that is one side only; 45 or fewer is just as extreme the other "
                                                "way"),
                                    (0.0039875, "that is the chance of exactly 75; the p-value counts every count "
                                                "at least as extreme"))),
    "testing-claims/5": E("Boole's bound for 'some one of the three seats is at least 15 from 60'?", 0.0647247,
                          "Boole's inequality: the chance of a union is at most the sum of the chances",
                          tolerance=3e-4,
                          mistakes=((0.0633383, "that treats the seats as independent, and they are not (their "
                                                "wins add up to the number of games); Boole's bound needs no "
                                                "independence"),
                                    (0.0562149, "that is the exact chance, which is below the bound; the "
                                                "question asks for the bound itself"))),
    "testing-claims/6": E("Games needed to make the standard error of 180 games three times smaller?", F(1620),
                          "how does the standard error depend on n?",
                          mistakes=((F(540), "the error shrinks like 1/sqrt(n): three times the games divides it "
                                             "by sqrt(3) only"),)),
    "testing-claims/7": E("85 of 100 wins with a fair share of 1/2: two-sided p-value below 0.001?", True,
                          "add the binomial chances of 85 or more wins in 100 with p = 1/2, and double", kind="bool"),
    # ------------------------------------------- lesson 12: a Markov chain by hand
    "markov-chain/1": E("Four-card toy deck, fresh state (0, 0, 4): P(the first turn draws S)?", F(1, 4),
                        "S is one of how many equally likely cards of its segment?",
                        mistakes=((F(1, 17), "the toy deck has 4 cards, not 17"),)),
    "markov-chain/2": E("Four-card deck, state (1, 2, 2): P(the meter reaches step 2 within three turns)?",
                        F(1, 2), "where do the next cards come from: the top, or S's segment? follow the turns "
                                 "one at a time",
                        mistakes=((F(0), "three turns are enough to reach S's segment"),
                                  (F(1), "S's segment has another card in it"))),
    "markov-chain/3": E("The earliest turn of Total Collapse in the four-card toy deck?", F(6),
                        "find the first t whose chance of collapse by turn t is above 0",
                        mistakes=((F(5), "that is the three-card deck; after S is drawn, three plain cards are "
                                         "above it here"),
                                  (F(3), "after S is drawn it goes under the other cards: it cannot come "
                                         "straight back"))),
    "markov-chain/4": E("Four-card toy deck: P(Total Collapse by turn 7)?", F(19, 96),
                        "the collapse entry of the distribution after 7 turns (v0 P^7) of the four-card chain",
                        mistakes=((F(1, 16), "that is by turn 6"),
                                  (F(22, 27), "that is the three-card deck"),
                                  (F(13, 96), "collapse by turn t adds up every way of getting there within t "
                                              "turns, not only on turn t"))),
    "markov-chain/5": E("Four-card toy deck: expected turns until Total Collapse?", F(69, 8),
                        "first-step analysis: m(s) = 1 + sum of P(s -> s') m(s'), with m = 0 at collapse",
                        mistakes=((F(12), "that is the latest possible turn, not the average"),
                                  (F(27, 4), "that is the three-card deck"))),
    "markov-chain/6": E("Endless five-card deck: long-run share of turns that draw S?", F(3, 11),
                        "solve pi P = pi for the endless five-card chain, then add the shares of the states "
                        "reached by drawing S",
                        mistakes=((F(1, 5), "S is one card of five, but it does not wait its turn like the "
                                            "others: it goes under with only the cards drawn since the last "
                                            "shuffle"),
                                  (F(3, 7), "that is the three-card deck"))),
    "markov-chain/7": E("Shortcut chain, step 7 (5 draws): P(up two steps in one turn)?", F(5, 68),
                        "both Increase cards must be among the 5 draws: count the hands of 5 that hold both",
                        mistakes=((F(1, 136), "that is with 2 draws; on step 7 five cards are drawn"),
                                  (F(1, 6188), "that is one particular hand of five; count every hand of five "
                                               "that holds both Increase cards"))),
}
