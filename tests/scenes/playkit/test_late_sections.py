"""Late sections of the still layer (game/scenes/playkit/chrome.py): a section marked late (10000's action bar and
side panel, a score table's buttons) waits, in a frame that draws another section again (a landing's tray), for the
next frame; so a throw's tray, bar and side panel are drawn over two frames instead of one, and never lost."""

from __future__ import annotations

import pygame
import pytest
from harness import same_picture

from game.scenes.playkit.chrome import StillLayer

SIZE = (320, 180)
TRAY, SIDE = pygame.Rect(10, 10, 120, 120), pygame.Rect(190, 10, 120, 120)


def _painter(area: pygame.Rect, colour: tuple[int, int, int], drawn: list[str], name: str):
    def paint(surface: pygame.Surface) -> None:
        drawn.append(name)
        surface.fill(colour, area.inflate(-20, -20))
    return paint


def _sections(tray: tuple[int, int, int], side: tuple[int, int, int], drawn: list[str], late: bool = True) -> tuple:
    return ((tray, _painter(TRAY, tray, drawn, "tray"), TRAY),
            (side, _painter(SIDE, side, drawn, "side"), SIDE, late))


def _colour(picture: pygame.Surface, area: pygame.Rect) -> tuple[int, int, int]:
    return tuple(picture.get_at(area.center))[:3]


def test_a_late_section_that_changes_with_another_is_drawn_the_next_frame_and_then_shows_what_a_fresh_layer_shows():
    pygame.font.init()
    layer, drawn = StillLayer(SIZE), []
    red, green, blue, white = (200, 0, 0), (0, 200, 0), (0, 0, 200), (230, 230, 230)
    layer.layer("still", lambda surface: None, sections=_sections(red, green, drawn))
    assert drawn == ["tray", "side"]                                   # the whole picture: both at once
    drawn.clear()

    picture = layer.layer("still", lambda surface: None, sections=_sections(blue, white, drawn))
    assert drawn == ["tray"]                                           # the tray now, the side panel waits
    assert (_colour(picture, TRAY), _colour(picture, SIDE)) == (blue, green)
    picture = layer.layer("still", lambda surface: None, sections=_sections(blue, white, drawn))
    assert drawn == ["tray", "side"]                                   # the next frame draws it
    fresh = StillLayer(SIZE).layer("still", lambda surface: None, sections=_sections(blue, white, []))
    assert same_picture(picture, fresh)
    layer.layer("still", lambda surface: None, sections=_sections(blue, white, drawn))
    assert drawn == ["tray", "side"]                                   # and then nothing is drawn again

    drawn.clear()                                                      # a late section changing alone: at once
    picture = layer.layer("still", lambda surface: None, sections=_sections(blue, red, drawn))
    assert drawn == ["side"] and _colour(picture, SIDE) == red


@pytest.mark.parametrize("late, defer", [(False, True), (True, False)])
def test_a_section_not_late_or_a_layer_drawn_afresh_draws_every_change_at_once(late, defer):
    pygame.font.init()
    layer, drawn = StillLayer(SIZE), []
    layer.layer("still", lambda surface: None, sections=_sections((200, 0, 0), (0, 200, 0), drawn, late))
    drawn.clear()
    picture = layer.layer("still", lambda surface: None, sections=_sections((0, 0, 200), (9, 9, 9), drawn, late),
                          defer=defer)
    assert sorted(drawn) == ["side", "tray"] and _colour(picture, SIDE) == (9, 9, 9)


@pytest.mark.solved_tables("tenthousand")
def test_a_six_dice_throw_draws_its_tray_bar_and_side_panel_over_two_frames(harness):
    """In a 10000 demo drawn frame by frame, a throw or a landing draws its tray in one frame and the action bar
    and the side panel in the next (before, all three in one frame: the slowest kept-part frames). Three sections
    in one frame are left only where no tray is among them (a turn passing: the title bar, the bar, the panel)."""
    scene = harness.push("tenthousand", attract=True)
    still = scene.still
    three = throws = 0
    for _frame in range(700):
        before = (still.redraws, still.section_redraws)
        harness.tick()
        if harness.top is not scene:
            break
        if still.redraws == before[0]:
            drawn = still.section_redraws - before[1]
            three += drawn >= 3
            throws += drawn >= 1
    assert throws > 20 and three <= 1
