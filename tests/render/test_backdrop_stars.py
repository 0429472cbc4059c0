"""The stars painted around a still picture: reading the sky all at once (one array) paints exactly what
reading it pixel by pixel did, on pictures with panels, text and stars close together."""

from __future__ import annotations

import random

import pygame
import pytest

from game.render import theme
from game.render.backdrop import STAR_COLOUR, Backdrop


def reference(backdrop: Backdrop, surface: pygame.Surface, text_rects: list[pygame.Rect]) -> None:
    """The pixel-by-pixel painting (as it was written first), against the bare sky (the gradient alone)."""
    sky = pygame.Surface(surface.get_size())
    backdrop.paint_gradient(sky)
    width, height = surface.get_size()
    get_at, sky_at = surface.get_at, sky.get_at
    keep_off = [rect.inflate(8, 8) for rect in text_rects]
    for x, y, radius, *_twinkle in backdrop.stars:
        ix, iy = int(x), int(y)
        r = max(1, int(radius)) + 1
        if not (r <= ix < width - r and r <= iy < height - r) or get_at((ix, iy)) != sky_at((0, iy)):
            continue
        if get_at((ix - r, iy - r)) != sky_at((0, iy - r)) or get_at((ix + r, iy + r)) != sky_at((0, iy + r)):
            continue
        if get_at((ix + r, iy - r)) != sky_at((0, iy - r)) or get_at((ix - r, iy + r)) != sky_at((0, iy + r)):
            continue
        if pygame.Rect(ix - r, iy - r, 2 * r, 2 * r).collidelist(keep_off) >= 0:
            continue
        pygame.draw.circle(surface, STAR_COLOUR, (ix, iy), r - 1)


@pytest.mark.parametrize("seed", range(6))
def test_reading_the_sky_at_once_paints_the_same_stars(seed):
    pygame.display.init()
    rng = random.Random(seed)
    size = (1280, 720)
    backdrop = Backdrop(size, seed=seed, stars=400, planets=0)   # many stars: some overlap
    picture = pygame.Surface(size)
    backdrop.paint_gradient(picture)
    for _ in range(12):   # panels and boxes over the sky
        colour = rng.choice((theme.PANEL, theme.SPACE_LIGHT, theme.PANEL_EDGE))
        picture.fill(colour, (rng.randrange(1200), rng.randrange(660), rng.randrange(20, 300), rng.randrange(10, 200)))
    for _ in range(200):   # single pixels that differ from the sky by one step
        x, y = rng.randrange(1280), rng.randrange(720)
        r, g, b, _a = picture.get_at((x, y))
        picture.set_at((x, y), (r, g, min(255, b + 1)))
    rects = [pygame.Rect(rng.randrange(1200), rng.randrange(700), rng.randrange(20, 200), 20) for _ in range(15)]
    expected, got = picture.copy(), picture.copy()
    reference(backdrop, expected, rects)
    backdrop.paint_stars_around(got, rects)
    assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert pygame.image.tobytes(got, "RGB") != pygame.image.tobytes(picture, "RGB"), "some stars are painted"
