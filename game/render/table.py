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
from dataclasses import dataclass

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
    "bluff": (26, 66, 24),          # a card table's deep green baize under a candle (look review 26: on the wine red
                                    # its red lost ribbons meant no danger; on green they stand out most)
    "tray": FELT,
}
FELTS["campaign"] = FELTS["puzzle"]
FELTS["zehntausend"] = FELTS["tenthousand"]
WOOD = (112, 70, 44)                # the rim's top
WOOD_DARK = (48, 28, 20)            # its outer edge and inner faces
WOOD_LIGHT = (206, 150, 96)         # where the lamp catches its rounded inner edge


@dataclass(frozen=True)
class Rail:
    """A rim's material: `top` where it faces up, `dark` turned from the lamp, `light` where the lamp catches it (its
    crest's highlight), `edge` its outermost pixel; `grain` how strongly its streaks show, `boards` how much each
    of its four boards' tone differs (wood: its own tone per board; metal: one piece, brushed)."""

    top: tuple[int, int, int]
    dark: tuple[int, int, int]
    light: tuple[int, int, int]
    edge: tuple[int, int, int]
    grain: float = 1.25
    boards: float = 1.0


WOOD_RAIL = Rail(WOOD, WOOD_DARK, WOOD_LIGHT, (24, 13, 8))     # polished wood (Bluff's; any tray)
WALNUT = Rail((92, 54, 30), (34, 18, 10), (236, 178, 112), (20, 10, 6))   # warm walnut (Dicetime's, Revenge's, the tray's)
RAILS = {                           # each mode's rim in its own material (look reviews 28a/28b: "a bevelled wood or
    "dicetime": WALNUT,                                                                       # metal rim")
    "revenge": WALNUT,
    "triple": Rail((92, 80, 118), (30, 22, 46), (232, 222, 255), (16, 10, 26), 0.45, 0.3),  # brushed violet metal
    "puzzle": Rail((84, 104, 128), (24, 32, 48), (226, 242, 255), (10, 16, 28), 0.4, 0.25),  # icy steel
    "tenthousand": Rail((150, 78, 40), (56, 22, 12), (255, 196, 136), (28, 10, 4), 0.55, 0.4),  # sunset copper
    "tray": WALNUT,
}
RAILS["campaign"] = RAILS["puzzle"]
RAILS["zehntausend"] = RAILS["tenthousand"]


def rail_for(mode: str) -> Rail:
    """The rim's material of `mode` (a `game.modes` name, "revenge" or "tray"); polished wood for any other."""
    return RAILS.get(mode, WOOD_RAIL)


def draw(surface: pygame.Surface, inner: pygame.Rect, border: int, felt: tuple[int, int, int] = FELT,
         rail: Rail = WOOD_RAIL) -> pygame.Rect:
    """The table around the felt `inner` with a rim `border` px wide in `rail`; returns the outer rect."""
    image = table_image(inner.size, border, felt, rail)
    surface.blit(image, (inner.left - border, inner.top - border))
    return pygame.Rect(inner.left - border, inner.top - border, *image.get_size())


def felt_for(mode: str) -> tuple[int, int, int]:
    """The felt colour of `mode` (a `game.modes` name, or "revenge"); the teal for any other."""
    return FELTS.get(mode, FELT)


@surface_cache(max_mib=12)
def table_image(size: tuple[int, int], border: int, felt_colour: tuple[int, int, int],
                rail: Rail = WOOD_RAIL) -> pygame.Surface:
    """The table's picture: the felt `size` px inside a rim `border` px wide (~10 ms for the big tray, once)."""
    w, h = size
    pad = border
    image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    outer = image.get_rect()
    _rim(image, outer, pad, rail)
    _sights(image, outer, pad)
    felt = pygame.Rect(pad, pad, w, h)
    lit = planet_faces.shade(felt_colour, LAMP)        # the felt under the lamp; `_light` darkens it away from there
    image.fill(lit, felt)
    _nap(image.subsurface(felt), w * 31 + h)
    _print(image.subsurface(felt))
    _light(image, felt, CANDLE if felt_colour == FELTS["bluff"] else LAMPLIGHT)
    _rail_shadow(image, felt)
    pygame.draw.rect(image, planet_faces.shade(rail.dark, 0.4), felt.inflate(2, 2), 1)   # where the rail meets the felt
    return image


RIM_RADIUS = 4                      # px: the rim's outer corner radius beyond its width (the seat inlay's too)
INLAY_WIDTH = 3                     # px: the seat's inlay in the groove along a narrow rim's outer face (`inlay_at`)
WIDE_INLAY = 6                      # px: on a rail (14 px and more: Dicetime's, Triple's, the Puzzle's) the seat's band
                                    # (look review 25: at 3 px the rim still read as Player 1's orange on CPU 2's turn)


def inlay_width(border: int) -> int:
    """How wide (px) the seat's inlay in a rim `border` px wide is: a third of a thick rail's, up to WIDE_INLAY + 1."""
    return max(WIDE_INLAY, math.ceil(border / 3)) if border >= 14 else INLAY_WIDTH


CREST = 0.34                        # where across the rail's rounded top (from its outer groove to the felt) it is highest
SHINE = 0.3                         # of the way from the rail's lit colour to white: its crest's highlight
LIP = 2.0                           # px: the rail's dark lip where it turns down to the felt (look review 28a: "no rim")


def inlay_at(border: int) -> int:
    """How far (px) in from a rim `border` px wide its groove for the seat's inlay lies: along its outer face, so the
    rail's rounded top (its crest, its lip) stays whole between the seat's band and the felt (look review 28b: "a flat
    felt rectangle inside a thin line: a bevelled rim")."""
    return 1


def _rim(image: pygame.Surface, outer: pygame.Rect, pad: int, rail: Rail = WOOD_RAIL) -> None:
    """The rim, a rounded rail of `rail`'s material lit from the north-west (`panel.bevel_field`): a groove along its
    outer face (where a play tray's seat inlay lies, `inlay_at`), then its rounded top: rising lit on the north and
    west (shaded on the south and east), a bright highlight along its crest where the lamp catches it, falling to the
    felt the other way round (lit on the south and east rails' inner sides) to a dark lip; streaks along the rails."""
    import numpy  # (not at start: tests/test_startup_imports.py)

    from game.render.panel import bevel_field

    w, h = outer.size
    side = pad + RIM_RADIUS                      # (the rounded corners reach this far in: the four boards' windows)
    for window in ((0, 0, w, side), (0, h - side, w, side), (0, side, pad, h - 2 * side), (w - pad, side, pad, h - 2 * side)):
        if window[2] <= 0 or window[3] <= 0:
            continue
        depth, facing = bevel_field(outer.size, side, window)
        inlay = inlay_at(pad)
        groove_out = min(inlay + inlay_width(pad) + 1, pad - 3)
        t = numpy.clip((depth - groove_out) / max(1.0, pad - groove_out), 0.0, 1.0)      # 0..1 across the rounded top
        rise = numpy.cos(numpy.pi / 2 * numpy.clip(t / CREST, 0.0, 1.0))                  # 1 -> 0 up to the crest
        fall = numpy.sin(numpy.pi / 2 * numpy.clip((t - CREST) / (1.0 - CREST), 0.0, 1.0))  # 0 -> 1 down to the felt
        slope = numpy.where(depth < groove_out, facing * 0.6, facing * (0.75 * rise - fall))   # +: facing the lamp
        crest = numpy.exp(-(((t - CREST) / 0.13) ** 2)) * (depth >= groove_out) * (0.8 + 0.2 * numpy.clip(facing + 0.4, 0, 1))
        rgb = numpy.empty((window[2], window[3], 3), numpy.float32)
        for c in range(3):
            lit = rail.top[c] + (rail.light[c] - rail.top[c]) * numpy.clip(slope, 0, 1) ** 1.3
            dark = rail.top[c] + (rail.dark[c] - rail.top[c]) * numpy.clip(-slope, 0, 1)
            shaded = numpy.where(slope >= 0, lit, dark)
            shine = rail.light[c] + (255 - rail.light[c]) * SHINE        # the crest's highlight: the light, whiter
            rgb[..., c] = shaded + (shine - shaded) * numpy.clip(crest, 0, 1) * 0.9
        rgb *= _grain(outer.size, pad, window, rail)[..., None]   # the boards' grain, and a mitred joint at each corner
        groove = (depth >= inlay - 1) & (depth < inlay + inlay_width(pad) + 1)
        rgb[groove] *= 0.5                                      # (a play tray's inlay covers its middle)
        rgb[(depth >= inlay + inlay_width(pad)) & (depth < inlay + inlay_width(pad) + 1)] *= 0.5   # the groove's inner wall
        lip = numpy.clip((depth - (pad - LIP)) / LIP, 0.0, 1.0)
        rgb *= (1.0 - 0.55 * lip)[..., None]                    # the dark lip turning down to the felt
        rgb[depth < 1.0] = rail.edge
        part = image.subsurface(window)
        pygame.surfarray.blit_array(part, numpy.clip(numpy.rint(rgb), 0, 255).astype(numpy.uint8))
        alpha = pygame.surfarray.pixels_alpha(part)
        alpha[...] = numpy.where(depth > 0.0, 255, 0).astype(numpy.uint8)
        del alpha


PEARL = (236, 228, 208)             # the rail's sights: mother-of-pearl inlays, as on a billiard table's rail
PEARL_EDGE = (70, 58, 46)           # ... set in a dark bed


def _sights(image: pygame.Surface, outer: pygame.Rect, pad: int) -> None:
    """The rail's sights: small pearl diamonds inlaid along its crest, at the quarters of the north and south rails
    and the middle of the west and east ones (look review 28b: "make the table a real stage": a table, not a frame)."""
    w, h = outer.size
    groove_out = min(inlay_at(pad) + inlay_width(pad) + 1, pad - 3)
    at = groove_out + CREST * (pad - groove_out)            # px in from the outer edge: the crest
    half = max(2.0, pad * 0.2)
    places = [(w * k / 4, at, True) for k in (1, 2, 3)] + [(w * k / 4, h - at, True) for k in (1, 2, 3)]
    places += [(at, h / 2, False), (w - at, h / 2, False)]
    for x, y, along in places:
        long, short = (half * 1.5, half * 0.85) if along else (half * 0.85, half * 1.5)
        diamond = [(x - long, y), (x, y - short), (x + long, y), (x, y + short)]
        pygame.draw.polygon(image, PEARL_EDGE, [(px + (1 if px > x else -1 if px < x else 0),
                                                 py + (1 if py > y else -1 if py < y else 0)) for px, py in diamond])
        pygame.draw.polygon(image, PEARL, diamond)
        pygame.draw.line(image, (255, 252, 240), (x - long * 0.5, y - short * 0.3), (x, y - short * 0.7))   # its sheen


GRAIN = 0.2      # the grain's streaks: up to about this much lighter or darker than the board
BOARDS = (1.0, 0.9, 1.07, 0.93)   # each board's own tone (north, south, west, east): where two meet, a joint shows


def _grain(size: tuple[int, int], pad: int, window: tuple[int, int, int, int], rail: Rail = WOOD_RAIL):
    """A factor per pixel of the rim's `window`: four boards (a rail along each side), each with streaks running along
    it, lighter and darker, that wander a little across it (wood's grain, from a fixed seed), its own tone, and a dark
    mitre line where two meet at a corner (a lit hairline beside it: the joint's edge)."""
    import numpy

    w, h = size
    left, top, across_w, down = window
    x = numpy.arange(left, left + across_w, dtype=numpy.float32)[:, None] + 0.5
    y = numpy.arange(top, top + down, dtype=numpy.float32)[None, :] + 0.5
    to_x, to_y = numpy.minimum(x, w - x), numpy.minimum(y, h - y)      # px to the nearer west/east, north/south side
    level = to_y <= to_x                                                 # on the north or south board
    board = numpy.where(level, numpy.where(y < h / 2, 0, 1), numpy.where(x < w / 2, 2, 3))
    along = numpy.where(level, x, y)
    across = numpy.where(level, to_y, to_x)
    rng = numpy.random.default_rng(pad * 97 + 11)
    noise = rng.standard_normal((4, 64, 130))                  # per board: a streak's tone per row, every 14 px along
    phase = rng.uniform(0, 6.28, (4, 2))
    row = across * 1.6 + 1.4 * numpy.sin(along / 47.0 + phase[board, 0]) + 0.6 * numpy.sin(along / 13.0 + phase[board, 1])
    row = numpy.clip(row + 2.0, 0, 62.999)
    step = numpy.clip(along / 14.0, 0, 128.999)
    r0, s0 = row.astype(int), step.astype(int)
    fr, fs = row - r0, step - s0
    flat, base = noise.ravel(), board * (64 * 130)

    def at(dr: int, ds: int):
        return flat[base + (r0 + dr) * 130 + s0 + ds]
    streak = (at(0, 0) * (1 - fs) + at(0, 1) * fs) * (1 - fr) + (at(1, 0) * (1 - fs) + at(1, 1) * fs) * fr
    grain, tones = rail.grain, rail.boards
    boards = 1.0 + (numpy.asarray(BOARDS, numpy.float32) - 1.0) * tones
    factor = boards[board] * (1.0 + GRAIN * grain * 0.6 * numpy.clip(streak, -1.7, 1.7))
    gap = numpy.abs(to_x - to_y)
    joint = (gap < 0.75) & (numpy.minimum(to_x, to_y) < pad)
    factor = numpy.where(joint, 0.5, factor)
    hairline = (gap >= 0.75) & (gap < 1.75) & (numpy.minimum(to_x, to_y) < pad) & level
    return numpy.where(hairline, factor * 1.22, factor).astype(numpy.float32)


NAP = 3          # levels: the fine noise reaches this far above and below the felt's colour
MOTTLE = 5       # levels: the cloud of the cloth (a fine and a broad one), the same
WEAVE = 2        # levels: the cloth's weave (a diagonal twill every 4 px over a rib every 2), lighter and darker
FIBRES = 9       # levels: the loose fibres lying on the cloth, lighter or darker than it


def _nap(felt: pygame.Surface, seed: int) -> None:
    """The cloth: a cloudy mottle (two sizes, as felt's pile lies under a lamp) and a kept tile of fine noise, weave
    and short fibres lying every which way; fixed per size (`seed`), never a pattern that could beat against the
    800x450 window's scaling. Added and taken away in blits (~2 ms for the big tray)."""
    import numpy  # (not at start: tests/test_startup_imports.py; the title draws no table)

    w, h = felt.get_size()
    rng = numpy.random.default_rng(seed)
    for cell, share in ((40, 0.6), (11, 0.4)):
        coarse = rng.standard_normal((w // cell + 3, h // cell + 3))
        coarse = numpy.clip(numpy.rint(MOTTLE * share * 2 + MOTTLE * share * 1.1 * coarse), 0, 4 * MOTTLE * share)
        mottle = pygame.surfarray.make_surface(numpy.repeat(coarse.astype(numpy.uint8)[..., None], 3, axis=2))
        felt.blit(pygame.transform.smoothscale(mottle, ((w // cell + 3) * cell, (h // cell + 3) * cell)),
                  (-cell, -cell), special_flags=pygame.BLEND_RGB_ADD)
    tile = _nap_tile()
    for x in range(0, w, tile.get_width()):
        for y in range(0, h, tile.get_height()):
            felt.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_ADD)
    felt.fill((NAP + WEAVE + FIBRES + 2 * MOTTLE,) * 3, special_flags=pygame.BLEND_RGB_SUB)


@functools.cache
def _nap_tile() -> pygame.Surface:
    """The fine noise, the weave and the fibres: 256 px square of grey levels around NAP + WEAVE + FIBRES (a fixed
    seed: the same every run; the twill's period divides the tile and fibres wrap round it, so tiles meet seamlessly).
    A fibre is a short stroke (3-9 px) at any angle, a few levels off the cloth, fading to its ends."""
    import numpy

    rng = numpy.random.default_rng(2026)
    x, y = numpy.meshgrid(numpy.arange(256), numpy.arange(256), indexing="ij")
    weave = WEAVE * numpy.cos(numpy.pi / 2 * (x + y)) - WEAVE * 0.5 * numpy.cos(numpy.pi * x)   # a twill, a warp rib
    levels = NAP + WEAVE + FIBRES + weave + NAP * 0.55 * rng.standard_normal((256, 256))
    fibres = numpy.zeros((256, 256), numpy.float32)
    count = 1800
    angle = rng.uniform(0, numpy.pi, count)
    length = rng.uniform(3, 9, count)
    sign = rng.choice((-1.0, 1.0), count, p=(0.45, 0.55))
    sx, sy = rng.uniform(0, 256, count), rng.uniform(0, 256, count)
    for step in numpy.linspace(-0.5, 0.5, 9):
        fx = numpy.floor(sx + numpy.cos(angle) * length * step).astype(int) % 256
        fy = numpy.floor(sy + numpy.sin(angle) * length * step).astype(int) % 256
        numpy.add.at(fibres, (fx, fy), sign * (1.0 - abs(step)) * 0.5)
    levels += FIBRES * numpy.clip(fibres, -1.0, 1.0)
    levels = numpy.clip(numpy.rint(levels), 0, 2 * (NAP + WEAVE + FIBRES)).astype(numpy.uint8)
    return pygame.surfarray.make_surface(numpy.repeat(levels[..., None], 3, axis=2))


INK = 16              # levels: the table's print, lighter than the cloth it is printed on (a faint mark, under any die)
STRIPE = 22           # levels: the printed border line, a little brighter than the mark (it frames the empty felt)
STRIPE_INSET = 0.07   # of the felt's shorter side: how far in from its edges the border line runs
PRINTED = 150         # px: a felt must be this long on its shorter side to carry the print


def _print(felt: pygame.Surface) -> None:
    """The table's print, in the middle under the lamp: a ringed planet in a wide orbit with a moon on it and four
    stars, in thin lines a few levels lighter than the cloth, as a casino table's mark (drawn at twice its size and
    smooth-scaled: soft edges, the same every time)."""
    w, h = felt.get_size()
    if min(w, h) < PRINTED:
        return
    k = 2
    r = min(w, h) * 0.13 * k
    cx, cy = w * k / 2, h * k * 0.47
    line = max(2, round(r / 22))
    mark = pygame.Surface((w * k, h * k))
    orbit = pygame.Rect(0, 0, r * 5.2, r * 1.9)
    orbit.center = (round(cx), round(cy))
    _dashes(mark, orbit, max(1, line - 1), 44)
    moon = (orbit.centerx + orbit.width * 0.5 * math.cos(2.5), orbit.centery + orbit.height * 0.5 * math.sin(2.5))
    pygame.draw.circle(mark, (INK,) * 3, moon, r * 0.17)
    ring = pygame.Rect(0, 0, r * 3.1, r * 0.9)
    ring.center = (round(cx), round(cy))
    pygame.draw.ellipse(mark, (INK,) * 3, ring, line)                        # the ring, all round
    pygame.draw.circle(mark, (0, 0, 0), (cx, cy), r)                         # the planet hides the ring's back half
    pygame.draw.circle(mark, (INK,) * 3, (cx, cy), r, line)
    front = pygame.Surface(ring.size)
    pygame.draw.ellipse(front, (INK,) * 3, front.get_rect(), line)
    front.fill((0, 0, 0), (0, 0, ring.width, ring.height // 2))             # ... and passes before its front
    mark.blit(front, ring.topleft, special_flags=pygame.BLEND_RGB_MAX)
    inset = round(min(w, h) * STRIPE_INSET * k)
    border = pygame.Rect(inset, inset, w * k - 2 * inset, h * k - 2 * inset)
    pygame.draw.rect(mark, (STRIPE,) * 3, border, line, border_radius=inset)   # the table's printed border line
    for sx, sy, size in ((-0.36, -0.3, 0.34), (0.33, -0.33, 0.24), (0.4, 0.26, 0.3), (-0.3, 0.34, 0.2)):
        _star(mark, (cx + sx * w * k * 0.9, cy + sy * h * k * 0.95), r * size, line)
    felt.blit(pygame.transform.smoothscale(mark, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)


def _dashes(surface: pygame.Surface, oval: pygame.Rect, width: int, count: int) -> None:
    """A dashed ellipse in `oval` (`count` dashes)."""
    a, b = oval.width / 2, oval.height / 2
    for n in range(count):
        t0, t1 = 2 * math.pi * n / count, 2 * math.pi * (n + 0.55) / count
        points = [(oval.centerx + a * math.cos(t0 + (t1 - t0) * i / 4), oval.centery + b * math.sin(t0 + (t1 - t0) * i / 4))
                  for i in range(5)]
        pygame.draw.lines(surface, (INK,) * 3, False, points, width)


def _star(surface: pygame.Surface, at: tuple[float, float], size: float, width: int) -> None:
    """A four-pointed star `size` px from its middle to a tip."""
    x, y = at
    thin = size * 0.22
    points = [(x, y - size), (x + thin, y - thin), (x + size, y), (x + thin, y + thin),
              (x, y + size), (x - thin, y + thin), (x - size, y), (x - thin, y - thin)]
    pygame.draw.polygon(surface, (INK,) * 3, points)


LAMP = 2.0            # the felt right under the lamp, of its colour (the pool's middle; the corners fall to ~0.35 of it)
POOL = (0.45, 0.4)    # where the lamp hangs over the felt (of its width and height): the middle, a little north
REACH = (0.38, 0.46)  # the pool's radius (of the felt's width and height): a pool, not an even wash (look review 22)
DUSK = 0.36           # the pool's light far from the lamp, of its middle's
VIGNETTE = 0.62       # the light at the felt's very edge, of what it would be without the vignette
WARM = (1.0, 0.95, 0.8)   # the lamp's light of each channel (red, green, blue) in its pool: a warm pool on a cool felt
COOL = (0.82, 0.98, 0.96)  # ... far from it
SHADOW = 190          # alpha: the rail's shadow on the felt at its foot (north and west rails; the lamp is north-west)


LAMPLIGHT = (POOL, REACH, DUSK, VIGNETTE, WARM, COOL)   # a lamp over the table
CANDLE = ((0.5, 0.42), (0.34, 0.44), 0.3, 0.55, (1.0, 0.9, 0.66), (0.8, 0.96, 1.0))   # Bluff's: one candle, a smaller,
# warmer pool, the felt dark towards its corners (look review 26: "the candle-lit tension of Red Dead's liar's dice")


def _light(image: pygame.Surface, felt: pygame.Rect, look: tuple = LAMPLIGHT) -> None:
    """The lamp's pool of light on the felt (`LAMP` times its colour right under it, about a third as bright at the
    corners), warm under the lamp and cooler away from it, and a vignette darkening the last stretch to each edge: a
    coarse map of both, smooth-scaled and multiplied in (the felt was filled lamp-lit: a multiply only darkens). `look`:
    where the pool lies, its reach, the light far from it, at the edge, its warm and cool tints (`LAMPLIGHT`, `CANDLE`)."""
    pool_at, reach, dusk, edge_light, warm_light, cool_light = look
    cols, rows = 48, 27
    light = pygame.Surface((cols, rows))
    for i in range(cols):
        for j in range(rows):
            u, v = (i + 0.5) / cols, (j + 0.5) / rows
            dx, dy = (u - pool_at[0]) / reach[0], (v - pool_at[1]) / reach[1]
            glow = math.exp(-(dx * dx + dy * dy))
            pool = dusk + (1.0 - dusk) * glow
            edge = min(u, 1 - u) * felt.width, min(v, 1 - v) * felt.height   # px to the nearest side, each way
            near = min(edge) / max(24.0, 0.12 * min(felt.size))
            vignette = edge_light + (1.0 - edge_light) * min(1.0, near) ** 0.7
            light.set_at((i, j), [round(255 * pool * vignette * (cool + (warm - cool) * glow))
                                  for warm, cool in zip(warm_light, cool_light, strict=True)])
    image.blit(pygame.transform.smoothscale(light, felt.size), felt, special_flags=pygame.BLEND_RGB_MULT)


def _rail_shadow(image: pygame.Surface, felt: pygame.Rect) -> None:
    """The shadow the rail casts on the felt: deep along the north and west rails (the lamp is north-west), soft and
    short at the foot of the south and east ones (where cloth meets wood), all round."""
    w, h = felt.size
    deep, foot = max(6, min(w, h) // 12), max(4, min(w, h) // 30)
    for size, share, power, sides in ((deep, 1.0, 1.8, "nw"), (foot, 0.55, 1.6, "se")):
        for k in range(size):
            a = int(SHADOW * share * (1.0 - k / size) ** power)
            strip = pygame.Surface((w, 1), pygame.SRCALPHA)
            strip.fill((0, 0, 0, a))
            column = pygame.Surface((1, h), pygame.SRCALPHA)
            column.fill((0, 0, 0, a))
            if sides == "nw":
                image.blit(strip, (felt.left, felt.top + k))
                image.blit(column, (felt.left + k, felt.top))
            else:
                image.blit(strip, (felt.left, felt.bottom - 1 - k))
                image.blit(column, (felt.right - 1 - k, felt.top))
