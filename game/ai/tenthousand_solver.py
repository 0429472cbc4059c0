"""One turn of 10000 / Zehntausend solved backwards, for many players' situations at once.

A turn state is (turn points T, dice to roll n, confirmation still owed c), T and c in points units
(``TurnSpace.unit``, 50 for both presets). ``solve_turn`` is told what each way of ending the turn is
worth (banking with T points, busting, going bankrupt on the first roll) and returns, for every
state, the value of the best play from it. It maximises; a cost such as "rounds still to play" is
passed negated. Points only grow within a turn, so the states are solved from the highest T down,
level by level, each level in one gather over all (group, keep) pairs of ``TurnSpace``; the top
level stands for "T is enough to bank and reach the target", where only a debt of confirmation can
keep the turn going: where banking there beats busting, its value is banking's less the least chance of
busting before the debt is paid times the difference (``confirmation_bust_chance``, solved once per
rule set); otherwise a small fixed point, iterated.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from game.ai.tenthousand_space import TurnSpace

DICE = 6
TOP_TOLERANCE = 1e-13


@lru_cache(maxsize=16)
def confirmation_bust_chance(space: TurnSpace) -> np.ndarray:
    """``q[n - 1, c]``: the least chance of busting before a confirmation of c units is paid, rolling
    n dice (0 for c = 0). Where banking beats busting and nothing past the top level is worth more,
    the top level's value is bank - (bank - bust) * q (``solve_turn``)."""
    nc = space.nc
    q = np.zeros((DICE, nc))
    best = np.empty((len(space.starts), nc))
    for _ in range(100_000):
        after = q[space.pair_left[:, None], space.pair_c_after]  # (J, nc)
        for first, end, pairs in space.buckets:
            best[first:end] = after[pairs].min(axis=1)
        fresh = space.p_bust[:, None] + space.weights @ best
        fresh[:, 0] = 0.0
        change = np.max(np.abs(fresh - q))
        q = fresh
        if change <= 1e-17:
            break
    q.setflags(write=False)
    return q


def solve_turn(
    space: TurnSpace,
    bank: np.ndarray,
    bust: np.ndarray,
    first_bust: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """Best values of every turn state for a batch of `nb` situations.

    - ``bank[T, b]``: value of banking with T units (``-inf`` where banking is not allowed by the
      bank minimum); the top row L = len(bank) - 1 stands for every T >= L and must be allowed.
      Confirmation is checked here (banking needs c == 0).
    - ``bust[b]``: value when a roll scores nothing; ``first_bust[b]``: when the turn's very first
      roll does (bankrupt, or the same as ``bust``).

    Returns (D, start): ``D[T, n - 1, c, b]`` the value of standing after a keep (bank or roll on,
    whichever is better) and ``start[b]`` the value of a turn about to be played.
    """
    levels, nb = bank.shape
    top = levels - 1
    nc = space.nc
    per_level = DICE * nc
    table = np.empty((levels, DICE, nc, nb))
    rows = table.reshape(-1, nb)
    inner = space.pair_left[:, None] * nc + space.pair_c_after  # (J, nc) offset inside a level
    bust_term = space.p_bust[:, None, None] * bust[None, None, :]
    best = np.empty((len(space.starts), nc, nb))

    def roll_values(level: int) -> np.ndarray:
        """(6, nc, nb): value of rolling n dice from this level, for every n and c."""
        target = np.minimum(level + space.pair_points, top)
        index = target[:, None] * per_level + inner  # (J, nc): rows of the states after each keep
        for first, end, pairs in space.buckets:  # groups with the same number of keeps at once
            best[first:end] = rows[index[pairs]].max(axis=1)
        rolled = space.weights @ best.reshape(len(space.starts), nc * nb)
        return rolled.reshape(DICE, nc, nb) + bust_term

    # The top level: banked at once unless a confirmation is owed.
    table[top] = -np.inf
    table[top, :, 0, :] = bank[top]
    if nc > 1 and np.all(bank[top] >= bust):
        # Owing a confirmation, the best play is the one least likely to bust before it is paid.
        q = confirmation_bust_chance(space)[:, :, None]
        table[top] = bank[top] - (bank[top] - bust)[None, None, :] * q
    elif nc > 1:
        table[top, :, 1:, :] = bank[top]  # optimistic start; converges down
        for _ in range(10_000):
            fresh = roll_values(top)[:, 1:, :]
            change = np.max(np.abs(fresh - table[top, :, 1:, :]))
            table[top, :, 1:, :] = fresh
            if change < TOP_TOLERANCE:
                break
    first = roll_values(top)[DICE - 1, 0, :]
    for level in range(top - 1, -1, -1):
        rolled = roll_values(level)
        if level == 0:
            first = rolled[DICE - 1, 0, :].copy()
        rolled[:, 0, :] = np.maximum(rolled[:, 0, :], bank[level])
        table[level] = rolled
    # The rolls above counted the ordinary bust; the turn's first roll has its own.
    start = first + space.p_bust[DICE - 1] * (first_bust - bust)
    return table, start

