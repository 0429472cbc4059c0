"""Savers that tests kill with SIGKILL at random moments (tests/storage/test_kill_during_save.py,
tests/campaign/test_progress.py), and the small process that starts them.

A saver, as the game does, loads, changes and saves, over and over, until it is killed. Savers are forked by
`serve()`, a process of its own with one thread, started once per test (`saver_starter()`): a saver forked
straight from a pytest worker once hung for a minute (session 7), because the worker runs other threads
(execnet's, the coach's) and a lock one of them held at the fork stays held in the child for ever.
(multiprocessing's fork server avoids that too, but prepares every child like a new interpreter: ~1 s a
child on this machine, against a few ms here.)

The protocol, one line each way: `START <kind> <data folder> <start> <rounds file>` answers the saver's pid
(the saver writes one byte to the rounds file after each round of saves); `WAIT` answers the last saver's
wait status once it has ended.
"""

from __future__ import annotations

import contextlib
import json  # noqa: F401  (the saves import it and filelock when they first run: imported here once, before
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import filelock  # noqa: F401  (any saver is forked, not again in every saver)

from game.campaign.progress import Progress, load_progress
from game.storage import highscores
from game.storage.highscores import Entry
from game.storage.settings import Settings, load_settings, save_settings

MODE = next(table for table in highscores.tables() if not highscores.lower_first(table))
ROOT = Path(__file__).resolve().parents[1]


def settings_version(i: int) -> Settings:
    return Settings(sound_volume=(i % 101) / 100, music_volume=((i * 7) % 101) / 100, reduced_motion=i % 2 == 0,
                    fullscreen=i % 3 == 0)


def save_three_forever(start: int, rounds: int) -> None:
    """Settings, a high-score table and campaign progress, versions start+1, start+2, ...

    It loads the settings first, as the game does at start-up: a save writes this copy's change against what it
    last loaded (game.storage.userfile.save_merged), so a saver that never loaded would merge its first version
    into the last one on disk (fields equal to the defaults kept from disk: a mix of two versions, by design; the
    long form's 200 kills found one every time)."""
    load_settings()
    i = start
    while True:
        i += 1
        save_settings(settings_version(i))
        highscores.record(MODE, [Entry("AAA", i, "2026-11-23")])
        progress, _ = load_progress()
        progress.add_result(f"w1-{i % 90}", score=i % 1000, stars=1, time_left=None, won=True)
        progress.save()
        os.write(rounds, b".")


def save_progress_forever(start: int, rounds: int) -> None:
    """As the game does after every level: one progress, a result added and saved, over and over."""
    progress = Progress()
    n = start
    while True:
        n += 1
        progress.add_result(f"w/level-{n % 40}", n, n % 4, float(n), won=True, unlock=f"w/level-{n % 40 + 1}")
        progress.save()
        os.write(rounds, b".")


SAVERS = {"three": save_three_forever, "progress": save_progress_forever}


def serve() -> None:
    pid = 0
    for line in sys.stdin:
        command, *args = line.split()
        if command == "START":
            kind, data_dir, start, rounds_path = args
            pid = os.fork()
            if pid == 0:   # the saver: never returns into the loop
                try:
                    os.environ["PLANET_DICE_DATA_DIR"] = data_dir
                    SAVERS[kind](int(start), os.open(rounds_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT))
                finally:
                    os._exit(1)
            print(pid, flush=True)
        elif command == "WAIT":
            print(os.waitpid(pid, 0)[1], flush=True)


class Starter:
    """The test's side: start a saver, wait for its rounds, kill it, check it ended by the kill."""

    def __init__(self, process: subprocess.Popen, scratch: Path) -> None:
        self.process = process
        self.scratch = scratch   # the rounds files: out of the data folder the test reads
        self.started = 0

    def ask(self, line: str) -> int:
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        return int(self.process.stdout.readline())

    def kill_after(self, kind: str, data_dir: Path, start: int, rounds: int, wait: float) -> None:
        """Start a saver (versions start+1, ...), let it finish `rounds` rounds of saves (however slow the machine is), run `wait`
        seconds more and SIGKILL it: mid-save or between saves, wherever it is."""
        self.started += 1
        rounds_file = self.scratch / f"rounds-{self.started}"
        pid = self.ask(f"START {kind} {data_dir} {start} {rounds_file}")
        deadline = time.monotonic() + 60.0
        while rounds and not (rounds_file.exists() and rounds_file.stat().st_size >= rounds):
            assert time.monotonic() < deadline, "the saver made no round of saves in a minute"
            time.sleep(0.001)
        time.sleep(wait)
        os.kill(pid, signal.SIGKILL)
        status = self.ask("WAIT")
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, "the saver stopped by itself"


@contextlib.contextmanager
def saver_starter() -> Iterator[Starter]:
    """`serve()` in a process of its own, for one test."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(Path(__file__).parent)]))
    process = subprocess.Popen([sys.executable, "-m", "kill_saver"], cwd=ROOT, env=env, text=True,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        with tempfile.TemporaryDirectory(prefix="kill-saver-") as scratch:
            yield Starter(process, Path(scratch))
    finally:
        process.stdin.close()
        assert process.wait(timeout=60) == 0


if __name__ == "__main__":
    serve()
