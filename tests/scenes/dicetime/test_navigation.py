"""Where the directions take the cursor: dice in the order they lie on screen, the table to the right."""

from __future__ import annotations

import pytest
from table_play import injector, roll_and_settle

from game.scenes.scoretable.turn_flow import ROLL_BUTTON

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def _rolled(harness):
    scene = harness.push("dicetime", players=1)
    harness.tick(5)
    press = injector(harness)
    roll_and_settle(harness, scene, 0, press)
    return scene, scene.flows[0], press


def test_the_die_cursor_walks_the_planets_left_to_right_as_they_lie(harness):
    scene, flow, press = _rolled(harness)
    assert flow.zone == "dice" and flow.die_cursor == ROLL_BUTTON
    xs = []
    for _ in range(5):
        press("right")
        assert flow.zone == "dice" and flow.die_cursor != ROLL_BUTTON
        xs.append(flow.panel.die_center(flow.die_cursor)[0])
    assert xs == sorted(xs), "each right press goes to the next planet to the right on screen"
    assert len({round(x) for x in xs}) == 5
    press("right")   # right of the rightmost planet lies the score table
    assert flow.zone == "table"
    press("left")    # and left from the table comes back to that planet, not to the far Roll button
    assert flow.zone == "dice" and flow.panel.die_center(flow.die_cursor)[0] == xs[-1]


def test_left_walks_back_to_the_roll_button_and_stops_there(harness):
    scene, flow, press = _rolled(harness)
    for _ in range(3):
        press("right")
    for _ in range(6):
        press("left")
    assert flow.zone == "dice" and flow.die_cursor == ROLL_BUTTON
    press("confirm")
    assert flow.rolling, "confirm on the Roll button rolls"


def _focus_white(harness, rect) -> int:
    """Pixels of the person's focus colour (pure white: no text, planet or panel uses it) in `rect`."""
    import pygame

    from game.render import theme

    area = harness.screen.subsurface(rect.clip(harness.screen.get_rect()))
    return pygame.transform.threshold(None, area, theme.FOCUS, (0, 0, 0, 0), set_behavior=0)


def test_focus_shows_only_on_what_the_person_can_press_now(harness):
    """On the person's turn the Roll button wears the focus ring; on the computer's, no button or box
    does (its cursor is a dashed ring in its own colour)."""
    scene = harness.push("dicetime", players=2)
    harness.app.settings.reduced_motion = True
    harness.tick(3)
    controls = scene.table.main_controls
    buttons = controls.roll.union(controls.fill).union(controls.hint).inflate(20, 20)
    assert scene.flows[0].die_cursor == ROLL_BUTTON
    harness.tick()
    assert _focus_white(harness, buttons) > 50, "the person's Roll button shows the focus"
    press = injector(harness)
    roll_and_settle(harness, scene, 0, press)
    press("down")
    press("confirm")
    press("confirm")
    if not scene.flows.get(0) is None and 0 in scene.flows:
        press("confirm")          # a zero asks once more
    assert 1 in scene.flows
    sheet = scene.table.sheet.layout.rect.inflate(10, 10)
    for _ in range(240):          # the computer walks its cursor over the dice, the button and the table
        harness.tick()
        assert _focus_white(harness, buttons) == 0, "a computer's cursor looks like the person's focus"
        assert _focus_white(harness, sheet) == 0
