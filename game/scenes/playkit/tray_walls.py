"""Where a tray's dice walls stand inside its drawn felt, so that nothing drawn for a die crosses the felt's
edge: not the die leaning on a wall (drawn in perspective, its top further out than its foot), nor the
rings drawn around it (the person's focus, the hint, a computer's cursor)."""

from __future__ import annotations

import math

import pygame

from game.render import dice_view, marks


def insets(inner: pygame.Rect, edge: float, margin: int) -> tuple[int, int, int, int]:
    """How far (px) the dice's west, north, east and south walls stand inside the drawn felt `inner` (its
    walls `margin` px wide): a die of `edge` resting on one is drawn inside the rim
    (`dice_view.rim_clearance`), and every ring around its drawn top (`marks.ring_reach`) stays on the
    felt. Found by looking through the dice's camera at a die resting on each wall (the camera depends
    on the walls: a few rounds settle it)."""
    west, north, east = dice_view.rim_clearance(inner.size, edge, margin)
    south = 0
    reach = marks.ring_reach(edge / math.sqrt(2.0)) + 1
    near = edge / 2.0                                       # a resting die's middle from the wall it lies on
    for _ in range(6):
        width, height = inner.width - west - east, inner.height - north - south
        camera = dice_view.Camera((inner.left + west, inner.top + north), (width, height))
        left, top = camera.project(near, near, edge)         # the top's middle of a die in the north-west corner
        right, bottom = camera.project(width - near, height - near, edge)
        more = (inner.left + reach - left, inner.top + reach - top, right + reach - inner.right,
                bottom + reach - inner.bottom)
        if max(more) <= 0.0:
            break
        west, north, east, south = (side + max(0, math.ceil(m)) for side, m in zip((west, north, east, south), more,
                                                                                  strict=True))
    return west, north, east, south


ROOM = 5.0        # edges of felt dice keep across the tray's short side (a throw needs 4.3, game/physics/tray.py
                  # MIN_ROOM; the rest is room to throw beside held dice, game/physics/spawn.py): six dice (10000's)
ROOM_FIVE = 4.35  # up to five dice (Dicetime, Triple, the Puzzle, Revenge, a level, the dice tray): bigger dice, a
                  # fifth of the tray (look review 20: "they fill about 15% of it"); a hair over the physics' least room


def sized_to_felt(inner: pygame.Rect, edge: float, margin: int,
                  room: float = ROOM) -> tuple[float, tuple[int, int, int, int]]:
    """The biggest dice (edge up to `edge`) a felt `inner` holds, `room` of them across its short side, once their
    own walls stand inside it (`insets`: bigger dice need wider rings, so the walls move in as the dice grow), and
    those walls.
    Dice sized this way fill the felt instead of being shrunk in steady steps until they fit."""
    best: tuple[float, tuple[int, int, int, int]] | None = None
    size = edge
    for _ in range(10):
        walls = insets(inner, size, margin)
        short = min(inner.width - walls[0] - walls[2], inner.height - walls[1] - walls[3])
        if short >= room * size and (best is None or size > best[0]):
            best = (size, walls)
        nearer = min(edge, short / room)
        if abs(nearer - size) < 0.05:
            break
        size = nearer
    return best if best is not None else (edge, insets(inner, edge, margin))
