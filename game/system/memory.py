"""Giving freed memory back to the system between games.

A long session allocates and frees many large buffers (physics, pictures of whole screens, text);
glibc's allocator keeps much of what was freed, so the process's resident memory creeps up game after
game although nothing leaks (benchmarks/soak.py: +44 MiB over 10 minutes of demos, back to +4 MiB
after a trim). `release_free_memory()` collects garbage and asks glibc to return free pages
(`malloc_trim`); elsewhere it only collects. It takes a few to a few tens of milliseconds, so the app
calls it only when play ends and one screen is left (see `App._scene_changed`), at most once a minute.

The collector during play (`settle_before_play`, switched on while the game's own process runs: `python -m game`,
and the frame benchmark: `settling`). A full collection walks every object the collector tracks: ~32,000 in a 10000 game, ~43,000 in
Bluff, nearly all of them made before the play scene (modules, fonts, the menus; the first play scene imports
numpy, pymunk and more), and takes 10-20 ms of a frame about once per 3,000-10,000 frames. So, before a play
scene is built, what lives then is collected and frozen (`gc.freeze`): a full collection during play walks only
what was made since (~2,700-4,700 objects, ~1 ms). Nothing frozen is kept once it is garbage: the next freeze
and `release_free_memory` (play over) unfreeze first, so a collection then finds it (the scene itself is made
after the freeze and is never frozen). Not in tests and tools: they build play scenes by the hundred, and each
settle is a full collection (15-20 ms, while a play scene is built: Bluff's build alone is 25-65 ms).
"""

from __future__ import annotations

import contextlib
import gc
import sys
from collections.abc import Iterator
from functools import cache


@cache
def _malloc_trim():
    """glibc's malloc_trim, or None (not Linux, or not glibc: musl has none). Looked up on the first
    release, not at import: finding libc (ctypes.util runs ldconfig) is not for the start-up."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes
    import ctypes.util

    try:
        trim = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


SETTLE = {"on": False}   # settle_before_play's switch (`settling`)


@contextlib.contextmanager
def settling() -> Iterator[None]:
    """While the block runs (the game's own run), each play scene is preceded by `settle_before_play`; at its end
    nothing stays frozen."""
    SETTLE["on"] = True
    try:
        yield
    finally:
        SETTLE["on"] = False
        gc.unfreeze()


def settle_before_play() -> None:
    """(Switched on:) before a play scene is built, collect and freeze what lives now, after letting go of what
    the last freeze held; see the module's note."""
    if SETTLE["on"]:
        gc.unfreeze()
        gc.collect()
        gc.freeze()


def release_free_memory() -> bool:
    """Collect garbage (frozen objects too: `settle_before_play`) and give free heap pages back to the system;
    True if the allocator was trimmed."""
    gc.unfreeze()
    gc.collect()
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
