"""One turn of five dice, worked back from the value of each way it can end.

A ``TurnPlan`` is built from the value of each final roll (whatever a player means by value: the
optimal table, a heuristic, the points alone). It then answers, for the dice on the table and the
rerolls left, what every possible keep is worth and which is best. Players of every game (Dicetime,
Triple, the puzzle) share it; they differ only in the final values they feed in.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from game.ai.dice_space import KEEP_INDEX, ROLL_PROB, best_of_sub_keeps_one, expect_one, roll_index, sub_keeps

MAX_REROLLS = 2


class TurnPlan:
    """Expected values through one turn for one player state.

    ``final_values[r]`` is the value of ending the turn with roll r (ROLLS order). ``rerolls`` is how
    many rerolls a turn allows at most (2 in Dicetime).
    """

    def __init__(self, final_values: np.ndarray, rerolls: int = MAX_REROLLS) -> None:
        roll_values = np.array(final_values, dtype=np.float64)
        self._roll_values = [roll_values]
        self._keep_values: list[np.ndarray | None] = [None]
        for _ in range(rerolls):
            keep_values = expect_one(roll_values)
            roll_values = best_of_sub_keeps_one(keep_values)
            self._keep_values.append(keep_values)
            self._roll_values.append(roll_values)

    @property
    def rerolls(self) -> int:
        return len(self._keep_values) - 1

    def roll_value(self, dice: Sequence[int], rolls_left: int) -> float:
        """Expected value of facing these dice with `rolls_left` rerolls left, playing on well."""
        return float(self._roll_values[self._check(rolls_left)][roll_index(dice)])

    def start_value(self, rerolls: int | None = None) -> float:
        """Expected value before the first roll of the turn, with `rerolls` (default: all) to come."""
        return float(ROLL_PROB @ self._roll_values[self._check(self.rerolls if rerolls is None else rerolls)])

    def keep_value(self, keep: Iterable[int], rolls_left: int) -> float:
        """Expected value of holding `keep` and rerolling the other dice (rolls_left >= 1)."""
        if rolls_left < 1:
            raise ValueError("no reroll left: there is nothing to keep for")
        return float(self._keep_values[self._check(rolls_left)][KEEP_INDEX[tuple(sorted(keep))]])

    def evaluate_keeps(self, dice: Sequence[int], rolls_left: int) -> dict[tuple[int, ...], float]:
        """Every distinct keep from these dice (sorted tuple) -> its expected value."""
        if rolls_left < 1:
            raise ValueError("no reroll left: there is nothing to keep for")
        values = self._keep_values[self._check(rolls_left)]
        return {keep: float(values[KEEP_INDEX[keep]]) for keep in sub_keeps(dice)}

    def best_keep(self, dice: Sequence[int], rolls_left: int) -> tuple[int, ...]:
        """The keep with the highest expected value; on a tie, the one holding more dice.

        Holding all five dice always means "stop rolling": when rerolling nothing is best with two
        rerolls left, the best keep with one left is just as good (it cannot be worse, having more
        rerolls behind it), so that one is returned instead.
        """
        options = self.evaluate_keeps(dice, rolls_left)
        keep = max(options, key=lambda keep: (options[keep], len(keep)))
        if len(keep) == len(dice) and rolls_left > 1:
            return self.best_keep(dice, rolls_left - 1)
        return keep

    def _check(self, rolls_left: int) -> int:
        if not 0 <= rolls_left <= self.rerolls:
            raise ValueError(f"rolls_left must be 0..{self.rerolls}, got {rolls_left}")
        return rolls_left


def lock_mask(dice: Sequence[int], keep: Iterable[int]) -> tuple[bool, ...]:
    """Which of `dice` (in their table order) to lock so that exactly `keep` stays.

    Locks the first die of each needed value, left to right. Raises ValueError if `keep` is not a
    sub-multiset of `dice`.
    """
    wanted: dict[int, int] = {}
    for value in keep:
        wanted[value] = wanted.get(value, 0) + 1
    mask = []
    for value in dice:
        take = wanted.get(value, 0) > 0
        if take:
            wanted[value] -= 1
        mask.append(take)
    if any(wanted.values()):
        raise ValueError(f"cannot keep {tuple(keep)!r} from dice {tuple(dice)!r}")
    return tuple(mask)
