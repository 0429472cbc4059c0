"""Phones on the seat setup screen (game/scenes/setup.py): the seats a phone may take there, taking one, and
what the screen draws while phones are on (a QR code on every free seat card, the address under the cards).

A phone may take a free place, a computer's place (the person takes it over) or the place of a phone that is
away; never another person's. It joins as a person bound to its phone (`DeviceId("phone", n)`), under the name
typed on the phone; a phone that had a seat moves to the new one (one seat a phone). From then on its d-pad and
A/B move its cursor on the setup screen like a pad's, and the match starts with the seat on the phone.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.input.actions import DeviceId
from game.phones import tv, words
from game.phones.views import Offer
from game.render import text, theme
from game.words import _


def toggle(app) -> None:
    """The setup screen's Phones button: on (and the setting on) or off (and the setting off)."""
    if app.phones is None:
        app.start_phones(remember=True)
    else:
        app.stop_phones(remember=True)
    app.audio.play("confirm" if app.phones is not None else "back")


def _away(scene, device: DeviceId | None) -> bool:
    return device is not None and device.kind == "phone" and not scene.app.devices.connected(device)


def offers(scene) -> list[Offer]:
    """Every place of the setup screen a phone may take now."""
    found = []
    for index, seat in enumerate(scene.slots.slots):
        label = _(words.SEAT_LABEL).format(n=index + 1)
        if seat is None:
            found.append(Offer(index, label, _(words.DEFAULT_NAME).format(n=index + 1), index))
        elif seat.is_computer:
            found.append(Offer(index, f"{label} ({seat.name})", _(words.DEFAULT_NAME).format(n=index + 1), seat.colour))
        elif _away(scene, seat.device):
            found.append(Offer(index, f"{label} ({seat.name})", seat.name, seat.colour, seat.device.index))
    return found


def take(scene, offer: Offer, device: DeviceId, name: str) -> bool:
    """The phone `device` takes place `offer.key` as `name`; False if that place is not free for it (any more)."""
    slots = scene.slots
    index = offer.key
    if not 0 <= index < len(slots.slots) or all(o.key != index for o in offers(scene)):
        return False
    for mine in slots.seats_of(device):      # one seat a phone: it moves
        if mine != index:
            slots.remove(mine)
    seat = slots.slots[index]
    if seat is not None and seat.is_person:   # an away phone's place: the person and their choices stay
        slots.slots[index] = replace(seat, device=device, name=name)
    else:
        if seat is not None:
            slots.remove(index)
        if slots.join(device, index, share=True) is None:
            return False
        slots.slots[index] = replace(slots.slots[index], name=name)
    scene.seats_changed()
    return True


def leave(scene, device: DeviceId) -> None:
    """The phone gave its seat up on the phone: its places are free again."""
    for index in scene.slots.seats_of(device):
        scene.slots.remove(index)
    scene.seats_changed()


# ---------------------------------------------------------------------------------------- drawing
def draw_free_card_code(surface: pygame.Surface, join: pygame.Rect, url: str, compact: bool) -> None:
    """The lower part of a free seat card while phones are on: the room's QR code and how to use it."""
    size = min(join.width - 24, 124)
    code = tv.draw_qr(surface, url, (join.centerx, join.bottom - 16 - size // 2), size)
    text.draw(surface, _(words.FREE_CARD_SCAN), 20, theme.TEXT_DIM, center=(join.centerx, code.top - 13))


def draw_address(surface: pygame.Surface, url: str, y: int) -> None:
    """The short address under the cards, for a phone that cannot scan."""
    width = surface.get_width()
    line = _(words.ADDRESS_LINE).format(url=tv.short_url(url))
    text.draw(surface, line, 22, theme.ACCENT, box=pygame.Rect(40, y - 12, width - 80, 24), center=(width // 2, y))



def seat_phone_note(app, device: DeviceId) -> str:
    """What a seat played by phone adds to its device line: " · away" while the phone sleeps (its place
    waits for it, or for another phone), else nothing."""
    return " · " + _(words.PHONE_AWAY_SHORT) if not app.devices.connected(device) else ""


def draw_seat_phone(surface: pygame.Surface, app, device: DeviceId, detail: pygame.Rect) -> None:
    """The phone badge left of a phone seat's device line (bright while the phone is there, dim while away)."""
    colour = theme.ACCENT if app.devices.connected(device) else theme.TEXT_DIM
    tv.draw_phone_badge(surface, (detail.left - 12, detail.centery), 18, colour)
