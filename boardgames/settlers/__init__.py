"""The settlers engine and its three rulesets: ``catan``, ``catan-jungle``, ``zarahemla``."""

from ..core.game import register
from . import actions
from .actions import *  # noqa: F403
from .board import Board
from .engine import SettlersGame
from .rulesets import CATAN, CATAN_JUNGLE, RULESETS, ZARAHEMLA, Ruleset, ZarahemlaLayout

__all__ = ["Board", "CATAN", "CATAN_JUNGLE", "RULESETS", "Ruleset", "SettlersGame", "ZARAHEMLA",
           "ZarahemlaLayout", "actions", *actions.ACTION_CLASSES]


def _factory(ruleset: str):
    def make(**options):
        return SettlersGame(ruleset, **options)
    make.__doc__ = f"Start a new {RULESETS[ruleset].title} game (see SettlersGame for options)."
    return make


for _name in RULESETS:
    register(_name, _factory(_name), SettlersGame.from_state,
             options=("players", "seed", "layout", "target", "jungle_number", "discovery_supply"))
