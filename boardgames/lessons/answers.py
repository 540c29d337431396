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


_ASKS_A_CHANCE = re.compile(r"\bP\(|\bprobability\b|\bchance\b|\bp-value\b", re.IGNORECASE)


def is_probability(ex: Exercise) -> bool:
    """Is ``ex``'s answer a probability?  ``ex.probability`` if set, else inferred.

    Inferred only where it is safe: a number between 0 and 1 asked for as
    ``P(...)``, "probability", "chance" or "p-value" (a share, a standard error
    or an expectation is not a probability, even when it lies between 0 and 1).

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
    return bool(inside and _ASKS_A_CHANCE.search(ex.question))


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
    "two-dice/2": E("P(the total is 6 or 8)?", F(5, 18),
                    "6 and 8 cannot happen on the same roll: what does that let you do with their chances?",
                    mistakes=((F(25, 1296), "multiplying is for two things that both happen (on two rolls); "
                                            "one roll cannot be 6 and 8 at once"),
                              (F(2, 11), "the 11 totals are not equally likely: count pairs of faces"))),
    "two-dice/3": E("P(the total is 2 or 12)?", F(1, 18),
                    "how many pairs make 2? how many make 12? can both happen at once?",
                    mistakes=((F(2, 11), "the 11 totals are not equally likely: count pairs of faces"),
                              (F(1, 36), "that is one of the two totals; the question asks for either"))),
    "two-dice/4": E("P(doubles: both dice show the same face)?", F(1, 6),
                    "count the pairs whose two faces are equal, among the 36 pairs",
                    mistakes=((F(6, 11), "count pairs of faces, out of 36, not totals"),
                              (F(1, 36), "that is one particular double, such as (3,3); there are more"))),
    "two-dice/5": E("The average total of two dice?", F(7),
                    "weight each total by its probability and add; or think about one die first",
                    mistakes=((F(13, 2), "(2 + 12)/2 is the middle of the range; it happens to be close, but the "
                                         "average weights each total by its chance"),
                              (F(7, 2), "that is the average of one die; there are two"))),
    "two-dice/6": E("How many times more likely is a 6 than a 12?", F(5),
                    "compare the number of pairs (the pips) that make each total",
                    mistakes=((F(1, 5), "that is how likely a 12 is compared with a 6: the other way round"),
                              (F(1), "the totals are not equally likely: count the pairs for each"))),
    # ------------------------------------------------ lesson 2: where to settle
    "where-to-settle/1": E("Expected cards per roll for a settlement on a 6, an 8 and a 5?", F(7, 18),
                           "each tile pays 1 card with the chance of its number; expectations add",
                           mistakes=((F(19, 3), "that is the average of the three numbers; the cards come from "
                                                "how likely each number is"),
                                     (F(14), "14 is the pips; pips count pairs out of 36"))),
    "where-to-settle/2": E("The same corner with a city: expected cards per roll?", F(7, 9),
                           "a city earns two cards where a settlement earns one",
                           mistakes=((F(7, 18), "that is the settlement; what changes for a city?"),)),
    "where-to-settle/3": E("How many pips has the best intersection of the beginner island?", F(11),
                           "sort the nodes of game.board.graph by their 'pips'",
                           mistakes=((F(15), "no three tiles of the island around one corner make 15 pips; "
                                             "look at the real board"),)),
    "where-to-settle/4": E("Expected cards per round of 4 rolls for a settlement at H-I-M?", F(11, 9),
                           "find the numbers around H-I-M, their pips, the cards per roll, then a round",
                           mistakes=((F(11, 36), "that is per roll; a round of 4 players is 4 rolls"),
                                     (F(11), "11 is the pips; pips count pairs out of 36"))),
    "where-to-settle/5": E("With the robber on tile E (a 6), how many cards per roll does E-I-J lose?",
                           F(5, 36), "only tile E stops paying; what did it pay per roll?",
                           mistakes=((F(5), "5 is the pips of a 6; per roll that is out of 36"),)),
    # ------------------------------------------- lesson 3: waiting for a seven
    "waiting-for-a-seven/1": E("P(no 7 in 3 rolls)?", F(125, 216),
                               "each roll misses the 7 with some chance, independently of the others",
                               mistakes=((F(1, 2), "3 x 1/6 = 1/2 is not the chance of a 7 in 3 rolls, and this asks "
                                                   "for no 7: multiply the chances of missing"),
                                         (F(91, 216), "that is the chance of at least one 7; this asks for none"),
                                         (F(1, 216), "that is three 7s in a row"))),
    "waiting-for-a-seven/2": E("Expected number of rolls until the first 7?", F(6),
                               "for a geometric wait, how does the mean depend on p?",
                               mistakes=((F(4), "4 is the median: half the waits are over by then. The mean is "
                                                "pulled up by the long waits"),
                                         (F(1, 6), "that is the chance of a 7 on one roll, not the wait"))),
    "waiting-for-a-seven/3": E("P(at least one 7 in 4 rolls, one round of 4 players)?", F(671, 1296),
                               "find the chance of the opposite (no 7 at all) first",
                               mistakes=((F(4, 6), "adding 1/6 four times counts the rounds with two 7s twice "
                                                   "(six rolls would give 1, which is impossible). Think about "
                                                   "the chance of no 7"),
                                         (F(625, 1296), "that is the chance of no 7; the question asks for at least "
                                                        "one"),
                                         (F(1, 1296), "that is a 7 on every one of the 4 rolls"))),
    "waiting-for-a-seven/4": E("The median wait for a 7: the fewest rolls t with P(7 within t) >= 1/2?", F(4),
                               "compute 1 - (5/6)^t for t = 1, 2, 3, ...",
                               mistakes=((F(3), "after 3 rolls the chance is 91/216, still below a half"),
                                         (F(6), "6 is the mean; the median is where the chance first reaches 1/2"))),
    "waiting-for-a-seven/5": E("Expected rolls until the first 12?", F(36),
                               "what is P(12)? and the mean wait for a chance p?",
                               mistakes=((F(1, 36), "that is the chance of a 12 on one roll, not the wait"),)),
    "waiting-for-a-seven/6": E("P(the first 7 comes exactly on roll 3)?", F(25, 216),
                               "what must happen on rolls 1, 2 and 3?",
                               mistakes=((F(1, 6), "the dice have no memory, but 'first on roll 3' also needs "
                                                   "rolls 1 and 2 to miss"),
                                         (F(91, 216), "that is a 7 within 3 rolls; 'first on roll 3' means miss, "
                                                      "miss, hit"))),
    "waiting-for-a-seven/7": E("A player holds 9 cards when a 7 is rolled. How many are discarded?", F(4),
                               "read the rule: who discards, and how many (rounded which way)?",
                               mistakes=((F(2), "the rule does not discard only the cards over seven: "
                                                "re-read it"),
                                         (F(5), "half of 9 is 4.5: the rule rounds down"))),
    # ---------------------------------------------- lesson 4: choosing the roll
    "choosing-the-roll/1": E("Expected cards from an honest roll (settlement A-D-E, city D-H-I)?", F(1),
                             "add pips/36 for the settlement's tiles, and twice that for the city's",
                             mistakes=((F(2, 3), "a city pays two cards per tile: count its tiles twice"),)),
    "choosing-the-roll/2": E("Which total should the Liahona choose?", F(10),
                             "list the cards each total pays: the settlement's and the city's together",
                             mistakes=((F(6), "6 is the most likely roll, but the Liahona does not roll: it "
                                              "chooses. Which total pays the most cards?"),
                                       (F(8), "8 is likely, but the Liahona chooses: count the cards each total "
                                              "pays"))),
    "choosing-the-roll/3": E("How many cards does that choice produce?", F(3),
                             "count what each building earns on the chosen total",
                             mistakes=((F(2), "count both buildings, and a city's two cards"),)),
    "choosing-the-roll/4": E("What is the Liahona worth this turn, in cards (choice minus honest roll)?",
                             F(2), "compare the chosen total's cards with the honest roll's average",
                             mistakes=((F(3), "that is what the choice gives; the honest roll would also have "
                                              "given something on average"),)),
    "choosing-the-roll/5": E("P(an honest roll gives at least as many cards as the Liahona would)?", F(1, 12),
                             "which totals give that many cards or more? what is their chance?",
                             mistakes=((F(1, 11), "the 11 totals are not equally likely"),)),
    "choosing-the-roll/6": E("How many cards does choosing a 7 produce?", F(0),
                             "what does a 7 do instead of producing?"),
    # ------------------------------------------------- lesson 5: drawing cards
    "drawing-cards/1": E("P(the first development card bought is a knight)?", F(14, 25),
                         "how many of the 25 cards are knights?"),
    "drawing-cards/2": E("P(the first two cards are both knights)?", F(91, 300),
                         "after one knight is gone, how many knights and how many cards are left?",
                         mistakes=((F(196, 625), "that is drawing with replacement: the first knight is not put "
                                                 "back, so the second draw sees one knight fewer"),
                                   (F(28, 25), "adding is for 'this or that'; 'both' means multiply"))),
    "drawing-cards/3": E("With replacement (each card put back and shuffled), P(two knights)?", F(196, 625),
                         "with the card put back, what does the second draw see?",
                         mistakes=((F(91, 300), "that is without replacement; here the first card goes back"),)),
    "drawing-cards/4": E("P(at least one victory point card among the first 3)?", F(58, 115),
                         "find the chance of no victory point card in 3 draws without replacement first",
                         mistakes=((F(3, 5), "3 x 5/25 counts the hands with two VP cards twice: use 1 minus "
                                             "the chance of none"),
                                   (F(61, 125), "that is 1 - (20/25)^3: with replacement. The deck shrinks "
                                                "after each draw"),
                                   (F(57, 115), "that is the chance of none; the question asks for at least one"))),
    "drawing-cards/5": E("Fresh 17-card threat deck: P(the Collapse is among the first 2 cards)?", F(2, 17),
                         "in how many of the 17 equally likely places could the Collapse be?",
                         mistakes=((F(33, 289), "that is with replacement (1 - (16/17)^2); a drawn card is not "
                                                "put back before the second draw"),
                                   (F(1, 17), "that is the first card only; there are two draws"))),
    "drawing-cards/6": E("Expected number of knights among the first 5 cards?", F(14, 5),
                         "what is each of the 5 draws' chance of a knight on its own? expectations add",
                         mistakes=((F(3), "an expectation need not be a whole number"),)),
    # --------------------------------------------- lesson 6: escalating threat
    "escalating-threat/1": E("10 cards on top, the Collapse shuffled under with 4 others: "
                             "P(Collapse in the next 10 draws)?", F(0),
                             "which cards can the next 10 draws reach?",
                             mistakes=((F(2, 3), "a card shuffled under the pile cannot be anywhere in it: the "
                                                 "top segment comes first"),
                                       (F(1, 15), "a card shuffled under the pile cannot be anywhere in it: the "
                                                  "top segment comes first"))),
    "escalating-threat/2": E("The same pile: P(Collapse in the next 12 draws)?", F(2, 5),
                             "how many of the 12 draws reach the bottom segment, and how big is it?",
                             mistakes=((F(4, 5), "12 draws reach only 2 cards of the bottom segment"),
                                       (F(1, 5), "that is the 11th draw alone; the 12th draw also reaches the "
                                                 "bottom segment"))),
    "escalating-threat/3": E("Fresh deck: P(Collapse among the first 3 cards)?", F(3, 17),
                             "in how many of the 17 equally likely places could the Collapse be?",
                             mistakes=((F(1, 17), "that is the first card only"),)),
    "escalating-threat/4": E("2 players, normal: P(Total Collapse by turn 15)? (a decimal will do)",
                             0.2219, "ask the exact chain: threat_chain(...).collapse, indexed from 0",
                             tolerance=5e-4,
                             mistakes=((0.0852, "that is by turn 14: collapse[t] counts turns 0..t, so turn 15 "
                                                "is index 14"),
                                       (0.4226, "that is by turn 16: collapse[t] counts turns 0..t, so turn 15 "
                                                "is index 14"))),
    "escalating-threat/5": E("2 players start on step 1 (normal) of a 9-step meter: how many Increase cards "
                             "until the burst?", F(8), "count the steps from the start to the burst",
                             mistakes=((F(9), "the clip starts on step 1, not step 0"),
                                       (F(7), "the burst is not the top step; it is the step after it"))),
    "escalating-threat/6": E("Fresh deck, 2 draws: P(neither of the 2 increase cards comes up)?", F(105, 136),
                             "both draws must come from the other cards, without replacement",
                             mistakes=((F(225, 289), "that is with replacement; the first card is not put back"),
                                       (F(31, 136), "that is the chance of at least one; the question asks for "
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
                               "compare |0.15 - 1/6| with 2 standard errors for n = 3,600", kind="bool"),
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
                                  (F(427, 460), "that is the prior: the quiet turn is evidence and changes it"),
                                  (F(427, 920), "that is P(holds a knight and quiet); divide by P(quiet)"))),
    "hidden-cards/5": E("Knight-holders always play: P(holds a knight | quiet turn)?", F(0),
                        "what is the likelihood of a quiet turn for a player who holds a knight now?",
                        mistakes=((F(427, 460), "the evidence is not neutral: think of who can stay quiet now"),)),
    "hidden-cards/6": E("Two cards, 'I hold at least one victory point': P(the other is a knight)?", F(7, 11),
                        "count among the pairs of cards that contain at least one victory point",
                        mistakes=((F(7, 12), "that answers 'one card, chosen at random, was shown and is a "
                                             "victory point'. Here every holder of one says so"),
                                  (F(14, 25), "the evidence changes the deck's chances: count only the pairs "
                                              "that fit it"))),
    "hidden-cards/7": E("Robbed from 2 brick, 1 wool, 3 ore: P(the stolen card was ore)?", F(1, 2),
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
                          mistakes=((0.0215749, "that is one seat chosen in advance; any of the three seats "
                                                "could have stood out"),
                                    (0.0633383, "that treats the seats as independent, and they are not (their "
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
                        mistakes=((F(1, 17), "the toy deck has 4 cards, not 17"),
                                  (F(1, 3), "that is the three-card deck; this one has a card more"))),
    "markov-chain/2": E("Four-card deck, state (1, 2, 2): P(the meter reaches step 2 within three turns)?",
                        F(1, 2), "where do the next cards come from: the top, or S's segment? follow the turns "
                                 "one at a time",
                        mistakes=((F(1, 4), "S is not one of four equally likely cards any more: look at the "
                                            "segments"),
                                  (F(0), "three turns are enough to reach S's segment"),
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
    "markov-chain/6": E("Endless four-card deck: long-run share of turns that draw S?", F(1, 3),
                        "solve pi P = pi for the endless four-card chain, then add the shares of the states "
                        "reached by drawing S",
                        mistakes=((F(1, 4), "S is one card of four, but it does not wait its turn like the "
                                            "others: it goes under with only the cards drawn since the last "
                                            "shuffle"),
                                  (F(3, 7), "that is the three-card deck"))),
    "markov-chain/7": E("Shortcut chain, step 7 (5 draws): P(up two steps in one turn)?", F(5, 68),
                        "both Increase cards must be among the 5 draws: count the hands of 5 that hold both",
                        mistakes=((F(1, 136), "that is with 2 draws; on step 7 five cards are drawn"),
                                  (F(1, 6188), "that is one particular hand of five; count every hand of five "
                                               "that holds both Increase cards"))),
}
