"""The dice table: a felt inside a wooden rim, drawn once per size and felt colour and kept.

The rim is dark polished wood: its top lit along the edge nearest the felt (a highlight line where the light
catches the rounded edge), its inner faces leaning out in perspective (`dice_view.Camera`), and the shadow the
north and west walls cast on the felt (the light comes from the north-west). The felt is woven (a calm grain of
short strokes a few per cent off its colour, too fine to fight a die's digits), lit by a lamp a little north-west
of the middle and darker towards its edges (a soft vignette), so it reads as cloth on a table, not a flat fill.
Each mode has its own felt colour (`FELTS`); every one stays dark enough under the navy dice and the seat colours.
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.render import planet_faces
from game.render.surface_cache import surface_cache

FELT = (20, 70, 68)                 # Dicetime's teal (and any tray not given another)
FELTS = {                           # a felt per mode: each as dark and as calm as the teal
    "dicetime": FELT,
    "revenge": (26, 60, 80),        # a deep blue-green
    "triple": (60, 36, 74),         # a plum
    "puzzle": (22, 46, 104),        # a sapphire blue: the puzzle's own table (look review 18: the moss green was muddy)
    "tenthousand": (30, 72, 44),    # a billiard green
    "bluff": (74, 34, 50),          # a wine red: the tavern's table
    "tray": FELT,
}
FELTS["campaign"] = FELTS["puzzle"]
FELTS["zehntausend"] = FELTS["tenthousand"]
WOOD = (112, 70, 44)                # the rim's top
WOOD_DARK = (48, 28, 20)            # its outer edge and inner faces
WOOD_LIGHT = (206, 150, 96)         # where the lamp catches its rounded inner edge


def draw(surface: pygame.Surface, inner: pygame.Rect, border: int, felt: tuple[int, int, int] = FELT) -> pygame.Rect:
    """The table around the felt `inner` with a rim `border` px wide; returns the outer rect."""
    image = table_image(inner.size, border, felt)
    surface.blit(image, (inner.left - border, inner.top - border))
    return pygame.Rect(inner.left - border, inner.top - border, *image.get_size())


def felt_for(mode: str) -> tuple[int, int, int]:
    """The felt colour of `mode` (a `game.modes` name, or "revenge"); the teal for any other."""
    return FELTS.get(mode, FELT)


@surface_cache(max_mib=12)
def table_image(size: tuple[int, int], border: int, felt_colour: tuple[int, int, int]) -> pygame.Surface:
    """The table's picture: the felt `size` px inside a rim `border` px wide (~2 ms for the big tray, once)."""
    w, h = size
    pad = border
    image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    outer = image.get_rect()
    _rim(image, outer, pad)
    felt = pygame.Rect(pad, pad, w, h)
    lit = planet_faces.shade(felt_colour, LAMP)        # the felt under the lamp; `_light` darkens it away from there
    image.fill(lit, felt)
    grain = random.Random(w * 31 + h)           # fixed texture, not game randomness
    tones = [planet_faces.shade(lit, tone) for tone in (0.93, 0.96, 1.04, 1.07)]
    for _ in range(w * h // 90):
        x, y = grain.randrange(w), grain.randrange(h)
        image.fill(grain.choice(tones), (pad + x, pad + y, grain.randint(2, 5), 1))
    _nap(image.subsurface(felt), w * 31 + h)
    _light(image, felt)
    _rail_shadow(image, felt)
    pygame.draw.rect(image, planet_faces.shade(WOOD_DARK, 0.5), felt.inflate(2, 2), 1)   # where wood meets felt
    return image


RIM_RADIUS = 4                      # px: the rim's outer corner radius beyond its width (the seat inlay's too)
INLAY_WIDTH = 3                     # px: the seat's inlay in the groove along the rim's top (`inlay_at`)
WOOD_EDGE = (24, 13, 8)             # the rim's outermost pixel: it stands off the sky and the panels
CREST = 0.3                         # where along the rail's inner half (from the groove to the felt) its top is highest


def inlay_at(border: int) -> int:
    """How far (px) in from a rim `border` px wide its groove for the seat's inlay lies: a third of the way in on a
    rail (wood shows on both sides of the inlay), nearer the edge on a narrow rim."""
    return 5 if border >= 14 else 3


def _rim(image: pygame.Surface, outer: pygame.Rect, pad: int) -> None:
    """The rim, a rounded rail of dark polished wood lit from the north-west (`panel.bevel_field`): a narrow outer
    slope (lit on the north and west, shaded on the south and east), a groove along its top (where a play tray's seat
    inlay lies, `inlay_at`), then its rounded top, a bright crest where the lamp catches it, falling to the felt the
    other way round (lit on the south and east rails' inner sides); a grain along the rails."""
    import numpy  # (not at start: tests/test_startup_imports.py)

    from game.render.panel import bevel_field

    depth, facing = bevel_field(outer.size, pad + RIM_RADIUS)
    inlay = inlay_at(pad)
    groove_out = min(inlay + INLAY_WIDTH + 1, pad - 2)
    outside = numpy.clip((depth - 1.0) / max(1.0, inlay - 2.0), 0.0, 1.0)       # 0..1 up the outer slope
    inner = numpy.clip((depth - groove_out) / max(1.0, pad - groove_out), 0.0, 1.0)  # 0..1 from the groove to the felt
    fall = numpy.sin(numpy.pi / 2 * numpy.clip((inner - CREST) / (1.0 - CREST), 0.0, 1.0))
    slope = numpy.where(depth < groove_out, facing * (1.0 - 0.5 * outside), -facing * fall)   # +: facing the lamp
    crest = numpy.exp(-(((inner - CREST) / 0.22) ** 2)) * (depth >= groove_out) * (0.55 + 0.45 * facing)
    rgb = numpy.empty((*outer.size, 3), numpy.float32)
    for c in range(3):
        lit = WOOD[c] + (WOOD_LIGHT[c] - WOOD[c]) * numpy.clip(slope, 0, 1) ** 1.4
        dark = WOOD[c] + (WOOD_DARK[c] - WOOD[c]) * numpy.clip(-slope, 0, 1)
        shaded = numpy.where(slope >= 0, lit, dark)
        rgb[..., c] = shaded + (WOOD_LIGHT[c] - shaded) * numpy.clip(crest, 0, 1) * 0.8
    groove = (depth >= inlay - 1) & (depth < inlay + INLAY_WIDTH + 1)
    rgb[groove] *= 0.45                                         # (a play tray's inlay covers its middle)
    rgb[depth < 1.0] = WOOD_EDGE
    pygame.surfarray.blit_array(image, numpy.clip(numpy.rint(rgb), 0, 255).astype(numpy.uint8))
    alpha = pygame.surfarray.pixels_alpha(image)
    alpha[...] = numpy.where(depth > 0.0, 255, 0).astype(numpy.uint8)
    del alpha
    grain = random.Random(outer.width * 7 + outer.height)
    for _ in range((outer.width + outer.height) // 5):   # grain lines along the rails, on the rail's inner slope
        tone = (0, 0, 0, grain.choice((22, 30, 40)))
        length = grain.randint(12, 40)
        k = grain.randint(groove_out + 1, pad - 1) if pad > groove_out + 2 else pad - 1
        line = pygame.Surface((length, 1) if grain.random() < 0.5 else (1, length), pygame.SRCALPHA)
        line.fill(tone)
        if line.get_width() > 1:
            x = grain.randrange(pad + RIM_RADIUS, outer.width - length - pad - RIM_RADIUS)
            y = k if grain.random() < 0.5 else outer.height - 1 - k
        else:
            y = grain.randrange(pad + RIM_RADIUS, outer.height - length - pad - RIM_RADIUS)
            x = k if grain.random() < 0.5 else outer.width - 1 - k
        image.blit(line, (x, y))


NAP = 3          # levels: the fine noise reaches this far above and below the felt's colour
MOTTLE = 3       # levels: the soft mottle, the same
WEAVE = 3        # levels: the cloth's weave (a diagonal twill every 4 px over a rib every 2), lighter and darker


def _nap(felt: pygame.Surface, seed: int) -> None:
    """The cloth's fuzz: every pixel a few levels lighter or darker (a fine noise, from one kept tile) over a soft
    mottle as deep, as felt shows under a lamp; fixed per size (`seed`), never a pattern that could beat against the
    800x450 window's scaling. Added and taken away in blits (~0.6 ms for the big tray)."""
    import numpy  # (not at start: tests/test_startup_imports.py; the title draws no table)

    w, h = felt.get_size()
    rng = numpy.random.default_rng(seed)
    coarse = numpy.clip(numpy.rint(MOTTLE + MOTTLE * 0.6 * rng.standard_normal((w // 12 + 2, h // 12 + 2))),
                        0, 2 * MOTTLE).astype(numpy.uint8)
    mottle = pygame.surfarray.make_surface(numpy.repeat(coarse[..., None], 3, axis=2))
    felt.blit(pygame.transform.smoothscale(mottle, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    tile = _nap_tile()
    for x in range(0, w, tile.get_width()):
        for y in range(0, h, tile.get_height()):
            felt.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_ADD)
    felt.fill((NAP + WEAVE + MOTTLE,) * 3, special_flags=pygame.BLEND_RGB_SUB)


@functools.cache
def _nap_tile() -> pygame.Surface:
    """The fine noise and the weave: 256 px square of grey levels 0..2 (NAP + WEAVE) around NAP + WEAVE (a fixed seed:
    the same every run; the twill's period divides the tile, so tiles meet seamlessly)."""
    import numpy

    rng = numpy.random.default_rng(2026)
    x, y = numpy.meshgrid(numpy.arange(256), numpy.arange(256), indexing="ij")
    weave = WEAVE * numpy.cos(numpy.pi / 2 * (x + y)) - WEAVE * 0.5 * numpy.cos(numpy.pi * x)   # a twill, a warp rib
    levels = numpy.rint(NAP + WEAVE + weave + NAP * 0.55 * rng.standard_normal((256, 256)))
    levels = numpy.clip(levels, 0, 2 * (NAP + WEAVE)).astype(numpy.uint8)
    return pygame.surfarray.make_surface(numpy.repeat(levels[..., None], 3, axis=2))


LAMP = 1.9            # the felt right under the lamp, of its colour (the pool's middle; the corners fall to ~0.35 of it)
POOL = (0.45, 0.4)    # where the lamp hangs over the felt (of its width and height): the middle, a little north
REACH = (0.38, 0.46)  # the pool's radius (of the felt's width and height): a pool, not an even wash (look review 22)
DUSK = 0.40           # the pool's light far from the lamp, of its middle's
VIGNETTE = 0.74       # the light at the felt's very edge, of what it would be without the vignette
SHADOW = 150          # alpha: the rail's shadow on the felt at its foot (north and west rails; the lamp is north-west)


def _light(image: pygame.Surface, felt: pygame.Rect) -> None:
    """The lamp's pool of light on the felt (`LAMP` times its colour right under it, about a third as bright at the
    corners) and a vignette darkening the last stretch to each edge: a coarse map of both, smooth-scaled and
    multiplied in (the felt was filled lamp-lit: a multiply only darkens)."""
    cols, rows = 48, 27
    light = pygame.Surface((cols, rows))
    for i in range(cols):
        for j in range(rows):
            u, v = (i + 0.5) / cols, (j + 0.5) / rows
            dx, dy = (u - POOL[0]) / REACH[0], (v - POOL[1]) / REACH[1]
            pool = DUSK + (1.0 - DUSK) * math.exp(-(dx * dx + dy * dy))
            edge = min(u, 1 - u) * felt.width, min(v, 1 - v) * felt.height   # px to the nearest side, each way
            near = min(edge) / max(24.0, 0.12 * min(felt.size))
            vignette = VIGNETTE + (1.0 - VIGNETTE) * min(1.0, near) ** 0.7
            level = round(255 * pool * vignette)
            light.set_at((i, j), (level, level, level))
    image.blit(pygame.transform.smoothscale(light, felt.size), felt, special_flags=pygame.BLEND_RGB_MULT)


def _rail_shadow(image: pygame.Surface, felt: pygame.Rect) -> None:
    """The shadow the rail casts on the felt: deep along the north and west rails (the lamp is north-west), a thin
    dark line at the foot of the south and east ones (where cloth meets wood)."""
    w, h = felt.size
    deep, foot = max(6, min(w, h) // 16), max(3, min(w, h) // 60)
    for k in range(deep):
        a = int(SHADOW * (1.0 - k / deep) ** 1.8)
        strip = pygame.Surface((w, 1), pygame.SRCALPHA)
        strip.fill((0, 0, 0, a))
        image.blit(strip, (felt.left, felt.top + k))
        column = pygame.Surface((1, h), pygame.SRCALPHA)
        column.fill((0, 0, 0, a))
        image.blit(column, (felt.left + k, felt.top))
    for k in range(foot):
        a = int(SHADOW * 0.6 * (1.0 - k / foot))
        strip = pygame.Surface((w, 1), pygame.SRCALPHA)
        strip.fill((0, 0, 0, a))
        image.blit(strip, (felt.left, felt.bottom - 1 - k))
        column = pygame.Surface((1, h), pygame.SRCALPHA)
        column.fill((0, 0, 0, a))
        image.blit(column, (felt.right - 1 - k, felt.top))
