"""A person's input at the 10000 table: the verbs their keys, pad and mouse press, and the cursor.

`PersonInput` is a part of `TenThousandScene` (game.scenes.tenthousand.scene). It talks to the table
only through `Table` below: it reads and moves the table's cursor and calls the table's verbs
(`press_roll`, `press_bank`, `take_all`, `toggle`, ...), which ask the rules. A computer seat's
steps (game.scenes.tenthousand.computer) call the same verbs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.input.actions import Action
from game.scenes.playkit.tray_panel import TrayPanel
from game.scenes.tenthousand.view import BUTTONS, button_rect

Cursor = tuple[str, object]   # ("button", "roll" | "take" | ...) or ("die", panel die)


class Table(Protocol):
    """What a person's input works on: the table's cursor, planets and verbs."""

    cursor: Cursor
    roll_map: tuple[int, ...]    # the panel die of each value of the turn's last roll
    panel: TrayPanel

    @property
    def phase(self) -> str: ...          # the turn's phase: "roll", "keep" or "decide"

    @property
    def between_turns(self) -> bool: ...  # a turn's end on show, or the game over: only the cursor moves

    def press_roll(self) -> bool: ...
    def press_bank(self) -> bool: ...
    def take_all(self) -> bool: ...
    def toggle(self, die: int) -> bool: ...
    def ask_hint(self) -> None: ...
    def open_table(self) -> None: ...


class PersonInput:
    """Turns a person's actions into the table's verbs and cursor moves; `sound(name, volume)` plays
    the cursor's move sound."""

    def __init__(self, table: Table, sound: Callable[[str, float], None]) -> None:
        self.table = table
        self.sound = sound

    def act(self, action: Action) -> None:
        table = self.table
        name = action.name
        if name == "point" and action.pos is not None:
            hit = self.hit(action.pos)
            if hit is not None:
                table.cursor = hit
            return
        if table.between_turns:
            return
        if name == "roll":
            table.press_roll()
        elif name == "prev":
            table.press_bank()
        elif name == "lock":
            table.take_all()
        elif name == "hint":
            table.ask_hint()
        elif name in ("left", "right"):
            self._move(-1 if name == "left" else 1)
        elif name in ("up", "down"):
            self._move_row()
        elif name == "confirm":
            self._activate(table.cursor)
        elif name == "click" and action.pos is not None:
            hit = self.hit(action.pos)
            if hit is not None:
                table.cursor = hit
                self._activate(hit)

    def _activate(self, target: Cursor) -> None:
        table = self.table
        kind, what = target
        if kind == "die":
            table.toggle(int(what))  # type: ignore[arg-type]
            return
        {"roll": table.press_roll, "take": table.take_all, "bank": table.press_bank,
         "table": table.open_table, "hint": table.ask_hint}[str(what)]()

    def felt_dice(self) -> list[int]:
        """The planets of the last throw still on the felt, left to right on screen."""
        panel = self.table.panel
        dice = [d for d in self.table.roll_map if panel.die_center(d) is not None and d in panel.in_play]
        return sorted(dice, key=lambda d: panel.die_center(d)[0])  # type: ignore[index]

    def _move(self, step: int) -> None:
        table = self.table
        kind, what = table.cursor
        if kind == "die":
            dice = self.felt_dice()
            if dice:
                index = dice.index(what) if what in dice else 0
                table.cursor = ("die", dice[(index + step) % len(dice)])
        else:
            index = BUTTONS.index(str(what))
            table.cursor = ("button", BUTTONS[(index + step) % len(BUTTONS)])
        self.sound("move", 0.5)

    def _move_row(self) -> None:
        table = self.table
        kind, _ = table.cursor
        dice = self.felt_dice() if table.phase == "keep" else []
        table.cursor = ("die", dice[0]) if kind == "button" and dice else ("button", "roll")
        self.sound("move", 0.5)

    def hit(self, pos) -> Cursor | None:
        """The button or the planet in play under a point (None: nothing to press there)."""
        for name in BUTTONS:
            if button_rect(name).collidepoint(pos):
                return ("button", name)
        panel = self.table.panel
        die = panel.die_at(pos)
        if die is not None and die in panel.in_play:
            return ("die", die)
        return None
