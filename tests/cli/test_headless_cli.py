"""The headless command line (a public contract, see README) and a smoke run of every scene."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.__main__ import main
from game.app import HEADLESS_FRAME, STEP
from game.scenes.base import Scene
from game.scenes.pause import PauseScene
from game.scenes.registry import scene_names

pytestmark = pytest.mark.solved_tables("dicetime", "puzzle", "tenthousand")  # the session's shared copies (tests/solved_tables.py)

ROOT = Path(__file__).resolve().parents[2]


def test_screenshot_of_the_last_frame_is_a_png_of_the_logical_size(tmp_path):
    shot = tmp_path / "shots" / "title.png"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "30", "--seed", "3",
                             "--scene", "title", "--screenshot", str(shot)],
                            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 64) for y in range(0, 720, 48)}
    assert len(colours) > 10     # a real picture, not a blank fill


def test_an_unknown_scene_exits_non_zero_listing_the_valid_names(capsys):
    assert main(["--headless", "--frames", "1", "--scene", "nowhere"]) != 0
    message = capsys.readouterr().err
    assert "nowhere" in message
    for name in scene_names():
        assert name in message


def test_frames_must_be_positive(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--headless", "--frames", "0"])
    assert stop.value.code != 0


def test_each_headless_frame_is_exactly_a_sixtieth_of_a_second_of_game_time(harness):
    class Clocked(Scene):
        steps = 0

        def update(self, dt):
            assert dt == STEP
            Clocked.steps += 1

    harness.push(Clocked)
    harness.tick(600)
    assert Clocked.steps == 1200
    assert harness.app.time == pytest.approx(600 * HEADLESS_FRAME)


def test_a_slow_frame_is_clamped_so_updates_never_spiral(harness):
    class Counted(Scene):
        steps = 0

        def update(self, dt):
            Counted.steps += 1

    harness.push(Counted)
    harness.app.tick(5.0)          # the machine stalled for five seconds
    assert Counted.steps == 30     # only 0.25 s is caught up


def test_headless_run_from_main_exits_zero_and_writes_the_screenshot(tmp_path):
    shot = tmp_path / "rules.png"
    assert main(["--headless", "--frames", "5", "--seed", "1", "--scene", "rules", "--screenshot", str(shot)]) == 0
    assert shot.exists()


@pytest.mark.parametrize("name", scene_names())
def test_every_scene_runs_headless_with_input_and_under_the_pause_overlay(harness, name):
    harness.push(name)
    harness.tick(20)
    for action in ("down", "right", "up", "left", "confirm"):
        harness.press(action, frames=3)
    harness.tick(10)
    fresh = harness.make(name)
    harness.app.scenes.clear_to(fresh)
    harness.tick(3)
    harness.press("pause", frames=3)
    paused = any(isinstance(scene, PauseScene) for scene in harness.stack)
    assert paused == ("pause" in fresh.pause_actions)
    harness.tick(3)
