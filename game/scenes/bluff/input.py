"""A person's input at the Bluff table: the table rules, rolling one's cup, the bid on the track,
doubting, marking dice to reroll, peeking, and moving on after a verdict or a points table.

`PersonInput` gets the actions the play kit routes to the seats on turn (`act`, `back`), and any
person's peek and its release. It keeps what a person is choosing (the `BidPicker`, the dice marked
to reroll, the die cursor) and asks the scene (`Table`) for the moves themselves.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.input.actions import Action, DeviceId
from game.rules.bluff import Bid, BluffGame
from game.scenes.bluff.bid_board import BidBoard
from game.scenes.bluff.bid_picker import BidPicker
from game.scenes.bluff.privacy import OWN_DEVICE, Privacy
from game.scenes.bluff.reveal import RevealShow
from game.scenes.bluff.rules_panel import BACK, START, TableRulesPanel
from game.scenes.bluff.seat_cards import CardRects
from game.scenes.playkit.seating import DEVICE_KINDS
from game.words import _


class Table(Protocol):
    """What a person's input asks of the Bluff scene."""

    game: BluffGame
    privacy: Privacy
    status: str
    stage: str
    rolling: set[int]
    turn_seat: int | None
    rules_panel: TableRulesPanel | None
    reveal: RevealShow | None
    cards: list[CardRects]
    panels: list
    track: BidBoard
    ok_rect: pygame.Rect
    doubt_rect: pygame.Rect

    @property
    def reroll_allowed(self) -> bool: ...

    def name(self, seat: int) -> str: ...

    def bid_prompt(self, seat: int) -> str: ...

    def say(self, line: str) -> None: ...

    def sound(self, name: str) -> None: ...

    def hand_panel_dice(self, seat: int) -> tuple[int, ...]: ...

    def throw(self, seat: int) -> None: ...

    def bid(self, seat: int, bid: Bid, reveal: tuple[int, ...]) -> None: ...

    def doubt(self, seat: int) -> None: ...

    def start_match(self, settings) -> None: ...

    def back_to_seats(self) -> None: ...

    def finish_reveal(self) -> None: ...

    def next_game(self) -> None: ...


class PersonInput:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.picker: BidPicker | None = None   # the bid a person on turn is choosing
        self.marked: set[int] = set()          # panel dice the person on turn marked to reroll
        self.die_cursor = 0
        self.die_cursor_active = False
        self.covered: str | None = None        # the headline a peek's line covers until the button is let go

    # ------------------------------------------------------------------ turns
    def clear(self) -> None:
        """Nobody is choosing (a new round, a computer's turn)."""
        self.picker = None
        self.marked.clear()
        self.die_cursor = 0
        self.die_cursor_active = False

    def placed(self) -> None:
        """A bid was placed: the picker and the marks go (the cursor stays where it was)."""
        self.picker = None
        self.marked.clear()

    def start_turn(self, seat: int, person: bool) -> None:
        """`seat` is on turn: a person gets the picker on the smallest raise; the cursor on their first hidden die."""
        game = self.table.game
        self.marked.clear()
        self.die_cursor_active = False
        hidden = self.hidden_panel_dice(seat)
        self.die_cursor = hidden[0] if hidden else 0
        self.picker = BidPicker(game.last_bid, game.dice_in_play) if person else None

    def hidden_panel_dice(self, seat: int) -> list[int]:
        order = self.table.hand_panel_dice(seat)
        return [order[k] for k in self.table.game.hidden_indices(seat)]

    # ------------------------------------------------------------------ peeking
    def peek(self, seats: tuple[int, ...]) -> None:
        """A person held their peek button (H / Y / the right mouse button): `seats` their device plays.
        The headline says so while the button is held; the line it covered comes back on release."""
        table = self.table
        for seat in seats:
            if table.privacy.kinds[seat] == OWN_DEVICE and table.privacy.start_peek(seat):
                if self.covered is None:
                    self.covered = table.status
                table.say(self.peek_line(seat))
                break

    def peek_line(self, seat: int) -> str:
        return _("{name} is peeking: everyone else, look away!").format(name=self.table.name(seat))

    def release(self, action: Action, seats: tuple[int, ...]) -> None:
        if action.name not in ("hint", "alt_click"):
            return
        table = self.table
        for seat in seats:
            table.privacy.end_peek(seat)
            if table.status == self.peek_line(seat) and self.covered is not None:
                table.say(self.covered)   # what the headline said before (the bid prompt, a wait)
        if table.privacy.peeker is None:
            self.covered = None

    @staticmethod
    def is_peek(action: Action) -> bool:
        return action.name in ("hint", "alt_click") and action.device.kind in DEVICE_KINDS

    # ------------------------------------------------------------------ actions on turn
    def act(self, seat: int, action: Action, computer: bool) -> None:
        """An action of `seat`'s device while `seat` is on turn (`computer`: the seat is a computer's)."""
        table = self.table
        stage, phase = table.stage, table.game.phase
        if stage == "rules":
            self.rules(action)
        elif stage == "reveal":
            if action.name in ("confirm", "click") and table.reveal is not None and table.reveal.readable:
                table.finish_reveal()
        elif stage == "table":
            if action.name in ("confirm", "click"):
                table.next_game()
        elif stage == "play" and phase == "roll":
            self._roll(seat, action)
        elif stage == "play" and phase == "bid" and not computer:
            self._bid(seat, action)

    def back(self, seat: int, device: DeviceId) -> bool:
        """B / Esc of `seat` (on `device`): on the table rules, back to the seats; with dice marked to
        reroll, drop the marks. False: not used here (the play kit pauses)."""
        if self.table.stage == "rules":
            self.rules(Action("back", device))
            return True
        if self.marked and seat == self.table.turn_seat:
            self.marked.clear()
            return True
        return False

    def rules(self, action: Action) -> None:
        table = self.table
        panel = table.rules_panel
        assert panel is not None
        before = panel.settings
        asked = panel.handle(action)
        if panel.settings != before:
            table.sound("change")
        if asked == START:
            table.sound("confirm")
            table.start_match(panel.settings)
        elif asked == BACK:
            table.sound("back")
            table.back_to_seats()

    def _roll(self, seat: int, action: Action) -> None:
        table = self.table
        if seat not in table.game.waiting_to_roll or seat in table.rolling:
            return
        if action.name in ("roll", "confirm"):
            table.throw(seat)
        elif action.name == "click" and action.pos is not None and table.cards[seat].tray.collidepoint(action.pos):
            table.throw(seat)

    def _bid(self, seat: int, action: Action) -> None:
        table = self.table
        if table.privacy.curtain_for == seat:
            if action.name in ("confirm", "click", "roll") and table.privacy.ready(seat):
                table.status = table.bid_prompt(seat)
            return
        picker = self.picker
        name = action.name
        if picker is None:
            return
        if name in ("left", "right"):
            picker.step_field(-1 if name == "left" else 1)
        elif name in ("up", "down"):
            picker.step_face(1 if name == "up" else -1)
        elif name == "confirm":
            self.place_bid(seat)
        elif name == "roll":
            table.doubt(seat)
        elif name in ("prev", "next") and table.reroll_allowed:
            self.die_cursor_active = True
            hidden = self.hidden_panel_dice(seat)
            if hidden:
                at = hidden.index(self.die_cursor) if self.die_cursor in hidden else -1
                self.die_cursor = hidden[(at + (1 if name == "next" else -1)) % len(hidden)]
        elif name == "lock" and table.reroll_allowed:
            self.die_cursor_active = True
            self._toggle_mark(seat, self.die_cursor)
        elif name == "click" and action.pos is not None:
            self._click(seat, action.pos)

    def _click(self, seat: int, pos: tuple[float, float]) -> None:
        table = self.table
        assert self.picker is not None
        if table.ok_rect.collidepoint(pos):
            self.place_bid(seat)
        elif table.doubt_rect.collidepoint(pos):
            table.doubt(seat)
        elif (target := table.track.target_at(pos)) is not None:
            kind, value = target
            if kind == "step":
                self.picker.step_field(value)
            else:
                self.picker.choose_face(value)
        elif table.cards[seat].tray.collidepoint(pos):
            die = table.panels[seat].die_at(pos) if table.privacy.shows_hand(seat) else None
            if die is not None and table.reroll_allowed:
                self._toggle_mark(seat, die)
            else:
                table.doubt(seat)

    def _toggle_mark(self, seat: int, die: int) -> None:
        if die not in self.hidden_panel_dice(seat):
            return
        self.marked.symmetric_difference_update({die})
        self.table.sound("lock" if die in self.marked else "unlock")

    # ------------------------------------------------------------------ the bid
    def reveal_for_marks(self, seat: int) -> tuple[int, ...]:
        """The rules' indices of the dice put in the open: the hidden dice not marked to reroll."""
        if not self.marked:
            return ()
        order = self.table.hand_panel_dice(seat)
        return tuple(k for k in self.table.game.hidden_indices(seat) if order[k] not in self.marked)

    def reroll_problem(self) -> str | None:
        """Why the marks of the person on turn cannot go with a bid (None: they can)."""
        game = self.table.game
        reveal = self.reveal_for_marks(game.current_player)
        if self.marked and not reveal:
            return _("Keep at least one die to show in the open")
        return game.reveal_problem(reveal)

    def place_bid(self, seat: int) -> None:
        table = self.table
        assert self.picker is not None
        bid = self.picker.bid
        if bid is None:
            table.say(_("No bid beats that: doubt it (X / R, or press your cup)"))
            return
        problem = self.reroll_problem()
        if problem is not None:
            table.say(problem)
            table.sound("back")
            return
        table.bid(seat, bid, self.reveal_for_marks(seat))
