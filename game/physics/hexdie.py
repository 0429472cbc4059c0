"""The shape of a planet die and how its face is read, as plain geometry (no pymunk).

A planet die is seen from the side: a regular hexagon that rests on one of its six
sides, like a pencil lying on a table. Each side carries a value; the value read is
the one on the side that points *up* once the die rests flat on the floor. Opposite
sides add up to 7, as on a cube die.

Why this is fair: the hexagon is symmetric under a turn of 60 degrees, the throw
gives every die a uniformly random starting angle, and nothing in the simulation
(gravity, walls, nudges applied in world coordinates) depends on which label sits on
which side. A throw started 60 degrees further round is the same motion of the same
shape with the labels moved on by one side, so every side is equally likely to end
up on top. Anything that looked at the labels, or pushed a die in its own rotating
frame, would break that symmetry; nothing here does.
"""

from __future__ import annotations

import math

SIDES = 6
SIDE_ANGLE = 2.0 * math.pi / SIDES
# The value printed on side k, whose outward normal points at k * 60 degrees in the
# die's own frame. Side k and side k + 3 are opposite, and add up to 7.
SIDE_VALUES: tuple[int, ...] = (1, 2, 3, 6, 5, 4)
# Screen coordinates: y grows downwards, so "up" is the angle -90 degrees.
UP_ANGLE = -math.pi / 2.0
INRADIUS_RATIO = math.cos(math.pi / SIDES)  # inradius / circumradius


def hexagon_vertices(radius: float) -> list[tuple[float, float]]:
    """Corners of the hexagon (circumradius ``radius``) in the die's own frame.

    Corners sit half-way between side normals, so side k's normal is at k * 60 deg.
    """
    return [
        (radius * math.cos((k + 0.5) * SIDE_ANGLE), radius * math.sin((k + 0.5) * SIDE_ANGLE))
        for k in range(SIDES)
    ]


def side_facing(angle: float, direction: float = UP_ANGLE) -> int:
    """Index of the side whose outward normal points closest to ``direction``."""
    return round((direction - angle) / SIDE_ANGLE) % SIDES


def up_side(angle: float) -> int:
    return side_facing(angle, UP_ANGLE)


def face_value(angle: float) -> int:
    """The value a die at this body angle shows on top."""
    return SIDE_VALUES[up_side(angle)]


def tilt(angle: float) -> float:
    """How far (radians, >= 0) the die is from lying flat on one of its sides."""
    off = (UP_ANGLE - angle) / SIDE_ANGLE
    return abs(off - round(off)) * SIDE_ANGLE


def side_normal_angle(side: int, angle: float) -> float:
    """World direction (radians) of side ``side``'s outward normal at body angle ``angle``."""
    return side * SIDE_ANGLE + angle
