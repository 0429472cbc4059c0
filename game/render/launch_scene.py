"""The win celebration's scene (look review 23: "plain dark backdrop ... Give the win celebration a scene (planet or
launch pad, bigger denser fireworks) instead of a dark gradient"): a night sky with stars over the curve of a planet,
lit in the winner's colour round the place the rocket climbs to, a launch pad with its gantry in the middle of the
horizon where the winner's rocket stands before it lifts off, and the other players' rockets standing on the planet
beside it, smaller, each with its name and score on the ground under it.

    picture = scene_picture((1280, 720), colour)        # once per celebration (~15 ms, made with the results)
    others = ground_places((1280, 720), 3)              # where three other rockets stand
    pad_centre((1280, 720), 150)                        # the winner's rocket on its pad

Pure pictures: nothing here moves; `celebration.Celebration` draws the rocket, the fireworks and the words over it.
"""

from __future__ import annotations

import math
import random

import pygame

Colour = tuple[int, int, int]

HORIZON = 0.8        # of the height: the planet's top, in the middle
CURVE = 3200         # px: the planet's radius (at 1280 wide: its edge ~60 px lower at the screen's sides)
REST = 0.593         # of the height: where the winner's rocket comes to rest (its middle): just off its pad, its
                     # flame reaching down to the deck (look review 28b d10: it hung detached far over the pad)
PAD = (190, 16)      # px: the launch pad's deck
GANTRY = (16, 58)    # px: the gantry's tower beside the rocket (under the points' plate: review 25)
SKY_TOP, SKY_LOW = (8, 8, 26), (40, 26, 72)
GROUND, GROUND_LIT = (30, 28, 58), (62, 54, 104)
OTHER_ROCKET = 58    # px: another player's rocket, standing on the planet


def surface_y(size: tuple[int, int], x: float) -> float:
    """Where the planet's surface lies at `x` (its curve)."""
    width, height = size
    dx = x - width / 2
    return HORIZON * height + CURVE - math.sqrt(CURVE * CURVE - dx * dx)


def pad_top(size: tuple[int, int]) -> int:
    """The launch pad's deck, where the winner's rocket stands before it lifts off."""
    return round(HORIZON * size[1]) - PAD[1] + 4


def tower_rect(size: tuple[int, int]) -> pygame.Rect:
    """The gantry tower beside the pad's rocket (its truss, arm and lamps within it but the arm)."""
    tower = pygame.Rect(0, 0, *GANTRY)
    tower.bottomright = (size[0] // 2 - PAD[0] // 2 + 34, pad_top(size))
    return tower


def pad_centre(size: tuple[int, int], rocket_height: int) -> tuple[float, float]:
    """The middle of a `rocket_height` rocket standing on the pad (a smooth rocket's middle is 0.55 of its height
    down from its tip: `rockets.smooth_rocket`)."""
    return size[0] / 2, pad_top(size) - 0.45 * rocket_height


def ground_places(size: tuple[int, int], count: int) -> list[tuple[int, int]]:
    """Where `count` other rockets stand on the planet (the point under each, on its surface), for them in their
    ranking's order: beside the pad, further out as there are more, read from left to right."""
    width = size[0]
    shares = sorted((0.75, 0.25, 0.9, 0.1, 0.6, 0.4)[:count])
    return [(round(share * width), round(surface_y(size, share * width))) for share in shares]


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def scene_picture(size: tuple[int, int], colour: Colour) -> pygame.Surface:
    """The whole scene, opaque: the sky's gradient and a glow in `colour` round the rocket's place, stars, the planet
    with its lit rim and a few craters, the launch pad and its gantry."""
    width, height = size
    small = pygame.Surface((width // 4, height // 4))
    for y in range(small.get_height()):           # the sky: dark at the top, a deep violet towards the horizon
        small.fill(_mix(SKY_TOP, SKY_LOW, (y / small.get_height()) ** 1.4), (0, y, small.get_width(), 1))
    glow = pygame.Surface(small.get_size(), pygame.SRCALPHA)
    c, reach = (small.get_width() // 2, round(small.get_height() * REST)), small.get_width() * 0.55
    for k in range(36):                            # the winner's light round the place the rocket climbs to
        t = k / 35
        pygame.draw.circle(glow, (*colour, round(150 * t * t)), c, reach * (1.0 - 0.88 * t))
    small.blit(glow, (0, 0))
    picture = pygame.transform.smoothscale(small, size)
    rng = random.Random(23)                         # the stars: the same every time (looks only)
    for _ in range(170):
        x, y = rng.uniform(0, width), rng.uniform(0, HORIZON * height - 20)
        if math.hypot(x - width / 2, (y - REST * height) * 1.6) < 230:
            continue                                # (not in the glow behind the rocket)
        level = rng.uniform(0.35, 1.0)
        tone = _mix((40, 40, 80), (236, 240, 255), level)
        if level > 0.85:
            pygame.draw.circle(picture, tone, (x, y), 1.6)
        else:
            picture.set_at((round(x), round(y)), tone)
    _planet(picture, colour)
    _pad(picture, colour)
    return picture


def _planet(picture: pygame.Surface, colour: Colour) -> None:
    """The planet's curve along the bottom: its atmosphere glowing in `colour` over the rim, its ground shaded from a
    lit rim to dark, a few craters."""
    size = picture.get_size()
    width, height = size
    centre = (width / 2, HORIZON * height + CURVE)
    air = pygame.Surface(size, pygame.SRCALPHA)
    for k in range(14):                             # the atmosphere: a glow over the rim, fading upwards
        pygame.draw.circle(air, (*_mix(colour, (255, 255, 255), 0.3), 10 + 3 * k), centre, CURVE + 28 - 2 * k, 3)
    picture.blit(air, (0, 0))
    for k in range(24):                             # the ground: lit at its rim, darker inside
        t = k / 23
        pygame.draw.circle(picture, _mix(GROUND_LIT, GROUND, min(1.0, t * 1.6)), centre, CURVE - 3 * k)
    pygame.draw.circle(picture, _mix(colour, (255, 255, 255), 0.55), centre, CURVE, 2)   # the rim's lit line
    rng = random.Random(5)
    for _ in range(9):                              # craters: dark ovals with a lit lower lip
        x = rng.uniform(0.04, 0.96) * width
        if abs(x - width / 2) < PAD[0]:
            continue
        y = surface_y(size, x) + rng.uniform(14, 110)
        w = rng.uniform(26, 70)
        oval = pygame.Rect(0, 0, round(w), round(w * 0.28))
        oval.center = (round(x), round(y))
        pygame.draw.ellipse(picture, _mix(GROUND, (0, 0, 0), 0.35), oval)
        pygame.draw.arc(picture, GROUND_LIT, oval, math.pi * 1.1, math.pi * 1.9, 2)


def _pad(picture: pygame.Surface, colour: Colour) -> None:
    """The launch pad in the middle of the horizon: a steel deck on two legs, its lit edge, and a gantry tower beside
    the rocket's place with lamps in the winner's colour."""
    width, height = picture.get_size()
    top = pad_top((width, height))
    deck = pygame.Rect(0, 0, *PAD)
    deck.midtop = (width // 2, top)
    steel, lit, dark = (86, 92, 128), (170, 178, 214), (44, 46, 72)
    for leg in (deck.left + 24, deck.right - 40):
        pygame.draw.rect(picture, dark, (leg, deck.bottom, 16, round(HORIZON * height) + 14 - deck.bottom))
    pygame.draw.rect(picture, steel, deck, border_radius=3)
    pygame.draw.line(picture, lit, (deck.left + 2, deck.top), (deck.right - 3, deck.top), 2)
    pygame.draw.line(picture, dark, (deck.left + 2, deck.bottom - 1), (deck.right - 3, deck.bottom - 1), 2)
    tower = tower_rect((width, height))
    pygame.draw.line(picture, steel, tower.topleft, tower.bottomleft, 3)
    pygame.draw.line(picture, steel, tower.topright, tower.bottomright, 3)
    for y in range(tower.top, tower.bottom - 10, 18):     # its truss
        pygame.draw.line(picture, steel, (tower.left, y), (tower.right, y + 18), 2)
        pygame.draw.line(picture, dark, (tower.right, y), (tower.left, y + 18), 2)
    arm = pygame.Rect(tower.right, tower.top + 20, 30, 6)
    pygame.draw.rect(picture, steel, arm)
    for y in (tower.top + 2, tower.bottom - 6):           # its lamps
        pygame.draw.circle(picture, _mix(colour, (255, 255, 255), 0.4), (tower.centerx, y), 3)
