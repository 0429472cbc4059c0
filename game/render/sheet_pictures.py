"""What a score sheet keeps to draw less: which cells changed between two views, and the pictures of the
last few views (`game.render.scoresheet.ScoreSheet`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.render import text
from game.render.panel import HEADING_PLATE

if TYPE_CHECKING:
    from game.render.scoresheet import SeatColumns, SheetView


class RecentPictures:
    """The opaque pictures of the last few views a sheet showed: the sheet of a throw in flight (no previews)
    comes back at every throw of a turn, and is blitted again instead of drawn (~1 ms at 1280x720, in a frame
    that also draws the planets in flight). The surfaces are reused: a fresh one costs its page faults."""

    def __init__(self, size: int = 3) -> None:
        self.size = size
        self._kept: list[tuple[SheetView, pygame.Surface | None, pygame.Surface]] = []   # oldest first

    def get(self, view: SheetView, background: pygame.Surface | None) -> pygame.Surface | None:
        """The picture of `view` drawn on `background`, if it is one of the last few."""
        for kept_view, kept_on, picture in self._kept:
            if kept_on is background and kept_view == view:
                return picture
        return None

    def keep(self, view: SheetView, background: pygame.Surface | None, picture: pygame.Surface) -> None:
        """`picture` shows `view` on `background` now (kept as a copy, with its lines of text)."""
        for index, (kept_view, kept_on, _picture) in enumerate(self._kept):
            if kept_on is background and kept_view == view:
                self._kept.append(self._kept.pop(index))
                return
        copy = self._kept.pop(0)[2] if len(self._kept) >= self.size else None
        if copy is None or copy.get_size() != picture.get_size():
            copy = pygame.Surface(picture.get_size())
        text.keep_copy(copy, picture)   # (not `text.blit`: a recording would see its lines as shown there)
        self._kept.append((view, background, copy))


class GroundPictures:
    """A sheet's ground (panel, stripes, labels: a transparent picture) laid on the background under the sheet,
    plain and with the seat on turn's wash over the seats' columns: two opaque pictures the seats are drawn
    straight onto (no transparent canvas to clear, copy and lay on the sky each time). The wash goes on the
    ground before both are laid on the sky, as when a transparent sheet was drawn and then laid there: the
    same pixels, but where text or marks are drawn over them."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._pictures: list[pygame.Surface] = []

    def get(self, key: tuple, ground: pygame.Surface, background: pygame.Surface, rect: pygame.Rect,
            seats: pygame.Rect, wash: tuple[int, int, int, int]) -> tuple[pygame.Surface, pygame.Surface]:
        """(plain, washed) for the ground of `key` on `background`'s `rect`; `seats`: the seats' columns."""
        key = (key, id(background), tuple(rect), tuple(seats), wash)
        if key != self._key or not self._pictures:
            washed = ground.copy()
            tint = pygame.Surface(seats.size, pygame.SRCALPHA)
            tint.fill(wash)
            washed.blit(tint, seats)
            self._pictures = self._pictures or [pygame.Surface(rect.size) for _ in range(2)]
            for picture, over in zip(self._pictures, (ground, washed), strict=True):
                text.forget(picture)
                text.blit(picture, background, (0, 0), rect)
                text.blit(picture, over, (0, 0))   # (the ground's lines come along; the copy has none)
            self._key = key
        return self._pictures[0], self._pictures[1]


def changed_cells(was: SeatColumns, now: SeatColumns, width: int, rows: Sequence[tuple[str, str]]
                  ) -> set[tuple[int, int]]:
    """The (column, row) cells of one seat that show something else in `now` than in `was`."""
    cells: set[tuple[int, int]] = set()
    row_of = {name: row for row, (kind, name) in enumerate(rows) if kind == "cat"}
    bonus_row = next(row for row, (kind, _name) in enumerate(rows) if kind == "bonus")
    for column in range(width):
        if was.cells[column] != now.cells[column]:
            before, after = dict(was.cells[column]), dict(now.cells[column])
            cells |= {(column, row_of[name]) for name in before.keys() | after.keys()
                      if before.get(name) != after.get(name)}
            cells.add((column, bonus_row))       # the bonus may have gone out of reach
        if (was.upper[column], was.bonus[column]) != (now.upper[column], now.bonus[column]):
            cells.add((column, bonus_row))
        if was.column_totals[column] != now.column_totals[column]:
            cells.add((column, len(rows) - 1))
    if was.previews != now.previews:
        before, after = dict(was.previews), dict(now.previews)
        cells |= {(box[0], row_of[box[1]]) for box in before.keys() | after.keys() if before.get(box) != after.get(box)}
    marked = ("focus", "selected", "zero_armed", "hinted")
    for box in {getattr(seat, name) for seat in (was, now) for name in marked} - {None}:
        if any((getattr(was, name) == box) != (getattr(now, name) == box) for name in marked) \
                or (box in (was.focus, now.focus, was.selected, now.selected) and was.computer != now.computer):
            cells.add((box[0], row_of[box[1]]))
    return cells


SPLIT_AREA = 40_000   # px² of a sheet's change drawn over two frames (a throw's previews, a turn passing; not a focus)


def split_in_two(regions: list[pygame.Rect] | None, size: tuple[int, int]
                 ) -> tuple[list[pygame.Rect], list[pygame.Rect]] | None:
    """`regions` of a sheet of `size` (None: all of it) as two lists of about the same area, each region cut
    across at its middle (its upper halves, its lower halves), or None when they are too small to share out."""
    regions = [pygame.Rect((0, 0), size)] if regions is None else regions
    if sum(region.width * region.height for region in regions) < SPLIT_AREA:
        return None
    upper = [pygame.Rect(r.left, r.top, r.width, r.height // 2) for r in regions]
    lower = [pygame.Rect(r.left, r.top + r.height // 2, r.width, r.height - r.height // 2) for r in regions]
    return upper, lower


# The sheet as a game's card, not a grid (look review 17: "score sheets ... look like spreadsheets"): no lines between
# rows; each section (the upper rows, the lower) a block pressed into the panel, its rows told apart by a faint
# alternate tint; the total row a raised plate; the seats parted by one faint rule.
RECESS = (0, 0, 0, 56)            # a section's block: the panel darkened, its top edge shaded, its foot lit
RECESS_TOP = (0, 0, 0, 90)
RECESS_FOOT = (255, 255, 255, 26)
STRIPE = (255, 255, 255, 15)      # every second row of a section
PLATE_TOP = (170, 186, 250, 120)
PLATE_FOOT = (0, 0, 0, 110)
RULE = (58, 70, 118)              # between two seats
RULE_FAINT = (44, 54, 96)         # between Triple's columns of a seat
INSET = 6                         # px a block or the plate stands in from the sheet's sides (its bezel's)


def draw_sections(canvas: pygame.Surface, sections: list[tuple[int, int]], row_height: int, total_top: int,
                  header: int = 0) -> None:
    """The sheet's ground under its words: the header (its first `header` px, the seats' names) and the total row
    (at `total_top`) raised plates, each section (top, bottom) a recessed block with alternate rows tinted; blended
    onto `canvas` (the sheet's ground: drawn once, kept)."""
    width = canvas.get_width()
    if header > 2 * INSET + 8:
        canvas.blit(_plate(width - 2 * INSET, header - INSET - 3), (INSET, INSET))
    for top, bottom in sections:
        canvas.blit(_section(width - 2 * INSET, bottom - top, row_height), (INSET, top))
    canvas.blit(_plate(width - 2 * INSET, row_height - 4), (INSET, total_top + 2))


def _section(width: int, height: int, row_height: int) -> pygame.Surface:
    block = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(block, RECESS, block.get_rect(), border_radius=8)
    for top in range(row_height, height - row_height + 1, 2 * row_height):
        pygame.draw.rect(block, _over(RECESS, STRIPE), (0, top, width, row_height))
    pygame.draw.line(block, RECESS_TOP, (8, 0), (width - 9, 0))
    pygame.draw.line(block, RECESS_FOOT, (8, height - 1), (width - 9, height - 1))
    return block


def _plate(width: int, height: int) -> pygame.Surface:
    """A raised plate: lighter than the panel, a lit line along its top, a shaded one along its foot."""
    plate = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(plate, HEADING_PLATE, plate.get_rect(), border_radius=8)   # (the total row's: a lit line on top)
    pygame.draw.line(plate, PLATE_TOP, (8, 0), (width - 9, 0))
    pygame.draw.line(plate, PLATE_FOOT, (8, height - 1), (width - 9, height - 1))
    return plate


def _over(under: tuple[int, int, int, int], over: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """`over` laid on `under` (both translucent): one colour for a pixel that has both (drawn, not blended)."""
    a = over[3] / 255
    alpha = a + under[3] / 255 * (1 - a)
    rgb = [round((o * a + u * under[3] / 255 * (1 - a)) / alpha) for o, u in zip(over[:3], under[:3], strict=True)]
    return (*rgb, round(alpha * 255))
