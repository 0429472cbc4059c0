"""The local-versus setup screen: who plays Dicetime or Triple, and with what.

Four seat cards. A person joins by pressing a button on their own device (A on
a pad, Enter on the keyboard, a click on the mouse) and is bound to it: each
joined seat gets its own cursor in its colour, moved only by that seat's
device (keyboard and mouse count as one desk unless both joined). A device may
change its own seat, computer seats and free places, never another person's
seat. A seat can switch between person and computer, computers have a
difficulty, and colours and rockets stay unique. Start needs one seat
(Dicetime) or two (Triple). B / Esc on a joined device leaves that seat.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

from game import modes
from game.input.actions import KEYBOARD, MOUSE, Action, DeviceId
from game.match import (COLOUR_COUNT, COLOUR_NAMES, DIFFICULTIES, MAX_SEATS, ROCKET_COUNT, MatchConfig, Seat,
                        default_name, seat_for_device)
from game.render import rockets, text, theme
from game.scenes import navigation
from game.scenes.backdrop_scene import BackdropScene
from game.ui.button_row import Button, ButtonRow

BAR = MAX_SEATS                 # cursor column of the bottom bar (cards are 0 .. places - 1)
BAR_BUTTONS = ("back", "scores", "start")
BAR_LABELS = {"back": "Back", "scores": "High scores", "start": "Start"}
CARD_WIDTH, CARD_GAP, CARD_TOP, CARD_HEIGHT = 290, 15, 92, 448
ROW_TOP, ROW_STEP, ROW_HEIGHT = 292, 50, 42
VALUE_ROWS = ("kind", "difficulty", "colour", "rocket")
ROW_LABELS = {"kind": "Player", "difficulty": "Skill", "colour": "Colour", "rocket": "Rocket"}
VALUE_LEFT = 90                 # where a value row's "<" arrow starts, from the row's left edge
ARROW_ZONE = 30                 # clicks this close to "<" step back
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


# Kept for callers of the old names: navigation lives in game.scenes.navigation.
back_to_title = navigation.to_title
start_match = navigation.start_match


# ----------------------------------------------------------------- the seats
class SeatSlots:
    """The four places of the setup screen; pure data, no drawing."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.info = modes.get(mode)
        self.slots: list[Seat | None] = [None] * self.info.max_seats

    # queries
    def seat_of(self, device: DeviceId) -> int | None:
        return seat_for_device(self.slots, device)

    def seated(self, device: DeviceId) -> int | None:
        """The place that joined with exactly this device (no keyboard/mouse sharing)."""
        return next((i for i, seat in enumerate(self.slots) if seat is not None and seat.device == device), None)

    def filled(self) -> list[int]:
        return [i for i, seat in enumerate(self.slots) if seat is not None]

    def can_start(self) -> bool:
        return len(self.filled()) >= self.info.min_seats

    def may_edit(self, device: DeviceId, index: int) -> bool:
        """A device may change free places, computer seats and its own seat."""
        seat = self.slots[index]
        return seat is None or seat.is_computer or self.seat_of(device) == index

    def _free(self, used: set[int], count: int, start: int = 0, step: int = 1) -> int | None:
        for k in range(count):
            value = (start + step * k) % count
            if value not in used:
                return value
        return None

    def _used(self, attribute: str, besides: int | None = None) -> set[int]:
        return {getattr(seat, attribute) for i, seat in enumerate(self.slots) if seat is not None and i != besides}

    # changes
    def _new_seat(self, index: int, kind: str, device: DeviceId | None, difficulty: str = "normal") -> Seat:
        colour = self._free(self._used("colour", index), COLOUR_COUNT, index)
        rocket = self._free(self._used("rocket", index), ROCKET_COUNT, index)
        return Seat(kind, default_name(kind, index + 1), colour, rocket, device, difficulty)

    def join(self, device: DeviceId, index: int | None = None) -> int | None:
        """Seat a person playing with `device` (at `index`, or the first free place);
        the place they got, or None if the device is seated already or no place is free."""
        if self.seated(device) is not None:
            return None
        if index is None:
            index = next((i for i, seat in enumerate(self.slots) if seat is None), None)
        if index is None or self.slots[index] is not None:
            return None
        self.slots[index] = self._new_seat(index, "person", device)
        return index

    def add_computer(self, index: int, difficulty: str = "normal") -> bool:
        if self.slots[index] is not None:
            return False
        self.slots[index] = self._new_seat(index, "computer", None, difficulty)
        return True

    def remove(self, index: int) -> None:
        self.slots[index] = None

    def to_computer(self, index: int) -> None:
        seat = self.slots[index]
        if seat is not None and seat.is_person:
            self.slots[index] = replace(seat, kind="computer", device=None, name=default_name("computer", index + 1))

    def to_person(self, index: int, device: DeviceId) -> bool:
        """A computer seat taken over by the person playing with `device` (not seated yet)."""
        seat = self.slots[index]
        if seat is None or seat.is_person or self.seated(device) is not None:
            return False
        self.slots[index] = replace(seat, kind="person", device=device, name=default_name("person", index + 1))
        return True

    def cycle(self, index: int, attribute: str, step: int) -> bool:
        """Next difficulty, or the next colour / rocket that no other seat has."""
        seat = self.slots[index]
        if seat is None:
            return False
        if attribute == "difficulty":
            position = DIFFICULTIES.index(seat.difficulty)
            value = DIFFICULTIES[(position + step) % len(DIFFICULTIES)]
        else:
            count = COLOUR_COUNT if attribute == "colour" else ROCKET_COUNT
            value = self._free(self._used(attribute, index), count, getattr(seat, attribute) + step, step)
            if value is None or value == getattr(seat, attribute):
                return False
        self.slots[index] = replace(seat, **{attribute: value})
        return True

    def config(self) -> MatchConfig:
        return MatchConfig(self.mode, tuple(seat for seat in self.slots if seat is not None))


# ------------------------------------------------------------------- the scene
@dataclass
class Cursor:
    """A seated person's place on the screen: a card column and row, or the bar."""

    column: int
    row: int


class SetupScene(BackdropScene):
    pause_actions = ()  # B / Esc leaves a seat here; Start on a pad starts the match
    backdrop_seed = 5

    def __init__(self, app, mode: str = "dicetime", **options) -> None:
        super().__init__(app)
        self.info = modes.get(mode)
        if self.info.setup is None:
            raise ValueError(f"mode {mode!r} has no setup screen")
        self.mode = mode
        self.places = self.info.max_seats
        self.slots = SeatSlots(mode)
        self.slots.add_computer(1)  # a person and a computer by default: one press to join, one to start
        self.cursors: dict[int, Cursor] = {}     # seat index -> cursor
        self.hover: tuple[int, int] | None = None
        # The bottom bar, for its layout only: its buttons are pressed through `activate`.
        self._bar = ButtonRow([Button(BAR_LABELS[name], lambda: None) for name in BAR_BUTTONS],
                              center=(app.size[0] // 2, 622), width=250, height=56, gap=40)

    # ------------------------------------------------------------ layout
    def columns(self) -> list[int]:
        """The cursor columns: one per seat card, then the bottom bar (`BAR`)."""
        return [*range(self.places), BAR]

    def card_rect(self, column: int) -> pygame.Rect:
        total = self.places * CARD_WIDTH + (self.places - 1) * CARD_GAP
        left = (self.app.size[0] - total) // 2
        return pygame.Rect(left + column * (CARD_WIDTH + CARD_GAP), CARD_TOP, CARD_WIDTH, CARD_HEIGHT)

    def rows(self, column: int) -> tuple[str, ...]:
        if column == BAR:
            return BAR_BUTTONS
        seat = self.slots.slots[column]
        if seat is None:
            return ("join", "add")
        if seat.is_person:
            return ("kind", "colour", "rocket", "leave")
        return ("kind", "difficulty", "colour", "rocket", "remove")

    def control_rect(self, column: int, row: int) -> pygame.Rect:
        if column == BAR:
            return self._bar.rects()[row]
        card = self.card_rect(column)
        name = self.rows(column)[row]
        if name == "join":
            return pygame.Rect(card.x + 14, card.y + 64, card.width - 28, 320)
        if name == "add":
            return pygame.Rect(card.x + 14, card.bottom - 60, card.width - 28, ROW_HEIGHT + 4)
        return pygame.Rect(card.x + 14, ROW_TOP + row * ROW_STEP, card.width - 28, ROW_HEIGHT)

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
        return -1 if column != BAR and pos[0] < rect.x + VALUE_LEFT + ARROW_ZONE else 1

    def _sync_cursors(self) -> None:
        """One cursor per seated person; rows clamped when a card changes."""
        people = {i for i, seat in enumerate(self.slots.slots) if seat is not None and seat.is_person}
        for index in list(self.cursors):
            if index not in people:
                del self.cursors[index]
        for index in people:
            cursor = self.cursors.setdefault(index, Cursor(index, 0))
            cursor.row = max(0, min(cursor.row, len(self.rows(cursor.column)) - 1))

    def device_label(self, device: DeviceId) -> str:
        if device == KEYBOARD:
            return "keyboard" if self.slots.seated(MOUSE) is not None else "keyboard + mouse"
        if device == MOUSE:
            return "mouse" if self.slots.seated(KEYBOARD) is not None else "mouse + keyboard"
        pad = self.app.devices.pad(device)
        name = pad.name if pad is not None else "gamepad"
        return name if len(name) <= 18 else name[:17] + "…"

    def status(self) -> str:
        need = self.info.min_seats
        have = len(self.slots.filled())
        if have >= need:
            return f"{have} seat{'s' if have != 1 else ''} ready – press Start (or Start on a pad)"
        return f"{self.info.label} needs at least {need} seat{'s' if need != 1 else ''}"

    # ----------------------------------------------------------- actions
    def activate(self, column: int, row: int, device: DeviceId, step: int = 1) -> None:
        """Press control (column, row) with `device`; `step` is the direction for value rows."""
        name = self.rows(column)[row]
        if column == BAR:
            {"back": lambda: navigation.to_title(self.app), "scores": self.show_high_scores, "start": self.start}[name]()
            return
        slots = self.slots
        changed = False
        if not slots.may_edit(device, column):
            pass
        elif name == "join":
            changed = slots.join(device, column) is not None
        elif name == "add":
            changed = slots.add_computer(column)
        elif name in ("leave", "remove"):
            slots.remove(column)
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

    def start(self) -> None:
        if not self.slots.can_start():
            self.app.notify(self.status() + ".", seconds=3.0)
            return
        navigation.start_match(self.app, self.slots.config())

    def show_high_scores(self) -> None:
        navigation.to_high_scores(self.app, self.info.high_scores or self.mode)

    def handle(self, action: Action) -> None:
        if action.name == "device_removed":
            seat = self.slots.seated(action.device)
            if seat is not None:
                self.slots.remove(seat)
                self._sync_cursors()
                self.app.notify(f"A gamepad was unplugged: seat {seat + 1} is free again.", seconds=4.0)
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
                self.app.notify(f"All {NUMBER_WORDS[self.places]} seats are taken: remove a computer or wait for someone to leave.",
                                3.0)
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
        elif name == "back":
            self.slots.remove(seat)
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
        self.draw_backdrop(surface, f"{self.info.label} – who plays?", 56, 48)
        for column in range(self.places):
            self._draw_card(surface, column)
        ready = self.slots.can_start()
        text.draw(surface, self.status(), 28, theme.GOOD if ready else theme.TEXT_DIM, center=(width // 2, 567))
        for row, name in enumerate(BAR_BUTTONS):
            rect = self.control_rect(BAR, row)
            enabled = name != "start" or ready
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=12)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=12)
            colour = theme.TEXT if enabled else theme.TEXT_DISABLED
            text.draw(surface, BAR_LABELS[name], 32, colour, bold=name == "start" and ready, center=rect.center)
        self._draw_cursors(surface)
        hint = "A / Enter / click: join or choose   arrows: move   Q / E or shoulders: change   B / Esc: leave"
        text.draw(surface, hint, 22, theme.TEXT_DIM, midbottom=(width // 2, self.app.size[1] - 10))
        self.draw_fade_in(surface)

    def _draw_card(self, surface: pygame.Surface, column: int) -> None:
        card = self.card_rect(column)
        seat = self.slots.slots[column]
        pygame.draw.rect(surface, theme.PANEL, card, border_radius=16)
        edge = rockets.seat_colour(seat.colour) if seat is not None else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, card, 3 if seat is not None and seat.is_person else 1, border_radius=16)
        if seat is None:
            self._draw_free_card(surface, column, card)
            return
        text.draw(surface, seat.name, 34, theme.TEXT, bold=True, midtop=(card.centerx, card.y + 12))
        detail = self.device_label(seat.device) if seat.is_person else "computer player"
        text.draw(surface, detail, 24, theme.TEXT_DIM, midtop=(card.centerx, card.y + 44))
        bob = 0.0 if self.app.settings.reduced_motion else 3 * math.sin(self.time * 2 + column)
        rockets.draw_rocket(surface, seat.rocket, seat.colour, (card.centerx, card.y + 136 + bob), 104,
                            flame=0.5 if seat.is_person else 0.0)
        for row, name in enumerate(self.rows(column)):
            self._draw_row(surface, column, row, name, seat)

    def _draw_free_card(self, surface: pygame.Surface, column: int, card: pygame.Rect) -> None:
        text.draw(surface, f"Seat {column + 1}", 34, theme.TEXT_DIM, bold=True, midtop=(card.centerx, card.y + 12))
        join = self.control_rect(column, 0)
        pulse = 1.0 if self.app.settings.reduced_motion else 0.75 + 0.25 * math.sin(self.time * 3)
        colour = tuple(round(c * pulse) for c in theme.TEXT)
        lines = ("Press A on a pad", "Enter on the keyboard", "or click here", "to join")
        for i, line in enumerate(lines):
            text.draw(surface, line, 28, colour, center=(join.centerx, join.y + 100 + 38 * i))
        pygame.draw.rect(surface, theme.PANEL_EDGE, join, 1, border_radius=12)
        add = self.control_rect(column, 1)
        pygame.draw.rect(surface, theme.SPACE_LIGHT, add, border_radius=10)
        text.draw(surface, "+ Add computer", 28, theme.TEXT, center=add.center)

    def _draw_row(self, surface: pygame.Surface, column: int, row: int, name: str, seat: Seat) -> None:
        rect = self.control_rect(column, row)
        pygame.draw.rect(surface, theme.SPACE_LIGHT, rect, border_radius=10)
        if name in ("leave", "remove"):
            label = "Leave seat" if name == "leave" else "Remove"
            text.draw(surface, label, 28, theme.TEXT, center=rect.center)
            return
        text.draw(surface, ROW_LABELS[name], 24, theme.TEXT_DIM, midleft=(rect.x + 10, rect.centery))
        value_left = rect.x + VALUE_LEFT
        text.draw(surface, "<", 30, theme.TEXT_DIM, midleft=(value_left, rect.centery))
        text.draw(surface, ">", 30, theme.TEXT_DIM, midright=(rect.right - 8, rect.centery))
        label = {"kind": "Person" if seat.is_person else "Computer", "difficulty": seat.difficulty.capitalize(),
                 "colour": COLOUR_NAMES[seat.colour], "rocket": rockets.ROCKET_NAMES[seat.rocket]}[name]
        words = text.render(label, 26, theme.TEXT)
        icon = 26 if name in ("colour", "rocket") else 0
        left = (value_left + 16 + rect.right - 22) // 2 - (icon + words.get_width()) // 2
        if name == "colour":
            pygame.draw.circle(surface, rockets.seat_colour(seat.colour), (left + 10, rect.centery), 10)
        elif name == "rocket":
            rockets.draw_rocket(surface, seat.rocket, seat.colour, (left + 9, rect.centery), 34)
        surface.blit(words, words.get_rect(midleft=(left + icon, rect.centery)))

    def _draw_cursors(self, surface: pygame.Surface) -> None:
        stacked: dict[tuple[int, int], int] = {}
        if self.hover is not None and self.hover[1] < len(self.rows(self.hover[0])):
            pygame.draw.rect(surface, theme.TEXT, self.control_rect(*self.hover).inflate(4, 4), 1, border_radius=12)
        for index, cursor in sorted(self.cursors.items()):
            seat = self.slots.slots[index]
            if seat is None:
                continue
            key = (cursor.column, cursor.row)
            layer = stacked.get(key, 0)
            stacked[key] = layer + 1
            rect = self.control_rect(*key).inflate(6 + 8 * layer, 6 + 8 * layer)
            colour = rockets.seat_colour(seat.colour)
            pygame.draw.rect(surface, colour, rect, 3, border_radius=12)
            tag = text.render(f"P{index + 1}", 20, theme.SPACE, True)
            box = tag.get_rect().inflate(8, 2)
            box.midleft = (rect.left + 10 + 34 * layer, rect.top)
            pygame.draw.rect(surface, colour, box, border_radius=5)
            surface.blit(tag, tag.get_rect(center=box.center))


class DicetimeSetupScene(SetupScene):
    def __init__(self, app, **options) -> None:
        super().__init__(app, mode="dicetime")


class TripleSetupScene(SetupScene):
    def __init__(self, app, **options) -> None:
        super().__init__(app, mode="triple")
