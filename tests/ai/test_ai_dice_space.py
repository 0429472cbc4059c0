"""The keep tables against brute-force enumeration of the dice."""

from itertools import product

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.dice_space import (
    KEEP_INDEX,
    KEEPS,
    N_KEEPS,
    N_ROLLS,
    ROLL_PROB,
    ROLLS,
    KeepSolver,
    best_of_sub_keeps_one,
    expect_one,
    roll_index,
    sub_keeps,
)

dice_st = st.lists(st.integers(1, 6), min_size=5, max_size=5).map(tuple)


def test_rolls_are_every_five_dice_multiset_with_their_chances():
    assert N_ROLLS == 252 and N_KEEPS == 462
    counts = np.zeros(N_ROLLS)
    for dice in product(range(1, 7), repeat=5):
        counts[roll_index(dice)] += 1
    assert np.allclose(ROLL_PROB, counts / 6**5)


@settings(max_examples=25, deadline=None)
@given(keep=st.sampled_from(KEEPS), seed=st.integers(0, 2**32 - 1))
def test_keep_value_is_the_mean_over_every_reroll(keep, seed):
    roll_values = np.random.default_rng(seed).normal(size=(N_ROLLS, 1))
    expected = np.mean([
        roll_values[roll_index(keep + rest), 0] for rest in product(range(1, 7), repeat=5 - len(keep))
    ])
    assert np.isclose(KeepSolver().expect(roll_values)[KEEP_INDEX[keep], 0], expected)


@settings(max_examples=25, deadline=None)
@given(dice=dice_st, seed=st.integers(0, 2**32 - 1))
def test_best_of_sub_keeps_is_the_best_keep_that_these_dice_allow(dice, seed):
    keep_values = np.random.default_rng(seed).normal(size=(N_KEEPS, 1))
    best = KeepSolver().best_of_sub_keeps(keep_values)[roll_index(dice), 0]
    assert best == max(keep_values[KEEP_INDEX[k], 0] for k in sub_keeps(dice))


def test_sub_keeps_of_a_pair_and_three_singles():
    keeps = sub_keeps((2, 2, 3, 5, 6))
    assert len(keeps) == 3 * 2 * 2 * 2 and keeps[0] == () and keeps[-1] == (2, 2, 3, 5, 6)
    assert set(ROLLS) >= {k for k in keeps if len(k) == 5}


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_single_state_steps_agree_with_the_batched_ones(seed):
    roll_values = np.random.default_rng(seed).normal(size=N_ROLLS)
    solver = KeepSolver()
    keep_values = solver.expect(roll_values[:, None])[:, 0].copy()
    assert np.allclose(expect_one(roll_values), keep_values)
    assert np.allclose(best_of_sub_keeps_one(keep_values), solver.best_of_sub_keeps(keep_values[:, None])[:, 0])
