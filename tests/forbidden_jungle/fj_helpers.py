"""Helpers that set up Forbidden Jungle positions for the rule tests.

They write the engine's flat state directly (as a teacher's "suppose that..."),
then the tests act through the public API only.
"""

from __future__ import annotations

from boardgames import new_game
from boardgames.forbidden_jungle.config import BOX, THREAT_CARDS

BACK = {"jungle": 0, "crystal": 1, "landing": 2}
FLAT = [1] * 9  # a threat meter that draws one card a turn, so a forced card is the only one


def game(*roles, seed=0, meter=FLAT, **options):
    roles = list(roles) or ["Navigator", "Explorer"]
    return new_game("forbidden-jungle", players=len(roles), adventurers=roles, seed=seed,
                    threat_meter=meter, **options)


def idx(g, cell):
    return g.cfg.cell_index(cell)


def clear(g):
    """No aliens and no webs anywhere; everything back in the supply."""
    n = g.cfg.n
    g.eggs[:], g.hatchlings[:], g.adults[:] = [0] * n, [0] * n, [0] * n
    g.web[:] = [0] * (2 * n)
    g.supply[:] = [BOX["eggs"], BOX["hatchlings"], BOX["adults"], BOX["webs"]]
    return g


def put_tile(g, cell, number):
    """Make ``cell`` hold tile ``number``, explored and upright."""
    c = idx(g, cell)
    assert number not in g.num, f"tile {number} is already on the board"
    for pool in g.pools:
        if number in pool:
            pool.remove(number)
    t = g.cfg.tile[number]
    g.num[c], g.back[c] = number, BACK[t["back"]]
    g.features[c], g.orient[c] = g.cfg.tile_features[number], t["front_rotation"]


def empty(g, cell):
    c = idx(g, cell)
    g.num[c], g.back[c], g.features[c], g.orient[c] = -1, -1, 0, 0


def add(g, cell, eggs=0, hatchlings=0, adults=0):
    c = idx(g, cell)
    g.eggs[c] += eggs
    g.hatchlings[c] += hatchlings
    g.adults[c] += adults
    g.supply[0] -= eggs
    g.supply[1] -= hatchlings
    g.supply[2] -= adults


def webs(g, cell, side, count):
    c = idx(g, cell)
    e = g.cfg.edge[c][("up", "right", "down", "left").index(side)]
    g.supply[3] -= count - g.web[e]
    g.web[e] = count


def web_at(g, cell, side):
    return g.web[g.cfg.edge[idx(g, cell)][("up", "right", "down", "left").index(side)]]


def place(g, role, cell):
    g.pos[g.seat_of[role]] = idx(g, cell)


def where(g, role):
    return g.cfg.cells[g.pos[g.seat_of[role]]]


def pieces(g, cell):
    c = idx(g, cell)
    return g.eggs[c], g.hatchlings[c], g.adults[c]


def check_invariants(g):
    """The box, the meters and the decks are always whole."""
    for k, (piece, arr) in enumerate((("eggs", g.eggs), ("hatchlings", g.hatchlings),
                                      ("adults", g.adults), ("webs", g.web))):
        assert g.supply[k] >= 0, piece
        assert sum(arr) + g.supply[k] == BOX[piece], piece
    for j, role in enumerate(g.roles):
        top = g.cfg.health[role]
        if top is None:
            assert g.hp[j] is None
        else:
            assert 0 <= g.hp[j] <= top
            assert g.hp[j] > 0 or g.outcome == "poisoned"
    cards = [c for s in g.pile for c in s] + g.drawn + g.discard
    assert sorted(cards) == list(range(len(THREAT_CARDS)))
    assert all(g.pile)
    for i, name in enumerate(g.cfg.card_names):
        held = sum(h.count(name) for h in g.hands) + g.used.count(name)
        assert held + g.deck[i] == g.cfg.card_counts[i]
    for j, q in enumerate(g.pos):
        assert g.num[q] != -1 or (q == g.pit and (j in g.escaping or g.is_over))
