"""What the game's charts share (the statistics' and the game review's): round steps for a scale, and a dashed line."""

from __future__ import annotations

import math

import pygame

STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)     # a scale's round steps (past the last: its multiples)


def nice_range(low: float, high: float, ticks: int = 5) -> tuple[float, float, float]:
    """(first tick, last tick, step) covering low..high with at most `ticks` + 1 ticks."""
    span = max(1e-9, high - low)
    step = next((s for s in STEPS if span / s <= ticks), STEPS[-1] * math.ceil(span / (STEPS[-1] * ticks)))
    return math.floor(low / step) * step, math.ceil(high / step) * step, step


def dashes(surface: pygame.Surface, start: tuple[float, float], length: int, colour, width: int = 2,
           dash: int = 7, period: int = 12) -> None:
    """A dashed stroke `length` px from `start` to the right: `dash` px drawn every `period` px."""
    x, y = round(start[0]), round(start[1])
    for left in range(x, x + length, period):
        pygame.draw.line(surface, colour, (left, y), (min(left + dash, x + length), y), width)
