"""Triple Hard's slack levels: the recursion against a brute force, the plain sum as its special case."""

from functools import cache

import numpy as np
import pytest

from game.ai import triple_slack
from game.ai.valuation import CardValuation, column_state
from game.rules.dicetime import CATEGORIES
from game.rules.triple import WEIGHTS

pytestmark = pytest.mark.solved_tables("dicetime", "triple-slack")  # Dicetime's table and the slack levels (tests/solved_tables.py)

ALL = frozenset(CATEGORIES)


def _turn_value(final) -> float:
    """Brute force, apart from the game's keep tables: the expected value of a turn of five dice with two
    rerolls, every keep tried, when ending with roll r (a sorted tuple) is worth final(r)."""

    @cache
    def keep_value(keep: tuple[int, ...], rerolls: int) -> float:   # before the dice not kept are rolled
        if len(keep) == 5:
            return roll_value(keep, rerolls)
        return sum(keep_value(tuple(sorted(keep + (face,))), rerolls) for face in range(1, 7)) / 6

    @cache
    def roll_value(roll: tuple[int, ...], rerolls: int) -> float:
        best = final(roll)
        if rerolls:
            for bits in range(32):
                keep = tuple(die for i, die in enumerate(roll) if bits >> i & 1)
                best = max(best, keep_value(keep, rerolls - 1))
        return best

    return keep_value((), 2)


def test_a_column_with_slack_may_wait_for_a_better_roll_as_a_brute_force_says():
    levels = triple_slack.values()
    filled, upper = column_state({"chance"}, 0)
    value = _turn_value(lambda roll: sum(roll))   # no slack: one turn for the one box
    assert levels[0][filled, upper] == pytest.approx(value, abs=1e-3)
    waiting = _turn_value(lambda roll: max(sum(roll), value))   # fill now, or wait (one turn of slack less)
    assert levels[1][filled, upper] == pytest.approx(waiting, abs=1e-3)
    assert levels[2][filled, upper] > levels[1][filled, upper] > levels[0][filled, upper] + 1


def test_the_levels_start_at_dicetime_and_more_slack_is_never_worth_less(optimal_table):
    levels = triple_slack.values()
    assert levels.shape == (triple_slack.LEVELS, 8192, 64)
    assert np.array_equal(levels[0], optimal_table)
    assert (np.diff(levels, axis=0) >= -1e-3).all()
    assert triple_slack.is_valid_levels(levels)
    broken = levels.copy()
    broken[1] = broken[0] - 1
    assert not triple_slack.is_valid_levels(broken)


def test_without_slack_the_valuation_is_the_sum_of_column_values(optimal_table):
    plain = CardValuation(lambda: optimal_table, WEIGHTS)
    slack0 = triple_slack.SlackValuation(WEIGHTS, alpha=0.0)
    columns = (column_state(ALL - {"fives", "chance"}, 15), column_state(ALL, 0), column_state({"sixes", "five_kind"}, 40))
    for dice in [(5, 5, 5, 2, 1), (6, 6, 6, 6, 6), (1, 2, 3, 4, 6)]:
        a, b = plain.box_values(columns, dice), slack0.box_values(columns, dice)
        assert a.keys() == b.keys() and all(a[box] == pytest.approx(b[box], abs=1e-9) for box in a)
    hard = triple_slack.SlackValuation(WEIGHTS)
    assert hard.position_value(columns) > slack0.position_value(columns) + 5   # the slack is worth points
