"""The full-screen win: the sky dims, the winner's rocket climbs from below the screen on its flame with
a trail of sparks, fireworks burst in the winner's colour and gold, and the headline lands on a ribbon
("Player 1 wins!"). It lasts `SECONDS` (any key skips it); the results come in behind it as it fades.

With reduced motion the rocket stands still in the middle, the headline shows at once and nothing
bursts; it fades after a shorter while. Looks only: its own random source, never the game's.
"""

from __future__ import annotations

import math
import random

import pygame

from game.render import rockets, text, theme
from game.render.flourish import Spark
from game.render.panel import dim

SECONDS = 3.2          # the whole moment
CALM_SECONDS = 1.8     # with reduced motion
CLIMB = 1.1            # s for the rocket to reach its place
FADE = 0.5             # s of fading out at the end
HEADLINE_SIZE = 88
RAYS = 14
RAY_REACH = 470     # px from the middle to where the rays fade out

Colour = tuple[int, int, int]


class Celebration:
    """One win, drawn over a scene's picture (`draw`), advanced by `update`; `done` once it has faded."""

    def __init__(self, size: tuple[int, int], rocket: int, colour: Colour, headline: str, line: str = "",
                 seed: int = 0, reduced_motion: bool = False) -> None:
        self.size = size
        self.rocket = rocket
        self.colour = colour
        self.headline = headline
        self.line = line
        self.reduced_motion = reduced_motion
        self.length = CALM_SECONDS if reduced_motion else SECONDS
        self.age = 0.0
        self.sparks: list[Spark] = []
        self._rng = random.Random(seed)
        self._bursts = [] if reduced_motion else [0.9, 1.3, 1.6, 2.0, 2.3]   # when fireworks go off
        self._pictures: dict[str, tuple] = {}

    @property
    def done(self) -> bool:
        return self.age >= self.length

    def skip(self) -> None:
        """A key was pressed: fade out now."""
        self.age = max(self.age, self.length - FADE)

    def update(self, dt: float) -> None:
        self.age += dt
        width, height = self.size
        while self._bursts and self.age >= self._bursts[0]:
            self._bursts.pop(0)
            rng = self._rng
            centre = (rng.uniform(0.18, 0.82) * width, rng.uniform(0.16, 0.42) * height)
            for _ in range(46):
                angle, speed = rng.uniform(0, math.tau), rng.uniform(90, 330)
                self.sparks.append(Spark(centre[0], centre[1], speed * math.cos(angle), speed * math.sin(angle),
                                          rng.choice((self.colour, theme.TITLE, theme.TEXT)), rng.uniform(0.7, 1.3)))
        if not self.reduced_motion and self.age < CLIMB + 0.6:    # the trail behind the climbing rocket
            x, y = self._rocket_at()
            for _ in range(3):
                self.sparks.append(Spark(x + self._rng.uniform(-10, 10), y + 70, self._rng.uniform(-30, 30),
                                          self._rng.uniform(120, 260), (255, 190, 90), self._rng.uniform(0.3, 0.6)))
        for spark in self.sparks:
            spark.age += dt
            spark.vy += 180 * dt
            spark.x += spark.vx * dt
            spark.y += spark.vy * dt
        self.sparks = [s for s in self.sparks if s.age < s.life]

    def _kept(self, name: str, make, *key):
        """A picture of this celebration, kept while it lasts (not in the game-wide caches: it is shown
        once per match)."""
        kept = self._pictures.get(name)
        if kept is None or kept[0] != key:
            kept = self._pictures[name] = (key, make(*key))
        return kept[1]

    def _rocket_at(self) -> tuple[float, float]:
        width, height = self.size
        rest = (width / 2, height * 0.58)
        if self.reduced_motion:
            return rest
        t = min(1.0, self.age / CLIMB)
        ease = 1 - (1 - t) ** 3
        return rest[0] + 24 * math.sin(t * 5) * (1 - t), height + 120 - (height + 120 - rest[1]) * ease

    def draw(self, surface: pygame.Surface) -> None:
        width, height = self.size
        fade = min(1.0, (self.length - self.age) / FADE) if self.age > self.length - FADE else 1.0
        dim(surface, round(190 * fade * min(1.0, self.age / 0.25 if not self.reduced_motion else 1.0)))
        x, y = self._rocket_at()
        self._draw_rays(surface, fade)
        halo = self._kept("halo", _halo, 220, self.colour)
        halo.set_alpha(round(255 * fade))
        surface.blit(halo, halo.get_rect(center=(round(x), round(y))))
        for spark in self.sparks:
            level = max(0.0, 1.0 - spark.age / spark.life) * fade
            pygame.draw.circle(surface, spark.colour, (spark.x, spark.y), max(1.0, 4.0 * level))
            if level > 0.5:
                pygame.draw.circle(surface, theme.TEXT, (spark.x, spark.y), 1.5)
        flame = 1.0 if self.age < CLIMB + 0.4 and not self.reduced_motion else 0.6
        if fade > 0.05:
            rockets.draw_rocket(surface, self.rocket, self.colour, (x, y), 150, flame=flame)
        shown = self.reduced_motion or self.age >= CLIMB * 0.8
        if shown and fade > 0.05:
            pop = 0.0 if self.reduced_motion else max(0.0, 1 - (self.age - CLIMB * 0.8) / 0.2)
            ribbon, size, words = self._kept("headline", _headline, self.headline, self.colour, width - 160,
                                             round(20 * (1 + 0.5 * pop * pop)))
            ribbon.set_alpha(round(255 * fade))
            rect = ribbon.get_rect(center=(width // 2, round(height * 0.22)))
            surface.blit(ribbon, rect)
            if not pop:
                text.record_drawn(surface, self.headline, size, words.move(rect.topleft), rect)
            if self.line:
                text.draw(surface, self.line, text.HEADING, theme.TEXT, bold=True,
                          box=pygame.Rect(80, 0, width - 160, height), center=(width // 2, round(height * 0.86)))

    def _draw_rays(self, surface: pygame.Surface, fade: float) -> None:
        """Soft rays of light behind the rocket's place, brightening as it climbs in."""
        width, height = self.size
        grow = 1.0 if self.reduced_motion else min(1.0, self.age / CLIMB)
        rays = self._kept("rays", _rays, RAY_REACH, self.colour)
        rays.set_alpha(round(255 * fade * grow))
        surface.blit(rays, rays.get_rect(center=(width // 2, round(height * 0.58))))


def _halo(radius: int, colour: Colour) -> pygame.Surface:
    image = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    for k in range(48):
        t = k / 47
        pygame.draw.circle(image, (*colour, round(50 * t * t)), (radius, radius), radius * (1.0 - 0.78 * t))
    return image


def _headline(label: str, colour: Colour, width: int, scale: int) -> tuple[pygame.Surface, int, pygame.Rect]:
    """The headline in gold on a ribbon edged in the winner's colour, at `scale` / 20."""
    size = text.fitting_size(label, HEADLINE_SIZE, width - 120, bold=True)
    image = text.render(label, size, theme.TITLE, True)
    w, h = image.get_width() + 120, image.get_height() + 34
    plate = pygame.Surface((w, h), pygame.SRCALPHA)
    notch = h // 3
    body = [(0, 0), (w, 0), (w - notch, h // 2), (w, h), (0, h), (notch, h // 2)]
    pygame.draw.polygon(plate, (*theme.PANEL_RAISED, 250), body)
    pygame.draw.rect(plate, (*colour, 255), (0, 0, w, 6))
    pygame.draw.rect(plate, (*colour, 255), (0, h - 6, w, 6))
    words = image.get_rect(center=(w // 2, h // 2))
    plate.blit(image, words)
    if scale != 20:
        plate = pygame.transform.smoothscale_by(plate, scale / 20)
        words = pygame.Rect(0, 0, 0, 0)
    return plate, size, words


def _rays(reach: int, colour: Colour) -> pygame.Surface:
    """Rays of the winner's colour from the middle, fading out towards `reach` (drawn small, smoothed up)."""
    small_reach = reach // 2
    small = pygame.Surface((2 * small_reach, 2 * small_reach), pygame.SRCALPHA)
    c = small_reach
    for k in range(RAYS):
        a = k * math.tau / RAYS
        half = math.pi / RAYS * 0.5
        pygame.draw.polygon(small, (*colour, 255), [(c, c), (c + 2 * c * math.cos(a - half), c + 2 * c * math.sin(a - half)),
                                                   (c + 2 * c * math.cos(a + half), c + 2 * c * math.sin(a + half))])
    fall = pygame.Surface(small.get_size(), pygame.SRCALPHA)
    for k in range(64):                       # alpha falling off from the middle outwards
        t = k / 63
        pygame.draw.circle(fall, (255, 255, 255, round(70 * t * t)), (c, c), c * (1.0 - 0.94 * t))
    small.blit(fall, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return pygame.transform.smoothscale(small, (2 * reach, 2 * reach))
