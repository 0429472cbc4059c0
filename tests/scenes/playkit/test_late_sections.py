"""Late sections of the still layer (game/scenes/playkit/chrome.py): a section marked late (10000's action bar and
side panel, a score table's buttons) waits, in a frame that draws another section again (a throw's tray), for the
next frame, or as many frames as its lateness says; so a throw's tray, bar and side panel are drawn over three frames
instead of one, and never lost. 10000's tray itself may wait with a landing's glow, never with its planets."""

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


def test_a_section_late_while_its_handover_stays_waits_and_one_whose_handover_changed_is_drawn_at_once():
    """A lateness `(frames, handover)`: 10000's tray waits with a landing's glow while its planets stay off the layer
    (drawn moving), but is drawn in the very frame its planets go onto the layer or leave it, whatever else changes."""
    pygame.font.init()
    layer, drawn = StillLayer(SIZE), []
    red, green, blue, white = (200, 0, 0), (0, 200, 0), (0, 0, 200), (230, 230, 230)

    def sections(side, tray, handover):
        return ((side, _painter(SIDE, side, drawn, "side"), SIDE, 1),
                (tray, _painter(TRAY, tray, drawn, "tray"), TRAY, (2, handover)))

    layer.layer("still", lambda surface: None, sections=sections(red, red, "moving"))
    drawn.clear()
    picture = layer.layer("still", lambda surface: None, sections=sections(green, green, "moving"))
    assert drawn == ["side"] and _colour(picture, TRAY) == red              # the tray waits: its planets stay
    picture = layer.layer("still", lambda surface: None, sections=sections(green, green, "moving"))
    assert drawn == ["side", "tray"] and _colour(picture, TRAY) == green
    drawn.clear()
    picture = layer.layer("still", lambda surface: None, sections=sections(blue, white, "at rest"))
    assert drawn == ["tray"] and _colour(picture, TRAY) == white            # its planets went onto the layer: at once
    assert _colour(picture, SIDE) == green                                  # (and the other one waits)


@pytest.mark.solved_tables("tenthousand")
def test_a_trays_planets_go_onto_the_layer_and_leave_it_in_their_frame_though_its_glow_may_wait(harness):
    """10000's tray section may show a landing's glow and worth a frame or two late (the bar goes first), but the
    frame whose planets come to rest on the still layer, or leave it for a throw, shows the tray as a fresh drawing
    does: the planets are never drawn both moving and on the layer, nor neither."""
    scene = harness.push("tenthousand", attract=True)
    mine, fresh = StillLayer(harness.app.size, scene.still.backdrop.mood), StillLayer(harness.app.size, scene.still.backdrop.mood)
    tray = scene.panel.rect
    last, handovers, waited = scene.panel.still_picture, 0, 0
    for _frame in range(900):
        harness.tick()
        if harness.top is not scene or scene.game.is_over:
            break
        picture = scene.still_picture(mine)
        now = scene.panel.still_picture
        if (now is None) != (last is None):
            handovers += 1
            shown = scene.still_picture(fresh, afresh=True)
            assert same_picture(picture.subsurface(tray), shown.subsurface(tray)), f"frame {_frame}"
        else:
            waited += mine.waiting and not same_picture(picture.subsurface(tray),
                                                        scene.still_picture(fresh, afresh=True).subsurface(tray))
        last = now
    assert handovers >= 6 and waited >= 2, (handovers, waited)     # (some landings' glow waited)


@pytest.mark.solved_tables("tenthousand")
def test_a_six_dice_table_draws_one_section_a_frame_and_a_turn_passing_draws_no_whole_picture(harness):
    """In a 10000 demo drawn frame by frame, a throw draws its tray in one frame, the action bar in the next and the
    side panel in the one after, a landing the bar, then the tray's glow and worth, then the panel (all three in one
    frame made the slowest frames, then the bar and the panel together, ~0.4 ms each); a pick draws the bar, then the
    panel; a turn passing the tray, the bar, the panel and the title bar, one a frame. And a turn passing draws the
    sections again, not the whole picture (the tray's rim in the seat's colour is drawn with the tray, not in the base
    under the picture: a new base drew everything again). A throw after a keep draws them while its planets still lie
    (`TrayPanel.throw`'s wait), a turn's first throw while its planets wait in the hand: none is drawn over planets in
    the air in a throw's first frames (they were its slowest; not the game's first throw: no planets on the felt yet)."""
    scene = harness.push("tenthousand", attract=True)
    still = scene.still
    harness.tick()
    whole, turn = still.redraws, (scene.shown_seat, scene.game.round)
    three = two = throws = passes = waited = over_planets = 0
    since, thrown, waiting = 9, scene.panel.throws, False
    for _frame in range(1400):   # (its first HOT DICE, at ~1060, holds the throw 1.3 s)
        before, had_dice = still.section_redraws, scene.panel.has_dice
        harness.tick()
        if harness.top is not scene or scene.game.is_over or (passes >= 2 and throws > 20):
            break
        passes += (scene.shown_seat, scene.game.round) != turn
        turn = (scene.shown_seat, scene.game.round)
        drawn = still.section_redraws - before
        three += drawn >= 3
        two += drawn == 2
        throws += drawn >= 1
        waiting = waiting or (scene.panel.throws != thrown and had_dice)     # a throw (planets on the felt before)
        thrown, flying = scene.panel.throws, scene.panel.rolling and not scene.panel.tray.settled
        if waiting and flying:    # its planets' first frame in the air
            since, waiting, waited = 0, False, waited + 1
        over_planets += drawn if since < 3 else 0
        since += 1
    assert passes >= 2 and still.redraws == whole
    assert throws > 20 and two == three == 0
    assert waited >= 6 and over_planets == 0, (waited, over_planets)


@pytest.mark.solved_tables("tenthousand", "dicetime")
@pytest.mark.parametrize("mode", ["tenthousand", "dicetime"])
def test_a_rim_drawn_again_in_another_colour_gives_the_box_drawn_in_that_colour(harness, mode):
    """`TrayPanel.draw_rim` (what 10000's tray section draws over a box drawn once) covers exactly the rims of
    `draw_box`: the box in one colour with the rims drawn again in another is the box drawn in the other."""
    scene = harness.push(mode, attract=True)
    panel = scene.panel if mode == "tenthousand" else scene.table.main_panel
    seat_colour, other = (250, 120, 30), (30, 200, 250)
    direct, again = pygame.Surface(harness.app.size), pygame.Surface(harness.app.size)
    panel.draw_box(direct, seat_colour)
    panel.draw_box(again, other)
    panel.draw_rim(again, seat_colour)
    assert same_picture(direct, again)


def _patches(card: tuple[int, int, int], track: tuple[int, int, int], drawn: list[str]) -> tuple:
    return ((card, _painter(TRAY, card, drawn, "card"), TRAY), (track, _painter(SIDE, track, drawn, "track"), SIDE, True))


def test_a_late_patch_waits_one_frame_while_another_changes_and_never_two():
    """Bluff's bid track is a late patch: a bid changes the seats' cards and the track, drawn over two frames. A
    card that changes every frame (a cup lifting) holds the track back one frame, no more."""
    pygame.font.init()
    layer, drawn = StillLayer(SIZE), []
    red, green, blue = (200, 0, 0), (0, 200, 0), (0, 0, 200)
    layer.layer("still", lambda surface: None, patches=_patches(red, green, drawn))
    drawn.clear()
    picture = layer.layer("still", lambda surface: None, patches=_patches(blue, red, drawn))
    assert drawn == ["card"] and _colour(picture, SIDE) == green          # the track waits
    picture = layer.layer("still", lambda surface: None, patches=_patches(green, red, drawn))
    assert drawn == ["card", "card", "track"] and _colour(picture, SIDE) == red   # never two frames
    fresh = StillLayer(SIZE).layer("still", lambda surface: None, patches=_patches(green, red, []))
    assert same_picture(picture, fresh)
    drawn.clear()
    picture = layer.layer("still", lambda surface: None, patches=_patches(green, blue, drawn))
    assert drawn == ["track"] and _colour(picture, SIDE) == blue          # alone: at once


def test_a_late_section_waits_one_frame_and_never_two():
    pygame.font.init()
    layer, drawn = StillLayer(SIZE), []
    colours = [(200, 0, 0), (0, 200, 0), (0, 0, 200), (9, 9, 9)]
    layer.layer("still", lambda surface: None, sections=_sections(colours[0], colours[0], drawn))
    drawn.clear()
    layer.layer("still", lambda surface: None, sections=_sections(colours[1], colours[1], drawn))
    picture = layer.layer("still", lambda surface: None, sections=_sections(colours[2], colours[1], drawn))
    assert drawn == ["tray", "tray", "side"] and _colour(picture, SIDE) == colours[1]   # the tray again: side too


def _three(tray, bar, side, drawn: list[str], late: tuple[int, int] = (1, 2)) -> tuple:
    return ((tray, _painter(TRAY, tray, drawn, "tray"), TRAY),
            (bar, _painter(BAR, bar, drawn, "bar"), BAR, late[0]),
            (side, _painter(SIDE, side, drawn, "side"), SIDE, late[1]))


BAR = pygame.Rect(10, 140, 300, 30)


def test_sections_late_by_a_number_of_frames_are_drawn_one_after_another_and_never_later_than_that():
    """10000's throw: the tray now, the bar (late 1) the next frame, the side panel (late 2) the one after; changes
    of the bar and the panel alone: the bar, then the panel; and a section never waits more frames than its lateness,
    whatever else changes every frame."""
    pygame.font.init()
    layer, drawn = StillLayer(SIZE), []
    c = [(200, 0, 0), (0, 200, 0), (0, 0, 200), (9, 9, 9), (90, 90, 9), (9, 90, 90)]
    still = lambda surface: None   # noqa: E731
    layer.layer("still", still, sections=_three(c[0], c[0], c[0], drawn))
    drawn.clear()
    for frame in range(3):    # a landing: all three change at once
        picture = layer.layer("still", still, sections=_three(c[1], c[1], c[1], drawn))
        assert drawn == ["tray", "bar", "side"][:frame + 1], frame
        assert layer.waiting == (frame < 2)
    assert same_picture(picture, StillLayer(SIZE).layer("still", still, sections=_three(c[1], c[1], c[1], [])))
    drawn.clear()
    layer.layer("still", still, sections=_three(c[1], c[2], c[2], drawn))     # a pick: the bar and the panel
    layer.layer("still", still, sections=_three(c[1], c[2], c[2], drawn))
    assert drawn == ["bar", "side"]
    drawn.clear()
    for frame in range(4):    # the tray changing every frame holds the others back no longer than their lateness
        picture = layer.layer("still", still, sections=_three(c[frame % 2 + 3], c[0], c[0], drawn))
    assert drawn == ["tray", "tray", "bar", "tray", "side", "tray"]
    assert _colour(picture, BAR) == _colour(picture, SIDE) == c[0]


def test_a_patch_late_by_two_frames_waits_two_frames_and_never_three():
    pygame.font.init()
    layer, drawn = StillLayer(SIZE), []
    c = [(200, 0, 0), (0, 200, 0), (0, 0, 200), (9, 9, 9)]

    def patches(card, status, track):
        return ((card, _painter(TRAY, card, drawn, "card"), TRAY), (status, _painter(BAR, status, drawn, "status"), BAR, 1),
                (track, _painter(SIDE, track, drawn, "track"), SIDE, 2))

    layer.layer("still", lambda surface: None, patches=patches(c[0], c[0], c[0]))
    drawn.clear()
    for frame in range(3):
        picture = layer.layer("still", lambda surface: None, patches=patches(c[frame % 2 + 1], c[3], c[3]))
    assert drawn == ["card", "card", "status", "card", "track"]
    assert _colour(picture, SIDE) == _colour(picture, BAR) == c[3] and not layer.waiting


def test_patches_as_late_changing_together_are_drawn_one_a_frame():
    """Bluff's seats' cards are late as many frames as there are seats: when a new round lights them all, a frame
    draws one (the status line, not late, first), so no frame draws every card."""
    pygame.font.init()
    layer, drawn = StillLayer(SIZE), []
    areas = [pygame.Rect(10 + 60 * k, 10, 50, 50) for k in range(3)]

    def patches(cards, status):
        return ((status, _painter(BAR, status, drawn, "status"), BAR),
                *((card, _painter(area, card, drawn, f"card {k}"), area, 3)
                  for k, (card, area) in enumerate(zip(cards, areas, strict=True))))

    red, blue = (200, 0, 0), (0, 0, 200)
    layer.layer("still", lambda surface: None, patches=patches([red] * 3, red))
    drawn.clear()
    for frame in range(4):
        picture = layer.layer("still", lambda surface: None, patches=patches([blue] * 3, blue))
        assert drawn == ["status", "card 0", "card 1", "card 2"][:frame + 1]
    assert not layer.waiting and all(_colour(picture, area) == blue for area in areas)
