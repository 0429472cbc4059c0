"""A menu's title mark (issue 28, look review 21: "give the chrome its own identity ... carry the planet motifs into
menus, results, high scores and settings"): the screen's title between two small ringed planets, the dice's own
(`planet_faces.art`), each on an orbit line of the title's gold fading out into the sky, a moon on it. Gold is the
title's: the mark is part of the title, never a state. Each side is drawn once and kept (menus draw it every frame).
"""

from __future__ import annotations

import functools

import pygame

from game.render import planet_faces, theme

PLANET = 34        # px: each planet's size (at 1280x720)
GAP = 14           # px between the title's letters and a planet
ORBIT = 80         # px of orbit line beyond a planet
MOON = 3           # px: the moon's radius on it
LINE_ALPHA = 190   # the line's opacity next to its planet (it fades to none at its far end)
RINGED = 6         # the ringed planet's face


@functools.cache
def side(mirrored: bool, orbit: int = ORBIT) -> pygame.Surface:
    """One side of the mark, the left (`mirrored`: the right): the orbit line, `orbit` px, fading out leftwards from
    the planet at its right end, a moon on it a third of the way out (none on a stub too short to carry one). A short
    orbit fades out over its own length (29b d21: one cut short by the screen's edge ended bright against it)."""
    width, height = orbit + PLANET, PLANET
    picture = pygame.Surface((width, height), pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    middle = height // 2
    for x in range(orbit):                    # (x from the planet outwards: fading, thinning)
        alpha = round(LINE_ALPHA * (1.0 - x / orbit) ** 1.3)
        picture.fill((*theme.TITLE, alpha), (orbit - 1 - x, middle - (1 if x < orbit // 2 else 0), 1,
                                             2 if x < orbit // 2 else 1))
    if orbit >= 4 * MOON + 12:
        moon = (orbit - orbit // 3, middle)
        pygame.draw.circle(picture, (*theme.TITLE, LINE_ALPHA), moon, MOON + 2, 0)
        pygame.draw.circle(picture, (*theme.SPACE, 255), moon, MOON, 0)
        pygame.draw.circle(picture, (*theme.TITLE, 255), moon, MOON - 1, 0)
    picture.blit(_planet(PLANET), (orbit, 0))
    return pygame.transform.flip(picture, True, False) if mirrored else picture


@functools.cache
def emblem(size: int) -> pygame.Surface:
    """The mark's small kin for a heading plate's end: the ringed planet `size` px square with a short orbit line
    fading out to its left."""
    reach = 2 * size
    picture = pygame.Surface((reach + size, size), pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    for x in range(reach):                    # (x from the planet outwards)
        alpha = round(LINE_ALPHA * 0.7 * (1.0 - x / reach) ** 1.3)
        picture.fill((*theme.TITLE, alpha), (reach - 1 - x, size // 2, 1, 1))
    picture.blit(_planet(size), (reach, 0))
    return picture


def _planet(size: int) -> pygame.Surface:
    """The ringed planet alone (no die round it), `size` px square: drawn three times as big and smoothed down."""
    big = size * 3
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    half = big / 2.0
    for colour, points in planet_faces.art(RINGED):
        pygame.draw.polygon(surface, colour, [(half + s * half, half - t * half) for s, t in points])
    return pygame.transform.smoothscale(surface, (size, size))


def draw(surface: pygame.Surface, title: pygame.Rect, within: pygame.Rect | None = None) -> list[pygame.Rect]:
    """The mark round a title drawn over `title` (its letters' rect): a side either way, level with its middle, each
    orbit cut short where it would leave `within` (None: the screen; a title over a narrow column). The rects painted
    (no star may shine there)."""
    within = surface.get_rect() if within is None else within
    y = title.centery - PLANET // 2
    planet_x = title.left - GAP - PLANET        # each orbit as long as `within` leaves it room (fading out inside it)
    left = side(False, max(0, min(ORBIT, planet_x - within.left)))
    painted = [surface.blit(left, (planet_x - left.get_width() + PLANET, y))]
    x = title.right + GAP
    right = side(True, max(0, min(ORBIT, within.right - x - PLANET)))
    painted.append(surface.blit(right, (x, y)))
    return painted
