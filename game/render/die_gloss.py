"""The material of a die at rest (look review 23: "lit, bevelled, glossy material"): what turns `rest_die`'s cube of flat
faces into a glazed, rounded die under the table's lamp. Each is drawn over the kept picture while it is made, big
(before it is smoothed down), so it costs nothing per frame:

* `round_off`: the cube's silhouette with rounded corners (a die's worn edges); `rim`: a lit rim along the edges that
  face the lamp (north-west) and a dark line along the others, so it stands off the felt;
* `shine`: the glaze's highlight on the top, a soft pool towards the lamp and a small sharp glint in it.

The top's ivory is lit across by `planet_faces.draw_kept_face` (``lamp``). The highlight is kept per die size
(`_shine`): the same for every turn of the die.
"""

from __future__ import annotations

import functools
import math

import pygame
from pygame import gfxdraw

from game.render.face_light import TOWARDS_LAMP  # on the screen: where the table's lamp is (north-west)

CORNER = 0.13                   # the silhouette's rounded corners: their radius, of the top's edge
RIM_LIGHT = (180, 200, 255)     # the lit rim on the edges facing the lamp
RIM_DARK = (6, 8, 24)           # the line round the edges away from it
POOL = 0.50                     # the highlight's pool: its radius, of the top's half edge ...
POOL_AT = 0.40                  # ... its middle this far from the top's towards the lamp (of the half edge)
POOL_LIGHT = 80                 # ... its light at its heart (added, 0-255)
GLINT = 0.09                    # the sharp glint in it: its radius, of the half edge
GLINT_LIGHT = 150


def _arcs(points: list[tuple[float, float]], radius: float, n: int = 4
          ) -> list[tuple[tuple[float, float], list[tuple[float, float]]]]:
    """Each corner of the convex polygon ``points`` and the arc that rounds it (a corner nearly straight: itself)."""
    distinct: list[tuple[float, float]] = []
    for point in points:                                  # (a hull may hold a corner twice, a hair apart)
        if not distinct or math.dist(point, distinct[-1]) > 0.5:
            distinct.append(point)
    if len(distinct) > 1 and math.dist(distinct[0], distinct[-1]) <= 0.5:
        distinct.pop()
    out = []
    count = len(distinct)
    for k, (px, py) in enumerate(distinct):
        ax, ay = distinct[k - 1]
        bx, by = distinct[(k + 1) % count]
        d1x, d1y = ax - px, ay - py
        d2x, d2y = bx - px, by - py
        l1, l2 = math.hypot(d1x, d1y), math.hypot(d2x, d2y)
        d1x, d1y, d2x, d2y = d1x / l1, d1y / l1, d2x / l2, d2y / l2
        angle = math.acos(max(-1.0, min(1.0, d1x * d2x + d1y * d2y)))
        if angle > math.pi - 0.05:                        # (nearly straight: no corner to round)
            out.append(((px, py), [(px, py)]))
            continue
        r = min(radius, 0.45 * min(l1, l2) * math.tan(angle / 2))
        back = r / math.tan(angle / 2)                    # how far from the corner the arc meets each edge
        mx, my = d1x + d2x, d1y + d2y
        m = math.hypot(mx, my)
        ox, oy = px + mx / m * r / math.sin(angle / 2), py + my / m * r / math.sin(angle / 2)
        t1 = (px + d1x * back - ox, py + d1y * back - oy)
        t2 = (px + d2x * back - ox, py + d2y * back - oy)
        a1, a2 = math.atan2(t1[1], t1[0]), math.atan2(t2[1], t2[0])
        sweep = (a2 - a1 + math.pi) % (2 * math.pi) - math.pi
        out.append(((px, py), [(ox + r * math.cos(a1 + sweep * j / n), oy + r * math.sin(a1 + sweep * j / n))
                               for j in range(n + 1)]))
    return out


def corners(outline: list[tuple[float, float]], side: float) -> list:
    """The rounded corners of a die whose convex ``outline`` it is, its top ``side`` px across (`round_off`, `rim`)."""
    return _arcs(outline, CORNER * side)


def round_off(image: pygame.Surface, arcs: list, smooth: bool = True) -> None:
    """``image``'s die cut to its rounded corners ``arcs`` (`corners`), anti-aliased if ``smooth``."""
    shape = [point for _corner, arc in arcs for point in arc]
    mask = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    if smooth:
        gfxdraw.aapolygon(mask, shape, (255, 255, 255, 255))
    gfxdraw.filled_polygon(mask, shape, (255, 255, 255, 255))
    image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)      # (outside it: clear)


def rim(big: pygame.Surface, arcs: list, line: float) -> None:
    """Round ``big``'s die, its corners to be rounded to ``arcs`` (`corners`): a lit rim ``line`` px wide inside the
    edges facing the lamp, and a dark line inside the others."""
    shape = [point for _corner, arc in arcs for point in arc]
    cx = sum(x for x, _y in shape) / len(shape)
    cy = sum(y for _x, y in shape) / len(shape)
    lx, ly = TOWARDS_LAMP
    inset = line / 2
    for k, (_corner, arc) in enumerate(arcs):          # each edge: from the middle of one corner's arc to the next's
        after = arcs[(k + 1) % len(arcs)][1]
        (px, py), (qx, qy) = arc[-1], after[0]
        ex, ey = qx - px, qy - py
        length = math.hypot(ex, ey)
        if length < 1e-6:
            continue
        nx, ny = ey / length, -ex / length                        # its normal, outwards
        if nx * ((px + qx) / 2 - cx) + ny * ((py + qy) / 2 - cy) < 0:
            nx, ny = -nx, -ny
        facing = nx * lx + ny * ly
        points = [(x - nx * inset, y - ny * inset) for x, y in arc[len(arc) // 2:] + after[:len(after) // 2 + 1]]
        if facing > 0.15:
            under = big.get_at((round((px + qx) / 2 - nx * 2 * line), round((py + qy) / 2 - ny * 2 * line)))
            share = min(1.0, facing * 1.2)
            colour = tuple(round(u + (r - u) * share) for u, r in zip(under[:3], RIM_LIGHT, strict=True))
            width = max(1, round(line))
        else:
            colour, width = RIM_DARK, max(1, round(line * 0.7))
        pygame.draw.lines(big, colour, False, points, width)


def shine(big: pygame.Surface, centre: tuple[float, float], side: float) -> None:
    """The glaze's highlight on the top of ``big``'s die (its middle at ``centre``, ``side`` px across); no pixel of
    the die left pure white (`no_white`)."""
    image = _shine(round(side))
    lx, ly = TOWARDS_LAMP
    half = side / 2
    x, y = centre[0] + lx * POOL_AT * half, centre[1] + ly * POOL_AT * half
    big.blit(image, image.get_rect(center=(round(x), round(y))), special_flags=pygame.BLEND_RGB_ADD)


@functools.lru_cache(maxsize=8)   # (one per die size: a few dozen KiB)
def _shine(side: int) -> pygame.Surface:
    """The highlight's picture for a top ``side`` px across: light to add, a soft pool and a small glint."""
    import numpy as np  # (not on the title's first frame: tests/test_startup_imports.py)

    half = side / 2
    radius = math.ceil(POOL * half)
    grid = np.arange(2 * radius, dtype=np.float32) + 0.5 - radius
    d = np.hypot(grid[:, None], grid[None, :]) / (POOL * half)
    pool = np.clip(1.0 - d, 0.0, 1.0) ** 1.6 * POOL_LIGHT
    lx, ly = TOWARDS_LAMP
    gx, gy = grid[:, None] - lx * 0.25 * POOL * half, grid[None, :] - ly * 0.25 * POOL * half
    g = np.hypot(gx, gy) / max(1.0, GLINT * half)
    glint = np.clip(1.4 - g, 0.0, 1.0) ** 1.2 * GLINT_LIGHT
    value = np.clip(pool + glint, 0, 255)
    image = pygame.Surface((2 * radius, 2 * radius))
    pygame.surfarray.blit_array(image, np.repeat(value[:, :, None], 3, axis=2).astype(np.uint8))
    return image


def no_white(image: pygame.Surface) -> None:
    """``image`` without pure white: the focus ring's white (theme.FOCUS) is drawn by nothing else (DEVELOPERS.md: "One
    grammar"), and a glint added over a light planet reached it."""
    image.fill((254, 254, 254), special_flags=pygame.BLEND_RGB_MIN)
