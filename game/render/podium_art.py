"""The high-score podium's art (look review 22: "plain empty rectangles with no trophy or texture"): stone plinths
with a lit top face and a front with depth, and a gold cup for the first.

A plinth is slate-blue stone (not the reward's gold, not the table's wood the panels are trimmed in): its top face
seen from a little above (a band `depth` px high, narrower at its back), a lit lip under it, a front darkening to
its foot with faint veins, and a darker base course. The pictures are painted afresh on each call: the high-score
screen keeps the few it shows while it is open (`Kept`), so they take none of the global caches' budget.
"""

from __future__ import annotations

import random

import pygame

STONE = (86, 94, 134)        # a plinth's front at its middle (slate-blue stone)
DEPTH = 12                   # px: the top face's height over the front
BASE = 10                    # px: the base course along the front's foot
GOLD = (255, 206, 84)        # the cup (the reward's gold: theme.TITLE)
GOLD_DARK = (176, 122, 34)
GOLD_LIGHT = (255, 240, 180)
SCALE = 3                    # the cup is painted this much larger, then smoothed down (no stair steps)


def _mix(colour, towards, amount: float) -> tuple[int, int, int]:
    return tuple(round(c + (t - c) * amount) for c, t in zip(colour[:3], towards, strict=True))


def plinth(size: tuple[int, int], stone: tuple[int, int, int] = STONE, depth: int = DEPTH) -> pygame.Surface:
    """A plinth whose front is `size` (width, height) in `stone`, with its top face `depth` px over it: the picture
    is `depth` px taller than the front (clear round the top face's slanted ends)."""
    width, height = size
    picture = pygame.Surface((width, height + depth), pygame.SRCALPHA)
    top, back = _mix(stone, (236, 238, 250), 0.55), _mix(stone, (236, 238, 250), 0.35)
    for y in range(depth):     # the top face, lit: brighter at its front edge, narrower at its back
        inset = round((depth - y) * 0.9)
        pygame.draw.line(picture, _mix(back, top, y / max(1, depth - 1)), (inset, y), (width - 1 - inset, y))
    front = pygame.Rect(0, depth, width, height)
    foot = _mix(stone, (0, 0, 0), 0.45)
    for y in range(height):    # the front: lit under its lip, darkening to its foot
        pygame.draw.line(picture, _mix(stone, foot, y / max(1, height - 1)), (0, depth + y), (width - 1, depth + y))
    veins = random.Random(width * 1000 + height)   # faint veins in the stone, the same on every paint of this size
    for _ in range(max(2, width * height // 6000)):
        x, y = veins.randrange(width), depth + 8 + veins.randrange(max(1, height - BASE - 10))
        points = [(x, y)]
        for _step in range(5):
            x, y = x + veins.randint(8, 26), y + veins.randint(-6, 6)
            points.append((min(width - 3, x), max(depth + 6, min(depth + height - BASE - 2, y))))
        pygame.draw.aalines(picture, _mix(stone, (255, 255, 255), 0.18) + (120,), False, points)
    lip = pygame.Rect(0, depth, width, 5)       # the lit lip under the top face, a shadow line under it
    picture.fill(_mix(stone, (255, 255, 255), 0.30), lip)
    picture.fill(_mix(stone, (0, 0, 0), 0.35), (0, lip.bottom, width, 2))
    base = pygame.Rect(0, front.bottom - BASE, width, BASE)   # the base course: darker, lit along its top
    picture.fill(_mix(stone, (0, 0, 0), 0.52), base)
    picture.fill(_mix(stone, (255, 255, 255), 0.12), (0, base.top, width, 2))
    for x, shade in ((0, 0.55), (1, 0.35), (width - 2, 0.45), (width - 1, 0.65)):   # the front's side edges
        pygame.draw.line(picture, _mix(stone, (0, 0, 0), shade), (x, depth), (x, front.bottom - 1))
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

    def plinth(self, size: tuple[int, int], stone: tuple[int, int, int] = STONE) -> pygame.Surface:
        key = ("plinth", size, stone)
        if key not in self.pictures:
            self.pictures[key] = plinth(size, stone)
        return self.pictures[key]

    def cup(self, height: int) -> pygame.Surface:
        key = ("cup", height)
        if key not in self.pictures:
            self.pictures[key] = cup(height)
        return self.pictures[key]
