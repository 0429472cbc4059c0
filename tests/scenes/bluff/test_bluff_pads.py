"""Local versus at the Bluff table with real (virtual) pads, as players hold and release buttons (issue 23)."""

from __future__ import annotations

from bluff_play import KEYBOARD, bluff_match, computer, person, quiet

PEEK_LINE = "Ben is peeking: everyone else, look away!"


def test_the_peek_headline_gives_way_when_y_is_released(harness, virtual_pads):
    pad = virtual_pads("P1")
    harness.tick(2)
    quiet(harness)
    harness.push("bluff", match=bluff_match(person(KEYBOARD, 0, "Ana"), person(pad.device, 1, "Ben"), computer(2)))
    harness.press("roll")
    harness.tap(pad, "a")

    def ana_bids() -> list[str]:
        """The table's prompt for Ana's bid, once it asks for it."""
        return [line for line in harness.drawn_text() if line.startswith("Ana: your bid")]

    for _ in range(100):                 # up to 3000 frames, looked at every 30
        prompt = ana_bids()
        if prompt:
            break
        harness.tick(30)
    assert prompt, harness.drawn_text()
    pad.press("y")                       # Ben holds Y to peek while Ana chooses her bid
    harness.tick()
    assert PEEK_LINE in harness.drawn_text()
    pad.release("y")
    harness.tick()
    drawn = harness.drawn_text()
    assert PEEK_LINE not in drawn and prompt[0] in drawn   # the bid prompt is back
