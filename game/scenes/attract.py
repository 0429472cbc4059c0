"""Attract mode: after a minute idle on the title, computer players play a demo game.

Any key, button or click ends the demo and goes back to the title (handled by the play
scene, which knows it is a demo from `MatchConfig.attract`). A demo never enters high
scores; its end screen returns to the title by itself.
"""

from __future__ import annotations

from game.scenes import navigation

IDLE_SECONDS = 60.0
DEMO_MODE = "dicetime"
DEMO_SEATS = 2


def is_due(app) -> bool:
    return app.idle_time >= IDLE_SECONDS


def start_demo(app, mode: str = DEMO_MODE, seats: int = DEMO_SEATS) -> None:
    """Push a demo game of `mode` with `seats` computer players over the current scene."""
    navigation.start_demo(app, mode, seats)
