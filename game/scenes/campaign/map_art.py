"""The campaign map's art: each world's look for its level planets (rocky inner planets, banded giants,
icy dark outer worlds), the curving path a world's levels lie on, and the marks of a level (locked,
next to play). Drawn procedurally once and kept; nothing here knows about progress or input."""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.render import theme

Colour = tuple[int, int, int]
Point = tuple[float, float]

STYLES = ("rocky", "banded", "icy")
# Per style: the palette its planets are drawn from (base colours; each level picks one and varies it).
PALETTES: dict[str, tuple[Colour, ...]] = {
    "rocky": ((176, 168, 160), (196, 110, 84), (150, 120, 96), (206, 150, 110), (132, 136, 150)),
    "banded": ((226, 168, 104), (214, 140, 90), (236, 196, 140), (196, 150, 120), (230, 120, 80)),
    "icy": ((120, 190, 230), (150, 210, 220), (90, 130, 200), (170, 190, 240), (70, 160, 170)),
}
NEBULA: dict[str, Colour] = {"rocky": (150, 90, 70), "banded": (170, 120, 60), "icy": (60, 110, 170)}
LOCK_GREY = (150, 160, 200)
DIMMED = (66, 70, 100)        # a locked level's planet: a dark, grey silhouette, a little blue (look review 28a: locked
                              # planets "dim silhouettes", the way ahead unknown; the lit ones are the journey so far)
TRAIL = (255, 206, 110)        # the way travelled: a gold trail ...
TRAIL_EDGE = (150, 102, 40)    # ... with a darker edge
ORBIT = (62, 74, 120)          # the path beyond: a faint lane ...
ORBIT_DOTS = (104, 124, 186)   # ... dotted
NEXT_GLOW = (170, 225, 255)    # the halo of the next level to play


def style_of(world_index: int) -> str:
    return STYLES[world_index % len(STYLES)]


def shade(colour: Colour, factor: float) -> Colour:
    return tuple(max(0, min(255, round(c * factor))) for c in colour)  # type: ignore[return-value]


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


@lru_cache(maxsize=96)        # ~40 small planets on the map (a few KiB each)
def level_planet(style: str, seed: int, radius: int, dim: bool = False) -> pygame.Surface:
    """A level's planet in its world's look (``seed`` varies colour, features and ring), lit from the upper
    left; ``dim``: in shadow (a locked level). Drawn 3x and smoothed down."""
    rng = random.Random(seed * 7919 + STYLES.index(style))     # fixed art, not game randomness
    base = rng.choice(PALETTES[style])
    base = tuple(max(0, min(255, c + rng.randint(-14, 14))) for c in base)
    ring = style != "rocky" and rng.random() < 0.35
    scale = 3
    r = radius * scale
    pad = r if ring else 2 * scale
    size = 2 * (r + pad)
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    ring_box = pygame.Rect(0, 0, round(r * 3.0), round(r * 0.9))
    ring_box.center = (round(c), round(c))
    tilt = rng.uniform(-18, 18)
    ring_colour = _mix(base, (240, 236, 220), 0.5)
    if ring:                                       # the ring's back half, behind the planet
        back = pygame.Surface(ring_box.size, pygame.SRCALPHA)
        pygame.draw.ellipse(back, (*shade(ring_colour, 0.7), 255), back.get_rect(), max(3, r // 7))
        back.fill((0, 0, 0, 0), (0, back.get_height() // 2, back.get_width(), back.get_height()))
        turned = pygame.transform.rotate(back, tilt)
        image.blit(turned, turned.get_rect(center=(c, c)))
    disc = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    pygame.draw.circle(disc, (*base, 255), (r, r), r)
    if style == "rocky":                           # craters and dark plains
        for _ in range(rng.randint(3, 6)):
            cr = r * rng.uniform(0.1, 0.24)
            a, d = rng.uniform(0, math.tau), r * rng.uniform(0.0, 0.7)
            x, y = r + d * math.cos(a), r + d * math.sin(a)
            pygame.draw.circle(disc, (*shade(base, 0.78), 255), (x, y), cr)
            pygame.draw.circle(disc, (*shade(base, 1.12), 255), (x - cr * 0.25, y - cr * 0.25), cr * 0.5)
    elif style == "banded":                        # bands of the giant, and sometimes a storm
        y = rng.uniform(-0.9, -0.7) * r
        while y < r:
            h = r * rng.uniform(0.1, 0.24)
            pygame.draw.rect(disc, (*shade(base, rng.choice((0.78, 0.86, 1.1, 1.16))), 255),
                             (0, r + y, 2 * r, h))
            y += h + r * rng.uniform(0.06, 0.2)
        if rng.random() < 0.5:
            storm = pygame.Rect(0, 0, r * 0.44, r * 0.24)
            storm.center = (r + rng.uniform(-0.3, 0.3) * r, r + rng.uniform(-0.2, 0.4) * r)
            pygame.draw.ellipse(disc, (*shade(base, 0.7), 255), storm)
    else:                                          # icy: pale caps, cracks, a thin haze
        cap = (236, 246, 255)
        pygame.draw.ellipse(disc, (*cap, 255), (r * 0.35, -r * 0.25, r * 1.3, r * 0.7))
        pygame.draw.ellipse(disc, (*cap, 255), (r * 0.5, r * 1.6, r * 1.0, r * 0.6))
        for _ in range(rng.randint(2, 4)):
            a = rng.uniform(0, math.tau)
            points = [(r + r * 0.7 * math.cos(a + k * 0.25), r + r * 0.55 * math.sin(a + k * 0.25) + k * r * 0.05)
                      for k in range(4)]
            pygame.draw.lines(disc, (*shade(base, 1.25), 255), False, points, max(1, r // 14))
    # Keep it round (features drawn past the edge), then light it: night side, terminator, rim.
    mask = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
    disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    night = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    pygame.draw.circle(night, (0, 0, 0, 110), (r, r), r)
    pygame.draw.circle(night, (0, 0, 0, 0), (r - r * 0.32, r - r * 0.32), r * 1.12)
    light = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    for k in range(8):
        pygame.draw.circle(light, (255, 255, 255, 7), (r - r * 0.42, r - r * 0.42), r * (0.5 - 0.05 * k))
    pygame.draw.circle(light, (*_mix(base, (255, 255, 255), 0.45), 90), (r, r), r, max(2, r // 16))
    disc.blit(night, (0, 0))
    disc.blit(light, (0, 0))
    image.blit(disc, (c - r, c - r))
    if ring:                                       # the front half, over the planet
        front = pygame.Surface(ring_box.size, pygame.SRCALPHA)
        pygame.draw.ellipse(front, (*ring_colour, 255), front.get_rect(), max(3, r // 7))
        front.fill((0, 0, 0, 0), (0, 0, front.get_width(), front.get_height() // 2))
        turned = pygame.transform.rotate(front, tilt)
        image.blit(turned, turned.get_rect(center=(c, c)))
    if dim:                 # a silhouette (a level not open yet): dark, grey, its shape and a hint of its features
        image = pygame.transform.grayscale(image)
        image.fill((*DIMMED, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return pygame.transform.smoothscale(image, (size // scale, size // scale))


@lru_cache(maxsize=4)
def glow(radius: int, colour: Colour) -> pygame.Surface:
    """A soft halo (the next level to play), ``radius`` px to its faint edge."""
    image = pygame.Surface((2 * radius, 2 * radius), pygame.SRCALPHA)
    for k in range(16):
        t = k / 15
        pygame.draw.circle(image, (*colour, round(8 + 26 * t)), (radius, radius), radius * (1.0 - 0.6 * t))
    return image


@lru_cache(maxsize=4)
def small_lock(radius: int) -> pygame.Surface:
    """A small grey padlock on a dark disc: a level not open yet (not the ultraviolet of a held die)."""
    scale = 4
    r = radius * scale
    image = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
    c = image.get_width() / 2
    pygame.draw.circle(image, theme.SPACE, (c, c), r)
    pygame.draw.circle(image, LOCK_GREY, (c, c), r, max(2, r // 8))
    body = pygame.Rect(0, 0, round(r * 1.04), round(r * 0.8))     # (the glyph 1.34 radii tall: 13 px at 800x450 on
    body.midtop = (round(c), round(c - r * 0.06))                    # the map's disc; look review 26 read it ~10 px)
    shackle = pygame.Rect(0, 0, round(r * 0.7), round(r * 0.86))
    shackle.midbottom = (round(c), body.top + round(r * 0.32))
    pygame.draw.ellipse(image, LOCK_GREY, shackle, max(2, round(r * 0.15)))
    pygame.draw.rect(image, LOCK_GREY, body, border_radius=max(1, round(r * 0.14)))
    return pygame.transform.smoothscale(image, (image.get_width() // scale, image.get_height() // scale))


@lru_cache(maxsize=4)
def fact_icon(kind: str, radius: int) -> pygame.Surface:
    """A level's fact as a small picture: "clock" (a dial with two hands) or "reroll" (a turning arrow)."""
    scale = 4
    r = radius * scale
    image = pygame.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
    c = image.get_width() / 2
    width = max(2, round(r * 0.2))
    if kind == "clock":
        pygame.draw.circle(image, theme.ACCENT, (c, c), r, width)
        pygame.draw.line(image, theme.ACCENT, (c, c), (c, c - r * 0.62), width)
        pygame.draw.line(image, theme.ACCENT, (c, c), (c + r * 0.5, c), width)
    else:
        box = pygame.Rect(0, 0, 2 * r - width, 2 * r - width)
        box.center = (round(c), round(c))
        pygame.draw.arc(image, theme.ACCENT, box, math.radians(-200), math.radians(70), width)
        tip = (c + r * 0.95 * math.cos(math.radians(70)) - width / 2, c - r * 0.95 * math.sin(math.radians(70)))
        head = r * 0.5
        pygame.draw.polygon(image, theme.ACCENT, [(tip[0] - head * 0.9, tip[1] - head * 0.75),
                                                  (tip[0] + head * 0.35, tip[1] + head * 0.05),
                                                  (tip[0] - head * 0.75, tip[1] + head * 0.8)])
    return pygame.transform.smoothscale(image, (image.get_width() // scale, image.get_height() // scale))


@lru_cache(maxsize=8)         # one per world row shown
def nebula(size: tuple[int, int], colour: Colour, seed: int) -> pygame.Surface:
    """A faint cloud behind a world's path (soft blobs fading to nothing well inside ``size``)."""
    rng = random.Random(seed)
    w, h = size
    small = pygame.Surface((max(8, w // 8), max(8, h // 8)), pygame.SRCALPHA)
    sw, sh = small.get_size()
    for _ in range(10):
        x, y = rng.uniform(0.08, 0.92) * sw, rng.uniform(0.42, 0.58) * sh
        rx, ry = rng.uniform(0.08, 0.2) * sw, rng.uniform(0.22, 0.34) * sh
        blob = pygame.Surface((round(2 * rx) + 2, round(2 * ry) + 2), pygame.SRCALPHA)
        for k in range(5):                      # layered: thick in the middle, thin at the edge
            t = k / 5
            inner = pygame.Rect(0, 0, round(2 * rx * (1 - t)), round(2 * ry * (1 - t)))
            inner.center = blob.get_rect().center
            pygame.draw.ellipse(blob, (*colour, 5 + 5 * k), inner)
        small.blit(blob, (x - rx, y - ry))
    return pygame.transform.smoothscale(small, size)


def path_points(nodes: list[Point], steps: int = 14) -> list[Point]:
    """A smooth curve through ``nodes`` (Catmull-Rom), for the path a world's levels lie on."""
    if len(nodes) < 2:
        return list(nodes)
    ext = [nodes[0], *nodes, nodes[-1]]
    out: list[Point] = []
    for i in range(1, len(ext) - 2):
        p0, p1, p2, p3 = ext[i - 1], ext[i], ext[i + 1], ext[i + 2]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2
                                    + (-a + 3 * b - 3 * c + d) * t3)
                             for a, b, c, d in zip(p0, p1, p2, p3, strict=True)))  # type: ignore[arg-type]
    out.append(nodes[-1])
    return out


def draw_dotted(surface: pygame.Surface, points: list[Point], colour: Colour, gap: float = 9.0,
                radius: float = 2.0) -> None:
    """Dots every ``gap`` px along a polyline (a lane through space)."""
    carry = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        d = carry
        while d < length:
            t = d / length
            pygame.draw.circle(surface, colour, (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t), radius)
            d += gap
        carry = d - length


def draw_trail(surface: pygame.Surface, points: list[Point]) -> None:
    """The way travelled: a gold trail over the lane, bright in the middle."""
    if len(points) < 2:
        return
    pygame.draw.lines(surface, TRAIL_EDGE, False, points, 8)
    for point in points[:: max(1, len(points) // 60)]:          # round joins at the bends
        pygame.draw.circle(surface, TRAIL_EDGE, point, 4)
    pygame.draw.lines(surface, TRAIL, False, points, 4)
    pygame.draw.aalines(surface, _mix(TRAIL, (255, 255, 255), 0.5), False, points)


def draw_orbit(surface: pygame.Surface, points: list[Point]) -> None:
    """A world's whole path, where it is not open yet too: a faint lane with brighter dots along it (the dots alone
    read as loose stars: mid-session critique 18, "draw the orbit path joining the levels")."""
    pygame.draw.lines(surface, ORBIT, False, points, 3)
    draw_dotted(surface, points, ORBIT_DOTS, gap=10, radius=1.8)


ARC_STEP, ARC_LIFT = 1.45, 0.5  # an arc of stars: each size x 1.45 from the next (their points overlapping: a crown, look
# review 26: at 1.8 the rows of neighbouring planets nearly ran together at 800x450), the outer ones lifted 0.5 x size
STAR_GAP = 1      # px between the stars of a row (close: a row reads as one planet's, apart from the next)
HOLLOW = 0.5      # a star to earn: its face's size, of the star's (0.62 left a thin, glyph-like rim: review 17)


def draw_star_row(surface: pygame.Surface, center: Point, earned: int, size: float, slots: int = 3,
                  dim: bool = False, arc: bool = False, below: bool = True) -> None:
    """`slots` stars side by side, the first `earned` gold (a reward), the others hollow (a clear rim round a dark
    face: a slot, not a gap in the sky); `dim` for a level not open yet. `arc`: closer, the outer ones raised, a crown
    round the planet's foot (larger stars in a planet's room); `below` False: round its top, the outer ones lowered."""
    for i in range(slots):
        image = star_image(round(size), "gold" if i < earned else "dim" if dim else "hollow")
        off = i - (slots - 1) / 2
        x = center[0] + off * (ARC_STEP * size if arc else 2 * size + STAR_GAP)
        y = center[1] - (ARC_LIFT * size * abs(off) if arc else 0) * (1 if below else -1)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


@lru_cache(maxsize=16)
def star_image(size: int, look: str) -> pygame.Surface:
    """One star of a row, `size` px from its middle to a point, smooth (drawn four times bigger and smoothed down):
    "gold" (earned), "hollow" (to earn) or "dim" (to earn on a level not open yet)."""
    scale, pad = 4, 2
    side = 2 * (size + pad) * scale
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side / 2
    points = [(c + (size if k % 2 == 0 else size * 0.45) * scale * math.cos(-math.pi / 2 + k * math.pi / 5),
               c + (size if k % 2 == 0 else size * 0.45) * scale * math.sin(-math.pi / 2 + k * math.pi / 5))
              for k in range(10)]
    if look == "gold":
        pygame.draw.polygon(big, theme.TITLE, points)
    else:
        rim = theme.TEXT_DISABLED if look == "dim" else theme.TEXT_DIM
        line = max(2, round(size * scale / 4.5))
        pygame.draw.polygon(big, rim, points)
        for point in points:                        # round joins: an even rim at the points and in the valleys
            pygame.draw.circle(big, rim, point, line / 2)
        inner = [(c + (x - c) * HOLLOW, c + (y - c) * HOLLOW) for x, y in points]
        pygame.draw.polygon(big, theme.SPACE, inner)
    return pygame.transform.smoothscale(big, (side // scale, side // scale))
