"""The real window: the 1280x720 picture scales to any window size (not only whole multiples)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.system.window import MIN_WINDOW, SCALING_HINTS, fitted_window_size

LOGICAL = (1280, 720)
ROOT = Path(__file__).resolve().parents[2]

# Run in a fresh process (a windowed app leaves SDL state behind that upsets later virtual-pad tests):
# a windowed App under the dummy driver, then the scale of its SCALED window's SDL renderer.
WINDOWED_SCALE = """
import ctypes, json, sys, warnings
warnings.simplefilter("ignore")
import pygame
from game.app import App
from tests.virtual_pad import sdl
size = tuple(json.loads(sys.argv[1]))
app = App(headless=False, seed=1, window_size=size, make_sounds=False)
app.start()
app.tick(1 / 60)
window = pygame.Window.from_display_module()
lib = sdl()
lib.SDL_GetWindowFromID.argtypes, lib.SDL_GetWindowFromID.restype = [ctypes.c_uint32], ctypes.c_void_p
lib.SDL_GetRenderer.argtypes, lib.SDL_GetRenderer.restype = [ctypes.c_void_p], ctypes.c_void_p
lib.SDL_RenderGetScale.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_float), ctypes.POINTER(ctypes.c_float)]
lib.SDL_RenderGetIntegerScale.argtypes = [ctypes.c_void_p]
renderer = lib.SDL_GetRenderer(lib.SDL_GetWindowFromID(window.id))
sx, sy = ctypes.c_float(), ctypes.c_float()
lib.SDL_RenderGetScale(renderer, ctypes.byref(sx), ctypes.byref(sy))
print(json.dumps({"size": list(window.size), "minimum": list(window.minimum_size), "renderer": bool(renderer),
                  "scale": [sx.value, sy.value], "integer": bool(lib.SDL_RenderGetIntegerScale(renderer))}))
app.shutdown()
"""


@pytest.mark.parametrize("size", [(800, 450), (1000, 700)])
def test_a_window_smaller_than_the_picture_shows_all_of_it_scaled_down(tmp_path, size):
    """pygame-ce's SCALED mode would crop the middle of the picture at 1x (integer scaling)."""
    env = {key: value for key, value in os.environ.items() if key not in SCALING_HINTS}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PLANET_DICE_DATA_DIR=str(tmp_path),
               PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", WINDOWED_SCALE, json.dumps(size)], env=env, cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["renderer"], "a SCALED window has an SDL renderer"
    assert tuple(seen["size"]) == size and tuple(seen["minimum"]) == MIN_WINDOW
    assert not seen["integer"]
    expected = min(size[0] / LOGICAL[0], size[1] / LOGICAL[1])
    assert seen["scale"] == pytest.approx([expected, expected], abs=1e-3)


@pytest.mark.parametrize("desktop, window", [
    ((1280, 720), (1152, 648)),    # the picture at 1x would not fit with its title bar: shrunk
    ((1366, 768), (1228, 691)),
    ((1920, 1080), (1280, 720)),   # whole multiples where they fit: crisp
    ((3840, 2160), (2560, 1440)),
    ((640, 480), MIN_WINDOW),
])
def test_the_first_window_fits_on_the_desktop(desktop, window):
    assert fitted_window_size(LOGICAL, desktop) == window
    assert fitted_window_size(LOGICAL, None) is None
