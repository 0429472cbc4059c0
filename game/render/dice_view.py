"""Cube dice on a felt table, seen from above through a gentle perspective camera.

The camera looks straight down from high above a point a little south of the
table, so the felt stays a rectangle (tray-local pixels map 1:1 to the screen),
every die shows its top and, a little, its south side, and the walls lean
outwards in perspective. A die is drawn from its pose alone: the 3-D orientation
says which faces look at the camera and where each face's corners go; each face
carries its planet (``planet_faces``). A die lying flat shows its value as a big
upright numeral on top, which is the value the physics read (the top face).

Nothing here changes the dice.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.physics import Pose, cube
from game.render import planet_faces, text

CAMERA_HEIGHT = 2.0      # of (table width + height) / 2 ... the camera's height above the felt
CAMERA_SOUTH = 0.12      # of the table height: how far south of the table the camera hangs
WALL_HEIGHT = 0.022      # of the camera height
LIGHT = (-0.38, -0.46, -0.80)   # towards the light: north-west and up (z points down)
FELT = (20, 70, 68)
FELT_DARK = (15, 54, 54)
WALL = (44, 52, 96)
WALL_TOP = (86, 100, 168)
WALL_INNER = (34, 40, 78)
NUMERAL = (250, 250, 255)
NUMERAL_SHADOW = (12, 14, 34)
DETAIL_AREA = 90.0       # px^2: smaller projected faces get only the planet's disc

_LEN = math.sqrt(sum(c * c for c in LIGHT))
_L = tuple(c / _LEN for c in LIGHT)


class Camera:
    """Projects tray-local points (x, y on the felt, ``up`` px above it) to the screen."""

    def __init__(self, origin: tuple[float, float], size: tuple[float, float]) -> None:
        self.ox, self.oy = float(origin[0]), float(origin[1])
        self.width, self.height = float(size[0]), float(size[1])
        self.eye_height = CAMERA_HEIGHT * (self.width + self.height) / 2.0
        self.cx = self.width / 2.0
        self.cy = self.height * (1.0 + CAMERA_SOUTH)

    def scale(self, up: float) -> float:
        return self.eye_height / (self.eye_height - up)

    def project(self, x: float, y: float, up: float) -> tuple[float, float]:
        s = self.eye_height / (self.eye_height - up)
        return self.ox + self.cx + (x - self.cx) * s, self.oy + self.cy + (y - self.cy) * s


def camera_for(origin: tuple[float, float], size: tuple[float, float]) -> Camera:
    return Camera(origin, size)


# --- the table -----------------------------------------------------------------------
def wall_top_rect(camera: Camera) -> pygame.Rect:
    """The screen rect the tops of the walls reach (the table's outline)."""
    up = WALL_HEIGHT * camera.eye_height
    x0, y0 = camera.project(0.0, 0.0, up)
    x1, y1 = camera.project(camera.width, camera.height, up)
    return pygame.Rect(math.floor(x0), math.floor(y0), math.ceil(x1 - x0), math.ceil(y1 - y0))


def draw_table(surface: pygame.Surface, inner: pygame.Rect, border: int = 10) -> pygame.Rect:
    """Felt and walls in perspective; returns the outer rect (walls and rim included)."""
    image, offset = _table_image(inner.size, border)
    surface.blit(image, (inner.left - offset[0], inner.top - offset[1]))
    return pygame.Rect(inner.left - offset[0], inner.top - offset[1], *image.get_size())


@lru_cache(maxsize=16)
def _table_image(size: tuple[int, int], border: int) -> tuple[pygame.Surface, tuple[int, int]]:
    w, h = size
    pad = border
    image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    camera = Camera((pad, pad), size)
    up = WALL_HEIGHT * camera.eye_height
    felt = pygame.Rect(pad, pad, w, h)
    outer = image.get_rect()
    pygame.draw.rect(image, WALL, outer, border_radius=pad + 4)
    pygame.draw.rect(image, FELT, felt)
    # A soft vignette on the felt: darker towards the walls.
    for k in range(6):
        inset = felt.inflate(-k * 6, -k * 6)
        pygame.draw.rect(image, _mix(FELT_DARK, FELT, k / 6), inset, 3)
    # Wall faces: between the felt's edge and the projected top of each wall.
    corners_low = [camera.project(x, y, 0.0) for x, y in ((0, 0), (w, 0), (w, h), (0, h))]
    corners_high = [camera.project(x, y, up) for x, y in ((0, 0), (w, 0), (w, h), (0, h))]
    for a, b, tint in ((0, 1, 1.0), (1, 2, 0.85), (3, 0, 0.85)):   # north, east, west: seen from inside
        quad = [corners_low[a], corners_low[b], corners_high[b], corners_high[a]]
        pygame.draw.polygon(image, planet_faces.shade(WALL_INNER, tint), quad)
    pygame.draw.polygon(image, WALL_TOP, corners_high, max(2, pad // 3))
    return image, (pad, pad)


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


# --- a die ---------------------------------------------------------------------------
def die_faces(camera: Camera, pose: Pose, edge: float):
    """The faces of a die that look at the camera: (face index, centre, u, v, light, normal)."""
    rows = cube.matrix(pose.orientation)
    half = edge / 2.0
    x, y, zc = pose.x, pose.y, -pose.height        # world z points down
    eye = (camera.cx, camera.cy, -camera.eye_height)
    out = []
    for face, (axis, sign, _value) in enumerate(cube.FACES):
        n = (sign * rows[0][axis], sign * rows[1][axis], sign * rows[2][axis])
        fx, fy, fz = x + n[0] * half, y + n[1] * half, zc + n[2] * half
        if n[0] * (eye[0] - fx) + n[1] * (eye[1] - fy) + n[2] * (eye[2] - fz) <= 0.0:
            continue
        ua, va = (axis + 1) % 3, (axis + 2) % 3
        u = (sign * rows[0][ua] * half, sign * rows[1][ua] * half, sign * rows[2][ua] * half)
        v = (rows[0][va] * half, rows[1][va] * half, rows[2][va] * half)
        centre = camera.project(fx, fy, -fz)
        pu = camera.project(fx + u[0], fy + u[1], -(fz + u[2]))
        pv = camera.project(fx + v[0], fy + v[1], -(fz + v[2]))
        light = 0.6 + 0.45 * max(0.0, n[0] * _L[0] + n[1] * _L[1] + n[2] * _L[2])
        out.append((face, centre, (pu[0] - centre[0], pu[1] - centre[1]),
                    (pv[0] - centre[0], pv[1] - centre[1]), light, n))
    return out


def draw_die(surface: pygame.Surface, camera: Camera, pose: Pose, edge: float, *,
             star_for_six: bool = False, show_value: bool = False, numeral_scale: float = 1.0) -> None:
    """One cube die; with ``show_value`` the top face's value as a big upright numeral."""
    faces = die_faces(camera, pose, edge)
    for face, centre, u, v, light, _n in faces:
        value = cube.FACES[face][2]
        area = abs(u[0] * v[1] - u[1] * v[0]) * 4.0
        planet_faces.draw_face(surface, value, centre, u, v, light, star_for_six, detail=area >= DETAIL_AREA)
    if show_value:
        top = cube.top_face(pose.orientation)
        value = cube.FACES[top][2]
        centre = camera.project(pose.x, pose.y, pose.height + edge / 2.0)
        draw_numeral(surface, value, centre, edge * camera.scale(pose.height + edge / 2.0) * numeral_scale,
                     star_for_six)


def draw_numeral(surface: pygame.Surface, value: int, centre: tuple[float, float], edge: float,
                 star_for_six: bool = False) -> None:
    """A die's value, big and upright, centred on ``centre`` (a star for a Bluff 6)."""
    image = numeral_image(value, max(10, int(edge * 0.62)), star_for_six)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


@lru_cache(maxsize=256)
def numeral_image(value: int, size: int, star_for_six: bool = False, colour: tuple[int, int, int] = NUMERAL
                  ) -> pygame.Surface:
    """The value as a bold numeral in ``colour`` with a dark outline (or a gold star), ``size`` px tall."""
    if star_for_six and value == 6:
        pad = 3
        image = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
        c = image.get_width() / 2
        outline = [(c + x * (size / 2 + 2), c - y * (size / 2 + 2)) for x, y in planet_faces._star(0, 0, 1.0)]
        star = [(c + x * size / 2, c - y * size / 2) for x, y in planet_faces._star(0, 0, 1.0)]
        pygame.draw.polygon(image, NUMERAL_SHADOW, outline)
        pygame.draw.polygon(image, planet_faces.STAR_GOLD, star)
        return image
    glyph = text.render(str(value), size, colour, True)
    shadow = text.render(str(value), size, NUMERAL_SHADOW, True)
    pad = max(2, size // 14)
    image = pygame.Surface((glyph.get_width() + 2 * pad, glyph.get_height() + 2 * pad), pygame.SRCALPHA)
    for dx in range(-pad, pad + 1):
        for dy in range(-pad, pad + 1):
            if dx * dx + dy * dy <= pad * pad:
                image.blit(shadow, (pad + dx, pad + dy))
    image.blit(glyph, (pad, pad))
    return image
