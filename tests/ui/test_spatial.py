"""Directions go to the nearest thing that way on screen (game.ui.spatial)."""

import pygame

from game.ui import spatial


def R(x, y, w=100, h=40):
    return pygame.Rect(x, y, w, h)


def test_right_prefers_the_same_row_over_a_nearer_thing_further_up():
    origin = R(0, 200)
    things = [("up-right", R(80, 100)), ("same row", R(400, 200)), ("left", R(-300, 200))]
    assert spatial.nearest(origin, things, "right") == "same row"
    assert spatial.nearest(origin, things, "left") == "left"
    assert spatial.nearest(origin, things, "up") == "up-right"
    assert spatial.nearest(origin, things, "down") is None


def test_two_columns_of_buttons():
    left = [(f"L{i}", R(100, 100 + 60 * i)) for i in range(4)]
    right = [(f"R{i}", R(400, 130 + 60 * i)) for i in range(3)]
    every = left + right
    assert spatial.nearest(R(100, 230), every, "right") == "R2"      # the nearer centre of the two in the row
    assert spatial.nearest(R(400, 130), every, "left") in ("L0", "L1")
    assert spatial.nearest(R(100, 100), every, "down") == "L1"
    assert spatial.nearest(R(400, 250), every, "down") is None
