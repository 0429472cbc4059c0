"""Reading the two state marks off a drawn screen (game.render.marks): the focus is the white outline alone, the chosen
(selected) state a tint and an underline bar, never an outline of the selection colour."""

from __future__ import annotations

import numpy
import pygame

from game.render import marks, theme


def edge_pixels(surface: pygame.Surface, rect: pygame.Rect, colour, width: int = 3) -> int:
    """Pixels of `colour` within `width` px inside `rect`'s edge: an outline drawn in it."""
    area = rect.clip(surface.get_rect())
    pixels = pygame.surfarray.pixels3d(surface)[area.left:area.right, area.top:area.bottom]
    hit = numpy.all(pixels == numpy.array(colour[:3], dtype=pixels.dtype), axis=2)
    inner = numpy.zeros_like(hit)
    inner[width:-width, width:-width] = True
    return int((hit & ~inner).sum())


def underline_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of the chosen mark's bar (the selection colour) in the strip along `rect`'s foot where it lies."""
    strip = pygame.Rect(rect.left, rect.bottom - marks.UNDERLINE - 6, rect.width, marks.UNDERLINE + 4)
    return edge_pixels(surface, strip, theme.SELECTED, width=strip.height) if strip.height > 0 else 0
