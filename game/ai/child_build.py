"""Long table builds in a child process, so the game's own process only waits for the answer.

A solved table that takes minutes (the two-player 10000 table, the larger Bluff rounds) is built by
``in_child(function, *args)``: a fresh interpreter (``python -c``, nothing of the game's state and no
``__main__`` of the caller is imported) runs ``function(*args)`` at low priority (nice 10, where the
system has it) with one thread of linear algebra, and hands its result back. The game's interpreter
is never held by the build, as a build in one of its threads would be. ``function`` must be a
module-level function of an importable module, its arguments and result picklable; the pickles only
travel between this process and the child it started, through a pipe and a private temporary folder.
The child ends with the game: on Linux it is sent SIGTERM when the process that started it ends (a
game closed mid-build leaves no build running; the next start builds again).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import pickle
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import Any

THREAD_VARIABLES = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")
PACKAGE_ROOT = Path(__file__).resolve().parents[2]   # the folder holding the game package


def in_child(function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)`` computed in a child process; a failure there raises RuntimeError here."""
    env = dict(os.environ, **{name: "1" for name in THREAD_VARIABLES})
    env["PYTHONPATH"] = os.pathsep.join([str(PACKAGE_ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])
    payload = pickle.dumps((function.__module__, function.__qualname__, args))
    with tempfile.TemporaryDirectory(prefix="planet-dice-build-") as folder:
        result = Path(folder) / "result.pickle"
        done = subprocess.run([sys.executable, "-c", "from game.ai.child_build import child_main; child_main()",
                               str(result)], input=payload, env=env, capture_output=True, check=False,
                              preexec_fn=_lower_priority if os.name == "posix" else None)
        if done.returncode != 0 or not result.is_file():
            tail = done.stderr.decode(errors="replace").strip().splitlines()[-5:]
            raise RuntimeError(f"building in a child process failed ({done.returncode}): " + " | ".join(tail))
        with result.open("rb") as handle:
            return pickle.load(handle)


PR_SET_PDEATHSIG = 1


def _lower_priority() -> None:
    """In the child before it runs: nice 10, and (Linux) SIGTERM when its parent ends."""
    os.nice(10)
    if sys.platform.startswith("linux"):
        try:
            libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
            libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
        except (OSError, AttributeError):
            pass  # no prctl here: the build finishes on its own after the game ends


def child_main() -> None:
    """The child's side: read (module, function, args) from stdin, write the result to argv[1]."""
    module, name, args = pickle.loads(sys.stdin.buffer.read())
    function = import_module(module)
    for part in name.split("."):
        function = getattr(function, part)
    value = function(*args)
    with open(sys.argv[1], "wb") as handle:
        pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL)
