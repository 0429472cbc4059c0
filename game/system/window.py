"""How the 1280x720 picture fills a real window.

pygame-ce's SCALED mode scales the picture only by whole numbers in a window
(it asks SDL for integer scaling unless fullscreen): a window smaller than the
picture then shows an unscaled crop of its middle, and a 1.5x window shows it
at 1x with black borders. pygame-ce turns integer scaling off when the
(literally named) hint `SDL_HINT_RENDER_SCALE_QUALITY` is true, read from the
environment when the window is made, restored or left fullscreen; SDL's real
`SDL_RENDER_SCALE_QUALITY` hint makes the fractional scaling smooth rather
than nearest-pixel, so text shrunk to 800x450 stays readable. Mouse positions
are mapped back to the logical picture by SDL either way.
"""

from __future__ import annotations

import os

MIN_WINDOW = (640, 360)   # smallest window the player may shrink to (the picture scales)
DESKTOP_SHARE = 0.9       # a first window takes at most this share of the desktop (title bar, task bar)

SCALING_HINTS = {
    "SDL_HINT_RENDER_SCALE_QUALITY": "1",   # the name pygame-ce reads: fractional scaling in a window
    "SDL_RENDER_SCALE_QUALITY": "linear",   # SDL's hint: smooth scaling
}


def allow_fractional_scaling() -> None:
    """Set the scaling hints (before the window is made), unless the player set them."""
    for name, value in SCALING_HINTS.items():
        os.environ.setdefault(name, value)


def fitted_window_size(logical: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int] | None:
    """The first window's size on `desktop`, leaving room for its frame and task bars: the
    largest whole multiple of the picture that fits (crisp, as SDL would choose), or, on a
    desktop too small for 1x, the picture shrunk to fit. None without a desktop size.

    (With fractional scaling allowed, pygame-ce itself would fill the whole desktop.)"""
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return None
    fit = min(DESKTOP_SHARE * desktop[0] / logical[0], DESKTOP_SHARE * desktop[1] / logical[1])
    scale = float(int(fit)) if fit >= 1.0 else fit
    return (max(MIN_WINDOW[0], int(logical[0] * scale)), max(MIN_WINDOW[1], int(logical[1] * scale)))


def fit_to_desktop(size: tuple[int, int], desktop: tuple[int, int] | None
                   ) -> tuple[tuple[int, int], str | None]:
    """`size` cut down to the desktop (each side at most the desktop's), and a note saying so,
    or None when it fits (or the desktop size is unknown)."""
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return size, None
    fitted = (max(MIN_WINDOW[0], min(size[0], desktop[0])), max(MIN_WINDOW[1], min(size[1], desktop[1])))
    if fitted == size:
        return size, None
    return fitted, (f"--window {size[0]}x{size[1]} is larger than the desktop ({desktop[0]}x{desktop[1]}): "
                    f"using {fitted[0]}x{fitted[1]}")


# SDL falls back to these when it finds no display: the game would run for ever where nobody sees it.
INVISIBLE_DRIVERS = ("offscreen", "dummy")
NO_DISPLAY = "no display found: run with --headless, or set DISPLAY"


class NoDisplayError(RuntimeError):
    """No display to show a window on (and --headless was not given)."""


def check_display(driver: str | None, asked_for: str | None) -> None:
    """Raise `NoDisplayError` when SDL chose an invisible video `driver` that nobody asked for
    (`asked_for`: the SDL_VIDEODRIVER the person set, if any)."""
    if driver in INVISIBLE_DRIVERS and not asked_for:
        raise NoDisplayError(NO_DISPLAY)
