"""Where moving things were drawn on a picture this frame: the dirty rectangles of a play screen.

A play screen starts each frame from its still layer (chrome.StillLayer) and draws what moves over it. Copying the
whole 1280x720 layer onto the screen every frame costs 0.1-0.3 ms; copying back only where last frame's moving things
were (and what changed in the layer) costs a few hundredths. That needs to know where they were drawn: every drawing
of a moving thing that takes part notes the area it painted (what `Surface.blit` and `pygame.draw` return)::

    with drawn.noting(screen) as areas:       # the areas painted on `screen` while the block runs
        draw_moving(screen)                   # ... drawn.note(surface, surface.blit(image, rect)) ...
    areas.known                               # False: something drew where it could not say (`drawn.anywhere`)

`note` takes the surface drawn on: a subsurface's area is moved to its top surface's coordinates, and drawings on
other pictures (a cached image being made) are left out. Outside a `noting` block `note` does nothing (the same
functions draw the still layer and the title's dice).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame


class Areas(list):
    """The areas noted on one surface (its top surface's coordinates); `known` is False once something drew
    without saying where."""

    def __init__(self, target: pygame.Surface) -> None:
        super().__init__()
        self.target = target
        self.known = True


_OPEN: list[Areas] = []   # the notings running now (innermost last)


def note(surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """`area` (in `surface`'s coordinates) was painted on `surface`; returns it."""
    for areas in _OPEN:
        if surface is areas.target:
            areas.append(area)
        elif surface.get_abs_parent() is areas.target:
            areas.append(area.move(surface.get_abs_offset()))
    return area


def anywhere(surface: pygame.Surface) -> None:
    """Something was drawn on `surface` where it cannot say (the whole of it, say)."""
    for areas in _OPEN:
        if surface is areas.target or surface.get_abs_parent() is areas.target:
            areas.known = False


@contextmanager
def noting(target: pygame.Surface) -> Iterator[Areas]:
    """Collect the areas noted on `target` (a top surface) while the block runs."""
    areas = Areas(target)
    _OPEN.append(areas)
    try:
        yield areas
    finally:   # by identity: two notings with equal contents are different ones
        del _OPEN[next(i for i, each in enumerate(_OPEN) if each is areas)]
