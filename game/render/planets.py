"""Planet dice in a tray: what the scenes call to draw a physics tray and its dice.

The dice are cubes with a planet on each face (``planet_faces``), drawn through the
table's perspective camera (``dice_view``) from the tray's poses. A die that lies
flat shows its value as a big upright numeral on top: the value physics read from
its rest pose. Locked dice get circling stars. With ``star_for_six`` (Bluff) a star
replaces the 6; the reading is the same.

Nothing here changes the dice: it only looks at poses.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.physics import Tray
from game.render import dice_view, theme
from game.render.planet_faces import PLANET_COLOUR, STAR_GOLD, _star

Colour = tuple[int, int, int]

# A colour per die position (trails and other per-die cues).
PLANET_COLOURS: tuple[Colour, ...] = tuple(PLANET_COLOUR[v] for v in (2, 3, 5, 6, 4, 1))
READ_GOLD = STAR_GOLD
LOCK_STAR = (255, 226, 120)
LOCK_SHADOW = (16, 18, 40)
NUMERAL_SHADOW = dice_view.NUMERAL_SHADOW


def label_image(value: int, size: int, colour: Colour = dice_view.NUMERAL, star_for_six: bool = False
                ) -> pygame.Surface:
    """A face value as a picture: a bold numeral in ``colour`` with a dark outline, or a star for a Bluff 6."""
    return dice_view.numeral_image(value, size, star_for_six, tuple(colour))


def draw_lock_stars(surface: pygame.Surface, centre: tuple[float, float], radius: float,
                    clock: float, reduced_motion: bool) -> None:
    """Five little stars circling a locked die (still, evenly spaced, with reduced motion)."""
    base = max(4.0, radius * 0.2)
    turn = 0.0 if reduced_motion else clock * 1.4
    orbit = radius * 1.18
    for k in range(5):
        a = turn + k * 2 * math.pi / 5
        pos = (centre[0] + math.cos(a) * orbit, centre[1] + math.sin(a) * orbit * 0.92)
        pygame.draw.polygon(surface, LOCK_SHADOW, _points(pos, base + 1.5, a))
        pygame.draw.polygon(surface, LOCK_STAR, _points(pos, base, a))


def _points(pos: tuple[float, float], size: float, rotation: float) -> list[tuple[float, float]]:
    return [(pos[0] + x * size, pos[1] - y * size) for x, y in _star(0.0, 0.0, 1.0, rotation + math.pi / 2)]


def draw_tray_dice(
    surface: pygame.Surface,
    tray: Tray,
    origin: tuple[float, float],
    alpha: float,
    *,
    locked: Sequence[bool] = (),
    focus: int | None = None,
    star_for_six: bool = False,
    clock: float = 0.0,
    reduced_motion: bool = False,
) -> None:
    """Every die of ``tray``, with the felt's top-left corner at ``origin``.

    Dice are drawn lowest first, then from north to south, so a die in the air or
    nearer the camera covers the ones it passes.
    """
    camera = dice_view.Camera(origin, (tray.width, tray.height))
    order = []
    for index in range(tray.count):
        if tray.is_present(index):
            pose = tray.pose(index, alpha)
            order.append((pose.height, pose.y, index, pose))
    order.sort()
    for _h, _y, index, pose in order:
        dice_view.draw_die(surface, camera, pose, tray.edge, star_for_six=star_for_six,
                           show_value=tray.lying_flat(index))
    for _h, _y, index, pose in order:
        centre = (origin[0] + pose.x, origin[1] + pose.y)
        if index < len(locked) and locked[index]:
            draw_lock_stars(surface, centre, tray.radius, clock, reduced_motion)
        if focus == index:
            pygame.draw.circle(surface, theme.FOCUS, centre, tray.radius * 1.32, 3)


def draw_tray_box(surface: pygame.Surface, inner: pygame.Rect, border: int = 10) -> pygame.Rect:
    """The table: felt inside walls drawn in perspective; returns the outer rect."""
    return dice_view.draw_table(surface, pygame.Rect(inner), border)
