"""The bottom lane of every screen: the controls line's, unless a toast takes it (game/ui/toasts.py). The toasts
say each frame whether one shows (`take`); the controls line asks (`busy`) and steps aside while one does, so a
toast is never drawn over the help line's words (review 7: "Gamepad connected" over it, its ends peeking out).

The lane belongs to the window it was taken on: once that window is gone (the game quit, a test's app shut
down) the lane is free again, for a picture drawn without a window or in the next window."""

from __future__ import annotations

import pygame

_lane: dict[str, object] = {"busy": False, "window": None}


def take(busy: bool) -> None:
    """Whether a toast takes the bottom lane of the window now open, in the frames drawn from now on."""
    _lane["busy"], _lane["window"] = bool(busy), pygame.display.get_surface() if busy else None


def busy() -> bool:
    """Whether a toast shows in the bottom lane of the window now open: the controls line is not drawn under it."""
    window = _lane["window"]
    return bool(_lane["busy"]) and window is not None and window is pygame.display.get_surface()
