"""Planet Dice: dice games with planet dice that really tumble."""

import sys as _sys

__version__ = "0.1.0"


def _started_as_game() -> bool:
    """True for `python -m game` (this import is then the first of the game's code that runs)."""
    argv = getattr(_sys, "orig_argv", [])
    if "-mgame" in argv:
        return True
    return "-m" in argv and argv[argv.index("-m") + 1:][:1] == ["game"]


if _started_as_game():
    # Ctrl+C, SIGTERM and SIGHUP are held back from here on, before any other import of the game, and
    # handled on a thread of their own: even one during the first imports ends the run with one line
    # (game/cli/stopping.py). The signals are blocked first, with the signal module alone.
    import signal as _signal

    _held = [s for s in (_signal.SIGINT, _signal.SIGTERM, _signal.SIGHUP) if _signal.getsignal(s) is not _signal.SIG_IGN]
    _signal.pthread_sigmask(_signal.SIG_BLOCK, _held)
    from game.cli.stopping import install as _install
    from game.system.blas import one_thread as _one_thread

    _install()
    _one_thread()   # before numpy is imported: no pool of linear-algebra threads to start
