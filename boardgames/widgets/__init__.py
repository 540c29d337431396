"""Play the games in a notebook: ``boardgames.play("catan", opponents=["random"] * 3)``.

:func:`play` returns an ipywidgets app with a clickable board (an anywidget
drawing SVG), the panels of the game and a live odds panel.  The app holds no
rule: it asks the engine for the legal actions, highlights their targets and
applies the one clicked; an illegal click shows the engine's reason.

Seats: seat 0 is a human at the screen; ``opponents`` fills the other seats,
each a bot instance, a bot name (``"random"``, ``"greedy"``, ``"search"``,
``"planner"``) or ``"human"`` (hotseat: a classmate at the same screen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import GameApp
    from .board import BoardWidget

GAMES = ("catan", "catan-jungle", "zarahemla", "forbidden-jungle")
# ipywidgets and anywidget load with the first app, not with the package: the palette
# (boardgames.viz.palette) is also what the static plotly board draws with
_LAZY = {"GameApp": ".app", "SPEEDS": ".app", "make_bot": ".app", "BoardWidget": ".board"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name], __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def play(game: str | Any = "catan", opponents: list | None = None, seed: int | None = None,
         players: int | None = None, bot_speed: str | float = "normal", teacher: bool = False,
         **options: Any) -> GameApp:
    """Start a game and return its play app (display it as a cell's last line).

    ``game``
        ``"catan"``, ``"catan-jungle"``, ``"zarahemla"`` or ``"forbidden-jungle"``, or a game
        object already under way (e.g. from :func:`boardgames.load_game`).
    ``opponents``
        one entry per other seat: a bot, a bot name or ``"human"``.  Default: random bots
        (three in the settlers games, one fellow adventurer in Forbidden Jungle).
    ``seed``
        seeds the game and the bots: the same seed and the same clicks give the same game.
    ``players``
        the number of seats (default ``1 + len(opponents)``).
    ``bot_speed``
        ``"instant"``, ``"fast"``, ``"normal"``, ``"slow"`` (a pause between bot moves) or seconds.
    ``teacher``
        show the teacher panel: decide the next chance event (its odds shown first), and a
        history slider to step back and play on (``app.show_teacher()`` later does the same).

    Other options go to :func:`boardgames.new_game` (``layout=``, ``target=``, ``difficulty=``...).
    """
    from ..core.game import new_game
    from .app import SPEEDS, make_bot

    if isinstance(game, str):
        name = game
        if opponents is None:
            default = 1 if name == "forbidden-jungle" else (players or 4) - 1
            opponents = ["random"] * default
        n = players if players is not None else 1 + len(opponents)
        if len(opponents) != n - 1:
            raise ValueError(f"{n} players need {n - 1} opponents, not {len(opponents)}")
        g = new_game(name, players=n, seed=seed, **options)
    else:
        g = game
        name = g.name
        n = len(g.view()["adventurers"]) if name == "forbidden-jungle" else g.n
        if opponents is None:
            opponents = ["random"] * (n - 1)
    if isinstance(bot_speed, str) and bot_speed not in SPEEDS:
        raise ValueError(f"bot_speed is one of {', '.join(SPEEDS)} or a number of seconds")
    seats = [None] + [make_bot(o, None if seed is None else seed + 1000 * (i + 1), name)
                      for i, o in enumerate(opponents)]
    if name == "forbidden-jungle":
        from .jungle_app import JungleApp
        app: GameApp = JungleApp(g, seats, bot_speed)
    else:
        from .settlers_app import SettlersApp
        app = SettlersApp(g, seats, bot_speed)
    if teacher:
        app.show_teacher()
    return app


__all__ = ["GAMES", "BoardWidget", "GameApp", "play"]
