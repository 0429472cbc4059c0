"""Ending a run on a signal, at any moment and within a second: Ctrl+C (SIGINT, exit 130), SIGTERM (143)
and SIGHUP (129), each with one line on stderr and never a traceback.

`install()` runs as the first thing of `python -m game` (from `game/__init__.py`, before any other
import of the game) and of the `planet-dice` command. It blocks the three signals in the main thread
(every thread started later, the AI's table builders included, inherits that) and starts one thread
that waits for them (`signal.sigwait`). So a signal never lands in the middle of the game's own code (no
KeyboardInterrupt inside an import, a save or a wait for a lock), and it is seen even while the main
thread waits for an AI table that is being built in the background.

What a signal does:
- before the game runs (imports, flags, checks): the line and the exit status, at once;
- while it runs (`running(stop, forced)`): `stop(signum)` asks the loop to end after the frame in hand
  (the --report then says "stopped"); if the run has not ended `GRACE` seconds later (the main thread is
  blocked), `forced(signum)` writes the report from here and the process ends.
A signal the process was started ignoring (`nohup` ignores SIGHUP; a shell's background job SIGINT)
stays ignored.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable

SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
GRACE = 0.4              # s a running game has to end by itself before the process is ended for it
_WORDS = {signal.SIGINT: "interrupted (Ctrl+C)", signal.SIGTERM: "stopped (SIGTERM)", signal.SIGHUP: "stopped (SIGHUP)"}

_lock = threading.Lock()
_stop: Callable[[int], None] | None = None
_forced: Callable[[int], None] | None = None
_ended = threading.Event()
_installed = False


def status_of(signum: int) -> int:
    """The exit status a signal gives: 128 + its number (130, 143, 129)."""
    return 128 + int(signum)


def name_of(signum: int) -> str:
    return signal.Signals(signum).name


def line_of(signum: int) -> str:
    return f"python -m game: {_WORDS.get(signum, name_of(signum))}"


def install() -> bool:
    """Wait for the signals on a thread of their own from now on (main thread only; once). False when
    it cannot (not the main thread, or no sigwait on this system)."""
    global _installed
    if _installed or threading.current_thread() is not threading.main_thread() or not hasattr(signal, "sigwait"):
        return _installed
    wanted = [sig for sig in SIGNALS if signal.getsignal(sig) is not signal.SIG_IGN]
    os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")   # SDL would turn SIGINT/SIGTERM into a quit event
    signal.pthread_sigmask(signal.SIG_BLOCK, wanted)   # (game/__init__.py has blocked them already)
    if wanted:
        threading.Thread(target=_watch, args=(frozenset(wanted),), name="signals", daemon=True).start()
    _installed = True
    return True


def running(stop: Callable[[int], None], forced: Callable[[int], None]) -> None:
    """The game runs: a signal now calls `stop(signum)`, and `forced(signum)` if the run has not ended
    GRACE seconds later (then the process ends). Call `ended()` when the run is over."""
    global _stop, _forced
    with _lock:
        _stop, _forced = stop, forced
        _ended.clear()


def ended() -> None:
    """The run is over (its report written): a signal from now on ends the process at once."""
    global _stop, _forced
    with _lock:
        _stop = _forced = None
        _ended.set()


def _watch(wanted: frozenset[int]) -> None:
    signum = signal.sigwait(wanted)
    with _lock:
        stop, forced = _stop, _forced
    if stop is not None:
        try:
            stop(signum)
        except Exception:  # noqa: BLE001 - nothing may keep the process from ending
            stop = None
        if stop is not None and _ended.wait(GRACE):
            return   # the main thread ends the run: its report, its line, its exit status
        with _lock:
            forced = _forced
        if forced is not None:
            try:
                forced(signum)
            except Exception:  # noqa: BLE001
                pass
    _end(signum)


def _end(signum: int) -> None:
    try:
        sys.stdout.flush()
        sys.stderr.flush()
        # One write of the whole line: another thread's output (an import's timing, a library's
        # message written straight to fd 2) can never land between the words and their newline.
        os.write(sys.stderr.fileno(), (line_of(signum) + "\n").encode("utf-8", "replace"))
    except Exception:  # noqa: BLE001 - a closed stream must not keep the process alive
        pass
    os._exit(status_of(signum))
