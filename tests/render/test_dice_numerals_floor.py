"""Issue 28: no die numeral under 13 px at 800x450. A die's numeral is a picture, not recorded text, so the
small-screen floor test does not see it: this measures the digit's ink on die sizes the game draws, once the
1280x720 picture is shrunk to 800x450 (four-seat Revenge ~38 px, 10000 ~53 px). Dice under 35 px (five- and
six-seat Revenge, six-seat Bluff) cannot hold a 13 px digit: theirs is as big as their top holds
(tests/scenes/playkit/test_tray_containment.py keeps it off the next die)."""

import numpy as np
import pygame
import pytest

from game.render import dice_view

SMALL_SCALE = 800 / 1280
DIGITS_FLOOR = 13.0


@pytest.mark.parametrize("edge", [35, 38, 45, 53, 60, 72, 90])
def test_a_resting_die_s_numeral_reads_at_800x450_whatever_the_die_s_size(edge):
    if not pygame.font.get_init():
        pygame.font.init()
    size = dice_view.numeral_size(edge)
    for value in range(1, 7):
        image = dice_view.numeral_image(value, size, False, (255, 255, 255))
        # the white digit alone (the dark outline round it is not the digit): bright and mostly opaque pixels
        alpha, red = pygame.surfarray.pixels_alpha(image), pygame.surfarray.pixels3d(image)[:, :, 0]
        rows = np.flatnonzero(((alpha > 127) & (red > 160)).any(axis=0))
        del alpha, red                      # the arrays lock the picture
        height = (rows[-1] - rows[0] + 1) * SMALL_SCALE
        assert height >= DIGITS_FLOOR, (edge, value, size, height)
