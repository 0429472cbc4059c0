"""Dice that come to rest pressed into each other are set apart as they freeze.

The solver lets boxes sink a few px into each other and into the walls while they slide, and pushes them out only
over the next steps; dice that stop in that moment froze pressed together, and their cubes were drawn one over the
other (a box is wider than its cube by the slant of the sides a die at rest shows, `tray.DIE_SPACING`: only boxes
that touch keep the drawn cubes apart). A few rounds move each die just thrown out of every box and wall it sinks
into (half the way each when both were just thrown; a held die never moves). It moves a die by the few px it sank,
never turns one: the face up stays the face the physics left up.
"""

from __future__ import annotations

from collections.abc import Sequence

import pymunk

ROUNDS = 2           # passes over the dice (the second settles what the first pushed into a neighbour; ~0.06 ms, at most 0.2)
TOLERANCE = 0.5     # px of overlap left as it is (a drawn cube keeps DRAWN_SLACK px more)


def push_apart(space: pymunk.Space, shapes: Sequence[pymunk.Shape], moving: Sequence[bool],
               walls: Sequence[pymunk.Shape] = ()) -> None:
    """Move the bodies of `shapes` (the dice on the felt; `moving`: which may move) out of each other and out of the
    other shapes of `space` (`walls` among them). Only a die whose box's bounds meet another's or a wall's is asked
    about (~20 us a question; most dice at rest touch nothing)."""
    order = {shape: k for k, shape in enumerate(shapes)}
    fixed = [tuple(wall.bb) for wall in walls]
    for _ in range(ROUNDS):
        pushed = False
        bounds = [tuple(shape.bb) for shape in shapes]    # (left, bottom, right, top)
        for i, shape in enumerate(shapes):
            if not moving[i]:
                continue
            left, bottom, right, top = bounds[i]
            if not any(k != i and o[0] <= right and left <= o[2] and o[1] <= top and bottom <= o[3]
                       for k, o in enumerate((*bounds, *fixed))):
                continue
            touching = [info for info in space.shape_query(shape) if info.shape is not None and info.shape is not shape]
            touching.sort(key=lambda info: order.get(info.shape, len(shapes)))   # (the same order every run)
            for info in touching:
                j = order.get(info.shape)
                pushed |= _out_of(shape, info.shape, info.contact_point_set, 0.5 if j is not None and moving[j] else 1.0)
        if not pushed:
            return


def _out_of(shape: pymunk.Shape, other: pymunk.Shape, contact: pymunk.ContactPointSet, share: float) -> bool:
    """Push `shape` (by `share` of the way) and, for the rest, `other` out of each other; whether they overlapped."""
    depth = -min((point.distance for point in contact.points), default=0.0)
    if depth <= TOLERANCE:
        return False
    normal = contact.normal                          # from `shape` towards `other`
    shape.body.position -= normal * (depth * share)
    shape.cache_bb()
    if share < 1.0:
        other.body.position += normal * (depth * (1.0 - share))
        other.cache_bb()
    return True
