"""Triple seats: legal boxes, the weighted plan, agreement with Dicetime on a single column."""

import random
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import dicetime, triple
from game.ai.dice_space import sub_keeps
from game.rules.dicetime import CATEGORIES
from game.rules.triple import Sheet

pytestmark = pytest.mark.solved_tables("dicetime", "triple-slack")  # the session's shared copies (tests/solved_tables.py)

ALL = frozenset(CATEGORIES)
dice_st = st.lists(st.integers(1, 6), min_size=5, max_size=5).map(tuple)
column_st = st.tuples(st.sets(st.sampled_from(CATEGORIES)).map(frozenset), st.integers(0, 80))


def test_a_large_straight_goes_where_it_counts_three_times(optimal_table):
    columns = [(ALL, 0)] * 3
    assert triple.best_box(columns, (2, 3, 4, 5, 6)) == (2, "large_straight")
    hint = triple.hint(columns, (2, 3, 4, 5, 6), 2)
    assert hint.action == "fill" and (hint.column, hint.category) == (2, "large_straight")
    assert triple.expected_loss(columns, (2, 3, 4, 5, 6), 0, (0, "large_straight")) > 5


def test_with_one_column_left_hard_plays_exactly_like_dicetime_hard(optimal_table):
    open_categories = frozenset({"fours", "full_house", "chance", "small_straight"})
    columns = [(frozenset(), 70), (open_categories, 41), (frozenset(), 12)]
    for dice in [(4, 4, 1, 2, 3), (3, 3, 5, 5, 2), (6, 6, 6, 4, 4), (1, 2, 3, 4, 6)]:
        for rolls_left in (1, 2):
            assert triple.best_keep(columns, dice, rolls_left) == dicetime.best_keep(open_categories, 41, dice, rolls_left)
        assert triple.best_box(columns, dice) == (1, dicetime.best_category(open_categories, 41, dice))


@settings(max_examples=30, deadline=None)
@given(columns=st.lists(column_st, min_size=3, max_size=3), dice=dice_st, rolls_left=st.integers(0, 2),
       difficulty=st.sampled_from(triple.DIFFICULTIES))
def test_every_seat_keeps_its_own_dice_and_fills_an_open_box(optimal_table, columns, dice, rolls_left, difficulty):
    if not any(open_categories for open_categories, _ in columns):
        columns[0] = (frozenset({"chance"}), columns[0][1])
    turn = triple.TripleTurn(tuple(columns), dice, rolls_left)
    player = triple.make_player(difficulty)
    rng = random.Random(1)
    if rolls_left:
        assert player.choose_keep(turn, rng) in sub_keeps(dice)
    column, category = player.choose_box(turn, rng)
    assert category in columns[column][0]


def test_a_solitaire_game_fills_every_box_and_is_replayable(optimal_table):
    total = triple.play_solitaire(3)
    assert total == triple.play_solitaire(3) and total > 0


def test_planning_seats_beat_the_greedy_one(optimal_table):
    seeds = range(12)
    means = {d: statistics.mean(triple.play_solitaire(s, d) for s in seeds) for d in ("easy", "normal", "hard")}
    assert means["easy"] + 100 < means["normal"] and means["easy"] + 100 < means["hard"]


def test_turn_from_sheet_reads_the_three_columns():
    sheet = Sheet()
    sheet.fill(2, "fives", (5, 5, 5, 1, 2))
    turn = triple.turn_from_sheet(sheet, (1, 1, 1, 1, 1), 0)
    assert turn.columns[2][1] == 15 and "fives" not in turn.columns[2][0] and turn.columns[0] == (ALL, 0)
    with pytest.raises(ValueError):
        triple.TripleTurn(((ALL, 0),), (1, 1, 1, 1, 1), 0)
