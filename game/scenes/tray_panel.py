"""A physics tray placed on the screen: throw, step, read faces, pick dice, draw.

The play scenes own one panel per tray (one in turn order, up to four side by side in a
Revenge's first round). A panel knows nothing of the rules: it throws the dice it is told
to throw and, once they rest, reports the faces the tray read.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from game.physics import Collision, Tray
from game.physics import default_radius
from game.render import marks, planets, theme
from game.render.dice_fx import DiceEffects

DICE = 5
TRAY_MARGIN = 10  # px between the panel's frame and the physics walls


class TrayPanel:
    def __init__(self, rect: pygame.Rect, rng: random.Random) -> None:
        self.rect = pygame.Rect(rect)
        inner = self.rect.inflate(-2 * TRAY_MARGIN, -2 * TRAY_MARGIN)
        self.origin = inner.topleft
        self.tray = _fitting_tray(inner.size, rng)
        self.throws = 0
        self.effects = DiceEffects(DICE, seed=rect[0] * 7 + rect[1])  # cosmetic: trails, dust, pops
        self.just_settled = False  # the last step brought the planets to rest

    # --- physics ------------------------------------------------------------------
    def throw(self, locked: Sequence[bool] = ()) -> None:
        """Throw every die not locked (a first throw throws them all)."""
        held = [i for i, lock in enumerate(locked) if lock and self.tray.is_present(i)]
        self.tray.throw(locked=held)
        self.throws += 1

    def update(self, dt: float, reduced_motion: bool = False) -> list[Collision]:
        was_rolling = self.rolling
        events = self.tray.step(dt)
        self.just_settled = was_rolling and not self.rolling
        self.effects.step(self.tray, self.origin, events, dt, self.just_settled, reduced_motion)
        return events

    @property
    def rolling(self) -> bool:
        return self.tray.thrown and not self.tray.settled

    @property
    def faces(self) -> tuple[int, ...] | None:
        return self.tray.faces if self.tray.settled else None

    @property
    def has_dice(self) -> bool:
        return self.tray.thrown

    # --- geometry -----------------------------------------------------------------
    def to_local(self, pos: tuple[float, float]) -> tuple[float, float]:
        return pos[0] - self.origin[0], pos[1] - self.origin[1]

    def die_at(self, pos: tuple[float, float]) -> int | None:
        if not self.tray.thrown or not self.rect.collidepoint(pos):
            return None
        return self.tray.die_at(self.to_local(pos))

    def die_center(self, index: int, alpha: float = 1.0) -> tuple[float, float] | None:
        pose = self.tray.pose(index, alpha)
        if math.isnan(pose.x):
            return None
        return pose.x + self.origin[0], pose.y + self.origin[1]

    # --- drawing ------------------------------------------------------------------
    def draw_box(self, surface: pygame.Surface, edge: tuple[int, int, int] = theme.PANEL_EDGE) -> None:
        """The tray itself, rimmed in `edge` (the scenes keep it on their cached background)."""
        inner = pygame.Rect(self.origin, (self.tray.width, self.tray.height))
        outer = planets.draw_tray_box(surface, inner, TRAY_MARGIN)
        pygame.draw.rect(surface, edge, outer, 3, border_radius=TRAY_MARGIN + 4)

    @property
    def still_picture(self) -> int | None:
        """While the planets lie still, a number that changes whenever the picture of them may
        (the throw count); None while they move. The scenes keep still planets on their cached
        background and draw only locks and the cursor over them each frame."""
        still = self.tray.thrown and self.tray.settled and not self.effects.busy
        return self.throws if still else None

    def draw_still(self, surface: pygame.Surface) -> None:
        """The resting planets, without locks or focus (see `still_picture`)."""
        planets.draw_tray_dice(surface, self.tray, self.origin, 1.0)

    def draw(self, surface: pygame.Surface, alpha: float, *, locked: Sequence[bool] = (),
             cursor: int | None = None, clock: float = 0.0, reduced_motion: bool = False,
             still_drawn: bool = False, computer: tuple[int, int, int] | None = None) -> None:
        """The planets over a box drawn by `draw_box`; with `still_drawn`, only what changes
        over planets already drawn by `draw_still`: lock stars and the cursor. The cursor is the
        person's focus, or with `computer` (its seat colour) a computer's dashed cursor."""
        if not self.tray.thrown:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        self.effects.draw_under(surface, self.tray.radius)
        surface.set_clip(clip)
        if not still_drawn:
            planets.draw_tray_dice(surface, self.tray, self.origin, alpha, locked=locked, focus=None,
                                   clock=clock, reduced_motion=reduced_motion)
        else:
            radius = self.tray.radius
            for index, lock in enumerate(locked):
                center = self.die_center(index)
                if lock and center is not None:
                    planets.draw_lock_stars(surface, center, radius, clock, reduced_motion)
        self.effects.draw_over(surface, reduced_motion)
        center = self.die_center(cursor, alpha) if cursor is not None and cursor < DICE else None
        if center is None:
            return
        if computer is not None:
            marks.computer_circle(surface, center, self.tray.radius, computer)
        else:
            marks.focus_circle(surface, center, self.tray.radius, clock=clock, reduced_motion=reduced_motion)


def _fitting_tray(size: tuple[int, int], rng: random.Random) -> Tray:
    """A tray of `size` with the largest planets (up to the tray's own choice) that fit in it."""
    radius = default_radius(size, DICE)
    while True:
        try:
            return Tray(size, DICE, rng, radius=radius)
        except ValueError:
            if radius <= 8:
                raise
            radius = max(8.0, radius * 0.9)
