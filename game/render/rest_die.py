"""A die at rest, drawn as one kept picture: the same cube as a tumbling die, seen from the same slant.

Its top (the face physics left up), and below it the two sides that face the viewer, each with the planet of the face
truly there (`cube_faces`: the face up and where its right-hand side points fix the die's orientation), drawn as a
tumbling die's faces are (`planet_faces.draw_kept_face`: the same blue, light, lit ball and light edge lines, with the
fine art, drawn big and smoothed down; no shadow of its own: a die's cast shadow is drawn under it, tumbling or at
rest, so the frame it comes to rest in changes nothing round it). Look review 16: "settled dice are navy tiles with a
flat planet disc, a different object from the 3D planet cubes seen while they tumble". Dice at rest are drawn in every frame's still picture, so each look is made once (per face, size, turn,
light and star) and kept; `dice_view.draw_die` blits it where the camera puts the top and prints the value on it.

The sides lean a fixed way (`DEPTH`: towards the south and a little east, away from the light), the same for
every die at rest wherever it lies: every die is seen a little from the south-east (`dice_view.slant`, tumbling
or at rest alike, so a die that lands looks as it will at rest). A nearer die (south-east) is drawn later
(`dice_view.nearness`); physics keeps dice far enough apart that no drawn cube covers another
(`physics.tray.DIE_SPACING`).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator

import pygame

from game.physics import cube
from game.render import die_gloss, planet_faces
from game.render.surface_cache import surface_cache

DEPTH = (0.12, 0.34)         # of the top's side: how far the cube's foot shows beyond its top (east, south): deep
                             # enough for the south side to show its planet as the tumbling cube's faces do (was
                             # (0.08, 0.2): "a thin sliver of side", its planet a squeezed oval)


@surface_cache(max_mib=5)    # (a 3000-frame demo holds ~60 of them: 3-4 MiB at Dicetime's 78 px dice)
def rest_picture(value: int, side: int, degrees: int, light: int, star_for_six: bool
                 ) -> tuple[pygame.Surface, tuple[int, int]]:
    """The die at rest: (picture, where the top's middle lies in it)."""
    key = (value, side, degrees, light, star_for_six)
    made = _MADE.pop(key, None)             # (made in steps over frames: `making`)
    if made is not None:
        return made
    steps = _steps(*key)
    for _step in steps:
        pass
    return _MADE.pop(key)


STEPS = 5      # `making`: the frames a picture is made over (a side; the other; its top; its glaze, smoothed down; rounded
               # off: none over ~0.15 ms median at 78 px, frame19; the sides in one step were ~0.21)
_MADE: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}


def making(value: int, side: int, degrees: int, light: int, star_for_six: bool) -> Iterator[None]:
    """`rest_picture` made in `STEPS` steps, one a frame (each ~0.1-0.2 ms; the whole ~0.65 ms): next() on it
    makes the next part; after the last, `rest_picture` of these arguments is kept. Steps of a picture kept already
    do nothing (so a throw takes the same frames however many pictures are kept)."""
    key = (value, side, degrees, light, star_for_six)
    if rest_picture.has(*key):
        yield from [None] * (STEPS - 1)
        return
    steps = _steps(*key)
    for _step in steps:
        yield None
    if rest_picture.has(*key):   # (made meanwhile at once: a still picture)
        _MADE.pop(key, None)
    else:
        rest_picture(*key)       # (kept now: `_MADE`)


def _steps(value: int, side: int, degrees: int, light: int, star_for_six: bool) -> Iterator[None]:
    """Draws the picture, yielding after each side, its top, and its glaze and smoothing (`STEPS` - 1 times); leaves it
    in `_MADE`."""
    key = (value, side, degrees, light, star_for_six)
    k = 2                                                    # drawn big, then smoothed down (3: alike, +40 % CPU)
    faces = _faces(value, side, degrees, light / 20.0)
    rim = k * (2 if side > 30 else 1)                        # (the tumbling cube's edges: 2 px)
    room = _room(side, faces, rim + 2)                       # (margin: the edge lines, their round ends, smoothing)
    cx, cy, (x0, y0, x1, y1) = room
    big = None
    for big in _drawn(value, side, star_for_six, faces, room, rim, k):   # (the last: the whole picture)
        if big is None:
            yield None
    image = pygame.transform.smoothscale(big, (x1 - x0, y1 - y0))
    yield None
    die_gloss.round_off(image, die_gloss.corners(_outline(faces, (cx - x0, cy - y0), 1), side))   # (anti-aliased)
    die_gloss.no_white(image)
    shown = image.get_bounding_rect()           # without its clear margin: a smaller blit
    _MADE[key] = (image.subsurface(shown).copy(), (round(cx) - x0 - shown.x, round(cy) - y0 - shown.y))


def _drawn(value: int, side: int, star_for_six: bool, faces: list,
           room: tuple[float, float, tuple[int, int, int, int]], rim: int, k: int
           ) -> Iterator[pygame.Surface | None]:
    """The die's ``faces`` drawn ``k`` times bigger than it shows, in its ``room`` (`_room`), edges ``rim`` px: yields
    None after one side, after the other (if any), and after its top, then the picture with its glaze (its top's middle
    where `_room` puts it, times ``k``)."""
    from game.render import dice_view  # (it draws dice with these pictures)

    cx, cy, (x0, y0, x1, y1) = room
    big = pygame.Surface(((x1 - x0) * k, (y1 - y0) * k), pygame.SRCALPHA)
    least = max(dice_view.DETAIL_AREA, dice_view.DETAIL_SHARE * side * side)
    for part in (faces[:1], faces[1:-1], faces[-1:]):      # a side; the other (if one shows); the top, last
        for face, (ox, oy), (ux, uy), (vx, vy), lit, up in part:
            area = abs(ux * vy - uy * vx) * 4.0
            planet_faces.draw_kept_face(big, face, ((cx + ox - x0) * k, (cy + oy - y0) * k), (ux * k, uy * k),
                                        (vx * k, vy * k),
                                        lit, star_for_six, detail=area >= least, ball=area >= least if up else
                                        area >= dice_view.BALL_SHARE * side * side, rim=rim,
                                        bare=star_for_six and face == value == 6,
                                        fall=0.0 if up is None else SIDE_FALL,
                                        bevel=BEVEL if area >= dice_view.DETAIL_AREA else 0.0, lamp=up is None)
        yield None
    die_gloss.shine(big, ((cx - x0) * k, (cy - y0) * k), side * k)
    die_gloss.rim(big, die_gloss.corners(_outline(faces, (cx - x0, cy - y0), k), side * k), rim)
    yield big


def _outline(faces: list, top: tuple[float, float], k: float) -> list[tuple[float, float]]:
    """The outline of a die's ``faces`` drawn ``k`` times bigger, its top's middle at ``top`` (times ``k``)."""
    from game.render import dice_view

    tx, ty = top
    return dice_view.hull([((tx + ox + a * ux + b * vx) * k, (ty + oy + a * uy + b * vy) * k)
                           for _f, (ox, oy), (ux, uy), (vx, vy), *_r in faces for a in (-1, 1) for b in (-1, 1)])


def _room(side: int, faces: list, margin: float) -> tuple[float, float, tuple[int, int, int, int]]:
    """Where a picture of a die at rest puts its top's middle (cx, cy: room round it for any turn, as it always did),
    and the part of that room (x0, y0, x1, y1: whole px) its ``faces`` take, ``margin`` px round them: only that part
    is drawn (a third less to draw and to smooth than the room for any turn)."""
    half = side / 2.0
    dx, dy = depth(side)
    reach = half * math.sqrt(2.0)
    pad = max(3, round(side * 0.08))
    width = math.ceil(2 * reach + dx) + 2 * pad
    height = math.ceil(2 * reach + dy) + 2 * pad
    cx, cy = pad + reach, pad + reach
    xs = [cx + ox + a * ux + b * vx for _f, (ox, _oy), (ux, _uy), (vx, _vy), *_r in faces for a in (-1, 1) for b in (-1, 1)]
    ys = [cy + oy + a * uy + b * vy for _f, (_ox, oy), (_ux, uy), (_vx, vy), *_r in faces for a in (-1, 1) for b in (-1, 1)]
    return cx, cy, (max(0, math.floor(min(xs) - margin)), max(0, math.floor(min(ys) - margin)),
                    min(width, math.ceil(max(xs) + margin)), min(height, math.ceil(max(ys) + margin)))


@surface_cache(max_mib=2)
def stand_in(value: int, side: int, degrees: int, light: int, star_for_six: bool
             ) -> tuple[pygame.Surface, tuple[int, int]]:
    """What a die at rest shows until its kept picture is made (`making`): the same cube drawn as a sliding die is
    (`dice_view.draw_die`: polygons, the tumbling faces' look) with the kept picture's glaze (its top lit across, its
    highlight, its corners rounded: look review 23), so the picture that takes its place a few frames later changes
    it little; ~0.27 ms (0.155 without the glaze), kept so a frame blits it (~0.02 ms) as it blits the kept picture:
    (picture, where the top's middle lies in it), as `rest_picture`'s."""
    from game.render import dice_view

    faces = _faces(value, side, degrees, light / 20.0)
    cx, cy, (x0, y0, x1, y1) = _room(side, faces, 3)
    image = pygame.Surface((x1 - x0, y1 - y0), pygame.SRCALPHA)
    least = max(dice_view.DETAIL_AREA, dice_view.DETAIL_SHARE * side * side)
    for face, (ox, oy), u, v, lit, up in faces:
        centre = (cx + ox - x0, cy + oy - y0)
        if up is None and star_for_six and face == 6:       # (its upright star alone: as at rest)
            planet_faces.draw_kept_face(image, 6, centre, u, v, lit, True, False, False, 2, bare=True, lamp=True)
            continue
        area = abs(u[0] * v[1] - u[1] * v[0]) * 4.0
        planet_faces.draw_face(image, face, centre, u, v, lit, star_for_six, detail=area >= least, moving=False,
                               ball=up is not None or area >= dice_view.BALL_SHARE * side * side,
                               bevel=BEVEL if up is None and area >= dice_view.DETAIL_AREA else 0.0, lamp=up is None)
    die_gloss.shine(image, (cx - x0, cy - y0), side)
    arcs = die_gloss.corners(_outline(faces, (cx - x0, cy - y0), 1), side)
    die_gloss.round_off(image, arcs, smooth=False)      # (for a few frames: its edge as the sliding die's; no rim:
                                                        # 0.27 ms, 0.32 with it)
    die_gloss.no_white(image)
    return image, (round(cx) - x0, round(cy) - y0)


LIGHT = (-0.38, -0.46, -0.80)   # towards the light: north-west and up (z points down; dice_view.LIGHT)
_L = tuple(c / math.sqrt(sum(c * c for c in LIGHT)) for c in LIGHT)


def face_light(n0: float, n1: float, n2: float) -> float:
    """A face's light for its outward normal (as every die's faces, tumbling or at rest: `dice_view.die_faces`)."""
    return 0.6 + 0.45 * max(0.0, n0 * _L[0] + n1 * _L[1] + n2 * _L[2])


SIDE_FALL = 0.5       # a side's blue this much darker at its edge away from the lamp (its top edge lit, from above)
BEVEL = 0.11          # each face's rounded rim (`planet_faces.draw_kept_face`), of its half edge: lit on the edges
                      # facing the lamp, shaded on the others


def cube_faces(value: int, side: int, degrees: int, top_light: float):
    """`_faces` without the sides' way up."""
    return [f[:5] for f in _faces(value, side, degrees, top_light)]


def _faces(value: int, side: int, degrees: int, top_light: float):
    """The faces a die at rest shows, the top ``value`` up, its top ``side`` px across with the art's right-hand side
    turned ``degrees`` clockwise: (value, centre, u, v, light) per face (as `dice_view.die_faces`'), seen from the south-east as every
    die is (`depth`), in px from the top's middle. The faces on its sides are the faces truly there: a die's
    orientation is fixed by the face up and where that face's right-hand side points."""
    rows = cube.matrix(orientation(value, degrees))
    half = side / 2.0
    dx, dy = depth(side)
    kx, ky = dx / side, dy / side                # px east, south per px below the top's plane
    out = []
    for axis, sign, face in cube.FACES:
        n0, n1, n2 = sign * rows[0][axis], sign * rows[1][axis], sign * rows[2][axis]
        ua, va = (axis + 1) % 3, (axis + 2) % 3
        u0, u1, u2 = sign * rows[0][ua] * half, sign * rows[1][ua] * half, sign * rows[2][ua] * half
        v0, v1, v2 = rows[0][va] * half, rows[1][va] * half, rows[2][va] * half
        below = half * (1.0 + n2)
        ux, uy = u0 + kx * u2, u1 + ky * u2
        vx, vy = v0 + kx * v2, v1 + ky * v2
        if ux * vy - uy * vx >= -1e-6:
            continue
        lit = top_light if n2 < -0.5 else face_light(n0, n1, n2)
        up = None if n2 < -0.5 else (-u2 / half, -v2 / half)     # a side: its way up, in its own coordinates
        out.append((face, (n0 * half + kx * below, n1 * half + ky * below), (ux, uy), (vx, vy), lit, up))
    out.sort(key=lambda f: f[0] == value)        # the top last (its edges over the sides')
    return out


@functools.lru_cache(maxsize=None)
def _upright(value: int) -> tuple[cube.Quat, float]:
    """One of the cube's turns that puts ``value`` up, and where (radians, on the screen) its top's u points then."""
    face = next(k for k, (_a, _s, v) in enumerate(cube.FACES) if v == value)
    axis, sign, _v = cube.FACES[face]
    for turn in cube.CUBE_TURNS:
        if cube.top_face(turn) == face:
            rows = cube.matrix(turn)
            ua = (axis + 1) % 3
            return turn, math.atan2(sign * rows[1][ua], sign * rows[0][ua])
    raise ValueError(value)


def orientation(value: int, degrees: float) -> cube.Quat:
    """The orientation of a die lying flat with ``value`` up and its top's u turned ``degrees`` (screen, clockwise)."""
    turn, at = _upright(value)
    return cube.multiply(cube.yaw(math.radians(degrees) - at), turn)


def depth(side: int) -> tuple[float, float]:
    """How far (px, east and south) the foot of a die whose top is ``side`` px across shows beyond its top: DEPTH of it,
    less on small dice (under 36 px), none under 24 px (there the numeral fills the die and the room round it)."""
    share = max(0.0, min(1.0, (side - 24) / 12))
    return DEPTH[0] * side * share, DEPTH[1] * side * share
