"""A die that turns on the felt after landing has its top drawn as in flight; the picture of its top at rest is
made ahead while its turn dies away (`planets.SETTLING_TURN`, `dice_view.warm_top`), not in the frame it stops: that
frame often draws the tray's section or the action bar again, and up to five pictures made in it cost 0.2-0.3 ms."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from game.physics import STEP, Tray
from game.render import dice_view, planets
from game.render.surface_cache import ALL

SIZE = (820, 430)      # a Dicetime tray's felt at 1280x720: five dice of edge ~77
EDGE = 77.2


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def test_a_turning_die_finds_its_top_picture_made_when_it_comes_to_rest():
    caches = [cache for cache in ALL if cache.__module__ == "game.render.dice_view"]
    for cache in caches:
        cache.cache_clear()

    def made() -> int:
        return sum(cache.cache_info().misses for cache in caches)

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
            before = made()
            planets.draw_tray_dice(surface, tray, (0, 0), 1.0)
            stopped = any(turned and not planets.turning(tray, i) for i, turned in enumerate(was_turning))
            if stopped:
                at_rest += made() - before
            else:
                ahead += made() - before
    assert at_rest + ahead > 10            # dice did come to rest turned to new degrees
    assert at_rest <= 0.75 * (at_rest + ahead)   # without the pictures made ahead: every one (at_rest == all)
