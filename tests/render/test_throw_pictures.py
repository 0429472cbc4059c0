"""A throw's frames blit the dice's pictures, they do not make them (each made in a frame cost 0.1-1 ms, beside
five tumbling dice): `dice_view.warm` makes every numeral size of the landing pop (from its smallest start) and the
face a die at rest shows on top, and a die that landed and still turns on the felt has its top drawn as in flight
(a picture turned to its every new degree was made for a frame or two); its top's picture at rest is made while its
turn dies away."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game.physics import STEP, Tray, cube
from game.physics.pose import Pose
from game.render import dice_view, planet_faces, planets
from game.render.surface_cache import ALL

SIZE = (820, 430)      # a Dicetime tray's felt at 1280x720: five dice of edge ~77
EDGE = 77.2


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def made(caches) -> int:
    return sum(cache.cache_info().misses for cache in caches)


def test_after_the_warm_up_a_throw_makes_no_numeral_and_no_face_picture():
    caches = (dice_view.numeral_image, planet_faces.face_image)
    for cache in caches:
        cache.cache_clear()            # (another test in this process may have made them)
    planet_faces._LOOKS.clear()        # (the tumbling faces' colours, kept: none made in a throw's frame either)
    camera = dice_view.Camera((0, 0), SIZE)
    dice_view.warm(camera, EDGE)
    before, looks = made(caches), len(planet_faces._LOOKS)
    surface = pygame.Surface(SIZE)
    tray = Tray(SIZE, 5, random.Random(4), radius=EDGE / math.sqrt(2.0))
    landings = 0
    for _throw in range(3):
        tray.throw()
        while not tray.settled:
            tray.step(STEP)
            planets.draw_tray_dice(surface, tray, (0, 0), 1.0)
            landings += sum(0 < tray.flat_for(i) < 0.1 for i in range(tray.count))
        for _ in range(40):                      # the numerals pop in to their full size
            tray.step(STEP)
            planets.draw_tray_dice(surface, tray, (0, 0), 1.0)
    assert landings > 10
    assert made(caches) == before and len(planet_faces._LOOKS) == looks


def test_a_die_turning_on_the_felt_makes_no_picture_in_its_frames():
    caches = [cache for cache in ALL if cache.__module__ in ("game.render.dice_view", "game.render.planet_faces",
                                                             "game.render.rest_die")]
    camera = dice_view.Camera((0, 0), SIZE)
    surface = pygame.Surface(SIZE)
    for sliding in (True, False):
        for cache in caches:
            cache.cache_clear()
        dice_view.warm(camera, EDGE)
        before = made(caches)
        for step in range(30):   # a die lying flat that turns 4 degrees a frame
            angle = math.radians(4 * step)
            dice_view.draw_die(surface, camera, Pose(400.0, 200.0, angle, cube.yaw(angle), EDGE / 2), EDGE,
                               show_value=True, sliding=sliding)
        pictures = made(caches) - before
        assert pictures == 0 if sliding else pictures >= 29    # (held still, a turned picture for each degree)


def test_a_die_counts_as_turning_while_it_turns_in_the_throw_and_never_once_still():
    tray = Tray(SIZE, 5, random.Random(4), radius=EDGE / math.sqrt(2.0))
    turning_flat = 0
    for _throw in range(2):
        tray.throw()
        while not tray.settled:
            tray.step(STEP)
            for index in range(tray.count):
                still = tray.pose(index, 0.0) == tray.pose(index, 1.0)
                assert not (still and planets.turning(tray, index))
                turning_flat += tray.lying_flat(index) and planets.turning(tray, index)
        assert not any(planets.turning(tray, index) for index in range(tray.count))   # at rest: its own picture
    assert turning_flat > 0


def test_a_turning_die_finds_its_top_picture_made_when_it_comes_to_rest():
    """The picture of its top at rest is made ahead while its turn dies away (`planets.SETTLING_TURN`,
    `dice_view.warm_top`), not in the frame it stops: that frame often draws the tray's section or the action bar
    again, and up to five pictures made in it cost 0.2-0.3 ms."""
    caches = [cache for cache in ALL if cache.__module__ in ("game.render.dice_view", "game.render.rest_die")]
    for cache in caches:
        cache.cache_clear()
    camera = dice_view.Camera((0, 0), SIZE)
    dice_view.warm(camera, EDGE)
    surface = pygame.Surface(SIZE)
    at_rest = ahead = 0
    for seed in range(4):
        tray = Tray(SIZE, 5, random.Random(seed), radius=EDGE / math.sqrt(2.0))
        tray.throw()
        while not tray.settled:
            was_turning = [planets.turning(tray, i) for i in range(tray.count)]
            tray.step(STEP)
            before = made(caches)
            planets.draw_tray_dice(surface, tray, (0, 0), 1.0)
            stopped = any(turned and not planets.turning(tray, i) for i, turned in enumerate(was_turning))
            if stopped:
                at_rest += made(caches) - before
            else:
                ahead += made(caches) - before
    assert at_rest + ahead > 10            # dice did come to rest turned to new degrees
    assert at_rest <= 0.75 * (at_rest + ahead)   # without the pictures made ahead: every one (at_rest == all)
