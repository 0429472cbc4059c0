"""The table's feel: dust where dice hit hard, soft glints on the hardest hits, a ring when read.

Feed it once per fixed step (``step``) with what the tray reported, then draw
``draw_under`` (before the dice) and ``draw_over`` (after). With reduced motion there
is no dust or sparkle, and the read ring is a steady ring that fades without
growing. The numeral's own pop is drawn with the dice (``planets``), so a die kept
out of view never shows its value here. All randomness is cosmetic and private.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.physics import Collision, Tray
from game.render import dice_view, drawn
from game.render.planets import SETTLE_RING
from game.render.surface_cache import surface_cache

DUST_MIN_LOUDNESS = 0.15
SPARKLE_MIN_LOUDNESS = 0.45
POP_SECONDS = 0.45
IMPACT_DROP = 0.25          # of a die's edge: a fall this long marks the felt with a landing ring where it comes down
IMPACT_SECONDS = 0.3        # (look review 28b: "on landing, add a small impact flash and dust ... apply it to every
                            # roll"); no ring under reduced motion
IMPACT_STEPS = 8            # kept ring sizes per die size (a ring is one blit of a kept picture)
DUST = (196, 214, 206)
SPARK = (255, 240, 180)


@dataclass
class Mote:
    x: float
    y: float
    vx: float
    vy: float
    life: float
    size: float
    spark: bool = False
    age: float = 0.0


@dataclass
class Impact:
    """Where a die struck the felt: a faint ring of light that runs out and fades (`IMPACT_SECONDS`)."""
    x: float
    y: float
    reach: float            # px: how far it runs out
    strength: float         # 0..1: from the hit's loudness
    age: float = 0.0


@dataclass
class Pop:
    x: float
    y: float
    radius: float
    age: float = 0.0
    slot: int = -1          # the tray slot of the die it rings (its ring goes when the die leaves the felt)


class DiceEffects:
    def __init__(self, count: int, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.count = count
        self.dust: list[Mote] = []
        self.pops: list[Pop] = []
        self.impacts: list[Impact] = []
        self._heights: dict[int, tuple[float, float]] = {}   # per die: its height at the top of its fall, and now

    def clear(self) -> None:
        self.dust.clear()
        self.pops.clear()
        self.impacts.clear()
        self._heights.clear()

    def forget(self, slot: int) -> None:
        """The die in tray slot `slot` left the felt (set aside, lost): no ring where it lay."""
        self.pops = [pop for pop in self.pops if pop.slot != slot]

    def step(self, tray: Tray, origin: tuple[float, float], events: Sequence[Collision], dt: float,
             just_settled: bool, reduced_motion: bool) -> None:
        """Record one fixed step of the tray (positions in screen coordinates)."""
        ox, oy = origin
        if not reduced_motion:
            for event in events:
                if event.loudness >= DUST_MIN_LOUDNESS:
                    self._puff(event.x + ox, event.y + oy, event.loudness, tray.edge)

        if not reduced_motion:
            self._landings(tray, origin)
        if just_settled:
            self._heights.clear()
            camera = dice_view.Camera(origin, (tray.width, tray.height))
            for index in tray.last_thrown:
                x, y = dice_view.top_centre(camera, tray.pose(index), tray.edge)
                self.pops.append(Pop(x, y, tray.radius, slot=index))
        self._age(dt)

    def _landings(self, tray: Tray, origin: tuple[float, float]) -> None:
        """A ring on the felt where a die comes down from a fall (its height stops dropping after falling
        IMPACT_DROP of its edge or more), as strong as the fall was long."""
        if not tray.thrown or tray.settled:
            return
        for index in range(tray.count):
            pose = tray.pose(index)
            height = pose.height
            if math.isnan(height):                   # (not on the table yet)
                continue
            peak, last = self._heights.get(index, (height, height))
            if height < last:
                self._heights[index] = (peak, height)
                continue
            drop = peak - last
            if drop >= IMPACT_DROP * tray.edge and len(self.impacts) < self.count:
                camera = dice_view.Camera(origin, (tray.width, tray.height))   # (the felt under it, as its shadow's)
                x, y = camera.project(pose.x, pose.y, 0.0)
                kx, ky = dice_view.slant(camera, tray.edge)
                lift = height + tray.edge / 2.0
                self.impacts.append(Impact(x + kx * lift, y + ky * lift, tray.edge * IMPACT_REACH, min(1.0, drop / tray.edge)))
            self._heights[index] = (height, height)

    def _puff(self, x: float, y: float, loudness: float, edge: float) -> None:
        """Felt dust thrown out all round the hit (seen from above); sparks on the hardest ones."""
        rng = self.rng
        for _ in range(3 + int(loudness * 7)):
            angle = rng.uniform(0.0, 2.0 * math.pi)
            speed = edge * rng.uniform(0.6, 2.2) * (0.5 + loudness)
            self.dust.append(Mote(x, y, math.cos(angle) * speed, math.sin(angle) * speed,
                                  rng.uniform(0.25, 0.5), edge * rng.uniform(0.04, 0.08)))
        if loudness >= SPARKLE_MIN_LOUDNESS:
            for _ in range(2 + int(loudness * 4)):
                angle = rng.uniform(0.0, 2.0 * math.pi)
                speed = edge * rng.uniform(1.5, 3.5)
                self.dust.append(Mote(x, y, math.cos(angle) * speed, math.sin(angle) * speed,
                                      rng.uniform(0.2, 0.35), edge * rng.uniform(0.05, 0.09), spark=True))

    def _age(self, dt: float) -> None:
        for mote in self.dust:
            mote.age += dt
            mote.x += mote.vx * dt
            mote.y += mote.vy * dt
            mote.vx *= 0.9
            mote.vy *= 0.9
        self.dust = [m for m in self.dust if m.age < m.life]
        for pop in self.pops:
            pop.age += dt
        self.pops = [p for p in self.pops if p.age < POP_SECONDS]
        for impact in self.impacts:
            impact.age += dt
        self.impacts = [i for i in self.impacts if i.age < IMPACT_SECONDS]

    @property
    def busy(self) -> bool:
        return bool(self.dust or self.pops or self.impacts)

    def draw_under(self, surface: pygame.Surface, radius: float) -> None:
        """Landing rings and dust on the felt: drawn before the dice."""
        for impact in self.impacts:
            t = impact.age / IMPACT_SECONDS
            step = min(IMPACT_STEPS - 1, int(t * IMPACT_STEPS))
            ring = _impact_ring(round(impact.reach), step)
            ring.set_alpha(round(255 * impact.strength * (1.0 - t) ** 1.5))
            drawn.note(surface, surface.blit(ring, ring.get_rect(center=(round(impact.x), round(impact.y)))))
        for mote in self.dust:
            if not mote.spark:
                fade = 1.0 - mote.age / mote.life
                _soft_dot(surface, (mote.x, mote.y), mote.size * (1.0 + mote.age * 3), DUST, int(110 * fade))

    def draw_over(self, surface: pygame.Surface, reduced_motion: bool) -> None:
        """Sparks and the read rings: drawn over the dice."""
        for mote in self.dust:
            if mote.spark:
                fade = 1.0 - mote.age / mote.life
                glint = _glint(max(2, round(mote.size * (0.5 + fade))))
                glint.set_alpha(int(255 * min(1.0, 0.35 + fade)))
                drawn.note(surface, surface.blit(glint, glint.get_rect(center=(round(mote.x), round(mote.y)))))
        for pop in self.pops:
            t = pop.age / POP_SECONDS
            grow = 0.0 if reduced_motion else t * 0.5
            radius = pop.radius * (1.05 + grow)
            alpha = int(200 * (1.0 - t))
            ring = _ring(int(radius), max(2, int(pop.radius / 12)))
            ring.set_alpha(alpha)
            drawn.note(surface, surface.blit(ring, ring.get_rect(center=(round(pop.x), round(pop.y)))))


_DOTS: dict[tuple[int, tuple[int, int, int]], pygame.Surface] = {}
_GLINTS: dict[int, pygame.Surface] = {}   # by ray length (a few sizes: kept)


def _glint(reach: int) -> pygame.Surface:
    """A soft glint on the hardest hits: a warm glow with four thin rays tapering to nothing, drawn at 4x and
    smoothed (it was a hard two-line "+"). Kept per size: a spark costs one blit."""
    glint = _GLINTS.get(reach)
    if glint is None:
        scale, side = 4, 2 * reach + 3
        big = pygame.Surface((side * scale, side * scale), pygame.SRCALPHA)
        c, ray, thin = side * scale / 2, reach * scale, 0.9 * scale
        for k in range(4, 0, -1):                                   # the glow, brighter to the middle
            pygame.draw.circle(big, (*SPARK, 44), (c, c), ray * 0.32 * k / 4)
        for k in range(1, 5):                                       # rays: stacked, so they fade to their tips
            length, width = ray * k / 4, thin * (1.3 - 0.1 * k)
            for points in (((c - length, c), (c, c - width), (c + length, c), (c, c + width)),
                           ((c, c - length), (c + width, c), (c, c + length), (c - width, c))):
                pygame.draw.polygon(big, (*SPARK, 72), points)
        pygame.draw.circle(big, (*SPARK, 240), (c, c), 1.6 * scale)   # the bright core
        glint = pygame.transform.smoothscale(big, (side, side))
        if len(_GLINTS) > 32:
            _GLINTS.clear()
        _GLINTS[reach] = glint
    return glint


IMPACT_LIGHT = (236, 246, 232)   # a landing ring's light on the felt
IMPACT_REACH = 0.95               # a landing ring's reach, in die edges (the warm-up makes exactly these)


def warm_impacts(edge: float) -> None:
    """Every landing ring dice of `edge` need, made before play (not in a throw's frames)."""
    for step in range(IMPACT_STEPS):
        _impact_ring(round(edge * IMPACT_REACH), step)


@functools.lru_cache(maxsize=3 * IMPACT_STEPS)   # (a few die sizes' rings, ~0.1 MiB each: as `flash_light`)
def _impact_ring(reach: int, step: int) -> pygame.Surface:
    """A landing ring `step` of IMPACT_STEPS into its run out to `reach` px: a soft light ring, thinner and wider as
    it runs (drawn at 2x and smoothed). Kept: a ring costs one blit."""
    k = 2
    radius = max(2.0, reach * (0.35 + 0.65 * (step + 0.5) / IMPACT_STEPS))
    side = 2 * round(reach) + 6
    big = pygame.Surface((side * k, side * k), pygame.SRCALPHA)
    width = max(2, round(k * reach * 0.12 * (1.0 - 0.6 * step / IMPACT_STEPS)))
    pygame.draw.circle(big, (*IMPACT_LIGHT, 70), (side * k / 2, side * k / 2), radius * k, width * 2)
    pygame.draw.circle(big, (*IMPACT_LIGHT, 150), (side * k / 2, side * k / 2), radius * k, width)
    return pygame.transform.smoothscale(big, (side, side))


@surface_cache(max_mib=6)
def _ring(radius: int, width: int) -> pygame.Surface:
    image = pygame.Surface((2 * radius + 4, 2 * radius + 4), pygame.SRCALPHA)
    pygame.draw.circle(image, (*SETTLE_RING, 255), image.get_rect().center, radius, width)
    return image


def _soft_dot(surface: pygame.Surface, pos: tuple[float, float], radius: float,
              colour: tuple[int, int, int], alpha: int) -> None:
    if radius < 0.8 or alpha <= 0:
        return
    r = max(1, round(radius))
    key = (r, colour)
    dot = _DOTS.get(key)
    if dot is None:
        dot = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
        pygame.draw.circle(dot, (*colour, 255), (r + 1, r + 1), r)
        if len(_DOTS) > 256:
            _DOTS.clear()
        _DOTS[key] = dot
    dot.set_alpha(alpha)
    drawn.note(surface, surface.blit(dot, dot.get_rect(center=(round(pos[0]), round(pos[1])))))


FLASH_LEVELS = 6     # kept pictures of a die's flash, from faint to full


def flash_share(age: float, flashes: Sequence[tuple[float, float]]) -> float:
    """How bright a moment's dice flash `age` s into it (0..1): each of `flashes` (when, how long) up and down."""
    for when, length in flashes:
        t = (age - when) / length
        if 0.0 <= t < 1.0:
            return math.sin(math.pi * t)
    return 0.0


def flash(surface: pygame.Surface, centres, side: float, share: float) -> None:
    """A moment's dice flash: a warm gold light added over each die `side` px across at `centres`, `share` (0..1) of
    its full strength (one of FLASH_LEVELS kept pictures; nothing at 0). Only in the frames a moment flashes."""
    level = round(max(0.0, min(1.0, share)) * FLASH_LEVELS)
    if level <= 0:
        return
    image, tint = flash_light(round(side), level), flash_tint(round(side), level)
    for x, y in centres:
        area = image.get_rect(center=(round(x), round(y)))
        surface.blit(tint, area, special_flags=pygame.BLEND_RGB_MULT)      # (gold: an ivory die can grow no whiter)
        drawn.note(surface, surface.blit(image, area, special_flags=pygame.BLEND_RGB_ADD))


@functools.lru_cache(maxsize=24)
def flash_light(side: int, level: int) -> pygame.Surface:
    """The light a die `side` px across flashes with, at `level` of FLASH_LEVELS: warm gold, brightest over its middle,
    fading out past its edges; added over the die (black adds nothing). Kept."""
    size = round(side * 1.3)
    image = pygame.Surface((size, size))
    peak = level / FLASH_LEVELS
    for k in range(12):
        t = k / 11
        share = peak * t ** 1.5
        pygame.draw.circle(image, tuple(round(c * share * FLASH_ADD) for c in (255, 226, 140)), (size // 2, size // 2),
                           size / 2 * (1 - 0.6 * t))
    return image


FLASH_ADD = 0.3             # the flash's light added at its heart, of its gold (0.55 on the navy dice)
FLASH_GOLD = (255, 214, 120)   # and the gold it turns the ivory die towards (multiplied)


@functools.lru_cache(maxsize=24)
def flash_tint(side: int, level: int) -> pygame.Surface:
    """What a flashing die `side` px across is multiplied by at `level` of FLASH_LEVELS (`flash_light`'s size): gold
    over the die, white (no change) past its edges. Kept."""
    size = round(side * 1.3)
    image = pygame.Surface((size, size))
    image.fill((255, 255, 255))
    peak = level / FLASH_LEVELS
    for k in range(8):
        share = peak * (k + 1) / 8
        pygame.draw.circle(image, tuple(round(255 + (c - 255) * share) for c in FLASH_GOLD), (size // 2, size // 2),
                           side * 0.62 * (1 - 0.3 * k / 7))
    return image


def warm_flash(side: int) -> None:
    """Every picture a moment's `flash` of dice `side` px across needs (its light and its tint at each level), made
    before the moment (its prepare), not in the frames it flashes."""
    for level in range(1, FLASH_LEVELS + 1):
        flash_light(side, level)
        flash_tint(side, level)
