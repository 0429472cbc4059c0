"""The Bluff screens at 2 and 6 seats: every line of text readable, inside its box and the picture, and
no line on top of another (the text as drawn, recorded by game.render.text)."""

from __future__ import annotations

import pytest
from bluff_shots import SHOTS

from game.render import text


def _overlap(a, b) -> bool:
    clip = a.rect.clip(b.rect)
    return clip.width > 3 and clip.height > 3


@pytest.mark.parametrize("seats", [2, 6])
@pytest.mark.parametrize("shot", [name for name in SHOTS if name != "end"])
def test_text_fits_and_nothing_overlaps(make_harness, shot, seats):
    harness = make_harness(seed=11)
    harness.app.draw = lambda alpha: None       # getting there without drawing: faster
    SHOTS[shot](harness, seats)
    del harness.app.draw                        # the app draws again
    with text.recording() as drawn:
        harness.tick()
    screen = harness.screen
    lines = [line for line in drawn if line.target == id(screen)]
    assert lines, "the screen shows text"
    for line in lines:
        assert line.px >= text.MIN_PX, line
        assert screen.get_rect().contains(line.rect), f"outside the picture: {line}"
        assert line.box.left - 1 <= line.rect.left and line.rect.right <= line.box.right + 1, f"outside its box: {line}"
    for i, a in enumerate(lines):
        for b in lines[i + 1:]:
            assert not _overlap(a, b), f"{a.text!r} overlaps {b.text!r}"
