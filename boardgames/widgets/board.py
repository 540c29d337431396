"""The clickable board: an anywidget that draws an SVG scene sent from Python.

Python describes the picture as a list of shapes (``{"t": "poly", "points": ...,
"fill": ..., "id": "corner:E-I-J", "legal": True}``); the browser draws them and
sends back the ``id`` of whatever was clicked.  The widget knows no rule: an app
(:mod:`boardgames.widgets.app`) turns a clicked id into an engine action.

From Python (tests, or a teacher at the keyboard) ``board.click("corner:E-I-J")``
does exactly what a click in the browser does.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import anywidget
import traitlets

_HERE = Path(__file__).parent
_DUMPS = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode


class BoardWidget(anywidget.AnyWidget):
    """An SVG board whose shapes with an ``id`` are click targets."""

    _esm = _HERE / "board.js"
    _css = _HERE / "board.css"
    # the scene travels as one JSON string: far cheaper for the kernel to send than a
    # nested dict (no per-value cleaning); the browser parses it once
    _scene_json = traitlets.Unicode("{}").tag(sync=True)
    _background_json = traitlets.Unicode("[]").tag(sync=True)   # shapes that rarely change
    message = traitlets.Unicode("").tag(sync=True)
    message_is_error = traitlets.Bool(False).tag(sync=True)

    def __init__(self, on_click: Callable[[str], Callable[[], None] | None] | None = None,
                 **kwargs):
        super().__init__(**kwargs)
        self._on_click = on_click
        self.clicks: list[str] = []
        self.handle_ms: list[float] = []     # Python time from a click to its redraw being sent
        self._scene: dict = {}
        self._chunks: dict[str, str] = {}    # the groups of shapes last sent, as JSON
        self._rev = 0                          # the scene's revision (each `scene = ...`)
        self.sent_bytes: list[int] = []        # bytes sent for each redraw (benchmarks)
        self._background: list = []
        self.on_msg(self._on_custom_msg)

    def _on_custom_msg(self, _widget, content, _buffers) -> None:
        if not isinstance(content, dict):
            return
        if content.get("type") == "click":
            self.click(str(content.get("target", "")))
        elif content.get("type") == "hello" and content.get("rev") != self._rev:
            self._resend()          # a view drawn from an older scene than Python's
        elif content.get("type") == "resync":
            self._resend()

    def click(self, target: str) -> None:
        """Act as if ``target`` (a shape's id) was clicked in the browser.

        The app's handler redraws the board and may return a continuation
        (update the side panels, let the bots move): the browser is told the
        click is answered before that runs, so the redraw is never kept waiting.
        """
        self.clicks.append(target)
        after = None
        t0 = time.perf_counter()
        try:
            if self._on_click is not None:
                after = self._on_click(target)
        finally:
            self.send({"type": "done"})
            self.handle_ms.append(1000 * (time.perf_counter() - t0))
        if after is not None:
            after()

    @property
    def scene(self) -> dict:
        """The picture: ``{"viewBox": [...], "items": [shape, ...], ...}``."""
        return self._scene

    @scene.setter
    def scene(self, value: dict) -> None:
        """Show ``value``, sending the browser only the groups of shapes that changed.

        The items fall into groups: an item with ``"k"`` opens (or continues) the
        group of that name, an item with an ``id`` opens a group of its own, any
        other item joins the group before it.  A group that is the same as last
        time is not sent again; the browser redraws only the groups it receives.
        """
        self._scene = value
        self._rev += 1
        groups: dict[str, list[dict]] = {}
        key = "_"
        dumps = _DUMPS
        for it in value.get("items", ()):
            k = it.pop("k", None)
            if k is not None:
                key = k
            elif "id" in it:
                key = it["id"]
                if key in groups:
                    key += "~"
                    while key in groups:
                        key += "~"
            groups.setdefault(key, []).append(it)
        chunks = {k: dumps(v) for k, v in groups.items()}
        meta = {a: b for a, b in value.items() if a != "items"}
        meta["rev"] = self._rev
        meta_json = dumps(meta)
        order = list(chunks)
        full = (meta_json[:-1] + ',"groups":[' +
                ",".join(f"[{dumps(k)},{c}]" for k, c in chunks.items()) + "]}")
        before, self._chunks = self._chunks, chunks
        changed = {k: c for k, c in chunks.items() if before.get(k) != c}
        patch_size = sum(len(c) for c in changed.values())
        if not before or patch_size > 0.7 * len(full):
            self._scene_json = full          # the whole scene, as a trait
            self.sent_bytes.append(len(full))
            return
        # a patch as a custom message; the trait is updated without being sent again,
        # so a page that reconnects still gets the whole scene
        body = ",".join(f"{dumps(k)}:{c}" for k, c in changed.items())
        text = (meta_json[:-1] + f',"from":{self._rev - 1}' +
                (f',"order":{dumps(order)}' if list(before) != order else "") +
                ',"changed":{' + body + "}}")
        with self._lock_property(_scene_json=full):
            self._scene_json = full
        self.send({"type": "patch", "json": text})
        self.sent_bytes.append(len(text))

    def _resend(self) -> None:
        """Send the whole scene again (a view that missed a patch, or a new view)."""
        self.send_state("_scene_json")

    @property
    def background(self) -> list:
        """Shapes drawn under the scene that rarely change (sea, harbours)."""
        return self._background

    @background.setter
    def background(self, value: list) -> None:
        self._background = value
        self._background_json = json.dumps(value, separators=(",", ":"))

    def legal_targets(self) -> list[str]:
        """The ids of the shapes highlighted as legal now."""
        return [it["id"] for it in self.scene.get("items", []) if it.get("id") and it.get("legal")]

    def targets(self) -> list[str]:
        """Every clickable id (legal or not), background included."""
        ids = [it["id"] for it in self._background + self.scene.get("items", []) if it.get("id")]
        return list(dict.fromkeys(ids))
