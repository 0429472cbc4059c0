"""A full disk and permissions (issue 23): a screenshot or a report that cannot be written in full never
replaces the old file and exits 1; files the game creates get the permissions the umask gives (not
rw------- from a scratch file), and a file it replaces keeps its own.

The full disk is real for the child: RLIMIT_FSIZE caps the size of any file it writes (with SIGXFSZ
ignored, a write past the cap fails with EFBIG, as a write to a full disk fails with ENOSPC)."""

import os
import resource
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def run_game(*args, file_cap=None, umask=None, data=None):
    def limits():
        if file_cap is not None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_cap, file_cap))
        if umask is not None:
            os.umask(umask)

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONDONTWRITEBYTECODE="1")
    if data is not None:
        env["PLANET_DICE_DATA_DIR"] = str(data)
    return subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "20", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, preexec_fn=limits)


@pytest.mark.parametrize("name", ["shot.png", "shot.jpg", "shot.bmp"])
def test_a_screenshot_that_does_not_fit_keeps_the_old_picture_and_exits_1(tmp_path, name):
    old = tmp_path / name
    old.write_bytes(b"the old picture")
    result = run_game("--scene", "title", "--screenshot", str(old), file_cap=4096)
    assert result.returncode == 1, result.stderr
    assert old.read_bytes() == b"the old picture"
    assert f"screenshot not saved at {str(old)!r}" in result.stderr and "Traceback" not in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]   # no scratch file left


def test_a_report_that_does_not_fit_keeps_the_old_report_and_exits_1(tmp_path):
    old = tmp_path / "run.json"
    old.write_text('{"old": true}')
    result = run_game("--scene", "title", "--report", str(old), file_cap=40)
    assert result.returncode == 1, result.stderr
    assert old.read_text() == '{"old": true}'
    assert f"report not written at {str(old)!r}" in result.stderr and "Traceback" not in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.json"]


@pytest.mark.parametrize("umask, mode", [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_files_the_game_creates_follow_the_umask(tmp_path, monkeypatch, umask, mode):
    """The run in this process (`main`) under the umask, set for it and put back after: a child of its own cost
    ~0.45 s CPU (its start-up and the settings' pydantic) for what the process's umask alone decides."""
    shot, report = tmp_path / "shot.png", tmp_path / "run.json"
    data = tmp_path / "data"   # and a user file, written back after a damaged one was kept aside
    data.mkdir()
    (data / "settings.json").write_text('{"sound_volume": 0.5, "colour": 1}')
    monkeypatch.setenv("PLANET_DICE_DATA_DIR", str(data))
    before = os.umask(umask)
    try:
        status = main(["--headless", "--frames", "20", "--scene", "title", "--screenshot", str(shot),
                       "--report", str(report)])
    finally:
        os.umask(before)
    assert status == 0
    assert stat.S_IMODE(shot.stat().st_mode) == mode and stat.S_IMODE(report.stat().st_mode) == mode
    assert stat.S_IMODE((data / "settings.json").stat().st_mode) == mode


def test_a_file_the_game_replaces_keeps_its_permissions(tmp_path):
    report = tmp_path / "run.json"
    report.write_text("{}")
    report.chmod(0o640)
    result = run_game("--scene", "title", "--report", str(report), umask=0o022)
    assert result.returncode == 0, result.stderr
    assert stat.S_IMODE(report.stat().st_mode) == 0o640 and report.read_text() != "{}"
