"""One seat's turn on screen: throw, lock, pick a box, fill it in.

`TurnFlow` is the same for people and computer players: a person's actions and the
computer driver's steps both call its verbs (`roll`, `toggle_lock`, `move_row`,
`confirm_box`, ...). Dice values only ever come from the tray: a roll throws the unlocked
dice, waits until the tray has settled, reads the faces and hands them to the rules'
`DiceTurn.roll`. What is legal and what scores is asked of the board (the rules).

Focus: the dice zone (a cursor over the Roll button and the planets, left/right in the order they lie
on screen) and
the table zone (a row, and in Triple a column; up/down/left/right). Confirm on a box
selects it, a second confirm fills it in; a box that would score 0 asks once more.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.physics import Collision
from game.render.scoresheet import CATEGORY_NAMES
from game.rules.dicetime import CATEGORIES
from game.scenes.playkit.tray_panel import DICE, TrayPanel
from game.scenes.scoretable.boards import Board, Box, first_open
from game.words import _

ROLL_BUTTON = DICE  # the die cursor's last stop is the Roll button


@dataclass
class Outcome:
    """Something the scene should show, sound or remember."""

    kind: str            # "rolled", "selected", "ask_zero", "filled", "refused"
    seat: int
    box: Box | None = None
    points: int = 0
    dice: tuple[int, ...] = ()
    bonus_reached: bool = False
    message: str = ""


@dataclass
class TurnFlow:
    board: Board
    seat: int
    panel: TrayPanel
    zone: str = "dice"
    die_cursor: int = ROLL_BUTTON
    row: int = 0
    column: int = 0
    selected: Box | None = None
    zero_armed: Box | None = None
    done: bool = False
    rolled_once: bool = False
    outcomes: list[Outcome] = field(default_factory=list)
    #: Called with (flow, choice) just before a reroll (choice: the values kept) or a fill
    #: (choice: the box), while the dice and rerolls left still describe the decision.
    on_decision: Callable[[TurnFlow, Box | tuple[int, ...]], None] | None = None

    def __post_init__(self) -> None:
        column, name = first_open(self.board, self.seat)
        self.row, self.column = CATEGORIES.index(name), column

    # --- what the scene reads ---------------------------------------------------------
    @property
    def turn(self):
        return self.board.turn(self.seat)

    @property
    def rolling(self) -> bool:
        return self.panel.rolling and self.rolled_once

    @property
    def dice(self) -> tuple[int, ...] | None:
        """The turn's dice once the tray has settled (None before the first roll or mid-throw)."""
        return None if self.done or self.rolling else self.turn.dice

    @property
    def can_roll(self) -> bool:
        return not self.done and not self.rolling and self.turn.can_roll

    @property
    def can_lock(self) -> bool:
        return not self.done and self.dice is not None and self.turn.rolls_left > 0

    @property
    def locked(self) -> tuple[bool, ...]:
        return self.turn.locked if not self.done and self.turn.has_rolled else (False,) * DICE

    @property
    def focus(self) -> Box:
        return self.column, CATEGORIES[self.row]

    @property
    def focus_open(self) -> bool:
        """Whether the table's cursor is on a box this seat may still fill (Fill in fills it)."""
        return self.zone == "table" and not self.done and self.board.is_open(self.seat, self.focus)

    def previews(self) -> dict[Box, int]:
        dice = self.dice
        if dice is None:
            return {}
        return self.board.previews(self.seat, dice)

    # --- verbs --------------------------------------------------------------------------
    def roll(self) -> bool:
        if not self.can_roll:
            return False
        if self.turn.has_rolled and self.on_decision is not None:
            kept = tuple(value for value, lock in zip(self.turn.dice, self.turn.locked, strict=False) if lock)
            self.on_decision(self, kept)
        self.panel.throw(self.turn.locked)  # a first throw throws all but a level's pinned planet
        self.rolled_once = True
        self.zero_armed = None
        return True

    def update(self, dt: float, reduced_motion: bool = False) -> list[Collision]:
        """Step the tray; when a throw has settled, give its faces to the rules."""
        was_rolling = self.rolling
        hits = self.panel.update(dt, reduced_motion, held=self.locked)   # (held dice drawn lifted)
        if was_rolling and not self.panel.rolling and not self.done:
            faces = self.panel.faces
            assert faces is not None
            dice = self.turn.roll([faces[i] for i in self.turn.to_roll])
            self.outcomes.append(Outcome("rolled", self.seat, dice=dice))
            if not self.can_roll and self.zone == "dice" and self.die_cursor == ROLL_BUTTON:
                self._to_the_card()
        return hits

    def _to_the_card(self) -> None:
        """The throws are spent and the cursor was on Roll: it moves to the card, where the only choice left is
        (a focus on a button that cannot be pressed read as the next step: look review 16), on the open box these
        dice score most in (the topmost of equals: five alike lands on the 50, not on an empty Ones)."""
        self.zone = "table"
        previews = self.previews()
        if previews:
            best = max(previews.values())
            column, name = min((box for box, points in previews.items() if points == best),
                               key=lambda box: (CATEGORIES.index(box[1]), box[0]))
        else:
            column, name = first_open(self.board, self.seat)
        self.row, self.column = CATEGORIES.index(name), column

    def toggle_lock(self, index: int) -> bool:
        if not self.can_lock or not 0 <= index < DICE or index in self.turn.pinned:
            return False
        self.turn.toggle_lock(index)
        self.zero_armed = None
        return True

    def set_locks(self, mask: tuple[bool, ...]) -> None:
        for index, want in enumerate(mask):
            if self.locked[index] != want:
                self.toggle_lock(index)

    def cursor_stops(self) -> list[int]:
        """The dice zone's stops from left to right as the player sees them: the Roll button (it sits at
        the bottom left), then the planets in the order they lie across the tray, whatever their numbers."""
        centres = {i: self.panel.die_center(i) for i in self.panel.on_felt}
        dice = sorted((i for i, c in centres.items() if c is not None), key=lambda i: (centres[i][0], centres[i][1]))
        return [ROLL_BUTTON, *dice]

    def cursor_path(self, start: int, target: int) -> list[int]:
        """The stops the cursor passes walking from `start` to `target` with left/right (target last)."""
        stops = self.cursor_stops()
        if start not in stops or target not in stops:
            return [target]
        a, b = stops.index(start), stops.index(target)
        return stops[a + 1:b + 1] if b >= a else stops[b:a][::-1]

    def move_die_cursor(self, step: int) -> None:
        """Left/right in the dice zone, in screen order; right of the rightmost planet is the table
        (it lies to the right of the tray)."""
        if self.zone != "dice":
            self.zone = "dice"
            return
        stops = self.cursor_stops()
        here = stops.index(self.die_cursor) if self.die_cursor in stops else 0
        target = here + step
        if target >= len(stops):
            self.zone = "table"
            return
        self.die_cursor = stops[max(0, target)]

    def move_row(self, step: int) -> None:
        if self.zone != "table":
            self.zone = "table"
            return
        self.row = (self.row + step) % len(CATEGORIES)

    def move_column(self, step: int) -> None:
        """Left/right in the table: other columns in Triple; off the left edge to the dice."""
        if self.zone != "table":
            self.move_die_cursor(step)
            return
        target = self.column + step
        if target < 0:  # left of the table: the rightmost planet (or the Roll button before a throw)
            self.zone, self.die_cursor = "dice", self.cursor_stops()[-1]
        elif target < self.board.columns:
            self.column = target

    def cycle_column(self, step: int) -> None:
        self.zone = "table"
        self.column = (self.column + step) % self.board.columns

    def point_at(self, box: Box) -> None:
        self.zone = "table"
        self.column, self.row = box[0], CATEGORIES.index(box[1])

    def confirm_box(self, box: Box) -> Outcome | None:
        """Select `box`; if it is already selected, fill it in (a zero asks once more)."""
        self.point_at(box)
        dice = self.dice
        if self.done:
            return None
        if not self.board.is_open(self.seat, box):
            return self._tell(Outcome("refused", self.seat, box, message=_("{box} is already filled").format(box=self.label(box))))
        if dice is None:
            message = _("Wait for the planets to settle") if self.rolling else _("Roll first")
            return self._tell(Outcome("refused", self.seat, box, message=message))
        if self.selected != box:
            self.selected, self.zero_armed = box, None
            return self._tell(Outcome("selected", self.seat, box, self.board.preview(box, dice), dice))
        return self.fill_selected()

    def fill_selected(self) -> Outcome | None:
        box, dice = self.selected, self.dice
        if box is None or dice is None or self.done:
            return None
        points = self.board.preview(box, dice)
        if points == 0 and self.zero_armed != box:
            self.zero_armed = box
            return self._tell(Outcome("ask_zero", self.seat, box, 0, dice))   # the zero card asks (zero_card.draw_zero_card)
        if self.on_decision is not None:
            self.on_decision(self, box)
        bonus = self.board.bonus_reached_by(self.seat, box, dice)
        shown = self.board.fill(self.seat, box)
        self.done = True
        return self._tell(Outcome("filled", self.seat, box, shown, dice, bonus_reached=bonus))

    def label(self, box: Box) -> str:
        name = _(CATEGORY_NAMES[box[1]])
        return name if self.board.columns == 1 else f"{name} \u00d7{self.board.weights[box[0]]}"   # (as the sheet heads its columns)

    def _tell(self, outcome: Outcome) -> Outcome:
        self.outcomes.append(outcome)
        return outcome

    def take_outcomes(self) -> list[Outcome]:
        taken, self.outcomes = self.outcomes, []
        return taken
