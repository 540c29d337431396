"""The package's versions of the build steps of lessons 1-6 (see :mod:`boardgames.lessons.builds`).

Each is registered with :func:`~boardgames.lessons.builds.register` under
``"lesson-slug/name"``; a lesson hands the student's version to ``build(key, ...)``.
Keep imports cheap: no sympy at import time.
"""

from __future__ import annotations

from .builds import register

__all__ = ["register"]
