"""Where the directions take the cursor: dice in the order they lie on screen, the table to the right."""

from __future__ import annotations

from table_play import roll_and_settle, injector

from game.scenes.turn_flow import ROLL_BUTTON


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
