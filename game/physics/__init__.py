"""The pymunk dice table: cube dice thrown on felt, settling and face reading. No drawing here.

The names below are imported on first use (PEP 562), so `from game.physics import Pose, cube`
(drawing a die: the title's dice) does not import pymunk and the tray (issue 15: start-up).
"""

from __future__ import annotations

from importlib import import_module

_HOMES = {"Collision": "pose", "Pose": "pose", "STEP": "tray", "ThrowResult": "throw", "Tray": "tray",
          "default_radius": "sizing", "fitting_tray": "sizing", "simulate_throw": "throw"}

__all__ = sorted(_HOMES)


def __getattr__(name: str):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
