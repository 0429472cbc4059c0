"""A row of buttons side by side, driven by actions from any device.

Left/right (or prev/next) move the focus, confirm presses the focused button,
the mouse focuses by hovering and presses by clicking. The focused button has
the bright focus ring, so keyboard and pad players always see where they are.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.input.actions import Action
from game.render import key_icons, marks, menu_type
from game.render.skin import MENU, Skin
from game.words import _


@dataclass
class Button:
    """`label` is an English msgid (marked with `N_` where it is written), translated as it is drawn."""
    label: str
    on_press: Callable[[], None]
    enabled: bool = True
    danger: bool = False   # its action destroys (Delete): its words red, an icon before them (red means danger alone)
    icon: str | None = None   # the icon before its words (`key_icons.icon`; by default the one its words call for)


def _silent(name: str) -> None:
    pass


@dataclass(eq=False)
class ButtonRow:
    """`sound(name)` is called with "move" or "confirm" as the row reacts (scenes pass `app.audio.play`)."""

    buttons: list[Button]
    center: tuple[int, int]
    width: int = 220
    height: int = 56
    gap: int = 20
    font_size: int = menu_type.LABEL   # 28 px: the menus' label size (issue 28's 800x450 floor)
    focus: int = 0
    sound: Callable[[str], None] | None = None
    skin: Skin = MENU   # its keys' dress (a mode's screen passes its own: `game.render.skin`)

    def __post_init__(self) -> None:
        if self.sound is None:
            self.sound = _silent

    def rects(self) -> list[pygame.Rect]:
        count = len(self.buttons)
        total = count * self.width + (count - 1) * self.gap
        left = self.center[0] - total // 2
        top = self.center[1] - self.height // 2
        return [pygame.Rect(left + i * (self.width + self.gap), top, self.width, self.height) for i in range(count)]

    def button_at(self, pos: tuple[float, float]) -> int | None:
        return next((i for i, rect in enumerate(self.rects()) if rect.collidepoint(pos)), None)

    def move(self, step: int) -> None:
        for _step in range(len(self.buttons)):
            self.focus = (self.focus + step) % len(self.buttons)
            if self.buttons[self.focus].enabled:
                self.sound("move")
                return

    def press(self, index: int) -> None:
        button = self.buttons[index]
        if button.enabled:
            self.sound("confirm")
            button.on_press()

    def handle(self, action: Action) -> bool:
        """React to an action; True if the row used it."""
        if action.name in ("left", "prev"):
            self.move(-1)
        elif action.name in ("right", "next"):
            self.move(1)
        elif action.name == "confirm":
            self.press(self.focus)
        elif action.name in ("point", "click") and action.pos is not None:
            index = self.button_at(action.pos)
            if index is None:
                return False
            if self.buttons[index].enabled and index != self.focus:
                self.focus = index
                self.sound("move")
            if action.name == "click":
                self.press(index)
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface, show_focus: bool = True, clock: float = 0.0,
             reduced_motion: bool = False, glint: bool = False) -> None:
        """`glint`: a slow glint over the focused button now and then (menus only, never a play scene's frame)."""
        for i, (button, rect) in enumerate(zip(self.buttons, self.rects(), strict=False)):
            focused = show_focus and i == self.focus and button.enabled
            marks.button(surface, rect, _(button.label), self.font_size, enabled=button.enabled, focused=focused,
                         clock=clock, reduced_motion=reduced_motion, glint=glint, skin=self.skin, danger=button.danger,
                         icon=button.icon or key_icons.icon_of(button.label, button.danger))
