import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.errors import IllegalMove
from game.rules.triple import Sheet, TripleGame


@pytest.mark.parametrize(
    "boxes, shown, total",
    [
        ([(2, "chance", (5, 5, 5, 5, 5))], {(2, "chance"): 75}, 75),  # the text: 25 chance in column 3 -> 75
        (
            [(1, "large_straight", (1, 2, 3, 4, 5)), (2, "large_straight", (2, 3, 4, 5, 6))],
            {(1, "large_straight"): 80, (2, "large_straight"): 120},
            200,  # the text: a large straight in columns 2 and 3 -> 200
        ),
    ],
)
def test_worked_examples(boxes, shown, total):
    sheet = Sheet()
    for column, category, dice in boxes:
        sheet.fill(column, category, dice)
    for (column, category), points in shown.items():
        assert sheet.shown(column, category) == points
    assert sheet.total == total


def test_each_column_has_its_own_bonus():
    sheet = Sheet()
    for face, name in enumerate(("ones", "twos", "threes", "fours", "fives", "sixes"), start=1):
        sheet.fill(1, name, (face,) * 3 + ((2, 2) if face == 1 else (1, 1)))
    assert sheet.column_total(1) == 63 + 35
    assert sheet.column_total(0) == 0 and sheet.column_total(2) == 0
    assert sheet.total == 2 * 98


def test_a_box_is_filled_once_and_columns_are_checked():
    sheet = Sheet()
    sheet.fill(0, "chance", (1, 2, 3, 4, 5))
    with pytest.raises(ValueError):
        sheet.fill(0, "chance", (6, 6, 6, 6, 6))
    sheet.fill(1, "chance", (6, 6, 6, 6, 6))
    for column in (-1, 3, True):
        with pytest.raises(ValueError):
            sheet.fill(column, "ones", (1, 1, 1, 1, 1))
    assert len(sheet.open_boxes) == 37
    preview = sheet.open_scores((2, 3, 4, 5, 6))
    assert set(preview) == set(sheet.open_boxes)
    assert preview[(0, "large_straight")] == 40 and preview[(2, "chance")] == 20


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32))
def test_random_play_ends_when_every_box_is_filled(players, seed):
    rng = random.Random(seed)
    game = TripleGame(players=players)
    turns = 0
    while not game.is_over:
        seat = game.current_player
        turn = game.turn()
        turn.roll_random(rng)
        if rng.random() < 0.5 and turn.can_roll:
            turn.lock(rng.randrange(5))
            turn.roll_random(rng)
        column, category = rng.choice(game.sheets[seat].open_boxes)
        game.fill(column, category)
        turns += 1
    assert turns == 39 * players
    assert all(sheet.is_complete for sheet in game.sheets)
    best = max(game.totals)
    assert game.winners() == tuple(i for i, t in enumerate(game.totals) if t == best)


def test_triple_turn_order_and_refusals():
    game = TripleGame(players=2)
    game.turn().roll([4, 4, 4, 4, 4])
    assert game.fill(2, "fours") == 20
    assert game.current_player == 1
    game.turn().roll([1, 1, 1, 1, 1])
    game.fill(0, "ones")
    game.turn().roll([4, 4, 4, 4, 4])
    with pytest.raises(IllegalMove):
        game.fill(2, "fours")
    assert game.sheets[0].shown(2, "fours") == 60
    with pytest.raises(ValueError):
        TripleGame(players=1)


def test_triple_revenge_first_turns_run_concurrently_then_seat_order():
    game = TripleGame(players=2).revenge()
    assert game.is_revenge and game.is_concurrent
    assert game.active_players == (0, 1) and game.current_player is None
    with pytest.raises(IllegalMove):
        game.turn()  # several turns are open: which player?
    game.turn(1).roll([6, 6, 6, 6, 6])
    game.turn(0).roll([2, 3, 4, 5, 6])
    assert game.fill(2, "five_kind", player=1) == 50
    with pytest.raises(IllegalMove):
        game.turn(1)  # their first turn is done while seat 0 still plays
    game.fill(1, "large_straight", player=0)
    assert not game.is_concurrent and game.round == 2 and game.current_player == 0
    assert game.totals == (80, 150)
