"""The face of a button or a menu row: rounded, with form (issue 28: "plain outlined rectangles for menus").

A chunky key of the console (look review 18: "a material identity"): a gloss on its upper half, lit from above,
a bright rim along the top inside (the light catching its upper edge) and a dark one along the foot, its side (a
darker lip) showing under it, opaque so no sky shows through. Each face
is painted once per size, colour and corner radius and kept (menus draw theirs every frame): `draw_face` blits it.
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.render import table, theme
from game.render.colour_vision import contrast_ratio
from game.render.surface_cache import surface_cache

GLOSS_TOP = 0.20     # the key's gloss (its upper half): at its top this much of the way to white,
GLOSS_MID = 0.08     # ... and this much just above its middle, where the gloss ends in a soft step
FOOT_DARK = 0.14     # its lower half: from the colour down to this much darker at the foot
RIM_LIGHT = 0.40     # the upper inner rim: this much of the way from the colour to white
FOOT_SHADE = 0.40    # the lower inner rim: this much darker than the colour
LIP = 6              # px of a raised key's wooden base showing under its face (it stands on the table like a key)
LIP_COLOUR = (6, 8, 20)   # the key's outline, round face and lip together


def _mix(colour, towards, amount: float) -> tuple[int, int, int]:
    return tuple(round(c + (t - c) * amount) for c, t in zip(colour[:3], towards, strict=True))


@surface_cache(max_mib=3)     # (tabs, table rows, tiles: the buttons are `key_picture`s)
def face(size: tuple[int, int], colour: tuple[int, int, int], radius: int) -> pygame.Surface:
    """The lit face of a key of `size` in `colour` (its middle): a gloss on its upper half, ending in a soft step,
    the lower half darkening to its foot, a lit rim inside its top and a shaded one inside its foot; corners rounded
    by `radius` (clear outside them)."""
    width, height = size
    column = pygame.Surface((1, max(1, height)))
    half = max(1, height // 2)
    gloss_top, gloss_mid = _mix(colour, (255, 255, 255), GLOSS_TOP), _mix(colour, (255, 255, 255), GLOSS_MID)
    foot = _mix(colour, (0, 0, 0), FOOT_DARK)
    for y in range(height):
        if y < half - 1:
            column.set_at((0, y), _mix(gloss_top, gloss_mid, y / max(1, half - 2)))
        elif y == half - 1:      # (the gloss's soft step)
            column.set_at((0, y), _mix(gloss_mid, colour, 0.5))
        else:
            column.set_at((0, y), _mix(colour, foot, (y - half) / max(1, height - 1 - half)))
    picture = pygame.Surface(size, pygame.SRCALPHA)
    picture.blit(pygame.transform.scale(column, size), (0, 0))
    shape = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    picture.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)   # clear outside the rounded corners
    inner = picture.get_rect().inflate(-2, -2)
    if inner.width > 2 * radius and inner.height > 4:
        half = height // 2
        picture.set_clip(pygame.Rect(0, 0, width, half))
        pygame.draw.rect(picture, _mix(colour, (255, 255, 255), RIM_LIGHT), inner, 1, border_radius=max(1, radius - 1))
        picture.set_clip(pygame.Rect(0, half, width, height - half))
        pygame.draw.rect(picture, _mix(colour, (0, 0, 0), FOOT_SHADE), inner, 1, border_radius=max(1, radius - 1))
        picture.set_clip(None)
    return picture


def draw_face(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], radius: int = 10) -> None:
    """The kept lit face of `rect`'s size in `colour` over `surface` at `rect`."""
    surface.blit(face(tuple(rect.size), tuple(colour[:3]), radius), rect)


def key(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], radius: int = 10, *,
        lip_px: int = LIP, lit: bool = True) -> pygame.Rect:
    """The game's one button (issue 28, review 25: "flat navy rounded buttons ... give them a look of their own, in
    the trays' felt-and-wood style"): a face of `colour` framed by a thin rim of the trays' polished wood, standing
    `lip_px` px on its darker wooden side (pressed or disabled: 1), inside `rect`. `lit=False`: a key that cannot be
    pressed (its rim dull, its face flat). One kept picture (`key_picture`): a single blit. Returns the face's rect."""
    face_rect = pygame.Rect(rect.left, rect.top + (LIP - lip_px), rect.width, rect.height - LIP)
    picture = key_picture((face_rect.width, face_rect.height), tuple(colour[:3]), radius, lip_px, lit)
    surface.blit(picture, (face_rect.left - 1, face_rect.top - 1))
    return face_rect


def flat_key(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], radius: int = 10, *,
             lit: bool = True) -> pygame.Rect:
    """A key lying flat over `rect` (a tab, a picker's row: no side showing), its face `rect` itself, its dark outline
    1 px round it: the buttons' face and wooden rim (`key`)."""
    surface.blit(key_picture(tuple(rect.size), tuple(colour[:3]), radius, 0, lit), (rect.left - 1, rect.top - 1))
    return pygame.Rect(rect)


def lip(surface: pygame.Surface, face: pygame.Rect, depth: int, radius: int) -> None:
    """A key's wooden base under its `face`, `depth` px showing below it, and a dark outline round face and base
    together (so a key stands off any ground): the rail's wood, lit where it meets the face and in shade at its foot
    (`BASE_TOP` .. `BASE_FOOT`), as a key of a console stands on the table."""
    whole = pygame.Rect(face.left, face.top, face.width, face.height + depth)
    pygame.draw.rect(surface, LIP_COLOUR, whole.inflate(2, 2), border_radius=radius + 1)
    if depth < 2:
        pygame.draw.rect(surface, SIDE, whole, border_radius=radius)
        return
    column = pygame.Surface((1, whole.height))
    column.fill(BASE_TOP)
    for y in range(depth):      # (the part under the face is hidden by it: only the visible band is shaded)
        column.set_at((0, face.height + y), _mix(BASE_TOP, BASE_FOOT, (y / max(1, depth - 1)) ** 0.8))
    band = pygame.transform.scale(column, whole.size)
    shape = pygame.Surface(whole.size, pygame.SRCALPHA)
    shape.fill((0, 0, 0, 0))
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
    shape.blit(band, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    surface.blit(shape, whole)


# ------------------------------------------------------------------------------------------- the key
# Its rim is the trays' rail wood (table.WOOD: lit where it faces the lamp in the north-west, in shade where it
# faces away), never gold (gold is for rewards); its face is lit as the felt under the lamp: brighter at its top
# and middle, a satin sheen on its upper part, brushed streaks (only ever darker: its letters never less readable),
# a lit inner edge along its top and left where it meets the rim and a shaded one along its foot and right.
RIM_LIT = table.WOOD_LIGHT
RIM_MID = (126, 80, 50)         # the rim's top: the rail's wood, a shade warmer and lighter than the tray's
RIM_DARK = (46, 26, 17)
SIDE = (58, 34, 22)             # the key's side under its face: the wood in shade (a key sitting down: 1 px of it)
BASE_TOP = (160, 104, 64)        # a standing key's wooden base: lit just under its face,
BASE_FOOT = (34, 18, 11)        # ... and in deep shade where it meets the table
LACQUER = (44, 40, 112)         # a key's face: a deep lacquered indigo (the main action's is the teal)
DULL_RIM = (70, 52, 42)         # a key that cannot be pressed: its rim unlit, greyed
SHEEN = 0.36                    # the face's top: this much of the way to white (its foot: FACE_DARK to black)
FACE_DARK = 0.34
POOL_SIDE = 0.08                # its sides this much darker than its middle (the lamp's pool), falling off over
POOL_PX = 36                    # ... this many px from each side (every key alike at its ends, whatever its width)
INNER_LIT = 0.78                # the face's inner edge along its top and left: this much of the way to white
INNER_SHADE = 0.38              # ... along its foot and right: this much darker
STREAKS = 5                     # levels: the brushed streaks darken the face by up to this


def rim_width(height: int) -> int:
    """The rim's px on a key `height` tall: 3 on a button (1.9 px at 800x450), 2 on a small key."""
    return 3 if height >= 40 else 2


@surface_cache(max_mib=4.5)
def key_picture(size: tuple[int, int], colour: tuple[int, int, int], radius: int, lip_px: int,
                lit: bool = True) -> pygame.Surface:
    """A key whose face is `size`, with its outline: a picture 2 px wider and 2 + `lip_px` px taller than its face,
    the face 1 px in from its top left."""
    width, height = size
    picture = pygame.Surface((width + 2, height + lip_px + 2), pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    body = pygame.Rect(1, 1, width, height)
    lip(picture, body, lip_px, radius)
    picture.blit(_key_face(size, colour, radius, lit), body)
    return picture


def _key_face(size: tuple[int, int], colour: tuple[int, int, int], radius: int, lit: bool) -> pygame.Surface:
    """The face of a key with its rim (pygame alone: the title's first frame draws keys, and imports no numpy)."""
    w, h = size
    rim = rim_width(h)
    picture = pygame.Surface(size, pygame.SRCALPHA)
    whole = picture.get_rect()
    if not lit:       # a key that cannot be pressed: its face flat in its colour, its rim dull
        pygame.draw.rect(picture, colour, whole, border_radius=radius)
        pygame.draw.rect(picture, DULL_RIM, whole, rim, border_radius=radius)
        return picture
    column = pygame.Surface((1, max(1, h)))
    top, foot = _mix(colour, (255, 255, 255), SHEEN), _mix(colour, (0, 0, 0), FACE_DARK)
    for y in range(h):             # the sheen over its upper part, easing into its colour; darker to its foot
        t = (y + 0.5) / h
        shade = _mix(top, colour, min(1.0, t / 0.42) ** 0.7) if t < 0.42 else \
            colour if t < 0.55 else _mix(colour, foot, (t - 0.55) / 0.45)     # (its letters on its own colour)
        column.set_at((0, y), shade)
    face = pygame.transform.scale(column, size)
    face.blit(_pool(w, h), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    face.blit(_glow(size, colour), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    tile = _streaks()
    for x in range(0, w, tile.get_width()):
        for y in range(0, h, tile.get_height()):
            face.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_SUB)
    inner = whole.inflate(-2 * rim, -2 * rim)
    inner_radius = max(1, radius - rim)
    # its inner edge where it meets the rim: in shade all round (2 px), lit along its top (1 px, towards the lamp)
    pygame.draw.rect(face, _mix(colour, (0, 0, 0), INNER_SHADE), inner, 2, border_radius=inner_radius)
    edge = pygame.Surface(size, pygame.SRCALPHA)
    edge.fill((0, 0, 0, 0))
    edge.set_clip(pygame.Rect(0, 0, w, h // 2))       # (its upper half, fading towards its right)
    pygame.draw.rect(edge, _mix(colour, (255, 255, 255), INNER_LIT), inner, 1, border_radius=inner_radius)
    edge.set_clip(None)
    edge.blit(_towards_lamp(size, (255, 225, 255, 225)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    face.blit(edge, (0, 0))
    pygame.draw.rect(picture, (255, 255, 255, 255), whole, border_radius=radius)      # the key's shape
    picture.blit(face, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    picture.blit(_rim(size, radius, rim), (0, 0))
    return picture


GLOW = 0.34            # the soft glow inside a face (the lacquer's depth): at its heart its colour this much brighter,
GLOW_CONTRAST = 4.6    # ... or less, so that the labels' white keeps this contrast on it


def _glow(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft glow to add to a face: its colour brighter at its middle, a little above its centre, fading to its
    edges; never so bright that the white of a label on it falls under GLOW_CONTRAST."""
    amount = GLOW
    while amount > 0 and contrast_ratio(theme.TEXT, tuple(min(255, round(c * (1 + amount))) for c in colour)) \
            < GLOW_CONTRAST:
        amount -= 0.02
    heart = tuple(round(c * max(0.0, amount)) for c in colour)
    small = pygame.Surface((5, 5))
    for x in range(5):
        for y in range(5):
            k = max(0.0, 1 - abs(x - 2) / 2.5) * max(0.0, 1 - abs(y - 1.6) / 2.6)
            small.set_at((x, y), tuple(round(c * k) for c in heart))
    return pygame.transform.smoothscale(small, size)


def _towards_lamp(size: tuple[int, int], corners: tuple[int, int, int, int]) -> pygame.Surface:
    """A white picture of `size` whose opacity goes smoothly between its `corners` (top left, top right, bottom left,
    bottom right): a multiply that keeps what faces the lamp (north-west) and lets the rest go."""
    four = pygame.Surface((2, 2), pygame.SRCALPHA)
    for (x, y), a in zip(((0, 0), (1, 0), (0, 1), (1, 1)), corners, strict=True):
        four.set_at((x, y), (255, 255, 255, a))
    return pygame.transform.smoothscale(four, size)


@surface_cache(max_mib=0.5)
def rim_picture(size: tuple[int, int], radius: int, rim: int) -> pygame.Surface:
    """The keys' wooden rim alone round a rect of `size` (clear inside): a pressed-in tab's frame."""
    return _rim(size, radius, rim)


def _rim(size: tuple[int, int], radius: int, rim: int) -> pygame.Surface:
    """The wooden rim alone: in shade all round, lit where it faces the lamp (north-west: its top and left most, its
    foot least), and the inner slope of its foot catching the light (a 1 px line)."""
    w, h = size
    ring = pygame.Surface(size, pygame.SRCALPHA)
    ring.fill((0, 0, 0, 0))
    pygame.draw.rect(ring, RIM_DARK, ring.get_rect(), rim, border_radius=radius)
    lit = pygame.Surface(size, pygame.SRCALPHA)
    lit.fill((0, 0, 0, 0))
    pygame.draw.rect(lit, _mix(RIM_MID, RIM_LIT, 0.55), lit.get_rect(), rim, border_radius=radius)
    lit.blit(_towards_lamp(size, (255, 215, 90, 0)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    ring.blit(lit, (0, 0))
    if rim >= 3:
        ring.set_clip(pygame.Rect(0, h // 2, w, h - h // 2))
        pygame.draw.rect(ring, RIM_MID, ring.get_rect().inflate(-2 * (rim - 1), -2 * (rim - 1)), 1,
                         border_radius=max(1, radius - rim + 1))
        ring.set_clip(None)
    return ring


def _pool(w: int, h: int) -> pygame.Surface:
    """The lamp's pool on a face, a multiply: all of it over the middle, POOL_SIDE darker at its sides (POOL_PX px)."""
    row = pygame.Surface((max(1, w), 1))
    for x in range(w):
        side = min(1.0, min(x + 0.5, w - x - 0.5) / POOL_PX)
        level = round(255 * (1 - POOL_SIDE * (1 - side) ** 1.5))
        row.set_at((x, 0), (level, level, level))
    return pygame.transform.scale(row, (max(1, w), max(1, h)))


STREAKS_TILE = (160, 96)


@functools.cache
def _streaks() -> pygame.Surface:
    """Brushed streaks to subtract from a face (0 .. STREAKS levels, long along its width), the same every run."""
    rng = random.Random(2816)
    tile = pygame.Surface(STREAKS_TILE)
    tile.fill((0, 0, 0))
    for y in range(STREAKS_TILE[1]):
        level = rng.randint(0, STREAKS // 2)
        tile.fill((level, level, level), (0, y, STREAKS_TILE[0], 1))
        for _streak in range(3):
            x, length, deeper = rng.randrange(STREAKS_TILE[0]), rng.randint(12, 60), rng.randint(1, STREAKS)
            for part in ((x, length), (x - STREAKS_TILE[0], length)):     # (wrapping round the tile's side)
                tile.fill((deeper, deeper, deeper), (part[0], y, part[1], 1))
    return tile


GLINT_PERIOD = 3.6     # s between two glints over the focused menu row (menus only: no play scene draws one)
GLINT_SWEEP = 0.7      # s a glint takes to cross it
GLINT_WIDTH = 120      # px: the band of light, slanted like the light from the north-west (wide and soft: a still
GLINT_ALPHA = 38       # frame reads a sheen, not a scratch: look review 19); its brightest middle's opacity


def glint(surface: pygame.Surface, face: pygame.Rect, clock: float, reduced_motion: bool = False) -> None:
    """A slow glint of light sweeping over `face` (a focused menu row) now and then; none with reduced motion."""
    phase = (clock % GLINT_PERIOD) / GLINT_SWEEP
    if reduced_motion or phase >= 1.0:
        return
    band = _glint_band(face.height)
    x = face.left - band.get_width() + round(phase * (face.width + band.get_width()))
    clip = surface.get_clip()
    surface.set_clip(face.inflate(-4, -2).clip(clip) if clip else face.inflate(-4, -2))
    surface.blit(band, (x, face.top))
    surface.set_clip(clip)


@surface_cache(max_mib=0.25)
def _glint_band(height: int) -> pygame.Surface:
    """The glint's picture: a slanted band of white, clear at its sides, GLINT_ALPHA in its middle."""
    slant = height // 2
    band = pygame.Surface((GLINT_WIDTH + slant, height), pygame.SRCALPHA)
    band.fill((255, 255, 255, 0))
    for y in range(height):
        shift = slant - y * slant // max(1, height - 1)
        for k in range(GLINT_WIDTH):
            a = round(GLINT_ALPHA * math.cos(math.pi * (k / (GLINT_WIDTH - 1) - 0.5)) ** 2)
            band.set_at((shift + k, y), (255, 255, 255, a))
    return band
