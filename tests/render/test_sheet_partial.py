"""The score sheet drawn in part (`ScoreSheet.draw(..., partial=True)`, the still layer's partial patch): over what
it drew on a surface last, it blits only what changed since (a throw's previews: the columns of the seat on turn),
and the surface then shows what drawing the whole sheet shows, pixels and lines, also after the sheet was drawn on
another surface in between (a test's fresh layer) or put off."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from game.render import text
from game.render.scoresheet import ScoreSheet, SeatColumns, SheetView
from game.rules.dicetime import LOWER, UPPER

CATEGORIES = UPPER + LOWER


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def seat(index: int, columns: int) -> SeatColumns:
    return SeatColumns(name=f"Seat {index + 1}", colour=index, rocket=index, cells=((),) * columns,
                       upper=(0,) * columns, bonus=(0,) * columns, column_totals=(0,) * columns, total=0)


def played(rng: random.Random, columns: SeatColumns, width: int) -> SeatColumns:
    """A seat's columns after a throw's previews, a focus moving, a fill, or the previews going."""
    column = rng.randrange(width)
    kind = rng.choice(("previews", "previews", "focus", "fill", "clear"))
    if kind == "previews":
        return replace(columns, previews=tuple(((c, name), rng.randrange(0, 30)) for c in range(width)
                                               for name in CATEGORIES if rng.random() < 0.8))
    if kind == "focus":
        return replace(columns, focus=(column, rng.choice(CATEGORIES)), computer=rng.random() < 0.5)
    if kind == "fill":
        cells = list(columns.cells)
        cells[column] = cells[column] + ((rng.choice(CATEGORIES), rng.randrange(0, 50)),)
        return replace(columns, cells=tuple(cells), total=columns.total + 5)
    return replace(columns, previews=(), focus=None)


def lines(surface: pygame.Surface, rect: pygame.Rect) -> list[tuple]:
    return sorted((line.text, line.px, tuple(line.rect)) for line in text.lines_on(surface)
                  if rect.collidepoint(line.rect.center))


def sky(rng: random.Random) -> pygame.Surface:
    background = pygame.Surface((1280, 720))
    for _ in range(300):
        background.fill((rng.randrange(40), rng.randrange(40), 60 + rng.randrange(60)),
                        (rng.randrange(1280), rng.randrange(720), 3, 3))
    return background


@pytest.mark.parametrize("seats,width", [(1, 1), (2, 1), (2, 3), (4, 3)])
def test_a_sheet_drawn_in_part_shows_what_the_whole_sheet_shows(seats, width):
    rng = random.Random(seats * 7 + width)
    background = sky(rng)
    rect = pygame.Rect(1280 - 16 - (160 + max(2, seats) * width * 60), 56, 160 + max(2, seats) * width * 60, 620)
    kept = ScoreSheet(rect, seats, width)
    kept.background = background
    layer, elsewhere = background.copy(), background.copy()
    view = SheetView(seats=tuple(seat(i, width) for i in range(seats)), columns=width, weights=(1, 2, 3)[:width])
    kept.draw(layer, view)
    small = halves = 0
    for step in range(30):
        on_turn = (step // 5) % seats    # (the turn passes now and then: the whole sheet again)
        columns = [replace(s, on_turn=i == on_turn, previews=s.previews if i == on_turn else ())
                   for i, s in enumerate(view.seats)]
        columns[on_turn] = played(rng, columns[on_turn], width)
        view = replace(view, seats=tuple(columns))
        if rng.random() < 0.15:     # drawn on another surface (a fresh layer): the layer no longer shows its picture
            kept.draw(elsewhere, view)
            continue
        before = pygame.image.tobytes(layer, "RGB")
        render = rng.random() < 0.8
        drawn = kept.draw(layer, view, render=render, partial=True)
        for late in range(3):       # put off (or half drawn): nothing blitted; shown three frames late at most
            if drawn is not False:
                break
            halves += render or late > 0      # (much to draw over a picture shown whole: drawn over two frames)
            assert pygame.image.tobytes(layer, "RGB") == before
            drawn = kept.draw(layer, view, partial=True)
        assert isinstance(drawn, list) and all(rect.contains(part) for part in drawn)
        small += sum(part.width * part.height for part in drawn) < rect.width * rect.height // 2
        whole = ScoreSheet(rect, seats, width)
        whole.background = background
        fresh = background.copy()
        whole.draw(fresh, view)
        assert pygame.image.tobytes(layer.subsurface(rect), "RGB") == pygame.image.tobytes(fresh.subsurface(rect), "RGB"), \
            f"step {step}"
        assert lines(layer, rect) == lines(fresh, rect), f"step {step}"
    assert small >= 5    # most changes were blitted in part
    assert halves >= 3   # a throw's previews, a turn passing: half drawn in one frame, the rest and all shown the next
