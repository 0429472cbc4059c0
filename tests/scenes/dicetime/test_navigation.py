"""Where the directions take the cursor: dice in the order they lie on screen, the table to the right."""

from __future__ import annotations

import pytest
from table_play import injector, roll_and_settle

pytestmark = pytest.mark.solved_tables("dicetime")  # the session's shared copies (tests/solved_tables.py)


def _rolled(harness):
    harness.app.settings.reduced_motion = True   # a still focus ring
    scene = harness.push("dicetime", players=1)
    harness.tick(5)
    press = injector(harness)
    roll_and_settle(harness, scene, 0, press)
    harness.tick()
    return scene, press


def _focus_x(harness, rect) -> float | None:
    """Where the person's focus ring is across `rect` on screen (the mean x of its pure white pixels), or
    None if it is not there."""
    import numpy as np
    import pygame

    from game.render import theme

    area = harness.screen.subsurface(rect.clip(harness.screen.get_rect()))
    white = np.all(pygame.surfarray.pixels3d(area) == theme.FOCUS[:3], axis=2)
    xs = np.nonzero(white)[0]
    return float(xs.mean()) + rect.left if len(xs) > 50 else None


def _areas(scene):
    """The tray, the buttons under it and the score sheet, on screen."""
    controls = scene.table.main_controls
    buttons = controls.roll.union(controls.fill).union(controls.hint).inflate(20, 20)
    tray = scene.table.main_panel.rect
    return tray, buttons, scene.table.sheet.layout.rect.inflate(10, 10)


def test_the_die_cursor_walks_the_planets_left_to_right_as_they_lie(harness):
    scene, press = _rolled(harness)
    tray, buttons, sheet = _areas(scene)
    assert _focus_x(harness, buttons) is not None, "the focus starts on the Roll button"
    xs = []
    for _ in range(5):
        press("right")
        harness.tick()
        x = _focus_x(harness, tray)
        assert x is not None and _focus_x(harness, buttons) is None, "the focus is on a planet"
        xs.append(x)
    assert xs == sorted(xs), "each right press goes to the next planet to the right on screen"
    assert len({round(x) for x in xs}) == 5
    press("right")   # right of the rightmost planet lies the score table
    harness.tick(2, each_drawn=True)   # (Fill in lights there as well: the sheet, a patch, shows a drawn frame later)
    assert _focus_x(harness, sheet) is not None and _focus_x(harness, tray) is None
    press("left")    # and left from the table comes back to that planet, not to the far Roll button
    harness.tick()
    assert _focus_x(harness, tray) == pytest.approx(xs[-1], abs=2)


def test_left_walks_back_to_the_roll_button_and_stops_there(harness):
    scene, press = _rolled(harness)
    tray, buttons, _sheet = _areas(scene)
    for _ in range(3):
        press("right")
    for _ in range(6):
        press("left")
    harness.tick()
    assert _focus_x(harness, buttons) is not None and _focus_x(harness, tray) is None
    assert "Roll · 2 left" in harness.drawn_text()
    press("confirm")
    harness.run_for(4.0)
    assert "Roll · 1 left" in harness.drawn_text(), "confirm on the Roll button rolls"


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
    harness.tick()
    assert _focus_white(harness, buttons) > 50, "the person's Roll button shows the focus"
    press = injector(harness)
    roll_and_settle(harness, scene, 0, press)
    press("down")
    press("confirm")
    press("confirm")
    if "CPU 2's turn" not in harness.drawn_text():
        press("confirm")          # a zero asks once more
    assert "CPU 2's turn" in harness.drawn_text()
    sheet = scene.table.sheet.layout.rect.inflate(10, 10)
    watched = 0
    for _ in range(240):          # the computer walks its cursor over the dice, the button and the table
        harness.tick()
        if "CPU 2's turn" not in harness.drawn_text():
            break                 # (its turn over: the person's Roll wears the focus again)
        assert _focus_white(harness, buttons) == 0, "a computer's cursor looks like the person's focus"
        assert _focus_white(harness, sheet) == 0
        watched += 1
    assert watched >= 120


def test_once_the_throws_are_spent_the_focus_leaves_roll_for_the_card(harness):
    """Look review 16: the focus sat on a Roll that could no longer be pressed ("No rolls left"), read as the next
    step; after the last throw lands it stands on the card, on an open box, where the only choice left is."""
    scene, press = _rolled(harness)
    tray, buttons, sheet = _areas(scene)
    flow = scene.table.flows[0]
    for _throw in (1, 2):   # the second and third throws
        assert _focus_x(harness, buttons) is not None, "with a throw left the focus stays on Roll"
        roll_and_settle(harness, scene, 0, press)
        harness.tick()
    assert not flow.can_roll
    harness.tick()
    harness.tick()   # (the card's focus is drawn in the frame after the landing's)
    assert _focus_x(harness, buttons) is None and _focus_x(harness, sheet) is not None
    assert flow.zone == "table" and scene.board.is_open(0, flow.focus)
