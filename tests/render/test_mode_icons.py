"""The title's mode icons: the two dice of 10000 and Zehntausend are both whole (review 8: one die covered the
other's digit), and on the title big enough to read (look review 15: 11 px at 800x450)."""

import pygame
import pytest

from game.render.mode_icons import mode_icon


@pytest.mark.parametrize("mode", ["tenthousand", "zehntausend"])
@pytest.mark.parametrize("size, wide", [(38, True), (48, False), (54, False)])   # the title's (wide), the rules'
def test_a_pair_of_dice_shows_both_dice_whole(mode, size, wide):
    icon = mode_icon(mode, size, wide)
    alpha = pygame.surfarray.array_alpha(icon)          # [x, y]
    columns = [bool(alpha[x].max() > 0) for x in range(icon.get_width())]
    left = columns.index(True)
    right = icon.get_width() - 1 - columns[::-1].index(True)
    gaps = [x for x in range(left, right + 1) if not columns[x]]
    # a clear column between two dice of about the same width: neither covers the other
    assert gaps, f"{mode}: the two dice overlap"
    assert abs((gaps[0] - left) - (right - gaps[-1])) <= 2
    if wide:   # each die 28 px at 1280x720: 17 px at 800x450
        assert gaps[0] - left >= 0.7 * size and right - gaps[-1] >= 0.7 * size


def test_the_title_shows_every_mode_name_whole_beside_its_icon(harness):
    from game.words import set_language

    set_language("de")
    try:
        harness.push("title")
        for _ in range(6):          # down the play column: each name focused (bold) in turn
            harness.tick()
            assert not any("…" in line for line in harness.drawn_text()), harness.drawn_text()
            harness.press("down")
    finally:
        set_language("en")
