"""The toasts: one at a time, oldest first, each for its seconds; in a play screen's free band when one fits there
(its title bar's empty middle), else in the bottom lane of the screen."""

import pygame
import pytest

from game.render import theme


def test_toasts_show_one_at_a_time_oldest_first_and_leave_after_their_seconds(harness):
    harness.push("title")
    harness.app.notify("First news", seconds=0.5)
    harness.app.notify("Second news", seconds=0.5)
    harness.tick()
    shown = harness.drawn_text()
    assert any("First news" in line and "(+1 more)" in line for line in shown)
    assert not any("Second news" in line for line in shown)
    harness.tick(30)                                    # the first one's half second is over
    shown = harness.drawn_text()
    assert any("Second news" in line for line in shown) and not any("First news" in line for line in shown)
    harness.tick(31)
    assert not any("news" in line for line in harness.drawn_text()) and not harness.app.notices


@pytest.mark.solved_tables("dicetime", "tenthousand")
@pytest.mark.parametrize("scene", ["dicetime", "tenthousand"])
def test_a_short_toast_shows_in_the_title_bar_over_nothing_and_the_help_line_stays(harness, scene):
    """Look review 15: the toast lay on a Revenge's trays and hid the controls line. A toast of one line that fits the
    title bar's empty middle shows there: above the play area, over no line drawn, and the controls line stays."""
    from game.scenes.playkit.chrome import TOP

    harness.push(scene)
    harness.tick(2)
    harness.app.notify("Gamepad connected", seconds=0.5, icon="pad")   # (as the app says a pad's coming)
    harness.tick()
    lines = harness.drawn_lines()
    toast = next(line for line in lines if "Gamepad connected" in line.text)
    assert toast.rect.bottom <= TOP, toast.rect
    assert not [line.text for line in lines if line is not toast and line.rect.colliderect(toast.rect.inflate(24, 8))]
    assert [line for line in lines if "pause" in line.text], [line.text for line in lines]
    # look mid18: centred in the header it read as the screen's title; a device's notice stands at the band's right
    # end, by the status, with a gamepad before its words
    room = harness.top.toast_room()
    from game.ui import toasts  # (its right end: MARGIN clear of the status's band, look review 26)

    assert toast.rect.centerx > room.centerx + 60 and room.right - toast.rect.right < toasts.MARGIN + 36, (toast.rect, room)
    pad = harness.screen.subsurface(pygame.Rect(toast.rect.left - 44, toast.rect.top, 40, toast.rect.height))
    accent = sum(pad.get_at((x, y))[:3] == theme.ACCENT for x in range(40) for y in range(toast.rect.height))
    assert accent > 150, accent


@pytest.mark.solved_tables("dicetime")
def test_the_help_line_steps_aside_while_a_toast_shows_and_comes_back_after(harness):
    """A toast too long for the title bar takes the bottom lane, which holds one thing at a time: a toast, or else
    the controls line (review 7: a toast over the help line)."""
    harness.push("dicetime")
    harness.tick(2)
    help_line = [line for line in harness.drawn_lines() if "pause" in line.text]
    assert help_line, harness.drawn_text()
    harness.app.notify("Gamepad connected: a controller whose name is far too long for the title bar", seconds=0.5)
    harness.tick()
    lines = harness.drawn_lines()
    toast = [line for line in lines if "Gamepad connected" in line.text]
    lane = toast[0].rect.inflate(2000, 0)
    assert not [line.text for line in lines if line is not toast[0] and lane.collidepoint(lane.centerx, line.rect.centery)]
    harness.tick(40)                                    # the toast's half second is over
    assert [line for line in harness.drawn_lines() if "pause" in line.text]


def test_a_toast_is_as_wide_as_its_words_not_a_bar_over_the_help_line():
    """Look review 12: a short notice drawn across the whole bottom lane read as a bar covering the help line."""
    import pygame

    from game.render import theme
    from game.ui import toasts

    screen = pygame.Surface((1280, 720))
    toasts.draw(screen, [toasts.Notice("Gamepad connected", 3.0)], (1280, 720))
    edge = [x for x in range(1280) if screen.get_at((x, 700))[:3] == theme.ACCENT]
    assert edge and 200 < max(edge) - min(edge) < 500 and abs((max(edge) + min(edge)) / 2 - 640) <= 2


@pytest.mark.solved_tables("dicetime")
def test_a_toast_keeps_clear_of_the_title_bars_round_pill(harness):
    """Look review 26 (16): in a Revenge's title bar the "Gamepad connected: Xbox Wireless Controller" toast sat close by
    the "Round 1 of 13" pill (~4 px at 800x450, the review read). The toast's panel keeps 40 px (25 at 800x450) from the
    pill's band, and from every other word in the bar."""
    from game.match import quick_match
    from game.render import key_caps
    from game.scenes.playkit.chrome import TOP

    harness.push("dicetime", match=quick_match("dicetime", computers=3).rematch(revenge=True))
    harness.tick(2)
    harness.app.notify("Gamepad connected: Xbox Wireless Controller", seconds=2.0, icon="pad")
    harness.tick()
    lines = harness.drawn_lines()
    toast = next(line for line in lines if "Gamepad connected" in line.text)
    assert toast.rect.bottom <= TOP, toast.rect   # (in the bar)
    row = toast.rect.centery
    rim = [x for x in range(toast.rect.right, harness.app.size[0]) if harness.screen.get_at((x, row))[:3] == theme.ACCENT]
    panel_right = min(rim) if rim else toast.rect.right
    others = [line.rect for line in lines if line is not toast and line.rect.top < TOP and line.rect.left >= toast.rect.right]
    assert others, [line.text for line in lines]
    pill = min(rect.left for rect in others) - key_caps.BAND_PAD   # the status's band starts BAND_PAD before its words
    assert pill - panel_right >= 40, (panel_right, pill)
