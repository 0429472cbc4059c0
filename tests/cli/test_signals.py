"""Signals end a run at any moment, quickly, with one line and the right status (issue 23): Ctrl+C
(SIGINT) 130, SIGTERM 143, SIGHUP 129; a --report says the run was stopped.

The moments are found, not guessed: the child runs with `-X importtime`, which writes a line as each
module finishes importing, so a signal can be sent right after a chosen import (during the first
imports), and the report's frames say when the game runs. Each run is a child process."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STATUS = {signal.SIGINT: 130, signal.SIGTERM: 143, signal.SIGHUP: 129}


def start(tmp_path, *args, importtime=False):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PLANET_DICE_DATA_DIR=str(tmp_path / "data"), PLANET_DICE_CACHE_DIR=str(tmp_path / "cache"))
    command = [sys.executable, *(["-X", "importtime"] if importtime else []), "-m", "game", *args]
    # A shell's background job ignores SIGINT, and a run under nohup ignores SIGHUP (and Python keeps both):
    # the child gets the defaults back, as a game started from a terminal has them.
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_default_signals)


def _default_signals() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGHUP, signal.SIG_DFL)


def wait_until_the_main_thread_sleeps(pid: int, samples: int = 10, limit: float = 120.0) -> None:
    """Until the process's main thread is seen asleep (state S in /proc) `samples` times in a row, 20 ms
    apart: waiting on a lock, not drawing frames (a thread that runs, or takes turns at the interpreter
    lock with another, is seen running within a few samples). Nothing to wait for without /proc."""
    status = Path(f"/proc/{pid}/task/{pid}/stat")
    if not status.parent.exists():
        return
    deadline = time.monotonic() + limit
    asleep = 0
    while asleep < samples:
        assert time.monotonic() < deadline, "the main thread never waited"
        asleep = asleep + 1 if status.read_text().rsplit(")", 1)[1].split()[0] == "S" else 0
        time.sleep(0.02)


def own_lines(err: str) -> list[str]:
    return [line for line in err.splitlines() if not line.startswith("import time:")]


@pytest.mark.parametrize("after", ["game.cli.stopping", "pygame.base", "game.scenes.registry", "game.app"])
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_during_the_first_imports_ends_with_one_line(tmp_path, signum, after):
    child = start(tmp_path, "--headless", "--frames", "100000000", importtime=True)
    try:
        for line in child.stderr:
            if line.rstrip().endswith(f"| {after}") or line.rstrip().endswith(f"|   {after}"):
                break
            if line.startswith("import time:") and line.split("|")[-1].strip() == after:
                break
        else:
            pytest.fail(f"{after} was never imported")
        child.send_signal(signum)
        rest = child.stderr.read()
        child.wait(timeout=30)
    finally:
        child.kill()
        child.wait()
    lines = own_lines(rest)
    assert child.returncode == STATUS[signum], rest[-2000:]
    assert len(lines) == 1 and "Traceback" not in rest, lines


@pytest.mark.parametrize("signum, name", [(signal.SIGTERM, "SIGTERM"), (signal.SIGHUP, "SIGHUP"),
                                          (signal.SIGINT, "SIGINT")])
def test_a_signal_while_an_ai_table_is_built_ends_the_run_within_a_second(tmp_path, signum, name):
    """The Puzzle's demo waits for its exact table, built in the background from an empty cache (minutes
    of work): a signal still ends the run at once and the report says it was stopped."""
    report = tmp_path / "run.json"
    child = start(tmp_path, "--headless", "--scene", "puzzle", "--attract", "--frames", "100000000",
                  "--report", str(report), importtime=True)
    try:
        # Into the run: the scene started its tables' background build as it entered, and the pads'
        # module is imported at the first frame (App.tick starts the devices there), so its import line
        # says the build is under way (tens of seconds of work from an empty cache) ...
        for line in child.stderr:
            if line.startswith("import time:") and line.split("|")[-1].strip() == "pygame._sdl2.controller":
                break
        else:
            pytest.fail("the game never reached its first frame")
        # ... and the demo's first computer move waits for it: the main thread sleeps on the build.
        wait_until_the_main_thread_sleeps(child.pid)
        sent = time.monotonic()
        child.send_signal(signum)
        _, err = child.communicate(timeout=30)
        took = time.monotonic() - sent
    finally:
        child.kill()
        child.wait()
    assert child.returncode == STATUS[signum], err[-2000:]
    assert own_lines(err) == [line for line in own_lines(err) if "python -m game:" in line] and len(own_lines(err)) == 1
    assert json.loads(report.read_text())["stopped"] == name
    assert took < 3.0, f"{took:.2f} s"   # 1 s on a quiet machine (GRACE 0.4 s); slack for a loaded one


def test_a_report_of_a_run_that_ended_by_itself_says_not_stopped(tmp_path):
    report = tmp_path / "run.json"
    run = subprocess.run([sys.executable, "-m", "game", "--headless", "--frames", "3", "--report", str(report)],
                         cwd=ROOT, env=dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"),
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert json.loads(report.read_text())["stopped"] is None


def test_nohup_keeps_sighup_ignored(tmp_path):
    """A game started under nohup (SIGHUP ignored) goes on when the terminal closes: a SIGHUP while it runs
    does not end it, the SIGTERM sent right after it does (a SIGHUP it heeded would end it first: the
    lower-numbered signal is taken first, with status 129 and "SIGHUP" in the report)."""
    report = tmp_path / "run.json"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    child = subprocess.Popen([sys.executable, "-X", "importtime", "-m", "game", "--headless", "--frames", "100000000",
                              "--report", str(report)],
                             cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN))
    try:
        for line in child.stderr:   # the pads' module is imported at the first frame: the game runs
            if line.startswith("import time:") and line.split("|")[-1].strip() == "pygame._sdl2.controller":
                break
        else:
            pytest.fail("the game never reached its first frame")
        child.send_signal(signal.SIGHUP)
        child.send_signal(signal.SIGTERM)
        _, err = child.communicate(timeout=60)
    finally:
        child.kill()
        child.wait()
    assert child.returncode == STATUS[signal.SIGTERM], own_lines(err)
    assert json.loads(report.read_text())["stopped"] == "SIGTERM"
