"""Screens of 10000 / Zehntausend at 1280x720 and 800x450: the options, a keep, a bust, hot dice and the
end. Each is saved as a PNG (both sizes) and checked like the screens tour: no text below the floor at
800x450, none leaving its box or the picture, no two lines of one screen overlapping."""

from __future__ import annotations

import pygame
import pytest
from layout_check import layout_problems

from game.input.actions import KEYBOARD
from game.match import MatchConfig, quick_match
from game.render import text
from game.scenes import navigation
from game.scenes.results import ResultsScene

SMALL = (800, 450)


def _check_and_save(harness, tmp_path, name):
    with text.recording() as lines:
        harness.tick()
    picture = harness.screen
    pygame.image.save(picture, str(tmp_path / f"{name}.png"))
    pygame.image.save(pygame.transform.smoothscale(picture, SMALL), str(tmp_path / f"{name}-800x450.png"))
    problems = layout_problems(lines, picture.get_rect())
    assert not problems, f"{name}:\n" + "\n".join(problems)
    assert (tmp_path / f"{name}-800x450.png").stat().st_size > 1000


def test_options_screen(harness, tmp_path):
    harness.push("title")
    navigation.open_mode(harness.app, "zehntausend")
    harness.tick(30)
    _check_and_save(harness, tmp_path, "options")


def test_keep_bust_hot_dice_and_end(harness, tmp_path):
    harness.push("title")
    config = quick_match("tenthousand", people_devices=(KEYBOARD,), computers=0)
    scene = harness.push("tenthousand", match=MatchConfig(config.mode, config.seats, options=(("target", 3000),)))
    wanted = {"keep", "bust", "hot dice", "end"}
    seen: set[str] = set()
    for _ in range(4000):
        banners = " ".join(b.label for b in scene.effects.banners).lower()
        for name in ("bust", "hot dice"):
            if name in banners and name not in seen:
                harness.tick(30)   # the banner settled, the popup gone
                _check_and_save(harness, tmp_path, name.replace(" ", "-"))
                seen.add(name)
        if isinstance(harness.top, ResultsScene):
            _check_and_save(harness, tmp_path, "end")
            seen.add("end")
            break
        if scene.awaiting or scene.pause_timer > 0 or scene.end_timer is not None:
            harness.run_for(0.25)
            continue
        if scene.turn.phase == "keep":
            harness.press("lock")
            if "keep" not in seen:
                _check_and_save(harness, tmp_path, "keep")
                seen.add("keep")
            harness.press("prev" if scene.bank_reason() is None and scene.turn.points >= 600 else "roll")
        else:
            harness.press("roll")
    missing = wanted - seen
    if missing - {"hot dice"}:
        pytest.fail(f"never reached: {sorted(missing)}")
