"""Where things go on a score-table play screen (Dicetime, Triple, the Puzzle).

The score sheet on the right (as wide as its seats and columns need), the play area on the
left: one tray with its buttons and message line under it, or for a Revenge's first round
one small tray per seat, side by side (2x1, 2x2 or 3x2), each with a header strip holding
the seat's name and small buttons.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.render import text
from game.render.scoresheet import LABEL_WIDTH, ScoreSheet
from game.scenes.playkit.chrome import MARGIN, TOP
from game.scenes.playkit.tray_panel import TrayPanel
from game.words import _

PLAY_HEIGHT = 620        # trays + the action bar, and the sheet
BUTTON_HEIGHT = 52
BAR_PAD = 8              # px round the buttons inside the action bar
BAR_HEIGHT = BUTTON_HEIGHT + 2 * BAR_PAD
MESSAGE_ROOM = 48        # px under the bar: a message or a hint (25 px type)
STRIP = 44               # a split tray's seat strip (Revenge)
SPLIT_GAP = 12
STRIP_BUTTON_PAD = 8     # px each side of a strip button's label (its face; the label is bold when focused)
STRIP_BUTTON_GAP = 6
STRIP_BUTTON_INSET = 3   # px above and below a strip button, inside the strip (38 px tall: 36 looked squeezed, review 17)


@dataclass
class Controls:
    """Where one open turn's tray and buttons are on screen."""

    panel: TrayPanel
    roll: pygame.Rect
    fill: pygame.Rect
    hint: pygame.Rect | None
    message_at: tuple[int, int]
    bar: pygame.Rect | None = None    # the main tray's action bar (a split tray's buttons sit in its strip)


@dataclass
class TableLayout:
    sheet: ScoreSheet
    play_rect: pygame.Rect
    tray_rect: pygame.Rect
    main: Controls


def lay_out(size: tuple[int, int], seats: int, columns: int, rng: random.Random) -> TableLayout:
    """The sheet for `seats` x `columns`, and the main tray with its buttons beside it."""
    width = size[0]
    if columns == 1:
        cell = 110 if seats <= 2 else 82   # (look review 18: 90 left a Revenge's trays too narrow for names and buttons)
    else:   # Triple: '1125' (a full x3 column) at the score size needs 58 px; twelve columns cannot have it
        cell = 60 if seats <= 2 else 50
    sheet_width = LABEL_WIDTH + max(2, seats) * columns * cell
    sheet = ScoreSheet(pygame.Rect(width - MARGIN - sheet_width, TOP, sheet_width, PLAY_HEIGHT), seats, columns)
    play = pygame.Rect(MARGIN, TOP, sheet.layout.rect.left - 2 * MARGIN, PLAY_HEIGHT)
    # The tray holds five dice and room to tumble; under it a full-width action bar (Roll first and
    # biggest), and under that the message line (a hint, "choose a row first").
    tray = pygame.Rect(play.left, TOP, play.width, PLAY_HEIGHT - BAR_HEIGHT - MESSAGE_ROOM - 12)
    bar = pygame.Rect(play.left, tray.bottom + 12, play.width, BAR_HEIGHT)
    y = bar.top + BAR_PAD
    room = bar.width - 2 * BAR_PAD - 28            # narrow bars (Triple at four seats) share it out
    roll = pygame.Rect(bar.left + BAR_PAD, y, min(240, round(room * 0.42)), BUTTON_HEIGHT)
    hint = pygame.Rect(bar.right - BAR_PAD - min(120, round(room * 0.26)), y, min(120, round(room * 0.26)), BUTTON_HEIGHT)
    fill = pygame.Rect(roll.right + 14, y, min(160, round(room * 0.3)), BUTTON_HEIGHT)   # (a puzzle's pool between it and Hint)
    main = Controls(
        panel=TrayPanel(tray, rng),   # dice as big as the felt lets them tumble
        roll=roll, fill=fill, hint=hint,
        message_at=(play.left + 4, bar.bottom + 20),
        bar=bar,
    )
    return TableLayout(sheet, play, tray, main)


def split_trays(play: pygame.Rect, seats: int, rng: random.Random) -> dict[int, Controls]:
    """Small trays side by side (2x2 for three or four seats, 3x2 for five or six), one per seat."""
    cols = seats if seats <= 2 else 2 if seats <= 4 else 3
    rows = 1 if seats <= 2 else 2
    width = (play.width - SPLIT_GAP * (cols - 1)) // cols
    height = (play.height - SPLIT_GAP * (rows - 1)) // rows
    roll_width, fill_width = strip_buttons()
    split = {}
    for seat in range(seats):
        row, col = divmod(seat, cols)
        cell = pygame.Rect(play.left + col * (width + SPLIT_GAP), play.top + row * (height + SPLIT_GAP), width, height)
        tray = pygame.Rect(cell.left, cell.top + STRIP, cell.width, cell.height - STRIP)
        # the buttons lower than the strip, in its middle: air round them, their focus ring clear of the tray's rim
        # (look review 16: Roll and Fill in, the strip's full height, crowded the name and the tray)
        fill = pygame.Rect(cell.right - fill_width, cell.top + STRIP_BUTTON_INSET, fill_width, STRIP - 2 * STRIP_BUTTON_INSET)
        roll = pygame.Rect(fill.left - STRIP_BUTTON_GAP - roll_width, fill.top, roll_width, fill.height)
        split[seat] = Controls(TrayPanel(tray, rng), roll, fill, None, (tray.left + 12, tray.top + 22))
    return split


def strip_buttons() -> tuple[int, int]:
    """How wide a split tray's Roll and Fill in buttons are: as their longest labels in the game's language
    need ("Roll 2" / "Würfeln 2", "Fill in 0" / "0 setzen"), so the seat's name keeps the rest of the strip."""
    def face(*labels: str) -> int:
        return max(text.width_of(label, text.LABEL, bold=True) for label in labels) + 2 * STRIP_BUTTON_PAD

    return face(_("Roll"), _("Roll {n}").format(n=2)), face(_("Fill in"), _("Fill in 0"))
