"""Planet dice: a hexagonal little planet per die, drawn from the tray's poses.

Each die is drawn in the shape physics gives it (a hexagon, so what you see resting
on the floor is what rests there), painted as a planet: a colour per die, bands
and craters that turn with the body. Every side carries its value near the edge
as pips (when the die is big enough to show them), and the centre shows, large and upright
to the side that points up, the value on top right now, so the reading is plain
while it tumbles and after. Once the tray has read a face, the top side glows and
the centre value turns gold. With ``star_for_six`` (Bluff) a star is drawn in
place of the 6; the reading is the same.

Nothing here changes the dice: it only looks at poses.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.physics import Tray, hexdie
from game.render import text, theme

Colour = tuple[int, int, int]

PLANET_COLOURS: tuple[Colour, ...] = (
    (224, 122, 72),    # Mars-like orange
    (86, 150, 232),    # ocean blue
    (92, 190, 130),    # green
    (196, 120, 210),   # violet
    (226, 190, 92),    # sand gold
    (94, 196, 206),    # ice teal
)
NUMERAL = (250, 250, 255)
NUMERAL_SHADOW = (16, 18, 40)
READ_GOLD = (255, 214, 90)
LOCK_STAR = (255, 226, 120)
SIDE_PIPS_MIN_RADIUS = 20      # below this, only the big centre value is drawn
PIP = (245, 245, 252)
# Pip layouts per value, in (along the side, inwards) steps; two rows from 4 up.
PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0, 0),),
    2: ((-0.5, 0), (0.5, 0)),
    3: ((-1, 0), (0, 0), (1, 0)),
    4: ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)),
    5: ((-1, -0.5), (0, -0.5), (1, -0.5), (-0.5, 0.5), (0.5, 0.5)),
    6: ((-1, -0.5), (0, -0.5), (1, -0.5), (-1, 0.5), (0, 0.5), (1, 0.5)),
}


def _shade(colour: Colour, factor: float) -> Colour:
    return tuple(max(0, min(255, int(c * factor))) for c in colour)  # type: ignore[return-value]


@lru_cache(maxsize=64)
def planet_texture(colour_index: int, radius: int) -> pygame.Surface:
    """The planet's unrotated face: hexagon, bands and craters (cached per size)."""
    size = 2 * radius + 4
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size / 2, size / 2)
    base = PLANET_COLOURS[colour_index % len(PLANET_COLOURS)]
    corners = [(centre[0] + x, centre[1] + y) for x, y in hexdie.hexagon_vertices(radius)]
    pygame.draw.polygon(surf, base, corners)
    # Bands and craters, clipped to the hexagon through a mask surface.
    paint = pygame.Surface((size, size), pygame.SRCALPHA)
    rng = random.Random(colour_index * 7919 + radius)  # cosmetic, fixed per planet
    for k in range(3):
        y = centre[1] + (k - 1) * radius * 0.55 + rng.uniform(-3, 3)
        band = pygame.Rect(0, 0, size, max(2, int(radius * rng.uniform(0.14, 0.24))))
        band.center = (int(centre[0]), int(y))
        pygame.draw.ellipse(paint, (*_shade(base, 0.72 + 0.1 * k), 255), band.inflate(radius * 0.4, 0))
    for _ in range(3):
        angle, dist = rng.uniform(0, math.tau), rng.uniform(0.2, 0.6) * radius
        cx, cy = centre[0] + math.cos(angle) * dist, centre[1] + math.sin(angle) * dist
        r = max(2, int(radius * rng.uniform(0.09, 0.16)))
        pygame.draw.circle(paint, (*_shade(base, 0.6), 255), (cx, cy), r)
        pygame.draw.circle(paint, (*_shade(base, 1.25), 255), (cx - r * 0.3, cy - r * 0.3), max(1, r // 3))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), corners)
    paint.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(paint, (0, 0))
    pygame.draw.polygon(surf, _shade(base, 1.35), corners, max(1, radius // 12))
    return surf


def _star_points(centre: tuple[float, float], outer: float, rotation: float = -math.pi / 2) -> list[tuple[float, float]]:
    points = []
    for k in range(10):
        r = outer if k % 2 == 0 else outer * 0.45
        a = rotation + k * math.pi / 5
        points.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    return points


@lru_cache(maxsize=256)
def label_image(value: int, size: int, colour: Colour, star_for_six: bool) -> pygame.Surface:
    """A face value as an image: a numeral with a dark outline, or a star for the 6."""
    if star_for_six and value == 6:
        pad = 3
        image = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
        centre = (image.get_width() / 2, image.get_height() / 2)
        pygame.draw.polygon(image, NUMERAL_SHADOW, _star_points(centre, size / 2 + 1.5))
        pygame.draw.polygon(image, colour, _star_points(centre, size / 2))
        return image
    glyph = text.render(str(value), size, colour, True)
    shadow = text.render(str(value), size, NUMERAL_SHADOW, True)
    image = pygame.Surface((glyph.get_width() + 4, glyph.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 2), (2, 0), (4, 2), (2, 4), (1, 1), (3, 3), (1, 3), (3, 1)):
        image.blit(shadow, (dx, dy))
    image.blit(glyph, (2, 2))
    return image


def _blit_rotated(surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float], degrees: float) -> None:
    turned = pygame.transform.rotate(image, degrees)
    surface.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))


def _upright_degrees(normal_angle: float) -> float:
    """pygame rotation that turns an upright label to face along ``normal_angle`` (screen radians)."""
    return -(math.degrees(normal_angle) + 90.0)


def draw_die(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: float,
    angle: float,
    *,
    colour_index: int = 0,
    star_for_six: bool = False,
    read: bool = False,
    locked: bool = False,
    focus: bool = False,
    clock: float = 0.0,
    reduced_motion: bool = False,
) -> None:
    """One planet die at ``centre`` with body angle ``angle`` (radians, pymunk's)."""
    r = max(4, int(round(radius)))
    texture = planet_texture(colour_index, r)
    _blit_rotated(surface, texture, centre, -math.degrees(angle))

    up = hexdie.up_side(angle)
    if read:
        # The top side glows: a bright bar along the edge that was read.
        a0 = hexdie.side_normal_angle(up, angle)
        half = math.pi / 6
        p1 = (centre[0] + radius * math.cos(a0 - half), centre[1] + radius * math.sin(a0 - half))
        p2 = (centre[0] + radius * math.cos(a0 + half), centre[1] + radius * math.sin(a0 + half))
        pygame.draw.line(surface, READ_GOLD, p1, p2, max(2, r // 7))

    if r >= SIDE_PIPS_MIN_RADIUS:
        for side in range(hexdie.SIDES):
            if side != up:
                draw_side_pips(surface, centre, radius, hexdie.side_normal_angle(side, angle),
                               hexdie.SIDE_VALUES[side], star_for_six)

    value = hexdie.SIDE_VALUES[up]
    big = max(12, int(radius * (1.0 if r >= SIDE_PIPS_MIN_RADIUS else 1.35)))
    image = label_image(value, big, READ_GOLD if read else NUMERAL, star_for_six)
    _blit_rotated(surface, image, centre, _upright_degrees(hexdie.side_normal_angle(up, angle)))

    if locked:
        draw_lock_stars(surface, centre, radius, clock, reduced_motion)
    if focus:
        pygame.draw.circle(surface, theme.FOCUS, centre, radius * 1.32, 3)


def draw_side_pips(surface: pygame.Surface, centre: tuple[float, float], radius: float,
                   normal: float, value: int, star_for_six: bool) -> None:
    """A side's value as pips just inside that side (a small star for a Bluff 6).

    Pips read the same from any direction, so a side seen upside down never
    turns a 6 into a 9.
    """
    depth = radius * 0.66
    base = (centre[0] + math.cos(normal) * depth, centre[1] + math.sin(normal) * depth)
    along = (-math.sin(normal), math.cos(normal))
    inward = (-math.cos(normal), -math.sin(normal))
    if star_for_six and value == 6:
        pygame.draw.polygon(surface, NUMERAL_SHADOW, _star_points(base, radius * 0.2 + 1.5, normal))
        pygame.draw.polygon(surface, PIP, _star_points(base, radius * 0.2, normal))
        return
    step = radius * 0.2
    pip = max(1.5, radius * 0.065)
    for u, v in PIP_LAYOUTS[value]:
        x = base[0] + (along[0] * u + inward[0] * v) * step
        y = base[1] + (along[1] * u + inward[1] * v) * step
        pygame.draw.circle(surface, NUMERAL_SHADOW, (x, y), pip + 1)
        pygame.draw.circle(surface, PIP, (x, y), pip)


def draw_lock_stars(surface: pygame.Surface, centre: tuple[float, float], radius: float,
                    clock: float, reduced_motion: bool) -> None:
    """Five little stars in an arc over a locked planet (they twinkle unless motion is reduced)."""
    base = max(4.0, radius * 0.2)
    for k in range(5):
        a = math.pi + (k + 0.5) * math.pi / 5          # across the upper half
        twinkle = 1.0 if reduced_motion else 1.0 + 0.18 * math.sin(clock * 5.0 + k * 1.7)
        size = base * twinkle
        pos = (centre[0] + math.cos(a) * radius * 1.3, centre[1] + math.sin(a) * radius * 1.3)
        pygame.draw.polygon(surface, NUMERAL_SHADOW, _star_points(pos, size + 1.5))
        pygame.draw.polygon(surface, LOCK_STAR, _star_points(pos, size))


def draw_tray_dice(
    surface: pygame.Surface,
    tray: Tray,
    origin: tuple[float, float],
    alpha: float,
    *,
    locked: Sequence[bool] = (),
    focus: int | None = None,
    star_for_six: bool = False,
    clock: float = 0.0,
    reduced_motion: bool = False,
) -> None:
    """Every die of ``tray`` drawn with the tray's top-left inside corner at ``origin``."""
    for index in range(tray.count):
        if not tray.is_present(index):
            continue
        pose = tray.pose(index, alpha)
        centre = (origin[0] + pose.x, origin[1] + pose.y)
        is_locked = index < len(locked) and bool(locked[index])
        draw_die(
            surface, centre, tray.radius, pose.angle,
            colour_index=index,
            star_for_six=star_for_six,
            read=tray.settled or (is_locked and not tray.moving(index)),
            locked=is_locked,
            focus=focus == index,
            clock=clock,
            reduced_motion=reduced_motion,
        )


def draw_tray_box(surface: pygame.Surface, inner: pygame.Rect, border: int = 10) -> pygame.Rect:
    """The tray itself: a dark felt floor inside a rim; returns the outer rect."""
    outer = inner.inflate(2 * border, 2 * border)
    pygame.draw.rect(surface, (30, 36, 70), outer, border_radius=border + 4)
    pygame.draw.rect(surface, (16, 20, 44), inner)
    # A faint horizon line a little above the floor, for depth.
    floor = pygame.Rect(inner.left, inner.bottom - max(6, inner.height // 12), inner.width, max(6, inner.height // 12))
    pygame.draw.rect(surface, (22, 27, 56), floor)
    pygame.draw.rect(surface, theme.PANEL_EDGE, outer, 3, border_radius=border + 4)
    return outer
