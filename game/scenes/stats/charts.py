"""The statistics screen's two small charts, drawn with pygame: a histogram of a player's results beside
the perfect (or Hard) player's distribution, and a line of the points given up over the last games."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.render import chart_scale, menu_type, text, theme
from game.render.panel import translucent

PLAYER_BARS = (170, 150, 230)   # a player who never sat at a table in a colour: a neutral lavender, no state
BAR_GAP = 2       # px between two bars of the histogram


SCALE_GAP = 8     # px between the histogram's scale numbers and its plot
SCALE_TICKS = 3   # the histogram's scale: at most this many round steps from 0


def draw_histogram(surface: pygame.Surface, rect: pygame.Rect, edges, player, reference=None,
                   colour: tuple[int, int, int] = PLAYER_BARS,
                   tick_label: Callable[[float], str] = lambda value: f"{value:g}%") -> pygame.Rect:
    """Bars (in the player's `colour`): the share of the player's results in each bin; a stepped line: the
    reference's share; at the left a scale of round percentages of the games, each on a faint rule (review 25: "the
    histogram has no y-axis"). Returns the plot."""
    tallest = max([*player, *(reference if reference is not None else [])] + [1e-9])
    top, step = scale(100 * tallest, SCALE_TICKS)
    ticks = [step * k for k in range(round(top / step) + 1)]
    labels = [tick_label(tick) for tick in ticks]   # (each step's, 0 left out: see below)
    room = max(text.width_of(label, menu_type.VALUE) for label in labels[1:]) + SCALE_GAP
    plot = pygame.Rect(rect.left + room, rect.top + 14, rect.width - room - 8, rect.height - 50)
    bins = len(player)
    # every bin the same whole number of px, the plot centred in what is left over (look review 21: bars of a
    # fractional width, rounded one by one, came out uneven and abutting or overlapping)
    width = max(3, plot.width // bins)
    plot = pygame.Rect(plot.left + (plot.width - width * bins) // 2, plot.top, width * bins, plot.height)

    def y_of(share: float) -> float:
        return plot.bottom - plot.height * 100 * share / top

    for tick, label in zip(ticks[1:], labels[1:], strict=True):   # (0 is the base line, where the results' scale is
        y = round(y_of(tick / 100))                                  # numbered: its "0%" ran into "100")
        pygame.draw.line(surface, theme.SPACE_LIGHT, (plot.left, y), (plot.right, y), 1)
        text.draw(surface, label, menu_type.VALUE, theme.TEXT_DIM, midright=(plot.left - SCALE_GAP, y))
    for i, share in enumerate(player):
        height = round(plot.bottom - y_of(share))
        bar = pygame.Rect(plot.left + i * width + BAR_GAP // 2, plot.bottom - height, width - BAR_GAP, height)
        translucent(surface, bar, colour, 170)
    if reference is not None:
        points = []
        for i, share in enumerate(reference):
            y = y_of(share)
            points += [(plot.left + i * width, y), (plot.left + (i + 1) * width, y)]
        pygame.draw.lines(surface, theme.ACCENT, False, points, 3)
    pygame.draw.line(surface, theme.PANEL_EDGE, plot.bottomleft, plot.bottomright, 2)
    every = max(1, bins // 6)
    for i in range(0, bins + 1, every):
        label = f"{edges[i]:g}"
        half = text.width_of(label, menu_type.VALUE) // 2    # the end marks stay inside the chart's panel
        x = min(max(round(plot.left + i * width), rect.left + half), rect.right - half)
        text.draw(surface, label, menu_type.VALUE, theme.TEXT_DIM, midtop=(x, plot.bottom + 2))
    return plot


def scale(high: float, ticks: int = 4) -> tuple[float, float]:
    """(top, step): a round top at or above `high` in at most `ticks` round steps from 0."""
    _low, top, step = chart_scale.nice_range(0.0, max(high, 1.0), ticks)
    return top, step
