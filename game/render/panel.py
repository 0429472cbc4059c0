"""Panels and dimming for overlays and menus (translucent surfaces, cached by size)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.render import theme


@lru_cache(maxsize=64)
def _fill(size: tuple[int, int], colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((*colour, alpha))
    return surface


def translucent(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], alpha: int) -> None:
    """Blend a flat colour over `rect` (the surfaces are cached: menus draw these every frame)."""
    surface.blit(_fill(rect.size, tuple(colour), alpha), rect)


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken the whole frame under an overlay."""
    translucent(surface, surface.get_rect(), (0, 0, 0), alpha)


@lru_cache(maxsize=64)
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
