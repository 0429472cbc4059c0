"""Perfect puzzle play from the exact table: decisions, hints, losses, levels, and play that averages the table."""

import random
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from puzzle_brute import brute_values
from sample_power import samples_for

from game.ai import puzzle, puzzle_levels, puzzle_table
from game.ai.dice_space import sub_keeps
from game.ai.puzzle_optimal import OptimalPuzzle, play
from game.ai.turn_plan import lock_mask
from game.rules.dicetime import LOWER
from game.rules.puzzle import PuzzleGame
from game.rules.puzzle_twists import Twists

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)

ROWS = frozenset({"sixes", "full_house", "five_kind", "chance"})
LEVEL = Twists(only=ROWS, bonus_threshold=18, bonus_points=20)
POOL = 6
#: Games of perfect play in the two tests that compare their average to the table's value: the least the power
#: calculation in each test asks for (`sample_power.samples_for`: a 5 % bias found 19 times in 20), and a margin.
GAMES, TWISTED_GAMES = 900, 700
dice_st = st.lists(st.integers(1, 6), min_size=5, max_size=5).map(tuple)


@pytest.fixture(scope="module")
def level():
    optimum = puzzle_levels.level_optimum(POOL, LEVEL)
    return optimum, OptimalPuzzle(optimum.spec)


def test_perfect_play_averages_the_tables_value_on_a_small_level(level):
    optimum, solver = level
    expected = puzzle_levels.perfect_average(POOL, LEVEL, wait=True)
    assert optimum.exact and expected == pytest.approx(optimum.value(puzzle_table.values(optimum.spec)))
    rng = random.Random(7)
    scores = [play(PuzzleGame(rerolls=POOL, twists=LEVEL), solver, rng) for _ in range(GAMES)]
    error = statistics.stdev(scores) / len(scores) ** 0.5
    assert abs(statistics.mean(scores) - expected) < 3 * error
    # The games keep the power to find perfect play averaging 5 % off its value (sd ~23 around ~75: ~840).
    assert len(scores) >= samples_for(expected, statistics.stdev(scores), 3)


TWISTED = Twists(only=frozenset({"ones", "sixes", "full_house", "chance", "large_straight"}), prefilled={"ones": 3},
                 locked_planet=6, reward_rerolls={"full_house": 2}, doubled=frozenset({"chance"}),
                 bonus_threshold=20, bonus_points=25, bonus_rerolls=1, turn_rerolls=3)


def test_a_level_with_every_modelled_twist_plays_to_its_tables_value_through_the_rules():
    optimum = puzzle_levels.level_optimum(4, TWISTED)
    assert optimum.exact and optimum.start_score == 3 and optimum.spec.max_pool == 4 + 2 + 1
    expected = puzzle_levels.perfect_average(4, TWISTED, wait=True)
    solver = OptimalPuzzle(optimum.spec)
    rng = random.Random(11)
    scores = [play(PuzzleGame(rerolls=4, twists=TWISTED), solver, rng) for _ in range(TWISTED_GAMES)]
    error = statistics.stdev(scores) / len(scores) ** 0.5
    assert abs(statistics.mean(scores) - expected) < 3 * error
    assert len(scores) >= samples_for(expected, statistics.stdev(scores), 3)   # (sd ~31 around ~113: ~640)


def test_required_rows_and_targets_are_not_claimed_exact():
    for twists in (Twists(required=frozenset({"sixes"})), Twists(target=200)):
        optimum = puzzle_levels.level_optimum(26, twists)
        assert not optimum.exact and puzzle_levels.perfect_average(26, twists, wait=True) is None


def test_the_start_value_agrees_with_brute_force_and_grows_with_the_pool():
    solver = OptimalPuzzle(puzzle_levels.level_optimum(3, Twists(only={"sixes", "chance"}, bonus_threshold=12)).spec)
    values = [solver.start_value({"sixes", "chance"}, 0, q) for q in range(4)]
    assert values == pytest.approx(brute_values(("sixes", "chance"), 3, 12), abs=2e-5)
    assert values == sorted(values)


@settings(max_examples=40, deadline=None)
@given(open_rows=st.sets(st.sampled_from(sorted(ROWS)), min_size=1), upper=st.integers(0, 30), dice=dice_st,
       pool=st.integers(0, POOL + 3))
def test_the_best_choice_gives_up_nothing_and_every_loss_is_the_exact_difference(level, open_rows, upper, dice,
                                                                                 pool):
    _, solver = level
    keeps = solver.evaluate_keeps(open_rows, upper, dice, pool)
    categories = solver.evaluate_categories(open_rows, upper, dice, pool)
    best = max(keeps.values())
    assert set(categories) == open_rows and max(categories.values()) == pytest.approx(keeps[tuple(sorted(dice))])
    assert set(keeps) <= set(sub_keeps(dice)) and (pool > 0 or len(keeps) == 1)
    advice = solver.hint(open_rows, upper, dice, pool)
    assert advice.value == pytest.approx(best)
    if advice.action == "keep":
        assert solver.expected_loss(open_rows, upper, dice, pool, advice.keep) == pytest.approx(0.0, abs=1e-9)
    else:
        assert solver.expected_loss(open_rows, upper, dice, pool, advice.category) == pytest.approx(0.0, abs=1e-9)
    for name, value in categories.items():
        assert solver.expected_loss(open_rows, upper, dice, pool, name) == pytest.approx(best - value)
    for keep, value in keeps.items():
        assert solver.expected_loss(open_rows, upper, dice, pool, keep) == pytest.approx(best - value)


def test_the_pool_left_changes_what_perfect_play_does(level):
    _, solver = level
    dice = (6, 6, 6, 6, 2)  # last row five_kind: with rerolls chase the fifth six, without, fill now
    assert solver.best_keep({"five_kind"}, 0, dice, 3) == (6, 6, 6, 6)
    assert solver.best_keep({"five_kind"}, 0, dice, 0) == (2, 6, 6, 6, 6)
    assert solver.expected_loss({"five_kind"}, 0, dice, 3, "five_kind") == pytest.approx(
        50 * (1 - (5 / 6) ** 3))  # three tries at a one-in-six
    with pytest.raises(ValueError):
        solver.expected_loss({"five_kind"}, 0, dice, 0, (6, 6, 6, 6))  # no reroll to keep for


def test_a_cap_per_turn_limits_the_keeps_offered():
    spec = puzzle_levels.level_optimum(6, Twists(only={"five_kind", "chance"}, turn_rerolls=1)).spec
    solver = OptimalPuzzle(spec)
    dice = (6, 6, 6, 6, 2)
    assert solver.best_keep({"five_kind"}, 0, dice, 6) == (6, 6, 6, 6)
    assert solver.expected_loss({"five_kind"}, 0, dice, 6, "five_kind") == pytest.approx(50 / 6)
    assert solver.evaluate_keeps({"five_kind"}, 0, dice, 6, allowance=0) == {(2, 6, 6, 6, 6): 0.0}


def test_perfect_play_is_worth_at_least_what_the_pool_worth_player_scores(optimal_table):
    # The bound, on the seven lower rows with 14 pooled rerolls (the full card's table takes tens
    # of seconds; benchmarks/puzzle_optimal.py runs it there): the Normal player, played through the rules,
    # cannot average more than perfect play is worth.
    lower = Twists(only=frozenset(LOWER))
    optimum = puzzle_levels.level_optimum(14, lower)
    value = puzzle_levels.perfect_average(14, lower, wait=True)
    rng = random.Random(3)
    scores = []
    for _ in range(300):
        game = PuzzleGame(rerolls=14, twists=lower)
        while not game.is_over:
            turn = game.turn()
            dice = turn.roll_random(rng)
            card = game.card
            while game.rerolls_left > 0:
                keep = puzzle.best_keep(card.open_categories, 0, dice, game.rerolls_left)
                if len(keep) == 5:
                    break
                turn.set_locked(lock_mask(dice, keep))
                dice = turn.roll_random(rng)
            game.fill(puzzle.best_category(card.open_categories, 0, dice))
        scores.append(game.score)
    mean, error = statistics.fmean(scores), statistics.stdev(scores) / len(scores) ** 0.5
    assert value >= mean - 3 * error
    assert optimum.spec.upper_cap == 0 and value == pytest.approx(160.855, abs=1e-2)
