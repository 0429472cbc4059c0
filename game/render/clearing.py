"""Where a moment's banner stands over a tray: the one rule for every moment (five of a kind, a bust, ...).

A banner celebrates the dice: it never hides them. `clear_place` finds, inside `area`, where a picture of `size`
touches none of the `dice` (each the rectangle a die is drawn in, with any air round it the caller wants), nearest the
place the banner would rather stand (`prefer`); where no such place exists, where it touches the fewest dice, and of
those the least of them. It works in bands, not by trying every pixel: for each height the dice a band of that height
crosses rule out a span of middles each, and what is left is where the banner may stand (~0.1 ms for five dice)::

    place = clear_place(felt, plate.get_size(), dice, prefer=(felt.centerx, felt.top + 120))
    place.centre, place.clear          # where its middle goes; True when it touches no die

`clear_scale` tries a list of sizes (a title's kept smaller pictures), the biggest first, and takes the first that
stands clear (on the area's middle line first, a size or two smaller if need be, when asked). Every moment's banner
keeps to the tray's middle line where it can: HOT DICE's and a bust's span the felt, five of a kind's stands centred
unless only a place off the middle is clear of the five.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

STEP = 2   # px between the heights tried


@dataclass(frozen=True)
class Place:
    centre: tuple[int, int]
    touched: int        # how many dice the banner touches there
    covered: int        # how many of their px it covers

    @property
    def clear(self) -> bool:
        return self.touched == 0


def clear_place(area: pygame.Rect, size: tuple[int, int], dice: list[pygame.Rect],
                prefer: tuple[int, int], centred: bool = False) -> Place:
    """Where a `size` picture's middle goes inside `area` (wholly inside it when it fits) so that it touches none of
    `dice`, as near `prefer` as may be (its height weighs twice its width: a banner keeps to its lane); else the place
    touching the fewest dice and the least of them. `centred`: on the area's middle line, only its height free (a
    moment's banner: five of a kind, HOT DICE, a bust; review 25: "five of a kind's banner is lopsided")."""
    w, h = size
    x_low, x_high = area.left + w // 2, area.right - (w - w // 2)
    if centred:
        prefer, x_low, x_high = (area.centerx, prefer[1]), area.centerx, area.centerx
    y_low, y_high = area.top + h // 2, area.bottom - (h - h // 2)
    if x_low > x_high:
        x_low = x_high = area.centerx
    if y_low > y_high:
        y_low = y_high = area.centery
    px = min(max(prefer[0], x_low), x_high)
    best: tuple[int, tuple[int, int]] | None = None
    for y in range(y_low, y_high + 1, STEP):
        top = y - h // 2
        spans = sorted((die.left - (w - w // 2) + 1, die.right + w // 2 - 1) for die in dice
                       if die.bottom > top and die.top < top + h)   # middles x for which the banner meets the die
        for x in _free_nearest(px, x_low, x_high, spans):
            cost = 2 * abs(y - prefer[1]) + abs(x - prefer[0])
            if best is None or cost < best[0]:
                best = (cost, (x, y))
    if best is not None:
        return Place(best[1], 0, 0)
    return _least_covered(area, size, dice, prefer, (x_low, x_high, y_low, y_high))


def clear_scale(area: pygame.Rect, sizes: list[tuple[int, int]], dice: list[pygame.Rect],
                prefer: tuple[int, int], smaller_for_middle: int = 0) -> tuple[int, Place]:
    """The first of `sizes` (biggest first) that stands clear of the dice, and where; else the last, where it hides
    the least. `smaller_for_middle`: up to so many sizes smaller than that, the biggest that stands clear on the area's
    middle line comes first (review 25: a banner off the middle looked "lopsided"; a banner hides no die to stand in the
    middle, nor shrinks to a whisper)."""
    place = None
    for k, size in enumerate(sizes):
        place = clear_place(area, size, dice, prefer)
        if place.clear:
            for middle in range(k, min(len(sizes), k + smaller_for_middle + 1)):
                centred = clear_place(area, sizes[middle], dice, prefer, centred=True)
                if centred.clear:
                    return middle, centred
            return k, place
    assert place is not None
    return len(sizes) - 1, place


def _free_nearest(x: int, low: int, high: int, spans: list[tuple[int, int]]) -> list[int]:
    """Of the middles from `low` to `high` that lie in none of `spans` (sorted, inclusive), the nearest `x` on each
    side (none, one or two of them)."""
    free, start = [], low
    for left, right in spans:
        if left > start:
            free.append((start, min(left - 1, high)))
        start = max(start, right + 1)
        if start > high:
            break
    if start <= high:
        free.append((start, high))
    out = []
    for left, right in free:
        if left <= right:
            out.append(min(max(x, left), right))
    return out


def _least_covered(area: pygame.Rect, size: tuple[int, int], dice: list[pygame.Rect], prefer: tuple[int, int],
                   bounds: tuple[int, int, int, int]) -> Place:
    """No clear place: of a grid of places, the one touching the fewest dice, then covering the least of them."""
    x_low, x_high, y_low, y_high = bounds
    plate = pygame.Rect((0, 0), size)
    best = None
    for y in range(y_low, y_high + 1, 8):
        for x in range(x_low, x_high + 1, 8):
            plate.center = (x, y)
            touched = covered = 0
            for die in dice:
                part = plate.clip(die)
                if part.width and part.height:
                    touched += 1
                    covered += part.width * part.height
            key = (touched, covered, 2 * abs(y - prefer[1]) + abs(x - prefer[0]))
            if best is None or key < best[0]:
                best = (key, (x, y))
    assert best is not None
    return Place(best[1], best[0][0], best[0][1])
