"""Spatial navigation: a direction moves to the nearest thing that lies that way on screen.

Used by menus, button rows, grids and the dice, so up/down/left/right always go where the eye expects,
whatever order the things were built in. Pure geometry on rectangles (no pygame needed beyond Rect).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

import pygame

DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def nearest(origin: pygame.Rect, candidates: Iterable[tuple[Hashable, pygame.Rect]], direction: str):
    """The key of the candidate nearest to `origin` in `direction` ("left", "right", "up", "down"), or None.

    A candidate counts if its centre lies beyond `origin`'s centre that way, and either overlaps
    `origin`'s band across the direction (the "beam": the same row for left/right, the same column for
    up/down) or lies within 45 degrees of it. Things in the beam win over things outside it (the rule
    console menus follow); then the nearest gap wins, then the nearest centre."""
    dx, dy = DIRECTIONS[direction]
    ox, oy = origin.center
    scored = []
    for key, rect in candidates:
        cx, cy = rect.center
        along = (cx - ox) * dx + (cy - oy) * dy
        off_centre = abs((cy - oy) if dx else (cx - ox))
        if along <= 0:
            continue
        if dx:
            gap = max(0, rect.left - origin.right) if dx > 0 else max(0, origin.left - rect.right)
            across = _separation(origin.top, origin.bottom, rect.top, rect.bottom)
        else:
            gap = max(0, rect.top - origin.bottom) if dy > 0 else max(0, origin.top - rect.bottom)
            across = _separation(origin.left, origin.right, rect.left, rect.right)
        if across and off_centre > along:
            continue
        scored.append((across > 0, gap + 3 * across, along + off_centre, key))
    if not scored:
        return None
    return min(scored, key=lambda entry: entry[:3])[3]


def _separation(a0: int, a1: int, b0: int, b1: int) -> int:
    """How far apart two ranges lie (0 if they overlap)."""
    return max(0, b0 - a1, a0 - b1)


def wrap_around(origin: pygame.Rect, candidates: Iterable[tuple[Hashable, pygame.Rect]], direction: str):
    """Where `direction` wraps to when nothing lies that way: the farthest thing the other way in the
    same row (left/right) or column (up/down), or None."""
    dx, dy = DIRECTIONS[direction]
    ox, oy = origin.center
    best, best_along = None, 0
    for key, rect in candidates:
        if dx:
            across = _separation(origin.top, origin.bottom, rect.top, rect.bottom)
        else:
            across = _separation(origin.left, origin.right, rect.left, rect.right)
        along = -((rect.centerx - ox) * dx + (rect.centery - oy) * dy)
        if across == 0 and along > best_along:
            best, best_along = key, along
    return best
