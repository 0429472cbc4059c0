"""One art style: the title's dice are the game's own dice (not glassy wireframes), the sky's planets are
smooth (no pixel-art bands), and screens full of panels and buttons keep the planets out of the sky."""

from __future__ import annotations

import numpy
import pygame
from harness import colours_shown

from game.input.actions import KEYBOARD
from game.match import MatchConfig, MatchResult, Seat
from game.render import planet_faces, title_dice
from game.render.backdrop import paint_planet
from game.render.title_dice import TitleDice
from game.scenes.results import ResultsScene


def test_the_title_dice_are_solid_game_dice_not_glassy_wireframes(harness):
    """Faces filled in the dice's own blue, lit (most of each die), a dark outline round each, and no pale bevel lines
    round them."""
    surface = pygame.Surface((1280, 720))
    TitleDice((1280, 720)).draw(surface, reduced_motion=True)
    colours, shown = colours_shown(surface)
    bevel = numpy.zeros(len(colours), bool)
    for share in numpy.linspace(0.79, 1.0, 8):         # the old wireframe's pale lines, at every light
        bevel |= numpy.abs(colours - numpy.array(planet_faces.shade((150, 165, 235), share))).sum(axis=1) < 30
    face = numpy.zeros(len(colours), bool)
    for light in numpy.linspace(0.55, 1.3, 76):         # a die's face, lit (darker away from the lamp; its light in 32nds:
                                                        # every 0.01, as on the ivory die a 32nd is ~7 a channel)
        face |= numpy.abs(colours - numpy.array(planet_faces.shade(planet_faces.FACE_BASE, light))).sum(axis=1) < 12
    outline = numpy.abs(colours - numpy.array(title_dice.OUTLINE)).sum(axis=1) < 12
    planet = numpy.zeros(len(colours), bool)
    for colour in planet_faces.PLANET_COLOUR.values():     # and the planets on them, lit
        for light in numpy.linspace(0.4, 1.3, 19):
            planet |= numpy.abs(colours - numpy.array(planet_faces.shade(colour, light))).sum(axis=1) < 12
    assert int(shown[bevel].sum()) < 500, "no pale wireframe lines"          # the glassy cubes had ~11,500
    # (the planets fill more of each face since look review 15: the blue alone 52,800 px, with the planets 99,300;
    # with the smaller planets 75,000 and 105,000; the glassy cubes' blue was ~58,000; with each face's light falling
    # off away from the lamp (look review 17m: "see-through wireframes"), counted from 0.55 of the blue, 45,300 and 86,800)
    assert int(shown[face].sum()) > 36000, "solid lit faces"     # (ivory, its planets 0.85 of the half edge: 39,900)
    assert int(shown[face | planet].sum()) > 80000, "solid lit faces and their planets"
    assert int(shown[outline].sum()) > 2000, "a dark outline round each cube: one solid object on the sky"   # (was 548)


def test_the_sky_planets_are_smooth():
    planet = paint_planet(48, (86, 180, 233), ring=False)
    middle = planet.get_height() // 2
    shades = {tuple(planet.get_at((x, middle))[:3]) for x in range(planet.get_width()) if planet.get_at((x, middle))[3] >= 250}
    assert len(shades) >= 25, f"a smooth shade across the planet, not a few bands: {len(shades)}"
    rim = [planet.get_at((x, y))[3] for x in range(planet.get_width()) for y in range(planet.get_height())]
    assert sum(1 for a in rim if 0 < a < 250) >= 60, "a soft edge"


def test_screens_full_of_panels_keep_the_planets_out_of_their_sky(harness):
    seats = (Seat("person", "Player 1", 0, 0, KEYBOARD), Seat("computer", "Computer 2", 1, 1))
    result = MatchResult.from_totals(MatchConfig("dicetime", seats), (250, 180))
    title = harness.push("title")
    assert title.backdrop.planets, "the title keeps its planets beside the menu"
    for scene in (harness.push(ResultsScene, result=result), harness.push("highscores"), harness.push("stats"),
                  harness.push("tray")):
        assert not scene.backdrop.planets, type(scene).__name__
