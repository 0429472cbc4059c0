"""The big tray's action bar keeps the pictures of its buttons (`view.bar_button`) and of an empty pool's stripes
(`puzzle.view.draw_pool`) with `chrome.kept_part`: a look that comes back is blitted, not drawn. A person's Puzzle
walks the bar through its looks (Roll free, lit, unlit, under the cursor or not; Fill in lit and not; Hint; the pool
emptied), each twice over two turns, and after each step the kept layer shows, pixel for pixel and line for line,
what a fresh drawing of it shows."""

from __future__ import annotations

import pytest
from harness import same_picture
from table_play import injector, roll_and_settle

from game.input.actions import KEYBOARD
from game.render import text
from game.scenes.playkit.chrome import KEPT_PARTS, StillLayer
from game.scenes.puzzle.scene import PuzzleScene

pytestmark = pytest.mark.solved_tables("puzzle", "dicetime")   # the hint's table (the session's shared copy)

SETTLE = 8   # frames, each drawn: the late action bar and the sheet's spread-out previews show within them


def bar_lines(picture, bar) -> list[tuple[str, tuple]]:
    return sorted((line.text, tuple(line.rect)) for line in text.lines_on(picture) if bar.collidepoint(line.rect.center))


def test_the_action_bars_kept_pictures_show_what_a_fresh_drawing_shows(harness):
    scene = harness.push(PuzzleScene, rerolls=1)
    press = injector(harness, KEYBOARD)
    fresh = StillLayer(harness.app.size, scene.still.backdrop.mood)
    flow_of = lambda: scene.flows[0]   # noqa: E731  (a new turn opens a new flow)
    bar = scene.table.main_controls.bar.inflate(16, 16)
    before = dict(KEPT_PARTS)
    looks = set()

    def check(step: str) -> None:
        harness.tick(SETTLE, each_drawn=True)
        kept = scene.still_picture()
        lines = bar_lines(kept, bar)
        assert same_picture(kept, scene.still_picture(fresh, afresh=True)), f"{step}: the kept bar differs"
        assert lines == bar_lines(fresh._layer, bar), f"{step}: the kept bar's lines differ"
        looks.add(tuple(lines))

    for turn in range(2):
        check(f"turn {turn}: before the free throw")
        roll_and_settle(harness, scene, 0, press)
        check(f"turn {turn}: landed")
        press("right")                       # the cursor leaves Roll for a planet: Roll lit, not focused
        check(f"turn {turn}: cursor on a planet")
        press("left")
        if flow_of().can_roll:               # the pool's one reroll (first turn): the pool is empty after it
            roll_and_settle(harness, scene, 0, press)
            check(f"turn {turn}: rerolled")
        press("down")                        # into the table: its first open box
        for _ in range(12 if turn else 0):   # (the second turn: down to 5 of a kind, a zero as a rule: Fill in 0)
            if flow_of().focus[1] != "five_kind":
                press("down")
        press("confirm")                     # selected: Fill in lit
        check(f"turn {turn}: a box selected")
        press("confirm")
        if flow_of().zero_armed is not None:
            check(f"turn {turn}: Fill in 0")
            press("confirm")
        assert scene.board.filled() == (turn + 1,)
    assert scene.board.rerolls_left == 0 and len(looks) >= 4   # (the pool is a gauge by the clock now: not the bar)
    assert KEPT_PARTS["reused"] - before["reused"] >= 4, "the looks that came back were blitted, not drawn"
