"""A ribbon's fireworks (HOT DICE's and five of a kind's): shells bursting from behind a ribbon's ends, each spark's
place worked out from its shell's age (nothing kept per spark), round dots (`celebration.spark_dot`) kept by size,
colour and heat."""

from __future__ import annotations

import functools
import math

import pygame

from game.render import celebration, theme

Colour = tuple[int, int, int]

SHELL_COLOURS = (theme.TITLE, theme.TEXT, (255, 170, 80), (255, 228, 150))
SHELL_DRAG, SHELL_FALL = 0.907, 90.0    # the sparks slow as the celebration's and drift down


@functools.lru_cache(maxsize=64)
def shell_dot(halves: int, colour: Colour, hot: bool) -> pygame.Surface:
    return celebration.spark_dot(halves, colour, hot)


def warm_shell_dots() -> None:
    """Every dot `shell_sparks` may draw, made ahead (not in a moment's frames)."""
    for halves in range(3, 11):
        for colour in SHELL_COLOURS:
            for hot in (False, True):
                shell_dot(halves, colour, hot)


def shell_sparks(shells, age: float, plate: pygame.Rect, hidden: pygame.Rect, keep, scale: float = 1.0,
                 ) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """The fireworks `age` s into a ribbon's moment: `shells` (when, across, down, sparks; across and down shares of
    the ribbon `plate`), each spark's dot and where its top left goes; none whose middle lies in `hidden`, only those
    whose square `keep` accepts; `scale` the burst's size."""
    dots = []
    for k, (when, across, down, count) in enumerate(shells):
        t = age - when
        if t <= 0:
            continue
        x0, y0 = plate.left + across * plate.width, plate.top + down * plate.height
        spread = (1.0 - math.exp(-SHELL_DRAG * t)) / SHELL_DRAG
        fall = SHELL_FALL * scale * (t - spread) / SHELL_DRAG
        for n in range(count):
            angle = (n + 0.37 * ((n * 7 + k * 3) % 5)) * math.tau / count
            speed = (170 + 20 * ((n * 5 + k) % 4)) * scale
            level = 1.0 - t / (0.8 + 0.1 * ((n * 3 + k) % 5))
            x, y = x0 + speed * math.cos(angle) * spread, y0 + speed * math.sin(angle) * spread + fall
            if level < 0.08 or hidden.collidepoint(x, y):
                continue
            dot = shell_dot(max(3, min(10, round(3 + 7 * level))), SHELL_COLOURS[n % len(SHELL_COLOURS)], level > 0.45)
            side = dot.get_width()
            at = (round(x - side / 2), round(y - side / 2))
            if keep(pygame.Rect(at, (side, side))):
                dots.append((dot, at))
    return dots
