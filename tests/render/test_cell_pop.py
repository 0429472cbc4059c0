"""A filled box's number is stamped in (look review 26: "stamp a number in when it is filled"): as its planets land,
the number comes down onto the pad bigger than its figure on the sheet and lands at its size within a fraction of a
second; with reduced motion nothing moves (read from the pixels drawn over the sheet)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.render import cell_pop, text, theme
from game.render.sheet_layout import SCORE_SIZE

CELL = pygame.Rect(600, 300, 110, 36)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def over_the_glow(now: float, label: str = "25", reduced: bool = False) -> pygame.Rect | None:
    """What a pop with `label` draws `now` s in beyond the same pop's glow alone: its bounding box (None: nothing)."""
    pictures = []
    for stamped in (label, ""):
        pops = cell_pop.CellPops()
        pops.start(CELL, theme.TEXT, 0.0, reduced, label=stamped, size=SCORE_SIZE)
        surface = pygame.Surface((1280, 720))
        pops.draw(surface, now)
        pictures.append(pygame.surfarray.array3d(surface).astype(int))
    differs = np.abs(pictures[0] - pictures[1]).sum(axis=2) > 30
    xs, ys = np.nonzero(differs)
    return None if not len(xs) else pygame.Rect(xs.min(), ys.min(), xs.max() - xs.min() + 1, ys.max() - ys.min() + 1)


def test_a_filled_number_comes_down_bigger_and_lands_at_its_size():
    figure = text.render("25", SCORE_SIZE, theme.TEXT, True).get_bounding_rect()
    early = over_the_glow(0.01)
    assert early is not None and early.height > figure.height * 1.3 and early.width > figure.width * 1.3, (early, figure)
    assert CELL.inflate(40, 40).contains(early) and abs(early.centerx - CELL.centerx) <= 2, early
    late = over_the_glow(cell_pop.STAMP - 0.01)
    assert late is not None and late.height <= figure.height + 2, (late, figure)   # at its size, as it lands
    assert over_the_glow(cell_pop.STAMP + 0.05) is None                             # then the sheet's own figure alone


def test_reduced_motion_stamps_nothing():
    pops = cell_pop.CellPops()
    pops.start(CELL, theme.TEXT, 0.0, True, label="25", size=SCORE_SIZE)
    surface = pygame.Surface((1280, 720))
    pops.draw(surface, 0.01)
    assert pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255)).count() == 1280 * 720   # all black
