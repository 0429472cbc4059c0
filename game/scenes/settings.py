"""Settings: fullscreen, sound and music volume, reduced motion, language, phones (game/phones).

Left/right (or a click on an arrow) changes a value, Enter/A/click cycles it.
Every change is saved at once (atomically) and applied at once, so there is
nothing to confirm and nothing lost if the game is closed here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import words
from game.input.actions import Action
from game.render import menu_type, text, theme
from game.render.backdrop import Backdrop
from game.render.panel import draw_panel
from game.scenes.base import Scene
from game.ui.menu import Menu, MenuItem
from game.words import LANGUAGES, N_, _

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App

VOLUME_STEP = 0.1
MIDDLE = 310      # the panel's centre: room under it for three notes, the About line and the controls line
KEY_HINT = N_("Up/Down choose   Left/Right change   Enter / A next value   Esc / B back")


def about_line() -> str:
    """The About line: what the game is and the typeface's licence (the data folder is no player's
    business on this screen: README says where the game keeps its files)."""
    return _("About: Planet Dice · fonts Quicksand (OFL)")


def on_off(value: bool) -> str:
    return _("On") if value else _("Off")


def percent(value: float) -> str:
    return _("{percent}%").format(percent=round(value * 100))


def stepped(value: float, step: float, wrap: bool = False) -> float:
    """`value` moved by `step` on the 0..1 volume scale, snapped to tenths."""
    new = round((value + step) * 10) / 10
    if wrap and new > 1.0 + 1e-9:
        return 0.0
    return min(1.0, max(0.0, new))


class SettingsScene(Scene):
    pause_actions = ("pause",)

    def __init__(self, app: App, **options: object) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(app.size, planets=0)
        items = [
            MenuItem(N_("Fullscreen"), value=lambda: on_off(app.settings.fullscreen),
                     on_left=self.toggle_fullscreen, on_right=self.toggle_fullscreen),
            self.volume_row(N_("Sound volume"), "sound_volume"),
            self.volume_row(N_("Music volume"), "music_volume"),
            MenuItem(N_("Reduced motion"), value=lambda: on_off(app.settings.reduced_motion),
                     on_left=self.toggle_reduced_motion, on_right=self.toggle_reduced_motion),
            MenuItem(N_("Language"), value=lambda: LANGUAGES[words.language()],
                     on_left=lambda: self.next_language(-1), on_right=lambda: self.next_language(1)),
            MenuItem(N_("Phones"), value=lambda: on_off(app.phones is not None),   # game/phones: off until turned on
                     on_left=self.toggle_phones, on_right=self.toggle_phones),
            MenuItem(N_("Back"), self.close),
        ]
        self.menu = Menu(items, center=(app.size[0] // 2, MIDDLE), width=680, row_height=54, sound=app.audio.play)
        self.panel = pygame.Rect(0, 0, 780, 410)
        self.panel.center = (app.size[0] // 2, MIDDLE)

    # ----------------------------------------------------------- the settings
    def toggle_fullscreen(self) -> None:
        self.app.set_fullscreen(not self.app.settings.fullscreen)
        self.app.save_settings()

    def toggle_reduced_motion(self) -> None:
        self.app.settings.reduced_motion = not self.app.settings.reduced_motion
        self.app.save_settings()

    def next_language(self, step: int) -> None:
        """The next language in the list (English, Deutsch): saved and shown at once, everywhere."""
        codes = list(LANGUAGES)
        self.app.set_language(codes[(codes.index(words.language()) + step) % len(codes)])

    def toggle_phones(self) -> None:
        from game.phones import setup_seats

        setup_seats.toggle(self.app)

    def change_volume(self, name: str, step: float, wrap: bool = False) -> None:
        self.set_volume(name, stepped(getattr(self.app.settings, name), step, wrap))

    def volume_row(self, label: str, name: str) -> MenuItem:
        """A volume slider row for the setting `name` ("sound_volume", "music_volume")."""
        return MenuItem(label, value=lambda: percent(getattr(self.app.settings, name)),
                        slider=lambda: getattr(self.app.settings, name),
                        on_set=lambda level: self.set_volume(name, level),
                        on_left=lambda: self.change_volume(name, -VOLUME_STEP),
                        on_right=lambda: self.change_volume(name, VOLUME_STEP),
                        on_select=lambda: self.change_volume(name, VOLUME_STEP, wrap=True))

    def set_volume(self, name: str, level: float) -> None:
        setattr(self.app.settings, name, min(1.0, max(0.0, level)))
        self.app.save_settings()
        if name == "sound_volume":
            self.app.audio.play("confirm")  # so the player hears the new level

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop()

    # ---------------------------------------------------------------- frames
    def handle(self, action: Action) -> None:
        if self.menu.handle(action):
            return
        if action.name == "back":
            self.app.audio.play("back")
            self.close()

    def update(self, dt: float) -> None:
        self.backdrop.update(dt, self.app.settings.reduced_motion)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        width = self.app.size[0]
        with self.backdrop.around_text(surface, self.app.settings.reduced_motion):
            text.draw(surface, _("Settings"), menu_type.TITLE, theme.TITLE, bold=True, center=(width // 2, 56))
            draw_panel(surface, self.panel, 200)
            self.menu.draw(surface)
            notes = []
            if self.app.audio.notice:
                notes.append(_("No audio device was found: the game is silent."))
            if self.menu.focused.label == "Reduced motion":
                notes.append(_("Reduced motion: no screen shake, no flashing, calmer backdrop."))
            if self.menu.focused.label == "Phones":
                from game.phones import words as phone_words

                phones = self.app.phones
                notes.append(_(phone_words.SETTING_NOTE) if phones is None else
                             _(phone_words.ON_NOTICE).format(url=phones.url))
            failure = self.app.settings_not_saved
            notes.append(_("Not saved: {why}").format(why=failure) if failure else _("Changes are saved at once."))
            # Up to three notes fit between the panel and the About line.
            step = text.font(menu_type.SMALL).get_height()   # whole lines apart: the notes never touch
            box = pygame.Rect(0, 0, width - 80, step + 2)
            for i, note in enumerate(notes[:3]):
                box.midtop = (width // 2, self.panel.bottom + 6 + step * i)
                text.draw(surface, note, menu_type.SMALL, theme.TEXT_DIM, box=box, center=box.center)
            controls = menu_type.draw_help(surface, _(KEY_HINT))
            about = pygame.Rect(40, controls.top - step - 2, width - 80, step + 2)   # out of the way, above the key hint
            text.draw(surface, about_line(), menu_type.SMALL, theme.TEXT_DISABLED, box=about, center=about.center)
