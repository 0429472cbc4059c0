"""Players by name at seat setup: pick one you have been, or add one; computers are never players."""

from __future__ import annotations

from game.input.actions import KEYBOARD, DeviceId
from game.scenes.setup import SetupScene
from game.storage import players as store


def _name_row(harness, scene):
    harness.press("confirm")                  # the keyboard joins seat 1
    harness.press("down")                     # Player -> Name
    seat = scene.slots.seat_of(KEYBOARD)
    assert scene.rows(seat)[scene.cursors[seat].row] == "player"
    return seat


def test_pick_a_player_by_name_or_add_one(harness):
    for name in ("Anna", "Ben"):
        store.update(lambda everyone, name=name: store.add(everyone, name))
    harness.push("title")
    scene = harness.push(SetupScene, mode="dicetime")
    harness.tick()
    seat = _name_row(harness, scene)
    assert harness.drawn_text().count(f"Player {seat + 1}") == 2   # a guest's name: the card's heading and its row
    harness.press("next")
    assert scene.slots.slots[seat].name == "Anna" and scene.slots.slots[seat].player is not None
    assert "Anna" in harness.drawn_text()
    harness.press("next")
    assert scene.slots.slots[seat].name == "Ben"
    harness.press("next")                     # New player: the on-screen keyboard
    assert type(harness.top).__name__ == "NameEntryScene"
    harness.press("confirm")                  # "A"
    harness.press("down")
    harness.press("confirm")                  # a small "k" (the key under A)
    harness.press("pause")
    assert harness.top is scene
    assert scene.slots.slots[seat].name == "Ak"
    assert [p.name for p in store.load()[0].players] == ["Anna", "Ben", "Ak"]
    harness.press("next")                     # New player again: closed without a name, Ak stays
    harness.press("back")
    assert harness.top is scene and scene.slots.slots[seat].name == "Ak"
    harness.press("next")                     # past New player: round to the guest
    assert scene.slots.slots[seat].player is None and scene.slots.slots[seat].name == f"Player {seat + 1}"


def test_a_player_sits_in_one_seat_and_computers_are_nobody(harness):
    anna, _ = store.update(lambda everyone: store.add(everyone, "Anna"))
    harness.push("title")
    scene = harness.push(SetupScene, mode="dicetime")
    harness.tick()
    slots = scene.slots
    slots.join(DeviceId("pad", 99), 2)        # someone else, on a pad
    assert slots.set_player(2, anna.id, "Anna")
    seat = _name_row(harness, scene)
    harness.press("next")                     # Anna sits elsewhere: straight to New player
    assert type(harness.top).__name__ == "NameEntryScene"
    harness.press("back")                     # nothing typed: closed, the seat stays a guest
    assert slots.slots[seat].player is None
    slots.to_computer(2)
    assert slots.slots[2].player is None and not slots.set_player(2, anna.id, "Anna")


def test_a_player_sits_down_in_the_colour_and_rocket_of_their_last_game(harness):
    """Look review 13: Anna was orange in a review and violet on the statistics (her last game's look). A player is
    one colour wherever they show: chosen by name at a seat, they wear the colour and rocket they last played with,
    as the setup card draws it, each unless another seat has it."""
    def remember(name: str, colour: int, rocket: int) -> None:
        def change(everyone):
            player = store.add(everyone, name)
            store.wear(everyone, player.id, colour, rocket)
            return player
        store.update(change)

    remember("Anna", 4, 2)
    remember("Ben", 1, 3)       # sky blue: the computer in seat 2 wears it
    harness.push("title")
    scene = harness.push(SetupScene, mode="dicetime")
    harness.tick()
    seat = _name_row(harness, scene)
    if scene.slots.slots[1] is None:
        scene.slots.add_computer(1)
    taken = scene.slots.slots[1].colour
    assert taken == 1 and seat != 1
    harness.press("next")
    harness.tick()
    anna = scene.slots.slots[seat]
    assert (anna.name, anna.colour, anna.rocket) == ("Anna", 4, 2)
    assert "violet" in harness.drawn_text()
    harness.press("next")
    ben = scene.slots.slots[seat]
    assert ben.name == "Ben" and ben.rocket == 3 and ben.colour != taken
