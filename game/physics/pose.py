"""What the tray gives a renderer: where a die is and how it lies (`Pose`), and what hit what
(`Collision`, for sounds and dust). Apart from the tray so that drawing dice off the tray (the turning
dice on the title) needs no pymunk."""

from __future__ import annotations

from typing import NamedTuple

from game.physics import cube
from game.physics.cube import Quat


class Pose(NamedTuple):
    """Where a die is and how it lies.

    ``x``, ``y``: centre on the felt (tray-local px); ``angle``: the body's yaw
    (radians, pymunk's); ``orientation``: the cube's 3-D orientation, a unit
    quaternion (w, x, y, z) in ``cube``'s world frame; ``height``: the centre's
    height above the felt (px, at least half an edge).
    """

    x: float
    y: float
    angle: float
    orientation: Quat = cube.IDENTITY
    height: float = 0.0


class Collision(NamedTuple):
    """Two things hit: where (tray-local px), how hard, and what.

    ``speed`` is the closing speed along the contact normal (px/s); ``loudness`` is
    that speed mapped into 0..1 for sound volume and dust. ``dice`` are the die
    indices involved (one for a wall hit, two for a die-die hit).
    """

    x: float
    y: float
    speed: float
    loudness: float
    dice: tuple[int, ...]
