"""Score pop-ups and flourishes: points rising from a filled box, a burst of stars for five
of a kind or the bonus, and a banner across the table.

With reduced motion nothing moves or bursts: pop-ups and banners appear in place and fade.
All randomness is cosmetic and comes from a private `random.Random` (never the game's).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from game.render import text, theme
from game.render.surface_cache import surface_cache

Colour = tuple[int, int, int]


@dataclass
class Popup:
    label: str
    pos: tuple[float, float]
    colour: Colour
    size: int
    life: float
    age: float = 0.0
    rise: float = 0.0   # pop-ups pop in place (a score box's pop-up never drifts into the next row)


@dataclass
class Spark:
    x: float
    y: float
    vx: float
    vy: float
    colour: Colour
    life: float
    age: float = 0.0


@dataclass
class Flight:
    """A chosen planet's spark flying from the tray to the box it filled (a curved path, a fading tail)."""
    start: tuple[float, float]
    end: tuple[float, float]
    colour: Colour
    life: float
    age: float = 0.0

    def at(self, t: float) -> tuple[float, float]:
        (x0, y0), (x1, y1) = self.start, self.end
        lift = -120.0 - 0.15 * abs(x1 - x0)           # the path arcs up on its way over
        u = 1 - (1 - t) ** 2                           # fast out, easing in to the box
        return x0 + (x1 - x0) * u, y0 + (y1 - y0) * u + lift * 4 * u * (1 - u)


@dataclass
class Banner:
    label: str
    colour: Colour
    center: tuple[float, float]
    life: float = 1.8
    age: float = 0.0
    width: int = 900        # the widest the ribbon may be (the lane it shows in)


BANNER_SIZE = 64            # type size of a banner's words (shrunk to fit its lane, never under the floor)
SWEEP = 0.16                # share of a banner's life spent sweeping in, and again sweeping out


class Effects:
    def __init__(self, seed: int = 11) -> None:
        self.popups: list[Popup] = []
        self.sparks: list[Spark] = []
        self.banners: list[Banner] = []
        self.flights: list[Flight] = []
        self._rng = random.Random(seed)

    @property
    def busy(self) -> bool:
        return bool(self.popups or self.sparks or self.banners or self.flights)

    def popup(self, label: str, pos: tuple[float, float], colour: Colour = theme.GOOD, size: int = 34,
              life: float = 1.1, delay: float = 0.0) -> None:
        """A score popping up in place; with `delay` it waits that long first (after a `fly`)."""
        self.popups.append(Popup(label, pos, colour, size, life, age=-delay))

    def fly(self, starts: list[tuple[float, float]], end: tuple[float, float], colour: Colour,
            seconds: float = 0.45, reduced_motion: bool = False) -> float:
        """Sparks from the chosen planets to the box they filled, one after another; returns how long
        until the last lands (0 with reduced motion: nothing flies)."""
        if reduced_motion or not starts:
            return 0.0
        stagger = 0.05
        for i, start in enumerate(starts):
            self.flights.append(Flight(start, end, colour, seconds, age=-i * stagger))
        return seconds + stagger * (len(starts) - 1)

    def burst(self, pos: tuple[float, float], colours: tuple[Colour, ...], count: int = 40,
              reduced_motion: bool = False) -> None:
        if reduced_motion:
            return
        rng = self._rng
        for _ in range(count):
            angle = rng.uniform(0, math.tau)
            speed = rng.uniform(120, 420)
            self.sparks.append(Spark(pos[0], pos[1], speed * math.cos(angle), speed * math.sin(angle) - 120,
                                     rng.choice(colours), rng.uniform(0.6, 1.2)))

    def banner(self, label: str, colour: Colour, center: tuple[float, float], life: float = 1.8,
               width: int = 900) -> None:
        """A ribbon across `center` that sweeps in, holds and sweeps out (fades in place with reduced
        motion); one banner per place: a new one replaces the one showing there."""
        self.banners = [b for b in self.banners if b.center != center]
        self.banners.append(Banner(label, colour, center, life, width=width))

    def update(self, dt: float) -> None:
        for item in (*self.popups, *self.sparks, *self.banners, *self.flights):
            item.age += dt
        for spark in self.sparks:
            spark.vy += 600 * dt
            spark.x += spark.vx * dt
            spark.y += spark.vy * dt
        self.popups = [p for p in self.popups if p.age < p.life]
        self.sparks = [s for s in self.sparks if s.age < s.life]
        self.banners = [b for b in self.banners if b.age < b.life]
        self.flights = [f for f in self.flights if f.age < f.life]

    def draw(self, surface: pygame.Surface, reduced_motion: bool = False) -> None:
        for spark in self.sparks:
            fade = 1.0 - spark.age / spark.life
            pygame.draw.circle(surface, spark.colour, (spark.x, spark.y), max(1.0, 4 * fade))
        for flight in self.flights:
            if flight.age < 0:
                continue
            t = flight.age / flight.life
            for k in range(5, 0, -1):                  # the tail: older positions, smaller and dimmer
                tail = max(0.0, t - k * 0.035)
                shade = tuple(round(c * (1 - k / 6)) for c in flight.colour)
                pygame.draw.circle(surface, shade, flight.at(tail), 6 - k)
            x, y = flight.at(t)
            pygame.draw.circle(surface, flight.colour, (x, y), 7)
            pygame.draw.circle(surface, theme.TEXT, (x, y), 3)
        for popup in self.popups:
            if popup.age < 0:
                continue
            progress = popup.age / popup.life
            rise = 0.0 if reduced_motion else popup.rise * (1 - (1 - progress) ** 2)
            image = text.render(popup.label, popup.size, popup.colour, True)
            pop = 1.0 if reduced_motion else 1.0 + 0.35 * max(0.0, 1 - progress * 5)
            plate = pygame.Rect(0, 0, image.get_width() + 12, image.get_height())
            plate.center = (round(popup.pos[0]), round(popup.pos[1] - rise))
            back = _plate(plate.size)          # kept; its strength set per frame
            back.set_alpha(round(200 * min(1.0, 3 * (1 - progress))))
            surface.blit(back, plate)
            faded = _scaled(image, pop) if pop != 1.0 else image
            faded.set_alpha(round(255 * min(1.0, 3 * (1 - progress))))
            placed = faded.get_rect(center=(popup.pos[0], popup.pos[1] - rise))
            surface.blit(faded, placed)
            faded.set_alpha(255)               # the text cache's picture, as it was
            text.record_drawn(surface, popup.label, popup.size, placed)
        for banner in self.banners:
            self._draw_banner(surface, banner, reduced_motion)

    @staticmethod
    def _draw_banner(surface: pygame.Surface, banner: Banner, reduced_motion: bool) -> None:
        progress = banner.age / banner.life
        size = text.fitting_size(banner.label, BANNER_SIZE, banner.width - 90, bold=True)
        image = text.render(banner.label, size, banner.colour, True)
        ribbon = pygame.Rect(0, 0, min(banner.width, image.get_width() + 90), image.get_height() + 22)
        ribbon.center = (round(banner.center[0]), round(banner.center[1]))
        if reduced_motion:
            shift, alpha = 0, round(255 * min(1.0, 4 * (1 - progress), 6 * progress))
        else:
            if progress < SWEEP:                       # sweep in from the left, easing out
                t = 1 - progress / SWEEP
                shift = -round(ribbon.width * 0.6 * t * t)
            elif progress > 1 - SWEEP:                 # and on out to the right
                t = (progress - (1 - SWEEP)) / SWEEP
                shift = round(ribbon.width * 0.6 * t * t)
            else:
                shift = 0
            alpha = round(255 * min(1.0, 5 * (1 - progress), 6 * progress))
        ribbon.x += shift
        plate = _ribbon(banner.label, size, banner.colour, ribbon.size)   # kept; its strength set per frame
        plate.set_alpha(alpha)
        surface.blit(plate, ribbon)
        text.record_drawn(surface, banner.label, size, image.get_rect(center=ribbon.center), ribbon)


# The pictures a frame of pop-ups and banners needs are kept, not made per frame (each fresh surface
# costs its page faults): the plates and ribbons in bounded caches, a pop-up growing in a kept scratch
# surface. Their strength (set_alpha) is set just before each blit.
@surface_cache(max_mib=1)
def _plate(size: tuple[int, int]) -> pygame.Surface:
    """A pop-up's dark rounded plate."""
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (*theme.SPACE, 255), plate.get_rect(), border_radius=8)
    return plate


@surface_cache(max_mib=2)
def _ribbon(label: str, size: int, colour: Colour, box: tuple[int, int]) -> pygame.Surface:
    """A banner's ribbon with its words."""
    image = text.render(label, size, colour, True)
    plate = pygame.Surface(box, pygame.SRCALPHA)
    w, h = box
    notch = h // 3
    body = [(0, 0), (w, 0), (w - notch, h // 2), (w, h), (0, h), (notch, h // 2)]
    pygame.draw.polygon(plate, (*theme.PANEL_RAISED, 245), body)
    pygame.draw.rect(plate, (*colour, 255), (0, 0, w, 4))
    pygame.draw.rect(plate, (*colour, 255), (0, h - 4, w, 4))
    shine = pygame.Rect(notch + 6, 6, w - 2 * notch - 12, 2)
    pygame.draw.rect(plate, (255, 255, 255, 40), shine)
    plate.blit(image, image.get_rect(center=(w // 2, h // 2)))
    return plate


_scratch: list[pygame.Surface] = []


def _scaled(image: pygame.Surface, factor: float) -> pygame.Surface:
    """`image` smoothly scaled by `factor`, drawn into a kept scratch surface (a view of it: valid
    until the next call)."""
    size = (int(image.get_width() * factor), int(image.get_height() * factor))
    if not _scratch or _scratch[0].get_width() < size[0] or _scratch[0].get_height() < size[1]:
        old = _scratch[0].get_size() if _scratch else (0, 0)
        _scratch[:] = [pygame.Surface((max(size[0], old[0], 256), max(size[1], old[1], 96)), pygame.SRCALPHA)]
    view = _scratch[0].subsurface(pygame.Rect((0, 0), size))
    return pygame.transform.smoothscale(image, size, view)
