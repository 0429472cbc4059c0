"""The face of a button or a menu row: rounded, with form (issue 28: "plain outlined rectangles for menus").

A key of the console (look review 18: "a material identity"; review 26: "lifted ... with a soft shadow"): a gloss
on its upper half, lit from above, a crisp bevel of its own hue, floating over the table on its soft shadow, opaque
so no sky shows through. Each face and key is painted once per size, colour and corner radius and kept (menus draw
theirs every frame): `draw_face` and `key` blit it.
"""

from __future__ import annotations

import functools
import math
import random

import pygame

from game.render import drawn, theme
from game.render.colour_vision import contrast_ratio
from game.render.surface_cache import surface_cache

GLOSS_TOP = 0.20     # the key's gloss (its upper half): at its top this much of the way to white,
GLOSS_MID = 0.08     # ... and this much just above its middle, where the gloss ends in a soft step
FOOT_DARK = 0.14     # its lower half: from the colour down to this much darker at the foot
RIM_LIGHT = 0.40     # the upper inner rim: this much of the way from the colour to white
FOOT_SHADE = 0.40    # the lower inner rim: this much darker than the colour
LIP = 6              # px a raised key floats over the table (its shadow lies under it there; pressed: 1)
LIP_COLOUR = (6, 8, 20)   # a dark outline (a pressed-in tab's, a solid icon's side)


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
    """The game's one button (look review 26: "give buttons a pressed/lifted state with a soft shadow in place of the
    hard brown rim"): a face of `colour` with a crisp bevel of its own hue, floating `lip_px` px over what lies under
    it, its soft shadow cast below it (pressed or disabled: 1 px, the face sunk and its shadow tight), inside `rect`
    (the shadow's blur spreads a few px past it). `lit=False`: a key that cannot be pressed (its bevel dull, its face
    flat). One kept picture (`key_picture`): a single blit. Returns the face's rect."""
    face_rect = pygame.Rect(rect.left, rect.top + (LIP - lip_px), rect.width, rect.height - LIP)
    picture = key_picture((face_rect.width, face_rect.height), tuple(colour[:3]), radius, lip_px, lit)
    drawn.note(surface, surface.blit(picture, (face_rect.left - KEY_MARGIN, face_rect.top - KEY_MARGIN)))
    return face_rect


# ------------------------------------------------------------------------- the secondary key
# Look reviews 28a/28b change 2: every button, row, panel and tab was the one navy gradient pill. A key that is not
# the screen's main action is outlined navy: a flat deep face (no gloss, no brushed lacquer) inside a light outline, a
# faint lit line along its top, on a soft shadow; the main action alone is the glossy chunky teal key (`key`).
SECONDARY_FACE = (19, 23, 54)       # its face: a deep navy, darker than a panel's
SECONDARY_LINE = (80, 90, 152)      # its outline: a quiet periwinkle, 2 px (look review 30b: brighter, it read as a second
                                    # focus ring on Hint and "Take all scoring"; white is the focus ring's alone)
SECONDARY_TOP = (54, 62, 120)       # the faint lit line inside its top
OUTLINE = 2


def outlined_key(surface: pygame.Surface, rect: pygame.Rect, radius: int = 10, *, lip_px: int = LIP,
                 face_colour: tuple[int, int, int] = SECONDARY_FACE) -> pygame.Rect:
    """A secondary key over `rect` as `key` places a key (its face `rect` less LIP px at its foot, raised `lip_px`): one
    kept picture (`outlined_picture`). Returns the face's rect."""
    face_rect = pygame.Rect(rect.left, rect.top + (LIP - lip_px), rect.width, rect.height - LIP)
    picture = outlined_picture((face_rect.width, face_rect.height), radius, lip_px, tuple(face_colour[:3]))
    drawn.note(surface, surface.blit(picture, (face_rect.left - KEY_MARGIN, face_rect.top - KEY_MARGIN)))
    return face_rect


@surface_cache(max_mib=1.25)   # (a screen's few key sizes: ~75 KiB each)
def outlined_picture(size: tuple[int, int], radius: int, lip_px: int, face_colour: tuple[int, int, int]) -> pygame.Surface:
    """A secondary key whose face is `size`, its soft shadow under it: a picture KEY_MARGIN px larger all round (and
    `lip_px` more at its foot), the face KEY_MARGIN px in from its top left."""
    width, height = size
    picture = _shadowed(size, radius, lip_px, 140)
    face = pygame.Rect(KEY_MARGIN, KEY_MARGIN, width, height)
    pygame.draw.rect(picture, face_colour, face, border_radius=radius)
    inner = face.inflate(-2 * OUTLINE - 2, -2 * OUTLINE - 2)
    picture.set_clip(pygame.Rect(face.left, face.top, face.width, OUTLINE + 2))
    pygame.draw.rect(picture, SECONDARY_TOP, inner.inflate(2, 2), 1, border_radius=max(1, radius - OUTLINE))
    picture.set_clip(None)
    pygame.draw.rect(picture, SECONDARY_LINE, face, OUTLINE, border_radius=radius)
    return picture


ROW_FACE = (33, 39, 82)     # an option's row (a setting, a house rule): a flat face of its panel, a thin line round it
ROW_LINE = (62, 72, 132)


def option_row(surface: pygame.Surface, rect: pygame.Rect, radius: int = 10) -> pygame.Rect:
    """An option's row over `rect` (its face where `key`'s would lie): flat, no shadow, no outline of a key's. Returns
    the face's rect."""
    face = pygame.Rect(rect.left, rect.top, rect.width, rect.height - LIP)
    pygame.draw.rect(surface, ROW_FACE, face, border_radius=radius)
    drawn.note(surface, pygame.draw.rect(surface, ROW_LINE, face, 1, border_radius=radius))
    return face


def flat_key(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], radius: int = 10, *,
             lit: bool = True) -> pygame.Rect:
    """A key lying flat over `rect` (a tab, a picker's row: not lifted), its face `rect` itself with the keys' bevel,
    a tight shadow round it (`key`)."""
    picture = key_picture(tuple(rect.size), tuple(colour[:3]), radius, 0, lit)
    drawn.note(surface, surface.blit(picture, (rect.left - KEY_MARGIN, rect.top - KEY_MARGIN)))
    return pygame.Rect(rect)


# ------------------------------------------------------------------------------------------- the key
# Look review 26: the hard brown wooden rim and base gone: a key is a lacquered face with a crisp bevel of its own
# hue (lit along its top and left, towards the lamp in the north-west, in shade along its foot and right, a thin dark
# line of its own hue round it), floating over the table: its soft shadow lies below it, the farther and softer the
# higher it floats (a pressed key sinks: its shadow tightens under it). Its face is lit as the felt under the lamp:
# brighter at its top and middle, a satin sheen on its upper part, brushed streaks (only ever darker: its letters
# never less readable).
LACQUER = (44, 40, 112)         # a key's face: a deep lacquered indigo (the menus'; a mode's keys wear its accent,
                                # `game.render.skin`; the main action's is the teal)
KEY_MARGIN = 6                  # px round a key's face in its picture (and LIP px more below it): its shadow's room,
                                # never past the 6 px round a key that a section owns (`scoretable.view.BUTTON_ROOM`)
KEY_SHADOW = 170                # the shadow's opacity under a lifted key's middle (a pressed one's: KEY_SHADOW_SUNK)
KEY_SHADOW_SUNK = 205
SHEEN = 0.36                    # the face's top: this much of the way to white (its foot: FACE_DARK to black)
FACE_DARK = 0.34
POOL_SIDE = 0.08                # its sides this much darker than its middle (the lamp's pool), falling off over
POOL_PX = 36                    # ... this many px from each side (every key alike at its ends, whatever its width)
INNER_LIT = 0.78                # the face's inner edge along its top and left: this much of the way to white
INNER_SHADE = 0.38              # ... along its foot and right: this much darker
STREAKS = 5                     # levels: the brushed streaks darken the face by up to this
BEVEL_LIT = 0.62                # the bevel where it faces the lamp: this much of the way from the colour to white
BEVEL_SHADE = 0.50              # ... where it faces away: this much darker
BEVEL_EDGE = 0.70               # the thin line round the key: this much darker than its colour (its own hue)
SIDE_SHADE = 0.55               # the key's edge seen under its face: this much darker
DULL = 0.35                     # a key that cannot be pressed: its bevel this much of the way to its face's colour


def rim_width(height: int) -> int:
    """The bevel's px on a key `height` tall: 3 on a button (1.9 px at 800x450), 2 on a small key."""
    return 3 if height >= 40 else 2


def key_side(lip_px: int) -> int:
    """The px of a key's edge seen under its face as it floats `lip_px` px up (a sunk key's: none)."""
    return min(3, max(0, lip_px - 2))


def _shadowed(size: tuple[int, int], radius: int, lip_px: int, alpha: int) -> pygame.Surface:
    """A clear picture KEY_MARGIN px larger than a key's face `size` all round (and `lip_px` more at its foot) with
    the key's soft shadow in it (`shadow_reach`), `alpha` dark: the face is drawn on it KEY_MARGIN px in."""
    width, height = size
    picture = pygame.Surface((width + 2 * KEY_MARGIN, height + 2 * KEY_MARGIN + lip_px), pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    drop, blur = shadow_reach(lip_px)
    shade = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 0))
    pygame.draw.rect(shade, (0, 0, 0, alpha), pygame.Rect(KEY_MARGIN + 1, KEY_MARGIN + drop, width - 2, height),
                     border_radius=radius)
    picture.blit(pygame.transform.gaussian_blur(shade, blur), (0, 0))
    return picture


def shadow_reach(lip_px: int) -> tuple[int, int]:
    """How a key floating `lip_px` px up casts its shadow: (px it lies below the face, px its edge blurs)."""
    return (max(1, round(lip_px * 0.7)), max(1, lip_px // 2)) if lip_px > 0 else (0, 1)


@surface_cache(max_mib=3)   # (the glossy keys: the main action, disabled keys, tabs; 4.5 when every key was one)
def key_picture(size: tuple[int, int], colour: tuple[int, int, int], radius: int, lip_px: int,
                lit: bool = True) -> pygame.Surface:
    """A key whose face is `size`, with its shadow: a picture KEY_MARGIN px larger all round (and `lip_px` more at
    its foot), the face KEY_MARGIN px in from its top left, its shadow under it (`shadow_reach`)."""
    width, height = size
    picture = _shadowed(size, radius, lip_px, KEY_SHADOW if lip_px > 1 else KEY_SHADOW_SUNK)
    side = key_side(lip_px)
    if side:             # its edge seen under its face: its own hue in shade, a thin darker line round it
        body = pygame.Rect(KEY_MARGIN, KEY_MARGIN + side, width, height)
        pygame.draw.rect(picture, _mix(colour, (0, 0, 0), BEVEL_EDGE), body, border_radius=radius)
        pygame.draw.rect(picture, _mix(colour, (0, 0, 0), SIDE_SHADE), body.inflate(-2, -2),
                         border_radius=max(1, radius - 1))
    picture.blit(_key_face(size, colour, radius, lit), (KEY_MARGIN, KEY_MARGIN))
    return picture


def _key_face(size: tuple[int, int], colour: tuple[int, int, int], radius: int, lit: bool) -> pygame.Surface:
    """The face of a key with its bevel (pygame alone: the title's first frame draws keys, and imports no numpy)."""
    w, h = size
    rim = rim_width(h)
    picture = pygame.Surface(size, pygame.SRCALPHA)
    whole = picture.get_rect()
    if not lit:       # a key that cannot be pressed: its face flat in its colour, its bevel dull
        pygame.draw.rect(picture, colour, whole, border_radius=radius)
        picture.blit(_bevel(size, radius, rim, colour, False), (0, 0))
        return picture
    column = pygame.Surface((1, max(1, h)))
    top, foot = _mix(colour, (255, 255, 255), _sheen(colour)), _mix(colour, (0, 0, 0), FACE_DARK)
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
    # its inner edge where it meets the bevel: in shade all round (1 px), lit along its top (1 px, towards the lamp)
    pygame.draw.rect(face, _mix(colour, (0, 0, 0), INNER_SHADE), inner, 1, border_radius=inner_radius)
    edge = pygame.Surface(size, pygame.SRCALPHA)
    edge.fill((0, 0, 0, 0))
    edge.set_clip(pygame.Rect(0, 0, w, h // 2))       # (its upper half, fading towards its right)
    pygame.draw.rect(edge, _mix(colour, (255, 255, 255), INNER_LIT), inner, 1, border_radius=inner_radius)
    edge.set_clip(None)
    edge.blit(_towards_lamp(size, (255, 225, 255, 225)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    face.blit(edge, (0, 0))
    pygame.draw.rect(picture, (255, 255, 255, 255), whole, border_radius=radius)      # the key's shape
    picture.blit(face, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    picture.blit(_bevel(size, radius, rim, colour, True), (0, 0))
    return picture


LABEL_TOP = 0.25       # a label's letters reach up to this share of a face's height


@functools.lru_cache(maxsize=64)
def _sheen(colour: tuple[int, int, int]) -> float:
    """How far the face's top goes towards white: SHEEN, or less on a light key (a mode's accent, `game.render.skin`)
    so that where a label's letters start (LABEL_TOP down) their white keeps GLOW_CONTRAST on it."""
    at_letters = 1 - (LABEL_TOP / 0.42) ** 0.7      # (the share of the sheen left there: see `_key_face`)
    amount = SHEEN
    glow = _glow_amount(colour)      # (the glow adds to it there: the two together keep the contrast)
    while amount > 0 and contrast_ratio(theme.TEXT, _glowing(_mix(colour, (255, 255, 255), amount * at_letters), glow)) \
            < GLOW_CONTRAST:
        amount -= 0.02
    return max(0.0, amount)


GLOW = 0.34            # the soft glow inside a face (the lacquer's depth): at its heart its colour this much brighter,
GLOW_CONTRAST = 4.6    # ... or less, so that the labels' white keeps this contrast on it


@functools.lru_cache(maxsize=64)
def _glow_amount(colour: tuple[int, int, int]) -> float:
    """How much brighter the glow makes a face's heart: GLOW, or less, so a label's white keeps GLOW_CONTRAST there."""
    amount = GLOW
    while amount > 0 and contrast_ratio(theme.TEXT, _glowing(colour, amount)) < GLOW_CONTRAST:
        amount -= 0.02
    return max(0.0, amount)


def _glowing(colour, amount: float) -> tuple[int, int, int]:
    return tuple(min(255, round(c * (1 + amount))) for c in colour)  # type: ignore[return-value]


def _glow(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft glow to add to a face: its colour brighter at its middle, a little above its centre, fading to its
    edges; never so bright that the white of a label on it falls under GLOW_CONTRAST."""
    heart = tuple(round(c * _glow_amount(colour)) for c in colour)
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
    """The keys' bevel alone round a rect of `size` (clear inside), in the menus' lacquer turned over (lit along its
    foot, in shade along its top): a pressed-in tab's frame."""
    return pygame.transform.flip(_bevel(size, radius, rim, LACQUER, True), False, True)


def _bevel(size: tuple[int, int], radius: int, rim: int, colour: tuple[int, int, int], lit: bool) -> pygame.Surface:
    """A key's bevel alone in its own hue: in shade all round, lit where it faces the lamp (north-west: its top and
    left most, its foot least), a thin darker line of its hue outside it; dull (`lit=False`): near its face's colour."""
    w, h = size
    dark, light = _mix(colour, (0, 0, 0), BEVEL_SHADE), _mix(colour, (255, 255, 255), BEVEL_LIT)
    if not lit:
        dark, light = _mix(dark, colour, DULL), _mix(light, colour, DULL + 0.3)
    ring = pygame.Surface(size, pygame.SRCALPHA)
    ring.fill((0, 0, 0, 0))
    pygame.draw.rect(ring, dark, ring.get_rect(), rim, border_radius=radius)
    glow = pygame.Surface(size, pygame.SRCALPHA)
    glow.fill((0, 0, 0, 0))
    pygame.draw.rect(glow, light, glow.get_rect(), rim, border_radius=radius)
    glow.blit(_towards_lamp(size, (255, 235, 60, 0)), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    ring.blit(glow, (0, 0))
    pygame.draw.rect(ring, _mix(colour, (0, 0, 0), BEVEL_EDGE), ring.get_rect(), 1, border_radius=radius)
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

