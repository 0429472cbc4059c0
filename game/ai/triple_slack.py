"""Triple Hard's valuation: each column valued with some of the freedom of choosing where a roll goes.

The plain sum ``sum_j w_j T(column j)`` of optimal single-column Dicetime values (``CardValuation``)
plans every column as if it had exactly one turn per open box. In Triple a roll may go to any column,
so a column can *wait* for a good roll while the others take the turns between. This module values a
column with that waiting priced in:

    U_s(filled, upper) = the expected points still to come of one Dicetime column that has
                         s turns of *slack*: s more turns than open boxes, in any of which it may
                         fill nothing (it still steers the dice and must fill every box by the end).

``U_0`` is the optimal Dicetime table; ``U_s`` is built from ``U_s`` of fuller cards and ``U_{s-1}`` of
the same card (a skipped turn keeps the card and spends one turn of slack), one backward pass per
level, each as quick as the Dicetime table's (``dicetime_table.TableSolver`` with the skip as one more
choice at the end of a turn).

In a Triple position with K open boxes in all, column j (k_j open) has s_j = K - k_j turns of slack.
Taken at face value that is far too much (every column would count on waiting through the turns the
others need), so Hard values column j with an *effective* slack ``ALPHA * s_j`` (interpolated between
levels; ALPHA was tuned on seeds apart from those the figures are measured on):

    V(position) = sum_j w_j U_{ALPHA s_j}(column j).

Filling box (j, c) leaves column j's slack as it was and spends one turn of every other column's, so
the value of the fill, less what all choices share, is

    w_j (points + U_{ALPHA s_j}(column j after) - U_{ALPHA (s_j - 1)}(column j)).

A turn is then planned exactly against these box values (one ``TurnPlan`` over the 252 final rolls,
as cheap as the plain sum's). With ALPHA = 0 this is the plain sum (the Hard of earlier versions);
with one column left open it is optimal Dicetime.

An upper bound: with its full slack (s = 26 at the start), ``U_26(empty)`` is the value of the relaxed
game in which one column gets all 39 turns, keeps the dice its own way and takes only the rolls it
wants. Any Triple player's column j is such a game (replay the player, fill column j when it does), so
no Triple player averages more than (1 + 2 + 3) x U_26(empty) (``upper_bound()``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np

from game.ai import dicetime_table
from game.ai.dice_space import solve_card_backwards
from game.ai.dicetime_table import (
    CHUNK_STATES,
    N_CATEGORIES,
    N_FILLED_SETS,
    N_UPPER,
    TableSolver,
    category_roll_values,
)
from game.ai.solved_table import SolvedTable
from game.ai.valuation import CardValuation, ColumnState
from game.rules.dicetime import CATEGORIES

#: Hard's share of a column's slack (tuned on seeds 10,000-10,499: see benchmarks/ai_triple.py).
ALPHA = 0.25
#: Most slack a Triple column has: the other two columns' 26 boxes.
MAX_SLACK = 2 * len(CATEGORIES)
#: Slack levels Hard reads: ALPHA x 26 = 6.5 -> levels 0..7.
LEVELS = math.ceil(ALPHA * MAX_SLACK) + 1


class _SlackSolver(TableSolver):
    """TableSolver whose turns may also end by filling nothing (the previous slack level's value)."""

    def __init__(self, max_width: int, skip: np.ndarray | None) -> None:
        super().__init__(max_width)
        self.skip = skip

    def final_roll_values(self, table, masks, uppers):
        best, offsets = super().final_roll_values(table, masks, uppers)
        if self.skip is not None:   # every state of the batch at once
            filled = np.repeat(masks, [len(totals) for totals in uppers])
            waiting = (self.skip[filled, np.concatenate(uppers)] - offsets).astype(np.float32)
            np.maximum(best, waiting[None, :], out=best)
        return best, offsets


def build_levels(levels: int, progress: Callable[[int, int], None] | None = None) -> np.ndarray:
    """U_0..U_{levels-1} as one (levels, 8192, 64) array; U_0 is the optimal Dicetime table.
    Pure computation (about 2 s of CPU a level)."""
    tables = np.empty((levels, N_FILLED_SETS, N_UPPER))
    tables[0] = dicetime_table.values()
    for s in range(1, levels):
        table = np.zeros((N_FILLED_SETS, N_UPPER))
        solver = _SlackSolver(CHUNK_STATES + N_UPPER, tables[s - 1])
        solved, same = dicetime_table.solved_and_same()   # (a total that cannot reach 63: copied, not solved)
        solve_card_backwards(table, N_CATEGORIES, solved.__getitem__, solver.turn_start_values, CHUNK_STATES,
                             same_as=same.get)
        dicetime_table._fill_unreachable(table)
        tables[s] = table
        if progress is not None:
            progress(s, levels - 1)
    return tables


def is_valid_levels(tables: object) -> bool:
    """Right shape and type, finite, U_0 the Dicetime table's value, and more slack never worth less."""
    if not (isinstance(tables, np.ndarray) and tables.shape == (LEVELS, N_FILLED_SETS, N_UPPER)
            and tables.dtype == np.float64 and bool(np.isfinite(tables).all())):
        return False
    empty = tables[:, 0, 0]
    return bool(245.0 < empty[0] < 247.0 and (np.diff(empty) > 0).all() and (tables[:, -1] == 0).all())


TABLE = SolvedTable("triple-slack-values", version=1, shape=lambda _: (LEVELS, N_FILLED_SETS, N_UPPER),
                    dtype="<f8", build=lambda _: build_levels(LEVELS), valid=lambda t, _: is_valid_levels(t))

values = TABLE.get                 # U_0..U_{LEVELS-1}: from memory, else the cache, else built now (~12 s)
warm_up_in_background = TABLE.warm_up_in_background
cache_path = TABLE.cache_path


def upper_bound(progress: Callable[[int, int], None] | None = None) -> float:
    """(1 + 2 + 3) x U_26(empty card): no Triple player averages more (see the module's docstring).
    Builds all 27 levels (about a minute of CPU); for benchmarks, not for play."""
    return 6.0 * float(build_levels(MAX_SLACK + 1, progress)[-1, 0, 0])


class SlackValuation(CardValuation):
    """CardValuation whose columns are valued with ``alpha`` x their slack (see the module's docstring).

    ``levels_source()`` gives U_0..U_n with n >= alpha x 26 (``values`` by default)."""

    def __init__(self, weights: Sequence[int], alpha: float = ALPHA,
                 levels_source: Callable[[], np.ndarray] = values) -> None:
        super().__init__(lambda: levels_source()[0], weights)
        self.alpha = float(alpha)
        self._levels_source = levels_source

    def _level(self, slack: int) -> tuple[int, float]:
        """(lower level, share of the next one) of this slack's effective level."""
        x = self.alpha * max(slack, 0)
        low = math.floor(x)
        return low, x - low

    def position_value(self, columns: Sequence[ColumnState]) -> float:
        levels = self._levels_source()
        total = sum(_open(filled) for filled, _ in columns)
        value = 0.0
        for w, (filled, upper) in zip(self.weights, columns, strict=True):
            low, share = self._level(total - _open(filled))
            column = levels[low][filled, upper]
            if share:
                column += share * (levels[low + 1][filled, upper] - column)
            value += w * column
        return float(value)

    def boxes(self, columns: tuple[ColumnState, ...]) -> np.ndarray:
        levels = self._levels_source()
        total = sum(_open(filled) for filled, _ in columns)
        rows, shared = [], 0.0
        for w, (filled, upper) in zip(self.weights, columns, strict=True):
            slack = total - _open(filled)
            low, share = self._level(slack)
            gain = category_roll_values(levels[low], filled, upper)
            if share:  # (filled boxes are -inf in both: mixed as weights, never subtracted)
                gain = (1.0 - share) * gain + share * category_roll_values(levels[low + 1], filled, upper)
            low, share = self._level(slack - 1)
            waiting = levels[low][filled, upper]
            if share:
                waiting += share * (levels[low + 1][filled, upper] - waiting)
            rows.append(w * (gain - waiting))
            shared += w * waiting
        return np.stack(rows) + shared


def _open(filled: int) -> int:
    return N_CATEGORIES - filled.bit_count()
