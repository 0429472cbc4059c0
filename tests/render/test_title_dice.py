"""The title shows planet dice beside the menu: they turn, and hold still with reduced motion."""

from __future__ import annotations

import numpy as np
import pygame
from harness import colours_shown

from game.render import planet_faces

LEFT = pygame.Rect(20, 150, 380, 480)
RIGHT = pygame.Rect(880, 150, 380, 480)


def planet_pixels(surface: pygame.Surface, box: pygame.Rect) -> dict[int, int]:
    """How many pixels of `box` show each value's planet colour, at any face lighting."""
    colours, shown = colours_shown(surface.subsurface(box))
    counts = {}
    for value, colour in planet_faces.PLANET_COLOUR.items():
        hit = np.zeros(len(colours), dtype=bool)
        for light in (0.65, 0.8, 0.95, 1.05):
            lit = np.array(planet_faces.shade(colour, light))
            hit |= np.abs(colours - lit).sum(axis=1) < 24
        counts[value] = int(shown[hit].sum())
    return counts


def planets_seen(surface: pygame.Surface, box: pygame.Rect) -> set[int]:
    return {value for value, count in planet_pixels(surface, box).items() if count > 400}


def test_the_title_shows_planet_dice_that_turn(harness):
    harness.app.settings.reduced_motion = False
    harness.push("title")
    harness.tick(2)
    seen = planets_seen(harness.screen, LEFT) | planets_seen(harness.screen, RIGHT)
    assert len(seen) >= 4, seen              # several different planets on dice either side of the menu
    before = planet_pixels(harness.screen, LEFT)
    harness.tick(30)
    assert planet_pixels(harness.screen, LEFT) != before


def test_with_reduced_motion_the_title_dice_hold_still(harness):
    harness.app.settings.reduced_motion = True
    harness.push("title")
    harness.tick(2)
    before = planet_pixels(harness.screen, LEFT)
    assert any(count > 400 for count in before.values())
    harness.tick(30)
    assert planet_pixels(harness.screen, LEFT) == before
