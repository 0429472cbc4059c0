"""The local-versus setup screen: who plays a mode, and with what.

One seat card per place of the mode (up to six, narrower when there are more than
four; the mode's seat range comes from `game.modes`). A person joins by pressing a button on their own device (A on
a pad, Enter on the keyboard, a click on the mouse) and is bound to it: each
joined seat gets its own cursor in its colour, moved only by that seat's
device (keyboard and mouse count as one desk unless both joined). A device may
change its own seat, computer seats and free places, never another person's
seat. A seat can switch between person and computer, computers have a
difficulty, and colours and rockets stay unique. Start needs the mode's fewest
seats. B / Esc on a joined device leaves that seat. A device that has a seat
already and joins at another place seats one more person who shares it (hot
seat): on the table it acts for whichever of them is on turn.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game import modes
from game.input.actions import KEYBOARD, MOUSE, Action, DeviceId
from game.match import MAX_SEATS
from game.phones import setup_seats  # (no server: that is imported only when phones are turned on)
from game.render import key_caps, key_icons, marks, sky, text, theme
from game.scenes import mode_skins, navigation, setup_view
from game.scenes.backdrop_scene import BackdropScene
from game.scenes.players import words as player_words
from game.scenes.players.seat_players import NEW, PlayerChoice
from game.scenes.seat_slots import SeatSlots
from game.ui.button_row import Button, ButtonRow
from game.words import N_, _, ngettext

BAR = MAX_SEATS                 # cursor column of the bottom bar (cards are 0 .. places - 1)
BAR_BUTTONS = ("back", "phones", "scores", "start")
BAR_LABELS = {"back": N_("Back"), "phones": N_("Play on phones"), "scores": N_("High scores"), "start": N_("Start")}
CARD_WIDTH, CARD_GAP, CARD_TOP, CARD_HEIGHT = 300, 12, 88, 432   # the widest card; five or six are narrower
NOTE_Y, STATUS_Y, BAR_Y = 550, 585, 638   # with phones on, under the cards: the status, the room's address; the buttons'
# middle (look review 13: the two lines sat squeezed between the cards and the buttons, 4-6 px apart)
LINE_Y = 567                    # phones off: the one line under the cards (look review 28b: three lines of help there)
NARROW_GAP, SIDE_MARGIN = 10, 24
COMPACT_WIDTH = 260             # narrower cards drop the row labels and use smaller type
ROW_TOP, ROW_STEP, ROW_HEIGHT = 280, 48, 42
VALUE_ROWS = ("kind", "player", "difficulty", "colour", "rocket")
NUMBER_WORDS = {1: N_("one"), 2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six")}
VALUE_LEFT = 6                  # where a value row's ◀ key starts, from the row's left edge (look review 28b, fewer
# words: no label before it; the value and its picture say what the row is, as on the six narrow cards)
ARROW_ZONE = 30                 # clicks this close to "<" step back


# ------------------------------------------------------------------- the scene
@dataclass
class Cursor:
    """A seated person's place on the screen: a card column and row, or the bar."""

    column: int
    row: int


class SetupScene(BackdropScene):
    pause_actions = ()  # B / Esc leaves a seat here; Start on a pad starts the match
    backdrop_seed = 5
    backdrop_planets = 0    # the cards fill the screen; the key hints run the full width under them

    def __init__(self, app, mode: str = "dicetime", options: tuple[tuple[str, object], ...] = (),
                 opener: DeviceId | None = None, **rest) -> None:
        self.sky_mood = sky.mood_of(mode)   # the mode's own sky from its seats on
        super().__init__(app)
        self.match_options = tuple(options)  # the mode's own settings chosen before (10000's rules)
        self.info = modes.get(mode)
        self.phone_title = self.info.label   # what a phone's page calls this screen
        if self.info.setup is None:
            raise ValueError(f"mode {mode!r} has no setup screen")
        self.mode = mode
        self.skin = mode_skins.skin_of(mode)   # the mode's dress: its keys, its cards' trim (game.render.skin)
        self.places = self.info.max_seats
        gap = CARD_GAP if self.places <= 4 else NARROW_GAP
        fit = (app.size[0] - 2 * SIDE_MARGIN - (self.places - 1) * gap) // self.places
        self.card_width, self.card_gap = min(CARD_WIDTH, fit), gap
        self.compact = self.card_width < COMPACT_WIDTH
        self.slots = SeatSlots(mode)
        self.choice = PlayerChoice()   # who a person's seat plays as: a guest, a player by name, a new one
        for index in range(1, self.info.default_seats):
            # a person and computers by default: one press to join, one to start
            self.slots.add_computer(index)
        self.cursors: dict[int, Cursor] = {}     # a device's first seat index -> its cursor
        self.hover: tuple[int, int] | None = None
        if opener is not None and opener.kind in ("keyboard", "mouse", "pad") and self.slots.join(opener, 0) is not None:
            # Who chose the mode sits in seat 1 (seat 1 is never empty beside a computer in seat 2), the
            # cursor on Start: one press plays. Another device joins with A / Enter / a click as before.
            self.cursors[0] = Cursor(BAR, BAR_BUTTONS.index("start"))
        # The bottom bar, for its layout only: its buttons are pressed through `activate`.
        self._bar = ButtonRow([Button(BAR_LABELS[name], lambda: None) for name in BAR_BUTTONS],
                              center=(app.size[0] // 2, BAR_Y), width=250, height=50, gap=30)

    # ------------------------------------------------------------ layout
    def columns(self) -> list[int]:
        """The cursor columns: one per seat card, then the bottom bar (`BAR`)."""
        return [*range(self.places), BAR]

    def card_rect(self, column: int) -> pygame.Rect:
        width, gap = self.card_width, self.card_gap
        total = self.places * width + (self.places - 1) * gap
        left = (self.app.size[0] - total) // 2
        # a free place is a full card too (look review 28b: the short dashed slots left the top right empty), dashed
        # and see-through, a ghost rocket waiting in it (mid critique 18: it must not outweigh the seated cards)
        return pygame.Rect(left + column * (width + gap), CARD_TOP, width, CARD_HEIGHT)

    def rows(self, column: int) -> tuple[str, ...]:
        if column == BAR:
            return BAR_BUTTONS
        seat = self.slots.slots[column]
        if seat is None:
            return ("join", "add")
        if seat.is_person:
            return ("kind", "player", "colour", "rocket", "leave")
        return ("kind", "difficulty", "colour", "rocket", "remove")

    def control_rect(self, column: int, row: int) -> pygame.Rect:
        if column == BAR:
            return self._bar.rects()[row]
        card = self.card_rect(column)
        name = self.rows(column)[row]
        inset = 8 if self.compact else 14
        if name == "join" and self.app.phones is None:   # (under the ghost rocket: its words and the devices)
            return pygame.Rect(card.x + inset, ROW_TOP - 24, card.width - 2 * inset, card.bottom - 68 - (ROW_TOP - 24))
        if name == "join":
            return pygame.Rect(card.x + inset, card.y + 64, card.width - 2 * inset, 304)
        if name == "add":
            return pygame.Rect(card.x + inset, card.bottom - 60, card.width - 2 * inset, ROW_HEIGHT + 4)
        return pygame.Rect(card.x + inset, ROW_TOP + row * ROW_STEP, card.width - 2 * inset, ROW_HEIGHT)

    def control_at(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        for column in self.columns():
            for row in range(len(self.rows(column))):
                if self.control_rect(column, row).collidepoint(pos):
                    return column, row
        return None

    # ----------------------------------------------------------- helpers
    def _step_for_click(self, column: int, row: int, pos: tuple[float, float]) -> int:
        """Clicking the left arrow of a value row steps back; anywhere else steps on."""
        rect = self.control_rect(column, row)
        return -1 if column != BAR and pos[0] < rect.x + self.value_left + ARROW_ZONE else 1

    @property
    def value_left(self) -> int:
        """Where a value row's "<" arrow starts, from the row's left edge (no label on narrow cards)."""
        return VALUE_LEFT

    def _sync_cursors(self) -> None:
        """One cursor per seated device (at its first seat); rows clamped when a card changes."""
        people = {self.slots.seated(seat.device) for seat in self.slots.slots if seat is not None and seat.is_person}
        for index in list(self.cursors):
            if index not in people:
                del self.cursors[index]
        for index in people:
            cursor = self.cursors.setdefault(index, Cursor(index, 0))
            cursor.row = max(0, min(cursor.row, len(self.rows(cursor.column)) - 1))

    def device_label(self, device: DeviceId) -> str:
        if device == KEYBOARD:
            return _("keyboard") if self.slots.seated(MOUSE) is not None else _("keyboard + mouse")
        if device == MOUSE:
            return _("mouse") if self.slots.seated(KEYBOARD) is not None else _("mouse + keyboard")
        if device.kind == "phone":
            return self.app.devices.label_of(device, short=True)
        pad = self.app.devices.pad(device)
        if pad is None:
            return _("gamepad")
        name = pad.name if len(pad.name) <= 16 else pad.name[:15] + "…"
        return _("Pad {number} · {name}").format(number=pad.number, name=name)   # the number the pad lights: identical pads told apart

    def status(self) -> str:
        need = self.info.min_seats
        have = len(self.slots.filled())
        if have >= need:
            return ngettext("{n} seat ready – press P (Start on a pad)",
                            "{n} seats ready – press P (Start on a pad)", have).format(n=have)
        return ngettext("{mode} needs at least {n} seat", "{mode} needs at least {n} seats",
                        need).format(mode=_(self.info.label), n=need)

    # ----------------------------------------------------------- actions
    def activate(self, column: int, row: int, device: DeviceId, step: int = 1) -> None:
        """Press control (column, row) with `device`; `step` is the direction for value rows."""
        name = self.rows(column)[row]
        if column == BAR:
            {"back": lambda: navigation.to_title(self.app), "phones": lambda: setup_seats.toggle(self.app),
             "scores": self.show_high_scores, "start": self.start}[name]()
            return
        slots = self.slots
        changed = False
        if not slots.may_edit(device, column):
            pass
        elif name == "join":   # a device seated already adds a person who shares it (hot seat)
            changed = slots.join(device, column, share=True) is not None
        elif name == "add":
            changed = slots.add_computer(column)
        elif name in ("leave", "remove"):
            slots.remove(column)
            changed = True
        elif name == "player":
            if self.choice.step(slots, column, step) == NEW:
                navigation.push(self.app, "name_entry", title=player_words.NEW_PLAYER_TITLE,
                                on_done=lambda typed, column=column: self._new_player(column, typed))
            changed = True
        elif name == "kind":
            if slots.slots[column].is_person:
                slots.to_computer(column)
                changed = True
            else:
                changed = slots.to_person(column, device)
        else:
            changed = slots.cycle(column, name, step)
        sound = {"join": "confirm", "add": "confirm", "leave": "back", "remove": "back"}.get(name, "change")
        self.app.audio.play(sound if changed else "back")
        self._sync_cursors()

    def _new_player(self, column: int, name: str | None) -> None:
        """The name entry's answer for seat `column`: add that player and seat them (None: nothing)."""
        seat = self.slots.slots[column]
        if name is None or seat is None or not seat.is_person:
            return
        notice = self.choice.add(self.slots, column, name)
        if notice:
            self.app.notify(notice, 5.0)

    def start(self) -> None:
        if not self.slots.can_start():
            self.app.notify(self.status() + ".", seconds=3.0)
            return
        config = self.slots.config()
        if self.match_options:
            config = replace(config, options=self.match_options)
        navigation.start_match(self.app, config)

    # ----------------------------------------------------------- phones (game/phones/setup_seats.py)
    def phone_offers(self) -> list:
        return setup_seats.offers(self)

    def phone_take(self, offer, device: DeviceId, name: str) -> bool:
        return setup_seats.take(self, offer, device, name)

    def phone_leave(self, device: DeviceId) -> None:
        setup_seats.leave(self, device)

    def seats_changed(self) -> None:
        self._sync_cursors()

    def show_high_scores(self) -> None:
        navigation.to_high_scores(self.app, self.info.high_scores or self.mode)

    def handle(self, action: Action) -> None:
        if action.name == "device_removed":   # (a phone that sleeps keeps its seat: another phone may take it)
            if action.device.kind == "phone":
                return
            lost = [i for i, seat in enumerate(self.slots.slots) if seat is not None and seat.device == action.device]
            for index in lost:
                self.slots.remove(index)
            if lost:
                self._sync_cursors()
                places = ", ".join(str(i + 1) for i in lost)
                self.app.notify(ngettext("A gamepad was unplugged: seat {places} is free again.",
                                         "A gamepad was unplugged: seats {places} are free again.",
                                         len(lost)).format(places=places), seconds=4.0)
            return
        if action.name in ("point", "click", "alt_click"):
            self._mouse(action)
            return
        seat = self.slots.seat_of(action.device)
        if seat is None:
            self._unseated(action)
        else:
            self._seated(seat, action)

    def _mouse(self, action: Action) -> None:
        if action.pos is None:
            return
        hit = self.control_at(action.pos)
        self.hover = hit
        if action.name != "click" or hit is None:
            return
        column, row = hit
        rows_before = self.rows(column)
        self.activate(column, row, MOUSE, self._step_for_click(column, row, action.pos))
        self.hover = self.control_at(action.pos)  # the card under the mouse may have changed
        seat = self.slots.seat_of(MOUSE)  # after a join, the mouse's new seat
        if seat in self.cursors:
            # The desk's cursor follows the clicks; on a card that changed shape, to its top.
            self.cursors[seat] = Cursor(column, row if self.rows(column) == rows_before else 0)

    def _unseated(self, action: Action) -> None:
        if action.name == "confirm":
            if self.slots.join(action.device) is not None:
                self.app.audio.play("confirm")
                self.app.devices.rumble(action.device, 0.3, 0.5, 120)  # the pad feels it joined
                self._sync_cursors()
            else:
                self.app.audio.play("back")
                self.app.notify(_("All {n} seats are taken: remove a computer or wait for someone to leave.")
                                .format(n=_(NUMBER_WORDS[self.places])), 3.0)
        elif action.name == "back" and not any(s is not None and s.is_person for s in self.slots.slots):
            self.app.audio.play("back")
            navigation.to_title(self.app)

    def _seated(self, seat: int, action: Action) -> None:
        cursor = self.cursors.setdefault(seat, Cursor(seat, 0))
        name = action.name
        if name in ("up", "down"):
            self._move_vertical(seat, cursor, -1 if name == "up" else 1)
        elif name in ("left", "right"):
            self._move_horizontal(cursor, -1 if name == "left" else 1)
        elif name == "confirm":
            self.activate(cursor.column, cursor.row, action.device)
        elif name in ("prev", "next"):
            if cursor.column != BAR and self.rows(cursor.column)[cursor.row] in VALUE_ROWS:
                self.activate(cursor.column, cursor.row, action.device, -1 if name == "prev" else 1)
        elif name == "back":   # leave: the seat under the cursor if it is one of this device's, else its first
            mine = self.slots.seats_of(action.device)
            self.slots.remove(cursor.column if cursor.column in mine else seat)
            self.app.audio.play("back")
            self._sync_cursors()
        elif name == "pause":
            self.start()

    def _move_vertical(self, seat: int, cursor: Cursor, step: int) -> None:
        if cursor.column == BAR:
            if step < 0:
                column = seat if self.slots.slots[seat] is not None else 0
                cursor.column, cursor.row = column, len(self.rows(column)) - 1
            return
        row = cursor.row + step
        if row >= len(self.rows(cursor.column)):
            cursor.column, cursor.row = BAR, BAR_BUTTONS.index("start")
        else:
            cursor.row = max(0, row)

    def _move_horizontal(self, cursor: Cursor, step: int) -> None:
        if cursor.column == BAR:
            cursor.row = (cursor.row + step) % len(BAR_BUTTONS)
            return
        cursor.column = (cursor.column + step) % self.places
        cursor.row = min(cursor.row, len(self.rows(cursor.column)) - 1)

    # ----------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        width = self.app.size[0]
        with self.sky(surface, _("{mode} – who plays?").format(mode=_(self.info.label)), 56, 48):
            for column in range(self.places):
                setup_view.draw_card(surface, self, column)
            ready = self.slots.can_start()
            phones = self.app.phones
            on_phones = (BAR, BAR_BUTTONS.index("phones"))
            phones_focused = any((cursor.column, cursor.row) == on_phones and self.slots.slots[index] is not None
                                 for index, cursor in self.cursors.items())
            if phones is None and phones_focused:   # one line under the cards: what the focused Phones key does,
                setup_view.draw_phones_note(surface, self, LINE_Y)   # else where the seats stand
            else:
                text.draw(surface, self.status(), text.LABEL, theme.ACTION if ready else theme.TEXT_DIM,
                          center=(width // 2, LINE_Y if phones is None else NOTE_Y))
            if phones is not None:
                setup_seats.draw_address(surface, phones.url, STATUS_Y)
            for row, name in enumerate(BAR_BUTTONS):
                rect = self.control_rect(BAR, row)
                enabled = name != "start" or ready
                label = _("Phones: on") if name == "phones" and phones is not None else _(BAR_LABELS[name])
                marks.button(surface, rect, label, text.LABEL, enabled=enabled, primary=name == "start",   # (the keys'
                             skin=self.skin, icon=key_icons.icon_of(BAR_LABELS[name]))   # tiers: Start the main one)
            setup_view.draw_cursors(surface, self)
            hint = _("Enter / A: join or choose   Q / E: change   P / Start: play   Esc / B: leave")   # (look review 23: it
            # ran nearly edge to edge; the shoulders change too, and a click joins: the join note says so)
            key_caps.draw(surface, hint, text.LABEL, theme.TEXT_DIM, width - 40, (width // 2, self.app.size[1] - 8))
        self.draw_fade_in(surface)

class DicetimeSetupScene(SetupScene):
    def __init__(self, app, **options) -> None:
        super().__init__(app, mode="dicetime", opener=options.get("opener"))


class TripleSetupScene(SetupScene):
    def __init__(self, app, **options) -> None:
        super().__init__(app, mode="triple", opener=options.get("opener"))
