"""Review 15b: a fill's flights (sparks flying from the planets to the sheet) crossed the next turn's ribbon ("CPU 2's
turn") on their way. Sparks and flights pass under a banner's ribbon: within it and a margin round it the picture is
the ribbon's alone."""

from __future__ import annotations

import numpy
import pygame
import pytest

from game.render import flourish, text


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def test_flights_and_sparks_never_cross_a_banners_words():
    def frame(with_effects: bool) -> tuple[pygame.Surface, pygame.Rect]:
        effects = flourish.Effects()
        effects.banner("CPU 2's turn", (90, 170, 230), (440, 190), life=1.4, width=820)
        if with_effects:   # flights from the felt's left to the sheet on the right, through the ribbon's lane
            for k in range(6):
                effects.fly([(120 + 30 * k, 190 + 8 * k)], (1100, 160), (120, 230, 140), seconds=0.6)
            effects.burst((440, 190), ((250, 236, 180),), count=60)
        effects.update(0.5)        # mid-flight; the ribbon stands still (past its sweep in)
        surface = pygame.Surface((1280, 720))
        with text.recording() as lines:
            effects.draw(surface)
        ribbon = next(line.box for line in lines if line.text == "CPU 2's turn")
        return surface, ribbon

    plain, ribbon = frame(False)
    busy, _ribbon = frame(True)
    near = ribbon.inflate(32, 32)     # the ribbon and 16 px round it
    assert pygame.image.tobytes(plain.subsurface(near), "RGB") == pygame.image.tobytes(busy.subsurface(near), "RGB")
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(busy, "RGB")    # they fly, round it


def test_a_flight_in_a_still_picture_is_one_unbroken_streak():
    """Look review 16: a fill's flight showed as three loose dots by the next turn's ribbon (debris). Mid-flight, its
    head and tail are one connected shape, tapering behind the head."""
    effects = flourish.Effects()
    effects.fly([(120, 400)], (1100, 160), (150, 150, 160), seconds=0.45, ceiling=68)   # (as a fill flies)
    effects.update(0.2)
    surface = pygame.Surface((1280, 720))
    effects.draw(surface)
    mask = pygame.mask.from_threshold(surface, (0, 0, 0), (12, 12, 12, 255))
    mask.invert()                                   # everything not black: the flight
    parts = [m for m in mask.connected_components() if m.count() > 2]
    assert len(parts) == 1, [m.get_bounding_rects() for m in parts]
    assert max(r.width for r in parts[0].get_bounding_rects()) > 40    # a streak, not the head alone


def test_a_fills_points_fly_as_a_chip_lifted_over_its_shadow():
    """Look review 17m: a fill's green streak in a still picture read as a stray stick; review 26: the flying planet
    then read as a stray "1" glyph: a fill's points fly as a chip, "+4" on a plate, whole. Look review 21: the
    see-through copies and the streak behind it read as "ghost copies and a dark line", a stray artefact in a still:
    nothing is drawn where it just was; its soft shadow on the felt below it says it is lifted, flying."""
    from game.render import flights, text

    felt = (24, 92, 84)
    effects = flourish.Effects()
    effects.fly([(100, 380), (140, 420)], (1100, 160), (120, 230, 140), seconds=0.45, ceiling=68, label="+4")
    assert len(effects.flights) == 1 and effects.flights[0].start == (120, 400)   # (one chip, from the planets' middle)
    effects.update(0.2)
    surface = pygame.Surface((1280, 720))
    surface.fill(felt)
    effects.draw(surface)
    token = flights.chip("+4", flights.flight_type(0.2 / 0.45), (120, 230, 140))
    place = flights.chip_rect(effects.flights[0])
    assert place.size == token.get_size() and place.height >= text.pixel_size(flights.FLIGHT_TYPES[-1][1])
    solid = [(i, j) for i in range(token.get_width()) for j in range(token.get_height()) if token.get_at((i, j)).a == 255]
    assert len(solid) > 600 and all(surface.get_at((place.left + i, place.top + j)) == token.get_at((i, j))
                                    for i, j in solid)
    x, y = effects.flights[0].at(0.2 / 0.45)
    # where it was a moment ago (its path behind it, a token's width back and more): no copy of it, no dark line; since
    # look review 23 ("a stray badge in a still"), a comet's tail in the flight's green alone, narrowing to a point
    green = numpy.array((120, 230, 140))
    pixels = pygame.surfarray.pixels3d(surface)
    widths = []
    for back in (0.03, 0.048, 0.08):
        cx, cy = map(round, effects.flights[0].at(0.2 / 0.45 - back))
        if pygame.Rect(cx - 14, cy - 14, 28, 28).colliderect(place):
            continue
        column = pixels[cx, cy - 14:cy + 15].astype(int)
        tail = [c for c in column if tuple(c) != felt]
        assert tail and all(numpy.abs(c - green * (c[1] / green[1])).max() <= 3 for c in tail), (back, tail)   # green
        widths.append(len(tail))
    assert len(widths) >= 2 and widths == sorted(widths, reverse=True) and widths[-1] < widths[0], widths
    del pixels
    # its shadow: the felt darker just below it
    below = pygame.Rect(place.left + 16, place.bottom + 1, place.width - 32, 6)
    assert all(surface.get_at(p)[1] < felt[1] - 10 for p in ((below.centerx, below.top), (below.centerx, below.bottom - 1)))
