"""The optimal Dicetime value table: build, cache, load.

``values()[filled, upper]`` is the expected number of points still to come (category points plus the
upper bonus when it is reached later) at the start of a turn, under optimal play, where ``filled`` is
the bit mask of filled categories (bit i = ``CATEGORIES[i]``) and ``upper`` the upper-section total so
far capped at 63. ``values()[0, 0]`` is the value of an empty card, 245.8707745 for our rules.

The table (8192 x 64 float64, 4 MiB) is built by a backward pass over the filled sets, many states at
a time (only the states that can occur: about two thirds), in about 3-5 s, then cached as
``dicetime-values-v1.npy`` in the cache folder, as every solved table is (``game.ai.solved_table``:
versioned, written atomically, never trusted, rebuilt when damaged). We build on first use rather
than shipping the file in assets/: the build is fast, the code is the only source of truth (nothing
in the repo can drift from it), and the wheel stays small. ``warm_up_in_background()`` lets the game
start the build or load at launch so that the first Hard decision does not wait.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path

import numpy as np

from game.ai.dice_space import (
    FACE_COUNT,
    N_ROLLS,
    ROLL_PROB,
    SCORES,
    KeepSolver,
    bonus_out_of_reach,
    solve_card_backwards,
)
from game.ai.solved_table import SolvedTable
from game.rules.dicetime import BONUS_POINTS, BONUS_THRESHOLD, CATEGORIES, UPPER

N_CATEGORIES = len(CATEGORIES)
N_FILLED_SETS = 1 << N_CATEGORIES
FULL = N_FILLED_SETS - 1
UPPER_CAP = BONUS_THRESHOLD  # upper totals >= 63 all behave the same
N_UPPER = UPPER_CAP + 1
CHUNK_STATES = 512  # states per batch: big enough to amortise numpy calls, small enough for the cache

_UPPS = np.arange(N_UPPER)


def upper_after(face: int) -> tuple[np.ndarray, np.ndarray]:
    """For an upper category of `face`: (new capped total, points incl. bonus), each shaped (6, 64),
    indexed by [how many dice show the face, capped total before]."""
    counts = np.arange(6)[:, None]
    raw = _UPPS[None, :] + face * counts
    new_total = np.minimum(raw, UPPER_CAP)
    bonus = np.where((_UPPS[None, :] < UPPER_CAP) & (raw >= UPPER_CAP), BONUS_POINTS, 0)
    return new_total, (face * counts + bonus).astype(np.float64)


UPPER_AFTER = [upper_after(face) for face in range(1, len(UPPER) + 1)]


def reachable_upper_totals() -> list[np.ndarray]:
    """[filled upper categories as a 6-bit mask] -> the capped upper totals that can occur with them.

    About a third of the (filled set, upper total) pairs cannot occur (no upper category filled and
    a total of 40, say); the build skips them.
    """
    reachable = []
    for filled in range(1 << len(UPPER)):
        totals = {0}
        for face in range(1, len(UPPER) + 1):
            if filled >> (face - 1) & 1:
                totals = {min(UPPER_CAP, t + face * n) for t in totals for n in range(6)}
        reachable.append(np.array(sorted(totals)))
    return reachable


REACHABLE_UPPER = reachable_upper_totals()
UPPER_BITS = (1 << len(UPPER)) - 1


class TableSolver:
    """One turn of the backward pass for a batch of states, with work arrays kept between calls
    (allocating them afresh each time costs as much as the arithmetic, in page faults).

    The keep steps run in float32, which halves the memory traffic and more than doubles their speed;
    the table itself stays float64. They work on the roll values minus their mean per state (the
    steps commute with adding a constant), so that float32 carries small numbers: the empty card's
    value then moves by well under 1e-4 (a test checks the published 245.870775 to 1e-4).
    """

    #: The categories that score on few rolls (four and five alike, full house, the straights) -> those
    #: rolls: every other roll is worth the table after as it is, so each such category costs its own rows
    #: and one floor per state instead of a whole block of rolls (the same values to the bit).
    few_rolls = {c: np.flatnonzero(SCORES[c]) for c in range(len(UPPER), N_CATEGORIES)
                 if np.count_nonzero(SCORES[c]) <= 40}

    def __init__(self, max_width: int) -> None:
        self.keeps = KeepSolver(np.float32, max_width)
        self._block = np.empty(N_ROLLS * N_UPPER)
        self._candidate = np.empty(N_ROLLS * N_UPPER)
        self._best = np.empty((N_ROLLS, max_width), dtype=np.float32)

    def final_roll_values(
        self, table: np.ndarray, masks: Sequence[int], uppers: Sequence[np.ndarray]
    ) -> tuple[np.ndarray, np.ndarray]:
        """Value of each roll when the dice stop, for the states (mask, each of its upper totals).

        Returns (values - offset as float32 (N_ROLLS, n_states), offset (n_states)), states in the
        order given. A value is the best over open categories of points now plus the table value of
        the state after filling; the offset is its mean over rolls. The first array is a work
        buffer, overwritten by the next call.
        """
        width = sum(len(totals) for totals in uppers)
        best = self._best[:, :width]
        offsets = np.empty(width)
        start = 0
        # Mask by mask, on contiguous blocks, so that only open categories cost work.
        for mask, totals in zip(masks, uppers, strict=False):
            n = len(totals)
            block = self._block[:N_ROLLS * n].reshape(N_ROLLS, n)
            candidate = self._candidate[:N_ROLLS * n].reshape(N_ROLLS, n)
            first = True
            few = []
            for cat in range(N_CATEGORIES):
                if mask >> cat & 1:
                    continue
                if cat in self.few_rolls:
                    few.append(cat)
                    continue
                target = block if first else candidate
                after = table[mask | (1 << cat)]  # (64,)
                if cat < len(UPPER):
                    new_total, points = UPPER_AFTER[cat]
                    # gains[n, i]: value after filling with n dice of the face, from upper totals[i]
                    gains = after[new_total[:, totals]] + points[:, totals]
                    np.take(gains, FACE_COUNT[cat], axis=0, out=target)
                else:
                    np.add(SCORES[cat][:, None], after[totals][None, :], out=target)
                if not first:
                    np.maximum(block, candidate, out=block)
                first = False
            if few:
                self._few_rolls(table, mask, totals, few, block, first)
            offset = ROLL_PROB @ block
            offsets[start:start + n] = offset
            np.subtract(block, offset, out=best[:, start:start + n], casting="same_kind")
            start += n
        return best, offsets

    def _few_rolls(self, table: np.ndarray, mask: int, totals: np.ndarray, categories: list[int],
                   block: np.ndarray, empty: bool) -> None:
        """Put open categories that score on few rolls into a filled set's block: their rolls one by one,
        the table after (what every other roll gets) as one floor."""
        if empty:
            block.fill(-np.inf)
        floor = None
        for cat in categories:
            after = table[mask | (1 << cat)][totals]
            floor = after if floor is None else np.maximum(floor, after)
            rows = self.few_rolls[cat]
            block[rows] = np.maximum(block[rows], SCORES[cat][rows][:, None] + after[None, :])
        np.maximum(block, floor[None, :], out=block)

    def turn_start_values(self, table: np.ndarray, masks: Sequence[int], uppers: Sequence[np.ndarray]) -> np.ndarray:
        """Expected points to come at the start of a turn, for the given states."""
        roll_values, offset = self.final_roll_values(table, masks, uppers)
        for _ in range(2):
            roll_values = self.keeps.best_of_sub_keeps(self.keeps.expect(roll_values))
        return ROLL_PROB @ roll_values.astype(np.float64) + offset


def build_table(progress: Callable[[int, int], None] | None = None) -> np.ndarray:
    """Compute the optimal value table from scratch (about 3-5 s). Pure computation, no I/O.

    Only states that can occur are computed; every other entry gets the value of the nearest lower
    upper total that can occur with the same filled set (a lower bound: a higher total never hurts),
    so that the table stays sensible for any input.
    """
    table = np.zeros((N_FILLED_SETS, N_UPPER))
    solver = TableSolver(CHUNK_STATES + N_UPPER)
    solved, same = solved_and_same()
    solve_card_backwards(table, N_CATEGORIES, solved.__getitem__, solver.turn_start_values, CHUNK_STATES,
                         progress, same.get)
    _fill_unreachable(table)
    return table


@lru_cache(maxsize=1)
def solved_and_same() -> tuple[dict[int, np.ndarray], dict[int, tuple[int, np.ndarray]]]:
    """Per filled set (any mask: keyed by all 13 bits, read by the backward pass), the upper totals a build solves
    and those it copies (``dice_space.bonus_out_of_reach``: a total that can no longer reach 63 is worth what
    the lowest such total is worth)."""
    solved, same = bonus_out_of_reach(dict(enumerate(REACHABLE_UPPER)),
                                      lambda bits: sum(5 * face for face in range(1, len(UPPER) + 1)
                                                       if not bits >> (face - 1) & 1), UPPER_CAP)
    masks = range(N_FILLED_SETS)
    return ({m: solved[m & UPPER_BITS] for m in masks},
            {m: same[m & UPPER_BITS] for m in masks if m & UPPER_BITS in same})


def _fill_unreachable(table: np.ndarray) -> None:
    masks = np.arange(N_FILLED_SETS)
    for upper_filled, totals in enumerate(REACHABLE_UPPER):
        nearest_below = totals[np.searchsorted(totals, np.arange(N_UPPER), side="right") - 1]
        rows = masks[(masks & UPPER_BITS) == upper_filled]
        table[rows] = table[rows][:, nearest_below]


def is_valid_table(table: object) -> bool:
    """A loaded table is trusted only if it has the right shape and type and plausible values."""
    return (
        isinstance(table, np.ndarray)
        and table.shape == (N_FILLED_SETS, N_UPPER)
        and table.dtype == np.float64
        and bool(np.isfinite(table).all())
        and bool((table[FULL] == 0).all())
        and bool((table >= 0).all())
        and 245.0 < table[0, 0] < 247.0
    )


TABLE_SHAPE = (N_FILLED_SETS, N_UPPER)
# The one table (cached as dicetime-values-v1.npy: bump the version whenever the rules or the table
# layout change). `build_table` is looked up when a build is due, so a test may stand in for it.
TABLE = SolvedTable("dicetime-values", version=1, shape=lambda _: TABLE_SHAPE, dtype="<f8",
                    build=lambda _: build_table(), valid=lambda table, _: is_valid_table(table))

values = TABLE.get                # the optimal value table: from memory, else the cache, else built now
is_loaded = TABLE.is_loaded       # whether values() would answer at once
warm_up_in_background = TABLE.warm_up_in_background
forget_loaded_table = TABLE.forget
cache_path = TABLE.cache_path


def load_cached(path: Path | None = None) -> np.ndarray | None:
    """The cached table, or None if the file is missing or not a valid table (never trusted: see
    ``game.ai.solved_table``)."""
    return TABLE.load_cached(path=path)


def save_atomically(table: np.ndarray, path: Path | None = None) -> None:
    """Write the table so that a reader sees either the old file or the whole new one (no pickle)."""
    TABLE.save(table, path=path)


def category_roll_values(table: np.ndarray, filled: int, upper: int) -> np.ndarray:
    """For one turn-start state: (13, N_ROLLS) value of filling each category with each roll.

    Value = points now (with the bonus if this fill reaches 63) + ``table`` at the state after.
    Filled categories are -inf. ``table`` may be the optimal values or any table of the same shape
    (the weaker players use heuristic tables).
    """
    out = np.full((N_CATEGORIES, N_ROLLS), -np.inf)
    for cat in range(N_CATEGORIES):
        if filled >> cat & 1:
            continue
        after = table[filled | (1 << cat)]
        if cat < len(UPPER):
            new_total, points = UPPER_AFTER[cat]
            counts = FACE_COUNT[cat]
            out[cat] = after[new_total[counts, upper]] + points[counts, upper]
        else:
            out[cat] = SCORES[cat] + after[upper]
    return out
