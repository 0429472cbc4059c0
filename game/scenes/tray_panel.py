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
from game.physics import hexdie
from game.render import text, theme

DICE = 5
TRAY_MARGIN = 10  # px between the panel's frame and the physics walls


class TrayPanel:
    def __init__(self, rect: pygame.Rect, rng: random.Random) -> None:
        self.rect = pygame.Rect(rect)
        inner = self.rect.inflate(-2 * TRAY_MARGIN, -2 * TRAY_MARGIN)
        self.origin = inner.topleft
        self.tray = Tray(inner.size, DICE, rng)
        self.hit_loudness = 0.0  # loudest collision of the last step, for sound

    # --- physics ------------------------------------------------------------------
    def throw(self, locked: Sequence[bool] = ()) -> None:
        """Throw every die not locked (a first throw throws them all)."""
        held = [i for i, lock in enumerate(locked) if lock and self.tray.is_present(i)]
        self.tray.throw(locked=held)

    def update(self, dt: float) -> list[Collision]:
        return self.tray.step(dt)

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
    def draw(self, surface: pygame.Surface, alpha: float, *, locked: Sequence[bool] = (),
             cursor: int | None = None, edge: tuple[int, int, int] = theme.PANEL_EDGE,
             reduced_motion: bool = False) -> None:
        pygame.draw.rect(surface, theme.SPACE_LIGHT, self.rect, border_radius=14)
        pygame.draw.rect(surface, edge, self.rect, 3, border_radius=14)
        if not self.tray.thrown:
            return
        radius = self.tray.radius
        for index in range(DICE):
            center = self.die_center(index, alpha)
            if center is None:
                continue
            pose = self.tray.pose(index, alpha)
            is_locked = index < len(locked) and locked[index]
            _draw_plain_die(surface, center, radius, pose.angle)
            if is_locked:
                pygame.draw.circle(surface, theme.ACCENT, center, radius * 1.18, 3)
                lock_box = pygame.Rect(0, 0, 16, 12)
                lock_box.midbottom = (center[0], center[1] - radius * 1.2)
                pygame.draw.rect(surface, theme.ACCENT, lock_box, border_radius=3)
                pygame.draw.arc(surface, theme.ACCENT, lock_box.move(0, -8).inflate(-4, 4), 0, math.pi, 2)
            if cursor == index:
                marker = [(center[0] - 10, center[1] + radius * 1.35 + 14), (center[0] + 10, center[1] + radius * 1.35 + 14),
                          (center[0], center[1] + radius * 1.35)]
                pygame.draw.polygon(surface, theme.FOCUS, marker)
                pygame.draw.circle(surface, theme.FOCUS, center, radius * 1.3, 3)


def _draw_plain_die(surface: pygame.Surface, center: tuple[float, float], radius: float, angle: float) -> None:
    """A hexagon with its top value (stand-in until the planet renderer lands)."""
    corners = [(center[0] + x * math.cos(angle) - y * math.sin(angle), center[1] + x * math.sin(angle) + y * math.cos(angle))
               for x, y in hexdie.hexagon_vertices(radius)]
    pygame.draw.polygon(surface, (90, 120, 200), corners)
    pygame.draw.polygon(surface, theme.TEXT, corners, 2)
    text.draw(surface, str(hexdie.face_value(angle)), int(radius), theme.TEXT, bold=True, center=center)
