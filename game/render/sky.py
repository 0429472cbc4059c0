"""The sky behind the screens: a place in space per family of screens (`game.render.sky_scenes`: each mode, each
campaign world, each menu screen).

A sky is a dark gradient lit by soft nebula glows and a faint band of dust, with what makes the place: planets and
moons (belts, craters, rings), suns, smoke, an aurora, a horizon of hills. It stays dim and calm: the dice and the
text in front of it are the brightest things on the screen. A picture is painted once per size and place
(`picture`: the soft parts at a quarter of the size, smoothed up; the bodies, suns and hills at full size) and kept;
a screen blits it. The stars come later, painted where the sky still shows (`game.render.backdrop`), never in front
of a planet, a sun or the hills (`covers`). Plain pygame, no numpy: the title's first frame paints the home sky
(tests/test_startup_imports.py).
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict

import pygame

from game.render.sky_scenes import MOODS, Body, Ground, Mood

__all__ = ["MOODS", "MODE_MOODS", "PLAIN", "Mood", "circles", "covers", "mood_of", "paint", "picture", "planet_circle"]

TABLE = "tavern"   # not a sky: Bluff's table of dark boards under a candle (`game.render.tavern`), no star on it
LOW = 4   # the soft parts are painted this many times smaller, then smoothed up
MODE_MOODS = {"dicetime": "dicetime", "triple": "triple", "puzzle": "puzzle", "campaign": "puzzle",
              "bluff": "bluff", "tenthousand": "tenthousand", "zehntausend": "zehntausend"}
PLAIN = "menu"
SUN_GLARE = 2.2   # a sun's glare reaches this many of its radii: what a title keeps off, where no star shines

KEPT = 8   # pictures kept (the latest used): 29 MiB at 1280x720; a screen keeps its own while it lives
_PICTURES: OrderedDict[tuple[tuple[int, int], str], pygame.Surface] = OrderedDict()   # (size, mood) -> the sky


def _mood(name: str) -> Mood:   # (a name no mood has: the home sky)
    return MOODS.get(name, MOODS[PLAIN])


def mood_of(mode: str) -> str:
    """The sky of a mode's screens (the home sky for a mode without one of its own)."""
    return MODE_MOODS.get(mode, PLAIN)


def picture(size: tuple[int, int], mood: str = PLAIN) -> pygame.Surface:
    """The sky of `mood` at `size`, painted on first use and kept (the KEPT latest): blit it, never draw on it."""
    key = (tuple(size), mood if mood in MOODS or mood == TABLE else PLAIN)
    kept = _PICTURES.get(key)
    if kept is None:
        kept = _PICTURES[key] = paint(*key)
        while len(_PICTURES) > KEPT:
            _PICTURES.popitem(last=False)
    _PICTURES.move_to_end(key)
    return kept


def planet_circle(size: tuple[int, int], mood: str) -> tuple[float, float, float]:
    """The big planet's centre and radius in pixels (a sky without planets: its sun's)."""
    scene = _mood(mood)
    return _circle(size, scene.bodies[0] if scene.bodies else scene.suns[0])


def circles(size: tuple[int, int], mood: str) -> list[tuple[float, float, float]]:
    """Every planet's, moon's and sun's (with its glare) centre and radius in pixels: what a title keeps off."""
    scene = _mood(mood)
    return [_circle(size, body) for body in scene.bodies] + [
        (sun.x * size[0], sun.y * size[1], SUN_GLARE * sun.r * size[1]) for sun in scene.suns]


def _circle(size: tuple[int, int], body) -> tuple[float, float, float]:
    return body.x * size[0], body.y * size[1], body.r * size[1]


def covers(size: tuple[int, int], mood: str, x: float, y: float, margin: float = 0.0) -> bool:
    """Whether (x, y) lies on a planet, its ring, a sun or the hills (or within `margin` px of one): no star
    shines there (nor anywhere on the Bluff table: `TABLE`)."""
    if mood == TABLE:
        return True
    scene = _mood(mood)
    found = circles(size, mood)           # (the planets and moons first, then the suns with their glare)
    if any(math.hypot(x - cx, y - cy) <= radius + margin for cx, cy, radius in found):
        return True
    for body, (cx, cy, radius) in zip(scene.bodies, found[:len(scene.bodies)], strict=True):
        if body.ring is not None:
            tilt, _inner, outer, flat = body.ring[:4]
            turn = math.radians(tilt)
            dx, dy = x - cx, y - cy
            along, across = dx * math.cos(turn) - dy * math.sin(turn), dx * math.sin(turn) + dy * math.cos(turn)
            reach = outer * radius + margin
            if (along / reach) ** 2 + (across / (outer * radius * flat + margin)) ** 2 <= 1.0:
                return True
    return scene.ground is not None and y + margin >= _horizon(size, scene.ground, x)


def paint(size: tuple[int, int], mood_name: str) -> pygame.Surface:
    """A fresh picture of the sky (what `picture` keeps)."""
    if mood_name == TABLE:
        from game.render import tavern  # (numpy: not on the title's first frame)

        return tavern.paint(size)
    scene = _mood(mood_name)
    rng = random.Random(mood_name if mood_name in MOODS else PLAIN)   # the same clumps and craters every time
    width, height = size
    low_w, low_h = max(2, -(-width // LOW)), max(2, -(-height // LOW))
    low = pygame.Surface((low_w, low_h))
    column = pygame.Surface((1, low_h))
    for y in range(low_h):   # top to bottom, eased
        t = (y + 0.5) / low_h
        t = t * t * (3 - 2 * t)
        column.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(scene.top, scene.bottom, strict=True)])
    pygame.transform.scale(column, (low_w, low_h), low)
    for gx, gy, rx, ry, colour, strength in scene.glows:
        _add_glow(low, (gx * low_w, gy * low_h), (rx * low_w, ry * low_h), colour, strength)
    angle, middle, thickness, colour, strength = scene.band
    direction = (math.cos(angle), math.sin(angle))
    for _clump in range(16):   # the band: soft clumps along a line through the middle, uneven
        along = rng.uniform(-0.8, 0.8) * low_w
        across = rng.uniform(-1.0, 1.0) * thickness * low_h
        centre = (low_w / 2 + direction[0] * along - direction[1] * across,
                  middle * low_h + direction[1] * along + direction[0] * across)
        length = rng.uniform(0.08, 0.18) * low_w
        _add_glow(low, centre, (length, thickness * low_h * rng.uniform(1.2, 2.2)), colour,
                  strength * rng.uniform(0.3, 0.6), angle)
    if scene.smoke is not None:   # smoke: long soft wisps, a little turned, all over
        count, colours, strength = scene.smoke
        for _wisp in range(count):
            _add_glow(low, (rng.uniform(0, low_w), rng.uniform(0, low_h)),
                      (rng.uniform(0.08, 0.22) * low_w, rng.uniform(0.03, 0.09) * low_h), rng.choice(colours),
                      strength * rng.uniform(0.3, 0.8), rng.uniform(-0.5, 0.5))
    if scene.aurora is not None:
        _add_aurora(low, scene.aurora, rng)
    for sun in scene.suns:   # each sun's halo
        _add_glow(low, (sun.x * low_w, sun.y * low_h), (sun.halo * low_h, sun.halo * low_h), sun.colour, sun.strength)
    for body in scene.bodies:   # the haze round each planet's lit side
        cx, cy, radius = _circle(size, body)
        light = _unit(body.light)
        _add_glow(low, ((cx + light[0] * radius * 0.08) / LOW, (cy + light[1] * radius * 0.08) / LOW),
                  (radius * 1.16 / LOW, radius * 1.16 / LOW), body.lit, 0.20 if body.r > 0.1 else 0.10)
    full = pygame.transform.smoothscale(low, (width, height))
    for sun in scene.suns:
        _paint_sun(full, (sun.x * width, sun.y * height, sun.r * height), sun.colour)
    if scene.rocks is not None:
        _paint_rocks(full, scene.band, scene.rocks, rng)
    for body in reversed(scene.bodies):   # the big one last: in front of its moons
        _paint_body(full, body, _circle(size, body), rng)
    if scene.ground is not None:
        _paint_ground(full, scene.ground)
    return full


def _unit(vector: tuple[float, float]) -> tuple[float, float]:
    norm = math.hypot(*vector) or 1.0
    return vector[0] / norm, vector[1] / norm


_BLOB = 48   # px: the glow's picture before it is stretched
_BLOBS: list[pygame.Surface] = []   # the white glow, drawn once


def _add_glow(surface: pygame.Surface, centre: tuple[float, float], radii: tuple[float, float],
              colour: tuple[int, int, int], strength: float, angle: float = 0.0) -> None:
    """A soft glow added over `surface`: `colour` times `strength` in the middle, fading as a bell curve to
    nothing about two radii out, stretched to `radii` and turned by `angle` (radians)."""
    if not _BLOBS:
        blob = pygame.Surface((2 * _BLOB, 2 * _BLOB))
        for i in range(_BLOB, 0, -1):   # rings from the outside in: each one's level at its radius
            level = round(255 * math.exp(-((2.0 * i / _BLOB) ** 2)))
            pygame.draw.circle(blob, (level, level, level), (_BLOB, _BLOB), i)
        _BLOBS.append(blob)
    size = (max(2, round(4 * radii[0])), max(2, round(4 * radii[1])))
    blob = pygame.transform.smoothscale(_BLOBS[0], size)
    blob.fill([min(255, round(c * strength)) for c in colour], special_flags=pygame.BLEND_MULT)
    blob.fill((1, 1, 1), special_flags=pygame.BLEND_SUB)   # (the multiply rounds up: its faint edge rounded to 0)
    if angle:
        blob = pygame.transform.rotozoom(blob, -math.degrees(angle), 1.0)
    surface.blit(blob, blob.get_rect(center=(round(centre[0]), round(centre[1]))), special_flags=pygame.BLEND_ADD)


def _add_aurora(low: pygame.Surface, aurora, rng: random.Random) -> None:
    """Curtains of light across the sky: a bright wavy lower edge fading upward, brighter and dimmer folds."""
    bottom, tall, (near, far), strength = aurora
    low_w, low_h = low.get_size()
    rows = max(2, round(tall * low_h))
    levels = []
    for level in range(1, 9):   # a column of the curtain at each of eight brightnesses
        column = pygame.Surface((1, rows))
        for j in range(rows):
            t = j / (rows - 1)   # 0 at its top, 1 at its lower edge
            fade = t ** 0.9 * (1.0 if t < 0.9 else (1.0 - t) / 0.1 * 0.7 + 0.3)
            colour = [a + (b - a) * t for a, b in zip(far, near, strict=True)]
            column.set_at((0, j), [min(255, round(c * fade * strength * level / 8)) for c in colour])
        levels.append(column)
    phases = [rng.uniform(0, math.tau) for _ in range(4)]
    for x in range(low_w):
        u = x / low_w * math.tau
        edge = bottom + 0.05 * math.sin(1.3 * u + phases[0]) + 0.025 * math.sin(3.1 * u + phases[1])
        fold = 0.3 + 0.45 * max(0.0, math.sin(2.2 * u + phases[2])) ** 1.5 + 0.25 * max(0.0, math.sin(5.3 * u + phases[3]))
        fold *= 0.45 + 0.55 * math.sin(math.pi * x / low_w)   # brightest in the middle, clear of the corners' words
        level = min(7, round(fold * 8))
        if level > 0:
            low.blit(levels[level - 1], (x, round(edge * low_h) - rows), special_flags=pygame.BLEND_ADD)


def _paint_sun(surface: pygame.Surface, circle: tuple[float, float, float], colour: tuple[int, int, int]) -> None:
    cx, cy, radius = circle
    pygame.draw.aacircle(surface, colour, (cx, cy), radius)
    core = [round(c + (255 - c) * 0.35) for c in colour]
    pygame.draw.aacircle(surface, core, (cx, cy), radius * 0.62)


def _paint_rocks(surface: pygame.Surface, band, rocks, rng: random.Random) -> None:
    """An asteroid belt along the dust band: small lit rocks, most of them specks."""
    angle, middle, thickness, _colour, _strength = band
    count, colour = rocks
    width, height = surface.get_size()
    direction = (math.cos(angle), math.sin(angle))
    for _rock in range(count):
        along = rng.uniform(-0.55, 0.55) * width
        across = rng.gauss(0.0, 0.5) * thickness * height
        x = width / 2 + direction[0] * along - direction[1] * across
        y = middle * height + direction[1] * along + direction[0] * across
        size = max(1.0, rng.random() ** 3 * 4.0 * height / 720)
        shade = rng.uniform(0.45, 1.0)
        pygame.draw.circle(surface, [round(c * shade * 0.55) for c in colour], (x, y), size)
        if size > 1.5:
            pygame.draw.circle(surface, [round(c * shade) for c in colour], (x - size * 0.3, y - size * 0.3), size * 0.55)


def _paint_body(surface: pygame.Surface, body: Body, circle: tuple[float, float, float], rng: random.Random) -> None:
    """A planet or moon where it is in view: its belts and craters, lit along the limb that faces the light (shaded
    in steps too fine to see), its night side a little darker than the sky, a smooth edge; its ring round it (the
    far half behind it, the near half in front)."""
    cx, cy, radius = circle
    ring = _ring(body.ring, (cx, cy), radius) if body.ring is not None else None
    if ring is not None:
        surface.blit(ring[0], ring[2])
    area = pygame.Rect(math.floor(cx - radius) - 1, math.floor(cy - radius) - 1, 2 * math.ceil(radius) + 3,
                       2 * math.ceil(radius) + 3).clip(surface.get_rect())
    if area.width and area.height:
        local = (cx - area.x, cy - area.y)
        texture = pygame.Surface(area.size)
        texture.fill(body.lit)
        if body.bands:   # belts: soft stripes top to bottom
            rows = max(2, round(2 * radius / 6))
            belts = pygame.Surface((1, rows))
            stripes = [(rng.uniform(0.5, 1.5), colour) for colour in body.bands for _twice in range(2)]
            total, y0 = sum(share for share, _c in stripes), 0.0
            for share, colour in stripes:
                y1 = y0 + share / total * rows
                for j in range(round(y0), min(rows, round(y1))):
                    belts.set_at((0, j), colour)
                y0 = y1
            tall = pygame.transform.smoothscale(belts, (1, max(2, round(2 * radius))))
            texture.blit(pygame.transform.scale(tall, (area.width, tall.get_height())), (0, round(local[1] - radius)))
        for _crater in range(body.craters):
            dist, turn = radius * 0.8 * math.sqrt(rng.random()), rng.uniform(0, math.tau)
            x, y = local[0] + dist * math.cos(turn), local[1] + dist * math.sin(turn)
            size = radius * rng.uniform(0.06, 0.16)
            squash = math.sqrt(max(0.2, 1.0 - (dist / radius) ** 2))
            rim = pygame.Rect(0, 0, 2 * size, 2 * size * squash)
            rim.center = (round(x), round(y))
            pygame.draw.ellipse(texture, [round(c * 0.72) for c in body.lit], rim)
            pygame.draw.ellipse(texture, [round(c * 0.86) for c in body.lit], rim.inflate(-size * 0.4, -size * 0.4 * squash))
        light = _unit(body.light)
        small = (max(2, -(-area.width // LOW)), max(2, -(-area.height // LOW)))   # (smoothed up: no steps to see)
        shade, night = pygame.Surface(small), pygame.Surface(small)
        steps = 28
        crescent = 0.24 if body.r >= 0.2 else 0.6   # a planet shows a crescent, a moon most of its face
        for i in range(steps + 1):   # from the lit disc to the night disc, shifted away from the light
            t = i / steps
            shift = radius * crescent * t
            level = 0.92 * (1.0 - t ** 0.6) + 0.06   # the light left at this step
            where = ((local[0] - light[0] * shift) / LOW, (local[1] - light[1] * shift) / LOW)
            pygame.draw.circle(shade, [round(255 * level)] * 3, where, (radius - shift) / LOW + 0.5)
            pygame.draw.circle(night, [round(c * (1.0 - level)) for c in body.night], where, (radius - shift) / LOW + 0.5)
        texture.blit(pygame.transform.smoothscale(shade, area.size), (0, 0), special_flags=pygame.BLEND_MULT)
        texture.blit(pygame.transform.smoothscale(night, area.size), (0, 0), special_flags=pygame.BLEND_ADD)
        disc = pygame.Surface(area.size, pygame.SRCALPHA)
        disc.fill((0, 0, 0, 0))
        pygame.draw.aacircle(disc, (255, 255, 255, 255), local, radius)
        disc.blit(texture, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(disc, area)
        pygame.draw.aacircle(surface, [round(0.55 * c + 0.45 * n) for c, n in zip(body.lit, body.night, strict=True)],
                             (cx, cy), radius, 2 if radius > 20 else 1)
    if ring is not None:
        surface.blit(ring[1], ring[2])


def _ring(ring, centre: tuple[float, float], radius: float) -> tuple[pygame.Surface, pygame.Surface, pygame.Rect]:
    """A planet's ring turned by its tilt: its far half and its near half (each the size of the whole), and where."""
    tilt, inner, outer, flat, colour, opacity = ring
    width, height = round(2 * outer * radius), max(4, round(2 * outer * radius * flat))
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    image.fill((0, 0, 0, 0))
    bands = 6
    for k in range(bands):   # outside in: lighter and darker bands
        t = k / bands
        reach = outer + (inner - outer) * t
        rect = pygame.Rect(0, 0, round(width * reach / outer), round(height * reach / outer))
        rect.center = (width // 2, height // 2)
        level = (0.7, 1.0, 0.55, 0.9, 0.4, 0.8)[k]
        pygame.draw.ellipse(image, (*[round(c * (0.8 + 0.2 * level)) for c in colour], round(opacity * level)), rect)
    gap = pygame.Rect(0, 0, round(width * inner / outer), round(height * inner / outer))
    gap.center = (width // 2, height // 2)
    pygame.draw.ellipse(image, (0, 0, 0, 0), gap)
    soft = (max(2, image.get_width() // 2), max(2, image.get_height() // 2))   # (smoothed: no jagged edges once turned)
    image = pygame.transform.smoothscale(pygame.transform.smoothscale(image, soft), image.get_size())
    far, near = image.copy(), image
    far.fill((0, 0, 0, 0), pygame.Rect(0, image.get_height() // 2, image.get_width(), image.get_height()))
    near.fill((0, 0, 0, 0), pygame.Rect(0, 0, image.get_width(), image.get_height() // 2))
    far, near = pygame.transform.rotate(far, tilt), pygame.transform.rotate(near, tilt)
    return far, near, far.get_rect(center=(round(centre[0]), round(centre[1])))


def _wave(ground: Ground, row: int, u: float) -> float:
    """A row of hills' height (a fraction of the screen's) at `u` (0 to 1 across)."""
    top, swell, _colour = (ground.far, ground.near)[row]
    p = ground.seed * 1.7 + row * 2.3
    return top + swell * (0.6 * math.sin(u * math.tau * (1.3 + row * 0.6) + p)
                          + 0.4 * math.sin(u * math.tau * (3.7 + row) + 2.1 * p) - 0.3 * abs(math.sin(u * math.tau * 2.2 + p)))


def _horizon(size: tuple[int, int], ground: Ground, x: float) -> float:
    """The y where the hills begin at x (px)."""
    u = x / size[0]
    return size[1] * min(_wave(ground, 0, u), _wave(ground, 1, u))


def _paint_ground(surface: pygame.Surface, ground: Ground) -> None:
    width, height = surface.get_size()
    step = 6
    for row in (0, 1):   # the far hills, then the near ones with the light along their crest
        crest = [(x, height * _wave(ground, row, x / width)) for x in range(0, width + step, step)]
        pygame.draw.polygon(surface, (ground.far, ground.near)[row][2], [(0, height), *crest, (width, height)])
        if row:
            pygame.draw.aalines(surface, [round(0.5 * a + 0.5 * b) for a, b in zip(ground.rim, ground.near[2], strict=True)],
                                False, crest)
