"""Cube dice on a felt table, seen from above through a gentle perspective camera.

The camera looks straight down from high above a point a little south of the
table, so the felt stays a rectangle (tray-local pixels map 1:1 to the screen)
and the walls lean outwards in perspective. A die is drawn at the scale of its top's
plane and seen a little from the south-east (`slant`): every die shows its top and
its south and east sides, tumbling or at rest alike. A die is drawn from its pose alone: the 3-D orientation
says which faces look at the camera and where each face's corners go; each face
carries its planet (``planet_faces``). A die lying flat shows its value as a big
upright numeral on top, which is the value the physics read (the top face); at rest it is one kept
picture (``rest_die``: the same cube, its top and the sides it shows).

Nothing here changes the dice.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.physics import Pose, cube
from game.render import drawn, planet_faces, rest_die, table, text
from game.render.surface_cache import surface_cache

LEAN = 0.09              # how far the top of a die resting at the felt's far corner leans out, of its height:
                         # the camera hangs that high (less than physics.tray.DIE_SPACING, so dice at rest
                         # never draw one over the other)
CAMERA_SOUTH = 0.12      # of the table height: how far south of the table the camera hangs
WALL_HEIGHT = 0.03       # of the camera height
LIGHT = rest_die.LIGHT   # towards the light: north-west and up (z points down)
FELT = table.FELT
NUMERAL = (250, 250, 255)
NUMERAL_SHADOW = (12, 14, 34)
DETAIL_AREA = 90.0       # px^2: smaller projected faces get only the planet's disc
DETAIL_SHARE = 0.3       # and so do faces seen this slanted (projected area / edge^2)
BALL_SHARE = 0.5         # a face seen this square on (mostly one a die) has its planet lit as a ball (~5 us a face:
                         # on every face with detail, +0.2 ms p99 in 10000's throws)


class Camera:
    """Projects tray-local points (x, y on the felt, ``up`` px above it) to the screen."""

    def __init__(self, origin: tuple[float, float], size: tuple[float, float]) -> None:
        self.ox, self.oy = float(origin[0]), float(origin[1])
        self.width, self.height = float(size[0]), float(size[1])
        self.cx = self.width / 2.0
        self.cy = self.height * (1.0 + CAMERA_SOUTH)
        # High enough that something `up` px above the felt's far corner is drawn at most LEAN * up further
        # out than its foot (plus a hair for things as tall as a twentieth of the reach).
        self.eye_height = max(1.0, math.hypot(self.cx, self.cy)) / LEAN

    def scale(self, up: float) -> float:
        return self.eye_height / (self.eye_height - up)

    def project(self, x: float, y: float, up: float) -> tuple[float, float]:
        s = self.eye_height / (self.eye_height - up)
        return self.ox + self.cx + (x - self.cx) * s, self.oy + self.cy + (y - self.cy) * s


# --- the table -----------------------------------------------------------------------
def wall_height(camera: Camera, border: int) -> float:
    """How high the walls rise (felt px): as high as a frame `border` px wide lets their tops show."""
    reach = max(camera.cy, camera.width / 2.0)
    return min(WALL_HEIGHT * camera.eye_height, camera.eye_height * (1.0 - reach / (reach + border - 1.5)))


def rim_clearance(size: tuple[float, float], edge: float, border: int) -> tuple[int, int, int]:
    """How far (felt px) the west, north and east walls of the dice's physics must stand inside the drawn
    felt of `size` so that the top of a die of `edge` resting against them stays inside the drawn wall tops.

    Dice are taller than the walls, and the camera looks down from above the middle, so the top of a die
    leaning on a wall is drawn further out than the wall's top: by ``(distance from the camera's foot) x
    (1 - scale(wall) / scale(die))``. The south wall is nearest the camera: a die's top there is drawn
    inside already."""
    camera = Camera((0.0, 0.0), size)
    share = 1.0 - camera.scale(wall_height(camera, border)) / camera.scale(edge)
    if share <= 0.0:
        return 0, 0, 0
    out = (camera.cx * share, camera.cy * share, (camera.width - camera.cx) * share)
    return tuple(math.ceil(x) + 3 for x in out)  # type: ignore[return-value]  # (+3: the dice's own camera, a little nearer)


# --- a die ---------------------------------------------------------------------------
def die_faces(camera: Camera, pose: Pose, edge: float):
    """The faces of a die that look at the camera: (face index, centre, u, v, light, normal)."""
    r0, r1, r2 = cube.matrix(pose.orientation)
    half = edge / 2.0
    top = pose.height + half                       # the plane of a flat die's top: drawn where the camera puts it
    rx, ry = camera.project(pose.x, pose.y, top)
    s = camera.scale(top)                          # the die drawn at its top's scale (within a die the camera's
    kx, ky = slant(camera, edge)                   # perspective is under a pixel), seen a little from the south-east
    out = []
    for face, axis, sign, ua, va in _FACE_AXES:    # (every die drawn, every frame: the arithmetic kept plain)
        u2, v2 = sign * r2[ua] * half, r2[va] * half
        ux, uy = sign * r0[ua] * half * s + kx * u2, sign * r1[ua] * half * s + ky * u2
        vx, vy = r0[va] * half * s + kx * v2, r1[va] * half * s + ky * v2
        if ux * vy - uy * vx >= -1e-6:           # turned away (or edge-on) in the picture: a face behind the die
            continue
        n0, n1, n2 = sign * r0[axis], sign * r1[axis], sign * r2[axis]
        below = half * (1.0 + n2)                  # how far the face's middle lies below the top's plane (z is down)
        light = rest_die.face_light(n0, n1, n2)   # (one light for every die, tumbling or at rest)
        out.append((face, (rx + n0 * half * s + kx * below, ry + n1 * half * s + ky * below), (ux, uy), (vx, vy),
                    light, (n0, n1, n2)))
    return out


_FACE_AXES = tuple((face, axis, sign, (axis + 1) % 3, (axis + 2) % 3) for face, (axis, sign, _v) in enumerate(cube.FACES))


def slant(camera: Camera, edge: float) -> tuple[float, float]:
    """How far (px east, south) a die's point one felt px below its top's plane is drawn from where the camera puts
    it: the dice are seen a little from the south-east, so a die at rest shows its top where the camera puts it and
    its south and east sides below (`rest_die.depth`), and a tumbling die is seen the same way."""
    key = (camera.width, camera.height, edge)
    found = _SLANTS.get(key)
    if found is None:                          # (asked for every die drawn, every frame: kept)
        dx, dy = rest_die.depth(edge * camera.scale(edge))
        found = _SLANTS[key] = (dx / edge, dy / edge)
    return found


_SLANTS: dict[tuple[float, float, float], tuple[float, float]] = {}


def nearness(pose: Pose) -> float:
    """How near the eye a die lies on the felt (dice are seen a little from the south-east: `slant`): of dice at one
    height the nearer is drawn later, over the foot of a farther one's sides, never over its top."""
    return pose.y * rest_die.DEPTH[1] + pose.x * rest_die.DEPTH[0]


def top_centre(camera: Camera, pose: Pose, edge: float) -> tuple[float, float]:
    """Where the middle of a die's top lies on the screen (its numeral's place)."""
    return camera.project(pose.x, pose.y, pose.height + edge / 2.0)


def top_corners(camera: Camera, pose: Pose, edge: float) -> list[tuple[float, float]]:
    """The screen corners of the face most nearly up (the top of a die at rest)."""
    for face, centre, u, v, _light, _n in die_faces(camera, pose, edge):
        if face == cube.top_face(pose.orientation):
            cx, cy = centre
            return [(cx - u[0] - v[0], cy - u[1] - v[1]), (cx + u[0] - v[0], cy + u[1] - v[1]),
                    (cx + u[0] + v[0], cy + u[1] + v[1]), (cx - u[0] + v[0], cy - u[1] + v[1])]
    c = top_centre(camera, pose, edge)
    return [c, c, c, c]


def body_corners(camera: Camera, pose: Pose, edge: float) -> list[tuple[float, float]]:
    """The corners of the square, turned with the die, round a flat die's top and the sides it shows below it
    (`slant`): what the focus hugs, the whole cube and not its top alone."""
    corners = top_corners(camera, pose, edge)
    (x0, y0), (x1, y1), (x3, y3) = corners[0], corners[1], corners[3]
    kx, ky = slant(camera, edge)
    dx, dy = kx * edge, ky * edge                       # the foot's offset from the top
    side = math.hypot(x1 - x0, y1 - y0) or 1.0
    along = abs(dx * (x1 - x0) + dy * (y1 - y0)) / side
    across = abs(dx * (x3 - x0) + dy * (y3 - y0)) / side
    grow = (side + max(along, across)) / side
    cx = sum(x for x, _y in corners) / 4.0
    cy = sum(y for _x, y in corners) / 4.0
    return [(cx + dx / 2 + (x - cx) * grow, cy + dy / 2 + (y - cy) * grow) for x, y in corners]


def hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The convex hull of `points` (Andrew's monotone chain), anticlockwise: a cube's outline, or a lifted die's with
    its shadow's foot (title_dice, held_die)."""
    points = sorted(set(points))
    if len(points) < 3:
        return points

    def half(seq):
        out: list[tuple[float, float]] = []
        for p in seq:
            while len(out) >= 2 and ((out[-1][0] - out[-2][0]) * (p[1] - out[-2][1])
                                     - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0])) <= 0:
                out.pop()
            out.append(p)
        return out

    lower, upper = half(points), half(reversed(points))
    return lower[:-1] + upper[:-1]


def _shadow_look(edge: float, lift: float) -> tuple[int, int]:
    """The shadow picture's size and strength for a die of ``edge`` whose bottom is ``lift`` px up."""
    size = 4 * max(1, round(edge * (1.22 + 0.35 * lift / edge) / 4))
    fade = max(0.25, 1.0 - 0.9 * lift / edge)
    return size, round(fade * 4) * 2


SHADOW_WARM_LIFT = 1.5   # of the edge: the shadows made before play reach this high (demo throws peak at 1.4)


def warm(camera: Camera, edge: float, star_for_six: bool = False, numeral_scale: float = 1.0) -> None:
    """Make the pictures dice of ``edge`` need in a throw before play (a few dozen ms, once per die size):
    every shadow up to a throw's height, every numeral size of the landing pop (from its smallest start),
    each value's face as a die at rest shows it on top, and a tumbling face's colours at every light, so no
    frame of a throw waits for one of them."""
    looks = {_shadow_look(edge, lift / 8.0) for lift in range(round(edge * SHADOW_WARM_LIFT * 8) + 1)}  # (1/8 px steps:
    # a look held by a narrower band of heights than 1/2 px was missed)
    for size, strength in sorted(looks):
        for angle_step in range(15):
            _shadow(size, angle_step, strength)
    biggest = edge * camera.scale(edge) * NUMERAL_POP_PEAK * numeral_scale
    smallest = edge * NUMERAL_POP_LOW * numeral_scale
    for size in range(numeral_size(smallest), numeral_size(biggest) + 1):   # numeral_size only grows
        for value in range(1, 7):
            numeral_image(value, size, star_for_six, glow=edge >= GLOW_EDGE)
    planet_faces.warm_looks(star_for_six, range(round(0.6 * 32), round(1.05 * 32) + 1))   # (`die_faces`' lights)


def draw_shadow(surface: pygame.Surface, camera: Camera, pose: Pose, edge: float, hop: float = 0.0) -> None:
    """A soft shadow on the felt, cast south-east, further and fainter the higher the die; for a die a moment lifts
    ``hop`` px straight up off its place (`tray_view.draw_hop`), where it lay, as soft and faint as that height's."""
    lift = max(0.0, pose.height - edge / 2.0)
    size, strength = _shadow_look(edge, lift + hop)   # (made before play up to SHADOW_WARM_LIFT: `warm`)
    image = _shadow(size, round(math.degrees(pose.angle) / 6.0) % 15, strength)
    offset = edge * 0.1 + lift * 0.45
    x, y = camera.project(pose.x + offset, pose.y + offset * 1.2, 0.0)
    kx, ky = slant(camera, edge)                  # (the felt lies a die's height below a resting die's top: `slant`)
    x, y = x + kx * (pose.height + edge / 2.0), y + ky * (pose.height + edge / 2.0)
    drawn.note(surface, surface.blit(image, image.get_rect(center=(round(x), round(y)))))


SHADOW_ALPHA = 135    # a die's cast shadow at its softest edge's inside, lying on the felt
CONTACT_ALPHA = 215   # its core under a die lying on the felt: darkest where it touches


@surface_cache(max_mib=40)   # one mode's throws use ~35 MiB of shadows (5-8 dice, sizes, angles, heights)
def _shadow(size: int, angle_step: int, strength: int) -> pygame.Surface:
    """A blurred dark square, turned by ``angle_step`` * 6 degrees, of alpha ``strength`` / 8, with a darker core where
    a die lying low touches the felt (its contact shadow, look reviews 28a/28b: "deeper contact shadows")."""
    pad = max(2, size // 5)
    small = max(4, size // 3)
    square = pygame.Surface((small + 2, small + 2), pygame.SRCALPHA)
    pygame.draw.rect(square, (0, 0, 0, int(SHADOW_ALPHA * strength / 8)), (1, 1, small, small), border_radius=small // 5)
    core = max(1, round(small * 0.14))
    if strength >= 6 and small > 2 * core + 2:   # (a die near the felt: the felt in its foot's shade, darker)
        pygame.draw.rect(square, (0, 0, 0, int(CONTACT_ALPHA * (strength / 8) ** 2)),
                         (1 + core, 1 + core, small - 2 * core, small - 2 * core), border_radius=small // 6)
    soft = pygame.transform.smoothscale(square, (size, size))
    turned = pygame.transform.rotate(soft, -angle_step * 6.0)
    out = pygame.Surface((turned.get_width() + pad, turned.get_height() + pad), pygame.SRCALPHA)
    out.blit(turned, (pad // 2, pad // 2))
    # Without its clear border (the same margin off opposite sides, so its middle stays where it was).
    shade = out.get_bounding_rect()
    mx = min(shade.left, out.get_width() - shade.right)
    my = min(shade.top, out.get_height() - shade.bottom)
    return out.subsurface((mx, my, out.get_width() - 2 * mx, out.get_height() - 2 * my)).copy()


def draw_die(surface: pygame.Surface, camera: Camera, pose: Pose, edge: float, *,
             star_for_six: bool = False, show_value: bool = False, numeral_scale: float = 1.0,
             sliding: bool = False, kept: Callable[[tuple, bool], Callable | None] | None = None) -> None:
    """One cube die; with ``show_value`` (it lies flat) the value as a big upright numeral on top.

    A die at rest is one kept picture (`rest_die.rest_picture`: its top and the sides it shows, each with the planet
    of the face physics has there); every face of a tumbling die is drawn as polygons, the same faces in the same
    light. A flat die still ``sliding`` (it landed, the throw goes on) is drawn as polygons too: it turns to a new
    degree every frame, and a picture turned to each (~0.2 ms each) would be made for a frame or two only; its sides'
    planets lit as balls, as the kept picture's are. ``kept``: asked, for a die lying flat, with its picture's key
    (`rest_die.rest_picture`'s arguments) and whether it rests, which picture it shows now (`rest_die.rest_picture`, or
    its stand-in `rest_die.stand_in` while `planets.draw_tray_dice` has the picture made), or None: drawn as sliding.
    """
    faces = die_faces(camera, pose, edge)
    top = cube.top_face(pose.orientation) if show_value else -1
    picture = rest_die.rest_picture if show_value and not sliding else None
    key = None
    if show_value and kept is not None:
        for face, _centre, u, _v, light, _n in faces:
            if face == top:
                key = _rest_key(pose, cube.FACES[face][2], u, light, star_for_six)
                picture = kept(key, not sliding)
        sliding = picture is None
    for face, centre, u, v, light, _n in faces:
        value = cube.FACES[face][2]
        if picture is not None:
            if face == top:     # a die at rest: one kept picture (its top and its sides)
                image, (ox, oy) = picture(*(key or _rest_key(pose, value, u, light, star_for_six)))
                drawn.note(surface, surface.blit(image, (round(centre[0]) - ox, round(centre[1]) - oy)))
            continue
        if face == top and star_for_six and value == 6:     # (its upright star alone: as at rest)
            planet_faces.draw_kept_face(surface, 6, centre, u, v, light, True, False, False, 2, bare=True)
            continue
        area = abs(u[0] * v[1] - u[1] * v[0]) * 4.0
        detail = area >= max(DETAIL_AREA, DETAIL_SHARE * edge * edge)
        planet_faces.draw_face(surface, value, centre, u, v, light, star_for_six, detail=detail,
                               moving=not show_value or sliding,
                               ball=area >= BALL_SHARE * edge * edge or (sliding and face != top))
    if show_value:
        value = cube.FACES[top][2]
        size = edge * camera.scale(pose.height + edge / 2.0)
        draw_numeral(surface, value, top_centre(camera, pose, edge), size * numeral_scale, star_for_six,
                     glow=edge >= GLOW_EDGE)


def _rest_key(pose: Pose, value: int, u: tuple[float, float], light: float, star_for_six: bool) -> tuple:
    """`rest_die.rest_picture`'s arguments for a die at ``pose`` whose top (``value``) has its right half edge ``u``."""
    return _turn_of(value, u, light, star_for_six)


def _turn_of(value: int, u: tuple[float, float], light: float, star_for_six: bool) -> tuple[int, int, int, int, bool]:
    """The top's look for a face of ``value`` whose right half edge is ``u`` on the screen: (value, side, degrees the
    art's right-hand side turns clockwise, light in twentieths, star)."""
    side = 2.0 * math.hypot(*u)
    degrees = round(math.degrees(math.atan2(u[1], u[0]))) % 360
    return value, max(6, round(side)), degrees, round(light * 20), star_for_six


def rest_key(camera: Camera, pose: Pose, edge: float, star_for_six: bool = False) -> tuple | None:
    """`rest_die.rest_picture`'s arguments for a flat die at ``pose`` (None: no top face in view)."""
    top = cube.top_face(pose.orientation)
    for face, _centre, u, _v, light, _n in die_faces(camera, pose, edge):
        if face == top:
            return _rest_key(pose, cube.FACES[face][2], u, light, star_for_six)
    return None


NUMERAL_MIN_SIZE = 51      # type size: a digit's ink 24 px at 1280x720, 15 px at 800x450 (29a/29b: at 47-49 a "4" read 13.75 in a Revenge frame; at 44 a
                           # "1" in the frame measured 12.5 px, review 12 read 11-12)
NUMERAL_FLOOR_SIZE = 41    # the least type size whose digits' ink is 21 px (13.1 px at 800x450): every die's (dice of
                           # 36 px or more fit 46 or more: 14.4 px at 800x450, look reviews 29a/29b)
GLOW = 90                  # the numeral's halo at its darkest (alpha)
GLOW_EDGE = 30             # px: dice this big or more (their numeral within the top) have it
STAR_SCALE = 1.15          # a Bluff star across, of the numeral size (its points are thin: a little bigger reads alike)
NUMERAL_POP_PEAK = 1.03    # the landing pop's largest numeral, of its size at rest (planets.NUMERAL_POP)
NUMERAL_POP_LOW = 0.55     # and the size it starts from


def draw_numeral(surface: pygame.Surface, value: int, centre: tuple[float, float], edge: float,
                 star_for_six: bool = False, glow: bool = False) -> None:
    """A die's value, big and upright, centred on ``centre`` (a star for a Bluff 6); its digit never under
    21 px tall (13.1 px at 800x450), however small the die (`numeral_size`); with ``glow``, a soft halo."""
    image = numeral_image(value, numeral_size(edge), star_for_six, glow=glow)
    drawn.note(surface, surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1])))))


def numeral_size(edge: float) -> int:
    """The type size of the numeral on a die whose top is ``edge`` px across on screen: NUMERAL_MIN_SIZE
    (14.7 px digits at 800x450) where the die's top holds it (an edge of 37 px or more); on a smaller die
    never under NUMERAL_FLOOR_SIZE (13.1 px digits): there the digit is the die's face, bigger than the planet
    art it covers (a die of 25 px shows a digit 21 px tall: the value is what a player reads)."""
    fits = int(1.6 * edge - 12)
    return max(min(NUMERAL_MIN_SIZE, fits), NUMERAL_FLOOR_SIZE, int(edge * 0.62))


@surface_cache(max_mib=4)
def numeral_image(value: int, size: int, star_for_six: bool = False, colour: tuple[int, int, int] = NUMERAL,
                  glow: bool = False) -> pygame.Surface:
    """The value as a bold numeral in ``colour`` with a dark outline (or the joker's cyan star), ``size`` px tall; with
    ``glow``, a soft dark halo beyond the outline, so the planet's art (the 6's ring, the 4's bands) never runs into
    the digit (on a die whose top holds it: `GLOW_EDGE`)."""
    if star_for_six and value == 6:
        return _star_image(round(size * STAR_SCALE))
    glyph = text.render(str(value), size, colour, True)
    shadow = text.render(str(value), size, NUMERAL_SHADOW, True)
    pad = max(2, size // 14)
    room = pad + (max(2, size // 20) if glow else 0)
    w, h = glyph.get_width() + 2 * room, glyph.get_height() + 2 * room
    image = pygame.Surface((w, h), pygame.SRCALPHA)
    for dx in range(-pad, pad + 1):
        for dy in range(-pad, pad + 1):
            if dx * dx + dy * dy <= pad * pad:
                image.blit(shadow, (room + dx, room + dy))
    if glow:
        image = haloed(image, 4, GLOW)
    image.blit(glyph, (room, room))
    return image


def haloed(image: pygame.Surface, shrink: int, alpha: int) -> pygame.Surface:
    """`image` over a soft halo of itself (blurred by scaling down `shrink` times and up again, at `alpha`)."""
    w, h = image.get_size()
    soft = pygame.transform.smoothscale(pygame.transform.smoothscale(image, (max(1, w // shrink), max(1, h // shrink))),
                                        (w, h))
    soft.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    soft.blit(image, (0, 0))
    return soft


def _star_image(size: int) -> pygame.Surface:
    """A Bluff star (the joker), ``size`` px across, pale cyan with a bright heart in an even dark outline, smooth at every size: drawn four
    times bigger and smoothed down (a polygon drawn at size has stair-stepped, jagged edges)."""
    scale, pad = 4, 3
    side = (size + 2 * pad) * scale
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    c, half = side / 2, size * scale / 2
    star = [(c + x * half, c - y * half) for x, y in planet_faces._star(0, 0, 1.0)]
    line = max(2, round(size * scale / 14))           # the outline, even all round (points and valleys)
    pygame.draw.polygon(big, NUMERAL_SHADOW, star)
    pygame.draw.lines(big, NUMERAL_SHADOW, True, star, line)
    for point in star:
        pygame.draw.circle(big, NUMERAL_SHADOW, point, line / 2)
    pygame.draw.polygon(big, planet_faces.STAR_JOKER, star)
    core = [(c + x * half * 0.5, c - y * half * 0.5) for x, y in planet_faces._star(0, 0, 1.0)]
    pygame.draw.polygon(big, planet_faces.STAR_JOKER_CORE, core)
    return pygame.transform.smoothscale(big, (size + 2 * pad, size + 2 * pad))
