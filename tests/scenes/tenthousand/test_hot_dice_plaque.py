"""The HOT DICE plaque (game/scenes/tenthousand/hot_dice.py) is made from the game's kept text renders: making
it must leave those renders as they were, or every later line of the same words, size and colour would be drawn
faded."""

import pygame

from game.render import text, theme
from game.scenes.tenthousand.hot_dice import plaque


def test_making_the_plaque_leaves_the_kept_text_renders_untouched():
    if not pygame.font.get_init():
        pygame.font.init()
    _card, placed, size = plaque("HOT DICE! All six again", 420, 300)
    for line, _where in placed:
        for colour in ((0, 0, 0), theme.TITLE):
            assert text.render(line, size, colour, True).get_alpha() in (None, 255), (line, colour)


def test_the_plaque_fills_its_column_with_the_words_in_its_middle_on_a_warm_light():
    # (look review 11: the words squeezed on a card with the column's empty slots peeking out above and below)
    if not pygame.font.get_init():
        pygame.font.init()
    card, placed, _size = plaque("HOT DICE! All six again", 183, 440)
    assert card.get_size() == (183, 440)
    middle = (min(r.top for _, r in placed) + max(r.bottom for _, r in placed)) / 2
    assert abs(middle - 220) <= 12
    centre, corner = card.get_at((91, 60)), card.get_at((20, 20))       # (above the words: light, not letters)
    assert centre[0] > corner[0] + 8 and centre[1] > corner[1] + 5    # warmer (gold) near the middle
