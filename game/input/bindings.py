"""Default bindings, as plain data (the same shape a settings file could hold).

Keys are pygame key names (`pygame.key.name`), pad buttons and axes use the SDL
game-controller names of the standard (Xbox-style) mapping.
"""

from __future__ import annotations

KEYBOARD_BINDINGS: dict[str, str] = {
    "up": "up", "w": "up",
    "down": "down", "s": "down",
    "left": "left", "a": "left",
    "right": "right", "d": "right",
    "return": "confirm", "enter": "confirm", "space": "confirm",
    "escape": "back", "backspace": "back",
    "p": "pause",
    "r": "roll",
    "l": "lock",
    "h": "hint",
    "tab": "next",
    "q": "prev", "e": "next",
}

PAD_BUTTON_BINDINGS: dict[str, str] = {
    "a": "confirm",
    "b": "back",
    "x": "roll",
    "y": "hint",
    "start": "pause",
    "back": "lock",
    "leftshoulder": "prev",
    "rightshoulder": "next",
    "dpup": "up",
    "dpdown": "down",
    "dpleft": "left",
    "dpright": "right",
}

# The left stick acts as a d-pad: past `STICK_PRESS` it presses, back under
# `STICK_RELEASE` it releases (hysteresis, so a resting stick never chatters).
STICK_PRESS = 0.55
STICK_RELEASE = 0.35

# Plain joysticks that SDL does not know as game controllers.
JOYSTICK_BUTTON_BINDINGS: dict[int, str] = {0: "confirm", 1: "back", 2: "roll", 3: "hint", 7: "pause", 9: "pause"}

MOUSE_BUTTON_BINDINGS: dict[int, str] = {1: "click", 3: "alt_click"}

# Menus repeat a held direction: first after this delay, then at this interval (seconds).
REPEAT_DELAY = 0.35
REPEAT_INTERVAL = 0.12
