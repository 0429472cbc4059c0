"""The pymunk dice tray: bodies, throws, settling and face reading. No drawing here."""

from game.physics.throw import ThrowResult, simulate_throw
from game.physics.tray import STEP, Collision, Pose, Tray, default_radius

__all__ = ["Collision", "Pose", "STEP", "ThrowResult", "Tray", "default_radius", "simulate_throw"]
