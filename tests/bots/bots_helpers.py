"""Helpers shared by the bot tests."""

from __future__ import annotations

import random


def scramble_hidden(game, me, seed):
    """Another game that looks the same from ``me``: others' hands and the deck re-dealt."""
    other = game.copy()
    rng = random.Random(seed)
    others = [q for q in range(other.n) if q != me]
    pool = [r for q in others for r, k in enumerate(other.hands[q]) for _ in range(k)]
    rng.shuffle(pool)
    i = 0
    for q in others:
        size = sum(other.hands[q])
        h = [0] * len(other.bank)
        for r in pool[i:i + size]:
            h[r] += 1
        other.hands[q] = h
        i += size
    cards = [k for q in others for k, c in enumerate(other.dev[q]) for _ in range(c)]
    cards += [k for k, c in enumerate(other.dev_deck) for _ in range(c)]
    rng.shuffle(cards)
    i = 0
    for q in others:
        size = sum(other.dev[q])
        d = [0] * len(other.dev_deck)
        for k in cards[i:i + size]:
            d[k] += 1
        other.dev[q] = d
        other.dev_new[q] = [0] * len(d)
        i += size
    deck = [0] * len(other.dev_deck)
    for k in cards[i:]:
        deck[k] += 1
    other.dev_deck = deck
    other.chance.rng.seed(seed)          # a different future: dice, draws, steals
    return other
