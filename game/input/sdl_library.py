"""The SDL2 library pygame-ce runs on, for the few calls pygame does not wrap (a pad's player light).

Loaded with ctypes on first use (never on the way to the first frame: pads start after it): the
library bundled in pygame-ce's wheel, else the system's SDL2 pygame was built against. The same
shared object pygame loaded, so its state (the open pads) is the game's.
"""

from __future__ import annotations

import glob
import os
from functools import lru_cache


@lru_cache(maxsize=1)
def sdl():
    """The SDL2 library with the functions the game calls typed, or None when it cannot be found."""
    import ctypes
    import ctypes.util

    import pygame

    base = os.path.dirname(pygame.__file__)
    candidates = sorted(glob.glob(os.path.join(base, "..", "pygame_ce.libs", "libSDL2-*")))
    candidates += sorted(glob.glob(os.path.join(base, "libSDL2*"))) + sorted(glob.glob(os.path.join(base, "SDL2*.dll")))
    system = ctypes.util.find_library("SDL2")
    if system:
        candidates.append(system)
    for candidate in candidates:
        try:
            library = ctypes.CDLL(candidate)
        except OSError:
            continue
        library.SDL_JoystickFromInstanceID.argtypes = [ctypes.c_int32]
        library.SDL_JoystickFromInstanceID.restype = ctypes.c_void_p
        library.SDL_JoystickSetPlayerIndex.argtypes = [ctypes.c_void_p, ctypes.c_int]
        library.SDL_JoystickSetPlayerIndex.restype = None
        return library
    return None
