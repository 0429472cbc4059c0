"""Bluff's review tells each doubted bid as the game shows it, "4 ×" and a planet die; the die's numeral reads at
800x450 15 px tall or more (look review 28b: 13 px, "at the floor"; asked for 15). Look review 16 measured the small
die's own numeral at ~8 px there."""

import numpy as np
import pygame
import pytest

from game.rules.bluff import Bid
from game.scenes.review.bluff_view import BID_DIE, draw_bid

SMALL_SCALE = 800 / 1280


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5])
def test_a_bids_die_shows_its_numeral_15_px_tall_at_800x450(face):
    surface = pygame.Surface((300, 80))
    surface.fill((0, 0, 0))
    drawn = draw_bid(surface, Bid(4, face), (10, 40))
    small = pygame.transform.smoothscale(surface, (round(300 * SMALL_SCALE), round(80 * SMALL_SCALE)))
    die = pygame.Rect(round((drawn.right - BID_DIE) * SMALL_SCALE), 0, round(BID_DIE * SMALL_SCALE), small.get_height())
    pixels = pygame.surfarray.pixels3d(small)[die.left:die.right, :, :].astype(int)
    # the numeral's white, with its touch of blue (250, 250, 255): not the die's warm ivory glaze nor a planet
    white = (pixels.min(axis=2) > 230) & (pixels[:, :, 2] >= pixels[:, :, 0] + 3)
    rows = np.flatnonzero(white.any(axis=0))
    assert len(rows) and rows[-1] - rows[0] + 1 >= 15, (face, rows)
