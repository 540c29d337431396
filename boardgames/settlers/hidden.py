"""What a seat cannot see in a settlers game, dealt again (determinisation).

Other players' resource hands, their development cards and the development deck are
hidden; everything else (the board, the bank, the hand sizes, every card played, a pending
trade offer) is public.  :func:`redeal` makes a copy in which the hidden cards are dealt
again from the cards ``seat`` cannot account for, in the public hand sizes, and the
generator that decides the next dice, draws and steals is a fresh one.  It is what
:meth:`SettlersGame.redeal <boardgames.settlers.engine.SettlersGame.redeal>` returns.

The engine's other hooks on what is hidden and what is public live here too:
:func:`one_world` (does a seat's view pin every hidden card down?), and the public
record of the moves, replayed by :func:`replay_positions` and worded by
:func:`move_label` (the hooks :meth:`Game.one_world
<boardgames.core.game.Game.one_world>`, :meth:`Game.replay_positions
<boardgames.core.game.Game.replay_positions>` and :meth:`Game.move_label
<boardgames.core.game.Game.move_label>`).
"""

from __future__ import annotations

import random
from collections import Counter
from operator import itemgetter
from typing import Any

from ..core.chance import ChanceSource
from . import actions as A

PLAY_KIND = {"PlayKnight": 0, "PlayRoadBuilding": 1, "PlayYearOfPlenty": 2, "PlayMonopoly": 3,
             "PlayTempleBuilding": 5, "PlayLiahona": 6}
"""The development card kind (index in ``Ruleset.dev_deck``) each play action spends."""

_ACTION = itemgetter(1)
_NAME = itemgetter(0)

PUBLIC_SEED = random.Random(0x5EED).getrandbits(63)
"""The seed of the public copy's fresh generator (``rng=None``): fixed, so that two games
that look the same from a seat give the same public copy."""


def redeal(game: Any, seat: int, rng: random.Random | None) -> Any:
    """A copy of ``game`` whose hidden cards are dealt again from ``rng`` and whose generator
    is new; ``rng=None`` deals in a fixed order with a fixed seed (the public copy).

    Only public facts and ``seat``'s own cards go into the deal, so dealing a dealt copy
    again draws from the same possibilities as dealing the game.

    Examples
    --------
    >>> import random
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1,
    ...                                                layout="beginner"))
    >>> game = position.give(game, 1, ore=2, wool=2)
    >>> world = game.redeal(0, random.Random(3))
    >>> sum(world.hands[1]) == sum(game.hands[1]), world.hands[0] == game.hands[0]
    (True, True)
    """
    old = game.chance
    chance = ChanceSource(PUBLIC_SEED if rng is None else rng.getrandbits(63), old.normalise)
    chance.forced = list(old.forced)    # outcomes a teacher announced are public
    g = game.copy_with(chance)          # the game's own generator is not copied
    g.options = dict(g.options)
    _deal_hidden(g, seat, rng)
    # the history records each action's chance results (cards drawn, cards stolen): the
    # copy keeps the actions only, which everybody saw
    g.history = public_history(g.history)
    return g


def public_history(history: list) -> list:
    """``history`` with each entry's chance results left out: ``[player, action]`` only.

    A bot deals a world at every decision, so this goes on from the last history it
    stripped when that one's last entry is still in its place (histories only grow, and
    copies share their entries, which are never changed once written): the part already
    stripped is copied as it is, and only the new entries are looked at.

    Examples
    --------
    >>> from boardgames.settlers.hidden import public_history
    >>> history = [[0, ["Roll"], [["dice", [3, 4]]]], [0, ["EndTurn"]]]
    >>> public_history(history)
    [[0, ['Roll']], [0, ['EndTurn']]]
    >>> longer = history + [[1, ["Roll"], [["dice", [6, 6]]]]]    # goes on from the last
    >>> public_history(longer)
    [[0, ['Roll']], [0, ['EndTurn']], [1, ['Roll']]]
    >>> public_history([[2, ["Roll"], [["dice", [1, 1]]]]])        # another history
    [[2, ['Roll']]]
    """
    n, stripped = _STRIP.length, _STRIP.stripped
    if 0 < n <= len(history) and history[n - 1] is _STRIP.last:
        out = stripped[:n]
        out += [e if len(e) == 2 else e[:2] for e in history[n:]]
    else:
        out = [e if len(e) == 2 else e[:2] for e in history]
    if history:
        _STRIP.last, _STRIP.length, _STRIP.stripped = history[-1], len(history), out
    return out


def one_world(game: Any, seat: int) -> bool:
    """Does ``seat``'s view leave only one possible world (up to the generator)?

    The cards nobody can account for are all in the others' hands: held by one seat, they
    are that seat's hand, whatever it is.  So the view pins everything down when at most
    one other seat holds resource cards, no other seat holds development cards (the deck
    is then what is left of the box), and no trade offer is pending.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import position
    >>> from boardgames.settlers.hidden import one_world
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1))
    >>> one_world(game, 0)
    True
    >>> game = position.give(position.give(game, 1, ore=1), 2, wool=1)
    >>> one_world(game, 0), one_world(game, 1)
    (False, True)
    """
    others = [q for q in range(game.players) if q != seat]
    holding = [q for q in others if sum(game.hands[q])]
    return len(holding) <= 1 and all(sum(game.dev[q]) == 0 for q in others) and \
        game.trade is None


def replay_positions(game: Any) -> tuple[list[Any], list[str]]:
    """Every position of ``game`` from its recorded history (each action with its chance
    results forced again), and the moves that led to each in words (:func:`move_label`).

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers.hidden import replay_positions
    >>> game = boardgames.new_game("catan", players=3, seed=1)
    >>> game.apply(game.legal_actions()[0])
    >>> positions, labels = replay_positions(game)
    >>> len(positions), labels, positions[-1] == game
    (2, ['start', 'player 0: build a settlement at A.N'], True)
    """
    from ..core.actions import decode
    from ..core.game import new_game
    opts = {k: v for k, v in game.options.items() if v is not None or k == "seed"}
    g: Any = new_game(game.name, **opts)
    positions, labels = [g.copy()], ["start"]
    for entry in game.history:
        action = decode(entry[1], A.ACTION_CLASSES)
        for kind, value in (entry[2] if len(entry) > 2 else ()):
            g.force(kind, value)
        who = g.player          # the seat that acts (a history holds no move of a game over)
        text = g.describe(action)
        g.apply(action)
        labels.append(move_label(g, who, action, text))
        positions.append(g.copy())
    return positions, labels


def move_label(game: Any, seat: int, action: Any, text: str) -> str:
    """How a move just played reads in a history: ``"player N: text"``, a roll by its total.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.settlers import Roll, position
    >>> from boardgames.settlers.hidden import move_label
    >>> game = position.skip_setup(boardgames.new_game("catan", players=3, seed=1))
    >>> game.apply(Roll(), outcome=8)
    >>> move_label(game, 0, Roll(), "roll the dice")
    'player 0: rolled 8'
    """
    if isinstance(action, A.Roll) and game.last_roll:
        text = f"rolled {sum(game.last_roll)}"
    return f"player {seat}: {text}"


def played_cards(history: list, kinds: int) -> list[int]:
    """How many development cards of each kind the public history shows played.

    >>> from boardgames.settlers.hidden import played_cards
    >>> played_cards([[0, ["PlayKnight", "A"]], [1, ["Roll"]], [1, ["PlayMonopoly", 2]]], 7)
    [1, 0, 0, 1, 0, 0, 0]
    """
    last, n, counts = _SCAN.last, _SCAN.length, _SCAN.counts
    # histories only grow and copies share their entries: go on from the last scan when its
    # last entry is still in its place (a bot deals a world at every decision)
    if not (0 < n <= len(history) and history[n - 1] is last and len(counts) == kinds):
        n, counts = 0, [0] * kinds
    counts = list(counts)
    # entries are [player, action] or [player, action, chance results]; actions [name, ...]
    names = Counter(map(_NAME, map(_ACTION, history[n:])))
    for name, k in PLAY_KIND.items():
        if k < kinds:
            counts[k] += names[name]
    if history:
        _SCAN.last, _SCAN.length, _SCAN.counts = history[-1], len(history), counts
    return list(counts)


class _LastScan:
    """The last history :func:`played_cards` read: its last entry, length and counts."""

    def __init__(self) -> None:
        self.last: Any = None
        self.length = 0
        self.counts: list[int] = []


_SCAN = _LastScan()


class _LastStrip:
    """The last history :func:`public_history` stripped: its last entry, length and result
    (a list the copy it was made for may append to; only its first ``length`` are read)."""

    def __init__(self) -> None:
        self.last: Any = None
        self.length = 0
        self.stripped: list = []


_STRIP = _LastStrip()


def _deal(pool: list, counts: list[int], rng: random.Random | None) -> list[list]:
    """``pool`` cut into hands of ``counts`` cards, shuffled first unless ``rng`` is None."""
    if rng is not None:
        rng.shuffle(pool)
    out, i = [], 0
    for k in counts:
        out.append(pool[i:i + k])
        i += k
    return out


def _deal_hidden(g: Any, me: int, rng: random.Random | None) -> None:
    rs = g.ruleset
    R = len(rs.resources)
    others = [q for q in range(g.n) if q != me]
    hands, mine, bank = g.hands, g.hands[me], g.bank
    # resource cards: everything not in the bank or my hand is spread over the others
    # (a pending trade offer is public: its offerer is known to hold the cards offered)
    trade = g.trade
    offerer = trade["from"] if trade is not None and trade["from"] != me else None
    offered = list(trade["give"]) if offerer is not None else [0] * R
    pool = []
    for r in range(R):
        pool += [r] * max(0, rs.cards_per_resource - bank[r] - mine[r] - offered[r])
    sizes = [sum(hands[q]) - (sum(offered) if q == offerer else 0) for q in others]
    while len(pool) < sum(sizes):   # only in hand-made positions that break the box
        pool.append(rng.randrange(R) if rng is not None else len(pool) % R)
    for q, cards in zip(others, _deal(pool, sizes, rng), strict=True):
        known = offered if q == offerer else [0] * R
        hands[q] = [known[r] + cards.count(r) for r in range(R)]
    # development cards: the box minus my cards minus every card played (public history)
    K = len(rs.dev_deck)
    played = played_cards(g.history, K)
    dpool = []
    for k in range(K):
        dpool += [k] * max(0, rs.dev_deck[k] - g.dev[me][k] - played[k])
    dsizes = [sum(g.dev[q]) for q in others]
    deck_size = sum(g.dev_deck)
    while len(dpool) < sum(dsizes) + deck_size:
        dpool.append(0)
    dealt = _deal(dpool, [*dsizes, deck_size], rng)
    for q, cards in zip(others, dealt[:-1], strict=True):
        g.dev[q] = [cards.count(k) for k in range(K)]
        g.dev_new[q] = [0] * K
    g.dev_deck = [dealt[-1].count(k) for k in range(K)]
