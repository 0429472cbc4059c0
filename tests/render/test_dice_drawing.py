"""The planet dice as drawn: the picture on top is the face physics read, locks belong to
their die, the numeral pops in (not with reduced motion), and every face has its planet."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game.physics import STEP, Tray
from game.render import dice_view, planet_faces, planets, table

RECT = pygame.Rect(20, 30, 860, 500)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()      # only the fonts: a display or joysticks opened here would outlive the test
    yield


def settled(seed: int, count: int = 6, size=RECT.size) -> Tray:
    tray = Tray(size, count, random.Random(seed))
    tray.throw()
    tray.run_until_settled()
    for _ in range(60):           # half a second more: every numeral has popped in
        tray.step(STEP)
    return tray


def picture(tray: Tray, **options) -> pygame.Surface:
    surface = pygame.Surface((900, 560))
    table.draw(surface, pygame.Rect(RECT), 10)
    planets.draw_tray_dice(surface, tray, RECT.topleft, 1.0, **options)
    return surface


def planet_on_top(surface: pygame.Surface, tray: Tray, index: int) -> int:
    """Which value's planet colour covers most of the middle of die `index`'s top, as drawn."""
    camera = dice_view.Camera(RECT.topleft, (tray.width, tray.height))
    cx, cy = dice_view.top_centre(camera, tray.pose(index), tray.edge)
    half = int(tray.edge * 0.3)
    votes = {value: 0 for value in planet_faces.PLANET_COLOUR}
    for x in range(int(cx) - half, int(cx) + half, 2):
        for y in range(int(cy) - half, int(cy) + half, 2):
            r, g, b, _ = surface.get_at((x, y))
            for value, colour in planet_faces.PLANET_COLOUR.items():
                lit = planet_faces.shade(colour, 0.95)
                if abs(r - lit[0]) + abs(g - lit[1]) + abs(b - lit[2]) < 40:
                    votes[value] += 1
    return max(votes, key=votes.get)


@pytest.mark.parametrize("seed", range(6))
def test_the_planet_drawn_on_top_is_the_face_physics_read(seed):
    tray = settled(seed)
    shot = picture(tray)
    assert [planet_on_top(shot, tray, i) for i in range(tray.count)] == list(tray.faces)


def test_the_read_value_is_written_on_top_and_a_star_replaces_the_six():
    seed = next(s for s in range(40) if 6 in settled(s).faces)
    tray = settled(seed)
    six = tray.faces.index(6)
    camera = dice_view.Camera(RECT.topleft, (tray.width, tray.height))
    cx, cy = dice_view.top_centre(camera, tray.pose(six), tray.edge)
    box = pygame.Rect(0, 0, int(tray.edge * 0.5), int(tray.edge * 0.5))
    box.center = (round(cx), round(cy))

    def crop(surface):
        return pygame.image.tobytes(surface.subsurface(box), "RGB")

    numeral, star = crop(picture(tray)), crop(picture(tray, star_for_six=True))
    assert numeral != star
    white = sum(1 for k in range(0, len(numeral), 3) if numeral[k] > 235 and numeral[k + 1] > 235)
    assert white > box.width * box.height * 0.05          # a big white numeral sits on the top face


def test_a_lock_marks_only_its_own_die_even_when_dice_touch():
    # A throw where two dice ended touching: lock one, the marks stay on it.
    for seed in range(200):
        tray = settled(seed)
        pairs = [(i, j) for i in range(6) for j in range(i + 1, 6)
                 if ((tray.pose(i).x - tray.pose(j).x) ** 2 + (tray.pose(i).y - tray.pose(j).y) ** 2) ** 0.5
                 < 1.45 * tray.edge]         # (their boxes, touching: 1.375 edges + 3 px apart or more)
        if pairs:
            break
    i, j = pairs[0]
    plain = picture(tray)
    locked = picture(tray, locked=[k == i for k in range(6)], reduced_motion=True)
    camera = dice_view.Camera(RECT.topleft, (tray.width, tray.height))
    own = dice_view.top_corners(camera, tray.pose(i), tray.edge)
    other = dice_view.top_corners(camera, tray.pose(j), tray.edge)
    changed = [(x, y) for x in range(plain.get_width()) for y in range(plain.get_height())
               if plain.get_at((x, y)) != locked.get_at((x, y))]
    assert len(changed) > 100
    for point in changed:   # every mark pixel lies on the locked die's own top, none on its neighbour's
        assert inside(point, own, margin=1.5)
        assert not inside(point, other, margin=-1.5)


def inside(point, corners, margin: float) -> bool:
    """Whether `point` lies in the convex quad `corners` grown by `margin` px (shrunk if negative)."""
    x, y = point
    edges = list(zip(corners, corners[1:] + corners[:1], strict=False))
    area = sum(ax * by - bx * ay for (ax, ay), (bx, by) in edges)
    sign = 1 if area > 0 else -1                         # the quad's winding
    for (ax, ay), (bx, by) in edges:
        cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax)
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        if cross * sign / length < -margin:
            return False
    return True


def test_the_numeral_pops_in_as_a_die_lands_but_not_with_reduced_motion():
    tray = Tray(RECT.size, 1, random.Random(3))
    tray.throw()
    while not tray.lying_flat(0):
        tray.step(STEP)
    tray.step(STEP)
    landing, landing_calm = picture(tray), picture(tray, reduced_motion=True)
    for _ in range(60):
        tray.step(STEP)
    later, later_calm = picture(tray), picture(tray, reduced_motion=True)
    assert pygame.image.tobytes(landing, "RGB") != pygame.image.tobytes(later, "RGB")   # still growing in
    assert pygame.image.tobytes(landing_calm, "RGB") == pygame.image.tobytes(later_calm, "RGB")
    assert pygame.image.tobytes(later, "RGB") == pygame.image.tobytes(later_calm, "RGB")


def test_a_held_die_keeps_its_numeral_uncovered_and_a_steady_lock():
    # Issue 28: the lock stars circled over the numeral (and vanished on the gold six). The lock now sits
    # beside the numeral: every pixel of the numeral's picture is the same with and without the lock.
    for seed in range(4):
        tray = settled(seed)
        lock = [True] * tray.count
        plain, held = picture(tray), picture(tray, locked=lock, clock=0.0)
        assert pygame.image.tobytes(held, "RGB") == pygame.image.tobytes(picture(tray, locked=lock, clock=0.7),
                                                                         "RGB")   # a steady mark
        camera = dice_view.Camera(RECT.topleft, (tray.width, tray.height))
        for index in range(tray.count):
            centre = dice_view.top_centre(camera, tray.pose(index), tray.edge)
            numeral = dice_view.numeral_image(tray.faces[index], max(10, int(tray.edge * camera.scale(
                tray.pose(index).height + tray.edge / 2) * 0.62)))
            box = numeral.get_rect(center=(round(centre[0]), round(centre[1])))
            covered = [(x, y) for x in range(box.width) for y in range(box.height)
                       if numeral.get_at((x, y)).a > 0
                       and plain.get_at((box.x + x, box.y + y)) != held.get_at((box.x + x, box.y + y))]
            assert not covered, (seed, index, len(covered))
        assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(held, "RGB")


@pytest.mark.parametrize("value", range(1, 7))
def test_every_face_carries_its_own_planet(value):
    image = planet_faces.face_image(value, 90)
    colour = planet_faces.PLANET_COLOUR[value]
    near = sum(1 for x in range(0, 90, 3) for y in range(0, 90, 3)
               if sum(abs(a - b) for a, b in zip(image.get_at((x, y))[:3], colour, strict=False)) < 30)
    assert near > 40            # the planet's own colour covers a good part of its face
    others = [planet_faces.face_image(v, 90) for v in range(1, 7) if v != value]
    data = pygame.image.tobytes(image, "RGBA")
    assert all(pygame.image.tobytes(o, "RGBA") != data for o in others)


def test_a_flat_star_die_shows_one_smooth_upright_star():
    """The star joker on a die at rest is one upright star, smooth: not a second star turned with the die
    peeking out round it on its top (torn, sheared edges), not stair-stepped. (A side of it that is a 6 shows its
    star, turned with the die: that face is there.)"""
    seed = next(s for s in range(40) if 6 in settled(s).faces)
    tray = settled(seed)
    six = tray.faces.index(6)
    camera = dice_view.Camera(RECT.topleft, (tray.width, tray.height))
    pose = tray.pose(six)
    cx, cy = dice_view.top_centre(camera, pose, tray.edge)
    size = dice_view.numeral_size(tray.edge * camera.scale(pose.height + tray.edge / 2.0))
    reach = size * dice_view.STAR_SCALE / 2 + 3                # the upright star's points, and its outline
    shot = picture(tray, star_for_six=True)
    top = dice_view.top_corners(camera, pose, tray.edge)
    outside = 0
    area = pygame.Rect(int(cx - tray.edge), int(cy - tray.edge), int(2 * tray.edge), int(2 * tray.edge)).clip(RECT)
    for x in range(area.left, area.right):
        for y in range(area.top, area.bottom):
            r, g, b, _ = shot.get_at((x, y))
            joker = abs(r - planet_faces.STAR_JOKER[0]) + abs(g - planet_faces.STAR_JOKER[1]) + \
                abs(b - planet_faces.STAR_JOKER[2]) < 60      # (the top's cool rim glint, (180, 200, 254), is 86 off)
            if joker and (x - cx) ** 2 + (y - cy) ** 2 > reach ** 2 and inside((x, y), top, margin=0):
                outside += 1
    assert outside == 0           # no cyan of a turned star round the upright one
    star = dice_view.numeral_image(6, 40, True)
    soft = sum(1 for x in range(star.get_width()) for y in range(star.get_height()) if 0 < star.get_at((x, y))[3] < 255)
    assert soft > 40              # its edge smoothed (partly covered pixels all round), not stair-stepped


@pytest.mark.parametrize("turn", [0, 1])
def test_a_tumbling_face_shows_its_planet_lit_from_the_lamp(turn):
    """Look review 14a: tumbling dice were "flat, simple cubes" beside the lit ones at rest. A tumbling face's planet
    is lit as a ball like a resting top's: paler on the side towards the lamp (the screen's north-west), a darker
    limb on the far side, whichever way the face is turned on the screen."""
    import math

    half = 40.0
    u, v = ((half, 0.0), (0.0, half)) if turn == 0 else ((0.0, -half), (half, 0.0))   # (turned a quarter)
    reach = half * planet_faces.PLANET_RADIUS * 0.8
    lamp = planet_faces.TOWARDS_LAMP
    for value in range(1, 6):
        surface = pygame.Surface((120, 120))
        planet_faces.draw_face(surface, value, (60, 60), u, v, 1.0, moving=True)
        near = surface.get_at((round(60 + lamp[0] * reach), round(60 + lamp[1] * reach)))
        far = surface.get_at((round(60 - lamp[0] * reach), round(60 - lamp[1] * reach)))
        base = sum(planet_faces.PLANET_COLOUR[value])
        assert sum(near[:3]) > base + 40 and sum(far[:3]) < base - 60, (value, turn, near, far, math.dist(u, v))


def test_a_held_six_keeps_its_padlock_off_its_ring():
    """Review 15b: a held 6's padlock badge sat on its planet's ring, the face's most telling part (the ring runs
    corner to corner: the badge takes the upper-left-most of the two other corners). Held 6s whose upper-left
    corner is one the ring runs to: the badge leaves the ring's pixels there as they were."""
    def ring(colour) -> bool:     # the steel-blue ring, lit or shaded (not the gold ball, the ivory die, the white numeral)
        return colour.b > 120 and colour.b - colour.r > 60 and colour.b - colour.g > 40

    sixes = 0
    for seed in range(40):
        tray = settled(seed)
        if 6 not in tray.faces:
            continue
        plain, held = picture(tray), picture(tray, locked=[True] * tray.count, clock=0.0)
        camera = dice_view.Camera(RECT.topleft, (tray.width, tray.height))
        for index, face in enumerate(tray.faces):   # every held die's badge up and to the left of its top's middle
            cx, cy = dice_view.top_centre(camera, tray.pose(index), tray.edge)   # (look review 17m: a 6's sat low right)
            x, y = planets.lock_badge_centre(dice_view.top_corners(camera, tray.pose(index), tray.edge), (cx, cy),
                                             ringed=face == 6)
            assert (x - cx) + (y - cy) < 0, (seed, index, face)
        for index in (i for i, face in enumerate(tray.faces) if face == 6):
            pose = tray.pose(index)
            cx, cy = dice_view.top_centre(camera, pose, tray.edge)
            corners = dice_view.top_corners(camera, pose, tray.edge)
            bx, by = planets.lock_badge_centre(corners, (cx, cy))      # the upper-left corner's badge place
            inner = 0.72 * max(math.dist((cx, cy), corner) for corner in corners)
            reach = tray.edge * planets.LOCK_BADGE_SIZE     # (short of the band by the corner: the held die's too)
            spot = [(x, y) for x in range(round(bx - reach), round(bx + reach) + 1)
                    for y in range(round(by - reach), round(by + reach) + 1)
                    if math.dist((x, y), (bx, by)) < reach and math.dist((x, y), (cx, cy)) < inner
                    and ring(plain.get_at((x, y)))]
            if len(spot) < 10:
                continue       # the ring does not run to this die's upper-left corner
            covered = [p for p in spot if plain.get_at(p) != held.get_at(p)]
            assert len(covered) <= len(spot) // 20, (seed, index, len(covered), len(spot))   # (it covered all)
            sixes += 1
        if sixes >= 3:
            break
    assert sixes >= 3, sixes


def _hue_apart(colour, other) -> float:
    """Degrees of hue (HSV) between two colours."""
    import colorsys
    a = colorsys.rgb_to_hsv(*(c / 255 for c in colour[:3]))[0] * 360
    b = colorsys.rgb_to_hsv(*(c / 255 for c in other[:3]))[0] * 360
    return min(abs(a - b), 360 - abs(a - b))


def test_a_held_die_wears_a_colour_that_means_nothing_else():
    """Critique mid18: held dice glowed green, the sheet's "possible score" green (points): a held die's glow plate, its
    rim light and its badge's disc are drawn in a hue of their own, far from the points' green, the rewards' gold and
    the danger red, and not the focus' white (each its pixels as drawn, weighted by how opaque they are)."""
    from game.render import held_die, theme

    def drawn_hue(image: pygame.Surface) -> tuple[int, int, int]:
        weight = total = None
        for x in range(image.get_width()):
            for y in range(image.get_height()):
                r, g, b, a = image.get_at((x, y))
                if a and max(r, g, b) - min(r, g, b) > 60:     # (its coloured pixels: not the dark rim, the white glyph)
                    weight = (weight or 0) + a
                    total = [t + c * a for t, c in zip(total or (0, 0, 0), (r, g, b), strict=True)]
        assert weight, "nothing coloured drawn"
        return tuple(round(t / weight) for t in total)

    for colour in (drawn_hue(held_die.plate(30)), held_die.RIM, drawn_hue(planets.lock_badge(10))):
        assert _hue_apart(colour, theme.GOOD) >= 90, colour           # (the points' green family)
        assert _hue_apart(colour, theme.TITLE) >= 90 and _hue_apart(colour, theme.DANGER) >= 60, colour
        assert max(colour) - min(colour) >= 60, colour                 # (a colour, not the focus' white or a grey)


@pytest.mark.parametrize("edge", [30, 36, 42])
def test_a_small_dies_lock_badge_keeps_off_its_numeral(edge):
    """Look review 28a #9: on a Revenge's small boards the lock badge (held at its least size, BADGE_LEAST) covered the
    numerals. On a die that small the badge sits out on its top's corner: its disc clear of the numeral's ink."""
    import math

    from game.render import dice_view, planets

    half = edge / 2
    corners = [(-half, -half), (half, -half), (half, half), (-half, half)]
    at = planets.lock_badge_centre(corners, (0.0, 0.0), False, planets.badge_at(edge))
    radius = planets.lock_badge(round(edge * planets.LOCK_BADGE_SIZE)).get_width() / 2
    for value in (1, 4, 5):
        numeral = dice_view.numeral_image(value, dice_view.numeral_size(edge))
        left, top = -numeral.get_width() / 2, -numeral.get_height() / 2
        covered = [(x, y) for x in range(numeral.get_width()) for y in range(numeral.get_height())
                   if numeral.get_at((x, y)).a > 128 and math.dist((left + x + 0.5, top + y + 0.5), at) < radius - 2]   # (2 px: anti-aliasing)
        assert not covered, (edge, value, at, radius, len(covered))
