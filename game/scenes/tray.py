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

from game.audio import sounds
from game.input.actions import Action
from game.render import dice_tokens, menu_type, text, theme, title_mark
from game.render.backdrop import Backdrop
from game.render.panel import draw_panel
from game.render.scoresheet import LABELS
from game.rules import dicetime, tenthousand
from game.scenes import navigation
from game.scenes.base import Scene
from game.scenes.playkit import chrome, tray_view
from game.scenes.playkit.tray_panel import TrayPanel
from game.ui.button_row import Button, ButtonRow
from game.words import N_, _, number

PANEL_RECT = pygame.Rect(40, 84, 660, 500)    # the tray and its set-aside strip, logical pixels
SIDE_RECT = pygame.Rect(720, 84, 520, 500)    # what the throw shows, what it scores, what the tray is for (as tall as the tray)
TOKEN = 84                                    # the throw's planet dice on the side panel (smaller for six)
# Type at 25 px (capitals 11 px tall at 800x450) and numerals 30 px (13 px tall): issue 28's floors.
SIZE = text.LABEL
# The controls in the footer, as on every play screen (look review 24: the side panel's list of keys "reads like a
# developer legend"; the arrows stand for the d-pad too: look review 16). Back is the button under the tray.
HELP = N_("R / X: roll   Left / Right: pick   L / A: hold   E / RB: set aside   Q / LB: cover   Up / Down: planets"
          "   H / Y: star")
PURPOSE = N_("Every mode throws these planets: try them here. Click to hold one, right-click to set it aside.")
HEADING_Y = 44           # px: the heading's middle
SCORE_ROW = 40           # px from one mode's reading of the throw to the next


class TrayScene(Scene):
    pause_actions = ("pause",)  # "back" leaves the sandbox

    def __init__(self, app, count: int = 5, star_for_six: bool = False, **options: object) -> None:
        super().__init__(app)
        self.count = max(1, min(6, int(count)))
        self.star_for_six = bool(star_for_six)
        self.backdrop = Backdrop(app.size, planets=0, mood="tray",   # the tray and its panels fill the screen: stars only, none by
                                 text_areas=(pygame.Rect(0, 0, app.size[0], PANEL_RECT.top),   # the heading and its mark, nor
                                             pygame.Rect(0, app.size[1] - chrome.HELP_BAND, app.size[0], chrome.HELP_BAND)))   # keys
        self.focus: int | None = None   # keyboard / pad: the die "lock" acts on
        self.hover: int | None = None   # the die under the mouse
        self.clock = 0.0
        self.buttons = ButtonRow([Button(N_("Roll"), self.roll), Button(N_("Back"), self.leave)],
                                 center=(PANEL_RECT.centerx, 626), width=200, height=52, sound=app.audio.play,
                                 font_size=SIZE)
        self._new_panel()

    def _new_panel(self) -> None:
        self.panel = TrayPanel(PANEL_RECT, self.app.rng, self.count, star_for_six=self.star_for_six,
                               aside_area=True)   # planets as big as the felt holds (the column beside it)
        self.locked = [False] * self.count
        self.focus = None
        self.hover = None

    @property
    def throws(self) -> int:
        return self.panel.throws

    # --- life cycle ---------------------------------------------------------------
    def enter(self) -> None:
        sounds.register(self.app.audio, sounds.TRAY)
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
        events = self.panel.update(dt, reduced, held=self.locked)
        sounds.play_collisions(self.app.audio, events)
        if self.panel.just_settled:
            self.app.audio.play("planet_pop", 0.6)

    # --- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        reduced = self.app.settings.reduced_motion
        self.backdrop.draw(surface, reduced)
        # the heading as every menu's: centred between the title mark's planets (review 25: "no ornament")
        heading = text.draw(surface, _("Dice tray"), menu_type.TITLE, theme.TITLE, bold=True,
                            center=(self.app.size[0] // 2, HEADING_Y))
        title_mark.draw(surface, heading)
        self.panel.draw_box(surface, felt="tray")
        foot = tray_view.rack_foot(self.panel)
        if foot is not None:   # the rack's plaque: how many stand in it (look reviews 27a/27b: the "E RB" keys in its
            kept = len(self.panel.aside)   # first place read as a developer's trace; the footer names them)
            text.draw(surface, _("{n} set aside").format(n=kept), SIZE, theme.TEXT if kept else theme.TEXT_DIM, bold=True,
                      center=foot.center, box=foot.inflate(-8, 0))
        cursor = self.focus if self.focus is not None else self.hover
        self.panel.draw(surface, alpha, locked=self.locked, cursor=cursor, clock=self.clock, reduced_motion=reduced)
        self.buttons.draw(surface, show_focus=self.focus is None)
        self._draw_side(surface)

    def _draw_side(self, surface: pygame.Surface) -> None:
        """The throw as planet dice with its total, what it would score in the modes, and what the tray is for; the
        keys are the footer's."""
        draw_panel(surface, SIDE_RECT, edge=theme.PANEL_EDGE, width=2, heading=48)   # ("This throw" on its plate)
        inner = SIDE_RECT.inflate(-36, -28)
        text.draw(surface, _("This throw"), text.LABEL, theme.TEXT, bold=True, topleft=inner.topleft)
        faces = self.shown_faces
        y = inner.top + 60
        if faces is None:
            text.draw(surface, _("Rolling...") if self.panel.rolling else _("Roll the planets!"), text.BODY, theme.TEXT_DIM,
                      midleft=(inner.left, y + TOKEN // 2))
        else:
            size = min(TOKEN, inner.width // max(1, len(faces)) - 12)
            numeral = round(size * dice_tokens.SMALL_NUMERAL / text.PX_PER_SIZE)   # the tokens' numerals, as type
            for k, face in enumerate(faces):
                centre = (inner.left + size // 2 + k * (size + 12), y + TOKEN // 2)
                if face is None:
                    rect = dice_tokens.draw_covered_token(surface, centre, size)
                    text.record_drawn(surface, "?", numeral, rect)
                else:
                    rect = dice_tokens.draw_face_token(surface, centre, size, face, self.star_for_six)
                    text.record_drawn(surface, "star" if self.star_for_six and face == 6 else str(face), numeral, rect)
        total = self.total
        middle = y + TOKEN + 52
        if total is not None:
            # the one main number (look review 16), as big as the screen's title
            text.draw(surface, _("Total {n}").format(n=total), text.TITLE, theme.TEXT, bold=True,
                      midleft=(inner.left, middle))
        held = sum(1 for i in self.panel.in_play if self.locked[i])
        notes = [_("{n} held").format(n=held) if held else "",
                 _("{n} set aside").format(n=len(self.panel.aside)) if self.panel.aside else "",
                 _("covered") if any(self.panel.hidden) else ""]
        line = " · ".join(note for note in notes if note)
        if line:
            text.draw(surface, line, SIZE, theme.TEXT_DIM, midright=(inner.right, middle + 2),
                      box=pygame.Rect(inner.centerx, middle - 14, inner.width // 2, 32))
        top = middle + 44
        pygame.draw.line(surface, theme.PANEL_EDGE, (inner.left, top), (inner.right, top), 1)
        # what the throw would score in the modes (look review 20: the sandbox read like a test page): a practice table
        for k, line in enumerate(self.readings()):
            text.draw(surface, line, SIZE, theme.ACCENT, midleft=(inner.left, top + 10 + SCORE_ROW // 2 + k * SCORE_ROW),
                      box=pygame.Rect(inner.left, top, inner.width, 2 * SCORE_ROW + 8))
        top += 2 * SCORE_ROW + 20
        pygame.draw.line(surface, theme.PANEL_EDGE, (inner.left, top), (inner.right, top), 1)
        # what the tray is for, in a few words (look review 24: the keys are the footer's, as on every screen)
        text.draw_lines(surface, _(PURPOSE), SIZE, pygame.Rect(inner.left, top + 16, inner.width, inner.bottom - top - 16),
                        theme.TEXT_DIM)
        chrome.draw_help(surface, _(HELP))

    @property
    def shown_faces(self) -> list[int | None] | None:
        """The faces read, as the screen may show them (None for a covered die), lost dice left out;
        None while rolling or before the first throw."""
        panel = self.panel
        if not panel.has_dice or panel.rolling:
            return None
        shown = panel.visible_faces(None) or ()
        return [f for i, f in enumerate(shown) if i not in panel.lost]

    def readings(self) -> list[str]:
        """What the throw shown would score: Dicetime's best box (five planets), 10000's best keep. Nothing while the
        planets fly or any is covered."""
        faces = self.shown_faces
        if not faces or any(f is None for f in faces):
            return []
        values = [f for f in faces if f is not None]
        mode = _("Dicetime")
        if len(values) == dicetime.DICE_COUNT:
            box = max(dicetime.CATEGORIES, key=lambda c: (dicetime.score(c, values), c != "chance",
                                                         dicetime.CATEGORIES.index(c)))
            first = _("{mode}: {box} {points}").format(mode=mode, box=_(LABELS[box]),
                                                       points=number(dicetime.score(box, values)))
        else:
            first = _("{mode}: five planets needed").format(mode=mode)
        best = tenthousand.best_score(values)
        second = (_("{mode}: {points} points").format(mode="10000", points=number(best)) if best
                  else _("{mode}: nothing scores").format(mode="10000"))
        return [first, second]

    @property
    def total(self) -> int | None:
        faces = self.shown_faces
        if faces is None or any(f is None for f in faces):
            return None
        return sum(f for f in faces if f is not None)
