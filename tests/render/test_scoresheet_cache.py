"""The score sheet's cache: after any sequence of views it shows exactly what a fresh sheet draws for
the last one (its kept surfaces and kept ground are drawn over, never new)."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from game.render import text
from game.render.scoresheet import ScoreSheet, SeatColumns, SheetView
from game.rules.dicetime import LOWER, UPPER

NAMES = ("Ann", "Ben", "Computer 3", "Dee")
CATEGORIES = UPPER + LOWER
LEVEL_MARKS = ((("Chance", "out"), ("Ones", "x2"), ("Sixes", "must")), ())


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def seat(index: int, columns: int) -> SeatColumns:
    return SeatColumns(name=NAMES[index], colour=index, rocket=index, cells=((),) * columns,
                       upper=(0,) * columns, bonus=(0,) * columns, column_totals=(0,) * columns, total=0)


def changed(rng: random.Random, columns: SeatColumns, width: int) -> SeatColumns:
    """One seat's columns after a random thing that happens in play."""
    column = rng.randrange(width)
    box = (column, rng.choice(CATEGORIES))
    kind = rng.choice(("fill", "preview", "focus", "select", "hint", "clear", "computer", "handover"))
    if kind == "fill":
        cells = list(columns.cells)
        cells[column] = cells[column] + ((box[1], rng.randrange(0, 50)),)
        totals = list(columns.column_totals)
        totals[column] += 7
        return replace(columns, cells=tuple(cells), column_totals=tuple(totals), total=columns.total + 7)
    if kind == "preview":
        return replace(columns, previews=tuple(((column, c), rng.randrange(0, 30)) for c in CATEGORIES[:5]))
    if kind == "focus":
        return replace(columns, focus=box)
    if kind == "select":
        return replace(columns, selected=box, zero_armed=box if rng.random() < 0.3 else None)
    if kind == "hint":
        return replace(columns, hinted=box)
    if kind == "computer":
        return replace(columns, focus=box, computer=True)
    if kind == "handover":   # the same focus, now a person's (or a computer's) cursor
        return replace(columns, computer=not columns.computer)
    return replace(columns, previews=(), focus=None, selected=None, zero_armed=None, hinted=None)


def pixels(sheet: ScoreSheet, view: SheetView, background: pygame.Surface) -> bytes:
    frame = background.copy()
    sheet.draw(frame, view)
    return pygame.image.tobytes(frame.subsurface(sheet.layout.rect), "RGB")


@pytest.mark.parametrize("seats,width", [(1, 1), (2, 1), (4, 1), (2, 3), (4, 3)])
@pytest.mark.parametrize("opaque", [False, True])
def test_a_kept_sheet_draws_what_a_fresh_one_draws(seats, width, opaque):
    rng = random.Random(seats * 10 + width)
    background = pygame.Surface((1280, 720))
    for _ in range(300):   # a sky with some stars: the sheet is translucent
        background.fill((rng.randrange(40), rng.randrange(40), 60 + rng.randrange(60)),
                        (rng.randrange(1280), rng.randrange(720), 3, 3))
    sheet_width = 132 + max(2, seats) * width * 90
    rect = pygame.Rect(1280 - 16 - sheet_width, 56, sheet_width, 620)
    kept = ScoreSheet(rect, seats, width)
    if opaque:
        kept.background = background
    view = SheetView(seats=tuple(seat(i, width) for i in range(seats)), columns=width,
                     weights=(1, 2, 3)[:width])
    for step in range(40):
        columns = list(view.seats)
        if step % 7 == 6:      # the turn passes
            on = next((i for i, c in enumerate(columns) if c.on_turn), 0)
            columns[on] = replace(columns[on], on_turn=False)
            columns[(on + 1) % seats] = replace(columns[(on + 1) % seats], on_turn=True)
        else:
            who = rng.randrange(seats)
            columns[who] = changed(rng, columns[who], width)
        marks = LEVEL_MARKS[step // 20]      # a level's marks, then none: the kept ground changes too
        view = replace(view, seats=tuple(columns), marks=marks, bonus_line=50 if marks else 63)
        fresh = ScoreSheet(rect, seats, width)
        if opaque:
            fresh.background = background
        assert pixels(kept, view, background) == pixels(fresh, view, background), f"step {step}"


def test_a_sheet_told_not_to_render_draws_its_last_picture_and_says_so():
    background = pygame.Surface((1280, 720))
    rect = pygame.Rect(900, 56, 312, 620)
    sheet = ScoreSheet(rect, 2, 1)
    sheet.background = background
    first = SheetView(seats=(seat(0, 1), seat(1, 1)), columns=1)
    second = replace(first, seats=(replace(seat(0, 1), on_turn=True, focus=(0, "Chance")), seat(1, 1)))
    assert sheet.draw(background.copy(), first) is True
    old = pixels(sheet, first, background)
    frame = background.copy()
    assert sheet.draw(frame, second, render=False) is False        # put off: the last picture, unchanged
    assert pygame.image.tobytes(frame.subsurface(rect), "RGB") == old
    assert sheet.draw(frame, second) is True
    fresh = ScoreSheet(rect, 2, 1)
    fresh.background = background
    assert pixels(sheet, second, background) == pixels(fresh, second, background) != old


@pytest.mark.parametrize("width", [1, 3])
def test_each_kind_of_change_alone_draws_what_a_fresh_sheet_draws(width):
    """One change at a time from the same view, drawn where it changed only: each must match."""
    background = pygame.Surface((1280, 720))
    background.fill((20, 20, 70))
    rect = pygame.Rect(1280 - 16 - (132 + 2 * width * 90), 56, 132 + 2 * width * 90, 620)
    first = replace(seat(0, width), on_turn=True, focus=(width - 1, "chance"),
                    previews=tuple(((c, name), 5) for c in range(width) for name in CATEGORIES[:4]))
    base = SheetView(seats=(first, seat(1, width)), columns=width, weights=(1, 2, 3)[:width])
    changes = {
        "handover": replace(first, computer=True, hinted=(0, "sixes")),   # (with a change elsewhere)
        # (a computer's cursor: a person's focus is drawn over the sheet each frame, never in its picture:
        # `sheet_cells.draw_focus`)
        "focus": replace(first, focus=(0, "ones"), computer=True),
        "select": replace(first, selected=(0, "twos")),
        "zero": replace(first, selected=(0, "twos"), zero_armed=(0, "twos")),
        "hint": replace(first, hinted=(0, "threes")),
        "previews": replace(first, previews=()),
        "fill": replace(first, cells=(((("ones", 3),),) + ((),) * (width - 1)), column_totals=(3,) + (0,) * (width - 1),
                        upper=(3,) + (0,) * (width - 1), total=3),
    }
    for name, changed_seat in changes.items():
        kept = ScoreSheet(rect, 2, width)
        kept.background = background
        pixels(kept, base, background)
        after = replace(base, seats=(changed_seat, base.seats[1]))
        fresh = ScoreSheet(rect, 2, width)
        fresh.background = background
        assert pixels(kept, after, background) == pixels(fresh, after, background), name
        assert pixels(fresh, after, background) != pixels(fresh, base, background), f"{name} shows nothing"


def test_a_view_shown_a_moment_ago_shows_again_at_once_and_as_a_fresh_sheet_draws_it():
    """A throw's sheet (no previews) comes back at every throw of a turn: the sheet shows it again even when
    told not to render (nothing is drawn for it), exactly as a fresh sheet draws it, and a change after it
    still draws what a fresh sheet draws."""
    background = pygame.Surface((1280, 720))
    background.fill((20, 20, 70), (0, 0, 1280, 360))
    rect = pygame.Rect(900, 56, 312, 620)
    sheet = ScoreSheet(rect, 2, 1)
    sheet.background = background
    flying = SheetView(seats=(replace(seat(0, 1), on_turn=True), seat(1, 1)), columns=1)
    landed = replace(flying, seats=(replace(flying.seats[0], previews=(((0, "chance"), 17), ((0, "ones"), 2))),
                                    flying.seats[1]))
    focused = replace(landed, seats=(replace(landed.seats[0], focus=(0, "ones")), landed.seats[1]))

    def fresh(view: SheetView) -> bytes:
        new = ScoreSheet(rect, 2, 1)
        new.background = background
        return pixels(new, view, background)

    assert pixels(sheet, flying, background) == fresh(flying)
    assert pixels(sheet, landed, background) == fresh(landed)
    frame = background.copy()
    assert sheet.draw(frame, flying, render=False) is True     # shown a moment ago: at once
    assert pygame.image.tobytes(frame.subsurface(rect), "RGB") == fresh(flying)
    for view in (landed, focused, flying, focused, landed):
        with text.recording() as drawn:
            assert pixels(sheet, view, background) == fresh(view)
        assert drawn and all(rect.contains(line.rect) for line in drawn), "every line read where it shows"


def test_a_throws_previews_after_a_sheet_shown_again_draw_only_the_columns_near_the_seat_on_turn(monkeypatch):
    """The previews a landing brings (a dozen cells of the seat on turn) are drawn where they are, after the
    throw's sheet came back from its kept picture: the seats far from it are not drawn again, and the sheet
    shows exactly what a fresh one draws."""
    background = pygame.Surface((1280, 720))
    background.fill((20, 20, 70), (0, 0, 1280, 360))
    rect = pygame.Rect(1280 - 16 - (132 + 4 * 90), 56, 132 + 4 * 90, 620)
    sheet = ScoreSheet(rect, 4, 1)
    sheet.background = background
    flying = SheetView(seats=(replace(seat(0, 1), on_turn=True),) + tuple(seat(i, 1) for i in range(1, 4)),
                       columns=1)
    landed = [replace(flying, seats=(replace(flying.seats[0], previews=tuple(((0, name), (k + i) % 30)
                                                                             for i, name in enumerate(CATEGORIES))),)
                      + flying.seats[1:]) for k in range(2)]

    def fresh(view: SheetView) -> bytes:
        new = ScoreSheet(rect, 4, 1)
        new.background = background
        return pixels(new, view, background)

    names: list[str] = []
    draw = text.draw_name
    monkeypatch.setattr(text, "draw_name", lambda surface, name, *a, **k: (names.append(name),
                                                                          draw(surface, name, *a, **k))[1])
    for view in (flying, landed[0], flying, landed[1]):   # a throw, its landing; the next throw, its landing
        expected = fresh(view)
        names.clear()
        assert pixels(sheet, view, background) == expected
    assert names == ["Ann", "Ben"], "only the seat on turn and its neighbour drawn again"


def test_a_card_another_sheet_made_draws_what_a_card_made_afresh_draws():
    """Sheets of the same size and rows share their card (made once, `sheet_pictures._card`): a sheet drawn after
    others of its size (with other views, transparent and on a sky) shows exactly what it shows with every card made
    again, and took no card of its own."""
    from game.render import sheet_pictures

    background = pygame.Surface((1280, 720))
    background.fill((20, 20, 70), (0, 0, 1280, 360))
    rect = pygame.Rect(900, 56, 312, 620)
    first = SheetView(seats=(replace(seat(0, 1), on_turn=True, focus=(0, "ones")), seat(1, 1)), columns=1)
    later = replace(first, seats=(seat(0, 1), replace(seat(1, 1), on_turn=True, selected=(0, "twos"))),
                    marks=LEVEL_MARKS[0], bonus_line=50)
    for view, opaque in ((first, True), (later, False), (first, False)):
        sheet = ScoreSheet(rect, 2, 1)
        if opaque:
            sheet.background = background
        pixels(sheet, view, background)
    made = sheet_pictures._card.cache_info().misses
    kept = pixels(ScoreSheet(rect, 2, 1), later, background)
    assert sheet_pictures._card.cache_info().misses == made, "the sheet made its own card"
    sheet_pictures._card.cache_clear()
    assert pixels(ScoreSheet(rect, 2, 1), later, background) == kept
