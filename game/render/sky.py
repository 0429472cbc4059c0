"""The sky behind the screens, one look (a mood) per family of screens: the menus, each mode, each world.

A mood is a dark gradient lit by a few soft nebula glows, a faint band of dust and a large planet partly in view
at an edge (its night side dark, a thin lit limb and a haze of atmosphere), kept dim and calm: the dice and the
text in front of it stay the brightest things on the screen. A picture is painted once per size and mood
(`picture`, a few ms: the soft parts at a quarter of the size, smoothed up; the planet at full size) and kept;
a screen blits it. The stars come later, painted where the sky still shows (`game.render.backdrop`), never in
front of the planet (`covers`).
"""

from __future__ import annotations

import math
import random

import pygame

LOW = 4   # the soft parts are painted this many times smaller, then smoothed up


class Mood:
    """`glows`: (x, y, half-width, half-height as fractions of the screen, colour, strength); `band`: the dust's
    (angle, y of its middle, half-thickness as fractions of the height, colour, strength); `planet`: (x, y of its
    centre as fractions of the width and height, radius as a fraction of the height, night colour, lit colour,
    direction of the light (x, y))."""

    __slots__ = ("top", "bottom", "glows", "band", "planet")

    def __init__(self, top, bottom, glows, band, planet) -> None:
        self.top, self.bottom, self.glows, self.band, self.planet = top, bottom, glows, band, planet


MOODS: dict[str, Mood] = {
    # the menus: indigo, a violet cloud high on the left, a giant's night side filling the top left corner
    "menu": Mood((8, 10, 27), (20, 22, 54),
                 ((0.16, 0.22, 0.34, 0.40, (64, 34, 110), 0.60), (0.86, 0.30, 0.30, 0.36, (24, 52, 112), 0.55),
                  (0.62, 0.95, 0.40, 0.22, (40, 26, 84), 0.45)),
                 (-0.30, 0.58, 0.07, (70, 62, 130), 0.20),
                 (-0.04, -0.30, 0.62, (22, 18, 48), (150, 118, 230), (0.6, 0.8))),
    # A play screen's sky shows round its tray and sheet, most of it in the title bar and the help line: each
    # mode's planet hangs in the top right corner (its lit edge between the title bar's words, none crossing
    # the help line), its clouds tint the margins.
    # Dicetime: the green felt's sea-green, a teal cloud, a blue-green moon
    "dicetime": Mood((5, 13, 22), (10, 30, 40),
                     ((0.22, 0.85, 0.36, 0.30, (16, 76, 70), 0.60), (0.78, 0.18, 0.30, 0.30, (18, 60, 92), 0.55)),
                     (0.22, 0.40, 0.06, (40, 100, 100), 0.18),
                     (1.02, -0.20, 0.48, (10, 30, 38), (90, 210, 190), (-0.75, 0.65))),
    # Triple: violet and magenta, a wide pink giant
    "triple": Mood((12, 7, 26), (34, 14, 48),
                   ((0.20, 0.26, 0.34, 0.36, (86, 24, 96), 0.60), (0.70, 0.86, 0.36, 0.28, (58, 22, 100), 0.50)),
                   (-0.18, 0.66, 0.06, (110, 50, 130), 0.18),
                   (1.06, -0.36, 0.64, (30, 12, 44), (236, 120, 220), (-0.7, 0.7))),
    # the Puzzle: olive gold, a dusty amber cloud, a small moon
    "puzzle": Mood((10, 12, 16), (30, 30, 28),
                   ((0.80, 0.78, 0.36, 0.30, (76, 66, 22), 0.55), (0.24, 0.20, 0.30, 0.30, (40, 58, 40), 0.50)),
                   (0.15, 0.50, 0.06, (100, 92, 50), 0.18),
                   (1.00, -0.10, 0.34, (28, 26, 20), (230, 200, 110), (-0.8, 0.6))),
    # the campaign's worlds: the inner planets warm (a red sun's glow), the gas giants amber with a giant's
    # flat horizon, the outer dark cold and blue
    "inner": Mood((14, 8, 16), (40, 16, 22),
                  ((0.12, 0.90, 0.40, 0.40, (120, 40, 20), 0.60), (0.80, 0.20, 0.30, 0.30, (70, 24, 50), 0.45)),
                  (-0.25, 0.45, 0.06, (130, 70, 50), 0.16),
                  (1.04, -0.30, 0.56, (40, 14, 12), (255, 140, 80), (-0.6, 0.8))),
    "giants": Mood((14, 11, 10), (38, 26, 16),
                   ((0.75, 0.25, 0.36, 0.34, (96, 62, 20), 0.55), (0.20, 0.80, 0.34, 0.30, (70, 40, 24), 0.50)),
                   (0.20, 0.52, 0.07, (120, 90, 50), 0.18),
                   (1.12, -0.72, 0.96, (40, 26, 14), (250, 190, 110), (-0.5, 0.85))),
    "outer": Mood((3, 7, 18), (8, 20, 42),
                  ((0.80, 0.76, 0.36, 0.32, (14, 56, 100), 0.55), (0.22, 0.22, 0.30, 0.30, (20, 40, 86), 0.50)),
                  (-0.20, 0.40, 0.05, (60, 100, 150), 0.16),
                  (1.00, -0.16, 0.46, (8, 16, 30), (140, 210, 255), (-0.7, 0.7))),
    # Bluff: wine red and smoke, a dusky rose planet
    "bluff": Mood((14, 6, 16), (36, 12, 26),
                  ((0.80, 0.22, 0.34, 0.36, (100, 22, 46), 0.55), (0.24, 0.60, 0.34, 0.34, (60, 20, 70), 0.50)),
                  (0.24, 0.62, 0.06, (120, 50, 80), 0.16),
                  (1.05, -0.42, 0.68, (34, 10, 22), (255, 110, 140), (-0.6, 0.8))),
    # 10000: deep gold, a warm cloud, a gold planet; Zehntausend the same sky by night, a wider planet
    "tenthousand": Mood((12, 10, 18), (36, 28, 26),
                        ((0.22, 0.78, 0.36, 0.32, (96, 64, 18), 0.55), (0.80, 0.30, 0.30, 0.30, (70, 44, 50), 0.45)),
                        (-0.22, 0.55, 0.06, (130, 100, 60), 0.16),
                        (1.03, -0.18, 0.50, (34, 24, 16), (255, 200, 110), (-0.7, 0.7))),
    "zehntausend": Mood((8, 8, 20), (28, 22, 36),
                        ((0.22, 0.78, 0.36, 0.32, (84, 52, 30), 0.55), (0.80, 0.30, 0.30, 0.30, (40, 40, 90), 0.50)),
                        (-0.22, 0.55, 0.06, (110, 90, 90), 0.16),
                        (1.08, -0.50, 0.78, (24, 18, 22), (250, 170, 110), (-0.6, 0.8))),
}
MODE_MOODS = {"dicetime": "dicetime", "triple": "triple", "puzzle": "puzzle", "campaign": "puzzle",
              "bluff": "bluff", "tenthousand": "tenthousand", "zehntausend": "zehntausend"}
PLAIN = "menu"

_PICTURES: dict[tuple[tuple[int, int], str], pygame.Surface] = {}   # (size, mood) -> the sky, painted once


def _mood(name: str) -> Mood:   # (a name no mood has: the menus')
    return MOODS.get(name, MOODS[PLAIN])


def mood_of(mode: str) -> str:
    """The mood of a mode's screens (the menus' for a mode without one of its own)."""
    return MODE_MOODS.get(mode, PLAIN)


def picture(size: tuple[int, int], mood: str = PLAIN) -> pygame.Surface:
    """The sky of `mood` at `size`, painted on first use and kept: blit it, never draw on it."""
    key = (tuple(size), mood if mood in MOODS else PLAIN)
    kept = _PICTURES.get(key)
    if kept is None:
        kept = _PICTURES[key] = paint(*key)
    return kept


def planet_circle(size: tuple[int, int], mood: str) -> tuple[float, float, float]:
    """The big planet's centre and radius in pixels."""
    x, y, radius = _mood(mood).planet[:3]
    return x * size[0], y * size[1], radius * size[1]


def covers(size: tuple[int, int], mood: str, x: float, y: float, margin: float = 0.0) -> bool:
    """Whether (x, y) lies on the big planet (or within `margin` px of its edge): no star shines there."""
    cx, cy, radius = planet_circle(size, mood)
    return math.hypot(x - cx, y - cy) <= radius + margin


def paint(size: tuple[int, int], mood_name: str) -> pygame.Surface:
    """A fresh picture of the sky (what `picture` keeps). Plain pygame, no numpy: the title's first frame paints
    the menus' sky (tests/test_startup_imports.py)."""
    mood = _mood(mood_name)
    width, height = size
    low_w, low_h = max(2, -(-width // LOW)), max(2, -(-height // LOW))
    low = pygame.Surface((low_w, low_h))
    column = pygame.Surface((1, low_h))
    for y in range(low_h):   # top to bottom, eased
        t = (y + 0.5) / low_h
        t = t * t * (3 - 2 * t)
        column.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(mood.top, mood.bottom, strict=True)])
    pygame.transform.scale(column, (low_w, low_h), low)
    for gx, gy, rx, ry, colour, strength in mood.glows:
        _add_glow(low, (gx * low_w, gy * low_h), (rx * low_w, ry * low_h), colour, strength)
    angle, middle, thickness, colour, strength = mood.band
    rng = random.Random(mood_name if mood_name in MOODS else PLAIN)   # the dust's clumps: the same every time for a mood
    direction = (math.cos(angle), math.sin(angle))
    for _clump in range(16):   # the band: soft clumps along a line through the middle, uneven
        along = rng.uniform(-0.8, 0.8) * low_w
        across = rng.uniform(-1.0, 1.0) * thickness * low_h
        centre = (low_w / 2 + direction[0] * along - direction[1] * across,
                  middle * low_h + direction[1] * along + direction[0] * across)
        length = rng.uniform(0.08, 0.18) * low_w
        _add_glow(low, centre, (length, thickness * low_h * rng.uniform(1.2, 2.2)), colour,
                  strength * rng.uniform(0.3, 0.6), angle)
    cx, cy, radius = planet_circle(size, mood_name)
    light = _unit(mood.planet[5])
    lit = mood.planet[4]
    _add_glow(low, ((cx + light[0] * radius * 0.08) / LOW, (cy + light[1] * radius * 0.08) / LOW),
              (radius * 1.16 / LOW, radius * 1.16 / LOW), lit, 0.20)   # the haze round its lit side
    full = pygame.transform.smoothscale(low, (width, height))
    _paint_planet(full, mood, (cx, cy, radius), light)
    return full


def _unit(vector: tuple[float, float]) -> tuple[float, float]:
    norm = math.hypot(*vector) or 1.0
    return vector[0] / norm, vector[1] / norm


_BLOB = 48   # px: the glow's picture before it is stretched


def _add_glow(surface: pygame.Surface, centre: tuple[float, float], radii: tuple[float, float],
              colour: tuple[int, int, int], strength: float, angle: float = 0.0) -> None:
    """A soft glow added over `surface`: `colour` times `strength` in the middle, fading as a bell curve to
    nothing about two radii out, stretched to `radii` and turned by `angle` (radians)."""
    blob = pygame.Surface((2 * _BLOB, 2 * _BLOB))
    for i in range(_BLOB, 0, -1):   # rings from the outside in: each one's level at its radius
        level = math.exp(-((2.0 * i / _BLOB) ** 2)) * strength
        pygame.draw.circle(blob, [round(c * level) for c in colour], (_BLOB, _BLOB), i)
    size = (max(2, round(4 * radii[0])), max(2, round(4 * radii[1])))
    blob = pygame.transform.smoothscale(blob, size)
    if angle:
        blob = pygame.transform.rotozoom(blob, -math.degrees(angle), 1.0)
    surface.blit(blob, blob.get_rect(center=(round(centre[0]), round(centre[1]))), special_flags=pygame.BLEND_ADD)


def _paint_planet(surface: pygame.Surface, mood: Mood, circle: tuple[float, float, float],
                  light: tuple[float, float]) -> None:
    """The big planet over the sky where it is in view: its night side a little darker than the sky round it, a
    crescent lit along the limb that faces the light (shaded in steps too fine to see), a smooth edge."""
    cx, cy, radius = circle
    night, lit = mood.planet[3], mood.planet[4]
    steps = 28
    for i in range(steps + 1):   # from the lit disc to the night disc, shifted away from the light
        t = i / steps
        shift = radius * 0.10 * t
        ease = t ** 0.45
        colour = [round(a + (b - a) * ease) for a, b in zip((0.6 * c + 0.4 * n for c, n in zip(lit, night, strict=True)),
                                                            night, strict=True)]
        pygame.draw.circle(surface, colour, (cx - light[0] * shift, cy - light[1] * shift), radius - shift)
    pygame.draw.aacircle(surface, [round(0.8 * c + 0.2 * n) for c, n in zip(lit, night, strict=True)],
                         (cx, cy), radius, 2)
