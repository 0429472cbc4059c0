"""Confetti for the end screen: stars, rockets and ringed planets in the winners' colours, fluttering down (the results
leave it out with reduced motion). Looks only: its own random source, never the game's."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame


@dataclass(slots=True)
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

    def burst(self, count: int, origin: tuple[float, float], speeds: tuple[float, float] = (250, 620)) -> None:
        """`count` bits thrown up from `origin` at `speeds` (px/s, the least and the most)."""
        rng = self.rng
        for _ in range(count):
            angle = rng.uniform(-math.pi * 0.85, -math.pi * 0.15)
            speed = rng.uniform(*speeds)
            self.bits.append(Confetto(origin[0], origin[1], math.cos(angle) * speed, math.sin(angle) * speed,
                                      rng.uniform(4, 10), rng.uniform(0, math.tau), rng.choice(self.colours)))

    def update(self, dt: float, height: int) -> None:
        keep = []
        drag, fall, sin = self.DRAG ** (dt * 4), self.GRAVITY * dt, math.sin   # (once a step, not once a bit)
        for bit in self.bits:
            bit.vx *= drag
            bit.vy = min(bit.vy * drag + fall, 160.0)
            bit.x += (bit.vx + 30 * sin(bit.phase)) * dt
            bit.y += bit.vy * dt
            bit.phase += bit.spin * dt
            if bit.y < height + 20:
                keep.append(bit)
        self.bits = keep

    def draw(self, surface: pygame.Surface, areas: Sequence[pygame.Rect] | None = None) -> None:
        """Little stars, rockets and ringed planets (every third bit of each), turning as they fall; with `areas`, only
        within them (`free_areas`: the margins round a screen's cards and words, never over them)."""
        clip = surface.get_clip()
        for index, bit in enumerate(self.bits):
            if areas is None:
                _draw_bit(surface, index, bit)
                continue
            near = pygame.Rect(round(bit.x) - 9, round(bit.y) - 9, 18, 18)
            for area in areas:
                if near.colliderect(area):
                    surface.set_clip(area.clip(clip))
                    _draw_bit(surface, index, bit)
        surface.set_clip(clip)


def _draw_bit(surface: pygame.Surface, index: int, bit: Confetto) -> None:
    turn = abs(math.cos(bit.phase))
    x, y = bit.x, bit.y
    kind = index % 3
    if kind == 0:      # a five-pointed star that flips
        points = []
        for k in range(10):
            r = 7 if k % 2 == 0 else 3
            a = bit.phase * 0.5 + k * math.pi / 5
            points.append((x + r * math.cos(a) * max(0.25, turn), y + r * math.sin(a)))
        pygame.draw.polygon(surface, bit.colour, points)
    elif kind == 1:    # a tiny rocket nosing along its way
        a = math.atan2(bit.vy, bit.vx) if (bit.vx or bit.vy) else -math.pi / 2
        c, s = math.cos(a), math.sin(a)
        body = [(x + 8 * c, y + 8 * s), (x - 5 * c - 3 * s, y - 5 * s + 3 * c),
                (x - 5 * c + 3 * s, y - 5 * s - 3 * c)]
        pygame.draw.polygon(surface, bit.colour, body)
        pygame.draw.circle(surface, (255, 190, 90), (x - 7 * c, y - 7 * s), 2)
    else:              # a ringed planet
        pygame.draw.circle(surface, bit.colour, (x, y), 4)
        pygame.draw.ellipse(surface, bit.colour, (x - 8, y - 2 * turn - 1, 16, 4 * turn + 2), 1)


def free_areas(bounds: pygame.Rect, keep_off: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """`bounds` less every rect of `keep_off`, as rects: bands between the rects' tops and bottoms, each split round
    the rects that cross it (look review 16: confetti over a card's edge, a banner's tip, between the rows)."""
    ys = sorted({bounds.top, bounds.bottom} | {min(max(y, bounds.top), bounds.bottom)
                                               for rect in keep_off for y in (rect.top, rect.bottom)})
    out = []
    for top, bottom in zip(ys, ys[1:], strict=False):
        x = bounds.left
        for left, right in sorted((r.left, r.right) for r in keep_off if r.top < bottom and top < r.bottom):
            if left > x:
                out.append(pygame.Rect(x, top, min(left, bounds.right) - x, bottom - top))
            x = max(x, right)
        if x < bounds.right:
            out.append(pygame.Rect(x, top, bounds.right - x, bottom - top))
    return [area for area in out if area.width > 0 and area.height > 0]
