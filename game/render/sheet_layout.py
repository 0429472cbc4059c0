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
LABEL_WIDTH = 166   # (German "Fünferpasch", 146 px, 10 px clear of the first column: look review 18)
HEAD = 64  # px of a Triple seat's header: rocket and total over the name (its weights row under it)
HEAD_ONE = 72   # px of a one-column seat's header: a rocket as tall as a capital and a half over the name (look review
                # 15: 22 px rockets in 64 px read tiny; Triple's rows have no room to give)
# At 800x450 letters 11 px tall, score digits 13 px (issue 28; tests/render/test_small_screen_floor.py).
NAME_SIZE = ROW_SIZE = NARROW_SIZE = text.LABEL   # names (fitted), row labels, digits in too narrow cells: 25 px
SCORE_SIZE, SCORE_CELL = 42, 58    # digits in the cells: 29 px (21 px tall), in cells 58 px wide ('1125') or more
# Triple's header: the seat's grand total in its top corner and the columns' weights (×1 ×2 ×3) under the name, at
# least the score digits' size in any number of seats (13 px digits at 800x450: review 12 measured ~10 px).
HEAD_TOTAL_SIZE = SCORE_SIZE + 4
SHORT_NAME_SIZE = SCORE_SIZE      # a shortened name ("P1") on its chip: 29 px, as big as the scores
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

    @property
    def font_size(self) -> int:
        """Cell text size: 29 px; 25 px only where a cell is too narrow (Triple's 12 columns at 3-4 seats)."""
        return SCORE_SIZE if self.cell_width >= SCORE_CELL else NARROW_SIZE

    @property
    def height(self) -> int:
        return self.header_height + len(ROWS) * self.row_height


NAME_MARGIN = 7    # px between a seat's name and its column's sides: clear of the on-turn outline (4 px; look review 13;
                   # 7, not 8: German "Spieler 1" fits a two-seat column, so its table needs no short names)


def short_name(name: str) -> str | None:
    """The short form of a seat's default name for a column too narrow for it ("P1" for "Player 1", "C2" for "CPU 2";
    "Sp. 1", "C2" in German), in the player's language; None for any other name (a player's own name is cut, keeping
    its end)."""
    # TRANSLATORS: a seat's default names "Player {n}" and "CPU {n}" shortened for a narrow score column (four to
    # six seats): where one is shortened all are, so a table never mixes "P1" with "CPU 2"
    for full, short in ((_("Player {n}"), _("P{n}")), (_("CPU {n}"), _("C{n}"))):
        found = re.fullmatch(re.escape(full).replace(re.escape("{n}"), r"(\d+)"), name)
        if found:
            return short.format(n=found.group(1))
    return None


def middle_name(name: str) -> str | None:
    """A default name shortened only as far as a four-seat column needs ("Pl. 1" for "Player 1", "CPU2" for "CPU 2";
    German "Sp. 1"): look review 24 read "P1 / C2 / C3 / C4" as cryptic. None for any other name."""
    # TRANSLATORS: "Player {n}" and "CPU {n}" shortened for a score column of four seats (68 px for the name), no more
    for full, middle in ((_("Player {n}"), _("Pl. {n}")), (_("CPU {n}"), _("CPU{n}"))):
        found = re.fullmatch(re.escape(full).replace(re.escape("{n}"), r"(\d+)"), name)
        if found:
            return middle.format(n=found.group(1))
    return None


def draw_seat_name(surface: pygame.Surface, name: str, width: int, colour, on_turn: bool, names: tuple[str, ...] = (),
                   **anchor) -> pygame.Rect:
    """A seat's name over its column of `width` px, `NAME_MARGIN` clear of each side, always at the names' full size
    (11 px capitals at 800x450): too wide, a default name is shortened ("P1") and any other cut; on turn bold, unless
    only the regular weight keeps it whole. One rule for the table (`names`: every seat's): where one default name
    must be shortened, every default name is (look review 16: "P1" beside "CPU 2", "CPU 3", "CPU 4")."""
    room = width - 2 * NAME_MARGIN
    shown = table_name(name, names, room, NAME_SIZE)
    if shown != name and all(middle_name(other) is None or text.width_of(middle_name(other), NAME_SIZE, True) <= room
                             for other in (name, *names)):
        shown = middle_name(name)   # every default name fits shortened only this far: "Pl. 1", "CPU2" (review 24)
    # a short name ("P1", "C2") on its chip a size larger where it fits (critique mid18: "hard to read")
    size = (SHORT_NAME_SIZE if shown == short_name(name) and shown != name
            and text.width_of(shown, SHORT_NAME_SIZE, True) <= room else NAME_SIZE)
    bold = (on_turn or size == SHORT_NAME_SIZE) and text.width_of(shown, size, True) <= room
    return text.draw_name(surface, shown, size, room, colour, bold=bold, **anchor)


def table_name(name: str, names: tuple[str, ...], room: int, size: int, bold: bool = False) -> str:
    """`name`, or its short form where it or any other default name of the table (`names`) is wider than `room`: one
    rule for a table's names (look review 16: "P1" beside "CPU 2"; a Revenge's strips "Sp. 1" beside "CPU 2")."""
    short = short_name(name)
    if short is not None and any(short_name(other) is not None and text.width_of(other, size, bold) > room
                                 for other in (name, *names)):
        return short
    return name
