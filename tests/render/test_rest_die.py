"""A die at rest is the tumbling cube at rest (look review 16: "settled dice are navy tiles with a flat planet disc,
a different object from the 3D planet cubes seen while they tumble"): below its top it shows its sides, deep enough to
read as a cube, each with the planet of the face physics has there; it lands without a jump; and the kept picture is
the one drawn afresh."""

from __future__ import annotations

import math
import random

import numpy as np
import pygame
import pytest

from game.physics import STEP, Tray, cube
from game.render import dice_view, planet_faces, rest_die

SIZE = (820, 430)      # a Dicetime tray's felt at 1280x720
AT = (40, 40)          # where it lies on the picture (room round it)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


@pytest.fixture(scope="module")
def tray() -> Tray:
    tray = Tray(SIZE, 5, random.Random(8))   # (seed 7's die 0, set 0.8 px apart as it froze, pokes one pixel row past the
    # focus square's 2 px: so does main's drawing at ~1 in 10 sub-pixel places, table17's note; left to the dice drawing)
    tray.throw()
    tray.run_until_settled()
    for _ in range(60):
        tray.step(STEP)
    return tray


def _alone(tray: Tray, index: int) -> pygame.Surface:
    surface = pygame.Surface((SIZE[0] + 2 * AT[0], SIZE[1] + 2 * AT[1]), pygame.SRCALPHA)
    camera = dice_view.Camera(AT, SIZE)
    dice_view.draw_die(surface, camera, tray.pose(index), tray.edge, show_value=True)
    return surface


def _brightness(colour) -> int:
    return colour[0] + colour[1] + colour[2]


def _in_face(shape, centre, u, v, share: float):
    """Which pixels of a picture of ``shape`` (w, h) lie in the middle ``share`` of the face at ``centre`` with half
    edges ``u``, ``v`` (screen vectors)."""
    xs, ys = np.meshgrid(np.arange(shape[0]), np.arange(shape[1]), indexing="ij")
    det = u[0] * v[1] - u[1] * v[0]
    px, py = xs + 0.5 - centre[0], ys + 0.5 - centre[1]
    s_, t_ = (px * v[1] - py * v[0]) / det, (u[0] * py - u[1] * px) / det
    return (np.abs(s_) <= share) & (np.abs(t_) <= share)


def test_a_die_at_rest_shows_below_its_top_the_sides_physics_has_there(tray):
    """Below its top (the face physics left up, where the camera puts it) the die goes on a third of its edge and
    more, opaque; and each side it shows carries the planet of the face physics has on that side (the real-dice rule:
    the faces `dice_view.die_faces` finds for the die's own orientation, apart from how the kept picture was made),
    never another face's."""
    camera = dice_view.Camera(AT, SIZE)
    sides = 0
    for index in range(tray.count):
        pose = tray.pose(index)
        picture = _alone(tray, index)
        corners = dice_view.top_corners(camera, pose, tray.edge)
        side = math.dist(corners[0], corners[1])
        cx, cy = dice_view.top_centre(camera, pose, tray.edge)
        rgb = pygame.surfarray.array3d(picture).astype(int)
        alpha = pygame.surfarray.array_alpha(picture)
        top = cube.top_face(pose.orientation)
        for face, centre, u, v, _light, _n in dice_view.die_faces(camera, pose, tray.edge):
            if face == top:
                on_top = _in_face(alpha.shape, centre, u, v, 1.0 + 2.0 / side)
                continue
            if abs(u[0] * v[1] - u[1] * v[0]) * 4 < 0.25 * side * side:
                continue                                       # (a sliver: its planet a thin oval)
            middle = _in_face(alpha.shape, centre, u, v, 0.5)
            colours = rgb[middle].astype(float)
            value = cube.FACES[face][2]
            shares = {other: _near(colours, planet_faces.PLANET_COLOUR[other]).mean() for other in range(1, 7)}
            assert shares[value] >= 0.3, (index, value, shares)
            assert all(shares[value] > 2 * share for other, share in shares.items() if other != value), (index, value,
                                                                                                       shares)
            sides += 1
        below = (alpha > 200) & ~on_top & (np.arange(alpha.shape[1])[None, :] > cy)
        assert below.sum() >= 0.3 * side * side, (index, int(below.sum()), side)      # a side a third deep and more
    assert sides >= tray.count


def test_the_planet_on_a_resting_die_is_lit_from_the_north_west(tray):
    camera = dice_view.Camera(AT, SIZE)
    for index in range(tray.count):
        if tray.faces[index] == 6:
            continue                                              # (the 6's ring crosses its planet)
        picture = _alone(tray, index)
        cx, cy = dice_view.top_centre(camera, tray.pose(index), tray.edge)
        corners = dice_view.top_corners(camera, tray.pose(index), tray.edge)
        reach = math.dist(corners[0], corners[1]) / 2 * planet_faces.PLANET_RADIUS * 0.75
        lit = picture.get_at((round(cx - reach * 0.7), round(cy - reach * 0.7)))
        shaded = picture.get_at((round(cx + reach * 0.7), round(cy + reach * 0.7)))
        assert _brightness(lit) > _brightness(shaded) + 40, (index, tray.faces[index], lit, shaded)


def test_the_face_up_is_the_face_physics_read_and_the_kept_picture_is_a_fresh_one(tray):
    camera = dice_view.Camera(AT, SIZE)
    for index in range(tray.count):
        pose = tray.pose(index)
        top = cube.top_face(pose.orientation)
        for face, _centre, u, _v, light, _n in dice_view.die_faces(camera, pose, tray.edge):
            if face == top:
                key = dice_view._rest_key(pose, tray.faces[index], u, light, False)
        for picture in (rest_die.rest_picture, rest_die.stand_in):     # (and what shows until it is made)
            kept, _at = picture(*key)
            assert picture(*key)[0] is kept
            picture.cache_clear()
            fresh, _at = picture(*key)
            assert fresh is not kept and pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(kept, "RGBA")


@pytest.mark.parametrize("face", [1, 4])
def test_a_set_aside_die_is_the_same_cube(face):
    """10000's set-aside column shows its dice as they lay at rest (they were flat tiles): below the square token's
    top its south side goes on, opaque, the die's own blue round the planet of the face on that side (the picture is
    the tray's: `rest_die.rest_picture`), and its numeral reads at 800x450."""
    from game.render import dice_tokens

    size = 60
    token = dice_tokens.planet_token(face, size)
    column = [token.get_at((size // 2, y)) for y in range(size // 2, size - dice_tokens.EDGE_FADE)]
    opaque = [y for y, colour in enumerate(column) if colour.a > 200]
    assert len(opaque) >= size // 2 - 12, len(opaque)       # the top's lower half and the side below it
    ink = pygame.mask.from_threshold(token, dice_view.NUMERAL, (12, 12, 12, 255))
    digit = max(ink.connected_components(), key=lambda part: part.count()).get_bounding_rects()[0]
    assert digit.height * 800 / 1280 >= 13, digit           # its white numeral, as big as a tray die's (was 11.6 px)


@pytest.mark.parametrize("face", range(1, 7))
def test_the_kept_picture_s_sides_are_the_faces_beside_its_top(face):
    """A kept picture shows on its sides the faces that lie beside its top on a real die (never the face under it, never
    its top again), whichever way it is turned, and its south side is deep enough to show its planet's own colour."""
    for degrees in (0, 30, 90, 200):
        faces = rest_die.cube_faces(face, 64, degrees, 1.0)
        shown = [value for value, *_rest in faces]
        assert shown[-1] == face and len(shown) == 3 and 7 - face not in shown and len(set(shown)) == 3, shown
        picture, (cx, cy) = rest_die.rest_picture(face, 64, degrees, 20, False)
        rgb = pygame.surfarray.array3d(picture)
        south = max(faces[:-1], key=lambda f: f[1][1])                  # the side whose middle lies lowest
        value, (ox, oy), u, v, _light = south
        middle = _in_face(rgb.shape[:2], (cx + ox, cy + oy), u, v, 0.5)
        assert _near(rgb[middle].astype(float), planet_faces.PLANET_COLOUR[value]).mean() >= 0.3, (face, degrees)
        assert np.count_nonzero(middle) >= 40
    assert rest_die.depth(64)[1] >= 20 > rest_die.depth(34)[1] > 2


def _near(colour, want):
    """Which of the pixels ``colour`` (n x 3) have the hue of ``want`` (whatever their light)."""
    want = np.array(want, dtype=float)
    return np.linalg.norm(colour / np.maximum(colour.sum(axis=1, keepdims=True), 1) - want / want.sum(), axis=1) < 0.07


def test_a_die_that_lands_looks_as_it_will_at_rest():
    """The last frame of a throw and the first at rest look like one die (review 13: the jump from the tumbling
    cubes to flat tiles; review 16: "a different object"): a die lying flat that still turns is drawn as polygons
    through the camera, a die at rest as its kept picture; both show the same cube, its top where the camera puts it
    and the same sides below, each face with the same planet as big, nearly the same colours."""
    tray = Tray(SIZE, 5, random.Random(7))
    tray.throw()
    tray.run_until_settled()
    camera = dice_view.Camera(AT, SIZE)
    faces_compared = 0
    for index in range(tray.count):
        pose = tray.pose(index)
        shapes, pictures = [], []
        for sliding in (True, False):
            surface = pygame.Surface((SIZE[0] + 2 * AT[0], SIZE[1] + 2 * AT[1]))
            surface.fill((255, 0, 255))                # a ground no die's colour is near (its shadow: a darker one)
            dice_view.draw_die(surface, camera, pose, tray.edge, show_value=True, sliding=sliding)
            rgb = pygame.surfarray.array3d(surface).astype(int)
            ground = (rgb[:, :, 1] < 12) & (abs(rgb[:, :, 0] - rgb[:, :, 2]) < 12) & (rgb[:, :, 0] > 60)
            shape = pygame.mask.Mask(surface.get_size())
            for x, y in zip(*np.nonzero(~ground), strict=True):
                shape.set_at((int(x), int(y)))
            shapes.append(shape)
            pictures.append(rgb)
        moving, resting = shapes
        shared = moving.overlap_area(resting, (0, 0))
        assert shared >= 0.95 * max(moving.count(), resting.count()), (index, shared, moving.count(), resting.count())
        for face, centre, u, v, _light, _n in dice_view.die_faces(camera, pose, tray.edge):
            if abs(u[0] * v[1] - u[1] * v[0]) * 4 < 0.15 * tray.edge ** 2:
                continue                                 # (an edge-on sliver)
            inside = _in_face(pictures[0].shape[:2], centre, u, v, 0.9)
            planet = planet_faces.PLANET_COLOUR[cube.FACES[face][2]]
            counts = [int(_near(rgb[inside].astype(float), planet).sum()) for rgb in pictures]
            assert counts[0] > 20 and 0.75 <= counts[1] / counts[0] <= 1.33, (index, face, counts)   # as big
            mean = [rgb[inside].mean(axis=0) for rgb in pictures]
            assert np.abs(mean[0] - mean[1]).max() <= 12, (index, face, mean)     # the same colours, the same light
            faces_compared += 1
        low = max(y for _x, y in resting.outline())
        top = max(y for x, y in dice_view.top_corners(camera, pose, tray.edge))
        assert low - top >= 0.27 * tray.edge, (index, low, top)     # and both show a side below the top (its foot's
                                                                     # corners rounded: a little less deep there)
    assert faces_compared >= 2 * tray.count


def test_the_focus_hugs_the_whole_cube_not_its_top_alone(tray):
    """The focus ring hugs the square `dice_view.body_corners` gives (`marks.focus_die`): that square holds the die's
    top and the sides it shows below it (they crossed a ring round the top)."""
    camera = dice_view.Camera(AT, SIZE)
    for index in range(tray.count):
        die = pygame.mask.from_surface(_alone(tray, index), 200)
        square = pygame.Surface(die.get_size(), pygame.SRCALPHA)
        corners = dice_view.body_corners(camera, tray.pose(index), tray.edge)
        cx, cy = sum(x for x, _y in corners) / 4, sum(y for _x, y in corners) / 4
        grow = 1.0 + 4.0 / math.dist(corners[0], corners[1])      # (2 px each way: the edges' smoothing)
        pygame.draw.polygon(square, (255, 255, 255), [(cx + (x - cx) * grow, cy + (y - cy) * grow) for x, y in corners])
        inside = pygame.mask.from_surface(square, 1)
        assert die.overlap_area(inside, (0, 0)) == die.count(), (index, die.count() - die.overlap_area(inside, (0, 0)))


def test_a_resting_die_s_planet_fills_most_of_its_top_on_a_glaze_lit_from_the_lamp():
    """Look review 15: "the planet faces are small next to the numbers, so the dice read as tiles". The planet covers
    most of a resting die's top (it covered a third). Look review 23: "simple flat-shaded art": the top's ivory is lit
    across from the lamp (north-west), lighter by its north-west corner than by its south-east one, and its edges
    facing the lamp carry the lamp's cool rim light."""
    side, half = 78, 39
    for face in range(1, 6):
        picture, (cx, cy) = rest_die.rest_picture(face, side, 0, 20, False)
        rgb = pygame.surfarray.array3d(picture).astype(float)
        top = rgb[cx - half + 4:cx + half - 4, cy - half + 4:cy + half - 4].reshape(-1, 3)
        share = _near(top, planet_faces.PLANET_COLOUR[face]).mean()
        assert share >= 0.4, (face, share)
        lit, shaded = picture.get_at((cx - half + 8, cy - half + 8)), picture.get_at((cx + half - 8, cy + half - 8))
        assert _brightness(lit) >= _brightness(shaded) + 60, (face, lit, shaded)
        assert _near(np.array([lit[:3]], dtype=float), planet_faces.FACE_BASE)[0], (face, lit)     # the ivory
        for x, y in ((cx, cy - half), (cx - half, cy)):
            edge = picture.get_at((x, y))
            assert edge.b >= edge.r + 15 and _brightness(edge) >= 600, (face, (x, y), edge)


def test_a_resting_die_s_sides_are_lit_from_above_darker_towards_their_foot():
    """Look review 17m: "side faces are plain". The blue of a side (beside its planet) is lighter near the edge it
    shares with the top than near its foot: lit from above, as the lamp is."""
    for face in (1, 3, 5):
        picture, (cx, cy) = rest_die.rest_picture(face, 78, 20, 20, False)
        for value, (ox, oy), u, v, _light in rest_die.cube_faces(face, 78, 20, 1.0)[:-1]:
            if abs(u[0] * v[1] - u[1] * v[0]) * 4 < 0.25 * 78 * 78:
                continue                                          # (a sliver)
            x, y = cx + ox, cy + oy
            corners = [(x - u[0] - v[0], y - u[1] - v[1]), (x + u[0] - v[0], y + u[1] - v[1]),
                       (x + u[0] + v[0], y + u[1] + v[1]), (x - u[0] + v[0], y - u[1] + v[1])]
            near = sorted(range(4), key=lambda k: math.dist(corners[k], (cx, cy)))
            r1, r2 = corners[near[0]], corners[near[1]]              # the edge it shares with the top
            f1 = next(corners[(near[0] + d) % 4] for d in (1, 3) if (near[0] + d) % 4 != near[1])
            f2 = next(corners[(near[1] + d) % 4] for d in (1, 3) if (near[1] + d) % 4 != near[0])

            high, low = (_side_point(picture, r1, r2, f1, f2, down) for down in (0.3, 0.72))
            assert high >= low + 6, (face, value, high, low)


def _side_point(picture, r1, r2, f1, f2, down: float) -> int:
    """The brightness of a side's pixel ``down`` of the way from its top edge (r1, r2) to its foot (f1, f2), near its
    r-f edge (beside its planet)."""
    a = (r1[0] + (f1[0] - r1[0]) * down, r1[1] + (f1[1] - r1[1]) * down)
    b = (r2[0] + (f2[0] - r2[0]) * down, r2[1] + (f2[1] - r2[1]) * down)
    return _brightness(picture.get_at((round(a[0] + (b[0] - a[0]) * 0.08), round(a[1] + (b[1] - a[1]) * 0.08))))
