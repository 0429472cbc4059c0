"""The bottom lane of every screen: the controls line's, unless a toast takes it (game/ui/toasts.py). The toasts
say each frame where one shows (`take`: in the lane's right corner); the controls line asks (`place`) and keeps beside
it, or steps aside while it shows, so a toast is never drawn over the help line's words (review 7: "Gamepad connected"
over it, its ends peeking out).

The lane belongs to the window it was taken on: once that window is gone (the game quit, a test's app shut
down) the lane is free again, for a picture drawn without a window or in the next window."""

from __future__ import annotations

import pygame

_lane: dict[str, object] = {"busy": None, "window": None}


def take(area: pygame.Rect | None) -> None:
    """Where a toast shows in the bottom lane of the window now open (None: no toast there), in the frames drawn from
    now on."""
    held = tuple(area) if area else None
    _lane["busy"], _lane["window"] = held, pygame.display.get_surface() if held else None


def busy() -> tuple[int, int, int, int] | None:
    """Where a toast shows in the bottom lane of the window now open (a rect's tuple; None: none): the controls line
    keeps clear of it, beside it or stepped aside (`place`)."""
    window = _lane["window"]
    held = _lane["busy"]
    return held if held and window is not None and window is pygame.display.get_surface() else None  # type: ignore


def place(line: pygame.Rect, left: int) -> pygame.Rect | None:
    """Where the controls line drawn at `line` goes while a toast shows in the lane: where it is if clear of the toast,
    else moved to start at `left` if clear there (look review 28b: the toast in a bottom corner, the prompts beside
    it), else None: it steps aside while the toast shows."""
    toast = busy()
    if toast is None:
        return line
    room = pygame.Rect(toast).inflate(2 * GAP, 0)
    if not line.colliderect(room):
        return line
    moved = line.move(left - line.left, 0)
    return None if moved.colliderect(room) else moved


GAP = 16   # px at least between a toast and the controls line beside it
