"""One lasting daemon thread that runs jobs in order, for work the frames hand off (the coach's pricing of a game,
a score table's computer thinking ahead): starting a thread per job cost a frame ~0.15 ms of its CPU."""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable


class Worker:
    """Jobs run one after another on a thread named `name`, started on the first job (and again if it ever ended).
    `nice` > 0 lowers that thread's priority below the game's frames (Linux: per thread; elsewhere nothing)."""

    def __init__(self, name: str, nice: int = 0) -> None:
        self.name = name
        self.nice = nice
        self._jobs: queue.SimpleQueue[Callable[[], None]] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._idle = threading.Condition()
        self._open = 0       # jobs submitted and not finished

    def submit(self, job: Callable[[], None]) -> None:
        with self._idle:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
                self._thread.start()
            self._open += 1
        self._jobs.put(job)

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until every job submitted so far is done; False if `timeout` s passed first."""
        with self._idle:
            return self._idle.wait_for(lambda: self._open == 0, timeout)

    def _run(self) -> None:
        if self.nice:
            try:
                os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), self.nice)   # Linux: this thread only
            except (AttributeError, OSError):
                pass
        while True:
            job = self._jobs.get()
            try:
                job()
            finally:
                with self._idle:
                    self._open -= 1
                    self._idle.notify_all()
