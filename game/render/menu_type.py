"""The menus' one type scale (title, settings, rules, high scores, options, statistics, name entry) and
their controls line.

Every size is a type size of `game.render.text` (pixel size = 0.7 x it at 1280x720) chosen so the menus
read at 800x450 (issue 28's floor: a capital at least 11 px, a digit that carries a value at least 13 px,
once the 1280x720 picture is shown at 800x450):

- TITLE    50 px: the screen's name;
- HEADING  32 px: a page's or a panel's heading, a tile's big figure;
- LABEL    28 px: menu rows, buttons, tabs, names (12.5 px capitals at 800x450);
- SMALL    25 px: help lines, notes, captions, legends: the smallest text on a menu (11.3 px);
- VALUE    29 px: digits that carry a value: a score, a rank, a percentage, an axis (13.1 px).

A screen that has more to say than fits at these sizes says less, pages or scrolls; it never goes smaller.
"""

from __future__ import annotations

import pygame

from game.render import key_caps, lane, text, theme

TITLE = text.TITLE       # 72: 50 px
HEADING = text.HEADING   # 46: 32 px
LABEL = 40               # 28 px
SMALL = text.LABEL       # 36: 25 px
VALUE = 42               # 29 px

HELP_MARGIN = 24         # px from the picture's sides


def fitting(line: str, width: int, size: int = LABEL, bold: bool = False) -> int:
    """`size`, or a smaller one down to SMALL if the line is too wide for `width` (then cut, never smaller)."""
    return max(SMALL, text.fitting_size(line, size, width, bold))


def draw_help(surface: pygame.Surface, line: str, bottom: int | None = None, centerx: int | None = None,
              width: int | None = None) -> pygame.Rect:
    """A menu's controls line at SMALL along the bottom, its keys as key caps (game.render.key_caps; two rows
    when it is too long for one); returns the area it takes."""
    size = surface.get_size()
    width = size[0] - 2 * HELP_MARGIN if width is None else width
    centerx = size[0] // 2 if centerx is None else centerx
    bottom = size[1] - 6 if bottom is None else bottom
    if lane.busy() and bottom >= size[1] - 6 and line.strip():   # a toast in the bottom lane: the line keeps clear
        shown = key_caps.picture(line, SMALL, width, theme.TEXT_DIM).get_rect(midbottom=(centerx, bottom))
        place = lane.place(shown, HELP_MARGIN)
        if place is None:   # (no room beside it: the line steps aside while it shows)
            tall = help_height(line, width)
            return pygame.Rect(centerx - width // 2, bottom - tall, width, tall)
        centerx = place.centerx
    return key_caps.draw(surface, line, SMALL, theme.TEXT_DIM, width, (centerx, bottom))


def help_height(line: str, width: int) -> int:
    """How tall the controls line is drawn (one row or two) in `width`."""
    return key_caps.height(line, SMALL, width)
