"""Where things go on a score-table play screen (Dicetime, Triple, the Puzzle).

The score sheet on the right (as wide as its seats and columns need), the play area on the
left: one tray with its buttons and message line under it, or for a Revenge's first round
one small tray per seat, side by side (2x1, 2x2 or 3x2), each under a header strip holding
the seat's rocket, name and what it is at, a person's with a dock of its own for its buttons.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from dataclasses import dataclass

import pygame

from game.render import text
from game.render.scoresheet import LABEL_WIDTH, ScoreSheet
from game.scenes.playkit.chrome import MARGIN, TOP
from game.scenes.playkit.tray_panel import TrayPanel
from game.scenes.playkit.tray_view import NARROW_RIM
from game.words import _

PLAY_HEIGHT = 620        # trays + the action bar, and the sheet
BUTTON_HEIGHT = 52
SHEET_GAP = MARGIN - 9   # px between the sheet and the tray, and the screen's right edge: the score pad's row icons (look
                         # review 26) widened its label column by 18 px, taken here, not from the trays (nor their dice)
BAR_PAD = 8              # px round the buttons inside the action bar
BAR_HEIGHT = BUTTON_HEIGHT + 2 * BAR_PAD
MESSAGE_ROOM = 48        # px under the bar: a message or a hint (25 px type)
STRIP = 36               # a split tray's seat strip (Revenge): rocket (30 px), name and what the seat is at (25 px)
SPLIT_GAP = 12           # (across: what a seat is at stands 58 px before the next strip's name, look review 21)
SPLIT_RIM = NARROW_RIM   # px: a split tray's wooden rail (look review 24: its dice "small, about 28 px at 800x450": with
                         # the strip 8 px lower and the rail 6 px narrower, the felt is 20 px taller and the dice ~9 % bigger)
BUTTON_SIZE = text.LABEL  # 25 px: the turn's buttons, on the big tray's bar and in a split tray's dock alike
DOCK_BUTTON = 44         # px: a split tray's dock's buttons (a person's Roll and Fill in)
DOCK_BUTTON_PAD = 12     # px each side of a dock button's longest label
DOCK_PAD = 8             # px round the buttons inside their dock (their focus ring's halo)
DOCK_GAP = 8             # px between a tray and its dock
DOCK_STACK = 14          # px between the dock's two buttons


@dataclass
class Controls:
    """Where one open turn's tray and buttons are on screen."""

    panel: TrayPanel
    roll: pygame.Rect
    fill: pygame.Rect
    hint: pygame.Rect | None
    message_at: tuple[int, int]
    bar: pygame.Rect | None = None    # the main tray's action bar
    strip: pygame.Rect | None = None  # a split tray's header strip (its seat's rocket, name, what it is at)
    dock: pygame.Rect | None = None   # a split tray's person's buttons, beside or under the tray
    label_size: int = BUTTON_SIZE     # the buttons' labels (a narrow dock's: a size smaller)


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
        cell = 110 if seats <= 2 else 86   # (look review 18: 90 left a Revenge's trays too narrow for names and buttons;
        # review 25: 82 held no "CPU 4" whole at the names' size, 11 px capitals at 800x450: it read "CPU4")
    else:   # Triple: '1125' (a full x3 column) at the score size needs 58 px; twelve columns cannot have it
        cell = 60 if seats <= 2 else 50
    sheet_width = LABEL_WIDTH + max(2, seats) * columns * cell
    sheet = ScoreSheet(pygame.Rect(width - SHEET_GAP - sheet_width, TOP, sheet_width, PLAY_HEIGHT), seats, columns)
    play = pygame.Rect(MARGIN, TOP, sheet.layout.rect.left - MARGIN - SHEET_GAP, PLAY_HEIGHT)
    # The tray holds five dice and room to tumble; under it a full-width action bar (Roll first and
    # biggest), and under that the message line (a hint, "choose a row first").
    tray = pygame.Rect(play.left, TOP, play.width, PLAY_HEIGHT - BAR_HEIGHT - MESSAGE_ROOM - 12)
    bar = pygame.Rect(play.left, tray.bottom + 12, play.width, BAR_HEIGHT)
    y = bar.top + BAR_PAD
    room = bar.width - 2 * BAR_PAD - 28            # narrow bars (Triple at four seats) share it out
    roll = pygame.Rect(bar.left + BAR_PAD, y, min(240, round(room * 0.42)), BUTTON_HEIGHT)
    fill, hint = _fill_and_hint(bar, roll)
    main = Controls(
        panel=TrayPanel(tray, rng),   # dice as big as the felt lets them tumble
        roll=roll, fill=fill, hint=hint,
        message_at=(play.left + 4, bar.bottom + 20),
        bar=bar,
    )
    return TableLayout(sheet, play, tray, main)


def _fill_and_hint(bar: pygame.Rect, roll: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """Fill in and Hint after Roll, sharing the rest of the bar 14 px apart, so the three buttons are one group (look
    review 21: a wide empty gap between Fill in and Hint)."""
    room_right = bar.right - BAR_PAD
    width = (room_right - roll.right - 2 * 14) // 2
    return (pygame.Rect(roll.right + 14, roll.top, width, BUTTON_HEIGHT),
            pygame.Rect(room_right - width, roll.top, width, BUTTON_HEIGHT))


def split_trays(play: pygame.Rect, seats: int, rng: random.Random,
                people: Collection[int] = ()) -> dict[int, Controls]:
    """Small trays side by side (2x2 for three or four seats, 3x2 for five or six), one per seat, each under its
    header strip (rocket, name, what the seat is at). A person's tray has a dock of its own for Roll and Fill in (look
    review 20: squeezed into the name's strip, the "Fill in" pill ran past the tray): beside it where the tray is wider
    than its dice need (a Revenge of Dicetime: the row's other trays narrower by as much, so no seat's dice shrink), else
    under it (tall trays, Triple's narrow ones), whichever leaves the row's dice biggest."""
    cols = seats if seats <= 2 else 2 if seats <= 4 else 3
    rows = 1 if seats <= 2 else 2
    height = (play.height - SPLIT_GAP * (rows - 1)) // rows
    button = dock_button_width()
    side, low = button + 2 * DOCK_PAD + DOCK_GAP, DOCK_BUTTON + 2 * DOCK_PAD + DOCK_GAP
    split, plans, grid = {}, [], None
    room, tray_height = play.width - SPLIT_GAP * (cols - 1), height - STRIP
    for row in range(rows):
        slots = list(range(row * cols, (row + 1) * cols))           # (an empty slot of a short row: a tray's width)
        docked = [seat for seat in slots if seat in people and seat < seats]
        beside = (room - side * len(docked)) // cols                 # each tray's width with docks beside
        under = room // cols
        at_side = bool(docked) and _edge(beside, tray_height) > _edge(under, tray_height - low)
        lefts, x = [], play.left
        for seat in slots:
            lefts.append(x)
            x += (beside if at_side else under) + (side if at_side and seat in docked else 0) + SPLIT_GAP
        plans.append((slots, docked, at_side, beside if at_side else under, lefts))
        if at_side and grid is None:
            grid = (beside, lefts)
    for row, (slots, docked, at_side, width, lefts) in enumerate(plans):
        if grid is not None and not docked:   # (look reviews 29a/29b: the other row's trays as wide as the docked row's
            width, lefts = grid               # and under them, an even grid: the dice no smaller, the trays held by
        top = play.top + row * (height + SPLIT_GAP)                  # their height)
        for seat, x in zip(slots, lefts, strict=True):
            if seat < seats:
                cell = pygame.Rect(x, top, width + (side if at_side and seat in docked else 0), height)
                split[seat] = _split_controls(cell, seat in docked, at_side, rng, button)
    return split


def _edge(width: int, height: int) -> float:
    """About how big a tray `width` x `height` (its frame) makes its dice: its felt's short side, less the walls
    standing in for the dice's rings (about 1.3 edges), holds 5 edges (`tray_walls.ROOM`)."""
    return (min(width, height) - 2 * SPLIT_RIM) / 6.3


def _split_controls(cell: pygame.Rect, docked: bool, at_side: bool, rng: random.Random, button: int) -> Controls:
    """One seat's header strip, tray and (`docked`: a person's) dock, beside or under the tray, in `cell`."""
    strip = pygame.Rect(cell.left, cell.top, cell.width, STRIP)
    tray = pygame.Rect(cell.left, strip.bottom, cell.width, cell.height - STRIP)
    dock, size = None, BUTTON_SIZE
    if docked and at_side:   # (its plate round the two buttons, half way down the tray: a pad, not a wall)
        tray.width -= button + 2 * DOCK_PAD + DOCK_GAP
        tall = 2 * DOCK_BUTTON + DOCK_STACK + 2 * DOCK_PAD
        dock = pygame.Rect(tray.right + DOCK_GAP, tray.centery - tall // 2, cell.right - tray.right - DOCK_GAP, tall)
        roll = pygame.Rect(dock.left + DOCK_PAD, dock.top + DOCK_PAD, button, DOCK_BUTTON)
        fill = pygame.Rect(roll.left, roll.bottom + DOCK_STACK, button, DOCK_BUTTON)
    elif docked:   # (side by side, closer together in a narrow dock: Triple's four trays, German's labels)
        tray.height -= DOCK_BUTTON + 2 * DOCK_PAD + DOCK_GAP
        dock = pygame.Rect(tray.left, tray.bottom + DOCK_GAP, tray.width, cell.bottom - tray.bottom - DOCK_GAP)
        if 2 * (button + DOCK_PAD) + DOCK_STACK > dock.width:    # (their labels a size smaller: 21 px)
            size, button = text.BODY, dock_button_width(text.BODY)
        button = min(button, (dock.width - 2 * DOCK_PAD - DOCK_STACK) // 2)
        roll = pygame.Rect(dock.left + DOCK_PAD, dock.top + DOCK_PAD, button, DOCK_BUTTON)
        fill = pygame.Rect(roll.right + DOCK_STACK, roll.top, button, DOCK_BUTTON)
    else:   # a computer's: no buttons (what it is at stands in its strip)
        roll = fill = pygame.Rect(tray.right, tray.top, 0, 0)
    return Controls(TrayPanel(tray, rng, rim=SPLIT_RIM), roll, fill, None, (tray.left + 12, tray.top + 22), strip=strip, dock=dock,
                    label_size=size)


def dock_button_width(size: int = BUTTON_SIZE) -> int:
    """How wide a dock's Roll and Fill in are: as their longest labels in the game's language need at `size` ("Roll",
    "Fill in 0" / "Würfeln", "0 setzen"; the throws left stand in the strip, in words, for every seat alike)."""
    return max(text.width_of(label, size, bold=True) for label in (_("Roll"), _("Fill in"), _("Fill in 0"))) \
        + 2 * DOCK_BUTTON_PAD
