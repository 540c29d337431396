"""Longest Road: the card for the longest single trail of 5+ roads.

Positions on the beginner island.  The chain used below runs
D-E-I, A-D-E, A-B-E, B-E-F, B-C-F, C-F-G, F-G-K, G-K-L (7 roads).
"""

from __future__ import annotations

from settlers_helpers import check_invariants, fresh

from boardgames.settlers import position as pos
from boardgames.settlers.actions import BuildRoad, BuildSettlement
from boardgames.settlers.board import standard_topology
from boardgames.settlers.longest_road import longest_road

CHAIN = ["D-E-I", "A-D-E", "A-B-E", "B-E-F", "B-C-F", "C-F-G", "F-G-K", "G-K-L"]
RING_E = ["A-B-E", "B-E-F", "E-F-J", "E-I-J", "D-E-I", "A-D-E", "A-B-E"]


def roads(game, player, corners):
    pos.place_road(game, player, *[game.board.path(a, b) for a, b in zip(corners, corners[1:], strict=False)])


def test_longest_road_needs_at_least_five_roads():
    g = fresh()
    roads(g, 0, CHAIN[:5])
    assert g.road_length[0] == 4 and g.longest_holder == -1
    roads(g, 0, CHAIN[4:6])
    assert g.road_length[0] == 5 and g.longest_holder == 0 and g.points(0) == 2


def test_longest_road_branches_do_not_count():
    g = fresh()
    roads(g, 0, CHAIN[:6])                          # 5 in a line
    roads(g, 0, ["B-E-F", "E-F-J", "F-J-K"])        # a 2-road branch from the middle
    assert g.road_length[0] == 5


def test_longest_road_counts_a_loop_whole_and_its_tail():
    g = fresh()
    roads(g, 0, RING_E)
    assert g.road_length[0] == 6
    roads(g, 0, ["A-B", "A-B-E"])
    assert g.road_length[0] == 7


def test_longest_road_ending_at_an_opponents_settlement_counts_that_road():
    g = fresh()
    pos.place_settlement(g, 1, "C-F-G")
    roads(g, 0, CHAIN[:6])                          # the fifth road runs into C-F-G
    assert g.road_length[0] == 5 and g.longest_holder == 0


def test_longest_road_direct_function_stops_at_blocked_corner():
    g = fresh()
    topo = g.board.topology
    es = [g.board.edge(a, b) for a, b in zip(CHAIN, CHAIN[1:], strict=False)]
    blocked = [False] * len(topo.corner_points)
    assert longest_road(es, topo.edge_corners, blocked) == 7
    blocked[g.board.corner("B-E-F")] = True
    assert longest_road(es, topo.edge_corners, blocked) == 4


def _break_at_bef(g):
    """Player 1 builds a settlement on B-E-F, in the middle of player 0's chain."""
    pos.place_settlement(g, 1, "F-J-K")
    roads(g, 1, ["F-J-K", "E-F-J", "B-E-F"])
    pos.set_turn(g, 1, "main")
    pos.give(g, 1, brick=1, lumber=1, wool=1, grain=1)
    g.apply(BuildSettlement("B-E-F"))
    check_invariants(g)


def test_longest_road_cut_in_two_by_an_opponents_settlement():
    g = fresh()
    roads(g, 0, CHAIN)
    assert g.longest_holder == 0 and g.road_length[0] == 7
    _break_at_bef(g)
    assert g.road_length[0] == 4                    # 3 on one side, 4 on the other
    assert g.longest_holder == -1 and g.points(0) == 0


def test_longest_road_goes_to_the_longest_after_a_break():
    # the rulebook's example: breaking the road hands the card to the breaker's longer road
    g = fresh()
    roads(g, 0, CHAIN)
    roads(g, 1, ["H.NW", "D-H", "D-H-I", "H-I-M", "I-M-N", "M-N-Q"])   # 5 roads
    assert g.longest_holder == 0
    _break_at_bef(g)
    assert g.road_length[1] == 5 and g.longest_holder == 1


def test_longest_road_tie_keeps_the_holder():
    g = fresh()
    roads(g, 0, CHAIN[:6])
    assert g.longest_holder == 0
    pos.place_settlement(g, 1, "M-N-Q")
    roads(g, 1, ["H.NW", "D-H", "D-H-I", "H-I-M", "I-M-N"])
    pos.set_turn(g, 1, "main")
    pos.give(g, 1, brick=1, lumber=1)
    g.apply(BuildRoad(g.board.path("I-M-N", "M-N-Q")))
    assert g.road_length[1] == 5 and g.longest_holder == 0


def test_longest_road_holder_tied_after_a_break_keeps_it():
    g = fresh()
    chain = CHAIN + ["K-L-P"]                        # 8 roads
    roads(g, 0, chain)
    roads(g, 1, ["H.NW", "D-H", "D-H-I", "H-I-M", "I-M-N", "M-N-Q"])   # 5
    _break_at_bef(g)                                 # player 0 keeps 5 (B-E-F .. K-L-P)
    assert g.road_length[0] == 5 and g.road_length[1] == 5
    assert g.longest_holder == 0


def test_longest_road_nobody_holds_it_when_tied_players_never_held_it():
    g = fresh(players=4)
    roads(g, 0, CHAIN)
    roads(g, 2, ["H.NW", "D-H", "D-H-I", "H-I-M", "I-M-N", "M-N-Q"])      # 5
    roads(g, 3, ["O-P-S", "O-R-S", "N-O-R", "N-Q-R", "Q-R", "Q.S"])        # 5
    assert g.longest_holder == 0
    _break_at_bef(g)
    assert g.road_length[2] == g.road_length[3] == 5
    assert g.longest_holder == -1


def test_longest_road_recalculated_when_own_settlement_is_placed_keeps_it():
    g = fresh()
    roads(g, 0, CHAIN)
    pos.set_turn(g, 0, "main")
    pos.give(g, 0, brick=1, lumber=1, wool=1, grain=1)
    g.apply(BuildSettlement("B-E-F"))                # your own building never cuts your road
    assert g.road_length[0] == 7 and g.longest_holder == 0


def test_longest_road_transfers_to_a_longer_road():
    g = fresh()
    roads(g, 0, CHAIN[:6])
    roads(g, 1, ["H.NW", "D-H", "D-H-I", "H-I-M", "I-M-N", "M-N-Q"])
    pos.set_turn(g, 1, "main")
    pos.give(g, 1, brick=1, lumber=1)
    g.apply(BuildRoad(g.board.path("M-N-Q", "M-Q")))
    assert g.road_length[1] == 6 and g.longest_holder == 1
    assert g.points(0) == 0 and g.points(1) == 2


def _break_at_bef_zarahemla(g):
    """As _break_at_bef, paying Zarahemla's settlement cost."""
    pos.place_settlement(g, 1, "F-J-K")
    roads(g, 1, ["F-J-K", "E-F-J", "B-E-F"])
    pos.set_turn(g, 1, "main")
    pos.give(g, 1, brick=1, wood=1, water=1, wheat=1)
    g.apply(BuildSettlement("B-E-F"))
    check_invariants(g)


def test_zarahemla_after_a_road_is_broken_a_tie_for_the_longest_road_leaves_the_card_with_the_original_player():
    # Quick Reference: "If, after a Road is broken, there is a tie for the Longest Road, the
    # original player keeps the card until a different player builds a Road with more Road
    # segments."  (Base Catan sets the card aside: the test above.)
    g = fresh("zarahemla", players=4, layout={"axis": "rows", "start": 0})
    roads(g, 0, CHAIN)
    roads(g, 2, ["H.NW", "D-H", "D-H-I", "H-I-M", "I-M-N", "M-N-Q"])      # 5
    roads(g, 3, ["O-P-S", "O-R-S", "N-O-R", "N-Q-R", "Q-R", "Q.S"])        # 5
    assert g.longest_holder == 0
    _break_at_bef_zarahemla(g)
    assert g.road_length[2] == g.road_length[3] == 5 and g.road_length[0] < 5
    assert g.longest_holder == 0 and g.points(0) >= 2       # the original player keeps it
    pos.set_turn(g, 2, "main")
    pos.give(g, 2, brick=1, wood=1)
    g.apply(BuildRoad(g.board.path("M-N-Q", "N-Q-R")))       # a different player builds longer
    assert g.road_length[2] == 6 and g.longest_holder == 2


def test_zarahemla_after_a_break_a_single_longest_road_still_takes_the_card():
    # the rulebook's Example 2: "the blue player gets the card, since his Road is now the longest"
    g = fresh("zarahemla", players=3, layout={"axis": "rows", "start": 0})
    roads(g, 0, CHAIN)
    roads(g, 2, ["H.NW", "D-H", "D-H-I", "H-I-M", "I-M-N", "M-N-Q"])      # 5
    _break_at_bef_zarahemla(g)
    assert g.longest_holder == 2


def _every_start(roads, edge_corners, blocked):
    """The plain search: a trail from every intersection (what longest_road must agree with)."""
    best = 0

    def walk(corner, length, used):
        nonlocal best
        best = max(best, length)
        if length and blocked[corner]:
            return
        for e in roads:
            if e not in used and corner in edge_corners[e]:
                a, b = edge_corners[e]
                walk(b if a == corner else a, length + 1, used | {e})

    for e in roads:
        for c in edge_corners[e]:
            walk(c, 0, frozenset())
    return best


def test_longest_road_starts_only_where_a_longest_trail_can_end():
    import random

    topo = standard_topology()
    rng = random.Random(7)
    for _ in range(1500):
        roads = [rng.randrange(len(topo.edge_corners))]
        for _ in range(rng.randint(0, 12)):
            c = rng.choice(topo.edge_corners[rng.choice(roads)])
            e = rng.choice(topo.corner_edges[c])
            if e not in roads:
                roads.append(e)
        blocked = [rng.random() < 0.15 for _ in topo.corner_points]
        assert longest_road(roads, topo.edge_corners, blocked) == \
            _every_start(roads, topo.edge_corners, blocked)


def test_road_lengths_kept_by_each_build_match_a_full_measurement():
    """apply() measures only what a new road can change; a full measurement agrees."""
    import random

    import boardgames

    for name in ("catan", "zarahemla"):
        for seed in range(4):
            g = boardgames.new_game(name, players=3, seed=seed)
            rng = random.Random(seed)
            while not g.is_over and g.turn < 300:
                g.apply(rng.choice(g.legal_actions()))
                for q in range(g.players):
                    blocked = [o >= 0 and o != q for o in g.corner_owner]
                    roads = [e for e, o in enumerate(g.edge_owner) if o == q]
                    assert g.road_length[q] == longest_road(
                        roads, g.board.topology.edge_corners, blocked)
