"""A person's input at a score table: keys, pad and mouse become the verbs of their turn.

`TableInput` is a part of the score table (`table.ScoreTable`). It talks to the table only through
`Table` below: the open turns (`TurnFlow`, whose verbs move the cursors and fill boxes), where the
buttons and the sheet are, and the table's verbs that also speak (`roll`, `toggle`, `ask_hint`).
A computer seat's steps (`computer.FlowComputer`) call the same verbs.
"""

from __future__ import annotations

from typing import Protocol

from game.input.actions import Action
from game.render import theme
from game.render.scoresheet import ScoreSheet
from game.scenes.scoretable.boards import Box
from game.scenes.scoretable.layout import Controls
from game.scenes.scoretable.turn_flow import ROLL_BUTTON, TurnFlow
from game.scenes.scoretable.words import CHOOSE_A_ROW
from game.scenes.scoretable.zero_card import card_over, zero_keys


class Table(Protocol):
    """What a person's input works on."""

    flows: dict[int, TurnFlow]
    sheet: ScoreSheet

    def controls(self, seat: int) -> Controls: ...
    def is_person(self, seat: int) -> bool: ...
    def roll(self, flow: TurnFlow) -> None: ...
    def toggle(self, flow: TurnFlow, index: int) -> None: ...
    def ask_hint(self, flow: TurnFlow) -> None: ...
    def consume(self, flow: TurnFlow) -> None: ...
    def tell(self, seat: int, line: str, colour=..., seconds: float | None = None) -> None: ...
    def sound(self, name: str, volume: float = 1.0) -> None: ...


class TableInput:
    def __init__(self, table: Table) -> None:
        self.table = table

    def act(self, seat: int, action: Action) -> None:
        """A pressed action of the person playing `seat`, on their turn."""
        table = self.table
        flow = table.flows[seat]
        if not table.is_person(seat):
            return
        name = action.name
        if name == "roll":
            table.roll(flow)
        elif name == "lock":
            flow.zone = "dice"
            if flow.die_cursor == ROLL_BUTTON:
                flow.die_cursor = 0
            table.toggle(flow, flow.die_cursor)
        elif name in ("left", "right"):
            flow.move_column(-1 if name == "left" else 1)
        elif name == "up":
            flow.move_row(-1)
        elif name == "down":
            flow.move_row(1)
        elif name in ("prev", "next"):
            flow.cycle_column(-1 if name == "prev" else 1)
        elif name == "confirm":
            if flow.zone == "dice" and flow.die_cursor == ROLL_BUTTON:
                table.roll(flow)
            elif flow.zone == "dice":
                table.toggle(flow, flow.die_cursor)
            else:
                flow.confirm_box(flow.focus)
        elif name == "hint":
            table.ask_hint(flow)
        elif name == "click" and action.pos is not None:
            self._click(flow, action.pos)
        elif name == "alt_click":
            flow.selected = flow.zero_armed = None
        elif name == "point" and action.pos is not None:
            self._hover(flow, action.pos)
        table.consume(flow)

    def back(self, seat: int) -> bool:
        """Back first drops a selected box; with nothing selected it pauses."""
        flow = self.table.flows.get(seat)
        if flow is None or flow.selected is None or not self.table.is_person(seat):
            return False
        flow.selected = flow.zero_armed = None
        return True

    def _click(self, flow: TurnFlow, pos: tuple[float, float]) -> None:
        table = self.table
        controls = table.controls(flow.seat)
        if flow.zero_armed is not None:   # the zero card's keys answer it; the rest of the card hides what is under it
            card = card_over(controls.panel)
            write, other = zero_keys(card)
            if write.collidepoint(pos):
                flow.confirm_box(flow.zero_armed)
                return
            if other.collidepoint(pos):
                flow.selected = flow.zero_armed = None
                table.sound("back", 0.6)
                return
            if card.collidepoint(pos):
                return
        if controls.roll.collidepoint(pos):
            flow.zone, flow.die_cursor = "dice", ROLL_BUTTON
            table.roll(flow)
            return
        if controls.fill.collidepoint(pos):
            if flow.selected is None and flow.focus_open and flow.dice is not None:
                flow.confirm_box(flow.focus)    # the box the keys are on: chosen, then filled as the button says
            if flow.selected is None:
                table.tell(flow.seat, CHOOSE_A_ROW, theme.TEXT_DIM)
            else:
                flow.fill_selected()
            return
        if controls.hint is not None and controls.hint.collidepoint(pos):
            table.ask_hint(flow)
            return
        die = controls.panel.die_at(pos)
        if die is not None:
            flow.zone, flow.die_cursor = "dice", die
            table.toggle(flow, die)
            return
        box = self._box_at(flow, pos)
        if box is not None:
            flow.confirm_box(box)
        elif table.sheet.layout.on_bonus_row(pos) and flow.selected is not None:
            flow.selected = flow.zero_armed = None   # the rules: a click on the bonus area deselects
            table.sound("back", 0.6)

    def _hover(self, flow: TurnFlow, pos: tuple[float, float]) -> None:
        die = self.table.controls(flow.seat).panel.die_at(pos)
        if die is not None:
            flow.zone, flow.die_cursor = "dice", die
            return
        box = self._box_at(flow, pos)
        if box is not None:
            flow.point_at(box)

    def _box_at(self, flow: TurnFlow, pos: tuple[float, float]) -> Box | None:
        hit = self.table.sheet.layout.hit(pos)
        if hit is None:
            return None
        seat, column, name = hit
        if seat is None:
            return flow.column, name
        return (column, name) if seat == flow.seat else None
