"""The twists a campaign level puts on the puzzle: each changes what a player can do or score."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.dicetime import CATEGORIES, UPPER
from game.rules.errors import IllegalMove
from game.rules.puzzle import PuzzleGame
from game.rules.puzzle_twists import Twists


def play(game, dice, category):
    game.turn().roll(dice[: len(game.turn().to_roll)])
    return game.fill(category)


def test_prefilled_categories_count_and_cannot_be_filled_again():
    game = PuzzleGame(twists=Twists(prefilled={"sixes": 24, "chance": 20}))
    assert game.score == 44 and game.card.get("sixes") == 24
    assert "sixes" not in game.card.open_categories and len(game.card.open_categories) == 11
    game.turn().roll([6] * 5)
    with pytest.raises(IllegalMove):
        game.fill("sixes")


def test_blocked_and_left_out_categories_score_nothing_and_shorten_the_game():
    twists = Twists(blocked={"five_kind"}, only=set(CATEGORIES) - {"chance", "ones"})
    game = PuzzleGame(twists=twists)
    assert twists.playable == tuple(n for n in CATEGORIES if n not in {"five_kind", "chance", "ones"})
    game.turn().roll([6] * 5)
    for closed in ("five_kind", "chance", "ones"):
        with pytest.raises(IllegalMove, match="out of play"):
            game.fill(closed)
    turns = 0
    while not game.is_over:
        if not game.turn().has_rolled:
            game.turn().roll([2, 3, 4, 5, 6])
        game.fill(game.card.open_categories[0])
        turns += 1
    assert turns == 10 and game.card.is_complete and game.card.get("five_kind") == 0


def test_required_category_must_end_non_zero_to_win():
    game = PuzzleGame(twists=Twists(only={"fives", "chance"}, required={"fives"}))
    play(game, [1, 2, 3, 4, 6], "fives")  # a zero: legal, but the requirement is lost
    play(game, [6] * 5, "chance")
    assert game.is_over and game.missed_requirements == ("fives",) and not game.won
    game = PuzzleGame(twists=Twists(only={"fives", "chance"}, required={"fives"}))
    play(game, [5, 2, 3, 4, 6], "fives")
    play(game, [6] * 5, "chance")
    assert game.requirements_met and game.won


def test_a_locked_planet_shows_its_face_all_level_and_cannot_be_unlocked():
    game = PuzzleGame(rerolls=3, twists=Twists(locked_planet=6))
    turn = game.turn()
    assert turn.to_roll == (1, 2, 3, 4) and turn.locked[0]
    assert turn.roll([1, 2, 3, 4]) == (6, 1, 2, 3, 4)
    with pytest.raises(IllegalMove, match="whole level"):
        turn.lock(0, False)
    with pytest.raises(IllegalMove):
        turn.toggle_lock(0)
    assert turn.roll([5, 5, 5, 5]) == (6, 5, 5, 5, 5)
    game.fill("chance")
    assert game.turn().pinned == {0: 6} and game.turn().to_roll == (1, 2, 3, 4)


def test_another_bonus_line_and_points():
    game = PuzzleGame(twists=Twists(only=set(UPPER), bonus_threshold=20, bonus_points=50))
    play(game, [6, 6, 6, 1, 1], "sixes")
    assert game.card.bonus == 0 and game.score == 18
    play(game, [2, 2, 3, 3, 4], "twos")
    assert game.card.bonus == 50 and game.score == 22 + 50


def test_rerolls_won_back_for_the_bonus_and_for_scoring_a_category():
    game = PuzzleGame(rerolls=0, twists=Twists(bonus_threshold=12, bonus_rerolls=3, reward_rerolls={"five_kind": 2}))
    play(game, [1, 1, 1, 1, 2], "five_kind")  # a zero wins nothing back
    assert game.rerolls_left == 0
    play(game, [6, 6, 1, 1, 2], "sixes")
    assert game.rerolls_left == 3 and game.rewards == [("bonus", 3)]
    play(game, [4, 4, 4, 4, 4], "fours")  # the bonus pays once
    assert game.rerolls_left == 3


def test_doubled_categories_count_twice_toward_total_and_bonus():
    game = PuzzleGame(twists=Twists(doubled={"chance", "sixes"}))
    assert play(game, [6, 6, 6, 6, 6], "chance") == 60
    assert play(game, [6, 6, 6, 6, 6], "sixes") == 60
    assert game.card.bonus == 0  # 60 of 63
    assert play(game, [3, 3, 3, 1, 1], "threes") == 9
    assert game.card.bonus == 35 and game.score == 60 + 60 + 9 + 35


def test_a_cap_on_rerolls_per_turn_leaves_the_rest_in_the_pool():
    game = PuzzleGame(rerolls=10, twists=Twists(turn_rerolls=1))
    turn = game.turn()
    turn.roll([1] * 5)
    assert turn.rolls_left == 1
    turn.roll([2] * 5)
    assert not turn.can_roll
    with pytest.raises(IllegalMove, match="no rolls left this turn"):
        turn.roll([3] * 5)
    game.fill("twos")
    assert game.rerolls_left == 9 and game.turn().rolls_left == 2  # free roll + 1


def test_reaching_the_target_ends_the_level_won_with_time_left():
    game = PuzzleGame(time_limit=100.0, twists=Twists(target=80))
    play(game, [6] * 5, "five_kind")
    game.advance_time(30.0)
    assert not game.is_over
    play(game, [6] * 5, "sixes")
    assert game.is_over and game.target_reached and game.won and game.time_left == 70.0
    with pytest.raises(IllegalMove):
        game.turn()
    game = PuzzleGame(time_limit=10.0, twists=Twists(target=80))
    play(game, [6] * 5, "five_kind")
    game.advance_time(10.0)
    assert game.timed_out and not game.target_reached and not game.won


@pytest.mark.parametrize("bad", [
    dict(blocked={"sixes"}, required={"sixes"}),
    dict(only={"sixes"}, required={"fives"}),
    dict(prefilled={"sixes": 24}, blocked={"sixes"}),
    dict(prefilled={"sixes": 7}),
    dict(prefilled={"chance": 40}),
    dict(blocked=set(CATEGORIES)),
    dict(locked_planet=7),
    dict(bonus_threshold=0),
    dict(target=30, prefilled={"chance": 30}),
    dict(doubled={"chance"}, blocked={"chance"}),
    dict(required={"sevens"}),
    dict(turn_rerolls=-1),
])
def test_contradictions_are_refused(bad):
    with pytest.raises(ValueError):
        Twists(**bad)


def twists_or_none(**values):
    """Twists, or None for a combination the schema refuses (a target above the card's best, a bonus
    line the upper rows cannot reach...): the rules refuse what a level file may not hold."""
    try:
        return Twists(**values)
    except ValueError:
        return None


twists_strategy = st.builds(
    lambda closed, required, doubled, planet, threshold, bonus_rerolls, cap, target: twists_or_none(
        blocked=closed, required=required - closed, doubled=doubled - closed, locked_planet=planet,
        bonus_threshold=threshold, bonus_rerolls=bonus_rerolls, turn_rerolls=cap, target=target,
        reward_rerolls={name: 1 for name in doubled - closed}),
    st.frozensets(st.sampled_from(CATEGORIES), max_size=12), st.frozensets(st.sampled_from(CATEGORIES)),
    st.frozensets(st.sampled_from(CATEGORIES)), st.none() | st.integers(1, 6), st.integers(1, 100),
    st.integers(0, 5), st.none() | st.integers(0, 4), st.none() | st.integers(1, 400)).filter(lambda t: t is not None)


@settings(max_examples=60, deadline=None)
@given(twists_strategy, st.integers(0, 30), st.integers(0, 2**32))
def test_any_twisted_puzzle_ends_within_its_turns_and_keeps_its_promises(twists, rerolls, seed):
    rng = random.Random(seed)
    game = PuzzleGame(rerolls=rerolls, time_limit=120.0, twists=twists)
    spent_total, turns = 0, 0
    while not game.is_over:
        turn = game.turn()
        dice = turn.roll_random(rng)
        spent = 0
        while turn.can_roll and rng.random() < 0.6:
            keep = [rng.random() < 0.5 for _ in dice]
            for index in range(5):
                if index not in turn.pinned:
                    turn.lock(index, keep[index])
            if turn.to_roll:
                dice = turn.roll_random(rng)
                spent += 1
        if twists.locked_planet:
            assert dice[0] == twists.locked_planet
        assert twists.turn_rerolls is None or spent <= twists.turn_rerolls
        spent_total += spent
        game.fill(rng.choice(game.card.open_categories))
        turns += 1
        game.advance_time(rng.uniform(0, 10))
    assert turns <= len(twists.playable)
    assert game.rerolls_left == rerolls - spent_total + sum(n for _, n in game.rewards) >= 0
    assert all(game.card.get(name) == 0 for name in twists.blocked)
    assert game.score == game.card.total
    if twists.target is not None and game.target_reached:
        assert game.score >= twists.target
    assert game.card.is_complete or game.timed_out or game.target_reached
    assert game.won == (game.requirements_met and (twists.target is None or game.target_reached))
