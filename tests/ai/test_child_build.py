"""Long table builds run in a child process (game.ai.child_build): the answer comes back whole, a
failure there is an error here, and a build never outlives the game that started it."""

from __future__ import annotations

import math
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.ai.child_build import in_child

REPO = Path(__file__).resolve().parents[2]


def test_the_answer_comes_back_from_the_child():
    assert in_child(math.fsum, [0.1] * 10) == 1.0
    assert in_child(os.getpid) != os.getpid()   # computed elsewhere
    assert in_child(os.nice, 0) == min(19, os.nice(0) + 10)   # at low priority


def test_a_failure_in_the_child_is_an_error_here():
    with pytest.raises(RuntimeError, match="child process failed"):
        in_child(math.sqrt, -1.0)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's")
def test_a_build_ends_with_the_game_that_started_it():
    children: list[int] = []
    game = subprocess.Popen(
        [sys.executable, "-c", "import threading, time\n"
         "from game.ai.child_build import in_child\n"
         "threading.Thread(target=in_child, args=(time.sleep, 60), daemon=True).start()\n"
         "time.sleep(60)\n"], cwd=REPO, env=dict(os.environ, PYTHONPATH=str(REPO)))
    try:
        deadline = time.monotonic() + 20
        while not children and time.monotonic() < deadline:
            time.sleep(0.1)
            children = [int(pid) for task in Path(f"/proc/{game.pid}/task").iterdir()
                         for pid in (task / "children").read_text().split()]
        assert children, "the build's child process never started"
        game.send_signal(signal.SIGKILL)
        game.wait()
        deadline = time.monotonic() + 10
        while any(_alive(pid) for pid in children) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(pid) for pid in children), "the build outlived the game"
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
        for pid in children:   # a build left running (the test failed): ended here
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
