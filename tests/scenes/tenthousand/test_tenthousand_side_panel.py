"""10000's side panel draws "this turn" at every throw and keeps its totals (the board and what scores) until
they change: a throw's frame blits them (`chrome.kept_part`), and shows what drawing them afresh shows."""

from __future__ import annotations

import pytest
from harness import LATE_FRAMES, same_picture

from game.render import text
from game.scenes.playkit.chrome import StillLayer
from game.scenes.tenthousand import view

pytestmark = pytest.mark.solved_tables("tenthousand")  # the session's shared copies (tests/solved_tables.py)


def test_the_totals_are_kept_between_throws_and_show_what_a_fresh_drawing_gives(harness, monkeypatch):
    calls = {"side": 0, "totals": 0}

    def counting(name, draw):
        def counted(*args):
            calls[name] += 1
            return draw(*args)
        return counted

    monkeypatch.setattr(view, "draw_side", counting("side", view.draw_side))
    monkeypatch.setattr(view, "draw_totals", counting("totals", view.draw_totals))
    scene = harness.push("tenthousand", attract=True)   # (Zehntausend draws the same panel)
    fresh = StillLayer(harness.app.size, scene.still.backdrop.mood)
    compared = 0
    for frame in range(650):
        before = dict(calls)
        harness.tick()
        if harness.top is not scene:
            break
        kept = scene.still_picture()
        for line in text.lines_on(kept):     # each line of the panel wholly in one part (none cut at the split)
            if view.SIDE.collidepoint(line.rect.center):
                assert view.TURN_PART.contains(line.rect) or view.TOTALS_PART.contains(line.rect), line
        if calls["side"] > before["side"] and calls["totals"] == before["totals"] and compared < 30:
            # the totals came from the kept picture: a layer drawn afresh (which draws them) shows them
            counted = dict(calls)
            assert same_picture(kept, scene.still_picture(fresh, afresh=True)), f"frame {frame}"
            calls.update(counted)   # (the play's own drawing is counted)
            compared += 1
    assert compared >= 5
    assert calls["totals"] < calls["side"] / 2, calls


def test_a_message_redraws_the_bar_and_message_line_alone_and_shows_what_a_fresh_drawing_gives(harness):
    """The message line ("CPU 1 banks 2,050") is drawn with the action bar (a section keyed on the messages), and
    the title bar is a section of its own: a message coming within a turn does not draw the whole picture again."""
    scene = harness.push("zehntausend", attract=True)
    fresh = StillLayer(harness.app.size, scene.still.backdrop.mood)
    seen = 0
    for frame in range(1000):                # (till two messages came within a turn)
        if seen >= 2:
            break
        redraws, sections = scene.still.redraws, scene.still.section_redraws
        message, seat = scene.messages.key(), scene.shown_seat
        harness.tick()
        if harness.top is not scene:
            break
        if scene.messages.key() != message and scene.shown_seat == seat:    # a message within a turn
            shown = [line.text for line in text.lines_on(scene.still_picture())]
            assert all(line in shown for _seat, line, _colour in scene.messages.key()), f"frame {frame}"
            assert scene.still.redraws == redraws and scene.still.section_redraws > sections, f"frame {frame}"
            assert any(same_picture(scene.still_picture(), scene.still_picture(fresh, afresh=True))   # (each call draws
                       for _late in range(LATE_FRAMES)), f"frame {frame}"      # a frame: the late panel shows by then)
            seen += 1
    assert seen >= 2
    redraws = scene.still.redraws
    for word in ("A word in the middle of a turn", "Another word in its place"):   # a message alone, then another
        scene.tell(0, word, (200, 200, 200))
        harness.tick()
        assert word in [line.text for line in text.lines_on(scene.still_picture())]
    assert scene.still.redraws == redraws
    assert same_picture(scene.still_picture(), scene.still_picture(fresh, afresh=True))


def test_the_side_panels_heading_carries_no_tiny_planet_in_its_corner(harness):
    """Look review 28b #20: the ringed planet emblem at the end of the side panel's heading plate read as a stray blob
    of pixels at 800x450 (in 10000, Zehntausend and the dice tray). The plate's end is the plate's: none of the
    emblem's gold there."""
    harness.push("tenthousand")
    harness.run_for(0.5)
    corner = view.SIDE.copy()
    corner.width, corner.height = 48, 40
    corner.right = view.SIDE.right - 4
    screen = harness.screen
    gold = [(x, y) for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom)
            if (lambda r, g, b: r > 200 and g > 150 and b < 120)(*screen.get_at((x, y))[:3])]
    assert not gold, gold[:5]
