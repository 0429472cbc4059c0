"""Where a die is and how it lies: what the tray gives a renderer. Apart from the tray so that
drawing dice off the tray (the turning dice on the title) needs no pymunk."""

from __future__ import annotations

from dataclasses import dataclass

from game.physics import cube
from game.physics.cube import Quat


@dataclass(frozen=True, slots=True)
class Pose:
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
