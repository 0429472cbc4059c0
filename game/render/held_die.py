"""A held (locked) die, drawn lifted off the felt: what a player keeps reads as picked up, not as a die with a sticker.

Look review 20: "The held state is only a ~14 px green padlock at the die's corner. The die does not lift, dim or
move." A held die is drawn `LIFT` of its edge higher and `GROW` bigger than where it lies (physics leaves it where it
lay, the face it left up: the lift is a drawing), with a soft rim light round it, over a calm glow plate on the felt in
the lock's green family (gold means rewards, red danger) and a shadow cast further and softer, as a higher die's. Its
padlock badge stays in its top's upper-left corner, off the numeral. Every size follows the die's edge (no fixed px).

Each look is kept: the lifted die's picture per resting picture (`held_picture`, made once per hold), the plate per
die size (`plate`); a lift that is under way (`lifted(t)`, t from 0 to 1 in `LIFT_TIME`) moves the same pictures up.
"""

from __future__ import annotations

import pygame

from game.physics import Pose
from game.render import dice_view, drawn, rest_die, theme
from game.render.surface_cache import surface_cache

LIFT = 0.12          # of the die's edge: how far up a held die is drawn (9 px on Dicetime's 78 px dice)
SHADOW_LIFT = 0.4    # of the edge: its shadow is cast as a die that high casts it (further, softer: held up)
GROW = 1.07          # how much bigger it is drawn (nearer the eye)
LIFT_TIME = 0.15     # s: a die lifts as it is held, and sets down as it is let go (none with reduced motion)
RIM = (226, 255, 170)          # the rim light round a lifted die: the lock's green, near white
RIM_ALPHA = 190
PLATE = theme.LOCKED           # the glow plate under it, on the felt
PLATE_ALPHA = 105


def ease(t: float) -> float:
    """How far along (0..1) a lift `t` of the way through its time is: quick off the felt, gentle at the top."""
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) * (1.0 - t)


def draw_under(surface: pygame.Surface, camera: dice_view.Camera, pose: Pose, edge: float, t: float) -> None:
    """What lies on the felt under a lifted die (`t` of the way up): the glow plate where it lies, and its shadow,
    cast as a die `SHADOW_LIFT` of its edge higher casts it (further south-east, softer, fainter)."""
    image = plate(round(edge * camera.scale(edge)))
    if t < 1.0:
        image = image.copy()
        image.fill((255, 255, 255, round(255 * ease(t))), special_flags=pygame.BLEND_RGBA_MULT)
    drawn.note(surface, surface.blit(image, image.get_rect(center=_foot(camera, pose, edge))))
    dice_view.draw_shadow(surface, camera, pose._replace(height=pose.height + SHADOW_LIFT * edge * ease(t)), edge)


def _foot(camera: dice_view.Camera, pose: Pose, edge: float) -> tuple[int, int]:
    """The middle of a resting die's footprint on the screen (its top's middle, half the slant down)."""
    x, y = dice_view.top_centre(camera, pose, edge)
    kx, ky = dice_view.slant(camera, edge)
    return round(x + kx * edge / 2.0), round(y + ky * edge / 2.0)


def draw(surface: pygame.Surface, camera: dice_view.Camera, pose: Pose, edge: float, up: float, *,
         star_for_six: bool = False, numeral_scale: float = 1.0) -> list[tuple[float, float]] | None:
    """The die lifted `up` px (its kept picture grown and lit, its numeral as big as ever on top); returns the screen
    corners of its top as drawn (where its badge goes), or None if its top is not in view."""
    key = dice_view.rest_key(camera, pose, edge, star_for_six)
    if key is None:
        return None
    cx, cy = dice_view.top_centre(camera, pose, edge)
    cy -= up
    image, (ox, oy) = held_picture(*key)     # (grown from the lift's first frame: no picture made a frame)
    drawn.note(surface, surface.blit(image, (round(cx) - ox, round(cy) - oy)))
    size = edge * camera.scale(pose.height + edge / 2.0)
    dice_view.draw_numeral(surface, key[0], (cx, cy), size * numeral_scale, star_for_six,
                           glow=edge >= dice_view.GLOW_EDGE)
    rx, ry = dice_view.top_centre(camera, pose, edge)
    return [(cx + (x - rx) * GROW, cy + (y - ry) * GROW) for x, y in dice_view.top_corners(camera, pose, edge)]


def lifted_corners(corners: list[tuple[float, float]], centre: tuple[float, float],
                   up: float) -> list[tuple[float, float]]:
    """`corners` (round a die's drawn top or body, about its top's `centre`) where the die lifted `up` px is drawn."""
    cx, cy = centre
    return [(cx + (x - cx) * GROW, cy - up + (y - cy) * GROW) for x, y in corners]


@surface_cache(max_mib=4)
def held_picture(value: int, side: int, degrees: int, light: int, star_for_six: bool
                 ) -> tuple[pygame.Surface, tuple[int, int]]:
    """A held die's picture: its resting picture (`rest_die.rest_picture`) `GROW` bigger with a soft rim light round
    it: (picture, where its top's middle lies in it)."""
    image, (ox, oy) = rest_die.rest_picture(value, side, degrees, light, star_for_six)
    w, h = image.get_size()
    size = (max(1, round(w * GROW)), max(1, round(h * GROW)))
    big = pygame.transform.smoothscale(image, size)
    pad = max(3, round(side * 0.08))
    out = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    rim = big.copy()
    rim.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    rim.fill((*RIM, 0), special_flags=pygame.BLEND_RGB_ADD)
    out.blit(rim, (pad, pad))
    shrink = max(2, pad // 2)   # (blurred: scaled down and up)
    out = pygame.transform.smoothscale(pygame.transform.smoothscale(out, (max(1, out.get_width() // shrink),
                                                                          max(1, out.get_height() // shrink))),
                                       out.get_size())
    out.fill((255, 255, 255, RIM_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(big, (pad, pad))
    return out, (round(ox * GROW) + pad, round(oy * GROW) + pad)


@surface_cache(max_mib=1)
def plate(side: int) -> pygame.Surface:
    """The calm glow under a held die whose top is `side` px across: a soft pool of the lock's green, brightest in a
    ring just beyond the die's foot, fading out on the felt."""
    radius = max(8, round(side * 1.05))
    k = 2
    big = pygame.Surface((2 * radius * k, 2 * radius * k), pygame.SRCALPHA)
    c = radius * k
    for step in range(24, 0, -1):       # from the rim inwards: a soft pool
        r = c * step / 24
        alpha = PLATE_ALPHA * (1.0 - (step / 24) ** 2.0)
        pygame.draw.circle(big, (*PLATE, round(alpha)), (c, c), r)
    pygame.draw.circle(big, (*PLATE, round(PLATE_ALPHA * 1.2)), (c, c), round(c * 0.8), max(2, round(c * 0.04)))
    soft = pygame.transform.smoothscale(big, (max(1, radius // 2), max(1, radius // 2)))   # (blurred: calm)
    return pygame.transform.smoothscale(soft, (2 * radius, 2 * radius))


def warm_tray(tray, origin: tuple[float, float], star_for_six: bool = False) -> bool:
    """Make ahead the held picture of one die resting in `tray` (any may be held next: a hold's frame then makes
    none). Call it once a frame while it returns True (one was made; False: none is left to make)."""
    camera = dice_view.Camera(origin, (tray.width, tray.height))
    for index in range(tray.count):
        if tray.is_present(index) and tray.lying_flat(index) and not tray.moving(index):
            key = dice_view.rest_key(camera, tray.pose(index, 1.0), tray.edge, star_for_six)
            if key is not None and not held_picture.has(*key):
                held_picture(*key)
                return True
    return False
