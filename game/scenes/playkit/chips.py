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
    """The free place nearest (gx, gy) (a rect's middle) on a grid over `area` (every 8 px across, 6 down): of equally
    near ones, the first row by row. The rows nearest first, in each the nearest of the columns the boxes over it leave
    free, until a row lies further than the best place found (the ~5,000 places of 10000's felt looked at one by one
    cost ~1 ms of a landing's frame; as numpy arrays 0.2-0.3 ms there, cold; so ~0.03 ms)."""
    columns = (area.right - w - area.left) // 8 + 1 if area.right - w >= area.left else 0
    rows = (area.bottom - h - area.top) // 6 + 1 if area.bottom - h >= area.top else 0
    if columns <= 0 or rows <= 0:
        return None
    boxes = [box for box in blocked if box.width > 0 and box.height > 0]
    # the columns a box covers: those whose place overlaps it across (x < right and x + w > left), x = left0 + 8 k
    spans = [((box.left - w - area.left) // 8 + 1, (box.right - area.left - 1) // 8, box.top, box.bottom)
             for box in boxes]
    off = area.left + w // 2 - gx          # a column k's dx is 8 k + off
    best = None                            # (far, row, column)
    for dy2, row, y in sorted(((area.top + 6 * j + h // 2 - gy) ** 2, j, area.top + 6 * j) for j in range(rows)):
        if best is not None and dy2 > best[0]:
            break
        taken = sorted((max(0, a), min(columns - 1, b)) for a, b, top, bottom in spans
                       if y < bottom and y + h > top and a <= b and b >= 0 and a < columns)
        start = 0
        free = []
        for a, b in taken:
            if a > start:
                free.append((start, a - 1))
            start = max(start, b + 1)
        if start <= columns - 1:
            free.append((start, columns - 1))
        for a, b in free:
            k = min(b, max(a, -off // 8))              # the column at or left of the aim, within the run
            for c in (k, k + 1):
                if a <= c <= b:
                    far = dy2 + (8 * c + off) ** 2
                    if best is None or (far, row, c) < best:
                        best = (far, row, c)
    if best is None:
        return None
    return pygame.Rect(area.left + 8 * best[2], area.top + 6 * best[1], w, h)
