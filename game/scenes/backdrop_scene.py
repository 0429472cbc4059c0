"""A full-screen menu-like scene over the drifting space backdrop, with a title."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator

import pygame

from game.render import sky, text, theme, title_mark
from game.render.backdrop import Backdrop
from game.render.panel import dim
from game.scenes.base import Scene

FADE_IN = 0.3  # s: the screen comes up out of black (not with reduced motion)


class BackdropScene(Scene):
    """Keeps the backdrop moving (slower with reduced motion) and `time` in seconds."""

    backdrop_seed = 7
    backdrop_planets = 5    # screens full of panels and buttons set 0: no planet behind a panel or a button
    sky_mood = sky.PLAIN    # the look of the sky (game.render.sky): the menus'

    def __init__(self, app, **options) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(app.size, seed=self.backdrop_seed, planets=self.backdrop_planets, mood=self.sky_mood)
        self.time = 0.0

    def update(self, dt: float) -> None:
        self.time += dt
        self.backdrop.update(dt, self.app.settings.reduced_motion)

    @contextlib.contextmanager
    def sky(self, surface: pygame.Surface, title: str | None = None, size: int = 60,
            y: int = 50) -> Iterator[list[pygame.Rect]]:
        """The sky under what the block draws, and `title` centred at the top (None: no title); the stars
        come when the block ends, around the text it drew (`Backdrop.around_text`: never between letters).
        The block may add rects no star may touch to the list it gets."""
        with self.backdrop.around_text(surface, self.app.settings.reduced_motion) as keep_off:
            if title is not None:
                drawn = text.draw(surface, title, self.title_size(title, size, y), theme.TITLE, bold=True,
                                  center=(self.app.size[0] // 2, y))
                keep_off.extend(title_mark.draw(surface, drawn))   # (the menus' title between two planets)
            yield keep_off

    def title_size(self, title: str, size: int, y: int, bold: bool = True) -> int:
        """`size`, or the largest under it at which the centred title keeps 12 px off the sky's planets, moons and
        suns (look review 16: 10000's options title ran over its planet's rim, in German too); never under the floor.
        A subtitle asks too (`bold` False; look review 24: Bluff's review's ran onto its planet)."""
        bodies = sky.circles(self.app.size, self.backdrop.mood)
        while pygame.font.get_init() and text.pixel_size(size - 1) >= text.MIN_PX and size > 1:
            half_w, half_h = text.width_of(title, size, bold) / 2, text.pixel_size(size) / 2
            middle = self.app.size[0] / 2
            if all(math.hypot(min(max(cx, middle - half_w), middle + half_w) - cx,
                              min(max(cy, y - half_h), y + half_h) - cy) >= radius + 12 for cx, cy, radius in bodies):
                break
            size -= 1
        return size

    def draw_fade_in(self, surface: pygame.Surface) -> None:
        """Call last in `draw`: the transition into this screen."""
        if self.time < FADE_IN and not self.app.settings.reduced_motion:
            dim(surface, min(255, round(255 * (1 - self.time / FADE_IN) / 16) * 16))  # few steps: small cache
