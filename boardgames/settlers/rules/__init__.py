"""The settlers rules, one module per part of the rulebook.

Each module holds a mixin class of :class:`~boardgames.settlers.engine.SettlersGame`
(methods over the one flat state object) and the plain functions its rule
needs; see ``docs/architecture-settlers.md``.
"""
