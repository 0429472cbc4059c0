"""The face of a button or a menu row: rounded, with form (issue 28: "plain outlined rectangles for menus").

Lit from above: a gentle gradient from a lighter top to a darker foot, a bright rim along the top inside (the light
catching its upper edge) and a dark one along the foot (its lower bevel), opaque so no sky shows through. Each face
is painted once per size, colour and corner radius and kept (menus draw theirs every frame): `draw_face` blits it.
"""

from __future__ import annotations

import pygame

from game.render.surface_cache import surface_cache

TOP_LIGHT = 0.06     # the top is this much lighter than the colour (towards white), the foot as much darker
RIM_LIGHT = 0.30     # the upper inner rim: this much of the way from the colour to white
FOOT_SHADE = 0.35    # the lower inner rim: this much darker than the colour
LIP = 3              # px of a raised face's lip (its dark side showing under it)
LIP_COLOUR = (6, 8, 20)


def _mix(colour, towards, amount: float) -> tuple[int, int, int]:
    return tuple(round(c + (t - c) * amount) for c, t in zip(colour[:3], towards, strict=True))


@surface_cache(max_mib=8)
def face(size: tuple[int, int], colour: tuple[int, int, int], radius: int) -> pygame.Surface:
    """The lit face of `size` in `colour` (its middle), corners rounded by `radius` (clear outside them)."""
    width, height = size
    column = pygame.Surface((1, max(1, height)))
    top, foot = _mix(colour, (255, 255, 255), TOP_LIGHT), _mix(colour, (0, 0, 0), TOP_LIGHT)
    span = max(1, height - 1)
    for y in range(height):
        t = y / span
        column.set_at((0, y), _mix(top, foot, t))
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
    pygame.draw.rect(surface, LIP_COLOUR, face.move(0, LIP), border_radius=radius)
    draw_face(surface, face, colour, radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, face, 1, border_radius=radius)
    return face
