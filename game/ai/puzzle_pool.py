"""The Puzzle table's turn: one turn of the backward pass for a batch of turn-start states, every pool
size at once (``PoolSolver``, used by ``game.ai.puzzle_table.build_table``), and the pieces of a turn
the exact player (``game.ai.puzzle_optimal``) shares with it: what an upper category's fill does, the
first throw's chances with a pinned face, the keeps a pinned face rules out, the pool after a reward."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from math import factorial
from typing import TYPE_CHECKING

import numpy as np

from game.ai.dice_space import FACE_COUNT, KEEPS, N_ROLLS, ROLL_PROB, ROLLS, SCORES, KeepSolver
from game.rules.dicetime import UPPER

if TYPE_CHECKING:
    from game.ai.puzzle_table import TableSpec

SPARSE_ROLLS = 40   # a lower category scoring on at most this many of the 252 rolls is put in row by row


def upper_after(spec: TableSpec, category: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For a playable upper category: (new capped total, points incl. bonus, rerolls won back), each
    (6, cap + 1), indexed by [how many dice show the face, capped total before]."""
    cap = spec.upper_cap
    totals = np.arange(cap + 1)[None, :]
    counts = np.arange(6)[:, None]
    gained = spec.multiplier(category) * (category + 1) * counts
    won = spec.reward(category) * (counts > 0) * np.ones((1, cap + 1), dtype=np.intp)
    if cap == 0:
        return np.zeros((6, 1), dtype=np.intp), (gained * np.ones((1, 1))).astype(np.float64), won
    raw = totals + gained
    reached = (totals < cap) & (raw >= cap)
    bonus = np.where(reached, spec.bonus_points, 0)
    won = won + np.where(reached, spec.bonus_rerolls, 0)
    return np.minimum(raw, cap).astype(np.intp), (gained + bonus).astype(np.float64), won.astype(np.intp)


def first_throw_weights(pinned: int | None) -> np.ndarray:
    """(N_ROLLS,): the chance of each roll on a turn's first throw (four dice and the pinned face)."""
    if pinned is None:
        return ROLL_PROB
    weights = np.zeros(N_ROLLS)
    for r, roll in enumerate(ROLLS):
        if pinned in roll:
            rest = list(roll)
            rest.remove(pinned)
            ways = factorial(4)
            for count in Counter(rest).values():
                ways //= factorial(count)
            weights[r] = ways / 6 ** 4
    return weights


def unpinned_keeps(pinned: int | None) -> np.ndarray:
    """Indices (in KEEPS) of the keeps that do not hold the pinned face: never a choice."""
    if pinned is None:
        return np.zeros(0, dtype=np.intp)
    return np.array([i for i, keep in enumerate(KEEPS) if pinned not in keep], dtype=np.intp)


def pool_after(won: int, n_pools: int) -> np.ndarray:
    """Pool index after winning `won` rerolls back, from every pool (the table's top is the most a
    level can hold, so reachable states never pass it)."""
    return np.minimum(np.arange(n_pools) + won, n_pools - 1)


class PoolSolver:
    """One turn of the backward pass for a batch of turn-start states, every pool size at once.
    Work arrays are kept between calls (allocating them afresh costs as much as the arithmetic)."""

    def __init__(self, spec: TableSpec, max_width: int, dtype: type = np.float32) -> None:
        self.spec = spec
        self.dtype = dtype
        self.n_pools = spec.max_pool + 1
        self.keeps = KeepSolver(dtype, max_width)
        self._stop = np.empty((self.n_pools, N_ROLLS, max_width), dtype=dtype)
        self._temp = np.empty(self.n_pools * N_ROLLS * (spec.upper_cap + 1), dtype=dtype)
        self._block = np.empty_like(self._temp)
        self._roll = np.empty((N_ROLLS, max_width), dtype=dtype)
        self._by_count = np.empty(6 * len(UPPER) * self._temp.size // N_ROLLS, dtype=dtype)
        self._rows: dict[tuple[int, ...], np.ndarray] = {}
        self._scores = {c: (spec.multiplier(c) * SCORES[c]).astype(dtype) for c in spec.playable}
        self._upper = {bit: upper_after(spec, c) for bit, c in enumerate(spec.playable) if c < len(UPPER)}
        self._faces = {bit: FACE_COUNT[c] for bit, c in enumerate(spec.playable) if c < len(UPPER)}
        # Lower categories that score on few rolls (four and five alike, full house, the straights): every
        # other roll is worth the table after as it is, a floor per (pool, state) put in with one maximum.
        self._sparse = {bit: np.flatnonzero(SCORES[c] > 0) for bit, c in enumerate(spec.playable)
                        if c >= len(UPPER) and np.count_nonzero(SCORES[c]) <= SPARSE_ROLLS}
        self._weights = first_throw_weights(spec.pinned)
        self._unpinned = unpinned_keeps(spec.pinned)
        self._pools = np.arange(self.n_pools)

    def reroll(self, roll: np.ndarray) -> np.ndarray:
        """Best over the legal keeps of each roll of the expected value after one reroll (a work buffer)."""
        keep_values = self.keeps.expect(roll)
        if len(self._unpinned):
            keep_values[self._unpinned] = -np.inf
        return self.keeps.best_of_sub_keeps(keep_values)

    def stop_values(
        self, table: np.ndarray, masks: Sequence[int], uppers: Sequence[np.ndarray]
    ) -> tuple[np.ndarray, np.ndarray]:
        """(stop - offset as (pools, N_ROLLS, n_states), offset (pools, n_states)): the value of filling
        the best open category now, per roll and pool left. The offset (per state and pool, the best
        table value after filling, before points) keeps the float32 numbers small: a few tens.

        Each filled set is worked out in one contiguous (N_ROLLS, pools x states) block, every category a
        whole-row gather or broadcast add and a maximum, then copied once into the batch's layout: pools
        outermost there too, so the copy moves whole runs of states (a copy that put the pools innermost
        first and moved them out in the copy took 15% of the build; the values are the same to the bit)."""
        width = sum(len(totals) for totals in uppers)
        stop = self._stop[:, :, :width]
        offsets = np.empty((self.n_pools, width))
        n_playable = len(self.spec.playable)
        start = 0
        for mask, totals in zip(masks, uppers, strict=False):
            n = len(totals)
            size = n * self.n_pools
            block = self._block[:N_ROLLS * size].reshape(N_ROLLS, size)   # [roll, (pool, state)]
            temp = self._temp[:N_ROLLS * size].reshape(N_ROLLS, size)
            opens = [bit for bit in range(n_playable) if not mask >> bit & 1]
            offset = np.max([table[mask | 1 << bit][totals] for bit in opens], axis=0)  # (n, pools)
            offsets[:, start:start + n] = offset.T
            dense = [bit for bit in opens if bit not in self._sparse]
            upper = [bit for bit in dense if bit in self._upper]
            if upper:   # every open upper category at once: one gather of its row for each roll, one maximum
                by_count = self._by_count[:len(upper) * 6 * size].reshape(len(upper), 6, size)
                for j, bit in enumerate(upper):
                    by_count[j] = self._upper_gains(table[mask | 1 << bit], bit, totals, offset, size)
                by_count.reshape(-1, size)[self._upper_rows(tuple(upper))].max(axis=0, out=block)
            for i, bit in enumerate(bit for bit in dense if bit not in self._upper):
                target = temp if upper or i > 0 else block
                after = table[mask | 1 << bit]  # (upper totals, pools)
                category = self.spec.playable[bit]
                scores = self._scores[category]
                base = (after[totals] - offset).astype(self.dtype).T.reshape(size)   # [(pool, state)]
                np.add(scores[:, None], base[None, :], out=target)
                won = self.spec.reward(category)
                if won:  # a roll that scores wins rerolls back
                    grown = after[totals][:, pool_after(won, self.n_pools)]
                    base = (grown - offset).astype(self.dtype).T.reshape(size)
                    scoring = np.flatnonzero(scores > 0)
                    target[scoring] = scores[scoring][:, None] + base[None, :]
                if target is temp:
                    np.maximum(block, temp, out=block)
            self._sparse_categories(table, mask, totals, offset, [bit for bit in opens if bit in self._sparse],
                                    block, bool(dense))
            stop[:, :, start:start + n] = block.reshape(N_ROLLS, self.n_pools, n).transpose(1, 0, 2)
            start += n
        return stop, offsets

    def _upper_gains(self, after: np.ndarray, bit: int, totals: np.ndarray, offset: np.ndarray,
                     size: int) -> np.ndarray:
        """[count of the face, (pool, state)]: points and the table after filling upper category `bit`."""
        new_total, points, won = self._upper[bit]
        if won.any():  # rerolls won back: read the table after at the grown pool
            pools = np.minimum(self._pools[None, None, :] + won[:, totals, None], self.n_pools - 1)
            gains = after[new_total[:, totals, None], pools] + points[:, totals, None] - offset[None]
        else:
            gains = after[new_total[:, totals]] + points[:, totals, None] - offset[None]
        return gains.astype(self.dtype).transpose(0, 2, 1).reshape(6, size)

    def _upper_rows(self, bits: tuple[int, ...]) -> np.ndarray:
        """(categories, N_ROLLS): the row each roll reads among these upper categories' gains stacked."""
        if bits not in self._rows:
            self._rows[bits] = np.array([6 * j + self._faces[bit] for j, bit in enumerate(bits)])
        return self._rows[bits]

    def _sparse_categories(self, table: np.ndarray, mask: int, totals: np.ndarray, offset: np.ndarray,
                           bits: list[int], block: np.ndarray, started: bool) -> None:
        """Put the open sparse categories into one filled set's block (every value the same to the bit as
        a whole block each: a roll that scores 0 adds 0 to the table after)."""
        floor = None
        if bits and not started:   # no dense category open: every roll starts from nothing
            block.fill(-np.inf)
        for bit in bits:
            category = self.spec.playable[bit]
            after = table[mask | 1 << bit][totals]   # (states, pools)
            base = (after - offset).astype(self.dtype).T.reshape(-1)   # [(pool, state)]
            floor = base if floor is None else np.maximum(floor, base)
            won = self.spec.reward(category)
            if won:   # a roll that scores wins rerolls back
                base = (after[:, pool_after(won, self.n_pools)] - offset).astype(self.dtype).T.reshape(-1)
            rows = self._sparse[bit]
            scoring = self._scores[category][rows][:, None] + base[None, :]
            block[rows] = np.maximum(block[rows], scoring)
        if floor is not None:
            np.maximum(block, floor[None, :], out=block)

    def turn_start_values(self, table: np.ndarray, masks: Sequence[int], uppers: Sequence[np.ndarray]) -> np.ndarray:
        """(n_states, pools): expected points to come at the start of a turn, every pool size.

        Roll values with q rerolls left are held minus offset[q]; a reroll from q to q - 1 therefore
        adds offset[q - 1] - offset[q] to what it brings. Under a per-turn cap c the roll values are
        kept for every allowance j = 0..c the turn has left: W[q][j] = max(stop[q], reroll W[q-1][j-1])."""
        stop, offsets = self.stop_values(table, masks, uppers)
        width = stop.shape[2]
        shift = (offsets[:-1] - offsets[1:]).astype(self.dtype)  # shift[q - 1]: from pool q - 1 to q
        out = np.empty((width, self.n_pools))
        cap = self.spec.turn_cap
        if cap is None:
            roll = self._roll[:, :width]
            np.copyto(roll, stop[0])
            out[:, 0] = self._weights @ roll.astype(np.float64)
            for pool in range(1, self.n_pools):
                best = self.reroll(roll)
                best += shift[pool - 1]
                np.maximum(stop[pool], best, out=roll)
                out[:, pool] = self._weights @ roll.astype(np.float64)
        else:
            # before[j]: roll values at the previous pool with allowance j; at pool 0 nothing can be spent.
            before = [stop[0].copy() for _ in range(cap + 1)]
            out[:, 0] = self._weights @ before[cap].astype(np.float64)
            for pool in range(1, self.n_pools):
                now = [stop[pool].copy()]
                for allowance in range(1, cap + 1):
                    best = self.reroll(before[allowance - 1])
                    best += shift[pool - 1]
                    now.append(np.maximum(stop[pool], best))
                before = now
                out[:, pool] = self._weights @ before[cap].astype(np.float64)
        out += offsets.T
        return out
