"""The table builds copy the states whose upper total can no longer reach the bonus line instead of solving
them (game.ai.dice_space.bonus_out_of_reach): each copied state must be worth what solving it gives."""

import random

import numpy as np
import pytest

from game.ai import dicetime_table, puzzle_table
from game.ai.dice_space import bonus_out_of_reach
from game.ai.puzzle_pool import PoolSolver


def test_only_totals_that_cannot_reach_the_line_are_copied():
    reachable = {0b01: np.array([0, 3, 10, 20, 30, 40]), 0b11: np.array([0, 5, 61, 63])}
    # filled 0b01: the open categories can still add 25; filled 0b11: nothing
    solved, same = bonus_out_of_reach(reachable, lambda bits: 25 if bits == 0b01 else 0, 63)
    assert list(solved[0b01]) == [0, 40] and same[0b01][0] == 0 and list(same[0b01][1]) == [3, 10, 20, 30]
    # 63 is the line itself: reached, not out of reach
    assert list(solved[0b11]) == [0, 63] and same[0b11][0] == 0 and list(same[0b11][1]) == [5, 61]
    solved, same = bonus_out_of_reach(reachable, lambda bits: 0, 0)   # no bonus to win: nothing is copied
    assert same == {} and all(np.array_equal(solved[b], reachable[b]) for b in reachable)


def _copied_states(same, masks, rng, count):
    found = [(mask, int(total)) for mask in masks for total in (same(mask) or (0, []))[1]]
    return rng.sample(found, count)


@pytest.mark.solved_tables("dicetime")
def test_every_copied_dicetime_state_is_worth_what_solving_it_gives(optimal_table):
    _, same = dicetime_table.solved_and_same()
    solver = dicetime_table.TableSolver(dicetime_table.CHUNK_STATES + dicetime_table.N_UPPER)
    states = _copied_states(same.get, range(dicetime_table.N_FILLED_SETS - 1), random.Random(5), 60)
    assert len({mask.bit_count() for mask, _ in states}) > 4
    for mask, total in states:
        solved = solver.turn_start_values(optimal_table, [mask], [np.array([total])])[0]
        assert optimal_table[mask, total] == pytest.approx(solved, abs=1e-6), (bin(mask), total)


@pytest.mark.solved_tables("puzzle")
def test_every_copied_puzzle_state_is_worth_what_solving_it_gives_at_every_pool():
    spec = puzzle_table.STANDARD
    table = puzzle_table.values(spec).astype(np.float64)
    reachable = puzzle_table.reachable_upper_totals(spec)
    uppers_of = puzzle_table.upper_mask(spec)
    _, same = puzzle_table.out_of_reach(spec, reachable)
    solver = PoolSolver(spec, puzzle_table.CHUNK_STATES + spec.shape[1])
    states = _copied_states(lambda mask: same.get(mask & uppers_of), range(spec.shape[0] - 1), random.Random(6), 40)
    for mask, total in states:
        solved = solver.turn_start_values(table, [mask], [np.array([total])])[0]
        assert table[mask, total] == pytest.approx(solved, abs=1e-3), (bin(mask), total)
