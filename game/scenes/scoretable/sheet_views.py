"""What a score table's sheet shows (`sheet_view`), from the board, the turns on and the hints, and the key that
changes whenever it would show something else (`sheet_key`); `game.scenes.scoretable.view` draws it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set
from dataclasses import replace

from game.ai.valuation import Hint
from game.match import Seat
from game.render.scoresheet import SeatColumns, SheetView
from game.rules.dicetime import UPPER
from game.scenes.scoretable.boards import Board
from game.scenes.scoretable.turn_flow import TurnFlow


def sheet_view(board: Board, seats: Sequence[Seat], flows: Mapping[int, TurnFlow],
               hints: Mapping[int, Hint], computers: Set[int] = frozenset(),
               kept: dict[int, tuple[int, SeatColumns]] | None = None,
               held: Mapping[int, SeatColumns] | None = None) -> SheetView:
    """What the score sheet shows: every seat's columns, and for seats on turn the previews,
    the focus, the selection and the hinted box. `kept` (a dict the caller keeps for one board): each seat's boxes
    and totals by how many boxes it has filled (they follow from those), so a new preview or focus reads them once.
    `held`: a seat's columns as they were before its last fill, while the planets that fill it fly (`ScoreTable.held`)."""
    filled = board.filled()
    columns_of = []
    for seat, info in enumerate(seats):
        known = kept.get(seat) if kept is not None else None
        if known is not None and known[0] == filled[seat]:
            base = known[1]
        else:
            columns = [board.column(seat, c) for c in range(board.columns)]
            base = SeatColumns(
                name=info.name, colour=info.colour, rocket=info.rocket,
                cells=tuple(tuple(sorted(c.cells.items())) for c in columns),
                upper=tuple(c.upper for c in columns), bonus=tuple(c.bonus for c in columns),
                column_totals=tuple(c.total for c in columns), total=board.totals[seat])
            if kept is not None:
                kept[seat] = (filled[seat], base)
        base = held[seat] if held and seat in held else base
        flow = flows.get(seat)
        if flow is not None:
            advice = hints.get(seat)
            hinted = (advice.column or 0, advice.category) if advice and advice.action == "fill" else None
            focus = flow.focus if flow.zone == "table" else None
            previews = flow.previews()
            if len(flows) > 1 and seat in computers:   # (Revenge: all on turn at once) a computer's column shows only
                previews = {box: points for box, points in previews.items()   # the box it weighs: the person's own
                            if box in (focus, flow.selected)}                  # possible scores stand out (review 25)
            base = replace(base, on_turn=True, previews=tuple(sorted(previews.items())),
                           focus=focus,
                           selected=flow.selected, zero_armed=flow.zero_armed, hinted=hinted, hint_shown=advice is not None,
                           computer=seat in computers)
        columns_of.append(base)
    return SheetView(tuple(columns_of), board.columns, board.weights)


def sheet_key(board: Board, flows: Mapping[int, TurnFlow], hints: Mapping[int, Hint]) -> tuple:
    """Changes whenever `sheet_view` would show something else."""
    return (board.filled(),   # (every box, total and bonus the sheet shows follows from the boxes filled)
            tuple((seat, flow.dice, flow.zone, flow.row, flow.column, flow.selected, flow.zero_armed,
                   id(hints.get(seat))) for seat, flow in flows.items()))


def before_fill(columns: SeatColumns, box: tuple[int, str], weight: int, bonus_reached: bool) -> SeatColumns:
    """A seat's `columns` as they were before `box` was filled (its points shown weighted by `weight`; `bonus_reached`:
    that fill earned the column its upper bonus): the box open again, its column's upper sum, bonus and totals less, and
    what they lack on its way to the column's total (`pending`: "+N" beside it till the fill's planets land)."""
    column, category = box
    cells = dict(columns.cells[column])
    points = cells.pop(category)
    bonus = 0 if bonus_reached else columns.bonus[column]
    less = points + columns.bonus[column] - bonus
    upper = columns.upper[column] - (points // max(1, weight) if category in UPPER else 0)

    def swap(values: tuple, value) -> tuple:
        return values[:column] + (value,) + values[column + 1:]

    return replace(columns, cells=swap(columns.cells, tuple(sorted(cells.items()))), upper=swap(columns.upper, upper),
                   bonus=swap(columns.bonus, bonus), column_totals=swap(columns.column_totals,
                                                                        columns.column_totals[column] - less),
                   total=columns.total - less, pending=swap((0,) * len(columns.column_totals), less))
