"""The face of a button or a menu row: rounded, with form (issue 28: "plain outlined rectangles for menus").

A chunky key of the console (look review 18: "a material identity"): a gloss on its upper half, lit from above,
a bright rim along the top inside (the light catching its upper edge) and a dark one along the foot, its side (a
darker lip) showing under it, opaque so no sky shows through. Each face
is painted once per size, colour and corner radius and kept (menus draw theirs every frame): `draw_face` blits it.
"""

from __future__ import annotations

import math

import pygame

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


@surface_cache(max_mib=8)
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
    """A raised face inside `rect`: a dark lip along its foot, the lit face over it, a thin `edge` line round the
    face (None: none). Returns the face's rect (`rect` less the lip)."""
    face = pygame.Rect(rect.left, rect.top, rect.width, rect.height - LIP)
    lip(surface, face, colour, LIP, radius)
    draw_face(surface, face, colour, radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, face, 1, border_radius=radius)
    return face


def lip(surface: pygame.Surface, face: pygame.Rect, colour: tuple[int, int, int], depth: int, radius: int) -> None:
    """A key's side under its `face`, `depth` px showing below it, in the face's colour darkened (`LIP_DARK`), and a
    dark outline round face and side together (so a key stands off any ground)."""
    whole = pygame.Rect(face.left, face.top, face.width, face.height + depth)
    pygame.draw.rect(surface, LIP_COLOUR, whole.inflate(2, 2), border_radius=radius + 1)
    pygame.draw.rect(surface, _mix(colour, (0, 0, 0), LIP_DARK), whole, border_radius=radius)


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
