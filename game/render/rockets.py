"""The seats' rockets: six silhouettes that differ in shape, not only in colour.

Each shape is a list of parts in a unit box (x and y in -0.5..0.5, nose up at
y = -0.5), scaled, turned and filled at draw time. Shapes are told apart by
outline alone (slim dart, round capsule, twin boosters, delta wing, legged lander,
ringed orbiter), so a seat
stays recognisable for players who cannot tell the colours apart and in a
greyscale screenshot.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.render import theme
from game.words import N_

ROCKET_NAMES: tuple[str, ...] = (N_("Dart"), N_("Capsule"), N_("Twin"), N_("Delta"), N_("Lander"), N_("Ringed"))

Point = tuple[float, float]
Colour = tuple[int, int, int]


def _ellipse(cx: float, cy: float, rx: float, ry: float, steps: int = 20) -> list[Point]:
    return [(cx + rx * math.cos(math.tau * i / steps), cy + ry * math.sin(math.tau * i / steps))
            for i in range(steps)]


def _mirror(points: Sequence[Point]) -> list[Point]:
    return [(-x, y) for x, y in reversed(points)]


def _dart() -> list[tuple[str, list[Point]]]:
    fin = [(0.10, 0.08), (0.27, 0.34), (0.27, 0.44), (0.10, 0.33)]
    body = [(0.0, -0.5), (0.07, -0.36), (0.11, -0.2), (0.11, 0.36), (0.07, 0.42)]
    return [("fin", fin), ("fin", _mirror(fin)),
            ("body", body + _mirror(body)[:-1]),
            ("window", _ellipse(0.0, -0.12, 0.055, 0.055, 12))]


def _capsule() -> list[tuple[str, list[Point]]]:
    fin = [(0.15, 0.08), (0.33, 0.26), (0.33, 0.42), (0.12, 0.3)]
    keel = [(-0.045, 0.2), (0.045, 0.2), (0.045, 0.47), (-0.045, 0.47)]
    return [("fin", fin), ("fin", _mirror(fin)), ("fin", keel),
            ("body", _ellipse(0.0, -0.06, 0.21, 0.4, 24)),
            ("window", _ellipse(0.0, -0.14, 0.095, 0.095, 14))]


def _twin() -> list[tuple[str, list[Point]]]:
    booster = [(0.22, -0.22), (0.29, -0.1), (0.29, 0.42), (0.15, 0.42), (0.15, -0.1)]
    core = [(0.0, -0.5), (0.08, -0.32), (0.08, 0.38)]
    strut = [(0.07, 0.06), (0.16, 0.06), (0.16, 0.16), (0.07, 0.16)]
    return [("fin", strut), ("fin", _mirror(strut)),
            ("body", booster), ("body", _mirror(booster)),
            ("body", core + _mirror(core)[:-1]),
            ("window", _ellipse(0.0, -0.16, 0.045, 0.045, 10))]


def _delta() -> list[tuple[str, list[Point]]]:
    wing = [(0.0, -0.2), (0.46, 0.4), (0.0, 0.3)]
    body = [(0.0, -0.5), (0.08, -0.3), (0.1, 0.0), (0.1, 0.42)]
    return [("fin", wing + _mirror(wing)[1:-1]),
            ("body", body + _mirror(body)[:-1]),
            ("window", [(0.0, -0.36), (0.045, -0.24), (-0.045, -0.24)])]


def _lander() -> list[tuple[str, list[Point]]]:
    leg = [(0.14, 0.02), (0.2, 0.0), (0.42, 0.44), (0.34, 0.46)]
    foot = [(0.3, 0.42), (0.48, 0.42), (0.48, 0.48), (0.3, 0.48)]
    body = [(0.0, -0.46), (0.12, -0.4), (0.24, -0.22), (0.24, 0.12), (0.12, 0.2)]
    return [("fin", leg), ("fin", _mirror(leg)), ("fin", foot), ("fin", _mirror(foot)),
            ("body", body + _mirror(body)[:-1]),
            ("window", _ellipse(0.0, -0.16, 0.1, 0.08, 14))]


def _ringed() -> list[tuple[str, list[Point]]]:
    body = [(0.0, -0.5), (0.1, -0.34), (0.13, -0.1), (0.13, 0.36), (0.09, 0.42)]
    fin = [(0.12, 0.2), (0.22, 0.36), (0.22, 0.44), (0.12, 0.38)]
    return [("fin", fin), ("fin", _mirror(fin)),
            ("body", body + _mirror(body)[:-1]),
            ("fin", _ellipse(0.0, 0.02, 0.44, 0.085, 24)),
            ("body", [(-0.13, -0.06), (0.13, -0.06), (0.13, 0.02), (-0.13, 0.02)]),
            ("window", _ellipse(0.0, -0.22, 0.05, 0.05, 10))]


_SHAPES = (_dart(), _capsule(), _twin(), _delta(), _lander(), _ringed())
_TAILS: tuple[tuple[float, ...], ...] = ((0.0,), (0.0,), (-0.22, 0.0, 0.22), (0.0,), (0.0,), (0.0,))  # flames
_TAIL_Y = (0.42, 0.34, 0.42, 0.42, 0.2, 0.42)


def seat_colour(colour: int) -> Colour:
    return theme.SEAT_COLOURS[colour % len(theme.SEAT_COLOURS)]


def _shade(colour: Colour, factor: float) -> Colour:
    return tuple(max(0, min(255, round(c * factor))) for c in colour)  # type: ignore[return-value]


def _place(points: Sequence[Point], center: Point, height: float, angle: float) -> list[Point]:
    cos_a, sin_a = math.cos(angle), math.sin(angle)
    cx, cy = center
    return [(cx + (x * cos_a - y * sin_a) * height, cy + (x * sin_a + y * cos_a) * height) for x, y in points]


def draw_rocket(surface: pygame.Surface, rocket: int, colour: int | Colour, center: Point, height: float, *,
                angle: float = 0.0, flame: float = 0.0, outline: bool = True) -> pygame.Rect:
    """Draw rocket shape `rocket` (0..5) nose-up, `height` pixels tall, centred on
    `center`; `colour` is a seat colour index or an RGB triple. `angle` turns it
    (radians, clockwise on screen); `flame` in 0..1 draws an exhaust flame of that
    strength. Returns the rectangle drawn over."""
    base = seat_colour(colour) if isinstance(colour, int) else tuple(colour)
    fills = {"body": base, "fin": _shade(base, 0.62), "window": (236, 244, 255)}
    edge = _shade(base, 0.3)
    width = max(1, round(height / 28))
    drawn: list[pygame.Rect] = []
    if flame > 0:
        drawn += _draw_flames(surface, rocket % len(_SHAPES), center, height, angle, flame)
    for role, points in _SHAPES[rocket % len(_SHAPES)]:
        placed = _place(points, center, height, angle)
        drawn.append(pygame.draw.polygon(surface, fills[role], placed))
        if outline and height >= 14:
            pygame.draw.polygon(surface, edge, placed, width)
    return drawn[0].unionall(drawn[1:])


def _draw_flames(surface: pygame.Surface, shape: int, center: Point, height: float, angle: float,
                 strength: float) -> list[pygame.Rect]:
    rects = []
    tail = _TAIL_Y[shape]
    length = 0.12 + 0.22 * min(1.0, strength)
    for x in _TAILS[shape]:
        outer = [(x - 0.06, tail), (x + 0.06, tail), (x, tail + length)]
        inner = [(x - 0.03, tail), (x + 0.03, tail), (x, tail + length * 0.6)]
        rects.append(pygame.draw.polygon(surface, (240, 120, 40), _place(outer, center, height, angle)))
        rects.append(pygame.draw.polygon(surface, (255, 228, 120), _place(inner, center, height, angle)))
    return rects
