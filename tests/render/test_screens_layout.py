"""Layout checks on single shots of the screens tour (tools/screens.py). The check over every shot (text
size, boxes, overlaps, the 800x450 glyph floors) is tests/render/test_small_screen_floor.py: one render
of each shot for all of it."""

from __future__ import annotations

import pytest
from tour import load_tour

pytestmark = pytest.mark.solved_tables("dicetime", "tenthousand", "coach-dicetime", "puzzle")  # the session's shared copies (tests/solved_tables.py)

screens = load_tour()


def test_a_revenges_small_trays_name_their_buttons_as_big_as_the_main_tray():
    """Issue 28: a Revenge's "Roll 2" / "Fill in" were 18 px (about 8 px letters at 800x450). (The person's strip has
    the buttons; each computer's says what it is at instead, as big: review 15b.)"""
    shot = next(s for s in screens.SHOTS if s.name == "revenge_toast")
    picture, by_scene = screens.render_recorded(shot)
    labels = [line for lines in by_scene.values() for line in lines
              if line.text in ("Roll 2", "Fill in", "About to throw", "Choosing a row") or line.text.endswith(" left")]
    assert len(labels) >= 5, [line.text for lines in by_scene.values() for line in lines]
    assert min(line.px for line in labels) >= 20, [(line.text, line.px) for line in labels]
    # look review 19: the held planets' padlocks on these small dice were about 5 px at 800x450: each lime disc 8 px
    # across or more there (6 px before)
    import pygame

    from game.render import theme

    small = pygame.transform.smoothscale(picture, (800, 450))
    lime = [r for r in pygame.mask.from_threshold(small, theme.LOCKED, (40, 40, 40, 255)).get_bounding_rects()
            if r.width >= 3]
    assert len(lime) >= 4 and min(r.width for r in lime) >= 8, sorted(r.size for r in lime)


def _strip_name_and_ring(language: str):
    """Player 1's strip name (as drawn) and the leftmost pixel of the focus ring's halo round its Roll button."""
    import numpy as np
    import pygame

    from game.render import theme

    shot = next(s for s in screens.SHOTS if s.name == "revenge_toast")
    picture, by_scene = screens.render_recorded(shot, language=language)
    names = [line for lines in by_scene.values() for line in lines
             if line.rect.bottom < 100 and line.text.startswith(("Player", "Spieler", "S"))]
    assert names, [line.text for lines in by_scene.values() for line in lines if line.rect.bottom < 100]
    name = min(names, key=lambda line: line.rect.left)
    band = pygame.Rect(name.rect.right - 40, 50, 200, 50)            # the strip right of the name
    pixels = pygame.surfarray.pixels3d(picture.subsurface(band))
    halo = np.all(pixels == np.array(theme.FOCUS_HALO, dtype=pixels.dtype), axis=2)
    del pixels
    xs = np.flatnonzero(halo.any(axis=1))
    assert xs.size, "no focus ring drawn in Player 1's strip"
    return name, band.left + int(xs[0])


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_revenge_strips_name_keeps_clear_of_its_roll_buttons_focus_ring(language):
    """Review 7: in a Revenge's strip the "1" of "Player 1" touched the focused "Roll 2" button's ring (both
    sizes). The name, whole (in German short: "Sp. 1", never set narrower), ends well before the ring's halo,
    in German too."""
    name, ring = _strip_name_and_ring(language)
    assert name.text == {"en": "Player 1", "de": "Sp. 1"}[language], name.text
    # look review 16: the buttons still crowded "Player 1" (34 px apart, a rocket before it): 45 px of air now (the
    # German buttons are wider: its short name keeps 30)
    assert name.rect.right + {"en": 45, "de": 30}[language] <= ring, (name.text, name.rect, ring)


def test_a_revenges_toast_lies_over_nothing_and_the_help_line_stays():
    """Review 7: the "Gamepad connected" toast was drawn over the help line (its ends peeking out at both sides);
    review 15: it sat on the bottom border of CPU 3's and CPU 4's trays and hid the help line. It shows in the title
    bar's empty middle: above the trays, over no line a scene draws, and the help line stays."""
    from game.scenes.playkit.chrome import TOP

    shot = next(s for s in screens.SHOTS if s.name == "revenge_toast")
    _picture, by_scene = screens.render_recorded(shot)
    toast = [line for line in by_scene["app"] if "Gamepad connected" in line.text]
    assert toast, by_scene["app"]
    assert toast[0].rect.bottom <= TOP, toast[0].rect            # the trays and their strips start below TOP
    under = [line.text for name, lines in by_scene.items() if name != "app" for line in lines
             if line.rect.colliderect(toast[0].rect.inflate(24, 8))]
    assert not under, under
    assert [line for lines in by_scene.values() for line in lines if "pause" in line.text]


def test_a_revenges_strips_name_every_default_seat_by_one_rule_in_german():
    """Look review 16's one rule for names, in a Revenge's strips too: German "Sp. 1" must be short beside its
    buttons, so every strip's default name is ("C2", "C3", "C4"), as on the sheet."""
    _picture, by_scene = screens.render_recorded(next(s for s in screens.SHOTS if s.name == "revenge_toast"),
                                                 language="de")
    strips = sorted((line.rect.top, line.rect.left, line.text) for lines in by_scene.values() for line in lines
                    if line.rect.left < 740 and line.text in ("Sp. 1", "C2", "C3", "C4", "Spieler 1", "CPU 2", "CPU 3", "CPU 4"))
    assert [text for _top, _left, text in strips] == ["Sp. 1", "C2", "C3", "C4"], strips
