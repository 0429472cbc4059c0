"""The one rule for a moment's banner over a tray (`game.render.clearing`): where the dice are not."""

from __future__ import annotations

import random

import pygame

from game.render.clearing import clear_place, clear_scale

AREA = pygame.Rect(20, 60, 640, 400)


def _touches(centre, size, dice) -> int:
    plate = pygame.Rect((0, 0), size)
    plate.center = centre
    return sum(plate.colliderect(die) for die in dice)


def test_a_banner_stands_where_it_prefers_when_no_die_is_there():
    assert clear_place(AREA, (300, 80), [], (340, 150)).centre == (340, 150)
    assert clear_place(AREA, (300, 80), [pygame.Rect(40, 300, 90, 90)], (340, 150)).centre == (340, 150)
    assert clear_place(AREA, (300, 80), [], (0, 0)).centre == (170, 100)   # (kept inside the area)


def test_it_finds_the_nearest_place_clear_of_every_die_or_says_there_is_none():
    rng = random.Random(5)
    size, prefer = (300, 80), (AREA.centerx, AREA.top + 110)
    for _ in range(12):
        dice = [pygame.Rect(rng.randrange(20, 600), rng.randrange(60, 400), 90, 100) for _ in range(5)]
        place = clear_place(AREA, size, dice, prefer)
        plate = pygame.Rect((0, 0), size)
        plate.center = place.centre
        assert AREA.contains(plate)
        assert place.clear == (_touches(place.centre, size, dice) == 0) and place.touched == _touches(place.centre, size, dice)
        grid = [(x, y) for x in range(AREA.left + 150, AREA.right - 149, 4) for y in range(AREA.top + 40, AREA.bottom - 39, 2)]
        clear = [c for c in grid if _touches(c, size, dice) == 0]
        assert place.clear == bool(clear), dice          # a clear place is found whenever one exists
        if clear:                                         # and none nearer the lane it prefers
            cost = 2 * abs(place.centre[1] - prefer[1]) + abs(place.centre[0] - prefer[0])
            assert cost <= min(2 * abs(y - prefer[1]) + abs(x - prefer[0]) for x, y in clear), dice
        else:
            assert place.touched == min(_touches(c, size, dice) for c in grid[::7])


def test_the_biggest_size_that_stands_clear_is_taken():
    row = [pygame.Rect(40 + 130 * k, 120, 90, 100) for k in range(5)] + [pygame.Rect(40 + 130 * k, 300, 90, 100) for k in range(5)]
    k, place = clear_scale(AREA, [(500, 120), (400, 90), (300, 60)], row, (340, 120))
    assert k == 2 and place.clear        # only the smallest fits a band between the rows and the edges
    assert _touches(place.centre, (300, 60), row) == 0


def test_a_centred_banner_keeps_to_the_areas_middle_line_and_moves_only_up_or_down():
    """Review 25: five of a kind's banner stood off the tray's middle ("lopsided"); every moment's banner (five of a
    kind, HOT DICE, a bust) keeps the tray's middle line: only its height moves to clear the dice."""
    rng = random.Random(7)
    size, prefer = (300, 80), (AREA.centerx - 120, AREA.top + 110)
    for _ in range(12):
        dice = [pygame.Rect(rng.randrange(20, 600), rng.randrange(60, 400), 90, 100) for _ in range(4)]
        place = clear_place(AREA, size, dice, prefer, centred=True)
        assert place.centre[0] == AREA.centerx, dice
        column = [(AREA.centerx, y) for y in range(AREA.top + 40, AREA.bottom - 39, 2)]
        assert place.clear == any(_touches(c, size, dice) == 0 for c in column), dice
        assert place.clear == (_touches(place.centre, size, dice) == 0)
    sizes, wall = [(500, 120), (300, 60)], [pygame.Rect(40, 60, 120, 400)]
    assert clear_scale(AREA, sizes, wall, prefer)[0] == 0                       # (free: big, off the middle)
    k, place = clear_scale(AREA, sizes, wall, prefer, smaller_for_middle=1)
    assert k == 1 and place.centre[0] == AREA.centerx and place.clear           # (smaller rather than off the middle)
    k, place = clear_scale(AREA, sizes, [pygame.Rect(40, 60, 200, 400)], prefer, smaller_for_middle=1)
    assert k == 1 and place.clear and place.centre[0] > AREA.centerx            # (off it only where it has no room)
    three = [(500, 120), (400, 90), (300, 60)]
    assert clear_scale(AREA, three, wall, prefer, smaller_for_middle=0)[1].centre[0] != AREA.centerx   # (not shrunk
    # for the middle beyond what it allows)
