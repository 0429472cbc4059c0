"""What a person calls a device, in the game's language: seat cards, cursor tags and "plays on with ..."."""

from __future__ import annotations

from game import words
from game.input.actions import KEYBOARD, MOUSE, DeviceId
from game.input.devices import DeviceRegistry


def test_devices_are_named_in_the_current_language():
    registry = DeviceRegistry()
    phone = DeviceId("phone", 2)
    assert registry.label_of(phone, short=True) == "Phone 2"
    assert registry.label_of(KEYBOARD) == "the keyboard"
    words.set_language("de")
    assert registry.label_of(phone, short=True) == "Handy 2"
    assert registry.label_of(KEYBOARD) == "der Tastatur"      # as in "Ana spielt weiter mit der Tastatur"
    assert registry.label_of(MOUSE) == "der Maus"
    said = words._("{name} plays on with {device}").format(name="Ana", device=registry.label_of(MOUSE))
    assert said == "Ana spielt weiter mit der Maus"
