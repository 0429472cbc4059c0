"""Confetti for the end screen: paper bits in the winners' colours, fluttering down (the results
leave it out with reduced motion). Looks only: its own random source, never the game's."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame


@dataclass
class Confetto:
    x: float
    y: float
    vx: float
    vy: float
    spin: float
    phase: float
    colour: tuple[int, int, int]


class Confetti:
    """Paper bits in the winners' colours, fluttering down (not drawn with reduced motion)."""

    GRAVITY = 220.0
    DRAG = 0.9

    def __init__(self, colours: list[tuple[int, int, int]], width: int, rng: random.Random) -> None:
        self.bits: list[Confetto] = []
        self.colours = colours
        self.width = width
        self.rng = rng

    def burst(self, count: int, origin: tuple[float, float]) -> None:
        rng = self.rng
        for _ in range(count):
            angle = rng.uniform(-math.pi * 0.85, -math.pi * 0.15)
            speed = rng.uniform(250, 620)
            self.bits.append(Confetto(origin[0], origin[1], math.cos(angle) * speed, math.sin(angle) * speed,
                                      rng.uniform(4, 10), rng.uniform(0, math.tau), rng.choice(self.colours)))

    def update(self, dt: float, height: int) -> None:
        keep = []
        for bit in self.bits:
            bit.vx *= self.DRAG ** (dt * 4)
            bit.vy = min(bit.vy * self.DRAG ** (dt * 4) + self.GRAVITY * dt, 160.0)
            bit.x += (bit.vx + 30 * math.sin(bit.phase)) * dt
            bit.y += bit.vy * dt
            bit.phase += bit.spin * dt
            if bit.y < height + 20:
                keep.append(bit)
        self.bits = keep

    def draw(self, surface: pygame.Surface) -> None:
        for bit in self.bits:
            w = max(1, int(7 * abs(math.cos(bit.phase))))
            pygame.draw.rect(surface, bit.colour, (int(bit.x) - w // 2, int(bit.y) - 3, w, 7))
