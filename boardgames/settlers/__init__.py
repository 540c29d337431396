"""The settlers engine and its three rulesets: ``catan``, ``catan-jungle``, ``zarahemla``."""

from ..core.game import register
from ..core.options import Option, OptionSpec
from . import actions
from .actions import *  # noqa: F403
from .board import Board
from .engine import SettlersGame
from .options import max_points
from .rulesets import CATAN, CATAN_JUNGLE, RULESETS, ZARAHEMLA, Ruleset, ZarahemlaLayout

__all__ = ["Board", "CATAN", "CATAN_JUNGLE", "RULESETS", "Ruleset", "SettlersGame", "ZARAHEMLA",
           "ZarahemlaLayout", "actions", *actions.ACTION_CLASSES]


def _factory(ruleset: str):
    def make(**options):
        return SettlersGame(ruleset, **options)
    make.__doc__ = f"Start a new {RULESETS[ruleset].title} game (see SettlersGame for options)."
    return make


def option_spec(ruleset: Ruleset) -> OptionSpec:
    """The options of a game of ``ruleset``, declared once (``new_game`` and saves check them).

    :func:`boardgames.game_options` gives the one registered for each game.

    Examples
    --------
    >>> from boardgames.settlers import CATAN, ZARAHEMLA, option_spec
    >>> option_spec(CATAN).defaults()
    {'players': 4, 'seed': None, 'layout': 'random', 'target': None, 'jungle_number': None, 'discovery_supply': None}
    >>> option_spec(ZARAHEMLA).check({"target": 9})
    Traceback (most recent call last):
        ...
    ValueError: zarahemla's option target is one of 10, 11 or 12, or None, not 9 (The Settlers of Zarahemla is played to 12 points, or 10 or 11 as the short variant)
    """
    rs = ruleset
    if rs.targets is not None:
        target = Option("target", "victory points to win (None: the rulebook's)", None, int,
                        choices=tuple(rs.targets), none_ok=True,
                        why=f"{rs.title} is played to {rs.target} points, or "
                            f"{' or '.join(str(t) for t in rs.targets if t != rs.target)} "
                            "as the short variant")
    else:
        target = Option("target", "victory points to win (None: the rulebook's)", None, int,
                        low=3, high=max_points(rs), none_ok=True)
    layout = (Option("layout", "'random' (a random board), a ZarahemlaLayout or its dict",
                     "random") if rs.board == "zarahemla" else
              Option("layout", "'beginner' (the rulebook's starting board) or 'random'",
                     "random", str, choices=("beginner", "random")))
    options = [
        Option("players", "how many play", max(rs.players), int, choices=tuple(rs.players)),
        Option("seed", "the seed of the game's random events (None: a fresh one)", None, int,
               none_ok=True),
        layout, target,
    ]
    if rs.jungle:
        options += [
            Option("jungle_number", "the Jungle tile's number token", 4, int,
                   choices=(3, 4, 5, 9, 10, 11), none_ok=True, why="never 2, 6, 8 or 12"),
            Option("discovery_supply", "discovery counters in the supply (None: unlimited)",
                   None, int, low=0, high=10_000, none_ok=True),
        ]
    else:   # declared (a save lists every option) but only the Jungle variant gives them a value
        options += [Option(name, f"{doc} (catan-jungle only)", None, int, choices=(),
                           none_ok=True, why="they belong to the catan-jungle game")
                    for name, doc in (("jungle_number", "the Jungle tile's number token"),
                                      ("discovery_supply", "discovery counters in the supply"))]
    return OptionSpec(rs.name, options)


for _name in RULESETS:
    register(_name, _factory(_name), SettlersGame.from_state, options=option_spec(RULESETS[_name]))
