"""The device registry: keyboard, mouse and hot-plugged gamepads -> actions.

Gamepads are opened through `pygame._sdl2.controller` with SDL's standard
mapping and kept in a dict by SDL instance id, filled on device-added and
emptied on device-removed, so pads join and leave at any time. SDL reports a
controller's press twice (CONTROLLERBUTTONDOWN and JOYBUTTONDOWN): joystick
events of a device opened as a controller are ignored, so a press counts once.
Joysticks that SDL does not know as controllers still work through a plain
button/hat mapping.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

import pygame

from game.input import bindings
from game.input.actions import KEYBOARD, MOUSE, Action, DeviceId
from game.system.lazy_log import get_logger
from game.words import _, pgettext

log = get_logger(__name__)  # imports logging when first used (start-up)

_BUTTON_NAMES = {
    pygame.CONTROLLER_BUTTON_A: "a", pygame.CONTROLLER_BUTTON_B: "b",
    pygame.CONTROLLER_BUTTON_X: "x", pygame.CONTROLLER_BUTTON_Y: "y",
    pygame.CONTROLLER_BUTTON_BACK: "back", pygame.CONTROLLER_BUTTON_GUIDE: "guide",
    pygame.CONTROLLER_BUTTON_START: "start",
    pygame.CONTROLLER_BUTTON_LEFTSTICK: "leftstick", pygame.CONTROLLER_BUTTON_RIGHTSTICK: "rightstick",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "leftshoulder", pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "rightshoulder",
    pygame.CONTROLLER_BUTTON_DPAD_UP: "dpup", pygame.CONTROLLER_BUTTON_DPAD_DOWN: "dpdown",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "dpleft", pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "dpright",
}
_STICK_AXES = {pygame.CONTROLLER_AXIS_LEFTX: ("left", "right"), pygame.CONTROLLER_AXIS_LEFTY: ("up", "down")}
_AXIS_SCALE = 32767.0


def _sdl_controller():
    """`pygame._sdl2.controller`, imported on first use: importing `pygame._sdl2` costs ~2 ms of the
    start-up, and the app starts the pads after its first frame (`App.tick`)."""
    from pygame._sdl2 import controller

    return controller


@dataclass
class Pad:
    """One connected gamepad: the open SDL handle and the state of its stick."""

    device: DeviceId
    name: str
    handle: object  # pygame._sdl2.controller.Controller or pygame.joystick.JoystickType
    is_controller: bool
    stick_held: dict[int, str | None] = field(default_factory=dict)
    number: int = 0  # "Pad 2": the smallest number free when it joined, lit on the pad (SDL player index)

    def rumble(self, low: float, high: float, duration_ms: int) -> bool:
        """Rumble if the pad can; a pad that cannot (or a virtual one) returns False."""
        try:
            return bool(self.handle.rumble(low, high, duration_ms))
        except (pygame.error, AttributeError):
            return False


class DeviceRegistry:
    """Turns pygame events into `Action`s and keeps the connected pads."""

    def __init__(self) -> None:
        self.pads: dict[int, Pad] = {}
        self._names: dict[DeviceId, str] = {}  # every pad seen this run, also after it left
        self._numbers: dict[DeviceId, int] = {}  # the number each pad had (also after it left)
        self._joystick_ready = False
        #: Devices that live elsewhere (phones, game/phones/host.py): `connected(device)`, `name_of(device)`.
        self.remote = None

    # ------------------------------------------------------------------ setup
    def start(self) -> None:
        """Initialise SDL's joystick and controller subsystems (idempotent).

        Pads already plugged in at start-up announce themselves with
        device-added events on the first event poll, like hot-plugged ones. SDL sends those when its
        controller subsystem starts; if something started it before (a test plugging in a virtual pad
        before the game runs), they went out then and pygame's display start flushed them
        (SDL_SetEventFilter drops pending events): they are posted again (a pad known twice joins once)."""
        if self._joystick_ready:
            return
        try:
            controller = _sdl_controller()
            announced_before = controller.get_init()
            pygame.joystick.init()
            controller.init()
            self._joystick_ready = True
        except pygame.error as exc:  # no joystick support: keyboard and mouse still work
            log.warning("gamepads unavailable: %s", exc)
            return
        if announced_before:
            for index in range(pygame.joystick.get_count()):
                kind = pygame.CONTROLLERDEVICEADDED if controller.is_controller(index) else pygame.JOYDEVICEADDED
                pygame.event.post(pygame.event.Event(kind, device_index=index))

    def stop(self) -> None:
        """Close the pads and quit SDL's game-controller subsystem (before `pygame.quit()`).

        `pygame.quit()` does not quit `pygame._sdl2.controller`, and when the app started with
        `pygame.display.init()` (not `pygame.init()`) it never calls `SDL_Quit()` either: the
        controller subsystem would stay up holding its references on the joystick and event
        subsystems. Three such start/quit cycles in one process and SDL restarts its event loop
        under it, which drops the controller's event watcher: pads plugged in later still send
        JOYDEVICEADDED but never CONTROLLERDEVICEADDED, so the game would see no pad at all."""
        self.pads.clear()
        self._joystick_ready = False
        controller = sys.modules.get("pygame._sdl2.controller")   # not imported: never started
        if controller is not None and controller.get_init():
            controller.quit()
        if pygame.joystick.get_init():
            pygame.joystick.quit()

    def connected(self, device: DeviceId) -> bool:
        if device.kind == "pad":
            return device.index in self.pads
        if device.kind == "phone":
            return self.remote is not None and self.remote.connected(device)
        return device.kind in ("keyboard", "mouse", "ai", "script")

    def name_of(self, device: DeviceId) -> str:
        """A pad's name as SDL gives it (also once it has left), a phone's player's, else the device kind."""
        if device.kind == "phone" and self.remote is not None:
            return self.remote.name_of(device) or str(device)
        return self._names.get(device, str(device))

    def label_of(self, device: DeviceId, short: bool = False) -> str:
        """What a person calls a device: "Pad 2 (Xbox Controller)" (short: "Pad 2"), "the keyboard",
        "the mouse". The number tells identical pads apart; the pad lights it too."""
        if device.kind == "pad":
            number = self._numbers.get(device)
            if number is None:
                return self.name_of(device)
            if short:
                return _("Pad {number}").format(number=number)
            return _("Pad {number} ({name})").format(number=number, name=self.name_of(device))
        if device.kind == "phone":
            name = self.remote.name_of(device) if self.remote is not None else None
            if short or not name:
                return _("Phone {number}").format(number=device.index)
            return _("Phone {number} ({name})").format(number=device.index, name=name)
        if device.kind == "keyboard":   # as in "Ana plays on with the keyboard"
            return pgettext("plays on with", "the keyboard")
        if device.kind == "mouse":
            return pgettext("plays on with", "the mouse")
        return device.kind

    def pad(self, device: DeviceId) -> Pad | None:
        return self.pads.get(device.index) if device.kind == "pad" else None

    def rumble(self, device: DeviceId, low: float = 0.4, high: float = 0.6, duration_ms: int = 150) -> bool:
        pad = self.pad(device)
        return pad.rumble(low, high, duration_ms) if pad else False

    # ------------------------------------------------------------ translation
    def translate(self, event: pygame.event.Event) -> list[Action]:
        """The actions one pygame event means (often none)."""
        kind = event.type
        if kind in (pygame.KEYDOWN, pygame.KEYUP):
            key = pygame.key.name(event.key)
            name = bindings.KEYBOARD_BINDINGS.get(key)
            if name is None or (kind == pygame.KEYDOWN and getattr(event, "repeat", False)):
                return []
            return [Action(name, KEYBOARD, pressed=kind == pygame.KEYDOWN, key=key)]
        if kind == pygame.MOUSEMOTION:
            return [Action("point", MOUSE, pos=tuple(event.pos))]
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            name = bindings.MOUSE_BUTTON_BINDINGS.get(event.button)
            if name is None:
                return []
            return [Action(name, MOUSE, pressed=kind == pygame.MOUSEBUTTONDOWN, pos=tuple(event.pos))]
        if kind == pygame.MOUSEWHEEL:
            return [Action("up" if event.y > 0 else "down", MOUSE)] if event.y else []
        if kind == pygame.CONTROLLERDEVICEADDED:
            return self._add_controller(event.device_index)
        if kind == pygame.JOYDEVICEADDED:
            return self._add_joystick(event.device_index)
        if kind in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            return self._remove(event.instance_id)
        if kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return self._controller_button(event)
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._controller_axis(event)
        if kind in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.JOYHATMOTION):
            return self._joystick_input(event)
        return []

    # ---------------------------------------------------------------- hot-plug
    def _add_controller(self, device_index: int) -> list[Action]:
        try:
            handle = _sdl_controller().Controller(device_index)
            instance_id = handle.as_joystick().get_instance_id()
        except pygame.error as exc:
            log.warning("could not open gamepad %d: %s", device_index, exc)
            return []
        return self._register(instance_id, handle, handle.name or "Gamepad", is_controller=True)

    def _add_joystick(self, device_index: int) -> list[Action]:
        try:
            if _sdl_controller().is_controller(device_index):
                return []  # handled by its CONTROLLERDEVICEADDED event
            handle = pygame.joystick.Joystick(device_index)
            instance_id = handle.get_instance_id()
        except pygame.error as exc:
            log.warning("could not open joystick %d: %s", device_index, exc)
            return []
        return self._register(instance_id, handle, handle.get_name() or "Joystick", is_controller=False)

    def _register(self, instance_id: int, handle: object, name: str, is_controller: bool) -> list[Action]:
        if instance_id in self.pads:
            return []
        device = DeviceId("pad", instance_id)
        taken = {pad.number for pad in self.pads.values()}
        number = next(n for n in range(1, len(taken) + 2) if n not in taken)
        self.pads[instance_id] = Pad(device, name, handle, is_controller, number=number)
        self._names[device] = name
        self._numbers[device] = number
        light_player_number(instance_id, number)
        log.info("gamepad joined: %s (%s) as pad %d", name, device, number)
        return [Action("device_added", device)]

    def _remove(self, instance_id: int) -> list[Action]:
        pad = self.pads.pop(instance_id, None)
        if pad is None:
            return []
        log.info("gamepad left: %s (%s)", pad.name, pad.device)
        # Release whatever the stick was holding, then say the pad is gone.
        releases = [Action(name, pad.device, pressed=False) for name in pad.stick_held.values() if name]
        return releases + [Action("device_removed", pad.device)]

    # ------------------------------------------------------------------ input
    def _controller_button(self, event: pygame.event.Event) -> list[Action]:
        pad = self.pads.get(event.instance_id)
        if pad is None:
            return []
        name = bindings.PAD_BUTTON_BINDINGS.get(_BUTTON_NAMES.get(event.button, ""))
        if name is None:
            return []
        return [Action(name, pad.device, pressed=event.type == pygame.CONTROLLERBUTTONDOWN)]

    def _controller_axis(self, event: pygame.event.Event) -> list[Action]:
        pad = self.pads.get(event.instance_id)
        directions = _STICK_AXES.get(event.axis)
        if pad is None or directions is None:
            return []
        return self._stick(pad, event.axis, event.value / _AXIS_SCALE, directions)

    def _stick(self, pad: Pad, axis: int, value: float, directions: tuple[str, str]) -> list[Action]:
        held = pad.stick_held.get(axis)
        wanted = held
        if abs(value) >= bindings.STICK_PRESS:
            wanted = directions[1] if value > 0 else directions[0]
        elif abs(value) <= bindings.STICK_RELEASE:
            wanted = None
        if wanted == held:
            return []
        pad.stick_held[axis] = wanted
        actions = []
        if held:
            actions.append(Action(held, pad.device, pressed=False))
        if wanted:
            actions.append(Action(wanted, pad.device, pressed=True))
        return actions

    def _joystick_input(self, event: pygame.event.Event) -> list[Action]:
        pad = self.pads.get(event.instance_id)
        if pad is None or pad.is_controller:
            return []  # controllers speak through CONTROLLER* events: count each press once
        if event.type == pygame.JOYHATMOTION:
            x, y = event.value
            actions = self._stick(pad, 100, float(x), ("left", "right"))
            return actions + self._stick(pad, 101, float(-y), ("up", "down"))
        name = bindings.JOYSTICK_BUTTON_BINDINGS.get(event.button)
        if name is None:
            return []
        return [Action(name, pad.device, pressed=event.type == pygame.JOYBUTTONDOWN)]


def light_player_number(instance_id: int, number: int) -> bool:
    """Show `number` on the pad itself where it can (SDL's player index: the ring of an Xbox 360 pad,
    the player lights of a Switch pad, the colour of a PlayStation pad's light bar). Best effort:
    False when SDL cannot be reached or the pad has no such light."""
    try:
        from game.input.sdl_library import sdl

        library = sdl()
        if library is None:
            return False
        joystick = library.SDL_JoystickFromInstanceID(instance_id)
        if not joystick:
            return False
        library.SDL_JoystickSetPlayerIndex(joystick, number - 1)
        return True
    except (OSError, AttributeError, ValueError) as exc:
        log.info("could not light pad %d's number: %s", number, exc)
        return False
