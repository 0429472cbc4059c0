"""Pictures of a score-table play screen (Dicetime, Triple, the Puzzle) built from plain state:
the turn buttons, a split tray's header strip, the hint's rings, and what the score sheet shows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set

import pygame

from game.ai.valuation import Hint
from game.match import Seat
from game.render import marks, rockets, text, theme
from game.render.scoresheet import SeatColumns, SheetView
from game.scenes.playkit.chrome import seat_colour
from game.scenes.playkit.tray_panel import TrayPanel
from game.scenes.scoretable.boards import Board
from game.scenes.scoretable.layout import STRIP, Controls
from game.scenes.scoretable.turn_flow import ROLL_BUTTON, TurnFlow


def banner_lane(panel: TrayPanel) -> tuple[int, int]:
    """Where banners show: the upper part of a tray, where no resting planet lies (they settle on
    the floor) and clear of the "Roll the planets!" line in the middle and of the score table."""
    return panel.rect.centerx, panel.rect.top + max(40, round(panel.rect.height * 0.27))


def shows_dice(panel: TrayPanel, flow: TurnFlow | None) -> bool:
    """A new turn's tray is empty until its first roll: the previous player's planets are not theirs."""
    return panel.has_dice and (flow is None or flow.rolled_once)


def draw_turn_buttons(surface: pygame.Surface, flow: TurnFlow | None, controls: Controls, roll_label: str,
                      person: bool, big: bool, colour: tuple[int, int, int]) -> None:
    """Roll, Fill in (Fill in 0 when a zero waits for confirmation) and, on the big tray, Hint. Only a
    person's buttons are lit; a computer's cursor on Roll is dashed in its seat `colour`."""
    size = 28 if big else 20
    if flow is None:
        can_roll = can_fill = on_roll = False
    else:
        can_roll = flow.can_roll
        can_fill = flow.selected is not None and flow.dice is not None
        on_roll = flow.zone == "dice" and flow.die_cursor == ROLL_BUTTON
    computer = colour if flow is not None and not person and on_roll else None
    marks.button(surface, controls.roll, roll_label, size, enabled=can_roll and person,
                 focused=on_roll and person, computer=computer, chevron=False)
    fill_label = "Fill in 0" if flow is not None and flow.zero_armed is not None else "Fill in"
    marks.button(surface, controls.fill, fill_label, size, enabled=can_fill and person)
    if controls.hint is not None:
        marks.button(surface, controls.hint, "Hint", size, enabled=person and flow is not None and flow.dice is not None)


def draw_strip_header(surface: pygame.Surface, info: Seat, tray: pygame.Rect, done: bool) -> None:
    """A split tray's header: the seat's rocket and name (and a word once its turn is done)."""
    middle = tray.top - STRIP // 2 - 2
    rockets.draw_rocket(surface, info.rocket, info.colour, (tray.left + 14, middle), 28)
    text.draw(surface, info.name, 24, seat_colour(info), bold=True, midleft=(tray.left + 30, middle))
    if done:
        text.draw(surface, "Done - waiting for the others", 22, theme.TEXT_DIM, midtop=(tray.centerx, tray.top + 10))


def draw_hint_rings(surface: pygame.Surface, panel: TrayPanel, advice: Hint, alpha: float) -> None:
    """Dotted rings round the planets the hint would keep (inside the tray)."""
    if advice.action != "keep":
        return
    clip = surface.get_clip()
    surface.set_clip(panel.rect)
    for index, keep in enumerate(advice.lock):
        center = panel.die_center(index, alpha)
        if keep and center is not None:
            marks.hint_circle(surface, center, panel.radius)
    surface.set_clip(clip)


def sheet_view(board: Board, seats: Sequence[Seat], flows: Mapping[int, TurnFlow],
               hints: Mapping[int, Hint], computers: Set[int] = frozenset()) -> SheetView:
    """What the score sheet shows: every seat's columns, and for seats on turn the previews,
    the focus, the selection and the hinted box."""
    columns_of = []
    for seat, info in enumerate(seats):
        columns = [board.column(seat, c) for c in range(board.columns)]
        flow = flows.get(seat)
        extra: dict = {}
        if flow is not None:
            advice = hints.get(seat)
            hinted = (advice.column or 0, advice.category) if advice and advice.action == "fill" else None
            extra = dict(on_turn=True, previews=tuple(sorted(flow.previews().items())),
                         focus=flow.focus if flow.zone == "table" else None,
                         selected=flow.selected, zero_armed=flow.zero_armed, hinted=hinted,
                         computer=seat in computers)
        columns_of.append(SeatColumns(
            name=info.name, colour=info.colour, rocket=info.rocket,
            cells=tuple(tuple(sorted(c.cells.items())) for c in columns),
            upper=tuple(c.upper for c in columns), bonus=tuple(c.bonus for c in columns),
            column_totals=tuple(c.total for c in columns), total=board.totals[seat], **extra))
    return SheetView(tuple(columns_of), board.columns, board.weights)


def sheet_key(board: Board, flows: Mapping[int, TurnFlow], hints: Mapping[int, Hint]) -> tuple:
    """Changes whenever `sheet_view` would show something else."""
    return (board.totals, tuple(len(board.open_boxes(seat)) for seat in range(board.players)),
            tuple((seat, flow.dice, flow.zone, flow.row, flow.column, flow.selected, flow.zero_armed,
                   id(hints.get(seat))) for seat, flow in flows.items()))
