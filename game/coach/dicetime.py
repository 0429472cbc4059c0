"""Pricing Dicetime and Triple decisions.

Dicetime (``DicetimePricer``): exact, against perfect *solitaire* play from the seat's own card
(the optimal table of ``game.ai.dicetime_table``). In versus the opponents' cards do not change the
price: the review says it measures against perfect solitaire play.

Triple (``TriplePricer``): no exact solution is known; decisions are priced with the Hard player's
valuation (each column valued by the optimal single-card table with a share of its slack, weighted
x1, x2, x3: ``game.ai.triple_slack``), and labelled estimated.

Positions are plain data: ``CardPosition`` (a Dicetime card: open rows, upper total, rerolls left
this turn) and ``SheetPosition`` (Triple: one (open rows, upper total) pair per column, rerolls left).
A decision's ``choice``: the keep's values (sorted; the dice rerolled are the others), or the row
filled (Dicetime: its name; Triple: (column, name)).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai import dicetime_table, triple_slack
from game.ai.valuation import CardValuation, column_state
from game.coach.pricing import clean
from game.coach.record import Decision, Priced
from game.rules.dicetime import CATEGORIES
from game.rules.triple import WEIGHTS


@dataclass(frozen=True)
class CardPosition:
    open_categories: frozenset[str]
    upper_total: int
    rolls_left: int = 2

    @classmethod
    def of(cls, card, rolls_left: int = 2) -> CardPosition:
        """From anything with ``open_categories`` and ``upper_total`` (a ScoreCard)."""
        return cls(frozenset(card.open_categories), int(card.upper_total), int(rolls_left))

    def columns(self) -> tuple[tuple[int, int], ...]:
        return (column_state(self.open_categories, self.upper_total),)


@dataclass(frozen=True)
class SheetPosition:
    columns_open: tuple[tuple[frozenset[str], int], ...]
    rolls_left: int = 2

    @classmethod
    def of(cls, sheet, rolls_left: int = 2) -> SheetPosition:
        """From a Triple ``Sheet`` (three cards)."""
        return cls(tuple((frozenset(card.open_categories), int(card.upper_total)) for card in sheet.columns),
                   int(rolls_left))

    def columns(self) -> tuple[tuple[int, int], ...]:
        return tuple(column_state(open_categories, upper) for open_categories, upper in self.columns_open)


class _CardPricer:
    """Shared by both. The valuation is the pricer's own: a playing seat's has a cache that the
    scene's thread touches, and the coach prices in a thread of its own."""

    unit = "points"
    lower_is_better = False
    exact: bool
    against: str

    def __init__(self, weights: tuple[int, ...]) -> None:
        self.valuation = CardValuation(dicetime_table.values, weights)

    def warm_up(self) -> None:
        dicetime_table.values()

    def table_at_hand(self) -> bool:
        """Whether the table is in memory or in the cache folder (no build needed)."""
        return dicetime_table.is_loaded() or dicetime_table.cache_path().is_file()

    def turn_value(self, position, score: float) -> float:
        return float(score) + self.valuation.position_value(position.columns())

    def box(self, choice) -> tuple[int, str]:
        """The decision's row as the valuation's box (column, row)."""
        return tuple(choice)

    def row(self, box: tuple[int, str]):
        """The valuation's box as a decision's row."""
        return box

    def price(self, decision: Decision) -> Priced | None:
        position = decision.position
        columns = position.columns()
        if position.rolls_left == 0 and sum(len(rows) for rows, _upper in _open_rows(position)) == 1:
            return None   # the last row with no reroll left: no choice to price
        dice = decision.dice
        hint = self.valuation.hint(columns, dice, position.rolls_left)
        best = hint.keep if hint.action == "keep" else self.row((hint.column, hint.category))
        choice = self.box(decision.choice) if decision.kind == "fill" else tuple(sorted(decision.choice))
        cost = self.valuation.expected_loss(columns, dice, position.rolls_left, choice)
        return Priced(best, decision.score + float(hint.value), clean(cost))


def _open_rows(position) -> tuple[tuple[frozenset[str], int], ...]:
    if isinstance(position, CardPosition):
        return ((position.open_categories, position.upper_total),)
    return position.columns_open


class DicetimePricer(_CardPricer):
    exact = True
    against = "perfect_solitaire"

    def __init__(self) -> None:
        super().__init__((1,))

    def start_value(self) -> float:
        return float(dicetime_table.values()[0, 0])

    def box(self, choice) -> tuple[int, str]:
        return (0, choice)

    def row(self, box: tuple[int, str]):
        return box[1]


class TriplePricer(_CardPricer):
    exact = False
    against = "hard_valuation"

    def __init__(self) -> None:
        super().__init__(WEIGHTS)
        self.valuation = triple_slack.SlackValuation(WEIGHTS)   # Hard's own (its table holds Dicetime's)

    def warm_up(self) -> None:
        triple_slack.values()

    def table_at_hand(self) -> bool:
        return triple_slack.TABLE.is_loaded() or triple_slack.cache_path().is_file()

    def start_value(self) -> float:
        empty = SheetPosition(tuple((frozenset(CATEGORIES), 0) for _ in WEIGHTS))
        return self.turn_value(empty, 0.0)
