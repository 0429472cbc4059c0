"""Issue 28's score-sheet defects: "Bonus 63+" with its progress showed on a level whose upper rows were
crossed out, where the bonus could no longer be had (now the row shows only while some column can still
reach it, and a column's progress only while that column can: read from the text the sheet draws); the
on-turn rocket's flame ran into the seat's name (read from the pixels)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.render import panel, rockets, text, theme
from game.render.scoresheet import LABEL_WIDTH, ScoreSheet, SeatColumns, SheetView


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def seat(name: str, filled=(), upper: int = 0, bonus: int = 0) -> SeatColumns:
    return SeatColumns(name=name, colour=0, rocket=0, cells=(tuple(filled),), upper=(upper,), bonus=(bonus,),
                       column_totals=(upper,), total=upper)


def drawn_lines(view: SheetView):
    sheet = ScoreSheet(pygame.Rect(874, 56, 378, 620), len(view.seats), view.columns)
    with text.recording() as lines:
        sheet.draw(pygame.Surface((1280, 720)), view)
    return lines


def drawn(view: SheetView) -> list[str]:
    """Every line the sheet draws; the bonus row's progress as "points/line" (the row's cells as the player reads
    them beside its label "Bonus 63+", which names the line)."""
    lines = drawn_lines(view)
    label = next((line for line in lines if line.text.startswith("Bonus ")), None)
    if label is None:
        return [line.text for line in lines]
    goal = label.text.removeprefix("Bonus ").removesuffix("+")
    return [f"{line.text}/{goal}" if line is not label and line.rect.centery == label.rect.centery
            and line.text.isdigit() else line.text for line in lines]


def test_the_bonus_row_shows_while_it_can_be_reached():
    shown = drawn(SheetView(seats=(seat("Ann", (("ones", 0),)),), columns=1))
    assert "Bonus 63+" in shown and "0/63" in shown


def test_an_empty_column_shows_no_bonus_progress_before_an_upper_box_is_filled():
    """Review 15b: a fresh card showed "0" and a bar under "Bonus 63+" before any play. The row is named, its cells
    empty (no number, no bar) until the column's first upper box is filled; a lower box alone does not start it."""
    sheet = ScoreSheet(pygame.Rect(874, 56, 378, 620), 1, 1)
    for filled, progress in (((), False), ((("chance", 20),), False), ((("ones", 0),), True)):
        view = SheetView(seats=(seat("Ann", filled),), columns=1)
        canvas = pygame.Surface((1280, 720))
        with text.recording() as lines:
            sheet.draw(canvas, view)
        shown = drawn(view)
        assert "Bonus 63+" in shown and ("0/63" in shown) == progress, (filled, shown)
        label = next(line for line in lines if line.text == "Bonus 63+")
        cell = pygame.Rect(sheet.layout.cell_rect(0, 0, 6))
        assert label.rect.centery == cell.centery
        strip = pygame.surfarray.array3d(canvas.subsurface((cell.left + 10, cell.bottom - 6, cell.width - 20, 2)))
        if not filled:
            bare = strip   # the fresh card's (the panel's grain, no bar): the first
        assert (np.abs(strip.astype(int) - bare.astype(int)).sum() > 0) == progress, filled   # the bar


def test_a_level_that_crosses_out_the_upper_rows_shows_no_bonus_row():
    out = tuple((name, "out") for name in ("ones", "twos", "threes", "fours"))    # fives and sixes: 55 at most
    shown = drawn(SheetView(seats=(seat("Ann"),), columns=1, marks=out))
    assert "Bonus 63+" not in shown and "0/63" not in shown, shown
    # ... but a level with a lower line it can still reach keeps it
    shown = drawn(SheetView(seats=(seat("Ann", (("fives", 25),), upper=25),), columns=1, marks=out, bonus_line=50))
    assert "Bonus 50+" in shown and "25/50" in shown, shown


def test_a_column_that_can_no_longer_reach_it_shows_no_progress():
    low = (("ones", 1), ("twos", 2), ("threes", 3), ("fours", 4), ("fives", 5))   # 15 + sixes' 30 < 63
    shown = drawn(SheetView(seats=(seat("Ann", low, upper=15), seat("Ben", (("fives", 10),), upper=10)),
                            columns=1))
    assert "Bonus 63+" in shown and "10/63" in shown and "15/63" not in shown, shown
    # ... its lost bonus a scored 0 (review 13: a final sheet's missed bonus was a blank cell beside others' "0"s)
    assert "0/63" in shown, shown
    shown = drawn(SheetView(seats=(seat("Ann", low, upper=15), seat("Ben", low, upper=15)), columns=1))
    assert "Bonus 63+" not in shown and "15/63" not in shown, shown
    earned = tuple((name, 5 * v) for v, name in enumerate(("ones", "twos", "threes", "fours", "fives", "sixes"), 1))
    shown = drawn(SheetView(seats=(seat("Ann", earned, upper=105, bonus=35),), columns=1))
    assert "Bonus 63+" in shown and "+35" in shown, shown


def test_the_bonus_rows_progress_reads_one_way_in_dicetime_and_triple():
    """Review 12: Triple's bonus cells showed "0" where Dicetime's showed "0/63". Both show the upper points so far
    of the line ("12/63", as big as the scores), on the bar's capsule; a cell too narrow for "63/63" shows the bar
    alone, never a bare number (look review 17m: "1" read as a 1-point bonus)."""
    def bonus_cells(columns: int, upper: int, seats: int = 1) -> list:
        view = SheetView(seats=(SeatColumns(name="Ann", colour=0, rocket=0, cells=((("twos", upper),),) * columns, upper=(upper,) *
                                            columns, bonus=(0,) * columns, column_totals=(0,) * columns, total=0),) * seats,
                         columns=columns, weights=(1, 2, 3)[:columns])
        lines = drawn_lines(view)
        label = next(line for line in lines if line.text == "Bonus 63+")
        return [line for line in lines if line is not label and abs(line.rect.centery - label.rect.centery) <= 3]
        # (on the label's row: the words' ink, not their line's box, stands in the capsule's middle)

    for seats in (1, 2):   # (look review 17m: a bare "12" read as a 12-point bonus: the line is named in the cell)
        cells = bonus_cells(1, 12, seats)
        assert [line.text for line in cells] == ["12/63"] * seats, (seats, [line.text for line in cells])
        assert min(line.px for line in cells) >= 29, [line.px for line in cells]   # (13 px digits at 800x450)
    for columns, seats in ((1, 3), (1, 4), (3, 1), (3, 2)):   # too narrow for "63/63": the bar alone
        assert [line.text for line in bonus_cells(columns, 12, seats)] == [], (columns, seats)


def test_the_bonus_progress_is_a_capsule_round_its_words_not_a_line_under_them():
    """Look review 18 (dicetime_computer): "the '1/63' bonus progress has an underline that makes it look like a text
    field". The words stand on a capsule (its groove left and right of them at their middle, its fill from the left, at
    least 12 px for any point), with nothing under them as wide as the cell."""
    from game.render import sheet_cells

    view = SheetView(seats=(SeatColumns(name="Ann", colour=0, rocket=0, cells=((("twos", 2),),), upper=(2,), bonus=(0,),
                                        column_totals=(0,), total=0),), columns=1, weights=(1,))
    sheet = ScoreSheet(pygame.Rect(874, 56, 378, 620), 1, 1)
    surface = pygame.Surface((1280, 720))
    with text.recording() as lines:
        sheet.draw(surface, view)
    words = next(line.rect for line in lines if line.text == "2/63")
    left = [surface.get_at((x, words.centery))[:3] for x in range(900, words.left)]
    right = [surface.get_at((x, words.centery))[:3] for x in range(words.right, words.right + 40)]
    assert sheet_cells.BONUS_FILL in left and sheet_cells.BONUS_GROOVE in left and sheet_cells.BONUS_GROOVE in right
    assert left.count(sheet_cells.BONUS_FILL) >= 12
    below = [surface.get_at((x, y))[:3] for y in range(words.bottom, words.bottom + 12) for x in range(words.left, words.right)]
    assert theme.ACCENT not in below and theme.PANEL_EDGE not in below, "no line under the words"


FLAMES = ((240, 120, 40), (255, 228, 120))


@pytest.mark.parametrize("width", [1, 3])
def test_the_rocket_on_turn_stays_above_its_name(width):
    seats = tuple(SeatColumns(name=f"Player {i + 1}", colour=1, rocket=i, cells=((),) * width, upper=(0,) * width,
                              bonus=(0,) * width, column_totals=(0,) * width, total=0, on_turn=True) for i in range(2))
    wide = 132 + 2 * width * (110 if width == 1 else 56)
    sheet = ScoreSheet(pygame.Rect(1264 - wide, 56, wide, 620), 2, width)
    surface = pygame.Surface((1280, 720))
    with text.recording() as lines:
        sheet.draw(surface, SheetView(seats=seats, columns=width, weights=(1, 2, 3)[:width]))
    for name in (line for line in lines if line.text.startswith("Player")):
        rect = name.rect
        def near(colour, to, by=50):
            return sum(abs(a - b) for a, b in zip(colour, to, strict=False)) < by
        glyph_top = min(y for y in range(rect.top, rect.bottom) for x in range(rect.left, rect.right)
                        if near(surface.get_at((x, y))[:3], theme.SEAT_COLOURS[1], 30))    # the name's letters (its seat colour)
        flame = [(x, y) for y in range(rect.top - 20, rect.bottom) for x in range(rect.left, rect.right)
                 if any(near(surface.get_at((x, y))[:3], f) for f in FLAMES)]
        assert flame or width > 1, "the rocket on turn flies over its name with its flame"   # (Triple: beside it)
        assert max((y for _x, y in flame), default=0) < glyph_top - 1, (name.text, flame and max(y for _x, y in flame), glyph_top)
        if width == 1:   # the rocket stands centred over its name (look review 16: Triple's sat at its header's left)
            body = [x for y in range(rect.top - 22, rect.top - 4) for x in range(rect.centerx - 66, rect.centerx + 66)
                    if near(surface.get_at((x, y))[:3], theme.SEAT_COLOURS[1], 30)]
            assert body and abs((min(body) + max(body)) / 2 - rect.centerx) <= 2, (name.text, min(body), max(body), rect.centerx)
            continue
        # Triple's: beside its name, rocket and name centred together in the column (review 25: 26 px over the name
        # read as a speck at 800x450; the header's room under its total holds a rocket LEGIBLE px tall only there)
        ys = [y for y in range(rect.top - 10, rect.bottom + 10) for x in range(rect.left - 30, rect.left - 2)
              if near(surface.get_at((x, y))[:3], theme.SEAT_COLOURS[1], 30)]
        xs = [x for y in range(rect.top, rect.bottom) for x in range(rect.left - 30, rect.left - 2)
              if near(surface.get_at((x, y))[:3], theme.SEAT_COLOURS[1], 30)]
        column = next(sheet.layout.seat_rect(i) for i in range(2) if sheet.layout.seat_rect(i).contains(rect))
        assert ys and max(ys) - min(ys) + 1 >= 0.75 * rockets.LEGIBLE, (name.text, ys and (min(ys), max(ys)))
        assert abs((min(xs) + rect.right) / 2 - column.centerx) <= 5, (name.text, min(xs), rect.right, column.centerx)


def test_on_the_sky_the_sheet_looks_as_the_transparent_sheet_laid_on_the_sky():
    # On its background (the scene's sky) the sheet is drawn straight onto its ground laid on the sky, the seat on
    # turn's columns onto the ground washed first (no transparent canvas to clear, copy and lay on the sky each
    # time): the same pixels as a transparent sheet laid on the sky, but for letters' and marks' soft edges
    # (blended over an opaque ground rather than a translucent one: a few levels).
    sky = pygame.Surface((1280, 720))
    for y in range(720):
        sky.fill((12 + y // 40, 14 + y // 30, 40 + y // 9), (0, y, 1280, 1))
    ann = SeatColumns(name="Ann", colour=0, rocket=0, cells=((("ones", 3), ("chance", 22)),), upper=(3,),
                      bonus=(0,), column_totals=(25,), total=25, on_turn=True,
                      previews=(((0, "twos"), 4), ((0, "full_house"), 0), ((0, "sixes"), 18)), focus=(0, "sixes"))
    view = SheetView(seats=(ann, seat("Ben", (("fives", 15),), upper=15)), columns=1)
    rect = pygame.Rect(884, 56, 380, 620)
    on_sky = ScoreSheet(rect, 2, 1)
    on_sky.background = sky
    shown = sky.copy()
    on_sky.draw(shown, view)
    transparent = pygame.Surface((1280, 720), pygame.SRCALPHA)
    ScoreSheet(rect, 2, 1).draw(transparent, view)
    laid = sky.copy()
    laid.blit(transparent, (0, 0))
    apart = np.abs(pygame.surfarray.array3d(shown.subsurface(rect)).astype(int)
                   - pygame.surfarray.array3d(laid.subsurface(rect)).astype(int)).max(axis=2)
    assert apart.max() <= 5
    assert (apart == 0).mean() > 0.97


def test_triples_header_shows_no_grand_total_over_an_empty_card():
    """Review 15b: each Triple header showed "0" beside its rocket over a Total row of "0 0 0". The grand total
    stands in the header once the seat has filled a box (then it sums the three columns the Total row shows)."""
    def header_numbers(filled: tuple, total: int) -> list[str]:
        seat_view = SeatColumns(name="Ann", colour=0, rocket=0, cells=(filled, (), ()), upper=(0, 0, 0),
                                bonus=(0, 0, 0), column_totals=(total, 0, 0), total=total)
        lines = drawn_lines(SheetView(seats=(seat_view,), columns=3, weights=(1, 2, 3)))
        name = next(line for line in lines if line.text == "Ann")
        return [line.text for line in lines if line.text.isdigit() and line.rect.bottom <= name.rect.bottom]

    assert header_numbers((), 0) == []
    assert header_numbers((("chance", 17),), 17) == ["17"]


def test_a_computers_cursor_on_a_box_is_its_seats_solid_frame_and_its_pick_its_seats_tint():
    """Look review 17m: CPU 2's dashed frame on its Fours box read as a layout glitch; review 20: its 2 px frame and
    small pointer read as "a tiny arrow in the Fours cell". A computer's cursor on a box is an unbroken frame in its
    seat's colour as thick as the person's ring (3 px), no white in it; the box it picks is tinted in its seat's colour
    (as a person's pick is tinted in the chosen colour), white words reading on it 4.5:1 for every seat."""
    from dataclasses import replace

    from game.render import colour_vision, marks, rockets, theme

    sheet = ScoreSheet(pygame.Rect(874, 56, 378, 620), 2, 1)
    colour = rockets.seat_colour(1)
    for picked in (None, (0, "fours")):
        cpu = replace(seat("CPU 2", (("fours", 4),)), colour=1, focus=(0, "fours"), computer=True, on_turn=True,
                      selected=picked)
        canvas = pygame.Surface((1280, 720))
        sheet.draw(canvas, SheetView(seats=(seat("Ann"), cpu), columns=1))
        cell = pygame.Rect(sheet.layout.box_rect(1, (0, "fours")))
        rows = [all(canvas.get_at((x, y))[:3] == colour for x in range(cell.left + 18, cell.right - 18))
                for y in range(cell.top, cell.centery)]
        assert sum(rows) >= marks.COMPUTER_FRAME, "an unbroken top edge in the seat's colour, 3 px thick"
        assert theme.FOCUS not in {canvas.get_at((x, y))[:3] for x in range(cell.left, cell.right)
                                   for y in range(cell.top, cell.bottom)}
        face = canvas.get_at((cell.left + 20, cell.centery))[:3]
        assert (face == marks.computer_tint(colour)) == (picked is not None), (picked, face)
    for colour in theme.SEAT_COLOURS:
        assert colour_vision.contrast_ratio(theme.TEXT, marks.computer_tint(colour)) >= 4.5, colour


def test_the_sheet_is_a_score_card_of_its_own_not_a_console_panel():
    """Look review 17: "score sheets ... look like spreadsheets"; review 26: "make it a score pad ... lighten the
    stripes": a section's rows are one shade, parted by soft ruled lines; the row names' column edged by a margin
    rule (ink-blue since look review 27b: red there read as danger); the pad ring-bound along its top. Review 20: "generic navy gradient panels": the sheet is a card of its own (a slate face, not the
    panels' navy), read top to foot as a score card: the seats' names on a deep printed band, the row names on a deeper
    column than the write-in cells, the bonus a darker subtotal strip ruled above and below between the two sections,
    the total the card's foot, lighter than any row, under a double rule; a lit rim round it (read from the pixels of
    an empty column)."""
    view = SheetView(seats=(seat("Ann"), seat("Bob")), columns=1)
    sheet = ScoreSheet(pygame.Rect(874, 56, 378, 620), 2, 1)
    canvas = pygame.Surface((1280, 720))
    sheet.draw(canvas, view)
    layout = sheet.layout

    def at(x: int, y: int) -> int:
        return sum(canvas.get_at((x, y))[:3])

    def shade(row: int, dy: int = 0) -> int:
        cell = layout.cell_rect(1, 0, row)
        return at(cell.centerx, cell.centery + dy)

    for row in (1, 3, 8):   # look review 26: "lighten the stripes": the rows of a section one shade (no bands) ...
        assert abs(shade(row) - shade(row - 1)) <= 8, row
    rows = [shade(row) for row in (*range(6), *range(7, 14))]
    assert shade(14, 12) > max(rows) + 20                                                   # the total: the card's foot
    foot = layout.row_top(14)
    x = layout.cell_rect(1, 0, 14).centerx
    assert at(x, foot) > shade(13) + 40 and at(x, foot - 3) > shade(13) + 40        # a double rule: two lines ...
    assert at(x, foot - 2) < at(x, foot - 3) - 40                                   # ... a dark one between
    assert shade(6) < min(rows) - 6                                                       # the bonus's strip ...
    for y in (layout.row_top(6), layout.row_top(7) - 1):                                   # ... ruled above and below
        assert at(x, y) > shade(6) + 60 and at(x, y) > max(rows) + 30, y
    header = layout.rect.top + layout.header_height // 2
    assert at(layout.rect.left + 30, header) < min(rows) - 20          # the names' band (its label column: no words;
    # a seat's column holds its chip there, as wide as the turn's frame since look review 23)
    for row in (0, 1, 8):                                              # the row names' column: deeper than the cells
        assert at(layout.rect.left + LABEL_WIDTH - 8, layout.cell_rect(1, 0, row).centery) < shade(row) - 20, row
    for y in (layout.row_top(1), layout.row_top(12)):                 # the card's rim down its sides, lit
        assert at(layout.rect.left + 1, y) > max(rows) + 90 and at(layout.rect.right - 2, y) > max(rows) + 90, y
    assert at(x, layout.row_top(0) - 1) > max(rows) + 30               # a rule under the names' band
    face = canvas.get_at(layout.cell_rect(1, 0, 2).center)[:3]        # a slate card, not the panels' navy
    navy = panel.panel_fill(235)
    assert face[2] - face[0] < (navy[2] - navy[0]) - 12, (face, navy)
    for row in (2, 9):                                           # ... parted by a soft ruled line: lighter, not heavy
        between = sum(canvas.get_at((layout.cell_rect(1, 0, row).centerx, layout.row_top(row)))[:3])
        assert shade(row) + 15 < between < shade(row) + 90, (row, between, shade(row))
    margin = canvas.get_at((layout.rect.left + LABEL_WIDTH - 2, layout.cell_rect(1, 0, 4).centery))[:3]
    assert margin[2] > margin[0] + 40 and margin[2] > margin[1] + 20, margin   # the pad's margin: a calm ink-blue rule
    assert sum(margin) > at(layout.rect.left + LABEL_WIDTH - 8, layout.cell_rect(1, 0, 4).centery) + 60, margin
    top = [canvas.get_at((x, layout.rect.top + 4))[:3] for x in range(layout.rect.left + 4, layout.rect.left + LABEL_WIDTH)]
    assert sum(1 for colour in top if sum(colour) > 500) >= 10, top   # its binding's rings along the top edge


def _ground_and_ink(picture: pygame.Surface, rect: pygame.Rect) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Under a line of text: its ground (the median colour of its box) and its ink (the colour in it farthest from
    the ground: the letters' cores)."""
    pixels = pygame.surfarray.array3d(picture.subsurface(rect.clip(picture.get_rect()))).reshape(-1, 3)
    ground = tuple(int(v) for v in np.median(pixels, axis=0))
    def luminance(colours):      # (WCAG's relative luminance, as colour_vision.contrast_ratio reckons it)
        linear = np.asarray(colours) / 255.0
        linear = np.where(linear <= 0.03928, linear / 12.92, ((linear + 0.055) / 1.055) ** 2.4)
        return linear @ np.array([0.2126, 0.7152, 0.0722])

    light, under = luminance(pixels), luminance(ground)
    ratio = (np.maximum(light, under) + 0.05) / (np.minimum(light, under) + 0.05)
    return ground, tuple(int(v) for v in pixels[int(np.argmax(ratio))])


def test_every_word_on_the_card_reads_at_four_and_a_half_to_one():
    """Every line the sheet draws (names in any seat's colour on the header band, row names on their column, a crossed
    out row's name, the bonus's label, scores, previews green and grey, Triple's weights, a level's tags) stands out
    from the card under it at 4.5:1 or more (WCAG AA), in the seat on turn's lighter columns too: measured from the
    pixels, the ink against the ground of its box."""
    from dataclasses import replace

    from game.render import colour_vision
    previews = tuple((((0, name), points) for name, points in (("twos", 0), ("threes", 9), ("fives", 0), ("sixes", 18),
                      ("three_kind", 21), ("four_kind", 0), ("full_house", 0), ("chance", 21))))
    first = replace(seat("Player 1", (("ones", 3),), upper=3), on_turn=True, previews=previews, selected=(0, "fives"))
    dicetime = SheetView(seats=(first, *(replace(seat(f"CPU {n}", (("chance", 9 + n),)), colour=n - 1, rocket=n - 1)
                                         for n in range(2, 7))), columns=1, names_in_colour=True)
    puzzle = SheetView(seats=(first,), columns=1, marks=(("ones", "out"), ("twos", "x2"), ("chance", "must")))
    triple_seat = SeatColumns(name="Ann", colour=0, rocket=0, cells=((("ones", 2),), (), ()), upper=(2, 0, 0),
                              bonus=(0, 0, 0), column_totals=(2, 0, 0), total=2, on_turn=True,
                              previews=(((1, "sixes"), 36), ((2, "twos"), 0)))
    triple = SheetView(seats=(triple_seat, replace(triple_seat, name="Bob", colour=1, on_turn=False, previews=())),
                       columns=3, weights=(1, 2, 3))
    low = []
    for view, rect in ((dicetime, pygame.Rect(700, 56, 564, 620)), (puzzle, pygame.Rect(874, 56, 378, 620)),
                       (triple, pygame.Rect(788, 56, 476, 620))):
        sheet = ScoreSheet(rect, len(view.seats), view.columns)
        canvas = pygame.Surface((1280, 720))
        with text.recording() as lines:
            sheet.draw(canvas, view)
        assert len(lines) > 20
        for line in lines:
            ground, ink = _ground_and_ink(canvas, line.rect)
            if colour_vision.contrast_ratio(ink, ground) < 4.5:
                low.append((line.text, ground, ink, round(colour_vision.contrast_ratio(ink, ground), 2)))
    assert not low, low


def test_a_levels_tags_never_cross_a_row_name():
    """A level's "must" and "x2" beside the longest row names ("Sm. straight", "Lg. straight", in German too) are drawn
    clear of them (they were drawn over the name's end, at the label column's right edge: a campaign level's straights),
    and a picked box's tint leaves its tag seen: the tag's ink stands out from the cell under it."""
    from dataclasses import replace

    from game import words
    from game.render import colour_vision
    from game.render.scoresheet import ROWS
    marks = (("small_straight", "must"), ("large_straight", "x2"), ("four_kind", "must"), ("five_kind", "x2"))
    for language in ("en", "de"):
        words.set_language(language)
        try:
            picked = replace(seat("Player 1", ()), selected=(0, "four_kind"))
            view = SheetView(seats=(picked,), columns=1, marks=marks)   # (a picked box's tint hid its tag)
            sheet = ScoreSheet(pygame.Rect(874, 56, 378, 620), 1, 1)
            canvas = pygame.Surface((1280, 720))
            with text.recording() as lines:
                sheet.draw(canvas, view)
            must = words._("must")
        finally:
            words.set_language("en")
        tags = [line for line in lines if line.text in ("x2", must)]
        assert len(tags) == 4, [line.text for line in lines]
        crossed = [(tag.text, line.text) for tag in tags for line in lines
                   if line is not tag and tag.rect.colliderect(line.rect)]
        assert not crossed, (language, crossed)
        picked = next(tag for tag in tags if tag.rect.collidepoint(tag.rect.centerx, sheet.layout.cell_rect(
            0, 0, next(i for i, (_k, name) in enumerate(ROWS) if name == "four_kind")).centery))
        ground, ink = _ground_and_ink(canvas, picked.rect)
        assert colour_vision.contrast_ratio(ink, ground) >= 4.5, (language, ground, ink)


def test_the_bonus_bars_words_read_on_its_fill_and_groove():
    """The upper bonus's "12/63" over the capsule's fill and its groove: WCAG >= 4.5 on both (the final read of session
    16 measured 3.3:1 on the fill once the bar passes the words' middle); the fill itself seen on the groove (critique
    mid18: "the progress fill is invisible, a tiny dark pill")."""
    from game.render import colour_vision, sheet_cells
    for ground in (sheet_cells.BONUS_FILL, sheet_cells.BONUS_GROOVE):
        assert colour_vision.contrast_ratio(sheet_cells.BONUS_WORDS, ground) >= 4.5, ground
    assert colour_vision.contrast_ratio(sheet_cells.BONUS_FILL, sheet_cells.BONUS_GROOVE) >= 2.5
