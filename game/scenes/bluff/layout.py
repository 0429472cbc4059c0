"""Where the Bluff table goes on the screen: the row of seat cards, the bid track, OK and Doubt, and
how big a seat's dice may be. Pure geometry (pygame rectangles only)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.scenes.bluff.seat_cards import CardRects, card_rects

TOP = 52
SEATS_HEIGHT = 300                   # the row of seat cards
CONTROLS_TOP = 636                   # OK and Doubt; the kit's help line runs below them
CONTROLS_HEIGHT = 46
SHAKE_PX = 5.0


@dataclass(frozen=True)
class TableLayout:
    """Where everything of the table goes on a screen of a given width."""

    cards: list[CardRects]
    track: pygame.Rect
    ok: pygame.Rect
    doubt: pygame.Rect


def table_layout(width: int, seats: int) -> TableLayout:
    cards = card_rects(pygame.Rect(16, TOP, width - 32, SEATS_HEIGHT), seats)
    track_top = TOP + SEATS_HEIGHT + 10
    return TableLayout(cards, pygame.Rect(16, track_top, width - 32, CONTROLS_TOP - 8 - track_top),
                       pygame.Rect(16, CONTROLS_TOP, 150, 46), pygame.Rect(180, CONTROLS_TOP, 170, 46))


def die_radius(tray: pygame.Rect) -> float:
    """Dice as big as a seat's tray allows (the tray's largest: an edge of a fifth of its shorter side)."""
    inner = min(tray.width, tray.height) - 20
    return max(8.0, min(inner / 5.0 * 0.97, 60.0) / math.sqrt(2.0))
