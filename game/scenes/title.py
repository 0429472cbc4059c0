"""The title screen: the game's name over drifting planets, and the main menu."""

from __future__ import annotations

import math

import pygame

from game.input.actions import Action
from game.render import text, theme
from game.render.backdrop import Backdrop
from game.scenes.base import Scene
from game.scenes.registry import SCENES, scene_class
from game.ui.menu import Menu, MenuItem

# (label, scene name) in menu order; a scene that is not registered yet shows as "coming soon".
MENU_ENTRIES: tuple[tuple[str, str], ...] = (
    ("Dicetime", "setup_dicetime"),
    ("Triple", "setup_triple"),
    ("Puzzle campaign", "campaign"),
    ("Bluff", "bluff"),
    ("10000", "tenthousand"),
    ("Zehntausend", "zehntausend"),
    ("Dice tray", "tray"),
    ("Settings", "settings"),
    ("Rules", "rules"),
)
TITLE_SHADOW = (0, 0, 0)


class TitleScene(Scene):
    pause_actions = ()  # Esc/B is "back" here: it moves the focus to Quit

    def __init__(self, app, **options) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(app.size)
        items = [self._entry(label, name) for label, name in MENU_ENTRIES]
        items.append(MenuItem("Quit", app.quit))
        self.menu = Menu(items, center=(app.size[0] // 2, 458), width=440, row_height=44, font_size=32,
                         sound=app.audio.play)

    def _entry(self, label: str, scene_name: str) -> MenuItem:
        if scene_name not in SCENES:
            return MenuItem(label, enabled=False, note="coming soon")
        return MenuItem(label, lambda: self.open(scene_name))

    def open(self, scene_name: str) -> None:
        self.app.scenes.push(scene_class(scene_name)(self.app))

    def handle(self, action: Action) -> None:
        if self.menu.handle(action):
            return
        if action.name == "back":
            quit_index = len(self.menu.items) - 1
            if self.menu.focus != quit_index:
                self.menu.focus = quit_index  # Esc/B on the title goes to Quit first
                self.app.audio.play("back")

    def update(self, dt: float) -> None:
        self.backdrop.update(dt, self.app.settings.reduced_motion)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        reduced = self.app.settings.reduced_motion
        middle = self.app.size[0] // 2
        self.backdrop.draw(surface, reduced)
        bob = 0 if reduced else 4 * math.sin(self.backdrop.time * 1.3)
        for dx, dy in ((4, 5), (2, 3)):
            text.draw(surface, "PLANET DICE", 104, TITLE_SHADOW, bold=True, center=(middle + dx, 92 + bob + dy))
        text.draw(surface, "PLANET DICE", 104, theme.FOCUS, bold=True, center=(middle, 92 + bob))
        text.draw(surface, "dice games with planets that really tumble", 30, theme.TEXT,
                  center=(middle, 164))
        self.menu.draw(surface)
        hint = "Arrows / WASD / d-pad move   Enter / A choose   Esc / B back   F11 fullscreen"
        text.draw(surface, hint, 22, theme.TEXT_DIM, midbottom=(middle, self.app.size[1] - 8))
