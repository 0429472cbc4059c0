"""Panels and dimming for overlays and menus (translucent surfaces, cached within a memory budget)."""

from __future__ import annotations

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
    """Lay `colour` over the whole frame at opacity `alpha` (an entry fade, a flash). The full-screen
    picture is kept per size and colour and blended with set_alpha: a fresh one each frame cost ~1-2 ms."""
    veil = _veil(surface.get_size(), tuple(colour))
    veil.set_alpha(alpha)
    surface.blit(veil, (0, 0))


@surface_cache(max_mib=8)      # one or two full-screen veils
def _veil(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    veil = pygame.Surface(size)
    veil.fill(colour)
    return veil


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken the whole frame under an overlay, as black of opacity `alpha` would (to within one level).

    A multiply needs no picture: a cached full-screen fill per alpha cost 3.5 MiB each (a fade-in
    alone made 16 of them, 56 MiB), and the multiply is faster than blending one.
    """
    keep = 255 - max(0, min(255, alpha))
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)


@surface_cache(max_mib=8)
def _rounded(size: tuple[int, int], colour: tuple[int, int, int], alpha: int, radius: int) -> pygame.Surface:
    shape = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (*colour, alpha), shape.get_rect(), border_radius=radius)
    return shape


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 235, edge=theme.PANEL_EDGE,
               radius: int = 14, width: int = 2) -> None:
    """A rounded panel with an edge line (`edge=None` for none)."""
    surface.blit(_rounded(rect.size, theme.PANEL, alpha, radius), rect)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
