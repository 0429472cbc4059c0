"""The seats' rockets: six silhouettes that differ in shape, not only in colour.

Each shape is a list of parts in a unit box (x and y in -0.5..0.5, nose up at
y = -0.5), scaled, turned and filled at draw time. Shapes are told apart by
outline alone (slim dart, round capsule, twin boosters, delta wing, legged lander,
ringed orbiter), so a seat
stays recognisable for players who cannot tell the colours apart and in a
greyscale screenshot.
"""

from __future__ import annotations

import functools
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


def half_width(rocket: int, height: float) -> float:
    """How far rocket shape `rocket`, nose-up and `height` px tall, reaches either side of its middle (a lander's legs
    reach further than a dart's fins)."""
    return height * max(abs(x) for _role, points in _SHAPES[rocket % len(_SHAPES)] for x, _y in points)


SUPERSAMPLE = 4
LEGIBLE = 30   # px: the least a seat's rocket in a table (a sheet's header, a totals row, a ranking) is drawn at, 19 px
               # at 800x450 (review 25: Triple's headers' and 10000's rows' rockets read as specks); less room, none


def table_height(room: float, largest: float = 10_000) -> int | None:
    """How tall a table's rocket is in `room` px (at most `largest`), or None where that is under `LEGIBLE`: the table
    then draws none, rather than a speck."""
    height = int(min(room, largest))
    return height if height >= LEGIBLE else None


def draw_rocket(surface: pygame.Surface, rocket: int, colour: int | Colour, center: Point, height: float, *,
                angle: float = 0.0, flame: float = 0.0, outline: bool = True) -> pygame.Rect:
    """Draw rocket shape `rocket` (0..5) nose-up, `height` pixels tall, centred on
    `center`; `colour` is a seat colour index or an RGB triple. `angle` turns it
    (radians, clockwise on screen); `flame` in 0..1 draws an exhaust flame of that
    strength. Returns the rectangle drawn over. (A winner's big rocket: `smooth_rocket`.)"""
    base = seat_colour(colour) if isinstance(colour, int) else tuple(colour)
    turns = angle / (math.pi / 2)
    if abs(turns - round(turns)) > 1e-6 or height < 4:     # (a slant no caller uses yet: drawn as polygons)
        return _draw_polygons(surface, rocket % len(_SHAPES), base, center, height, angle, flame, outline)
    image, (ox, oy), seen = _kept(rocket % len(_SHAPES), base, round(height), round(flame, 2), outline, round(turns) % 4)
    at = (round(center[0] - ox), round(center[1] - oy))
    surface.blit(image, at)
    return seen.move(at)


@functools.lru_cache(maxsize=256)
def _kept(shape: int, base: Colour, height: int, flame: float, outline: bool, turns: int
          ) -> tuple[pygame.Surface, tuple[int, int], pygame.Rect]:
    """Every small rocket (sheet headers, result rows, podiums, seat chips) as the winner's is drawn: a kept
    `smooth_rocket` picture per shape, colour, size and quarter turn (look review 24: pixel rockets beside smooth
    dice), with where its centre lies and the part of it that shows."""
    image, (ox, oy) = smooth_rocket(shape, base, height, flame, outline)
    for _turn in range(turns):      # a quarter turn clockwise on screen: (x, y) -> (h - y, x)
        ox, oy = image.get_height() - oy, ox
        image = pygame.transform.rotate(image, -90)
    return image, (ox, oy), image.get_bounding_rect()


def blit_rocket(surface: pygame.Surface, picture: tuple[pygame.Surface, tuple[int, int]], center: Point) -> pygame.Rect:
    """Show a `smooth_rocket` picture centred on `center` as `draw_rocket` would draw it."""
    image, (ox, oy) = picture
    return surface.blit(image, (round(center[0] - ox), round(center[1] - oy)))


def _draw_polygons(surface: pygame.Surface, shape: int, base: Colour, center: Point, height: float, angle: float,
                   flame: float, outline: bool, scale: float = 1.0) -> pygame.Rect:
    fills = {"body": base, "fin": _shade(base, 0.62), "window": (236, 244, 255)}
    edge = _shade(base, 0.3)
    width = max(1, round(height / scale / 28) * round(scale))
    drawn: list[pygame.Rect] = []
    if flame > 0:
        drawn += _draw_flames(surface, shape, center, height, angle, flame)
    for role, points in _SHAPES[shape]:
        placed = _place(points, center, height, angle)
        drawn.append(pygame.draw.polygon(surface, fills[role], placed))
        if outline and height / scale >= 14:
            pygame.draw.polygon(surface, edge, placed, width)
    return drawn[0].unionall(drawn[1:])


def smooth_rocket(rocket: int, colour: int | Colour, height: int, flame: float = 0.0, outline: bool = True
                  ) -> tuple[pygame.Surface, tuple[int, int]]:
    """A winner's rocket as a picture: upright, `height` px tall, drawn at SUPERSAMPLE x and smoothed down (clean
    edges, no stair steps) and lit like a cylinder; with where its centre lies on it. Made in a few ms: the
    caller keeps it (`blit_rocket` shows it)."""
    base = seat_colour(colour) if isinstance(colour, int) else tuple(colour)
    shape = rocket % len(_SHAPES)
    k = SUPERSAMPLE
    w, h = round(height * 1.1), round(height * 1.4)          # the shapes' box, the flame under it, the outline
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    centre = (w / 2, height * 0.55)
    middle = (centre[0] * k, centre[1] * k)
    _draw_polygons(big, shape, base, middle, height * k, 0.0, flame, outline, k)
    _shade_round(big, shape, middle, height * k)
    return pygame.transform.smoothscale(big, (w, h)), (round(centre[0]), round(centre[1]))


def _shade_round(big: pygame.Surface, shape: int, middle: Point, height: float) -> None:
    """Light the rocket's body like a cylinder lit from the upper left: a soft highlight down its left third,
    a shade down its right side (only on the body, not the fins or the window)."""
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    for role, points in _SHAPES[shape]:
        if role == "body":
            pygame.draw.polygon(mask, (255, 255, 255, 255), _place(points, middle, height, 0.0))
    box = mask.get_bounding_rect()
    if box.width < 4:
        return
    for colour, peak, profile in (((255, 255, 255), 120, lambda t: max(0.0, 1 - abs(t - 0.28) / 0.2)),
                                  ((0, 0, 0), 90, lambda t: max(0.0, (t - 0.55) / 0.45))):
        row = pygame.Surface((box.width, 1), pygame.SRCALPHA)
        for x in range(box.width):
            row.set_at((x, 0), (*colour, round(peak * profile((x + 0.5) / box.width))))
        light = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        light.blit(pygame.transform.scale(row, (box.width, box.height)), box.topleft)
        light.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(light, (0, 0))
    for role, points in _SHAPES[shape]:     # the window stays clear glass, with its rim
        if role == "window":
            placed = _place(points, middle, height, 0.0)
            pygame.draw.polygon(big, (236, 244, 255), placed)
            pygame.draw.polygon(big, _shade((236, 244, 255), 0.55), placed, max(1, round(height / 60)))


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
