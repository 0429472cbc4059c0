"""Many Dicetime or Triple games at once, played by a card valuation, for score distributions.

``simulate(games, seed, weights)`` plays ``games`` solitaire games on numpy-seeded dice, every game
of a batch one turn at a time together, with the player that plans each turn exactly against its
valuation: one column, the optimal single-card table (perfect Dicetime play); three columns weighted
1, 2, 3, today's Hard Triple player (``game.ai.triple_slack``: each column valued at ``ALPHA`` x its
slack, interpolated between the slack levels; ``alpha=0`` gives the plain column sum, Hard before).
It returns the final scores.

How (see shared notes/optimal-dicetime.md): per turn, the distinct turn-start states of a batch are
worked out together (the value of ending the turn with each roll, then two keep steps with
``KeepSolver``), and each game then reads its own state's column: the best keep among its roll's
sub-keeps (holding all five stops), new dice added one at a time through ``ADD_DIE``, the best box
at the end. About ten seconds for 100,000 Dicetime games.

Ties: a keep of all five is preferred on an exact tie (stop rolling); the first box in column, then
card, order. Every such tie-break is optimal for the valuation; the scores' distribution is the
distribution of this one optimal way of playing.
"""

from __future__ import annotations

import numpy as np

from game.ai import dicetime_table
from game.ai.dice_space import (
    ADD_DIE,
    FACE_COUNT,
    KEEP_INDEX,
    KEEP_SIZE,
    KEEPS,
    N_KEEPS,
    ROLL_START,
    ROLLS,
    SCORES,
    SIZE_START,
    KeepSolver,
    sub_keeps,
)
from game.ai.dicetime_table import UPPER_AFTER, UPPER_CAP
from game.rules.dicetime import BONUS_POINTS, CATEGORIES, DICE_COUNT, UPPER

N_CATEGORIES = len(CATEGORIES)
N_UPPER_ROWS = len(UPPER)
BATCH = 4096   # games per batch: the keep arrays of its distinct states stay small


def _keep_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(add, counts_to_keep, sub, sub_size): ``add[k, f]`` the keep after adding a die of face f + 1
    (-1 for full keeps); ``counts_to_keep[code]`` the keep of a multiset coded by its face counts in
    base 6; ``sub[r]`` the sub-keeps of roll r (padded by repeats), ``sub_size`` their sizes."""
    add = np.full((N_KEEPS, 6), -1, dtype=np.intp)
    for size in range(DICE_COUNT):
        add[SIZE_START[size]:SIZE_START[size + 1]] = ADD_DIE[size]
    counts_to_keep = np.full(6 ** 6, -1, dtype=np.intp)
    for index, keep in enumerate(KEEPS):
        counts_to_keep[sum(keep.count(f) * 6 ** (f - 1) for f in range(1, 7))] = index
    subs = [[KEEP_INDEX[k] for k in sub_keeps(roll)] for roll in ROLLS]
    width = max(len(s) for s in subs)
    sub = np.array([s + s[:1] * (width - len(s)) for s in subs], dtype=np.intp)
    return add, counts_to_keep, sub, KEEP_SIZE[sub]


ADD, COUNTS_TO_KEEP, SUB, SUB_SIZE = _keep_tables()
_FACE_CODE = 6 ** np.arange(6)


def _levels(masks: np.ndarray, alpha: float, count: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """For positions (n, columns): each column's slack level of a fill's gain and of waiting, as (lower
    level, share of the next) pairs (``triple_slack.SlackValuation._level``; all 0 for one column)."""
    open_boxes = N_CATEGORIES - np.bitwise_count(masks).astype(np.int64)
    slack = open_boxes.sum(axis=1, keepdims=True) - open_boxes
    out = []
    for s in (slack, slack - 1):
        x = alpha * np.maximum(s, 0)
        low = np.minimum(np.floor(x).astype(np.intp), count - 1)
        out += [low, x - low]
    return out[0], out[1], out[2], out[3]


def _at(levels: np.ndarray, low: np.ndarray, share: np.ndarray, masks, uppers) -> np.ndarray:
    """The levels' value at (masks, uppers), interpolated at low + share (shapes broadcast)."""
    value = levels[low, masks, uppers]
    if not share.any():
        return value
    above = levels[np.minimum(low + 1, len(levels) - 1), masks, uppers]
    return np.where(share > 0, value + share * (above - value), value)


def _gain(levels, low, share, after, uppers, points) -> np.ndarray:
    """Points now plus the levels after the fill, interpolated as ``SlackValuation.boxes`` does."""
    value = points + levels[low, after, uppers]
    if not share.any():
        return value
    above = points + levels[np.minimum(low + 1, len(levels) - 1), after, uppers]
    return np.where(share > 0, (1.0 - share) * value + share * above, value)


def fill_values(levels: np.ndarray, masks: np.ndarray, uppers: np.ndarray, rolls: np.ndarray,
                alpha: float = 0.0) -> np.ndarray:
    """(n, columns, 13): for positions (n, columns) and rolls (n), each box's value when the roll
    fills it (points now, bonus included, plus the levels after) less what the column is worth
    waiting; -inf where filled. `levels` holds the slack levels U_0, U_1, ... (one level: a table)."""
    n, columns = masks.shape
    out = np.full((n, columns, N_CATEGORIES), -np.inf)
    low, share, wait_low, wait_share = _levels(masks, alpha, len(levels))
    waiting = _at(levels, wait_low, wait_share, masks, uppers)
    for j in range(columns):
        mask, upper = masks[:, j], uppers[:, j]
        for cat in range(N_CATEGORIES):
            is_open = (mask >> cat & 1) == 0
            after = mask | (1 << cat)
            if cat < N_UPPER_ROWS:
                new_total, points = UPPER_AFTER[cat]
                counts = FACE_COUNT[cat][rolls]
                value = _gain(levels, low[:, j], share[:, j], after, new_total[counts, upper], points[counts, upper])
            else:
                value = _gain(levels, low[:, j], share[:, j], after, upper, SCORES[cat][rolls])
            out[:, j, cat] = np.where(is_open, value - waiting[:, j], -np.inf)
    return out


def _boxes(column: tuple, after: np.ndarray, totals: np.ndarray, points, is_open: np.ndarray) -> np.ndarray:
    """A box's weight x (gain - waiting) for a column's states (u,) by `totals` and `points` (broadcast
    against (1, u)), -inf where it is filled: the values ``fill_values`` gives, in the same steps."""
    levels, low, share, waiting, weight = column
    gain = _gain(levels, low[None, :], share[None, :], after[None, :], totals, points)
    return weight * np.where(is_open[None, :], gain - waiting[None, :], -np.inf)


#: The lower categories that score on few rolls (four and five alike, full house, the straights) -> those rolls:
#: every other roll gets what the box is worth with 0 points, one row per state for all of them.
FEW_ROLLS = {cat: np.flatnonzero(SCORES[cat]) for cat in range(N_UPPER_ROWS, N_CATEGORIES)
             if np.count_nonzero(SCORES[cat]) <= 40}


def final_roll_values(levels: np.ndarray, masks: np.ndarray, uppers: np.ndarray, weights,
                      alpha: float) -> np.ndarray:
    """(N_ROLLS, u): for distinct states (u, columns), the best weighted box value of each roll (minus
    what the state is worth now: a constant per state, which no decision sees): the best over columns
    and open boxes of ``weights[j] * fill_values`` for that roll, to the bit.

    Each box's value is worked out per state (the upper boxes by how many dice show the face, the boxes
    that score on few rolls for those rolls and once with 0 points) before it is spread over the rolls."""
    n_states, columns = masks.shape
    best = np.full((len(ROLLS), n_states), -np.inf)
    work = np.empty_like(best)
    floor = np.full(n_states, -np.inf)   # the boxes of FEW_ROLLS on every roll that scores 0 there
    low, share, wait_low, wait_share = _levels(masks, alpha, len(levels))
    waiting = _at(levels, wait_low, wait_share, masks, uppers)
    for j in range(columns):
        mask, upper, weight, plain = masks[:, j], uppers[:, j], weights[j], not share[:, j].any()
        column = (levels, low[:, j], share[:, j], waiting[:, j], weight)
        for cat in range(N_CATEGORIES):
            is_open = (mask >> cat & 1) == 0
            if not is_open.any():
                continue
            after = mask | (1 << cat)
            if cat < N_UPPER_ROWS:   # by how many dice show the face: 6 values per state, then per roll
                new_total, points = UPPER_AFTER[cat]
                by_count = _boxes(column, after, new_total[:, upper], points[:, upper], is_open)
                np.take(by_count, FACE_COUNT[cat], axis=0, out=work)
            elif cat in FEW_ROLLS:
                rows = FEW_ROLLS[cat]
                np.maximum(floor, _boxes(column, after, upper[None, :], 0.0, is_open)[0], out=floor)
                scoring = _boxes(column, after, upper[None, :], SCORES[cat][rows][:, None], is_open)
                best[rows] = np.maximum(best[rows], scoring)
                continue
            elif plain:   # the same sums as _boxes(), without a whole block of rolls for each step
                table = np.where(is_open, levels[low[:, j], after, upper], -np.inf)
                np.add(SCORES[cat][:, None], table[None, :], out=work)
                np.subtract(work, waiting[None, :, j], out=work)
                if weight != 1:
                    np.multiply(work, weight, out=work)
            else:
                work[:] = _boxes(column, after, upper[None, :], SCORES[cat][:, None], is_open)
            np.maximum(best, work, out=best)
    np.maximum(best, floor[None, :], out=best)
    return best


def turn_keeps(levels: np.ndarray, masks: np.ndarray, uppers: np.ndarray, weights, alpha: float,
               solver: KeepSolver) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For positions (n, columns) at a turn's start: (state of each position, keep values with two
    rerolls left, with one left), both (N_KEEPS, distinct states)."""
    columns = masks.shape[1]
    key = (masks << 6 | uppers) @ (1 << (19 * np.arange(columns)))
    _, first, states = np.unique(key, return_index=True, return_inverse=True)
    final = final_roll_values(levels, masks[first], uppers[first], np.asarray(weights), alpha)
    one_left = solver.expect(final).copy()                         # (N_KEEPS, u): keeps, one reroll left
    roll_one = solver.best_of_sub_keeps(one_left)
    two_left = solver.expect(roll_one.copy()).copy()               # keeps with two rerolls left
    return states, two_left, one_left


def best_boxes(levels: np.ndarray, masks: np.ndarray, uppers: np.ndarray, rolls: np.ndarray, weights,
               alpha: float) -> tuple[np.ndarray, np.ndarray]:
    """(column, category) each final roll fills: the best weighted box value, the first column and
    category on an exact tie."""
    values = np.asarray(weights)[None, :, None] * fill_values(levels, masks, uppers, rolls, alpha)
    flat = values.reshape(len(rolls), -1).argmax(axis=1)
    return flat // N_CATEGORIES, flat % N_CATEGORIES


def _best_keeps(keep_values: np.ndarray, rolls: np.ndarray, states: np.ndarray) -> np.ndarray:
    """The best sub-keep of each game's roll, holding more dice on an exact tie."""
    candidates = SUB[rolls]                               # (n, width) keep indices
    values = keep_values[candidates, states[:, None]]
    top = values.max(axis=1, keepdims=True)
    sizes = np.where(values == top, SUB_SIZE[rolls], -1)
    return candidates[np.arange(len(rolls)), sizes.argmax(axis=1)]


def _roll_codes(dice: np.ndarray) -> np.ndarray:
    counts = np.stack([(dice == face).sum(axis=1) for face in range(1, 7)], axis=1)
    return COUNTS_TO_KEEP[counts @ _FACE_CODE] - ROLL_START


def _complete(keeps: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Roll indices after adding fresh dice to each keep until it holds five."""
    keeps = keeps.copy()
    while True:
        short = KEEP_SIZE[keeps] < DICE_COUNT
        if not short.any():
            return keeps - ROLL_START
        faces = rng.integers(0, 6, size=int(short.sum()))
        keeps[short] = ADD[keeps[short], faces]


def best_keep(keep_values: np.ndarray, rolls: np.ndarray, states: np.ndarray) -> np.ndarray:
    """The keep (index into ``KEEPS``) each game makes of its roll (``ROLLS`` index), from keep values
    of its state (``turn_keeps``)."""
    return _best_keeps(keep_values, rolls, states)


def _play_batch(levels: np.ndarray, games: int, weights, alpha: float, rng: np.random.Generator,
                solver: KeepSolver) -> np.ndarray:
    columns = len(weights)
    masks = np.zeros((games, columns), dtype=np.int64)
    uppers = np.zeros((games, columns), dtype=np.int64)
    scores = np.zeros(games, dtype=np.int64)
    weights = np.asarray(weights)
    everyone = np.arange(games)
    for _turn in range(N_CATEGORIES * columns):
        states, two_left, one_left = turn_keeps(levels, masks, uppers, weights, alpha, solver)
        rolls = _roll_codes(rng.integers(1, 7, size=(games, DICE_COUNT)))
        for keep_values in (two_left, one_left):
            keeps = _best_keeps(keep_values, rolls, states)
            go_on = KEEP_SIZE[keeps] < DICE_COUNT
            rolls = np.where(go_on, _complete(np.where(go_on, keeps, ROLL_START + rolls), rng), rolls)
        column, cat = best_boxes(levels, masks, uppers, rolls, weights, alpha)
        mask, upper = masks[everyone, column], uppers[everyone, column]
        points = SCORES[cat, rolls].astype(np.int64)
        raw_upper = upper + points
        is_upper = cat < N_UPPER_ROWS
        bonus = is_upper & (upper < UPPER_CAP) & (raw_upper >= UPPER_CAP)
        gained = points + np.where(bonus, BONUS_POINTS, 0)
        scores += weights[column] * gained
        masks[everyone, column] = mask | (1 << cat)
        uppers[everyone, column] = np.where(is_upper, np.minimum(raw_upper, UPPER_CAP), upper)
    return scores


def hard_levels(weights: tuple[int, ...], alpha: float | None = None) -> tuple[np.ndarray, float]:
    """(levels, alpha) of the player ``simulate`` plays: one column, the Dicetime table; more, Hard's
    slack levels and share (``alpha`` overrides the share; 0 is the plain column sum)."""
    if len(weights) == 1:
        return dicetime_table.values()[None], 0.0
    from game.ai import triple_slack

    alpha = triple_slack.ALPHA if alpha is None else alpha
    return (triple_slack.values(), alpha) if alpha else (dicetime_table.values()[None], 0.0)


def simulate(games: int, seed: int, weights: tuple[int, ...] = (1,), alpha: float | None = None) -> np.ndarray:
    """Final scores of `games` solitaire games (one column: Dicetime; three: Triple's Hard player,
    ``alpha=0`` Hard before)."""
    levels, alpha = hard_levels(weights, alpha)
    rng = np.random.default_rng(seed)
    solver = KeepSolver(np.float64, BATCH)
    out = [_play_batch(levels, min(BATCH, games - start), weights, alpha, rng, solver)
           for start in range(0, games, BATCH)]
    return np.concatenate(out) if out else np.zeros(0, dtype=np.int64)
