import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.dicetime import CATEGORIES, DicetimeGame, ScoreCard, open_scores, score
from game.rules.errors import IllegalMove

dice5 = st.lists(st.integers(1, 6), min_size=5, max_size=5)


@settings(max_examples=200, deadline=None)
@given(dice5)
def test_no_score_is_negative(dice):
    assert all(score(name, dice) >= 0 for name in CATEGORIES)


@settings(max_examples=100, deadline=None)
@given(dice5, st.permutations(range(5)))
def test_order_of_dice_never_matters(dice, order):
    shuffled = [dice[i] for i in order]
    assert all(score(name, dice) == score(name, shuffled) for name in CATEGORIES)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(CATEGORIES), min_size=1, max_size=30), st.data())
def test_a_category_is_filled_once(names, data):
    card = ScoreCard()
    filled = set()
    for name in names:
        dice = data.draw(dice5)
        if name in filled:
            before = card.scores
            with pytest.raises(ValueError):
                card.fill(name, dice)
            assert card.scores == before
        else:
            assert card.fill(name, dice) == score(name, dice)
            filled.add(name)
    assert set(card.open_categories) == set(CATEGORIES) - filled


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=6, max_size=6))
def test_upper_bonus_starts_exactly_at_63(counts):
    card = ScoreCard()
    for face, (name, count) in enumerate(zip(CATEGORIES[:6], counts, strict=False), start=1):
        other = 1 if face != 1 else 2
        card.fill(name, [face] * count + [other] * (5 - count))
    upper = sum(face * count for face, count in enumerate(counts, start=1))
    assert card.upper_total == upper
    assert card.bonus == (35 if upper >= 63 else 0)
    assert card.total == upper + card.bonus


def test_bonus_at_62_and_63():
    for upper, bonus in ((62, 0), (63, 35)):
        card = ScoreCard()
        # sixes 30 + fives 25 = 55; then fours/threes/twos/ones fill the rest
        card.fill("sixes", (6, 6, 6, 6, 6))
        card.fill("fives", (5, 5, 5, 5, 5))
        card.fill("fours", (4, 2, 2, 2, 2))
        card.fill("threes", (3, 2, 2, 2, 2))  # 62 so far
        card.fill("ones", (1, 2, 2, 2, 2) if upper == 63 else (2, 2, 2, 2, 2))
        assert card.upper_total == upper
        assert card.bonus == bonus


def test_a_turn_rolls_three_times_and_keeps_locked_dice():
    game = DicetimeGame(players=2)
    turn = game.turn()
    assert game.current_player == 0
    assert turn.rolls_left == 3 and turn.to_roll == (0, 1, 2, 3, 4)
    with pytest.raises(IllegalMove):
        turn.lock(0)  # nothing to lock before the first roll
    with pytest.raises(IllegalMove):
        game.fill("chance")  # nothing rolled yet
    turn.roll([6, 6, 2, 3, 6])
    turn.set_locked([True, True, False, False, True])
    assert turn.to_roll == (2, 3)
    with pytest.raises(ValueError):
        turn.roll([6, 6, 6])  # three values for two free dice
    assert turn.roll([6, 1]) == (6, 6, 6, 1, 6)
    turn.lock(2)
    assert turn.to_roll == (3,)
    assert turn.roll([6]) == (6, 6, 6, 6, 6)
    assert turn.rolls_left == 0
    turn.lock(0, False)
    with pytest.raises(IllegalMove):
        turn.roll([1, 1])
    assert game.fill("five_kind") == 50
    assert game.current_player == 1 and game.round == 1
    with pytest.raises(IllegalMove):
        game.fill("chance", player=0)  # not player 0's turn


def test_all_locked_cannot_reroll():
    game = DicetimeGame(players=1)
    turn = game.turn()
    turn.roll([1, 2, 3, 4, 5])
    turn.set_locked([True] * 5)
    assert not turn.can_roll
    with pytest.raises(IllegalMove):
        turn.roll([])


def test_refilling_a_category_is_illegal_and_keeps_the_turn():
    game = DicetimeGame(players=1)
    game.turn().roll([1, 1, 1, 1, 1])
    game.fill("ones")
    game.turn().roll([1, 1, 1, 1, 1])
    with pytest.raises(IllegalMove):
        game.fill("ones")
    assert game.turn().dice == (1, 1, 1, 1, 1)
    assert game.fill("five_kind") == 50
    assert game.cards[0].total == 55


def test_open_scores_lists_only_open_categories():
    card = ScoreCard()
    card.fill("chance", (1, 1, 1, 1, 1))
    preview = open_scores(card, (2, 3, 4, 5, 6))
    assert "chance" not in preview and preview["large_straight"] == 40 and len(preview) == 12


def _play_out(game: DicetimeGame, rng: random.Random) -> None:
    while not game.is_over:
        for seat in game.active_players:
            turn = game.turn(seat)
            turn.roll_random(rng)
            while turn.can_roll and rng.random() < 0.6:
                turn.set_locked([rng.random() < 0.5 for _ in range(5)])
                if turn.can_roll:
                    turn.roll_random(rng)
            game.fill(rng.choice(game.cards[seat].open_categories), player=seat)


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 4), st.booleans(), st.integers(0, 2**32))
def test_random_play_ends_with_winners(players, revenge, seed):
    game = DicetimeGame(players=players, revenge=revenge)
    _play_out(game, random.Random(seed))
    assert game.round == 13
    assert all(card.is_complete for card in game.cards)
    winners = game.winners()
    best = max(game.totals)
    assert winners and all(game.totals[w] == best for w in winners)
    assert set(winners) == {i for i, t in enumerate(game.totals) if t == best}
    with pytest.raises(IllegalMove):
        game.turn()


def test_revenge_first_turns_run_concurrently_then_seat_order():
    game = DicetimeGame(players=3).revenge()
    assert game.is_revenge and game.is_concurrent
    assert game.active_players == (0, 1, 2) and game.current_player is None
    with pytest.raises(IllegalMove):
        game.turn()  # which player? several are open
    game.turn(2).roll([5, 5, 5, 5, 5])
    game.turn(0).roll([1, 2, 3, 4, 5])
    game.turn(2).set_locked([True] * 5)
    assert game.turn(0).locked == (False,) * 5  # turns are independent
    assert game.fill("five_kind", player=2) == 50
    with pytest.raises(IllegalMove):
        game.turn(2)  # their first turn is done
    game.fill("large_straight", player=0)
    game.turn(1).roll([3, 3, 3, 2, 2])
    game.fill("full_house", player=1)
    assert not game.is_concurrent and game.round == 2
    assert game.current_player == 0 and game.active_players == (0,)


def test_ties_share_the_win():
    game = DicetimeGame(players=2)
    while not game.is_over:
        game.turn().roll([2, 2, 2, 2, 2])
        game.fill(game.cards[game.current_player].open_categories[0])
    assert game.totals[0] == game.totals[1]
    assert game.winners() == (0, 1)


@pytest.mark.parametrize("players", [0, 5, "2"])
def test_player_count_is_checked(players):
    with pytest.raises(ValueError):
        DicetimeGame(players=players)
