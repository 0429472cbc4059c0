"""Named actions: what a player meant, and which device said it.

Raw pygame events never reach a scene. The device registry turns them into
`Action`s; every action carries the `DeviceId` it came from, so a game can bind
each local player to one device and ignore the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Every action name a scene may receive. Held actions also send a release
# (`Action.pressed == False`) to `Scene.handle_release`.
ACTION_NAMES: tuple[str, ...] = (
    "up", "down", "left", "right",   # navigation (keys, d-pad, left stick)
    "confirm", "back", "pause",      # A / B / Start; Enter / Esc
    "roll", "lock", "hint",          # game verbs
    "prev", "next",                  # shoulder buttons / Tab
    "point", "click", "alt_click",   # mouse: moved, primary, secondary (with pos)
    "device_added", "device_removed",
)


@dataclass(frozen=True, order=True)
class DeviceId:
    """One input device. `kind` is keyboard, mouse, pad, phone, ai or script; `index`
    is the SDL instance id for pads (unique while the pad stays plugged in), the
    phone's number for phones (game/phones: it keeps it across reconnects)."""

    kind: str
    index: int = 0

    def __str__(self) -> str:
        return f"{self.kind}#{self.index}" if self.kind in ("pad", "phone") else self.kind


KEYBOARD = DeviceId("keyboard")
MOUSE = DeviceId("mouse")


@dataclass(frozen=True)
class Action:
    name: str
    device: DeviceId
    pressed: bool = True
    pos: tuple[float, float] | None = None  # logical coordinates, mouse actions only
    #: the keyboard key's name (pygame.key.name) that sent it, keyboard actions only: a scene that gives two keys of
    #: one action two meanings reads it (the name entry: Backspace deletes, Esc goes back); not compared
    key: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.name not in ACTION_NAMES:
            raise ValueError(f"unknown action {self.name!r}")
