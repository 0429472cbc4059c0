"""Giving freed memory back to the system between games.

A long session allocates and frees many large buffers (physics, pictures of whole screens, text);
glibc's allocator keeps much of what was freed, so the process's resident memory creeps up game after
game although nothing leaks (benchmarks/soak.py: +44 MiB over 10 minutes of demos, back to +4 MiB
after a trim). `release_free_memory()` collects garbage and asks glibc to return free pages
(`malloc_trim`); elsewhere it only collects. It takes a few to a few tens of milliseconds, so the app
calls it only when play ends and one screen is left (see `App._scene_changed`), at most once a minute.
"""

from __future__ import annotations

import gc
import sys
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


def release_free_memory() -> bool:
    """Collect garbage and give free heap pages back to the system; True if the allocator was trimmed."""
    gc.collect()
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
