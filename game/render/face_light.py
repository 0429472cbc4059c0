"""The dice's colours and the light on their faces, split off from `planet_faces` (which re-exports what others use):
the die's and each planet's colour, a face's blue darker away from the lamp and its rim rounded (`_dress`), a planet lit
as a ball (`_ball`, `_draw_ball`), and colours at a light level (`_lit`)."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

Colour = tuple[int, int, int]
Points = tuple[tuple[float, float], ...]

FACE_BASE: Colour = (236, 229, 212)       # the die: glazed ivory (look review 23: a deep space blue, dark on the felt)
FACE_RIM: Colour = (240, 226, 196)       # its edges: lit, a warm white (the numeral's is cool)
PLANET_RADIUS = 0.85                      # of the half edge: the planet fills most of its face (look review 15: at
                                          # 0.66 "the planet faces are small next to the numbers"; dice "read as tiles")
# The planet of each value: its main colour (also the die's colour cue elsewhere).
PLANET_COLOUR: dict[int, Colour] = {
    1: (140, 144, 160),   # grey moon: slate, a white numeral on it 3.1:1 (review 21b: 2:1 on a pale moon read faint)
    2: (220, 78, 58),     # red planet
    3: (46, 140, 206),    # blue-green world (ocean)
    4: (226, 168, 104),   # banded giant
    5: (156, 98, 220),    # violet world
    6: (240, 192, 66),    # ringed gold giant
}
STAR_JOKER: Colour = (52, 72, 190)       # Bluff's joker (the 6 as a star): a night blue round a pale heart, never gold
                                          # (gold is for rewards and titles; look review 26, defect 3); not the pale cyan
                                          # it was, 12 from CPU 4's aqua and 5 from the selection blue (review 26)
STAR_JOKER_CORE: Colour = (214, 244, 255)  # its bright heart
STAR_JOKER_EDGE: Colour = (12, 14, 34)     # its dark outline on the ivory die (the numerals' shadow)


def shade(colour: Colour, factor: float) -> Colour:
    return tuple(max(0, min(255, int(c * factor))) for c in colour)  # type: ignore[return-value]


def _clip_to_disc(points: Points, radius: float) -> Points:
    """Pull points outside the planet's disc onto its edge (cheap clipping for small blobs)."""
    out = []
    for x, y in points:
        d = math.hypot(x, y)
        out.append((x * radius / d, y * radius / d) if d > radius else (x, y))
    return tuple(out)


FALL_STEPS = 5                    # `draw_face`'s ``fall``: in this many bands
SHEEN: Colour = (255, 250, 236)   # the light on the die's ivory: a warm white (the numeral's is cool)


def _dress(surface: pygame.Surface, level: int, cx: float, cy: float, ux: float, uy: float, vx: float, vy: float,
           det: float, fall: float, bevel: float, inset: float) -> None:
    """A face's blue (before its art) darker away from the lamp, ``fall`` at its far edge; its rim rounded: a band
    ``bevel`` of the half edge wide ``inset`` px inside each edge, lit if it faces the lamp, else shaded (solid)."""
    lx, ly = TOWARDS_LAMP
    if fall and abs(det) > 1e-6:
        turn = round(math.atan2((ux * ly - uy * lx) / det, (lx * vy - ly * vx) / det) * BALL_TURNS / (2 * math.pi)
                     ) % BALL_TURNS                   # (the lamp's way in face coordinates, as `_ball` finds it)
        for k, points in enumerate(_fall_bands(turn)):
            pygame.draw.polygon(surface, _lit(FACE_BASE, round(level * (1.0 - fall * (k + 0.5) / FALL_STEPS))),
                                [(cx + s * ux + t * vx, cy + s * uy + t * vy) for s, t in points])
    if not bevel:
        return
    corners = [(cx - ux - vx, cy - uy - vy), (cx + ux - vx, cy + uy - vy),
               (cx + ux + vx, cy + uy + vy), (cx - ux + vx, cy - uy + vy)]
    start = inset / max(1.0, math.hypot(ux, uy))
    for k in range(4):
        p, q = corners[k], corners[(k + 1) % 4]
        mx, my = (p[0] + q[0]) / 2 - cx, (p[1] + q[1]) / 2 - cy
        facing = (mx * lx + my * ly) / max(1e-6, math.hypot(mx, my))
        if facing > 0.1:
            base = _lit(FACE_BASE, round(level * (1.0 - fall * 0.1)))
            colour = tuple(round(c + (h - c) * 0.45 * facing) for c, h in zip(base, SHEEN, strict=True))
        elif facing < -0.1 and not fall:          # (with ``fall`` the far edges are dark already)
            colour = shade(_lit(FACE_BASE, level), 1.0 + 0.35 * facing)
        else:
            continue
        pygame.draw.polygon(surface, colour, [(x + (cx - x) * share, y + (cy - y) * share) for share, (x, y) in
                                              ((start, p), (start, q), (start + bevel, q), (start + bevel, p))])


@lru_cache(maxsize=None)
def _fall_bands(turn: int) -> tuple[Points, ...]:
    """A face (the square [-1, 1]^2) cut into `FALL_STEPS` bands across the lamp's way on it (``turn`` / `BALL_TURNS`
    of a turn round the face), the band nearest the lamp first."""
    a = 2 * math.pi * turn / BALL_TURNS
    dx, dy = math.cos(a), math.sin(a)
    reach = abs(dx) + abs(dy)
    square, out = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)], []
    for k in range(FALL_STEPS):
        high, low = reach * (1 - 2 * k / FALL_STEPS), reach * (1 - 2 * (k + 1) / FALL_STEPS)
        band = _cut(_cut(square, dx, dy, low), -dx, -dy, -high)
        out.append(tuple(band))
    return tuple(out)


def _cut(points: list[tuple[float, float]], dx: float, dy: float, least: float) -> list[tuple[float, float]]:
    """The part of the polygon ``points`` where dx*s + dy*t >= least (one Sutherland-Hodgman step)."""
    out = []
    for k, p in enumerate(points):
        q = points[k - 1]
        hp, hq = dx * p[0] + dy * p[1] - least, dx * q[0] + dy * q[1] - least
        if (hp >= 0) != (hq >= 0):
            f = hq / (hq - hp)
            out.append((q[0] + (p[0] - q[0]) * f, q[1] + (p[1] - q[1]) * f))
        if hp >= 0:
            out.append(p)
    return out


TOWARDS_LAMP = (-0.64, -0.77)     # on the screen: where the table's lamp is (north-west)
BALL_TURNS = 16                   # the light's direction on a face, to this many steps round (each a kept shape)
_BALLS: dict[tuple[int, int, int], tuple[tuple[Colour, Points], ...]] = {}


def _ball(value: int, level: int, det: float, ux: float, uy: float, vx: float, vy: float
          ) -> tuple[tuple[Colour, Points], ...]:
    """A tumbling face's planet lit as a ball, as a resting die's is (look review 14a: "two styles"): a darker limb
    on the side away from the lamp and a pale crescent on the side towards it, for the lamp's direction in the face's
    own coordinates (``u``, ``v`` its screen half edges), kept per value, light and direction."""
    if abs(det) < 1e-6:
        return ()
    lx, ly = TOWARDS_LAMP
    s, t = (lx * vy - ly * vx) / det, (ux * ly - uy * lx) / det
    turn = round(math.atan2(t, s) * BALL_TURNS / (2 * math.pi)) % BALL_TURNS
    key = (value, level, turn)
    found = _BALLS.get(key)
    if found is None:
        found = _BALLS[key] = _ball_shapes(value, level, turn)
    return found


def _ball_shapes(value: int, level: int, turn: int) -> tuple[tuple[Colour, Points], ...]:
    lit = _lit(PLANET_COLOUR[value], level)
    limb, spot = _ball_outlines(value, turn)
    return ((shade(lit, 0.62), limb), (tuple(min(255, round(c + (255 - c) * 0.4)) for c in lit), spot))


@lru_cache(maxsize=None)
def _ball_outlines(value: int, turn: int) -> tuple[Points, Points]:
    """The limb's and the crescent of light's outlines, the lamp ``turn`` / `BALL_TURNS` of a turn round the face."""
    r = PLANET_RADIUS * (0.78 if value == 6 else 1.0)
    a = 2 * math.pi * turn / BALL_TURNS                     # towards the lamp, in face coordinates
    dx, dy = math.cos(a), math.sin(a)

    def crescent(outer: float, shift: float, spread: float, n: int) -> Points:
        # the part of the disc of radius ``outer`` outside the same disc moved ``shift`` the other way, around ``a``
        # (``shift`` > 0: the lamp's side; < 0 the far side)
        middle = a if shift > 0 else a + math.pi
        arc = [middle - spread + 2 * spread * k / n for k in range(n + 1)]
        edge = [(outer * math.cos(b), outer * math.sin(b)) for b in arc]
        inner = [(-shift * dx + outer * math.cos(b), -shift * dy + outer * math.sin(b)) for b in reversed(arc)]
        return _clip_to_disc(tuple(edge + inner), outer)

    return crescent(r * 0.97, -0.3 * r, math.radians(100), 5), crescent(r * 0.86, 0.16 * r, math.radians(60), 3)


def _draw_ball(surface: pygame.Surface, ball, cx: float, cy: float, ux: float, uy: float, vx: float, vy: float) -> None:
    for colour, points in ball:
        pygame.draw.polygon(surface, colour, [(cx + s * ux + t * vx, cy + s * uy + t * vy) for s, t in points])


_LIT: dict[tuple[Colour, int], Colour] = {}


def _lit(colour: Colour, level: int) -> Colour:
    """``colour`` at light ``level`` / 32 (memoised: a few dozen colours, drawn every frame)."""
    key = (colour, level)
    lit = _LIT.get(key)
    if lit is None:
        lit = _LIT[key] = shade(colour, level / 32.0)
    return lit
