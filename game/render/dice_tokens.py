"""Flat die tokens: a die that is not on the felt (set aside), and a die kept out of view.

The tray draws dice as physics posed them (`planets.draw_tray_dice`). Two pictures need no
pose: a die set aside beside the tray (10000), shown as its planet face seen straight on
(or, small in tables, a light rounded square with its numeral), and a covered die (Bluff's hidden dice), a dark square with a question mark, drawn
where the die lies so everyone sees that it is there, not what it shows. Both depend only
on the face value and a size, never on the die's shape in the tray.
"""

from __future__ import annotations

import pygame

from game.render import planet_faces, planets, text, theme
from game.render.surface_cache import surface_cache

TOKEN_FILL = (232, 234, 246)
TOKEN_EDGE = (120, 128, 176)
COVER_FILL = (34, 40, 78)
COVER_EDGE = (150, 160, 210)


def _blank(size: int, fill, edge, width: int) -> pygame.Surface:
    """A rounded square token `size` px wide (at least 12), filled and rimmed."""
    size = max(12, int(size))
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(3, size // 6)
    pygame.draw.rect(image, fill, image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, edge, image.get_rect(), width, border_radius=radius)
    return image


@surface_cache(max_mib=4)
def face_token(face: int, size: int, star_for_six: bool = False) -> pygame.Surface:
    """A set-aside die showing `face` (a star for the 6 with `star_for_six`), `size` px square."""
    image = _blank(size, TOKEN_FILL, TOKEN_EDGE, max(1, int(size) // 24))
    size, box = image.get_width(), image.get_rect()
    label = planets.label_image(face, max(10, int(size * 0.62)), planets.NUMERAL_SHADOW, star_for_six)
    image.blit(label, label.get_rect(center=box.center))
    return image


@surface_cache(max_mib=4)
def planet_token(face: int, size: int, star_for_six: bool = False) -> pygame.Surface:
    """A die off the felt shown big (10000's set-aside strip): its planet face seen straight on with the
    outlined numeral, as it looked at rest in the tray. Small pictures (rules, tables) keep `face_token`,
    whose dark numeral on light stays readable at 20 px."""
    size = max(12, int(size))
    image = planet_faces.face_image(face, size, star_for_six).copy()
    label = planets.label_image(face, max(10, int(size * 0.62)), star_for_six=star_for_six)
    image.blit(label, label.get_rect(center=image.get_rect().center))
    return image


def draw_planet_token(surface: pygame.Surface, center: tuple[float, float], size: float, face: int,
                      star_for_six: bool = False) -> pygame.Rect:
    image = planet_token(face, round(size), star_for_six)
    return surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


@surface_cache(max_mib=2)
def covered_token(size: int) -> pygame.Surface:
    """A die kept out of view: the place it takes, no face."""
    image = _blank(size, COVER_FILL, COVER_EDGE, max(2, int(size) // 16))
    size, box = image.get_width(), image.get_rect()
    mark = text.render("?", max(12, int(size * 0.55)), theme.TEXT_DIM, True)
    image.blit(mark, mark.get_rect(center=box.center))
    return image


def draw_face_token(surface: pygame.Surface, center: tuple[float, float], size: float, face: int,
                    star_for_six: bool = False) -> pygame.Rect:
    image = face_token(face, round(size), star_for_six)
    return surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def draw_covered_token(surface: pygame.Surface, center: tuple[float, float], size: float) -> pygame.Rect:
    image = covered_token(round(size))
    return surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))
