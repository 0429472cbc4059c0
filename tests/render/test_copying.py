"""Opaque copies kept off SDL's streaming copy (`game.render.copying`): the same pixels and the same rect as
`Surface.blit` wherever a picture lands, and the copies SDL would stream (a score sheet onto the still layer, the
sky under it into its picture, the still layer onto the screen) are made in two parts."""

from __future__ import annotations

import random

import numpy as np
import pygame

from game.render import copying


def noise(size: tuple[int, int], seed: int, alpha: bool = False) -> pygame.Surface:
    picture = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    pixels = np.random.default_rng(seed).integers(0, 256, (*size, 4 if alpha else 3), dtype=np.uint8)
    pygame.surfarray.blit_array(picture, pixels[..., :3].astype(np.uint32) @ np.array([1 << 16, 1 << 8, 1],
                                                                                      dtype=np.uint32))
    if alpha:
        pygame.surfarray.pixels_alpha(picture)[:] = pixels[..., 3]
    return picture


def test_a_copy_shows_the_same_pixels_and_returns_the_same_rect_as_a_plain_blit():
    rng = random.Random(5)
    screen = noise((640, 360), 1)
    split = 0
    for trial in range(120):
        picture = noise((rng.randrange(1, 300), rng.randrange(1, 200)), trial, alpha=trial % 9 == 0)
        if trial % 7 == 0 and min(picture.get_size()) > 2:   # a subsurface: its rows start inside its parent's
            picture = picture.subsurface(picture.get_rect().inflate(-2, -2))
        # (mostly whole multiples of 4 px across: rows that start on 16-byte boundaries, where SDL streams)
        dest = (4 * rng.randrange(-10, 165) + (trial % 5 == 0) * rng.randrange(4), rng.randrange(-40, 380))
        area = None if trial % 3 else pygame.Rect(4 * rng.randrange(-2, 10), rng.randrange(-8, 40),
                                                  rng.randrange(0, 300), rng.randrange(0, 200))
        expected, got = screen.copy(), screen.copy()
        for target in (expected, got):
            target.set_clip(None if trial % 4 else pygame.Rect(50 + 3 * trial, 30, 300, 200))
        into_expected, into = expected, got
        if trial % 11 == 0:    # into a subsurface: its rows start inside the screen's
            into_expected, into = (target.subsurface(pygame.Rect(4 * trial % 200, 8, 400, 300)) for target in (expected, got))
        shown_expected = into_expected.blit(picture, dest, area)
        split += copying.split(into, picture, dest, area) is not None
        shown = copying.blit(into, picture, dest, area)
        assert shown == shown_expected, trial
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(expected, "RGB"), trial
    assert split >= 10    # the trials did reach the split copy


def test_copies_sdl_would_stream_are_split_others_are_not():
    layer, sky = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    sheet = pygame.Surface((380, 620))
    assert copying.split(layer, sheet, (884, 56)) is not None          # rows on 16-byte, not 64-byte, boundaries
    assert copying.split(sheet, sky, (0, 0), pygame.Rect(884, 56, 380, 620)) is not None   # pitch 1520
    assert copying.split(layer, sky, (0, 0)) is not None               # the still layer onto the screen
    assert copying.split(layer, sheet, (885, 56)) is None               # off the 16-byte boundary: memcpy already
    assert copying.split(layer, pygame.Surface((380, 620), pygame.SRCALPHA), (884, 56)) is None   # blended
    assert copying.split(layer, sheet, (884, 56), special_flags=pygame.BLEND_ADD) is None
