"""Where every cell of a score sheet lies (`SheetLayout`: the same rectangles for drawing and for the mouse),
and the sheet's rows and sizes. `game.render.scoresheet` draws it."""

from __future__ import annotations

import re

import pygame

from game.render import text
from game.rules.dicetime import LOWER, UPPER
from game.words import N_, _

Box = tuple[int, str]   # (column, category)

# Table rows top to bottom: ("cat", name) for a category, or a summary row.
ROWS: tuple[tuple[str, str], ...] = (
    tuple(("cat", name) for name in UPPER) + (("bonus", N_("Bonus 63+")),)
    + tuple(("cat", name) for name in LOWER) + (("total", N_("Total")),)
)
LABEL_WIDTH = 184   # (a row's icon, then German "Fünferpasch", 146 px, 8 px clear of the first column: look review 18;
                    # each row's icon before its name, look review 26: `sheet_icons.LABEL_LEFT`. 18 px wider than
                    # before the icons: the sheet stands closer to the tray and to the screen's edge instead,
                    # `game.scenes.scoretable.layout.SHEET_GAP`, so the trays keep their size)
HEAD = 64  # px of a Triple seat's header: rocket and total over the name (its weights row under it)
HEAD_ONE = 72   # px of a one-column seat's header: a rocket as tall as a capital and a half over the name (look review
                # 15: 22 px rockets in 64 px read tiny; Triple's rows have no room to give)
# At 800x450 letters 11 px tall, score digits 13 px (issue 28; tests/render/test_small_screen_floor.py).
NAME_SIZE = ROW_SIZE = NARROW_SIZE = text.LABEL   # names (fitted), row labels, digits in too narrow cells: 25 px
CATEGORY_SIZE = text.LABEL   # a box's row name, after its icon (the floor's 11 px letters at 800x450: never smaller)
SCORE_SIZE, SCORE_CELL = 42, 58    # digits in the cells: 29 px (21 px tall), in cells 58 px wide ('1125') or more
# Triple's header: the seat's grand total in its top corner and the columns' weights (×1 ×2 ×3) under the name, at
# least the score digits' size in any number of seats (13 px digits at 800x450: review 12 measured ~10 px).
HEAD_TOTAL_SIZE = SCORE_SIZE + 4
CARD_RIM = 3                       # px of the card's outline and rim (sheet_pictures: 1 + EDGE)
FRAME = 3                          # px: the seat on turn's frame, inside its column (`SheetLayout.turn_frame`)
WEIGHT_ROW = 31                    # px under Triple's header: the columns' ×1 ×2 ×3 (as big as the scores)


class SheetLayout:
    """Where every cell of a sheet lies inside `rect` (screen coordinates)."""

    def __init__(self, rect: pygame.Rect, seats: int, columns: int) -> None:
        self.rect = pygame.Rect(rect)
        self.seats, self.columns = seats, columns
        self.head = HEAD if columns > 1 else HEAD_ONE
        self.header_height = self.head + (WEIGHT_ROW if columns > 1 else 0)
        self.row_height = (self.rect.height - self.header_height) // len(ROWS)
        self.cell_width = (self.rect.width - LABEL_WIDTH) // (seats * columns)

    def row_top(self, row: int) -> int:
        return self.rect.top + self.header_height + row * self.row_height

    def seat_rect(self, seat: int) -> pygame.Rect:
        """The whole column block of a seat, header included."""
        left = self.rect.left + LABEL_WIDTH + seat * self.columns * self.cell_width
        return pygame.Rect(left, self.rect.top, self.columns * self.cell_width,
                           self.header_height + len(ROWS) * self.row_height)

    def turn_frame(self, seat: int) -> pygame.Rect:
        """The seat on turn's frame: inside its column's rules and the card's rim (look review 23: laid over them it
        sat offset over the sheet's border), `FRAME` px wide."""
        block = self.seat_rect(seat)
        right = CARD_RIM if seat == self.seats - 1 else 1
        return pygame.Rect(block.left + 1, block.top + CARD_RIM, block.width - 1 - right, block.height - 2 * CARD_RIM)

    def cell_rect(self, seat: int, column: int, row: int) -> pygame.Rect:
        left = self.rect.left + LABEL_WIDTH + (seat * self.columns + column) * self.cell_width
        return pygame.Rect(left, self.row_top(row), self.cell_width, self.row_height)

    def box_rect(self, seat: int, box: Box) -> pygame.Rect:
        return self.cell_rect(seat, box[0], ROWS.index(("cat", box[1])))

    def hit(self, pos: tuple[float, float]) -> tuple[int | None, int | None, str] | None:
        """(seat or None for the label column, column, category) of the category cell at `pos`."""
        x, y = pos
        if not self.rect.collidepoint(pos) or y < self.rect.top + self.header_height:
            return None
        row = int((y - self.rect.top - self.header_height) // self.row_height)
        if not 0 <= row < len(ROWS) or ROWS[row][0] != "cat":
            return None
        name = ROWS[row][1]
        if x < self.rect.left + LABEL_WIDTH:
            return None, None, name
        index = int((x - self.rect.left - LABEL_WIDTH) // self.cell_width)
        if index >= self.seats * self.columns:
            return None
        return index // self.columns, index % self.columns, name

    def on_bonus_row(self, pos: tuple[float, float]) -> bool:
        """Whether `pos` is on the bonus row ("Bonus 63+", any column): clicking it drops a selection."""
        if not self.rect.collidepoint(pos) or pos[1] < self.rect.top + self.header_height:
            return False
        row = int((pos[1] - self.rect.top - self.header_height) // self.row_height)
        return 0 <= row < len(ROWS) and ROWS[row][0] == "bonus"

    def ring_gaps(self) -> list[tuple[int, int]]:
        """Where the pad's binding keeps clear of a seat's header (x from the sheet's left): a rocket over its name,
        Triple's total in its top corner."""
        blocks = [self.seat_rect(seat).move(-self.rect.left, 0) for seat in range(self.seats)]
        return [(block.centerx - 14, block.centerx + 14) if self.columns == 1 else (block.right - 72, block.right)
                for block in blocks]

    @property
    def font_size(self) -> int:
        """Cell text size: 29 px; 25 px only where a cell is too narrow (Triple's 12 columns at 3-4 seats)."""
        return SCORE_SIZE if self.cell_width >= SCORE_CELL else NARROW_SIZE

    @property
    def height(self) -> int:
        return self.header_height + len(ROWS) * self.row_height


NAME_MARGIN = 7    # px between a seat's name and its column's sides: clear of the on-turn outline (4 px; look review 13;
                   # 7, not 8: German "Spieler 1" fits a two-seat column, so its table needs no short names)


def _number(pattern: str, name: str) -> str | None:
    found = re.fullmatch(re.escape(pattern).replace(re.escape("{n}"), r"(\d+)"), name)
    return found.group(1) if found else None


def short_name(name: str, names: tuple[str, ...] = ()) -> str | None:
    """The short form of a person's default name for a column too narrow for it, in the player's language: "P1" ("Sp. 1"
    in German), the same for every person at the table (`names` is the table's, kept for the callers).
    None for any other name: a computer's "CPU 2" is short already and kept whole, its space and all (review 25 read
    "CPU2" and "Pl. 1"); a player's own name is cut, keeping its end."""
    number = _number(_("Player {n}"), name)
    if number is None:
        return None
    # (not "You" for a table's only person: the turn line and the trays say "Player 1", and one player had two names
    # (review 26))
    # TRANSLATORS: "Player {n}" shortened for a narrow score column where several people play (four seats)
    return _("P{n}").format(n=number)


def _width(line: str, size: int) -> int:
    return text.width_of(line, size, False)   # (the regular weight: on turn bold only where that fits too)


def table_names(names: tuple[str, ...], room: int, size: int = NAME_SIZE) -> tuple[str, ...]:
    """How a table whose columns give each name `room` px shows its seats' `names` at `size`: one rule for every name
    of it (review 25: the issue asks for short names "such as CPU 2, consistently"). Whole where every name fits; else
    every person's default name short (`short_name`: "P1"), the computers' whole ("CPU 2"); a name that still
    does not fit (a player's own) is cut, keeping its number. Never smaller: 11 px capitals at 800x450."""
    if all(_width(name, size) <= room for name in names):
        return names
    shown = tuple(short_name(name, names) or name for name in names)
    return tuple(text.fit_name(name, size, room) if _width(name, size) > room else name for name in shown)


def draw_seat_name(surface: pygame.Surface, name: str, width: int, colour, on_turn: bool, names: tuple[str, ...] = (),
                   **anchor) -> pygame.Rect:
    """A seat's name over its column of `width` px, `NAME_MARGIN` clear of each side, as `table_names` shows the table's
    `names` (every seat's, `name` among them): on turn bold, unless only the regular weight keeps it whole."""
    room = width - 2 * NAME_MARGIN
    table = names if name in names else (name, *names)
    line = table_names(table, room)[table.index(name)]
    bold = on_turn and text.width_of(line, NAME_SIZE, True) <= room
    return text.draw_name(surface, line, NAME_SIZE, room, colour, bold=bold, **anchor)
