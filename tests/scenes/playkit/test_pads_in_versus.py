"""Local versus with pads, as players use them (issue 23), through SDL virtual pads: a seat whose pad
was unplugged can be taken by any other device, as the card says; a message names the pad, not an
internal id; a pad plugged back in after the keyboard stood in gets its seat back; and two identical
pads can be told apart: each has a number, shown on screen and lit on the pad itself (SDL's player
index), and a person's seat counts people, not seats."""

from __future__ import annotations

import pytest
from table_play import pad_presser, quiet

from game.input.actions import KEYBOARD
from game.match import MatchConfig, Seat
from game.scenes.dicetime.scene import DicetimeScene

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copy (tests/solved_tables.py)

DISCONNECTED = "'s controller is disconnected"


ROLL_PROMPT = "Roll the planets!"


def rolls(harness, press) -> bool:
    """Whether `press("roll")` throws the planets, as the table shows it: its prompt to roll goes away."""
    assert ROLL_PROMPT in harness.drawn_text(), harness.drawn_text()
    press("roll")
    return ROLL_PROMPT not in harness.drawn_text()


def waiting_for(harness) -> list[str]:
    return [line[:-len(DISCONNECTED)] for line in harness.drawn_text() if line.endswith(DISCONNECTED)]


def two_pad_match(harness, virtual_pads, name="Xbox Controller"):
    p1, p2 = virtual_pads(name), virtual_pads(name)
    harness.tick()
    seats = (Seat("person", "One", colour=0, rocket=0, device=p1.device),
             Seat("person", "Two", colour=1, rocket=1, device=p2.device))
    scene = harness.push(DicetimeScene, match=MatchConfig("dicetime", seats))
    harness.tick()
    return scene, p1, p2


def test_the_other_players_pad_can_take_a_disconnected_seat_as_the_card_says(harness, virtual_pads):
    quiet(harness)
    scene, p1, p2 = two_pad_match(harness, virtual_pads)
    p1.detach()
    harness.tick(2)
    assert waiting_for(harness) == ["One"]
    card = " ".join(harness.drawn_text())
    assert "A / Enter" in card and "another device" in card
    p2.tap("x")                     # a stray button on a pad that plays already does not take it
    harness.tick(2)
    assert waiting_for(harness) == ["One"]
    p2.tap("a")                     # A on it does: it plays both seats now, in turn (hot seat)
    harness.tick(2)
    assert waiting_for(harness) == []
    assert scene.match.seats[0].device == scene.match.seats[1].device == p2.device
    assert rolls(harness, pad_presser(harness, p2))


def test_a_message_names_the_pad_that_took_the_seat(harness, virtual_pads):
    scene, p1, _ = two_pad_match(harness, virtual_pads)
    p1.detach()
    harness.tick(2)
    again = virtual_pads("Xbox Controller")
    harness.tick(2)
    drawn = harness.drawn_text()
    assert not any("pad#" in line for line in drawn), drawn
    assert any(line.startswith("One plays on with Pad 1") for line in drawn), drawn
    assert scene.match.seats[0].device == again.device


def test_a_pad_plugged_back_after_the_keyboard_stood_in_gets_its_seat_back(harness, virtual_pads):
    quiet(harness)
    scene, p1, _ = two_pad_match(harness, virtual_pads)
    p1.detach()
    harness.tick(2)
    harness.press("confirm", KEYBOARD)          # the keyboard stands in for One
    assert scene.match.seats[0].device == KEYBOARD
    again = virtual_pads("Xbox Controller")     # One's pad comes back (a new SDL instance)
    harness.tick(2)
    assert scene.match.seats[0].device == again.device
    assert rolls(harness, pad_presser(harness, again)), "the pad plays its seat again"


def test_a_pad_plugged_back_while_the_pause_menu_was_open_takes_its_seat_back_on_a_press(harness, virtual_pads):
    quiet(harness)
    scene, p1, _ = two_pad_match(harness, virtual_pads)
    p1.detach()
    harness.tick(2)
    harness.press("confirm", KEYBOARD)
    harness.press("pause", KEYBOARD)            # the pause overlay is on top when the pad returns
    again = virtual_pads("Xbox Controller")
    harness.tick(2)
    harness.press("pause", KEYBOARD)            # resume
    assert harness.top is scene
    assert rolls(harness, pad_presser(harness, again))
    assert scene.match.seats[0].device == again.device


def test_identical_pads_are_numbered_on_screen_and_on_the_pads_themselves(harness, virtual_pads):
    from game.scenes.setup import SetupScene

    p1, p2 = virtual_pads("Xbox Controller"), virtual_pads("Xbox Controller")
    harness.push("title")
    setup = harness.push(SetupScene, mode="dicetime")   # seat 2 is a computer's
    harness.tick()
    p1.tap("a")                                         # seat 1
    harness.tick()
    p2.tap("a")                                         # seat 3
    harness.tick(2)
    drawn = harness.drawn_text()
    people = [seat for seat in setup.slots.slots if seat is not None and seat.is_person]
    assert [seat.name for seat in people] == ["Player 1", "Player 2"], "people are counted, not seats"
    assert "Pad 1 · Xbox Controller" in drawn and "Pad 2 · Xbox Controller" in drawn
    assert (p1.player_index, p2.player_index) == (0, 1), "each pad lights its own number"


def test_a_toast_names_a_pad_by_its_number(harness, virtual_pads):
    virtual_pads("Xbox Controller"), virtual_pads("Xbox Controller")
    harness.push("title")
    harness.tick(2)
    messages = [notice.message for notice in harness.app.notices]
    assert messages == ["Gamepad connected: Pad 1 (Xbox Controller)", "Gamepad connected: Pad 2 (Xbox Controller)"]
