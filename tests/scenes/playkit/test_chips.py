"""A chip's place on the felt (`chips.place`): the same place as looking at every place of the felt one by one,
found row by row, the nearest rows first (a landing in 10000 whose chips find no room near their dice looked at
~5,000 places in its frame, ~1 ms)."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.scenes.playkit import chips

FELT = pygame.Rect(34, 82, 792, 306)   # 10000's felt, less the chips' margin


def place_one_by_one(size, group, dice, area, taken=()):
    """The rule, read plainly: the places near the group in order, else every place of the felt's grid (8 px
    across, 6 down), the nearest to the middle above the group; of equally near ones the first, row by row."""
    boxes = [pygame.Rect(r) for r in dice]
    blocked = boxes + [pygame.Rect(r).inflate(8, 4) for r in taken]
    xs, ys = [c[0] for c in group], [c[1] for c in group]
    gx = round(sum(xs) / len(xs))
    reach = max((r.height for r in boxes), default=0) // 2
    top, bottom = round(min(ys)) - reach - chips.GAP, round(max(ys)) + reach + chips.GAP
    left, right = round(min(xs)) - reach - chips.GAP, round(max(xs)) + reach + chips.GAP
    w, h = size
    tries = [pygame.Rect(gx - w // 2 + dx, top - h, w, h) for dx in (0, -w // 3, w // 3, -2 * w // 3, 2 * w // 3)]
    tries += [pygame.Rect(gx - w // 2 + dx, bottom, w, h) for dx in (0, -w // 3, w // 3, -2 * w // 3, 2 * w // 3)]
    middle = round(sum(ys) / len(ys)) - h // 2
    tries += [pygame.Rect(right, middle, w, h), pygame.Rect(left - w, middle, w, h)]
    for rect in tries:
        if area.contains(rect) and rect.collidelist(blocked) < 0:
            return rect
    best = None
    for y in range(area.top, area.bottom - h + 1, 6):
        for x in range(area.left, area.right - w + 1, 8):
            rect = pygame.Rect(x, y, w, h)
            if rect.collidelist(blocked) >= 0:
                continue
            far = (rect.centerx - gx) ** 2 + (rect.centery - (top - h // 2)) ** 2
            if best is None or far < best[0]:
                best = (far, rect)
    return best[1] if best else None


points = st.tuples(st.integers(FELT.left - 40, FELT.right + 40), st.integers(FELT.top - 40, FELT.bottom + 40))
boxes = st.builds(lambda c, s: pygame.Rect(c[0] - s // 2, c[1] - s // 2, s, s), points, st.integers(20, 260))


@settings(max_examples=150, deadline=None)
@given(size=st.tuples(st.integers(20, 300), st.integers(10, 120)), group=st.lists(points, min_size=1, max_size=4),
       dice=st.lists(boxes, max_size=7), taken=st.lists(boxes, max_size=3))
def test_a_chip_goes_where_looking_at_every_place_one_by_one_puts_it(size, group, dice, taken):
    assert chips.place(size, group, dice, FELT, taken) == place_one_by_one(size, group, dice, FELT, taken)


def test_a_crowded_felt_puts_the_chip_at_the_nearest_free_place_or_nowhere():
    dice = [pygame.Rect(x, y, 100, 80) for x in range(FELT.left - 20, FELT.right, 125)
            for y in range(FELT.top - 20, FELT.bottom, 110)]   # gaps of 25 px across, 30 down
    crowded = chips.place((20, 24), [(400, 200)], dice, FELT)
    assert crowded is not None and crowded == place_one_by_one((20, 24), [(400, 200)], dice, FELT)
    assert FELT.contains(crowded) and crowded.collidelist(dice) < 0
    assert chips.place((60, 30), [(400, 200)], [FELT.inflate(40, 40)], FELT) is None


def nearest_free_one_by_one(w, h, gx, gy, blocked, area):
    """The last resort read plainly: every place of the grid, the nearest; of equally near ones the first, row by row."""
    best = None
    for y in range(area.top, area.bottom - h + 1, 6):
        for x in range(area.left, area.right - w + 1, 8):
            rect = pygame.Rect(x, y, w, h)
            if rect.collidelist([box for box in blocked if box.width > 0 and box.height > 0]) >= 0:
                continue
            far = (x + w // 2 - gx) ** 2 + (y + h // 2 - gy) ** 2
            if best is None or far < best[0]:
                best = (far, rect)
    return best[1] if best else None


def test_the_nearest_free_place_breaks_ties_as_the_rows_are_read():
    """Aims halfway between two columns and two rows (equally near places), small felts crowded with boxes: the place
    looked for row by row is the one every place looked at in turn gives (the first of the nearest)."""
    import random

    rng = random.Random(7)
    for _case in range(1500):
        area = pygame.Rect(rng.randint(0, 40), rng.randint(0, 40), rng.randint(20, 220), rng.randint(20, 160))
        w, h = rng.randint(4, 60), rng.randint(4, 40)
        gx = area.left + w // 2 + 8 * rng.randint(-3, 30) + rng.choice((4, 4, 0, 3))
        gy = area.top + h // 2 + 6 * rng.randint(-3, 30) + rng.choice((3, 3, 0, 2))
        blocked = [pygame.Rect(rng.randint(area.left - 30, area.right), rng.randint(area.top - 30, area.bottom),
                               rng.randint(0, 90), rng.randint(0, 70)) for _box in range(rng.randint(0, 9))]
        assert chips._nearest_free(w, h, gx, gy, blocked, area) == nearest_free_one_by_one(w, h, gx, gy, blocked,
                                                                                          area), _case
    # Boxes round the aim's place (160, 120): in its row the nearest free places lie 24 px across, the rows 1-3 away
    # are blocked further out, and the place 24 px up is free: as near, and in a row read before.
    area, boxes = pygame.Rect(0, 0, 400, 300), [pygame.Rect(137, 103, 48, 14), pygame.Rect(137, 127, 48, 14),
                                                pygame.Rect(145, 121, 32, 4)]
    assert chips._nearest_free(4, 4, 162, 122, boxes, area) == pygame.Rect(160, 96, 4, 4)
    assert nearest_free_one_by_one(4, 4, 162, 122, boxes, area) == pygame.Rect(160, 96, 4, 4)
