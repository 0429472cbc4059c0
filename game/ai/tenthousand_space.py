"""The rolls and keeps of 10000 / Zehntausend as arrays, for the turn solver.

Everything a keep changes is (points, dice left to roll, does it owe a confirmation), so a roll of
n dice is summed up by the set of those outcomes its legal keeps allow. Outcomes that another keep of
the same roll beats outright (same dice left, at least as many points, owing no more confirmation)
are dropped: a player never prefers them (more banked points never hurt in this game, see
``tenthousand_solver``). Rolls with the same outcome set are merged into one group weighted by their
summed probability. For the classic rules this leaves 234 groups and 877 (group, keep) pairs over
1..6 dice, instead of 923 rolls and 3006 keeps.

Points are counted in units of ``unit`` (the greatest common divisor of every score, the bank
minimum, the confirmation and the target: 50 for both presets), so a turn total is a small integer
"level".
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from game.rules.tenthousand import (
    DICE,
    TenThousandRules,
    keep_needs_confirmation,
    scoring_indices,
    scoring_keeps,
)

Outcome = tuple[int, int, bool]  # (points, dice kept, owes confirmation)


def roll_probability(roll: tuple[int, ...]) -> float:
    """Probability of a sorted multiset of faces when len(roll) fair dice are thrown."""
    counts = Counter(roll).values()
    return math.factorial(len(roll)) / math.prod(math.factorial(c) for c in counts) / 6 ** len(roll)


def keep_outcomes(roll: tuple[int, ...], rules: TenThousandRules) -> frozenset[Outcome]:
    """What the legal keeps of `roll` can lead to, without outcomes beaten outright by another."""
    if rules.automatic_keeps:
        index = scoring_indices(roll, rules)
        if not index:
            return frozenset()
        keep = tuple(sorted(roll[i] for i in index))
        return frozenset({(scoring_keeps(keep, rules)[keep], len(keep), keep_needs_confirmation(keep, rules))})
    outcomes = {(points, len(keep), keep_needs_confirmation(keep, rules))
                for keep, points in scoring_keeps(roll, rules).items()}
    return frozenset(o for o in outcomes if not any(_beats(other, o) for other in outcomes if other != o))


def _beats(a: Outcome, b: Outcome) -> bool:
    return a[1] == b[1] and a[0] >= b[0] and (not a[2] or b[2])


@dataclass(frozen=True, eq=False)
class TurnSpace:
    """The arrays of one rule set. n (dice to roll) is stored at index n - 1; c (confirmation owed,
    in units) runs 0..conf_units."""

    unit: int
    conf_units: int
    bank_units: int  # the bank minimum in units (a bank always has at least one unit)
    p_bust: np.ndarray  # (6,) chance that n dice score nothing
    group_n: np.ndarray  # (G,) dice thrown in each group's rolls
    group_prob: np.ndarray  # (G,) summed probability of the group's rolls
    weights: np.ndarray  # (6, G): probability of each group for each n (0 elsewhere)
    starts: np.ndarray  # (G,) first pair of each group (groups ordered by their number of pairs)
    buckets: tuple[tuple[int, int, np.ndarray], ...]  # (first group, end, (groups, k) pair indices)
    pair_points: np.ndarray  # (J,) points of each keep outcome, in units
    pair_left: np.ndarray  # (J,) index (n - 1) of the dice to roll after it (6 after hot dice)
    pair_conf: np.ndarray  # (J,) bool: owes a confirmation
    pair_c_after: np.ndarray  # (J, nc): confirmation owed after the keep, for each c before

    @property
    def nc(self) -> int:
        return self.conf_units + 1


def rules_unit(rules: TenThousandRules) -> int:
    """The greatest common divisor of every possible score and of the thresholds."""
    values = {rules.bank_minimum, rules.confirmation, rules.target}
    for n in range(1, DICE + 1):
        for roll in itertools.combinations_with_replacement(range(1, 7), n):
            values.update(scoring_keeps(roll, rules).values())
    unit = math.gcd(*values)
    return unit or 1


@lru_cache(maxsize=16)
def turn_space(rules: TenThousandRules) -> TurnSpace:
    unit = rules_unit(rules)
    conf_units = -(-rules.confirmation // unit)
    nc = conf_units + 1
    p_bust = np.zeros(DICE)
    groups: dict[tuple[int, frozenset[Outcome]], float] = {}
    for n in range(1, DICE + 1):
        for roll in itertools.combinations_with_replacement(range(1, 7), n):
            outcomes = keep_outcomes(roll, rules)
            if not outcomes:
                p_bust[n - 1] += roll_probability(roll)
            else:
                key = (n, outcomes)
                groups[key] = groups.get(key, 0.0) + roll_probability(roll)
    group_n, group_prob, starts = [], [], []
    points, left, conf = [], [], []
    for (n, outcomes), prob in sorted(groups.items(), key=lambda item: len(item[0][1])):
        group_n.append(n)
        group_prob.append(prob)
        starts.append(len(points))
        for pts, kept, owes in sorted(outcomes):
            points.append(pts // unit)
            after = n - kept
            left.append((after if after else DICE) - 1)
            conf.append(owes)
    pair_points = np.array(points, dtype=np.int64)
    pair_conf = np.array(conf, dtype=bool)
    c = np.arange(nc)[None, :]
    pair_c_after = np.where(pair_conf[:, None], conf_units, np.maximum(0, c - pair_points[:, None]))
    sizes = np.diff(np.append(starts, len(points)))
    buckets = []
    for size in np.unique(sizes):
        members = np.nonzero(sizes == size)[0]  # contiguous: groups are sorted by size
        pairs = np.array(starts)[members][:, None] + np.arange(size)[None, :]
        buckets.append((int(members[0]), int(members[-1]) + 1, pairs))
    weights = np.zeros((DICE, len(group_n)))
    weights[np.array(group_n) - 1, np.arange(len(group_n))] = group_prob
    return TurnSpace(
        unit=unit,
        conf_units=conf_units,
        bank_units=max(1, -(-rules.bank_minimum // unit)),
        p_bust=p_bust,
        group_n=np.array(group_n),
        group_prob=np.array(group_prob),
        weights=weights,
        starts=np.array(starts, dtype=np.int64),
        buckets=tuple(buckets),
        pair_points=pair_points,
        pair_left=np.array(left, dtype=np.int64),
        pair_conf=pair_conf,
        pair_c_after=pair_c_after.astype(np.int64),
    )
