"""The animated space backdrop: twinkling stars and slowly drifting planets."""

from __future__ import annotations

import math
import random

import pygame

from game.render import theme

_PLANET_COLOURS = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167), (240, 228, 66))


class Backdrop:
    def __init__(self, size: tuple[int, int], seed: int = 7, stars: int = 160, planets: int = 5) -> None:
        rng = random.Random(seed)  # the look of the sky, not game randomness
        self.size = size
        self.time = 0.0
        self.stars = [(rng.uniform(0, size[0]), rng.uniform(0, size[1]), rng.uniform(0.6, 2.2),
                       rng.uniform(0, math.tau), rng.uniform(0.5, 2.0)) for _ in range(stars)]
        self.planets = []
        for i in range(planets):
            radius = rng.randint(18, 70)
            self.planets.append({
                "x": rng.uniform(0, size[0]), "y": rng.uniform(0, size[1]),
                "vx": rng.uniform(-12, 12), "vy": rng.uniform(-6, 6),
                "r": radius, "colour": _PLANET_COLOURS[i % len(_PLANET_COLOURS)],
                "ring": rng.random() < 0.4,
            })
        self._base = pygame.Surface(size)
        self._paint_gradient()

    def _paint_gradient(self) -> None:
        top, bottom = theme.SPACE, theme.SPACE_LIGHT
        height = self.size[1]
        for y in range(height):
            t = y / max(1, height - 1)
            colour = [round(a + (b - a) * t) for a, b in zip(top, bottom)]
            pygame.draw.line(self._base, colour, (0, y), (self.size[0], y))

    def update(self, dt: float, reduced_motion: bool = False) -> None:
        self.time += dt
        speed = 0.25 if reduced_motion else 1.0
        w, h = self.size
        for p in self.planets:
            p["x"] = (p["x"] + p["vx"] * dt * speed + p["r"]) % (w + 2 * p["r"]) - p["r"]
            p["y"] = (p["y"] + p["vy"] * dt * speed + p["r"]) % (h + 2 * p["r"]) - p["r"]

    def draw(self, surface: pygame.Surface, reduced_motion: bool = False) -> None:
        surface.blit(self._base, (0, 0))
        for x, y, size, phase, rate in self.stars:
            twinkle = 1.0 if reduced_motion else 0.65 + 0.35 * math.sin(self.time * rate + phase)
            level = int(200 * twinkle)
            pygame.draw.circle(surface, (level, level, min(255, level + 40)), (int(x), int(y)), max(1, int(size)))
        for p in self.planets:
            centre = (int(p["x"]), int(p["y"]))
            r = p["r"]
            dark = tuple(c // 3 for c in p["colour"])
            pygame.draw.circle(surface, dark, centre, r)
            pygame.draw.circle(surface, tuple(c // 2 for c in p["colour"]), (centre[0] - r // 5, centre[1] - r // 5), int(r * 0.78))
            if p["ring"]:
                ring = pygame.Rect(0, 0, r * 3, r // 2 + 4)
                ring.center = centre
                pygame.draw.ellipse(surface, tuple(c // 2 + 30 for c in p["colour"]), ring, 2)
