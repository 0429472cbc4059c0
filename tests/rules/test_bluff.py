import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.bluff import (
    STAR,
    Bid,
    BluffGame,
    Options,
    beats,
    count,
    legal_raises,
    resolve,
    track,
)
from game.rules.errors import IllegalMove

S = STAR


def test_track_starts_as_the_text_says():
    fields = [(f.quantity, f.star) for f in track(8)][:11]
    assert fields == [(1, False), (1, True), (2, False), (3, False), (2, True), (4, False), (5, False),
                      (3, True), (6, False), (7, False), (4, True)]


@pytest.mark.parametrize(
    "new, old, result",
    [
        (Bid(1, 1), None, True),
        (Bid(1, 5), Bid(1, 4), True),  # higher face, same field
        (Bid(1, 3), Bid(1, 4), False),
        (Bid(1, S), Bid(1, 5), True),  # *1 follows 1
        (Bid(2, 1), Bid(1, S), True),
        (Bid(2, S), Bid(3, 5), True),  # *2 sits between 3 and 4
        (Bid(4, 1), Bid(2, S), True),
        (Bid(3, 5), Bid(2, S), False),
        (Bid(2, 2), Bid(2, 2), False),
        (Bid(3, S), Bid(5, 5), True),
        (Bid(6, 1), Bid(3, S), True),
    ],
)
def test_beats_examples(new, old, result):
    assert beats(new, old) is result


bids = st.builds(Bid, st.integers(1, 30), st.integers(1, 6))


@settings(max_examples=200, deadline=None)
@given(bids, bids, bids)
def test_beats_is_a_strict_total_order_matching_the_track(a, b, c):
    assert not beats(a, a)
    if a != b:
        assert beats(a, b) != beats(b, a)
    if beats(a, b) and beats(b, c):
        assert beats(a, c)
    positions = {(f.quantity, f.star): i for i, f in enumerate(track(30))}
    pa, pb = positions[(a.quantity, a.is_star)], positions[(b.quantity, b.is_star)]
    if pa != pb:
        assert beats(a, b) == (pa > pb)  # a further field always beats, whatever the face


@settings(max_examples=50, deadline=None)
@given(st.one_of(st.none(), bids), st.integers(2, 30))
def test_legal_raises_are_exactly_the_beating_bids_within_the_dice(last, dice):
    raises = legal_raises(last, dice)
    every = [Bid(q, f) for q in range(1, dice + 1) for f in range(1, 7)]
    assert set(raises) == {bid for bid in every if beats(bid, last)}
    assert all(beats(b, a) for a, b in zip(raises, raises[1:], strict=False))


def test_bad_bids_are_refused():
    for quantity, face in ((0, 1), (1, 0), (1, 7), (True, 2), (2.0, 2)):
        with pytest.raises(ValueError):
            Bid(quantity, face)


def test_count_stars_count_everywhere_but_star_bids_count_stars_only():
    hands = [(1, 2, 2, S, 5), (2, 3, S), (4,)]
    assert count(Bid(3, 2), hands) == 5
    assert count(Bid(1, S), hands) == 2
    assert count(Bid(1, 4), [1, 4, S, S]) == 3


@pytest.mark.parametrize(
    "bid, options, changes",
    [
        (Bid(6, 2), Options(), [-1, 0, 0]),  # count 5 < 6: bidder 0 loses 1
        (Bid(9, 2), Options(), [-1, 0, 0]),  # short by 4, but the bidder has only 1 die to lose
        (Bid(2, 2), Options(), [0, -3, 0]),  # count 5 > 2: doubter loses 3
        (Bid(5, 2), Options(), [0, -1, 0]),  # exact: doubter loses one
        (Bid(5, 2), Options(exact_hits_everyone=True), [0, -1, -1]),
        (Bid(5, 2), Options(exact_pays_bidder=True), [1, -1, 0]),
    ],
)
def test_resolve(bid, options, changes):
    hands = [(2,), (2, 2, S, 1, 3), (2, 1, 1)]
    assert resolve(bid, 0, 1, hands, options) == changes


def test_exact_hits_everyone_spares_a_bystander_with_one_die_and_pays_cap():
    hands = [(2, 2, 2, 2, 2), (1, 3), (4,), (3, 3)]
    changes = resolve(Bid(5, 2), 0, 1, hands, Options(exact_hits_everyone=True, exact_pays_bidder=True))
    assert changes == [0, -1, 0, -1]  # bidder at 5 gains nothing; seat 2 keeps its last die
    assert resolve(Bid(3, 3), 0, 3, [(3,), (1, 3), (4,), (3,)], Options(exact_hits_everyone=True)) == [0, -1, 0, -1]


hands_st = st.lists(st.lists(st.integers(1, 6), min_size=0, max_size=5), min_size=2, max_size=6)


@settings(max_examples=100, deadline=None)
@given(hands_st, bids, st.data(), st.booleans(), st.booleans())
def test_resolve_never_overdraws_or_exceeds_five(hands, bid, data, everyone, pays):
    seats = [seat for seat, hand in enumerate(hands) if hand]
    if len(seats) < 2:
        return
    bidder = data.draw(st.sampled_from(seats))
    doubter = data.draw(st.sampled_from([s for s in seats if s != bidder]))
    changes = resolve(bid, bidder, doubter, hands, Options(exact_hits_everyone=everyone, exact_pays_bidder=pays))
    after = [len(hand) + change for hand, change in zip(hands, changes, strict=False)]
    assert all(0 <= n <= 5 for n in after)
    assert sum(after) <= sum(len(hand) for hand in hands)
    assert sum(1 for change in changes if change > 0) <= (1 if pays else 0)
    assert any(change < 0 for change in changes)


def test_a_round_with_doubt_and_next_starter():
    game = BluffGame(players=3)
    game.roll_hand(1, [1, 2, 3, 4, 5])
    with pytest.raises(IllegalMove):
        game.bid(Bid(1, 1))  # not everyone has rolled
    game.roll([[2, 2, S, 1, 1], [], [3, 3, 3, S, 5]])
    assert game.phase == "bid" and game.current_player == 0
    assert not game.can_doubt
    with pytest.raises(IllegalMove):
        game.doubt()
    game.bid(Bid(3, 2))
    with pytest.raises(IllegalMove):
        game.bid(Bid(3, 1))  # does not beat 3x2
    with pytest.raises(IllegalMove):
        game.bid(Bid(16, 1))  # 15 dice in play
    game.bid(Bid(2, S))
    assert game.visible_dice(2) == [(), (), (3, 3, 3, S, 5)]
    result = game.doubt()  # seat 2 doubts 2 stars: there are 2 exactly
    assert result.count == 2 and result.changes == (0, 0, -1)
    assert game.dice_counts == [5, 5, 4]
    assert game.phase == "roll" and game.starter == 2 and game.round == 2


def test_elimination_passes_the_start_and_the_last_player_wins_with_points():
    game = BluffGame(players=3, options=Options(points=True))
    game.dice_counts = [1, 5, 5]
    game.roll([[3], [1, 1, 1, 1, 1], [2, 2, 2, 2, 2]])
    game.bid(Bid(5, 5))  # seat 0 bids five 5s: there are none
    game.doubt()  # seat 1 doubts; seat 0 loses its only die
    assert game.dice_counts == [0, 5, 5] and game.points[0] == 5
    assert game.starter == 1  # the loser is out: the next in seat order opens
    game.roll([[], [S, S, 1, 1, 1], [2, 2, 2, 2, 2]])
    game.bid(Bid(6, 2))
    assert game.current_player == 2  # seat 0 is skipped
    game.doubt()  # seat 2 doubts six 2s: there are 7, so seat 2 loses one die
    assert game.dice_counts == [0, 5, 4] and game.starter == 2
    game.roll([[], [2] * 5, [2] * 4])
    game.bid(Bid(9, 1))  # no 1s and no stars at all
    result = game.doubt()
    assert result.changes == (0, 0, -4)  # short by 9, but seat 2 has only 4 dice to lose
    assert game.is_over and game.winners() == (1,)
    assert game.points == [5, 15, 10]  # 15 = 5 x 3 players for the winner
    with pytest.raises(IllegalMove):
        game.roll_random(random.Random(0))


def test_reroll_option_opens_dice_and_rerolls_the_rest():
    game = BluffGame(players=2, options=Options(reroll=True))
    game.roll([[5, 5, 5, 1, 2], [3, 3, 3, 3, 3]])
    game.bid(Bid(3, 5), reveal=[0, 1, 2])
    assert game.phase == "reroll" and game.hidden_indices(0) == (3, 4)
    assert game.visible_dice(1) == [(5, 5, 5), (3, 3, 3, 3, 3)]
    with pytest.raises(IllegalMove):
        game.doubt()  # the bidder must reroll first
    game.reroll([S, 4])
    assert game.hands[0] == (5, 5, 5, S, 4) and game.current_player == 1
    game.bid(Bid(4, 5))
    with pytest.raises(IllegalMove):
        game.bid(Bid(5, 5), reveal=[0])  # die 0 is already open
    with pytest.raises(IllegalMove):
        game.bid(Bid(5, 5), reveal=[3, 4])  # one die must stay hidden to reroll
    game.bid(Bid(5, 5), reveal=[3])
    game.reroll([1])
    assert game.open_dice(0) == (5, 5, 5, S) and game.hands[0] == (5, 5, 5, S, 1)


def test_reveal_needs_the_reroll_option():
    game = BluffGame(players=2)
    game.roll([[1, 1, 1, 1, 1], [2, 2, 2, 2, 2]])
    with pytest.raises(IllegalMove):
        game.bid(Bid(1, 1), reveal=[0])


def _random_bluff(game: BluffGame, rng: random.Random) -> int:
    rounds = 0
    seen_dice = game.dice_in_play
    while not game.is_over:
        if game.phase in ("roll", "reroll"):
            game.roll_random(rng)
            continue
        raises = game.legal_raises()
        if game.can_doubt and (not raises or rng.random() < 0.35):
            game.doubt()
            rounds += 1
            assert game.dice_in_play <= seen_dice
            seen_dice = game.dice_in_play
            assert all(0 <= n <= 5 for n in game.dice_counts)
            continue
        bid = raises[min(len(raises) - 1, int(rng.expovariate(0.5)))]
        hidden = game.hidden_indices(game.current_player)
        reveal = []
        if game.options.reroll and len(hidden) > 1 and rng.random() < 0.3:
            reveal = rng.sample(hidden, rng.randint(1, len(hidden) - 1))
        game.bid(bid, reveal=reveal)
        for seat in range(game.players):
            assert len(game.visible_dice(seat)[seat]) == game.dice_counts[seat]
    return rounds


options_st = st.builds(Options, st.booleans(), st.booleans(), st.booleans(), st.booleans())


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6), options_st, st.integers(0, 2**32))
def test_random_legal_play_ends_with_one_winner(players, options, seed):
    game = BluffGame(players=players, options=options)
    _random_bluff(game, random.Random(seed))
    winners = game.winners()
    assert len(winners) == 1 and game.dice_counts[winners[0]] > 0
    assert sum(1 for n in game.dice_counts if n > 0) == 1
    if options.points:
        assert game.points[winners[0]] == 5 * players
        assert all(p < 5 * players for seat, p in enumerate(game.points) if seat != winners[0])


def test_hands_are_entered_only_while_the_round_is_being_rolled():
    game = BluffGame(players=2)
    game.roll([[1, 1, 1, 1, 1], [2, 2, 2, 2, 2]])
    with pytest.raises(IllegalMove):
        game.roll([[3, 3, 3, 3, 3], [4, 4, 4, 4, 4]])  # mid-round: the dice stay as rolled
    assert game.hands == [(1, 1, 1, 1, 1), (2, 2, 2, 2, 2)]


def test_exact_pays_the_bidder_in_a_game_and_the_doubter_opens():
    game = BluffGame(players=3, options=Options(exact_pays_bidder=True))
    game.dice_counts = [4, 5, 5]
    game.roll([[2, 2, 1, 1], [S, 3, 3, 3, 3], [4, 4, 4, 4, 4]])
    game.bid(Bid(3, 2))
    result = game.doubt()  # seat 1 doubts three 2s: two 2s and a star, exact
    assert result.changes == (1, -1, 0) and game.dice_counts == [5, 4, 5]
    assert game.dice_in_play == 14 and game.starter == 1


def test_exact_hits_everyone_puts_out_a_one_die_doubter_but_no_bystander():
    game = BluffGame(players=4, options=Options(exact_hits_everyone=True, points=True))
    game.dice_counts = [5, 1, 1, 2]
    game.roll([[3, 3, 3, 3, 3], [1], [2], [4, 4]])
    game.bid(Bid(5, 3))
    result = game.doubt()  # seat 1 doubts with its last die: exact
    assert result.changes == (0, -1, 0, -1) and game.dice_counts == [5, 0, 1, 1]
    assert game.points[1] == 20 - 7  # dice out of the game once seat 1 is out
    assert game.starter == 2  # the doubter is out: the next seat with dice opens
