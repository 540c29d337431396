"""A Jupyter server extension: kernel websockets send small messages at once.

Why.  A click on a board is a small comm message to the kernel, and the answer
is a few small messages back (the redrawn groups, "done", the kernel's
busy/idle status).  Jupyter Server writes them on the browser's websocket
without ``TCP_NODELAY``, so Nagle's algorithm holds each small write until the
previous one is acknowledged, and the browser delays its acknowledgements by
up to 40 ms.  Measured with a bare echo widget in JupyterLab on this project's
test machine: p95 about 50 ms before, about 15 ms after
(``benchmarks/bench_widget_latency.py --echo``).

What.  On load, the server's kernel websocket connection class (whichever is
configured, the default ``ZMQChannelsWebsocketConnection`` included) is
replaced by a subclass that switches ``TCP_NODELAY`` on for its websocket when
it connects; nothing else changes.

Opt-in.  Installing the package does not enable it: it changes how every
kernel of a Jupyter server talks to the browser, so it is the environment
owner's choice.  Enable it for the environment with::

    jupyter server extension enable --sys-prefix boardgames.widgets.server

(``--user`` for every environment of this user; ``disable`` undoes it;
``jupyter server extension list`` shows it), or for one launch with
``jupyter lab --ServerApp.jpserver_extensions="{'boardgames.widgets.server': True}"``.
Without it everything works; a click's answer may wait up to 40 ms more.
Voila started on its own is not a Jupyter Server app and loads no server
extension: pass
``--Voila.kernel_websocket_connection_class=boardgames.widgets.server.NoDelayConnection``.
"""

from __future__ import annotations

from typing import Any

_MARK = "_boardgames_nodelay"


def with_nodelay(base: type) -> type:
    """A subclass of the connection class ``base`` whose websocket sends at once."""
    if getattr(base, _MARK, False):
        return base

    def connect(self: Any) -> Any:
        handler = getattr(self, "websocket_handler", None)
        try:
            handler.set_nodelay(True)
        except Exception:  # no stream yet, or not a tornado socket: keep Nagle
            pass
        return base.connect(self)

    return type(base.__name__ + "NoDelay", (base,),
                {"connect": connect, _MARK: True, "__module__": __name__,
                 "__doc__": f"{base.__name__} with TCP_NODELAY on its websocket."})


def _default_class() -> type:
    from jupyter_server.services.kernels.connection.channels import (
        ZMQChannelsWebsocketConnection,
    )
    return ZMQChannelsWebsocketConnection


def __getattr__(name: str) -> Any:
    # ``NoDelayConnection`` is built on first use, so importing this module does not
    # import jupyter_server (the package itself never needs it)
    if name == "NoDelayConnection":
        cls = with_nodelay(_default_class())
        globals()[name] = cls
        return cls
    raise AttributeError(name)


def _jupyter_server_extension_points() -> list[dict]:
    return [{"module": __name__}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    settings = serverapp.web_app.settings
    base = settings.get("kernel_websocket_connection_class") or _default_class()
    settings["kernel_websocket_connection_class"] = with_nodelay(base)
    serverapp.log.info("boardgames: kernel websockets send small messages at once "
                       "(TCP_NODELAY)")
