"""Plotly views: one function per view, each returning a ``plotly.graph_objects.Figure``.

Every figure is titled and axis-labelled, uses the colour-blind-safe
Okabe-Ito palette (or the Cividis scale for heatmaps), and explains each
number in its hover text.  Views that read a game work on a fresh game and on
one in progress.
"""

from .board import board_figure, income_figure, robber_cost_figure
from .dice import dice_figure, waiting_time_figure
from .outcomes import game_length_figure, win_rate_figure
from .threat import alien_figure, survival_figure, threat_rate_figure

__all__ = ["alien_figure", "board_figure", "dice_figure", "game_length_figure", "income_figure",
           "robber_cost_figure", "survival_figure", "threat_rate_figure", "waiting_time_figure",
           "win_rate_figure"]
