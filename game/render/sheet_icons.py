"""The score pad's row icons (look review 26: "a score pad with a small die-pattern icon per row"): each row of the
sheet led by a little picture of what fills it, drawn on the pad's kept ground beside the row's name.

Upper rows: a mini die showing that number. Lower rows: a pattern: three mini dice for three of a kind, four for four,
a pair over a triple for a full house, a rising run of four or five steps for the straights, a star for five of a kind
and a sum sign for chance. Each is drawn 4x big and smoothed down, once per size (kept)."""

from __future__ import annotations

import math

import pygame

from game.render.surface_cache import surface_cache

ICON = 20          # px: an icon's box at 1280x720 (12.5 px at 800x450)
ICON_LEFT = 5      # px from the pad's left edge
ICON_GAP = 5       # px between an icon and its row's name
LABEL_LEFT = ICON_LEFT + ICON + ICON_GAP   # where a row's name starts

DIE_FACE = (238, 232, 218)     # the game's cream dice
DIE_EDGE = (120, 112, 100)
PIP = (34, 30, 40)
RUN = (110, 200, 255)          # the straights' steps: the info blue
RUN_DIM = (60, 96, 140)
STAR = (255, 206, 84)          # five of a kind's star: the celebration's gold
SUM = (190, 200, 235)          # chance's sign
PAIR = (150, 200, 255)         # a full house's pair (its triple the dice's cream)
SCALE = 4

PIPS = {1: ((0.5, 0.5),), 2: ((0.27, 0.27), (0.73, 0.73)), 3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
        4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
        5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
        6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75))}
UPPER_FACES = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6}
NAMES = (*UPPER_FACES, "three_kind", "four_kind", "full_house", "small_straight", "large_straight", "five_kind", "chance")


def draw(canvas: pygame.Surface, name: str, midleft: tuple[int, int], size: int = ICON,
         faded: bool = False) -> pygame.Rect | None:
    """`name`'s icon with its left edge's middle at `midleft` (`faded`: a crossed-out row's; None for a row without
    one)."""
    if name not in NAMES:
        return None
    picture = icon(name, size)
    if faded:
        picture = picture.copy()
        picture.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
    rect = picture.get_rect(midleft=midleft)
    canvas.blit(picture, rect)
    return rect


@surface_cache(max_mib=0.0625)   # (13 icons of 1.6 KiB at a size)
def icon(name: str, size: int) -> pygame.Surface:
    """The icon of row `name`, `size` px square (kept)."""
    big = pygame.Surface((size * SCALE, size * SCALE), pygame.SRCALPHA)
    big.fill((0, 0, 0, 0))
    s = size * SCALE
    if name in UPPER_FACES:
        _die(big, pygame.Rect(SCALE, SCALE, s - 2 * SCALE, s - 2 * SCALE), UPPER_FACES[name])
    elif name in ("three_kind", "four_kind"):
        small = round(s * 0.5)
        spots = ((0, 0.5), (0.5, 0.5), (0.25, 0.02)) if name == "three_kind" else ((0, 0), (0.5, 0), (0, 0.5), (0.5, 0.5))
        for x, y in spots:
            _die(big, pygame.Rect(round(x * s), round(y * s), small - SCALE // 2, small - SCALE // 2), 1)
    elif name == "full_house":
        small = round(s * 0.34)
        for i in range(2):   # the pair, above
            _die(big, pygame.Rect(round(s * (0.16 + 0.34 * i)), round(s * 0.08), small - SCALE, small - SCALE), 1, PAIR)
        for i in range(3):   # the triple, below
            _die(big, pygame.Rect(round(s * 0.34 * i), round(s * 0.56), small - SCALE, small - SCALE), 1)
    elif name in ("small_straight", "large_straight"):
        steps = 4 if name == "small_straight" else 5
        width = s / steps
        for i in range(steps):
            height = s * (0.3 + 0.7 * (i + 1) / steps)
            bar = pygame.Rect(round(i * width + SCALE / 2), round(s - height), round(width - SCALE), round(height))
            pygame.draw.rect(big, RUN, bar, border_radius=SCALE)
            pygame.draw.rect(big, RUN_DIM, bar, SCALE, border_radius=SCALE)
    elif name == "five_kind":
        centre, outer, inner = (s / 2, s / 2 + SCALE / 2), s * 0.5, s * 0.21
        points = [(centre[0] + (outer if k % 2 == 0 else inner) * math.sin(k * math.pi / 5),
                   centre[1] - (outer if k % 2 == 0 else inner) * math.cos(k * math.pi / 5)) for k in range(10)]
        pygame.draw.polygon(big, STAR, points)
        pygame.draw.polygon(big, (170, 120, 30), points, SCALE)
    elif name == "chance":   # a sum sign
        w = 2 * SCALE + SCALE // 2
        left, right, top, bottom = s * 0.2, s * 0.8, s * 0.08, s * 0.92
        middle = (s * 0.52, s / 2)
        for a, b in (((left, top), (right, top)), ((left, top), middle), (middle, (left, bottom)),
                     ((left, bottom), (right, bottom))):
            pygame.draw.line(big, SUM, a, b, w)
        pygame.draw.line(big, SUM, (right, top), (right, top + s * 0.14), w)
        pygame.draw.line(big, SUM, (right, bottom), (right, bottom - s * 0.14), w)
    return pygame.transform.smoothscale(big, (size, size))


def _die(big: pygame.Surface, rect: pygame.Rect, pips: int, face=DIE_FACE) -> None:
    """A mini die in `rect` (drawn big) showing `pips`."""
    radius = max(SCALE, rect.width // 5)
    pygame.draw.rect(big, face, rect, border_radius=radius)
    pygame.draw.rect(big, DIE_EDGE, rect, max(2, SCALE // 2 + 1), border_radius=radius)
    dot = max(SCALE, round(rect.width * (0.11 if pips > 1 else 0.14)))
    for x, y in PIPS[pips]:
        pygame.draw.circle(big, PIP, (rect.left + x * rect.width, rect.top + y * rect.height), dot)
