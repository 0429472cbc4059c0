"""Start-up stays quick (issue 15: the first frame within 1.5x a bare pygame window): what the title's
first frame does not need is not imported for it. Each case runs the real `python -m game --headless
--frames 1` in a fresh interpreter and looks at `sys.modules` when it has ended.

The settings still apply from the first frame: a valid settings file is read, without pydantic, before the
window opens; a damaged one still goes through the one user-file loader (pydantic), with its notice.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Runs the game as `python -m game` does, and prints the settings the app started with and the
# modules of NOT_AT_START that were imported by the end.
PROBE = """
import gc, runpy, sys
import game.app

started = {}
real_start = game.app.App.start

def start(self):
    real_start(self)
    started.update({name: getattr(self.settings, name)
                    for name in ("fullscreen", "sound_volume", "music_volume", "reduced_motion")})
    started["collecting at start"] = gc.isenabled()

game.app.App.start = start
sys.argv = ["game", "--headless", "--frames", "1"]
try:
    runpy.run_module("game", run_name="__main__", alter_sys=True)
except SystemExit as stop:
    status = stop.code
watched = %r
imported = [name for name in watched if name in sys.modules]
collecting_at_start = started.pop("collecting at start")
import json
print(json.dumps({"status": status, "settings": started, "gc": [collecting_at_start, gc.isenabled()],
                  "imported": imported}))
"""

# Modules the title's first frame does not need (pads start at the second frame, logging is imported
# when something is logged, a match is made when a game starts).
NOT_AT_START = ("pydantic", "pydantic_core", "pymunk", "ctypes", "numpy", "logging", "pygame._sdl2", "game.match",
                "game.phones", "aiohttp", "segno")   # phones: only once a player turns them on
# ... and with no settings file (a first start), no JSON is read.
NOT_WITHOUT_A_FILE = ("json",)


def run_game(data: Path, watched: tuple[str, ...] = NOT_AT_START) -> tuple[dict, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PLANET_DICE_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", PROBE % (watched,)], env=env, cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1]), result.stderr


def test_no_settings_file_starts_without_pydantic(tmp_path):
    report, _ = run_game(tmp_path, NOT_AT_START + NOT_WITHOUT_A_FILE)
    assert report["status"] == 0
    assert report["imported"] == []
    assert report["gc"] == [False, True]   # no collections until the first frame; collecting again after
    assert report["settings"] == {"fullscreen": False, "sound_volume": 0.8, "music_volume": 0.5,
                                  "reduced_motion": False}


@pytest.mark.parametrize("saved", [
    {"fullscreen": True, "music_volume": 0.25, "reduced_motion": True, "sound_volume": 0.0},
    {"sound_volume": 1, "reduced_motion": True},      # a whole number for a volume is valid too
    {},
])
def test_a_valid_settings_file_starts_without_pydantic_and_applies_at_once(tmp_path, saved):
    (tmp_path / "settings.json").write_text(json.dumps(saved, indent=2, sort_keys=True) + "\n")
    report, stderr = run_game(tmp_path)
    assert report["status"] == 0 and "Settings file" not in stderr
    assert report["imported"] == []
    defaults = {"fullscreen": False, "sound_volume": 0.8, "music_volume": 0.5, "reduced_motion": False}
    assert report["settings"] == defaults | {key: float(value) if "volume" in key else value
                                             for key, value in saved.items()}
    assert not (tmp_path / "settings.json.bad").exists()


def test_a_damaged_settings_file_still_gives_the_notice_and_keeps_the_good_part(tmp_path):
    (tmp_path / "settings.json").write_text('{"reduced_motion": true, "sound_volume": 7, "colour": "red"}')
    report, stderr = run_game(tmp_path)
    assert report["status"] == 0
    assert report["settings"]["reduced_motion"] is True and report["settings"]["sound_volume"] == 0.8
    assert "Settings file" in stderr and "sound_volume: expected a number from 0 to 1, got 7" in stderr
    assert "colour: unknown key" in stderr
    assert (tmp_path / "settings.json.bad").exists()
    assert json.loads((tmp_path / "settings.json").read_text())["reduced_motion"] is True


@pytest.mark.parametrize("given, expected", [(None, "1"), ("3", "3")])
def test_a_start_of_the_game_asks_numpy_for_one_thread_before_numpy_is_imported(given, expected):
    """`python -m game` sets OPENBLAS_NUM_THREADS (OMP_, MKL_ too) to 1 before anything imports numpy: the pool
    of threads OpenBLAS starts cost every such process ~40 ms of CPU (game/system/blas.py). A number the
    environment already gives stays."""
    from game.system.blas import THREAD_VARIABLES

    probe = ("import sys; sys.orig_argv = [sys.executable, '-m', 'game']; import os, game; "
             "print(*(os.environ.get(name) for name in %r), 'numpy' in sys.modules)" % (THREAD_VARIABLES,))
    env = {name: value for name, value in os.environ.items() if name not in THREAD_VARIABLES}
    env = env | ({"OPENBLAS_NUM_THREADS": given} if given else {}) | {"PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", probe], env=env, cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [expected, "1", "1", "False"]
