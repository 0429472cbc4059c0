"""What a player sees of a key's tier (look reviews 28a/28b change 2): a destructive key's words in red, an icon
before them, and no red outline."""
from __future__ import annotations

import pygame

from game.render import key_icons
from game.render.colour_vision import perceptual_difference


def _reds(screen: pygame.Surface, rect: pygame.Rect) -> int:
    rect = rect.clip(screen.get_rect())
    return sum(perceptual_difference(tuple(screen.get_at((x, y)))[:3], key_icons.DANGER_INK) < 12
               for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom))


def red_words(harness, words: str) -> bool:
    """Whether the line `words` on the screen is written in the danger red with a red icon just before it."""
    line = next(line for line in harness.drawn_lines() if line.text == words)
    icon = pygame.Rect(line.rect.left - key_icons.GAP - key_icons.icon_size(line.rect.height) - 4, line.rect.top,
                       key_icons.icon_size(line.rect.height) + 4, line.rect.height)
    return _reds(harness.screen, line.rect) >= 20 and _reds(harness.screen, icon) >= 10
