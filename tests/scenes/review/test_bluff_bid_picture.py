"""Bluff's review tells each bid as the game shows it, "4 ×" and a small planet die; the die's numeral reads at
800x450 as every die's does (13 px of ink: tests/render/test_dice_numerals_floor.py). Look review 16 measured the small
die's own numeral at ~8 px there."""

import numpy as np
import pygame
import pytest

from game.rules.bluff import Bid
from game.scenes.review.bluff_view import draw_bid

SMALL_SCALE = 800 / 1280


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5])
def test_a_bids_die_shows_its_numeral_13_px_tall_at_800x450(face):
    surface = pygame.Surface((300, 80))
    surface.fill((0, 0, 0))
    drawn = draw_bid(surface, Bid(4, face), (10, 40))
    small = pygame.transform.smoothscale(surface, (round(300 * SMALL_SCALE), round(80 * SMALL_SCALE)))
    die = pygame.Rect(round((drawn.right - 36) * SMALL_SCALE), 0, round(36 * SMALL_SCALE), small.get_height())
    pixels = pygame.surfarray.pixels3d(small)[die.left:die.right, :, :].astype(int)
    white = (pixels.min(axis=2) > 200)               # the numeral's white (the planets are coloured, the die blue)
    rows = np.flatnonzero(white.any(axis=0))
    assert len(rows) and rows[-1] - rows[0] + 1 >= 13, (face, rows)
