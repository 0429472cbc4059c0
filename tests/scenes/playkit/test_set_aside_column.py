"""Issue 28 (dead felt): 10000's tray and the dice tray sandbox put small dice on a wide, mostly bare felt,
with the set-aside strip under it. The strip is a column at the tray's right now, so the felt keeps the
panel's whole height and its dice are as big as that felt holds."""

from __future__ import annotations

import random

import pygame
import pytest

from game.scenes.playkit.tray_panel import TrayPanel
from game.scenes.tenthousand.view import TRAY
from game.scenes.tray import PANEL_RECT

PANELS = {"tenthousand": (TRAY, 6), "tray_sandbox": (PANEL_RECT, 5)}


@pytest.mark.parametrize("name", sorted(PANELS))
def test_the_dice_fill_a_tenth_of_their_felt(name):
    """Six (five) dice's tops cover at least a tenth of the drawn felt (before: 10000 6 %, the sandbox 8 %)."""
    rect, count = PANELS[name]
    panel = TrayPanel(rect, random.Random(1), count, aside_area=True)
    felt = panel.felt_rect
    share = count * panel.tray.edge ** 2 / (felt.width * felt.height)
    assert share >= 0.10, f"{name}: {count} dice of {panel.tray.edge:.0f} px cover {share:.1%} of a {felt.size} felt"


@pytest.mark.parametrize("name", sorted(PANELS))
def test_the_set_aside_places_stand_apart_in_a_column_beside_the_felt(name):
    rect, count = PANELS[name]
    panel = TrayPanel(rect, random.Random(1), count, aside_area=True)
    column = panel.aside_rect
    assert column.left >= panel.tray_rect.right and column.height == rect.height   # beside it, as tall
    size = panel.token_size()
    places = [pygame.Rect(0, 0, round(size), round(size)) for _ in range(count)]
    for k, place in enumerate(places):
        place.center = panel.aside_place(k)
    assert all(column.contains(place) for place in places)
    assert all(a.collidelist(places[k + 1:]) < 0 for k, a in enumerate(places))
    assert size >= 56, f"a set-aside planet {size:.0f} px"


def test_setting_dice_aside_makes_no_picture_in_its_frame():
    """The set-aside dice's pictures (each the die at rest, ~0.3 ms to make) are made with the column, before play:
    the frame that draws six dice set aside at once makes none."""
    from game.physics import STEP
    from game.render.dice_tokens import planet_token

    pygame.font.init()
    planet_token.cache_clear()
    panel = TrayPanel(TRAY, random.Random(3), 6, aside_area=True)
    surface = pygame.Surface((1280, 720))
    panel.draw_box(surface)
    panel.throw()
    panel.set_down([1, 2, 3, 4, 5, 6])
    panel.update(STEP)
    for die in range(6):
        panel.set_aside(die)
    made = planet_token.cache_info().misses
    panel.draw_still(surface)
    panel.draw(surface, 1.0, still_drawn=True)
    assert planet_token.cache_info().misses == made and made >= 6
