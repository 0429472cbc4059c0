"""`--players` outside a mode's seat range is refused with the range (exit 2), never clamped, and
`--players` or `--attract` on a scene that takes no seats is refused (issue 23)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "2", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("args, words", [
    (["--scene", "triple", "--players", "1"], "--players 1: Triple takes 2–4 seats"),
    (["--scene", "dicetime", "--players", "5"], "--players 5: Dicetime takes 1–4 seats"),
    (["--scene", "puzzle", "--players", "3"], "--players 3: Puzzle takes 1 seat"),
    (["--scene", "bluff", "--attract", "--players", "7"], "--players 7: Bluff takes 2–6 seats"),
    (["--scene", "rules", "--players", "2"], "--players 2 goes with a play scene, and --scene rules takes none: "
                                            "dicetime (1–4 seats), triple (2–4 seats)"),
    (["--scene", "title", "--attract"], "--attract goes with a play scene, and --scene title takes none"),
])
def test_seat_flags_a_scene_cannot_take_are_refused_with_the_range(args, words):
    result = run(*args)
    assert result.returncode == 2 and words in result.stderr, result.stderr
    assert "Traceback" not in result.stderr


def test_seat_flags_within_the_range_play(tmp_path):
    result = run("--scene", "bluff", "--attract", "--players", "6")
    assert result.returncode == 0, result.stderr
