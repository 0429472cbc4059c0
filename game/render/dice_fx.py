"""The tray's feel: a comet trail behind flying planets, dust where they hit, a pop when read.

Feed it once per fixed step (``step``) with what the tray reported, then ``draw``.
With reduced motion there are no trails or dust and the pop is a steady ring that
fades, without growing or flashing. All randomness is cosmetic and private.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.physics import Collision, Tray
from game.render.planets import PLANET_COLOURS, READ_GOLD

TRAIL_LENGTH = 10              # steps of history kept per die
TRAIL_MIN_SPEED = 6.0          # radii per second: slower dice leave no trail
DUST_MIN_LOUDNESS = 0.12
POP_SECONDS = 0.45


@dataclass
class Mote:
    x: float
    y: float
    vx: float
    vy: float
    life: float
    size: float
    age: float = 0.0


@dataclass
class Pop:
    x: float
    y: float
    radius: float
    age: float = 0.0


class DiceEffects:
    def __init__(self, count: int, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.trails: list[deque[tuple[float, float]]] = [deque(maxlen=TRAIL_LENGTH) for _ in range(count)]
        self.dust: list[Mote] = []
        self.pops: list[Pop] = []

    def clear(self) -> None:
        for trail in self.trails:
            trail.clear()
        self.dust.clear()
        self.pops.clear()

    def step(self, tray: Tray, origin: tuple[float, float], events: Sequence[Collision], dt: float,
             just_settled: bool, reduced_motion: bool) -> None:
        """Record one fixed step of the tray (positions in screen coordinates)."""
        ox, oy = origin
        for index, trail in enumerate(self.trails):
            pose = tray.pose(index)
            moving = tray.moving(index)
            if reduced_motion or not moving or math.isnan(pose.x):
                if trail:
                    trail.popleft()
                continue
            if trail:
                last = trail[-1]
                speed = math.hypot(pose.x + ox - last[0], pose.y + oy - last[1]) / dt
                if speed < TRAIL_MIN_SPEED * tray.radius:
                    trail.popleft()
                    continue
            trail.append((pose.x + ox, pose.y + oy))
        if not reduced_motion:
            for event in events:
                if event.loudness >= DUST_MIN_LOUDNESS:
                    self._puff(event.x + ox, event.y + oy, event.loudness, tray.radius)
        if just_settled:
            for index in tray.last_thrown:
                pose = tray.pose(index)
                self.pops.append(Pop(pose.x + ox, pose.y + oy, tray.radius))
        self._age(dt)

    def _puff(self, x: float, y: float, loudness: float, radius: float) -> None:
        for _ in range(2 + int(loudness * 6)):
            angle = self.rng.uniform(math.pi * 1.05, math.pi * 1.95)   # upwards fan
            speed = radius * self.rng.uniform(1.0, 4.0) * (0.5 + loudness)
            self.dust.append(Mote(x, y, math.cos(angle) * speed, math.sin(angle) * speed,
                                  self.rng.uniform(0.25, 0.5), radius * self.rng.uniform(0.06, 0.12)))

    def _age(self, dt: float) -> None:
        for mote in self.dust:
            mote.age += dt
            mote.x += mote.vx * dt
            mote.y += mote.vy * dt
            mote.vx *= 0.92
            mote.vy *= 0.92
        self.dust = [m for m in self.dust if m.age < m.life]
        for pop in self.pops:
            pop.age += dt
        self.pops = [p for p in self.pops if p.age < POP_SECONDS]

    @property
    def busy(self) -> bool:
        return bool(self.dust or self.pops or any(self.trails))

    def draw_under(self, surface: pygame.Surface, radius: float) -> None:
        """Trails and dust: drawn before the dice."""
        for index, trail in enumerate(self.trails):
            colour = PLANET_COLOURS[index % len(PLANET_COLOURS)]
            count = len(trail)
            for k, (x, y) in enumerate(trail):
                fade = (k + 1) / (count + 1)
                _soft_dot(surface, (x, y), radius * 0.55 * fade, colour, int(90 * fade))
        for mote in self.dust:
            fade = 1.0 - mote.age / mote.life
            _soft_dot(surface, (mote.x, mote.y), mote.size * (1.0 + mote.age * 2), (190, 190, 215), int(150 * fade))

    def draw_over(self, surface: pygame.Surface, reduced_motion: bool) -> None:
        """The read pops: drawn over the dice."""
        for pop in self.pops:
            t = pop.age / POP_SECONDS
            grow = 0.0 if reduced_motion else t * 0.6
            radius = pop.radius * (1.15 + grow)
            alpha = int(220 * (1.0 - t))
            ring = pygame.Surface((int(radius * 2 + 8), int(radius * 2 + 8)), pygame.SRCALPHA)
            pygame.draw.circle(ring, (*READ_GOLD, alpha), ring.get_rect().center, radius, max(2, int(pop.radius / 10)))
            surface.blit(ring, ring.get_rect(center=(round(pop.x), round(pop.y))))


def _soft_dot(surface: pygame.Surface, pos: tuple[float, float], radius: float,
              colour: tuple[int, int, int], alpha: int) -> None:
    if radius < 0.8 or alpha <= 0:
        return
    size = int(radius * 2 + 2)
    dot = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(dot, (*colour, alpha), (size / 2, size / 2), radius)
    surface.blit(dot, dot.get_rect(center=(round(pos[0]), round(pos[1]))))
