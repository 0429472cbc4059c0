"""The high-score podium's art (look review 22: "plain empty rectangles with no trophy or texture"): stone plinths
with a lit top face and a front with depth, and a gold cup for the first.

A plinth is polished slate-blue stone (not the reward's gold, not the table's wood the panels are trimmed in): its top
face seen from a little above (a band `depth` px high, narrower at its back), a lit lip under it, a mottled front lit
from the upper left and darkening to its foot, bevelled side edges, its place's numeral carved in it and inlaid with
the place's metal, and a darker base course. The pictures are painted afresh on each call: the high-score
screen keeps the few it shows while it is open (`Kept`), so they take none of the global caches' budget.
"""

from __future__ import annotations

import numpy
import pygame

from game.render import text

STONE = (86, 94, 134)        # a plinth's front at its middle (slate-blue stone)
DEPTH = 12                   # px: the top face's height over the front
BASE = 10                    # px: the base course along the front's foot
GOLD = (255, 206, 84)        # the cup (the reward's gold: theme.TITLE)
GOLD_DARK = (176, 122, 34)
GOLD_LIGHT = (255, 240, 180)
SCALE = 3                    # the cup is painted this much larger, then smoothed down (no stair steps)


def _mix(colour, towards, amount: float) -> tuple[int, int, int]:
    return tuple(round(c + (t - c) * amount) for c, t in zip(colour[:3], towards, strict=True))


METALS = ((255, 206, 84), (196, 204, 218), (205, 140, 84))   # the places' metals: gold (a reward), silver, bronze
NUMERAL_SIZE = 80            # the type size of a place's carved numeral (~56 px)
TALL_FRONT = 165             # px: a front at least this high has its numeral at its top, the score and day under it


def numeral_centre(size: tuple[int, int]) -> tuple[int, int]:
    """Where on a front of `size` its place's numeral is carved (from the front's top-left): at the top of a tall
    one, in the middle of a lower one's left end."""
    width, height = size
    return (width // 2, 40) if height >= TALL_FRONT else (46, height // 2 - 2)


def numeral_rect(size: tuple[int, int], place: int) -> pygame.Rect:
    """Where `place`'s numeral (from 0) shows on a front of `size` (from the front's top-left)."""
    return text.render(str(place + 1), NUMERAL_SIZE, (255, 255, 255), bold=True).get_rect(center=numeral_centre(size))


def _stone_grain(width: int, height: int) -> numpy.ndarray:
    """A stone's mottling (width x height, about 1.0): soft clouds of two sizes and a fine grain, the same on every
    paint of this size."""
    rng = numpy.random.default_rng(width * 1000 + height)
    grain = numpy.ones((width, height))
    for cell, amount in ((36, 0.10), (12, 0.05)):
        coarse = rng.random((width // cell + 2, height // cell + 2))
        grey = pygame.surfarray.make_surface(numpy.repeat((coarse * 255)[:, :, None], 3, axis=2).astype(numpy.uint8))
        soft = pygame.surfarray.array3d(pygame.transform.smoothscale(grey, (width, height)))[:, :, 0] / 255.0
        grain += (soft - 0.5) * 2 * amount
    return grain + rng.normal(0.0, 0.02, (width, height))


def _carve(picture: pygame.Surface, place: int, centre: tuple[int, int], stone) -> None:
    """The place's numeral cut into the stone and inlaid with its metal: the cut's upper-left wall in shadow, its
    lower-right wall catching the light (the light from the north-west), the metal lit at its top."""
    mask = text.render(str(place + 1), NUMERAL_SIZE, (255, 255, 255), bold=True)
    at = mask.get_rect(center=centre)
    for offset, colour in (((2, 2), _mix(stone, (255, 255, 255), 0.45)), ((-1, -1), _mix(stone, (0, 0, 0), 0.7))):
        wall = mask.copy()
        wall.fill(colour + (255,), special_flags=pygame.BLEND_RGBA_MULT)
        picture.blit(wall, at.move(offset))
    metal = METALS[place]
    shade = pygame.Surface(mask.get_size(), pygame.SRCALPHA)
    tall = shade.get_height()
    for y in range(tall):     # lit at its top, the metal itself across its middle, deeper at its foot
        k = y / max(1, tall - 1)
        tone = _mix(metal, (255, 255, 255), 0.4 * (0.4 - k) / 0.4) if k < 0.4 else \
            metal if k < 0.6 else _mix(metal, (0, 0, 0), 0.35 * (k - 0.6) / 0.4)
        shade.fill(tone + (255,), (0, y, shade.get_width(), 1))
    inlay = mask.copy()
    inlay.blit(shade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    picture.blit(inlay, at)


def plinth(size: tuple[int, int], stone: tuple[int, int, int] = STONE, place: int | None = None,
           depth: int = DEPTH) -> pygame.Surface:
    """A plinth whose front is `size` (width, height) in `stone`, with its top face `depth` px over it: the picture
    is `depth` px taller than the front (clear round the top face's slanted ends). Polished stone lit from the
    upper left (look review 23: "flat grey blocks with scratch-like lines"): mottled, bevelled at its edges, `place`'s
    numeral (from 0) carved in its front and inlaid with the place's metal."""
    width, height = size
    picture = pygame.Surface((width, height + depth), pygame.SRCALPHA)
    top, back = _mix(stone, (236, 238, 250), 0.62), _mix(stone, (236, 238, 250), 0.36)
    for y in range(depth):     # the top face, lit: brighter at its front edge, narrower at its back
        inset = round((depth - y) * 0.9)
        pygame.draw.line(picture, _mix(back, top, y / max(1, depth - 1)), (inset, y), (width - 1 - inset, y))
    # the front: lit under its lip, darkening to its foot; the light from the left; mottled
    down = numpy.linspace(1.12, 0.58, height)[None, :]
    across = numpy.linspace(1.10, 0.86, width)[:, None]
    light = down * across * _stone_grain(width, height)
    front = numpy.clip(numpy.array(stone, dtype=float)[None, None, :] * light[:, :, None], 0, 255).astype(numpy.uint8)
    face = pygame.surfarray.make_surface(front)
    picture.blit(face, (0, depth))
    lip = pygame.Rect(0, depth, width, 5)       # the lit lip under the top face, a shadow line under it
    picture.fill(_mix(stone, (255, 255, 255), 0.38), lip)
    picture.fill(_mix(stone, (0, 0, 0), 0.40), (0, lip.bottom, width, 2))
    base = pygame.Rect(0, depth + height - BASE, width, BASE)   # the base course: darker, lit along its top
    picture.fill(_mix(stone, (0, 0, 0), 0.55), base)
    picture.fill(_mix(stone, (255, 255, 255), 0.15), (0, base.top, width, 2))
    # the front's bevelled side edges: the left one lit, the right one in shadow
    for x, (towards, amount) in enumerate(((255, 0.30), (255, 0.18), (255, 0.08))):
        pygame.draw.line(picture, _mix(stone, (towards,) * 3, amount), (x, lip.bottom), (x, base.top - 1))
    for x, amount in enumerate((0.70, 0.50, 0.30)):
        pygame.draw.line(picture, _mix(stone, (0, 0, 0), amount), (width - 1 - x, lip.bottom), (width - 1 - x, base.top - 1))
    if place is not None:
        cx, cy = numeral_centre(size)
        _carve(picture, place, (cx, depth + cy), stone)
    return picture


def cup(height: int) -> pygame.Surface:
    """A gold cup `height` px high (as wide as high): a bowl with two handles on a stem and a stepped foot, lit from
    the left; painted large and smoothed down."""
    size = height * SCALE
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 20            # a twentieth of the cup
    centre = size / 2
    # the handles: thick rings either side of the bowl, behind it
    for side in (-1, 1):
        ring = pygame.Rect(0, 0, round(7 * u), round(7 * u))
        ring.center = (round(centre + side * 6.6 * u), round(5.4 * u))
        pygame.draw.ellipse(big, GOLD_DARK, ring, round(1.6 * u))
    # the bowl: wide at its rim, rounding down to the stem
    bowl = [(centre - 6.5 * u, 1.5 * u), (centre + 6.5 * u, 1.5 * u), (centre + 6 * u, 6 * u), (centre + 4 * u, 9.5 * u),
            (centre + 1.5 * u, 11 * u), (centre - 1.5 * u, 11 * u), (centre - 4 * u, 9.5 * u), (centre - 6 * u, 6 * u)]
    pygame.draw.polygon(big, GOLD, bowl)
    shade = [(centre + 2 * u, 1.5 * u), (centre + 6.5 * u, 1.5 * u), (centre + 6 * u, 6 * u), (centre + 4 * u, 9.5 * u),
             (centre + 1.5 * u, 11 * u), (centre + 0.5 * u, 11 * u), (centre + 2.6 * u, 6 * u)]
    pygame.draw.polygon(big, GOLD_DARK, shade)
    gloss = [(centre - 5 * u, 2.6 * u), (centre - 3.4 * u, 2.6 * u), (centre - 2.4 * u, 7.5 * u), (centre - 3.6 * u, 8 * u)]
    pygame.draw.polygon(big, GOLD_LIGHT, gloss)
    pygame.draw.ellipse(big, GOLD_DARK, (centre - 6.5 * u, 0.6 * u, 13 * u, 2 * u))   # the rim's inside
    # the stem, a knot on it, and the stepped foot
    pygame.draw.rect(big, GOLD_DARK, (centre - 1 * u, 11 * u, 2 * u, 4 * u))
    pygame.draw.ellipse(big, GOLD, (centre - 2 * u, 12.2 * u, 4 * u, 1.8 * u))
    pygame.draw.rect(big, GOLD, (centre - 4 * u, 15 * u, 8 * u, 2 * u))
    pygame.draw.rect(big, GOLD_DARK, (centre - 5.5 * u, 17 * u, 11 * u, 2.6 * u))
    pygame.draw.rect(big, GOLD, (centre - 5.5 * u, 17 * u, 11 * u, 0.8 * u))
    return pygame.transform.smoothscale(big, (height, height))


class Kept:
    """The podium's pictures a screen shows, each painted once and kept while the screen lives (three plinths and a
    cup: about 1 MiB, freed with the screen)."""

    def __init__(self) -> None:
        self.pictures: dict[tuple, pygame.Surface] = {}

    def plinth(self, size: tuple[int, int], stone: tuple[int, int, int] = STONE, place: int | None = None) -> pygame.Surface:
        key = ("plinth", size, stone, place)
        if key not in self.pictures:
            self.pictures[key] = plinth(size, stone, place)
        return self.pictures[key]

    def cup(self, height: int) -> pygame.Surface:
        key = ("cup", height)
        if key not in self.pictures:
            self.pictures[key] = cup(height)
        return self.pictures[key]
