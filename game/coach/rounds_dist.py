"""The exact distribution of the rounds the optimal solo 10000 / Zehntausend player takes.

For every banked total B below the limit, one turn under the optimal policy (``game.ai.tenthousand``'s
Hard player, solo: the keep with the best value, bank when banking is at least as good as rolling on)
is followed forward: probability mass flows from "about to roll n dice with T points, c owed" through
each roll's groups (``TurnSpace``) to the keep the policy takes, then to banking or rolling on. Points
only grow within a turn, so one pass over the turn levels from 0 up settles it (at the top level,
where banking reaches the limit, only a confirmation still owed keeps the turn going: iterated). That
gives the chance of each banked total after the turn, of a bust (total unchanged) and of bankruptcy
(total 0). Those transitions make a Markov chain over totals; its absorption times are the rounds.

``rounds_distribution(rules)`` returns P(rounds = k) for k = 0..; about a second per hundred totals
(each total needs its turn table, ``tenthousand.turn_table``).
"""

from __future__ import annotations

import numpy as np

from game.ai import tenthousand_table
from game.ai.tenthousand_solver import solve_turn
from game.ai.tenthousand_space import TurnSpace, turn_space
from game.rules.tenthousand import DICE, TenThousandRules

TIE = 1e-12            # the Hard player banks when banking is within this of rolling on
TOP_ROUNDS = 10_000    # iterations of the top level (a confirmation owed at the limit), at most
LEFT_OVER = 1e-13      # stop following mass below this


def _turn(space: TurnSpace, table: np.ndarray, bank: np.ndarray, first_bankrupt: bool
          ) -> tuple[np.ndarray, float, float]:
    """(banked[T], bust, bankrupt): where one turn from a total ends, T in units (T = top: the limit)."""
    levels, dice, nc = table.shape
    top = levels - 1
    flat = table.reshape(-1)
    per_level = dice * nc
    inner = space.pair_left[:, None] * nc + space.pair_c_after       # (J, nc)
    rolling = np.zeros((levels, dice, nc))       # about to roll (index n - 1)
    kept = np.zeros((levels, dice, nc))          # just set dice aside, before banking or rolling on
    banked = np.zeros(levels)
    bust = bankrupt = 0.0
    rolling[0, DICE - 1, 0] = 1.0
    group_dice = space.group_n - 1
    for level in range(levels):
        if level:
            _decide(level, top, kept, rolling, banked, table, bank, space.bank_units)
        for _ in range(TOP_ROUNDS if level == top else 1):
            mass = rolling[level].copy()
            total = mass.sum()
            if total < LEFT_OVER:
                break
            busted = float(space.p_bust @ mass.sum(axis=1))
            if level == 0 and first_bankrupt:
                first = mass[DICE - 1, 0] * space.p_bust[DICE - 1]
                bankrupt += first
                busted -= first
            bust += busted
            target = np.minimum(level + space.pair_points, top)
            values = flat[target[:, None] * per_level + inner]              # (J, nc)
            rolling[level] = 0.0
            for first_group, end, pairs in space.buckets:
                choice = values[pairs].argmax(axis=1)                       # (groups, nc): the pair kept
                chosen = pairs[np.arange(len(pairs))[:, None], choice]      # (groups, nc) pair indices
                groups = np.arange(first_group, end)
                weight = mass[group_dice[groups]] * space.group_prob[groups][:, None]   # (groups, nc)
                t = target[chosen]
                n = space.pair_left[chosen]
                c = space.pair_c_after[chosen, np.arange(nc)[None, :]]
                np.add.at(kept, (t, n, c), weight)
            if level == top:
                _decide(level, top, kept, rolling, banked, table, bank, space.bank_units)
    return banked, bust, bankrupt


def _decide(level, top, kept, rolling, banked, table, bank, bank_units) -> None:
    """Kept mass at `level`: bank it (the policy's choice) or roll on."""
    mass = kept[level].copy()
    kept[level] = 0.0
    if level == top:
        banked[level] += mass[:, 0].sum()
        rolling[level, :, 1:] += mass[:, 1:]
        return
    may_bank = level >= bank_units and bank[level] >= table[level, :, 0] - TIE    # (dice,) at c = 0
    banked[level] += mass[may_bank, 0].sum()
    rolling[level, :, 0] += np.where(may_bank, 0.0, mass[:, 0])
    rolling[level, :, 1:] += mass[:, 1:]


def transitions(rules: TenThousandRules) -> np.ndarray:
    """(totals + 1, totals + 1): P[from total, to total] after one turn; the last state is "the limit
    reached" (absorbing)."""
    space = turn_space(rules)
    rounds = tenthousand_table.rounds(rules)
    totals = len(rounds)
    top_all = tenthousand_table.top_level(space, totals, 0)
    rounds_ext = np.zeros(totals + top_all + 2)
    rounds_ext[:totals] = rounds
    out = np.zeros((totals + 1, totals + 1))
    out[totals, totals] = 1.0
    for total in range(totals):
        block = np.array([total])
        bank = tenthousand_table.bank_values(space, rounds_ext, totals, block)
        values, _ = solve_turn(space, bank, np.array([-rounds_ext[total]]), np.array([-rounds_ext[total]]))
        banked, bust, bankrupt = _turn(space, values[..., 0], bank[:, 0], rules.bankrupt)
        after = np.minimum(total + np.arange(len(banked)), totals)
        np.add.at(out[total], after, banked)
        out[total, total] += bust
        out[total, 0] += bankrupt
    return out


def rounds_distribution(rules: TenThousandRules, most: int = 400) -> np.ndarray:
    """P(the optimal solo player needs exactly k rounds), k = 0..most (the tail beyond is dropped:
    for the presets it is far below 1e-12 by 400 rounds)."""
    chain = transitions(rules)
    state = np.zeros(len(chain))
    state[0] = 1.0
    out = np.zeros(most + 1)
    done = 0.0
    for k in range(1, most + 1):
        state = state @ chain
        out[k] = state[-1] - done
        done = state[-1]
    return out
