"""The stars painted around a still picture: reading the sky all at once (one array) paints exactly what
reading it pixel by pixel did, on pictures with panels, text and stars close together."""

from __future__ import annotations

import random

import pygame
import pytest
from tour import load_tour

from game.render import sky, theme
from game.render.backdrop import STAR_COLOUR, TEXT_CLEAR, Backdrop


def reference(backdrop: Backdrop, surface: pygame.Surface, text_rects: list[pygame.Rect]) -> None:
    """The pixel-by-pixel painting (as it was written first), against the bare sky (its picture alone, no star:
    each pixel of a star's square against the sky's pixel there)."""
    sky = pygame.Surface(surface.get_size())
    backdrop.paint_gradient(sky)
    width, height = surface.get_size()
    get_at, sky_at = surface.get_at, sky.get_at
    keep_off = [rect.inflate(2 * TEXT_CLEAR, 2 * TEXT_CLEAR) for rect in text_rects]
    for x, y, radius, *_twinkle in backdrop.stars:
        ix, iy = int(x), int(y)
        r = max(1, int(radius)) + 1
        if not (r <= ix < width - r and r <= iy < height - r) or get_at((ix, iy)) != sky_at((ix, iy)):
            continue
        if get_at((ix - r, iy - r)) != sky_at((ix - r, iy - r)) or get_at((ix + r, iy + r)) != sky_at((ix + r, iy + r)):
            continue
        if get_at((ix + r, iy - r)) != sky_at((ix + r, iy - r)) or get_at((ix - r, iy + r)) != sky_at((ix - r, iy + r)):
            continue
        if pygame.Rect(ix - r, iy - r, 2 * r, 2 * r).collidelist(keep_off) >= 0:
            continue
        pygame.draw.circle(surface, STAR_COLOUR, (ix, iy), r - 1)


@pytest.mark.parametrize("seed", range(6))
def test_reading_the_sky_at_once_paints_the_same_stars(seed):
    pygame.display.init()
    rng = random.Random(seed)
    size = (1280, 720)
    mood = sorted(sky.MOODS)[seed % len(sky.MOODS)]    # skies of several looks: a sky's pixel differs along a row
    backdrop = Backdrop(size, seed=seed, stars=400, planets=0, mood=mood)   # many stars: some overlap
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


# ------------------------------------------------------------------ the menus: no star inside a line of text
def _tour():
    """tools/screens.py (the screens tour), shared with the other tests that render it."""
    return load_tour()


MENUS = ["title", "title_focus_down", "settings", "rules", "highscores", "setup", "campaign_map", "tenthousand_options", "review_bluff",
         pytest.param("stats_player", marks=pytest.mark.solved_tables("dicetime", "coach-dicetime")),   # its charts
         "results_two"]   # (bluff_rules lies on Bluff's table, no sky: no star at all, test_bluff_table_look)
GROWN = 3     # px round a line's rect where no star may shine either


def star_pixels(picture: pygame.Surface):
    """Where the sky's star shades show: grey-blue with blue 40 over equal red and green (the still stars'
    STAR_COLOUR and every brightness of the twinkling ones); no text, panel or planet colour is that."""
    import numpy as np

    rgb = pygame.surfarray.array3d(picture).astype(np.int64)
    shade = (rgb[:, :, 0] == rgb[:, :, 1]) & (rgb[:, :, 2] - rgb[:, :, 0] == 40) & (rgb[:, :, 0] >= 60)
    # a star is a disc of one colour, at least two pixels by two (pygame's smallest circle): a pixel of that shade
    # outside such a square is the smoothed edge of a letter over a sky of another hue (the worlds' skies)
    square = np.zeros_like(shade)
    square[:-1, :-1] = ((rgb[:-1, :-1] == rgb[1:, :-1]).all(axis=2) & (rgb[:-1, :-1] == rgb[:-1, 1:]).all(axis=2)
                        & (rgb[:-1, :-1] == rgb[1:, 1:]).all(axis=2))
    in_square = square.copy()
    in_square[1:, :] |= square[:-1, :]
    in_square[:, 1:] |= square[:, :-1]
    in_square[1:, 1:] |= square[:-1, :-1]
    return shade & in_square


@pytest.mark.parametrize("name", MENUS)
def test_no_star_shines_inside_a_line_of_text_on_a_menu(name):
    """Issue 28: the sky's stars showed between letters ("Fr·ee play", "Chang·es", "one.each"). Each menu's
    text is known while its frame is drawn, and the stars are painted round it: no star pixel inside any
    line's rect grown by a few px, on the frame a player sees (nothing read from frames before it)."""
    screens = _tour()
    shot = next(s for s in screens.SHOTS if s.name == name)
    picture, by_scene = screens.render_recorded(shot)
    starry = star_pixels(picture)
    assert starry.sum() > 8, "the sky still has its stars (the rules: four, none within TEXT_CLEAR of a line)"
    area = picture.get_rect()
    hit = []
    for lines in by_scene.values():
        for line in lines:
            rect = line.rect.inflate(2 * GROWN, 2 * GROWN).clip(area)
            count = int(starry[rect.left:rect.right, rect.top:rect.bottom].sum())
            if count:
                hit.append((line.text, count))
    assert not hit, hit
