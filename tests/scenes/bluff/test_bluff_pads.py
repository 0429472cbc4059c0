"""Local versus at the Bluff table with real (virtual) pads, as players hold and release buttons (issue 23)."""

from __future__ import annotations

from bluff_play import KEYBOARD, bluff_match, computer, person, quiet, tick_until

PEEK_LINE = "Ben is peeking: everyone else, look away!"


def test_the_peek_headline_gives_way_when_y_is_released(harness, virtual_pads):
    pad = virtual_pads("P1")
    harness.tick(2)
    quiet(harness)
    scene = harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), person(pad.device, 1, "Ben"),
                                                    computer(2)))
    harness.press("roll")
    harness.tap(pad, "a")
    tick_until(harness, lambda: scene.game.phase == "bid" and scene.game.current_player == 0, 3000)
    prompt = [line for line in harness.drawn_text() if line.startswith("Ana: your bid")]
    assert prompt, harness.drawn_text()
    pad.press("y")                       # Ben holds Y to peek while Ana chooses her bid
    harness.tick()
    assert PEEK_LINE in harness.drawn_text()
    pad.release("y")
    harness.tick()
    drawn = harness.drawn_text()
    assert PEEK_LINE not in drawn and prompt[0] in drawn   # the bid prompt is back
