"""The Jupyter server extension that switches Nagle's algorithm off on kernel websockets.

Without it a click's small answer messages wait for the browser's delayed
acknowledgement (up to 40 ms); see ``boardgames/widgets/server.py`` and the
``--echo`` reading of ``benchmarks/bench_widget_latency.py``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
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


def extension_state(python, config_dir) -> str | None:
    """'enabled', 'disabled' or None: what `jupyter server extension list` says of ours."""
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(config_dir)}
    env.pop("JUPYTER_CONFIG_PATH", None)
    out = subprocess.run([str(python), "-m", "jupyter_server", "extension", "list"],
                         capture_output=True, text=True, timeout=120, env=env)
    for line in (out.stdout + out.stderr).splitlines():
        if "boardgames.widgets.server" in line and "Validating" not in line:
            return "disabled" if "disabled" in line else "enabled" if "enabled" in line else None
    return None


def test_installing_the_package_lists_the_extension_disabled(tmp_path):
    # opt-in: enabled, it would change every Jupyter server of the environment
    pytest.importorskip("jupyter_server")
    assert extension_state(sys.executable, tmp_path) == "disabled"


def test_the_documented_command_enables_the_extension(tmp_path):
    """`jupyter server extension enable --sys-prefix boardgames.widgets.server`, in a scratch
    environment (not this one) that sees this one's packages and holds the installed config."""
    pytest.importorskip("jupyter_server")
    shipped = Path(sys.prefix) / "etc/jupyter/jupyter_server_config.d/boardgames.json"
    assert shipped.is_file(), f"the package did not install {shipped}"
    env_dir = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env_dir)], check=True,
                   timeout=120)
    python = env_dir / "bin" / "python"
    site = subprocess.run([str(python), "-c", "import site; print(site.getsitepackages()[0])"],
                          check=True, capture_output=True, text=True).stdout.strip()
    Path(site, "outer.pth").write_text("\n".join(p for p in sys.path if p.endswith("-packages")))
    conf = env_dir / "etc/jupyter/jupyter_server_config.d"
    conf.mkdir(parents=True)
    shutil.copy2(shipped, conf / shipped.name)
    user = tmp_path / "user-config"
    assert extension_state(python, user) == "disabled"
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(user)}
    subprocess.run([str(python), "-m", "jupyter_server", "extension", "enable", "--sys-prefix",
                    "boardgames.widgets.server"], check=True, capture_output=True, timeout=120,
                   env=env)
    assert extension_state(python, user) == "enabled"
