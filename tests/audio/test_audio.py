"""Sound: silent instead of failing without a device; menu sounds and music when there is one."""

from __future__ import annotations

import pygame
import pytest

from game.audio.mixer import MUSIC_GAIN, Audio
from game.match import quick_match
from game.scenes import navigation

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def no_sound_card(*args, **kwargs):
    raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")


def test_start_falls_back_to_silence_when_the_mixer_cannot_open(monkeypatch):
    monkeypatch.setattr(pygame.mixer, "init", no_sound_card)
    audio = Audio()
    assert audio.start() is False
    assert not audio.available
    assert "ALSA" in audio.notice and "silent" in audio.notice
    audio.load_procedural()
    audio.wait_loaded()
    audio.add("beep", [0.0, 0.5, -0.5])
    audio.play("move")
    audio.play_music("music")
    audio.music_volume = 0.3
    assert not audio.has("move") and not audio.music_playing
    audio.stop()


def test_the_game_runs_silent_without_a_sound_card(monkeypatch, harness):
    monkeypatch.setattr(pygame.mixer, "init", no_sound_card)
    title = harness.push("title")
    harness.tick(5)
    assert not harness.app.audio.available
    title.menu.focus = [item.label for item in title.menu.items].index("Settings")
    harness.press("confirm")                      # menus, which play sounds, still work
    assert type(harness.top).__name__ == "SettingsScene"
    harness.press("back")
    assert harness.top is title
    navigation.start_match(harness.app, quick_match("dicetime", computers=1))
    harness.tick()
    assert "Roll the planets!" in harness.drawn_text()
    harness.press("roll")                         # planets knock, settle and pop: all silent
    harness.run_for(4.0)
    assert harness.app.running and "Roll · 2 left" in harness.drawn_text()   # they settled: two rolls left


def test_menu_sounds_and_music_are_made_and_follow_the_volumes(harness):
    harness.push("title")
    harness.tick(2)                        # the device opens after the first frame
    audio = harness.app.audio
    if not audio.available:
        pytest.skip("this SDL build has no dummy audio driver")
    assert not audio.has("move")           # headless runs make no sounds unless asked
    audio.load_procedural(music=True)
    audio.wait_loaded()
    for name in ("move", "change", "confirm", "back", "music"):
        assert audio.has(name), name
    assert audio.music_playing
    assert audio.music_level == pytest.approx(harness.app.settings.music_volume * MUSIC_GAIN, abs=0.01)
    harness.app.settings.music_volume = 0.0
    harness.app.save_settings()
    assert audio.music_level == 0.0
    harness.app.settings.music_volume = 1.0
    harness.app.save_settings()
    assert audio.music_level == pytest.approx(MUSIC_GAIN, abs=0.01)


def test_a_windowed_run_with_no_audio_driver_set_starts_and_exits_cleanly(tmp_path):
    """SDL_AUDIODRIVER unset: on a machine without a sound card SDL's ALSA open fails; the game goes on silent."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {key: value for key, value in os.environ.items() if key != "SDL_AUDIODRIVER"}
    env.update(SDL_VIDEODRIVER="dummy", PLANET_DICE_DATA_DIR=str(tmp_path),
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    result = subprocess.run([sys.executable, "-m", "game", "--frames", "20"], env=env, cwd=tmp_path,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
