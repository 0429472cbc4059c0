"""Bluff's joker (the 6 as a star) has a look of its own, never the reward gold (look review 26, defect 3: gold
means rewards and titles only)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.render import dice_tokens, dice_view, planet_faces, theme

REWARD_GOLDS = [theme.TITLE, (255, 214, 90)]     # the titles' gold, and the star gold rewards and the joker once shared


def near(colour, other, within=90) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], other, strict=True)) < within


def pixels(image: pygame.Surface):
    return [image.get_at((x, y)) for x in range(image.get_width()) for y in range(image.get_height())]


@pytest.mark.parametrize("draw", [
    lambda: dice_tokens.face_token(6, 40, star_for_six=True),
    lambda: dice_tokens.face_token(6, 22, star_for_six=True),
    lambda: dice_tokens.cube_token(6, 64, star_for_six=True),
    lambda: dice_tokens.planet_token(6, 48, star_for_six=True),
    lambda: dice_view.numeral_image(6, 40, True),
])
def test_the_joker_face_has_no_reward_gold_and_its_own_colour(draw):
    pygame.init()
    image = draw()
    seen = [p for p in pixels(image) if p[3] > 200]
    assert not [p for p in seen if any(near(p, gold) for gold in REWARD_GOLDS)]
    assert sum(1 for p in seen if near(p, planet_faces.STAR_JOKER, 40)) > 12     # the joker's own colour shows


def test_the_joker_is_no_seats_colour_nor_the_selections():
    """Look review 26: the joker's pale cyan was close to CPU 4's aqua (a star bid "by CPU 4" in its aqua ring read as
    that seat's) and to the selection's blue. Its colour stays apart from every seat's and from the selection's."""
    from game.render import colour_vision

    for colour in (*theme.SEAT_COLOURS, theme.SELECTED):
        assert colour_vision.perceptual_difference(planet_faces.STAR_JOKER, colour) >= 25, colour
