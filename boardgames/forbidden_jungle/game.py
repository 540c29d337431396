"""The Forbidden Jungle rules engine (cooperative, 2 to 5 adventurers): set-up and the turn.

The rulebook's "Order of Play" part: :class:`ForbiddenJungle` is a
:class:`~.state.JungleState` (the data) with the game protocol on top: it deals the game
(:func:`.setup.deal`), lists the legal actions (each part lists its own) and applies an
action through :data:`RULES`, the one table (action class -> rule) merged from each part's
own.  The rules themselves are functions over a state, ``rule(state, action)``, in modules
named after the rulebook's parts, calling each other as functions:

* :mod:`.setup`: dealing a new game;
* :mod:`.geometry`: the spaceport (cells, sides, colours, placing and removing tiles);
* :mod:`.moves`: Move, Remove, Explore, the tunnels;
* :mod:`.machines`: Configurator, Compeller, Destruct Switch, portal;
* :mod:`.adventurers`: the six adventurers' powers;
* :mod:`.equipment`: equipment cards, using and sharing them;
* :mod:`.threats`: ending the turn and the threat cards;
* :mod:`.game_end`: winning, losing, escaping a collapsed tile.

>>> from boardgames import new_game
>>> game = new_game("forbidden-jungle", players=2, difficulty="novice", seed=1)
>>> game.current_adventurer in game.roles
True

State is kept flat for speed: the board is a grid of ``rows * cols`` cells, and
each per-cell fact is a list indexed by the cell number ``row * cols + col``
(``num``: -1 for an empty cell, 0 for an unexplored tile, else the tile number;
``eggs``, ``hatchlings``, ``adults``; ``orient``: the tile's quarter turns).
Webs lie on the sides between two cells: ``web[2 * cell]`` is the side to the
right of ``cell`` and ``web[2 * cell + 1]`` the side below it.
:attr:`ForbiddenJungle.graph` builds the networkx picture of it on demand.

Chance is explicit.  Every random thing is a :class:`~boardgames.core.ChanceEvent`
that a teacher can inspect with ``game.chance_of(action)`` or decide with
``game.force(kind, outcome)``:

* ``"threat"``: the next threat card.  The draw pile is a list of *segments*
  from top to bottom, each an unordered set of cards; a draw takes a uniformly
  random card of the top segment.  ``game.force("threat", "Collapse")``.
* ``"tile"``: which tile lies under an unexplored tile, drawn when it is
  explored (or destroyed) from the tiles of that back not yet seen, so
  ``game.chance_of(Explore())`` is the exact chance of each tile.
  ``game.force("tile", 8)`` or ``game.force("tile", "Portal")``.
* ``"equipment"``: the next equipment card.  ``game.force("equipment", "Jet Pack")``.
* ``"orientation"`` and ``"adventurer"``: drawn at setup (quarter turns of each
  face-down tile; the roles dealt when ``adventurers`` is not given).
"""

from __future__ import annotations

import random
from typing import Any

from ..core import ChanceEvent, ChanceSource, Game, IllegalAction
from ..core.actions import check_fields, compile_kinds
from ..core.checks import short
from . import adventurers, equipment, game_end, geometry, machines, moves, threats
from .actions import (
    END_TURN,
    FIELD_KINDS,
    Compel,
    Destroy,
    Escape,
    Guide,
    Move,
    PassEquipment,
    Slide,
    UseEquipment,
    trusted,
)
from .adventurers import guide_actions, power_actions
from .config import COLOURS, MACHINES, SIDES, THREAT_CARDS, TUNNEL
from .equipment import equipment_actions
from .game_end import check_marooned, check_sinkhole, escape_actions
from .geometry import colour_side, where_cell
from .machines import machine_actions
from .moves import move_actions, remove_explore_actions
from .setup import deal
from .state import SLOTS, JungleState, copy_slots, save_fields
from .threats import pile_after

_FIELDS = compile_kinds(FIELD_KINDS)

# the seed of the one fixed world redeal(seat, None) deals (the table's public copy)
PUBLIC_SEED = random.Random(0x5EED).getrandbits(63)


class ForbiddenJungle(JungleState, Game):
    """A game of Forbidden Jungle.  Build one with ``new_game("forbidden-jungle", ...)``.

    Options: ``players`` (2-5), ``difficulty`` ("novice", "normal", "elite",
    "legendary"), ``seed``, ``adventurers`` (None to deal at random, or a list
    of role names, one per player), ``layout`` (a name from ``data/layouts.json``
    such as "basic", "ring" or "spaceport-2", or a layout object in that
    format), ``threat_meter`` (a list of rates, or a table like
    ``data/threat_meter.json``), ``threat_start`` (the starting step),
    ``health`` (``{"Explorer": 3, ...}`` overrides), ``equipment`` (a card list
    like ``data/equipment.json``) and ``tiles`` (a tile list like
    ``data/tiles.json``).
    """

    name = "forbidden-jungle"
    cooperative = True   # the adventurers win or lose together
    _graph_cache: tuple[Any, Any] | None    # (graph, tunnel graph), built when first asked for

    def __init__(self, players: int = 2, difficulty: str = "novice", seed: int | None = None,
                 adventurers: list[str] | None = None, layout: Any = "basic",
                 threat_meter: Any = None, threat_start: Any = None, health: Any = None,
                 equipment: Any = None, tiles: Any = None):
        deal(self, players, difficulty, seed, adventurers, layout, threat_meter, threat_start,
             health, equipment, tiles)
        self._graph_cache = None

    # --------------------------------------------------------------- properties
    @property
    def current_player(self) -> int | None:
        """The seat that acts now (during an escape, the adventurer escaping)."""
        if self.phase == "over":
            return None
        if self.phase == "escape":
            return self.escaping[0]
        return self.seat

    @property
    def current_adventurer(self) -> str | None:
        p = self.current_player
        return None if p is None else self.roles[p]

    @property
    def is_over(self) -> bool:
        """True once the game has ended: ``phase == "over"`` (set only by :func:`.game_end.finish`)."""
        return self.phase == "over"

    @property
    def winner(self) -> bool | None:
        """True when the adventurers escaped, False when they lost, None while playing."""
        if self.outcome is None:
            return None
        return self.outcome == "escaped"

    @property
    def winners(self) -> tuple[int, ...]:
        """Every seat when the team escaped, ``()`` otherwise (a loss, or still playing)."""
        return tuple(range(len(self.roles))) if self.outcome == "escaped" else ()

    def phase_description(self, seat: int | None = None) -> str:
        """What the game waits for now, in words: the status line of the play app.

        ``seat`` (the player at the screen) changes nothing here: everything in
        Forbidden Jungle is open information.

        >>> from boardgames import new_game
        >>> new_game("forbidden-jungle", players=2, seed=1, adventurers=["Explorer", "Healer"]
        ...          ).phase_description()
        'Turn 1: the Explorer has 4 actions left'
        """
        if self.phase == "over":
            head = "The adventurers escaped" if self.outcome == "escaped" else "The jungle wins"
            return f"{head} ({self.outcome}): {self.reason}"
        who = self.current_adventurer
        if self.phase == "escape":
            return f"Turn {self.turn}: the {who} must escape the collapsed tile"
        left = self.actions_left
        if left <= 0:
            return f"Turn {self.turn}: the {who} has no actions left; end the turn"
        return f"Turn {self.turn}: the {who} has {left} action{'s' if left != 1 else ''} left"

    @property
    def threat_rate(self) -> int:
        """How many threat cards end a turn now (:func:`.threats.threat_rate`)."""
        return threats.threat_rate(self)

    @property
    def players(self) -> int:
        return len(self.roles)

    def describe(self, action: Any) -> str:
        """``action`` as a full sentence, e.g. "The Navigator moves to tile 7 (row 2, col 3)".

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> game.describe(game.legal_actions()[0])
        'The Navigator moves to the unexplored tile at (row 3, col 2)'
        """
        who = self.current_adventurer or "nobody"
        if isinstance(action, Move):
            s = f"The {who} moves to {where_cell(self, action.to)}"
            return s + f", bringing the {action.companion}" if action.companion else s
        if isinstance(action, Guide):
            s = f"The {who} guides the {action.adventurer} to {where_cell(self, action.to)}"
            return s + f", bringing the {action.companion}" if action.companion else s
        if isinstance(action, Slide):
            return f"The {who} uses the Configurator: {where_cell(self, action.tile)} slides " \
                   f"{action.direction} {action.spaces} space(s)"
        if isinstance(action, Compel):
            return f"The {who} uses the Compeller: the aliens on {where_cell(self, action.source)} " \
                   f"go to {where_cell(self, action.to)}"
        if isinstance(action, Destroy):
            return f"The {who} uses the Destruct Switch on {where_cell(self, action.tile)}"
        if isinstance(action, Escape):
            return f"The {action.adventurer} escapes onto {where_cell(self, action.to)}"
        if isinstance(action, PassEquipment | UseEquipment):
            return str(action)
        return f"The {who}: {action}"

    def cell(self, where: Any) -> tuple[int, int]:
        """``(row, col)`` of a tile number, or the cell itself (:func:`.geometry.cell`).

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> game.cell(1)            # Fools' Landing
        (4, 2)
        """
        return geometry.cell(self, where)

    def where(self, c: int) -> str:
        """Cell number ``c`` as a teacher says it (:func:`.geometry.where`).

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> game.where(22), game.where(0), game.where(12)
        ('tile 1 (row 4, col 2)', 'the unexplored tile at (row 0, col 0)', 'the empty cell (row 2, col 2)')
        """
        return geometry.where(self, c)

    def slide_targets(self) -> list[tuple[int, int, int]]:
        """``(cell, side, spaces)`` of every Configurator slide possible now
        (:func:`.machines.slide_targets`).

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> [(game.where(c), ("up", "right", "down", "left")[d], k)
        ...  for c, d, k in game.slide_targets()][:2]     # into the empty middle cell
        [('the unexplored tile at (row 1, col 2)', 'down', 1), ('the unexplored tile at (row 2, col 1)', 'right', 1)]
        """
        return machines.slide_targets(self)

    def escapers_trapped(self) -> bool:
        """Whether the adventurers still escaping a collapse are lost
        (:func:`.game_end.escapers_trapped`).

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1)
        >>> game.escaping, game.escapers_trapped()      # nobody is escaping
        ([], False)
        """
        return game_end.escapers_trapped(self)

    def one_world(self, seat: int) -> bool:
        """True: nothing is hidden but what chance has not yet decided (see :meth:`redeal`),
        so every seat's view leaves one world.

        >>> import boardgames
        >>> boardgames.new_game("forbidden-jungle", players=2, seed=1).one_world(0)
        True
        """
        return True

    def move_label(self, seat: int, action: Any, text: str) -> str:
        """How a move just played reads in a history: the adventurer's role, then ``text``.

        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> game.move_label(1, None, "moves")
        'Explorer: moves'
        """
        return f"{self.roles[seat]}: {text}"

    # ----------------------------------------------------------- legal actions
    def legal_actions(self) -> list:
        """Every action possible now, free ones (passing and using equipment) included.

        Each part lists its own: moves (:mod:`moves`), the Navigator's guides
        (:mod:`adventurers`), removing and exploring (:mod:`moves`), the machine
        underfoot (:mod:`machines`), the other powers (:mod:`adventurers`), then the
        free equipment actions (:mod:`equipment`) and the end of the turn.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> actions = game.legal_actions()
        >>> len(actions), [str(a) for a in actions[:2]]
        (19, ['Move to (row 3, col 2)', 'Move to (row 4, col 3)'])
        >>> str(actions[-1])
        'End the turn and draw the threat cards'
        """
        phase = self.phase
        if phase != "actions":
            return [] if phase == "over" else escape_actions(self)
        out: list = []
        if self.actions_left > 0:
            s = self.seat
            p = self.pos[s]
            move_actions(self, out, s)
            if self.roles[s] == "Navigator":
                guide_actions(self, out, s)
            remove_explore_actions(self, out, p)
            if self.features[p] & MACHINES:
                machine_actions(self, out, p)
            power_actions(self, out, s, p)
        if any(self.hands):      # free: passing and using equipment, when anyone holds a card
            equipment_actions(self, out)
        out.append(END_TURN)
        return out

    # ------------------------------------------------------------ applying
    def apply(self, action: Any, *, outcome: Any = None) -> None:
        """Apply ``action`` for the current adventurer (see :meth:`Game.apply`).

        ``outcome`` forces the first chance event the action triggers.  The
        usual case (nothing forced) goes straight to the rules.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> game.apply(game.legal_actions()[0])      # the Navigator moves up
        >>> game.where(game.pos[0]), game.actions_left
        ('the unexplored tile at (row 3, col 2)', 3)
        """
        if outcome is None and not self.chance.forced:
            if getattr(action, "engine_made", False) is not True:   # actions.trusted
                check_fields(action, _FIELDS, "Forbidden Jungle")
            self._apply(action)
        else:
            super().apply(action, outcome=outcome)

    def _apply(self, action: Any) -> None:
        if self.phase == "over":
            raise IllegalAction(f"the game is over ({self.reason})")
        handler = RULES.get(type(action))
        if handler is None:
            raise IllegalAction(f"{short(action)} is not a Forbidden Jungle action")
        if self.phase == "escape" and type(action) not in (Escape, UseEquipment, PassEquipment):
            raise IllegalAction(
                f"a tile has collapsed: the {self.current_adventurer} must first escape it "
                "(Escape to an adjacent tile, or use a Jet Pack)")
        self._graph_cache = None
        handler(self, action)

    def _check_action(self, action: Any) -> None:
        if not trusted(action):
            check_fields(action, _FIELDS, "Forbidden Jungle")

    # ------------------------------------------------------------ forcing chance
    def chance_kinds(self) -> tuple[str, ...]:
        return ("threat", "tile", "equipment")

    def _queued(self, kind: str) -> list:
        return [v for k, v in self.chance.forced if k == kind]

    def _next_event(self, kind: str) -> ChanceEvent | None:
        if kind == "threat":
            # play the forced threat cards already queued through the pile's rules
            pile, out = pile_after(self.pile, self.discard + self.drawn, self._queued(kind))
            top = pile[0] if pile else sorted(out)
            return ChanceEvent.uniform(kind, tuple(THREAT_CARDS[i] for i in top),
                                       "the next threat card")
        if kind == "tile":
            left = [n for pool in self.pools for n in pool]
            for n in self._queued(kind):
                left.remove(n)
            if not left:
                raise IllegalAction("no unexplored tile is left to turn over")
            return ChanceEvent.uniform(kind, sorted(left), "the next tile turned over")
        if kind == "equipment":
            cards = dict(zip(self.cfg.card_names, self.deck, strict=True))
            for name in self._queued(kind):
                cards[name] -= 1
            if not any(cards.values()):
                raise IllegalAction("no equipment card is left to draw")
            return ChanceEvent.from_counts(kind, cards, "the next equipment card")
        return None

    # ------------------------------------------------------------------ copies
    def copy(self) -> ForbiddenJungle:
        return self._copy_with(self.chance.copy())

    def redeal(self, seat: int, rng: random.Random | None) -> ForbiddenJungle:
        """A copy as ``seat`` may imagine it (determinisation): the hidden facts dealt again.

        Forbidden Jungle hides only what chance has not yet decided (the face-down tiles,
        the order of the threat pile and of the equipment deck), and every one of those is
        drawn from the game's generator when it happens.  So the copy gets a new generator,
        seeded from ``rng`` (``None``: the fixed seed :data:`PUBLIC_SEED`, one made-up world
        that is the same for every game that looks the same); the outcomes a teacher queued
        with ``force`` are public and stay queued.  ``seat`` changes nothing: every seat
        sees the same.

        Examples
        --------
        >>> import random, boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> world = game.redeal(0, random.Random(7))
        >>> world.state_dict()["board"] == game.state_dict()["board"]
        True
        >>> world.chance.rng.getstate() == game.chance.rng.getstate()
        False
        """
        old = self.chance
        chance = ChanceSource(PUBLIC_SEED if rng is None else rng.getrandbits(63), old.normalise)
        chance.forced = list(old.forced)    # outcomes a teacher announced are public
        g = self._copy_with(chance)
        g.roles = list(g.roles)
        g.seat_of = dict(g.seat_of)
        g.immune = list(g.immune)
        return g

    def result(self) -> dict[str, Any]:
        """The row :func:`boardgames.simulate` reports for this game (the team's result).

        ``winner``: True (escaped), False (lost) or None (unfinished); ``outcome`` one of
        :data:`OUTCOMES` or ``"unfinished"``; ``reason`` in words; ``turns``; ``points``
        None (a cooperative game scores no points); ``roles`` the adventurers by seat.

        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> game.result()
        {'winner': None, 'outcome': 'unfinished', 'reason': 'the action limit was reached', \
'turns': 1, 'points': None, 'roles': ['Navigator', 'Explorer']}
        """
        return {"winner": self.winner, "outcome": self.outcome or "unfinished",
                "reason": self.reason or "the action limit was reached", "turns": self.turn,
                "points": None, "roles": list(self.roles)}

    def _probing_copy(self, chance: ChanceSource) -> ForbiddenJungle:
        return self._copy_with(chance)     # shares the generator: a probe never draws

    def _copy_with(self, chance: ChanceSource) -> ForbiddenJungle:
        new = object.__new__(type(self))
        copy_slots(self, new)            # the slots, as the field declarations say
        new.chance = chance
        new.searches = self.searches     # a memo checked against the board before each use
        d = self.__dict__.copy()
        d["_graph_cache"] = None
        new.__dict__ = d
        return new

    def restore(self, other: Game) -> None:
        """Become ``other`` (see :meth:`Game.restore`): its slots as well as its ``__dict__``.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> before = game.copy()
        >>> game.apply(game.legal_actions()[0])
        >>> game.restore(before)                     # undo
        >>> game.to_json() == before.to_json(), game.actions_left
        (True, 4)
        """
        super().restore(other)
        for k in SLOTS:
            setattr(self, k, getattr(other, k))

    # -------------------------------------------------------------- saving
    def state_dict(self) -> dict:
        """The whole state as JSON-ready data: the fields declared in ``state.py``, the
        Config, the difficulty, the roles and the generator.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> state = game.state_dict()
        >>> state["roles"], state["hp"], state["board"]["num"][20:25]
        (['Navigator', 'Explorer'], [4, 3], [0, 0, 1, 0, 0])
        """
        return {"config": self.cfg.data, "difficulty": self.difficulty,
                "roles": list(self.roles), **save_fields(self), "chance": self.chance.state()}

    # ---------------------------------------------------------------- viewing
    def view(self, player: int | None = None) -> dict:
        """The whole table as JSON-ready data: open information, except deck order.

        The threat draw pile shows, for each segment from the top, how many
        cards it holds and which ones (a segment is shuffled, so its order is
        unknown to anybody); ``"unexplored_could_be"`` lists the tiles an
        unexplored tile of each back may still turn out to be.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> view = game.view()
        >>> view["current_adventurer"], view["actions_left"], len(view["tiles"])
        ('Navigator', 4, 24)
        >>> view["threat"]["rate"], view["threat"]["draw_pile"][0]["size"]
        (2, 17)
        """
        if player is not None and (isinstance(player, bool) or not isinstance(player, int)
                                   or not 0 <= player < len(self.roles)):
            raise IllegalAction(f"view takes a seat number from 0 to {len(self.roles) - 1}, or "
                                f"None, not {short(player)}")
        cfg = self.cfg
        tiles = []
        for c, n in enumerate(self.num):
            if n == -1:
                continue
            r, col = cfg.cells[c]
            t = cfg.tile.get(n)
            o = self.orient[c]
            tiles.append({
                "row": r, "col": col, "number": n if n > 0 else None, "explored": n > 0,
                "name": t["name"] if t else None,
                "back": ("jungle", "crystal", "landing")[self.back[c]],
                "features": list(t["features"]) if t else [],
                "equipment_symbols": t["equipment"] if t else 0,
                "orientation": o,
                "colour_sides": {COLOURS[k]: SIDES[colour_side(k, o)] for k in range(4)},
                "eggs": self.eggs[c], "hatchlings": self.hatchlings[c], "adults": self.adults[c],
                "webs": {SIDES[d]: self.web[e] for d, e in enumerate(cfg.edge[c])
                         if e >= 0 and self.web[e]},
                "adventurers": [self.roles[j] for j, here in enumerate(self.pos) if here == c],
            })
        advs = []
        for j, role in enumerate(self.roles):
            r, col = cfg.cells[self.pos[j]]
            advs.append({"seat": j, "role": role, "row": r, "col": col,
                         "health": self.hp[j], "max_health": cfg.health[role],
                         "equipment": sorted(self.hands[j])})
        jungle, crystal = self.pools
        return {
            "game": self.name, "difficulty": self.difficulty, "layout": cfg.layout["name"],
            "rows": cfg.rows, "cols": cfg.cols, "turn": self.turn, "phase": self.phase,
            "current_adventurer": self.current_adventurer,
            "actions_left": self.actions_left if self.phase == "actions" else 0,
            "tiles": tiles, "adventurers": advs,
            "supply": dict(zip(("eggs", "hatchlings", "adults", "webs"), self.supply,
                               strict=True)),
            "threat": {"meter": list(cfg.meter), "level": self.level,
                       "rate": self.threat_rate, "burst_at": len(cfg.meter),
                       "draw_pile": [{"size": len(s), "cards": [THREAT_CARDS[i] for i in s]}
                                     for s in self.pile],
                       "drawn_this_turn": [THREAT_CARDS[i] for i in self.drawn],
                       "discard": [THREAT_CARDS[i] for i in self.discard],
                       "history": [[t, THREAT_CARDS[c]] for t, c in self.threat_log],
                       "skips_this_turn": self.calm},
            "equipment_deck_size": sum(self.deck),
            "equipment_used": list(self.used),
            "removed_tiles": list(self.removed),
            "unexplored_could_be": {"jungle": list(jungle), "crystal": list(crystal)},
            "escaping": [self.roles[j] for j in self.escaping],
            "outcome": self.outcome, "reason": self.reason, "winner": self.winner,
        }

    def edited(self) -> None:
        """Say that the state was changed by hand, not through :meth:`apply` (lessons and
        ``position.py`` do): the cached :attr:`graph` is built again when next asked for.

        Examples
        --------
        >>> import boardgames
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=1,
        ...                            adventurers=["Navigator", "Explorer"])
        >>> game.graph.nodes[(4, 2)]["eggs"]
        0
        >>> game.eggs[game.cfg.cell_index((4, 2))] += 1     # an egg put down by hand,
        >>> game.supply[0] -= 1                               # out of the supply
        >>> game.edited()
        >>> game.graph.nodes[(4, 2)]["eggs"]
        1
        """
        self._graph_cache = None

    def _after_edit(self) -> None:
        """After a change by hand (``position.py``): the graph is built again (the reach
        searches check the board before each use), and the game ends where the rules end it (a removed illuminated crystal or
        last portal, escapers left with no tile to step to and too few Jet Packs)."""
        self._graph_cache = None
        if self.removed and check_marooned(self):
            return
        if self.phase == "escape":
            check_sinkhole(self)

    # ------------------------------------------------------------------ graph
    @property
    def graph(self):
        """The board as a networkx Graph, built from the flat state when asked for.

        Nodes are ``(row, col)`` cells that hold a tile, with attributes
        ``number`` (None when unexplored), ``name``, ``explored``, ``back``,
        ``features``, ``orientation``, ``eggs``, ``hatchlings``, ``adults`` and
        ``adventurers``; edges join orthogonal neighbours and carry ``webs``
        and ``side`` ("right" or "down" of the first cell).  Empty cells are
        absent, so a disconnected tile is a separate component
        (``networkx.number_connected_components(game.graph)``).
        """
        cache = self._graph_cache
        if cache is None:
            cache = self._graph_cache = self._build_graph()
        return cache[0]

    @property
    def tunnel_graph(self):
        """Explored tunnel tiles, each joined to every other: the tunnel relation."""
        cache = self._graph_cache
        if cache is None:
            cache = self._graph_cache = self._build_graph()
        return cache[1]

    def _build_graph(self) -> tuple[Any, Any]:
        import networkx as nx

        cfg = self.cfg
        g = nx.Graph(layout=cfg.layout["name"])
        for t in self.view()["tiles"]:
            cell = (t.pop("row"), t.pop("col"))
            g.add_node(cell, **t)
        for c, n in enumerate(self.num):
            if n == -1:
                continue
            for d in (1, 2):
                x = cfg.neighbour[c][d]
                if x >= 0 and self.num[x] != -1:
                    g.add_edge(cfg.cells[c], cfg.cells[x], webs=self.web[cfg.edge[c][d]],
                               side=SIDES[d])
        tg = nx.complete_graph([cfg.cells[c] for c, f in enumerate(self.features) if f & TUNNEL])
        return g, tg

    def __repr__(self) -> str:
        status = self.outcome or f"turn {self.turn}, {self.current_adventurer} to act"
        return f"<ForbiddenJungle {len(self.roles)} players, {self.difficulty}: {status}>"


# the one rule table apply() dispatches through: action class -> the rule of its part
RULES: dict[type, Any] = {
    **moves.RULES, **adventurers.RULES, **machines.RULES,
    **equipment.RULES, **game_end.RULES, **threats.RULES}
assert len(RULES) == 15, "each action class has exactly one rule"
