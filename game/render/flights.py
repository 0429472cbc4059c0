"""A fill's flights: its points fly from the planets that made them to the box they fill as a chip (a plate with the
points on it, "+3"), lifted over its shadow, a comet's tail behind it, shrinking into the box (`Flight`, `draw`); a spark
where no chip flies. Look review 26: the flying planet, small by its box in a still, read as a stray "1" glyph; a chip
with its "+" reads as points on their way in any frame. `game.render.flourish` keeps them with its other effects."""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import pygame

from game.render import drawn, text, theme

Colour = tuple[int, int, int]

FLIGHT_TYPES = ((0.45, 50), (0.65, 47), (0.82, 44), (1.0, 42))   # (up to t, type size): a chip's points shrink into
# the box on the last half of its way (42: the digits' core 13 px at 800x450; the chip as tall as a sheet's row)
TAIL, TAIL_STEP = 5, 0.02   # points of a chip's tail, and of its life apart
CHIP_FILL = (20, 26, 54)    # a chip's plate: the panels' deep navy (its rim and points in the flight's colour)
CHIP_RIM = 3                # px
ARRIVE = 0.8   # of its life, when a flight reaches its box: a chip rests there, centred, for the rest (look review 27:
# still easing in at the next turn's still, it sat off-centre across the column's edge, its tail's tip over the divider)


def flight_type(t: float) -> int:
    """How big a flying chip's points are `t` (0..1) of the way to its box (a few sizes: kept pictures)."""
    return next((size for until, size in FLIGHT_TYPES if t <= until), FLIGHT_TYPES[-1][1])


@functools.lru_cache(maxsize=16)   # (a fill's chip at its four sizes, ~8 KiB each)
def chip(label: str, size: int, colour: Colour) -> pygame.Surface:
    """A points chip: `label` ("+3") in bold `colour` on a rounded navy plate rimmed in `colour`."""
    words = text.render(label, size, colour, True)
    w, h = words.get_width() + 2 * (CHIP_RIM + 8), round(text.pixel_size(size) * 0.95) + 2 * CHIP_RIM   # (its digits and "+")
    plate = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(plate, CHIP_FILL, plate.get_rect(), border_radius=h // 2)
    pygame.draw.rect(plate, colour, plate.get_rect(), CHIP_RIM, border_radius=h // 2)
    plate.blit(words, words.get_rect(center=(w // 2, h // 2)))
    return plate


@functools.lru_cache(maxsize=8)
def chip_shadow(size: tuple[int, int], blur: int = 6, alpha: int = 90) -> pygame.Surface:
    """The soft shadow a chip of `size` casts on what lies below it, lifted: its edge fading out over `blur` px."""
    w, h = size
    image = pygame.Surface((w + 2 * blur, h + 2 * blur), pygame.SRCALPHA)
    for step in range(blur, -1, -1):   # from the faint outer ring in to the core
        pygame.draw.rect(image, (0, 0, 0, round(alpha * (1 - step / (blur + 1)))),
                         image.get_rect().inflate(-2 * (blur - step), -2 * (blur - step)), border_radius=h // 2 + step)
    return image


def prepare(label: str, colour: Colour) -> None:
    """Make a chip's pictures at every size it flies at now (at the fill, not in a frame drawn on its way)."""
    for _until, size in FLIGHT_TYPES:
        chip_shadow(chip(label, size, colour).get_size())


def chip_rect(flight: Flight) -> pygame.Rect:
    """Where `flight`'s chip stands now."""
    t = max(0.0, flight.age) / flight.life
    x, y = flight.at(t)
    return chip(flight.label, flight_type(t), flight.colour).get_rect(center=(round(x), round(y)))


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
    """A fill's points (a chip) or a spark flying from the tray to the box it filled (a curved path, a fading tail)."""
    start: tuple[float, float]
    end: tuple[float, float]
    colour: Colour
    life: float
    age: float = 0.0
    ceiling: float | None = None   # the path never rises above this y (the title bar is over it)
    label: str = ""                # the points a chip carries ("+3"); "" a spark

    @property
    def arrive(self) -> float:
        """When it reaches its box (of its life): a chip rests there after `ARRIVE`; a spark streaks in to the end."""
        return ARRIVE if self.label else 1.0

    def height(self, t: float) -> float:
        """How far above its straight way from the tray to the box the arc has lifted it at `t` (px, >= 0)."""
        straight = self.start[1] + (self.end[1] - self.start[1]) * _eased(t, self.arrive)
        return max(0.0, straight - self.at(t)[1])

    def at(self, t: float) -> tuple[float, float]:
        (x0, y0), (x1, y1) = self.start, self.end
        lift = -120.0 - 0.15 * abs(x1 - x0)           # the path arcs up on its way over
        if self.ceiling is not None:                   # ... under the ceiling: its top is above min(y0, y1) by lift
            lift = max(lift, min(0.0, self.ceiling - min(y0, y1)))
        u = _eased(t, self.arrive)                     # fast out, easing in to the box
        return x0 + (x1 - x0) * u, y0 + (y1 - y0) * u + lift * 4 * u * (1 - u)


def _eased(t: float, arrive: float) -> float:
    """How much of its way a flight has come at `t` (0..1 of its life): fast out, easing in, there at `arrive`."""
    return 1 - (1 - min(1.0, max(0.0, t) / arrive)) ** 2


def draw(surface: pygame.Surface, flight: Flight, under, clear_of: int) -> None:
    """`flight` as it is now, unless within `clear_of` px of one of the ribbons `under` (it passes under them)."""
    if flight.age < 0:
        return
    t = flight.age / flight.life
    x, y, clear = *flight.at(t), clear_of + (48 if flight.label else 0)   # (a chip: all of it clear)
    if any(r.inflate(clear, clear).collidepoint(x, y) for r in under):
        return
    if flight.label:  # the points, lifted off the felt: its soft shadow below it, as high as the arc has carried it
        # (look review 21: see-through copies and a dark streak behind it read as ghosts); on its way a comet's tail of
        # the points' colour behind it, and it shrinks into the box (look review 23: still and full size by the box it
        # read as a stray badge)
        head = chip(flight.label, flight_type(t), flight.colour)
        _draw_tail(surface, [flight.at(max(0.0, t - k * TAIL_STEP)) for k in range(TAIL + 1)], head.get_height(),
                   flight.colour)
        height, shade = flight.height(t), chip_shadow(head.get_size())
        drawn.note(surface, surface.blit(shade, shade.get_rect(center=(round(x + 0.08 * height), round(y + 6 + 0.12 * height)))))
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
