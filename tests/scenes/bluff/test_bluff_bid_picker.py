"""The person's bid choice on the track: only legal bids, stars only on star fields."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.bluff import STAR, Bid, beats, legal_raises, track
from game.scenes.bluff.bid_picker import BidPicker


def test_opening_starts_on_the_smallest_bid_and_walks_the_board():
    picker = BidPicker(None, 10)
    assert picker.bid == Bid(1, 1)
    assert picker.step_face(1) and picker.bid == Bid(1, 2)
    assert picker.step_field(1) and picker.bid == Bid(1, STAR)   # a star field takes stars only
    assert not picker.step_face(1)
    assert picker.step_field(1) and picker.bid == Bid(2, 1)
    assert picker.step_field(-1) and picker.bid == Bid(1, STAR)
    assert picker.step_field(-1) and picker.bid == Bid(1, 5)   # back down: the field's highest bid
    assert not picker.step_field(-1)


def test_fields_below_the_last_bid_cannot_be_chosen():
    picker = BidPicker(Bid(3, 4), 10)
    fields = track(10)
    assert picker.bid == Bid(3, 5)      # the same field, a higher face
    assert picker.faces(fields.index(Bid(3, 4).field)) == (5,)
    assert not picker.choose_field(fields.index(Bid(2, 1).field))
    assert not picker.choose_field(fields.index(Bid(1, STAR).field))
    assert picker.choose_field(fields.index(Bid(2, STAR).field))
    assert picker.bid == Bid(2, STAR)
    assert picker.choose_field(fields.index(Bid(4, 1).field))
    assert picker.bid == Bid(4, 1)
    assert picker.choose_field(fields.index(Bid(4, 1).field))   # the same field again: next face
    assert picker.bid == Bid(4, 2)


def test_the_face_is_kept_when_moving_along_where_it_is_legal():
    picker = BidPicker(None, 6)
    picker.step_face(1)
    picker.step_face(1)
    assert picker.bid == Bid(1, 3)
    picker.step_field(1)     # 1 star
    picker.step_field(1)
    assert picker.bid == Bid(2, 1)   # from a star field the die starts on 1 again
    picker.step_face(-1)
    assert picker.bid == Bid(2, 5)   # wraps round


def test_nothing_to_bid_at_the_top_of_the_track():
    picker = BidPicker(Bid(2, STAR), 2)
    assert picker.bid is None and picker.legal_fields == ()
    assert not picker.step_field(1) and not picker.step_face(1)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 30), st.data())
def test_every_reachable_choice_is_a_legal_raise(dice, data):
    legal = legal_raises(None, dice)
    last = data.draw(st.one_of(st.none(), st.sampled_from(legal)))
    picker = BidPicker(last, dice)
    allowed = set(legal_raises(last, dice))
    seen = set()
    for move in data.draw(st.lists(st.sampled_from(["f+", "f-", "d+", "d-", "c"]), max_size=40)):
        if move == "c":
            picker.choose_field(data.draw(st.integers(0, len(picker.fields) - 1)))
        elif move[0] == "f":
            picker.step_field(1 if move[1] == "+" else -1)
        else:
            picker.step_face(1 if move[1] == "+" else -1)
        if picker.bid is not None:
            assert picker.bid in allowed and beats(picker.bid, last)
            seen.add(picker.bid)
    assert (picker.bid is None) == (not allowed)


def test_the_rules_say_which_dice_may_go_in_the_open_with_a_bid():
    from game.rules.bluff import BluffGame, Options

    game = BluffGame(2, Options(reroll=True))
    game.roll([(1, 2, 3, 4, 5), (6, 6, 6, 6, 6)])
    assert game.reveal_problem(()) is None
    assert game.reveal_problem((0, 1)) is None
    assert "hidden to reroll" in game.reveal_problem((0, 1, 2, 3, 4))
    assert "distinct" in game.reveal_problem((0, 0))
    assert "not on" in BluffGame(2).reveal_problem((0,))
