"""Shared helpers for the settlers tests: invariants, random play, positions."""

from __future__ import annotations

import random

import boardgames
from boardgames.settlers import position
from boardgames.settlers.rulesets import DEV_KINDS, VICTORY_POINT


def check_invariants(game) -> None:
    """Everything a real game must keep true after every action."""
    rs = game.ruleset
    n = game.n
    # every resource card is in the bank or a hand
    for r, name in enumerate(rs.resources):
        total = game.bank[r] + sum(h[r] for h in game.hands)
        assert total == rs.cards_per_resource, f"{name}: {total} cards"
        assert game.bank[r] >= 0 and all(h[r] >= 0 for h in game.hands)
    # pieces stay within stock, and board + stock = the box
    setts = [0] * n
    cities = [0] * n
    for c, o in enumerate(game.corner_owner):
        if o >= 0:
            if game.corner_city[c]:
                cities[o] += 1
            else:
                setts[o] += 1
    roads = [0] * n
    for o in game.edge_owner:
        if o >= 0:
            roads[o] += 1
    for p in range(n):
        assert 0 <= game.settlements_left[p]
        assert setts[p] + game.settlements_left[p] == rs.pieces["settlement"]
        assert 0 <= game.cities_left[p] and cities[p] + game.cities_left[p] == rs.pieces["city"]
        assert 0 <= game.roads_left[p] and roads[p] + game.roads_left[p] == rs.pieces["road"]
        assert game.temples[p] + game.temples_left[p] == rs.pieces["temple"]
        assert game.discoveries[p] >= 0
        # points recomputed from the board equal the tracked points
        pts = setts[p] + 2 * cities[p] + game.dev[p][VICTORY_POINT]
        pts += 2 * (game.longest_holder == p) + 2 * (game.army_holder == p)
        pts += 2 * (game.temple_holder == p)
        assert game.points(p) == pts
    # development cards: deck + hands + knights played never exceed the box
    for k in range(len(DEV_KINDS)):
        held = game.dev_deck[k] + sum(d[k] for d in game.dev) + (sum(game.knights) if k == 0 else 0)
        assert held <= rs.dev_deck[k]
    # the distance rule holds everywhere
    nb = game.fixed_board.topology.corner_neighbours
    owner = game.corner_owner
    for c, o in enumerate(owner):
        if o >= 0:
            for d in nb[c]:
                assert owner[d] < 0
    # special cards
    if game.longest_holder >= 0 and not rs.road_tie_keeps_holder:
        assert game.road_length[game.longest_holder] >= rs.longest_road_min
        assert game.road_length[game.longest_holder] == max(game.road_length)
    if game.longest_holder >= 0 and rs.road_tie_keeps_holder:
        # Zarahemla: after a break the holder keeps the card through a tie for the longest
        top = [q for q, k in enumerate(game.road_length) if k == max(game.road_length)]
        assert game.longest_holder in top or len(top) > 1
    if game.army_holder >= 0:
        assert game.knights[game.army_holder] >= rs.largest_army_min
    if game.temple_holder >= 0:
        assert game.temples[game.temple_holder] >= rs.temple_min
    if game.discovery_supply is not None:
        assert game.discovery_supply >= 0


def random_game(name="catan", players=4, seed=0, max_turns=1000, check=True, **options):
    """Play uniformly random legal actions; return the game."""
    game = boardgames.new_game(name, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not game.is_over and game.turn < max_turns:
        actions = game.legal_actions()
        assert actions, f"stuck with no legal action in phase {game.phase}"
        game.apply(rng.choice(actions))
        if check:
            check_invariants(game)
    return game


def fresh(name="catan", players=3, seed=1, player=0, rolled=True, **options):
    """A beginner-board game with set-up skipped: ``player``'s turn, dice rolled."""
    if name in ("catan", "catan-jungle"):
        options.setdefault("layout", "beginner")
    game = boardgames.new_game(name, players=players, seed=seed, **options)
    position.skip_setup(game, player, rolled=rolled)
    return game
