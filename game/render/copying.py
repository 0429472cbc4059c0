"""Copying a picture onto a surface without SDL's streaming copy (the same pixels; 4-8 times faster where it bites).

SDL copies an opaque picture onto a surface of the same pixel format (no per-pixel or surface alpha, no colour
key, no blend flags) with SSE streaming stores whenever both rows start on 16-byte boundaries and both pitches
are multiples of 16 (SDL_BlitCopy). Streaming stores go round the cache: unless every row they write starts on a
64-byte line, the partly written lines make the copy 4-8 times slower than a plain memcpy. A 380x620 score sheet
copied onto the still layer at x=884 took 0.22 ms (0.03 at x=885), the sky under it copied into its picture 0.21
ms; a tray's area put back into the still layer alike. Where the rows do start on cache lines (the still layer
copied whole onto the screen each frame) the streamed copy alone is as fast or faster, but it leaves the screen
out of the cache, and the planets drawn over it next cost more: a frame of five tumbling dice 6-12 % more in all
(/work/notes/issue-22-shape.md, session 7).

`blit` splits such a copy after its first pixel column: the rest no longer starts on a 16-byte boundary, and SDL
copies it with memcpy. Every other blit is left as it is.
"""

from __future__ import annotations

import pygame

SSE_ALIGN = 16      # bytes: SDL streams a copy whose rows and pitches are all aligned to this


def blit(surface: pygame.Surface, picture: pygame.Surface, dest, area: pygame.Rect | None = None,
         special_flags: int = 0) -> pygame.Rect:
    """`surface.blit(picture, dest, area, special_flags)`: the same pixels and the same rect returned, an opaque
    copy SDL would stream slowly made as two copies (see the module's note)."""
    parts = split(surface, picture, dest, area, special_flags)
    if parts is None:
        return surface.blit(picture, dest, area, special_flags)
    (first_at, first), (rest_at, rest) = parts
    surface.blit(picture, first_at, first)
    surface.blit(picture, rest_at, rest)
    return pygame.Rect(first_at, (first.width + rest.width, first.height))


def split(surface: pygame.Surface, picture: pygame.Surface, dest, area: pygame.Rect | None = None,
          special_flags: int = 0) -> tuple[tuple[tuple[int, int], pygame.Rect], tuple[tuple[int, int], pygame.Rect]] | None:
    """The two copies `blit` makes instead of one ((where, area of `picture`) each, clipped already), or None
    when the blit is made as asked: not a plain copy, or one SDL would not stream."""
    if special_flags or picture.get_flags() & pygame.SRCALPHA or picture.get_colorkey() is not None \
            or picture.get_alpha() is not None or picture.get_bitsize() != 32 or surface.get_bitsize() != 32 \
            or picture.get_masks() != surface.get_masks():
        return None
    # What SDL copies: `area` within the picture, placed at `dest`, clipped to the surface's clip rect.
    source = pygame.Rect(area) if area is not None else picture.get_rect()
    x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else tuple(dest)[:2]
    if type(x) is not int or type(y) is not int:    # (where SDL would put a fractional place is its own affair)
        return None
    inside = source.clip(picture.get_rect())
    x, y = x + inside.x - source.x, y + inside.y - source.y
    shown = pygame.Rect(x, y, inside.width, inside.height).clip(surface.get_clip())
    if shown.width < 2 or shown.height < 1:
        return None
    sx, sy = inside.x + shown.x - x, inside.y + shown.y - y
    row_to = surface._pixels_address + shown.x * 4
    row_from = picture._pixels_address + sx * 4
    streamed = not (row_to % SSE_ALIGN or row_from % SSE_ALIGN or surface.get_pitch() % SSE_ALIGN
                    or picture.get_pitch() % SSE_ALIGN)
    if not streamed:
        return None
    return (((shown.x, shown.y), pygame.Rect(sx, sy, 1, shown.height)),
            ((shown.x + 1, shown.y), pygame.Rect(sx + 1, sy, shown.width - 1, shown.height)))
