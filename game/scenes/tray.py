"""The dice tray sandbox: throw planets, lock some, set some aside, cover them, as often as you like.

It is the play kit's `TrayPanel` with buttons, and shows everything a mode's tray can do.

Keys: R (pad X) roll, and so do Space / Enter (pad A) while no planet is picked;
Left/Right pick a planet, L / Space / Enter (pad A) lock or unlock it (a roll drops the pick);
E / Tab (pad right shoulder) set the picked planet aside or put it back (10000);
Q (pad left shoulder) covers the planets or uncovers them (Bluff);
Up/Down change how many planets (1 to 6); H (pad Y) swaps the 6 for a star, as in Bluff;
Esc / B back. The mouse clicks planets to lock them, right-clicks them to set them aside,
and clicks the buttons below the tray.

Options: ``count`` (dice, default 5), ``star_for_six`` (default False).
"""

from __future__ import annotations

import pygame

from game.audio import sfx as audio_sfx
from game.input.actions import Action
from game.render import text, theme
from game.render.backdrop import Backdrop
from game.scenes import navigation
from game.scenes.base import Scene
from game.scenes.playkit.tray_panel import TrayPanel
from game.ui.button_row import Button, ButtonRow

PANEL_RECT = pygame.Rect(60, 86, 1160, 520)   # the tray and its set-aside strip, logical pixels
DIE_RADIUS = 40.0                             # big planets: the sandbox has the room


class TrayScene(Scene):
    pause_actions = ("pause",)  # "back" leaves the sandbox

    def __init__(self, app, count: int = 5, star_for_six: bool = False, **options: object) -> None:
        super().__init__(app)
        self.count = max(1, min(6, int(count)))
        self.star_for_six = bool(star_for_six)
        self.backdrop = Backdrop(app.size)
        self.focus: int | None = None   # keyboard / pad: the die "lock" acts on
        self.hover: int | None = None   # the die under the mouse
        self.clock = 0.0
        self.buttons = ButtonRow([Button("Roll", self.roll), Button("Back", self.leave)],
                                 center=(PANEL_RECT.centerx, 652), width=200, height=52, sound=app.audio.play)
        self._new_panel()

    def _new_panel(self) -> None:
        self.panel = TrayPanel(PANEL_RECT, self.app.rng, self.count, star_for_six=self.star_for_six,
                               aside_area=True, radius=DIE_RADIUS)
        self.locked = [False] * self.count
        self.focus = None
        self.hover = None

    @property
    def throws(self) -> int:
        return self.panel.throws

    # --- life cycle ---------------------------------------------------------------
    def enter(self) -> None:
        audio_sfx.register(self.app.audio)
        self.roll()

    # --- verbs ----------------------------------------------------------------------
    def roll(self) -> None:
        panel = self.panel
        if panel.rolling:
            return  # dice still flying: one throw at a time
        if not panel.in_play:                       # everything set aside: all come back, as in 10000
            panel.gather()
            self.locked = [False] * self.count
        held = [i for i in panel.in_play if self.locked[i]] if panel.settled else []
        if len(held) == len(panel.in_play):
            self.app.audio.play("back")
            return
        if panel.throws_all_next:
            held = []                               # a die left or came back: every die is thrown
            self.locked = [False] * self.count
        panel.throw(held)
        self.focus = None  # so Space / A rolls again until a planet is picked

    def toggle_lock(self, index: int) -> None:
        if not self.panel.settled or index not in self.panel.in_play:
            return
        self.locked[index] = not self.locked[index]
        self.app.audio.play("confirm" if self.locked[index] else "move")

    def toggle_aside(self, index: int) -> None:
        panel = self.panel
        if not panel.settled:
            return
        if index in panel.aside:
            if panel.can_put_back(index):
                panel.put_back(index)
                self.app.audio.play("move")
            return
        if index in panel.on_felt:
            self.locked[index] = False
            panel.set_aside(index)
            self.app.audio.play("confirm")

    def toggle_cover(self) -> None:
        if any(self.panel.hidden):
            self.panel.reveal()
        else:
            self.panel.hide()
        self.app.audio.play("change")

    def set_count(self, count: int) -> None:
        count = max(1, min(6, count))
        if count != self.count and not self.panel.rolling:
            self.count = count
            self._new_panel()
            self.roll()

    def leave(self) -> None:
        navigation.back(self.app)

    # --- input ----------------------------------------------------------------------
    def handle(self, action: Action) -> None:
        name = action.name
        if name == "roll":
            self.roll()
        elif name == "back":
            self.leave()
        elif name in ("left", "right"):
            step = -1 if name == "left" else 1
            self.focus = (0 if step > 0 else self.count - 1) if self.focus is None else (self.focus + step) % self.count
        elif name in ("lock", "confirm"):
            if self.focus is not None:
                self.toggle_lock(self.focus)
            elif name == "confirm":
                self.buttons.press(self.buttons.focus)  # Roll, unless the mouse moved to Back
        elif name == "next":
            if self.focus is not None:
                self.toggle_aside(self.focus)
        elif name == "prev":
            self.toggle_cover()
        elif name in ("up", "down"):
            self.set_count(self.count + (1 if name == "up" else -1))
        elif name == "hint":
            self.star_for_six = self.panel.star_for_six = not self.star_for_six
        elif name in ("point", "click", "alt_click") and action.pos is not None:
            self._pointer(action)

    def _pointer(self, action: Action) -> None:
        if action.name != "alt_click" and self.buttons.handle(action):
            return
        index = self.panel.die_at(action.pos)
        if action.name == "point":
            self.hover = index
        elif index is not None and action.name == "alt_click":
            self.toggle_aside(index)
        elif index is not None:
            self.toggle_lock(index)

    # --- time -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        reduced = self.app.settings.reduced_motion
        self.backdrop.update(dt, reduced)
        events = self.panel.update(dt, reduced)
        audio_sfx.play_collisions(self.app.audio, events)
        if self.panel.just_settled:
            self.app.audio.play("planet_pop", 0.6)

    # --- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        reduced = self.app.settings.reduced_motion
        self.backdrop.draw(surface, reduced)
        text.draw(surface, "Dice tray", 44, theme.TITLE, bold=True, topleft=(PANEL_RECT.left, 24))
        text.draw(surface, self.status, 28, theme.TEXT, topright=(PANEL_RECT.right, 36))
        self.panel.draw_box(surface)
        if self.panel.aside_rect is not None and not self.panel.aside:
            text.draw(surface, "Set aside: pick a planet, E / Tab (or right-click)", 22, theme.TEXT_DIM,
                      center=self.panel.aside_rect.center)
        cursor = self.focus if self.focus is not None else self.hover
        self.panel.draw(surface, alpha, locked=self.locked, cursor=cursor, clock=self.clock, reduced_motion=reduced)
        self.buttons.draw(surface, show_focus=self.focus is None)
        hint = ("R roll   Left/Right pick   L lock   E set aside   Q cover   Up/Down planets   H star for 6   "
                "Esc back")
        text.draw(surface, hint, 22, theme.TEXT_DIM, midbottom=(self.app.size[0] // 2, self.app.size[1] - 8))

    @property
    def status(self) -> str:
        """The line over the tray: the faces read (a star for a Bluff 6, ? when covered) and their total."""
        panel = self.panel
        if not panel.has_dice:
            return "Roll the planets!"
        if panel.rolling:
            return "Rolling..."
        shown = panel.visible_faces(None) or ()
        labels = ["?" if f is None else "*" if self.star_for_six and f == 6 else str(f)
                  for i, f in enumerate(shown) if i not in panel.lost]
        total = "?" if "?" in labels else sum(f for f in shown if f is not None)
        return f"{'  '.join(labels)}    total {total}"
