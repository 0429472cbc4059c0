"""The harness's `tick(n)` plays n frames and draws only the last (`App.tick(draw=False)` before it), and its
input helpers (`press`, `click`, `tap`) draw none of their frames: the picture is drawn when a test reads it
(`screen`, `drawn_text()`, `screenshot()`) or points at it (a click lands on a drawn picture). The tests are
quicker, and they are as true only if the picture read is the one a player's game, drawing every frame, shows
at that moment. Drawing must change no state, and the crossfade from the screen just left must start from
the picture a player saw even where the frames before the change were not drawn."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.render import text


def _title(h, step: Callable[[int], None]) -> None:
    h.push("title")
    step(90)                       # the backdrop's planets and the title's cubes move every frame


def _tray_throw(h, step: Callable[[int], None]) -> None:
    h.push("tray")
    step(30)
    h.press("confirm")             # a throw: physics tumbles the planets, they settle, the faces are read
    step(240)


def _dicetime_turn(h, step: Callable[[int], None]) -> None:
    h.push("dicetime")
    step(70)
    h.press("roll")
    step(150)                      # thrown, settled, the score sheet's suggestions shown
    h.press("down")
    step(20)


def _screens_change_between_frames_not_drawn(h, step: Callable[[int], None]) -> None:
    """Two changes of screen with frames not drawn before each: each crossfade starts from the picture
    of the screen left, and the first one has ended (undrawn) before the second starts."""
    h.push("title")
    step(60)
    h.push("settings")             # fades out from the title as it was at frame 60
    step(40)                       # the fade (a quarter of a second) ends within these frames
    h.push("rules")
    step(6)                        # the settings fading out over the rules


def _menus_by_keys_and_mouse(h, step: Callable[[int], None]) -> None:
    """Presses and clicks with frames not drawn between them (the input helpers draw none of theirs)."""
    h.push("title")
    step(30)
    h.press("down")
    h.press("right", frames=3)     # over to the other column: Settings
    h.press("down")                # Rules
    h.press("confirm", frames=20)  # the rules book opens (the title fading out under it)
    step(5)
    h.click(h.top.tab_rect(2).center, frames=4)   # its third tab, by the mouse
    h.press("down", frames=2)


SCENARIOS = [_title, _tray_throw, _dicetime_turn, _screens_change_between_frames_not_drawn, _menus_by_keys_and_mouse]
MARKS = {_dicetime_turn: [pytest.mark.solved_tables("dicetime")]}   # its hints read the session's table


def _picture_and_text(h) -> tuple[bytes, set[str]]:
    """The picture, and the lines of text drawn once more (a set: the recording also sees the text drawn
    onto a layer a screen keeps, so a line may be seen twice where that layer is made in this draw)."""
    return pygame.image.tobytes(h.screen, "RGB"), set(h.drawn_text())


@pytest.mark.parametrize("scenario", [pytest.param(s, id=s.__name__.strip("_"), marks=MARKS.get(s, []))
                                      for s in SCENARIOS])
def test_the_last_frame_of_frames_not_drawn_is_the_picture_of_a_game_drawn_every_frame(make_harness, scenario):
    """No frame drawn at all, not even the one read: `harness.screen` draws it (no game time passes)."""
    every = make_harness(seed=77)
    every.each_drawn = True        # the harness's presses and clicks draw each of their frames too

    def each_drawn(frames: int) -> None:
        for _ in range(frames):
            every.app.tick()       # as the game runs: every frame drawn and shown

    scenario(every, each_drawn)
    every.app.tick()
    drawn_every_frame = _picture_and_text(every)
    every.close()

    skipped = make_harness(seed=77)

    def none_drawn(frames: int) -> None:
        for _ in range(frames):
            skipped.app.tick(draw=False)   # not even the frame before the next change of screen
    scenario(skipped, none_drawn)
    none_drawn(1)                          # not even the last frame: reading `screen` draws it
    picture, lines = _picture_and_text(skipped)
    assert lines == drawn_every_frame[1]
    assert picture == drawn_every_frame[0], "the picture differs from the one drawn every frame"


def test_input_draws_none_of_its_frames_and_a_read_draws_the_last_once(harness, tmp_path):
    harness.push("title")
    harness.tick()
    draws = []
    app_draw = harness.app.draw
    harness.app.draw = lambda alpha: draws.append(harness.app.frame) or app_draw(alpha)
    harness.press("down", frames=5)
    harness.press("right")
    assert draws == []                       # played, not drawn
    assert harness.screen is harness.app.screen
    assert draws == [harness.app.frame]      # the last frame played, drawn when read (no game time passed)
    assert harness.screen is harness.app.screen
    assert len(draws) == 1                   # read again: already drawn
    harness.press("left")
    harness.screenshot(tmp_path / "shot.png")
    assert draws[1:] == [harness.app.frame]  # a screenshot is a read
    del draws[1:]
    harness.click((20, 20), frames=3)        # pointing at a drawn picture: nothing to draw first
    assert len(draws) == 1
    harness.click((20, 20))                  # after three frames not drawn: the picture is drawn, then clicked
    assert draws[1:] == [harness.app.frame - 1]


def test_tick_draws_its_last_frame_and_every_frame_while_text_is_recorded(harness):
    harness.push("title")
    draws = []
    app_draw = harness.app.draw
    harness.app.draw = lambda alpha: draws.append(harness.app.frame) or app_draw(alpha)
    harness.tick(10)
    assert draws == [9]
    with text.recording() as lines:
        harness.tick(3)
    assert draws == [9, 10, 11, 12]
    assert sum(line.text == "Quit" for line in lines) >= 3   # each frame's text is recorded


def test_until_draws_the_frame_its_condition_is_met_on(make_harness):
    every = make_harness(seed=5)
    every.push("tray")
    every.press("confirm")
    while every.app.frame < 150:
        every.app.tick()
    drawn_every_frame = _picture_and_text(every)
    every.close()

    until = make_harness(seed=5)
    until.push("tray")
    until.press("confirm")
    assert until.until(lambda: until.app.frame >= 150, 400) == 149
    assert _picture_and_text(until) == drawn_every_frame
    with pytest.raises(AssertionError, match="not met within 3 frames"):
        until.until(lambda: False, 3)


def test_same_picture_sees_one_pixel_and_only_the_colours():
    """`harness.same_picture`, which the still-layer tests compare with: one pixel off is another picture;
    pixel memory that differs only where no colour is (the alpha byte), or another pixel format, is not."""
    from harness import same_picture

    plain = pygame.Surface((64, 32))
    plain.fill((10, 20, 30))
    other = plain.copy()
    assert same_picture(plain, other)
    other.set_at((63, 31), (10, 20, 31))
    assert not same_picture(plain, other)
    clear = pygame.Surface((64, 32), pygame.SRCALPHA)
    clear.fill((10, 20, 30, 255))
    assert same_picture(plain, clear)
    faint = clear.copy()
    faint.set_at((0, 0), (10, 20, 30, 7))
    assert same_picture(clear, faint)
    faint.set_at((1, 0), (11, 20, 30, 255))
    assert not same_picture(clear, faint)
    odd = pygame.Surface((3, 3))            # 36 bytes of pixels: compared byte by byte, not 8 at a time
    odd.fill((10, 20, 30))
    off = odd.copy()
    assert same_picture(odd, off)
    off.set_at((2, 2), (10, 21, 30))
    assert not same_picture(odd, off)
