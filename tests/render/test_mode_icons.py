"""The title's mode icons: the two dice of 10000 and Zehntausend are both whole (review 8: one die covered the
other's digit)."""

import pygame
import pytest

from game.render.mode_icons import mode_icon


@pytest.mark.parametrize("mode", ["tenthousand", "zehntausend"])
@pytest.mark.parametrize("size", [38, 48])   # the title draws them at 38 px
def test_a_pair_of_dice_shows_both_dice_whole(mode, size):
    icon = mode_icon(mode, size)
    alpha = pygame.surfarray.array_alpha(icon)          # [x, y]
    columns = [bool(alpha[x].max() > 0) for x in range(size)]
    left = columns.index(True)
    right = size - 1 - columns[::-1].index(True)
    gaps = [x for x in range(left, right + 1) if not columns[x]]
    # a clear column between two dice of about the same width: neither covers the other
    assert gaps, f"{mode}: the two dice overlap"
    assert abs((gaps[0] - left) - (right - gaps[-1])) <= 2
