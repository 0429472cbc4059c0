"""Mid-session critique 18 of the score sheet, read from its pixels: a preview (what an open box would score now) is
a chip, not the written scores' bare bold ink, and the most points now pop (look review 26); the box
picked bands its whole row, label included, in a neutral light edged in its seat's colour; a final sheet tints each row's winning cell in its
winner's colour (a tie: none)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.render import rockets, sheet_cells, sheet_layout, text, theme
from game.render.scoresheet import ROWS, ScoreSheet, SeatColumns, SheetView

RECT = pygame.Rect(874, 56, 378, 620)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def seat(name: str, filled=(), colour: int = 0, **more) -> SeatColumns:
    return SeatColumns(name=name, colour=colour, rocket=colour, cells=(tuple(filled),), upper=(0,), bonus=(0,),
                       column_totals=(0,), total=0, **more)


def draw(view: SheetView):
    sheet = ScoreSheet(RECT, len(view.seats), view.columns)
    canvas = pygame.Surface((1280, 720))
    with text.recording() as lines:
        sheet.draw(canvas, view)
    return sheet, canvas, lines


def row(name: str) -> int:
    return next(index for index, (_kind, row_name) in enumerate(ROWS) if row_name == name)


def lean(canvas: pygame.Surface, rect: pygame.Rect, colour) -> float:
    """How far right the glyphs' upper half sits of their lower half (px): a slanted line leans right."""
    pixels = pygame.surfarray.array3d(canvas.subsurface(rect)).astype(int)
    ink = np.abs(pixels - np.array(colour)).sum(axis=2) < 60        # (x, y)
    xs, ys = np.nonzero(ink)
    middle = rect.height / 2
    return float(xs[ys < middle].mean() - xs[ys >= middle].mean())


def test_a_preview_is_a_chip_and_the_most_points_pop():
    """Look review 26 ("show potential scores as chips", triple_rolled "a wall of italic numbers"): what an open box
    would score now stands upright on a rounded chip: green for points, the most points a brighter chip rimmed in
    light green, a zero only a quiet outline; a written score is bare bold ink on the pad (read from the pixels)."""
    ann = seat("Ann", (("fours", 4),), on_turn=True, previews=(((0, "fives"), 4), ((0, "chance"), 19), ((0, "twos"), 0)))
    sheet, canvas, lines = draw(SheetView(seats=(ann,), columns=1))

    def beside(name: str) -> list:   # the pixels along the cell's middle, from its left edge to its digits
        cell = sheet.layout.cell_rect(0, 0, row(name))
        number = next(line.rect for line in lines if line.rect.colliderect(cell) and line.text.isdigit())
        return [canvas.get_at((x, cell.centery))[:3] for x in range(cell.left + 4, number.left - 1)]

    written = next(line for line in lines if line.text == "4" and line.rect.centery == sheet.layout.cell_rect(0, 0, row("fours")).centery)
    chipped = next(line for line in lines if line.text == "4"   # (a chip's digits: their ink in its middle, not their box)
                   and abs(line.rect.centery - sheet.layout.cell_rect(0, 0, row("fives")).centery) <= 3)
    assert abs(lean(canvas, chipped.rect, sheet_cells.CHIP_POINTS_INK)) < 1.0   # upright, not slanted pencil
    assert sheet_cells.CHIP_POINTS in beside("fives") and sheet_cells.CHIP_BEST not in beside("fives")
    assert sheet_cells.CHIP_BEST in beside("chance") and sheet_cells.CHIP_BEST_RIM in beside("chance")
    assert sheet_cells.CHIP_ZERO_RIM in beside("twos") and sheet_cells.CHIP_POINTS not in beside("twos")
    ground = beside("fours")
    assert not {sheet_cells.CHIP_POINTS, sheet_cells.CHIP_BEST, sheet_cells.CHIP_ZERO_RIM} & set(ground)   # bare ink
    assert written.rect.height and max(sum(c) for c in ground) < 300


def test_the_picked_box_bands_its_row_label_included_and_edges_it_in_its_seats_colour():
    """Look review 24: the picked row's band in the seat's colour read as Player 1's orange column. The row is banded
    lighter in a neutral light (no warmer, no cooler), label included; only its start edge wears the seat's colour."""
    colour = rockets.seat_colour(0)
    for picked in (None, (0, "threes")):
        ann = seat("Ann", on_turn=True, previews=(((0, "threes"), 9),), selected=picked)
        sheet, canvas, _lines = draw(SheetView(seats=(ann, seat("Bob", colour=1)), columns=1))
        cell = sheet.layout.cell_rect(0, 0, row("threes"))
        label = canvas.get_at((RECT.left + 12, cell.top + 3))[:3]           # the label column, clear of its words
        other = canvas.get_at((sheet.layout.cell_rect(1, 0, row("threes")).centerx, cell.top + 3))[:3]   # Bob's cell
        edge = canvas.get_at((RECT.left + 2, cell.centery))[:3]
        if picked is None:
            plain = (label, other)
            continue
        for now, before in zip((label, other), plain, strict=True):   # lighter, its hue kept
            assert min(n - b for n, b in zip(now, before, strict=True)) >= 6, (now, before)
            assert abs((now[0] - now[2]) - (before[0] - before[2])) <= 4, (now, before)
        assert sum(abs(e - c) for e, c in zip(edge, colour, strict=True)) < 60, (edge, colour)


def test_a_final_sheet_tints_each_rows_winning_cell_in_its_winners_colour():
    ann = seat("Ann", (("ones", 4), ("twos", 2), ("sixes", 18)), colour=0)
    bob = seat("Bob", (("ones", 3), ("twos", 4), ("sixes", 18)), colour=1)
    for final in (True, False):
        sheet, canvas, _lines = draw(SheetView(seats=(ann, bob), columns=1, names_in_colour=final))

        def face(seat_index: int, name: str, sheet=sheet, canvas=canvas) -> tuple[int, ...]:
            cell = sheet.layout.cell_rect(seat_index, 0, row(name))
            return tuple(canvas.get_at((cell.left + 8, cell.centery))[:3])

        ann_tint, bob_tint = (sheet_cells.win_tint(rockets.seat_colour(c)) for c in (0, 1))
        assert (face(0, "ones") == ann_tint) == final and face(1, "ones") != bob_tint
        assert (face(1, "twos") == bob_tint) == final and face(0, "twos") != ann_tint
        assert face(0, "sixes") != ann_tint and face(1, "sixes") != bob_tint     # a tie: no winner
    from game.render.colour_vision import contrast_ratio
    assert all(contrast_ratio(theme.TEXT, sheet_cells.win_tint(c)) >= 4.5 for c in theme.SEAT_COLOURS)


def test_triples_x2_and_x3_columns_are_tinted_step_by_step():
    """Critique mid18: "tint the ×2 and ×3 sub-columns progressively": in an empty seat's row, the ×2 cell's ground is
    lighter than the ×1's, the ×3's than the ×2's (read from the pixels)."""
    view = SheetView(seats=(SeatColumns(name="Ann", colour=0, rocket=0, cells=((), (), ()), upper=(0, 0, 0), bonus=(0, 0, 0),
                                        column_totals=(0, 0, 0), total=0),), columns=3, weights=(1, 2, 3))
    sheet, canvas, _lines = draw(view)
    for name in ("ones", "chance"):
        grounds = [sum(canvas.get_at((sheet.layout.cell_rect(0, column, row(name)).centerx,
                                      sheet.layout.cell_rect(0, column, row(name)).top + 3))[:3]) for column in range(3)]
        assert grounds[0] + 6 < grounds[1] and grounds[1] + 6 < grounds[2], (name, grounds)


def test_each_seats_header_is_a_chip_of_its_colour_and_a_narrow_tables_names_are_whole_computers():
    """Critique mid18 (dicetime_four): "larger player-coloured chips with rocket and name": each header stands on a face
    of its seat's colour. Review 25: "Pl. 1", "CPU2" read badly: a four-seat table shows "P1", "CPU 2", ... all at the
    names' size."""
    seats = tuple(seat(name, colour=index) for index, name in enumerate(("Player 1", "CPU 2", "CPU 3", "CPU 4")))
    sheet = ScoreSheet(pygame.Rect(674, 56, 544, 620), 4, 1)
    canvas = pygame.Surface((1280, 720))
    with text.recording() as lines:
        sheet.draw(canvas, SheetView(seats=seats, columns=1))
    for index in range(4):
        head = sheet.layout.seat_rect(index)
        face = sheet_cells.chip_face(rockets.seat_colour(index))
        assert canvas.get_at((head.left + 12, head.top + 12))[:3] == face, index
    names = [line for line in lines if line.text in ("P1", "CPU 2", "CPU 3", "CPU 4")]
    assert len(names) == 4 and {line.px for line in names} == {text.pixel_size(sheet_layout.NAME_SIZE)}, names


def test_every_row_leads_with_its_icon_an_upper_row_a_die_showing_its_number():
    """Look review 26: "a score pad with a small die-pattern icon per row": left of each box's row name a little
    picture: Ones to Sixes a cream die showing that many pips (counted from the pixels), each lower row a picture of its
    own (no two alike); the row's name starts after it."""
    from game.render import sheet_icons

    sheet, canvas, lines = draw(SheetView(seats=(seat("Ann"), seat("Bob", colour=1)), columns=1))
    pictures = {}
    for index, (kind, name) in enumerate(ROWS):
        if kind != "cat":
            continue
        middle = sheet.layout.row_top(index) + sheet.layout.row_height // 2
        box = pygame.Rect(RECT.left + sheet_icons.ICON_LEFT, middle - sheet_icons.ICON // 2, sheet_icons.ICON, sheet_icons.ICON)
        pixels = pygame.surfarray.array3d(canvas.subsurface(box)).astype(int)
        pictures[name] = pixels
        label = next(line for line in lines if line.rect.collidepoint(line.rect.left + 1, middle)
                     and line.rect.left >= RECT.left and line.rect.right <= RECT.left + sheet_layout.LABEL_WIDTH)
        assert label.rect.left >= box.right, (name, label)
        if name in sheet_icons.UPPER_FACES:
            cream = (np.abs(pixels - np.array(sheet_icons.DIE_FACE)).sum(axis=2) < 40).sum()
            assert cream > box.width * box.height // 4, (name, cream)
            inner = canvas.subsurface(box.inflate(-6, -6))
            pips = pygame.mask.from_threshold(inner, (20, 18, 26), (110, 110, 110, 255)).connected_components()
            assert len(pips) == sheet_icons.UPPER_FACES[name], (name, len(pips))
    names = list(pictures)
    for i, one in enumerate(names):
        assert (np.abs(pictures[one] - np.median(pictures[one].reshape(-1, 3), axis=0)).sum(axis=2) > 120).sum() > 20, one
        for other in names[i + 1:]:
            assert np.abs(pictures[one] - pictures[other]).sum() > 3000, (one, other)


def test_the_pad_has_a_printed_title_over_its_row_names_but_a_final_sheet_has_its_own():
    """Look review 26 (dicetime_start, "the empty striped scorecard dominates"): the pad is a game object with its
    title printed on its header band over the row names, clear of the binding's rings and of every seat's column; the
    final sheet, titled over its card, prints none."""
    from dataclasses import replace

    from game import words

    view = SheetView(seats=(seat("Ann"), seat("Bob", colour=1)), columns=1)
    sheet, canvas, lines = draw(view)
    titles = [line for line in lines if line.text == words._("Score sheet")]
    assert len(titles) == 1, [line.text for line in lines]
    title = titles[0].rect
    assert title.left >= RECT.left and title.right <= sheet.layout.seat_rect(0).left - 4, title
    assert title.top >= RECT.top + 9 and title.bottom <= sheet.layout.row_top(0), title
    assert titles[0].px >= text.pixel_size(sheet_layout.ROW_SIZE)
    _sheet, _canvas, lines = draw(replace(view, names_in_colour=True))
    assert not [line for line in lines if line.text == words._("Score sheet")]
