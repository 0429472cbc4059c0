"""The pymunk dice table: cube dice thrown on felt, settling and face reading. No drawing here."""

from game.physics.throw import ThrowResult, simulate_throw
from game.physics.tray import STEP, Collision, Pose, Tray, default_radius

__all__ = ["Collision", "Pose", "STEP", "ThrowResult", "Tray", "default_radius", "simulate_throw"]
