"""Phones on the seat setup screen: the Phones button (and the setting) turns them on, a QR code of the room's
address is on every free seat and the address under the cards; a phone takes a free or a computer's place
under its own name, moves its cursor with its d-pad, and the match starts with that seat on the phone."""

from __future__ import annotations

import json
import os

import numpy as np
import pygame
import pytest

zxingcpp = pytest.importorskip("zxingcpp")

pytestmark = pytest.mark.asyncio

from game.scenes.setup import BAR, BAR_BUTTONS  # noqa: E402

LOBBY = lambda m: m["t"] == "state" and m["view"]["kind"] == "lobby"  # noqa: E731
PAD = lambda m: m["t"] == "state" and m["view"]["kind"] == "pad"  # noqa: E731


def codes_on_screen(surface: pygame.Surface) -> list[str]:
    """What every QR code on `surface` says, read from its pixels by zxing-cpp (as a phone's camera would)."""
    image = np.ascontiguousarray(pygame.surfarray.array3d(surface).transpose(1, 0, 2))
    return sorted(code.text for code in zxingcpp.read_barcodes(image))


@pytest.mark.solved_tables("dicetime")
async def test_the_code_is_on_every_free_place_and_a_phone_takes_a_computers_place(phone_table):
    table = await phone_table("setup", mode="dicetime")
    harness, scene = table.harness, table.scene
    harness.press("confirm")                                        # a person on the keyboard, a computer
    assert [s.kind if s else None for s in scene.slots.slots] == ["person", "computer", None, None]
    url = table.host.url
    harness.tick()
    shown = harness.drawn_text()
    assert "Phones: on" in shown and f"Phones: {url.split('://')[1]}" in shown
    assert shown.count("or scan to join") == 2                       # the two free places
    assert codes_on_screen(harness.app.screen) == [url, url]
    page = await table.page()
    lobby = await table.until(page, LOBBY)
    assert [(s["seat"], s["label"]) for s in lobby["view"]["seats"]] == [
        (1, "Seat 2 (CPU 2)"), (2, "Seat 3"), (3, "Seat 4")]     # never the keyboard person's
    await table.join(page, 1, "Cara")
    seat = scene.slots.slots[1]
    assert seat.is_person and seat.name == "Cara" and seat.device.kind == "phone"
    await table.until(page, PAD)
    shown = harness.drawn_text()
    assert "Cara" in shown and "Phone 1" in shown, " | ".join(shown)          # the card and the cursor's tag
    await page.send_json({"t": "press", "b": "down"})               # its own cursor, like a pad's
    await page.send_json({"t": "release", "b": "down"})
    await table.tick(3)
    assert (scene.cursors[1].column, scene.cursors[1].row) == (1, 1)
    harness.press("pause")                                           # Start on the keyboard (Start on a pad)
    harness.tick(3)
    play = table.scene
    assert play.mode == "dicetime" and play.match.seats[1].device == seat.device
    view = await table.until(page, lambda m: PAD(m) and m["view"]["title"] == "Dicetime")
    assert view["view"]["seat"] == "Cara" and view["view"]["buttons"]


async def test_a_sleeping_phone_keeps_its_place_and_another_phone_may_take_it(phone_table):
    table = await phone_table("setup", mode="bluff")
    scene = table.scene
    ana = await table.page()
    joined = await table.join(ana, 0, "Ana")
    await table.tick(3)
    label = f"Phone {joined['phone']}"
    assert label in table.harness.drawn_text()                      # the seat card: the phone badge's line
    await ana.close()
    await table.tick(3)
    assert scene.slots.slots[0].name == "Ana"                        # kept while away
    assert f"{label} · away" in table.harness.drawn_text()           # ... and the card says the phone is away
    ben = await table.page()
    lobby = await table.until(ben, LOBBY)
    assert (0, "Seat 1 (Ana)") in [(s["seat"], s["label"]) for s in lobby["view"]["seats"]]
    back = await table.page()                                        # Ana's phone wakes up: her place again
    await back.send_json({"t": "hello", "phone": joined["phone"], "key": joined["key"]})
    await table.until(back, PAD)
    assert scene.slots.slots[0].device.index == joined["phone"]
    await back.send_json({"t": "leave"})
    await table.tick(3)
    assert scene.slots.slots[0] is None


def only_this_computer() -> None:
    with open(os.path.join(os.environ["PLANET_DICE_DATA_DIR"], "phones.json"), "w") as file:
        json.dump({"address": "127.0.0.1"}, file)   # a test never listens on the machine's network


async def test_the_setup_screens_phones_button_turns_them_on_and_off(make_harness):
    only_this_computer()
    harness = make_harness()
    scene = harness.push("setup", mode="tenthousand")
    button = scene.control_rect(BAR, BAR_BUTTONS.index("phones")).center
    assert "Play on phones" in harness.drawn_text() and harness.app.phones is None
    harness.tick(30)                                                 # (the screen has faded in)
    harness.click(button)
    phones = harness.app.phones
    assert phones is not None and harness.app.settings.phones and phones.wait_ready(20)
    shown = harness.drawn_text()
    assert "Phones: on" in shown and shown.count("or scan to join") == 5
    assert codes_on_screen(harness.app.screen) == [phones.url] * 5
    harness.click(button)
    assert harness.app.phones is None and not harness.app.settings.phones
    assert "or scan to join" not in harness.drawn_text() and codes_on_screen(harness.app.screen) == []


async def test_the_setting_turns_phones_on_and_off(make_harness):
    only_this_computer()
    harness = make_harness()
    scene = harness.push("settings")
    while scene.menu.focused.label != "Phones":
        harness.press("down")
    assert "Players join from a phone's browser" in " ".join(harness.drawn_text())
    harness.press("right")
    phones = harness.app.phones
    assert phones is not None and phones.url.startswith("http://127.0.0.1:") and harness.app.settings.phones
    assert phones.wait_ready(20)
    assert f"Phones on: {phones.url}" in harness.drawn_text()
    harness.press("right")
    assert harness.app.phones is None and not harness.app.settings.phones
