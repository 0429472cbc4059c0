"""The title's mode icons: the two dice of 10000 are both whole (review 8: one die covered the other's digit), and on
the title big enough to read (look review 15: 11 px at 800x450). (Zehntausend's pair gave way to its 1 under a pennant:
look review 28b #2, the two pairs read as one entry twice.)"""

import pygame
import pytest

from game.render.mode_icons import mode_icon


@pytest.mark.parametrize("mode", ["tenthousand"])
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


def test_a_small_icon_shows_its_planets_without_a_numeral_too_small_to_read():
    """Look review 16: the title's and the statistics' icons carried ~8 px digits at 800x450. A die under
    NUMERAL_DIE px shows its planet alone (no white numeral ink); the rules' larger icon keeps its numeral."""
    from game.render import mode_icons

    def white(icon: pygame.Surface) -> int:     # (the numeral's cool white, not the die's warm ivory)
        return sum(1 for x in range(icon.get_width()) for y in range(icon.get_height())
                   if min(icon.get_at((x, y))[:3]) >= 240 and icon.get_at((x, y))[3] >= 200
                   and icon.get_at((x, y)).b >= icon.get_at((x, y)).r - 6)

    for mode in ("dicetime", "triple", "tenthousand", "zehntausend"):
        assert white(mode_icon(mode, 38, True)) == 0, mode       # the title's
        assert white(mode_icon(mode, 26, True)) == 0, mode       # the statistics' list
    assert white(mode_icon("dicetime", round(mode_icons.NUMERAL_DIE / 0.9) + 1)) > 20   # large enough: the numeral


def test_the_statistics_list_gives_puzzle_and_campaign_icons_of_their_own(harness):
    """Look review 16: Puzzle and Campaign shared one icon in the modes not played yet."""
    from game.render import text
    from game.scenes.stats import view

    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    with text.recording() as drawn:
        view.draw_unplayed(surface, (), 0)
    patches = []
    for name in ("Puzzle", "Puzzle levels"):     # the icon left of each name (the campaign's games: mid18)
        line = next(line for line in drawn if line.text == name)
        patch = surface.subsurface(pygame.Rect(view.MODES_LEFT, line.rect.centery - 13, line.rect.left - view.MODES_LEFT, 26))
        assert pygame.mask.from_threshold(patch, (0, 0, 0), (8, 8, 8, 255)).count() < patch.get_width() * 26, name
        patches.append(pygame.image.tobytes(patch, "RGB"))
    assert patches[0] != patches[1]
