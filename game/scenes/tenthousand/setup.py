"""Before a game of 10000 or Zehntausend: the preset's options, then the seats.

The options screen shows every option and its value (left/right or a click on an arrow changes it),
and under the rows what the focused option's value means; then "Choose the seats" opens the shared seat
setup (``SetupScene`` with ``options=``), whose Start plays the match with these options (kept in
``MatchConfig.options``).
"""

from __future__ import annotations

import pygame

from game import modes
from game.input.actions import Action
from game.render import menu_type, text, theme
from game.scenes import navigation
from game.scenes.backdrop_scene import BackdropScene
from game.scenes.playkit.options import Option
from game.scenes.tenthousand.options import OPTIONS, defaults
from game.ui.menu import Menu, MenuItem
from game.words import N_, _

ROW_TOP = 104
ROW_STEP = 62
ROW_HEIGHT = 54
WIDTH = 820
EXPLAIN_HEIGHT = 76    # the focused option's explanation under the rows: two lines
KEY_HINT = N_("Up/Down choose   Left/Right change   Enter / A next value   Esc / B back")


class TenThousandOptionsScene(BackdropScene):
    pause_actions = ()
    backdrop_seed = 9
    backdrop_planets = 0    # its panels fill the screen: the sky shows stars only

    def __init__(self, app, mode: str = "tenthousand", **options: object) -> None:
        super().__init__(app)
        self.mode = mode
        self.info = modes.get(mode)
        self.opener = options.get("opener")     # the device that chose the mode: seat 1 on the seats screen
        self.values = defaults(mode)
        items = [MenuItem(option.label, value=self._shower(option), on_left=self._stepper(option, -1),
                          on_right=self._stepper(option, 1)) for option in OPTIONS]
        items.append(MenuItem(N_("Choose the seats"), on_select=self.to_seats))
        items.append(MenuItem(N_("Back"), on_select=lambda: navigation.back(self.app)))
        left = (app.size[0] - WIDTH) // 2
        layout = [pygame.Rect(left, ROW_TOP + i * ROW_STEP, WIDTH, ROW_HEIGHT) for i in range(len(OPTIONS))]
        bottom = ROW_TOP + len(OPTIONS) * ROW_STEP + EXPLAIN_HEIGHT + 12
        self.explain_box = pygame.Rect(left + 18, ROW_TOP + len(OPTIONS) * ROW_STEP + 4, WIDTH - 36, EXPLAIN_HEIGHT)
        layout.append(pygame.Rect(left, bottom, WIDTH // 2 + 60, ROW_HEIGHT + 6))
        layout.append(pygame.Rect(left + WIDTH // 2 + 80, bottom, WIDTH // 2 - 80, ROW_HEIGHT + 6))
        self.menu = Menu(items, (app.size[0] // 2, 360), sound=app.audio.play, layout=layout)

    def _shower(self, option: Option):
        return lambda: option.value_text(self.values[option.name])

    def _stepper(self, option: Option, step: int):
        def change() -> None:
            self.values[option.name] = option.step(self.values[option.name], step)
        return change

    def options(self) -> tuple[tuple[str, object], ...]:
        return tuple(self.values.items())

    def to_seats(self) -> None:
        navigation.push(self.app, "setup_tenthousand_seats", mode=self.mode, options=self.options(),
                        opener=self.opener)   # who chose the mode sits in seat 1

    def handle(self, action: Action) -> None:
        self.opener = action.device
        if action.name == "back":
            self.app.audio.play("back")
            navigation.back(self.app)
            return
        self.menu.handle(action)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        title = _("{mode} – the rules of this game").format(mode=_(self.info.label))
        with self.sky(surface, title, menu_type.TITLE, 50):
            self.menu.draw(surface, self.time, self.app.settings.reduced_motion)
            if self.menu.focus < len(OPTIONS):   # what the focused option's value means (one explanation: no crowd)
                option = OPTIONS[self.menu.focus]
                text.draw_lines(surface, option.explain(self.values[option.name]), menu_type.SMALL, self.explain_box,
                                theme.ACCENT, align="center")
            menu_type.draw_help(surface, _(KEY_HINT))
        self.draw_fade_in(surface)
