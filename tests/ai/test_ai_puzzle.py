"""The puzzle's pooled-reroll policy: worth of the pool, legal choices, better than the even split."""

import random
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import puzzle
from game.ai.dice_space import sub_keeps
from game.rules.dicetime import CATEGORIES

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)

ALL = frozenset(CATEGORIES)
dice_st = st.lists(st.integers(1, 6), min_size=5, max_size=5).map(tuple)


def test_the_pool_is_worth_nothing_extra_at_two_a_turn_more_above_less_below():
    for turns in range(1, 14):
        assert puzzle.pool_worth(turns, 2 * turns) == pytest.approx(0.0)
        worths = [puzzle.pool_worth(turns, pool) for pool in range(60)]
        assert all(a <= b for a, b in zip(worths, worths[1:], strict=False))
        assert all(a < b for a, b in zip(worths[: 2 * turns + 3], worths[1: 2 * turns + 3], strict=False))
    assert puzzle.pool_worth(0, 26) == 0.0


def test_measured_reroll_worth_matches_the_shipped_constants(optimal_table):
    remeasured = puzzle.measure_reroll_worth(40, most=6)  # the measurement behind the constants
    assert remeasured[2] == 0.0
    assert remeasured == pytest.approx(puzzle.REROLL_WORTH[:7], abs=0.006)


def test_with_an_empty_pool_the_player_stops_and_fills(optimal_table):
    turn = puzzle.PuzzleTurn(ALL, 0, (1, 1, 2, 5, 6), 0)
    assert puzzle.make_player().choose_keep(turn, random.Random(0)) == (1, 1, 2, 5, 6)
    assert puzzle.hint(ALL, 0, (1, 1, 2, 5, 6), 0).action == "fill"


def test_a_rich_pool_rerolls_what_a_poor_one_keeps(optimal_table):
    # Last turn, only five_kind open, four alike: with rerolls left, chase the fifth.
    dice = (3, 3, 3, 3, 1)
    assert puzzle.best_keep({"five_kind"}, 0, dice, 5) == (3, 3, 3, 3)
    assert puzzle.expected_loss({"five_kind"}, 0, dice, 5, "five_kind") > 10
    assert puzzle.best_keep({"five_kind"}, 0, dice, 0) == tuple(sorted(dice))


@settings(max_examples=25, deadline=None)
@given(open_categories=st.sets(st.sampled_from(CATEGORIES), min_size=1).map(frozenset), upper=st.integers(0, 70),
       dice=dice_st, pool=st.integers(0, 30))
def test_choices_are_legal_and_the_best_loses_nothing(optimal_table, open_categories, upper, dice, pool):
    turn = puzzle.PuzzleTurn(open_categories, upper, dice, pool)
    player = puzzle.make_player()
    keep = player.choose_keep(turn, random.Random(2))
    assert keep in sub_keeps(dice) and (pool > 0 or len(keep) == 5)
    assert player.choose_category(turn, random.Random(2)) in open_categories
    assert puzzle.expected_loss(open_categories, upper, dice, pool, keep) == pytest.approx(0.0, abs=1e-9)


def test_pooling_the_rerolls_beats_spending_two_a_turn(optimal_table):
    seeds = range(40)
    pooled = statistics.mean(puzzle.play_solitaire(s, pooled=True) for s in seeds)
    even = statistics.mean(puzzle.play_solitaire(s, pooled=False) for s in seeds)
    assert pooled > even + 5
