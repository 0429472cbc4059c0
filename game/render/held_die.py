"""A held (locked) die, drawn lifted off the felt: what a player keeps reads as picked up, not as a die with a sticker.

Look review 20: "The held state is only a ~14 px green padlock at the die's corner. The die does not lift, dim or
move." A held die is drawn `LIFT` of its edge higher than where it lies (physics leaves it where it lay, the face it
left up: the lift is a drawing), with a soft rim light round it, over a calm glow plate on the felt in the lock's
ultraviolet (theme.LOCKED; critique mid18: the lock's green read as the sheet's "possible score": green means points,
gold rewards, red danger, white the focus) and a shadow cast further and softer, as a higher die's. Its padlock badge
stays in its top's upper-left corner, off the numeral. Every size follows the die's edge (no fixed px).

It is the die's own kept picture at rest (`rest_die.rest_picture`: no picture more to keep), blitted higher; the rim
light is a few soft outlines round it (no picture); the plate is kept per die size (`plate`). A lift under way (t from 0
to 1 in `LIFT_TIME`) moves the same pictures up, the plate fading in.
"""

from __future__ import annotations

import functools

import pygame
import pygame.gfxdraw

from game.physics import Pose
from game.render import dice_view, drawn, rest_die
from game.render.surface_cache import surface_cache

LIFT = 0.12          # of the die's edge: how far up a held die is drawn (9 px on Dicetime's 78 px dice)
SHADOW_LIFT = 0.4    # of the edge: its shadow is cast as a die that high casts it (further, softer: held up)
LIFT_TIME = 0.15     # s: a die lifts as it is held, and sets down as it is let go (none with reduced motion)
RIM = (214, 190, 255)          # the rim light round a lifted die: the lock's ultraviolet, near white
RIM_ALPHAS = (170,)   # its outlines from the die's edge outwards, each a px further and fainter (one: ~6 us a frame)
PLATE = (160, 70, 255)         # the glow plate under it, on the felt: the lock's ultraviolet (theme.LOCKED), lighter
PLATE_ALPHA = 140     # (105 with the green: the ultraviolet is darker on the felt, and read faint at 105)


def ease(t: float) -> float:
    """How far along (0..1) a lift `t` of the way through its time is: quick off the felt, gentle at the top."""
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) * (1.0 - t)


def draw_under(surface: pygame.Surface, camera: dice_view.Camera, pose: Pose, edge: float, t: float) -> None:
    """What lies on the felt under a lifted die (`t` of the way up): the glow plate where it lies, and its shadow,
    cast as a die `SHADOW_LIFT` of its edge higher casts it (further south-east, softer, fainter)."""
    _key, _top, (x, y), (fx, fy), _size, side = _geometry(camera.ox, camera.oy, camera.width, camera.height, pose, edge)
    image = plate(side)
    image.set_alpha(round(255 * ease(t)))   # (fading in: a lift's few frames; the kept plate itself, no copy a frame)
    drawn.note(surface, surface.blit(image, image.get_rect(center=(round(x + fx / 2), round(y + fy / 2)))))   # (its foot)
    image.set_alpha(255)
    dice_view.draw_shadow(surface, camera, pose._replace(height=pose.height + SHADOW_LIFT * edge * ease(t)), edge)


def draw(surface: pygame.Surface, camera: dice_view.Camera, pose: Pose, edge: float, up: float, *,
         star_for_six: bool = False, numeral_scale: float = 1.0) -> list[tuple[float, float]] | None:
    """The die lifted `up` px (its kept picture at rest, a rim light round it, its numeral on top); returns the screen
    corners of its top as drawn (where its badge goes), or None if its top is not in view."""
    key, top, (cx, cy), foot, size, _side = _geometry(camera.ox, camera.oy, camera.width, camera.height, pose, edge)
    if key is None:
        return None
    top = [(x, y - up) for x, y in top]
    cy -= up
    image, (ox, oy) = rest_die.rest_picture(*key, star_for_six)
    drawn.note(surface, surface.blit(image, (round(cx) - ox, round(cy) - oy)))
    rim(surface, top, foot)   # (over its own edge lines: lit there)
    dice_view.draw_numeral(surface, key[0], (cx, cy), size * numeral_scale, star_for_six,
                           glow=edge >= dice_view.GLOW_EDGE)
    return top


@functools.lru_cache(maxsize=64)   # (a held die lies still: the same every frame it is drawn)
def _geometry(ox: float, oy: float, width: float, height: float, pose: Pose, edge: float) -> tuple:
    """Where a die lying at `pose` is drawn through the camera at (ox, oy) of (width, height): its resting picture's
    key less the star (None: no top in view), its top's corners and middle, its foot's offset below its top, its
    top's size on the screen and the plate's size."""
    camera = dice_view.Camera((ox, oy), (width, height))
    key = dice_view.rest_key(camera, pose, edge)
    kx, ky = dice_view.slant(camera, edge)
    return (None if key is None else key[:4], tuple(dice_view.top_corners(camera, pose, edge)),
            dice_view.top_centre(camera, pose, edge), (kx * edge, ky * edge),
            edge * camera.scale(pose.height + edge / 2.0), round(edge * camera.scale(edge)))


def rim(surface: pygame.Surface, top: list[tuple[float, float]], foot: tuple[float, float]) -> None:
    """The soft rim light round a die whose top has these screen corners and whose foot lies `foot` px below them
    (`dice_view.slant`): a few anti-aliased outlines of its outline, each a px further out and fainter."""
    rings, area = _rings(tuple(top), foot)
    for ring, alpha in zip(rings, RIM_ALPHAS, strict=True):
        pygame.gfxdraw.aapolygon(surface, ring, (*RIM, alpha))
    drawn.note(surface, area.clip(surface.get_clip()))


@functools.lru_cache(maxsize=64)   # (a held die's outline is the same every frame it is drawn: kept)
def _rings(top: tuple, foot: tuple[float, float]) -> tuple[tuple, pygame.Rect]:
    """`rim`'s outlines (whole px) and the area they cover."""
    hull = dice_view.hull([*top, *((x + foot[0], y + foot[1]) for x, y in top)])
    cx = sum(x for x, _y in hull) / len(hull)
    cy = sum(y for _x, y in hull) / len(hull)
    rings = []
    for k in range(len(RIM_ALPHAS)):
        ring = []
        for x, y in hull:
            dx, dy = x - cx, y - cy
            out = (0.5 + k) / max(1e-6, (dx * dx + dy * dy) ** 0.5)
            ring.append((round(x + dx * out), round(y + dy * out)))
        rings.append(tuple(ring))
    xs, ys = [x for x, _y in rings[-1]], [y for _x, y in rings[-1]]
    return tuple(rings), pygame.Rect(min(xs) - 1, min(ys) - 1, max(xs) - min(xs) + 3, max(ys) - min(ys) + 3)


@surface_cache(max_mib=0.25)   # (one per die size: ~0.1 MiB at Dicetime's dice)
def plate(side: int) -> pygame.Surface:
    """The calm glow under a held die whose top is `side` px across: a soft pool of the lock's ultraviolet, brightest in a
    ring just beyond the die's foot, fading out on the felt."""
    radius = max(8, round(side * 1.05))
    k = 2
    big = pygame.Surface((2 * radius * k, 2 * radius * k), pygame.SRCALPHA)
    c = radius * k
    for step in range(24, 0, -1):       # from the rim inwards: a soft pool
        alpha = PLATE_ALPHA * (1.0 - (step / 24) ** 2.0)
        pygame.draw.circle(big, (*PLATE, round(alpha)), (c, c), c * step / 24)
    pygame.draw.circle(big, (*PLATE, round(PLATE_ALPHA * 1.2)), (c, c), round(c * 0.8), max(2, round(c * 0.04)))
    soft = pygame.transform.smoothscale(big, (max(1, radius // 2), max(1, radius // 2)))   # (blurred: calm)
    return pygame.transform.smoothscale(soft, (2 * radius, 2 * radius))


def lifted_corners(corners: list[tuple[float, float]], up: float) -> list[tuple[float, float]]:
    """`corners` (round a die's drawn top or body) where the die lifted `up` px is drawn."""
    return [(x, y - up) for x, y in corners]

