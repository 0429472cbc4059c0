"""A throw's frames blit the dice's pictures, they do not make them (each made in a frame cost 0.1-1 ms, beside
five tumbling dice): `dice_view.warm` makes every numeral size of the landing pop (from its smallest start) and the
face a die at rest shows on top, and a die that landed and still turns on the felt has its top drawn as in flight
(a picture turned to its every new degree was made for a frame or two), and so is a die at rest until its picture
is made, a step a frame."""

from __future__ import annotations

import math
import random
import zlib

import numpy as np
import pygame
import pytest

from game.physics import STEP, Tray, cube
from game.physics.pose import Pose
from game.render import dice_view, planet_faces, planets, rest_die
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


FELT = (40, 90, 60)


def _throw_frames(seed: int, drawn_faces: list[int] | None = None, airborne: list[bool] | None = None,
                  stand_ins: list[int] | None = None, settled: list[bool] | None = None
                  ) -> tuple[list[int], list[pygame.Surface]]:
    """Every frame of one throw of five dice and the frames after it until they stop changing for 12 frames (no numeral pop:
    reduced motion), each drawn afresh on a plain felt, then the still picture: each frame's checksum, and the last
    two dozen frames' pixels; with ``drawn_faces``, how many faces of kept pictures each frame drew
    (`planet_faces.draw_kept_face`, counted there); with ``airborne``, whether a die was in the air in each frame; with
    ``stand_ins``, how many stand-ins (`rest_die.stand_in`) each frame made; with ``settled``, whether the throw had
    ended in each frame."""
    surface = pygame.Surface(SIZE)
    tray = Tray(SIZE, 5, random.Random(seed), radius=EDGE / math.sqrt(2.0))
    tray.throw()
    sums: list[int] = []
    last: list[pygame.Surface] = []
    while len(sums) < 600 and not (tray.settled and len(sums) > 12 and len(set(sums[-12:])) == 1):
        tray.step(STEP)
        before, stood = len(_KEPT_FACES), rest_die.stand_in.cache_info().misses
        surface.fill(FELT)
        planets.draw_tray_dice(surface, tray, (0, 0), 1.0, reduced_motion=True)
        sums.append(zlib.adler32(surface.get_view("2")))
        last = [*last[-23:], surface.copy()] if tray.settled else []
        if drawn_faces is not None:
            drawn_faces.append(len(_KEPT_FACES) - before)
        if stand_ins is not None:
            stand_ins.append(rest_die.stand_in.cache_info().misses - stood)
        if settled is not None:
            settled.append(tray.settled)
        if airborne is not None:
            airborne.append(not all(tray.lying_flat(index) for index in range(tray.count)))
    surface.fill(FELT)
    planets.draw_tray_dice(surface, tray, (0, 0), 1.0, reduced_motion=True, still=True)
    sums.append(zlib.adler32(surface.get_view("2")))
    return sums, last


_KEPT_FACES: list[int] = []


def test_a_die_at_rest_shows_its_picture_once_made_a_step_a_frame_and_the_throw_replays(monkeypatch):
    """A die that comes to rest is drawn as it was while it turned until its picture (`rest_die.rest_picture`,
    ~0.4 ms) is made, a step a frame, one picture at a time (several dice stopping in one frame made several pictures
    in it): no frame draws more than one face of a picture (a side, or its top), and none while a die is still in
    the air (a throw's dearest frames); then it shows its picture, which looks like the die drawn the frame before (no
    jump); the frames after the throw end as the still picture does; and the same throw draws the same frames whether
    its pictures were kept from before or made in it. A frame that makes a stand-in (~0.3 ms) makes no part of a
    picture (~0.1-0.3 ms): the two together were the landings' dearest frames, and the frame the throw ends (its
    scene shows what it scored) makes neither (frame19)."""
    draw = planet_faces.draw_kept_face

    def counted(*args, **kwargs):
        _KEPT_FACES.append(1)
        return draw(*args, **kwargs)

    monkeypatch.setattr(planet_faces, "draw_kept_face", counted)
    dice_view.warm(dice_view.Camera((0, 0), SIZE), EDGE)
    rest_die.rest_picture.cache_clear()
    rest_die.stand_in.cache_clear()
    faces: list[int] = []
    airborne: list[bool] = []
    stand_ins: list[int] = []
    settled: list[bool] = []
    made, last = _throw_frames(0, faces, airborne, stand_ins, settled)
    assert sum(faces) >= 5 * 3 and max(faces) == 1, faces       # five pictures made, a face a frame at most
    assert sum(stand_ins) >= 3 and max(stand_ins) == 1, stand_ins   # (dice stop together: a stand-in a frame)
    assert not any(part and stood for part, stood in zip(faces, stand_ins, strict=True)), (faces, stand_ins)
    end = settled.index(True)                                     # the frame the throw ends (its scene's dearest)
    assert faces[end] == stand_ins[end] == 0 and sum(stand_ins[end:]) >= 1, (end, faces, stand_ins)
    assert not any(drawn for drawn, up in zip(faces, airborne, strict=True) if up) and any(airborne[5:]), faces
    assert made[-1] == made[-2]                                   # the last frame is the still picture
    assert _throw_frames(0)[0] == made                            # (every picture kept now)
    switches = 0
    for one, two in zip(last, last[1:], strict=False):
        if one.get_view("2").raw == two.get_view("2").raw:
            continue
        before, after = pygame.surfarray.array3d(one), pygame.surfarray.array3d(two)
        changed = np.abs(before.astype(int) - after).max(axis=2) > 0
        xs, ys = np.nonzero(changed)
        assert np.ptp(ys) <= 2 * EDGE and np.ptp(xs) <= 2 * EDGE     # one die changed its look (its cube: ~1.75 edges)
        box = (slice(xs.min(), xs.max() + 1), slice(ys.min(), ys.max() + 1))
        difference = np.abs(before[box].astype(int) - after[box]).mean()
        assert difference <= 12, difference                          # and looks as it did (7-11)
        switches += 1
    assert switches >= 1
