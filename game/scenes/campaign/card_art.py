"""The results card's pictures, each made once with the card: its face (a gradient, gold-tinted for a win, muted
for a loss, with a soft light behind a win's star row), the soft gold burst of light behind a won card and the seal
each landed star stands on."""

from __future__ import annotations

import functools
import math

import pygame

WON_TOP, WON_BOTTOM = (92, 72, 30), (30, 32, 62)      # the won card's face: gold-tinted at the top
LOST_TOP, LOST_BOTTOM = (48, 40, 56), (24, 23, 36)    # the lost card's: muted, a touch of red
BURST_GOLD = (220, 166, 60)                            # the burst's light at its heart (added to the table)
BURST_REACH = (1.45, 1.6)                             # the burst's size, of the card's width and height


def card_face(size: tuple[int, int], won: bool) -> pygame.Surface:
    """The card's body: a gradient from its top (gold-tinted for a win, muted for a loss), with a soft
    light behind the star row on a win; rounded like a panel."""
    width, height = size
    top, bottom = (WON_TOP, WON_BOTTOM) if won else (LOST_TOP, LOST_BOTTOM)
    small = pygame.Surface((max(1, width // 4), max(1, height // 4)))
    for y in range(small.get_height()):
        t = min(1.0, y / (small.get_height() * 0.75))
        small.fill(tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)), (0, y, small.get_width(), 1))
    if won:
        light = pygame.Surface(small.get_size(), pygame.SRCALPHA)
        c = (small.get_width() // 2, 26)
        for k in range(24):
            t = k / 23
            pygame.draw.ellipse(light, (255, 206, 84, round(9 * t)),
                                pygame.Rect(0, 0, 2 * (70 - 52 * t), 2 * (28 - 20 * t)).move(c[0] - (70 - 52 * t),
                                                                                            c[1] - (28 - 20 * t)))
        small.blit(light, (0, 0))
    face = pygame.transform.smoothscale(small, size)
    shaped = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shaped, (255, 255, 255, 255), shaped.get_rect(), border_radius=14)
    shaped.blit(face, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return shaped


def burst(card: tuple[int, int]) -> pygame.Surface:
    """The light behind a won card of size `card`: a soft round gold glow with sixteen broad rays that
    fade out from the middle, drawn at an eighth of its size, blurred and smoothed up (no hard edge
    anywhere), black where it adds nothing (it is added to the picture)."""
    width, height = round(card[0] * BURST_REACH[0]), round(card[1] * BURST_REACH[1])
    small = pygame.Surface((width // 8, height // 8))
    w, h = small.get_size()
    centre = (w / 2, h / 2)
    reach = math.hypot(*centre)
    rays = pygame.Surface((w, h))
    for k in range(16):
        a, b = (k - 0.2) * math.tau / 16, (k + 0.2) * math.tau / 16
        pygame.draw.polygon(rays, (150, 150, 150), [centre, (centre[0] + reach * math.cos(a), centre[1] + reach * math.sin(a)),
                                                 (centre[0] + reach * math.cos(b), centre[1] + reach * math.sin(b))])
    fall = pygame.Surface((w, h))                # how the light falls off: 1 in the middle, 0 at the rim
    glow = pygame.Surface((w, h))                # the round glow under the rays
    for step in range(32):
        t = step / 31                            # 0 at the rim, 1 at the heart
        oval = pygame.Rect(0, 0, max(1, round(w * (1 - t))), max(1, round(h * (1 - t))))
        oval.center = (round(centre[0]), round(centre[1]))
        pygame.draw.ellipse(fall, (round(255 * t ** 0.8),) * 3, oval)
        pygame.draw.ellipse(glow, (round(200 * t ** 1.4),) * 3, oval)
    rays.blit(fall, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    glow.blit(rays, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    glow = pygame.transform.gaussian_blur(glow, 3)
    glow.fill(BURST_GOLD, special_flags=pygame.BLEND_RGB_MULT)
    return pygame.transform.smoothscale(glow, (width, height))


SEAL_POINTS = 14                  # the spikes of the burst behind a landed star
SEAL_REACH = (1.75, 1.2)          # its spikes' reach, of the star's size, across and up (flat: the title over the
                                  # star row and the line under it keep clear)


@functools.lru_cache(maxsize=2)
def seal(size: int) -> pygame.Surface:
    """The burst a landed star stands on (look review 21b: a star's sparks flew off and hung apart as loose specks):
    a spiky gold seal round it, lighter at its heart, drawn at four times its size and smoothed down (no stair steps).
    Made once (the card makes it with itself)."""
    scale = 4
    rx, ry = SEAL_REACH[0] * size * scale, SEAL_REACH[1] * size * scale
    w, h = round(2 * rx) + 8, round(2 * ry) + 8
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    for colour, shrink in (((255, 196, 70, 150), 1.0), ((255, 226, 140, 190), 0.78), ((255, 244, 200, 120), 0.55)):
        points = []
        for k in range(2 * SEAL_POINTS):
            reach = shrink * (1.0 if k % 2 == 0 else 0.62)
            angle = -math.pi / 2 + math.pi / SEAL_POINTS * (k + 0.5)   # (a spike between the star's points)
            points.append((w / 2 + reach * rx * math.cos(angle), h / 2 + reach * ry * math.sin(angle)))
        pygame.draw.polygon(big, colour, points)
    return pygame.transform.smoothscale(big, (w // scale, h // scale))


SEAL_STEPS = 6     # the sizes a seal grows through as its star pops (kept: nothing scaled in a frame)


@functools.lru_cache(maxsize=SEAL_STEPS + 1)
def seal_at(size: int, step: int) -> pygame.Surface:
    """The seal at the `step`-th of SEAL_STEPS sizes from half to whole (`step == SEAL_STEPS`: `seal(size)` itself)."""
    whole = seal(size)
    if step >= SEAL_STEPS:
        return whole
    grow = 0.5 + 0.5 * step / SEAL_STEPS
    return pygame.transform.smoothscale(whole, (round(whole.get_width() * grow), round(whole.get_height() * grow)))
