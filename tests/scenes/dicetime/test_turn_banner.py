"""The next turn's ribbon never hangs over the dice in the air (look review 29b #1: "CPU 2's turn" covered the tops of
CPU 2's tumbling dice): it shows over the tray as the turn opens and sweeps out as the dice are thrown."""

from __future__ import annotations

import pytest
from table_play import injector, quiet, roll_and_settle, tick_until  # noqa: E402

from game.input.actions import KEYBOARD  # noqa: E402
from game.match import quick_match  # noqa: E402
from game.scenes.dicetime.scene import DicetimeScene  # noqa: E402

pytestmark = pytest.mark.solved_tables("dicetime")


def _ribbons(harness, tray) -> list:
    return [line for line in harness.drawn_lines() if line.text == "CPU 2's turn" and tray.contains(line.rect)]


def test_the_turn_ribbon_leaves_as_the_dice_fly(harness):
    quiet(harness)
    scene = harness.push(DicetimeScene, match=quick_match("dicetime", computers=1, difficulty="easy"))
    press = injector(harness, KEYBOARD)
    roll_and_settle(harness, scene, 0, press)
    flow = scene.flows[0]
    flow.point_at(max(scene.board.open_boxes(0), key=lambda box: scene.board.preview(box, flow.dice)))
    press("confirm")
    press("confirm")
    tick_until(harness, lambda: 1 in scene.flows, 240)
    panel = scene.table.main_panel
    tray = panel.rect
    harness.tick(1)
    assert _ribbons(harness, tray), "no ribbon named the next turn"
    tick_until(harness, lambda: panel.tray.thrown and not panel.settled, 600)
    harness.run_for(0.3)            # (its sweep out: a sixth of its life)
    assert not panel.settled, "the throw ended too soon to tell"
    assert not _ribbons(harness, tray), "the turn's ribbon still hangs over the dice in the air"
