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
SEAT_BAR = 50            # a person's split tray: a bar under it with its Roll and Fill in (look review 19: squeezed into
                         # the header beside the name, where a computer's header says its throws left)


@dataclass
class Controls:
    """Where one open turn's tray and buttons are on screen."""

    panel: TrayPanel
    roll: pygame.Rect
    fill: pygame.Rect
    hint: pygame.Rect | None
    message_at: tuple[int, int]
    bar: pygame.Rect | None = None    # the action bar under the tray (the main tray's; a person's split tray's)
    status: pygame.Rect | None = None   # a split tray's header: where its seat's throws left stand, right of its name


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


def split_trays(play: pygame.Rect, seats: int, rng: random.Random, persons: frozenset[int] = frozenset()
                ) -> dict[int, Controls]:
    """Small trays side by side (2x2 for three or four seats, 3x2 for five or six), one per seat: each header the
    seat's name and its throws left; a person's Roll and Fill in on a bar under its tray."""
    cols = seats if seats <= 2 else 2 if seats <= 4 else 3
    rows = 1 if seats <= 2 else 2
    width = (play.width - SPLIT_GAP * (cols - 1)) // cols
    height = (play.height - SPLIT_GAP * (rows - 1)) // rows
    roll_width, fill_width = strip_buttons()
    split = {}
    for seat in range(seats):
        row, col = divmod(seat, cols)
        cell = pygame.Rect(play.left + col * (width + SPLIT_GAP), play.top + row * (height + SPLIT_GAP), width, height)
        bar = None if seat not in persons else pygame.Rect(cell.left, cell.bottom - SEAT_BAR + 6, cell.width, SEAT_BAR - 6)
        tray = pygame.Rect(cell.left, cell.top + STRIP, cell.width, cell.height - STRIP - (SEAT_BAR if bar else 0))
        # the header's right: the throws left, lower than the strip, in its middle (look review 16: the strip's full
        # height crowded the name and the tray)
        status = pygame.Rect(cell.right - fill_width - STRIP_BUTTON_GAP - roll_width, cell.top + STRIP_BUTTON_INSET,
                             roll_width + STRIP_BUTTON_GAP + fill_width, STRIP - 2 * STRIP_BUTTON_INSET)
        if bar is None:   # (a computer's: no buttons; where they would be in its header)
            fill = pygame.Rect(status.right - fill_width, status.top, fill_width, status.height)
            roll = pygame.Rect(status.left, status.top, roll_width, status.height)
        else:             # a person's: the bar's two halves, as tall as the header's were
            half = (bar.width - 2 * BAR_PAD - STRIP_BUTTON_GAP) // 2
            roll = pygame.Rect(bar.left + BAR_PAD, bar.centery - status.height // 2, half, status.height)
            fill = pygame.Rect(roll.right + STRIP_BUTTON_GAP, roll.top, half, roll.height)
        split[seat] = Controls(TrayPanel(tray, rng), roll, fill, None, (tray.left + 12, tray.top + 22), bar, status)
    return split


def strip_buttons() -> tuple[int, int]:
    """How much of a split tray's header its throws left take, in two parts: as wide as Roll and Fill in buttons
    there once were ("Roll 2" / "Würfeln 2", "Fill in 0" / "0 setzen"), so the seat's name keeps the rest."""
    def face(*labels: str) -> int:
        return max(text.width_of(label, text.LABEL, bold=True) for label in labels) + 2 * STRIP_BUTTON_PAD

    return face(_("Roll"), _("Roll {n}").format(n=2)), face(_("Fill in"), _("Fill in 0"))
