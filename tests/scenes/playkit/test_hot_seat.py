"""Seats 1–6 and seat routing: hot seat (people sharing one device), bound devices, solo."""

from __future__ import annotations

import pytest
from table_play import fill_focused, injector, person_turn, quiet, roll_and_settle, wait_for_turn

from game.input.actions import KEYBOARD, MOUSE, DeviceId
from game.match import MatchConfig, Seat
from game.scenes.playkit.seating import SeatRouter
from game.scenes.seat_slots import SeatSlots

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)

PAD1, PAD2, PAD3 = DeviceId("pad", 31), DeviceId("pad", 32), DeviceId("pad", 33)


def person(device, index: int) -> Seat:
    return Seat("person", f"Player {index + 1}", index, index, device)


def computer(index: int) -> Seat:
    return Seat("computer", f"Computer {index + 1}", index, index)


def test_a_shared_device_acts_for_the_seat_on_turn_only():
    config = MatchConfig("tenthousand", (person(KEYBOARD, 0), person(PAD1, 1), person(KEYBOARD, 2), computer(3),
                                         person(MOUSE, 4), person(PAD1, 5)))
    router = SeatRouter(config, connected=lambda device: True)
    assert router.seat_for(KEYBOARD, on_turn=[2]) == 2 and router.seat_for(KEYBOARD, on_turn=[0]) == 0
    assert router.seat_for(PAD1, on_turn=[5]) == 5 and router.seat_for(PAD1, on_turn=[2]) == 1
    assert router.seat_for(MOUSE, on_turn=[2]) == 4           # the mouse joined on its own: not the keyboard's
    assert router.seat_for(PAD2, on_turn=[0]) is None
    assert router.shared(0) and router.shared(5) and not router.shared(4) and not router.shared(3)


def test_an_unplugged_shared_pad_hands_every_seat_it_served_to_the_device_that_takes_over():
    plugged = {PAD1: False, PAD2: True, PAD3: True}
    config = MatchConfig("tenthousand", (person(PAD1, 0), person(PAD2, 1), person(PAD1, 2)))
    router = SeatRouter(config, connected=lambda device: plugged.get(device, True))
    assert router.orphans(on_turn=[0]) == [0] and router.orphans(on_turn=[1]) == []
    assert router.take_seat(PAD3, on_turn=[0]) == 0
    assert router.match.seats_for(PAD3) == (0, 2) and router.orphans(on_turn=[2]) == []
    # a device that plays a seat already may take it too (the scene asks it to press confirm): hot seat
    other = SeatRouter(config, connected=lambda device: plugged.get(device, True))
    assert other.take_seat(PAD2, on_turn=[0]) == 0
    assert other.match.seats_for(PAD2) == (0, 1, 2) and other.shared(1)


def test_solo_follows_the_device_in_hand():
    router = SeatRouter(MatchConfig("puzzle", (person(KEYBOARD, 0),)), connected=lambda device: True, policy="solo")
    assert router.seat_for(PAD1) == 0 and router.seat_for(MOUSE) == 0
    router.follow(PAD1)
    assert router.match.seats[0].device == PAD1


def test_setup_seats_a_second_person_on_a_device_only_when_asked():
    slots = SeatSlots("bluff")
    assert len(slots.slots) == 6
    assert slots.join(KEYBOARD) == 0
    assert slots.join(KEYBOARD) is None                      # a second press is not a second person...
    assert slots.join(KEYBOARD, 3, share=True) == 3           # ...unless they join at a place to share it
    assert slots.shared(0) and slots.shared(3) and slots.seats_of(KEYBOARD) == (0, 3)
    config = slots.config()
    assert config.shares_device(0) and config.shares_device(1)


def test_two_people_play_dicetime_on_one_keyboard(harness):
    quiet(harness)
    config = MatchConfig("dicetime", (person(KEYBOARD, 0), computer(1), person(KEYBOARD, 2)))
    scene = harness.push("dicetime", match=config)
    press = injector(harness, KEYBOARD)
    person_turn(harness, scene, 0, press, lock=False)
    harness.until(lambda: 1 in scene.flows)                  # (once the fill's points are in their box)
    assert "Computer 2's turn" in harness.drawn_text()      # one box filled: the next seat is on turn
    wait_for_turn(harness, scene, 2)
    lines = harness.drawn_text()
    assert "Player 3's turn" in lines and "Round 1 of 13" in lines   # the computer has played its turn
    roll_and_settle(harness, scene, 2, press)                # the same keyboard now rolls for seat 3
    fill_focused(scene, 2, press)
    harness.tick()
    lines = harness.drawn_text()
    assert "Round 2 of 13" in lines and "Player 1's turn" in lines    # each seat filled one box, in turn


def test_the_setup_screen_lays_out_six_places_and_seats_a_hot_seat_player(harness, monkeypatch):
    import pygame

    from game.scenes import registry
    monkeypatch.setitem(registry.SCENES, "bluff", "fake_play:FakePlay")
    setup = harness.push("setup", mode="bluff")
    harness.tick()
    assert setup.places == 6
    cards = [setup.card_rect(i) for i in range(6)]
    screen = pygame.Rect((0, 0), harness.app.size)
    assert all(screen.contains(card) for card in cards)
    assert all(a.right < b.left for a, b in zip(cards, cards[1:], strict=False))
    assert [seat is not None for seat in setup.slots.slots] == [False, True, True, True, False, False]
    harness.press("confirm")                                  # the keyboard joins at the first free place
    assert setup.slots.seats_of(KEYBOARD) == (0,)
    for _ in range(4):
        harness.press("right")                               # the keyboard's cursor walks to place 5
    harness.press("confirm")                                  # and seats a second person on the keyboard
    assert setup.slots.seats_of(KEYBOARD) == (0, 4) and setup.slots.shared(4)
    harness.press("pause")                                    # Start
    started = harness.top
    assert type(started).__name__ == "FakePlay"
    assert started.match.seats_for(KEYBOARD) == (0, 4) and started.match.shares_device(0)
