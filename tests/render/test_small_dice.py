"""Small planet dice (rules pages, tables, lost dice, markers): drawn like the big ones, with crisp
numerals whose shapes stay apart (issue 28: the old light tiles' blobby 3, 5 and 8 looked alike)."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.render import dice_tokens, planet_faces


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def ink(image: pygame.Surface) -> set[tuple[int, int]]:
    """The numeral's white pixels."""
    w, h = image.get_size()
    return {(x, y) for x in range(w) for y in range(h)
            if image.get_at((x, y)).a > 160 and min(image.get_at((x, y))[:3]) > 200}


@pytest.mark.parametrize("px", [18, 21, 26])
def test_numerals_that_look_alike_when_blurred_stay_apart(px):
    shapes = {value: ink(dice_tokens.small_numeral(value, px)) for value in (3, 5, 6, 8)}
    for a, b in combinations(shapes, 2):
        differ = len(shapes[a] ^ shapes[b]) / len(shapes[a] | shapes[b])
        assert differ > 0.3, (a, b, round(differ, 2))


@pytest.mark.parametrize("face", range(1, 7))
def test_a_small_die_shows_its_planet_and_its_numeral(face):
    size = 40
    image = dice_tokens.face_token(face, size)
    colour = planet_faces.PLANET_COLOUR[face]
    planet = sum(1 for x in range(size) for y in range(size)
                 if sum(abs(a - b) for a, b in zip(image.get_at((x, y))[:3], colour, strict=True)) < 40)
    assert planet > size * size * 0.04          # the face's own planet, not a light tile
    numeral = dice_tokens.small_numeral(face, round(size * dice_tokens.SMALL_NUMERAL))
    assert numeral.get_height() * 0.625 >= 13 or numeral.get_height() >= 21   # >= 13 px at 800x450
    assert len(ink(image)) > 0.5 * len(ink(numeral))    # the white numeral is on it, whole


def test_a_star_replaces_the_six_in_bluff():
    star, six = dice_tokens.face_token(6, 40, True), dice_tokens.face_token(6, 40)
    assert pygame.image.tobytes(star, "RGBA") != pygame.image.tobytes(six, "RGBA")
    gold = sum(1 for x in range(40) for y in range(40)
               if sum(abs(a - b) for a, b in zip(star.get_at((x, y))[:3], planet_faces.STAR_GOLD, strict=True)) < 40)
    assert gold > 200
