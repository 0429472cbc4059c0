"""A fill's flights: each planet that counts flies from the tray to the box it filled, lifted over its shadow, a
comet's tail behind it, shrinking into the box (`Flight`, `draw`); a spark where no planet flies. `game.render.flourish`
keeps them with its other effects."""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import pygame

from game.render import dice_tokens, drawn, theme

Colour = tuple[int, int, int]

FLIGHT_TOKEN = 36          # px of a flying planet (its numeral 13 px at 800x450) as it leaves the felt
FLIGHT_SIZES = ((0.45, 36), (0.65, 33), (0.82, 30), (1.0, 27))   # (up to t, px): it shrinks into the box on the last
TAIL, TAIL_STEP = 5, 0.02   # points of a flying planet's tail, and of its life apart         # half of its way (kept)


def flight_size(t: float) -> int:
    """How big a flying planet is `t` (0..1) of the way to its box (a few sizes: kept pictures)."""
    return next((size for until, size in FLIGHT_SIZES if t <= until), FLIGHT_SIZES[-1][1])


def _draw_tail(surface: pygame.Surface, path: list[tuple[float, float]], size: int, colour: Colour) -> None:
    """A comet's tail along `path` (the planet's last places, newest first): tapering from half the planet's width to a
    point, a dim band round a bright core (two polygons; none while it barely moves)."""
    if math.dist(path[0], path[-1]) < size * 0.6:
        return
    for share, shade in ((0.42, 0.5), (0.18, 1.0)):
        left, right = [], []
        for k, (x, y) in enumerate(path):
            (ax, ay), (bx, by) = path[max(0, k - 1)], path[min(len(path) - 1, k + 1)]
            length = math.hypot(bx - ax, by - ay) or 1.0
            half = size * share * (1 - k / (len(path) - 1))
            nx, ny = (ay - by) / length * half, (bx - ax) / length * half
            left.append((x + nx, y + ny))
            right.append((x - nx, y - ny))
        drawn.note(surface, pygame.draw.polygon(surface, _tail_shade(colour, shade), left + right[::-1]))


@functools.lru_cache(maxsize=8)
def _tail_shade(colour: Colour, share: float) -> Colour:
    return tuple(round(c * share) for c in colour[:3])


@dataclass
class Flight:
    """A chosen planet's spark flying from the tray to the box it filled (a curved path, a fading tail)."""
    start: tuple[float, float]
    end: tuple[float, float]
    colour: Colour
    life: float
    age: float = 0.0
    ceiling: float | None = None   # the path never rises above this y (the title bar is over it)
    face: int = 0                  # the die's value: its planet flies at the head, the streak its trail (0: a spark)
    tail: bool = True              # a planet's comet tail (the first of a fill's planets wears it, the rest in its wake)

    def height(self, t: float) -> float:
        """How far above its straight way from the tray to the box the arc has lifted it at `t` (px, >= 0)."""
        straight = self.start[1] + (self.end[1] - self.start[1]) * (1 - (1 - t) ** 2)
        return max(0.0, straight - self.at(t)[1])

    def at(self, t: float) -> tuple[float, float]:
        (x0, y0), (x1, y1) = self.start, self.end
        lift = -120.0 - 0.15 * abs(x1 - x0)           # the path arcs up on its way over
        if self.ceiling is not None:                   # ... under the ceiling: its top is above min(y0, y1) by lift
            lift = max(lift, min(0.0, self.ceiling - min(y0, y1)))
        u = 1 - (1 - t) ** 2                           # fast out, easing in to the box
        return x0 + (x1 - x0) * u, y0 + (y1 - y0) * u + lift * 4 * u * (1 - u)


def draw(surface: pygame.Surface, flight: Flight, under, clear_of: int) -> None:
    """`flight` as it is now, unless within `clear_of` px of one of the ribbons `under` (it passes under them)."""
    if flight.age < 0:
        return
    t = flight.age / flight.life
    x, y, clear = *flight.at(t), clear_of + (FLIGHT_TOKEN if flight.face else 0)   # (a planet: all of it clear)
    if any(r.inflate(clear, clear).collidepoint(x, y) for r in under):
        return
    if flight.face:   # the planet that counts, lifted off the felt: its soft shadow below it, as high as the
        # arc has carried it (look review 21: see-through copies and a dark streak behind it read as ghosts);
        # on its way a comet's tail of the points' colour behind it, and it shrinks into the box (look review
        # 23: still and full size by the box, it read as a stray badge)
        size = flight_size(t)
        if flight.tail:
            _draw_tail(surface, [flight.at(max(0.0, t - k * TAIL_STEP)) for k in range(TAIL + 1)], size, flight.colour)
        height, shade = flight.height(t), dice_tokens.lifted_shadow(size)
        drawn.note(surface, surface.blit(shade, shade.get_rect(center=(round(x + 0.08 * height), round(y + 6 + 0.12 * height)))))
        head = dice_tokens.face_token(flight.face, size)
        drawn.note(surface, surface.blit(head, head.get_rect(center=(round(x), round(y)))))
        return
    trail = [flight.at(max(0.0, t - k * 0.035)) for k in range(6)]   # a spark: one unbroken streak behind it
    for k in range(5, 0, -1):      # older positions, thinner and dimmer (look review 16: dots read as debris)
        if not any(r.inflate(clear_of, clear_of).collidepoint(p) for r in under for p in trail[k - 1:k + 1]):
            shade = tuple(round(c * (1 - k / 6)) for c in flight.colour)
            drawn.note(surface, pygame.draw.line(surface, shade, trail[k], trail[k - 1], 2 * (6 - k)))
            pygame.draw.circle(surface, shade, trail[k], 6 - k)
    drawn.note(surface, pygame.draw.circle(surface, flight.colour, (x, y), 7))
    pygame.draw.circle(surface, theme.TEXT, (x, y), 3)
