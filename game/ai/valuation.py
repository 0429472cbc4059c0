"""Valuing a player's columns with a per-column table, and the turn plans that follow from it.

A *column* is one Dicetime card, described by (filled mask, capped upper total). Dicetime has one
column; Triple has three, counted x1, x2, x3. A table of the shape of ``dicetime_table.values()``
(8192 x 64: expected points still to come per turn-start state) values each column; a player's
position is worth the weighted sum. Filling box (column j, category c) with roll r changes only
column j, so its value is

    sum_i w_i T(column i)  +  w_j * (points now + bonus + T(column j after) - T(column j)).

With the optimal table and one column this is exactly optimal Dicetime; with three columns it is the
"single-column values, weighted" player of issue 5 (no exact optimum is known for Triple).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from game.ai.dice_space import roll_index
from game.ai.dicetime_table import N_FILLED_SETS, UPPER_CAP, category_roll_values
from game.ai.turn_plan import TurnPlan, lock_mask
from game.rules.dicetime import CATEGORIES, DICE_COUNT, validate_dice

ColumnState = tuple[int, int]  # (filled mask, capped upper total)
Box = tuple[int, str]  # (column index, category)

_CATEGORY_BIT = {name: 1 << i for i, name in enumerate(CATEGORIES)}
_PLANS_KEPT = 16


def filled_mask(open_categories: Iterable[str]) -> int:
    """Bit mask of the *filled* categories (bit i = CATEGORIES[i]) given the open ones."""
    mask = N_FILLED_SETS - 1
    for name in open_categories:
        if name not in _CATEGORY_BIT:
            raise ValueError(f"unknown category {name!r}")
        mask &= ~_CATEGORY_BIT[name]
    return mask


def capped_upper(upper_total: int) -> int:
    if upper_total < 0:
        raise ValueError(f"upper total cannot be negative, got {upper_total}")
    return min(int(upper_total), UPPER_CAP)


def column_state(open_categories: Iterable[str], upper_total: int) -> ColumnState:
    return filled_mask(open_categories), capped_upper(upper_total)


def check_card_turn(turn: object) -> None:
    """Shared checks of a one-card decision point (a frozen dataclass with ``open_categories``,
    ``upper_total`` and ``dice``): freezes the open set, validates the dice, refuses a full card."""
    object.__setattr__(turn, "open_categories", frozenset(turn.open_categories))
    object.__setattr__(turn, "dice", validate_dice(turn.dice))
    if not turn.open_categories:
        raise ValueError("the card is full: there is no decision to make")
    column_state(turn.open_categories, turn.upper_total)  # validates both


class CardValuation:
    """Values of boxes and turn plans for positions of ``len(weights)`` columns under one table."""

    def __init__(self, table_source: Callable[[], np.ndarray], weights: Sequence[int] = (1,)) -> None:
        self._table_source = table_source
        self.weights = tuple(weights)
        self._plans: OrderedDict[tuple[ColumnState, ...], tuple[np.ndarray, TurnPlan]] = OrderedDict()

    def position_value(self, columns: Sequence[ColumnState]) -> float:
        """Weighted expected points still to come at the start of a turn."""
        table = self._table_source()
        return float(sum(w * table[filled, upper] for w, (filled, upper) in zip(self.weights, columns, strict=False)))

    def plan(self, columns: tuple[ColumnState, ...]) -> tuple[np.ndarray, TurnPlan]:
        """(box values (columns, 13, N_ROLLS), TurnPlan) for a turn-start position; recent ones kept."""
        if len(columns) != len(self.weights):
            raise ValueError(f"expected {len(self.weights)} columns, got {len(columns)}")
        cached = self._plans.get(columns)
        if cached is not None:
            self._plans.move_to_end(columns)
            return cached
        boxes = self.boxes(columns)
        result = (boxes, TurnPlan(boxes.max(axis=(0, 1))))
        self._plans[columns] = result
        if len(self._plans) > _PLANS_KEPT:
            self._plans.popitem(last=False)
        return result

    def boxes(self, columns: tuple[ColumnState, ...]) -> np.ndarray:
        """The value of the position after filling each box with each final roll, (columns, 13, N_ROLLS)
        (-inf for a filled box): the plan's input, the one part a valuation of another kind changes."""
        table = self._table_source()
        base = self.position_value(columns)
        return np.stack([
            base + w * (category_roll_values(table, filled, upper) - table[filled, upper])
            for w, (filled, upper) in zip(self.weights, columns, strict=False)
        ])

    def box_values(self, columns: tuple[ColumnState, ...], dice: Sequence[int]) -> dict[Box, float]:
        """For each open box: its value if these dice fill it now."""
        boxes, _ = self.plan(columns)
        values = boxes[:, :, roll_index(validate_dice(dice))]
        return {
            (j, name): float(values[j, i])
            for j, (filled, _upper) in enumerate(columns)
            for i, name in enumerate(CATEGORIES)
            if not filled >> i & 1
        }

    def best_box(self, columns: tuple[ColumnState, ...], dice: Sequence[int]) -> Box:
        """The best open box (the first in column, then CATEGORIES order on an exact tie)."""
        values = self.box_values(columns, dice)
        if not values:
            raise ValueError("every box is filled: there is nothing to choose")
        return max(values, key=values.__getitem__)

    def turn_plan(self, columns: tuple[ColumnState, ...]) -> TurnPlan:
        return self.plan(columns)[1]

    def expected_loss(
        self, columns: tuple[ColumnState, ...], dice: Sequence[int], rolls_left: int, choice: Box | Sequence[int]
    ) -> float:
        """Expected points a choice gives up against this valuation's best play (>= 0).

        `choice` is a box (column, category), filled now (allowed with rerolls left), or a keep
        (the values held, any order; needs rolls_left >= 1).
        """
        dice = validate_dice(dice)
        plan = self.turn_plan(columns)
        best = plan.roll_value(dice, rolls_left)
        if _is_box(choice):
            values = self.box_values(columns, dice)
            if tuple(choice) not in values:
                raise ValueError(f"box {choice!r} is not open")
            chosen = values[tuple(choice)]
        else:
            keep = tuple(sorted(choice))
            lock_mask(dice, keep)  # raises if the keep is not part of the dice
            chosen = plan.keep_value(keep, rolls_left)
        return max(0.0, best - chosen)


    def hint(self, columns: tuple[ColumnState, ...], dice: Sequence[int], rolls_left: int) -> Hint:
        """What this valuation's best player would do now."""
        dice = validate_dice(dice)
        plan = self.turn_plan(columns)
        value = plan.roll_value(dice, rolls_left)
        if rolls_left > 0:
            keep = plan.best_keep(dice, rolls_left)
            if len(keep) < DICE_COUNT:
                return Hint("keep", keep, lock_mask(dice, keep), None, None, value)
        column, category = self.best_box(columns, dice)
        return Hint("fill", tuple(sorted(dice)), (True,) * DICE_COUNT, column, category, value)


@dataclass(frozen=True)
class Hint:
    """What the best player would do now: ``action`` "keep" (lock ``lock``, reroll the rest) or
    "fill" the box (``column``, ``category``). ``value``: expected points to come with best play."""

    action: str
    keep: tuple[int, ...]
    lock: tuple[bool, ...]
    column: int | None
    category: str | None
    value: float


def _is_box(choice: object) -> bool:
    return isinstance(choice, tuple) and len(choice) == 2 and isinstance(choice[1], str)
