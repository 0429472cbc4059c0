"""Look reviews 28a #14 / 28b #16: the rack's plaque said "Raus 550" for the dice set aside ("raus" reads as out,
eliminated) and the sandbox's tray "0 draußen". German says "Beiseite": the plaque "Beiseite 550", its points whole
even where "Beiseite 5.150" is wider than the plaque at the type's floor (then its points alone); never cut."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import words
from game.render import text
from game.scenes.tenthousand import rack

pytestmark = pytest.mark.solved_tables("tenthousand")


@pytest.fixture
def german():
    words.set_language("de")
    yield
    words.set_language("en")


@pytest.mark.parametrize(("points", "shown"), [(550, ("Beiseite 550",)), (5150, ("Beiseite 5.150", "5.150"))])
def test_the_racks_plaque_says_beiseite_and_its_points_whole(harness, german, points, shown):
    scene = harness.push("tenthousand")
    harness.tick(2)
    fake = SimpleNamespace(game=SimpleNamespace(is_over=False), bust=SimpleNamespace(showing=False),
                           turn=SimpleNamespace(points=points), panel=scene.panel)
    surface = pygame.Surface(harness.app.size)
    with text.recording() as drawn:
        rack.draw(surface, fake)
    lines = [line for line in drawn if line.text]
    assert len(lines) == 1 and lines[0].text in shown, [line.text for line in lines]
    assert lines[0].px * 800 / 1280 >= 11 * 1.0 and lines[0].box.inflate(4, 4).contains(lines[0].rect)


def test_the_tray_and_the_refusal_say_beiseite_not_draussen(german):
    assert words._("{n} set aside").format(n=0) == "0 beiseite"
    assert "beiseite" in words._("That planet is already set aside")
    assert "Raus" not in words._("Kept {points}")
