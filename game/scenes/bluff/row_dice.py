"""The dice of the reveal's rows (`reveal_rows`): each the tray's lit planet cube at rest (`dice_tokens.cube_token`,
the picture a die at rest in the tray shows), standing on its row's felt with the soft shadow a die casts there, cast
to the south-east away from the light as in the tray (look review 26: "flat rows of small front-facing dice"); a die on
its way from under its cup into its row. Every picture is kept: a frame only blits.
"""

from __future__ import annotations

import functools
import math

import pygame

from game.render.dice_tokens import cube_token, draw_covered_token
from game.render.surface_cache import surface_cache
from game.scenes.bluff.lost_dice import ROW_NUMERAL, ease

VEIL = 0.5           # a die that does not count, at the verdict: under a dark veil that opaque, its numeral over it
CAST = (0.07, 0.09)  # of a die's size: how far its shadow falls east and south of it (the tray's light: north-west)
SHADE = 110          # the shadow's darkness at its core (alpha)


def draw_die(surface: pygame.Surface, slot: pygame.Rect, face: int | None, dim: bool = False, shadow: bool = True) -> None:
    """A die of the row: its face as the tray's lit planet cube (look review 19: flat icons lost the 3D dice at the
    key moment) on its shadow, None: kept out of view, a covered die. ``dim``: the die under a dark veil, its numeral
    over it as crisp (review 13: a dimmed white numeral on a grey moon; review 19: dimmed dice unreadable at
    800x450). ``shadow``: its shadow too (else drawn before)."""
    if face is None:
        draw_covered_token(surface, slot.center, slot.width)
        return
    if shadow:
        draw_shadow(surface, slot)
    surface.blit(token(face, slot.width, dim), slot)


def draw_shadow(surface: pygame.Surface, slot: pygame.Rect) -> pygame.Rect:
    """The soft shadow a die standing on `slot` casts on the felt (under it: drawn first)."""
    image = cast_shadow(slot.width)
    size = slot.width
    centre = (slot.centerx + round(CAST[0] * size), slot.centery + round(CAST[1] * size))
    return surface.blit(image, image.get_rect(center=centre))


@functools.lru_cache(maxsize=4)    # (one size a table: 26 KiB at six seats' 80 px)
def cast_shadow(size: int) -> pygame.Surface:
    """A die's shadow on the felt, `size` px across: a dark rounded square, its edge soft (kept per size)."""
    blur = max(3, size // 10)
    small = max(6, size // 4)
    square = pygame.Surface((small + 4, small + 4), pygame.SRCALPHA)
    pygame.draw.rect(square, (0, 0, 0, SHADE), (2, 2, small, small), border_radius=max(1, small // 4))
    side = round(size * 0.86) + 2 * blur
    return pygame.transform.smoothscale(square, (side, side))


def token(face: int, size: int, dim: bool = False) -> pygame.Surface:   # (a die of a row: one kept picture each)
    return cube_token(face, size, True, VEIL if dim else 0.0, ROW_NUMERAL)


def draw_gathering(surface: pygame.Surface, start: tuple[float, float], start_size: float, slot: pygame.Rect,
                   face: int | None, t: float) -> None:
    """A die on its way from where it lay in the tray (`start`, drawn `start_size` across) to its place in
    the row, `t` 0..1 of the way (eased)."""
    k = ease(t)
    x = start[0] + (slot.centerx - start[0]) * k
    y = start[1] + (slot.centery - start[1]) * k
    size = max(14, round(start_size + (slot.width - start_size) * k))
    if face is None:
        draw_covered_token(surface, (x, y), size)
    else:
        image = moving_token(face, size, slot.width, start_size)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


def moving_token(face: int, size: int, rest: int, start_size: float) -> pygame.Surface:
    """Die `face` `size` px wide on its way from `start_size` to its place `rest` px wide: at its place the
    die's own cube (`token`); on the way that of the larger end, smooth-scaled (`scaled_token`)."""
    if size == rest:
        return token(face, rest)
    return scaled_token(face, size, max(rest, math.ceil(start_size), 14))


@surface_cache(max_mib=6)
def scaled_token(face: int, size: int, source: int) -> pygame.Surface:
    """`token(face, source)` smooth-scaled to `size` px, for a die in motion: ~0.01 ms where a cube drawn
    afresh (shapes at 2x, then smoothed) takes ~0.3-0.5 ms, and a reveal's moves pass up to ~50 sizes of six faces (from
    under a cup to a row's 84 px at two seats: ~4 MiB)."""
    return pygame.transform.smoothscale(token(face, source), (size, size))
