"""Dicetime decisions: obvious cases, legality, hints, the three difficulties."""

import random
import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import dicetime
from game.ai.dice_space import sub_keeps
from game.rules.dicetime import CATEGORIES, ScoreCard

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)

ALL = frozenset(CATEGORIES)
dice_st = st.lists(st.integers(1, 6), min_size=5, max_size=5).map(tuple)
open_st = st.sets(st.sampled_from(CATEGORIES), min_size=1).map(frozenset)


def test_five_of_a_kind_is_kept_and_scored_fifty(optimal_table):
    dice = (4, 4, 4, 4, 4)
    assert dicetime.best_keep(ALL, 0, dice, 2) == dice
    assert dicetime.best_category(ALL, 0, dice) == "five_kind"
    values = dicetime.evaluate_categories(ALL, 0, dice)
    assert values["five_kind"] == pytest.approx(50 + dicetime.state_value(ALL - {"five_kind"}, 0))
    assert dicetime.hint(ALL, 0, dice, 2).action == "fill"


def test_a_large_straight_is_taken_and_filling_chance_instead_costs_points(optimal_table):
    dice = (5, 3, 1, 2, 4)
    assert dicetime.best_category(ALL, 0, dice) == "large_straight"
    assert dicetime.expected_loss(ALL, 0, dice, 0, "large_straight") == 0.0
    assert dicetime.expected_loss(ALL, 0, dice, 0, "chance") > 10


def test_a_hint_locks_the_dice_it_keeps_in_table_order(optimal_table):
    dice = (6, 2, 6, 1, 6)
    hint = dicetime.hint({"sixes", "chance"}, 0, dice, 2)
    assert hint.action == "keep" and hint.keep == (6, 6, 6)
    assert hint.lock == (True, False, True, False, True)
    assert dicetime.expected_loss({"sixes", "chance"}, 0, dice, 2, (6, 6, 6)) == 0.0
    assert dicetime.expected_loss({"sixes", "chance"}, 0, dice, 2, (1, 2)) > 5


def test_lock_mask_refuses_a_keep_the_dice_do_not_hold():
    assert dicetime.lock_mask((1, 1, 2, 3, 1), (1, 1)) == (True, True, False, False, False)
    with pytest.raises(ValueError):
        dicetime.lock_mask((1, 2, 3, 4, 5), (6,))


@settings(max_examples=40, deadline=None)
@given(open_categories=open_st, upper=st.integers(0, 90), dice=dice_st, rolls_left=st.integers(0, 2),
       difficulty=st.sampled_from(dicetime.DIFFICULTIES))
def test_every_seat_keeps_only_its_own_dice_and_fills_only_an_open_box(
    optimal_table, open_categories, upper, dice, rolls_left, difficulty
):
    player = dicetime.make_player(difficulty)
    turn = dicetime.DicetimeTurn(open_categories, upper, dice, rolls_left)
    rng = random.Random(0)
    if rolls_left:
        assert player.choose_keep(turn, rng) in sub_keeps(dice)
    assert player.choose_category(turn, rng) in open_categories


@settings(max_examples=30, deadline=None)
@given(open_categories=open_st, upper=st.integers(0, 62), dice=dice_st, rolls_left=st.integers(1, 2))
def test_the_best_keep_loses_nothing_and_no_keep_beats_it(optimal_table, open_categories, upper, dice, rolls_left):
    best = dicetime.best_keep(open_categories, upper, dice, rolls_left)
    values = dicetime.evaluate_keeps(open_categories, upper, dice, rolls_left)
    assert values[best] == pytest.approx(max(values.values()))
    assert dicetime.expected_loss(open_categories, upper, dice, rolls_left, best) == pytest.approx(0.0, abs=1e-9)
    assert all(dicetime.expected_loss(open_categories, upper, dice, rolls_left, k) >= 0 for k in values)


def test_turn_from_card_reads_a_score_card():
    card = ScoreCard()
    card.fill("sixes", (6, 6, 6, 1, 2))
    turn = dicetime.turn_from_card(card, (1, 2, 3, 4, 5), 1)
    assert turn.upper_total == 18 and "sixes" not in turn.open_categories and len(turn.open_categories) == 12
    with pytest.raises(ValueError):
        dicetime.DicetimeTurn(frozenset(), 0, (1, 2, 3, 4, 5), 0)
    with pytest.raises(ValueError):
        dicetime.DicetimeTurn(ALL, 0, (1, 2, 3, 4, 5), 3)


def test_play_solitaire_is_the_same_game_for_the_same_seed(optimal_table):
    assert dicetime.play_solitaire(7) == dicetime.play_solitaire(7)
    assert len({dicetime.play_solitaire(seed) for seed in range(6)}) > 1


def test_hard_beats_normal_beats_easy_on_the_same_dice(optimal_table):
    seeds = range(150)
    means = {d: statistics.mean(dicetime.play_solitaire(s, d) for s in seeds) for d in dicetime.DIFFICULTIES}
    assert means["easy"] + 10 < means["normal"] < means["hard"]
    assert 230 < means["hard"] < 262  # 245.87 expected; the sample's standard error is about 4


def test_an_unknown_difficulty_is_refused():
    with pytest.raises(ValueError):
        dicetime.make_player("impossible")
