"""Bluff's dice cups: brown leather cups turned over on the felt, seen from above at a slight angle.

A cup is a truncated cone standing mouth down: its closed base (an ellipse) on top, walls widening
to a rim with thickness on the felt, lit from the upper left, a band of the seat's colour with
stitching, and a soft shadow on the felt. Lifting it (the reveal) is an animation: it rises, tilts
and fades while its shadow shrinks and pales on the felt.

Every picture is kept (`surface_cache`): a cup of a size, colour and label, its tilted copies in a
few steps, and the shadow in a few sizes, so a frame only blits. `warm` makes a cup's lifting pictures
before play (the reveal's cups, on the seats' trays): turning them in its frames cost 1-2.5 ms a frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.render import drawn, text, theme
from game.render.planet_faces import shade
from game.render.surface_cache import surface_cache

Colour = tuple[int, int, int]

LEATHER = (118, 74, 46)        # the cup's leather, a saddle brown, untinted: its seat's colour is in its bands and on
                               # its base (look review 26: tinted by the seat, a magenta seat's cup read as a red one,
                               # and red is the loss's colour)
RIM = (214, 190, 150)          # the rim's lip: bone
EDGE = (20, 14, 22)
STITCH = (238, 226, 200)
TILT_STEPS = 8                 # kept tilted pictures per cup while it lifts
TILT_DEGREES = 14.0


@dataclass(frozen=True)
class CupShape:
    """The cup over a tray: its width and where its rim's centre stands on the felt."""

    width: int
    rim_centre: tuple[int, int]

    @property
    def top_width(self) -> int:
        return round(self.width * 0.78)

    @property
    def body_height(self) -> int:
        return round(self.width * 0.72)

    @property
    def rim_half_height(self) -> int:
        return max(4, round(self.width * 0.17))

    @property
    def bounds(self) -> pygame.Rect:
        """The cup's outline on the screen (the focus ring goes round it)."""
        top_half = round(self.width * 0.13)
        height = top_half + self.body_height + self.rim_half_height
        rect = pygame.Rect(0, 0, self.width, height)
        rect.midbottom = (self.rim_centre[0], self.rim_centre[1] + self.rim_half_height)
        return rect


def cup_shape(tray: pygame.Rect) -> CupShape:
    """The biggest cup that sits well inside `tray`, its rim a little below the middle."""
    width = max(24, round(min(tray.width * 0.74, tray.height * 0.72)))
    rim_half = max(4, round(width * 0.17))
    rim_y = tray.centery + round(width * 0.42) - rim_half // 2
    return CupShape(width, (tray.centerx, min(rim_y, tray.bottom - rim_half - 6)))


def draw_cup(surface: pygame.Surface, tray: pygame.Rect, colour: Colour, *, shake: float = 0.0,
             lift: float = 0.0, label: str = "") -> pygame.Rect:
    """The cup over `tray` and its shadow: `lift` 0 on the felt .. 1 gone; `shake` px sideways.
    Returns where the cup was drawn."""
    shape = cup_shape(tray)
    eased = 1.0 - (1.0 - min(1.0, max(0.0, lift))) ** 2
    _draw_shadow(surface, shape, eased, shake)
    if lift >= 1.0:
        return pygame.Rect(shape.bounds.topleft, (0, 0))
    step = min(TILT_STEPS, round(eased * TILT_STEPS * 1.6))
    image = _tilted(shape.width, tuple(colour), label, step) if step else _cup_picture(shape.width, tuple(colour), label)
    bounds = shape.bounds
    centre = (bounds.centerx + round(shake) + round(eased * shape.width * 0.18),
              bounds.centery - round(eased * tray.height * 0.55))
    rect = image.get_rect(center=centre)
    fade = 1.0 if eased < 0.5 else max(0.0, 1.0 - (eased - 0.5) / 0.5)
    if fade < 1.0:
        kept = image.get_alpha()
        image.set_alpha(round(255 * fade))
        drawn.note(surface, text.blit(surface, image, rect))       # the label comes along
        image.set_alpha(kept)
    else:
        drawn.note(surface, text.blit(surface, image, rect))
    return rect


def cup_picture(width: int, colour: Colour) -> pygame.Surface:
    """A cup `width` px wide alone, standing (kept: do not draw on it), e.g. a small one in a legend."""
    return _cup_picture(width, tuple(colour), "")


def warm(tray: pygame.Rect, colour: Colour) -> None:
    """Make the pictures of the cup over `tray` lifting (every tilted copy, every shadow) before play."""
    width = cup_shape(tray).width
    for step in range(1, TILT_STEPS + 1):
        _tilted(width, tuple(colour), "", step)     # (a lifting cup carries no label)
    for step in range(11):
        _shadow(width, step)                        # (every seat's: ~0.9 MiB at 4 seats)


def _draw_shadow(surface: pygame.Surface, shape: CupShape, eased: float, shake: float) -> None:
    step = min(10, round(eased * 10))
    shadow = _shadow(shape.width, step)
    x, y = shape.rim_centre
    drawn.note(surface, surface.blit(shadow, shadow.get_rect(center=(x + round(shape.width * (0.07 + 0.1 * eased))
                                                                     + round(shake) // 2,
                                                                     y + round(shape.rim_half_height * 0.45)))))


@surface_cache(max_mib=2)      # every step of one cup width's shadow: 1.6 MiB at 2 or 3 seats (1280x720)
def _shadow(width: int, step: int) -> pygame.Surface:
    """A soft dark ellipse on the felt; smaller and paler as the cup rises (`step` 0..10)."""
    scale = 1.0 - 0.35 * step / 10
    w = max(8, round(width * 1.18 * scale))
    h = max(4, round(width * 0.46 * scale))
    alpha = round(120 * (1.0 - 0.85 * step / 10))
    small = pygame.Surface((max(2, w // 4 + 4), max(2, h // 4 + 4)), pygame.SRCALPHA)
    pygame.draw.ellipse(small, (0, 0, 0, alpha), small.get_rect().inflate(-4, -4))
    return pygame.transform.smoothscale(small, (w + 16, h + 16))


@surface_cache(max_mib=5)      # every tilted copy of 2-6 seats' cups at the reveal (`warm`), 1280x720: 3.6 MiB at 4 seats, 1-2 at 2, 3, 5, 6
def _tilted(width: int, colour: Colour, label: str, step: int) -> pygame.Surface:
    return _tilt(_cup_picture(width, colour, label), step)


def _tilt(image: pygame.Surface, step: int) -> pygame.Surface:
    if step == 0:
        return image
    degrees = -TILT_DEGREES * step / TILT_STEPS
    return text.turned(image, pygame.transform.rotozoom(image, degrees, 1.0), degrees)


def _ring(cx: float, cy: float, half_w: float, half_h: float, start: float, end: float,
          n: int = 28) -> list[tuple[float, float]]:
    """Points on an ellipse from angle `start` to `end` (radians; 0 right, pi/2 down)."""
    return [(cx + half_w * math.cos(start + (end - start) * k / n), cy + half_h * math.sin(start + (end - start) * k / n))
            for k in range(n + 1)]


@surface_cache(max_mib=2)      # the cups of up to six seats
def _cup_picture(width: int, colour: Colour, label: str) -> pygame.Surface:
    """The cup alone on a transparent picture (its bounds plus a small margin)."""
    pad = 4
    top_half_w = width * 0.78 / 2
    top_half_h = width * 0.13
    rim_half_w = width / 2
    rim_half_h = max(4.0, width * 0.17)
    lip = max(3.0, width * 0.045)
    body = width * 0.72
    size = (width + 2 * pad, round(top_half_h + body + rim_half_h) + 2 * pad)
    cx = size[0] / 2
    top_y = pad + top_half_h
    rim_y = top_y + body

    def level(v: float) -> tuple[float, float, float]:
        """The wall's ellipse at height `v` (0 the base on top, 1 the rim's upper edge)."""
        return (top_y + v * (rim_y - lip - top_y), top_half_w + v * (rim_half_w - top_half_w),
                top_half_h + v * (rim_half_h - top_half_h))

    leather = LEATHER
    flat = pygame.Surface(size, pygame.SRCALPHA)
    # the rim's lip: the front half of the rim ellipse, under the wall that ends `lip` higher
    pygame.draw.ellipse(flat, RIM, pygame.Rect(cx - rim_half_w, rim_y - rim_half_h, 2 * rim_half_w, 2 * rim_half_h))
    wall_bottom_y, wall_bottom_w, wall_bottom_h = level(1.0)
    outline = [(cx - top_half_w, top_y)] + _ring(cx, wall_bottom_y, wall_bottom_w, wall_bottom_h, math.pi, 0.0) \
        + [(cx + top_half_w, top_y)]
    pygame.draw.polygon(flat, leather, outline)
    # the seat's band round the wall, with stitching along its edges, and a thin band near the base
    for v1, v2, stitched in ((0.5, 0.7, True), (0.1, 0.15, False)):
        y1, w1, h1 = level(v1)
        y2, w2, h2 = level(v2)
        upper = _ring(cx, y1, w1, h1, math.pi, 0.0)[::-1]
        lower = _ring(cx, y2, w2, h2, 0.0, math.pi)[::-1]
        pygame.draw.polygon(flat, colour, upper + lower)
        if stitched:
            for y, w, h in (level(v1 + 0.03), level(v2 - 0.03)):
                dots = _ring(cx, y, w, h, math.pi * 0.97, math.pi * 0.03, n=22)
                for a, b in zip(dots[::2], dots[1::2], strict=False):
                    pygame.draw.line(flat, STITCH, a, b, 1)
    # light from the upper left: each column of the wall shaded by where it faces
    light = pygame.Surface((size[0], 1))
    for x in range(size[0]):
        u = (x - (cx - rim_half_w)) / (2 * rim_half_w)
        tone = 0.62 + 0.38 * math.cos((u - 0.3) * math.pi * 1.05)
        light.set_at((x, 0), (round(255 * max(0.3, min(1.0, tone))),) * 3)
    flat.blit(pygame.transform.scale(light, size), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    image = flat
    # the closed base on top, lit from above, a seam round it
    base = pygame.Rect(cx - top_half_w, top_y - top_half_h, 2 * top_half_w, 2 * top_half_h)
    pygame.draw.ellipse(image, shade(leather, 0.95), base)
    pygame.draw.ellipse(image, shade(leather, 0.78), base.inflate(-base.width * 0.18, -base.height * 0.18))
    pygame.draw.ellipse(image, shade(colour, 0.9), base.inflate(-base.width * 0.62, -base.height * 0.62))
    # a soft sheen down the lit side of the wall
    sheen = pygame.Surface(size, pygame.SRCALPHA)
    y0, w0, _ = level(0.06)
    y1, w1, _ = level(0.95)
    pygame.draw.polygon(sheen, (255, 255, 255, 34), [(cx - w0 * 0.62, y0), (cx - w0 * 0.38, y0),
                                                     (cx - w1 * 0.36, y1), (cx - w1 * 0.64, y1)])
    image.blit(sheen, (0, 0))
    # dark edges: the walls' sides, the rim's front, the base
    pygame.draw.aalines(image, EDGE, False, [(cx - top_half_w, top_y), (cx - rim_half_w, rim_y)])
    pygame.draw.aalines(image, EDGE, False, [(cx + top_half_w, top_y), (cx + rim_half_w, rim_y)])
    pygame.draw.aalines(image, EDGE, False, _ring(cx, rim_y, rim_half_w, rim_half_h, 0.0, math.pi))
    pygame.draw.aalines(image, shade(RIM, 0.55), False, _ring(cx, wall_bottom_y, wall_bottom_w, wall_bottom_h,
                                                             0.0, math.pi))
    pygame.draw.ellipse(image, EDGE, base, 1)
    if label:
        y, w, _ = level(0.33)
        box = pygame.Rect(0, 0, round(2 * w) - 12, 30)
        box.center = (round(cx), round(y))
        plate = pygame.Rect(0, 0, min(box.width, text.width_of(label, text.CAPTION, True) + 16), 28)
        plate.center = box.center
        pygame.draw.rect(image, (*shade(leather, 0.4), 230), plate, border_radius=8)
        text.draw(image, label, text.CAPTION, theme.TEXT, bold=True, box=box, center=box.center)
    return image
