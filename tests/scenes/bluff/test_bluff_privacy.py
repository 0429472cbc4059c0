"""Who may see which dice when: the pure privacy rules of the Bluff screen."""

import pytest

from game.scenes.bluff.privacy import COMPUTER, OWN_DEVICE, SHARED_DEVICE, Privacy, seat_kinds

HANDS = [(1, 2, 3, 4, 5), (6, 6, 1, 2, 3), (4, 4, 4, 5, 5)]
CLOSED = [(False,) * 5] * 3
HIDDEN = (None,) * 5


def test_seat_kinds_from_a_match():
    assert seat_kinds([True, False, True, True], [False, False, True, True]) == (
        OWN_DEVICE, COMPUTER, SHARED_DEVICE, SHARED_DEVICE)
    with pytest.raises(ValueError):
        Privacy(["person"])


def test_a_lone_person_among_computers_sees_their_own_dice_and_no_one_elses():
    privacy = Privacy((OWN_DEVICE, COMPUTER, COMPUTER))
    assert privacy.lone_person == 0
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HANDS[0], HIDDEN, HIDDEN]
    privacy.turn_to(1)
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HANDS[0], HIDDEN, HIDDEN]
    assert not privacy.start_peek(0)  # nothing to peek at: the dice already show


def test_computer_dice_stay_hidden_until_a_doubt_reveals_every_die():
    privacy = Privacy((COMPUTER, COMPUTER, COMPUTER))
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HIDDEN] * 3
    privacy.reveal()
    assert privacy.faces_on_screen(HANDS, CLOSED) == HANDS
    privacy.end_reveal()
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HIDDEN] * 3


def test_dice_in_the_open_show_to_everyone():
    privacy = Privacy((OWN_DEVICE, OWN_DEVICE, COMPUTER))
    flags = [(False,) * 5, (True, True, False, False, False), (False, False, False, False, True)]
    assert privacy.faces_on_screen(HANDS, flags) == [HIDDEN, (6, 6, None, None, None), (None,) * 4 + (5,)]


def test_people_with_their_own_devices_peek_one_at_a_time():
    privacy = Privacy((OWN_DEVICE, OWN_DEVICE, COMPUTER))
    assert privacy.lone_person is None
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HIDDEN] * 3
    assert privacy.start_peek(1)
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HIDDEN, HANDS[1], HIDDEN]
    assert not privacy.start_peek(0)  # the other looks away until the peek ends
    privacy.end_peek(0)               # a release by someone else changes nothing
    assert privacy.viewer == 1
    privacy.end_peek(1)
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HIDDEN] * 3
    assert privacy.start_peek(0)
    assert privacy.viewer == 0
    assert not privacy.start_peek(2)  # computers do not peek


def test_hot_seat_curtain_then_only_the_person_on_turn_sees_their_dice():
    privacy = Privacy((SHARED_DEVICE, SHARED_DEVICE, COMPUTER))
    privacy.turn_to(0)
    assert privacy.curtain_up and privacy.curtain_for == 0
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HIDDEN] * 3
    assert not privacy.ready(1)        # only Ana's "ready" lifts Ana's curtain
    assert privacy.ready(0)
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HANDS[0], HIDDEN, HIDDEN]
    privacy.turn_to(0)                 # the same turn again changes nothing
    assert privacy.viewer == 0
    privacy.turn_to(1)                 # Ana bid: her dice go, the curtain is up for the next
    assert privacy.curtain_for == 1
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HIDDEN] * 3
    privacy.ready(1)
    privacy.turn_to(2)                 # a computer's turn: nobody's dice
    assert not privacy.curtain_up
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HIDDEN] * 3


def test_the_curtain_hides_even_open_dice_and_stops_a_peek():
    privacy = Privacy((OWN_DEVICE, SHARED_DEVICE, SHARED_DEVICE))
    assert privacy.start_peek(0)
    privacy.turn_to(1)
    assert privacy.viewer is None and privacy.peeker is None
    assert not privacy.start_peek(0)
    flags = [(True,) * 5] * 3
    assert privacy.faces_on_screen(HANDS, flags) == [HIDDEN] * 3
    privacy.ready(1)
    assert not privacy.start_peek(0)   # Bea's dice are on screen: no peeking over them
    assert privacy.faces_on_screen(HANDS, CLOSED) == [HIDDEN, HANDS[1], HIDDEN]


def test_a_seat_that_leaves_takes_its_peek_and_curtain_along():
    privacy = Privacy((SHARED_DEVICE, SHARED_DEVICE, OWN_DEVICE))
    privacy.turn_to(0)
    privacy.seat_left(0)
    assert not privacy.curtain_up
    assert privacy.start_peek(2)
    privacy.seat_left(2)
    assert privacy.viewer is None


def test_the_reveal_lifts_the_curtain_and_shows_all():
    privacy = Privacy((SHARED_DEVICE, SHARED_DEVICE))
    privacy.turn_to(1)
    privacy.reveal()
    assert privacy.faces_on_screen(HANDS[:2], CLOSED[:2]) == HANDS[:2]
    assert not privacy.start_peek(0)
