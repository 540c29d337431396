"""Play Catan, Catan (Jungle variant) or Zarahemla on a clickable hex board.

Board ids: ``"corner:E-I-J"`` (an intersection: settle, build a city, choose
the settlement that pays at setup), ``"path:X~Y"`` (build a road),
``"tile:J"`` (move the robber).  Everything else is a button.
"""

from __future__ import annotations

import html
import math
from fractions import Fraction
from typing import Any

import ipywidgets as W

from ..core.hexgrid import to_xy
from ..settlers import actions as A
from ..settlers.board import PIPS
from ..viz.palette import ROAD_DASH, TERRAIN_FILL, ink
from .app import (
    PLAYER_COLOURS,
    PLAYER_NAMES,
    GameApp,
    _set_children,
)

# a second cue besides colour: a short word on every hex
TERRAIN_WORD = {"hills": "brick", "forest": "lumber", "pasture": "wool", "fields": "grain",
                "mountains": "ore", "desert": "desert", "jungle": "jungle", "hideout": "hideout"}
DICE_FACES = "⚀⚁⚂⚃⚄⚅"
# Cividis-like steps (dark blue to yellow), readable in grey and by colour-blind viewers
HEAT = ("#00204d", "#31446b", "#666970", "#958f78", "#cbba69", "#ffea46")


def _pt(p: tuple[int, int]) -> tuple[float, float]:
    x, y = to_xy(p)
    return round(x, 3), round(y, 3)


class SettlersApp(GameApp):
    """The play app for the three settlers rulesets."""

    def __init__(self, game: Any, seats: list[Any], bot_speed: str | float = "normal"):
        super().__init__(game, seats, bot_speed, title=game.ruleset.title)
        self.heatmap = W.ToggleButton(description="production heatmap", icon="fire",
                                      value=False, layout=W.Layout(width="auto"))
        self.heatmap.add_class("bg-heatmap")
        self.heatmap.observe(lambda _c: (self._redraw_board(), self._refresh_odds()), names="value")
        self._static = self._static_shapes()
        self._heat_cache: tuple[int, dict] | None = None
        self._build_trade()
        self.hand_html = W.HTML()
        self.hand_html.add_class("bg-hand")
        self.players_html = W.HTML()
        self.players_html.add_class("bg-players")
        self.dice_html = W.HTML()
        self.dice_html.add_class("bg-dice")
        self.costs_html = W.HTML(self._costs_table())
        self.events: list[tuple[str, tuple[int, ...] | None]] = []   # (line, who may see it)
        self._log_seen = len(game.log)
        self._hands_before: list[list[int]] | None = None
        self._actor: int | None = None
        self._discards: tuple[int, dict, int] | None = None   # the discard line growing now
        self._build_discard()
        # the current decision first, the teacher panel (when open) right under it, then
        # the chance of winning from here with its line over the history (which the
        # teacher's slider moves along): beside the board on a 1366x768 screen
        side = W.VBox([self.status, self.dice_html, self.cover_box, self.choice_box,
                       self.discard_box, self.actions_box, self.teacher_box, self.win_html,
                       self.trade_box,
                       self.hand_html, self.players_html,
                       W.HBox([self.undo_button, self.pause_button, self.speed],
                              layout=W.Layout(flex_flow="row wrap")),
                       W.Accordion([self.costs_html], titles=("Costs",)), self.log_html],
                      layout=W.Layout(flex="1 1 300px", min_width="280px", padding="0 0 0 8px"))
        side.add_class("bg-side")
        self.side = side
        board_col = W.VBox([self.board, W.HBox([self.heatmap]), self.odds_html],
                           layout=W.Layout(flex="3 1 420px", min_width="320px"))
        self.children = [self.header, W.HBox([board_col, side],
                                            layout=W.Layout(flex_flow="row wrap", width="100%"))]
        self._check_cover_start()
        self._start_timeline()
        self.teacher_box.layout.display = "none"
        self._redraw_board()
        self.refresh_panels()
        self.run_bots()

    def _check_cover_start(self) -> None:
        s = self.acting
        if s is not None and self.seats[s] is None:
            self.viewer = s

    # ------------------------------------------------------------ board ids
    def target_of(self, action: Any) -> str | None:
        t = type(action)
        if t in (A.BuildSettlement, A.BuildCity, A.ChooseStartingSettlement):
            return "corner:" + action.corner
        if t is A.BuildRoad:
            return "path:" + action.path
        if t is A.MoveRobber:
            return "tile:" + action.tile
        return None

    # ------------------------------------------------- the robber's victim, by click
    def _victim_targets(self) -> dict[str, list]:
        """While the robber's tile is chosen and several players could be robbed: each
        victim's building on that tile (``"corner:..."``) and the action robbing them."""
        acts = self.pending_choice
        if not acts or not all(isinstance(a, A.MoveRobber) and a.victim is not None
                               for a in acts):
            return {}
        g = self.game
        board = g.board
        out: dict[str, list] = {}
        for a in acts:
            t = board.tile_index[a.tile]
            for c in board.topology.tile_corners[t]:
                if g.corner_owner[c] == a.victim:
                    out.setdefault("corner:" + board.corner_names[c], []).append(a)
        return out

    def legal_targets(self) -> dict[str, list]:
        victims = self._victim_targets()
        if victims and self.is_human_turn() and not self.covered:
            return victims
        return super().legal_targets()

    def click_target(self, target: str) -> None:
        victims = self._victim_targets()
        if target in victims and self.is_human_turn() and not self.covered \
                and not self.game.is_over:
            self.act(victims[target][0], redraw_panels=False)
            return
        super().click_target(target)

    def choice_words(self, here: list) -> str:
        if here and all(isinstance(a, A.MoveRobber) and a.victim is not None for a in here):
            who = " or ".join(f"player {a.victim}" for a in here)
            return (f"Now click the settlement or city of the player to rob on tile "
                    f"{here[0].tile}: {who}.")
        return super().choice_words(here)

    def starting_yield(self, corner: str) -> dict[str, int]:
        """The cards a settlement at ``corner`` gives when chosen for the starting resources
        (one card for each resource tile around it)."""
        g = self.game
        board = g.board
        res = g.ruleset.resources
        out: dict[str, int] = {}
        for t in board.topology.corner_tiles[board.corner_index[corner]]:
            r = board.tiles[t].resource
            if r is not None:
                out[res[r]] = out.get(res[r], 0) + 1
        return out

    def button_label(self, action: Any) -> str:
        """A bank trade shows its rate ("trade 3 wool for 1 ore (3:1)"); a starting
        settlement what it gives."""
        if isinstance(action, A.BankTrade):
            k = self.game.ratio[self.game.current_player][
                self.game.ruleset.resources.index(action.give)]
            return f"trade {k} {action.give} for 1 {action.get} ({k}:1)"
        if isinstance(action, A.ChooseStartingSettlement):
            return (f"take the starting resources of {action.corner}: "
                    f"{_cards(self.starting_yield(action.corner)) or 'nothing'}")
        return super().button_label(action)

    def menu_label(self, action: Any) -> str:
        if isinstance(action, A.BankTrade):
            return self.button_label(action)
        return super().menu_label(action)

    def guess(self, target: str) -> Any:
        kind, _, name = target.partition(":")
        g = self.game
        if kind == "corner":
            if g.phase == "setup_choose":
                return A.ChooseStartingSettlement(name)
            i = g.board.corner_index.get(name)
            if i is not None and g.corner_owner[i] == g.current_player and not g.corner_city[i]:
                return A.BuildCity(name)
            return A.BuildSettlement(name)
        if kind == "path":
            return A.BuildRoad(name)
        if kind == "tile":
            return A.MoveRobber(name)
        return None

    def seat_name(self, seat: int | None) -> str:
        if seat is None:
            return "Nobody"
        who = "" if self.seats[seat] is None else " (bot)"
        return f"Player {seat}{who}"

    # ------------------------------------------------------------ the picture
    def _static_shapes(self) -> list[dict]:
        """Sea, hexes, tokens and harbours: the same all game."""
        g = self.game
        board = g.board
        topo = board.topology
        pts = [_pt(p) for p in topo.corner_points]
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        m = 1.3
        top = 1.6      # a little more sea above the island: room for a notice in a crowded phase
        self._vb = [round(min(xs) - m, 2), round(min(ys) - top, 2),
                    round(max(xs) - min(xs) + 2 * m, 2), round(max(ys) - min(ys) + m + top, 2)]
        cx = (min(xs) + max(xs)) / 2
        cy = (min(ys) + max(ys)) / 2
        self._centre = (cx, cy)
        out: list[dict] = [{"t": "rect", "x": self._vb[0], "y": self._vb[1], "width": self._vb[2],
                            "height": self._vb[3], "fill": "#cfe8f3", "rx": 0.4}]
        # harbours: a pier from each of the two corners out to a label in the sea
        for port in board.ports:
            a, b = (pts[c] for c in port.corners)
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            dx, dy = mx - cx, my - cy
            d = math.hypot(dx, dy) or 1
            px, py = mx + dx / d * 0.75, my + dy / d * 0.75
            for q in (a, b):
                out.append({"t": "line", "x1": q[0], "y1": q[1], "x2": round(px, 3),
                            "y2": round(py, 3), "stroke": "#7a5c3a", "stroke-width": 0.09})
            two = port.kind != "3:1"
            pfill = TERRAIN_FILL.get(_terrain_of(g, port.kind), "#ffffff") if two else "#ffffff"
            out.append({"t": "circle", "cx": round(px, 3), "cy": round(py, 3), "r": 0.36,
                        "fill": pfill, "stroke": "#333", "stroke-width": 0.04,
                        "cls": "bg-keepclear",      # a notice avoids covering it where it can
                        "title": f"{g.ruleset.terms.get('harbour', 'harbour')}: "
                                 + (f"2 {port.kind} for 1" if two else "3 of a kind for 1")})
            out.append({"t": "text", "x": round(px, 3), "y": round(py - 0.04, 3),
                        "text": "2:1" if two else "3:1", "font-size": 0.22, "text-anchor": "middle",
                        "font-weight": "bold", "fill": ink(pfill), "pointer-events": "none"})
            if two:
                out.append({"t": "text", "x": round(px, 3), "y": round(py + 0.2, 3),
                            "text": port.kind, "font-size": 0.15, "text-anchor": "middle",
                            "fill": ink(pfill), "pointer-events": "none"})
        out += self._tile_shapes({})
        # a hit target on every path and intersection (drawn once; pieces go on top)
        for e, (a, b) in enumerate(topo.edge_corners):
            (x1, y1), (x2, y2) = pts[a], pts[b]
            out.append({"t": "line", "x1": round(x1 + (x2 - x1) * 0.2, 3),
                        "y1": round(y1 + (y2 - y1) * 0.2, 3), "x2": round(x1 + (x2 - x1) * 0.8, 3),
                        "y2": round(y1 + (y2 - y1) * 0.8, 3), "id": "path:" + board.path_name(e),
                        "stroke": "#000", "opacity": 0.01, "stroke-width": 0.34,
                        "title": board.path_name(e)})
        for c, name in enumerate(board.corner_names):
            x, y = pts[c]
            out.append({"t": "circle", "cx": x, "cy": y, "r": 0.3, "fill": "#000", "opacity": 0.01,
                        "id": "corner:" + name, "title": name})
        return out

    def _tile_shapes(self, legal: dict) -> list[dict]:
        g = self.game
        board = g.board
        topo = board.topology
        out = []
        for i, t in enumerate(board.tiles):
            corners = [_pt(topo.corner_points[c]) for c in topo.tile_corners[i]]
            tx = sum(p[0] for p in corners) / 6
            ty = sum(p[1] for p in corners) / 6
            tid = "tile:" + t.label
            ok = tid in legal
            word = TERRAIN_WORD.get(t.terrain, t.terrain)
            if t.resource is not None:
                word = g.ruleset.resources[t.resource]
            out.append({"t": "poly", "points": " ".join(f"{x},{y}" for x, y in corners),
                        "fill": TERRAIN_FILL.get(t.terrain, "#ddd"), "stroke": "#fff",
                        "stroke-width": 0.2 if ok else 0.06,
                        "stroke-dasharray": "0.25 0.12" if ok else None,
                        "id": tid, "legal": ok, "cls": "bg-hot" if ok else None,
                        "label": f"tile {t.label}, {t.terrain}",
                        "title": f"tile {t.label}: {t.terrain}"
                                 + (f", number {t.number}" if t.number else "")})
            # low enough that the hex's sloping top edges, and a dashed highlight on
            # them, clear the words' corners (a long word, "lumber", came to 0.55 wide)
            out.append({"t": "text", "x": round(tx, 3), "y": round(ty - 0.47, 3),
                        "text": f"{t.label} · {word}", "font-size": 0.2, "text-anchor": "middle",
                        "fill": ink(TERRAIN_FILL.get(t.terrain, "#ddd")), "pointer-events": "none"})
            if t.number is not None:
                hot = t.number in (6, 8)
                out.append({"t": "circle", "cx": round(tx, 3), "cy": round(ty, 3), "r": 0.36,
                            "fill": "#fdf6e3", "stroke": "#333", "stroke-width": 0.03,
                            "pointer-events": "none"})
                out.append({"t": "text", "x": round(tx, 3), "y": round(ty + 0.08, 3),
                            "text": str(t.number), "font-size": 0.34 if hot else 0.28,
                            "text-anchor": "middle", "font-weight": "bold",
                            "fill": "#b0000b" if hot else "#000", "pointer-events": "none"})
                k = PIPS.get(t.number, 0)
                for j in range(k):
                    out.append({"t": "circle", "cx": round(tx + (j - (k - 1) / 2) * 0.07, 3),
                                "cy": round(ty + 0.2, 3), "r": 0.022,
                                "fill": "#b0000b" if hot else "#000", "pointer-events": "none"})
        return out

    def _dynamic_tiles(self, legal: dict) -> list[dict]:
        """The robber, and a highlight over each tile the robber may move to now."""
        g = self.game
        board = g.board
        topo = board.topology
        out = []
        for i, t in enumerate(board.tiles):
            tid = "tile:" + t.label
            if tid not in legal and i != g.robber:
                continue
            corners = [_pt(topo.corner_points[c]) for c in topo.tile_corners[i]]
            tx = sum(p[0] for p in corners) / 6
            ty = sum(p[1] for p in corners) / 6
            if tid in legal:
                out.append({"t": "poly", "points": " ".join(f"{x},{y}" for x, y in corners),
                            "fill": "#ffffff", "fill-opacity": 0.18, "stroke": "#fff",
                            "stroke-width": 0.16, "stroke-dasharray": "0.25 0.12",
                            "id": tid, "legal": True, "cls": "bg-hot",
                            "label": f"move the robber to tile {t.label}"})
            if i == g.robber:
                rx, ry = (tx + 0.38, ty - 0.12) if t.number is not None else (tx - 0.17, ty - 0.25)
                out.append({"t": "path", "pointer-events": "none",
                            "d": f"M{rx + 0.04:.3f},{ry + 0.5:.3f} l0.06,-0.32 "
                                 f"a0.13,0.13 0 1,1 0.16,0 l0.06,0.32 z",
                            "fill": "#222", "stroke": "#fff", "stroke-width": 0.03,
                            "cls": "bg-piece",
                            "title": g.ruleset.terms.get("robber", "robber")})
        return out

    def _heat(self) -> dict[str, Fraction]:
        """Expected cards per round for a settlement on each intersection (analysis module)."""
        from ..analysis import production_map
        g = self.game
        key = g.robber
        if self._heat_cache is None or self._heat_cache[0] != key:
            pm = production_map(g)
            heat = {c: sum(v.values(), Fraction(0)) for c, v in pm.items()}
            if g.ruleset.jungle:
                # the Jungle pays discoveries (they buy development cards): counted too
                board = g.board
                for t, tile in enumerate(board.tiles):
                    if tile.terrain != "jungle" or tile.number is None or t == g.robber:
                        continue
                    p = Fraction(PIPS.get(tile.number, 0), 36) * g.n
                    for c in board.topology.tile_corners[t]:
                        heat[board.corner_names[c]] += p
            self._heat_cache = (key, heat)
        return self._heat_cache[1]

    def scene(self) -> dict:
        g = self.game
        board = g.board
        topo = board.topology
        pts = [_pt(p) for p in topo.corner_points]
        legal = self.legal_targets()
        items = self._dynamic_tiles(legal)
        # paths: built roads, and a highlight over every legal empty path
        for e, (a, b) in enumerate(topo.edge_corners):
            (x1, y1), (x2, y2) = pts[a], pts[b]
            pid = "path:" + board.path_name(e)
            owner = g.edge_owner[e]
            if owner >= 0:
                # a white casing, the player's dark colour, and their dash pattern inside
                items.append({"t": "line", "x1": x1, "y1": y1, "x2": x2, "y2": y2,
                              "stroke": PLAYER_COLOURS[owner], "stroke-width": 0.2, "id": pid,
                              "cls": "bg-piece",
                              "title": f"road of player {owner} ({PLAYER_NAMES[owner]})"})
                items.append({"t": "line", "x1": x1, "y1": y1, "x2": x2, "y2": y2,
                              "stroke": "#fff", "stroke-width": 0.05,
                              "stroke-dasharray": ROAD_DASH[owner % len(ROAD_DASH)],
                              "pointer-events": "none"})
                continue
            if pid not in legal:
                continue
            sx, sy = round(x1 + (x2 - x1) * 0.2, 3), round(y1 + (y2 - y1) * 0.2, 3)
            ex, ey = round(x1 + (x2 - x1) * 0.8, 3), round(y1 + (y2 - y1) * 0.8, 3)
            # the target is a wide band (easy on a touchpad); the white line on it shows it
            items.append({"t": "line", "x1": sx, "y1": sy, "x2": ex, "y2": ey, "id": pid,
                          "legal": True, "stroke": "#000", "stroke-opacity": 0.35,
                          "stroke-width": 0.34, "stroke-linecap": "round",
                          "label": f"build a road on {board.path_name(e)}",
                          "title": board.path_name(e)})
            items.append({"t": "line", "x1": sx, "y1": sy, "x2": ex, "y2": ey, "stroke": "#ffffff",
                          "stroke-width": 0.12, "stroke-linecap": "round", "cls": "bg-hot",
                          "pointer-events": "none"})
        heat = self._heat() if self.heatmap.value else None
        top = max(heat.values()) if heat else 0
        for c, name in enumerate(board.corner_names):
            x, y = pts[c]
            cid = "corner:" + name
            owner = g.corner_owner[c]
            ok = cid in legal
            if owner >= 0:
                col = PLAYER_COLOURS[owner]
                what = "city" if g.corner_city[c] else "settlement"
                if g.corner_city[c]:
                    d = (f"M{x - 0.36:.3f},{y + 0.26:.3f} v-0.36 l0.18,-0.18 l0.18,0.18 h0.36 "
                         f"v0.36 z")
                else:
                    d = f"M{x - 0.22:.3f},{y + 0.2:.3f} v-0.24 l0.22,-0.2 l0.22,0.2 v0.24 z"
                if not ok:
                    why = ""
                elif g.phase == "setup_choose":
                    gives = _cards(self.starting_yield(name)) or "nothing"
                    why = f" (choose it for the starting resources: {gives})"
                elif legal[cid] and isinstance(legal[cid][0], A.MoveRobber):
                    why = f" (rob player {owner})"
                else:
                    why = " (build a city here)"
                items.append({"t": "path", "d": d, "fill": col, "stroke": "#fff",
                              "stroke-width": 0.1 if ok else 0.05, "id": cid, "legal": ok,
                              "cls": "bg-piece bg-hot" if ok else "bg-piece",
                              "label": f"{name}: player {owner}'s {what}" + why,
                              "title": f"{name}: player {owner}'s ({PLAYER_NAMES[owner]}) {what}"})
                items.append({"t": "text", "x": x, "y": round(y + 0.1, 3), "text": str(owner),
                              "font-size": 0.22, "text-anchor": "middle", "fill": "#fff",
                              "font-weight": "bold", "pointer-events": "none"})
                if ok and g.phase == "setup_choose":
                    # what choosing this settlement gives, on the board beside it
                    gives = _cards(self.starting_yield(name)) or "nothing"
                    wide = round(0.1 * len(gives) + 0.12, 3)
                    # above the settlement: its tile's own label is below the corner
                    items.append({"t": "rect", "x": round(x - wide / 2, 3), "y": round(y - 0.6, 3),
                                  "width": wide, "height": 0.26, "rx": 0.05, "fill": "#ffffff",
                                  "stroke": "#000", "stroke-width": 0.02,
                                  "pointer-events": "none", "cls": "bg-piece"})
                    items.append({"t": "text", "x": x, "y": round(y - 0.42, 3), "text": gives,
                                  "font-size": 0.17, "text-anchor": "middle", "fill": "#000",
                                  "pointer-events": "none"})
                continue
            if not ok and heat is None:
                continue
            if heat is not None:
                # the heat shows on legal corners too: colour and size, a white ring marks legal
                v = heat[name]
                fill = HEAT[min(5, int(5 * v / top))] if top else HEAT[0]
                r = 0.13 + 0.12 * (float(v / top) if top else 0)
                look = {"fill": fill, "r": round(max(r, 0.17) if ok else r, 3),
                        "stroke": "#fff" if ok else "#000",
                        "stroke-width": 0.07 if ok else 0.015, "opacity": 1 if ok else 0.9}
            else:
                look = {"fill": "#ffffff", "r": 0.19, "stroke": "#000", "stroke-width": 0.05}
            words = f": {float(heat[name]):.2f} cards a round" if heat is not None else ""
            items.append({"t": "circle", "cx": x, "cy": y, **look, "id": cid, "legal": ok,
                          "cls": "bg-hot" if ok else None, "label": name + words,
                          "title": name + words})
        if g.ruleset.pieces.get("temple"):
            items.extend(self._temple_shapes())
        title = f"{g.ruleset.title} board: {g.phase_description()}"
        return {"viewBox": self._vb, "items": items, "title": title, "step": g.phase,
                "background": self._static}

    def _temple_shapes(self) -> list[dict]:
        """Zarahemla's temple in the sea at the board's lower left: a stepped pyramid, one
        stone a block in its giver's colour, the count and the contributor written under it."""
        g = self.game
        x0, y0 = self._vb[0] + 0.25, self._vb[1] + self._vb[3] - 0.45
        stones = [q for q in range(g.n) for _ in range(g.temples[q])]
        out: list[dict] = [{"k": "temple", "t": "path", "cls": "bg-piece",
                            "d": f"M{x0:.2f},{y0:.2f} h1.6 v-0.3 h-0.2 v-0.3 h-0.2 v-0.3 h-0.2 "
                                 f"v-0.25 h-0.4 v0.25 h-0.2 v0.3 h-0.2 v0.3 h-0.2 z",
                            "fill": "#e9dcc0", "stroke": "#5c4a2a", "stroke-width": 0.03,
                            "title": f"the temple: {len(stones)} stone(s)"}]
        rows = ((0.05, 5), (0.25, 4), (0.45, 3), (0.65, 2))     # (inset, blocks) from the base
        i = 0
        for level, (inset, k) in enumerate(rows):
            w = (1.6 - 2 * inset - 0.05) / k
            for j in range(k):
                if i >= len(stones):
                    break
                q = stones[i]
                out.append({"t": "rect", "x": round(x0 + inset + 0.025 + j * w, 3),
                            "y": round(y0 - 0.27 - 0.3 * level, 3), "width": round(w - 0.03, 3),
                            "height": 0.24, "fill": PLAYER_COLOURS[q], "stroke": "#fff",
                            "stroke-width": 0.015, "pointer-events": "none",
                            "title": f"a temple stone of player {q}"})
                i += 1
        more = f" +{len(stones) - i}" if len(stones) > i else ""
        who = "" if g.temple_holder < 0 else f" · P{g.temple_holder} leads"
        out.append({"t": "text", "x": round(x0 + 0.8, 3), "y": round(y0 + 0.28, 3),
                    "text": f"temple: {len(stones)} stone(s){more}{who}", "font-size": 0.2,
                    "text-anchor": "middle", "fill": "#000", "font-weight": "bold",
                    "pointer-events": "none"})
        return out

    # ----------------------------------------------------------------- panels
    def _build_trade(self) -> None:
        res = list(self.game.ruleset.resources)
        sel = {"description_width": "36px"}
        self.give_res = W.Dropdown(options=res, value=res[0], description="give", style=sel,
                                   layout=W.Layout(width="170px", min_width="0"))
        many = {"description_width": "14px"}
        self.give_n = W.BoundedIntText(value=1, min=1, max=19, description="×", style=many,
                                       tooltip="how many to give", layout=W.Layout(width="74px"))
        self.get_res = W.Dropdown(options=res, value=res[1], description="get", style=sel,
                                  layout=W.Layout(width="170px", min_width="0"))
        self.get_n = W.BoundedIntText(value=1, min=1, max=19, description="×", style=many,
                                      tooltip="how many to get", layout=W.Layout(width="74px"))
        self.trade_to = W.Dropdown(options=self._trade_partners(), value=-1, description="to",
                                   style=sel, layout=W.Layout(width="170px", min_width="0"))
        self.offer_button = W.Button(description="Offer trade", icon="handshake-o",
                                     layout=W.Layout(width="auto"))
        self.offer_button.add_class("bg-offer")
        self.offer_button.on_click(lambda _b: self.offer())
        self.trade_box = W.VBox([W.HTML("<b>Offer a trade to players</b>"),
                                 W.HBox([self.give_res, self.give_n],
                                        layout=W.Layout(flex_flow="row wrap")),
                                 W.HBox([self.get_res, self.get_n],
                                        layout=W.Layout(flex_flow="row wrap")),
                                 W.HBox([self.trade_to, self.offer_button],
                                        layout=W.Layout(flex_flow="row wrap"))])
        self.trade_box.add_class("bg-trade")

    def _trade_partners(self) -> list[tuple[str, int]]:
        """Whom the acting player may offer a trade to: everyone, or one other player."""
        me = self.game.current_player
        return [("everyone", -1)] + [(f"player {q}", q) for q in range(self.game.n) if q != me]

    def offer(self, give: dict | None = None, get: dict | None = None, to: int | None = -1) -> bool:
        """Offer a trade (from the trade panel, or ``offer({"ore": 1}, {"wool": 2}, to=None)``)."""
        if give is None:
            give = {self.give_res.value: self.give_n.value}
        if get is None:
            get = {self.get_res.value: self.get_n.value}
        if to == -1:
            to = None if self.trade_to.value == -1 else self.trade_to.value
        action = A.OfferTrade(give=tuple(give.items()), get=tuple(get.items()), to=to)
        if not self.is_human_turn() or self.covered:
            self.say("Wait for your turn to offer a trade.", error=True)
            return False
        return self.act(action)

    def _costs_table(self) -> str:
        rs = self.game.ruleset
        rows = []
        for what, cost in rs.costs.items():
            words = ", ".join(f"{k} {r}" for r, k in zip(rs.resources, cost, strict=True) if k)
            name = {"development": "development card"}.get(what, what)
            rows.append(f"<tr><td>{html.escape(name)}</td><td>{html.escape(words)}</td></tr>")
        return ("<table class='bg-costs' style='font-size:13px'>" + "".join(rows) + "</table>")

    def _chip(self, res: str, n: int) -> str:
        col = TERRAIN_FILL.get(_terrain_for_res(self.game, res), "#ccc")
        return (f"<span class='bg-chip' style='display:inline-block;margin:1px;padding:2px 4px;"
                f"border-radius:4px;font-size:12px;background:{col};color:{_ink(col)};"
                f"font-weight:bold'>{html.escape(res)} {n}</span>")

    def refresh_panels(self) -> None:
        g = self.game
        rs = g.ruleset
        s = g.current_player
        if g.is_over:
            self.status.value = (f"<div class='bg-over' style='font-size:18px;padding:6px;"
                                 f"background:#fff3c4;border:2px solid #E69F00'>"
                                 f"<b>Game over.</b> Player {g.winner} wins with "
                                 f"{g.points(g.winner)} points.</div>")
        else:
            self.status.value = self._status_line()
        self.dice_html.value = self._dice_panel()
        human_now = self.is_human_turn() and not g.is_over
        if self.covered:
            self.cover_label.value = (f"<div style='font-size:16px;padding:8px;background:#eef;"
                                      f"border:2px dashed #0072B2'>Pass the screen to "
                                      f"<b>{html.escape(self.seat_name(s))}</b>. The others look "
                                      f"away.</div>")
            self.cover_button.description = f"I am player {s}: show my hand"
            self.cover_box.layout.display = None
        else:
            self.cover_box.layout.display = "none"
        rows = self._action_buttons()
        self._refresh_discard()
        trading = human_now and g.phase == "main" and not self.covered
        self.trade_box.layout.display = None if trading else "none"
        if trading:
            partners = self._trade_partners()
            if list(self.trade_to.options) != partners:
                keep = self.trade_to.value
                with self.trade_to.hold_sync():
                    self.trade_to.options = partners
                    self.trade_to.value = keep if keep in [v for _, v in partners] else -1
        if g.phase == "trade" and g.trade:
            tr = g.trade
            give = g.cost_words(tr["give"])
            get = g.cost_words(tr["get"])
            rows.insert(0, self._html("offer",
                f"<div class='bg-offer-text'>Player {tr['from']} offers <b>{give}</b> for "
                f"<b>{get}</b>. {'Do you' if self._you(s) else f'Does player {s}'} accept?</div>"))
        _set_children(self.actions_box, rows)
        # the viewer's hand (private), everyone else as counts
        v = self.viewer
        if not self.covered:
            hand = g.hand(v)
            dev = {rs.dev_names[k]: (g.dev[v][k], g.dev_new[v][k]) for k in range(len(g.dev[v]))
                   if g.dev[v][k]}
            dev_words = ", ".join(f"{n} ×{k}" + (f" ({new} new)" if new else "")
                                  for n, (k, new) in dev.items()) or "none"
            extra = ""
            if rs.jungle:
                extra += f" · discoveries: <b>{g.discoveries[v]}</b>"
            if rs.pieces.get("temple"):
                extra += f" · temple stones: <b>{g.temples[v]}</b>"
            owed = ""
            if g.phase == "discard" and g.discard_owed[v]:
                owed = (f"<div style='color:#a03c00'><b>Discard {g.discard_owed[v]} more</b> "
                        f"(over {rs.hand_limit} cards on a 7).</div>")
            self.hand_html.value = (f"<div><b>{_swatch(v)} Player {v}'s hand</b> "
                                    f"({sum(hand.values())} cards)<div class='bg-hand-row'>"
                                    + "".join(self._chip(r, n) for r, n in hand.items())
                                    + f"</div>development cards: {html.escape(dev_words)}{extra}"
                                    + owed + "</div>")
        else:
            self.hand_html.value = "<div><i>Hands are hidden while the screen is passed.</i></div>"
        self.players_html.value = self._players_table()
        self._refresh_log()
        self._refresh_odds()
        self.undo_button.disabled = not (self.undo_stack and self.undo_stack[-1][1] == s)
        self._refresh_teacher()

    def _players_table(self) -> str:
        g = self.game
        rs = g.ruleset
        rows = []
        for q in range(g.n):
            pts = g.points(q, hidden=(q == self.viewer and not self.covered) or g.is_over)
            badges = []
            if g.longest_holder == q:
                badges.append("Longest Road")
            if g.army_holder == q:
                badges.append(rs.terms.get("army", "Largest Army"))
            if g.temple_holder == q:
                badges.append("temple")
            bar = (f"<div style='background:#eee;width:40px;height:6px;margin-top:1px'>"
                   f"<div style='background:{PLAYER_COLOURS[q]};height:6px;"
                   f"width:{min(100, 100 * pts / g.target):.0f}%'></div></div>")
            who = f"P{q}" + (" you" if q == self.viewer else "") + \
                ("" if self.seats[q] is None else " bot")
            cells = [f"<span style='white-space:nowrap'>{_swatch(q)} {who}</span>",
                     f"{pts}/{g.target}{bar}", str(sum(g.hands[q])), str(sum(g.dev[q])),
                     str(g.knights[q]), str(g.road_length[q])]
            if rs.jungle:
                cells.append(str(g.discoveries[q]))
            if rs.pieces.get("temple"):
                cells.append(str(g.temples[q]))
            cells.append(html.escape(", ".join(badges)))
            mark = " style='background:#fff7d6'" if q == g.current_player else ""
            rows.append(f"<tr{mark}>" + "".join(f"<td style='padding:2px 3px'>{c}</td>"
                                                for c in cells) + "</tr>")
        # short headers (each spelt out for screen readers and on hover): the table fits a
        # side panel 300 px wide with Zarahemla's temple column, no header broken in two
        head = ["player", _abbr("pts", "points"), "cards", _abbr("dev", "development cards"),
                _abbr("kn.", "knights"), "road"]
        if rs.jungle:
            head.append(_abbr("disc.", "discoveries"))
        if rs.pieces.get("temple"):
            head.append(_abbr("tmpl", "temple stones"))
        head.append("<span class='bg-sr-only'>awards</span>")
        # the table scrolls sideways inside the panel rather than being cut off at its edge
        return ("<div style='overflow-x:auto;max-width:100%'>"
                "<table class='bg-score' style='font-size:12px;border-collapse:collapse'>"
                "<tr>" + "".join(f"<th style='text-align:left;padding:2px 3px;white-space:nowrap'>{h}</th>"
                                 for h in head) + "</tr>"
                + "".join(rows) + "</table></div>")

    def _refresh_log(self) -> None:
        self._take_engine_log()
        v = None if self.covered else self.viewer
        lines = [t for t, who in self.events if who is None or v in who][-16:]
        self.log_html.value = ("<div class='bg-log-box' tabindex='0' role='log' "
                               "aria-label='Event log' style='max-height:180px;overflow:auto;"
                               "font-size:12px;border-top:1px solid #ccc'><b>Event log</b> "
                               "(newest first)<br>"
                               + "<br>".join(html.escape(x) for x in reversed(lines)) + "</div>")

    # ------------------------------------------------------------- the event log
    def _take_engine_log(self) -> None:
        log = self.game.log
        if self._log_seen > len(log):        # a step back in history: the log is shorter
            self._log_seen = len(log)
        for line in log[self._log_seen:]:
            self.events.append((line, None))
        self._log_seen = len(log)

    def teacher_note(self, line: str) -> None:
        self._take_engine_log()
        self.events.append((line, None))

    def log_notice(self, line: str) -> None:
        self._take_engine_log()
        if not self.events or self.events[-1][0] != line:
            self.events.append((line, None))

    def before_action(self, action: Any) -> None:
        self._take_engine_log()
        self._hands_before = [list(h) for h in self.game.hands]
        self._discoveries_before = list(getattr(self.game, "discoveries", []))
        self._actor = self.game.current_player
        self._was_setup = self.game.phase.startswith("setup")

    def done_words(self, action: Any, words: str) -> str:
        roll = self.game.last_roll
        if isinstance(action, A.Roll) and roll:
            return f"rolled {sum(roll)} ({roll[0]}+{roll[1]})"
        return words

    def after_action(self, action: Any) -> None:
        """Log what the engine's own lines leave out: who produced what, which card was stolen."""
        g = self.game
        before, self._hands_before = self._hands_before, None
        self._take_engine_log()
        if getattr(self, "_was_setup", False) and not g.phase.startswith("setup") \
                and self.heatmap.value:
            # the heatmap helps to place the first settlements; in the main phase it makes
            # the legal roads faint: off (the button turns it back on)
            self.heatmap.value = False
        self._was_setup = False
        if before is None:
            return
        res = g.ruleset.resources
        if isinstance(action, A.Roll) and g.last_roll and sum(g.last_roll) != 7:
            got = []
            for q in range(g.n):
                gain = {res[r]: g.hands[q][r] - before[q][r] for r in range(len(res))
                        if g.hands[q][r] > before[q][r]}
                if gain:
                    got.append(f"player {q} {_cards(gain)}")
            self.events.append(("Production: " + ("; ".join(got) if got else "nobody gets a card")
                                + ".", None))
            was = getattr(self, "_discoveries_before", None)
            if g.ruleset.jungle and was:
                found = [f"player {q} {g.discoveries[q] - was[q]}" for q in range(g.n)
                         if g.discoveries[q] > was[q]]
                if found:
                    self.events.append(("Discoveries from the Jungle: " + "; ".join(found)
                                        + ".", None))
        elif isinstance(action, A.Discard):
            # one line a player: "Player 1 discards 4 cards: 2 ore, 2 grain."
            run = self._discards
            if run is None or run[0] != self._actor or run[2] != len(self.events) - 1:
                run = self._discards = (self._actor, {}, len(self.events))
                self.events.append(("", None))
            run[1][action.resource] = run[1].get(action.resource, 0) + 1
            k = sum(run[1].values())
            self.events[run[2]] = (f"Player {run[0]} discards {k} card{'s' if k > 1 else ''}: "
                                   f"{_cards(run[1])}.", None)
        elif isinstance(action, A.MoveRobber) and action.victim is not None:
            thief = g.turn_player
            took = [res[r] for r in range(len(res)) if g.hands[thief][r] > before[thief][r]]
            if took:
                # only the thief and the victim see which card it was
                self.events.append((f"Player {thief} took {took[0]} from player {action.victim} "
                                    "(only the two of them see this).", (thief, action.victim)))

    def timeline_extra(self) -> Any:
        return len(self.events)

    def restore_extra(self, extra: Any) -> None:
        del self.events[extra:]
        self._discards = None
        self._log_seen = len(self.game.log)
        self._hands_before = None
        self._discard_key = None

    def bot_delay(self) -> float:
        """Set-up placements are routine: at a paced speed bots make them four times faster."""
        return self._delay / 4 if self.game.phase.startswith("setup") else self._delay

    # -------------------------------------------------------------- status, dice
    def _you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.viewer and self.seats[seat] is None \
            and not self.covered

    def _status_line(self) -> str:
        """"Turn 3 · Player 0 (you): you must roll the dice first", never "player 0" twice."""
        g = self.game
        s = g.current_player
        words = g.phase_description()
        if self._you(s):
            who = f"Player {s} (you)"
            words = (words.replace(f"it is player {s}'s turn", "it is your turn")
                     .replace(f"player {s} must", "you must"))
        else:
            who = self.seat_name(s)
            words = (words.replace(f"it is player {s}'s turn", "their turn")
                     .replace(f"player {s} must", "must"))
        return (f"<div class='bg-status-line' style='font-size:15px'>Turn {g.turn + 1} · "
                f"{_swatch(s)} <b>{html.escape(who)}</b>: {html.escape(words)}</div>")

    def _dice_panel(self) -> str:
        """The dice of this turn; before the roll, last turn's dice shown faded as such."""
        g = self.game
        if not g.last_roll:
            return "<div style='color:#555'>No dice rolled yet.</div>"
        a, b = g.last_roll
        faces = f"{DICE_FACES[a - 1]}{DICE_FACES[b - 1]}"
        if g.phase == "pre_roll":
            return (f"<div class='bg-dice-old' style='color:#555'><span style='font-size:26px;"
                    f"opacity:0.45'>{faces}</span> last turn's roll was {a + b}; "
                    f"this turn's dice are not rolled yet.</div>")
        return (f"<div class='bg-dice-faces' title='this turn: {a + b}' "
                f"style='font-size:44px;line-height:1'>{faces} <span style='font-size:20px'>= "
                f"{a + b}</span> <span style='font-size:12px;color:#555'>this turn's roll"
                f"</span></div>")

    # ------------------------------------------------------------------ discard
    def _build_discard(self) -> None:
        self.discard_title = W.HTML()
        self.discard_cards = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.discard_cards.add_class("bg-cards")
        self.discard_button = W.Button(description="Discard the chosen cards",
                                       button_style="danger", layout=W.Layout(width="auto"))
        self.discard_button.add_class("bg-discard-confirm")
        self.discard_button.add_class("bg-wrap")
        self.discard_button.on_click(lambda _b: self.discard())
        self.discard_box = W.VBox([self.discard_title, self.discard_cards, self.discard_button])
        self.discard_box.add_class("bg-discard")
        self.discard_box.layout.display = "none"
        self._discard_key: Any = None

    def _refresh_discard(self) -> None:
        g = self.game
        s = g.current_player
        if g.is_over or g.phase != "discard" or self.covered or not self.is_human_turn():
            self.discard_box.layout.display = "none"
            self._discard_key = None
            return
        owed = g.discard_owed[s]
        key = (s, tuple(g.hands[s]), owed)
        if key != self._discard_key:       # one toggle per card in the hand
            self._discard_key = key
            toggles = []
            for name, k in g.hand(s).items():
                for _ in range(k):
                    t = W.ToggleButton(description=name, layout=W.Layout(width="auto"),
                                       tooltip=f"discard this {name}",
                                       _dom_classes=("bg-card-toggle",))
                    t.observe(lambda _c: self._discard_count(), names="value")
                    toggles.append(t)
            self.discard_cards.children = toggles
        self.discard_box.layout.display = None
        self._discard_count()

    def _discard_count(self) -> None:
        g = self.game
        s = g.current_player
        if s is None or g.phase != "discard":
            return
        owed = g.discard_owed[s]
        chosen = sum(1 for t in self.discard_cards.children if t.value)
        self.discard_title.value = (f"<div><b>Discard {owed} card(s)</b> (more than "
                                    f"{g.ruleset.hand_limit} in hand on a 7): click the cards, "
                                    f"then confirm. Chosen: <b>{chosen}</b> of {owed}.</div>")
        self.discard_button.disabled = chosen != owed
        self.discard_button.description = (f"Discard these {owed} cards" if chosen == owed else
                                            f"Choose {owed - chosen} more" if chosen < owed else
                                            f"{chosen - owed} too many chosen")

    def discard(self, cards: dict[str, int] | None = None) -> bool:
        """Discard the chosen cards at once (``cards``, or the cards toggled in the panel).

        The number must be exactly what the player owes; otherwise nothing is discarded.
        """
        g = self.game
        s = g.current_player
        if g.phase != "discard" or not self.is_human_turn() or self.covered:
            self.say("There is nothing to discard now.", error=True)
            return False
        if cards is None:
            cards = {}
            for t in self.discard_cards.children:
                if t.value:
                    cards[t.description] = cards.get(t.description, 0) + 1
        owed = g.discard_owed[s]
        if any(not isinstance(k, int) or k < 0 for k in cards.values()) or \
                sum(cards.values()) != owed:
            self.say(f"Choose exactly {owed} card(s) to discard.", error=True)
            return False
        hand = g.hand(s)
        short = [r for r, k in cards.items() if hand.get(r, 0) < k]
        if short:
            self.say(f"Player {s} does not hold that many {', '.join(short)}.", error=True)
            return False
        for r, k in cards.items():
            for _ in range(k):
                if not self.act(A.Discard(r), redraw_panels=False):
                    self.refresh_panels()
                    return False
        self._discard_key = None
        self._after()
        return True

    def _action_buttons(self) -> list[W.Widget]:
        """The base buttons, less Discard (the discard panel picks the cards)."""
        rows = super()._action_buttons()
        drop = self._menus.get("Discard", (None, None, None))[2]
        return [r for r in rows if r is not drop and not (
            isinstance(r, W.HBox) and r.children and all(
                type(self.button_action(c)).__name__ == "Discard" for c in r.children))]

    def _refresh_odds(self) -> None:
        from ..analysis import p_at_least_one, player_income, seven_risk
        g = self.game
        v = self.viewer
        others = g.n - 1
        p7 = p_at_least_one(7, others)
        lines = [f"Chance of a 7 before player {v}'s next turn ({others} rolls by others): "
                 f"<b>{_pct(p7)}</b> = {p7}"]
        try:
            risk = seven_risk(g, v, rolls=g.n)
            lines.append(f"Chance player {v} is over {g.ruleset.hand_limit} cards when a 7 comes "
                         f"in the next {g.n} rolls: <b>{_pct(risk.p_over)}</b>")
        except Exception:  # pragma: no cover - analysis edge cases never block play
            pass
        inc = player_income(g, v)
        total = sum(inc.values(), Fraction(0))
        words = ", ".join(f"{r} {float(x):.2f}" for r, x in inc.items() if x)
        lines.append(f"Player {v} expects <b>{float(total):.2f}</b> cards a round"
                     + (f" ({words})" if words else ""))
        if self.heatmap.value:
            heat = self._heat()
            best = sorted(((x, c) for c, x in heat.items()
                           if g.free_corner(g.board.corner_index[c])), reverse=True)[:3]
            if best:
                lines.append("Best open intersections: " + ", ".join(
                    f"{c} ({float(x):.2f})" for x, c in best))
            lines.append("Heatmap: bigger, yellower circles earn more cards a round.")
        self.odds_html.value = ("<div style='font-size:13px;background:#f4f8fb;padding:4px 8px;"
                                "border-left:4px solid #56B4E9'><b>Odds now</b><br>"
                                + "<br>".join(lines) + "</div>")


def _abbr(short: str, full: str) -> str:
    return f"<abbr title='{full}' aria-label='{full}' style='text-decoration:none'>{short}</abbr>"


def _cards(counts: dict[str, int]) -> str:
    return ", ".join(f"{k} {r}" for r, k in counts.items())


def _pct(x: Fraction) -> str:
    return f"{100 * float(x):.1f}%"


def _swatch(seat: int | None) -> str:
    if seat is None:
        return ""
    return (f"<span title='{PLAYER_NAMES[seat]}' style='display:inline-block;width:12px;"
            f"height:12px;border:1px solid #000;background:{PLAYER_COLOURS[seat]}'></span>")


def _ink(colour: str) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#000" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#fff"


def _terrain_for_res(game: Any, res: str) -> str:
    for ter, r in game.ruleset.terrains.items():
        if r == res:
            return ter
    return res


def _terrain_of(game: Any, kind: str) -> str:
    return _terrain_for_res(game, kind)
