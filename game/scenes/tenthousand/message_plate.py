"""10000's message line (a refusal, a bust, a hint, why Bank is off) on a plate hung under the action bar, not loose
on the sunset (look review 28a d18: "A single 6 does not score" floated unanchored below the bar)."""

from __future__ import annotations

import pygame

from game.render import text, theme
from game.render.panel import material
from game.render.skin import Skin
from game.scenes.playkit.messages import FONT, LINE_STEP

PAD = 14     # px inside the plate, each side of its words
GAP = 4      # px between the bar and the plate
INSET = 6    # px of plate above the first line and below the last


def draw(surface: pygame.Surface, lines: list[str], colour: tuple[int, int, int], bar: pygame.Rect,
         skin: Skin) -> pygame.Rect | None:
    """`lines` (one or two) on a plate of the bar's material under `bar`, from its left end, as wide as its words;
    returns the plate (None: no lines)."""
    if not lines:
        return None
    wide = min(max(text.width_of(line, FONT) for line in lines) + 2 * PAD, bar.width - 16)
    plate = pygame.Rect(bar.left + 8, bar.bottom + GAP, wide, text.line_height(FONT) + LINE_STEP * (len(lines) - 1) + 2 * INSET)
    material(surface, plate, theme.PANEL, theme.PANEL_EDGE, min(14, plate.height // 2), 1, shadow=False, skin=skin)
    first = plate.top + INSET + text.line_height(FONT) // 2
    for i, line in enumerate(lines):
        text.draw(surface, line, FONT, colour, box=plate.inflate(-PAD, 0), midleft=(plate.left + PAD, first + LINE_STEP * i))
    return plate


def message_lines(message: str, width: int) -> list[str]:
    """A message as the plate shows it: wrapped to `width` less the plate's pads, two lines at most."""
    return text.wrap(message, FONT, width - 2 * PAD - 16)[:2]
