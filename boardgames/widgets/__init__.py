"""Play the games in a notebook: ``boardgames.play("catan", opponents=["random"] * 3)``.

:func:`play` returns an ipywidgets app with a clickable board (an anywidget
drawing SVG), the panels of the game and a live odds panel.  The app holds no
rule: it asks the engine for the legal actions, highlights their targets and
applies the one clicked; an illegal click shows the engine's reason.

Seats: seat 0 is a human at the screen; ``opponents`` fills the other seats,
each a bot instance, a bot name from the game's record (``"random"``, ``"strong"``,
``"greedy"``...) or ``"human"`` (hotseat: a classmate at the same screen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import GameApp
    from .board import BoardWidget

# ipywidgets and anywidget load with the first app, not with the package: the palette
# (boardgames.viz.palette) is also what the static plotly board draws with
_LAZY = {"GameApp": ".app", "SPEEDS": ".app", "seat_player": ".app", "BoardWidget": ".board"}


def __getattr__(name: str) -> Any:
    if name == "GAMES":                  # every game of the catalogue (the app is the record's)
        from ..core.game import game_names
        return tuple(game_names())
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
        a game's name (``"catan"``, ``"forbidden-jungle"``, any of
        :func:`boardgames.game_names`), or a game object already under way (e.g. from
        :func:`boardgames.load_game`).
    ``opponents``
        one entry per other seat: a bot, a bot name or ``"human"``.  Default: the game's
        record says (its ``default_bot`` in every other seat, or in ``default_opponents``
        seats: three in the settlers games, one fellow adventurer in Forbidden Jungle).
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
    from ..core.gametype import game_type
    from .app import SPEEDS, seat_player

    if isinstance(game, str):
        record = game_type(game)
        if opponents is None:
            count = (record.default_opponents if players is None
                     and record.default_opponents is not None
                     else (players or record.default_players) - 1)
            opponents = [record.default_bot] * count
        n = players if players is not None else 1 + len(opponents)
        if len(opponents) != n - 1:
            raise ValueError(f"{n} players need {n - 1} opponents, not {len(opponents)}")
        g = new_game(game, players=n, seed=seed, **options)
    else:
        g = game
        record = g.game_type
        n = g.players
        if opponents is None:
            opponents = [record.default_bot] * (n - 1)
    if isinstance(bot_speed, str) and bot_speed not in SPEEDS:
        raise ValueError(f"bot_speed is one of {', '.join(SPEEDS)} or a number of seconds")
    seats = [None] + [seat_player(o, record.name, None if seed is None else seed + 1000 * (i + 1))
                      for i, o in enumerate(opponents)]
    app: GameApp = record.app_class()(g, seats, bot_speed)
    if teacher:
        app.show_teacher()
    return app


__all__ = ["GAMES", "BoardWidget", "GameApp", "play"]
