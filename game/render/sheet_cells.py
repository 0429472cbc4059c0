"""A score sheet's cells as a player reads them (`game.render.scoresheet.ScoreSheet` draws them into its kept picture):
a written score in solid ink (bold white), what an open box would score now in pencil (light italic, green; a zero
grey) with the most points circled in pencil, the box picked with its whole row banded in the seat's colour, the
upper bonus's progress on a capsule, and a final sheet's winning cell of each row in its winner's colour."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.render import drawn, hint_marks, marks, rockets, text, theme
from game.render.colour_vision import strongest_tint
from game.render.sheet_layout import ROWS
from game.render.surface_cache import surface_cache

if TYPE_CHECKING:
    from game.render.scoresheet import Box, SeatColumns

BONUS_GROOVE, BONUS_FILL = (13, 14, 21), (40, 96, 144)   # the bonus bar's groove, its fill (white words on both >= 4.5:1)
BONUS_RIM = (96, 104, 142)                              # a lit rim round the groove: the capsule reads as one piece
BONUS_WORDS = theme.TEXT
PENCIL, PENCIL_ZERO = theme.GOOD, (176, 186, 222)        # (a preview's colours: points, a zero)
# A preview on a rounded chip (look review 26: "show potential scores as chips", not "a wall of italic numbers"): points
# on a deep green chip, a zero in a quiet outline, the most points on a brighter chip, rimmed, in bold; upright
# (a written score: bold white ink on the pad, no chip). Every digit on its chip >= 4.5:1.
CHIP_POINTS, CHIP_POINTS_RIM, CHIP_POINTS_INK = (30, 86, 56), (92, 186, 122), (206, 255, 216)
CHIP_ZERO, CHIP_ZERO_RIM, CHIP_ZERO_INK = None, (76, 82, 110), PENCIL_ZERO   # (a zero's: an outline only, quiet)
CHIP_BEST, CHIP_BEST_RIM, CHIP_BEST_INK = (30, 108, 62), (150, 240, 172), theme.TEXT   # (rimmed 2 px: it pops)
CHIP_PAD = 9        # px each side of a chip's digits (at least)
CHIP_WIDE = 46      # px: a chip's width when its cell has room (one look for 0 and 19 alike)
CHIP_AIR = 8        # px between a chip and its cell's sides: Triple's ×1 ×2 ×3 chips 16 px apart, 10 px at 800x450
                    # (look review 27a: 8 px apart, "almost touch" there, smoothed)
BONUS_AIR, BONUS_AIR_LEAST = 9, 7   # px between the bonus capsule (its rim 1 px out) and its column's sides (look
                    # review 27a: at 4 it met the column's divider, "sticking out of Player 1's column")
ROW_BAND, ROW_BAND_ALPHA = theme.TEXT, 20   # the picked box's row, label to last seat: a neutral light band (quiet: the
                          # cell is the tint); in the seat's colour it read as Player 1's orange column (look review 24)
ROW_EDGE_ALPHA = 230      # the band's start, 4 px in the seat's colour: whose pick it is
WEIGHT_TINT, WEIGHT_ALPHA = theme.ACCENT, 16   # Triple's ×2 and ×3 columns: tinted one step more each (×1 none)
WEIGHT_WORDS = (theme.TEXT_DIM, (200, 208, 238), theme.TEXT)   # their ×1 ×2 ×3 over them, brighter step by step
CHIP_UNDER = (14, 15, 24)   # a header chip's ground (the header band's ink), its seat's colour over it
CARD_FACE = (30, 33, 46)  # the score card's face under a won cell
WIN_SHARE = 0.3           # of the winner's colour in a final sheet's winning cell (bold white on it >= 4.5:1)
CELL_LIFT = 0.06          # a focused box's growth (of its size), as a focused key's (`marks.lifted`)


def preview_chip(cell: pygame.Rect, words: str, size: int, best: bool = False) -> pygame.Rect:
    """Where a preview's chip lies in `cell`: round its digits, `CHIP_WIDE` where the cell has room."""
    digits = text.width_of(words, size, bold=best)
    height = max(18, cell.height - (3 if best else 7))   # (look review 29b d19: at -7 the best chip's "30" touched its
    # 2 px rim; 3 px of air round its digits now; the others as low as before: Triple's rows of chips keep apart; `CHIP_AIR` clear
    # of its cell's sides; a number too wide for that, "150" in Triple, as wide as it needs, up to 4 px from them)
    width = min(max(digits + 2 * CHIP_PAD, CHIP_WIDE), max(cell.width - 2 * CHIP_AIR, digits + 10), cell.width - 8)
    drop = 1 if best else 0   # (the best chip's body 1 px lower, round its digits' ink: they sit low in their line)
    return pygame.Rect(cell.centerx - width // 2, cell.centery - height // 2 + drop, width, height)


def draw_chip(canvas: pygame.Surface, chip: pygame.Rect, words: str, size: int, points: int, best: bool) -> None:
    """A preview's chip and its digits (`best`: the most points now, bright)."""
    face, rim, ink = ((CHIP_BEST, CHIP_BEST_RIM, CHIP_BEST_INK) if best and points > 0 else
                      (CHIP_POINTS, CHIP_POINTS_RIM, CHIP_POINTS_INK) if points > 0 else (CHIP_ZERO, CHIP_ZERO_RIM, CHIP_ZERO_INK))
    canvas.blit(_chip(chip.size, face, rim), chip)
    lit = best and points > 0   # (its digits where a chip's stand in its cell: `preview_chip` drops the best 1 px)
    text.draw(canvas, words, size, ink, bold=lit, center=(chip.centerx, chip.centery - (1 if lit else 0)))


@surface_cache(max_mib=0.125)   # (a chip is ~5 KiB: its three looks at a sheet's size or two)
def _chip(size: tuple[int, int], face, rim) -> pygame.Surface:
    """A rounded chip, a lighter lip along its top (kept)."""
    picture = pygame.Surface(size, pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    rect, radius = picture.get_rect(), size[1] // 2
    body = rect.inflate(0, -2).move(0, -1)
    if face is None:   # (a zero's: its outline alone)
        pygame.draw.rect(picture, rim, body, 1, border_radius=radius)
        return picture
    pygame.draw.rect(picture, (0, 0, 0, 90), rect.move(0, 2).inflate(0, -2), border_radius=radius)   # its shade
    pygame.draw.rect(picture, face, body, border_radius=radius)
    pygame.draw.rect(picture, rim, body, 2 if face == CHIP_BEST else 1, border_radius=radius)
    lip = tuple(min(255, round(c + (255 - c) * 0.25)) for c in face)
    pygame.draw.line(picture, lip, (body.left + radius, body.top + 2), (body.right - radius, body.top + 2), 1)
    return picture


def best_boxes(previews: tuple[tuple[Box, int], ...]) -> frozenset[Box]:
    """The open boxes that would score the most now (none when nothing scores)."""
    most = max((points for _box, points in previews), default=0)
    return frozenset(box for box, points in previews if points == most) if most > 0 else frozenset()


def row_winners(seats: tuple[SeatColumns, ...], column: int) -> dict[str, int]:
    """A final sheet's rows: category -> the one seat that scored the most there (a tie or a row of 0s: none)."""
    winners: dict[str, int] = {}
    filled = [dict(seat.cells[column]) for seat in seats]
    for name in {name for cells in filled for name in cells}:
        points = [cells.get(name, 0) for cells in filled]
        if points.count(most := max(points)) == 1 and most > 0:
            winners[name] = points.index(most)
    return winners


@lru_cache(maxsize=16)
def win_tint(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A won cell's face: the winner's colour over the card, as much as leaves bold white on it 4.5:1."""
    return strongest_tint(colour, CARD_FACE, (WIN_SHARE, 0.26, 0.22, 0.18, 0.14), (theme.TEXT,))


class RowBand:
    """The picked box's row, label included, under a neutral light band (under the cells' words), its start edged in
    the seat's colour; its picture kept by the sheet (one row's size, one colour at a time)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._picture: pygame.Surface | None = None

    def draw(self, canvas: pygame.Surface, rect: pygame.Rect, colour) -> None:
        key = (rect.size, tuple(colour[:3]))
        if self._picture is None or key != self._key:
            self._picture, self._key = pygame.Surface(rect.size, pygame.SRCALPHA), key
            self._picture.fill((*ROW_BAND, ROW_BAND_ALPHA))
            pygame.draw.rect(self._picture, (*colour[:3], ROW_EDGE_ALPHA), (0, 0, 4, rect.height))  # its start
        canvas.blit(self._picture, rect)


def render_box(canvas: pygame.Surface, cell: pygame.Rect, box: Box, points: int | None, previews: dict[Box, int],
               columns: SeatColumns, font_size: int, region: pygame.Rect | None = None, best: frozenset = frozenset(),
               won: bool = False) -> None:
    """A category's cell; with `region`, its number only if it reaches in (a throw's previews redraw a strip
    of the next seat's first column, for the marks that reach a few px beyond a cell: not its numbers)."""
    inner = cell.inflate(-4, -4)
    if won and points is not None:
        pygame.draw.rect(canvas, win_tint(rockets.seat_colour(columns.colour)), inner, border_radius=5)
    if box == columns.selected:
        if box == columns.zero_armed:
            marks.danger_box(canvas, inner)
        elif columns.computer:       # (its pick in its seat's colour, review 20)
            marks.computer_chosen(canvas, inner, rockets.seat_colour(columns.colour))
        else:
            marks.selected_box(canvas, inner)
    shown = points if points is not None else previews.get(box)
    if shown is not None:
        # Written (or a preview picked): bold white ink. A preview, what the dice would score now: pencil, light italic,
        # green (grey for a zero), the most points circled in pencil (mid-session critique 18: "previews look like
        # written scores").
        ink = points is not None or box == columns.selected
        words = str(shown)
        if ink:
            if region is None or text.render(words, font_size, theme.TEXT, True).get_rect(
                    center=cell.center).colliderect(region):
                text.draw(canvas, words, font_size, theme.TEXT, bold=True, center=cell.center)
        else:
            chip = preview_chip(cell, words, font_size, best=box in best and shown > 0)
            if region is None or chip.colliderect(region):
                draw_chip(canvas, chip, words, font_size, shown, box in best)
    if box == columns.hinted:
        hint_marks.box(canvas, inner.inflate(-4, -4))
    if box == columns.focus and columns.computer:    # (a person's focus: over the kept sheet each frame, `draw_focus`)
        marks.computer_box(canvas, inner.inflate(-12, 0), rockets.seat_colour(columns.colour))   # (clear of the column's
        # outline in the same colour)


def draw_focus(surface: pygame.Surface, layout, view, clock: float = 0.0, reduced_motion: bool = False) -> None:
    """A person's focus on a score box as on every key (look reviews 28a d3, 28b d5: a thin white box with no glow
    inside the cell was a focus look of its own): the box lifted, its picture as `surface` shows it now a little
    bigger (`CELL_LIFT`), and the one mark round it, its glow over the cells about it (drawn each frame over the kept
    sheet: the sheet's own picture never holds it)."""
    for seat, columns in enumerate(view.seats):
        if columns.focus is None or columns.computer:
            continue
        inner = layout.box_rect(seat, columns.focus).inflate(-4, -4)
        face = marks.lifted(inner, CELL_LIFT)
        shown = surface.subsurface(inner.clip(surface.get_rect())).copy()
        drawn.note(surface, surface.blit(pygame.transform.smoothscale(shown, face.size), face))
        marks.focus_rect(surface, face, radius=6, clock=clock, reduced_motion=reduced_motion)


def render_total(canvas: pygame.Surface, cell: pygame.Rect, total: int, pending: int, font: int) -> None:
    """A column's total; while a fill's planets fly to their box, the points they bring beside it, "+N" in the points'
    green (look review 25: a "1" flew into Ones while Total still showed 0): the total moves when they land."""
    if not pending:
        text.draw(canvas, str(total), font, theme.TEXT, bold=True, center=cell.center)
        return
    words, more = str(total), f"+{pending}"
    gap = 6
    width = text.width_of(words, font, bold=True) + gap + text.width_of(more, font, bold=True)   # (as big: a value's
    # digits, 13 px or more at 800x450)
    if width > cell.width - 8:    # (no room beside it: the total alone)
        text.draw(canvas, words, font, theme.TEXT, bold=True, center=cell.center)
        return
    left = cell.centerx - width // 2
    shown = text.draw(canvas, words, font, theme.TEXT, bold=True, midleft=(left, cell.centery))
    text.draw(canvas, more, font, theme.GOOD, bold=True, midleft=(shown.right + gap, cell.centery))


def render_bonus(canvas: pygame.Surface, cell: pygame.Rect, upper: int, bonus: int, line: int, font: int) -> None:
    """The upper bonus: "+35" once had; before, the points so far on a capsule inside the cell, filled from the left
    (at least 12 px for any point), "12/63" on it where "63/63" fits (mid-session critique 18: its dark fill was
    invisible, "a tiny dark pill")."""
    if bonus:
        text.draw(canvas, f"+{bonus}", font, theme.GOOD, bold=True, center=cell.center)
        return
    words = text.width_of(f"{line}/{line}", font)   # (as big as the scores: where "63/63" would meet the capsule's
    named = words + 4 + 2 * BONUS_AIR_LEAST <= cell.width   # ends, the air round it gives way, down to its least)
    air = max(BONUS_AIR_LEAST, min(BONUS_AIR, (cell.width - words - 4) // 2)) if named else BONUS_AIR
    gauge = (cell.inflate(-2 * air, -4) if named else
             pygame.Rect(cell.left + air, cell.centery - 5, cell.width - 2 * air, 10))
    radius = gauge.height // 2
    pygame.draw.rect(canvas, BONUS_RIM, gauge.inflate(2, 2), border_radius=radius + 1)
    pygame.draw.rect(canvas, BONUS_GROOVE, gauge, border_radius=radius)
    done = pygame.Rect(gauge.topleft, (min(gauge.width, max(12, round(gauge.width * upper / line))) if upper else 0,
                                       gauge.height))
    pygame.draw.rect(canvas, BONUS_FILL, done, border_radius=radius)
    if named:   # (its words clear of the fill's nub: look review 29b d19, "1/63" touched it)
        words, gap = f"{upper}/{line}", 8
        (x, y), shown = cell.center, text.width_of(words, font)
        if done.width and upper < line and x - shown // 2 < done.right + gap:
            x = min(done.right + gap + shown // 2, gauge.right - radius // 2 - shown // 2)
        text.draw(canvas, words, font, BONUS_WORDS, center=(x, y))


def weight_tints(canvas: pygame.Surface, layout, origin: tuple[int, int]) -> None:
    """Triple's ×2 and ×3 columns of every seat tinted step by step, weights row to the last box (critique mid18: "the
    multiplier reads at a glance"); drawn on the sheet's kept ground."""
    bottom = layout.row_top(len(ROWS) - 1) - origin[1]
    for seat in range(layout.seats):
        for column in range(1, layout.columns):
            left = layout.cell_rect(seat, column, 0).left - origin[0]
            layer = pygame.Surface((layout.cell_width, bottom - layout.head), pygame.SRCALPHA)
            layer.fill((*WEIGHT_TINT, WEIGHT_ALPHA * column))
            canvas.blit(layer, (left, layout.head))


@lru_cache(maxsize=16)
def chip_face(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat's header chip: its colour over the header's ink, as much as leaves its name (in its colour or white)
    4.5:1 or more on it."""
    return strongest_tint(colour, CHIP_UNDER, (0.3, 0.25, 0.2, 0.16, 0.12, 0.08), (colour, theme.TEXT), 4.6)


WHITE_NAME_SHARE = 0.3    # a chip under a white name: every seat's colour at this one share (white on each >= 7:1)


def white_name_face(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat's chip under its name in white (the setup's cards): every seat's colour at one share, so every chip is as
    filled as the next (look review 24: Player 1's filled orange beside CPU 2's dark chip, whose name-in-its-colour
    rule had left it a twelfth of blue)."""
    return tuple(round(c * WHITE_NAME_SHARE + g * (1 - WHITE_NAME_SHARE)) for c, g in zip(colour[:3], CHIP_UNDER, strict=True))


def header_chip(canvas: pygame.Surface, chip: pygame.Rect, colour, rim: bool = True, white_name: bool = False) -> pygame.Rect:
    """A seat's chip under its rocket and name (critique mid18: "larger player-coloured chips with rocket and name"):
    a rounded face of its colour, rimmed in it (the seat on turn's not: its frame in its colour is the rim);
    `white_name`: under a name in white, as filled for every seat (`white_name_face`)."""
    face = white_name_face(tuple(colour[:3])) if white_name else chip_face(tuple(colour[:3]))
    pygame.draw.rect(canvas, face, chip, border_radius=5 if rim else 2)
    if rim:   # (softer than the seat on turn's frame in its colour)
        edge = tuple(round(0.6 * c + 0.4 * f) for c, f in zip(colour[:3], face, strict=True))
        pygame.draw.rect(canvas, edge, chip, 1, border_radius=5)
    return chip
