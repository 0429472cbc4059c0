"""The statistics screen's two small charts, drawn with pygame: a histogram of a player's results beside
the perfect (or Hard) player's distribution, and a line of the points given up over the last games."""

from __future__ import annotations

import pygame

from game.render import menu_type, text, theme
from game.render.panel import translucent

PLAYER_BARS = (170, 150, 230)   # a player who never sat at a table in a colour: a neutral lavender, no state


def draw_histogram(surface: pygame.Surface, rect: pygame.Rect, edges, player, reference=None,
                   colour: tuple[int, int, int] = PLAYER_BARS) -> None:
    """Bars (in the player's `colour`): the share of the player's results in each bin; a stepped line: the
    reference's share."""
    plot = pygame.Rect(rect.left + 8, rect.top + 8, rect.width - 16, rect.height - 44)
    tallest = max([*player, *(reference if reference is not None else [])] + [1e-9])
    bins = len(player)
    width = plot.width / bins
    for i, share in enumerate(player):
        height = round(plot.height * share / tallest)
        bar = pygame.Rect(round(plot.left + i * width + 1), plot.bottom - height, max(1, round(width) - 2), height)
        translucent(surface, bar, colour, 170)
    if reference is not None:
        points = []
        for i, share in enumerate(reference):
            y = plot.bottom - plot.height * share / tallest
            points += [(plot.left + i * width, y), (plot.left + (i + 1) * width, y)]
        pygame.draw.lines(surface, theme.ACCENT, False, points, 3)
    pygame.draw.line(surface, theme.PANEL_EDGE, plot.bottomleft, plot.bottomright, 2)
    every = max(1, bins // 6)
    for i in range(0, bins + 1, every):
        label = f"{edges[i]:g}"
        half = text.width_of(label, menu_type.VALUE) // 2    # the end marks stay inside the chart's panel
        x = min(max(round(plot.left + i * width), rect.left + half), rect.right - half)
        text.draw(surface, label, menu_type.VALUE, theme.TEXT_DIM, midtop=(x, plot.bottom + 2))


def draw_line(surface: pygame.Surface, rect: pygame.Rect, values, colour: tuple[int, int, int] = PLAYER_BARS) -> None:
    """Points given up per game, oldest first, scaled to the largest (in the player's `colour`); its mean as a
    dashed line."""
    plot = pygame.Rect(rect.left + 58, rect.top + 10, rect.width - 70, rect.height - 24)
    top = max(list(values) + [1.0])
    text.draw(surface, f"{top:.0f}", menu_type.VALUE, theme.TEXT_DIM, midright=(plot.left - 8, plot.top + 10))
    text.draw(surface, "0", menu_type.VALUE, theme.TEXT_DIM, midright=(plot.left - 8, plot.bottom - 10))
    pygame.draw.line(surface, theme.PANEL_EDGE, plot.bottomleft, plot.bottomright, 2)
    if not values:
        return
    step = plot.width / max(1, len(values) - 1)
    points = [(plot.left + i * step, plot.bottom - plot.height * v / top) for i, v in enumerate(values)]
    mean = sum(values) / len(values)
    y = round(plot.bottom - plot.height * mean / top)
    for x in range(plot.left, plot.right, 16):
        pygame.draw.line(surface, theme.TEXT_DIM, (x, y), (min(x + 8, plot.right), y), 1)
    if len(points) >= 2:
        pygame.draw.lines(surface, colour, False, points, 2)
    for point in points:
        pygame.draw.circle(surface, colour, point, 3)
