"""Dice at rest have depth (look review 12: "flat tiles with a number on a disc"): below its top a die shows a
sliver of its side faces, darker than the top, its own blue (no planet) and not the felt; its planet is shaded as a ball (lighter towards the
lamp in the north-west than away from it); and the kept picture is the one drawn afresh."""

from __future__ import annotations

import math
import random

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
    tray = Tray(SIZE, 5, random.Random(7))
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


def test_a_die_at_rest_shows_the_sides_below_its_top_darker_than_the_top(tray):
    """Below its top (the face physics left up, where the camera puts it) the die goes on: a band as wide as the die
    and a few pixels deep, opaque, its own blue (no planet on it), darker than the top's blue."""
    import numpy as np

    camera = dice_view.Camera(AT, SIZE)
    for index in range(tray.count):
        picture = _alone(tray, index)
        corners = dice_view.top_corners(camera, tray.pose(index), tray.edge)
        side = math.dist(corners[0], corners[1])
        cx, cy = dice_view.top_centre(camera, tray.pose(index), tray.edge)
        rgb = pygame.surfarray.array3d(picture).astype(int)
        alpha = pygame.surfarray.array_alpha(picture)
        xs, ys = np.meshgrid(np.arange(rgb.shape[0]), np.arange(rgb.shape[1]), indexing="ij")
        # each pixel in the top's own square coordinates (-1..1 across it), turned with the die
        ux, uy = (corners[1][0] - corners[0][0]) / side, (corners[1][1] - corners[0][1]) / side
        s_, t_ = ((xs - cx) * ux + (ys - cy) * uy) / (side / 2), ((xs - cx) * -uy + (ys - cy) * ux) / (side / 2)
        on_top = np.maximum(np.abs(s_), np.abs(t_)) <= 1.0 + 2.0 / side
        rim = (np.maximum(np.abs(s_), np.abs(t_)) > 0.74) & (np.maximum(np.abs(s_), np.abs(t_)) < 0.86)
        below = (alpha > 200) & ~on_top & (ys > cy)
        assert below.sum() >= 0.15 * side * side, (index, int(below.sum()), side)      # its sides show
        red, green, blue = rgb[:, :, 0], rgb[:, :, 1], rgb[:, :, 2]
        navy = (blue >= 1.6 * np.maximum(red, green)) & (blue > 20)   # the die's blue (not a planet, not the felt)
        assert (below & navy).sum() >= 0.9 * below.sum(), index    # the die's blue (was >= 0.35 with side planets)
        brightness = rgb.sum(axis=2)
        assert np.median(brightness[below & navy]) < np.median(brightness[rim & navy & (ys > cy)]), index  # shaded


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
        kept, _at = rest_die.rest_picture(*key)
        assert rest_die.rest_picture(*key)[0] is kept
        rest_die.rest_picture.cache_clear()
        rest_die.sheen.cache_clear()                              # (the lamp's sheen on it: kept too)
        fresh, _at = rest_die.rest_picture(*key)
        assert fresh is not kept and pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(kept, "RGBA")


@pytest.mark.parametrize("face", [1, 4])
def test_a_set_aside_die_has_the_same_depth(face):
    """10000's set-aside column shows its dice as they lay at rest (they were flat tiles): the square token's
    bottom rows are the die's shaded side, darker than its top's blue, and its numeral reads at 800x450."""
    from game.render import dice_tokens

    size = 60
    token = dice_tokens.planet_token(face, size)
    x = size // 2 - round(size * 0.3)                            # left of the planet, clear of the numeral
    top_blue = token.get_at((x, size // 2))
    side = token.get_at((x, size - dice_tokens.EDGE_FADE - 2))
    assert side.a > 200 and _brightness(side) < _brightness(top_blue) - 20, (top_blue, side)
    ink = pygame.mask.from_threshold(token, dice_view.NUMERAL, (12, 12, 12, 255))
    digit = max(ink.connected_components(), key=lambda part: part.count()).get_bounding_rects()[0]
    assert digit.height * 800 / 1280 >= 13, digit           # its white numeral, as big as a tray die's (was 11.6 px)


@pytest.mark.parametrize("face", range(1, 7))
def test_a_resting_die_shows_plain_sides_below_its_top(face):
    """Below its top a die at rest shows its south side, a fifth of the top deep, and beside it a narrower east side:
    the die's own blue, shaded, with no planet on them (look review 14a: the squeezed planets on those slivers "read
    as blobs"; review 13a: "stray coloured bars")."""
    import numpy as np

    for side in (64, 34):
        picture, (cx, cy) = rest_die.rest_picture(face, side, 0, 20, False)
        dx, dy = rest_die.depth(side)
        rgb = pygame.surfarray.array3d(picture).astype(int)
        alpha = pygame.surfarray.array_alpha(picture)
        half = side / 2
        grid = [(s / 20 - 1, t / 10) for s in range(41) for t in range(2, 9)]   # (along the edge, away from the top)
        south = {(round(cx + s * (half - 3) + t * dx), round(cy + half + t * dy)) for s, t in grid}
        east = {(round(cx + half + t * dx), round(cy + s * (half - 3) + t * dy)) for s, t in grid}
        for name, points in (("south", south), ("east", east)):
            xs, ys = np.array(sorted(points)).T
            colour, opaque = rgb[xs, ys].astype(float), alpha[xs, ys] > 200
            assert opaque.mean() >= 0.95, (face, side, name, opaque.mean())       # the die goes on beside its top
            navy = _near(colour, planet_faces.FACE_BASE) & opaque
            assert navy.mean() >= 0.95, (face, side, name, navy.mean())          # its blue, no planet's colour
    assert rest_die.depth(64)[1] >= 12 > rest_die.depth(34)[1] > 2


def _near(colour, want):
    """Which of the pixels ``colour`` (n x 3) have the hue of ``want`` (whatever their light)."""
    import numpy as np

    want = np.array(want, dtype=float)
    return np.linalg.norm(colour / np.maximum(colour.sum(axis=1, keepdims=True), 1) - want / want.sum(), axis=1) < 0.07


def test_a_die_that_lands_looks_as_it_will_at_rest():
    """The last frame of a throw and the first at rest look nearly alike (review 13: the jump from the tumbling
    cubes to flat tiles): a die lying flat that still turns is drawn as polygons through the camera, a die at rest
    as its kept picture; both show the same cube, its top where the camera puts it and the same sides below."""
    import numpy as np

    tray = Tray(SIZE, 5, random.Random(7))
    tray.throw()
    tray.run_until_settled()
    camera = dice_view.Camera(AT, SIZE)
    for index in range(tray.count):
        shapes, planets = [], []
        corners = dice_view.top_corners(camera, tray.pose(index), tray.edge)
        top_face = pygame.Surface((SIZE[0] + 2 * AT[0], SIZE[1] + 2 * AT[1]), pygame.SRCALPHA)
        pygame.draw.polygon(top_face, (255, 255, 255), corners)
        on_top = pygame.surfarray.array_alpha(top_face) > 0
        for sliding in (True, False):
            surface = pygame.Surface((SIZE[0] + 2 * AT[0], SIZE[1] + 2 * AT[1]))
            surface.fill((255, 0, 255))                # a ground no die's colour is near (its shadow: a darker one)
            dice_view.draw_die(surface, camera, tray.pose(index), tray.edge, show_value=True, sliding=sliding)
            rgb = pygame.surfarray.array3d(surface).astype(int)
            ground = (rgb[:, :, 1] < 12) & (abs(rgb[:, :, 0] - rgb[:, :, 2]) < 12) & (rgb[:, :, 0] > 60)
            shape = pygame.mask.Mask(surface.get_size())
            for x, y in zip(*np.nonzero(~ground), strict=True):
                shape.set_at((int(x), int(y)))
            shapes.append(shape)
            xs, ys = np.nonzero(on_top)
            planets.append(int(_near(rgb[xs, ys].astype(float), planet_faces.PLANET_COLOUR[tray.faces[index]]).sum()))
        moving, resting = shapes
        assert 0.75 <= planets[1] / planets[0] <= 1.33, (index, planets)   # the planet on top as big (same art)
        shared = moving.overlap_area(resting, (0, 0))
        assert shared >= 0.93 * max(moving.count(), resting.count()), (index, shared, moving.count(), resting.count())
        low = max(y for _x, y in resting.outline())
        top = max(y for x, y in dice_view.top_corners(camera, tray.pose(index), tray.edge))
        assert low - top >= 0.15 * tray.edge, (index, low, top)      # and both show a side below the top


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


def test_a_resting_die_s_planet_fills_most_of_its_top_under_a_sheen_from_the_lamp():
    """Look review 15: "the planet faces are small next to the numbers, so the dice read as tiles"; "make the settled
    dice more solid (gloss, light)". The planet covers most of a resting die's top (it covered a third), and the top
    has a sheen towards the lamp: its north-west corner paler than its north-east one (the same blue, the same rim)."""
    side, half = 78, 39
    for face in range(1, 6):
        picture, (cx, cy) = rest_die.rest_picture(face, side, 0, 20, False)
        rgb = pygame.surfarray.array3d(picture).astype(float)
        top = rgb[cx - half + 4:cx + half - 4, cy - half + 4:cy + half - 4].reshape(-1, 3)
        share = _near(top, planet_faces.PLANET_COLOUR[face]).mean()
        assert share >= 0.4, (face, share)
        inset = round(half * 0.78)
        west, east = picture.get_at((cx - inset, cy - inset)), picture.get_at((cx + inset, cy - inset))
        assert _brightness(west) >= _brightness(east) + 40, (face, west, east)
