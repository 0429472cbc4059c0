"""The face of a button or a menu row: rounded, with form (issue 28: "plain outlined rectangles for menus").

A chunky key of the console (look review 18: "a material identity"): a gloss on its upper half, lit from above,
a bright rim along the top inside (the light catching its upper edge) and a dark one along the foot, its side (a
darker lip) showing under it, opaque so no sky shows through. Each face
is painted once per size, colour and corner radius and kept (menus draw theirs every frame): `draw_face` blits it.
"""

from __future__ import annotations

import math

import pygame

from game.render import table
from game.render.surface_cache import surface_cache

GLOSS_TOP = 0.20     # the key's gloss (its upper half): at its top this much of the way to white,
GLOSS_MID = 0.08     # ... and this much just above its middle, where the gloss ends in a soft step
FOOT_DARK = 0.14     # its lower half: from the colour down to this much darker at the foot
RIM_LIGHT = 0.40     # the upper inner rim: this much of the way from the colour to white
FOOT_SHADE = 0.40    # the lower inner rim: this much darker than the colour
LIP = 4              # px of a raised face's lip (its dark side showing under it)
LIP_DARK = 0.62      # the lip: the face's colour this much darker (the key's side, not a hole)
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


def raised(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], radius: int = 10,
           edge: tuple[int, int, int] | None = None) -> pygame.Rect:
    """A raised key inside `rect` (`key`: its wooden rim, its side under it); `edge` is kept for the callers that
    named a neutral one (the rim is every key's edge). Returns the face's rect (`rect` less the lip)."""
    del edge
    return key(surface, rect, colour, radius)


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


def lip(surface: pygame.Surface, face: pygame.Rect, colour: tuple[int, int, int], depth: int, radius: int) -> None:
    """A key's side under its `face`, `depth` px showing below it, and a dark outline round face and side together
    (so a key stands off any ground): its wood (`SIDE`), a shade darker under a dull key's face."""
    whole = pygame.Rect(face.left, face.top, face.width, face.height + depth)
    pygame.draw.rect(surface, LIP_COLOUR, whole.inflate(2, 2), border_radius=radius + 1)
    pygame.draw.rect(surface, SIDE, whole, border_radius=radius)


# ------------------------------------------------------------------------------------------- the key
# Its rim is the trays' rail wood (table.WOOD: lit where it faces the lamp in the north-west, in shade where it
# faces away), never gold (gold is for rewards); its face is lit as the felt under the lamp: brighter at its top
# and middle, a satin sheen on its upper part, brushed streaks (only ever darker: its letters never less readable),
# a lit inner edge along its top and left where it meets the rim and a shaded one along its foot and right.
RIM_LIT = table.WOOD_LIGHT
RIM_MID = (126, 80, 50)         # the rim's top: the rail's wood, a shade warmer and lighter than the tray's
RIM_DARK = (46, 26, 17)
SIDE = (58, 34, 22)             # the key's side under its face: the wood in shade
DULL_RIM = (70, 52, 42)         # a key that cannot be pressed: its rim unlit, greyed
SHEEN = 0.16                    # the face's top: this much of the way to white (its foot: FACE_DARK to black)
FACE_DARK = 0.14
POOL_SIDE = 0.08                # its sides this much darker than its middle (the lamp's pool), falling off over
POOL_PX = 36                    # ... this many px from each side (every key alike at its ends, whatever its width)
INNER_LIT = 0.42                # the face's inner edge along its top and left: this much of the way to white
INNER_SHADE = 0.38              # ... along its foot and right: this much darker
STREAKS = 0.5                   # of the panels' brushed streaks (levels, only ever darker)


def rim_width(height: int) -> int:
    """The rim's px on a key `height` tall: 3 on a button (1.9 px at 800x450), 2 on a small key."""
    return 3 if height >= 40 else 2


@surface_cache(max_mib=5)
def key_picture(size: tuple[int, int], colour: tuple[int, int, int], radius: int, lip_px: int,
                lit: bool = True) -> pygame.Surface:
    """A key whose face is `size`, with its outline: a picture 2 px wider and 2 + `lip_px` px taller than its face,
    the face 1 px in from its top left."""
    width, height = size
    picture = pygame.Surface((width + 2, height + lip_px + 2), pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    body = pygame.Rect(1, 1, width, height)
    lip(picture, body, colour, lip_px, radius)
    picture.blit(_key_face(size, colour, radius, lit), body)
    return picture


def _key_face(size: tuple[int, int], colour: tuple[int, int, int], radius: int, lit: bool) -> pygame.Surface:
    """The face of a key with its rim, worked out pixel by pixel (antialiased round corners)."""
    import numpy  # (not at start: tests/test_startup_imports.py)

    from game.render import panel

    w, h = size
    depth, facing = panel.bevel_field(size, radius)
    rim = rim_width(h)
    y = (numpy.arange(h, dtype=numpy.float32)[None, :] + 0.5) / max(1, h)
    base = numpy.array(colour, dtype=numpy.float32)
    if lit:
        top, foot = base + (255 - base) * SHEEN, base * (1 - FACE_DARK)
        k = numpy.clip(y / 0.55, 0, 1)[..., None]
        upper = top + (base - top) * k ** 1.4                                   # the sheen over its upper part
        lower = base + (foot - base) * numpy.clip((y - 0.55) / 0.45, 0, 1)[..., None]
        shade = numpy.where((y < 0.55)[..., None], upper, lower)
        px = numpy.arange(w, dtype=numpy.float32)[:, None] + 0.5
        side = numpy.clip(numpy.minimum(px, w - px) / POOL_PX, 0, 1)
        face = shade * (1 - POOL_SIDE * (1 - side) ** 1.5)[..., None]
        face = numpy.broadcast_to(face, (w, h, 3)).astype(numpy.float32)
        streaks = pygame.surfarray.array3d(panel._brush_tile())[..., 0].astype(numpy.float32)
        face = face - STREAKS * streaks[numpy.arange(w)[:, None] % 256, numpy.arange(h)[None, :] % 64][..., None]
    else:   # (a key that cannot be pressed: its face flat, one colour, as it always was)
        face = numpy.broadcast_to(base, (w, h, 3)).astype(numpy.float32)
    inside = depth - rim
    if lit:   # the face's inner edge where it meets the rim: lit along the top and left, shaded along the foot and right
        edge = numpy.clip(1.0 - inside / 2.0, 0, 1) * (inside >= 0)
        towards = numpy.clip(facing, 0, 1) * edge * INNER_LIT
        away = numpy.clip(-facing, 0, 1) * numpy.clip(1.0 - inside / 3.0, 0, 1) * (inside >= 0) * INNER_SHADE
        face = (face + (255 - face) * towards[..., None]) * (1 - away)[..., None]
    # the rim: its outer half a slope (lit where it faces the lamp), its inner half falling to the face the other way
    across = numpy.clip(depth / rim, 0, 1)
    slope = numpy.where(across < 0.55, facing, -0.7 * facing)
    if lit:
        mid, light, dark = (numpy.array(c, dtype=numpy.float32) for c in (RIM_MID, RIM_LIT, RIM_DARK))
        wood = numpy.where((slope >= 0)[..., None], mid + (light - mid) * (0.75 * numpy.clip(slope, 0, 1))[..., None],
                           mid + (dark - mid) * numpy.clip(-slope, 0, 1)[..., None])
    else:
        dull = numpy.array(DULL_RIM, dtype=numpy.float32)
        wood = dull * (1 + 0.12 * slope)[..., None]
    face = numpy.where((inside < 0)[..., None], wood, face)
    rgba = numpy.empty((w, h, 4), dtype=numpy.uint8)
    rgba[..., :3] = numpy.clip(numpy.rint(face), 0, 255)
    rgba[..., 3] = numpy.rint(255 * numpy.clip(depth, 0, 1))
    picture = pygame.Surface(size, pygame.SRCALPHA)
    pixels = pygame.surfarray.pixels3d(picture)
    pixels[...] = rgba[..., :3]
    del pixels
    alpha = pygame.surfarray.pixels_alpha(picture)
    alpha[...] = rgba[..., 3]
    del alpha
    return picture


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
