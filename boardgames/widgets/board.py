"""The clickable board: an anywidget that draws an SVG scene sent from Python.

Python describes the picture as a list of shapes (``{"t": "poly", "points": ...,
"fill": ..., "id": "corner:E-I-J", "legal": True}``); the browser draws them and
sends back the ``id`` of whatever was clicked.  The widget knows no rule: an app
(:mod:`boardgames.widgets.app`) turns a clicked id into an engine action.

From Python (tests, or a teacher at the keyboard) ``board.click("corner:E-I-J")``
does exactly what a click in the browser does.

**One message a click.**  Whatever a click changes on the board (the redrawn
groups of shapes, the message under the pointer) goes to the browser as *one*
custom message, together with the "done" that ends the click; so does each
redraw outside a click (a button, a bot's move).  The synced traits
(``_scene_json``, ``message``, ``message_is_error``) are kept up to date in
Python without being sent again, so that a view opened later draws the current
board; a view drawn from an older revision asks for the whole scene.  Until a
view has said hello (a notebook run without a page, e.g. by nbclient) the
traits are synced the ordinary way instead, so that saved widget state is right.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import anywidget
import traitlets

_HERE = Path(__file__).parent

_DUMPS = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode
#: the traits that travel inside the board's own update message once a view is live
_QUIET = frozenset({"_scene_json", "message", "message_is_error"})


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
        self.handle_ms: list[float] = []     # Python time from a click to its answer being sent
        self.sent_bytes: list[int] = []      # bytes of each board update sent (benchmarks)
        self.updates_sent = 0                # board messages sent (benchmarks, tests)
        self._scene: dict = {}
        self._meta: dict = {}
        self._groups: dict[str, list] = {}   # the scene's groups of shapes now
        self._chunks: dict[str, str] = {}    # ... and each as JSON
        self._sent: dict[str, str] = {}      # the groups the views were last sent
        self._rev = 0                        # revision of the last board update sent
        self._scene_dirty = False
        self._said: tuple[str, bool] | None = None   # a message said since the last update
        self._held = 0
        self._live = False                   # a view said hello: updates as one message
        self._quiet = False
        self._background: list = []
        self.on_msg(self._on_custom_msg)

    # ------------------------------------------------------------ the messages
    def _on_custom_msg(self, _widget, content, _buffers) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "click":
            self.click(str(content.get("target", "")))
        elif kind == "hello":
            self._live = True
            if content.get("rev") != self._rev:
                self._resend()          # a view drawn from an older scene than Python's
        elif kind == "resync":
            self._live = True
            self._resend()

    def _should_send_property(self, key, value):
        # kept in Python only while the board's own update message carries it
        if self._quiet and key in _QUIET:
            return False
        return super()._should_send_property(key, value)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Send every change to the board made inside as one message, at the end."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held:
                self._flush()

    def click(self, target: str) -> None:
        """Act as if ``target`` (a shape's id) was clicked in the browser.

        The app's handler redraws the board and may return a continuation
        (update the side panels, let the bots move): the browser gets the
        redraw, the message and "done" in one message before that runs, so the
        redraw is never kept waiting.
        """
        self.clicks.append(target)
        after = None
        t0 = time.perf_counter()
        self._held += 1
        try:
            if self._on_click is not None:
                after = self._on_click(target)
        finally:
            self._held -= 1
            self._flush(done=True)
            self.handle_ms.append(1000 * (time.perf_counter() - t0))
        if after is not None:
            after()

    def say(self, text: str, error: bool = False) -> None:
        """Show ``text`` over the board (an error in warning colours)."""
        self._said = (text, bool(error))
        self._set_quietly(message=text, message_is_error=bool(error))
        if not self._held:
            self._flush()

    def _set_quietly(self, **traits) -> None:
        if not self._live:
            with self.hold_sync():
                for k, v in traits.items():
                    setattr(self, k, v)
            return
        self._quiet = True
        try:
            for k, v in traits.items():
                setattr(self, k, v)
        finally:
            self._quiet = False

    def _flush(self, done: bool = False) -> None:
        """Send what changed since the last update (scene, message, "done") as one message."""
        scene = None
        if self._scene_dirty:
            self._scene_dirty = False
            scene = self._scene_text()
        said, self._said = self._said, None
        if not self._live:
            # no page has said hello: the ordinary trait sync (already done for the
            # message); "done" has nobody to tell
            if scene is not None:
                self._scene_json = scene[1]
                self.sent_bytes.append(len(scene[1]))
            return
        if scene is None and said is None and not done:
            return
        parts = [f'"rev":{self._rev + 1},"from":{self._rev}']
        if scene is not None:
            parts.append('"scene":' + scene[0])
        if said is not None:
            parts.append(f'"say":{_DUMPS(said[0])},"error":{"true" if said[1] else "false"}')
        if done:
            parts.append('"done":true')
        text = "{" + ",".join(parts) + "}"
        self._rev += 1
        if scene is not None:
            self._set_quietly(_scene_json=scene[1])
            self.sent_bytes.append(len(text))
        self.send({"type": "update", "json": text})
        self.updates_sent += 1

    def _scene_text(self) -> tuple[str, str]:
        """(what to send: a patch of the changed groups or the whole scene, the whole scene)."""
        meta = dict(self._meta)
        meta["rev"] = self._rev + 1 if self._live else self._rev
        meta_json = _DUMPS(meta)
        chunks = self._chunks
        full = (meta_json[:-1] + ',"groups":[' +
                ",".join(f"[{_DUMPS(k)},{c}]" for k, c in chunks.items()) + "]}")
        before = self._sent
        self._sent = chunks
        changed = {k: c for k, c in chunks.items() if before.get(k) is not c and before.get(k) != c}
        if not before or sum(len(c) for c in changed.values()) > 0.7 * len(full):
            return full, full
        order = list(chunks)
        body = ",".join(f"{_DUMPS(k)}:{c}" for k, c in changed.items())
        patch = (meta_json[:-1] +
                 (f',"order":{_DUMPS(order)}' if list(before) != order else "") +
                 ',"changed":{' + body + "}}")
        return patch, full

    def _resend(self) -> None:
        """Send the whole scene and the message again (a view that missed an update, a new view)."""
        self._sent = {}
        self._scene_dirty = True
        self._said = (self.message, self.message_is_error)
        self._flush()

    # ---------------------------------------------------------------- the scene
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
        groups: dict[str, list[dict]] = {}
        key = "_"
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
        old_groups, old_chunks = self._groups, self._chunks
        # a group equal to last time's keeps its JSON (comparing is cheaper than encoding)
        self._chunks = {k: old_chunks[k] if old_groups.get(k) == v else _DUMPS(v)
                        for k, v in groups.items()}
        self._groups = groups
        self._meta = {a: b for a, b in value.items() if a != "items"}
        self._scene_dirty = True
        if not self._held:
            self._flush()

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
