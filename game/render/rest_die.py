"""A die at rest, drawn as one kept picture: the cube seen nearly from above.

Its top (the face physics left up, the planet shaded as a ball lit from the north-west, the light the table's
lamp casts), a sliver of the two side faces turned from the light (the die's own blue, shaded as its side's light
says, no planet: look review 14a, squeezed planets on the slivers "read as blobs"), and a soft contact shadow where
the cube meets the felt; a sheen from the lamp on the top's north-west corner (`_gloss`). Dice at rest are drawn in every frame's still picture, so each look is made once (per
face, size, turn, light and star) and kept; `dice_view.draw_die` blits it where the camera puts the top.

The sides lean a fixed way (`DEPTH`: towards the south and a little east, away from the light), the same for
every die at rest wherever it lies: every die is seen a little from the south-east (`dice_view.slant`, tumbling
or at rest alike, so a die that lands looks as it will at rest). A nearer die (south-east) is drawn later and may
hide the foot of a farther one's sides, never its top (`dice_view.nearness`).
"""

from __future__ import annotations

import functools
import math

import pygame

from game.render import planet_faces
from game.render.surface_cache import surface_cache

DEPTH = (0.08, 0.2)           # of the top's side: how far the cube's foot shows beyond its top (east, south)
TOWARDS_LIGHT = (-0.64, -0.77)   # on the screen: the lamp's side (north-west), as dice_view.LIGHT
SIDE_LIGHT = (0.62, 0.9)     # a side's light: facing away from the lamp .. facing it (was 0.5 .. 0.82: a dark box)
CONTACT = 96                 # the contact shadow at its darkest (alpha: fainter than a face)


@surface_cache(max_mib=5)    # (a 3000-frame demo holds ~60 of them: 3-4 MiB at Dicetime's 78 px dice)
def rest_picture(value: int, side: int, degrees: int, light: int, star_for_six: bool
                 ) -> tuple[pygame.Surface, tuple[int, int]]:
    """The die at rest: (picture, where the top's middle lies in it)."""
    half = side / 2.0
    dx, dy = depth(side)
    reach = half * math.sqrt(2.0)
    pad = max(3, round(side * 0.08))
    width = math.ceil(2 * reach + dx) + 2 * pad
    height = math.ceil(2 * reach + dy) + 2 * pad
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    cx, cy = pad + reach, pad + reach
    a = math.radians(degrees)
    ux, uy = math.cos(a) * half, math.sin(a) * half          # the top's half edges on the screen
    vx, vy = -uy, ux
    top = [(cx + ux + vx, cy + uy + vy), (cx - ux + vx, cy - uy + vy), (cx - ux - vx, cy - uy - vy),
           (cx + ux - vx, cy + uy - vy)]
    foot = [(x + dx, y + dy) for x, y in top]
    _contact_shadow(image, top + foot, (cx + dx, cy + dy), side)
    tint = light / 20.0
    for k in range(4):                                        # the sides that face the viewer
        nx, ny = math.cos(a + k * math.pi / 2), math.sin(a + k * math.pi / 2)
        if nx * dx + ny * dy <= 0.0:
            continue
        # the edge of the top on that side: from the corner before it to the one after it
        ex, ey = cx + nx * half, cy + ny * half
        tx, ty = -ny * half, nx * half
        facing = max(0.0, nx * TOWARDS_LIGHT[0] + ny * TOWARDS_LIGHT[1])
        lit = (SIDE_LIGHT[0] + (SIDE_LIGHT[1] - SIDE_LIGHT[0]) * facing) * tint
        planet_faces.draw_plain_face(image, (ex + dx / 2, ey + dy / 2), (tx, ty), (dx / 2, dy / 2), lit)
    lit = _top_face(value, side, degrees, star_for_six)
    lamp = _lamp(side, ball_radius(value, side), light)   # the top lit from the north-west: lighter there, darker
    crop = pygame.Rect((0, 0), lit.get_size())            # south-east (its middle on the turned face's middle)
    crop.center = lamp.get_rect().center
    lit.blit(lamp, (0, 0), crop, special_flags=pygame.BLEND_RGB_MULT)
    image.blit(lit, lit.get_rect(center=(round(cx), round(cy))))
    if not (star_for_six and value == 6):
        ball = _ball_shading(ball_radius(value, side))
        image.blit(ball, ball.get_rect(center=(round(cx), round(cy))))
    _gloss(image, top, (cx, cy), side)
    _bevel(image, top)
    shown = image.get_bounding_rect()           # without its clear margin (room for any turn): a smaller blit
    return image.subsurface(shown).copy(), (round(cx) - shown.x, round(cy) - shown.y)


SMALL = 50                   # px: a top this small shows its planet bigger, round the numeral that covers its middle
SMALL_GROW = 1.1             # (its ring-less planets only, to 0.9 of the half edge: the 6's ring would leave the face)


def depth(side: int) -> tuple[float, float]:
    """How far (px, east and south) the foot of a die whose top is ``side`` px across shows beyond its top: DEPTH of it,
    less on small dice (under 36 px), none under 24 px (there the numeral fills the die and the room round it)."""
    share = max(0.0, min(1.0, (side - 24) / 12))
    return DEPTH[0] * side * share, DEPTH[1] * side * share


def planet_grow(value: int, side: int) -> float:
    return SMALL_GROW if side < SMALL and value != 6 else 1.0


def ball_radius(value: int, side: int) -> int:
    """The radius (px) of the planet's disc on a top ``side`` px across."""
    return max(2, round(side / 2.0 * planet_faces.PLANET_RADIUS * (0.78 if value == 6 else planet_grow(value, side))))


def _top_face(value: int, side: int, degrees: int, star_for_six: bool) -> pygame.Surface:
    """The top's face turned by ``degrees``: a picture of its own (the kept face is never changed)."""
    image = planet_faces.face_image(value, side, star_for_six, bare=star_for_six and value == 6, terminator=False,
                                    grow=planet_grow(value, side))
    return pygame.transform.rotozoom(image, -degrees, 1.0) if degrees else image.copy()


def _contact_shadow(image: pygame.Surface, points, centre: tuple[float, float], side: int) -> None:
    """A soft dark rim where the cube stands: its outline, a little grown, blurred (drawn small, scaled up)."""
    small = 4
    w, h = image.get_size()
    sw, sh = max(2, w // small), max(2, h // small)
    shade = pygame.Surface((sw, sh), pygame.SRCALPHA)
    grow = 1.06
    hull = [((centre[0] + (x - centre[0]) * grow + side * 0.02) / small, (centre[1] + (y - centre[1]) * grow
                                                                         + side * 0.03) / small)
            for x, y in _hull(points)]
    pygame.draw.polygon(shade, (0, 0, 0, CONTACT), hull)
    image.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0))


def _hull(points):
    points = sorted(set(points))
    if len(points) < 3:
        return points

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower, upper = [], []
    for p in points:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(points):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


GLOSS = 90                   # the sheen on a resting die's top at its brightest (alpha of white)


def _gloss(image: pygame.Surface, top, centre: tuple[float, float], side: int) -> None:
    """The lamp's sheen on the top (look review 15: "small flat dice tiles"; "more solid, gloss, light"): a soft
    white oval in the corner towards the lamp (north-west), long across the light, within the top (drawn over the
    part of the picture it covers only: +0.03 ms a picture)."""
    oval = sheen(side)
    half = side / 2.0
    area = oval.get_rect(center=(round(centre[0] + TOWARDS_LIGHT[0] * half * 0.9),
                                 round(centre[1] + TOWARDS_LIGHT[1] * half * 0.9))).clip(image.get_rect())
    if area.width < 2 or area.height < 2:
        return
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    layer.blit(oval, oval.get_rect(center=(round(centre[0] + TOWARDS_LIGHT[0] * half * 0.9) - area.x,
                                           round(centre[1] + TOWARDS_LIGHT[1] * half * 0.9) - area.y)))
    clip = pygame.Surface(area.size, pygame.SRCALPHA)
    pygame.draw.polygon(clip, (255, 255, 255, 255), [(x - area.x, y - area.y) for x, y in top])
    layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    image.blit(layer, area)


@functools.lru_cache(maxsize=16)
def sheen(side: int) -> pygame.Surface:
    """`_gloss`'s oval for a top ``side`` px across: soft to its edge (ovals one in another, brighter inwards, drawn
    at half size and smoothed up), turned long across the lamp's light."""
    half = side / 4.0
    oval = pygame.Surface((max(4, round(half * 1.7)), max(4, round(half * 0.75))), pygame.SRCALPHA)
    rings = 6
    for k in range(rings):
        part = oval.get_rect().inflate(-oval.get_width() * k / (rings + 1), -oval.get_height() * k / (rings + 1))
        pygame.draw.ellipse(oval, (255, 255, 255, round(GLOSS * (k + 1) / rings)), part)
    oval = pygame.transform.rotate(oval, -math.degrees(math.atan2(TOWARDS_LIGHT[1], TOWARDS_LIGHT[0])) - 90)
    return pygame.transform.smoothscale(oval, (oval.get_width() * 2, oval.get_height() * 2))


def _bevel(image: pygame.Surface, top) -> None:
    """The top's edges rounded off: a bright strip inside the edges that face the lamp, a dark one inside those
    that face away (translucent, over the face)."""
    cx = sum(p[0] for p in top) / 4
    cy = sum(p[1] for p in top) / 4
    layer = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    side = math.dist(top[0], top[1])
    inset = max(1.5, side * 0.03) / (side / 2)        # of the way to the middle (0.05 with a darker shade: a dark box)
    for k in range(4):
        a, b = top[k], top[(k + 1) % 4]
        nx, ny = (a[0] + b[0]) / 2 - cx, (a[1] + b[1]) / 2 - cy
        facing = (nx * TOWARDS_LIGHT[0] + ny * TOWARDS_LIGHT[1]) / (math.hypot(nx, ny) or 1.0)
        if abs(facing) < 0.15:
            continue
        colour = (255, 255, 255, round(60 * facing)) if facing > 0 else (0, 0, 0, round(-45 * facing))
        inner = [(p[0] + (cx - p[0]) * inset, p[1] + (cy - p[1]) * inset) for p in (b, a)]
        pygame.draw.polygon(layer, colour, [a, b, *inner])
    image.blit(layer, (0, 0))


@surface_cache(max_mib=1)
def _ball_shading(radius: int) -> pygame.Surface:
    """A planet's disc of ``radius`` shaded as a ball under the lamp: a soft highlight towards the north-west, the
    limb and the far side darker (alpha over the planet's flat colours; clear outside the disc)."""
    import numpy as np  # (here: not on the title's first frame; play has it loaded for its tables)

    size = 2 * radius + 2
    ys, xs = np.mgrid[0:size, 0:size].astype(np.float64)
    x = (xs + 0.5 - size / 2) / radius
    y = (ys + 0.5 - size / 2) / radius
    r2 = x * x + y * y
    inside = np.clip((1.0 - np.sqrt(r2)) * radius + 0.5, 0.0, 1.0)       # anti-aliased disc edge
    z = np.sqrt(np.clip(1.0 - r2, 0.0, 1.0))
    lx, ly, lz = -0.45, -0.55, 0.70
    norm = math.sqrt(lx * lx + ly * ly + lz * lz)
    lambert = np.clip((x * lx + y * ly + z * lz) / norm, 0.0, 1.0)       # 0 (far side) .. 1 (facing the lamp)
    dark = np.clip(0.62 - lambert, 0.0, 1.0) * 0.85                         # shade: alpha of black
    spot = np.clip((lambert - 0.86) / 0.14, 0.0, 1.0) ** 2 * 0.42           # highlight: alpha of white
    rgba = np.zeros((size, size, 4), dtype=np.uint8)
    white = spot > dark
    rgba[..., :3] = np.where(white[..., None], 255, 0)
    rgba[..., 3] = np.round(np.where(white, spot, dark) * inside * 255).astype(np.uint8)
    return pygame.image.frombuffer(rgba.tobytes(), (size, size), "RGBA").copy()


def warm(side: int) -> None:
    """Make ahead what every die at rest of a top ``side`` px across shares: its planets' ball shading, its lamp."""
    for value in (1, 6):
        _ball_shading(ball_radius(value, side))
        for light in (19, 20):                   # (a flat top's light: dice_view.die_faces)
            _lamp(side, ball_radius(value, side), light)


@surface_cache(max_mib=1)
def _lamp(side: int, planet: int, light: int) -> pygame.Surface:
    """The light over a die's top ``side`` px across, in screen directions (a multiplier, big enough for the top turned
    any way): the face's light (``light`` / 20), and the lamp's fall-off from x1.0 at the north-west to about x0.85 at
    the south-east (smooth-scaled from two by two), but for the planet's disc of radius ``planet`` in the middle (it
    has its own light: `_ball_shading`)."""
    tint = max(0.0, min(1.0, light / 20.0))
    size = math.ceil(side * math.sqrt(2.0)) + 4
    small = pygame.Surface((2, 2))
    for (x, y), level in {(0, 0): 255, (1, 0): 236, (0, 1): 231, (1, 1): 212}.items():   # (over the top: 248 to 218)
        small.set_at((x, y), (round(level * tint),) * 3)
    image = pygame.transform.smoothscale(small, (size, size))
    pygame.draw.circle(image, (round(255 * tint),) * 3, (size / 2, size / 2), planet + 1)
    return image
