"""The score table: a column per seat (three in Triple), totals, the bonus progress, what open boxes would score now.

Drawing a sheet is a few hundred text blits, so the finished table is kept as a surface and redrawn only when what
it shows changes (`SheetView` is a frozen, hashable value), and then only where it changed: the few cells whose state
differs (a focus moving draws two cells); all of it when the turn passes or a throw's previews come and go.
`SheetLayout` gives the same rectangles to drawing and to mouse hit-testing."""

from __future__ import annotations

import weakref
from dataclasses import dataclass

import pygame

from game.render import copying, rockets, sheet_cells, sheet_icons, sheet_layout, sheet_pictures, text, theme
from game.render.sheet_layout import (  # noqa: F401  (the layout's names, as they were found here)
    HEAD,
    HEAD_TOTAL_SIZE,
    LABEL_WIDTH,
    NAME_SIZE,
    NARROW_SIZE,
    ROW_SIZE,
    ROWS,
    SCORE_CELL,
    SCORE_SIZE,
    WEIGHT_ROW,
    SheetLayout,
)
from game.render.sheet_pictures import GroundPictures, RecentPictures, changed_cells, split_in_two
from game.render.surface_cache import surface_cache
from game.rules import dicetime
from game.rules.dicetime import BONUS_THRESHOLD
from game.words import N_, _

Box = tuple[int, str]

# English msgids (N_): translated with game.words._ where they are shown.
CATEGORY_NAMES: dict[str, str] = {
    "ones": N_("Ones"), "twos": N_("Twos"), "threes": N_("Threes"), "fours": N_("Fours"), "fives": N_("Fives"),
    "sixes": N_("Sixes"), "three_kind": N_("3 of a kind"), "four_kind": N_("4 of a kind"),   # (one name per box,
    "full_house": N_("Full house"), "small_straight": N_("Small straight"), "large_straight": N_("Large straight"),
    "five_kind": N_("5 of a kind"), "chance": N_("Chance"),   # the sheet's: look review 16 read "Five of a kind"
}                                                             # in the zero card beside the sheet's "5 of a kind")
# The table's row labels: the long names shortened to fit the label column.
LABELS: dict[str, str] = {**CATEGORY_NAMES, "small_straight": N_("Sm. straight"), "large_straight": N_("Lg. straight")}
SECTIONS = ((0, 5), (7, 13))   # the upper and lower rows (first, last): each a recessed block of alternate tints
REACH = 8   # px a cell's marks may reach beyond the cell (the focus halo reaches 2 and breathes)
MANY = 6    # changed places past which each seat's are drawn again as one region (or the whole sheet)


@dataclass(frozen=True)
class SeatColumns:
    """One seat as the sheet shows it. Cell values are already weighted (Triple)."""

    name: str
    colour: int                                   # seat colour index
    rocket: int
    cells: tuple[tuple[tuple[str, int], ...], ...]  # per column: filled (category, points)
    upper: tuple[int, ...]                        # per column: unweighted upper total
    bonus: tuple[int, ...]                        # per column: shown bonus
    column_totals: tuple[int, ...]
    total: int
    on_turn: bool = False
    previews: tuple[tuple[Box, int], ...] = ()    # open boxes -> points now (seat on turn only)
    focus: Box | None = None                      # the keyboard/pad focus, when in the table
    selected: Box | None = None
    zero_armed: Box | None = None
    hinted: Box | None = None                     # the box a hint suggests filling
    hint_shown: bool = False                      # a hint shows: its marks alone advise (no pencil ring on the most points)
    pending: tuple[int, ...] = ()                 # per column: points on their way to its total (a fill's planets flying)
    computer: bool = False                        # the focus is a computer's cursor, not a person's


@dataclass(frozen=True)
class SheetView:
    seats: tuple[SeatColumns, ...]
    columns: int                  # columns per seat: 1 Dicetime, 3 Triple
    weights: tuple[int, ...] = (1,)
    bonus_line: int = BONUS_THRESHOLD               # a puzzle level may move the upper bonus line
    #: A puzzle level's twists per row: (category, mark), mark "out" (crossed out), "x2" (counts double) or "must" (not 0)
    marks: tuple[tuple[str, str], ...] = ()
    names_in_colour: bool = False   # every seat's name in its colour, not only the seat on turn's (the final sheet)


def bonus_in_reach(view: SheetView, columns: SeatColumns, column: int) -> bool:
    """Whether `column` has the upper bonus or can still have it (rules.dicetime.bonus_in_reach)."""
    closed = [name for name, _points in columns.cells[column]] + [c for c, mark in view.marks if mark == "out"]
    return bool(columns.bonus[column]) or dicetime.bonus_in_reach(columns.upper[column], closed, view.bonus_line)


def bonus_out_of_reach(view: SheetView) -> bool:   # for every column: the sheet hides the bonus row
    return bool(view.seats) and not any(bonus_in_reach(view, s, c) for s in view.seats for c in range(view.columns))


class ScoreSheet:
    """Draws a `SheetView` into a rectangle, from a cached surface."""

    def __init__(self, rect: pygame.Rect, seats: int, columns: int) -> None:
        self.layout = SheetLayout(rect, seats, columns)
        self._cache: pygame.Surface | None = None
        self._canvas: pygame.Surface | None = None
        self._opaque: pygame.Surface | None = None
        self._ground_image, self._ground_key = None, None   # (a pygame.Surface, a tuple)
        self._card = sheet_pictures.KeptCard()              # the card under the ground
        self._ground_pictures = GroundPictures()
        self._cached_view: SheetView | None = None
        self._composed_on: pygame.Surface | None = None   # the background the opaque cache was made on
        self._recent = RecentPictures()
        self._band = sheet_cells.RowBand()
        self._pending: tuple | None = None   # drawn in part, not shown: (view, regions left, its changes, background)
        self._version = 0    # bumped whenever the picture changes; by surface, the version blitted there last
        self._shown: weakref.WeakKeyDictionary[pygame.Surface, int] = weakref.WeakKeyDictionary()
        #: What lies behind the sheet (the scene's sky); with it the cache is opaque and blits fast.
        self.background: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, view: SheetView, render: bool = True,
             partial: bool = False) -> bool | list[pygame.Rect]:
        """Draw `view` (from the cache when it is the last one drawn). Without `render`, a changed view is not rendered
        now: the last picture is drawn and False returned (draw again later). With `partial` (the caller's promise:
        `surface` still shows, lines and all, what this sheet drew there last), only the parts that changed since are
        blitted, their lines forgotten first: returns those rects (`surface`'s coordinates), or False (put off: nothing
        blitted; a big change is drawn half a call and shown by the third, a throw's sheet copied and shown next)."""
        shown = partial and self._cache is self._opaque is not None and self._shown.get(surface) == self._version
        changed: list[pygame.Rect] | None = []     # where the picture changes now (the sheet's coordinates; None: all)
        unshown: list[pygame.Rect] | None = []     # what a picture drawn in part last frame changed (None: all)
        if self._pending is not None:   # (not shown yet: drawn to the end first)
            (pending, rest, unshown, on), self._pending = self._pending, None
            unshown, rest = (unshown, rest) if on is self.background else (None, None)   # (on another sky: all of it)
            self._draw_opaque(pending, rest)
            if rest and view == pending and render and shown:   # (its second half: shown the next frame, alone)
                self._pending = (pending, [], unshown, on)
                return False
            self._cached_view, self._composed_on, self._version = pending, self.background, self._version + 1
        recent = self._recent.get(view, self.background) if view != self._cached_view else None
        if recent is not None and self._opaque is not None:   # shown a moment ago (a throw's sheet): no drawing
            changed = self._changed(view)          # (it differs from the last picture only there: copied there)
            for part in [self._opaque.get_rect()] if changed is None or self._cache is not self._opaque else changed:
                text.blit(self._opaque, recent, part.topleft, part)
            if render and shown and unshown == []:   # (in a throw's frame, or the next: shown the frame after)
                self._cache, self._pending = self._opaque, (view, [], changed, self.background)
                return False
            self._cache, self._cached_view, self._composed_on = self._opaque, view, self.background
            self._version += 1
        if not render and self._cache is not None and view != self._cached_view and (shown or not partial):
            if not partial:
                text.blit(surface, self._cache, self.layout.rect)
            return False
        if view != self._cached_view or self._cache is None:
            regions = self._changed(view)
            if self.background is None:
                self._draw_transparent(view, regions)
            elif render and shown and unshown == changed == [] and (halves := split_in_two(regions, self.layout.rect.size)):
                self._draw_opaque(view, halves[0])   # much to draw (previews, a turn passing): half now, shown next frame
                self._pending = (view, halves[1], regions, self.background)
                return False
            else:
                self._draw_opaque(view, regions)
            self._cached_view, self._composed_on, self._version = view, self.background, self._version + 1
            changed = None if regions is None or changed is None else changed + regions
        if self._cache is self._opaque and self._composed_on is not None and not any(s.previews for s in view.seats):
            self._recent.keep(view, self.background, self._cache)   # (a view with previews seldom comes back)
        if not partial:
            text.blit(surface, self._cache, self.layout.rect)    # its lines of text come along
            self._shown[surface] = self._version
            return True
        return self._show(surface, None if changed is None or unshown is None or not shown else unshown + changed)

    def _show(self, surface: pygame.Surface, changed: list[pygame.Rect] | None) -> list[pygame.Rect]:
        """Blit the parts `changed` (None: all) over what `surface` shows of the picture, lines and all; the rects."""
        assert self._cache is not None
        rect = self.layout.rect
        parts = [rect.copy()] if changed is None else [part.move(rect.topleft) for part in changed]
        for part in parts:
            if changed is None:
                text.forget(surface, part)   # (an opaque picture's parts cover the lines under them: `text.blit`)
            text.blit(surface, self._cache, part.topleft, part.move(-rect.left, -rect.top))
        self._shown[surface] = self._version
        return parts

    def _draw_opaque(self, view: SheetView, regions: list[pygame.Rect] | None) -> None:
        """On the sky: the seats drawn onto the ground (a seat on turn's onto its washed copy), all or `regions` only."""
        if self._opaque is None:
            self._opaque = pygame.Surface(self.layout.rect.size)
        picture, (ground, washed) = self._opaque, self._grounds(view)
        blocks = [self.layout.seat_rect(seat).move(-self.layout.rect.left, -self.layout.rect.top)
                  for seat, columns in enumerate(view.seats) if columns.on_turn]
        for region in regions if regions is not None else [picture.get_rect()]:
            picture.set_clip(region)
            text.forget(picture, region)
            if any(region.collidepoint(line.rect.center) for line in text.lines_on(ground)):
                text.blit(picture, ground, region.topleft, region)
            else:   # (none of the ground's lines there, the picture's forgotten: a plain copy)
                copying.blit(picture, ground, region.topleft, region)
            for block in blocks:
                if (part := region.clip(block)).width:
                    copying.blit(picture, washed, part.topleft, part)   # (the washed copy has no lines)
            self._render(view, picture, ground_drawn=True, region=region if regions is not None else None, washed=True)
            picture.set_clip(None)
        self._cache = picture

    def _draw_transparent(self, view: SheetView, regions: list[pygame.Rect] | None) -> None:
        """Without a background: on a transparent canvas, all of it or only the `regions` where `view` differs."""
        if self._canvas is None:
            self._canvas = pygame.Surface(self.layout.rect.size, pygame.SRCALPHA)
        canvas, ground = self._canvas, self._ground(view)
        for region in regions if regions is not None else [canvas.get_rect()]:
            canvas.set_clip(region)
            canvas.fill((0, 0, 0, 0), region)
            text.forget(canvas, region)
            text.blit(canvas, ground, region.topleft, region, special_flags=pygame.BLEND_RGBA_ADD)  # a plain copy
            self._render(view, canvas, ground_drawn=True, region=region if regions is not None else None)
            canvas.set_clip(None)
        self._cache = canvas

    def _grounds(self, view: SheetView) -> tuple[pygame.Surface, pygame.Surface]:
        """The ground over the background, plain and washed over the seats' columns (opaque, kept)."""
        seats = self.layout.seat_rect(0).union(self.layout.seat_rect(self.layout.seats - 1))
        key = (view.bonus_line, view.marks, bonus_out_of_reach(view), view.names_in_colour)
        return self._ground_pictures.get(key, self._ground(view), self.background, self.layout.rect,
                                         seats.move(-self.layout.rect.left, -self.layout.rect.top), ON_TURN_WASH)

    def _ground(self, view: SheetView) -> pygame.Surface:
        """The sheet without its seats (panel, row stripes, labels and a level's marks), kept."""
        key = (view.bonus_line, view.marks, bonus_out_of_reach(view), view.names_in_colour)
        if self._ground_key != key or self._ground_image is None:
            if self._ground_image is None:
                self._ground_image = pygame.Surface(self.layout.rect.size, pygame.SRCALPHA)
            else:
                self._ground_image.fill((0, 0, 0, 0))
                text.forget(self._ground_image)
            self._draw_ground(view, self._ground_image)
            self._ground_key = key
        return self._ground_image

    # --- drawing again only where the view changed ------------------------------------------
    def _changed(self, view: SheetView) -> list[pygame.Rect] | None:
        """Where the kept picture differs from `view`'s, in the sheet's own coordinates (None: draw it
        all again: nothing kept yet, a change of the ground, the columns or the seats, or of a seat's
        turn or looks)."""
        old = self._cached_view
        if (old is None or self._cache is None or self._composed_on is not self.background
                or (old.columns, old.weights, old.bonus_line, old.marks, len(old.seats), bonus_out_of_reach(old))
                != (view.columns, view.weights, view.bonus_line, view.marks, len(view.seats),
                    bonus_out_of_reach(view))):
            return None
        layout = self.layout
        shift = (-layout.rect.left, -layout.rect.top)
        by_seat: list[list[pygame.Rect]] = []
        for seat, (was, now) in enumerate(zip(old.seats, view.seats, strict=True)):
            if was == now:
                continue
            if (was.name, was.colour, was.rocket, was.on_turn) != (now.name, now.colour, now.rocket, now.on_turn):
                return None   # the turn passed: whole blocks and their frames again
            block = layout.seat_rect(seat).move(shift)
            places = [layout.cell_rect(seat, column, row).move(shift).inflate(2 * REACH, 2 * REACH)
                      for column, row in changed_cells(was, now, view.columns, ROWS)]
            places += [self._row_strip(box) for box in {was.selected, now.selected} - {None}
                       if (was.selected, was.zero_armed) != (now.selected, now.zero_armed)]   # (its row's band)
            if view.columns > 1 and (was.total, any(was.cells)) != (now.total, any(now.cells)):   # (Triple's header
                places.append(pygame.Rect(block.left, block.top, block.width, layout.header_height))   # shows it)
            by_seat.append(places)
        full = pygame.Rect(0, 0, layout.rect.width, layout.height)
        regions = [place for places in by_seat for place in places]
        if len(regions) > MANY:
            # A throw's previews (a dozen cells of the seat on turn): each seat's places as one region, its
            # columns only, drawn again at once, where the whole sheet would be 2-4 times as much to draw.
            regions = [places[0].unionall(places[1:]) for places in by_seat if places]
            area = sum(region.clip(full).width * region.clip(full).height for region in regions)
            if area > full.width * full.height // 2:
                return None
        return [region.clip(full) for region in regions]

    def _row_strip(self, box: Box) -> pygame.Rect:
        """The row of `box` across the sheet, label to last seat (the sheet's coordinates)."""
        row = next(row for row, (_kind, name) in enumerate(ROWS) if name == box[1])
        return pygame.Rect(2, self.layout.row_top(row) - self.layout.rect.top, self.layout.rect.width - 4,
                           self.layout.row_height)

    # --- rendering ---------------------------------------------------------------------
    def _render(self, view: SheetView, canvas: pygame.Surface | None = None, ground_drawn: bool = False,
                region: pygame.Rect | None = None, washed: bool = False) -> pygame.Surface:
        """The sheet on `canvas` (with `ground_drawn`, the ground is on it already; `washed`: the seat on turn's
        wash too); with `region`, only the parts that reach into it (the caller clips to it)."""
        layout = self.layout
        origin = layout.rect.topleft
        canvas = canvas if canvas is not None else pygame.Surface(layout.rect.size, pygame.SRCALPHA)
        shift = (-origin[0], -origin[1])

        def local(rect: pygame.Rect) -> pygame.Rect:
            return rect.move(shift)

        if not ground_drawn:
            self._draw_ground(view, canvas)
        font_size = layout.font_size
        for columns in view.seats:   # the box picked: its whole row banded, label included, edged in its seat's colour
            if columns.selected is not None and columns.selected != columns.zero_armed:
                band = self._row_strip(columns.selected)
                if region is None or band.colliderect(region):
                    self._band.draw(canvas, band, rockets.seat_colour(columns.colour))
        for seat, columns in enumerate(view.seats):
            if region is None or local(layout.seat_rect(seat)).inflate(2 * REACH, 0).colliderect(region):
                self._render_seat(canvas, local, seat, columns, view, font_size, region, washed)
        for seat, columns in enumerate(view.seats):  # the seat on turn's frame goes over the grid
            if columns.on_turn and (region is None or local(layout.seat_rect(seat)).colliderect(region)):
                pygame.draw.rect(canvas, rockets.seat_colour(columns.colour), local(layout.turn_frame(seat)),
                                 sheet_layout.FRAME, border_radius=5)
        if region is None or region.top <= sheet_pictures.RING_SIZE[1] + 3:   # the pad's binding, over its header
            sheet_pictures.draw_binding(canvas, layout.rect.width, layout.ring_gaps())
        return canvas

    def _draw_ground(self, view: SheetView, canvas: pygame.Surface) -> None:
        layout = self.layout
        origin = layout.rect.topleft
        full = pygame.Rect(0, 0, layout.rect.width, layout.height)
        sheet_pictures.draw_sections(canvas, [(layout.row_top(first) - origin[1], layout.row_top(last + 1) - origin[1])
                                              for first, last in SECTIONS], layout.row_height,
                                     layout.row_top(len(ROWS) - 1) - origin[1], layout.header_height, LABEL_WIDTH, self._card)
        if layout.columns > 1:   # (Triple's ×2 and ×3 columns tinted step by step)
            sheet_cells.weight_tints(canvas, layout, origin)
        no_bonus = bonus_out_of_reach(view)
        if not view.names_in_colour:   # the pad's printed title over its row names (a final sheet has its own over it)
            text.draw(canvas, _("Score sheet"), ROW_SIZE, PAD_TITLE, bold=True,
                      center=(LABEL_WIDTH // 2, (sheet_pictures.RING_SIZE[1] + layout.header_height) // 2 + 1))
        for row, (kind, name) in enumerate(ROWS):
            top = layout.row_top(row) - origin[1]
            label = _(LABELS.get(name, name))
            if kind == "bonus" and view.bonus_line != BONUS_THRESHOLD:
                label = _("Bonus {points}+").format(points=view.bonus_line)
            if kind == "bonus" and no_bonus:   # out of reach for everyone: the row stays empty
                continue
            marks = {mark for category, mark in view.marks if category == name} if kind == "cat" else set()
            colour = theme.TEXT_DISABLED if "out" in marks else theme.TEXT_DIM if kind == "bonus" else theme.TEXT
            middle = top + layout.row_height // 2
            sheet_icons.draw(canvas, name, (sheet_icons.ICON_LEFT, middle), faded="out" in marks)   # (look review 26)
            text.draw(canvas, label, ROW_SIZE if kind == "total" else sheet_layout.CATEGORY_SIZE, colour, bold=kind == "total",
                      midleft=(10 if kind == "total" else sheet_icons.LABEL_LEFT, middle))
            if "out" in marks:  # crossed out for this level
                pygame.draw.line(canvas, theme.TEXT_DISABLED, (6, middle), (full.width - 6, middle), 2)

    def _render_seat(self, canvas: pygame.Surface, local, seat: int, columns: SeatColumns, view: SheetView,
                     font_size: int, region: pygame.Rect | None = None, washed: bool = False) -> None:
        layout = self.layout
        colour = rockets.seat_colour(columns.colour)
        block = local(layout.seat_rect(seat))

        def reaches(rect: pygame.Rect, by: int = REACH) -> bool:
            return region is None or rect.inflate(2 * by, 2 * by).colliderect(region)

        if columns.on_turn and not washed:
            canvas.blit(_tint(block.size, colour), block)
        # Header: the rocket (with the grand total beside it in Triple once a box is filled), the name under it.
        head = pygame.Rect(block.left, block.top, block.width, layout.head)
        if reaches(pygame.Rect(block.left, block.top, block.width, layout.header_height)):
            self._render_head(canvas, local, seat, columns, view, head, region)
        previews, best = dict(columns.previews), sheet_pictures.ringed(columns)
        top = layout.rect.top   # the rows whose cells (and marks) reach the region: the same in every column
        rows = range(len(ROWS)) if region is None else [
            row for row in range(len(ROWS)) if layout.row_top(row) - top - REACH < region.bottom
            and region.top < layout.row_top(row) - top + layout.row_height + REACH]
        for column in range(view.columns):
            if not reaches(pygame.Rect(block.left + column * layout.cell_width, block.top, layout.cell_width, block.height)):
                continue
            filled = dict(columns.cells[column])
            won = sheet_cells.row_winners(view.seats, column) if view.names_in_colour and len(view.seats) > 1 else {}
            for row in rows:
                kind, name = ROWS[row]
                cell = local(layout.cell_rect(seat, column, row))
                if kind == "cat":
                    sheet_cells.render_box(canvas, cell, (column, name), filled.get(name), previews, columns, font_size,
                                           region, best, won.get(name) == seat)
                    tags = {mark for category, mark in view.marks if category == name} & {"x2", "must"}
                    if tags and seat == column == 0 and (region is None or cell.colliderect(region)):   # a level's
                        # mark at the start of its one seat's row, over a picked box's tint too (clear of a long label)
                        tag = "x2" if "x2" in tags else _("must")
                        text.draw(canvas, tag, text.CAPTION, theme.TEXT if tag == "x2" or (column, name) == columns.selected
                                  else theme.ACCENT, bold=True, midleft=(cell.left + 8, cell.centery))
                elif kind == "bonus":
                    if region is not None and not cell.colliderect(region):
                        continue
                    if bonus_in_reach(view, columns, column):   # (bar and number fit its cell; empty till an upper
                        if any(name in dicetime.UPPER for name, _points in columns.cells[column]):  # box is filled)
                            sheet_cells.render_bonus(canvas, cell, columns.upper[column], columns.bonus[column],
                                                     view.bonus_line, font_size)
                    elif not bonus_out_of_reach(view):   # lost: a scored 0, as in any box (review 13: it was blank)
                        text.draw(canvas, "0", font_size, theme.TEXT, bold=True, center=cell.center)
                elif region is None or cell.colliderect(region):
                    sheet_cells.render_total(canvas, cell, columns.column_totals[column],
                                             columns.pending[column] if column < len(columns.pending) else 0, font_size)
        for column in range(1, view.columns):   # (faint: the columns part by their weights over them)
            x = block.left + column * layout.cell_width
            pygame.draw.line(canvas, sheet_pictures.RULE_FAINT, (x, block.top + HEAD), (x, block.bottom), 1)
        pygame.draw.line(canvas, sheet_pictures.RULE, (block.left, block.top), (block.left, block.bottom), 1)

    def _render_head(self, canvas: pygame.Surface, local, seat: int, columns: SeatColumns, view: SheetView,
                     head: pygame.Rect, region: pygame.Rect | None = None) -> None:
        """The seat's header; with `region`, only what reaches into it (a throw's previews redraw the cells under
        the header and the header's lowest few pixels: the weights row, not the rocket, the total or the name)."""
        layout = self.layout
        colour = rockets.seat_colour(columns.colour)
        block = local(layout.seat_rect(seat))

        def band(middle: int, half: int) -> bool:   # (a drawing centred `middle` px down the header, `half` px each way)
            return region is None or (region.top < head.top + middle + half and head.top + middle - half < region.bottom)

        one = view.columns == 1
        rocket_x, rocket_y = head.centerx, 22   # over its name (look review 16: Triple's sat left)
        rocket_height = 32 if columns.on_turn else 30   # clear of the on-turn outline, `rockets.LEGIBLE` or more
        if one and band(head.height // 2, head.height // 2):   # the seat's chip under its rocket and name: its rim
            frame = local(layout.turn_frame(seat))   # where the turn's frame goes; on turn, the frame's inside (look
            chip = pygame.Rect(frame.left, frame.top, frame.width, head.bottom - 1 - frame.top)   # review 23: its own
            if columns.on_turn:                                                             # rim touched the name)
                chip = chip.inflate(-2 * sheet_layout.FRAME, 0).move(0, sheet_layout.FRAME // 2)
            sheet_cells.header_chip(canvas, chip, colour, rim=not columns.on_turn)
        if one and band(rocket_y, rocket_height):   # (its body, flame and outline lie within a height of its middle)
            rockets.draw_rocket(canvas, columns.rocket, columns.colour, (rocket_x, head.top + rocket_y), rocket_height,
                                flame=0.5 if columns.on_turn else 0.0)     # its flame ends above the name
        if view.columns > 1 and any(columns.cells) and band(18, HEAD_TOTAL_SIZE):   # (none over an empty card)
            text.draw(canvas, str(columns.total), HEAD_TOTAL_SIZE, colour, bold=True, midright=(head.right - 8, head.top + 18))
        if band(name_y := 55 if one else 44, NAME_SIZE):     # (Triple's: a little higher, over its weights)
            beside = 0 if one else round(2 * rockets.half_width(columns.rocket, TRIPLE_ROCKET)) + ROCKET_GAP
            name = sheet_layout.draw_seat_name(canvas, columns.name, head.width - beside, colour if columns.on_turn
                                               or view.names_in_colour else theme.TEXT, columns.on_turn,
                                               tuple(s.name for s in view.seats),
                                               center=(head.centerx + beside // 2, head.top + name_y))
            if not one:   # Triple's rocket: beside its name, as tall as the header's lower half holds (look review 25:
                # 26 px over the name, 16 px at 800x450, read as a speck); the frame and the name's colour say whose turn
                rockets.draw_rocket(canvas, columns.rocket, columns.colour,
                                    (name.left - (beside + ROCKET_GAP) / 2, head.top + name_y - 1), TRIPLE_ROCKET)
        if view.columns > 1:
            for column in range(view.columns):
                cell = local(layout.cell_rect(seat, column, 0))
                text.draw(canvas, f"\u00d7{view.weights[column]}", SCORE_SIZE, sheet_cells.WEIGHT_WORDS[min(column, 2)], bold=True,
                          center=(cell.centerx, block.top + HEAD + WEIGHT_ROW // 2 - 2))


TRIPLE_ROCKET = rockets.LEGIBLE + 2   # px: a Triple seat's rocket, beside its name
ROCKET_GAP = 6                        # px between it and the name


PAD_TITLE = (206, 212, 232)   # the pad's printed title: neutral ink (28a d10, 28b d21: tan read as gold, the rewards')
ON_TURN_WASH = (170, 180, 225, 20)   # the seat on turn's columns: a lighter panel, not a seat-coloured wash


@surface_cache(max_mib=1)
def _tint(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """The seat on turn's columns lifted to a clean lighter blue (its colour is its frame and name); kept."""
    tint = pygame.Surface(size, pygame.SRCALPHA)
    tint.fill(ON_TURN_WASH)
    return tint
