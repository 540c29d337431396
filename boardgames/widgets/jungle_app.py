"""Play Forbidden Jungle on a clickable grid of tiles (with gaps where no tile lies).

Board ids: ``"cell:R,C"`` (move there, or escape there after a Collapse);
``"piece:R,C:egg"`` (``hatchling``, ``adult``) and ``"web:R,C:down"`` (``right``;
a web is named from the tile above or to the left of its side) to remove that
piece from your tile.  The Navigator's guiding, the Compeller, the Destruct
Switch, the Configurator and the Jet Pack are *aimed on the board*: press the
family's button ("Guide on the board"...) and click the tile (for the
Compeller and the Configurator, first the tile the aliens leave or the tile
that slides, then where to).  Exploring, the other equipment, healing and the
end of the turn are buttons and drop-downs.  Every click is checked against
the engine's legal actions; an illegal one shows the engine's reason.
"""

from __future__ import annotations

import html
import re
import threading
from collections import Counter
from fractions import Fraction
from typing import Any

import ipywidgets as W

from ..forbidden_jungle import actions as F
from ..forbidden_jungle.config import THREAT_CARDS
from ..forbidden_jungle.threats import THREAT_DECK, resolve_threat
from .app import PLAYER_COLOURS, GameApp, _running_loop, _set_children

#: rollouts of the chance of winning from here in the odds helper process (at most; it stops
#: once the 95% interval is this wide on each side)
WIN_ROLLOUTS, WIN_HALF_WIDTH = 80, 0.08
STEP = 1.14        # a cell is 1 wide; the gap between tiles is 0.14
PIECE_STEP = 0.3   # eggs, hatchlings and adults side by side on a tile, this far apart
PIECE_HIT = 0.34   # the width of each one's click target on your own tile
# threat-card colours, each with a letter as a second cue (Okabe-Ito hues)
SIDE_COLOURS = {"red": ("#D55E00", "R"), "blue": ("#0072B2", "B"), "green": ("#009E73", "G"),
                "yellow": ("#F0E442", "Y")}
BACK_FILL = {"jungle": "#2f6b4f", "crystal": "#56B4E9", "landing": "#E69F00"}
FEATURE_WORD = {"nest": "nest", "tunnel": "tunnel", "portal": "portal", "crystal": "crystal",
                "broken crystal": "broken", "configurator": "config.", "compeller": "compeller",
                "destruct switch": "destruct", "electrifier": "electrifier"}


def _mark(svg: str) -> str:
    return (f"<svg width='16' height='16' viewBox='0 0 16 16' aria-hidden='true' "
            f"style='vertical-align:middle'>{svg}</svg>")


# the key to the board's marks, shown under the board
LEGEND = (
    "<details open class='bg-legend-box' style='font-size:12px;line-height:1.5;background:#f7f5ef;"
    "padding:4px 8px;border-left:4px solid #2f6b4f;margin:4px 0'><summary><b>What the marks "
    "mean</b></summary>"
    + _mark("<ellipse cx='8' cy='8' rx='4' ry='6' fill='#fffdf5' stroke='#000'/>")
    + " <b>2e</b> two eggs &nbsp; "
    + _mark("<circle cx='8' cy='8' r='5' fill='#E69F00' stroke='#000'/>")
    + " <b>1h</b> one hatchling &nbsp; "
    + _mark("<path d='M8,2 l6,11 h-12 z' fill='#CC79A7' stroke='#000'/>")
    + " <b>1a</b> one adult (adults sting adventurers on their tile)<br>"
    + _mark("<rect width='16' height='16' fill='#1d2b24'/><path d='M5,3 l6,10 m0,-10 l-6,10' "
            "stroke='#fff' stroke-width='1.5'/>")
    + " <b>2w</b> two webs on the side between two tiles: no adventurer may cross that side "
      "until every web on it is removed (aliens cross freely)<br>"
    + _mark("<rect x='1' y='1' width='14' height='14' fill='#f3ecd9' stroke='#000'/>"
            "<rect x='5' y='1' width='6' height='3' fill='#0072B2' stroke='#000' stroke-width='.5'/>")
    + " a coloured square on a tile's edge: a <i>Move &amp; Sting</i> or <i>Spin Webs</i> card "
      "of that colour (red R, blue B, green G, yellow Y) sends the aliens, or the webs, to that "
      "side<br>"
    + _mark("<circle cx='8' cy='8' r='6' fill='#0B3C8C' stroke='#fff' stroke-width='1.5'/>")
    + " an adventurer (first two letters of the role); a white ring: whose turn it is. "
      "A dashed outline (white, black on a light tile): a tile, piece or web you may click "
      "now.</details>")


#: what each equipment effect does, in the log's words
EQUIPMENT_WORDS = {"fly": "flies", "antidote": "gives up to 2 health back",
                   "machete": "cuts the webs on one side of their tile",
                   "bug-spray": "clears every egg, hatchling and adult off their tile",
                   "energy-bar": "gives two more actions this turn",
                   "smoke-bomb": "one threat card fewer is drawn at the end of this turn",
                   "grappling-hook": "pulls them along a straight line of tiles"}
ALIENS = (("eggs", "egg"), ("hatchlings", "hatchling"), ("adults", "adult"))


def _n(k: int, word: str) -> str:
    return f"{k} {word}" + ("" if k == 1 else ("es" if word.endswith("h") else "s"))


def _where(cell: tuple[int, int]) -> str:
    return f"({cell[0]}, {cell[1]})"


def _tile_words(t: dict | None, cell: tuple[int, int]) -> str:
    """A tile as the log names it: its name once explored ("Illuminated Crystal"), else
    its back and place ("the face-down river tile in row 2, column 3")."""
    if t is not None and t.get("explored"):
        return t["name"]
    back = f"{t['back']} " if t is not None and t.get("back") else ""
    return f"the face-down {back}tile in row {cell[0]}, column {cell[1]}"


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _count(k: int, word: str) -> str:
    """``1, "egg"`` -> "an egg"; ``2, "adult"`` -> "2 adults"."""
    if k == 1:
        return ("an " if word[0] in "aeiou" else "a ") + word
    return _n(k, word)


def effect_clauses(before: dict, after: dict) -> list[str]:
    """What changed on the board between two views of a Forbidden Jungle game, as clauses
    (no capital, no full stop) that name the tiles: tiles gone, webs spun or cut and where,
    aliens that came, left or grew, health, the threat meter.

    Worked out from ``game.view()`` before and after an action (the engine keeps no
    record of these), so every effect is told, whatever card or rule caused it.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> g = boardgames.new_game("forbidden-jungle", players=2, seed=3)
    >>> before = g.view()
    >>> position.add_aliens(g, (4, 2), adults=1)
    <ForbiddenJungle...>
    >>> effect_clauses(before, g.view())
    ["an adult came to Fools' Landing"]
    """
    out: list[str] = []
    was = {(t["row"], t["col"]): t for t in before["tiles"]}
    now = {(t["row"], t["col"]): t for t in after["tiles"]}

    def name(cell: tuple[int, int]) -> str:
        return _tile_words(now.get(cell, was.get(cell)), cell)

    gone = [name(cell) for cell in sorted(set(was) - set(now))]
    if gone:
        out.append(_and(gone) + (" is" if len(gone) == 1 else " are") + " gone from the island")
    spun, cut = [], []
    for cell in sorted(set(was) | set(now)):
        a, b = was.get(cell, {}).get("webs", {}), now.get(cell, {}).get("webs", {})
        for side in ("right", "down"):
            d = b.get(side, 0) - a.get(side, 0)
            if d:
                other = (cell[0], cell[1] + 1) if side == "right" else (cell[0] + 1, cell[1])
                (spun if d > 0 else cut).append(
                    ("" if abs(d) == 1 else f"{abs(d)} webs ") + f"between {name(cell)} and "
                    f"{name(other)}")
    if spun:
        out.append(("a web was" if len(spun) == 1 else "webs were") + " spun " + _and(spun))
    if cut:
        out.append(("a web was" if len(cut) == 1 else "webs were") + " removed " + _and(cut))
    # aliens: "an egg came to A, B and C; an adult left D"
    came: dict[str, list[str]] = {}
    left: dict[str, list[str]] = {}
    for cell in sorted(set(was) | set(now)):
        if cell not in now:
            continue          # a tile gone: said above
        a, b = was.get(cell, {}), now[cell]
        for key, word in ALIENS:
            d = b.get(key, 0) - a.get(key, 0)
            if d:
                (came if d > 0 else left).setdefault(_count(abs(d), word), []).append(name(cell))
    for what, verb in ((came, "came to"), (left, "left")):
        for count, places in what.items():
            out.append(f"{count} {verb} " + _and(places))
    advs = {a["role"]: a for a in before["adventurers"]}
    for a in after["adventurers"]:
        old = advs.get(a["role"])
        if old is None:
            continue
        if a["health"] is not None and old["health"] is not None and a["health"] != old["health"]:
            verb = "loses" if a["health"] < old["health"] else "gains"
            out.append(f"the {a['role']} {verb} {_n(abs(a['health'] - old['health']), 'health point')}"
                       f" ({a['health']} of {a['max_health']} left)")
    th0, th1 = before["threat"], after["threat"]
    if th1["level"] != th0["level"]:
        out.append(f"the threat meter moves up to step {th1['level'] + 1} "
                   f"({th1['rate']} threat cards a turn from now)")
    return out


def effects(before: dict, after: dict) -> list[str]:
    """:func:`effect_clauses` as sentences, one an effect.

    Examples
    --------
    >>> import boardgames
    >>> from boardgames.forbidden_jungle import position
    >>> g = boardgames.new_game("forbidden-jungle", players=2, seed=3)
    >>> before = g.view()
    >>> position.add_aliens(g, (4, 2), adults=1)
    <ForbiddenJungle...>
    >>> effects(before, g.view())
    ["An adult came to Fools' Landing."]
    """
    return [c[:1].upper() + c[1:] + "." for c in effect_clauses(before, after)]


def card_sentence(card: str, clauses: list[str], rule: str = "") -> str:
    """One threat card's rule and effects in one sentence, begun with the card's name.

    >>> card_sentence("Spawn", ["an egg came to Fools' Landing and Hollow"], "adults lay eggs")
    "Spawn (adults lay eggs): an egg came to Fools' Landing and Hollow."
    >>> card_sentence("Spawn", [])
    'Spawn: nothing changed.'
    """
    return (f"{card}" + (f" ({rule})" if rule else "") + ": "
            + ("; ".join(clauses) if clauses else "nothing changed") + ".")


def tile_label_lines(label: str, width: int = 12) -> list[str]:
    """A tile's name on the board: one line when at most ``width`` characters, else two
    lines broken between words where the longer line is shortest (the tile's number stays
    with the word after it, never alone on a line).

    Examples
    --------
    >>> tile_label_lines("1 Fools' Landing")
    ["1 Fools'", 'Landing']
    >>> tile_label_lines("3 Configurator")
    ['3 Configurator']
    >>> tile_label_lines("19 Illuminated Crystal")
    ['19 Illuminated', 'Crystal']
    >>> tile_label_lines("7 Hollow")
    ['7 Hollow']
    """
    words = label.split()
    if len(label) <= width or len(words) < 3 and words[0].isdigit():
        return [label]
    start = 2 if words[0].isdigit() else 1       # the number keeps its word
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(start, len(words))]
    if not splits:
        return [label]
    return list(min(splits, key=lambda pair: max(len(pair[0]), len(pair[1]))))


def tile_label_size(lines: list[str]) -> float:
    """The type size (board units) at which the longest of ``lines`` fits a tile's 0.84
    units of width in bold type (about 0.62 of the size a character), at most 0.12.

    >>> tile_label_size(["7 Hollow"])
    0.12
    >>> tile_label_size(["19 Illuminated", "Crystal"])
    0.097
    """
    return round(min(0.12, 0.84 / (0.62 * max(len(x) for x in lines))), 3)


def _cell_id(cell: tuple[int, int]) -> str:
    return f"cell:{cell[0]},{cell[1]}"


def _parse_cell(text: str) -> tuple[int, int]:
    r, _, c = text.partition(",")
    return int(r), int(c)


def _web_id(cell: tuple[int, int], side: str) -> str:
    """The web on ``side`` of ``cell``, named from the tile above or to the left of it."""
    r, c = cell
    if side == "up":
        return f"web:{r - 1},{c}:down"
    if side == "left":
        return f"web:{r},{c - 1}:right"
    return f"web:{r},{c}:{side}"


#: families aimed on the board: words on the button, what to click (first, then)
AIMS = {"Guide": ("Guide on the board", "the tile to guide an adventurer to", None),
        "Compel": ("Compeller on the board", "the tile whose hatchlings and adults leave",
                   "the tile they go to"),
        "Destroy": ("Destruct Switch on the board", "the tile to remove", None),
        "Slide": ("Configurator on the board", "the tile to slide", "where it slides to"),
        "JetPack": ("Jet Pack on the board", "the tile to fly to", None)}


def _family(action: Any) -> str | None:
    if isinstance(action, F.UseEquipment):
        return "JetPack" if action.card == "Jet Pack" and isinstance(action.target, tuple) \
            else None
    name = type(action).__name__
    return name if name in AIMS else None


def _slide_end(a: Any) -> tuple[int, int]:
    dr, dc = {"up": (-1, 0), "right": (0, 1), "down": (1, 0), "left": (0, -1)}[a.direction]
    return a.tile[0] + dr * a.spaces, a.tile[1] + dc * a.spaces


class JungleApp(GameApp):
    """The play app for Forbidden Jungle (cooperative: all seats win or lose together)."""

    #: the team's chance of winning from here: more games than the settlers' (a game ends
    #: in one of many ways)
    win_rollouts, win_half_width = WIN_ROLLOUTS, WIN_HALF_WIDTH

    def __init__(self, game: Any, seats: list[Any], bot_speed: str | float = "normal"):
        super().__init__(game, seats, bot_speed, title="Forbidden Jungle")
        self.threat_log: list[tuple[int, list[str]]] = []     # (turn, cards drawn in it)
        self._logged = len(game.threat_log)     # engine log entries already shown
        self._odds_cache: tuple[Any, str] | None = None
        self._odds_busy: Any = None        # the draw state whose odds a thread works out now
        self.aim: str | None = None        # a family aimed on the board ("Guide", "Compel"...)
        self.aim_from: tuple[int, int] | None = None   # its first tile (Compel, Slide)
        self._aim_buttons: dict[str, W.Button] = {}
        self.cancel_button = W.Button(description="Cancel", icon="times",
                                      layout=W.Layout(width="auto"))
        self.cancel_button.add_class("bg-aim-cancel")
        self.cancel_button.on_click(lambda _b: self.cancel_aim())
        self._cancel_row = W.HBox([self.cancel_button])
        self.meter_html = W.HTML()
        self.meter_html.add_class("bg-meter")
        self.team_html = W.HTML()
        self.team_html.add_class("bg-team")
        self.cards_html = W.HTML()
        self.cards_html.add_class("bg-threat-cards")
        # the current decision first, the teacher panel (when open) right under it, then
        # the chance the team wins from here with its line over the history
        side = W.VBox([self.status, self.meter_html, self.cards_html, self.choice_box,
                       self.actions_box, self.teacher_box, self.win_html, self.team_html,
                       W.HBox([self.undo_button, self.pause_button, self.speed],
                              layout=W.Layout(flex_flow="row wrap")),
                       self.log_html],
                      layout=W.Layout(flex="1 1 300px", min_width="280px", padding="0 0 0 8px"))
        side.add_class("bg-side")
        self.side = side
        self.legend_html = W.HTML(LEGEND)
        self.legend_html.add_class("bg-legend")
        self._before: dict | None = None
        board_col = W.VBox([self.board, self.legend_html, self.odds_html],
                           layout=W.Layout(flex="3 1 420px", min_width="320px"))
        self.children = [self.header, W.HBox([board_col, side],
                                            layout=W.Layout(flex_flow="row wrap", width="100%"))]
        self._start_timeline()
        self.teacher_box.layout.display = "none"
        self._redraw_board()
        self.refresh_panels()
        self.run_bots()

    # ------------------------------------------------------------ board ids
    def _here(self) -> tuple[int, int] | None:
        """The tile of the adventurer whose turn it is."""
        g = self.game
        s = g.current_player
        return None if s is None else g.cfg.cells[g.pos[s]]

    def target_of(self, action: Any) -> str | None:
        kind = type(action)
        if kind in (F.Move, F.Escape):
            return None if self.aim else _cell_id(action.to)
        if kind is F.Remove:
            here = self._here()
            if self.aim or here is None:
                return None
            if action.piece == "web":
                return _web_id(here, action.side)
            return f"piece:{here[0]},{here[1]}:{action.piece}"
        fam = _family(action)
        if fam is None or fam != self.aim:
            return None
        if fam == "Guide":
            return _cell_id(action.to)
        if fam == "Destroy":
            return _cell_id(action.tile)
        if fam == "JetPack":
            return _cell_id(action.target)
        first = action.source if fam == "Compel" else action.tile
        if self.aim_from is None:
            return _cell_id(first)
        if first != self.aim_from:
            return None
        return _cell_id(action.to if fam == "Compel" else _slide_end(action))

    def aim_at(self, family: str) -> None:
        """Aim a family of actions on the board (the "... on the board" button)."""
        if family not in AIMS:
            raise LookupError(f"no family {family!r} to aim; use one of {', '.join(AIMS)}")
        if not any(_family(a) == family for a in self.legal()) or not self.is_human_turn():
            self.say(f"{AIMS[family][0].split(' on ')[0]}: not one of the moves offered now.",
                      error=True)
            return
        self.aim, self.aim_from = family, None
        self.pending_choice = []
        with self.board.batch():
            self.say(f"Click {AIMS[family][1]} (highlighted), or Cancel.")
            self._redraw_board()
        self.refresh_panels()

    def cancel_aim(self) -> None:
        self.aim = self.aim_from = None
        self.pending_choice = []
        with self.board.batch():
            self.say("")
            self._redraw_board()
        self.refresh_panels()

    def click_target(self, target: str) -> None:
        fam = self.aim
        if fam in ("Compel", "Slide") and self.aim_from is None and target.startswith("cell:") \
                and self.is_human_turn() and not self.covered:
            cell = _parse_cell(target[5:])
            if any(_family(a) == fam and (a.source if fam == "Compel" else a.tile) == cell
                   for a in self.legal()):
                self.aim_from = cell
                with self.board.batch():
                    self.say(f"Now click {AIMS[fam][2]}.")
                    self._redraw_board()
                return
        kind, _, rest = target.partition(":")
        here = self._here()
        if kind in ("piece", "web") and not self.aim and here is not None \
                and self.is_human_turn() and not self.covered:
            spot = _parse_cell(rest.split(":")[0])
            mine = spot == here if kind == "piece" else \
                target in {_web_id(here, d) for d in ("up", "right", "down", "left")}
            if not mine:
                what = "this web is not on a side of it" if kind == "web" else \
                    f"this {rest.split(':')[1]} is not on it"
                self.say(f"An adventurer removes pieces from their own tile only: the "
                          f"{self.game.current_adventurer} stands on {F.at(here)}, and "
                          f"{what}.", error=True)
                return
        super().click_target(target)

    def guess(self, target: str) -> Any:
        g = self.game
        kind, _, rest = target.partition(":")
        if kind == "piece":
            return F.Remove(rest.split(":")[1])
        if kind == "web":
            here = self._here()
            for d in ("up", "right", "down", "left"):
                if here is not None and _web_id(here, d) == target:
                    return F.Remove("web", d)
            return None
        cell = _parse_cell(rest)
        if g.phase == "escape":
            return F.Escape(g.current_adventurer, cell)
        fam = self.aim
        if fam is None:
            return F.Move(cell)
        if fam == "Guide":
            others = [r for r in g.roles if r != g.current_adventurer]
            return F.Guide(others[0], cell) if others else None
        if fam == "Destroy":
            return F.Destroy(cell)
        if fam == "JetPack":
            users = [a.user for a in self.legal() if _family(a) == "JetPack"]
            return F.UseEquipment(users[0] if users else g.current_adventurer, "Jet Pack", cell)
        if fam == "Compel":
            return F.Compel(cell, cell) if self.aim_from is None else F.Compel(self.aim_from, cell)
        if self.aim_from is None:
            return F.Slide(cell, "up", 1)
        (r0, c0), (r1, c1) = self.aim_from, cell
        if (r0 == r1) == (c0 == c1):
            return None
        if r0 == r1:
            return F.Slide(self.aim_from, "right" if c1 > c0 else "left", abs(c1 - c0))
        return F.Slide(self.aim_from, "down" if r1 > r0 else "up", abs(r1 - r0))

    def _who(self, seat: int | None) -> str:
        """The status line's name: "Explorer (you, player 0)" for the student at the screen."""
        if seat is not None and seat == self.viewer and self.seats[seat] is None:
            return f"{self.game.roles[seat]} (you, player {seat})"
        return self.seat_name(seat)

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "Nobody"
        role = self.game.roles[seat]
        who = "" if self.seats[seat] is None else ", bot"
        return f"{role} (player {seat}{who})"

    def note(self, seat: int | None, words: str) -> None:
        self.notes.append(self.narrate(seat, words))

    def narrate(self, seat: int | None, words: str) -> str:
        """"The Explorer explores their tile", not "Explorer (player 0): The Explorer: Explore..."."""
        m = re.match(r"The ([A-Z][\w ]*?): ([A-Z]\w*)(.*)$", words)
        if not m:
            return words
        role, verb, rest = m.groups()
        rest = (rest.replace(" your ", " their ").replace(" and escape", " and escapes")
                .replace(" and draw ", " and draws "))
        return f"The {role} {verb.lower()}s{rest}"

    def timeline_extra(self) -> Any:
        return len(self.threat_log)

    def restore_extra(self, extra: Any) -> None:
        del self.threat_log[extra:]
        self._logged = len(self.game.threat_log)
        self.aim = self.aim_from = None
        self._before = None

    def button_label(self, action: Any) -> str:
        """"End the turn and draw the threat cards": the status line already says who acts."""
        words = self.describe(action)
        who = self.game.current_adventurer
        return words[len(f"The {who}: "):] if who and words.startswith(f"The {who}: ") else words

    def menu_label(self, action: Any) -> str:
        """Shorter words for a drop-down: "Guides the Explorer to (1, 2), face down"."""
        if isinstance(action, F.Slide):
            (r, c), k = action.tile, action.spaces
            return f"Slide ({r}, {c}) {action.direction} {k} space{'s' if k > 1 else ''}"
        if isinstance(action, F.Compel):
            return (f"Aliens on ({action.source[0]}, {action.source[1]}) go to "
                    f"({action.to[0]}, {action.to[1]})")
        words = self.narrate(None, self.describe(action))
        who = self.game.current_adventurer
        if who and words.startswith(f"The {who} "):
            words = words[len(f"The {who} "):]
            words = words[:1].upper() + words[1:]
        words = re.sub(r"the unexplored tile at \(row (\d+), col (\d+)\)", r"(\1, \2), face down",
                       words)
        words = re.sub(r"tile \d+ \(row (\d+), col (\d+)\)", r"(\1, \2)", words)
        words = re.sub(r"\(row (\d+), col (\d+)\)", r"(\1, \2)", words)
        return words

    def before_action(self, action: Any) -> None:
        v = self.game.view()
        self._before = {"explored": {(t["row"], t["col"]) for t in v["tiles"] if t["explored"]},
                        "equipment": {a["role"]: list(a["equipment"]) for a in v["adventurers"]},
                        "view": v, "actions": self.game.actions_left,
                        # the game before an action that may draw threat cards: the end of
                        # a turn, or the last escape from a collapse (the turn's other cards
                        # are drawn after it)
                        "game": self.game.copy() if isinstance(action, F.EndTurn)
                        or self.game.phase == "escape" else None}

    def after_action(self, action: Any) -> None:
        before, self._before = self._before, None
        # one view of the game after the action serves every sentence below
        v = self.game.view() if before is not None else None
        if v is not None:
            # what the engine decided by chance: the tile under an explored back, equipment found
            for t in v["tiles"]:
                if t["explored"] and (t["row"], t["col"]) not in before["explored"] \
                        and isinstance(action, F.Explore):
                    feats = ", ".join(t["features"])
                    self.notes.append(f"The tile at {F.at((t['row'], t['col']))} turns out to be "
                                      f"{t['number']} {t['name']}" + (f" ({feats})" if feats else "")
                                      + ".")
            for a in v["adventurers"]:
                had = list(before["equipment"].get(a["role"], []))
                new = []
                for card in a["equipment"]:
                    if card in had:
                        had.remove(card)
                    else:
                        new.append(card)
                if new and not isinstance(action, F.PassEquipment):
                    self.notes.append(f"The {a['role']} finds equipment: {', '.join(new)}.")
        self.aim = self.aim_from = None
        if before is not None and isinstance(action, F.UseEquipment):
            effect = self.game.cfg.card_effect.get(action.card)
            what = EQUIPMENT_WORDS.get(effect, "")
            if effect == "fly" and isinstance(action.target, tuple):
                what = f"flies to {_where(action.target)}"
            elif effect == "energy-bar":
                what = f"gives two more actions this turn ({self.game.actions_left} left)"
            self.notes.append(f"The {action.user} uses the {action.card}"
                              + (f": it {what}." if what and effect != "fly" else
                                 f" and {what}." if what else "."))
        # the engine logs every threat card drawn, reshuffles or not
        log = self.game.threat_log
        new = log[min(getattr(self, "_logged", 0), len(log)):]
        self._logged = len(log)
        if new:
            names = [THREAT_CARDS[c] for _, c in new]
            self.threat_log.append((new[0][0], names))
            self.notes.append("Threat cards drawn: " + ", ".join(names) + ".")
            if v is None or before.get("game") is None:
                # no replay to tell each card's effects: its rule, at least
                for name in names:
                    card = THREAT_DECK.get(name)
                    if card is not None and card.text:
                        self.notes.append(f"{name}: {card.text}.")
        if v is not None:
            self.notes.extend(self._card_by_card(action, before, new, v))
        if self.game.is_over:
            self.notes.append(f"The game ends: {self.game.outcome} ({self.game.reason})")

    def _card_by_card(self, action: Any, before: dict, new: list, after: dict) -> list[str]:
        """The effect sentences of an action; when it drew threat cards (the end of a turn, or
        an escape from a collapse after which the turn's other cards are drawn), one sentence
        for each card, begun with the card's name ("Spawn: an egg came to Fools' Landing.").

        The engine resolves the cards inside the action; its card rules draw no chance, so
        they are replayed here one by one on a copy of the game as it was before the action,
        and each card's effects are told apart.  What the replay leaves out (anything after
        an escape, say) is told as before, from the real game."""
        copy = before.get("game")
        if copy is None or not new:
            return effects(before["view"], after)
        out: list[str] = []
        if not isinstance(action, F.EndTurn):
            # an escape: the move itself first, with no card drawn after it
            copy.draws_left = 0
            copy.apply(action)
            out.extend(effects(before["view"], copy.view()))
        copy.phase = "actions"
        for _, c in new:
            name = THREAT_CARDS[c]
            v0 = copy.view()
            copy.drawn.append(c)
            card = THREAT_DECK[name]
            # the card's rule, as the engine finds it: through THREAT_DECK's table entry
            resolve_threat(copy, c)
            said = effect_clauses(v0, copy.view())
            if card.shuffle and copy.phase != "over":
                said.append("the threat pile was reshuffled")
            out.append(card_sentence(name, said, card.text))
            if copy.phase != "actions":
                break
        out.extend(effects(copy.view(), after))
        return out

    # ------------------------------------------------------------ the picture
    def scene(self) -> dict:
        g = self.game
        v = g.view()
        rows, cols = v["rows"], v["cols"]
        legal = self.legal_targets()
        here = self._here() if self.is_human_turn() and not self.covered else None
        # items fall into groups (a tile and what lies on it, a tile's webs, the banner):
        # the board widget sends the browser only the groups that changed
        items: list[dict] = [{"t": "rect", "x": -0.3, "y": -0.3, "width": cols * STEP + 0.46,
                              "height": rows * STEP + 0.46, "fill": "#1d2b24", "rx": 0.15,
                              "k": "frame"}]
        tiles = {(t["row"], t["col"]): t for t in v["tiles"]}
        # the grid: every cell, a dashed outline where no tile lies
        for r in range(rows):
            for c in range(cols):
                if (r, c) not in tiles:
                    ok = _cell_id((r, c)) in legal     # where a Configurator slide may end
                    items.append({"t": "rect", "x": c * STEP, "y": r * STEP, "width": 1,
                                  "height": 1, "fill": "#ffffff" if ok else "none",
                                  "fill-opacity": 0.15 if ok else None,
                                  "stroke": "#ffffff" if ok else "#5d7a6a",
                                  "stroke-width": 0.07 if ok else 0.02,
                                  "stroke-dasharray": "0.12 0.06" if ok else "0.06 0.06",
                                  "cls": "bg-hot" if ok else None, "legal": ok,
                                  "id": _cell_id((r, c)), "label": f"empty cell row {r} col {c}"})
        seat_of = {a["role"]: a["seat"] for a in v["adventurers"]}
        for (r, c), t in tiles.items():
            x, y = c * STEP, r * STEP
            cid = _cell_id((r, c))
            ok = cid in legal
            fill = "#f3ecd9" if t["explored"] else BACK_FILL.get(t["back"], "#777")
            where = f"row {r}, col {c}"
            name = t["name"] or f"unexplored {t['back']} tile"
            # the tile (its own group: it changes when explored), then the highlight
            # (a group of its own, so a new set of legal targets sends little)
            items.append({"t": "rect", "x": x, "y": y, "width": 1, "height": 1, "rx": 0.06,
                          "fill": fill, "stroke": "#0b1410", "stroke-width": 0.02,
                          "id": cid, "label": f"{name}, {where}", "title": f"{name} ({where})",
                          "k": f"tile:{r},{c}"})
            ink = "#000" if t["explored"] or t["back"] == "crystal" else "#fff"
            # colour squares: which side each threat colour points to
            for colour, side in t["colour_sides"].items():
                hexc, letter = SIDE_COLOURS[colour]
                bx, by = {"up": (x + 0.42, y + 0.015), "down": (x + 0.42, y + 0.925),
                          "left": (x + 0.015, y + 0.42), "right": (x + 0.925, y + 0.42)}[side]
                items.append({"t": "rect", "x": round(bx, 3), "y": round(by, 3),
                              "width": 0.16 if side in ("up", "down") else 0.06,
                              "height": 0.06 if side in ("up", "down") else 0.16,
                              "fill": hexc, "stroke": "#000", "stroke-width": 0.008,
                              "pointer-events": "none", "title": f"{colour} side"})
            label = (f"{t['number']} {t['name']}" if t["explored"] else
                     ("?" if t["back"] != "landing" else "Fools' Landing"))
            # the whole name, never cut: a long one on two lines, the type as big as the
            # longest line allows (what lies on the tile starts 0.355 down: the lines and
            # the features above it, their descenders too)
            lines = tile_label_lines(label)
            size = tile_label_size(lines)
            gap, first = (0, 0.2) if len(lines) == 1 else (round(size + 0.005, 3), 0.16)
            for j, line in enumerate(lines):
                items.append({"t": "text", "x": round(x + 0.08, 3),
                              "y": round(y + first + gap * j, 3), "text": line,
                              "font-size": size, "font-weight": "bold", "fill": ink,
                              "pointer-events": "none", "cls": "bg-tile-name"})
            below = 0.33
            if t["explored"] and t["features"]:
                items.append({"t": "text", "x": round(x + 0.08, 3), "y": round(y + below, 3),
                              "text": " · ".join(FEATURE_WORD.get(f, f) for f in t["features"]),
                              "font-size": (0.1, 0.085, 0.07)[min(len(lines), 3) - 1], "fill": "#333", "pointer-events": "none"})
            elif not t["explored"]:
                items.append({"t": "text", "x": round(x + 0.08, 3), "y": round(y + below, 3),
                              "text": f"{t['back']} back", "font-size": 0.1, "fill": ink,
                              "pointer-events": "none"})
            if ok:
                # its look (a dashed white outline) is board.css's bg-cell-hl: a click that
                # moves the pawn changes several of these, so each is kept short to send
                items.append({"t": "rect", "x": x, "y": y, "width": 1, "height": 1, "rx": 0.06,
                              "cls": "bg-hot bg-cell-hl", "id": cid, "legal": True,
                              "label": f"{name}, {where}", "title": f"{name} ({where})",
                              "k": f"hl:{r},{c}"})
            else:                # an empty group in its place (the groups keep their order)
                items.append({"t": "g", "k": f"hl:{r},{c}"})
            # eggs, hatchlings, adults: a shape each and a count (a group per tile); on
            # your own tile each is a target: click it to remove one.  There the target is
            # a box around the piece and its count, a third of the tile wide (as big as a
            # settlers corner target, or bigger); elsewhere only the shape, so that a click
            # on a tile to move there is not taken for a click on its aliens
            on = f"on:{r},{c}"
            # (the group is there even when the tile is empty: the groups keep their order
            # when a pawn moves, so the browser redraws two groups, not the whole board)
            items.append({"t": "g", "k": on})
            mine = (r, c) == here
            k = 0
            for what, n in (("egg", t["eggs"]), ("hatchling", t["hatchlings"]),
                            ("adult", t["adults"])):
                if not n:
                    continue
                ax, ay = x + 0.12 + PIECE_STEP * k, y + 0.53
                pid = f"piece:{r},{c}:{what}"
                hot = pid in legal
                look = {"stroke": "#fff" if hot else "#000", "stroke-width": 0.03 if hot else 0.015,
                        "k": on, "cls": "bg-piece"}
                aim = {"title": f"{n} {what}(s)" + (": click to remove one" if hot else ""),
                       "id": pid, "legal": hot, "cls": "bg-piece bg-hot" if hot else "bg-piece",
                       "label": f"remove a {what} from {where}"}
                box = not self.aim and mine
                if self.aim or box:
                    look["pointer-events"] = "none"
                else:
                    look.update(aim)
                if box and hot:      # the box shown: dashed, in the tile's ink
                    items.append({"t": "rect", "x": round(x + PIECE_STEP * k + 0.02, 3),
                                  "y": round(y + 0.365, 3), "width": PIECE_STEP,
                                  "height": 0.325, "rx": 0.04, "fill": ink, "fill-opacity": 0.08,
                                  "stroke": ink, "stroke-width": 0.02,
                                  "stroke-dasharray": "0.06 0.04", "cls": "bg-hot",
                                  "pointer-events": "none", "k": on})
                if what == "egg":
                    items.append({"t": "ellipse", "cx": round(ax, 3), "cy": round(ay, 3),
                                  "rx": 0.055, "ry": 0.075, "fill": "#fffdf5", **look})
                elif what == "hatchling":
                    items.append({"t": "circle", "cx": round(ax, 3), "cy": round(ay, 3),
                                  "r": 0.06, "fill": "#E69F00", **look})
                else:
                    items.append({"t": "path", "d": f"M{ax:.3f},{ay - 0.09:.3f} l0.09,0.16 h-0.18 z",
                                  "fill": "#CC79A7", **look})
                items.append({"t": "text", "x": round(ax + 0.065, 3), "y": round(ay + 0.04, 3),
                              "text": f"{n}{what[0]}", "font-size": 0.11, "font-weight": "bold",
                              "fill": ink, "pointer-events": "none", "k": on})
                if box:              # the target, over the shape (a later box over an earlier)
                    items.append({"t": "rect", "x": round(x + PIECE_STEP * k, 3),
                                  "y": round(y + 0.355, 3), "width": PIECE_HIT, "height": 0.345,
                                  "rx": 0.04, "fill": ink, "fill-opacity": 0.01, "k": on, **aim})
                k += 1
            # pawns
            for j, role in enumerate(t["adventurers"]):
                s = seat_of[role]
                px, py = x + 0.16 + 0.23 * j, y + 0.8
                current = s == g.current_player
                items.append({"t": "circle", "cx": round(px, 3), "cy": round(py, 3), "r": 0.1,
                              "fill": PLAYER_COLOURS[s % len(PLAYER_COLOURS)],
                              "stroke": "#fff" if current else "#d9d9d9",
                              "stroke-width": 0.04 if current else 0.015,
                              "pointer-events": "none", "title": f"{role} (player {s})", "k": on,
                              "cls": "bg-piece"})
                items.append({"t": "text", "x": round(px, 3), "y": round(py + 0.045, 3),
                              "text": role[:2], "font-size": 0.11, "text-anchor": "middle",
                              "fill": "#fff", "font-weight": "bold", "pointer-events": "none",
                              "k": on})
        # webs on the sides between tiles (each drawn once, from the upper or left tile); a
        # web on a side of your tile is a target: click it to remove one
        for (r, c), t in tiles.items():
            x, y = c * STEP, r * STEP
            for side, n in t["webs"].items():
                if side == "right":
                    mx, my, horiz = x + 1 + (STEP - 1) / 2, y + 0.5, False
                elif side == "down":
                    mx, my, horiz = x + 0.5, y + 1 + (STEP - 1) / 2, True
                else:
                    continue
                wid = f"web:{r},{c}:{side}"
                hot = wid in legal
                grp = f"{wid}"
                for i in range(n):
                    off = (i - (n - 1) / 2) * 0.09
                    if horiz:
                        d = f"M{mx + off - 0.04:.3f},{my - 0.09:.3f} l0.08,0.18 m0,-0.18 l-0.08,0.18"
                    else:
                        d = f"M{mx - 0.09:.3f},{my + off - 0.04:.3f} l0.18,0.08 m-0.18,0 l0.18,-0.08"
                    items.append({"t": "path", "d": d, "stroke": "#ffffff" if hot else "#f5f5f5",
                                  "stroke-width": 0.04 if hot else 0.025, "fill": "none",
                                  "pointer-events": "none", "k": grp})
                items.append({"t": "text", "x": round(mx + (0.12 if horiz else 0), 3),
                              "y": round(my + (0.04 if horiz else 0.2), 3), "text": f"{n}w",
                              "font-size": 0.09, "fill": "#fff", "pointer-events": "none",
                              "title": f"{n} web(s)", "k": grp})
                if not self.aim:      # the click target: a box over the side
                    # (one to remove now reaches a little into both tiles: as big as a
                    # settlers road target, or bigger)
                    along, across = (0.5 if hot else 0.34), STEP - 1 + 0.08
                    bw, bh = (along, across) if horiz else (across, along)
                    items.append({"t": "rect", "x": round(mx - bw / 2, 3),
                                  "y": round(my - bh / 2, 3), "width": round(bw, 3),
                                  "height": round(bh, 3), "fill": "#ffffff",
                                  "fill-opacity": 0.01, "stroke": "#ffffff" if hot else "none",
                                  "stroke-width": 0.02, "cls": "bg-hot" if hot else None,
                                  "stroke-dasharray": "0.06 0.04" if hot else None,
                                  "id": wid, "legal": hot, "k": grp,
                                  "label": f"remove a web from this side ({n} there)",
                                  "title": f"{n} web(s)" + (": click to remove one" if hot else "")})
        w, h = cols * STEP + 0.46, rows * STEP + 0.46
        if g.is_over:
            won = g.outcome == "won" or g.winner
            items.append({"t": "rect", "x": -0.3, "y": h / 2 - 0.75, "width": w, "height": 1.1,
                          "fill": "#000", "opacity": 0.78, "pointer-events": "none",
                          "k": "banner"})
            items.append({"t": "text", "x": w / 2 - 0.3, "y": h / 2 - 0.3, "text":
                          "The team escapes: you win!" if won else f"Lost: {g.outcome}",
                          "font-size": 0.32, "text-anchor": "middle", "font-weight": "bold",
                          "fill": "#F0E442" if won else "#ffffff", "pointer-events": "none"})
            items.append({"t": "text", "x": w / 2 - 0.3, "y": h / 2 + 0.05,
                          "text": (g.reason or "")[:90], "font-size": 0.13,
                          "text-anchor": "middle", "fill": "#fff", "pointer-events": "none"})
        return {"viewBox": [-0.3, -0.3, round(w, 3), round(h, 3)], "items": items,
                "title": "Forbidden Jungle board", "step": g.phase}

    # ----------------------------------------------------------------- panels
    def refresh_panels(self) -> None:
        g = self.game
        v = g.view()
        s = g.current_player
        if g.is_over:
            won = bool(g.winner)
            self.status.value = (f"<div class='bg-over' style='font-size:18px;padding:6px;"
                                 f"background:{'#fff3c4' if won else '#fde2d6'};border:2px solid "
                                 f"{'#E69F00' if won else '#D55E00'}'><b>"
                                 + ("You win together!" if won else "The jungle wins.")
                                 + f"</b> {html.escape(str(g.outcome).capitalize())}: "
                                   f"{html.escape(g.reason or '')}</div>")
        else:
            step = ("must escape the collapse: click an adjacent tile" if g.phase == "escape"
                    else f"{g.actions_left} action(s) left")
            self.status.value = (f"<div style='font-size:15px'>Turn {g.turn} · "
                                 f"<b>{html.escape(self._who(s))}</b>: {step}</div>")
        th = v["threat"]
        cells = []
        for i, rate in enumerate(th["meter"] + ["☠"]):
            here = i == th["level"]
            cells.append(f"<span style='display:inline-block;min-width:20px;text-align:center;"
                         f"padding:2px;margin:1px;border:1px solid #333;"
                         f"background:{'#D55E00' if here else ('#333' if rate == '☠' else '#eee')};"
                         f"color:{'#fff' if here or rate == '☠' else '#000'};"
                         f"font-weight:{'bold' if here else 'normal'}'>{rate}</span>")
        pile = sum(seg["size"] for seg in th["draw_pile"])
        self.meter_html.value = (f"<div><b>Threat meter</b> (rate {th['rate']} cards a turn; "
                                 f"{pile} in the pile)<br>" + "".join(cells) + "</div>")
        if self.threat_log:
            turn, names = self.threat_log[-1]
            shown = ", ".join(f"<span class='bg-card' style='border:1px solid #999;padding:1px 4px;"
                              f"margin:1px;display:inline-block;background:#fafafa'>"
                              f"{html.escape(n)}</span>" for n in names)
            self.cards_html.value = f"<div><b>Threat cards drawn</b> (end of a turn): {shown}</div>"
        else:
            self.cards_html.value = "<div style='color:#555'>No threat cards drawn yet.</div>"
        _set_children(self.actions_box, self._action_buttons())
        rows = []
        for a in v["adventurers"]:
            q = a["seat"]
            if a["health"] is None:
                hp = "immune"
            else:
                hp = ("<span style='letter-spacing:1px'>"
                      + "■" * a["health"] + "□" * (a["max_health"] - a["health"])
                      + f"</span> {a['health']}/{a['max_health']}")
            eq = ", ".join(a["equipment"]) or "-"
            mark = " style='background:#fff7d6'" if q == s else ""
            who = f"player {q}" + ("" if self.seats[q] is None else ", bot")
            # the role on one line and the seat below it: at 1366 px the panel is about
            # 340 px wide, too narrow for "Explorer (player 1, bot)" beside three columns
            rows.append(f"<tr{mark}><td style='white-space:nowrap'><span style='display:inline-block;"
                        f"width:12px;height:12px;border:1px solid #000;"
                        f"background:{PLAYER_COLOURS[q % 5]}'></span> "
                        f"{html.escape(self.game.roles[q])}<br><span style='color:#555'>{who}</span></td>"
                        f"<td style='white-space:nowrap'>({a['row']},{a['col']})</td>"
                        f"<td style='white-space:nowrap'>{hp}</td><td>{html.escape(eq)}</td></tr>")
        sup = v["supply"]
        head = "".join(f"<th style='white-space:nowrap;text-align:left;padding:2px 4px'>{h}</th>"
                       for h in ("adventurer", "at", "health", "equipment"))
        self.team_html.value = ("<table class='bg-team-table' style='font-size:12px'><tr>"
                                + head + "</tr>" + "".join(rows) + "</table>"
                                f"<div style='font-size:12px'>Supply: {sup['eggs']} eggs, "
                                f"{sup['hatchlings']} hatchlings, {sup['adults']} adults, "
                                f"{sup['webs']} webs · equipment deck {v['equipment_deck_size']}"
                                "</div>")
        lines = self.notes[-24:]
        self.log_html.value = ("<div class='bg-log-box' tabindex='0' role='log' "
                               "aria-label='Event log' style='max-height:180px;overflow:auto;"
                               "font-size:12px;border-top:1px solid #ccc'><b>Event log</b> "
                               "(newest first)<br>"
                               + "<br>".join(html.escape(x) for x in reversed(lines)) + "</div>")
        self.undo_button.disabled = not (self.undo_stack and self.undo_stack[-1][1] == s)
        self._refresh_odds()
        self._refresh_teacher()

    def _action_buttons(self) -> list[W.Widget]:
        """The base buttons, plus "... on the board" for each family aimed by clicks."""
        if not self.aim:
            rows = super()._action_buttons()
            if not rows:
                return rows
            fams = {_family(a) for a in self.legal()} - {None}
            aims = [self._aim_button(f) for f in AIMS if f in fams]
            if aims:
                rows.append(self._row("aims", aims))
            return rows
        step = AIMS[self.aim][2 if self.aim_from is not None else 1]
        where = f" (from {F.at(self.aim_from)})" if self.aim_from is not None else ""
        rows = [self._html("aim", f"<b>{html.escape(AIMS[self.aim][0])}</b>: click "
                                  f"{html.escape(step)}{html.escape(where)}.")]
        rows.extend(self._button(a, choice=True) for a in self.pending_choice)
        rows.append(self._cancel_row)
        return rows

    def _aim_button(self, family: str) -> W.Button:
        b = self._aim_buttons.get(family)
        if b is None:
            b = W.Button(description=AIMS[family][0], icon="crosshairs",
                         tooltip=f"then click {AIMS[family][1]}", layout=W.Layout(width="auto"),
                         _dom_classes=(f"bg-aim-{family}", "bg-aim"))
            b.on_click(lambda _b, fam=family: self.aim_at(fam))
            self._aim_buttons[family] = b
        return b

    def _refresh_odds(self) -> None:
        """The threat survival curve from the current state (exact chain, cached per draw state).

        The exact chain can take seconds: inside a running kernel it is worked out
        in a thread, so that clicks are answered meanwhile; in plain Python at once.
        """
        g = self.game
        if g.is_over:
            self.odds_html.value = ""
            return
        key = (g.turn, g.level, tuple(tuple(s) for s in g.pile))
        if self._odds_cache is not None and self._odds_cache[0] == key:
            self.odds_html.value = self._odds_cache[1]
            return
        loop = _running_loop()
        if loop is None:
            self._odds_cache = (key, self._odds_text(g))
            self.odds_html.value = self._odds_cache[1]
            return
        if self._odds_busy is not None:
            return                     # one at a time; the newest state is taken up after
        self._odds_busy = key
        if "working out" not in self.odds_html.value:
            self.odds_html.value = ("<div style='font-size:13px;color:#555'><b>Odds now</b>: "
                                    "working out the threat meter…</div>")

        def done(text: str) -> None:
            self._odds_busy = None
            self._odds_cache = (key, text)
            self._refresh_odds()

        state = g.to_json()

        def work() -> None:
            text = ""
            try:          # the meter alone: the chance of winning is in the win panel
                text = _ODDS.compute(state, 0, chance=False)
            finally:           # never leave the panel waiting, whatever happened
                loop.call_soon_threadsafe(done, text)

        try:
            threading.Thread(target=work, name="boardgames-odds", daemon=True).start()
        except RuntimeError:   # no threads (JupyterLite's Pyodide): work it out now
            self._odds_busy = None
            self._odds_cache = (key, self._odds_text(g))
            self.odds_html.value = self._odds_cache[1]

    def _odds_text(self, g: Any) -> str:
        return _odds_text(g, chance=False)


class _OddsWorker:
    """The exact threat chain and the chances of winning in a helper process
    (``_odds_worker``), one request at a time.

    In its own process it does not hold the kernel's GIL, so clicks are answered
    at full speed while it works; where no process can be started (JupyterLite)
    the work is done in the calling thread instead.
    """

    def __init__(self) -> None:
        self.proc: Any = None
        self.lock = threading.Lock()

    def _ask(self, ask: dict) -> Any:
        """Send one request to the helper process (started on first use); its answer, or
        None when it gave none."""
        import json
        import os
        import subprocess
        import sys

        if self.proc is None or self.proc.poll() is not None:
            # in a session of its own: Ctrl-C in the terminal running Jupyter (sent to the
            # whole foreground group) never reaches it, even while it starts up; it ends
            # when the kernel closes its stdin
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "boardgames.widgets._odds_worker"],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                start_new_session=os.name == "posix")
        self.proc.stdin.write(json.dumps(ask) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        return json.loads(line) if line else None

    def compute(self, state: str, win_rollouts: int = WIN_ROLLOUTS, seat: int | None = None,
                chance: bool = True) -> str:
        """The panel for the game ``state`` (JSON): the meter odds and, with
        ``win_rollouts``, the chance of winning from that many games played out; with
        ``seat`` (any game), that seat's chance of winning from here alone; with
        ``chance=False``, the meter odds alone.

        Examples
        --------
        >>> import boardgames
        >>> worker = _OddsWorker()
        >>> game = boardgames.new_game("forbidden-jungle", players=2, seed=4)
        >>> "The threat meter alone" in worker.compute(game.to_json(), 0, chance=False)
        True
        >>> worker.close()
        """
        from ..core.game import load_game

        ask: dict[str, Any] = {"game": state, "win_rollouts": win_rollouts}
        if seat is not None:
            ask["seat"] = seat
        if not chance:
            ask["chance"] = False
        with self.lock:
            try:
                answer = self._ask(ask)
                if isinstance(answer, str):
                    return answer
            except Exception:  # no helper process: work it out here
                self.proc = None
            if seat is not None:
                from .app import seat_win_text
                return seat_win_text(load_game(state), seat, max(1, win_rollouts))
            return _odds_text(load_game(state), pending=chance and bool(win_rollouts),
                              chance=chance)

    def point(self, state: str, seat: int | None, rollouts: int,
              half_width: float | None) -> dict | None:
        """One point of the chance of winning (:func:`~boardgames.widgets.win_line.win_point`)
        for the game ``state`` (JSON), from the helper process (which keeps the points it
        worked out); worked out here where no process can be started.

        Examples
        --------
        >>> import boardgames
        >>> worker = _OddsWorker()
        >>> p = worker.point(boardgames.new_game("pig", seed=1).to_json(), 0, 20, 0.08)
        >>> 0 <= p["low"] <= p["estimate"] <= p["high"] <= 1
        True
        >>> worker.close()
        """
        from ..core.game import load_game
        from .win_line import win_point

        ask = {"game": state, "point": True, "seat": seat, "win_rollouts": rollouts,
               "half_width": half_width}
        with self.lock:
            try:
                answer = self._ask(ask)
                if answer is not None:
                    return answer if isinstance(answer, dict) else None
            except Exception:  # no helper process: work it out here
                self.proc = None
            return win_point(load_game(state), seat, rollouts, half_width)

    def close(self) -> None:
        """End the helper process (it also ends by itself with the kernel).

        Examples
        --------
        >>> worker = _OddsWorker()
        >>> worker.close()
        >>> worker.proc is None
        True
        """
        import subprocess

        with self.lock:
            if self.proc is not None:
                self.proc.stdin.close()
                try:
                    self.proc.wait(60)
                except subprocess.TimeoutExpired:   # slow at nice 19 on a busy machine
                    self.proc.kill()
                    self.proc.wait()
                self.proc = None


_ODDS = _OddsWorker()


def _win_text(g: Any, rollouts: int) -> str:
    """The chance the team wins from here (boardgames.analysis.win_chance), with its interval
    and how the games played out ended; "" when it cannot be worked out."""
    from .win_line import chance_words, win_point
    return chance_words(win_point(g, None, rollouts, WIN_HALF_WIDTH), None)


def _odds_text(g: Any, win_rollouts: int = 0, pending: bool = False, chance: bool = True) -> str:
    """The "Odds now" panel for Forbidden Jungle: the chance of winning from here (in the
    helper process: ``win_rollouts`` games played out), then the threat meter alone
    (``chance=False``: the meter alone, the app showing the chance beside the board).

    The chance of the threat meter reaching the skull (the team loses) is worked out
    exactly, turn by turn, from the cards left in the threat pile; the chart runs until
    that is all but certain (at most 36 turns), so it shows the whole risk on every level.
    It is labelled "the threat meter alone": overruns, poison, collapses and being
    marooned end most games, and only the chance of winning counts them.
    """
    from ..analysis import p_draw_any, setup_from_game, threat_chain
    try:
        chain = threat_chain(setup=setup_from_game(g), turns=36)
        surv = [float(x) for x in chain.survival()]
    except Exception:  # pragma: no cover - analysis edge cases never block play
        return ""
    # show turns until survival is below 1% (at least 8 turns)
    n = len(surv)
    for i, p in enumerate(surv):
        if p < 0.01:
            n = max(8, i + 1)
            break
    surv = surv[:n]
    w, h, left, top, bottom = 300, 104, 34, 8, 34
    pw, ph = w - left - 10, h - top - bottom
    xy = [(left + i * pw / max(1, n - 1), top + (1 - p) * ph) for i, p in enumerate(surv)]
    pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in xy)
    marks = sorted({1, n, *range(5, n, 5)})
    ticks = "".join(
        f"<text x='{left + (t - 1) * pw / max(1, n - 1):.1f}' y='{top + ph + 12}' font-size='9' "
        f"text-anchor='middle'>{t}</text>" for t in marks)
    svg = (f"<svg width='{w}' height='{h}' role='img' aria-label='the threat meter alone: chance "
           f"it has not reached the skull, turn by turn'>"
           f"<rect x='{left}' y='{top}' width='{pw}' height='{ph}' fill='#fff' stroke='#ccc'/>"
           f"<text x='{left - 3}' y='{top + 8}' font-size='9' text-anchor='end'>100%</text>"
           f"<text x='{left - 3}' y='{top + ph}' font-size='9' text-anchor='end'>0%</text>"
           f"{ticks}<polyline points='{pts}' fill='none' stroke='#0072B2' stroke-width='2'/>"
           f"<text x='{left}' y='{h - 6}' font-size='10'>turns from now → chance the meter has "
           f"not reached the skull</text></svg>")
    first = next((i + 1 for i, p in enumerate(surv) if p < 0.9995), None)
    half = next((i + 1 for i, p in enumerate(surv) if p < 0.5), None)
    if first is None:
        words = (f"The threat meter cannot reach the skull in the next {n} turns, whatever "
                 "cards come.")
    else:
        words = (f"The threat meter could reach the skull (the team loses) at the earliest in "
                 f"{first} turn(s) from now")
        words += (f"; it has done so in half of all games by {half} turns from now."
                  if half else f"; after {n} turns it still has not in "
                               f"{100 * surv[-1]:.0f}% of games.")
    lines = [f"{t} turn(s): <b>{100 * surv[t - 1]:.1f}%</b>" for t in (1, 5, 10) if t <= n]
    text = (words + "<br>Chance the meter has <i>not</i> reached the skull after "
            + " · ".join(lines) + " (the meter only: not a chance of surviving)")
    pile = [dict(Counter(THREAT_CARDS[i] for i in seg)) for seg in g.pile if seg]
    draws = max(0, g.threat_rate - g.calm)
    if pile and draws:
        try:
            p = p_draw_any(pile, ["Collapse"], draws,
                           discard=dict(Counter(THREAT_CARDS[i] for i in g.discard + g.drawn)))
            left_in = sum(seg.get("Collapse", 0) for seg in pile)
            size = sum(sum(seg.values()) for seg in pile)
            text += (f"<br>A <b>Collapse</b> card (the explored tile with the lowest number "
                     f"falls away; anyone on it must escape) among the {draws} card(s) drawn at "
                     f"the end of this turn: <b>{100 * float(p):.1f}%</b> = {Fraction(p)}. "
                     f"There {'is' if left_in == 1 else 'are'} {left_in} Collapse card(s) among "
                     f"the {size} in the pile.")
        except Exception:  # pragma: no cover
            pass
    if not chance:
        win = ("<div style='font-size:12px;color:#444'>The chance the team wins from here, "
               "counting every way to lose, is beside the board.</div>")
    elif win_rollouts:
        win = _win_text(g, win_rollouts)
    elif pending:
        win = ("<div class='bg-win-chance' style='color:#555'>Working out the chance the team "
               "wins from here (games played out by the bots)…</div>")
    else:
        win = ("<div class='bg-win-chance'>The chance of winning from here is worked out in the "
               "background in a running notebook.</div>")
    return ("<div style='font-size:13px;background:#f4f8fb;padding:4px 8px;"
            "border-left:4px solid #56B4E9'><b>Odds now</b>" + win +
            "<b>The threat meter alone</b> (worked out exactly from the cards left in the "
            "threat pile; it counts only the meter reaching the skull)<br>" + svg + "<br>"
            + text + "</div>")
