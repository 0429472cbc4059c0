"""A seat's badge: a small shape that goes with its colour (circle, square, triangle,
diamond, star, hexagon), so that two seats are told apart without telling hues apart
(theme.SEAT_BADGES names them in seat-colour order)."""

from __future__ import annotations

import math

import pygame

from game.render import theme

Point = tuple[float, float]


def _polygon(center: Point, radius: float, corners: int, turn: float = -math.pi / 2) -> list[Point]:
    return [(center[0] + radius * math.cos(turn + math.tau * i / corners),
             center[1] + radius * math.sin(turn + math.tau * i / corners)) for i in range(corners)]


def _star(center: Point, radius: float) -> list[Point]:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + math.pi * i / 5
        points.append((center[0] + r * math.cos(angle), center[1] + r * math.sin(angle)))
    return points


def badge_outline(colour: int, center: Point, size: float) -> list[Point] | None:
    """The badge's corners (None for the circle), `size` pixels across."""
    shape = theme.SEAT_BADGES[colour % len(theme.SEAT_BADGES)]
    r = size / 2
    if shape == "square":
        return _polygon(center, r * 1.05, 4, math.pi / 4)
    if shape == "triangle":
        return _polygon((center[0], center[1] + r * 0.15), r * 1.1, 3)
    if shape == "diamond":
        return _polygon(center, r * 1.08, 4)
    if shape == "star":
        return _star(center, r * 1.15)
    if shape == "hexagon":
        return _polygon(center, r, 6, 0.0)
    return None


def draw_badge(surface: pygame.Surface, colour: int, center: Point, size: float,
               edge: tuple[int, int, int] = theme.SPACE) -> pygame.Rect:
    """Seat colour `colour`'s badge, filled in that colour with a dark rim."""
    fill = theme.SEAT_COLOURS[colour % len(theme.SEAT_COLOURS)]
    width = max(1, round(size / 12))
    points = badge_outline(colour, center, size)
    if points is None:
        rect = pygame.draw.circle(surface, fill, center, size / 2)
        pygame.draw.circle(surface, edge, center, size / 2, width)
        return rect
    rect = pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, edge, points, width)
    return rect
