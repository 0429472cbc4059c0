import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.errors import IllegalMove
from game.rules.puzzle import PuzzleGame


def test_rerolls_come_from_one_pool_and_first_rolls_are_free():
    game = PuzzleGame(rerolls=3)
    turn = game.turn()
    assert turn.rolls_left == 4
    turn.roll([1, 1, 1, 1, 1])
    assert game.rerolls_left == 3
    turn.roll([2, 2, 2, 2, 2])
    turn.roll([3, 3, 3, 3, 3])
    turn.roll([4, 4, 4, 4, 4])  # three rerolls in one turn: allowed, the pool pays
    assert game.rerolls_left == 0 and not turn.can_roll
    with pytest.raises(IllegalMove):
        turn.roll([5, 5, 5, 5, 5])
    game.fill("fours")
    turn = game.turn()
    assert turn.rolls_left == 1  # the next turn still has its free roll
    turn.roll([6, 6, 6, 6, 6])
    assert game.fill("sixes") == 30 and game.score == 50


def test_timer_ends_the_game_with_the_score_so_far():
    game = PuzzleGame(time_limit=10.0)
    for value, name in [(6, "sixes"), (5, "fives"), (4, "fours")]:
        game.turn().roll([value] * 5)
        game.fill(name)
    game.turn().roll([3, 3, 3, 1, 1])
    game.advance_time(9.5)
    assert not game.is_over and game.time_left == pytest.approx(0.5)
    game.advance_time(0.6)
    assert game.is_over and game.timed_out and game.time_left == 0.0
    assert game.score == 30 + 25 + 20 + 35  # 75 upper is 63+, so the bonus counts
    with pytest.raises(IllegalMove):
        game.fill("threes")
    with pytest.raises(IllegalMove):
        game.turn()


def test_time_up_without_timer_and_bad_limits():
    game = PuzzleGame()
    game.advance_time(1000.0)
    assert not game.is_over
    game.time_up()
    assert game.is_over and game.score == 0
    for bad in (0, -1.0, float("inf")):
        with pytest.raises(ValueError):
            PuzzleGame(time_limit=bad)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 30), st.integers(0, 2**32))
def test_random_puzzle_always_ends_and_never_overspends(rerolls, seed):
    rng = random.Random(seed)
    game = PuzzleGame(rerolls=rerolls, time_limit=60.0)
    spent = 0
    while not game.is_over:
        turn = game.turn()
        turn.roll_random(rng)
        while turn.can_roll and rng.random() < 0.5:
            turn.roll_random(rng)
            spent += 1
        game.fill(rng.choice(game.card.open_categories))
        game.advance_time(rng.uniform(0, 6))
    assert spent <= rerolls and game.rerolls_left == rerolls - spent
    assert game.card.is_complete or game.timed_out
    assert game.score == game.card.total >= 0


def test_a_nan_frame_time_is_refused_and_does_not_end_the_puzzle():
    game = PuzzleGame(time_limit=30.0)
    with pytest.raises(ValueError):
        game.advance_time(float("nan"))
    assert not game.is_over and game.time_left == 30.0
