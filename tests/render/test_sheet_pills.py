"""Look reviews 27a/27b on the score pad's pills and lines (read from the pixels): the upper bonus's "1/63" capsule met
Player 1's column divider ("sticks out of its column"); a thin red rule ran down Player 1's column edge (red read as
danger, "red used as a divider"); Triple's ×1 ×2 ×3 preview chips "almost touch" at 800x450."""

from __future__ import annotations

import pygame
import pytest

from game.render import sheet_cells
from game.render.scoresheet import ScoreSheet, SeatColumns, SheetView
from game.render.sheet_layout import ROWS

SCALE = 800 / 1280   # (the 800x450 window shows the 1280x720 picture smoothed down)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def _seat(name: str, colour: int, columns: int = 1, filled=(), upper: int = 0, **more) -> SeatColumns:
    return SeatColumns(name=name, colour=colour, rocket=colour, cells=(tuple(filled),) * columns, upper=(upper,) * columns,
                       bonus=(0,) * columns, column_totals=(upper,) * columns, total=upper, **more)


def _drawn(rect: pygame.Rect, view: SheetView) -> tuple[ScoreSheet, pygame.Surface]:
    sheet = ScoreSheet(rect, len(view.seats), view.columns)
    canvas = pygame.Surface((1280, 720))
    sheet.draw(canvas, view)
    return sheet, canvas


def test_the_bonus_capsule_stands_inside_its_column_clear_of_the_divider():
    view = SheetView(seats=(_seat("Ann", 1, filled=(("ones", 1),), upper=1), _seat("Bob", 1)), columns=1)
    sheet, canvas = _drawn(pygame.Rect(874, 56, 378, 620), view)
    cell = sheet.layout.cell_rect(0, 0, next(row for row, (kind, _name) in enumerate(ROWS) if kind == "bonus"))
    capsule = [x for x in range(cell.left - 12, cell.right + 12)
               if canvas.get_at((x, cell.centery))[:3] in (sheet_cells.BONUS_RIM, sheet_cells.BONUS_FILL)]
    assert capsule, "no bonus capsule drawn"
    assert min(capsule) >= cell.left + 6 and max(capsule) <= cell.right - 7, (cell, min(capsule), max(capsule))


def test_no_red_line_runs_down_the_sheet():
    """With blue seats only, nothing on the sheet reads red: no rule of it down any column's edge."""
    view = SheetView(seats=(_seat("Ann", 1, filled=(("ones", 1),), upper=1), _seat("Bob", 1)), columns=1)
    sheet, canvas = _drawn(pygame.Rect(874, 56, 378, 620), view)
    area = sheet.layout.rect
    for x in range(area.left, area.right):
        run = longest = 0
        for y in range(area.top, area.bottom):
            r, g, b = canvas.get_at((x, y))[:3]
            run = run + 1 if r > g + 40 and r > b + 40 else 0
            longest = max(longest, run)
        assert longest < 3 * sheet.layout.row_height, (x, longest)


def test_triples_preview_chips_stand_apart_at_800():
    """A Triple seat's three chips of one row, its most points the wider bright one: at 800x450 at least 8 px of
    ground between two (any faintly green fringe of the smoothing counts as the chip)."""
    previews = tuple(((column, "full_house"), 25 * (column + 1)) for column in range(3))
    ann = _seat("Ann", 1, columns=3, on_turn=True, previews=previews)
    view = SheetView(seats=(ann, _seat("Bob", 1, columns=3)), columns=3, weights=(1, 2, 3))
    sheet, canvas = _drawn(pygame.Rect(729, 56, 544, 620), view)
    small = pygame.transform.smoothscale(canvas, (800, 450))
    cells = [sheet.layout.cell_rect(0, column, ROWS.index(("cat", "full_house"))) for column in range(3)]
    y = round(cells[0].centery * SCALE)
    spans = []
    for cell in cells:
        green = [x for x in range(round(cell.left * SCALE), round(cell.right * SCALE))
                 if (lambda c: c[1] - max(c[0], c[2]) > 0)(small.get_at((x, y)))]
        assert green, cell
        spans.append((min(green), max(green)))
    gaps = [right[0] - left[1] - 1 for left, right in zip(spans[:-1], spans[1:], strict=True)]
    assert min(gaps) >= 8, (spans, gaps)


def _bounds(canvas: pygame.Surface, area: pygame.Rect, colour, within: int = 24) -> pygame.Rect:
    """The box round the pixels of `area` within `within` (RGB) of `colour`."""
    mask = pygame.mask.from_threshold(canvas.subsurface(area), colour, (within, within, within, 255))
    box = mask.get_bounding_rects()
    assert box, (area, colour)
    return box[0].unionall(box[1:]).move(area.topleft)


def test_a_best_chips_digits_and_the_bonus_words_have_room():
    """Look review 29b d19: the focused "30" chip's digits touched its rim, and "1/63" touched the bonus capsule's
    progress nub. Read from the pixels: the digits' ink at least 3 px inside the rim above and below, the words at
    least 6 px right of the nub."""
    previews = (((0, "small_straight"), 30), ((0, "chance"), 19))
    ann = _seat("Ann", 1, filled=(("ones", 1),), upper=1, on_turn=True, previews=previews)
    view = SheetView(seats=(ann, _seat("Bob", 1)), columns=1)
    sheet, canvas = _drawn(pygame.Rect(874, 56, 378, 620), view)
    cell = sheet.layout.cell_rect(0, 0, ROWS.index(("cat", "small_straight")))
    rim = _bounds(canvas, cell, sheet_cells.CHIP_BEST_RIM, 12)
    ink = _bounds(canvas, rim.inflate(-6, -6), sheet_cells.CHIP_BEST_INK, 30)
    assert ink.top - rim.top >= 3 + 2 and rim.bottom - ink.bottom >= 3 + 2, (rim, ink)   # (its rim 2 px)
    cell = sheet.layout.cell_rect(0, 0, ROWS.index(("bonus", "Bonus 63+")))
    nub = _bounds(canvas, cell, sheet_cells.BONUS_FILL, 6)
    words = _bounds(canvas, cell, sheet_cells.BONUS_WORDS, 40)
    assert words.left - nub.right >= 6, (nub, words)
