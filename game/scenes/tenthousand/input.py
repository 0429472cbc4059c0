"""A person's input at the 10000 table: the verbs their keys, pad and mouse press, and the cursor.

A mixin of `TenThousandScene` (game.scenes.tenthousand.scene): it reads and moves the scene's cursor and
calls its verbs (`press_roll`, `press_bank`, `take_all`, `toggle`, ...), which ask the rules.
"""

from __future__ import annotations

from game.input.actions import Action
from game.render import theme
from game.scenes.tenthousand.view import BUTTONS


class TableInput:
    def act(self, seat: int, action: Action) -> None:
        if self._is_computer(seat):
            if action.name in ("confirm", "roll", "click", "lock", "prev", "hint"):
                self.say(f"Wait: it is {self.match.seats[seat].name}'s turn", theme.TEXT_DIM)
            return
        name = action.name
        if name == "point" and action.pos is not None:
            hit = self._hit(action.pos)
            if hit is not None:
                self.cursor = hit
            return
        if self.pause_timer > 0 or self.ended:
            return
        if name == "roll":
            self.press_roll()
        elif name == "prev":
            self.press_bank()
        elif name == "lock":
            self.take_all()
        elif name == "hint":
            self.ask_hint()
        elif name in ("left", "right"):
            self._move(-1 if name == "left" else 1)
        elif name in ("up", "down"):
            self._move_row()
        elif name == "confirm":
            self._activate(self.cursor)
        elif name == "click" and action.pos is not None:
            hit = self._hit(action.pos)
            if hit is not None:
                self.cursor = hit
                self._activate(hit)

    def _activate(self, target: tuple[str, object]) -> None:
        kind, what = target
        if kind == "die":
            self.toggle(int(what))  # type: ignore[arg-type]
            return
        {"roll": self.press_roll, "take": self.take_all, "bank": self.press_bank,
         "table": self.open_table, "hint": self.ask_hint}[str(what)]()

    def _felt_dice(self) -> list[int]:
        """The planets on the felt, left to right on screen."""
        dice = [d for d in self.roll_map if self.panel.die_center(d) is not None and d in self.panel.in_play]
        return sorted(dice, key=lambda d: self.panel.die_center(d)[0])  # type: ignore[index]

    def _move(self, step: int) -> None:
        kind, what = self.cursor
        if kind == "die":
            dice = self._felt_dice()
            if dice:
                index = dice.index(what) if what in dice else 0
                self.cursor = ("die", dice[(index + step) % len(dice)])
        else:
            index = BUTTONS.index(str(what))
            self.cursor = ("button", BUTTONS[(index + step) % len(BUTTONS)])
        self.app.audio.play("move", 0.5)

    def _move_row(self) -> None:
        kind, _ = self.cursor
        dice = self._felt_dice() if self.turn.phase == "keep" else []
        if kind == "button" and dice:
            self.cursor = ("die", dice[0])
        else:
            self.cursor = ("button", "roll")
        self.app.audio.play("move", 0.5)

    def _hit(self, pos) -> tuple[str, object] | None:
        for name in BUTTONS:
            if self.button_rect(name).collidepoint(pos):
                return ("button", name)
        die = self.panel.die_at(pos)
        if die is not None and die in self.panel.in_play:
            return ("die", die)
        return None
