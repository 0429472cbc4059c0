"""The seats model: who may act for which seat, start rules, and the setup's seat slots."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.input.actions import KEYBOARD, MOUSE, DeviceId
from game.match import COLOUR_COUNT, ROCKET_COUNT, MatchConfig, MatchResult, Seat, attract_match, quick_match
from game.render import rockets, theme
from game.scenes.setup import SeatSlots

PAD1, PAD2 = DeviceId("pad", 11), DeviceId("pad", 12)


def person(device: DeviceId, index: int) -> Seat:
    return Seat("person", f"Player {index + 1}", index, index, device)


def computer(index: int, difficulty: str = "normal") -> Seat:
    return Seat("computer", f"Computer {index + 1}", index, index, difficulty=difficulty)


def test_quick_match_is_one_person_on_the_desk_against_one_computer():
    config = quick_match("dicetime")
    assert [seat.kind for seat in config.seats] == ["person", "computer"]
    assert config.seat_for(KEYBOARD) == 0
    assert config.seat_for(MOUSE) == 0          # one person at the desk uses both
    assert config.seat_for(PAD1) is None
    assert not config.accepts(1, KEYBOARD)      # computers take no input


def test_a_seat_only_accepts_its_own_device():
    config = MatchConfig("triple", (person(PAD1, 0), person(KEYBOARD, 1), person(PAD2, 2)))
    assert config.accepts(0, PAD1) and not config.accepts(0, PAD2) and not config.accepts(0, KEYBOARD)
    assert config.accepts(2, PAD2) and not config.accepts(2, PAD1)
    assert config.accepts(1, MOUSE) and not config.accepts(0, MOUSE)


def test_the_mouse_is_its_own_seat_once_someone_joined_with_it():
    config = MatchConfig("dicetime", (person(KEYBOARD, 0), person(MOUSE, 1)))
    assert config.seat_for(KEYBOARD) == 0 and config.seat_for(MOUSE) == 1
    assert not config.accepts(0, MOUSE) and not config.accepts(1, KEYBOARD)
    alone = MatchConfig("dicetime", (person(MOUSE, 0),))
    assert alone.accepts(0, KEYBOARD)  # the desk works both ways


def test_people_sharing_one_pad_sit_in_the_hot_seat():
    config = MatchConfig("dicetime", (person(PAD1, 0), computer(1), person(PAD1, 2), person(KEYBOARD, 3)))
    assert config.seats_for(PAD1) == (0, 2) and config.accepts(0, PAD1) and config.accepts(2, PAD1)
    assert config.shares_device(0) and config.shares_device(2) and not config.shares_device(3)
    assert not config.accepts(2, KEYBOARD) and config.seats_for(MOUSE) == (3,)


def test_invalid_matches_are_refused():
    with pytest.raises(ValueError, match="2 to 4"):
        MatchConfig("triple", (person(KEYBOARD, 0),))
    with pytest.raises(ValueError, match="computer seats only"):
        MatchConfig("dicetime", (person(PAD1, 0), computer(1)), attract=True)
    with pytest.raises(ValueError):
        Seat("person", "Nobody", 0, 0, None)
    with pytest.raises(ValueError):
        Seat("computer", "Bot", 0, 0, difficulty="brutal")


def test_rematch_keeps_the_seats():
    config = MatchConfig("dicetime", (person(PAD1, 0), computer(1, "hard")))
    revenge = config.rematch(revenge=True)
    assert revenge.revenge and revenge.seats == config.seats
    assert not revenge.rematch(revenge=False).revenge
    assert attract_match("triple").attract and not attract_match("triple").people


def test_places_are_shared_on_equal_totals():
    config = quick_match("dicetime", (PAD1, PAD2), computers=2)
    result = MatchResult.from_totals(config, (241, 263, 241, 198))
    assert result.places() == (2, 1, 2, 4)
    assert result.ranking() == (1, 0, 2, 3)
    assert result.winners == (1,)
    level = MatchResult.from_totals(config, (200, 200, 200, 200))
    assert level.places() == (1, 1, 1, 1) and level.winners == (0, 1, 2, 3)


def test_palette_and_rockets_match_the_model():
    assert len(theme.SEAT_COLOURS) == COLOUR_COUNT
    assert len(rockets.ROCKET_NAMES) == ROCKET_COUNT == 6
    # a second cue besides hue: every colour has its own badge shape
    assert len(set(theme.SEAT_BADGES)) == len(theme.SEAT_BADGES) == COLOUR_COUNT == 6


# --------------------------------------------------------------- setup slots
def test_one_seat_per_device_and_first_free_place():
    slots = SeatSlots("dicetime")
    assert slots.join(KEYBOARD) == 0
    assert slots.join(KEYBOARD) is None
    assert slots.add_computer(1)
    assert slots.join(PAD1) == 2
    assert slots.join(MOUSE, 3) == 3
    assert slots.join(PAD2) is None  # full
    assert [s.kind for s in slots.slots] == ["person", "computer", "person", "person"]


def test_a_person_may_change_only_their_own_seat_and_computers():
    slots = SeatSlots("triple")
    slots.join(PAD1)
    slots.add_computer(1)
    slots.join(PAD2)
    assert slots.may_edit(PAD1, 0) and slots.may_edit(PAD1, 1) and slots.may_edit(PAD1, 3)
    assert not slots.may_edit(PAD1, 2) and not slots.may_edit(KEYBOARD, 0)


def test_person_and_computer_switch():
    slots = SeatSlots("triple")
    slots.add_computer(0)
    assert slots.to_person(0, PAD1)
    assert slots.slots[0].device == PAD1 and slots.slots[0].name == "Player 1"
    assert not slots.to_person(0, PAD2)    # already a person
    slots.add_computer(1)
    assert not slots.to_person(1, PAD1)    # PAD1 has a seat already
    slots.to_computer(0)
    assert slots.slots[0].is_computer and slots.seat_of(PAD1) is None


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.sampled_from(["colour", "rocket", "difficulty"]),
                          st.sampled_from([-1, 1])), max_size=30),
       st.integers(1, 4))
def test_colours_and_rockets_stay_unique_whatever_is_cycled(changes, seats):
    slots = SeatSlots("dicetime")
    for index in range(seats):
        slots.add_computer(index)
    for index, attribute, step in changes:
        slots.cycle(index, attribute, step)
    filled = [slots.slots[i] for i in slots.filled()]
    assert len({s.colour for s in filled}) == len(filled)
    assert len({s.rocket for s in filled}) == len(filled)


def test_cycling_skips_taken_colours():
    slots = SeatSlots("dicetime")
    slots.add_computer(0)   # colour 0
    slots.add_computer(1)   # colour 1
    assert slots.cycle(0, "colour", 1)
    assert slots.slots[0].colour == 2
    assert slots.cycle(0, "colour", -1) and slots.slots[0].colour == 0
    assert slots.cycle(0, "difficulty", 1) and slots.slots[0].difficulty == "hard"


def test_start_needs_one_seat_for_dicetime_and_two_for_triple():
    dicetime, triple = SeatSlots("dicetime"), SeatSlots("triple")
    assert not dicetime.can_start() and not triple.can_start()
    dicetime.join(KEYBOARD)
    triple.join(KEYBOARD)
    assert dicetime.can_start() and not triple.can_start()
    triple.add_computer(3)
    assert triple.can_start()
    config = triple.config()
    assert config.mode == "triple" and [s.kind for s in config.seats] == ["person", "computer"]
