"""Where the Bluff table goes on the screen: the row of seat cards, the bid board (OK and Doubt in it),
and how big a seat's dice may be. Pure geometry (pygame rectangles only)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.scenes.bluff.bid_board import board_parts
from game.scenes.bluff.seat_cards import CardRects, card_rects
from game.scenes.playkit.tray_view import NARROW_RIM

TOP = 52
SEATS_HEIGHT = 470                   # the row of seat cards (the one person's dice 64 px at 1280x720)
BOARD_HEIGHT = 150                   # the bid board, OK and Doubt in its "Your bid" box
BOTTOM = 686                         # the kit's help line runs below
SHAKE_PX = 5.0


@dataclass(frozen=True)
class TableLayout:
    """Where everything of the table goes on a screen of a given width."""

    cards: list[CardRects]
    track: pygame.Rect
    ok: pygame.Rect
    doubt: pygame.Rect


def table_layout(width: int, seats: int, own: int | None = None) -> TableLayout:
    """`own`: the seat of the one person at the table (their card is wider: their dice are the ones they
    read all game), or None."""
    cards = card_rects(pygame.Rect(16, TOP, width - 32, SEATS_HEIGHT), seats, own)
    track = pygame.Rect(16, BOTTOM - 6 - BOARD_HEIGHT, width - 32, BOARD_HEIGHT)
    parts = board_parts(track)
    return TableLayout(cards, track, parts.ok, parts.doubt)


NUMERAL_SCALE = 1.15   # a resting die's numeral, of the usual size: the hand read all game (13 px digits at 800x450)


SEAT_RIM = NARROW_RIM   # px: a seat tray's wooden rail (narrower than a play table's: six seats' trays are 187 px wide)


def die_radius(tray: pygame.Rect) -> float:
    """Dice as big as a seat's tray allows: five of them take a fifth of its side each way on average (a
    tall narrow tray gets bigger dice than its width alone would give), never more than a third of its
    shorter side, at most 64 px (its top drawn >= 64 px)."""
    width, height = tray.width - 2 * SEAT_RIM, tray.height - 2 * SEAT_RIM
    edge = min(math.sqrt(width * height) / 5.0 * 0.97, min(width, height) / 3.2, 64.0)
    return max(8.0, edge / math.sqrt(2.0))
