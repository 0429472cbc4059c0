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

Colour = tuple[int, int, int]


@dataclass
class Popup:
    label: str
    pos: tuple[float, float]
    colour: Colour
    size: int
    life: float
    age: float = 0.0
    rise: float = 46.0


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
class Banner:
    label: str
    colour: Colour
    center: tuple[float, float]
    life: float = 1.8
    age: float = 0.0


class Effects:
    def __init__(self, seed: int = 11) -> None:
        self.popups: list[Popup] = []
        self.sparks: list[Spark] = []
        self.banners: list[Banner] = []
        self._rng = random.Random(seed)

    @property
    def busy(self) -> bool:
        return bool(self.popups or self.sparks or self.banners)

    def popup(self, label: str, pos: tuple[float, float], colour: Colour = theme.GOOD, size: int = 34,
              life: float = 1.1) -> None:
        self.popups.append(Popup(label, pos, colour, size, life))

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

    def banner(self, label: str, colour: Colour, center: tuple[float, float], life: float = 1.8) -> None:
        self.banners = [b for b in self.banners if b.center != center]
        self.banners.append(Banner(label, colour, center, life))

    def update(self, dt: float) -> None:
        for item in (*self.popups, *self.sparks, *self.banners):
            item.age += dt
        for spark in self.sparks:
            spark.vy += 600 * dt
            spark.x += spark.vx * dt
            spark.y += spark.vy * dt
        self.popups = [p for p in self.popups if p.age < p.life]
        self.sparks = [s for s in self.sparks if s.age < s.life]
        self.banners = [b for b in self.banners if b.age < b.life]

    def draw(self, surface: pygame.Surface, reduced_motion: bool = False) -> None:
        for spark in self.sparks:
            fade = 1.0 - spark.age / spark.life
            pygame.draw.circle(surface, spark.colour, (spark.x, spark.y), max(1.0, 4 * fade))
        for popup in self.popups:
            progress = popup.age / popup.life
            rise = 0.0 if reduced_motion else popup.rise * (1 - (1 - progress) ** 2)
            image = text.render(popup.label, popup.size, popup.colour, True)
            faded = image.copy()
            faded.set_alpha(round(255 * min(1.0, 3 * (1 - progress))))
            surface.blit(faded, faded.get_rect(center=(popup.pos[0], popup.pos[1] - rise)))
        for banner in self.banners:
            self._draw_banner(surface, banner, reduced_motion)

    @staticmethod
    def _draw_banner(surface: pygame.Surface, banner: Banner, reduced_motion: bool) -> None:
        progress = banner.age / banner.life
        scale = 1.0 if reduced_motion else min(1.0, 0.6 + progress * 4)
        alpha = round(255 * min(1.0, 4 * (1 - progress)))
        image = text.render(banner.label, 64, banner.colour, True)
        # A scaled or copied image: never change the alpha of the shared cached render.
        image = pygame.transform.smoothscale_by(image, scale) if scale != 1.0 else image.copy()
        plate = pygame.Rect(0, 0, image.get_width() + 48, image.get_height() + 20)
        plate.center = (round(banner.center[0]), round(banner.center[1]))
        back = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (*theme.SPACE, min(alpha, 210)), back.get_rect(), border_radius=12)
        pygame.draw.rect(back, (*banner.colour, alpha), back.get_rect(), 3, border_radius=12)
        surface.blit(back, plate)
        image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=plate.center))
