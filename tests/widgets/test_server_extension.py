"""The Jupyter server extension that switches Nagle's algorithm off on kernel websockets.

Without it a click's small answer messages wait for the browser's delayed
acknowledgement (up to 40 ms); see ``boardgames/widgets/server.py`` and the
``--echo`` reading of ``benchmarks/bench_widget_latency.py``.
"""

from __future__ import annotations

import subprocess
import sys
from types import SimpleNamespace

import pytest

from boardgames.widgets import server


class FakeHandler:
    def __init__(self):
        self.nodelay = None

    def set_nodelay(self, value):
        self.nodelay = value


class FakeConnection:
    connected = 0

    def __init__(self, handler):
        self.websocket_handler = handler

    def connect(self):
        type(self).connected += 1
        return "connected"


def test_the_connection_switches_nodelay_on_before_connecting():
    cls = server.with_nodelay(FakeConnection)
    handler = FakeHandler()
    assert cls(handler).connect() == "connected"     # the configured class still connects
    assert handler.nodelay is True
    assert issubclass(cls, FakeConnection)


def test_a_socket_without_nodelay_still_connects():
    class Broken(FakeHandler):
        def set_nodelay(self, value):
            raise OSError("not a TCP socket")

    assert server.with_nodelay(FakeConnection)(Broken()).connect() == "connected"


def test_loading_the_extension_wraps_whichever_class_the_server_configured():
    settings = {"kernel_websocket_connection_class": FakeConnection}
    app = SimpleNamespace(web_app=SimpleNamespace(settings=settings),
                          log=SimpleNamespace(info=lambda *a: None))
    server._load_jupyter_server_extension(app)  # noqa: SLF001 - a test of the play app's own internals
    wrapped = settings["kernel_websocket_connection_class"]
    assert issubclass(wrapped, FakeConnection) and wrapped is not FakeConnection
    server._load_jupyter_server_extension(app)          # loading twice wraps once  # noqa: SLF001 - a test of the play app's own internals
    assert settings["kernel_websocket_connection_class"] is wrapped


def test_the_default_class_for_voila_is_importable_by_name():
    pytest.importorskip("jupyter_server")
    from jupyter_server.services.kernels.connection.channels import (
        ZMQChannelsWebsocketConnection,
    )
    from traitlets.utils.importstring import import_item

    cls = import_item("boardgames.widgets.server.NoDelayConnection")
    assert issubclass(cls, ZMQChannelsWebsocketConnection)


def test_installing_the_package_enables_the_extension():
    pytest.importorskip("jupyter_server")
    out = subprocess.run([sys.executable, "-m", "jupyter", "server", "extension", "list"],
                         capture_output=True, text=True, timeout=120)
    text = out.stdout + out.stderr
    line = next((ln for ln in text.splitlines() if "boardgames.widgets.server" in ln
                 and "enabled" in ln), None)
    assert line is not None, "boardgames.widgets.server is not enabled:\n" + text
