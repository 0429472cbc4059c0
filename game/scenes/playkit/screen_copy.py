"""The still layer copied onto the screen: whole, or only where the screen differs from it (dirty rectangles).

A play screen's frame is its still layer (chrome.StillLayer) with what moves drawn over it. The screen keeps last
frame's picture, so where last frame's moving things were not, and where the layer did not change, the screen shows
the layer already: copying back only last frame's moving areas and the layer's changed areas gives the same picture
as copying the whole layer (1280x720: 0.1-0.3 ms a frame) for a few hundredths of a millisecond.

It copies only part when all of this holds, else the whole layer:
- the screen holds what this scene drew on it last, untouched since (`App.screen_kept`: no overlay, cross-fade or toast
  drew over it, no other screen drew);
- the same layer surface onto the same screen surface as last time;
- the layer says what changed in it since (`StillLayer.take_changes`), and the scene said where every moving thing of
  its last frame was drawn (`drawn(areas)`; None: it could not say).
The lines of text the layer shows come along as with a whole copy (`text.carry`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.render import copying, text


class ScreenCopy:
    """Copies a play scene's still layer onto the screen each frame, as little of it as gives the same picture."""

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._picture: pygame.Surface | None = None
        self._drawn: list[pygame.Rect] | None = None   # where last frame's moving things were (None: not known)
        self.parts = 0        # frames copied in part (a report: tests and benchmarks read it)
        self.wholes = 0       # frames copied whole

    def show(self, surface: pygame.Surface, picture: pygame.Surface, changed: Sequence[pygame.Rect] | None,
             intact: bool) -> None:
        """`picture` (the still layer, a top surface of `surface`'s size) onto `surface` at (0, 0). `changed`: the
        layer's areas drawn again since the last call (None: all of it); `intact`: `surface` holds what was drawn
        on it after the last call, and `drawn()` said where."""
        drawn, self._drawn = self._drawn, None
        if not intact or drawn is None or changed is None or surface is not self._surface \
                or picture is not self._picture or surface.get_size() != picture.get_size():
            self._surface, self._picture = surface, picture
            text.blit(surface, picture, (0, 0))
            self.wholes += 1
            return
        bounds = surface.get_rect()
        rects = merged([*drawn, *changed], bounds)
        copies = []
        for rect in rects:   # each off SDL's slow streamed copy where it would take it (game/render/copying.py)
            parts = copying.split(surface, picture, rect.topleft, rect)
            copies.extend(((picture, at, area) for at, area in parts) if parts else [(picture, rect.topleft, rect)])
        if copies:
            surface.blits(copies, doreturn=False)
        text.carry(surface, picture, (0, 0), None, bounds)   # the lines: as a whole copy brings them
        self.parts += 1

    def drawn(self, areas: Sequence[pygame.Rect] | None) -> None:
        """Where this frame's moving things were drawn over the layer (None: not known: the next copy is whole)."""
        self._drawn = list(areas) if areas is not None else None

    def forget(self) -> None:
        """The screen's picture is not known: the next copy is whole."""
        self._drawn = None


def merged(rects: Sequence[pygame.Rect], bounds: pygame.Rect) -> list[pygame.Rect]:
    """`rects` within `bounds`, those that overlap or touch joined into their union (fewer, bigger copies)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.clip(bounds)
        if not rect.width or not rect.height:
            continue
        grown = rect.inflate(2, 2)
        index = grown.collidelist(out)
        while index >= 0:
            rect = rect.union(out.pop(index))
            grown = rect.inflate(2, 2)
            index = grown.collidelist(out)
        out.append(rect)
    return out
