"""The settlers rules, one module per part of the rulebook.

Each module holds functions over the state (:class:`~boardgames.settlers.state.SettlersState`,
the first argument of every one) and a ``RULES`` table of the actions it handles, which
:data:`boardgames.settlers.engine.RULES` merges; see ``docs/architecture-settlers.md``.
"""
