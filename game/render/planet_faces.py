"""The art on a cube die's faces: one planet per value, drawn as flat shapes in face coordinates.

1 a grey moon, 2 a red planet, 3 a blue-green world, 4 a banded giant, 5 a violet
world, 6 a ringed gold giant; with ``star_for_six`` (Bluff) a pale cyan star (the joker, never gold) replaces the 6.
Every shape is a polygon in the face's own (u, v) square, [-1, 1] on each side with
v pointing up the picture, so the same art is drawn two ways:

* :func:`draw_face`: mapped onto any projected face (a tumbling die) through an
  affine map, a handful of polygons per face;
* :func:`face_image`: rendered once into a square picture (cached), for faces seen
  straight on (a die at rest) and for the title and the rules.

Nothing here knows about physics: callers say which value goes where.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame
from pygame import gfxdraw

from game.render import drawn
from game.render.face_light import (  # noqa: F401  (the dice's colours and light, split off: re-exported)
    _BALLS,
    BALL_TURNS,
    FACE_BASE,
    FACE_RIM,
    PLANET_COLOUR,
    PLANET_RADIUS,
    STAR_JOKER,
    STAR_JOKER_CORE,
    STAR_JOKER_EDGE,
    TOWARDS_LAMP,
    Colour,
    Points,
    _ball,
    _ball_shapes,
    _clip_to_disc,
    _draw_ball,
    _dress,
    _lit,
    shade,
)
from game.render.surface_cache import surface_cache

_DRAWN_AT = 0.66                          # the radius the art's shapes below are laid out for (then scaled up)
LAMP_FALL = 0.18                          # a kept top's ivory: this much lighter at its edge towards the lamp than at
                                          # the far one
OUTLINE_SHADE = 0.42                      # a planet's outline: its colour this much darker (painted on the ivory)
OUTLINE_WIDTH = 0.6                       # of a kept face's edge lines
RING: Colour = (96, 120, 200)             # the 6's ring: steel blue (pale, it was lost on the ivory die)
RING_TILT = -math.pi / 4                  # the 6's ring runs corner to corner: at that size, level, it left the face


def _circle(cx: float, cy: float, r: float, n: int = 18, squash: float = 1.0, tilt: float = 0.0) -> Points:
    ct, st = math.cos(tilt), math.sin(tilt)
    points = []
    for k in range(n):
        a = 2 * math.pi * k / n
        x, y = r * math.cos(a), r * squash * math.sin(a)
        points.append((cx + x * ct - y * st, cy + x * st + y * ct))
    return tuple(points)


def _strip(radius: float, low: float, high: float, n: int = 7) -> Points:
    """The part of the disc of ``radius`` between heights ``low`` and ``high`` (a band)."""
    right, left = [], []
    for k in range(n + 1):
        v = low + (high - low) * k / n
        u = math.sqrt(max(0.0, radius * radius - v * v))
        right.append((u, v))
        left.append((-u, v))
    return tuple(right + left[::-1])


def _half_ring(outer: float, inner: float, squash: float, tilt: float, front: bool, n: int = 12) -> Points:
    """Half of a flat ring seen at a slant: the front half (lower) or the back half."""
    ct, st = math.cos(tilt), math.sin(tilt)
    start = math.pi if front else 0.0
    arc = [start + math.pi * k / n for k in range(n + 1)]

    def point(r: float, a: float) -> tuple[float, float]:
        x, y = r * math.cos(a), r * squash * math.sin(a)
        return (x * ct - y * st, x * st + y * ct)

    return tuple([point(outer, a) for a in arc] + [point(inner, a) for a in reversed(arc)])


def _star(cx: float, cy: float, outer: float, rotation: float = math.pi / 2) -> Points:
    points = []
    for k in range(10):
        r = outer if k % 2 == 0 else outer * 0.45
        a = rotation + k * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return tuple(points)


def _blob(rng: random.Random, cx: float, cy: float, r: float, n: int = 9) -> Points:
    return tuple((cx + r * rng.uniform(0.65, 1.15) * math.cos(2 * math.pi * k / n),
                  cy + r * rng.uniform(0.65, 1.15) * math.sin(2 * math.pi * k / n)) for k in range(n))


@lru_cache(maxsize=None)
def art(value: int, star_for_six: bool = False, fine: bool = True, terminator: bool = True
        ) -> tuple[tuple[Colour, Points], ...]:
    """The face of ``value`` as (colour, polygon) layers, back to front, in face coordinates.

    Without ``fine``, fewer corners and no small touches: the art for faces drawn
    every frame on a tumbling die. Without ``terminator``, no shadow side drawn into the art (a die at rest
    shades its planet as a ball lit from where the lamp is on the screen: `rest_die`).
    """
    return tuple((colour, _scaled(points, PLANET_RADIUS / _DRAWN_AT))
                 for colour, points in _art_at(value, star_for_six, fine, terminator))


def _scaled(points: Points, k: float) -> Points:
    return tuple((x * k, y * k) for x, y in points)


def _art_at(value: int, star_for_six: bool, fine: bool, terminator: bool) -> tuple[tuple[Colour, Points], ...]:
    """`art` laid out for a planet of radius `_DRAWN_AT` (the star's and the ring's size already allow for the
    scaling up)."""
    r = _DRAWN_AT
    big_n = 22 if fine else 14
    k = PLANET_RADIUS / _DRAWN_AT
    rng = random.Random(value * 101)      # fixed art, not game randomness
    base = PLANET_COLOUR[value]
    layers: list[tuple[Colour, Points]] = []
    if value == 6 and star_for_six:
        return ((STAR_JOKER_EDGE, _star(0.0, 0.0, 0.94 / k)), (STAR_JOKER, _star(0.0, 0.0, 0.8 / k)),
                (STAR_JOKER_CORE, _star(0.0, 0.0, 0.38 / k)))
    if value == 6:
        small = r * 0.78
        ring = RING
        layers.append((shade(ring, 0.8), _half_ring(0.98, 0.74, 0.34, RING_TILT, front=False)))
        layers.append((base, _circle(0.0, 0.0, small, big_n)))
        layers.append((shade(base, 0.8), _strip(small, -0.22, -0.08)))
        layers.append((shade(base, 0.85), _strip(small, 0.14, 0.26)))
        if fine and terminator:
            layers.append((shade(base, 0.82), _crescent(small)))
        layers.append((ring, _half_ring(0.98, 0.74, 0.34, RING_TILT, front=True)))
        return tuple(layers)
    layers.append((base, _circle(0.0, 0.0, r, big_n)))
    if value == 1:      # grey moon: craters
        for cx, cy, cr in ((-0.22, 0.2, 0.16), (0.25, -0.05, 0.12), (-0.05, -0.33, 0.1), (0.3, 0.34, 0.07)):
            layers.append((shade(base, 0.72), _circle(cx, cy, cr, 10 if fine else 6)))
            if fine:
                layers.append((shade(base, 1.12), _circle(cx - cr * 0.25, cy + cr * 0.25, cr * 0.45, 8)))
    elif value == 2:    # red planet: dark plains and a polar cap
        layers.append((shade(base, 0.7), _clip_to_disc(_blob(rng, -0.18, -0.1, 0.24), r)))
        layers.append((shade(base, 0.78), _clip_to_disc(_blob(rng, 0.26, 0.12, 0.16), r)))
        layers.append(((246, 236, 232), _strip(r, 0.5, r, 5)))
    elif value == 3:    # blue-green world: continents on an ocean
        green = (70, 178, 98)
        layers.append((green, _clip_to_disc(_blob(rng, -0.2, 0.16, 0.28), r)))
        layers.append((green, _clip_to_disc(_blob(rng, 0.28, -0.22, 0.2), r)))
        layers.append(((228, 240, 250), _strip(r, -r, -0.56, 4)))
    elif value == 4:    # banded giant
        for low, high, factor in ((-0.5, -0.34, 0.72), (-0.12, 0.04, 0.62), (0.2, 0.3, 0.78), (0.44, 0.54, 0.7)):
            layers.append((shade(base, factor), _strip(r, low, high)))
        layers.append(((196, 92, 64), _circle(0.2, -0.04, 0.1, 10, squash=0.6)))
    elif value == 5:    # violet world: swirls
        layers.append((shade(base, 1.25), _strip(r, 0.18, 0.32)))
        layers.append((shade(base, 0.75), _strip(r, -0.3, -0.16)))
        layers.append((shade(base, 1.18), _clip_to_disc(_blob(rng, -0.2, -0.02, 0.12, 7), r)))
    if fine and terminator:   # a soft terminator: the lower-right part of every planet in shadow
        layers.append((shade(base, 0.82), _crescent(r)))
    return tuple(layers)


def _crescent(r: float, n: int = 10) -> Points:
    outer = [(r * math.cos(a), r * math.sin(a)) for a in
             (-math.pi / 2 + k * (math.pi / 2 + 0.6) / n - 0.6 for k in range(n + 1))]
    inner = [(0.12 + (r - 0.08) * math.cos(a), -0.12 + (r - 0.08) * math.sin(a)) for a in
             (-math.pi / 2 + k * (math.pi / 2 + 0.6) / n - 0.6 for k in range(n, -1, -1))]
    return _clip_to_disc(tuple(outer + inner), r)


def draw_face(surface: pygame.Surface, value: int, centre: tuple[float, float], u: tuple[float, float],
              v: tuple[float, float], light: float, star_for_six: bool = False, detail: bool = True,
              moving: bool = False, ball: bool = True, fall: float = 0.0, bevel: float = 0.0, lamp: bool = False
              ) -> None:
    """The face of ``value`` on the screen parallelogram ``centre + s*u + t*v`` (s, t in [-1, 1]).

    ``u`` and ``v`` are screen vectors (half edges) for the face's right and up
    directions; ``light`` (0..1.3) darkens or brightens every colour. Without
    ``detail`` only the face and the planet's disc are drawn (small or edge-on faces); with ``ball`` (and
    ``detail``) the planet is lit as a ball, a limb and a crescent of light (`_ball`: ~5 us a face). A ``moving``
    face (a die in a throw, drawn anew every frame) smooths its edges with SDL_gfx's anti-aliased polygon, half the
    cost of ``aalines`` and alike to the eye (whole-pixel corners). ``fall``, ``bevel``: the face's blue darker away
    from the lamp, its rim rounded (`_dress`: the title's dice, a die at rest); ``lamp``: as `draw_kept_face`'s.
    """
    smooth_lines = _gfx_outline if moving else _aa_outline
    cx, cy = centre
    ux, uy = u
    vx, vy = v
    base, rim_colour, disc, layers, edge = _look(value, star_for_six, detail, round(light * 32))
    corners = [(cx - ux - vx, cy - uy - vy), (cx + ux - vx, cy + uy - vy),
               (cx + ux + vx, cy + uy + vy), (cx - ux + vx, cy - uy + vy)]
    polygon = pygame.draw.polygon
    drawn.note(surface, polygon(surface, base, corners).inflate(4, 4))   # (with its smooth rim)
    det = ux * vy - uy * vx
    if fall or bevel or lamp:
        level, fall = _lamp_lit(round(light * 32), fall, lamp)
        _dress(surface, level, cx, cy, ux, uy, vx, vy, det, fall, bevel, 1.5)
    cross = abs(det)
    smooth = cross > 40                    # an edge-on face is a sliver: nothing to smooth
    shading = () if not (ball and detail) or star_for_six else _ball(value, round(light * 32), det, ux, uy, vx, vy)
    front = len(layers) - 1 if shading and value == 6 else len(layers)   # (the 6's front ring goes over its ball)
    for k, (lit, points) in enumerate(layers):
        if k == front:
            _draw_ball(surface, shading, cx, cy, ux, uy, vx, vy)
        screen = [(cx + s * ux + t * vx, cy + s * uy + t * vy) for s, t in points]
        polygon(surface, lit, screen)
        if k == disc and smooth:             # the disc's rim anti-aliased against the die, dark as a resting die's
            smooth_lines(surface, edge, screen)   # outline (details go over it)
    if shading and front == len(layers):
        _draw_ball(surface, shading, cx, cy, ux, uy, vx, vy)
    if cross > 900:
        polygon(surface, rim_colour, corners, 2)
    smooth_lines(surface, rim_colour, corners)    # the cube's edges, smooth


def _lamp_lit(level: int, fall: float, lamp: bool) -> tuple[int, float]:
    """A face's light ``level`` and ``fall`` for `_dress`; with ``lamp`` (a die's top), lit across from the lamp: the
    fall `LAMP_FALL`, the level lifted to be as light on the whole as it was (a tumbling face's flat colour is its
    mean)."""
    return (round(level * (1.0 + LAMP_FALL / 2)), LAMP_FALL) if lamp else (level, fall)


def draw_kept_face(surface: pygame.Surface, value: int, centre: tuple[float, float], u: tuple[float, float],
                   v: tuple[float, float], light: float, star_for_six: bool, detail: bool, ball: bool, rim: int,
                   bare: bool = False, fall: float = 0.0, bevel: float = 0.0, lamp: bool = False) -> None:
    """`draw_face` for a kept picture (a die at rest, drawn big and smoothed down): the same face, colours, light,
    lit ball and edge lines ``rim`` px wide as a tumbling die's, with the fine art (`art`: more corners, craters);
    ``bare``: without its art (a flat Bluff star die's top: its upright star is drawn over it, alone); ``lamp``: the
    lamp's light across its ivory, lighter towards the lamp and darker away from it (`LAMP_FALL`: a die's top)."""
    cx, cy = centre
    ux, uy = u
    vx, vy = v
    level = round(light * 32)
    layers = () if bare else art(value, star_for_six, True, terminator=False)
    ringed = value == 6 and not star_for_six
    if not detail:
        layers = layers[1:2] if ringed else layers[:1]
    corners = [(cx - ux - vx, cy - uy - vy), (cx + ux - vx, cy + uy - vy),
               (cx + ux + vx, cy + uy + vy), (cx - ux + vx, cy - uy + vy)]
    pygame.draw.polygon(surface, _lit(FACE_BASE, level), corners)
    det = ux * vy - uy * vx
    if fall or bevel or lamp:
        lifted, fall = _lamp_lit(level, fall, lamp)
        _dress(surface, lifted, cx, cy, ux, uy, vx, vy, det, fall, bevel, 0.6 * rim)
    shading = _ball(value, level, det, ux, uy, vx, vy) if ball and detail and not star_for_six else ()
    front = len(layers) - 1 if shading and ringed else len(layers)
    line = max(1, round(rim * OUTLINE_WIDTH))

    def outline(k: int) -> None:     # (the planet painted on the glaze: a dark line round it, as a decal's)
        colour, points = layers[k]
        pygame.draw.lines(surface, shade(_lit(colour, level), OUTLINE_SHADE), True,
                          [(cx + s * ux + t * vx, cy + s * uy + t * vy) for s, t in points], line)

    for k, (colour, points) in enumerate(layers):
        if k == front:
            _draw_ball(surface, shading, cx, cy, ux, uy, vx, vy)
        if ringed and detail and k == len(layers) - 1:
            outline(1)                                        # (the disc's, under its front ring)
        pygame.draw.polygon(surface, _lit(colour, level), [(cx + s * ux + t * vx, cy + s * uy + t * vy)
                                                          for s, t in points])
    if shading and front == len(layers):
        _draw_ball(surface, shading, cx, cy, ux, uy, vx, vy)
    if layers:
        outline(len(layers) - 1 if ringed and detail else 0)
    for k in range(4):      # (each edge a line of its own with round ends: a closed wide polygon leaves notched corners)
        pygame.draw.line(surface, _lit(FACE_RIM, level + 6), corners[k], corners[(k + 1) % 4], rim)
        pygame.draw.circle(surface, _lit(FACE_RIM, level + 6), corners[k], rim / 2)


_LOOKS: dict[tuple[int, bool, bool, int], tuple[Colour, Colour, int, tuple[tuple[Colour, Points], ...], Colour]] = {}


def _look(value: int, star_for_six: bool, detail: bool, level: int
          ) -> tuple[Colour, Colour, int, tuple[tuple[Colour, Points], ...], Colour]:
    """A moving face's colours at light ``level`` / 32: the die's, its rim's, which layer is the planet's disc, the
    art's layers lit (without ``detail`` only the face and the planet's disc) and the disc's dark outline. Kept: drawn
    every frame."""
    key = (value, star_for_six, detail, level)
    look = _LOOKS.get(key)
    if look is None:
        layers = art(value, star_for_six, False)
        ringed = value == 6 and not star_for_six
        if not detail:      # (the 6's disc alone: half its ring, seen that thin, read as a dashed line)
            layers = layers[1:2] if ringed else layers[:1]
        disc = 1 if ringed and detail else 0      # the planet's own disc (the 6's ring lies behind)
        lit = tuple((_lit(colour, level), points) for colour, points in layers)
        look = _LOOKS[key] = (_lit(FACE_BASE, level), _lit(FACE_RIM, level + 6), disc, lit,
                              shade(lit[disc][0], OUTLINE_SHADE) if lit else (0, 0, 0))
    return look


def _aa_outline(surface: pygame.Surface, colour: Colour, points: list[tuple[float, float]]) -> None:
    pygame.draw.aalines(surface, colour, True, points)


def _gfx_outline(surface: pygame.Surface, colour: Colour, points: list[tuple[float, float]]) -> None:
    gfxdraw.aapolygon(surface, points, colour)


def warm_looks(star_for_six: bool, levels: range) -> None:
    """Make every moving face's look (`_look`) at light `levels` before play: the first throws of a game made theirs
    in their frames (the art and its colours: ~0.4-0.8 ms of a frame with five or six tumbling dice; the balls' shapes
    made in frames cost +0.15 ms p99 in 10000)."""
    for value in range(1, 7):
        for detail in (True, False):
            for level in levels:
                _look(value, star_for_six, detail, level)
        for level in levels:                  # (and their planets' light: `_ball`, ~2 ms in all)
            for turn in range(BALL_TURNS):
                if (value, level, turn) not in _BALLS:
                    _BALLS[value, level, turn] = _ball_shapes(value, level, turn)


@surface_cache(max_mib=4)
def face_image(value: int, size: int, star_for_six: bool = False, bare: bool = False, terminator: bool = True,
               grow: float = 1.0) -> pygame.Surface:
    """The face of ``value`` seen straight on, ``size`` px square, with a bevelled rim (cached); ``bare``:
    the face without its art (a flat Bluff star die: its upright star is drawn over it, alone)."""
    scale = 3 if size < 160 else 2                # drawn big, then smoothed down
    big = size * scale
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    half = big / 2.0
    radius = max(2, int(big * 0.08))
    pygame.draw.rect(surf, FACE_BASE, surf.get_rect(), border_radius=radius)
    for colour, points in () if bare else art(value, star_for_six, terminator=terminator):
        pygame.draw.polygon(surf, colour, [(half + s * half * grow, half - t * half * grow) for s, t in points])
    # A lit rim: light from the north-west.
    pygame.draw.rect(surf, FACE_RIM, surf.get_rect(), max(2, big // 28), border_radius=radius)
    return pygame.transform.smoothscale(surf, (size, size))
