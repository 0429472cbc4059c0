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
    best = None   # anywhere on the felt, nearest the group first
    for y in range(area.top, area.bottom - h + 1, 6):
        for x in range(area.left, area.right - w + 1, 8):
            rect = pygame.Rect(x, y, w, h)
            if rect.collidelist(blocked) >= 0:
                continue
            far = (rect.centerx - gx) ** 2 + (rect.centery - (top - h // 2)) ** 2
            if best is None or far < best[0]:
                best = (far, rect)
    return best[1] if best else None
