"""Bad command lines end at once with one clear line and a non-zero status, before any frame runs:
never a traceback, never a long run that fails at its end, never a picture silently in another format."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import app as app_module
from game.__main__ import main
from game.system.window import fit_to_desktop

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_frames(monkeypatch):
    """Any App that starts fails the test: the check must come before the first frame."""
    def refuse(self, *args, **kwargs):
        raise AssertionError("the game started before the command line was checked")

    monkeypatch.setattr(app_module.App, "start", refuse)
    monkeypatch.setattr(app_module.App, "run", refuse)


def refused(argv: list[str], capsys) -> str:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    message = capsys.readouterr().err
    assert "Traceback" not in message
    return message.strip().splitlines()[-1]


@pytest.mark.parametrize("size", ["0x0", "-800x450", "800x-450", "639x360", "640x359", "800", "800x", "wide",
                                  pytest.param("1" * 5000 + "x720", id="5000-digits"), "800x450x2"])
def test_a_window_size_that_cannot_work_is_refused_with_the_flag_named(size, capsys, no_frames):
    line = refused([f"--window={size}", "--frames", "1000000"], capsys)
    assert "--window" in line
    assert "640x360" in line or "800x450" in line   # what would work


def test_the_smallest_window_and_common_sizes_are_accepted(no_frames):
    from game.__main__ import parse_args

    assert parse_args(["--window", "640x360"]).window == (640, 360)
    assert parse_args(["--window", " 1920X1080 "]).window == (1920, 1080)


def test_a_window_larger_than_the_desktop_is_fitted_to_it_with_a_note():
    assert fit_to_desktop((99999, 99999), (1920, 1080)) == (
        (1920, 1080), "--window 99999x99999 is larger than the desktop (1920x1080): using 1920x1080")
    assert fit_to_desktop((2000, 500), (1920, 1080))[0] == (1920, 500)
    assert fit_to_desktop((800, 450), (1920, 1080)) == ((800, 450), None)
    assert fit_to_desktop((800, 450), None) == ((800, 450), None)


def test_a_huge_window_opens_at_the_desktop_size_in_a_real_window(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT),
               PLANET_DICE_DATA_DIR=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "game", "--window", "99999x99999", "--frames", "2"],
                            env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "larger than the desktop" in result.stderr and "Traceback" not in result.stderr


def _unwritable(tmp_path: Path) -> str:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    return str(blocker / "shot.png")


@pytest.mark.parametrize("case", ["empty", "blank", "folder", "root", "slash", "no_extension", "txt", "tga",
                                  "under_a_file", "read_only"])
def test_a_screenshot_path_that_cannot_work_is_refused_before_the_frames_run(case, tmp_path, capsys, no_frames):
    path = {"empty": "", "blank": "  ", "folder": str(tmp_path), "root": "/", "slash": str(tmp_path / "new") + "/",
            "no_extension": str(tmp_path / "shot"), "txt": str(tmp_path / "shot.txt"),
            "tga": str(tmp_path / "shot.tga"), "under_a_file": _unwritable(tmp_path),
            "read_only": "/sys/planet-dice-shot.png"}[case]
    line = refused(["--headless", "--frames", "1000000", "--screenshot", path], capsys)
    assert "--screenshot" in line
    assert not list(tmp_path.glob("shot*"))
    if case in ("empty", "blank", "folder", "root", "slash", "no_extension", "txt", "tga"):
        assert ".png, .jpg or .bmp" in line
    else:
        assert "cannot write" in line


@pytest.mark.parametrize("name, magic", [("shot.jpg", b"\xff\xd8\xff"), ("shot.JPEG", b"\xff\xd8\xff"),
                                         ("shot.bmp", b"BM"), ("deep/er/shot.png", b"\x89PNG")])
def test_the_extension_chooses_the_picture_format(name, magic, tmp_path):
    # In this process (`main`, as tests/cli/test_headless_cli.py's run from main): a child's start-up and imports
    # cost ~0.3 s CPU a format; a child writes the PNG in test_headless_cli.py's screenshot test.
    shot = tmp_path / name
    assert main(["--headless", "--frames", "2", "--scene", "rules", "--screenshot", str(shot)]) == 0
    assert shot.read_bytes().startswith(magic)
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
    assert [p.name for p in shot.parent.iterdir()] == [shot.name]   # no scratch file left behind


def _no_display_env(tmp_path: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(PYTHONPATH=str(ROOT), PLANET_DICE_DATA_DIR=str(tmp_path), SDL_AUDIODRIVER="dummy")
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY / WAYLAND_DISPLAY are how Linux finds one")
def test_without_a_display_the_game_says_so_and_exits_instead_of_running_unseen(tmp_path):
    result = subprocess.run([sys.executable, "-m", "game", "--frames", "100000"], env=_no_display_env(tmp_path),
                            cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert "no display found: run with --headless, or set DISPLAY" in result.stderr
    assert "Traceback" not in result.stderr


def test_without_a_display_headless_still_runs(tmp_path):
    shot = tmp_path / "title.png"
    result = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "3", "--screenshot", str(shot)],
                            env=_no_display_env(tmp_path), cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-2000:]
    assert shot.exists()


def test_a_screenshot_that_fails_at_the_end_exits_non_zero_with_the_reason(tmp_path):
    # The folder is checked, then taken away while the frames run: the save fails cleanly.
    script = ("import sys, shutil, pathlib\n"
              "from game.app import App\n"
              "from game.scenes.registry import scene_class\n"
              "from game.cli.flags import check_screenshot\n"
              "shot = check_screenshot(sys.argv[1])\n"
              "app = App(headless=True, seed=1)\n"
              "app.start()\n"
              "app.scenes.push(scene_class('rules')(app))\n"
              "shutil.rmtree(shot.parent)\n"
              "shot.parent.write_text('now a file')\n"
              "sys.exit(app.run(frames=2, screenshot=shot))\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", script, str(tmp_path / "gone" / "shot.png")], env=env,
                            cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert "screenshot not saved" in result.stderr and "Traceback" not in result.stderr


def test_ctrl_c_ends_the_game_quietly(tmp_path):
    import signal

    env = dict(os.environ, PYTHONPATH=str(ROOT), PLANET_DICE_DATA_DIR=str(tmp_path))
    # A shell that starts jobs in the background makes them ignore SIGINT (and Python keeps that): the
    # child gets the default back, as a game started from a terminal has it. `-X importtime` writes a line
    # as each module is imported: the pads' module is imported at the first frame (App.tick starts the
    # devices there), so its line says the game is into its frames.
    child = subprocess.Popen([sys.executable, "-X", "importtime", "-m", "game", "--headless", "--frames", "100000000",
                              "--scene", "rules"], env=env, cwd=tmp_path, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        for line in child.stderr:
            if line.startswith("import time:") and line.split("|")[-1].strip() == "pygame._sdl2.controller":
                break
        else:
            pytest.fail("the game never reached its first frame")
        child.send_signal(signal.SIGINT)
        err = "".join(line for line in child.stderr if not line.startswith("import time:"))
        child.wait(timeout=60)
    finally:
        child.kill()
        child.wait()
    assert child.returncode == 130
    assert "Traceback" not in err and "interrupted" in err
