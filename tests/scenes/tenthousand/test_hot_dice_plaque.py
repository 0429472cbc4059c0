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
