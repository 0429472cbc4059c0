"""The hint's marks: what the optimal player would keep and which box it would fill, in the hint's one calm style.

Look review 25 scored the hint screen lowest (6): the rose "hint" tags and dotted rings round the planets "look like
debug markers", a fourth accent colour, a tag over a die's edge. The hint now speaks in the info blue of its own line
("Hint: keep 3 4 5 6 and roll again", theme.HINT a light tint of it) and one shape:

- `glows`: a soft pool of that blue on the felt under each planet the hint keeps (drawn before the planets: they lie on
  it, nothing of it over a planet);
- `markers`: a small chevron pointing at each of them from beside it, never over a planet (its numeral or its edge),
  inside the felt (`marker_spots`);
- `box`: the box the hint would fill: the same chevron at its left pointing in, and a soft frame of that blue.

No chevron marks anything else (the focus and a computer's cursor have none: theme.CUES).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.render import drawn, theme
from game.render.surface_cache import surface_cache

Point = tuple[float, float]

GLOW_REACH = 1.8      # of a planet die's radius (half its diagonal): where the glow has faded out
GLOW_ALPHA = 170      # its strongest (just beyond the die's foot)
CHEVRON = (34, 17)    # px: a marker's width across and its depth towards its planet (21 x 11 at 800x450)
OUTLINE = 2           # px: its dark edge (it stands off the light felt's pool and the dark felt alike)
BODY = 1.27           # of a planet die's radius (half its diagonal), +2 px: the circle its drawn cube lies in (its
                      # top stands up to a quarter of the radius beyond the half diagonal round the cube's middle)
MARKER_GAP = 4        # px between a marker's tip and that circle
MARKER_RIM = 10       # px a marker keeps from the felt's edge
MARKER_CLEAR = 16     # px a marker keeps from any other planet's circle (more than from its own: it reads as its own's) and another marker
INK = (12, 20, 40)    # its edge: the backdrop's ink


@surface_cache(max_mib=0.5)   # (~0.16 MiB for Dicetime's dice: its, a Revenge's and 10000's)
def glow(radius: int) -> pygame.Surface:
    """The soft pool under a hinted planet of `radius` (half its diagonal): full under the planet, brightest just
    beyond its foot and fading out by GLOW_REACH (no ring at its edge: the lock's plate has one)."""
    reach = max(4, round(radius * GLOW_REACH))
    k = 2
    big = pygame.Surface((2 * reach * k, 2 * reach * k), pygame.SRCALPHA)
    c = reach * k
    steps = 32
    for step in range(steps, 0, -1):
        d = step / steps * GLOW_REACH                # (of the radius)
        fade = min(1.0, max(0.0, (GLOW_REACH - d) / (GLOW_REACH - 0.9)))
        pygame.draw.circle(big, (*theme.HINT, round(GLOW_ALPHA * fade ** 1.6)), (c, c), c * step / steps)
    soft = pygame.transform.smoothscale(big, (max(1, reach // 2), max(1, reach // 2)))   # (blurred: calm)
    return pygame.transform.smoothscale(soft, (2 * reach, 2 * reach))


def glows(surface: pygame.Surface, centers: Sequence[Point], radius: float, *, within: pygame.Rect | None = None) -> None:
    """The soft pool under each hinted planet (draw it before the planets); with `within` (the felt), nothing outside."""
    if not centers:
        return
    image = glow(round(radius))
    clip = surface.get_clip()
    if within is not None:
        surface.set_clip(within.clip(clip) if clip else within)
    for x, y in centers:
        drawn.note(surface, surface.blit(image, image.get_rect(center=(round(x), round(y)))))
    surface.set_clip(clip)


@surface_cache(max_mib=0.125)   # (~7 KiB each)
def chevron(step: int) -> pygame.Surface:
    """A marker pointing in direction `step` (of 16, clockwise from pointing down: `pointing`), its tip at its picture's middle
    (drawn twice as big and halved: smooth edges at any turn)."""
    w, h = CHEVRON
    k = 2
    size = 2 * (max(w // 2, h) + OUTLINE + 3)
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    c = size * k / 2

    def at(u: float, v: float) -> tuple[float, float]:   # (u across, v along its pointing: negative behind the tip)
        a = 2 * math.pi * step / 16
        return c + k * (u * math.cos(a) - v * math.sin(a)), c + k * (u * math.sin(a) + v * math.cos(a))

    shape = [at(0, 0), at(-w / 2, -h), at(0, -h * 0.7), at(w / 2, -h)]
    pygame.draw.polygon(big, (*INK, 255), shape, 0)
    pygame.draw.polygon(big, (*INK, 255), shape, 2 * OUTLINE * k)
    inner = [at(0, -OUTLINE * 1.6), at(-w / 2 + OUTLINE * 1.7, -h + OUTLINE),
             at(0, -h * 0.7 - OUTLINE * 0.9), at(w / 2 - OUTLINE * 1.7, -h + OUTLINE)]
    pygame.draw.polygon(big, (*theme.HINT, 255), inner, 0)
    return pygame.transform.smoothscale(big, (size, size))


def _circle_to_rect(rect: pygame.Rect, point: Point) -> float:
    dx = max(rect.left - point[0], 0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0, point[1] - rect.bottom)
    return math.hypot(dx, dy)


STEPS = (0, 14, 2, 12, 4, 10, 6, 8)   # which way a marker points, first choice first: down from over its planet (0),
# then from the upper corners, the sides, the lower corners, up from under it


TRIES = ((MARKER_CLEAR, MARKER_RIM, STEPS), (4, 4, STEPS + (1, 15, 3, 13, 5, 11, 7, 9)))   # (where the first finds no
# spot: nearer the other planets and the rim, and the directions between)


def pointing(step: int) -> tuple[float, float]:
    """The way (a unit vector on screen) a marker of direction `step` points: 0 down, 4 left, 8 up, 12 right."""
    a = 2 * math.pi * step / 16
    return -math.sin(a), math.cos(a)


def body_reach(radius: float) -> float:
    """The radius of the circle a planet die's drawn cube lies in, round `die_center`."""
    return radius * BODY + 2


def tip_of(centre: Point, radius: float, step: int) -> Point:
    """Where the tip of a marker of direction `step` pointing at a planet at `centre` stands."""
    dx, dy = pointing(step)
    reach = body_reach(radius) + MARKER_GAP
    return centre[0] - dx * reach, centre[1] - dy * reach


def marker_spots(centers: Sequence[Point], radius: float, *, within: pygame.Rect | None = None,
                 dice: Sequence[Point] = (), avoid: Sequence[pygame.Rect] = ()) -> dict[Point, tuple[int, pygame.Rect] | None]:
    """Where each hinted planet's marker stands, the highest planet first: (its direction step, its rect). One way for
    all where one fits (the first direction of TRIES in which every marker does), else each its own first: a spot whose
    marker lies outside every planet's circle (`body_reach`: every hinted one and `dice`, the others), inside `within`
    by MARKER_RIM, clear of the rects in `avoid` (labels on the felt) and of the markers placed before; None where no spot is."""
    planets = list(dict.fromkeys([*centers, *dice]))
    order = sorted(centers, key=lambda c: (c[1], c[0]))
    for clear, rim, steps in TRIES:   # one way for all of them where one fits (look review 26: a side arrow among top
        for step in steps:            # chevrons read as a different mark)
            placed: dict[Point, tuple[int, pygame.Rect] | None] = {}
            for centre in order:
                rect = _spot(centre, radius, step, clear, rim, within, planets, avoid, placed)
                if rect is None:
                    break
                placed[centre] = (step, rect)
            else:
                return placed
    placed = {}
    for centre in order:              # else each its own way, the first that fits
        placed[centre] = None
        for clear, rim, steps in TRIES:
            for step in steps:
                rect = _spot(centre, radius, step, clear, rim, within, planets, avoid, placed)
                if rect is not None:
                    placed[centre] = (step, rect)
                    break
            if placed[centre] is not None:
                break
    return placed


def _spot(centre: Point, radius: float, step: int, clear: int, rim: int, within: pygame.Rect | None,
          planets: Sequence[Point], avoid: Sequence[pygame.Rect],
          placed: dict[Point, tuple[int, pygame.Rect] | None]) -> pygame.Rect | None:
    """Where the marker of direction `step` pointing at the planet at `centre` stands, if it stands clear there."""
    w, h = CHEVRON
    dx, dy = pointing(step)
    tip = tip_of(centre, radius, step)
    middle = (tip[0] - dx * h / 2, tip[1] - dy * h / 2)
    span = abs(dx) * h + abs(dy) * w, abs(dy) * h + abs(dx) * w
    rect = pygame.Rect(0, 0, math.ceil(span[0]) + 2, math.ceil(span[1]) + 2)
    rect.center = (round(middle[0]), round(middle[1]))
    if within is not None and not within.inflate(-2 * rim, -2 * rim).contains(rect):
        return None
    outer = body_reach(radius)
    if any(_circle_to_rect(rect, p) < outer + (0 if p == centre else clear) for p in planets):
        return None
    if rect.collidelist(avoid) >= 0 or any(spot is not None and spot[1].colliderect(
            rect.inflate(2 * clear, 2 * clear)) for spot in placed.values()):
        return None
    return rect


def markers(surface: pygame.Surface, centers: Sequence[Point], radius: float, *, within: pygame.Rect | None = None,
            dice: Sequence[Point] = (), avoid: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """A chevron beside each hinted planet pointing at it (`marker_spots`); returns where they stand."""
    shown = []
    for centre, spot in marker_spots(centers, radius, within=within, dice=dice, avoid=avoid).items():
        if spot is None:
            continue
        step, rect = spot
        image = chevron(step)
        tip = tip_of(centre, radius, step)
        drawn.note(surface, surface.blit(image, image.get_rect(center=(round(tip[0]), round(tip[1])))))
        shown.append(rect)
    return shown


BOX_ALPHA = 210   # the hinted box's frame
BOX_ROOM = 80     # px: a box at least this wide has room for the chevron left of its number (Dicetime's; not Triple's)


@surface_cache(max_mib=0.0625)
def _frame(size: tuple[int, int]) -> pygame.Surface:
    frame = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(frame, (*theme.HINT, BOX_ALPHA), frame.get_rect(), 2, border_radius=6)
    return frame


def box(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The hint's "fill in this box": a soft frame of the hint's blue and, where there is room, its chevron at the
    box's left pointing in (at the number)."""
    drawn.note(surface, surface.blit(_frame(rect.size), rect))
    if rect.width >= BOX_ROOM:
        image = chevron(12)   # (pointing right: its tip CHEVRON[1] px in from the frame's inner edge)
        surface.blit(image, image.get_rect(center=(rect.left + 4 + CHEVRON[1], rect.centery)))
