"""Typing a player's name with any device: an on-screen keyboard (registry "name_entry", an overlay).

Directions move over the keys, Enter / A types the focused key, the mouse clicks keys. A name starts
with a capital and goes on in small letters (after a space: a capital again); the Aa key swaps the case
of the next letter. Delete takes the last character back, Backspace / X too; Esc / B goes back (closes without
a name), as everywhere else (look review 22: "Esc B delete" clashed with "Esc = back"). OK (or Start) hands the
name to ``on_done(name)``; closing hands ``on_done(None)``.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.input.actions import Action
from game.render import marks, menu_type, text, theme
from game.render.panel import dim, draw_panel
from game.scenes.base import Scene
from game.scenes.players import words
from game.storage.players import NAME_LENGTH, clean_name
from game.ui import spatial
from game.words import _, language

# Three groups set apart by spacing alone (mid critique 18: one generic grid; look review 22: three unrelated looks,
# beige, blue and navy, "assembled, not designed"): every key the game's button (ivory dice till look review 24: "they
# differ from every other button"), the digits in a row of their own, the
# punctuation set off after the last letters, the words (Space, Aa, Delete, OK) in a row under them.
ROWS = ("ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ", "0123456789")
PUNCTUATION = "-'.!"
UMLAUTS = "ÄÖÜß"     # German names (29a d6: "Jürgen" could not be typed): after Z in German, the punctuation then
# set off after the digits (narrower keys there); ß has no capital here (Python's "ß".upper() is "SS")
SPECIAL = ("space", "shift", "delete", "ok")
KEY, GAP, GROUP_GAP = 64, 8, 28
DECK_MARGIN = 14     # px of the deck round its keys
DECK_FLOOR, DECK_SHADE = (10, 12, 30), (3, 4, 12)   # the deck's floor, the shade under its top lip
DISPLAY_FACE, DISPLAY_GLOW = (8, 16, 34), (40, 90, 130)   # the name's display: its glass, the light round its inside
PANEL = pygame.Rect(0, 0, 760, 612)   # down to y 679: over the buttons of the screen beneath (stats: review 17)
PANEL.center = (640, 373)


def letter_rows() -> tuple[str, ...]:
    """The keyboard's rows of letters and digits: German's has Ä Ö Ü ß after Z."""
    return (ROWS[0], ROWS[1], ROWS[2] + UMLAUTS, ROWS[3]) if language() == "de" else ROWS


class NameEntryScene(Scene):
    opaque = False
    pause_actions = ()

    def __init__(self, app, initial: str = "", on_done: Callable[[str | None], None] | None = None,
                 title: str = words.ENTER_NAME, **options) -> None:
        super().__init__(app)
        self.name = initial[:NAME_LENGTH]
        self.on_done = on_done or (lambda name: None)
        self.title = title
        self.swap = False
        self.keys = self._lay_out()
        self.focus = 0
        self.problem = ""

    def _lay_out(self) -> list[tuple[str, pygame.Rect]]:
        keys = []
        top = PANEL.top + 156
        step = KEY + GAP
        left = PANEL.centerx - (10 * step - GAP) // 2
        rows = letter_rows()
        german = rows is not ROWS
        for r, row in enumerate(rows):
            y = top + r * step + (6 if row.isdigit() else 0)   # (the digits a little apart: a group of their own)
            wide = (10 * step - GAP - GROUP_GAP - GAP * (len(row) + len(PUNCTUATION) - 2)) // (len(row) + len(PUNCTUATION)) \
                if german and row.isdigit() else KEY            # (German: the punctuation shares the digits' row)
            for c, char in enumerate(row):
                keys.append((char, pygame.Rect(left + c * (wide + GAP), y, wide, KEY)))
        if german:    # the punctuation set off after the digits, as narrow as they are
            after, width, y = keys[-1][1].right + GROUP_GAP, wide, keys[-1][1].top
        else:         # the punctuation set off after the last letters, in the rest of their row
            after, y = left + len(rows[2]) * step - GAP + GROUP_GAP, top + 2 * step
            width = (left + 10 * step - GAP - after - GAP * (len(PUNCTUATION) - 1)) // len(PUNCTUATION)
        for c, char in enumerate(PUNCTUATION):
            keys.append((char, pygame.Rect(after + c * (width + GAP), y, width, KEY)))
        # the words' row on the letters' grid (look review 26: "a plain on-screen keyboard grid"): Space four columns
        # wide, Aa, Delete and OK two each, their edges under the letters' edges
        widths = tuple(span * step - GAP for span in (4, 2, 2, 2))
        left = PANEL.centerx - (sum(widths) + GAP * 3) // 2
        y = top + len(ROWS) * step + 6 + GROUP_GAP // 2
        for special, width in zip(SPECIAL, widths, strict=False):
            keys.append((special, pygame.Rect(left, y, width, KEY)))
            left += width + GAP
        return keys

    # ------------------------------------------------------------------ typing
    def upper_next(self) -> bool:
        natural = not self.name or self.name.endswith(" ")
        return natural != self.swap

    def press_key(self, key: str) -> None:
        self.problem = ""
        if key == "ok":
            self.finish()
        elif key == "delete":
            self.name = self.name[:-1]
        elif key == "shift":
            self.swap = not self.swap
        elif len(self.name) >= NAME_LENGTH:
            self.problem = words.too_long(NAME_LENGTH)
            return
        elif key == "space":
            if self.name and not self.name.endswith(" "):
                self.name += " "
        else:
            self.name += key if key == "ß" else key.upper() if self.upper_next() else key.lower()
            self.swap = False
        self.app.audio.play("change")

    def finish(self) -> None:
        name = clean_name(self.name)
        if not name:
            self.problem = _(words.EMPTY)
            return
        self.app.scenes.pop()
        self.on_done(name)

    def cancel(self) -> None:
        self.app.audio.play("back")
        self.app.scenes.pop()
        self.on_done(None)

    def handle(self, action: Action) -> None:
        name = action.name
        if name in ("up", "down", "left", "right"):
            origin = self.keys[self.focus][1]
            others = [(i, rect) for i, (_key, rect) in enumerate(self.keys) if i != self.focus]
            target = spatial.nearest(origin, others, name)
            if target is None:
                target = spatial.wrap_around(origin, others, name)
            if target is not None:
                self.focus = target
                self.app.audio.play("move")
        elif name == "confirm":
            self.press_key(self.keys[self.focus][0])
        elif name == "pause":
            self.finish()
        elif name == "roll" or (name == "back" and action.key == "backspace"):   # (X / Backspace: delete)
            self.press_key("delete")
        elif name == "back":
            self.cancel()
        elif name in ("point", "click") and action.pos is not None:
            for index, (key, rect) in enumerate(self.keys):
                if rect.collidepoint(action.pos):
                    self.focus = index
                    if name == "click":
                        self.press_key(key)
                    return

    # ------------------------------------------------------------------ drawing
    def deck(self) -> pygame.Rect:
        """The keyboard's deck: the tray the keys are set in, round all of them."""
        return self.keys[0][1].unionall([rect for _key, rect in self.keys]).inflate(2 * DECK_MARGIN, 2 * DECK_MARGIN)

    def field(self) -> pygame.Rect:
        """The name's display over the deck."""
        return pygame.Rect(PANEL.left + 80, PANEL.top + 70, PANEL.width - 160, 60)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dim(surface, 150)
        draw_panel(surface, PANEL, alpha=250)
        text.draw(surface, _(self.title), text.HEADING, theme.TITLE, bold=True, center=(PANEL.centerx, PANEL.top + 36))
        field = self.field()      # a display, lit from within (look review 26: "no flair")
        pygame.draw.rect(surface, DISPLAY_FACE, field, border_radius=12)
        pygame.draw.rect(surface, DISPLAY_GLOW, field.inflate(-8, -8), 1, border_radius=9)
        pygame.draw.rect(surface, theme.PANEL_EDGE, field, 2, border_radius=12)
        shown = self.name + ("_" if len(self.name) < NAME_LENGTH else "")
        text.draw(surface, shown, menu_type.VALUE, theme.TEXT, bold=True, box=field.inflate(-24, 0), center=field.center)
        deck = self.deck()        # the keys set in a tray: its floor in shade under its lit lip
        pygame.draw.rect(surface, DECK_FLOOR, deck, border_radius=16)
        pygame.draw.rect(surface, DECK_SHADE, (deck.left + 6, deck.top + 2, deck.width - 12, 4), border_radius=2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, deck, 2, border_radius=16)
        if self.problem:
            text.draw(surface, self.problem, menu_type.SMALL, theme.DANGER, box=PANEL.inflate(-40, 0),
                      center=(PANEL.centerx, field.bottom + 14))
        upper = self.upper_next()
        for index, (key, rect) in enumerate(self.keys):
            label = words.key_label(key) if key in words.KEYS else key if key == "ß" else key.upper() if upper else key.lower()
            focused = index == self.focus
            _die_key(surface, rect, label, focused, menu_type.LABEL if key in words.KEYS else menu_type.VALUE,
                     pressed=key == "shift" and self.swap, primary=key == "ok")
        menu_type.draw_help(surface, _(words.HELP), bottom=PANEL.bottom - 8, centerx=PANEL.centerx,
                            width=PANEL.width - 40)


def _die_key(surface: pygame.Surface, rect: pygame.Rect, label: str, focused: bool, size: int,
             pressed: bool = False, primary: bool = False) -> None:
    """A key: the game's own raised button (look review 24: the ivory dice keys differed from every other button in
    the game), its character (or word) on it; pressed in (Aa held for the next letter) it sits down on its lip; the
    focus's white ring round it; OK the screen's main action (the action's teal)."""
    marks.button(surface, rect, label, size, focused=focused, pressed=pressed, primary=primary)
