"""What a phone shows, as plain data, and how a scene offers it seats. Pure: no pygame, no network.

The host asks the top scene (see `PhoneTable`); a scene that has nothing to say gives a phone the
controller (`pad`). Every view is a small dict the page draws; hidden dice appear only in the view
of their own seat (Bluff builds its own, game/scenes/bluff/phone.py).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple, Protocol

from game.input.actions import Action, DeviceId


class Offer(NamedTuple):
    """A seat a phone may take: `key` (the scene's seat or place), its label and default name, its
    colour (a theme seat-colour index), and `phone`: the phone number the seat waits for, if any."""

    key: int
    label: str
    name: str
    colour: int
    phone: int | None = None


class PadButton(NamedTuple):
    """One of a mode's labelled buttons on the phone: `key` (what the phone sends), its label (what it
    does), the action it presses and, for a click, where on the TV (the seat's on-screen button); a
    button not `enabled` (or any while it is not the seat's turn) is greyed on the phone."""

    key: str
    label: str
    action: str
    at: tuple[float, float] | None = None
    enabled: bool = True          # False: shown, greyed (the TV's button is greyed too)


class PhoneTable(Protocol):
    """What the phone host asks of the top scene (game.scenes.base.Scene has the quiet defaults)."""

    def phone_offers(self) -> Sequence[Offer]: ...
    def phone_take(self, offer: Offer, device: DeviceId, name: str) -> bool: ...
    def phone_leave(self, device: DeviceId) -> None: ...
    def phone_view(self, device: DeviceId) -> dict | None: ...
    def phone_command(self, device: DeviceId, message: dict) -> Iterator[Action]: ...


def hex_colour(rgb: Sequence[int]) -> str:
    return "#%02x%02x%02x" % tuple(rgb[:3])


def pad(title: str, *, seat: str = "", colour: str = "#ffffff", turn: bool = False, line: str = "",
        score: int | None = None, buttons: Sequence[PadButton] = (), on_turn: str = "") -> dict:
    """The controller view: the mode's title, whose turn, this seat's score, the labelled buttons."""
    from game.phones.words import PAGE

    return {"kind": "pad", "title": title or PAGE["title"], "seat": seat, "colour": colour, "turn": turn, "line": line,
            "score": score, "on_turn": on_turn, "buttons": [{"key": b.key, "label": b.label, "on": b.enabled and turn} for b in buttons]}


def lobby(title: str, offers: Sequence[Offer], colours: Sequence[str], note: str = "") -> dict:
    return {"kind": "lobby", "title": title, "note": note,
            "seats": [{"seat": o.key, "label": o.label, "name": o.name, "colour": colours[o.colour % len(colours)]}
                      for o in offers]}


def tap(name: str, device: DeviceId, pos: tuple[float, float] | None = None) -> Iterator[Action]:
    """A button pressed and let go, as a device sends it."""
    yield Action(name, device, True, pos)
    yield Action(name, device, False, pos)


def button_actions(buttons: Sequence[PadButton], key: str, device: DeviceId) -> Iterator[Action]:
    """The actions of the labelled button `key` (none for a key the mode does not have)."""
    for button in buttons:
        if button.key == key:
            yield from tap(button.action, device, button.at)
            return
