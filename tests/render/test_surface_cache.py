"""Picture caches are bounded by the memory they hold: a long session cannot keep filling them."""

from __future__ import annotations

import pygame
import pytest

from game.render import dice_view, panel, surface_cache, table
from game.render.surface_cache import surface_cache as cached


@pytest.fixture(autouse=True)
def _own_registry(monkeypatch):
    """The caches these tests make are registered in `surface_cache.ALL` for this test only."""
    monkeypatch.setattr(surface_cache, "ALL", list(surface_cache.ALL))


def test_the_cache_keeps_the_latest_pictures_within_its_budget():
    made = []

    @cached(max_mib=1)
    def square(side: int) -> pygame.Surface:
        made.append(side)
        return pygame.Surface((side, side), pygame.SRCALPHA)   # side * side * 4 bytes

    first = square(256)                      # 256 KiB
    assert square(256) is first and made == [256]
    for side in (300, 310, 320, 330):        # ~1.5 MiB in all: the oldest go
        square(side)
        assert square.bytes <= 1024 * 1024
    info = square.cache_info()
    assert info.hits == 1 and info.misses == 5 and info.bytes == square.bytes
    assert square(330) is not None and made[-1] == 330          # the newest stayed
    square(256)
    assert made[-1] == 256                   # the oldest was dropped and is made again
    huge = square(1024)                      # bigger than the whole budget: kept alone
    assert square.cache_info().currsize == 1 and square(1024) is huge
    square.cache_clear()
    assert square.cache_info() == (0, 0, 1024 * 1024, 0, 0)


def test_tuples_count_the_pictures_they_hold():
    @cached(max_mib=1)
    def labelled(side: int) -> tuple[pygame.Surface, tuple[int, int]]:
        return pygame.Surface((side, side), pygame.SRCALPHA), (side, side)

    labelled(100)
    assert labelled.bytes == labelled(100)[0].get_pitch() * 100


def test_die_shadows_of_every_size_angle_and_height_stay_within_the_budget():
    """The shadow cache held up to 512 shadows (~90 MiB) and kept filling for a long soak. Shadows of dice
    of every size, turned every way, at every height, drawn as the tray draws them: the caches fill up
    to their budgets and no further."""
    import math

    from game.physics.pose import Pose

    frame = pygame.Surface((900, 700), pygame.SRCALPHA)
    camera = dice_view.Camera((0, 0), frame.get_size())
    for cache in surface_cache.ALL:
        cache.cache_clear()      # whatever earlier tests drew
    for edge in range(33, 197, 3):
        for turn in range(15):
            for lift in (0.0, 0.3, 0.6, 0.9):
                pose = Pose(450.0, 350.0, math.radians(turn * 6), height=edge / 2 + lift * edge)
                dice_view.draw_shadow(frame, camera, pose, edge)
    assert sum(cache.bytes for cache in surface_cache.ALL) > 30 * 1024 * 1024   # the shadows are kept
    assert all(cache.bytes <= cache.max_bytes for cache in surface_cache.ALL)           # within each budget
    every_budget = sum(cache.max_bytes for cache in surface_cache.ALL)
    assert every_budget <= 165 * 1024 * 1024   # (160 MiB, and the score sheets' cards since session 19: 4 MiB; the
    # hint's glows, chevrons and box frames since session 20: 0.6875 MiB, game/render/hint_marks.py; a Bluff loss's dust
    # motes and the marks its lost dice leave in the felt: 0.25 MiB, game/scenes/bluff/lost_dice.py, reveal_rows.py; the
    # score pad's row icons, preview chips and stamped numbers since session 21: 0.3125 MiB, sheet_icons, sheet_cells, cell_pop;
    # the set-aside racks since session 21: 0.75 MiB, game/render/rack.py)


def test_dim_darkens_like_black_of_that_opacity_without_caching_a_picture():
    cached = [cache.cache_info() for cache in surface_cache.ALL]
    frame = pygame.Surface((64, 32))
    for x in range(64):
        for y in range(32):
            frame.set_at((x, y), ((x * 4) % 256, (y * 8) % 256, (x * y) % 256))
    for alpha in (0, 16, 120, 170, 200, 225, 255):
        blended = frame.copy()
        black = pygame.Surface(frame.get_size(), pygame.SRCALPHA)
        black.fill((0, 0, 0, alpha))
        blended.blit(black, (0, 0))
        dimmed = frame.copy()
        panel.dim(dimmed, alpha)
        for x in range(0, 64, 3):
            for y in range(0, 32, 3):
                a, b = blended.get_at((x, y)), dimmed.get_at((x, y))
                assert all(abs(a[i] - b[i]) <= 1 for i in range(3)), (alpha, a, b)
    assert [cache.cache_info() for cache in surface_cache.ALL] == cached   # no cache was asked for a picture


def test_wash_lays_a_colour_like_a_veil_of_that_opacity_without_caching_a_picture():
    """The entry fade and 10000's flash: within one level of SDL's blend of an opaque veil of that alpha (exact at
    0 and 255), for every channel value, every alpha, dark and bright colours; and no picture is made for it."""
    from game.render import theme

    cached = [cache.cache_info() for cache in surface_cache.ALL]
    frame = pygame.Surface((256, 3))
    for x in range(256):          # every value in every channel, beside different values in the others
        frame.set_at((x, 0), (x, 255 - x, (x * 7) % 256))
        frame.set_at((x, 1), ((x * 3) % 256, x, 255 - x))
        frame.set_at((x, 2), (255 - x, (x * 11) % 256, x))
    veil = pygame.Surface(frame.get_size())
    exact = compared = 0
    for colour in (theme.SPACE, theme.DANGER, (0, 0, 0), (255, 255, 255), (128, 1, 254)):
        veil.fill(colour)
        for alpha in range(256):
            veil.set_alpha(alpha)
            blended = frame.copy()
            blended.blit(veil, (0, 0))
            washed = frame.copy()
            panel.wash(washed, colour, alpha)
            a = pygame.image.tobytes(blended, "RGB")
            b = pygame.image.tobytes(washed, "RGB")
            off = [abs(p - q) for p, q in zip(a, b, strict=True)]
            assert max(off) <= (0 if alpha in (0, 255) else 1), (colour, alpha)
            exact += off.count(0)
            compared += len(off)
    assert exact > 0.75 * compared   # most values exactly as blended (the nearer of the two constants it can add)
    assert [cache.cache_info() for cache in surface_cache.ALL] == cached   # no cache was asked for a picture


def test_the_felt_has_a_pool_of_light_brightest_north_west_of_the_middle_and_darker_corners():
    # (look review 11: "a plain green felt rectangle"): the lamp's pool, not one flat colour
    from game.render import dice_view

    surface = pygame.Surface((900, 520), pygame.SRCALPHA)
    outer = table.draw(surface, pygame.Rect(20, 20, 840, 470), 10)
    felt = pygame.Rect(outer.left + 10, outer.top + 10, 840, 470)

    def mean_green(x: float, y: float) -> float:
        spot = pygame.Rect(0, 0, 40, 40)
        spot.center = (round(felt.left + x * felt.width), round(felt.top + y * felt.height))
        return pygame.transform.average_color(surface, spot)[1]

    lit = mean_green(0.42, 0.38)
    assert lit > mean_green(0.9, 0.85) * 1.15 and lit > mean_green(0.95, 0.5) * 1.08 and lit > mean_green(0.5, 0.92) * 1.08
    assert lit >= 1.2 * dice_view.FELT[1]      # lighter than the felt's own colour where the lamp shines (look review 20)
