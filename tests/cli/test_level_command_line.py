"""`--scene campaign` opens the map; `--scene puzzle --level ID` a level; a bad id says why and exits 2.

Each run that opens the game is a child process: running main() several times in the test process leaves SDL
no longer reporting the virtual pads later tests plug in. A level that does not exist is refused before the
app starts (no SDL, no window), so that run is main() here (a child cost ~0.5 s CPU of imports)."""

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def _run(args, tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PLANET_DICE_DATA_DIR=str(tmp_path / "data"), PLANET_DICE_CACHE_DIR=str(tmp_path / "cache"))
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_an_unknown_level_exits_2_and_names_it(capsys, monkeypatch):
    opened = []   # (an earlier test's app may have left the display open in this process: watch for a start)
    monkeypatch.setattr(pygame.display, "init", lambda: opened.append("display"))
    monkeypatch.setattr(pygame.display, "set_mode", lambda *args, **kwargs: opened.append("window"))
    assert main(["--headless", "--frames", "2", "--scene", "puzzle", "--level", "inner/no-such-level"]) == 2
    assert "inner/no-such-level" in capsys.readouterr().err
    assert not opened   # refused before the app started


def test_level_goes_with_the_puzzle_scene_only(tmp_path):
    run = _run(["--headless", "--frames", "2", "--scene", "dicetime", "--level", "inner/first-orbit"], tmp_path)
    assert run.returncode != 0


@pytest.mark.parametrize("args", [["--scene", "campaign"], ["--scene", "puzzle", "--level", "red-giant"]])
def test_the_map_and_a_level_open_from_the_command_line(tmp_path, args):
    shot = tmp_path / "shot.png"
    run = _run(["--headless", "--frames", "30", "--seed", "1", *args, "--screenshot", str(shot)], tmp_path)
    assert run.returncode == 0, run.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
