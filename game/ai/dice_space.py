"""The space of five-dice outcomes and keeps, as index tables for vectorised dynamic programming.

A *keep* is the multiset of dice a player holds before a reroll (0..5 dice, sorted tuple); the 252
keeps of size 5 are the possible rolls. All 462 keeps are numbered size by size (size 0 first), and
every table below uses that numbering, so a value array shaped (462, n_states) can be gathered row
by row, with states along the contiguous axis.

Two tables make the keep step cheap (see shared notes/optimal-dicetime.md):
- ``ADD_DIE[k]``: for each keep of size k < 5, the six keeps made by adding one die of face 1..6.
  The expected value of a keep is the mean over the next die of the keep one die larger; this is
  exact because the remaining dice are independent and fair.
- ``DROP_DIE[k]``: for each keep of size k >= 1, the k keeps made by dropping one of its dice.
  The best value over all sub-keeps of a roll is then a running maximum through the sizes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial

import numpy as np

from game.rules.dicetime import CATEGORIES, DICE_COUNT, score

FACES = 6

# Within a size, keeps with more distinct faces come first, so that DROP_DIE's i-th column is needed
# only by a leading block of rows (DROP_ROWS): that saves a third of the work of best_of_sub_keeps.
KEEPS: tuple[tuple[int, ...], ...] = tuple(
    keep
    for size in range(DICE_COUNT + 1)
    for keep in sorted(combinations_with_replacement(range(1, FACES + 1), size), key=lambda k: -len(set(k)))
)
KEEP_INDEX: dict[tuple[int, ...], int] = {keep: i for i, keep in enumerate(KEEPS)}
KEEP_SIZE = np.array([len(keep) for keep in KEEPS], dtype=np.int64)
#: SIZE_START[k]:SIZE_START[k+1] is the block of keeps with k dice.
SIZE_START: tuple[int, ...] = tuple(int(np.searchsorted(KEEP_SIZE, k)) for k in range(DICE_COUNT + 2))

ROLL_START = SIZE_START[DICE_COUNT]
ROLLS: tuple[tuple[int, ...], ...] = KEEPS[ROLL_START:]
ROLL_INDEX: dict[tuple[int, ...], int] = {roll: i for i, roll in enumerate(ROLLS)}
N_KEEPS = len(KEEPS)
N_ROLLS = len(ROLLS)


def _multiset_probability(dice: tuple[int, ...]) -> float:
    """Chance that len(dice) fair dice show exactly this multiset."""
    ways = factorial(len(dice))
    for count in Counter(dice).values():
        ways //= factorial(count)
    return ways / FACES ** len(dice)


#: Chance of each roll of five fresh dice, in ROLLS order.
ROLL_PROB = np.array([_multiset_probability(roll) for roll in ROLLS])


def _add_die_table(size: int) -> np.ndarray:
    keeps = KEEPS[SIZE_START[size]:SIZE_START[size + 1]]
    return np.array(
        [[KEEP_INDEX[tuple(sorted(keep + (face,)))] for face in range(1, FACES + 1)] for keep in keeps],
        dtype=np.intp,
    )


def _drop_die_table(size: int) -> np.ndarray:
    """Row j: the keeps made by dropping one die of each distinct face of keep j, padded by repeats."""
    keeps = KEEPS[SIZE_START[size]:SIZE_START[size + 1]]
    width = max(len(set(keep)) for keep in keeps)
    rows = []
    for keep in keeps:
        drops = [KEEP_INDEX[keep[:i] + keep[i + 1:]] for i in range(size) if i == 0 or keep[i] != keep[i - 1]]
        rows.append(drops + drops[:1] * (width - len(drops)))
    return np.array(rows, dtype=np.intp)


ADD_DIE: tuple[np.ndarray, ...] = tuple(_add_die_table(k) for k in range(DICE_COUNT))
DROP_DIE: tuple[np.ndarray, ...] = (np.zeros((1, 0), dtype=np.intp),) + tuple(
    _drop_die_table(k) for k in range(1, DICE_COUNT + 1)
)
#: DROP_ROWS[k][i]: how many leading keeps of size k have more than i distinct faces.
DROP_ROWS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(1 for keep in KEEPS[SIZE_START[k]:SIZE_START[k + 1]] if len(set(keep)) > i)
        for i in range(DROP_DIE[k].shape[1])
    )
    for k in range(DICE_COUNT + 1)
)

#: SCORES[c, r]: points roll r scores in category c (CATEGORIES order).
SCORES = np.array([[score(cat, roll) for roll in ROLLS] for cat in CATEGORIES], dtype=np.float64)
#: FACE_COUNT[f - 1, r]: how many dice of roll r show face f.
FACE_COUNT = np.array([[roll.count(face) for roll in ROLLS] for face in range(1, FACES + 1)], dtype=np.intp)


def roll_index(dice: tuple[int, ...] | list[int]) -> int:
    """Index in ROLLS of five dice given in any order."""
    return ROLL_INDEX[tuple(sorted(dice))]


def sub_keeps(dice: tuple[int, ...] | list[int]) -> list[tuple[int, ...]]:
    """Every distinct keep (sorted tuple) that can be held from these dice, the empty keep first."""
    return list(_sub_keeps(tuple(sorted(dice))))


@lru_cache(maxsize=1024)
def _sub_keeps(values: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """`sub_keeps` of sorted dice, worked out once per roll (252 rolls of five): a computer's every decision asks."""
    found: set[tuple[int, ...]] = set()
    for bits in range(1 << len(values)):
        found.add(tuple(v for i, v in enumerate(values) if bits >> i & 1))
    return tuple(sorted(found, key=lambda keep: (len(keep), keep)))


class KeepSolver:
    """Vectorised keep steps over a batch of states, reusing its work arrays between calls.

    ``expect(final)`` takes the value of each roll (N_ROLLS, n) at some point of a turn and returns
    the expected value of every keep (N_KEEPS, n) when the dice not kept are rolled once more.
    ``best_of_sub_keeps(keep_values)`` returns, for each roll, the best keep value among its
    sub-keeps (N_ROLLS, n): the value of facing that roll with one more reroll to decide on.
    """

    def __init__(self, dtype: type = np.float64, max_width: int = 1) -> None:
        self.dtype = dtype
        self._buffers(max_width)

    def _buffers(self, width: int) -> None:
        """Work arrays at least `width` states wide, grown only when needed (no page faults)."""
        if width > getattr(self, "_capacity", 0):
            self._keep_values_all = np.empty((N_KEEPS, width), dtype=self.dtype)
            self._best_all = np.empty((N_KEEPS, width), dtype=self.dtype)
            self._capacity = width
        self._keep_values = self._keep_values_all[:, :width]
        self._best = self._best_all[:, :width]

    def expect(self, roll_values: np.ndarray) -> np.ndarray:
        # Fancy indexing (a[idx]) copies whole rows and is about twice as fast as np.take(out=...).
        self._buffers(roll_values.shape[1])
        values = self._keep_values
        values[ROLL_START:] = roll_values
        for size in range(DICE_COUNT - 1, -1, -1):
            table = ADD_DIE[size]
            total = values[table[:, 0]]
            for face in range(1, FACES):
                total += values[table[:, face]]
            total *= 1.0 / FACES
            values[SIZE_START[size]:SIZE_START[size + 1]] = total
        return values

    def best_of_sub_keeps(self, keep_values: np.ndarray) -> np.ndarray:
        self._buffers(keep_values.shape[1])
        best = self._best
        np.copyto(best, keep_values)
        for size in range(1, DICE_COUNT + 1):
            target = best[SIZE_START[size]:SIZE_START[size + 1]]
            table = DROP_DIE[size]
            for i, rows in enumerate(DROP_ROWS[size]):
                np.maximum(target[:rows], best[table[:rows, i]], out=target[:rows])
        return best[ROLL_START:]


# Transposed copies for the single-state versions: reducing over the first axis is several times
# faster in numpy than over a short last axis.
_ADD_DIE_T = tuple(np.ascontiguousarray(table.T) for table in ADD_DIE)
_DROP_DIE_T = tuple(np.ascontiguousarray(table.T) for table in DROP_DIE)


def expect_one(roll_values: np.ndarray) -> np.ndarray:
    """KeepSolver.expect for a single state (N_ROLLS,) -> (N_KEEPS,): fewer, bigger numpy calls."""
    values = np.empty(N_KEEPS)
    values[ROLL_START:] = roll_values
    for size in range(DICE_COUNT - 1, -1, -1):
        values[SIZE_START[size]:SIZE_START[size + 1]] = values[_ADD_DIE_T[size]].sum(axis=0) * (1.0 / FACES)
    return values


def best_of_sub_keeps_one(keep_values: np.ndarray) -> np.ndarray:
    """KeepSolver.best_of_sub_keeps for a single state (N_KEEPS,) -> (N_ROLLS,)."""
    best = np.array(keep_values, dtype=np.float64)
    for size in range(1, DICE_COUNT + 1):
        block = best[SIZE_START[size]:SIZE_START[size + 1]]
        np.maximum(block, best[_DROP_DIE_T[size]].max(axis=0), out=block)
    return best[ROLL_START:]


def bonus_out_of_reach(reachable: Mapping[int, np.ndarray], can_add: Callable[[int], int], cap: int
                       ) -> tuple[dict[int, np.ndarray], dict[int, tuple[int, np.ndarray]]]:
    """The upper totals to solve per set of filled upper categories, and those worth exactly what one of them is
    worth (``solve_card_backwards``'s `same_as`).

    `reachable`: {filled upper categories: the (capped) totals that can occur}; `can_add(filled)`: the most the
    open upper categories can still add; `cap`: the bonus line (0: no bonus to win). When a total can no longer
    reach the line, what is still to come does not depend on it: every such total is worth what the lowest is
    worth (about a third of a 13-category card's states: solved once, copied).
    Returns ({filled: totals to solve}, {filled: (the lowest such total, the others)})."""
    solved: dict[int, np.ndarray] = {}
    same: dict[int, tuple[int, np.ndarray]] = {}
    for bits, totals in reachable.items():
        stuck = totals[(totals < cap) & (totals + can_add(bits) < cap)] if cap else totals[:0]
        if len(stuck) < 2:
            solved[bits] = totals
            continue
        solved[bits] = np.setdiff1d(totals, stuck[1:])
        same[bits] = (int(stuck[0]), stuck[1:])
    return solved, same


def solve_card_backwards(table: np.ndarray, categories: int, reachable: Callable[[int], np.ndarray],
                         turn_start_values: Callable[[np.ndarray, list[int], list[np.ndarray]], np.ndarray],
                         chunk_states: int, progress: Callable[[int, int], None] | None = None,
                         same_as: Callable[[int], tuple[int, np.ndarray] | None] | None = None) -> None:
    """The backward pass of a score card's value table, shared by the Dicetime and Puzzle tables: fill
    ``table[mask, totals]`` for every filled set (a bit mask over `categories` categories), from the
    cards with all but one filled back to the empty card, each from the fuller cards solved before it.

    ``reachable(mask)`` gives the (capped) upper totals to solve with a filled set; the states of a
    level go to ``turn_start_values(table, masks, uppers)`` in batches of about `chunk_states` (enough to
    amortise numpy calls, small enough for the processor's cache), which returns their values in order
    (one row per state: a number, or a row of them). ``same_as(mask)`` may name totals worth exactly what
    one solved total is worth, (that total, those totals): they are copied, not solved (None: none)."""
    by_count: list[list[int]] = [[] for _ in range(categories + 1)]
    for mask in range(1 << categories):
        by_count[mask.bit_count()].append(mask)
    for filled in range(categories - 1, -1, -1):
        chunk: list[int] = []
        width = 0
        level = by_count[filled]
        for i, mask in enumerate(level):
            chunk.append(mask)
            width += len(reachable(mask))
            if width >= chunk_states or i == len(level) - 1:
                uppers = [reachable(m) for m in chunk]
                values = turn_start_values(table, chunk, uppers)
                start = 0
                for m, totals in zip(chunk, uppers, strict=True):
                    table[m, totals] = values[start:start + len(totals)]
                    start += len(totals)
                    copied = same_as(m) if same_as is not None else None
                    if copied is not None:
                        table[m, copied[1]] = table[m, copied[0]]
                chunk, width = [], 0
        if progress is not None:
            progress(categories - filled, categories)
