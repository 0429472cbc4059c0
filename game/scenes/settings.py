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
from game.render import dice_tokens, menu_type, setting_icons, text, theme, title_mark
from game.render.backdrop import Backdrop
from game.render.panel import draw_panel
from game.scenes.base import Scene
from game.ui.menu import Menu, MenuItem
from game.words import LANGUAGES, N_, _

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App

VOLUME_STEP = 0.1
MIDDLE = 375      # the panels' centre line (between the title and the key hint)
MENU_X = 400      # the settings' column; beside it a card: the game's dice, the focused setting's notes, About
CARD = pygame.Rect(770, 110, 450, 530)   # both panels from under the title to over the key hint (look review 20: an
                                         # empty strip y 600-680 under them)
GAP = 1.3         # the card's lines apart: a wrapped note's lines never touch
ICON = 240        # px: the focused setting's picture, the card's head (look review 21: the card mostly empty; review 24: still)
CHIP = 44         # px: the pill under its name that says its value now
VALUE_CHIP = tuple(round(a * 0.2 + d * 0.8) for a, d in zip(theme.ACCENT, theme.SPACE, strict=True))   # its face
KEY_HINT = N_("Up/Down choose   Left/Right change   Enter / A next value   Esc / B back")


# What each row changes, one line in the card beside it (look review 13a: the card was mostly empty).
# A second line where it helps (look review 21: the card mostly empty)
MORE = {"Sound volume": N_("Each step plays a test sound.")}
NOTES = {
    "Fullscreen": N_("Fill the whole screen, or play in a window (F11 anywhere)."),
    "Sound volume": N_("Dice, buttons and cheers."),
    "Music volume": N_("The music of the menus and games."),
    "Reduced motion": N_("Reduced motion: no screen shake, no flashing, calmer backdrop."),
    "Language": N_("Every word of the game: menus, rules, hints."),
}


def about_lines() -> tuple[str, str]:
    """The credits, on the game's own card (Back's: "Planet Dice" over three planet dice), not under a setting's
    (look review 21: the font credit sat in a gameplay panel), said as credits (look review 13a: "About: ... fonts
    Quicksand (OFL)" read like a developer's trace): the typeface and its licence (the data folder is no player's
    business on this screen: README says where the game keeps its files)."""
    return _("Credits: the Quicksand font"), _("SIL Open Font License")


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
        self.backdrop = Backdrop(app.size, planets=0, mood="settings")   # the home sky, a banded blue planet
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
        self.menu = Menu(items, center=(MENU_X, MIDDLE), width=620, row_height=68, sound=app.audio.play)
        self.panel = pygame.Rect(0, 0, 700, CARD.height)   # as tall as the card beside it
        self.panel.center = (MENU_X, MIDDLE)

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
        with self.backdrop.around_text(surface, self.app.settings.reduced_motion) as keep_off:
            title = text.draw(surface, _("Settings"), menu_type.TITLE, theme.TITLE, bold=True, center=(width // 2, 56))
            keep_off.extend(title_mark.draw(surface, title))
            draw_panel(surface, self.panel, 200)
            self.menu.draw(surface)
            notes = []
            if self.app.audio.notice:
                notes.append(_("No audio device was found: the game is silent."))
            if self.menu.focused.label in NOTES:
                notes.append(_(NOTES[self.menu.focused.label]))
                if self.menu.focused.label in MORE:
                    notes.append(_(MORE[self.menu.focused.label]))
            elif self.menu.focused.label == "Back":
                notes.extend(about_lines())
            failure = self.app.settings_not_saved
            if failure:     # (saved at once as ever: said only when it fails, look review 23: a picture, few words)
                notes.append(_("Not saved: {why}").format(why=failure))
            self._draw_card(surface, notes)
            if self.menu.focused.label == "Phones":   # (one line under both panels, the whole width: an address never
                from game.phones import words as phone_words  # breaks; the card is too narrow for a LAN's)

                phones = self.app.phones
                note = _(phone_words.SETTING_NOTE) if phones is None else _(phone_words.ON_NOTICE).format(url=phones.url)
                box = pygame.Rect(40, max(self.panel.bottom, CARD.bottom) + 4, width - 80, text.line_height(menu_type.SMALL))
                text.draw(surface, note, text.fitting_size(note, menu_type.SMALL, box.width), theme.TEXT_DIM, box=box,
                          center=box.center)
            menu_type.draw_help(surface, _(KEY_HINT))

    def _value(self, label: str) -> float | bool:
        """The focused row's value, for its picture."""
        settings = self.app.settings
        return {"Fullscreen": settings.fullscreen, "Sound volume": settings.sound_volume,
                "Music volume": settings.music_volume, "Reduced motion": settings.reduced_motion,
                "Phones": self.app.phones is not None}.get(label, False)

    def _draw_card(self, surface: pygame.Surface, notes: list[str]) -> None:
        """Beside the settings, a card on the focused setting (review 13: the card was mostly filler): its picture,
        lit to show its value, large on top, its name, then the notes on it (up to three, whole lines apart); on
        Back, three of the game's planet dice over its name and the credits."""
        draw_panel(surface, CARD, 200)
        label = self.menu.focused.label
        step = text.line_height(menu_type.SMALL, GAP)
        foot = CARD.bottom - 24
        rows = sum(len(text.wrap(note, menu_type.SMALL, CARD.width - 48)) for note in notes[:3])
        words = 10 + text.line_height(menu_type.HEADING) + 14 + rows * step + len(notes[:3]) * (step // 4)
        value = self.menu.focused.value() if self.menu.focused.value is not None else None
        chip = CHIP + 12 if value is not None and foot - CARD.top - 20 - words - CHIP - 12 >= 56 else 0
        value, words = (value, words + chip) if chip else (None, words)   # its value now, in a pill under its name
        icon = max(56, min(ICON, foot - CARD.top - 20 - words))    # (smaller when many notes want the room)
        top = CARD.top + 20 + max(0, (foot - CARD.top - 20 - words - icon) // 2)   # the whole in the middle
        if setting_icons.draw(surface, label, (CARD.centerx, top + icon // 2), icon, self._value(label)):
            heading = _(label)
        else:
            size = min(84, icon)     # (in the middle of the picture's room, as large as it lets them be)
            for i, face in enumerate((1, 3, 6)):
                die = dice_tokens.face_token(face, size)
                surface.blit(die, die.get_rect(center=(CARD.centerx + (i - 1) * (size + 16), top + icon // 2)))
            heading = "Planet Dice"
        ink = theme.TITLE if heading == "Planet Dice" else theme.TEXT   # (a setting's name is no title nor reward: not
        name = text.draw(surface, heading, menu_type.HEADING, ink, bold=True, box=CARD.inflate(-32, 0),   # gold, 28b d21)
                         midtop=(CARD.centerx, top + icon + 10))
        if value is not None:
            pill = pygame.Rect(0, 0, min(CARD.width - 48, text.width_of(value, menu_type.VALUE, bold=True) + 48), CHIP)
            pill.midtop = (CARD.centerx, name.bottom + 12)
            pygame.draw.rect(surface, VALUE_CHIP, pill, border_radius=CHIP // 2)   # (no ring: an outline is the focus's)
            text.draw(surface, value, menu_type.VALUE, theme.ACCENT, bold=True, box=pill.inflate(-20, 0), center=pill.center)
        box = pygame.Rect(CARD.left + 24, name.bottom + 14 + chip, CARD.width - 48, 0)
        box.height = foot - box.top
        for note in notes[:3]:
            if box.height < step:
                break
            drawn = text.draw_lines(surface, note, menu_type.SMALL, box, theme.TEXT_DIM, align="center", line_gap=GAP)
            used = (drawn[-1].bottom - box.top + step // 4) if drawn else 0
            box = pygame.Rect(box.left, box.top + used, box.width, max(0, box.height - used))
