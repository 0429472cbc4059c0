"""The small icons on keys, and the keys' three tiers (look reviews 28a change 2, 28b change 2: "chunkier primary
buttons with an icon"; every button, row, panel and tab was the same navy gradient pill).

- primary: the screen's main action, a chunky lit teal key with an icon beside its words (a die for Roll, a check
  for a confirmation, a play triangle for Play / Next, an arrow for Back);
- secondary: any other key, outlined navy (`faces.outlined_key`): a flat dark face inside a light outline, no gloss;
- destructive (Quit to title, Delete): a secondary key whose words are red with a small icon, and no red outline (28a
  d3: the red outline of "Quit to title" read as a second focus ring).

Each icon is drawn once per name, size and colour and kept: a key's label and icon are one blit each.
"""

from __future__ import annotations

import math

import pygame

from game.render import text
from game.render.surface_cache import surface_cache

# The icon a key wears by its words (English msgids: `Button.label`, `MenuItem.label`), where the screen names none.
BY_LABEL = {
    "Back": "back", "Roll": "dice", "Reroll": "dice", "Fill in": "check", "Bank": "check", "OK": "check",
    "Play": "play", "Play again": "play", "Next": "play", "Next level": "play", "Start": "play", "Resume": "play",
    "Retry": "again", "Revenge": "again", "Quit to title": "exit", "Quit": "exit", "Delete": "trash",
}
DANGER_ICON = "cross"    # a destructive key's icon when its words name none
DANGER_INK = (255, 112, 124)   # a destructive key's words and icon: the danger red, light enough on the navy (5:1+)
GAP = 8                  # px between an icon and its key's words


def icon_size(font_size: int) -> int:
    """An icon's side beside words of `font_size` px: about their capitals' height and a little more."""
    return max(12, round(font_size * 0.82))


@surface_cache(max_mib=0.125)
def icon(name: str, side: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The icon `name` in `colour`, `side` px square (drawn four times as big and smoothed down: crisp at any size)."""
    big = 4 * side
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    canvas.fill((0, 0, 0, 0))
    ink = (*colour, 255)
    w = max(4, big // 7)       # a stroke
    c = big / 2
    if name == "dice":         # a die's face, five pips
        box = pygame.Rect(0, 0, big - w, big - w)
        box.center = (round(c), round(c))
        pygame.draw.rect(canvas, ink, box, w, border_radius=big // 5)
        for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
            pygame.draw.circle(canvas, ink, (round(c + dx * big * 0.2), round(c + dy * big * 0.2)), round(big * 0.08))
    elif name == "check":
        pygame.draw.lines(canvas, ink, False, [(big * 0.14, big * 0.52), (big * 0.40, big * 0.78),
                                                (big * 0.88, big * 0.22)], round(w * 1.3))
    elif name == "play":
        pygame.draw.polygon(canvas, ink, [(big * 0.2, big * 0.1), (big * 0.9, big * 0.5), (big * 0.2, big * 0.9)])
    elif name == "back":       # an arrow pointing left
        pygame.draw.line(canvas, ink, (big * 0.18, c), (big * 0.9, c), round(w * 1.2))
        pygame.draw.polygon(canvas, ink, [(big * 0.04, c), (big * 0.46, big * 0.14), (big * 0.46, big * 0.86)])
    elif name == "again":      # a round arrow
        rect = pygame.Rect(0, 0, big * 0.74, big * 0.74)
        rect.center = (round(c), round(c))
        pygame.draw.arc(canvas, ink, rect, math.radians(-40), math.radians(230), round(w * 1.1))
        tip = (c + math.cos(math.radians(-40)) * rect.width / 2, c - math.sin(math.radians(-40)) * rect.height / 2)
        pygame.draw.polygon(canvas, ink, [(tip[0] - big * 0.2, tip[1] - big * 0.02), (tip[0] + big * 0.16, tip[1] - big * 0.06),
                                          (tip[0] + big * 0.02, tip[1] + big * 0.26)])
    elif name == "exit":       # a door, an arrow leaving it
        pygame.draw.rect(canvas, ink, pygame.Rect(big * 0.08, big * 0.06, big * 0.46, big * 0.88), w)
        pygame.draw.line(canvas, ink, (big * 0.34, c), (big * 0.8, c), round(w * 1.1))
        pygame.draw.polygon(canvas, ink, [(big * 0.98, c), (big * 0.68, big * 0.26), (big * 0.68, big * 0.74)])
    elif name == "trash":      # a bin and its lid
        pygame.draw.rect(canvas, ink, pygame.Rect(big * 0.1, big * 0.14, big * 0.8, w))
        pygame.draw.rect(canvas, ink, pygame.Rect(big * 0.36, big * 0.02, big * 0.28, w), border_radius=w // 2)
        pygame.draw.polygon(canvas, ink, [(big * 0.2, big * 0.3), (big * 0.8, big * 0.3), (big * 0.72, big * 0.98),
                                          (big * 0.28, big * 0.98)], w)
    else:                      # "cross"
        pygame.draw.line(canvas, ink, (big * 0.16, big * 0.16), (big * 0.84, big * 0.84), round(w * 1.3))
        pygame.draw.line(canvas, ink, (big * 0.84, big * 0.16), (big * 0.16, big * 0.84), round(w * 1.3))
    return pygame.transform.smoothscale(canvas, (side, side))


def label_with_icon(surface: pygame.Surface, name: str | None, label: str, size: int, colour: tuple[int, int, int],
                    box: pygame.Rect, draw_label) -> pygame.Rect:
    """A key's words with the icon `name` before them, the two centred in `box` together (the words alone where there
    is no room for both); `draw_label(surface, words, size, colour, box, center)` draws the words (a key's bold label
    with its shadow). Returns the words' rect."""
    side = icon_size(size)
    words = text.ellipsize(label, size, box.width, True)
    width = text.width_of(words, size, True)
    if name is None or not label or width + side + GAP > box.width:
        return draw_label(surface, label, size, colour, box, box.center)
    left = box.centerx - (side + GAP + width) // 2
    picture = icon(name, side, tuple(colour[:3]))
    surface.blit(picture, picture.get_rect(midleft=(left, box.centery)))
    room = pygame.Rect(left + side + GAP, box.top, width + 2, box.height)
    return draw_label(surface, words, size, colour, room, room.center)


def icon_of(label: str, danger: bool = False) -> str | None:
    """The icon for a key whose English words are `label` (a destructive key's: DANGER_ICON where none is named)."""
    return BY_LABEL.get(label) or (DANGER_ICON if danger else None)

