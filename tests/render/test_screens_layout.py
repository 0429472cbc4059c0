"""Layout checks on single shots of the screens tour (tools/screens.py). The check over every shot (text
size, boxes, overlaps, the 800x450 glyph floors) is tests/render/test_small_screen_floor.py: one render
of each shot for all of it."""

from __future__ import annotations

import pytest
from tour import load_tour

pytestmark = pytest.mark.solved_tables("dicetime", "tenthousand", "coach-dicetime", "puzzle")  # the session's shared copies (tests/solved_tables.py)

screens = load_tour()


def test_a_revenges_small_trays_name_their_buttons_as_big_as_the_main_tray():
    """Issue 28: a Revenge's "Roll 2" / "Fill in" were 18 px (about 8 px letters at 800x450). (The person's dock has
    the buttons; every strip says what its seat is at, as big: review 15b.) Look review 20: one wording for the throws
    left, "Roll 2" for the person read against "2 throws left" for the computers: every strip says "2 throws left"
    (each seat has thrown once), the person's Roll button says "Roll"."""
    shot = next(s for s in screens.SHOTS if s.name == "revenge_toast")
    picture, by_scene = screens.render_recorded(shot)
    lines = [line for lines in by_scene.values() for line in lines]
    labels = [line for line in lines if line.text in ("Roll", "Fill in") or line.text.endswith(" left")]
    assert sorted(line.text for line in labels) == ["2 throws left"] * 4 + ["Fill in", "Roll"], [line.text for line in lines]
    assert min(line.px for line in labels) >= 20, [(line.text, line.px) for line in labels]
    # look review 21: "2 throws left" stood 22 px before the next strip's rocket (47 px before its "CPU 2"): what a seat
    # is at ends well before the next strip's name on its row (the rocket's 30 px between)
    for status in (line for line in labels if line.text.endswith(" left")):
        after = [line.rect.left - status.rect.right for line in lines
                 if abs(line.rect.centery - status.rect.centery) < 8 and status.rect.right < line.rect.left < 760]   # (the trays')
        assert not after or min(after) >= 58, (status.text, status.rect, after)
    # look review 19: the held planets' padlocks on these small dice were about 5 px at 800x450: each lock disc 8 px
    # across or more there (6 px before); a sliver a px tall is a disc's rim cut off by its padlock's body (where it lies
    # between two pixels at 800x450: a held die is drawn lifted by a few px, look review 20), not a disc
    import pygame

    from game.render import theme

    small = pygame.transform.smoothscale(picture, (800, 450))
    discs = [r for r in pygame.mask.from_threshold(small, theme.LOCKED, (40, 40, 40, 255)).get_bounding_rects()
            if r.width >= 3 and r.height >= 2]
    assert len(discs) >= 4 and min(r.width for r in discs) >= 9, sorted(r.size for r in discs)   # (29a #5: ~7 px read)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_revenge_persons_buttons_stand_in_their_own_dock_clear_of_every_strip(language):
    """Review 7 and 16: the "1" of "Player 1" touched the focused "Roll 2" button's ring; look review 20: the buttons
    squeezed into the name's strip, "Fill in" ~3 px past the tray's edge. The focused Roll's ring (its halo) lies
    below the strips, in the dock beside the person's tray: no line of text within 8 px of it, on neither tray, in
    German too; and the person's name stands whole."""
    import numpy as np
    import pygame

    from game.render import theme

    shot = next(s for s in screens.SHOTS if s.name == "revenge_toast")
    picture, by_scene = screens.render_recorded(shot, language=language)
    lines = [line for lines in by_scene.values() for line in lines if line.rect.right < 760]
    name = min((line for line in lines if 56 <= line.rect.top and line.rect.bottom < 110), key=lambda line: line.rect.left)
    assert name.text == {"en": "Player 1", "de": "Spieler 1"}[language], name.text
    area = pygame.Rect(0, 50, 760, 330)                            # the upper row: strips and trays
    pixels = pygame.surfarray.pixels3d(picture.subsurface(area))
    halo = np.all(pixels == np.array(theme.FOCUS_HALO, dtype=pixels.dtype), axis=2)
    del pixels
    xs, ys = np.flatnonzero(halo.any(axis=1)), np.flatnonzero(halo.any(axis=0))
    assert xs.size, "no focus ring drawn round the person's Roll"
    ring = pygame.Rect(area.left + int(xs[0]), area.top + int(ys[0]), int(xs[-1] - xs[0]) + 1, int(ys[-1] - ys[0]) + 1)
    assert ring.top > name.rect.bottom, (ring, name.rect)          # below the strips
    near = [line.text for line in lines if line.rect.colliderect(ring.inflate(16, 16))]
    assert near == [{"en": "Roll", "de": "Würfeln"}[language]], near   # (its own label only)
    orange = pygame.mask.from_threshold(picture.subsurface(area), (245, 128, 50), (12, 12, 12, 255))
    rim = orange.get_bounding_rects()                               # (the person's tray's rim, in their colour)
    assert rim and not any(r.move(area.topleft).colliderect(ring) for r in rim if r.height > 100), (ring, rim)


def test_a_revenges_toast_lies_over_nothing_under_no_header_and_the_help_line_stays():
    """Review 7: the "Gamepad connected" toast was drawn over the help line (its ends peeking out at both sides);
    review 15: it sat on the bottom border of CPU 3's and CPU 4's trays; look review 28b: then in the title bar, over
    the header. It shows in the bottom lane's right corner, below the trays and the sheet, over no line a scene draws,
    and the controls line (its two or three prompts) stays beside it."""
    from game.scenes.playkit.chrome import HELP_BAND, TOP

    shot = next(s for s in screens.SHOTS if s.name == "revenge_toast")
    picture, by_scene = screens.render_recorded(shot)
    toast = [line for line in by_scene["app"] if "Gamepad connected" in line.text]
    assert toast, by_scene["app"]
    height = picture.get_height()
    assert toast[0].rect.top > TOP and toast[0].rect.centery > height - HELP_BAND - 6, toast[0].rect   # in the lane
    under = [line.text for name, lines in by_scene.items() if name != "app" for line in lines
             if line.rect.colliderect(toast[0].rect.inflate(24, 8))]
    assert not under, under
    prompts = [line for lines in by_scene.values() for line in lines if line.text in ("lock", "roll", "rows")]
    assert len(prompts) == 3 and all(line.rect.right < toast[0].rect.left for line in prompts), prompts


def test_a_revenges_strips_name_every_default_seat_by_one_rule_in_german():
    """Look review 16's one rule for names, in a Revenge's strips too: every strip's default name whole, or every one
    short; look review 20: in German they shrank to "C2/C3/C4" and lost their rockets. With the buttons in their dock,
    every German name stands whole ("Spieler 1", "CPU 2", ...)."""
    _picture, by_scene = screens.render_recorded(next(s for s in screens.SHOTS if s.name == "revenge_toast"),
                                                 language="de")
    strips = sorted((line.rect.top, line.rect.left, line.text) for lines in by_scene.values() for line in lines
                    if line.rect.left < 740 and line.text in ("Sp. 1", "C2", "C3", "C4", "Spieler 1", "CPU 2", "CPU 3", "CPU 4"))
    assert [text for _top, _left, text in strips] == ["Spieler 1", "CPU 2", "CPU 3", "CPU 4"], strips
