"""Going from one screen to another, the picture just left fades out over the new screen (a quarter of
a second); overlays such as the pause panel do not fade; with reduced motion nothing does."""

from __future__ import annotations

import numpy as np
import pygame


def _picture(harness) -> np.ndarray:
    return pygame.surfarray.array3d(harness.screen).astype(np.int32)


def _difference(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.abs(a - b).mean())


def _change_screens(harness) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The title's picture, the first picture after going to the settings, and one a second later."""
    harness.push("title")
    harness.tick(60)
    before = _picture(harness)
    harness.push("settings")
    harness.tick()
    first = _picture(harness)
    harness.tick(60)
    return before, first, _picture(harness)


def test_the_screen_left_fades_out_over_the_new_one(harness):
    before, first, settled = _change_screens(harness)
    assert _difference(before, settled) > 8   # the two screens do look different
    # The first frame is still mostly the title (its picture fading out), not a dark or finished new screen.
    assert _difference(first, before) < 0.3 * _difference(settled, before)
    assert _difference(first, settled) > 0.5 * _difference(settled, before)


def test_with_reduced_motion_the_new_screen_shows_at_once(harness):
    harness.app.settings.reduced_motion = True
    before, first, settled = _change_screens(harness)
    assert _difference(first, settled) < 0.2 * _difference(settled, before)


def test_the_pause_overlay_does_not_fade_the_game_away(harness):
    harness.push("title")
    harness.push("tray")
    harness.tick(30)
    harness.press("pause")
    harness.tick()
    paused = _picture(harness)
    harness.tick(30)
    assert _difference(paused, _picture(harness)) < 3   # the panel is there at once, over the same game
