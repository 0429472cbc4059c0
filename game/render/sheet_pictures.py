"""What a score sheet keeps to draw less: which cells changed between two views, and the pictures of the
last few views (`game.render.scoresheet.ScoreSheet`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy
import pygame

from game.render import text
from game.render.sheet_cells import best_boxes
from game.render.surface_cache import surface_cache

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


def ringed(columns: SeatColumns) -> frozenset:
    """The boxes circled in pencil (the most points now), none while a hint shows (its marks alone advise)."""
    return frozenset() if columns.hint_shown else frozenset(best_boxes(columns.previews))


def _pending(columns: SeatColumns, column: int) -> int:
    return columns.pending[column] if column < len(columns.pending) else 0


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
        if _pending(was, column) != _pending(now, column):   # (the points on their way to the total)
            cells.add((column, len(rows) - 1))
    if was.previews != now.previews:
        before, after = dict(was.previews), dict(now.previews)
        cells |= {(box[0], row_of[box[1]]) for box in before.keys() | after.keys() if before.get(box) != after.get(box)}
    if (was.previews, was.hint_shown) != (now.previews, now.hint_shown):   # (the pencil ring: none while a hint shows)
        cells |= {(box[0], row_of[box[1]]) for box in ringed(was) ^ ringed(now)}
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


# The sheet as a score pad (look review 17: "score sheets ... look like spreadsheets"; review 20: "generic navy gradient
# panels"; review 26: "turn the scorecard into a game object ... a score pad ... lighten the stripes"): a card of its
# own, not a console plate: a slate pad lit from above with a fine grain, a thin lit edge, ring-bound along its top
# (`draw_binding`); the seats' names on a deep printed band along its top; the row names on a printed column edged by a
# soft ink-blue margin rule; each section's rows parted by soft ruled lines, not stripes; the bonus a subtotal strip between them,
# ruled above and below; the total the card's foot, a lighter bar under a double rule. Drawn once per sheet and kept.
CARD_TOP, CARD_FOOT = (44, 48, 66), (34, 37, 52)   # the face: a lighter slate, lighter still at the top (lit from above)
CARD_EDGE = (150, 158, 192)        # its rim, lit at the top (fading down the sides)
EDGE, EDGE_FOOT = 2, 0.55           # px of the rim; how much of it shows at the foot
CARD_OUTLINE = (6, 8, 16)
GRAIN = 3                          # levels of the face's grain (only ever darker: text on it never less readable)
HEADER_BAND = (14, 15, 24, 255)    # the printed band under the seats' names (opaque over the face)
HEADER_SHEEN = (120, 130, 180, 34)  # its gloss, fading down its upper half
LABEL_BAND = (0, 0, 0, 125)         # the printed column of row names: a shade deeper than the write-in cells
MARGIN_RULE = (104, 136, 214, 150)  # the pad's margin: a calm ink-blue rule down the row names' right edge (look
# review 27b: red there read as danger, "red used as a divider")
ROW_RULE = (170, 185, 230, 40)      # a soft ruled line between two rows of a section (the stripes before)
SUBTOTAL = (8, 9, 16, 150)       # the bonus's strip between the sections
SUBTOTAL_RULE = (150, 160, 200, 90)
FOOT = (74, 80, 110, 255)          # the total: the card's foot
FOOT_RULE = (190, 198, 228, 150)
RULE = (74, 80, 108)               # between two seats
RULE_FAINT = (56, 61, 84)          # between Triple's columns of a seat
RING, RING_DARK, HOLE = (204, 210, 226), (70, 74, 92), (8, 9, 14)   # the binding's rings, their shade, the holes
RING_STEP, RING_SIZE = 24, (6, 9)   # px between two rings; a ring's width and how far down the pad it reaches
RADIUS = 6                         # (as the seat on turn's frame: its corners meet the card's)


class KeptCard:
    """A sheet's card, kept by the sheet: its ground (the card and the words on it) is drawn again when a level's marks
    or the bonus's reach change, on the same card. One picture, made again only for another size or other rows (and
    shared by the sheets of the same size and rows: `_card`)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._picture: pygame.Surface | None = None

    def get(self, *key) -> pygame.Surface:
        if self._picture is None or key != self._key:
            self._picture, self._key = _card(*key), key
        return self._picture


def draw_sections(canvas: pygame.Surface, sections: list[tuple[int, int]], row_height: int, total_top: int,
                  header: int = 0, label_width: int = 0, kept: KeptCard | None = None) -> None:
    """The card under the sheet's words on `canvas` (its ground: drawn once, kept): the face, the header band (its
    first `header` px: the seats' names), the row names' column (`label_width` px), each section (top, bottom) with
    alternate rows banded, the bonus's strip between the two, the total's foot (at `total_top`)."""
    key = ((canvas.get_width(), total_top + row_height), tuple(tuple(s) for s in sections), row_height, total_top,
           header, label_width)
    canvas.blit((kept or KeptCard()).get(*key), (0, 0))


# A new sheet (a table, its results, its review) of a size and rows shown lately takes the card made then (a card is
# ~6-9 ms of CPU, 1-3 MiB; the same key, the same picture: its grain is seeded). Nothing draws on it: it is blitted.
@surface_cache(max_mib=4)
def _card(size: tuple[int, int], sections: tuple[tuple[int, int], ...], row_height: int, total_top: int, header: int,
          label_width: int) -> pygame.Surface:
    width, height = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    card.fill((0, 0, 0, 0))
    pygame.draw.rect(card, (255, 255, 255, 255), card.get_rect(), border_radius=RADIUS)   # (its shape: the alpha)
    down = numpy.linspace(0.0, 1.0, height)[:, None] ** 0.8
    rows = numpy.round(numpy.array(CARD_TOP) + (numpy.array(CARD_FOOT) - numpy.array(CARD_TOP)) * down).astype(numpy.int16)
    grain = numpy.random.default_rng(17).integers(0, GRAIN + 1, size=(width, height, 1), dtype=numpy.int16)
    pygame.surfarray.pixels3d(card)[...] = (rows[None, :, :] - grain).astype(numpy.uint8)
    top_row = sections[0][0]
    for top, bottom in sections:
        for row_top in range(top + row_height, bottom - row_height + 1, row_height):
            _lay(card, ROW_RULE, (4, row_top, width - 8, 1))
    if label_width:
        _lay(card, LABEL_BAND, (0, top_row, label_width, total_top - top_row))
        _lay(card, MARGIN_RULE, (label_width - 3, top_row, 2, total_top - top_row))
    (_, upper_foot), (lower_top, _) = sections[0], sections[-1]
    if lower_top > upper_foot:
        _lay(card, SUBTOTAL, (0, upper_foot, width, lower_top - upper_foot))
        for y in (upper_foot, lower_top - 1):
            _lay(card, SUBTOTAL_RULE, (0, y, width, 1))
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill((0, 0, 0, 0))
    if header > 8:
        pygame.draw.rect(layer, HEADER_BAND, (0, 0, width, top_row), border_top_left_radius=RADIUS,
                         border_top_right_radius=RADIUS)
        for y in range(top_row // 2):        # a sheen over its upper half, as on a lit card's glossy print
            layer.fill(_over(HEADER_BAND, (*HEADER_SHEEN[:3], round(HEADER_SHEEN[3] * (1 - 2 * y / top_row)))),
                       (RADIUS if y < RADIUS else 0, y, width - (2 * RADIUS if y < RADIUS else 0), 1))
    pygame.draw.rect(layer, FOOT, (0, total_top, width, height - total_top), border_bottom_left_radius=RADIUS,
                     border_bottom_right_radius=RADIUS)
    card.blit(layer, (0, 0))
    for y in (total_top - 3, total_top):
        _lay(card, FOOT_RULE, (0, y, width, 1))
    if header > 8:
        _lay(card, SUBTOTAL_RULE, (0, top_row - 1, width, 1))
    pygame.draw.rect(card, CARD_OUTLINE, card.get_rect(), 1, border_radius=RADIUS)
    edge = pygame.Surface(size, pygame.SRCALPHA)
    edge.fill((0, 0, 0, 0))
    pygame.draw.rect(edge, (*CARD_EDGE, 255), edge.get_rect().inflate(-2, -2), EDGE, border_radius=RADIUS - 1)
    fade = 1.0 - (1.0 - EDGE_FOOT) * numpy.linspace(0.0, 1.0, height) ** 0.5
    alpha = pygame.surfarray.pixels_alpha(edge)
    alpha[...] = (alpha * fade[None, :]).astype(numpy.uint8)
    del alpha
    card.blit(edge, (0, 0))
    return card


def draw_binding(canvas: pygame.Surface, width: int, keep_clear: list[tuple[int, int]] = ()) -> None:
    """The pad's binding along its top edge: a row of metal rings through punched holes, `RING_STEP` apart, none
    within the (left, right) spans of `keep_clear` (a seat's rocket). Drawn over the header (its chips)."""
    ring_w, ring_h = RING_SIZE
    for x in range(RING_STEP // 2 + 4, width - RING_STEP // 2, RING_STEP):
        if any(left - ring_w <= x <= right + ring_w for left, right in keep_clear):
            continue
        pygame.draw.ellipse(canvas, HOLE, (x - ring_w // 2 - 1, ring_h - 4, ring_w + 2, 6))
        loop = pygame.Rect(x - ring_w // 2, -ring_h, ring_w, 2 * ring_h)
        pygame.draw.rect(canvas, RING_DARK, loop, border_radius=ring_w // 2)
        pygame.draw.rect(canvas, RING, loop.inflate(-2, -2), border_radius=ring_w // 2)
        pygame.draw.line(canvas, (250, 252, 255), (loop.left + 2, 1), (loop.left + 2, ring_h - 3), 1)


def _lay(card: pygame.Surface, colour: tuple[int, int, int, int], rect: tuple[int, int, int, int]) -> None:
    """`colour` laid over `rect` of `card` (blended, where a fill would replace)."""
    sheet = pygame.Surface(rect[2:], pygame.SRCALPHA)
    sheet.fill(colour)
    card.blit(sheet, rect[:2])


def _over(under: tuple[int, int, int, int], over: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """`over` laid on the opaque `under`: one opaque colour (drawn, not blended)."""
    a = over[3] / 255
    return (*(round(o * a + u * (1 - a)) for o, u in zip(over[:3], under[:3], strict=True)), 255)
