"""Triple: Dicetime with three columns per player, counted x1, x2 and x3.

Each column is a full Dicetime card (13 categories plus its own 35 bonus for 63+ in its
upper six). A turn is a Dicetime turn that fills one open box in any column.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.dicetime import CATEGORIES, ScoreCard, open_scores
from game.rules.errors import IllegalMove
from game.rules.outcome import check_players
from game.rules.turn_order import SeatedDiceGame

COLUMNS = 3
WEIGHTS: tuple[int, ...] = (1, 2, 3)


def _check_column(column: int) -> int:
    if isinstance(column, bool) or not isinstance(column, int) or not 0 <= column < COLUMNS:
        raise IllegalMove(f"column must be 0, 1 or 2, got {column!r}")
    return column


class Sheet:
    """One player's three columns."""

    def __init__(self) -> None:
        self.columns: tuple[ScoreCard, ...] = tuple(ScoreCard() for _ in range(COLUMNS))

    def fill(self, column: int, category: str, dice: Sequence[int]) -> int:
        """Enter `dice` in one box; returns the unweighted points (ValueError if filled or unknown)."""
        card = self.columns[_check_column(column)]
        if card.is_filled(category):
            raise IllegalMove(f"column {column} {category!r} is already filled")
        return card.fill(category, dice)

    def get(self, column: int, category: str) -> int | None:
        """Unweighted points in a box, None while it is open."""
        return self.columns[_check_column(column)].get(category)

    def shown(self, column: int, category: str) -> int | None:
        """Points in a box as the sheet shows them: weighted by its column (25 chance in column 2 -> 75)."""
        points = self.get(column, category)
        return None if points is None else points * WEIGHTS[column]

    def is_open(self, column: int, category: str) -> bool:
        return not self.columns[_check_column(column)].is_filled(category)

    def column_total(self, column: int) -> int:
        """Unweighted total of a column, its bonus included."""
        return self.columns[_check_column(column)].total

    @property
    def total(self) -> int:
        return sum(weight * card.total for weight, card in zip(WEIGHTS, self.columns, strict=False))

    @property
    def is_complete(self) -> bool:
        return all(card.is_complete for card in self.columns)

    @property
    def open_boxes(self) -> tuple[tuple[int, str], ...]:
        return tuple((column, name) for column, card in enumerate(self.columns) for name in card.open_categories)

    def open_scores(self, dice: Sequence[int]) -> dict[tuple[int, str], int]:
        """What `dice` would score in each open box, unweighted (for scenes and computer players)."""
        return {(column, name): points for column, card in enumerate(self.columns)
                for name, points in open_scores(card, dice).items()}

    def __repr__(self) -> str:
        return f"Sheet(total={self.total}, open={len(self.open_boxes)}/39)"


class TripleGame(SeatedDiceGame):
    """2-4 players in seat order; the game ends when all 39 boxes of every player are filled.

    `revenge=True` is the rematch: every player's first turn is open at the same time,
    then seat order (as in Dicetime).
    """

    def __init__(self, players: int = 2, revenge: bool = False) -> None:
        check_players(players, 2, 4, "Triple")
        self.sheets: tuple[Sheet, ...] = tuple(Sheet() for _ in range(players))
        super().__init__(players, COLUMNS * len(CATEGORIES), concurrent_first_round=revenge)

    def fill(self, column: int, category: str, player: int | None = None) -> int:
        """Enter the turn's dice in one open box; returns the unweighted points and ends the turn."""
        seat = self._seat(player)
        sheet = self.sheets[seat]
        if category not in CATEGORIES:
            raise IllegalMove(f"unknown category {category!r}")
        if not sheet.is_open(column, category):
            raise IllegalMove(f"column {column} {category!r} is already filled")
        points = sheet.fill(column, category, self._turns[seat].close())
        self._finish_turn(seat)
        return points

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sheet.total for sheet in self.sheets)

    def revenge(self) -> "TripleGame":
        """The rematch offered when a game ends: same players, first turns at the same time."""
        return TripleGame(self.players, revenge=True)

    def __repr__(self) -> str:
        return f"TripleGame(players={self.players}, round={self.round}, totals={self.totals})"
