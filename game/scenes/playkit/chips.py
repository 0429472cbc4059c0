"""Where a label about some dice goes on the felt ("+1000 together" over three planets): near its dice and
clear of every die drawn there, so a chip never hides a planet."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.render import dice_view

GAP = 8   # px between a chip and the dice it names


def die_box(center: tuple[float, float], radius: float) -> pygame.Rect:
    """The square a resting die is drawn in, round the middle of its drawn top: its footprint's circumradius
    and the lean of its sides in perspective (`0.09`)."""
    half = radius * (1.0 + 2.0 * dice_view.LEAN) + 2
    return pygame.Rect(round(center[0] - half), round(center[1] - half), round(2 * half), round(2 * half))


def place(size: tuple[int, int], group: Sequence[tuple[float, float]], dice: Iterable[pygame.Rect],
          area: pygame.Rect, taken: Iterable[pygame.Rect] = ()) -> pygame.Rect | None:
    """A rect of `size` inside `area` that covers none of `dice` (nor the chips already `taken`), as near to
    the dice of its `group` (their drawn tops' middles) as it can be: above them, else under them, else
    beside them, else the nearest free place on the felt. None when the felt has no room (say nothing)."""
    boxes = [pygame.Rect(r) for r in dice]
    blocked = boxes + [pygame.Rect(r).inflate(8, 4) for r in taken]
    xs = [c[0] for c in group]
    ys = [c[1] for c in group]
    gx = round(sum(xs) / len(xs))
    reach = max((r.height for r in boxes), default=0) // 2
    top, bottom = round(min(ys)) - reach - GAP, round(max(ys)) + reach + GAP
    left, right = round(min(xs)) - reach - GAP, round(max(xs)) + reach + GAP
    w, h = size
    tries = []
    for dx in (0, -w // 3, w // 3, -2 * w // 3, 2 * w // 3):
        tries.append(pygame.Rect(gx - w // 2 + dx, top - h, w, h))        # above the group
    for dx in (0, -w // 3, w // 3, -2 * w // 3, 2 * w // 3):
        tries.append(pygame.Rect(gx - w // 2 + dx, bottom, w, h))         # under it
    middle = round(sum(ys) / len(ys)) - h // 2
    tries += [pygame.Rect(right, middle, w, h), pygame.Rect(left - w, middle, w, h)]   # beside it
    for rect in tries:
        if area.contains(rect) and rect.collidelist(blocked) < 0:
            return rect
    return _nearest_free(w, h, gx, top - h // 2, blocked, area)


def _nearest_free(w: int, h: int, gx: int, gy: int, blocked: list[pygame.Rect], area: pygame.Rect
                  ) -> pygame.Rect | None:
    """The free place nearest (gx, gy) (a rect's middle) on a grid over `area` (every 8 px across, 6 down):
    of equally near ones, the first row by row. All places at once in arrays (looked at one by one, the
    5,000 places of 10000's felt cost ~1 ms of a landing's frame)."""
    import numpy as np  # (not at start-up: the title does not need it)

    xs = np.arange(area.left, area.right - w + 1, 8, dtype=np.int64)
    ys = np.arange(area.top, area.bottom - h + 1, 6, dtype=np.int64)
    if not len(xs) or not len(ys):
        return None
    free = np.ones((len(ys), len(xs)), dtype=bool)
    for box in blocked:   # pygame's colliderect: an overlap, edges that only touch do not count
        if box.width <= 0 or box.height <= 0:
            continue
        across = (xs < box.right) & (xs + w > box.left)
        down = (ys < box.bottom) & (ys + h > box.top)
        free &= ~(down[:, None] & across[None, :])
    if not free.any():
        return None
    far = ((ys + h // 2 - gy) ** 2)[:, None] + ((xs + w // 2 - gx) ** 2)[None, :]
    far = np.where(free, far, np.iinfo(np.int64).max)
    row, column = divmod(int(np.argmin(far)), len(xs))   # the first of the nearest, as the rows are read
    return pygame.Rect(int(xs[column]), int(ys[row]), w, h)
