"""The dice tray sandbox: throw planets, lock some, throw the rest, as often as you like.

Keys: R (pad X) roll, and so do Space / Enter (pad A) while no planet is picked;
Left/Right pick a planet, L / Space / Enter (pad A) lock or unlock it (a roll
drops the pick); Up/Down change how many planets (1 to 6); H (hint) swaps the 6 for a
star, as in Bluff; Esc / B back. The mouse clicks planets to lock them and the
buttons below the tray.

Options: ``count`` (dice, default 5), ``star_for_six`` (default False).
"""

from __future__ import annotations

import pygame

from game import audio_sfx
from game.input.actions import Action
from game.physics import Tray
from game.render import planets, text, theme
from game.render.backdrop import Backdrop
from game.render.dice_fx import DiceEffects
from game.scenes.base import Scene
from game.ui.button_row import Button, ButtonRow

TRAY_RECT = pygame.Rect(70, 96, 1140, 470)   # the tray's inside, logical pixels
DIE_RADIUS = 46.0                             # big planets: the sandbox has the room


class TrayScene(Scene):
    pause_actions = ("pause",)  # "back" leaves the sandbox

    def __init__(self, app, count: int = 5, star_for_six: bool = False, **options: object) -> None:
        super().__init__(app)
        self.count = max(1, min(6, int(count)))
        self.star_for_six = bool(star_for_six)
        self.backdrop = Backdrop(app.size)
        self.locked = [False] * self.count
        self.focus: int | None = None   # keyboard / pad: the die "lock" acts on
        self.hover: int | None = None   # the die under the mouse
        self.clock = 0.0
        self.throws = 0
        self.buttons = ButtonRow([Button("Roll", self.roll), Button("Back", self.leave)],
                                 center=(TRAY_RECT.centerx, 650), width=200, height=52, sound=app.audio.play)
        self._new_tray()

    def _new_tray(self) -> None:
        self.tray = Tray(TRAY_RECT.size, self.count, self.app.rng, radius=DIE_RADIUS)
        self.effects = DiceEffects(self.count, seed=self.count)
        self.locked = [False] * self.count
        self.focus = None
        self.hover = None
        self._was_settled = False

    # --- life cycle ---------------------------------------------------------------
    def enter(self) -> None:
        audio_sfx.register(self.app.audio)
        self.roll()

    # --- verbs ----------------------------------------------------------------------
    def roll(self) -> None:
        if self.tray.thrown and not self.tray.settled:
            return  # dice still flying: one throw at a time
        if all(self.locked):
            self.app.audio.play("back")
            return
        held = [i for i, lock in enumerate(self.locked) if lock] if self.tray.settled else []
        self.tray.throw(locked=held)
        self.throws += 1
        self.focus = None  # so Space / A rolls again until a planet is picked
        self._was_settled = False

    def toggle_lock(self, index: int) -> None:
        if not self.tray.settled:
            return
        self.locked[index] = not self.locked[index]
        self.app.audio.play("confirm" if self.locked[index] else "move")

    def set_count(self, count: int) -> None:
        count = max(1, min(6, count))
        if count != self.count and (self.tray.settled or not self.tray.thrown):
            self.count = count
            self._new_tray()
            self.roll()

    def leave(self) -> None:
        if len(list(self.app.scenes)) > 1:
            self.app.scenes.pop()
        else:
            from game.scenes.registry import scene_class

            self.app.scenes.clear_to(scene_class("title")(self.app))

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
        elif name in ("up", "down"):
            self.set_count(self.count + (1 if name == "up" else -1))
        elif name == "hint":
            self.star_for_six = not self.star_for_six
        elif name in ("point", "click") and action.pos is not None:
            self._pointer(action)

    def _pointer(self, action: Action) -> None:
        if self.buttons.handle(action):
            return
        local = (action.pos[0] - TRAY_RECT.left, action.pos[1] - TRAY_RECT.top)
        index = self.tray.die_at(local) if self.tray.thrown else None
        if action.name == "point":
            self.hover = index
        elif index is not None:
            self.toggle_lock(index)

    # --- time -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        reduced = self.app.settings.reduced_motion
        self.backdrop.update(dt, reduced)
        events = self.tray.step(dt)
        audio_sfx.play_collisions(self.app.audio, events)
        just_settled = self.tray.settled and not self._was_settled and self.tray.thrown
        if just_settled:
            self.app.audio.play("planet_pop", 0.6)
        self._was_settled = self.tray.settled
        self.effects.step(self.tray, TRAY_RECT.topleft, events, dt, just_settled, reduced)

    # --- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        reduced = self.app.settings.reduced_motion
        self.backdrop.draw(surface, reduced)
        text.draw(surface, "Dice tray", 44, theme.TITLE, bold=True, topleft=(TRAY_RECT.left, 28))
        text.draw(surface, self._status(), 28, theme.TEXT, topright=(TRAY_RECT.right, 40))
        planets.draw_tray_box(surface, TRAY_RECT)
        clip = surface.get_clip()
        surface.set_clip(TRAY_RECT.inflate(8, 8))
        self.effects.draw_under(surface, self.tray.radius)
        planets.draw_tray_dice(surface, self.tray, TRAY_RECT.topleft, alpha, locked=self.locked,
                               focus=self.focus if self.focus is not None else self.hover, star_for_six=self.star_for_six, clock=self.clock,
                               reduced_motion=reduced)
        self.effects.draw_over(surface, reduced)
        surface.set_clip(clip)
        self.buttons.draw(surface, show_focus=self.focus is None)
        hint = ("R / X roll   Left/Right pick, L / Space lock   Space rolls when none is picked   "
                "Up/Down planets   H star for 6   Esc back")
        text.draw(surface, hint, 22, theme.TEXT_DIM, midbottom=(self.app.size[0] // 2, self.app.size[1] - 8))

    def _status(self) -> str:
        tray = self.tray
        if not tray.thrown:
            return "Roll the planets!"
        if not tray.settled:
            return "Rolling..."
        faces = tray.faces or ()
        shown = "  ".join("*" if self.star_for_six and f == 6 else str(f) for f in faces)
        return f"{shown}    total {sum(faces)}    settled in {tray.settle_time:.2f} s"
