"""SDL virtual gamepads for tests: real device-added/removed events, real
instance ids, the standard (Xbox-style) controller mapping, no hardware.

pygame-ce does not wrap SDL's virtual joystick API, so this calls it through
ctypes on the very SDL library pygame loaded (see
../shared/notes/virtual-gamepad.md). Usage, through the `virtual_pads` fixture
of tests/conftest.py (which detaches whatever a test left plugged in)::

    def test_two_players(harness, virtual_pads):
        p1, p2 = virtual_pads("P1"), virtual_pads("P2")
        harness.tick()                  # the app sees both pads join
        p1.tap("a")                     # press + release, delivered on the next tick
        p2.move("lefty", 1.0)           # stick fully down
        harness.tick()
        p1.detach()                     # unplugged: the app sees device_removed

Each pad is `DeviceId("pad", pad.instance_id)` to the game (`pad.device`).
Buttons and axes are named as in SDL's game-controller mapping.
"""

from __future__ import annotations

import ctypes
import glob
import os
from functools import lru_cache

import pygame
from pygame._sdl2 import controller as sdl_controller

from game.input.actions import DeviceId

# SDL_GameControllerButton order == the virtual pad's button numbers.
BUTTONS: dict[str, int] = {
    "a": 0, "b": 1, "x": 2, "y": 3, "back": 4, "guide": 5, "start": 6,
    "leftstick": 7, "rightstick": 8, "leftshoulder": 9, "rightshoulder": 10,
    "dpup": 11, "dpdown": 12, "dpleft": 13, "dpright": 14,
}
AXES: dict[str, int] = {"leftx": 0, "lefty": 1, "rightx": 2, "righty": 3, "lefttrigger": 4, "righttrigger": 5}

_JOYSTICK_TYPE_GAMECONTROLLER = 1
_VIRTUAL_JOYSTICK_DESC_VERSION = 1
_SDL_INIT_JOYSTICK = 0x00000200


class _VirtualJoystickDesc(ctypes.Structure):
    """SDL_VirtualJoystickDesc of SDL 2.24+ (SDL_JoystickAttachVirtualEx)."""

    _fields_ = [
        ("version", ctypes.c_uint16), ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16), ("nbuttons", ctypes.c_uint16), ("nhats", ctypes.c_uint16),
        ("vendor_id", ctypes.c_uint16), ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32), ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p),
        ("Update", ctypes.c_void_p), ("SetPlayerIndex", ctypes.c_void_p), ("Rumble", ctypes.c_void_p),
        ("RumbleTriggers", ctypes.c_void_p), ("SetLED", ctypes.c_void_p), ("SendEffect", ctypes.c_void_p),
    ]


@lru_cache(maxsize=1)
def sdl() -> ctypes.CDLL:
    """The SDL2 library pygame-ce loaded (its wheel bundles one), with typed functions."""
    base = os.path.dirname(pygame.__file__)
    candidates = sorted(glob.glob(os.path.join(base, "..", "pygame_ce.libs", "libSDL2-*")))
    candidates += sorted(glob.glob(os.path.join(base, "libSDL2*"))) + sorted(glob.glob(os.path.join(base, "SDL2*.dll")))
    if not candidates:
        raise RuntimeError("cannot find the SDL2 library bundled with pygame-ce")
    lib = ctypes.CDLL(candidates[0])
    signatures = {
        "SDL_JoystickAttachVirtual": ([ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_int], ctypes.c_int),
        "SDL_JoystickAttachVirtualEx": ([ctypes.POINTER(_VirtualJoystickDesc)], ctypes.c_int),
        "SDL_JoystickDetachVirtual": ([ctypes.c_int], ctypes.c_int),
        "SDL_JoystickGetDeviceInstanceID": ([ctypes.c_int], ctypes.c_int32),
        "SDL_JoystickFromInstanceID": ([ctypes.c_int32], ctypes.c_void_p),
        "SDL_JoystickSetVirtualButton": ([ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8], ctypes.c_int),
        "SDL_JoystickSetVirtualAxis": ([ctypes.c_void_p, ctypes.c_int, ctypes.c_int16], ctypes.c_int),
        "SDL_NumJoysticks": ([], ctypes.c_int),
        "SDL_JoystickUpdate": ([], None),
        "SDL_JoystickGetPlayerIndex": ([ctypes.c_void_p], ctypes.c_int),
        "SDL_WasInit": ([ctypes.c_uint32], ctypes.c_uint32),
        "SDL_GetError": ([], ctypes.c_char_p),
    }
    for name, (argtypes, restype) in signatures.items():
        function = getattr(lib, name)
        function.argtypes = argtypes
        function.restype = restype
    return lib


def _joystick_ready() -> bool:
    return bool(sdl().SDL_WasInit(_SDL_INIT_JOYSTICK))


def _device_index(instance_id: int) -> int | None:
    """The current device index of a pad (indices shift when a pad leaves)."""
    lib = sdl()
    for index in range(lib.SDL_NumJoysticks()):
        if lib.SDL_JoystickGetDeviceInstanceID(index) == instance_id:
            return index
    return None


class VirtualPad:
    """One virtual game controller. Create with `attach(name)`."""

    def __init__(self, name: str, instance_id: int, joystick: object) -> None:
        self.name = name
        self.instance_id = instance_id
        self._joystick = joystick  # keeps the SDL joystick open: input only flows to open joysticks

    @property
    def device(self) -> DeviceId:
        """How the game's actions name this pad."""
        return DeviceId("pad", self.instance_id)

    @property
    def attached(self) -> bool:
        return _joystick_ready() and _device_index(self.instance_id) is not None

    def _pointer(self) -> int:
        pointer = sdl().SDL_JoystickFromInstanceID(self.instance_id) if _joystick_ready() else None
        if not pointer:
            raise RuntimeError(f"virtual pad {self.name} (instance {self.instance_id}) is not attached")
        return pointer

    def set_button(self, button: str | int, down: bool) -> None:
        number = BUTTONS[button] if isinstance(button, str) else button
        if sdl().SDL_JoystickSetVirtualButton(self._pointer(), number, 1 if down else 0) != 0:
            raise RuntimeError(f"SDL_JoystickSetVirtualButton: {sdl().SDL_GetError().decode()}")
        sdl().SDL_JoystickUpdate()

    def press(self, button: str | int) -> None:
        self.set_button(button, True)

    def release(self, button: str | int) -> None:
        self.set_button(button, False)

    def tap(self, button: str | int) -> None:
        """Press and release; both events wait in SDL's queue for the next poll.

        Every change is pushed through `SDL_JoystickUpdate` at once, so a press
        and release within one frame still make two events, in order."""
        self.press(button)
        self.release(button)

    def move(self, axis: str | int, value: float) -> None:
        """Set an axis, `value` from -1 (left/up) to 1 (right/down); 0 is rest."""
        number = AXES[axis] if isinstance(axis, str) else axis
        raw = int(round(max(-1.0, min(1.0, value)) * 32767))
        if sdl().SDL_JoystickSetVirtualAxis(self._pointer(), number, raw) != 0:
            raise RuntimeError(f"SDL_JoystickSetVirtualAxis: {sdl().SDL_GetError().decode()}")
        sdl().SDL_JoystickUpdate()

    @property
    def player_index(self) -> int:
        """The player number SDL lights on the pad (0-based; -1: none set), as the game set it."""
        return sdl().SDL_JoystickGetPlayerIndex(self._pointer())

    def detach(self) -> None:
        """Unplug the pad (a no-op if it is gone already, e.g. after `pygame.quit()`)."""
        if not _joystick_ready():
            return
        index = _device_index(self.instance_id)
        if index is not None:
            sdl().SDL_JoystickDetachVirtual(index)

    def __repr__(self) -> str:
        return f"VirtualPad({self.name!r}, instance_id={self.instance_id})"


def attach(name: str = "P1") -> VirtualPad:
    """Plug in a virtual game controller called `name` (15 buttons, 6 axes).

    Initialises pygame's joystick and controller subsystems if needed. The
    device-added events arrive on the next `pygame.event.get()`.
    """
    if not pygame.joystick.get_init():
        pygame.joystick.init()
    if not sdl_controller.get_init():
        sdl_controller.init()
    lib = sdl()
    encoded = name.encode("utf-8")
    desc = _VirtualJoystickDesc(version=_VIRTUAL_JOYSTICK_DESC_VERSION, type=_JOYSTICK_TYPE_GAMECONTROLLER,
                                naxes=len(AXES), nbuttons=len(BUTTONS), nhats=0, name=encoded)
    index = lib.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
    if index < 0:
        raise RuntimeError(f"SDL_JoystickAttachVirtualEx: {lib.SDL_GetError().decode()}")
    instance_id = lib.SDL_JoystickGetDeviceInstanceID(index)
    joystick = pygame.joystick.Joystick(index)
    return VirtualPad(name, instance_id, joystick)
