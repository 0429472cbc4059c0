"""Panels and dimming for overlays and menus (translucent surfaces, cached within a memory budget)."""

from __future__ import annotations

import functools

import pygame

from game.render import theme
from game.render.surface_cache import surface_cache


@surface_cache(max_mib=8)
def _fill(size: tuple[int, int], colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((*colour, alpha))
    return surface


def translucent(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], alpha: int) -> None:
    """Blend a flat colour over `rect` (the surfaces are cached: menus draw these every frame)."""
    surface.blit(_fill(rect.size, tuple(colour), alpha), rect)


def wash(surface: pygame.Surface, colour: tuple[int, int, int], alpha: int) -> None:
    """Lay `colour` over the whole frame at opacity `alpha` (an entry fade, a flash), as SDL's blend of an opaque
    veil given that alpha does (to within one level; exact at 0 and 255).

    A multiply and an add (or a subtract), each a SIMD fill, need no picture: 0.3-0.6 ms at 1280x720 where the
    blend of a kept full-screen veil took 1.1-2.5 ms a frame, the whole cost of a play scene's first 21 frames
    (the entry fade), and the veil held 3.5 MiB. The blend gives each channel d + floor((c - d) * alpha / 256),
    = floor((d * keep + c * alpha) / 256) with keep = 256 - alpha; the multiply gives ceil(d * keep / 256), and
    the constant added after it (`_wash_steps`) is the blend's own part, less one where that is nearer.
    """
    alpha = max(0, min(255, int(alpha)))
    if not alpha:
        return
    if alpha == 255:                  # (SDL copies a veil of full opacity)
        surface.fill(colour)
        return
    keep = 256 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)
    add, take = _wash_steps(tuple(colour), alpha)
    if any(add):
        surface.fill(add, special_flags=pygame.BLEND_ADD)
    if any(take):
        surface.fill(take, special_flags=pygame.BLEND_SUB)


@functools.lru_cache(maxsize=1024)
def _wash_steps(colour: tuple[int, int, int], alpha: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """What `wash` adds and subtracts per channel after its multiply by 256 - `alpha`.

    With d * keep = 256 q + r and c * alpha = 256 g + h (0 <= r, h < 256), the blend is q + g + [r + h >= 256] and
    the multiply leaves q + [r > 0]: adding g is exact where r = 0 or r >= 256 - h (about h / 256 of the values),
    adding g - 1 exact for the rest. Whichever is exact more often; the other is one level off."""
    add, take = [], []
    for channel in colour:
        g, h = divmod(channel * alpha, 256)
        step = g if h >= 128 else g - 1
        add.append(max(0, step))
        take.append(max(0, -step))
    return tuple(add), tuple(take)  # type: ignore[return-value]


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken the whole frame under an overlay, as black of opacity `alpha` would (to within one level).

    A multiply needs no picture: a cached full-screen fill per alpha cost 3.5 MiB each (a fade-in
    alone made 16 of them, 56 MiB), and the multiply is faster than blending one.
    """
    keep = 255 - max(0, min(255, alpha))
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)


SKY_UNDER = (15, 20, 43)   # the night sky's middle shade: what a panel's `alpha` once let through


@functools.lru_cache(maxsize=64)
def panel_fill(alpha: int) -> tuple[int, int, int]:
    """The opaque face of a panel of opacity `alpha`: its colour as it showed over the night sky's middle shade.
    Opaque, so no sky (a star, a planet's edge, a cloud's tint) shows through a panel or a button."""
    return tuple(round((p * alpha + s * (255 - alpha)) / 255) for p, s in zip(theme.PANEL, SKY_UNDER, strict=True))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 235, edge=theme.PANEL_EDGE,
               radius: int = 14, width: int = 2) -> None:
    """A rounded panel with an edge line (`edge=None` for none); `alpha` chooses how dark its (opaque) face is."""
    pygame.draw.rect(surface, panel_fill(alpha), rect, border_radius=radius)   # (opaque: no picture to keep)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


FRAME_EDGE = (118, 134, 200)    # a framed card's edge: lighter than a neutral box's, never the white focus


def draw_framed(surface: pygame.Surface, rect: pygame.Rect, radius: int = 18) -> None:
    """An opaque card framed like the results' cards: a dark rim round it, a lit edge and a thin line inside it."""
    pygame.draw.rect(surface, theme.SPACE, rect.inflate(14, 14), border_radius=radius + 7)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, FRAME_EDGE, rect, 3, border_radius=radius)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect.inflate(-14, -14), 1, border_radius=max(2, radius - 7))
