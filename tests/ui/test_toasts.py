"""The toasts: one at a time, oldest first, each for its seconds; in the bottom lane's right corner, never over a header
(look review 28b), the controls line beside it, or stepped aside while it shows when there is no room."""

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


def _lane_lines(harness, toast):
    """The lines drawn in the toast's rows of the bottom lane, the toast's own left out."""
    return [line for line in harness.drawn_lines() if line is not toast
            and toast.rect.top - 8 <= line.rect.centery <= toast.rect.bottom + 8]


@pytest.mark.solved_tables("dicetime", "tenthousand")
@pytest.mark.parametrize("scene", ["dicetime", "tenthousand"])
def test_a_toast_shows_in_the_bottom_corner_under_no_header_with_the_controls_beside_it(harness, scene):
    """Look review 28b: the "Gamepad connected" toast sat over the top bar. It shows in the bottom lane's right corner:
    under the play area, over no line drawn, and the controls line (two or three prompts) stays, left of it."""
    from game.render import key_caps
    from game.scenes.playkit.chrome import HELP_BAND, TOP
    from game.ui import toasts

    harness.push(scene)
    harness.tick(2)
    harness.app.notify("Gamepad connected", seconds=0.5, icon="pad")   # (as the app says a pad's coming)
    harness.tick()
    lines = harness.drawn_lines()
    toast = next(line for line in lines if "Gamepad connected" in line.text)
    width, height = harness.app.size
    assert toast.rect.centery > height - HELP_BAND - 6 > TOP, toast.rect                # in the lane, far from any header
    assert width - toast.rect.right < toasts.EDGE + 36, toast.rect                    # in its right corner
    assert not [line.text for line in lines if line is not toast and line.rect.colliderect(toast.rect.inflate(24, 8))]
    controls = [line for line in _lane_lines(harness, toast) if line.text in key_caps.words(harness.top.help_line())]
    assert [line.text for line in controls] == key_caps.words(harness.top.help_line()), [line.text for line in lines]
    assert max(line.rect.right for line in controls) < toast.rect.left - 44, toast.rect   # left of it (and its pad)
    pad = harness.screen.subsurface(pygame.Rect(toast.rect.left - 44, toast.rect.top, 40, toast.rect.height))
    accent = sum(pad.get_at((x, y))[:3] == theme.ACCENT for x in range(40) for y in range(toast.rect.height))
    assert accent > 150, accent


@pytest.mark.solved_tables("dicetime")
def test_the_help_line_steps_aside_while_a_toast_with_no_room_beside_it_shows_and_comes_back_after(harness):
    """A toast too wide to leave the controls line room beside it takes the bottom lane, which holds one thing at a
    time there: the toast, or else the controls line (review 7: a toast over the help line)."""
    from game.render import key_caps

    scene = harness.push("dicetime")
    harness.tick(2)
    words = key_caps.words(scene.help_line())
    def strip():
        return [line.text for line in harness.drawn_lines() if line.text in words and line.rect.top > 640]
    assert strip() == words, harness.drawn_text()
    harness.app.notify("Gamepad connected: a controller whose name is far too long for the bottom lane's corner, so "
                       "long that it wraps and fills the lane from one side to the other", seconds=0.5)
    harness.tick()
    toast = next(line for line in harness.drawn_lines() if "Gamepad connected" in line.text)
    lane = toast.rect.inflate(2000, 0)
    assert not [line.text for line in harness.drawn_lines() if line is not toast and line.text in words
                and lane.collidepoint(lane.centerx, line.rect.centery)]
    harness.tick(40)                                    # the toast's half second is over
    assert strip() == words


def test_a_toast_is_as_wide_as_its_words_in_the_right_corner_not_a_bar_over_the_help_line():
    """Look review 12: a short notice drawn across the whole bottom lane read as a bar covering the help line; look
    review 28b: a toast goes in a bottom corner."""
    import pygame

    from game.render import theme
    from game.ui import toasts

    screen = pygame.Surface((1280, 720))
    toasts.draw(screen, [toasts.Notice("Gamepad connected", 3.0)], (1280, 720))
    edge = [x for x in range(1280) if screen.get_at((x, 700))[:3] == theme.ACCENT]
    assert edge and 200 < max(edge) - min(edge) < 500 and 1280 - toasts.EDGE - 2 <= max(edge) < 1280 - toasts.EDGE + 2
