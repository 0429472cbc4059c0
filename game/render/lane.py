"""The bottom lane of every screen: the controls line's, unless a toast takes it (game/ui/toasts.py). The toasts
say each frame whether one shows (`take`); the controls line asks (`busy`) and steps aside while one does, so a
toast is never drawn over the help line's words (review 7: "Gamepad connected" over it, its ends peeking out)."""

from __future__ import annotations

_lane = {"busy": False}


def take(busy: bool) -> None:
    """Whether a toast takes the bottom lane in the frames drawn from now on."""
    _lane["busy"] = bool(busy)


def busy() -> bool:
    """Whether a toast shows in the bottom lane: the controls line is not drawn under it."""
    return _lane["busy"]
